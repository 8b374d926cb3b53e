from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.setting_bool_type_1 import SettingBoolType1


T = TypeVar("T", bound="ClaimRules")


@_attrs_define
class ClaimRules:
    """Claim priority rules.

    Attributes:
        chow_only_for_mahjong (bool): A discard may be taken for a chow only to complete mahjong.
        chow_only_next (bool): Only the next player may claim for a chow.
        multiple_mahjong_voids (bool): Two or more mahjong claims void the deal.
        rank_mahjong (bool): Mahjong claims are ranked limit > pair > pung > chow before turn order.
        source (str): Where the rules come from.
        several_mahjong_win (bool | SettingBoolType1 | Unset): A value fixed by the rule set or taken from one of its
            options.
        three_mahjong_void (bool | SettingBoolType1 | Unset): A value fixed by the rule set or taken from one of its
            options.
    """

    chow_only_for_mahjong: bool
    chow_only_next: bool
    multiple_mahjong_voids: bool
    rank_mahjong: bool
    source: str
    several_mahjong_win: bool | SettingBoolType1 | Unset = UNSET
    three_mahjong_void: bool | SettingBoolType1 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.setting_bool_type_1 import SettingBoolType1

        chow_only_for_mahjong = self.chow_only_for_mahjong

        chow_only_next = self.chow_only_next

        multiple_mahjong_voids = self.multiple_mahjong_voids

        rank_mahjong = self.rank_mahjong

        source = self.source

        several_mahjong_win: bool | dict[str, Any] | Unset
        if isinstance(self.several_mahjong_win, Unset):
            several_mahjong_win = UNSET
        elif isinstance(self.several_mahjong_win, SettingBoolType1):
            several_mahjong_win = self.several_mahjong_win.to_dict()
        else:
            several_mahjong_win = self.several_mahjong_win

        three_mahjong_void: bool | dict[str, Any] | Unset
        if isinstance(self.three_mahjong_void, Unset):
            three_mahjong_void = UNSET
        elif isinstance(self.three_mahjong_void, SettingBoolType1):
            three_mahjong_void = self.three_mahjong_void.to_dict()
        else:
            three_mahjong_void = self.three_mahjong_void

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chow_only_for_mahjong": chow_only_for_mahjong,
                "chow_only_next": chow_only_next,
                "multiple_mahjong_voids": multiple_mahjong_voids,
                "rank_mahjong": rank_mahjong,
                "source": source,
            }
        )
        if several_mahjong_win is not UNSET:
            field_dict["several_mahjong_win"] = several_mahjong_win
        if three_mahjong_void is not UNSET:
            field_dict["three_mahjong_void"] = three_mahjong_void

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.setting_bool_type_1 import SettingBoolType1

        d = dict(src_dict)
        chow_only_for_mahjong = d.pop("chow_only_for_mahjong")

        chow_only_next = d.pop("chow_only_next")

        multiple_mahjong_voids = d.pop("multiple_mahjong_voids")

        rank_mahjong = d.pop("rank_mahjong")

        source = d.pop("source")

        def _parse_several_mahjong_win(data: object) -> bool | SettingBoolType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_bool_type_1 = SettingBoolType1.from_dict(data)

                return componentsschemas_setting_bool_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | SettingBoolType1 | Unset, data)

        several_mahjong_win = _parse_several_mahjong_win(
            d.pop("several_mahjong_win", UNSET)
        )

        def _parse_three_mahjong_void(data: object) -> bool | SettingBoolType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_bool_type_1 = SettingBoolType1.from_dict(data)

                return componentsschemas_setting_bool_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | SettingBoolType1 | Unset, data)

        three_mahjong_void = _parse_three_mahjong_void(
            d.pop("three_mahjong_void", UNSET)
        )

        claim_rules = cls(
            chow_only_for_mahjong=chow_only_for_mahjong,
            chow_only_next=chow_only_next,
            multiple_mahjong_voids=multiple_mahjong_voids,
            rank_mahjong=rank_mahjong,
            source=source,
            several_mahjong_win=several_mahjong_win,
            three_mahjong_void=three_mahjong_void,
        )

        return claim_rules
