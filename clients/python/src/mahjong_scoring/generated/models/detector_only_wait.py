from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_only_wait_kind import DetectorOnlyWaitKind
from ..models.shape import Shape
from ..types import UNSET, Unset

T = TypeVar("T", bound="DetectorOnlyWait")


@_attrs_define
class DetectorOnlyWait:
    """The hand had exactly one wait (ordinary waits); with `shape`, the winning tile also
    completes a set of that shape.

        Attributes:
            kind (DetectorOnlyWaitKind):
            shape (None | Shape | Unset):
    """

    kind: DetectorOnlyWaitKind
    shape: None | Shape | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        shape: None | str | Unset
        if isinstance(self.shape, Unset):
            shape = UNSET
        elif isinstance(self.shape, Shape):
            shape = self.shape.value
        else:
            shape = self.shape

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if shape is not UNSET:
            field_dict["shape"] = shape

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorOnlyWaitKind(d.pop("kind"))

        def _parse_shape(data: object) -> None | Shape | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                shape_type_0 = Shape(data)

                return shape_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Shape | Unset, data)

        shape = _parse_shape(d.pop("shape", UNSET))

        detector_only_wait = cls(
            kind=kind,
            shape=shape,
        )

        detector_only_wait.additional_properties = d
        return detector_only_wait

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
