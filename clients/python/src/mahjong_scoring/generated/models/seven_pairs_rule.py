from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SevenPairsRule")


@_attrs_define
class SevenPairsRule:
    """Seven pairs variants.

    Attributes:
        distinct (bool | Unset): The seven pairs must be of seven different kinds.
        four_as_two_pairs (bool | Unset): Four identical tiles held (not declared) are two pairs (`mcr`); a declared
            kong is not.
        kong_as_two_pairs (bool | Unset): Four identical tiles, held or declared as a concealed kong, may stand for two
            pairs; such a
            hand has 14 tiles in all (`italian`).
    """

    distinct: bool | Unset = UNSET
    four_as_two_pairs: bool | Unset = UNSET
    kong_as_two_pairs: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        distinct = self.distinct

        four_as_two_pairs = self.four_as_two_pairs

        kong_as_two_pairs = self.kong_as_two_pairs

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if distinct is not UNSET:
            field_dict["distinct"] = distinct
        if four_as_two_pairs is not UNSET:
            field_dict["four_as_two_pairs"] = four_as_two_pairs
        if kong_as_two_pairs is not UNSET:
            field_dict["kong_as_two_pairs"] = kong_as_two_pairs

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        distinct = d.pop("distinct", UNSET)

        four_as_two_pairs = d.pop("four_as_two_pairs", UNSET)

        kong_as_two_pairs = d.pop("kong_as_two_pairs", UNSET)

        seven_pairs_rule = cls(
            distinct=distinct,
            four_as_two_pairs=four_as_two_pairs,
            kong_as_two_pairs=kong_as_two_pairs,
        )

        return seven_pairs_rule
