from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.source_name import SourceName
from ..models.wind_name import WindName
from ..types import UNSET, Unset

T = TypeVar("T", bound="SettleWin")


@_attrs_define
class SettleWin:
    """How the deal was won, as settlement needs it.

    Attributes:
        source (SourceName): Where the winning tile came from.
        discarder (None | Unset | WindName):
    """

    source: SourceName
    discarder: None | Unset | WindName = UNSET

    def to_dict(self) -> dict[str, Any]:
        source = self.source.value

        discarder: None | str | Unset
        if isinstance(self.discarder, Unset):
            discarder = UNSET
        elif isinstance(self.discarder, WindName):
            discarder = self.discarder.value
        else:
            discarder = self.discarder

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
            }
        )
        if discarder is not UNSET:
            field_dict["discarder"] = discarder

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        source = SourceName(d.pop("source"))

        def _parse_discarder(data: object) -> None | Unset | WindName:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                discarder_type_0 = WindName(data)

                return discarder_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WindName, data)

        discarder = _parse_discarder(d.pop("discarder", UNSET))

        settle_win = cls(
            source=source,
            discarder=discarder,
        )

        return settle_win
