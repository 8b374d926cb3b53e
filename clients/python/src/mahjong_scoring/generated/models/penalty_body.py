from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.penalty_name import PenaltyName
from ..models.wind_name import WindName
from ..types import UNSET, Unset

T = TypeVar("T", bound="PenaltyBody")


@_attrs_define
class PenaltyBody:
    """A penalty, the seat that pays it and, for a penalty paid to one player, the seat that receives
    it.

        Attributes:
            kind (PenaltyName): A penalty: Nine Dragons' four (`nine-dragons`), and the classical ones a rule set lists in
                its definition's `settlement.penalties` (`dmjl`, `bmja`).
            seat (WindName): A wind as a value: seat, round wind or discarder.
            to (None | Unset | WindName):
    """

    kind: PenaltyName
    seat: WindName
    to: None | Unset | WindName = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat = self.seat.value

        to: None | str | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        elif isinstance(self.to, WindName):
            to = self.to.value
        else:
            to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PenaltyName(d.pop("kind"))

        seat = WindName(d.pop("seat"))

        def _parse_to(data: object) -> None | Unset | WindName:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_type_0 = WindName(data)

                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WindName, data)

        to = _parse_to(d.pop("to", UNSET))

        penalty_body = cls(
            kind=kind,
            seat=seat,
            to=to,
        )

        return penalty_body
