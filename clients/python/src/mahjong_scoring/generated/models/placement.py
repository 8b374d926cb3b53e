from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.setting_i64_type_1 import SettingI64Type1


T = TypeVar("T", bound="Placement")


@_attrs_define
class Placement:
    """A session's final scores by placement (`riichi`'s oka and uma): each player's points less
    `target`, plus the uma of their place; the first also takes the oka, `4 × (target − start)`,
    and the riichi deposits left on the table. Tied players share their places' uma (and oka,
    deposits) equally.

        Attributes:
            start (int | SettingI64Type1): A value fixed by the rule set or taken from one of its options.
            target (int | SettingI64Type1): A value fixed by the rule set or taken from one of its options.
            uma (list[int | SettingI64Type1]): The uma of the first and the second place; the fourth and the third pay them.
    """

    start: int | SettingI64Type1
    target: int | SettingI64Type1
    uma: list[int | SettingI64Type1]

    def to_dict(self) -> dict[str, Any]:
        from ..models.setting_i64_type_1 import SettingI64Type1

        start: dict[str, Any] | int
        if isinstance(self.start, SettingI64Type1):
            start = self.start.to_dict()
        else:
            start = self.start

        target: dict[str, Any] | int
        if isinstance(self.target, SettingI64Type1):
            target = self.target.to_dict()
        else:
            target = self.target

        uma = []
        for uma_item_data in self.uma:
            uma_item: dict[str, Any] | int
            if isinstance(uma_item_data, SettingI64Type1):
                uma_item = uma_item_data.to_dict()
            else:
                uma_item = uma_item_data
            uma.append(uma_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "start": start,
                "target": target,
                "uma": uma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.setting_i64_type_1 import SettingI64Type1

        d = dict(src_dict)

        def _parse_start(data: object) -> int | SettingI64Type1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_i_64_type_1 = SettingI64Type1.from_dict(data)

                return componentsschemas_setting_i_64_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | SettingI64Type1, data)

        start = _parse_start(d.pop("start"))

        def _parse_target(data: object) -> int | SettingI64Type1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_i_64_type_1 = SettingI64Type1.from_dict(data)

                return componentsschemas_setting_i_64_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | SettingI64Type1, data)

        target = _parse_target(d.pop("target"))

        uma = []
        _uma = d.pop("uma")
        for uma_item_data in _uma:

            def _parse_uma_item(data: object) -> int | SettingI64Type1:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_setting_i_64_type_1 = SettingI64Type1.from_dict(
                        data
                    )

                    return componentsschemas_setting_i_64_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(int | SettingI64Type1, data)

            uma_item = _parse_uma_item(uma_item_data)

            uma.append(uma_item)

        placement = cls(
            start=start,
            target=target,
            uma=uma,
        )

        return placement
