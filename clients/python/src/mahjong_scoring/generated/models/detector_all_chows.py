from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_all_chows_kind import DetectorAllChowsKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="DetectorAllChows")


@_attrs_define
class DetectorAllChows:
    """Four chows and a pair; with `valueless_pair`, a pair that is not a dragon, the seat wind or
    a prevailing wind.

        Attributes:
            kind (DetectorAllChowsKind):
            valueless_pair (bool | Unset): The pair must be worth nothing.
    """

    kind: DetectorAllChowsKind
    valueless_pair: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        valueless_pair = self.valueless_pair

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if valueless_pair is not UNSET:
            field_dict["valueless_pair"] = valueless_pair

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorAllChowsKind(d.pop("kind"))

        valueless_pair = d.pop("valueless_pair", UNSET)

        detector_all_chows = cls(
            kind=kind,
            valueless_pair=valueless_pair,
        )

        detector_all_chows.additional_properties = d
        return detector_all_chows

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
