from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.payments_type_0_method import PaymentsType0Method

if TYPE_CHECKING:
    from ..models.setting_bool_type_1 import SettingBoolType1


T = TypeVar("T", bound="PaymentsType0")


@_attrs_define
class PaymentsType0:
    """Non-winners pay the winner the winner's score and each other their differences.

    Attributes:
        east_double (bool | SettingBoolType1): A value fixed by the rule set or taken from one of its options.
        method (PaymentsType0Method):
    """

    east_double: bool | SettingBoolType1
    method: PaymentsType0Method
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.setting_bool_type_1 import SettingBoolType1

        east_double: bool | dict[str, Any]
        if isinstance(self.east_double, SettingBoolType1):
            east_double = self.east_double.to_dict()
        else:
            east_double = self.east_double

        method = self.method.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "east_double": east_double,
                "method": method,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.setting_bool_type_1 import SettingBoolType1

        d = dict(src_dict)

        def _parse_east_double(data: object) -> bool | SettingBoolType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_bool_type_1 = SettingBoolType1.from_dict(data)

                return componentsschemas_setting_bool_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | SettingBoolType1, data)

        east_double = _parse_east_double(d.pop("east_double"))

        method = PaymentsType0Method(d.pop("method"))

        payments_type_0 = cls(
            east_double=east_double,
            method=method,
        )

        payments_type_0.additional_properties = d
        return payments_type_0

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
