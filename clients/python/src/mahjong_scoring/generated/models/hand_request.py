from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.language_name import LanguageName
from ..models.wind_name import WindName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hand_object import HandObject
    from ..models.hand_request_options import HandRequestOptions
    from ..models.win_body import WinBody


T = TypeVar("T", bound="HandRequest")


@_attrs_define
class HandRequest:
    """Body of `validate`, `score` and `waits`: one player's hand under a rule set.

    Attributes:
        hand (HandObject | str): A hand: an object, or one string in compact notation
            (`"b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3"`), tiles also in mpsz
            (`"123m456p789s11z (777z)"`: the answer's tiles are then written in mpsz).
        round_wind (WindName): A wind as a value: seat, round wind or discarder.
        ruleset (str): Rule set id: `rode-boekje`, `ecr`, `italian`, `nine-dragons` or a custom one. Example: ecr.
        seat_wind (WindName): A wind as a value: seat, round wind or discarder.
        extra_round_wind (None | Unset | WindName):
        language (LanguageName | None | Unset):
        options (HandRequestOptions | Unset): Rule set option overrides (booleans or integers).
        win (None | Unset | WinBody):
    """

    hand: HandObject | str
    round_wind: WindName
    ruleset: str
    seat_wind: WindName
    extra_round_wind: None | Unset | WindName = UNSET
    language: LanguageName | None | Unset = UNSET
    options: HandRequestOptions | Unset = UNSET
    win: None | Unset | WinBody = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.hand_object import HandObject
        from ..models.win_body import WinBody

        hand: dict[str, Any] | str
        if isinstance(self.hand, HandObject):
            hand = self.hand.to_dict()
        else:
            hand = self.hand

        round_wind = self.round_wind.value

        ruleset = self.ruleset

        seat_wind = self.seat_wind.value

        extra_round_wind: None | str | Unset
        if isinstance(self.extra_round_wind, Unset):
            extra_round_wind = UNSET
        elif isinstance(self.extra_round_wind, WindName):
            extra_round_wind = self.extra_round_wind.value
        else:
            extra_round_wind = self.extra_round_wind

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

        win: dict[str, Any] | None | Unset
        if isinstance(self.win, Unset):
            win = UNSET
        elif isinstance(self.win, WinBody):
            win = self.win.to_dict()
        else:
            win = self.win

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "round_wind": round_wind,
                "ruleset": ruleset,
                "seat_wind": seat_wind,
            }
        )
        if extra_round_wind is not UNSET:
            field_dict["extra_round_wind"] = extra_round_wind
        if language is not UNSET:
            field_dict["language"] = language
        if options is not UNSET:
            field_dict["options"] = options
        if win is not UNSET:
            field_dict["win"] = win

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hand_object import HandObject
        from ..models.hand_request_options import HandRequestOptions
        from ..models.win_body import WinBody

        d = dict(src_dict)

        def _parse_hand(data: object) -> HandObject | str:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hand_body_type_1 = HandObject.from_dict(data)

                return componentsschemas_hand_body_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HandObject | str, data)

        hand = _parse_hand(d.pop("hand"))

        round_wind = WindName(d.pop("round_wind"))

        ruleset = d.pop("ruleset")

        seat_wind = WindName(d.pop("seat_wind"))

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
        options: HandRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = HandRequestOptions.from_dict(_options)

        def _parse_win(data: object) -> None | Unset | WinBody:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                win_type_0 = WinBody.from_dict(data)

                return win_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WinBody, data)

        win = _parse_win(d.pop("win", UNSET))

        hand_request = cls(
            hand=hand,
            round_wind=round_wind,
            ruleset=ruleset,
            seat_wind=seat_wind,
            extra_round_wind=extra_round_wind,
            language=language,
            options=options,
            win=win,
        )

        return hand_request
