from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HanFuPayments")


@_attrs_define
class HanFuPayments:
    """What the players pay a winner under a han and fu rule set: on a discard the discarder alone;
    on a self-draw the dealer and each other player (a dealer's self-draw: each player, as
    `non_dealer`). Honba are included (300 a counter: on a self-draw 100 from each payer).

        Attributes:
            dealer (int): The dealer's payment (a non-dealer's self-draw; else 0).
            deposits (int): The riichi deposits on the table, to the winner.
            discarder (int): The discarder's payment (a win on a discard; else 0).
            non_dealer (int): Each other player's payment (a self-draw; else 0).
            total (int): Everything the winner gains.
    """

    dealer: int
    deposits: int
    discarder: int
    non_dealer: int
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        deposits = self.deposits

        discarder = self.discarder

        non_dealer = self.non_dealer

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dealer": dealer,
                "deposits": deposits,
                "discarder": discarder,
                "non_dealer": non_dealer,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        deposits = d.pop("deposits")

        discarder = d.pop("discarder")

        non_dealer = d.pop("non_dealer")

        total = d.pop("total")

        han_fu_payments = cls(
            dealer=dealer,
            deposits=deposits,
            discarder=discarder,
            non_dealer=non_dealer,
            total=total,
        )

        han_fu_payments.additional_properties = d
        return han_fu_payments

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
