from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.setting_bool_type_1 import SettingBoolType1
    from ..models.setting_i64_type_1 import SettingI64Type1


T = TypeVar("T", bound="HanFuDef")


@_attrs_define
class HanFuDef:
    """How han and fu become a total (`method = "han_fu"`), each setting named after the field of the
    reference package's `OptionalRules` it equals (docs/rules-riichi.md#riichi-options).

        Attributes:
            fu_for_open_pinfu (bool | SettingBoolType1): A value fixed by the rule set or taken from one of its options.
            fu_for_pinfu_tsumo (bool | SettingBoolType1): A value fixed by the rule set or taken from one of its options.
            kazoe_limit (int | SettingI64Type1): A value fixed by the rule set or taken from one of its options.
            kiriage (bool | SettingBoolType1): A value fixed by the rule set or taken from one of its options.
            limit_to_sextuple_yakuman (bool | SettingBoolType1): A value fixed by the rule set or taken from one of its
                options.
    """

    fu_for_open_pinfu: bool | SettingBoolType1
    fu_for_pinfu_tsumo: bool | SettingBoolType1
    kazoe_limit: int | SettingI64Type1
    kiriage: bool | SettingBoolType1
    limit_to_sextuple_yakuman: bool | SettingBoolType1

    def to_dict(self) -> dict[str, Any]:
        from ..models.setting_bool_type_1 import SettingBoolType1
        from ..models.setting_i64_type_1 import SettingI64Type1

        fu_for_open_pinfu: bool | dict[str, Any]
        if isinstance(self.fu_for_open_pinfu, SettingBoolType1):
            fu_for_open_pinfu = self.fu_for_open_pinfu.to_dict()
        else:
            fu_for_open_pinfu = self.fu_for_open_pinfu

        fu_for_pinfu_tsumo: bool | dict[str, Any]
        if isinstance(self.fu_for_pinfu_tsumo, SettingBoolType1):
            fu_for_pinfu_tsumo = self.fu_for_pinfu_tsumo.to_dict()
        else:
            fu_for_pinfu_tsumo = self.fu_for_pinfu_tsumo

        kazoe_limit: dict[str, Any] | int
        if isinstance(self.kazoe_limit, SettingI64Type1):
            kazoe_limit = self.kazoe_limit.to_dict()
        else:
            kazoe_limit = self.kazoe_limit

        kiriage: bool | dict[str, Any]
        if isinstance(self.kiriage, SettingBoolType1):
            kiriage = self.kiriage.to_dict()
        else:
            kiriage = self.kiriage

        limit_to_sextuple_yakuman: bool | dict[str, Any]
        if isinstance(self.limit_to_sextuple_yakuman, SettingBoolType1):
            limit_to_sextuple_yakuman = self.limit_to_sextuple_yakuman.to_dict()
        else:
            limit_to_sextuple_yakuman = self.limit_to_sextuple_yakuman

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fu_for_open_pinfu": fu_for_open_pinfu,
                "fu_for_pinfu_tsumo": fu_for_pinfu_tsumo,
                "kazoe_limit": kazoe_limit,
                "kiriage": kiriage,
                "limit_to_sextuple_yakuman": limit_to_sextuple_yakuman,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.setting_bool_type_1 import SettingBoolType1
        from ..models.setting_i64_type_1 import SettingI64Type1

        d = dict(src_dict)

        def _parse_fu_for_open_pinfu(data: object) -> bool | SettingBoolType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_bool_type_1 = SettingBoolType1.from_dict(data)

                return componentsschemas_setting_bool_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | SettingBoolType1, data)

        fu_for_open_pinfu = _parse_fu_for_open_pinfu(d.pop("fu_for_open_pinfu"))

        def _parse_fu_for_pinfu_tsumo(data: object) -> bool | SettingBoolType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_bool_type_1 = SettingBoolType1.from_dict(data)

                return componentsschemas_setting_bool_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | SettingBoolType1, data)

        fu_for_pinfu_tsumo = _parse_fu_for_pinfu_tsumo(d.pop("fu_for_pinfu_tsumo"))

        def _parse_kazoe_limit(data: object) -> int | SettingI64Type1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_i_64_type_1 = SettingI64Type1.from_dict(data)

                return componentsschemas_setting_i_64_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | SettingI64Type1, data)

        kazoe_limit = _parse_kazoe_limit(d.pop("kazoe_limit"))

        def _parse_kiriage(data: object) -> bool | SettingBoolType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_bool_type_1 = SettingBoolType1.from_dict(data)

                return componentsschemas_setting_bool_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | SettingBoolType1, data)

        kiriage = _parse_kiriage(d.pop("kiriage"))

        def _parse_limit_to_sextuple_yakuman(data: object) -> bool | SettingBoolType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_bool_type_1 = SettingBoolType1.from_dict(data)

                return componentsschemas_setting_bool_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | SettingBoolType1, data)

        limit_to_sextuple_yakuman = _parse_limit_to_sextuple_yakuman(
            d.pop("limit_to_sextuple_yakuman")
        )

        han_fu_def = cls(
            fu_for_open_pinfu=fu_for_open_pinfu,
            fu_for_pinfu_tsumo=fu_for_pinfu_tsumo,
            kazoe_limit=kazoe_limit,
            kiriage=kiriage,
            limit_to_sextuple_yakuman=limit_to_sextuple_yakuman,
        )

        return han_fu_def
