from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.language_name import LanguageName
from ..models.wind_name import WindName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.deal_player import DealPlayer
    from ..models.deal_request_options import DealRequestOptions
    from ..models.penalty_body import PenaltyBody


T = TypeVar("T", bound="DealRequest")


@_attrs_define
class DealRequest:
    """Body of `POST /v1/deals/score`: all four hands of a finished deal.

    Attributes:
        players (list[DealPlayer]): The four players.
        round_wind (WindName): A wind as a value: seat, round wind or discarder.
        ruleset (str): Rule set id.
        deposits (int | Unset): `riichi`: riichi deposits on the table at the start of the deal.
        extra_round_wind (None | Unset | WindName):
        honba (int | Unset): `riichi`: honba counters at the start of the deal (the winner's score counts them).
        language (LanguageName | None | Unset):
        options (DealRequestOptions | Unset): Rule set option overrides.
        penalties (list[PenaltyBody] | Unset): Penalties, where the rule set takes them (`nine-dragons`, `dmjl`,
            `bmja`).
        previous_voids (int | Unset): Void deals just before this one.
        riichi (list[WindName] | Unset): `riichi`: the players who declared riichi in this deal (a winner's own riichi
            is its
            win's announcement). At a draw, who is tenpai is read from the hands.
    """

    players: list[DealPlayer]
    round_wind: WindName
    ruleset: str
    deposits: int | Unset = UNSET
    extra_round_wind: None | Unset | WindName = UNSET
    honba: int | Unset = UNSET
    language: LanguageName | None | Unset = UNSET
    options: DealRequestOptions | Unset = UNSET
    penalties: list[PenaltyBody] | Unset = UNSET
    previous_voids: int | Unset = UNSET
    riichi: list[WindName] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        round_wind = self.round_wind.value

        ruleset = self.ruleset

        deposits = self.deposits

        extra_round_wind: None | str | Unset
        if isinstance(self.extra_round_wind, Unset):
            extra_round_wind = UNSET
        elif isinstance(self.extra_round_wind, WindName):
            extra_round_wind = self.extra_round_wind.value
        else:
            extra_round_wind = self.extra_round_wind

        honba = self.honba

        language: None | str | Unset
        if isinstance(self.language, Unset):
            language = UNSET
        elif isinstance(self.language, LanguageName):
            language = self.language.value
        else:
            language = self.language

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        penalties: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.penalties, Unset):
            penalties = []
            for penalties_item_data in self.penalties:
                penalties_item = penalties_item_data.to_dict()
                penalties.append(penalties_item)

        previous_voids = self.previous_voids

        riichi: list[str] | Unset = UNSET
        if not isinstance(self.riichi, Unset):
            riichi = []
            for riichi_item_data in self.riichi:
                riichi_item = riichi_item_data.value
                riichi.append(riichi_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "round_wind": round_wind,
                "ruleset": ruleset,
            }
        )
        if deposits is not UNSET:
            field_dict["deposits"] = deposits
        if extra_round_wind is not UNSET:
            field_dict["extra_round_wind"] = extra_round_wind
        if honba is not UNSET:
            field_dict["honba"] = honba
        if language is not UNSET:
            field_dict["language"] = language
        if options is not UNSET:
            field_dict["options"] = options
        if penalties is not UNSET:
            field_dict["penalties"] = penalties
        if previous_voids is not UNSET:
            field_dict["previous_voids"] = previous_voids
        if riichi is not UNSET:
            field_dict["riichi"] = riichi

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.deal_player import DealPlayer
        from ..models.deal_request_options import DealRequestOptions
        from ..models.penalty_body import PenaltyBody

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = DealPlayer.from_dict(players_item_data)

            players.append(players_item)

        round_wind = WindName(d.pop("round_wind"))

        ruleset = d.pop("ruleset")

        deposits = d.pop("deposits", UNSET)

        def _parse_extra_round_wind(data: object) -> None | Unset | WindName:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                extra_round_wind_type_0 = WindName(data)

                return extra_round_wind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WindName, data)

        extra_round_wind = _parse_extra_round_wind(d.pop("extra_round_wind", UNSET))

        honba = d.pop("honba", UNSET)

        def _parse_language(data: object) -> LanguageName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                language_type_0 = LanguageName(data)

                return language_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LanguageName | None | Unset, data)

        language = _parse_language(d.pop("language", UNSET))

        _options = d.pop("options", UNSET)
        options: DealRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = DealRequestOptions.from_dict(_options)

        _penalties = d.pop("penalties", UNSET)
        penalties: list[PenaltyBody] | Unset = UNSET
        if _penalties is not UNSET:
            penalties = []
            for penalties_item_data in _penalties:
                penalties_item = PenaltyBody.from_dict(penalties_item_data)

                penalties.append(penalties_item)

        previous_voids = d.pop("previous_voids", UNSET)

        _riichi = d.pop("riichi", UNSET)
        riichi: list[WindName] | Unset = UNSET
        if _riichi is not UNSET:
            riichi = []
            for riichi_item_data in _riichi:
                riichi_item = WindName(riichi_item_data)

                riichi.append(riichi_item)

        deal_request = cls(
            players=players,
            round_wind=round_wind,
            ruleset=ruleset,
            deposits=deposits,
            extra_round_wind=extra_round_wind,
            honba=honba,
            language=language,
            options=options,
            penalties=penalties,
            previous_voids=previous_voids,
            riichi=riichi,
        )

        return deal_request
