from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.waiting_doublings import WaitingDoublings


T = TypeVar("T", bound="WaitingLimit")


@_attrs_define
class WaitingLimit:
    """What a waiting non-winner earns for the hand it waits on: a share of a limit hand
    (`rode-boekje` half of an irregular one, `bmja` 2/5 of any), and doublings for some winner
    elements (`bmja`: calling for purity).

        Attributes:
            divisor (int): …and divided by this.
            irregular_only (bool): Only irregular limit hands count.
            doublings (list[WaitingDoublings] | Unset): Winner elements whose hand a non-winner waits on earn it these
                doublings.
            multiplier (int | Unset): The limit value is multiplied by this (default 1)…
    """

    divisor: int
    irregular_only: bool
    doublings: list[WaitingDoublings] | Unset = UNSET
    multiplier: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        divisor = self.divisor

        irregular_only = self.irregular_only

        doublings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.doublings, Unset):
            doublings = []
            for doublings_item_data in self.doublings:
                doublings_item = doublings_item_data.to_dict()
                doublings.append(doublings_item)

        multiplier = self.multiplier

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "divisor": divisor,
                "irregular_only": irregular_only,
            }
        )
        if doublings is not UNSET:
            field_dict["doublings"] = doublings
        if multiplier is not UNSET:
            field_dict["multiplier"] = multiplier

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.waiting_doublings import WaitingDoublings

        d = dict(src_dict)
        divisor = d.pop("divisor")

        irregular_only = d.pop("irregular_only")

        _doublings = d.pop("doublings", UNSET)
        doublings: list[WaitingDoublings] | Unset = UNSET
        if _doublings is not UNSET:
            doublings = []
            for doublings_item_data in _doublings:
                doublings_item = WaitingDoublings.from_dict(doublings_item_data)

                doublings.append(doublings_item)

        multiplier = d.pop("multiplier", UNSET)

        waiting_limit = cls(
            divisor=divisor,
            irregular_only=irregular_only,
            doublings=doublings,
            multiplier=multiplier,
        )

        return waiting_limit
