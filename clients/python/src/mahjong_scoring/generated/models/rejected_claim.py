from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.claim_kind_name import ClaimKindName
from ..models.wind_name import WindName

T = TypeVar("T", bound="RejectedClaim")


@_attrs_define
class RejectedClaim:
    """A claim the rules do not allow.

    Attributes:
        code (str): `own_discard`, `chow_not_next`, `chow_only_for_mahjong`, `chow_impossible`, `cannot_chow`,
            `cannot_pung`, `cannot_kong`, `hand_required`, `not_mahjong`, `in_riichi`.
        kind (ClaimKindName): What a claim on a discard is for.
        message (str): Explanation.
        seat (WindName): A wind as a value: seat, round wind or discarder.
    """

    code: str
    kind: ClaimKindName
    message: str
    seat: WindName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        kind = self.kind.value

        message = self.message

        seat = self.seat.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "kind": kind,
                "message": message,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        code = d.pop("code")

        kind = ClaimKindName(d.pop("kind"))

        message = d.pop("message")

        seat = WindName(d.pop("seat"))

        rejected_claim = cls(
            code=code,
            kind=kind,
            message=message,
            seat=seat,
        )

        rejected_claim.additional_properties = d
        return rejected_claim

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
