from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

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
    """

    chow_only_for_mahjong: bool
    chow_only_next: bool
    multiple_mahjong_voids: bool
    rank_mahjong: bool
    source: str

    def to_dict(self) -> dict[str, Any]:
        chow_only_for_mahjong = self.chow_only_for_mahjong

        chow_only_next = self.chow_only_next

        multiple_mahjong_voids = self.multiple_mahjong_voids

        rank_mahjong = self.rank_mahjong

        source = self.source

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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        chow_only_for_mahjong = d.pop("chow_only_for_mahjong")

        chow_only_next = d.pop("chow_only_next")

        multiple_mahjong_voids = d.pop("multiple_mahjong_voids")

        rank_mahjong = d.pop("rank_mahjong")

        source = d.pop("source")

        claim_rules = cls(
            chow_only_for_mahjong=chow_only_for_mahjong,
            chow_only_next=chow_only_next,
            multiple_mahjong_voids=multiple_mahjong_voids,
            rank_mahjong=rank_mahjong,
            source=source,
        )

        return claim_rules
