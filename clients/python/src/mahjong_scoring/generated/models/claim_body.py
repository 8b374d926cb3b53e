from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.announcement_name import AnnouncementName
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
        announcements (list[AnnouncementName] | Unset): What the claimant announced, as a winner's `announcements`
            (`riichi`: a player in riichi
            claims only for mahjong, and riichi is their yaku).
        hand (HandObject | None | str | Unset):
    """

    kind: ClaimKindName
    seat: WindName
    announcements: list[AnnouncementName] | Unset = UNSET
    hand: HandObject | None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.hand_object import HandObject

        kind = self.kind.value

        seat = self.seat.value

        announcements: list[str] | Unset = UNSET
        if not isinstance(self.announcements, Unset):
            announcements = []
            for announcements_item_data in self.announcements:
                announcements_item = announcements_item_data.value
                announcements.append(announcements_item)

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
        if announcements is not UNSET:
            field_dict["announcements"] = announcements
        if hand is not UNSET:
            field_dict["hand"] = hand

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hand_object import HandObject

        d = dict(src_dict)
        kind = ClaimKindName(d.pop("kind"))

        seat = WindName(d.pop("seat"))

        _announcements = d.pop("announcements", UNSET)
        announcements: list[AnnouncementName] | Unset = UNSET
        if _announcements is not UNSET:
            announcements = []
            for announcements_item_data in _announcements:
                announcements_item = AnnouncementName(announcements_item_data)

                announcements.append(announcements_item)

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
            announcements=announcements,
            hand=hand,
        )

        return claim_body
