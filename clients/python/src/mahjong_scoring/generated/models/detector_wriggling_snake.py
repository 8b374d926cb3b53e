from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_wriggling_snake_kind import DetectorWrigglingSnakeKind

T = TypeVar("T", bound="DetectorWrigglingSnake")


@_attrs_define
class DetectorWrigglingSnake:
    """The snake of `bmja`: no melds, one suit, a pair of 1, one each of 2–9 and of the four
    winds.

        Attributes:
            kind (DetectorWrigglingSnakeKind):
    """

    kind: DetectorWrigglingSnakeKind
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
        kind = DetectorWrigglingSnakeKind(d.pop("kind"))

        detector_wriggling_snake = cls(
            kind=kind,
        )

        detector_wriggling_snake.additional_properties = d
        return detector_wriggling_snake

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
