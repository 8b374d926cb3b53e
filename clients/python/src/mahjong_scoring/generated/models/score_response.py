from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.element_body import ElementBody
    from ..models.fan_payments import FanPayments
    from ..models.han_fu_score import HanFuScore
    from ..models.limit_hand_body import LimitHandBody
    from ..models.reason_body import ReasonBody
    from ..models.set_body import SetBody


T = TypeVar("T", bound="ScoreResponse")


@_attrs_define
class ScoreResponse:
    """One player's score with the itemised breakdown.

    Attributes:
        arrangement (list[SetBody]): The arrangement used.
        capped (bool): An ordinary total was cut to the limit.
        doublings (int): Doublings.
        elements (list[ElementBody]): The awarded elements.
        mahjong (bool): For a request with `win`: whether the hand is a legal mahjong (false: a false mahjong).
        points (int): Points before doublings.
        ruleset (str): Rule set id.
        total (int): The final score (after doublings, cap and rounding); `nine-dragons`: points.
        fan_payments (FanPayments | None | Unset):
        han_fu (HanFuScore | None | Unset):
        limit_hand (LimitHandBody | None | Unset):
        reasons (list[ReasonBody] | Unset): Why the hand scores nothing (false mahjong, tile-count fault).
    """

    arrangement: list[SetBody]
    capped: bool
    doublings: int
    elements: list[ElementBody]
    mahjong: bool
    points: int
    ruleset: str
    total: int
    fan_payments: FanPayments | None | Unset = UNSET
    han_fu: HanFuScore | None | Unset = UNSET
    limit_hand: LimitHandBody | None | Unset = UNSET
    reasons: list[ReasonBody] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fan_payments import FanPayments
        from ..models.han_fu_score import HanFuScore
        from ..models.limit_hand_body import LimitHandBody

        arrangement = []
        for arrangement_item_data in self.arrangement:
            arrangement_item = arrangement_item_data.to_dict()
            arrangement.append(arrangement_item)

        capped = self.capped

        doublings = self.doublings

        elements = []
        for elements_item_data in self.elements:
            elements_item = elements_item_data.to_dict()
            elements.append(elements_item)

        mahjong = self.mahjong

        points = self.points

        ruleset = self.ruleset

        total = self.total

        fan_payments: dict[str, Any] | None | Unset
        if isinstance(self.fan_payments, Unset):
            fan_payments = UNSET
        elif isinstance(self.fan_payments, FanPayments):
            fan_payments = self.fan_payments.to_dict()
        else:
            fan_payments = self.fan_payments

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

        reasons: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.reasons, Unset):
            reasons = []
            for reasons_item_data in self.reasons:
                reasons_item = reasons_item_data.to_dict()
                reasons.append(reasons_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "arrangement": arrangement,
                "capped": capped,
                "doublings": doublings,
                "elements": elements,
                "mahjong": mahjong,
                "points": points,
                "ruleset": ruleset,
                "total": total,
            }
        )
        if fan_payments is not UNSET:
            field_dict["fan_payments"] = fan_payments
        if han_fu is not UNSET:
            field_dict["han_fu"] = han_fu
        if limit_hand is not UNSET:
            field_dict["limit_hand"] = limit_hand
        if reasons is not UNSET:
            field_dict["reasons"] = reasons

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.element_body import ElementBody
        from ..models.fan_payments import FanPayments
        from ..models.han_fu_score import HanFuScore
        from ..models.limit_hand_body import LimitHandBody
        from ..models.reason_body import ReasonBody
        from ..models.set_body import SetBody

        d = dict(src_dict)
        arrangement = []
        _arrangement = d.pop("arrangement")
        for arrangement_item_data in _arrangement:
            arrangement_item = SetBody.from_dict(arrangement_item_data)

            arrangement.append(arrangement_item)

        capped = d.pop("capped")

        doublings = d.pop("doublings")

        elements = []
        _elements = d.pop("elements")
        for elements_item_data in _elements:
            elements_item = ElementBody.from_dict(elements_item_data)

            elements.append(elements_item)

        mahjong = d.pop("mahjong")

        points = d.pop("points")

        ruleset = d.pop("ruleset")

        total = d.pop("total")

        def _parse_fan_payments(data: object) -> FanPayments | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fan_payments_type_0 = FanPayments.from_dict(data)

                return fan_payments_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FanPayments | None | Unset, data)

        fan_payments = _parse_fan_payments(d.pop("fan_payments", UNSET))

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

        _reasons = d.pop("reasons", UNSET)
        reasons: list[ReasonBody] | Unset = UNSET
        if _reasons is not UNSET:
            reasons = []
            for reasons_item_data in _reasons:
                reasons_item = ReasonBody.from_dict(reasons_item_data)

                reasons.append(reasons_item)

        score_response = cls(
            arrangement=arrangement,
            capped=capped,
            doublings=doublings,
            elements=elements,
            mahjong=mahjong,
            points=points,
            ruleset=ruleset,
            total=total,
            fan_payments=fan_payments,
            han_fu=han_fu,
            limit_hand=limit_hand,
            reasons=reasons,
        )

        score_response.additional_properties = d
        return score_response

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
