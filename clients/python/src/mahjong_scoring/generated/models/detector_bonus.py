from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bonus_kind import BonusKind
from ..models.bonus_match import BonusMatch
from ..models.detector_bonus_kind import DetectorBonusKind

T = TypeVar("T", bound="DetectorBonus")


@_attrs_define
class DetectorBonus:
    """Each bonus tile of the kind and matching rule.

    Attributes:
        kind (DetectorBonusKind):
        matching (BonusMatch): Which bonus tiles count.
        which (BonusKind): Bonus tile kinds for bonus filters.
    """

    kind: DetectorBonusKind
    matching: BonusMatch
    which: BonusKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        matching = self.matching.value

        which = self.which.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "matching": matching,
                "which": which,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorBonusKind(d.pop("kind"))

        matching = BonusMatch(d.pop("matching"))

        which = BonusKind(d.pop("which"))

        detector_bonus = cls(
            kind=kind,
            matching=matching,
            which=which,
        )

        detector_bonus.additional_properties = d
        return detector_bonus

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
