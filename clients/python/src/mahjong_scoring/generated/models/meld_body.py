from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MeldBody")


@_attrs_define
class MeldBody:
    """A declared meld. Its kind and tiles are kept as written, so that the service can point at a
    wrong one (`invalid_meld` at `/hand/melds/0/kind`, `unknown_tile` at `/hand/melds/0/tiles/2`).

        Attributes:
            kind (str): `chow`, `pung` or `kong`.
            tiles (list[str]): Tile codes.
            exposed (bool | None | Unset): False declares a concealed kong. Default true.
    """

    kind: str
    tiles: list[str]
    exposed: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        tiles = self.tiles

        exposed: bool | None | Unset
        if isinstance(self.exposed, Unset):
            exposed = UNSET
        else:
            exposed = self.exposed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "tiles": tiles,
            }
        )
        if exposed is not UNSET:
            field_dict["exposed"] = exposed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        tiles = cast(list[str], d.pop("tiles"))

        def _parse_exposed(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        exposed = _parse_exposed(d.pop("exposed", UNSET))

        meld_body = cls(
            kind=kind,
            tiles=tiles,
            exposed=exposed,
        )

        return meld_body
