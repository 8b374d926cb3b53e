from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_fan_kind import DetectorFanKind

T = TypeVar("T", bound="DetectorFan")


@_attrs_define
class DetectorFan:
    """How often one fan of the Chinese Official rules (`mcr`) counts for the arrangement. The
    fans are counted together, by one procedure that applies the rules' combination principles
    (a fan implied by another is not counted again; a set combines once per kind of fan):
    docs/rules-mcr.md §3.

        Attributes:
            fan (str): The fan's id (`pure_straight`, `flower_tiles`, ...: docs/rules-mcr.md §2).
            kind (DetectorFanKind):
    """

    fan: str
    kind: DetectorFanKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fan = self.fan

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fan": fan,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        fan = d.pop("fan")

        kind = DetectorFanKind(d.pop("kind"))

        detector_fan = cls(
            fan=fan,
            kind=kind,
        )

        detector_fan.additional_properties = d
        return detector_fan

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
