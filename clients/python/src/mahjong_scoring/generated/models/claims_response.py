from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.claim_ref import ClaimRef
    from ..models.rejected_claim import RejectedClaim


T = TypeVar("T", bound="ClaimsResponse")


@_attrs_define
class ClaimsResponse:
    """Result of `POST /v1/claims/resolve`.

    Attributes:
        ranking (list[ClaimRef]): The valid claims, best first.
        rejected (list[RejectedClaim]): The claims the rules do not allow.
        ruleset (str): Rule set id.
        void (bool): The deal is void (`italian`: two mahjong claims).
        winner (ClaimRef | None | Unset):
        winners (list[ClaimRef] | Unset): When several mahjong claims all win (`riichi` with `double_ron`): each of
            them, in turn
            after the discarder; absent otherwise.
    """

    ranking: list[ClaimRef]
    rejected: list[RejectedClaim]
    ruleset: str
    void: bool
    winner: ClaimRef | None | Unset = UNSET
    winners: list[ClaimRef] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.claim_ref import ClaimRef

        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)

        rejected = []
        for rejected_item_data in self.rejected:
            rejected_item = rejected_item_data.to_dict()
            rejected.append(rejected_item)

        ruleset = self.ruleset

        void = self.void

        winner: dict[str, Any] | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        elif isinstance(self.winner, ClaimRef):
            winner = self.winner.to_dict()
        else:
            winner = self.winner

        winners: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = []
            for winners_item_data in self.winners:
                winners_item = winners_item_data.to_dict()
                winners.append(winners_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ranking": ranking,
                "rejected": rejected,
                "ruleset": ruleset,
                "void": void,
            }
        )
        if winner is not UNSET:
            field_dict["winner"] = winner
        if winners is not UNSET:
            field_dict["winners"] = winners

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.claim_ref import ClaimRef
        from ..models.rejected_claim import RejectedClaim

        d = dict(src_dict)
        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in _ranking:
            ranking_item = ClaimRef.from_dict(ranking_item_data)

            ranking.append(ranking_item)

        rejected = []
        _rejected = d.pop("rejected")
        for rejected_item_data in _rejected:
            rejected_item = RejectedClaim.from_dict(rejected_item_data)

            rejected.append(rejected_item)

        ruleset = d.pop("ruleset")

        void = d.pop("void")

        def _parse_winner(data: object) -> ClaimRef | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                winner_type_0 = ClaimRef.from_dict(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClaimRef | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        _winners = d.pop("winners", UNSET)
        winners: list[ClaimRef] | Unset = UNSET
        if _winners is not UNSET:
            winners = []
            for winners_item_data in _winners:
                winners_item = ClaimRef.from_dict(winners_item_data)

                winners.append(winners_item)

        claims_response = cls(
            ranking=ranking,
            rejected=rejected,
            ruleset=ruleset,
            void=void,
            winner=winner,
            winners=winners,
        )

        claims_response.additional_properties = d
        return claims_response

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
