from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.unit import Unit
from ..models.wind_name import WindName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.part_def import PartDef
    from ..models.placement import Placement
    from ..models.round_def import RoundDef


T = TypeVar("T", bound="SessionRules")


@_attrs_define
class SessionRules:
    """The order of play (`[session]`).

    Attributes:
        east_win_limit (int | None | Unset): East's win number `n` since taking the deal is a limit hand (East scores
            the rule set's
            limit) and passes the deal (`dmjl`: 9, "East won nine times in a row").
        parts (None | PartDef | Unset):
        passes_per_round (int | Unset): A round ends when the deal has passed this many times (deals in which East keeps
            the
            deal do not count).
        placement (None | Placement | Unset):
        reconcile_each_round (bool | Unset): At the end of every round, totals that do not add up to 4 ×
            `starting_total` are
            reconciled 3:3:3:1 (`italian`); without it, starting totals must add up.
        rounds (list[RoundDef] | Unset): The rounds in order; the session is over after the last.
        seats (list[list[WindName]] | Unset): The players change seats between rounds (`mcr`: EMA MCR): for each round,
            the seat in
            its first deal of the players who sat East, South, West and North in the session's first
            deal. Each round starts with East in the seat where the session began. Empty: only East
            moves, as the deal passes.
        source (str | Unset): Where the order of play comes from.
        starting_total (int | Unset): Each player's total before the first deal.
        table_points (list[int] | Unset): Table points for the first to the fourth place of a session that is over
            (`mcr`: 4, 2,
            1, 0); tied players share the points of the places they fill. Tournament standings rank
            by their sum, then by the total. Empty: none.
        unit (Unit | Unset): What totals count.
    """

    east_win_limit: int | None | Unset = UNSET
    parts: None | PartDef | Unset = UNSET
    passes_per_round: int | Unset = UNSET
    placement: None | Placement | Unset = UNSET
    reconcile_each_round: bool | Unset = UNSET
    rounds: list[RoundDef] | Unset = UNSET
    seats: list[list[WindName]] | Unset = UNSET
    source: str | Unset = UNSET
    starting_total: int | Unset = UNSET
    table_points: list[int] | Unset = UNSET
    unit: Unit | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.part_def import PartDef
        from ..models.placement import Placement

        east_win_limit: int | None | Unset
        if isinstance(self.east_win_limit, Unset):
            east_win_limit = UNSET
        else:
            east_win_limit = self.east_win_limit

        parts: dict[str, Any] | None | Unset
        if isinstance(self.parts, Unset):
            parts = UNSET
        elif isinstance(self.parts, PartDef):
            parts = self.parts.to_dict()
        else:
            parts = self.parts

        passes_per_round = self.passes_per_round

        placement: dict[str, Any] | None | Unset
        if isinstance(self.placement, Unset):
            placement = UNSET
        elif isinstance(self.placement, Placement):
            placement = self.placement.to_dict()
        else:
            placement = self.placement

        reconcile_each_round = self.reconcile_each_round

        rounds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rounds, Unset):
            rounds = []
            for rounds_item_data in self.rounds:
                rounds_item = rounds_item_data.to_dict()
                rounds.append(rounds_item)

        seats: list[list[str]] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = []
            for seats_item_data in self.seats:
                seats_item = []
                for seats_item_item_data in seats_item_data:
                    seats_item_item = seats_item_item_data.value
                    seats_item.append(seats_item_item)

                seats.append(seats_item)

        source = self.source

        starting_total = self.starting_total

        table_points: list[int] | Unset = UNSET
        if not isinstance(self.table_points, Unset):
            table_points = self.table_points

        unit: str | Unset = UNSET
        if not isinstance(self.unit, Unset):
            unit = self.unit.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if east_win_limit is not UNSET:
            field_dict["east_win_limit"] = east_win_limit
        if parts is not UNSET:
            field_dict["parts"] = parts
        if passes_per_round is not UNSET:
            field_dict["passes_per_round"] = passes_per_round
        if placement is not UNSET:
            field_dict["placement"] = placement
        if reconcile_each_round is not UNSET:
            field_dict["reconcile_each_round"] = reconcile_each_round
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if seats is not UNSET:
            field_dict["seats"] = seats
        if source is not UNSET:
            field_dict["source"] = source
        if starting_total is not UNSET:
            field_dict["starting_total"] = starting_total
        if table_points is not UNSET:
            field_dict["table_points"] = table_points
        if unit is not UNSET:
            field_dict["unit"] = unit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.part_def import PartDef
        from ..models.placement import Placement
        from ..models.round_def import RoundDef

        d = dict(src_dict)

        def _parse_east_win_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        east_win_limit = _parse_east_win_limit(d.pop("east_win_limit", UNSET))

        def _parse_parts(data: object) -> None | PartDef | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                parts_type_0 = PartDef.from_dict(data)

                return parts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PartDef | Unset, data)

        parts = _parse_parts(d.pop("parts", UNSET))

        passes_per_round = d.pop("passes_per_round", UNSET)

        def _parse_placement(data: object) -> None | Placement | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                placement_type_0 = Placement.from_dict(data)

                return placement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Placement | Unset, data)

        placement = _parse_placement(d.pop("placement", UNSET))

        reconcile_each_round = d.pop("reconcile_each_round", UNSET)

        _rounds = d.pop("rounds", UNSET)
        rounds: list[RoundDef] | Unset = UNSET
        if _rounds is not UNSET:
            rounds = []
            for rounds_item_data in _rounds:
                rounds_item = RoundDef.from_dict(rounds_item_data)

                rounds.append(rounds_item)

        _seats = d.pop("seats", UNSET)
        seats: list[list[WindName]] | Unset = UNSET
        if _seats is not UNSET:
            seats = []
            for seats_item_data in _seats:
                seats_item = []
                _seats_item = seats_item_data
                for seats_item_item_data in _seats_item:
                    seats_item_item = WindName(seats_item_item_data)

                    seats_item.append(seats_item_item)

                seats.append(seats_item)

        source = d.pop("source", UNSET)

        starting_total = d.pop("starting_total", UNSET)

        table_points = cast(list[int], d.pop("table_points", UNSET))

        _unit = d.pop("unit", UNSET)
        unit: Unit | Unset
        if isinstance(_unit, Unset):
            unit = UNSET
        else:
            unit = Unit(_unit)

        session_rules = cls(
            east_win_limit=east_win_limit,
            parts=parts,
            passes_per_round=passes_per_round,
            placement=placement,
            reconcile_each_round=reconcile_each_round,
            rounds=rounds,
            seats=seats,
            source=source,
            starting_total=starting_total,
            table_points=table_points,
            unit=unit,
        )

        return session_rules
