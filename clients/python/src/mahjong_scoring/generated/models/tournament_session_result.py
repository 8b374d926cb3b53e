from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.b_tree_map_f64 import BTreeMapF64
    from ..models.b_tree_map_i64 import BTreeMapI64


T = TypeVar("T", bound="TournamentSessionResult")


@_attrs_define
class TournamentSessionResult:
    """One session's outcome.

    Attributes:
        deals (int): Deals scored (0 for a session given by its totals).
        results (BTreeMapI64):
        round_ (int): The round.
        totals (BTreeMapI64):
        table (None | str | Unset): The table's label.
        table_points (BTreeMapF64 | None | Unset):
    """

    deals: int
    results: BTreeMapI64
    round_: int
    totals: BTreeMapI64
    table: None | str | Unset = UNSET
    table_points: BTreeMapF64 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.b_tree_map_f64 import BTreeMapF64

        deals = self.deals

        results = self.results.to_dict()

        round_ = self.round_

        totals = self.totals.to_dict()

        table: None | str | Unset
        if isinstance(self.table, Unset):
            table = UNSET
        else:
            table = self.table

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
                "results": results,
                "round": round_,
                "totals": totals,
            }
        )
        if table is not UNSET:
            field_dict["table"] = table
        if table_points is not UNSET:
            field_dict["table_points"] = table_points

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.b_tree_map_f64 import BTreeMapF64
        from ..models.b_tree_map_i64 import BTreeMapI64

        d = dict(src_dict)
        deals = d.pop("deals")

        results = BTreeMapI64.from_dict(d.pop("results"))

        round_ = d.pop("round")

        totals = BTreeMapI64.from_dict(d.pop("totals"))

        def _parse_table(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table = _parse_table(d.pop("table", UNSET))

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

        tournament_session_result = cls(
            deals=deals,
            results=results,
            round_=round_,
            totals=totals,
            table=table,
            table_points=table_points,
        )

        tournament_session_result.additional_properties = d
        return tournament_session_result

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
