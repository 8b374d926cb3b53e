from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChipBand")


@_attrs_define
class ChipBand:
    """Base chips `base` per payer for `min_points` and more.

    Attributes:
        base (int): Base chips per payer.
        min_points (int): From this many points.
    """

    base: int
    min_points: int

    def to_dict(self) -> dict[str, Any]:
        base = self.base

        min_points = self.min_points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "base": base,
                "min_points": min_points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        base = d.pop("base")

        min_points = d.pop("min_points")

        chip_band = cls(
            base=base,
            min_points=min_points,
        )

        return chip_band
