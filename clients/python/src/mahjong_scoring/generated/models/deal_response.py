from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.wind_name import WindName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.deal_player_result import DealPlayerResult
    from ..models.settle_response import SettleResponse


T = TypeVar("T", bound="DealResponse")


@_attrs_define
class DealResponse:
    """Result of `POST /v1/deals/score`.

    Attributes:
        players (list[DealPlayerResult]): Each player's score, in the order of the request.
        ruleset (str): Rule set id.
        settlement (SettleResponse): Result of `POST /v1/deals/settle`.
        winner (None | Unset | WindName):
    """

    players: list[DealPlayerResult]
    ruleset: str
    settlement: SettleResponse
    winner: None | Unset | WindName = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        ruleset = self.ruleset

        settlement = self.settlement.to_dict()

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        elif isinstance(self.winner, WindName):
            winner = self.winner.value
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "players": players,
                "ruleset": ruleset,
                "settlement": settlement,
            }
        )
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.deal_player_result import DealPlayerResult
        from ..models.settle_response import SettleResponse

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = DealPlayerResult.from_dict(players_item_data)

            players.append(players_item)

        ruleset = d.pop("ruleset")

        settlement = SettleResponse.from_dict(d.pop("settlement"))

        def _parse_winner(data: object) -> None | Unset | WindName:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = WindName(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WindName, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        deal_response = cls(
            players=players,
            ruleset=ruleset,
            settlement=settlement,
            winner=winner,
        )

        deal_response.additional_properties = d
        return deal_response

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
