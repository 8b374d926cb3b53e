from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.b_tree_map_f64 import BTreeMapF64
    from ..models.b_tree_map_i64 import BTreeMapI64
    from ..models.session_deal_result import SessionDealResult
    from ..models.session_player import SessionPlayer
    from ..models.session_state import SessionState
    from ..models.standing import Standing


T = TypeVar("T", bound="SessionResponse")


@_attrs_define
class SessionResponse:
    """Result of `POST /v1/sessions/score`.

    Attributes:
        deals (list[SessionDealResult]): Every deal scored, in order.
        next_ (SessionState): Where a session stands: sent as `start` to score a session in parts, and answered as
            `next`
            (the state to send with the following deals).
        over (bool): The session is over (its last round ended); no deal may follow.
        players (list[SessionPlayer]): The players as given.
        ruleset (str): Rule set id.
        standings (list[Standing]): Highest total first.
        totals (BTreeMapI64):
        unit (str): What totals count: `points`, or `chips` (`nine-dragons`).
        final_scores (BTreeMapI64 | None | Unset):
        table_points (BTreeMapF64 | None | Unset):
    """

    deals: list[SessionDealResult]
    next_: SessionState
    over: bool
    players: list[SessionPlayer]
    ruleset: str
    standings: list[Standing]
    totals: BTreeMapI64
    unit: str
    final_scores: BTreeMapI64 | None | Unset = UNSET
    table_points: BTreeMapF64 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.b_tree_map_f64 import BTreeMapF64
        from ..models.b_tree_map_i64 import BTreeMapI64

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        next_ = self.next_.to_dict()

        over = self.over

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        ruleset = self.ruleset

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        totals = self.totals.to_dict()

        unit = self.unit

        final_scores: dict[str, Any] | None | Unset
        if isinstance(self.final_scores, Unset):
            final_scores = UNSET
        elif isinstance(self.final_scores, BTreeMapI64):
            final_scores = self.final_scores.to_dict()
        else:
            final_scores = self.final_scores

        table_points: dict[str, Any] | None | Unset
        if isinstance(self.table_points, Unset):
            table_points = UNSET
        elif isinstance(self.table_points, BTreeMapF64):
            table_points = self.table_points.to_dict()
        else:
            table_points = self.table_points

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deals": deals,
                "next": next_,
                "over": over,
                "players": players,
                "ruleset": ruleset,
                "standings": standings,
                "totals": totals,
                "unit": unit,
            }
        )
        if final_scores is not UNSET:
            field_dict["final_scores"] = final_scores
        if table_points is not UNSET:
            field_dict["table_points"] = table_points

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.b_tree_map_f64 import BTreeMapF64
        from ..models.b_tree_map_i64 import BTreeMapI64
        from ..models.session_deal_result import SessionDealResult
        from ..models.session_player import SessionPlayer
        from ..models.session_state import SessionState
        from ..models.standing import Standing

        d = dict(src_dict)
        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = SessionDealResult.from_dict(deals_item_data)

            deals.append(deals_item)

        next_ = SessionState.from_dict(d.pop("next"))

        over = d.pop("over")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = SessionPlayer.from_dict(players_item_data)

            players.append(players_item)

        ruleset = d.pop("ruleset")

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = Standing.from_dict(standings_item_data)

            standings.append(standings_item)

        totals = BTreeMapI64.from_dict(d.pop("totals"))

        unit = d.pop("unit")

        def _parse_final_scores(data: object) -> BTreeMapI64 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                final_scores_type_0 = BTreeMapI64.from_dict(data)

                return final_scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BTreeMapI64 | None | Unset, data)

        final_scores = _parse_final_scores(d.pop("final_scores", UNSET))

        def _parse_table_points(data: object) -> BTreeMapF64 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                table_points_type_0 = BTreeMapF64.from_dict(data)

                return table_points_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BTreeMapF64 | None | Unset, data)

        table_points = _parse_table_points(d.pop("table_points", UNSET))

        session_response = cls(
            deals=deals,
            next_=next_,
            over=over,
            players=players,
            ruleset=ruleset,
            standings=standings,
            totals=totals,
            unit=unit,
            final_scores=final_scores,
            table_points=table_points,
        )

        session_response.additional_properties = d
        return session_response

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
