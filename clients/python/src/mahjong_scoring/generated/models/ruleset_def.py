from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.announcement_name import AnnouncementName
from ..models.method import Method
from ..models.rounding import Rounding
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.claim_rules import ClaimRules
    from ..models.element import Element
    from ..models.han_fu_def import HanFuDef
    from ..models.minimum import Minimum
    from ..models.names import Names
    from ..models.option_def import OptionDef
    from ..models.pattern_def import PatternDef
    from ..models.preset_def import PresetDef
    from ..models.session_rules import SessionRules
    from ..models.setting_bool_type_1 import SettingBoolType1
    from ..models.settlement_rules import SettlementRules
    from ..models.seven_pairs_rule import SevenPairsRule
    from ..models.tile_count_faults import TileCountFaults
    from ..models.tournament_rules import TournamentRules
    from ..models.waiting_limit import WaitingLimit


T = TypeVar("T", bound="RulesetDef")


@_attrs_define
class RulesetDef:
    """A rule set definition, as written in its TOML file and served by `GET /v1/rulesets/{id}`.

    Attributes:
        bonus_tiles (bool | SettingBoolType1): A value fixed by the rule set or taken from one of its options.
        claims (ClaimRules): Claim priority rules.
        elements (list[Element]): The scoring elements.
        id (str): The rule set's id.
        method (Method): How a hand's total is formed.
        name (Names): Names of a rule, an element or an option: English, plus the Dutch and Italian terms (the source
            document's own term where it has one).
        non_winners_score (bool): Whether players other than the winner score their hands.
        patterns (list[PatternDef]): The patterns a mahjong may take.
        settlement (SettlementRules): Settlement rules.
        source (str): The source document, by title and edition.
        announcements (list[AnnouncementName] | Unset): The announcements a win may carry under this rule set
            (`original_call`,
            `twofold_fortune`); a win with any other is refused (`not_in_ruleset`). Default none.
        claimed_kongs (bool | Unset): Whether a hand may declare a claimed kong (`"claimed": true` on a kong, `{…}` in
            compact
            notation: a concealed pung completed by a claimed discard, scored as an exposed kong and
            counted as concealed for the rules on concealed hands). Without it such a hand is refused
            (`not_in_ruleset`). Default false.
        extra_round_wind (bool | Unset): Whether a second prevailing wind may be named (`italian`, third turn).
        han_fu (HanFuDef | None | Unset):
        kong_box_without_kong (bool | Unset): A tile won as a kong replacement needs no declared kong in the hand
            (Kajongg's tests win
            on the kong box without one).
        limit (int | None | Unset): The limit (cap) of a hand's total, if any.
        max_chows (int | None | Unset): The most chows a standard mahjong may have (`bmja` 1), if limited.
        minimum (Minimum | Unset): The minimum a winning hand must reach (otherwise it is a false mahjong).
        options (list[OptionDef] | Unset): The options a request may override.
        presets (list[PresetDef] | Unset): Named option sets, each served as a rule set of its own, `<id>-<preset>`
            (`riichi-ema`):
            this rule set with the preset's option values as its defaults.
        red_fives (bool | SettingBoolType1 | Unset): A value fixed by the rule set or taken from one of its options.
        roof_off (bool | SettingBoolType1 | Unset): A value fixed by the rule set or taken from one of its options.
        rounding (Rounding | Unset): Rounding of the final total.
        session (SessionRules | Unset): The order of play (`[session]`).
        session_chips (int | None | Unset): Chips each player starts a session with, where the rule set reconciles
            session totals
            3:3:3:1 (`italian`).
        seven_pairs (SevenPairsRule | Unset): Seven pairs variants.
        tile_count_faults (TileCountFaults | Unset): Tile-count faults of non-winners.
        tournament (TournamentRules | Unset): Tournaments (`[tournament]`): players are ranked by the sum of their
            session results (final
            minus starting total), highest first, then by the tie-breaks in order.
        waiting_limit (None | Unset | WaitingLimit):
    """

    bonus_tiles: bool | SettingBoolType1
    claims: ClaimRules
    elements: list[Element]
    id: str
    method: Method
    name: Names
    non_winners_score: bool
    patterns: list[PatternDef]
    settlement: SettlementRules
    source: str
    announcements: list[AnnouncementName] | Unset = UNSET
    claimed_kongs: bool | Unset = UNSET
    extra_round_wind: bool | Unset = UNSET
    han_fu: HanFuDef | None | Unset = UNSET
    kong_box_without_kong: bool | Unset = UNSET
    limit: int | None | Unset = UNSET
    max_chows: int | None | Unset = UNSET
    minimum: Minimum | Unset = UNSET
    options: list[OptionDef] | Unset = UNSET
    presets: list[PresetDef] | Unset = UNSET
    red_fives: bool | SettingBoolType1 | Unset = UNSET
    roof_off: bool | SettingBoolType1 | Unset = UNSET
    rounding: Rounding | Unset = UNSET
    session: SessionRules | Unset = UNSET
    session_chips: int | None | Unset = UNSET
    seven_pairs: SevenPairsRule | Unset = UNSET
    tile_count_faults: TileCountFaults | Unset = UNSET
    tournament: TournamentRules | Unset = UNSET
    waiting_limit: None | Unset | WaitingLimit = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.han_fu_def import HanFuDef
        from ..models.setting_bool_type_1 import SettingBoolType1
        from ..models.waiting_limit import WaitingLimit

        bonus_tiles: bool | dict[str, Any]
        if isinstance(self.bonus_tiles, SettingBoolType1):
            bonus_tiles = self.bonus_tiles.to_dict()
        else:
            bonus_tiles = self.bonus_tiles

        claims = self.claims.to_dict()

        elements = []
        for elements_item_data in self.elements:
            elements_item = elements_item_data.to_dict()
            elements.append(elements_item)

        id = self.id

        method = self.method.value

        name = self.name.to_dict()

        non_winners_score = self.non_winners_score

        patterns = []
        for patterns_item_data in self.patterns:
            patterns_item = patterns_item_data.to_dict()
            patterns.append(patterns_item)

        settlement = self.settlement.to_dict()

        source = self.source

        announcements: list[str] | Unset = UNSET
        if not isinstance(self.announcements, Unset):
            announcements = []
            for announcements_item_data in self.announcements:
                announcements_item = announcements_item_data.value
                announcements.append(announcements_item)

        claimed_kongs = self.claimed_kongs

        extra_round_wind = self.extra_round_wind

        han_fu: dict[str, Any] | None | Unset
        if isinstance(self.han_fu, Unset):
            han_fu = UNSET
        elif isinstance(self.han_fu, HanFuDef):
            han_fu = self.han_fu.to_dict()
        else:
            han_fu = self.han_fu

        kong_box_without_kong = self.kong_box_without_kong

        limit: int | None | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        else:
            limit = self.limit

        max_chows: int | None | Unset
        if isinstance(self.max_chows, Unset):
            max_chows = UNSET
        else:
            max_chows = self.max_chows

        minimum: dict[str, Any] | Unset = UNSET
        if not isinstance(self.minimum, Unset):
            minimum = self.minimum.to_dict()

        options: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = []
            for options_item_data in self.options:
                options_item = options_item_data.to_dict()
                options.append(options_item)

        presets: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.presets, Unset):
            presets = []
            for presets_item_data in self.presets:
                presets_item = presets_item_data.to_dict()
                presets.append(presets_item)

        red_fives: bool | dict[str, Any] | Unset
        if isinstance(self.red_fives, Unset):
            red_fives = UNSET
        elif isinstance(self.red_fives, SettingBoolType1):
            red_fives = self.red_fives.to_dict()
        else:
            red_fives = self.red_fives

        roof_off: bool | dict[str, Any] | Unset
        if isinstance(self.roof_off, Unset):
            roof_off = UNSET
        elif isinstance(self.roof_off, SettingBoolType1):
            roof_off = self.roof_off.to_dict()
        else:
            roof_off = self.roof_off

        rounding: str | Unset = UNSET
        if not isinstance(self.rounding, Unset):
            rounding = self.rounding.value

        session: dict[str, Any] | Unset = UNSET
        if not isinstance(self.session, Unset):
            session = self.session.to_dict()

        session_chips: int | None | Unset
        if isinstance(self.session_chips, Unset):
            session_chips = UNSET
        else:
            session_chips = self.session_chips

        seven_pairs: dict[str, Any] | Unset = UNSET
        if not isinstance(self.seven_pairs, Unset):
            seven_pairs = self.seven_pairs.to_dict()

        tile_count_faults: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tile_count_faults, Unset):
            tile_count_faults = self.tile_count_faults.to_dict()

        tournament: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tournament, Unset):
            tournament = self.tournament.to_dict()

        waiting_limit: dict[str, Any] | None | Unset
        if isinstance(self.waiting_limit, Unset):
            waiting_limit = UNSET
        elif isinstance(self.waiting_limit, WaitingLimit):
            waiting_limit = self.waiting_limit.to_dict()
        else:
            waiting_limit = self.waiting_limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bonus_tiles": bonus_tiles,
                "claims": claims,
                "elements": elements,
                "id": id,
                "method": method,
                "name": name,
                "non_winners_score": non_winners_score,
                "patterns": patterns,
                "settlement": settlement,
                "source": source,
            }
        )
        if announcements is not UNSET:
            field_dict["announcements"] = announcements
        if claimed_kongs is not UNSET:
            field_dict["claimed_kongs"] = claimed_kongs
        if extra_round_wind is not UNSET:
            field_dict["extra_round_wind"] = extra_round_wind
        if han_fu is not UNSET:
            field_dict["han_fu"] = han_fu
        if kong_box_without_kong is not UNSET:
            field_dict["kong_box_without_kong"] = kong_box_without_kong
        if limit is not UNSET:
            field_dict["limit"] = limit
        if max_chows is not UNSET:
            field_dict["max_chows"] = max_chows
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if options is not UNSET:
            field_dict["options"] = options
        if presets is not UNSET:
            field_dict["presets"] = presets
        if red_fives is not UNSET:
            field_dict["red_fives"] = red_fives
        if roof_off is not UNSET:
            field_dict["roof_off"] = roof_off
        if rounding is not UNSET:
            field_dict["rounding"] = rounding
        if session is not UNSET:
            field_dict["session"] = session
        if session_chips is not UNSET:
            field_dict["session_chips"] = session_chips
        if seven_pairs is not UNSET:
            field_dict["seven_pairs"] = seven_pairs
        if tile_count_faults is not UNSET:
            field_dict["tile_count_faults"] = tile_count_faults
        if tournament is not UNSET:
            field_dict["tournament"] = tournament
        if waiting_limit is not UNSET:
            field_dict["waiting_limit"] = waiting_limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.claim_rules import ClaimRules
        from ..models.element import Element
        from ..models.han_fu_def import HanFuDef
        from ..models.minimum import Minimum
        from ..models.names import Names
        from ..models.option_def import OptionDef
        from ..models.pattern_def import PatternDef
        from ..models.preset_def import PresetDef
        from ..models.session_rules import SessionRules
        from ..models.setting_bool_type_1 import SettingBoolType1
        from ..models.settlement_rules import SettlementRules
        from ..models.seven_pairs_rule import SevenPairsRule
        from ..models.tile_count_faults import TileCountFaults
        from ..models.tournament_rules import TournamentRules
        from ..models.waiting_limit import WaitingLimit

        d = dict(src_dict)

        def _parse_bonus_tiles(data: object) -> bool | SettingBoolType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_bool_type_1 = SettingBoolType1.from_dict(data)

                return componentsschemas_setting_bool_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | SettingBoolType1, data)

        bonus_tiles = _parse_bonus_tiles(d.pop("bonus_tiles"))

        claims = ClaimRules.from_dict(d.pop("claims"))

        elements = []
        _elements = d.pop("elements")
        for elements_item_data in _elements:
            elements_item = Element.from_dict(elements_item_data)

            elements.append(elements_item)

        id = d.pop("id")

        method = Method(d.pop("method"))

        name = Names.from_dict(d.pop("name"))

        non_winners_score = d.pop("non_winners_score")

        patterns = []
        _patterns = d.pop("patterns")
        for patterns_item_data in _patterns:
            patterns_item = PatternDef.from_dict(patterns_item_data)

            patterns.append(patterns_item)

        settlement = SettlementRules.from_dict(d.pop("settlement"))

        source = d.pop("source")

        _announcements = d.pop("announcements", UNSET)
        announcements: list[AnnouncementName] | Unset = UNSET
        if _announcements is not UNSET:
            announcements = []
            for announcements_item_data in _announcements:
                announcements_item = AnnouncementName(announcements_item_data)

                announcements.append(announcements_item)

        claimed_kongs = d.pop("claimed_kongs", UNSET)

        extra_round_wind = d.pop("extra_round_wind", UNSET)

        def _parse_han_fu(data: object) -> HanFuDef | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                han_fu_type_0 = HanFuDef.from_dict(data)

                return han_fu_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HanFuDef | None | Unset, data)

        han_fu = _parse_han_fu(d.pop("han_fu", UNSET))

        kong_box_without_kong = d.pop("kong_box_without_kong", UNSET)

        def _parse_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))

        def _parse_max_chows(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_chows = _parse_max_chows(d.pop("max_chows", UNSET))

        _minimum = d.pop("minimum", UNSET)
        minimum: Minimum | Unset
        if isinstance(_minimum, Unset):
            minimum = UNSET
        else:
            minimum = Minimum.from_dict(_minimum)

        _options = d.pop("options", UNSET)
        options: list[OptionDef] | Unset = UNSET
        if _options is not UNSET:
            options = []
            for options_item_data in _options:
                options_item = OptionDef.from_dict(options_item_data)

                options.append(options_item)

        _presets = d.pop("presets", UNSET)
        presets: list[PresetDef] | Unset = UNSET
        if _presets is not UNSET:
            presets = []
            for presets_item_data in _presets:
                presets_item = PresetDef.from_dict(presets_item_data)

                presets.append(presets_item)

        def _parse_red_fives(data: object) -> bool | SettingBoolType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_bool_type_1 = SettingBoolType1.from_dict(data)

                return componentsschemas_setting_bool_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | SettingBoolType1 | Unset, data)

        red_fives = _parse_red_fives(d.pop("red_fives", UNSET))

        def _parse_roof_off(data: object) -> bool | SettingBoolType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_setting_bool_type_1 = SettingBoolType1.from_dict(data)

                return componentsschemas_setting_bool_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | SettingBoolType1 | Unset, data)

        roof_off = _parse_roof_off(d.pop("roof_off", UNSET))

        _rounding = d.pop("rounding", UNSET)
        rounding: Rounding | Unset
        if isinstance(_rounding, Unset):
            rounding = UNSET
        else:
            rounding = Rounding(_rounding)

        _session = d.pop("session", UNSET)
        session: SessionRules | Unset
        if isinstance(_session, Unset):
            session = UNSET
        else:
            session = SessionRules.from_dict(_session)

        def _parse_session_chips(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        session_chips = _parse_session_chips(d.pop("session_chips", UNSET))

        _seven_pairs = d.pop("seven_pairs", UNSET)
        seven_pairs: SevenPairsRule | Unset
        if isinstance(_seven_pairs, Unset):
            seven_pairs = UNSET
        else:
            seven_pairs = SevenPairsRule.from_dict(_seven_pairs)

        _tile_count_faults = d.pop("tile_count_faults", UNSET)
        tile_count_faults: TileCountFaults | Unset
        if isinstance(_tile_count_faults, Unset):
            tile_count_faults = UNSET
        else:
            tile_count_faults = TileCountFaults.from_dict(_tile_count_faults)

        _tournament = d.pop("tournament", UNSET)
        tournament: TournamentRules | Unset
        if isinstance(_tournament, Unset):
            tournament = UNSET
        else:
            tournament = TournamentRules.from_dict(_tournament)

        def _parse_waiting_limit(data: object) -> None | Unset | WaitingLimit:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                waiting_limit_type_0 = WaitingLimit.from_dict(data)

                return waiting_limit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WaitingLimit, data)

        waiting_limit = _parse_waiting_limit(d.pop("waiting_limit", UNSET))

        ruleset_def = cls(
            bonus_tiles=bonus_tiles,
            claims=claims,
            elements=elements,
            id=id,
            method=method,
            name=name,
            non_winners_score=non_winners_score,
            patterns=patterns,
            settlement=settlement,
            source=source,
            announcements=announcements,
            claimed_kongs=claimed_kongs,
            extra_round_wind=extra_round_wind,
            han_fu=han_fu,
            kong_box_without_kong=kong_box_without_kong,
            limit=limit,
            max_chows=max_chows,
            minimum=minimum,
            options=options,
            presets=presets,
            red_fives=red_fives,
            roof_off=roof_off,
            rounding=rounding,
            session=session,
            session_chips=session_chips,
            seven_pairs=seven_pairs,
            tile_count_faults=tile_count_faults,
            tournament=tournament,
            waiting_limit=waiting_limit,
        )

        return ruleset_def
