from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.payments_type_2_method import PaymentsType2Method

T = TypeVar("T", bound="PaymentsType2")


@_attrs_define
class PaymentsType2:
    """Han and fu (`riichi`): the winner's hand total paid by the discarder, or split on a
    self-draw (the dealer twice each other player); honba, riichi deposits, noten payments
    at an exhaustive draw; the dealer stays East on a win or tenpai at a draw.

        Attributes:
            method (PaymentsType2Method):
    """

    method: PaymentsType2Method
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        method = self.method.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "method": method,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        method = PaymentsType2Method(d.pop("method"))

        payments_type_2 = cls(
            method=method,
        )

        payments_type_2.additional_properties = d
        return payments_type_2

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
