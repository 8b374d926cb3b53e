from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.wait_body import WaitBody


T = TypeVar("T", bound="WaitsResponse")


@_attrs_define
class WaitsResponse:
    """Result of `waits`.

    Attributes:
        ruleset (str): Rule set id.
        waits (list[WaitBody]): The tiles that complete the hand, in canonical order.
    """

    ruleset: str
    waits: list[WaitBody]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        waits = []
        for waits_item_data in self.waits:
            waits_item = waits_item_data.to_dict()
            waits.append(waits_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "waits": waits,
            }
        )

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

        waits_response = cls(
            ruleset=ruleset,
            waits=waits,
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
