from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.wind_name import WindName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.b_tree_map_i64 import BTreeMapI64


T = TypeVar("T", bound="SessionState")


@_attrs_define
class SessionState:
    """Where a session stands: sent as `start` to score a session in parts, and answered as `next`
    (the state to send with the following deals).

        Attributes:
            east (str): The id of the player who is East in the next deal.
            round_ (int): The round being played, from 1, in the rule set's order of play (`session.rounds`:
                1 East, 2 South, 3 West, 4 North; `italian`: the six giri of the three turni).
            totals (BTreeMapI64):
            deals_played (int | Unset): Deals played in the session so far.
            deposits (int | Unset): `riichi`: riichi deposits on the table (the totals then add up to 1,000 less each).
            east_wins (int | Unset): Deals the present East has won since taking the deal (`dmjl`: the ninth is a limit
                hand).
            extra_round_wind (None | Unset | WindName):
            honba (int | Unset): `riichi`: honba counters on the table.
            passes (int | Unset): How many times the deal has passed in this round.
            round_wind (None | Unset | WindName):
            voids (int | Unset): Drawn or void deals in a row under the present East (`italian`: the second passes East).
    """

    east: str
    round_: int
    totals: BTreeMapI64
    deals_played: int | Unset = UNSET
    deposits: int | Unset = UNSET
    east_wins: int | Unset = UNSET
    extra_round_wind: None | Unset | WindName = UNSET
    honba: int | Unset = UNSET
    passes: int | Unset = UNSET
    round_wind: None | Unset | WindName = UNSET
    voids: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        east = self.east

        round_ = self.round_

        totals = self.totals.to_dict()

        deals_played = self.deals_played

        deposits = self.deposits

        east_wins = self.east_wins

        extra_round_wind: None | str | Unset
        if isinstance(self.extra_round_wind, Unset):
            extra_round_wind = UNSET
        elif isinstance(self.extra_round_wind, WindName):
            extra_round_wind = self.extra_round_wind.value
        else:
            extra_round_wind = self.extra_round_wind

        honba = self.honba

        passes = self.passes

        round_wind: None | str | Unset
        if isinstance(self.round_wind, Unset):
            round_wind = UNSET
        elif isinstance(self.round_wind, WindName):
            round_wind = self.round_wind.value
        else:
            round_wind = self.round_wind

        voids = self.voids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "east": east,
                "round": round_,
                "totals": totals,
            }
        )
        if deals_played is not UNSET:
            field_dict["deals_played"] = deals_played
        if deposits is not UNSET:
            field_dict["deposits"] = deposits
        if east_wins is not UNSET:
            field_dict["east_wins"] = east_wins
        if extra_round_wind is not UNSET:
            field_dict["extra_round_wind"] = extra_round_wind
        if honba is not UNSET:
            field_dict["honba"] = honba
        if passes is not UNSET:
            field_dict["passes"] = passes
        if round_wind is not UNSET:
            field_dict["round_wind"] = round_wind
        if voids is not UNSET:
            field_dict["voids"] = voids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.b_tree_map_i64 import BTreeMapI64

        d = dict(src_dict)
        east = d.pop("east")

        round_ = d.pop("round")

        totals = BTreeMapI64.from_dict(d.pop("totals"))

        deals_played = d.pop("deals_played", UNSET)

        deposits = d.pop("deposits", UNSET)

        east_wins = d.pop("east_wins", UNSET)

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

        honba = d.pop("honba", UNSET)

        passes = d.pop("passes", UNSET)

        def _parse_round_wind(data: object) -> None | Unset | WindName:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                round_wind_type_0 = WindName(data)

                return round_wind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WindName, data)

        round_wind = _parse_round_wind(d.pop("round_wind", UNSET))

        voids = d.pop("voids", UNSET)

        session_state = cls(
            east=east,
            round_=round_,
            totals=totals,
            deals_played=deals_played,
            deposits=deposits,
            east_wins=east_wins,
            extra_round_wind=extra_round_wind,
            honba=honba,
            passes=passes,
            round_wind=round_wind,
            voids=voids,
        )

        return session_state
