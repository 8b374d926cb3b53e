from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_nine_gates_kind import DetectorNineGatesKind
from ..models.extra_wins import ExtraWins
from ..models.tile_class import TileClass
from ..types import UNSET, Unset

T = TypeVar("T", bound="DetectorNineGates")


@_attrs_define
class DetectorNineGates:
    """Nine gates: no melds, one suit, 1112345678999 plus one more tile of the suit, of class
    `extra` (any when absent); `extra_wins`: when that tile must be the winning tile.

        Attributes:
            kind (DetectorNineGatesKind):
            extra (None | TileClass | Unset):
            extra_wins (ExtraWins | Unset): When the extra tile of nine gates must be the winning tile.
    """

    kind: DetectorNineGatesKind
    extra: None | TileClass | Unset = UNSET
    extra_wins: ExtraWins | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        extra: None | str | Unset
        if isinstance(self.extra, Unset):
            extra = UNSET
        elif isinstance(self.extra, TileClass):
            extra = self.extra.value
        else:
            extra = self.extra

        extra_wins: str | Unset = UNSET
        if not isinstance(self.extra_wins, Unset):
            extra_wins = self.extra_wins.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if extra is not UNSET:
            field_dict["extra"] = extra
        if extra_wins is not UNSET:
            field_dict["extra_wins"] = extra_wins

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DetectorNineGatesKind(d.pop("kind"))

        def _parse_extra(data: object) -> None | TileClass | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                extra_type_0 = TileClass(data)

                return extra_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TileClass | Unset, data)

        extra = _parse_extra(d.pop("extra", UNSET))

        _extra_wins = d.pop("extra_wins", UNSET)
        extra_wins: ExtraWins | Unset
        if isinstance(_extra_wins, Unset):
            extra_wins = UNSET
        else:
            extra_wins = ExtraWins(_extra_wins)

        detector_nine_gates = cls(
            kind=kind,
            extra=extra,
            extra_wins=extra_wins,
        )

        detector_nine_gates.additional_properties = d
        return detector_nine_gates

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
