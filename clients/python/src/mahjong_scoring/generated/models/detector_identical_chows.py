from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_identical_chows_kind import DetectorIdenticalChowsKind

T = TypeVar("T", bound="DetectorIdenticalChows")


@_attrs_define
class DetectorIdenticalChows:
    """Exactly `pairs` pairs of identical chows (same suit and ranks; a chow held three times
    makes one pair, four times two).

        Attributes:
            kind (DetectorIdenticalChowsKind):
            pairs (int): How many pairs.
    """

    kind: DetectorIdenticalChowsKind
    pairs: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        pairs = self.pairs

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "pairs": pairs,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorIdenticalChowsKind(d.pop("kind"))

        pairs = d.pop("pairs")

        detector_identical_chows = cls(
            kind=kind,
            pairs=pairs,
        )

        detector_identical_chows.additional_properties = d
        return detector_identical_chows

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
