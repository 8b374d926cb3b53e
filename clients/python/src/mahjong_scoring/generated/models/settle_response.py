from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.wind_name import WindName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.payment_body import PaymentBody
    from ..models.per_seat_i64 import PerSeatI64


T = TypeVar("T", bound="SettleResponse")


@_attrs_define
class SettleResponse:
    """Result of `POST /v1/deals/settle`.

    Attributes:
        net (PerSeatI64): A value per seat (keyed by seat wind; `east` is the dealer).
        next_east (WindName): A wind as a value: seat, round wind or discarder.
        payments (list[PaymentBody]): The payments.
        ruleset (str): Rule set id.
        next_deposits (int | None | Unset): `riichi`: the riichi deposits left on the table for the next deal (none
            after a win).
            `net` then sums to 1,000 times the deposits taken from the table less those put on it.
        next_honba (int | None | Unset): `riichi`: the honba counters of the next deal (one more after a dealer's win or
            a
            draw, none after another player's win).
    """

    net: PerSeatI64
    next_east: WindName
    payments: list[PaymentBody]
    ruleset: str
    next_deposits: int | None | Unset = UNSET
    next_honba: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        net = self.net.to_dict()

        next_east = self.next_east.value

        payments = []
        for payments_item_data in self.payments:
            payments_item = payments_item_data.to_dict()
            payments.append(payments_item)

        ruleset = self.ruleset

        next_deposits: int | None | Unset
        if isinstance(self.next_deposits, Unset):
            next_deposits = UNSET
        else:
            next_deposits = self.next_deposits

        next_honba: int | None | Unset
        if isinstance(self.next_honba, Unset):
            next_honba = UNSET
        else:
            next_honba = self.next_honba

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "net": net,
                "next_east": next_east,
                "payments": payments,
                "ruleset": ruleset,
            }
        )
        if next_deposits is not UNSET:
            field_dict["next_deposits"] = next_deposits
        if next_honba is not UNSET:
            field_dict["next_honba"] = next_honba

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.payment_body import PaymentBody
        from ..models.per_seat_i64 import PerSeatI64

        d = dict(src_dict)
        net = PerSeatI64.from_dict(d.pop("net"))

        next_east = WindName(d.pop("next_east"))

        payments = []
        _payments = d.pop("payments")
        for payments_item_data in _payments:
            payments_item = PaymentBody.from_dict(payments_item_data)

            payments.append(payments_item)

        ruleset = d.pop("ruleset")

        def _parse_next_deposits(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_deposits = _parse_next_deposits(d.pop("next_deposits", UNSET))

        def _parse_next_honba(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_honba = _parse_next_honba(d.pop("next_honba", UNSET))

        settle_response = cls(
            net=net,
            next_east=next_east,
            payments=payments,
            ruleset=ruleset,
            next_deposits=next_deposits,
            next_honba=next_honba,
        )

        settle_response.additional_properties = d
        return settle_response

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
