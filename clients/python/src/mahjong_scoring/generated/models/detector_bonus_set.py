from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bonus_kind import BonusKind
from ..models.detector_bonus_set_kind import DetectorBonusSetKind

T = TypeVar("T", bound="DetectorBonusSet")


@_attrs_define
class DetectorBonusSet:
    """All four flowers or all four seasons.

    Attributes:
        kind (DetectorBonusSetKind):
        which (BonusKind): Bonus tile kinds for bonus filters.
    """

    kind: DetectorBonusSetKind
    which: BonusKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        which = self.which.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "which": which,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorBonusSetKind(d.pop("kind"))

        which = BonusKind(d.pop("which"))

        detector_bonus_set = cls(
            kind=kind,
            which=which,
        )

        detector_bonus_set.additional_properties = d
        return detector_bonus_set

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
