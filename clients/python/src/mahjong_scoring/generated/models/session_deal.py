from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.b_tree_map_u32 import BTreeMapU32
    from ..models.known_win import KnownWin
    from ..models.session_hand import SessionHand
    from ..models.session_penalty import SessionPenalty


T = TypeVar("T", bound="SessionDeal")


@_attrs_define
class SessionDeal:
    """One deal of a session, in one of three forms: the four `hands` with the win (as
    `POST /v1/deals/score`); the known `scores` with the `winner` and `win` (as
    `POST /v1/deals/settle`); or `draw: true` (the wall ran out; `italian`: the hand was void and
    is replayed). `penalties` go with any form (`nine-dragons`, `dmjl`, `bmja`).

        Attributes:
            draw (bool | Unset): A drawn (or, `italian`, void) deal: no one won.
            hands (list[SessionHand] | Unset): The four hands, one per player.
            penalties (list[SessionPenalty] | Unset): Penalties, where the rule set takes them (`nine-dragons`, `dmjl`,
                `bmja`).
            riichi (list[str] | Unset): `riichi`: the ids of the players who declared riichi in this deal.
            scores (BTreeMapU32 | Unset):
            tenpai (list[str] | Unset): `riichi`, a drawn deal: the ids of the players who were tenpai.
            void (bool | Unset): `riichi`: an abortive draw (no payments; the dealer stays, the sticks stay on the table,
                one more honba).
            win (KnownWin | None | Unset):
            winner (None | str | Unset): Known scores: the winner's id.
            winners (list[str] | Unset): `riichi` with `double_ron`: the ids of the winners of one discard, each with its
                score
                in `scores` (`winner` is then left out).
    """

    draw: bool | Unset = UNSET
    hands: list[SessionHand] | Unset = UNSET
    penalties: list[SessionPenalty] | Unset = UNSET
    riichi: list[str] | Unset = UNSET
    scores: BTreeMapU32 | Unset = UNSET
    tenpai: list[str] | Unset = UNSET
    void: bool | Unset = UNSET
    win: KnownWin | None | Unset = UNSET
    winner: None | str | Unset = UNSET
    winners: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.known_win import KnownWin

        draw = self.draw

        hands: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = hands_item_data.to_dict()
                hands.append(hands_item)

        penalties: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.penalties, Unset):
            penalties = []
            for penalties_item_data in self.penalties:
                penalties_item = penalties_item_data.to_dict()
                penalties.append(penalties_item)

        riichi: list[str] | Unset = UNSET
        if not isinstance(self.riichi, Unset):
            riichi = self.riichi

        scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores.to_dict()

        tenpai: list[str] | Unset = UNSET
        if not isinstance(self.tenpai, Unset):
            tenpai = self.tenpai

        void = self.void

        win: dict[str, Any] | None | Unset
        if isinstance(self.win, Unset):
            win = UNSET
        elif isinstance(self.win, KnownWin):
            win = self.win.to_dict()
        else:
            win = self.win

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        winners: list[str] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if draw is not UNSET:
            field_dict["draw"] = draw
        if hands is not UNSET:
            field_dict["hands"] = hands
        if penalties is not UNSET:
            field_dict["penalties"] = penalties
        if riichi is not UNSET:
            field_dict["riichi"] = riichi
        if scores is not UNSET:
            field_dict["scores"] = scores
        if tenpai is not UNSET:
            field_dict["tenpai"] = tenpai
        if void is not UNSET:
            field_dict["void"] = void
        if win is not UNSET:
            field_dict["win"] = win
        if winner is not UNSET:
            field_dict["winner"] = winner
        if winners is not UNSET:
            field_dict["winners"] = winners

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.b_tree_map_u32 import BTreeMapU32
        from ..models.known_win import KnownWin
        from ..models.session_hand import SessionHand
        from ..models.session_penalty import SessionPenalty

        d = dict(src_dict)
        draw = d.pop("draw", UNSET)

        _hands = d.pop("hands", UNSET)
        hands: list[SessionHand] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = SessionHand.from_dict(hands_item_data)

                hands.append(hands_item)

        _penalties = d.pop("penalties", UNSET)
        penalties: list[SessionPenalty] | Unset = UNSET
        if _penalties is not UNSET:
            penalties = []
            for penalties_item_data in _penalties:
                penalties_item = SessionPenalty.from_dict(penalties_item_data)

                penalties.append(penalties_item)

        riichi = cast(list[str], d.pop("riichi", UNSET))

        _scores = d.pop("scores", UNSET)
        scores: BTreeMapU32 | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = BTreeMapU32.from_dict(_scores)

        tenpai = cast(list[str], d.pop("tenpai", UNSET))

        void = d.pop("void", UNSET)

        def _parse_win(data: object) -> KnownWin | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                win_type_0 = KnownWin.from_dict(data)

                return win_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KnownWin | None | Unset, data)

        win = _parse_win(d.pop("win", UNSET))

        def _parse_winner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        winners = cast(list[str], d.pop("winners", UNSET))

        session_deal = cls(
            draw=draw,
            hands=hands,
            penalties=penalties,
            riichi=riichi,
            scores=scores,
            tenpai=tenpai,
            void=void,
            win=win,
            winner=winner,
            winners=winners,
        )

        return session_deal
