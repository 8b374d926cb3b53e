from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PerSeatI64")


@_attrs_define
class PerSeatI64:
    """A value per seat (keyed by seat wind; `east` is the dealer).

    Attributes:
        east (int | Unset):
        north (int | Unset):
        south (int | Unset):
        west (int | Unset):
    """

    east: int | Unset = UNSET
    north: int | Unset = UNSET
    south: int | Unset = UNSET
    west: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        east = self.east

        north = self.north

        south = self.south

        west = self.west

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if east is not UNSET:
            field_dict["east"] = east
        if north is not UNSET:
            field_dict["north"] = north
        if south is not UNSET:
            field_dict["south"] = south
        if west is not UNSET:
            field_dict["west"] = west

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        east = d.pop("east", UNSET)

        north = d.pop("north", UNSET)

        south = d.pop("south", UNSET)

        west = d.pop("west", UNSET)

        per_seat_i64 = cls(
            east=east,
            north=north,
            south=south,
            west=west,
        )

        return per_seat_i64
