from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ElementBody")


@_attrs_define
class ElementBody:
    """One awarded scoring element.

    Attributes:
        doublings (int): Doublings awarded.
        id (str): Stable element id of the rule set.
        name (str): Name in the requested language.
        points (int): Points awarded.
        tiles (list[str]): The tiles it came from, when they are one set or one tile (empty for whole-hand elements
            and for an element of several sets).
        limit (int | None | Unset): The value of a limit hand element.
        sets (list[int] | Unset): The sets of `arrangement` it used, by index from 0: one for a set's element, several
            for
            a fan of sets together (`mcr`: a pure straight's three chows); absent for an element of
            the whole hand.
    """

    doublings: int
    id: str
    name: str
    points: int
    tiles: list[str]
    limit: int | None | Unset = UNSET
    sets: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        doublings = self.doublings

        id = self.id

        name = self.name

        points = self.points

        tiles = self.tiles

        limit: int | None | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        else:
            limit = self.limit

        sets: list[int] | Unset = UNSET
        if not isinstance(self.sets, Unset):
            sets = self.sets

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "doublings": doublings,
                "id": id,
                "name": name,
                "points": points,
                "tiles": tiles,
            }
        )
        if limit is not UNSET:
            field_dict["limit"] = limit
        if sets is not UNSET:
            field_dict["sets"] = sets

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        doublings = d.pop("doublings")

        id = d.pop("id")

        name = d.pop("name")

        points = d.pop("points")

        tiles = cast(list[str], d.pop("tiles"))

        def _parse_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))

        sets = cast(list[int], d.pop("sets", UNSET))

        element_body = cls(
            doublings=doublings,
            id=id,
            name=name,
            points=points,
            tiles=tiles,
            limit=limit,
            sets=sets,
        )

        element_body.additional_properties = d
        return element_body

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
