from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_last_tile_kind import DetectorLastTileKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="DetectorLastTile")


@_attrs_define
class DetectorLastTile:
    """The last tile: of the wall when `self_drawn` is true, the last discard when false, either
    when absent.

        Attributes:
            kind (DetectorLastTileKind):
            self_drawn (bool | None | Unset): The last wall tile (true), the last discard (false), either (absent).
    """

    kind: DetectorLastTileKind
    self_drawn: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        self_drawn: bool | None | Unset
        if isinstance(self.self_drawn, Unset):
            self_drawn = UNSET
        else:
            self_drawn = self.self_drawn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if self_drawn is not UNSET:
            field_dict["self_drawn"] = self_drawn

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorLastTileKind(d.pop("kind"))

        def _parse_self_drawn(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        self_drawn = _parse_self_drawn(d.pop("self_drawn", UNSET))

        detector_last_tile = cls(
            kind=kind,
            self_drawn=self_drawn,
        )

        detector_last_tile.additional_properties = d
        return detector_last_tile

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
