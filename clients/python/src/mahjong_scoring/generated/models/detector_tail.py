from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_tail_kind import DetectorTailKind
from ..models.tile_class import TileClass

T = TypeVar("T", bound="DetectorTail")


@_attrs_define
class DetectorTail:
    """1–9 of one suit plus a pung of `pung` and a pair of `pair` (dragon and wind tails), no melds.

    Attributes:
        kind (DetectorTailKind):
        pair (TileClass): Tile classes used by filters.
        pung (TileClass): Tile classes used by filters.
    """

    kind: DetectorTailKind
    pair: TileClass
    pung: TileClass
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        pair = self.pair.value

        pung = self.pung.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "pair": pair,
                "pung": pung,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorTailKind(d.pop("kind"))

        pair = TileClass(d.pop("pair"))

        pung = TileClass(d.pop("pung"))

        detector_tail = cls(
            kind=kind,
            pair=pair,
            pung=pung,
        )

        detector_tail.additional_properties = d
        return detector_tail

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
