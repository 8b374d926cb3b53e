from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.wind_name import WindName
from ..types import UNSET, Unset

T = TypeVar("T", bound="SessionPlayer")


@_attrs_define
class SessionPlayer:
    """A player of a session: an id, an optional name and the seat they take in the session's
    first deal. Seats then move with East (the player who was South becomes East).

        Attributes:
            id (str): The player's id (1 to 64 bytes), used everywhere else in the record. Example: ann.
            seat (WindName): A wind as a value: seat, round wind or discarder.
            name (None | str | Unset): The name printed on the score sheet (the id when absent).
    """

    id: str
    seat: WindName
    name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        seat = self.seat.value

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "seat": seat,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        seat = WindName(d.pop("seat"))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        session_player = cls(
            id=id,
            seat=seat,
            name=name,
        )

        return session_player
