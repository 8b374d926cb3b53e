from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.session_deal import SessionDeal
    from ..models.session_player import SessionPlayer
    from ..models.session_request_options import SessionRequestOptions
    from ..models.session_state import SessionState


T = TypeVar("T", bound="SessionRequest")


@_attrs_define
class SessionRequest:
    """Body of `POST /v1/sessions/score`: a session's record, scored statelessly.

    Attributes:
        deals (list[SessionDeal]): The deals in order (at most 1,000).
        players (list[SessionPlayer]): The four players.
        ruleset (str): Rule set id. Example: rode-boekje.
        language (None | str | Unset): Language of names on the score sheet: `en` (default), `nl`, `it`.
        options (SessionRequestOptions | Unset): Rule set option overrides.
        start (None | SessionState | Unset):
    """

    deals: list[SessionDeal]
    players: list[SessionPlayer]
    ruleset: str
    language: None | str | Unset = UNSET
    options: SessionRequestOptions | Unset = UNSET
    start: None | SessionState | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.session_state import SessionState

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        ruleset = self.ruleset

        language: None | str | Unset
        if isinstance(self.language, Unset):
            language = UNSET
        else:
            language = self.language

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        start: dict[str, Any] | None | Unset
        if isinstance(self.start, Unset):
            start = UNSET
        elif isinstance(self.start, SessionState):
            start = self.start.to_dict()
        else:
            start = self.start

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deals": deals,
                "players": players,
                "ruleset": ruleset,
            }
        )
        if language is not UNSET:
            field_dict["language"] = language
        if options is not UNSET:
            field_dict["options"] = options
        if start is not UNSET:
            field_dict["start"] = start

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.session_deal import SessionDeal
        from ..models.session_player import SessionPlayer
        from ..models.session_request_options import SessionRequestOptions
        from ..models.session_state import SessionState

        d = dict(src_dict)
        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = SessionDeal.from_dict(deals_item_data)

            deals.append(deals_item)

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = SessionPlayer.from_dict(players_item_data)

            players.append(players_item)

        ruleset = d.pop("ruleset")

        def _parse_language(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        language = _parse_language(d.pop("language", UNSET))

        _options = d.pop("options", UNSET)
        options: SessionRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = SessionRequestOptions.from_dict(_options)

        def _parse_start(data: object) -> None | SessionState | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                start_type_0 = SessionState.from_dict(data)

                return start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SessionState | Unset, data)

        start = _parse_start(d.pop("start", UNSET))

        session_request = cls(
            deals=deals,
            players=players,
            ruleset=ruleset,
            language=language,
            options=options,
            start=start,
        )

        return session_request
