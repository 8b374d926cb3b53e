from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_seat_kind import DetectorSeatKind
from ..models.wind_name import WindName

T = TypeVar("T", bound="DetectorSeat")


@_attrs_define
class DetectorSeat:
    """The player sits in this seat.

    Attributes:
        kind (DetectorSeatKind):
        wind (WindName): A wind as a value: seat, round wind or discarder.
    """

    kind: DetectorSeatKind
    wind: WindName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        wind = self.wind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "wind": wind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorSeatKind(d.pop("kind"))

        wind = WindName(d.pop("wind"))

        detector_seat = cls(
            kind=kind,
            wind=wind,
        )

        detector_seat.additional_properties = d
        return detector_seat

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
