from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.announcement_name import AnnouncementName
from ..models.detector_announced_kind import DetectorAnnouncedKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="DetectorAnnounced")


@_attrs_define
class DetectorAnnounced:
    """The winner made this announcement (`win.announcements`), with at most `max_exposed`
    exposed groups when given (declared exposed melds, and the group a claimed winning tile
    completes; a claimed kong counts as concealed).

        Attributes:
            announcement (AnnouncementName): Something the winner announced during the hand, for the rule sets that score it
                (a rule
                set lists the ones it takes in its definition, `announcements`; any other is refused).
            kind (DetectorAnnouncedKind):
            max_exposed (int | None | Unset): At most this many exposed groups.
    """

    announcement: AnnouncementName
    kind: DetectorAnnouncedKind
    max_exposed: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        announcement = self.announcement.value

        kind = self.kind.value

        max_exposed: int | None | Unset
        if isinstance(self.max_exposed, Unset):
            max_exposed = UNSET
        else:
            max_exposed = self.max_exposed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "announcement": announcement,
                "kind": kind,
            }
        )
        if max_exposed is not UNSET:
            field_dict["max_exposed"] = max_exposed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        announcement = AnnouncementName(d.pop("announcement"))

        kind = DetectorAnnouncedKind(d.pop("kind"))

        def _parse_max_exposed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_exposed = _parse_max_exposed(d.pop("max_exposed", UNSET))

        detector_announced = cls(
            announcement=announcement,
            kind=kind,
            max_exposed=max_exposed,
        )

        detector_announced.additional_properties = d
        return detector_announced

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
