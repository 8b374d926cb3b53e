from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_winning_tile_kind import DetectorWinningTileKind

T = TypeVar("T", bound="DetectorWinningTile")


@_attrs_define
class DetectorWinningTile:
    """The winning tile is one of these.

    Attributes:
        kind (DetectorWinningTileKind):
        tiles (list[str]): Tile codes.
    """

    kind: DetectorWinningTileKind
    tiles: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        tiles = self.tiles

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
        kind = DetectorWinningTileKind(d.pop("kind"))

        tiles = cast(list[str], d.pop("tiles"))

        detector_winning_tile = cls(
            kind=kind,
            tiles=tiles,
        )

        detector_winning_tile.additional_properties = d
        return detector_winning_tile

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
