from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.claim_kind_name import ClaimKindName
from ..models.wind_name import WindName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hand_object import HandObject


T = TypeVar("T", bound="ClaimBody")


@_attrs_define
class ClaimBody:
    """One claim on the discard.

    Attributes:
        kind (ClaimKindName): What a claim on a discard is for.
        seat (WindName): A wind as a value: seat, round wind or discarder.
        hand (HandObject | None | str | Unset):
    """

    kind: ClaimKindName
    seat: WindName
    hand: HandObject | None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.hand_object import HandObject

        kind = self.kind.value

        seat = self.seat.value

        hand: dict[str, Any] | None | str | Unset
        if isinstance(self.hand, Unset):
            hand = UNSET
        elif isinstance(self.hand, HandObject):
            hand = self.hand.to_dict()
        else:
            hand = self.hand

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if hand is not UNSET:
            field_dict["hand"] = hand

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hand_object import HandObject

        d = dict(src_dict)
        kind = ClaimKindName(d.pop("kind"))

        seat = WindName(d.pop("seat"))

        def _parse_hand(data: object) -> HandObject | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hand_body_type_1 = HandObject.from_dict(data)

                return componentsschemas_hand_body_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HandObject | None | str | Unset, data)

        hand = _parse_hand(d.pop("hand", UNSET))

        claim_body = cls(
            kind=kind,
            seat=seat,
            hand=hand,
        )

        return claim_body
