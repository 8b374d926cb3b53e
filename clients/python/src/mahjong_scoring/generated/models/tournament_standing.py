from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.round_result import RoundResult


T = TypeVar("T", bound="TournamentStanding")


@_attrs_define
class TournamentStanding:
    """One line of the tournament standings.

    Attributes:
        player (str): The player's id.
        rank (int): The rank, from 1; players equal on the total and every tie-break share a rank.
        rounds (list[RoundResult]): The result of each round played, in round order.
        total (int): The sum of the player's round results.
        name (None | str | Unset): The player's name, where given.
        table_points (float | None | Unset): The sum of the player's table points (`mcr`), which rank before the total.
        tie_breaks (list[int] | Unset): The values of the rule set's tie-breaks, in order.
    """

    player: str
    rank: int
    rounds: list[RoundResult]
    total: int
    name: None | str | Unset = UNSET
    table_points: float | None | Unset = UNSET
    tie_breaks: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        rank = self.rank

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        total = self.total

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        table_points: float | None | Unset
        if isinstance(self.table_points, Unset):
            table_points = UNSET
        else:
            table_points = self.table_points

        tie_breaks: list[int] | Unset = UNSET
        if not isinstance(self.tie_breaks, Unset):
            tie_breaks = self.tie_breaks

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "rank": rank,
                "rounds": rounds,
                "total": total,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if table_points is not UNSET:
            field_dict["table_points"] = table_points
        if tie_breaks is not UNSET:
            field_dict["tie_breaks"] = tie_breaks

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.round_result import RoundResult

        d = dict(src_dict)
        player = d.pop("player")

        rank = d.pop("rank")

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = RoundResult.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        total = d.pop("total")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_table_points(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        table_points = _parse_table_points(d.pop("table_points", UNSET))

        tie_breaks = cast(list[int], d.pop("tie_breaks", UNSET))

        tournament_standing = cls(
            player=player,
            rank=rank,
            rounds=rounds,
            total=total,
            name=name,
            table_points=table_points,
            tie_breaks=tie_breaks,
        )

        tournament_standing.additional_properties = d
        return tournament_standing

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
