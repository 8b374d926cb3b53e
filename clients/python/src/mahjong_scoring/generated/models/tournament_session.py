from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.b_tree_map_i64 import BTreeMapI64
    from ..models.session_deal import SessionDeal
    from ..models.session_player import SessionPlayer


T = TypeVar("T", bound="TournamentSession")


@_attrs_define
class TournamentSession:
    """One session of a tournament: a table in a round, given either by its `deals` (scored as
    `POST /v1/sessions/score` scores them) or by the players' final `totals`.

        Attributes:
            players (list[SessionPlayer]): The four players and their seats in the session's first deal.
            round_ (int): The tournament round, from 1 (`italian`: the turno, which fixes the round winds).
            deals (list[SessionDeal] | Unset): The deals in order.
            table (None | str | Unset): The table's label.
            totals (BTreeMapI64 | None | Unset):
    """

    players: list[SessionPlayer]
    round_: int
    deals: list[SessionDeal] | Unset = UNSET
    table: None | str | Unset = UNSET
    totals: BTreeMapI64 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.b_tree_map_i64 import BTreeMapI64

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        round_ = self.round_

        deals: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deals, Unset):
            deals = []
            for deals_item_data in self.deals:
                deals_item = deals_item_data.to_dict()
                deals.append(deals_item)

        table: None | str | Unset
        if isinstance(self.table, Unset):
            table = UNSET
        else:
            table = self.table

        totals: dict[str, Any] | None | Unset
        if isinstance(self.totals, Unset):
            totals = UNSET
        elif isinstance(self.totals, BTreeMapI64):
            totals = self.totals.to_dict()
        else:
            totals = self.totals

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "round": round_,
            }
        )
        if deals is not UNSET:
            field_dict["deals"] = deals
        if table is not UNSET:
            field_dict["table"] = table
        if totals is not UNSET:
            field_dict["totals"] = totals

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.b_tree_map_i64 import BTreeMapI64
        from ..models.session_deal import SessionDeal
        from ..models.session_player import SessionPlayer

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = SessionPlayer.from_dict(players_item_data)

            players.append(players_item)

        round_ = d.pop("round")

        _deals = d.pop("deals", UNSET)
        deals: list[SessionDeal] | Unset = UNSET
        if _deals is not UNSET:
            deals = []
            for deals_item_data in _deals:
                deals_item = SessionDeal.from_dict(deals_item_data)

                deals.append(deals_item)

        def _parse_table(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table = _parse_table(d.pop("table", UNSET))

        def _parse_totals(data: object) -> BTreeMapI64 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                totals_type_0 = BTreeMapI64.from_dict(data)

                return totals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BTreeMapI64 | None | Unset, data)

        totals = _parse_totals(d.pop("totals", UNSET))

        tournament_session = cls(
            players=players,
            round_=round_,
            deals=deals,
            table=table,
            totals=totals,
        )

        return tournament_session
