from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_set_kind import DetectorSetKind
from ..models.shape import Shape
from ..models.tile_class import TileClass
from ..types import UNSET, Unset

T = TypeVar("T", bound="DetectorSet")


@_attrs_define
class DetectorSet:
    """Each set of the given shape and tile class; `concealed` restricts to concealed (true) or
    exposed (false) sets.

        Attributes:
            kind (DetectorSetKind):
            shape (Shape): Shapes a set filter can ask for.
            tiles (TileClass): Tile classes used by filters.
            concealed (bool | None | Unset): Only concealed (true) or only exposed (false) sets.
    """

    kind: DetectorSetKind
    shape: Shape
    tiles: TileClass
    concealed: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        shape = self.shape.value

        tiles = self.tiles.value

        concealed: bool | None | Unset
        if isinstance(self.concealed, Unset):
            concealed = UNSET
        else:
            concealed = self.concealed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "shape": shape,
                "tiles": tiles,
            }
        )
        if concealed is not UNSET:
            field_dict["concealed"] = concealed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorSetKind(d.pop("kind"))

        shape = Shape(d.pop("shape"))

        tiles = TileClass(d.pop("tiles"))

        def _parse_concealed(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        concealed = _parse_concealed(d.pop("concealed", UNSET))

        detector_set = cls(
            kind=kind,
            shape=shape,
            tiles=tiles,
            concealed=concealed,
        )

        detector_set.additional_properties = d
        return detector_set

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
