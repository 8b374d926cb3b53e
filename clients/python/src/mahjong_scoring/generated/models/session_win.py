from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.announcement_name import AnnouncementName
from ..models.source_name import SourceName
from ..models.timing_name import TimingName
from ..types import UNSET, Unset

T = TypeVar("T", bound="SessionWin")


@_attrs_define
class SessionWin:
    """The win of a deal given as four hands: as [`Win`], the discarder named by player id.

    Attributes:
        source (SourceName): Where the winning tile came from.
        tile (str): The winning tile; it is also among the hand's concealed tiles. Example: b5.
        announcements (list[AnnouncementName] | Unset): What the winner announced during the hand (`original_call`,
            `twofold_fortune`), each at
            most once; only those the rule set lists in its `announcements`. Default none.
        discarder (None | str | Unset): The id of the player who discarded it (or declared the robbed kong).
        dora_indicators (list[str] | Unset): `riichi`: dora indicators, as a win's.
        last_of_kind (bool | Unset): `mcr`: the winning tile is the last of its kind, as a win's.
        last_tile (bool | Unset): The last tile of the wall (self-drawn) or the last discard of the hand.
        timing (TimingName | Unset): Special timing of a win.
        ura_indicators (list[str] | Unset): `riichi`: ura dora indicators, as a win's.
    """

    source: SourceName
    tile: str
    announcements: list[AnnouncementName] | Unset = UNSET
    discarder: None | str | Unset = UNSET
    dora_indicators: list[str] | Unset = UNSET
    last_of_kind: bool | Unset = UNSET
    last_tile: bool | Unset = UNSET
    timing: TimingName | Unset = UNSET
    ura_indicators: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        source = self.source.value

        tile = self.tile

        announcements: list[str] | Unset = UNSET
        if not isinstance(self.announcements, Unset):
            announcements = []
            for announcements_item_data in self.announcements:
                announcements_item = announcements_item_data.value
                announcements.append(announcements_item)

        discarder: None | str | Unset
        if isinstance(self.discarder, Unset):
            discarder = UNSET
        else:
            discarder = self.discarder

        dora_indicators: list[str] | Unset = UNSET
        if not isinstance(self.dora_indicators, Unset):
            dora_indicators = self.dora_indicators

        last_of_kind = self.last_of_kind

        last_tile = self.last_tile

        timing: str | Unset = UNSET
        if not isinstance(self.timing, Unset):
            timing = self.timing.value

        ura_indicators: list[str] | Unset = UNSET
        if not isinstance(self.ura_indicators, Unset):
            ura_indicators = self.ura_indicators

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
                "tile": tile,
            }
        )
        if announcements is not UNSET:
            field_dict["announcements"] = announcements
        if discarder is not UNSET:
            field_dict["discarder"] = discarder
        if dora_indicators is not UNSET:
            field_dict["dora_indicators"] = dora_indicators
        if last_of_kind is not UNSET:
            field_dict["last_of_kind"] = last_of_kind
        if last_tile is not UNSET:
            field_dict["last_tile"] = last_tile
        if timing is not UNSET:
            field_dict["timing"] = timing
        if ura_indicators is not UNSET:
            field_dict["ura_indicators"] = ura_indicators

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        source = SourceName(d.pop("source"))

        tile = d.pop("tile")

        _announcements = d.pop("announcements", UNSET)
        announcements: list[AnnouncementName] | Unset = UNSET
        if _announcements is not UNSET:
            announcements = []
            for announcements_item_data in _announcements:
                announcements_item = AnnouncementName(announcements_item_data)

                announcements.append(announcements_item)

        def _parse_discarder(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        discarder = _parse_discarder(d.pop("discarder", UNSET))

        dora_indicators = cast(list[str], d.pop("dora_indicators", UNSET))

        last_of_kind = d.pop("last_of_kind", UNSET)

        last_tile = d.pop("last_tile", UNSET)

        _timing = d.pop("timing", UNSET)
        timing: TimingName | Unset
        if isinstance(_timing, Unset):
            timing = UNSET
        else:
            timing = TimingName(_timing)

        ura_indicators = cast(list[str], d.pop("ura_indicators", UNSET))

        session_win = cls(
            source=source,
            tile=tile,
            announcements=announcements,
            discarder=discarder,
            dora_indicators=dora_indicators,
            last_of_kind=last_of_kind,
            last_tile=last_tile,
            timing=timing,
            ura_indicators=ura_indicators,
        )

        return session_win
