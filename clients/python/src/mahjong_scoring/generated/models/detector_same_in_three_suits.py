from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_same_in_three_suits_kind import DetectorSameInThreeSuitsKind
from ..models.shape import Shape

T = TypeVar("T", bound="DetectorSameInThreeSuits")


@_attrs_define
class DetectorSameInThreeSuits:
    """Sets of `shape` (chows, or pungs and kongs) of the same ranks in all three suits.

    Attributes:
        kind (DetectorSameInThreeSuitsKind):
        shape (Shape): Shapes a set filter can ask for.
    """

    kind: DetectorSameInThreeSuitsKind
    shape: Shape
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        shape = self.shape.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "shape": shape,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorSameInThreeSuitsKind(d.pop("kind"))

        shape = Shape(d.pop("shape"))

        detector_same_in_three_suits = cls(
            kind=kind,
            shape=shape,
        )

        detector_same_in_three_suits.additional_properties = d
        return detector_same_in_three_suits

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
