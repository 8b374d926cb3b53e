from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LimitHandBody")


@_attrs_define
class LimitHandBody:
    """The limit hand a total comes from.

    Attributes:
        id (str): Element id.
        name (str): Name in the requested language.
        value (int): Its value.
        waiting (bool | Unset): A non-winner waiting on an irregular limit hand (`rode-boekje`: half its value).
    """

    id: str
    name: str
    value: int
    waiting: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        value = self.value

        waiting = self.waiting

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "value": value,
            }
        )
        if waiting is not UNSET:
            field_dict["waiting"] = waiting

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        value = d.pop("value")

        waiting = d.pop("waiting", UNSET)

        limit_hand_body = cls(
            id=id,
            name=name,
            value=value,
            waiting=waiting,
        )

        limit_hand_body.additional_properties = d
        return limit_hand_body

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
