from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.wind_name import WindName

T = TypeVar("T", bound="PaymentBody")


@_attrs_define
class PaymentBody:
    """One payment.

    Attributes:
        amount (int): How much.
        from_ (WindName): A wind as a value: seat, round wind or discarder.
        to (WindName): A wind as a value: seat, round wind or discarder.
    """

    amount: int
    from_: WindName
    to: WindName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        from_ = self.from_.value

        to = self.to.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        from_ = WindName(d.pop("from"))

        to = WindName(d.pop("to"))

        payment_body = cls(
            amount=amount,
            from_=from_,
            to=to,
        )

        payment_body.additional_properties = d
        return payment_body

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
