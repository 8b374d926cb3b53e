from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tie_break import TieBreak
from ..models.tournament_round import TournamentRound
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.prize_def import PrizeDef


T = TypeVar("T", bound="TournamentRules")


@_attrs_define
class TournamentRules:
    """Tournaments (`[tournament]`): players are ranked by the sum of their session results (final
    minus starting total), highest first, then by the tie-breaks in order.

        Attributes:
            prizes (list[PrizeDef] | Unset): The named prizes.
            round_ (TournamentRound | Unset): What one tournament round is.
            rounds (int | None | Unset): The number of rounds, where the rule set fixes it.
            source (str | Unset): Where the tournament rules come from.
            tie_breaks (list[TieBreak] | Unset): Tie-breaks between equal totals, in order.
    """

    prizes: list[PrizeDef] | Unset = UNSET
    round_: TournamentRound | Unset = UNSET
    rounds: int | None | Unset = UNSET
    source: str | Unset = UNSET
    tie_breaks: list[TieBreak] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        prizes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.prizes, Unset):
            prizes = []
            for prizes_item_data in self.prizes:
                prizes_item = prizes_item_data.to_dict()
                prizes.append(prizes_item)

        round_: str | Unset = UNSET
        if not isinstance(self.round_, Unset):
            round_ = self.round_.value

        rounds: int | None | Unset
        if isinstance(self.rounds, Unset):
            rounds = UNSET
        else:
            rounds = self.rounds

        source = self.source

        tie_breaks: list[str] | Unset = UNSET
        if not isinstance(self.tie_breaks, Unset):
            tie_breaks = []
            for tie_breaks_item_data in self.tie_breaks:
                tie_breaks_item = tie_breaks_item_data.value
                tie_breaks.append(tie_breaks_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if prizes is not UNSET:
            field_dict["prizes"] = prizes
        if round_ is not UNSET:
            field_dict["round"] = round_
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if source is not UNSET:
            field_dict["source"] = source
        if tie_breaks is not UNSET:
            field_dict["tie_breaks"] = tie_breaks

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.prize_def import PrizeDef

        d = dict(src_dict)
        _prizes = d.pop("prizes", UNSET)
        prizes: list[PrizeDef] | Unset = UNSET
        if _prizes is not UNSET:
            prizes = []
            for prizes_item_data in _prizes:
                prizes_item = PrizeDef.from_dict(prizes_item_data)

                prizes.append(prizes_item)

        _round_ = d.pop("round", UNSET)
        round_: TournamentRound | Unset
        if isinstance(_round_, Unset):
            round_ = UNSET
        else:
            round_ = TournamentRound(_round_)

        def _parse_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rounds = _parse_rounds(d.pop("rounds", UNSET))

        source = d.pop("source", UNSET)

        _tie_breaks = d.pop("tie_breaks", UNSET)
        tie_breaks: list[TieBreak] | Unset = UNSET
        if _tie_breaks is not UNSET:
            tie_breaks = []
            for tie_breaks_item_data in _tie_breaks:
                tie_breaks_item = TieBreak(tie_breaks_item_data)

                tie_breaks.append(tie_breaks_item)

        tournament_rules = cls(
            prizes=prizes,
            round_=round_,
            rounds=rounds,
            source=source,
            tie_breaks=tie_breaks,
        )

        return tournament_rules
