from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.per_seat_i64 import PerSeatI64


T = TypeVar("T", bound="ReconcileResponse")


@_attrs_define
class ReconcileResponse:
    """Result of `POST /v1/sessions/reconcile`.

    Attributes:
        difference (int): Expected minus given: positive is a shortfall.
        expected (int): What the totals should add up to (4 × the starting chips).
        ruleset (str): Rule set id.
        totals (PerSeatI64): A value per seat (keyed by seat wind; `east` is the dealer).
    """

    difference: int
    expected: int
    ruleset: str
    totals: PerSeatI64
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        difference = self.difference

        expected = self.expected

        ruleset = self.ruleset

        totals = self.totals.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "difference": difference,
                "expected": expected,
                "ruleset": ruleset,
                "totals": totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.per_seat_i64 import PerSeatI64

        d = dict(src_dict)
        difference = d.pop("difference")

        expected = d.pop("expected")

        ruleset = d.pop("ruleset")

        totals = PerSeatI64.from_dict(d.pop("totals"))

        reconcile_response = cls(
            difference=difference,
            expected=expected,
            ruleset=ruleset,
            totals=totals,
        )

        reconcile_response.additional_properties = d
        return reconcile_response

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
