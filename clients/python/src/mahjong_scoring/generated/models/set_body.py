from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.set_kind_name import SetKindName
from ..types import UNSET, Unset

T = TypeVar("T", bound="SetBody")


@_attrs_define
class SetBody:
    """One set of the arrangement used.

    Attributes:
        exposed (bool): Declared exposed.
        kind (SetKindName): What a set of the arrangement is.
        tiles (list[str]): Its tiles.
        winning (bool | Unset): The set the winning tile completed.
    """

    exposed: bool
    kind: SetKindName
    tiles: list[str]
    winning: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        exposed = self.exposed

        kind = self.kind.value

        tiles = self.tiles

        winning = self.winning

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "exposed": exposed,
                "kind": kind,
                "tiles": tiles,
            }
        )
        if winning is not UNSET:
            field_dict["winning"] = winning

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        exposed = d.pop("exposed")

        kind = SetKindName(d.pop("kind"))

        tiles = cast(list[str], d.pop("tiles"))

        winning = d.pop("winning", UNSET)

        set_body = cls(
            exposed=exposed,
            kind=kind,
            tiles=tiles,
            winning=winning,
        )

        set_body.additional_properties = d
        return set_body

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
