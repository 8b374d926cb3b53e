from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.wind_name import WindName

if TYPE_CHECKING:
    from ..models.score_response import ScoreResponse


T = TypeVar("T", bound="DealPlayerResult")


@_attrs_define
class DealPlayerResult:
    """One player's result in a deal.

    Attributes:
        score (ScoreResponse): One player's score with the itemised breakdown.
        seat (WindName): A wind as a value: seat, round wind or discarder.
    """

    score: ScoreResponse
    seat: WindName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        score = self.score.to_dict()

        seat = self.seat.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "score": score,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.score_response import ScoreResponse

        d = dict(src_dict)
        score = ScoreResponse.from_dict(d.pop("score"))

        seat = WindName(d.pop("seat"))

        deal_player_result = cls(
            score=score,
            seat=seat,
        )

        deal_player_result.additional_properties = d
        return deal_player_result

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
