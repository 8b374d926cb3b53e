from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.wind_name import WindName
from ..types import UNSET, Unset

T = TypeVar("T", bound="RoundDef")


@_attrs_define
class RoundDef:
    """One round of the order of play: its prevailing wind(s).

    Attributes:
        wind (WindName): A wind as a value: seat, round wind or discarder.
        extra (None | Unset | WindName):
    """

    wind: WindName
    extra: None | Unset | WindName = UNSET

    def to_dict(self) -> dict[str, Any]:
        wind = self.wind.value

        extra: None | str | Unset
        if isinstance(self.extra, Unset):
            extra = UNSET
        elif isinstance(self.extra, WindName):
            extra = self.extra.value
        else:
            extra = self.extra

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "wind": wind,
            }
        )
        if extra is not UNSET:
            field_dict["extra"] = extra

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        wind = WindName(d.pop("wind"))

        def _parse_extra(data: object) -> None | Unset | WindName:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                extra_type_0 = WindName(data)

                return extra_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WindName, data)

        extra = _parse_extra(d.pop("extra", UNSET))

        round_def = cls(
            wind=wind,
            extra=extra,
        )

        return round_def
