from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.per_seat_i64 import PerSeatI64


T = TypeVar("T", bound="ReconcileRequest")


@_attrs_define
class ReconcileRequest:
    """Body of `POST /v1/sessions/reconcile`.

    Attributes:
        ruleset (str): Rule set id.
        totals (PerSeatI64): A value per seat (keyed by seat wind; `east` is the dealer).
    """

    ruleset: str
    totals: PerSeatI64

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        totals = self.totals.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "totals": totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.per_seat_i64 import PerSeatI64

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        totals = PerSeatI64.from_dict(d.pop("totals"))

        reconcile_request = cls(
            ruleset=ruleset,
            totals=totals,
        )

        return reconcile_request
