from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tournament_player import TournamentPlayer
    from ..models.tournament_request_options import TournamentRequestOptions
    from ..models.tournament_session import TournamentSession


T = TypeVar("T", bound="TournamentRequest")


@_attrs_define
class TournamentRequest:
    """Body of `POST /v1/tournaments/standings`.

    Attributes:
        ruleset (str): Rule set id. Example: rode-boekje.
        sessions (list[TournamentSession]): The sessions, in any order (at most 1,000).
        language (None | str | Unset): Language of the prize names: `en` (default), `nl`, `it`.
        options (TournamentRequestOptions | Unset): Rule set option overrides.
        players (list[TournamentPlayer] | Unset): The players with their names (optional: players are known by the ids
            in the sessions).
    """

    ruleset: str
    sessions: list[TournamentSession]
    language: None | str | Unset = UNSET
    options: TournamentRequestOptions | Unset = UNSET
    players: list[TournamentPlayer] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        sessions = []
        for sessions_item_data in self.sessions:
            sessions_item = sessions_item_data.to_dict()
            sessions.append(sessions_item)

        language: None | str | Unset
        if isinstance(self.language, Unset):
            language = UNSET
        else:
            language = self.language

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        players: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item = players_item_data.to_dict()
                players.append(players_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "sessions": sessions,
            }
        )
        if language is not UNSET:
            field_dict["language"] = language
        if options is not UNSET:
            field_dict["options"] = options
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tournament_player import TournamentPlayer
        from ..models.tournament_request_options import TournamentRequestOptions
        from ..models.tournament_session import TournamentSession

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        sessions = []
        _sessions = d.pop("sessions")
        for sessions_item_data in _sessions:
            sessions_item = TournamentSession.from_dict(sessions_item_data)

            sessions.append(sessions_item)

        def _parse_language(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        language = _parse_language(d.pop("language", UNSET))

        _options = d.pop("options", UNSET)
        options: TournamentRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = TournamentRequestOptions.from_dict(_options)

        _players = d.pop("players", UNSET)
        players: list[TournamentPlayer] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:
                players_item = TournamentPlayer.from_dict(players_item_data)

                players.append(players_item)

        tournament_request = cls(
            ruleset=ruleset,
            sessions=sessions,
            language=language,
            options=options,
            players=players,
        )

        return tournament_request
