from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_dora_kind import DetectorDoraKind
from ..models.dora_kind import DoraKind

T = TypeVar("T", bound="DetectorDora")


@_attrs_define
class DetectorDora:
    """Each dora of the hand (`riichi`): a tile held (melds included) of the kind an indicator
    names, once per indicator; or each red five held.

        Attributes:
            kind (DetectorDoraKind):
            which (DoraKind): Which dora a `dora` detector counts.
    """

    kind: DetectorDoraKind
    which: DoraKind
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
        kind = DetectorDoraKind(d.pop("kind"))

        which = DoraKind(d.pop("which"))

        detector_dora = cls(
            kind=kind,
            which=which,
        )

        detector_dora.additional_properties = d
        return detector_dora

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
