from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_tiles_kind import DetectorTilesKind
from ..models.tile_class import TileClass
from ..types import UNSET, Unset

T = TypeVar("T", bound="DetectorTiles")


@_attrs_define
class DetectorTiles:
    """All the player's tiles (melds included, bonus tiles not): every tile in one of `allowed`
    (empty: any), at least one tile of each class in `required`, and the number of suits
    present within `min_suits..=max_suits`.

        Attributes:
            kind (DetectorTilesKind):
            allowed (list[TileClass] | Unset): Every tile is of one of these classes (empty: any).
            max_suits (int | Unset): At most this many suits.
            min_suits (int | Unset): At least this many suits.
            required (list[TileClass] | Unset): At least one tile of each of these classes.
    """

    kind: DetectorTilesKind
    allowed: list[TileClass] | Unset = UNSET
    max_suits: int | Unset = UNSET
    min_suits: int | Unset = UNSET
    required: list[TileClass] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        allowed: list[str] | Unset = UNSET
        if not isinstance(self.allowed, Unset):
            allowed = []
            for allowed_item_data in self.allowed:
                allowed_item = allowed_item_data.value
                allowed.append(allowed_item)

        max_suits = self.max_suits

        min_suits = self.min_suits

        required: list[str] | Unset = UNSET
        if not isinstance(self.required, Unset):
            required = []
            for required_item_data in self.required:
                required_item = required_item_data.value
                required.append(required_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if allowed is not UNSET:
            field_dict["allowed"] = allowed
        if max_suits is not UNSET:
            field_dict["max_suits"] = max_suits
        if min_suits is not UNSET:
            field_dict["min_suits"] = min_suits
        if required is not UNSET:
            field_dict["required"] = required

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorTilesKind(d.pop("kind"))

        _allowed = d.pop("allowed", UNSET)
        allowed: list[TileClass] | Unset = UNSET
        if _allowed is not UNSET:
            allowed = []
            for allowed_item_data in _allowed:
                allowed_item = TileClass(allowed_item_data)

                allowed.append(allowed_item)

        max_suits = d.pop("max_suits", UNSET)

        min_suits = d.pop("min_suits", UNSET)

        _required = d.pop("required", UNSET)
        required: list[TileClass] | Unset = UNSET
        if _required is not UNSET:
            required = []
            for required_item_data in _required:
                required_item = TileClass(required_item_data)

                required.append(required_item)

        detector_tiles = cls(
            kind=kind,
            allowed=allowed,
            max_suits=max_suits,
            min_suits=min_suits,
            required=required,
        )

        detector_tiles.additional_properties = d
        return detector_tiles

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
