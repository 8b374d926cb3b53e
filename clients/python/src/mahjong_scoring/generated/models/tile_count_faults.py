from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TileCountFaults")


@_attrs_define
class TileCountFaults:
    """Tile-count faults of non-winners.

    Attributes:
        long_scores_zero (bool | Unset): One tile too many scores 0.
        short_scores (bool | Unset): One tile short still scores.
    """

    long_scores_zero: bool | Unset = UNSET
    short_scores: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        long_scores_zero = self.long_scores_zero

        short_scores = self.short_scores

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if long_scores_zero is not UNSET:
            field_dict["long_scores_zero"] = long_scores_zero
        if short_scores is not UNSET:
            field_dict["short_scores"] = short_scores

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        long_scores_zero = d.pop("long_scores_zero", UNSET)

        short_scores = d.pop("short_scores", UNSET)

        tile_count_faults = cls(
            long_scores_zero=long_scores_zero,
            short_scores=short_scores,
        )

        return tile_count_faults
