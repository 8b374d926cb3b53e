from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.wind_name import WindName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.penalty_body import PenaltyBody
    from ..models.per_seat_u32 import PerSeatU32
    from ..models.settle_request_options import SettleRequestOptions
    from ..models.settle_win import SettleWin


T = TypeVar("T", bound="SettleRequest")


@_attrs_define
class SettleRequest:
    """Body of `POST /v1/deals/settle`.

    Attributes:
        ruleset (str): Rule set id.
        deposits (int | Unset): `riichi`: riichi deposits on the table at the start of the deal (1,000 each).
        honba (int | Unset): `riichi`: honba counters at the start of the deal (300 a counter to a winner).
        options (SettleRequestOptions | Unset): Rule set option overrides.
        penalties (list[PenaltyBody] | Unset): Penalties, where the rule set takes them (`nine-dragons`, `dmjl`,
            `bmja`).
        previous_voids (int | Unset): Void deals just before this one (`italian` rotation).
        riichi (list[WindName] | Unset): `riichi`: the players who declared riichi in this deal (each puts 1,000 on the
            table).
        scores (PerSeatU32 | Unset): A value per seat (keyed by seat wind; `east` is the dealer).
        tenpai (list[WindName] | Unset): `riichi`, at an exhaustive draw: the players who were tenpai (the others pay
            them 3,000
            between them).
        void (bool | Unset): A voided deal.
        win (None | SettleWin | Unset):
        winner (None | Unset | WindName):
        winners (list[WindName] | Unset): `riichi` with `double_ron`: the winners of one discard, each with its score in
            `scores`
            (`winner` is then left out). Honba, riichi sticks and deposits go to the first in turn
            after the discarder; the dealer keeps the deal if among them.
    """

    ruleset: str
    deposits: int | Unset = UNSET
    honba: int | Unset = UNSET
    options: SettleRequestOptions | Unset = UNSET
    penalties: list[PenaltyBody] | Unset = UNSET
    previous_voids: int | Unset = UNSET
    riichi: list[WindName] | Unset = UNSET
    scores: PerSeatU32 | Unset = UNSET
    tenpai: list[WindName] | Unset = UNSET
    void: bool | Unset = UNSET
    win: None | SettleWin | Unset = UNSET
    winner: None | Unset | WindName = UNSET
    winners: list[WindName] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.settle_win import SettleWin

        ruleset = self.ruleset

        deposits = self.deposits

        honba = self.honba

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

        scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores.to_dict()

        tenpai: list[str] | Unset = UNSET
        if not isinstance(self.tenpai, Unset):
            tenpai = []
            for tenpai_item_data in self.tenpai:
                tenpai_item = tenpai_item_data.value
                tenpai.append(tenpai_item)

        void = self.void

        win: dict[str, Any] | None | Unset
        if isinstance(self.win, Unset):
            win = UNSET
        elif isinstance(self.win, SettleWin):
            win = self.win.to_dict()
        else:
            win = self.win

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        elif isinstance(self.winner, WindName):
            winner = self.winner.value
        else:
            winner = self.winner

        winners: list[str] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = []
            for winners_item_data in self.winners:
                winners_item = winners_item_data.value
                winners.append(winners_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
            }
        )
        if deposits is not UNSET:
            field_dict["deposits"] = deposits
        if honba is not UNSET:
            field_dict["honba"] = honba
        if options is not UNSET:
            field_dict["options"] = options
        if penalties is not UNSET:
            field_dict["penalties"] = penalties
        if previous_voids is not UNSET:
            field_dict["previous_voids"] = previous_voids
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
        from ..models.penalty_body import PenaltyBody
        from ..models.per_seat_u32 import PerSeatU32
        from ..models.settle_request_options import SettleRequestOptions
        from ..models.settle_win import SettleWin

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        deposits = d.pop("deposits", UNSET)

        honba = d.pop("honba", UNSET)

        _options = d.pop("options", UNSET)
        options: SettleRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = SettleRequestOptions.from_dict(_options)

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

        _scores = d.pop("scores", UNSET)
        scores: PerSeatU32 | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = PerSeatU32.from_dict(_scores)

        _tenpai = d.pop("tenpai", UNSET)
        tenpai: list[WindName] | Unset = UNSET
        if _tenpai is not UNSET:
            tenpai = []
            for tenpai_item_data in _tenpai:
                tenpai_item = WindName(tenpai_item_data)

                tenpai.append(tenpai_item)

        void = d.pop("void", UNSET)

        def _parse_win(data: object) -> None | SettleWin | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                win_type_0 = SettleWin.from_dict(data)

                return win_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SettleWin | Unset, data)

        win = _parse_win(d.pop("win", UNSET))

        def _parse_winner(data: object) -> None | Unset | WindName:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = WindName(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WindName, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        _winners = d.pop("winners", UNSET)
        winners: list[WindName] | Unset = UNSET
        if _winners is not UNSET:
            winners = []
            for winners_item_data in _winners:
                winners_item = WindName(winners_item_data)

                winners.append(winners_item)

        settle_request = cls(
            ruleset=ruleset,
            deposits=deposits,
            honba=honba,
            options=options,
            penalties=penalties,
            previous_voids=previous_voids,
            riichi=riichi,
            scores=scores,
            tenpai=tenpai,
            void=void,
            win=win,
            winner=winner,
            winners=winners,
        )

        return settle_request
