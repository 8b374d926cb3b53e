from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.source_name import SourceName
from ..types import UNSET, Unset

T = TypeVar("T", bound="KnownWin")


@_attrs_define
class KnownWin:
    """How a deal given by its known scores was won: the discarder named by player id.

    Attributes:
        source (SourceName): Where the winning tile came from.
        discarder (None | str | Unset): The id of the player who discarded it.
    """

    source: SourceName
    discarder: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        source = self.source.value

        discarder: None | str | Unset
        if isinstance(self.discarder, Unset):
            discarder = UNSET
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

        def _parse_discarder(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        discarder = _parse_discarder(d.pop("discarder", UNSET))

        known_win = cls(
            source=source,
            discarder=discarder,
        )

        return known_win
