from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.announcement_name import AnnouncementName
from ..models.source_name import SourceName
from ..models.timing_name import TimingName
from ..models.wind_name import WindName
from ..types import UNSET, Unset

T = TypeVar("T", bound="WinBody")


@_attrs_define
class WinBody:
    """The winning tile and how it was won (only for the player who declares mahjong).

    Attributes:
        source (SourceName): Where the winning tile came from.
        tile (str): The winning tile; it is also among `hand.concealed`. Example: b5.
        announcements (list[AnnouncementName] | Unset): What the winner announced during the hand (`original_call`,
            `twofold_fortune`), each at
            most once; only those the rule set lists in its `announcements`. Default none.
        deposits (int | Unset): Riichi deposits on the table, collected by the winner (1,000 each), 0–255. Default 0.
        discarder (None | Unset | WindName):
        dora_indicators (list[str] | Unset): The dora indicators shown when the hand was won (`riichi`): each makes the
            next kind a
            dora. At most five. Example: ['3m'].
        honba (int | Unset): Honba counters on the table (`riichi`: 300 each to the winner), 0–255. Default 0.
        last_of_kind (bool | Unset): The winning tile is the last of its kind: the other three are already in sight,
            discarded or
            in exposed melds (`mcr`: Last Tile, 4 fans). The service cannot see the table: the caller
            says so. Default false.
        last_tile (bool | Unset): The last tile of the wall (source `wall` or `kong_replacement`) or the last discard of
            the hand
            (source `discard`); with `robbed_kong` it is invalid input.
        timing (TimingName | Unset): Special timing of a win.
        ura_indicators (list[str] | Unset): The ura dora indicators (`riichi`; only after `riichi` or `double_riichi`).
            At most five.
    """

    source: SourceName
    tile: str
    announcements: list[AnnouncementName] | Unset = UNSET
    deposits: int | Unset = UNSET
    discarder: None | Unset | WindName = UNSET
    dora_indicators: list[str] | Unset = UNSET
    honba: int | Unset = UNSET
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

        deposits = self.deposits

        discarder: None | str | Unset
        if isinstance(self.discarder, Unset):
            discarder = UNSET
        elif isinstance(self.discarder, WindName):
            discarder = self.discarder.value
        else:
            discarder = self.discarder

        dora_indicators: list[str] | Unset = UNSET
        if not isinstance(self.dora_indicators, Unset):
            dora_indicators = self.dora_indicators

        honba = self.honba

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
        if deposits is not UNSET:
            field_dict["deposits"] = deposits
        if discarder is not UNSET:
            field_dict["discarder"] = discarder
        if dora_indicators is not UNSET:
            field_dict["dora_indicators"] = dora_indicators
        if honba is not UNSET:
            field_dict["honba"] = honba
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

        deposits = d.pop("deposits", UNSET)

        def _parse_discarder(data: object) -> None | Unset | WindName:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                discarder_type_0 = WindName(data)

                return discarder_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WindName, data)

        discarder = _parse_discarder(d.pop("discarder", UNSET))

        dora_indicators = cast(list[str], d.pop("dora_indicators", UNSET))

        honba = d.pop("honba", UNSET)

        last_of_kind = d.pop("last_of_kind", UNSET)

        last_tile = d.pop("last_tile", UNSET)

        _timing = d.pop("timing", UNSET)
        timing: TimingName | Unset
        if isinstance(_timing, Unset):
            timing = UNSET
        else:
            timing = TimingName(_timing)

        ura_indicators = cast(list[str], d.pop("ura_indicators", UNSET))

        win_body = cls(
            source=source,
            tile=tile,
            announcements=announcements,
            deposits=deposits,
            discarder=discarder,
            dora_indicators=dora_indicators,
            honba=honba,
            last_of_kind=last_of_kind,
            last_tile=last_tile,
            timing=timing,
            ura_indicators=ura_indicators,
        )

        return win_body
