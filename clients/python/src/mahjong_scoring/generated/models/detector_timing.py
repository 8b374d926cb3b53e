from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_timing_kind import DetectorTimingKind
from ..models.timing_name import TimingName

T = TypeVar("T", bound="DetectorTiming")


@_attrs_define
class DetectorTiming:
    """Heavenly or earthly hand.

    Attributes:
        kind (DetectorTimingKind):
        timing (TimingName): Special timing of a win.
    """

    kind: DetectorTimingKind
    timing: TimingName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        timing = self.timing.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "timing": timing,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorTimingKind(d.pop("kind"))

        timing = TimingName(d.pop("timing"))

        detector_timing = cls(
            kind=kind,
            timing=timing,
        )

        detector_timing.additional_properties = d
        return detector_timing

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
