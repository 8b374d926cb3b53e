from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.pattern import Pattern
from ..types import UNSET, Unset

T = TypeVar("T", bound="PatternDef")


@_attrs_define
class PatternDef:
    """A pattern a mahjong may take, possibly behind an option.

    Attributes:
        pattern (Pattern): Structural patterns a mahjong may have.
        enabled_by (None | str | Unset): Only when this boolean option is on.
        limit_only (bool | Unset): An arrangement of this pattern scores exactly its limit hand: points and doublings
            are
            earned only by an arrangement into sets and a pair (irregular hands: seven pairs, thirteen
            orphans, wind snake, svarione). A hand that also forms sets and a pair is scored both ways
            and the higher total wins.
        requires (list[str] | Unset): With `limit_only`: an arrangement of this pattern is a mahjong only when one of
            these
            limit elements applies (`bmja`: seven pairs only as all pair honours); a limit of the win
            (heavenly hand, …) does not make it one.
    """

    pattern: Pattern
    enabled_by: None | str | Unset = UNSET
    limit_only: bool | Unset = UNSET
    requires: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        pattern = self.pattern.value

        enabled_by: None | str | Unset
        if isinstance(self.enabled_by, Unset):
            enabled_by = UNSET
        else:
            enabled_by = self.enabled_by

        limit_only = self.limit_only

        requires: list[str] | Unset = UNSET
        if not isinstance(self.requires, Unset):
            requires = self.requires

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pattern": pattern,
            }
        )
        if enabled_by is not UNSET:
            field_dict["enabled_by"] = enabled_by
        if limit_only is not UNSET:
            field_dict["limit_only"] = limit_only
        if requires is not UNSET:
            field_dict["requires"] = requires

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pattern = Pattern(d.pop("pattern"))

        def _parse_enabled_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        enabled_by = _parse_enabled_by(d.pop("enabled_by", UNSET))

        limit_only = d.pop("limit_only", UNSET)

        requires = cast(list[str], d.pop("requires", UNSET))

        pattern_def = cls(
            pattern=pattern,
            enabled_by=enabled_by,
            limit_only=limit_only,
            requires=requires,
        )

        return pattern_def
