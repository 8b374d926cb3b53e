from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="OptionBody")


@_attrs_define
class OptionBody:
    """A rule set option with its default.

    Attributes:
        default (bool | int): A rule set option value: a boolean or an integer (schema only; requests are checked by the
            rule set, with pointers at `/options/NAME`).
        id (str): Option id (the key of `options` in requests).
        name (str): Name in the requested language.
        type_ (str): `bool` or `int`.
        max_ (int | None | Unset): Largest allowed value of an `int` option.
        min_ (int | None | Unset): Smallest allowed value of an `int` option.
    """

    default: bool | int
    id: str
    name: str
    type_: str
    max_: int | None | Unset = UNSET
    min_: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        default: bool | int
        default = self.default

        id = self.id

        name = self.name

        type_ = self.type_

        max_: int | None | Unset
        if isinstance(self.max_, Unset):
            max_ = UNSET
        else:
            max_ = self.max_

        min_: int | None | Unset
        if isinstance(self.min_, Unset):
            min_ = UNSET
        else:
            min_ = self.min_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "default": default,
                "id": id,
                "name": name,
                "type": type_,
            }
        )
        if max_ is not UNSET:
            field_dict["max"] = max_
        if min_ is not UNSET:
            field_dict["min"] = min_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_default(data: object) -> bool | int:
            return cast(bool | int, data)

        default = _parse_default(d.pop("default"))

        id = d.pop("id")

        name = d.pop("name")

        type_ = d.pop("type")

        def _parse_max_(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_ = _parse_max_(d.pop("max", UNSET))

        def _parse_min_(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        min_ = _parse_min_(d.pop("min", UNSET))

        option_body = cls(
            default=default,
            id=id,
            name=name,
            type_=type_,
            max_=max_,
            min_=min_,
        )

        option_body.additional_properties = d
        return option_body

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
