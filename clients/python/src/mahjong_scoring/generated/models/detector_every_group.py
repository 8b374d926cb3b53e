from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_every_group_kind import DetectorEveryGroupKind
from ..models.tile_class import TileClass

T = TypeVar("T", bound="DetectorEveryGroup")


@_attrs_define
class DetectorEveryGroup:
    """Four sets and a pair, each holding a tile of this class.

    Attributes:
        kind (DetectorEveryGroupKind):
        tiles (TileClass): Tile classes used by filters.
    """

    kind: DetectorEveryGroupKind
    tiles: TileClass
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        tiles = self.tiles.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "tiles": tiles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorEveryGroupKind(d.pop("kind"))

        tiles = TileClass(d.pop("tiles"))

        detector_every_group = cls(
            kind=kind,
            tiles=tiles,
        )

        detector_every_group.additional_properties = d
        return detector_every_group

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
