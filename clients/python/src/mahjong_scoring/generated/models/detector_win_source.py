from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_win_source_kind import DetectorWinSourceKind
from ..models.source_name import SourceName

T = TypeVar("T", bound="DetectorWinSource")


@_attrs_define
class DetectorWinSource:
    """The winning tile came from this source.

    Attributes:
        kind (DetectorWinSourceKind):
        source (SourceName): Where the winning tile came from.
    """

    kind: DetectorWinSourceKind
    source: SourceName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        source = self.source.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorWinSourceKind(d.pop("kind"))

        source = SourceName(d.pop("source"))

        detector_win_source = cls(
            kind=kind,
            source=source,
        )

        detector_win_source.additional_properties = d
        return detector_win_source

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
