from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.meld_body import MeldBody


T = TypeVar("T", bound="HandObject")


@_attrs_define
class HandObject:
    """A hand as an object: concealed tiles, declared melds and bonus tiles.

    Attributes:
        concealed (list[str]): Every tile in hand not in a declared meld; for a winner, with the winning tile.
        bonus (list[str] | Unset): Flowers and seasons.
        melds (list[MeldBody] | Unset): Declared melds.
    """

    concealed: list[str]
    bonus: list[str] | Unset = UNSET
    melds: list[MeldBody] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        concealed = self.concealed

        bonus: list[str] | Unset = UNSET
        if not isinstance(self.bonus, Unset):
            bonus = self.bonus

        melds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.melds, Unset):
            melds = []
            for melds_item_data in self.melds:
                melds_item = melds_item_data.to_dict()
                melds.append(melds_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "concealed": concealed,
            }
        )
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if melds is not UNSET:
            field_dict["melds"] = melds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.meld_body import MeldBody

        d = dict(src_dict)
        concealed = cast(list[str], d.pop("concealed"))

        bonus = cast(list[str], d.pop("bonus", UNSET))

        _melds = d.pop("melds", UNSET)
        melds: list[MeldBody] | Unset = UNSET
        if _melds is not UNSET:
            melds = []
            for melds_item_data in _melds:
                melds_item = MeldBody.from_dict(melds_item_data)

                melds.append(melds_item)

        hand_object = cls(
            concealed=concealed,
            bonus=bonus,
            melds=melds,
        )

        return hand_object
