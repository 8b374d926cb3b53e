from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_completes_pair_kind import DetectorCompletesPairKind
from ..models.tile_class import TileClass
from ..types import UNSET, Unset

T = TypeVar("T", bound="DetectorCompletesPair")


@_attrs_define
class DetectorCompletesPair:
    """The winning tile completes the pair; with `tiles`, a pair of that class.

    Attributes:
        kind (DetectorCompletesPairKind):
        tiles (None | TileClass | Unset):
    """

    kind: DetectorCompletesPairKind
    tiles: None | TileClass | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        tiles: None | str | Unset
        if isinstance(self.tiles, Unset):
            tiles = UNSET
        elif isinstance(self.tiles, TileClass):
            tiles = self.tiles.value
        else:
            tiles = self.tiles

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if tiles is not UNSET:
            field_dict["tiles"] = tiles

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorCompletesPairKind(d.pop("kind"))

        def _parse_tiles(data: object) -> None | TileClass | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tiles_type_0 = TileClass(data)

                return tiles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TileClass | Unset, data)

        tiles = _parse_tiles(d.pop("tiles", UNSET))

        detector_completes_pair = cls(
            kind=kind,
            tiles=tiles,
        )

        detector_completes_pair.additional_properties = d
        return detector_completes_pair

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
