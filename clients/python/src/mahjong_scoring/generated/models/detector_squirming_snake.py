from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_squirming_snake_kind import DetectorSquirmingSnakeKind

T = TypeVar("T", bound="DetectorSquirmingSnake")


@_attrs_define
class DetectorSquirmingSnake:
    """The snake of `dmjl`: one suit, a pung or kong of 1 and of 9, a pair of 2, 5 or 8, and two
    chows of the other ranks.

        Attributes:
            kind (DetectorSquirmingSnakeKind):
    """

    kind: DetectorSquirmingSnakeKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorSquirmingSnakeKind(d.pop("kind"))

        detector_squirming_snake = cls(
            kind=kind,
        )

        detector_squirming_snake.additional_properties = d
        return detector_squirming_snake

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
