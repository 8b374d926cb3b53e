from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_dragon_sets_kind import DetectorDragonSetsKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="DetectorDragonSets")


@_attrs_define
class DetectorDragonSets:
    """Exactly `pungs` pungs/kongs of dragons, plus a dragon pair when `pair`.

    Attributes:
        kind (DetectorDragonSetsKind):
        pungs (int): How many pungs/kongs of dragons.
        pair (bool | Unset): And a dragon pair.
    """

    kind: DetectorDragonSetsKind
    pungs: int
    pair: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        pungs = self.pungs

        pair = self.pair

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "pungs": pungs,
            }
        )
        if pair is not UNSET:
            field_dict["pair"] = pair

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorDragonSetsKind(d.pop("kind"))

        pungs = d.pop("pungs")

        pair = d.pop("pair", UNSET)

        detector_dragon_sets = cls(
            kind=kind,
            pungs=pungs,
            pair=pair,
        )

        detector_dragon_sets.additional_properties = d
        return detector_dragon_sets

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
