from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.prize import Prize
    from ..models.tournament_session_result import TournamentSessionResult
    from ..models.tournament_standing import TournamentStanding


T = TypeVar("T", bound="TournamentResponse")


@_attrs_define
class TournamentResponse:
    """Result of `POST /v1/tournaments/standings`.

    Attributes:
        prizes (list[Prize]): The prizes the rule set names, with their winners.
        rounds (int): The highest round played.
        ruleset (str): Rule set id.
        sessions (list[TournamentSessionResult]): Every session, in the order of the request.
        standings (list[TournamentStanding]): Best first.
        unit (str): What totals count: `points` or `chips`.
    """

    prizes: list[Prize]
    rounds: int
    ruleset: str
    sessions: list[TournamentSessionResult]
    standings: list[TournamentStanding]
    unit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        prizes = []
        for prizes_item_data in self.prizes:
            prizes_item = prizes_item_data.to_dict()
            prizes.append(prizes_item)

        rounds = self.rounds

        ruleset = self.ruleset

        sessions = []
        for sessions_item_data in self.sessions:
            sessions_item = sessions_item_data.to_dict()
            sessions.append(sessions_item)

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        unit = self.unit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "prizes": prizes,
                "rounds": rounds,
                "ruleset": ruleset,
                "sessions": sessions,
                "standings": standings,
                "unit": unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.prize import Prize
        from ..models.tournament_session_result import TournamentSessionResult
        from ..models.tournament_standing import TournamentStanding

        d = dict(src_dict)
        prizes = []
        _prizes = d.pop("prizes")
        for prizes_item_data in _prizes:
            prizes_item = Prize.from_dict(prizes_item_data)

            prizes.append(prizes_item)

        rounds = d.pop("rounds")

        ruleset = d.pop("ruleset")

        sessions = []
        _sessions = d.pop("sessions")
        for sessions_item_data in _sessions:
            sessions_item = TournamentSessionResult.from_dict(sessions_item_data)

            sessions.append(sessions_item)

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = TournamentStanding.from_dict(standings_item_data)

            standings.append(standings_item)

        unit = d.pop("unit")

        tournament_response = cls(
            prizes=prizes,
            rounds=rounds,
            ruleset=ruleset,
            sessions=sessions,
            standings=standings,
            unit=unit,
        )

        tournament_response.additional_properties = d
        return tournament_response

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
