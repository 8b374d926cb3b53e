from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.wind_name import WindName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hand_object import HandObject
    from ..models.win_body import WinBody


T = TypeVar("T", bound="DealPlayer")


@_attrs_define
class DealPlayer:
    """One player of a finished deal.

    Attributes:
        hand (HandObject | str): A hand: an object, or one string in compact notation
            (`"b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3"`), tiles also in mpsz
            (`"123m456p789s11z (777z)"`: the answer's tiles are then written in mpsz).
        seat (WindName): A wind as a value: seat, round wind or discarder.
        win (None | Unset | WinBody):
    """

    hand: HandObject | str
    seat: WindName
    win: None | Unset | WinBody = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.hand_object import HandObject
        from ..models.win_body import WinBody

        hand: dict[str, Any] | str
        if isinstance(self.hand, HandObject):
            hand = self.hand.to_dict()
        else:
            hand = self.hand

        seat = self.seat.value

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
                "seat": seat,
            }
        )
        if win is not UNSET:
            field_dict["win"] = win

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hand_object import HandObject
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

        seat = WindName(d.pop("seat"))

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

        deal_player = cls(
            hand=hand,
            seat=seat,
            win=win,
        )

        return deal_player
