from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.setting_u32_type_1 import SettingU32Type1


T = TypeVar("T", bound="Minimum")


@_attrs_define
class Minimum:
    """The minimum a winning hand must reach (otherwise it is a false mahjong).

    Attributes:
        doublings (int | None | Unset): At least this many doublings.
        excluding (list[str] | Unset): These elements' points do not count towards `points` (`mcr`: flowers).
        or_elements (list[str] | Unset): Any of these elements also satisfies the minimum; a limit hand always does.
        points (int | None | SettingU32Type1 | Unset):
    """

    doublings: int | None | Unset = UNSET
    excluding: list[str] | Unset = UNSET
    or_elements: list[str] | Unset = UNSET
    points: int | None | SettingU32Type1 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.setting_u32_type_1 import SettingU32Type1

        doublings: int | None | Unset
        if isinstance(self.doublings, Unset):
            doublings = UNSET
        else:
            doublings = self.doublings

        excluding: list[str] | Unset = UNSET
        if not isinstance(self.excluding, Unset):
            excluding = self.excluding

        or_elements: list[str] | Unset = UNSET
        if not isinstance(self.or_elements, Unset):
            or_elements = self.or_elements

        points: dict[str, Any] | int | None | Unset
        if isinstance(self.points, Unset):
            points = UNSET
        elif isinstance(self.points, SettingU32Type1):
            points = self.points.to_dict()
        else:
            points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if doublings is not UNSET:
            field_dict["doublings"] = doublings
        if excluding is not UNSET:
            field_dict["excluding"] = excluding
        if or_elements is not UNSET:
            field_dict["or_elements"] = or_elements
        if points is not UNSET:
            field_dict["points"] = points

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.setting_u32_type_1 import SettingU32Type1

        d = dict(src_dict)

        def _parse_doublings(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        doublings = _parse_doublings(d.pop("doublings", UNSET))

        excluding = cast(list[str], d.pop("excluding", UNSET))

        or_elements = cast(list[str], d.pop("or_elements", UNSET))

        def _parse_points(data: object) -> int | None | SettingU32Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_u_32_type_1 = SettingU32Type1.from_dict(data)

                return componentsschemas_setting_u_32_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | SettingU32Type1 | Unset, data)

        points = _parse_points(d.pop("points", UNSET))

        minimum = cls(
            doublings=doublings,
            excluding=excluding,
            or_elements=or_elements,
            points=points,
        )

        return minimum
