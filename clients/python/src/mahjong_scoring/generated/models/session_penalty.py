from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.penalty_name import PenaltyName

T = TypeVar("T", bound="SessionPenalty")


@_attrs_define
class SessionPenalty:
    """A Nine Dragons penalty and the id of the player who pays it.

    Attributes:
        kind (PenaltyName): A Nine Dragons penalty.
        player (str): Who pays it.
    """

    kind: PenaltyName
    player: str

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PenaltyName(d.pop("kind"))

        player = d.pop("player")

        session_penalty = cls(
            kind=kind,
            player=player,
        )

        return session_penalty
