from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hand_object import HandObject
    from ..models.session_win import SessionWin


T = TypeVar("T", bound="SessionHand")


@_attrs_define
class SessionHand:
    """One player's hand in a deal given as four hands.

    Attributes:
        hand (HandObject | str): A hand: an object, or one string in compact notation
            (`"b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3"`), tiles also in mpsz
            (`"123m456p789s11z (777z)"`: the answer's tiles are then written in mpsz).
        player (str): The player's id.
        win (None | SessionWin | Unset):
    """

    hand: HandObject | str
    player: str
    win: None | SessionWin | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.hand_object import HandObject
        from ..models.session_win import SessionWin

        hand: dict[str, Any] | str
        if isinstance(self.hand, HandObject):
            hand = self.hand.to_dict()
        else:
            hand = self.hand

        player = self.player

        win: dict[str, Any] | None | Unset
        if isinstance(self.win, Unset):
            win = UNSET
        elif isinstance(self.win, SessionWin):
            win = self.win.to_dict()
        else:
            win = self.win

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "player": player,
            }
        )
        if win is not UNSET:
            field_dict["win"] = win

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hand_object import HandObject
        from ..models.session_win import SessionWin

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

        player = d.pop("player")

        def _parse_win(data: object) -> None | SessionWin | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                win_type_0 = SessionWin.from_dict(data)

                return win_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SessionWin | Unset, data)

        win = _parse_win(d.pop("win", UNSET))

        session_hand = cls(
            hand=hand,
            player=player,
            win=win,
        )

        return session_hand
