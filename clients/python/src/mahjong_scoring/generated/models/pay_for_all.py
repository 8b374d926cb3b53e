from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PayForAll")


@_attrs_define
class PayForAll:
    """Pay for all: the offender alone pays the winner the winner's total × `times` (`east_times`
    when the winner is East), and no one pays anything else for the hands of that deal.

        Attributes:
            east_times (int): The multiple when the winner is East.
            times (int): The multiple of the winner's total when the winner is not East.
    """

    east_times: int
    times: int

    def to_dict(self) -> dict[str, Any]:
        east_times = self.east_times

        times = self.times

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "east_times": east_times,
                "times": times,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        east_times = d.pop("east_times")

        times = d.pop("times")

        pay_for_all = cls(
            east_times=east_times,
            times=times,
        )

        return pay_for_all
