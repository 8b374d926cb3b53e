from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.payments_type_3_method import PaymentsType3Method

if TYPE_CHECKING:
    from ..models.setting_i64_type_1 import SettingI64Type1


T = TypeVar("T", bound="PaymentsType3")


@_attrs_define
class PaymentsType3:
    """Fans (`mcr`): on a discard the discarder pays the winner's total + `base` and the two
    others `base` each; self-drawn, each of the three pays the total + `base`; a drawn deal
    pays nothing. A false mahjong (`false_mahjong`) costs the offender `false_mahjong` to each
    other player, and no one wins.

        Attributes:
            base (int): What every loser pays besides the discarder's (or on a self-draw each one's) total.
            false_mahjong (int | SettingI64Type1): A value fixed by the rule set or taken from one of its options.
            method (PaymentsType3Method):
    """

    base: int
    false_mahjong: int | SettingI64Type1
    method: PaymentsType3Method
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.setting_i64_type_1 import SettingI64Type1

        base = self.base

        false_mahjong: dict[str, Any] | int
        if isinstance(self.false_mahjong, SettingI64Type1):
            false_mahjong = self.false_mahjong.to_dict()
        else:
            false_mahjong = self.false_mahjong

        method = self.method.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "base": base,
                "false_mahjong": false_mahjong,
                "method": method,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.setting_i64_type_1 import SettingI64Type1

        d = dict(src_dict)
        base = d.pop("base")

        def _parse_false_mahjong(data: object) -> int | SettingI64Type1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_i_64_type_1 = SettingI64Type1.from_dict(data)

                return componentsschemas_setting_i_64_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | SettingI64Type1, data)

        false_mahjong = _parse_false_mahjong(d.pop("false_mahjong"))

        method = PaymentsType3Method(d.pop("method"))

        payments_type_3 = cls(
            base=base,
            false_mahjong=false_mahjong,
            method=method,
        )

        payments_type_3.additional_properties = d
        return payments_type_3

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
