from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.penalty_name import PenaltyName
from ..models.wind_name import WindName

T = TypeVar("T", bound="PenaltyBody")


@_attrs_define
class PenaltyBody:
    """A penalty and the seat that pays it.

    Attributes:
        kind (PenaltyName): A Nine Dragons penalty.
        seat (WindName): A wind as a value: seat, round wind or discarder.
    """

    kind: PenaltyName
    seat: WindName

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat = self.seat.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PenaltyName(d.pop("kind"))

        seat = WindName(d.pop("seat"))

        penalty_body = cls(
            kind=kind,
            seat=seat,
        )

        return penalty_body
