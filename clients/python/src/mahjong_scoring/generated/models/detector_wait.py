from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_wait_kind import DetectorWaitKind
from ..models.wait_shape import WaitShape

T = TypeVar("T", bound="DetectorWait")


@_attrs_define
class DetectorWait:
    """The set the winning tile completes in the arrangement was waited on this way.

    Attributes:
        kind (DetectorWaitKind):
        wait (WaitShape): How the set the winning tile completes was waited on.
    """

    kind: DetectorWaitKind
    wait: WaitShape
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        wait = self.wait.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "wait": wait,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorWaitKind(d.pop("kind"))

        wait = WaitShape(d.pop("wait"))

        detector_wait = cls(
            kind=kind,
            wait=wait,
        )

        detector_wait.additional_properties = d
        return detector_wait

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
