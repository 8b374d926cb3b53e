from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fu_part import FuPart
    from ..models.han_fu_payments import HanFuPayments


T = TypeVar("T", bound="HanFuScore")


@_attrs_define
class HanFuScore:
    """The han and fu of a winning hand (`riichi`) and its payments.

    Attributes:
        fu (int): Fu, rounded up to tens (seven pairs: 25).
        fu_parts (list[FuPart]): The fu of the whole hand (the elements list those of sets, pairs and waits), before
            rounding: `base` (20), `concealed_ron` (10), `self_drawn` (2), `open_no_fu` (2),
            `seven_pairs` (25).
        han (int): Han: the yaku's and the dora's; of yakuman, 13 each (26 a double yakuman).
        payments (HanFuPayments): What the players pay a winner under a han and fu rule set: on a discard the discarder
            alone;
            on a self-draw the dealer and each other player (a dealer's self-draw: each player, as
            `non_dealer`). Honba are included (300 a counter: on a self-draw 100 from each payer).
        limit (None | str | Unset): The limit the hand is paid at: `mangan`, `kiriage_mangan`, `haneman`, `baiman`,
            `sanbaiman`, `counted_sanbaiman`, `counted_yakuman`, `yakuman`, `double_yakuman` … up to
            `sextuple_yakuman`; absent below a mangan.
    """

    fu: int
    fu_parts: list[FuPart]
    han: int
    payments: HanFuPayments
    limit: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fu = self.fu

        fu_parts = []
        for fu_parts_item_data in self.fu_parts:
            fu_parts_item = fu_parts_item_data.to_dict()
            fu_parts.append(fu_parts_item)

        han = self.han

        payments = self.payments.to_dict()

        limit: None | str | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        else:
            limit = self.limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fu": fu,
                "fu_parts": fu_parts,
                "han": han,
                "payments": payments,
            }
        )
        if limit is not UNSET:
            field_dict["limit"] = limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.fu_part import FuPart
        from ..models.han_fu_payments import HanFuPayments

        d = dict(src_dict)
        fu = d.pop("fu")

        fu_parts = []
        _fu_parts = d.pop("fu_parts")
        for fu_parts_item_data in _fu_parts:
            fu_parts_item = FuPart.from_dict(fu_parts_item_data)

            fu_parts.append(fu_parts_item)

        han = d.pop("han")

        payments = HanFuPayments.from_dict(d.pop("payments"))

        def _parse_limit(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))

        han_fu_score = cls(
            fu=fu,
            fu_parts=fu_parts,
            han=han,
            payments=payments,
            limit=limit,
        )

        han_fu_score.additional_properties = d
        return han_fu_score

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
