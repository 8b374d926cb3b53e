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
            claimed (bool | None | Unset): True declares a claimed kong: a concealed pung completed to a kong by a claimed
                discard. It
                scores as an exposed kong but counts as concealed for the rules on concealed hands. Only
                on a kong not declared concealed, and only under a rule set with `claimed_kongs`. Default
                false.
            exposed (bool | None | Unset): False declares a concealed kong. Default true.
    """

    kind: str
    tiles: list[str]
    claimed: bool | None | Unset = UNSET
    exposed: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        tiles = self.tiles

        claimed: bool | None | Unset
        if isinstance(self.claimed, Unset):
            claimed = UNSET
        else:
            claimed = self.claimed

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
        if claimed is not UNSET:
            field_dict["claimed"] = claimed
        if exposed is not UNSET:
            field_dict["exposed"] = exposed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        tiles = cast(list[str], d.pop("tiles"))

        def _parse_claimed(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        claimed = _parse_claimed(d.pop("claimed", UNSET))

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
            claimed=claimed,
            exposed=exposed,
        )

        return meld_body
