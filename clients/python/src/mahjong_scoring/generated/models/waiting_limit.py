from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WaitingLimit")


@_attrs_define
class WaitingLimit:
    """A waiting non-winner's share of a limit hand (`rode-boekje`).

    Attributes:
        divisor (int): The limit value is divided by this.
        irregular_only (bool): Only irregular limit hands count.
    """

    divisor: int
    irregular_only: bool

    def to_dict(self) -> dict[str, Any]:
        divisor = self.divisor

        irregular_only = self.irregular_only

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "divisor": divisor,
                "irregular_only": irregular_only,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        divisor = d.pop("divisor")

        irregular_only = d.pop("irregular_only")

        waiting_limit = cls(
            divisor=divisor,
            irregular_only=irregular_only,
        )

        return waiting_limit
