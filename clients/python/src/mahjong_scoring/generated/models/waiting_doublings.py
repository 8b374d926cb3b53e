from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WaitingDoublings")


@_attrs_define
class WaitingDoublings:
    """Doublings a waiting non-winner earns when a hand it waits on has a winner element.

    Attributes:
        doublings (int): The doublings earned.
        element (str): The element's id.
    """

    doublings: int
    element: str

    def to_dict(self) -> dict[str, Any]:
        doublings = self.doublings

        element = self.element

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "doublings": doublings,
                "element": element,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        doublings = d.pop("doublings")

        element = d.pop("element")

        waiting_doublings = cls(
            doublings=doublings,
            element=element,
        )

        return waiting_doublings
