from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_set_count_kind import DetectorSetCountKind
from ..models.shape import Shape
from ..models.tile_class import TileClass
from ..types import UNSET, Unset

T = TypeVar("T", bound="DetectorSetCount")


@_attrs_define
class DetectorSetCount:
    """The number of matching sets lies in `min..=max`. With `exposed_kong_as_concealed`, an
    exposed kong counts as a concealed pung (`rode-boekje`).

        Attributes:
            kind (DetectorSetCountKind):
            min_ (int): At least this many.
            shape (Shape): Shapes a set filter can ask for.
            tiles (TileClass): Tile classes used by filters.
            concealed (bool | None | Unset): Only concealed (true) or only exposed (false) sets.
            exposed_kong_as_concealed (bool | Unset): An exposed kong counts as a concealed pung.
            max_ (int | None | Unset): At most this many.
    """

    kind: DetectorSetCountKind
    min_: int
    shape: Shape
    tiles: TileClass
    concealed: bool | None | Unset = UNSET
    exposed_kong_as_concealed: bool | Unset = UNSET
    max_: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        min_ = self.min_

        shape = self.shape.value

        tiles = self.tiles.value

        concealed: bool | None | Unset
        if isinstance(self.concealed, Unset):
            concealed = UNSET
        else:
            concealed = self.concealed

        exposed_kong_as_concealed = self.exposed_kong_as_concealed

        max_: int | None | Unset
        if isinstance(self.max_, Unset):
            max_ = UNSET
        else:
            max_ = self.max_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "min": min_,
                "shape": shape,
                "tiles": tiles,
            }
        )
        if concealed is not UNSET:
            field_dict["concealed"] = concealed
        if exposed_kong_as_concealed is not UNSET:
            field_dict["exposed_kong_as_concealed"] = exposed_kong_as_concealed
        if max_ is not UNSET:
            field_dict["max"] = max_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorSetCountKind(d.pop("kind"))

        min_ = d.pop("min")

        shape = Shape(d.pop("shape"))

        tiles = TileClass(d.pop("tiles"))

        def _parse_concealed(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        concealed = _parse_concealed(d.pop("concealed", UNSET))

        exposed_kong_as_concealed = d.pop("exposed_kong_as_concealed", UNSET)

        def _parse_max_(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_ = _parse_max_(d.pop("max", UNSET))

        detector_set_count = cls(
            kind=kind,
            min_=min_,
            shape=shape,
            tiles=tiles,
            concealed=concealed,
            exposed_kong_as_concealed=exposed_kong_as_concealed,
            max_=max_,
        )

        detector_set_count.additional_properties = d
        return detector_set_count

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
