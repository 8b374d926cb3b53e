from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.wind_name import WindName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.b_tree_map_i64 import BTreeMapI64
    from ..models.b_tree_map_u32 import BTreeMapU32
    from ..models.b_tree_map_wind_name import BTreeMapWindName
    from ..models.player_payment import PlayerPayment
    from ..models.round_reconciliation import RoundReconciliation


T = TypeVar("T", bound="SessionDealResult")


@_attrs_define
class SessionDealResult:
    """One scored deal of a session.

    Attributes:
        deal (int): The deal's number in the session, from 1.
        draw (bool): No one won.
        east (str): The id of East.
        east_keeps (bool): East keeps the deal (is East again in the next deal).
        net (BTreeMapI64):
        payments (list[PlayerPayment]): The payments.
        round_ (int): The round, from 1 (as [`SessionState::round`]).
        round_wind (WindName): A wind as a value: seat, round wind or discarder.
        scores (BTreeMapU32):
        seats (BTreeMapWindName):
        totals (BTreeMapI64):
        extra_round_wind (None | Unset | WindName):
        false_mahjong (None | str | Unset): The id of a player whose declared mahjong is not one (scored 0; no one won).
        reconciliation (None | RoundReconciliation | Unset):
        winner (None | str | Unset): The id of the winner (a legal mahjong), if any.
    """

    deal: int
    draw: bool
    east: str
    east_keeps: bool
    net: BTreeMapI64
    payments: list[PlayerPayment]
    round_: int
    round_wind: WindName
    scores: BTreeMapU32
    seats: BTreeMapWindName
    totals: BTreeMapI64
    extra_round_wind: None | Unset | WindName = UNSET
    false_mahjong: None | str | Unset = UNSET
    reconciliation: None | RoundReconciliation | Unset = UNSET
    winner: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.round_reconciliation import RoundReconciliation

        deal = self.deal

        draw = self.draw

        east = self.east

        east_keeps = self.east_keeps

        net = self.net.to_dict()

        payments = []
        for payments_item_data in self.payments:
            payments_item = payments_item_data.to_dict()
            payments.append(payments_item)

        round_ = self.round_

        round_wind = self.round_wind.value

        scores = self.scores.to_dict()

        seats = self.seats.to_dict()

        totals = self.totals.to_dict()

        extra_round_wind: None | str | Unset
        if isinstance(self.extra_round_wind, Unset):
            extra_round_wind = UNSET
        elif isinstance(self.extra_round_wind, WindName):
            extra_round_wind = self.extra_round_wind.value
        else:
            extra_round_wind = self.extra_round_wind

        false_mahjong: None | str | Unset
        if isinstance(self.false_mahjong, Unset):
            false_mahjong = UNSET
        else:
            false_mahjong = self.false_mahjong

        reconciliation: dict[str, Any] | None | Unset
        if isinstance(self.reconciliation, Unset):
            reconciliation = UNSET
        elif isinstance(self.reconciliation, RoundReconciliation):
            reconciliation = self.reconciliation.to_dict()
        else:
            reconciliation = self.reconciliation

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deal": deal,
                "draw": draw,
                "east": east,
                "east_keeps": east_keeps,
                "net": net,
                "payments": payments,
                "round": round_,
                "round_wind": round_wind,
                "scores": scores,
                "seats": seats,
                "totals": totals,
            }
        )
        if extra_round_wind is not UNSET:
            field_dict["extra_round_wind"] = extra_round_wind
        if false_mahjong is not UNSET:
            field_dict["false_mahjong"] = false_mahjong
        if reconciliation is not UNSET:
            field_dict["reconciliation"] = reconciliation
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.b_tree_map_i64 import BTreeMapI64
        from ..models.b_tree_map_u32 import BTreeMapU32
        from ..models.b_tree_map_wind_name import BTreeMapWindName
        from ..models.player_payment import PlayerPayment
        from ..models.round_reconciliation import RoundReconciliation

        d = dict(src_dict)
        deal = d.pop("deal")

        draw = d.pop("draw")

        east = d.pop("east")

        east_keeps = d.pop("east_keeps")

        net = BTreeMapI64.from_dict(d.pop("net"))

        payments = []
        _payments = d.pop("payments")
        for payments_item_data in _payments:
            payments_item = PlayerPayment.from_dict(payments_item_data)

            payments.append(payments_item)

        round_ = d.pop("round")

        round_wind = WindName(d.pop("round_wind"))

        scores = BTreeMapU32.from_dict(d.pop("scores"))

        seats = BTreeMapWindName.from_dict(d.pop("seats"))

        totals = BTreeMapI64.from_dict(d.pop("totals"))

        def _parse_extra_round_wind(data: object) -> None | Unset | WindName:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                extra_round_wind_type_0 = WindName(data)

                return extra_round_wind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WindName, data)

        extra_round_wind = _parse_extra_round_wind(d.pop("extra_round_wind", UNSET))

        def _parse_false_mahjong(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        false_mahjong = _parse_false_mahjong(d.pop("false_mahjong", UNSET))

        def _parse_reconciliation(data: object) -> None | RoundReconciliation | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reconciliation_type_0 = RoundReconciliation.from_dict(data)

                return reconciliation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RoundReconciliation | Unset, data)

        reconciliation = _parse_reconciliation(d.pop("reconciliation", UNSET))

        def _parse_winner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        session_deal_result = cls(
            deal=deal,
            draw=draw,
            east=east,
            east_keeps=east_keeps,
            net=net,
            payments=payments,
            round_=round_,
            round_wind=round_wind,
            scores=scores,
            seats=seats,
            totals=totals,
            extra_round_wind=extra_round_wind,
            false_mahjong=false_mahjong,
            reconciliation=reconciliation,
            winner=winner,
        )

        session_deal_result.additional_properties = d
        return session_deal_result

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
