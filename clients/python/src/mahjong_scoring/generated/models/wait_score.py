from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fan_count import FanCount
    from ..models.han_fu_score import HanFuScore
    from ..models.limit_hand_body import LimitHandBody


T = TypeVar("T", bound="WaitScore")


@_attrs_define
class WaitScore:
    """The score one winning tile would give.

    Attributes:
        mahjong (bool): Legal mahjong (a wait may fail a minimum).
        total (int): The total.
        fans (list[FanCount] | Unset): Under a rule set that counts fans (`mcr`): each fan the tile would give, flowers
            included,
            in the rule set's order (also when the hand falls short of the 8-fan minimum: `mahjong`
            says so). Empty elsewhere.
        han_fu (HanFuScore | None | Unset):
        limit_hand (LimitHandBody | None | Unset):
    """

    mahjong: bool
    total: int
    fans: list[FanCount] | Unset = UNSET
    han_fu: HanFuScore | None | Unset = UNSET
    limit_hand: LimitHandBody | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.han_fu_score import HanFuScore
        from ..models.limit_hand_body import LimitHandBody

        mahjong = self.mahjong

        total = self.total

        fans: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.fans, Unset):
            fans = []
            for fans_item_data in self.fans:
                fans_item = fans_item_data.to_dict()
                fans.append(fans_item)

        han_fu: dict[str, Any] | None | Unset
        if isinstance(self.han_fu, Unset):
            han_fu = UNSET
        elif isinstance(self.han_fu, HanFuScore):
            han_fu = self.han_fu.to_dict()
        else:
            han_fu = self.han_fu

        limit_hand: dict[str, Any] | None | Unset
        if isinstance(self.limit_hand, Unset):
            limit_hand = UNSET
        elif isinstance(self.limit_hand, LimitHandBody):
            limit_hand = self.limit_hand.to_dict()
        else:
            limit_hand = self.limit_hand

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mahjong": mahjong,
                "total": total,
            }
        )
        if fans is not UNSET:
            field_dict["fans"] = fans
        if han_fu is not UNSET:
            field_dict["han_fu"] = han_fu
        if limit_hand is not UNSET:
            field_dict["limit_hand"] = limit_hand

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.fan_count import FanCount
        from ..models.han_fu_score import HanFuScore
        from ..models.limit_hand_body import LimitHandBody

        d = dict(src_dict)
        mahjong = d.pop("mahjong")

        total = d.pop("total")

        _fans = d.pop("fans", UNSET)
        fans: list[FanCount] | Unset = UNSET
        if _fans is not UNSET:
            fans = []
            for fans_item_data in _fans:
                fans_item = FanCount.from_dict(fans_item_data)

                fans.append(fans_item)

        def _parse_han_fu(data: object) -> HanFuScore | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                han_fu_type_0 = HanFuScore.from_dict(data)

                return han_fu_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HanFuScore | None | Unset, data)

        han_fu = _parse_han_fu(d.pop("han_fu", UNSET))

        def _parse_limit_hand(data: object) -> LimitHandBody | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                limit_hand_type_0 = LimitHandBody.from_dict(data)

                return limit_hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LimitHandBody | None | Unset, data)

        limit_hand = _parse_limit_hand(d.pop("limit_hand", UNSET))

        wait_score = cls(
            mahjong=mahjong,
            total=total,
            fans=fans,
            han_fu=han_fu,
            limit_hand=limit_hand,
        )

        wait_score.additional_properties = d
        return wait_score

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
