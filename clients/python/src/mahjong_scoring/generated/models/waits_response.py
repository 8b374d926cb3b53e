from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.wait_body import WaitBody


T = TypeVar("T", bound="WaitsResponse")


@_attrs_define
class WaitsResponse:
    """Result of `waits`.

    Attributes:
        ruleset (str): Rule set id.
        waits (list[WaitBody]): The tiles that complete the hand, in canonical order.
        tenpai (bool | Unset): Ready: `waits` is not empty (`riichi`: tenpai, with a yaku or without). A tile of
            which the hand holds all four copies is no wait.
    """

    ruleset: str
    waits: list[WaitBody]
    tenpai: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        waits = []
        for waits_item_data in self.waits:
            waits_item = waits_item_data.to_dict()
            waits.append(waits_item)

        tenpai = self.tenpai

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "waits": waits,
            }
        )
        if tenpai is not UNSET:
            field_dict["tenpai"] = tenpai

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.wait_body import WaitBody

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        waits = []
        _waits = d.pop("waits")
        for waits_item_data in _waits:
            waits_item = WaitBody.from_dict(waits_item_data)

            waits.append(waits_item)

        tenpai = d.pop("tenpai", UNSET)

        waits_response = cls(
            ruleset=ruleset,
            waits=waits,
            tenpai=tenpai,
        )

        waits_response.additional_properties = d
        return waits_response

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
