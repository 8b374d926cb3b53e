from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_self_drawn_kind import DetectorSelfDrawnKind

T = TypeVar("T", bound="DetectorSelfDrawn")


@_attrs_define
class DetectorSelfDrawn:
    """The winning tile came from the wall or was a kong replacement.

    Attributes:
        kind (DetectorSelfDrawnKind):
    """

    kind: DetectorSelfDrawnKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorSelfDrawnKind(d.pop("kind"))

        detector_self_drawn = cls(
            kind=kind,
        )

        detector_self_drawn.additional_properties = d
        return detector_self_drawn

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
