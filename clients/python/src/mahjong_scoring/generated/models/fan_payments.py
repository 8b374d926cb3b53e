from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FanPayments")


@_attrs_define
class FanPayments:
    """What the other players pay the winner of a hand under fan payments (`mcr`): on a discard the
    discarder the total + 8 and the two others 8 each; self-drawn, each of the three the total + 8.

        Attributes:
            discarder (int): The discarder's payment (a win on a discard; else 0).
            others (int): What each other player pays: the base beside the discarder, the total + the base each on
                a self-draw.
            total (int): Everything the winner gains.
    """

    discarder: int
    others: int
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        discarder = self.discarder

        others = self.others

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "discarder": discarder,
                "others": others,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        discarder = d.pop("discarder")

        others = d.pop("others")

        total = d.pop("total")

        fan_payments = cls(
            discarder=discarder,
            others=others,
            total=total,
        )

        fan_payments.additional_properties = d
        return fan_payments

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
