from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.penalty_name import PenaltyName
from ..types import UNSET, Unset

T = TypeVar("T", bound="SessionPenalty")


@_attrs_define
class SessionPenalty:
    """A penalty, the id of the player who pays it and, for a penalty paid to one player, the id of
    the player who receives it.

        Attributes:
            kind (PenaltyName): A penalty: Nine Dragons' four (`nine-dragons`), and the classical ones a rule set lists in
                its definition's `settlement.penalties` (`dmjl`, `bmja`).
            player (str): Who pays it (the offender).
            to (None | str | Unset): Who receives it: needed by the penalties a rule set pays to one player
                (`false_naming_chow`, `false_naming_pung_kong`), refused on any other.
    """

    kind: PenaltyName
    player: str
    to: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        player = self.player

        to: None | str | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        else:
            to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "player": player,
            }
        )
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PenaltyName(d.pop("kind"))

        player = d.pop("player")

        def _parse_to(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        to = _parse_to(d.pop("to", UNSET))

        session_penalty = cls(
            kind=kind,
            player=player,
            to=to,
        )

        return session_penalty
