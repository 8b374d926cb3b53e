from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LimitShare")


@_attrs_define
class LimitShare:
    """A share of the limit: the limit × `multiplier` ÷ `divisor`, rounded down.

    Attributes:
        divisor (int): Not 0.
        multiplier (int | Unset): Default 1.
    """

    divisor: int
    multiplier: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        divisor = self.divisor

        multiplier = self.multiplier

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "divisor": divisor,
            }
        )
        if multiplier is not UNSET:
            field_dict["multiplier"] = multiplier

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        divisor = d.pop("divisor")

        multiplier = d.pop("multiplier", UNSET)

        limit_share = cls(
            divisor=divisor,
            multiplier=multiplier,
        )

        return limit_share
