from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.claim_kind_name import ClaimKindName
from ..models.wind_name import WindName
from ..types import UNSET, Unset

T = TypeVar("T", bound="ClaimRef")


@_attrs_define
class ClaimRef:
    """A valid claim.

    Attributes:
        kind (ClaimKindName): What a claim on a discard is for.
        seat (WindName): A wind as a value: seat, round wind or discarder.
        category (None | str | Unset): A checked mahjong claim's category: `limit`, `pair`, `pung` or `chow`.
    """

    kind: ClaimKindName
    seat: WindName
    category: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat = self.seat.value

        category: None | str | Unset
        if isinstance(self.category, Unset):
            category = UNSET
        else:
            category = self.category

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if category is not UNSET:
            field_dict["category"] = category

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = ClaimKindName(d.pop("kind"))

        seat = WindName(d.pop("seat"))

        def _parse_category(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        category = _parse_category(d.pop("category", UNSET))

        claim_ref = cls(
            kind=kind,
            seat=seat,
            category=category,
        )

        claim_ref.additional_properties = d
        return claim_ref

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
