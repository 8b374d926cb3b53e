from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.applies import Applies
from ..models.pattern import Pattern
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.detector_all_chows import DetectorAllChows
    from ..models.detector_all_of import DetectorAllOf
    from ..models.detector_all_pungs import DetectorAllPungs
    from ..models.detector_announced import DetectorAnnounced
    from ..models.detector_bonus import DetectorBonus
    from ..models.detector_bonus_set import DetectorBonusSet
    from ..models.detector_completes_pair import DetectorCompletesPair
    from ..models.detector_concealed_hand import DetectorConcealedHand
    from ..models.detector_dora import DetectorDora
    from ..models.detector_dragon_sets import DetectorDragonSets
    from ..models.detector_every_group import DetectorEveryGroup
    from ..models.detector_fan import DetectorFan
    from ..models.detector_full_straight import DetectorFullStraight
    from ..models.detector_identical_chows import DetectorIdenticalChows
    from ..models.detector_last_tile import DetectorLastTile
    from ..models.detector_mahjong import DetectorMahjong
    from ..models.detector_nine_gates import DetectorNineGates
    from ..models.detector_no_bonus import DetectorNoBonus
    from ..models.detector_no_other_points import DetectorNoOtherPoints
    from ..models.detector_only_wait import DetectorOnlyWait
    from ..models.detector_pattern import DetectorPattern
    from ..models.detector_same_in_three_suits import DetectorSameInThreeSuits
    from ..models.detector_seat import DetectorSeat
    from ..models.detector_self_drawn import DetectorSelfDrawn
    from ..models.detector_set import DetectorSet
    from ..models.detector_set_count import DetectorSetCount
    from ..models.detector_squirming_snake import DetectorSquirmingSnake
    from ..models.detector_tail import DetectorTail
    from ..models.detector_tiles import DetectorTiles
    from ..models.detector_timing import DetectorTiming
    from ..models.detector_wait import DetectorWait
    from ..models.detector_win_source import DetectorWinSource
    from ..models.detector_wind_sets import DetectorWindSets
    from ..models.detector_winning_tile import DetectorWinningTile
    from ..models.detector_wriggling_snake import DetectorWrigglingSnake
    from ..models.names import Names


T = TypeVar("T", bound="Element")


@_attrs_define
class Element:
    """One scoring element of a rule set.

    Attributes:
        applies (Applies): Which players an element applies to.
        detector (DetectorAllChows | DetectorAllOf | DetectorAllPungs | DetectorAnnounced | DetectorBonus |
            DetectorBonusSet | DetectorCompletesPair | DetectorConcealedHand | DetectorDora | DetectorDragonSets |
            DetectorEveryGroup | DetectorFan | DetectorFullStraight | DetectorIdenticalChows | DetectorLastTile |
            DetectorMahjong | DetectorNineGates | DetectorNoBonus | DetectorNoOtherPoints | DetectorOnlyWait |
            DetectorPattern | DetectorSameInThreeSuits | DetectorSeat | DetectorSelfDrawn | DetectorSet | DetectorSetCount |
            DetectorSquirmingSnake | DetectorTail | DetectorTiles | DetectorTiming | DetectorWait | DetectorWindSets |
            DetectorWinningTile | DetectorWinSource | DetectorWrigglingSnake): The named pattern detectors. Each returns how
            many times its element applies to an arrangement (0 = not at all); set detectors count matching sets, hand
            detectors return 0 or 1.
        id (str): Stable id, unique in the rule set.
        name (Names): Names of a rule, an element or an option: English, plus the Dutch and Italian terms (the source
            document's own term where it has one).
        source (str): Where the rule comes from: the source document's section, and the section of the rules
            reference (`docs/rules.md`) where an ambiguity was settled.
        doublings (int | None | Unset): Doublings it is worth (each time it applies).
        enabled_by (None | str | Unset): Only when this boolean option is on.
        irregular (bool | Unset): An irregular limit hand (`rode-boekje`: half value for a waiting non-winner).
        limit (int | None | Unset): A limit hand of this value (replaces the ordinary total when higher).
        open_doublings (int | None | Unset): Doublings it is worth on an open hand (one with an exposed declared meld;
            `han_fu`
            rule sets), where they differ from `doublings`; 0: not on an open hand.
        patterns (list[Pattern] | Unset): Only for arrangements with one of these patterns (empty: any).
        points (int | None | Unset): Points it is worth (each time it applies).
        unless (list[str] | Unset): Not awarded when any of these elements is detected.
    """

    applies: Applies
    detector: (
        DetectorAllChows
        | DetectorAllOf
        | DetectorAllPungs
        | DetectorAnnounced
        | DetectorBonus
        | DetectorBonusSet
        | DetectorCompletesPair
        | DetectorConcealedHand
        | DetectorDora
        | DetectorDragonSets
        | DetectorEveryGroup
        | DetectorFan
        | DetectorFullStraight
        | DetectorIdenticalChows
        | DetectorLastTile
        | DetectorMahjong
        | DetectorNineGates
        | DetectorNoBonus
        | DetectorNoOtherPoints
        | DetectorOnlyWait
        | DetectorPattern
        | DetectorSameInThreeSuits
        | DetectorSeat
        | DetectorSelfDrawn
        | DetectorSet
        | DetectorSetCount
        | DetectorSquirmingSnake
        | DetectorTail
        | DetectorTiles
        | DetectorTiming
        | DetectorWait
        | DetectorWindSets
        | DetectorWinningTile
        | DetectorWinSource
        | DetectorWrigglingSnake
    )
    id: str
    name: Names
    source: str
    doublings: int | None | Unset = UNSET
    enabled_by: None | str | Unset = UNSET
    irregular: bool | Unset = UNSET
    limit: int | None | Unset = UNSET
    open_doublings: int | None | Unset = UNSET
    patterns: list[Pattern] | Unset = UNSET
    points: int | None | Unset = UNSET
    unless: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.detector_all_chows import DetectorAllChows
        from ..models.detector_all_of import DetectorAllOf
        from ..models.detector_all_pungs import DetectorAllPungs
        from ..models.detector_announced import DetectorAnnounced
        from ..models.detector_bonus import DetectorBonus
        from ..models.detector_bonus_set import DetectorBonusSet
        from ..models.detector_completes_pair import DetectorCompletesPair
        from ..models.detector_concealed_hand import DetectorConcealedHand
        from ..models.detector_dora import DetectorDora
        from ..models.detector_dragon_sets import DetectorDragonSets
        from ..models.detector_every_group import DetectorEveryGroup
        from ..models.detector_full_straight import DetectorFullStraight
        from ..models.detector_identical_chows import DetectorIdenticalChows
        from ..models.detector_last_tile import DetectorLastTile
        from ..models.detector_mahjong import DetectorMahjong
        from ..models.detector_nine_gates import DetectorNineGates
        from ..models.detector_no_bonus import DetectorNoBonus
        from ..models.detector_no_other_points import DetectorNoOtherPoints
        from ..models.detector_only_wait import DetectorOnlyWait
        from ..models.detector_pattern import DetectorPattern
        from ..models.detector_same_in_three_suits import DetectorSameInThreeSuits
        from ..models.detector_seat import DetectorSeat
        from ..models.detector_self_drawn import DetectorSelfDrawn
        from ..models.detector_set import DetectorSet
        from ..models.detector_set_count import DetectorSetCount
        from ..models.detector_squirming_snake import DetectorSquirmingSnake
        from ..models.detector_tail import DetectorTail
        from ..models.detector_tiles import DetectorTiles
        from ..models.detector_timing import DetectorTiming
        from ..models.detector_wait import DetectorWait
        from ..models.detector_win_source import DetectorWinSource
        from ..models.detector_wind_sets import DetectorWindSets
        from ..models.detector_winning_tile import DetectorWinningTile
        from ..models.detector_wriggling_snake import DetectorWrigglingSnake

        applies = self.applies.value

        detector: dict[str, Any]
        if (
            isinstance(self.detector, DetectorMahjong)
            or isinstance(self.detector, DetectorSet)
            or isinstance(self.detector, DetectorSetCount)
            or isinstance(self.detector, DetectorTiles)
            or isinstance(self.detector, DetectorAllChows)
            or isinstance(self.detector, DetectorAllPungs)
            or isinstance(self.detector, DetectorConcealedHand)
            or isinstance(self.detector, DetectorSelfDrawn)
            or isinstance(self.detector, DetectorWinSource)
            or isinstance(self.detector, DetectorLastTile)
            or isinstance(self.detector, DetectorTiming)
            or isinstance(self.detector, DetectorCompletesPair)
            or isinstance(self.detector, DetectorOnlyWait)
            or isinstance(self.detector, DetectorWinningTile)
            or isinstance(self.detector, DetectorDragonSets)
            or isinstance(self.detector, DetectorWindSets)
            or isinstance(self.detector, DetectorPattern)
            or isinstance(self.detector, DetectorNineGates)
            or isinstance(self.detector, DetectorAnnounced)
            or isinstance(self.detector, DetectorSquirmingSnake)
            or isinstance(self.detector, DetectorWrigglingSnake)
            or isinstance(self.detector, DetectorTail)
            or isinstance(self.detector, DetectorBonus)
            or isinstance(self.detector, DetectorBonusSet)
            or isinstance(self.detector, DetectorNoBonus)
            or isinstance(self.detector, DetectorSeat)
            or isinstance(self.detector, DetectorAllOf)
            or isinstance(self.detector, DetectorNoOtherPoints)
            or isinstance(self.detector, DetectorDora)
            or isinstance(self.detector, DetectorIdenticalChows)
            or isinstance(self.detector, DetectorSameInThreeSuits)
            or isinstance(self.detector, DetectorFullStraight)
            or isinstance(self.detector, DetectorEveryGroup)
            or isinstance(self.detector, DetectorWait)
        ):
            detector = self.detector.to_dict()
        else:
            detector = self.detector.to_dict()

        id = self.id

        name = self.name.to_dict()

        source = self.source

        doublings: int | None | Unset
        if isinstance(self.doublings, Unset):
            doublings = UNSET
        else:
            doublings = self.doublings

        enabled_by: None | str | Unset
        if isinstance(self.enabled_by, Unset):
            enabled_by = UNSET
        else:
            enabled_by = self.enabled_by

        irregular = self.irregular

        limit: int | None | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        else:
            limit = self.limit

        open_doublings: int | None | Unset
        if isinstance(self.open_doublings, Unset):
            open_doublings = UNSET
        else:
            open_doublings = self.open_doublings

        patterns: list[str] | Unset = UNSET
        if not isinstance(self.patterns, Unset):
            patterns = []
            for patterns_item_data in self.patterns:
                patterns_item = patterns_item_data.value
                patterns.append(patterns_item)

        points: int | None | Unset
        if isinstance(self.points, Unset):
            points = UNSET
        else:
            points = self.points

        unless: list[str] | Unset = UNSET
        if not isinstance(self.unless, Unset):
            unless = self.unless

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "applies": applies,
                "detector": detector,
                "id": id,
                "name": name,
                "source": source,
            }
        )
        if doublings is not UNSET:
            field_dict["doublings"] = doublings
        if enabled_by is not UNSET:
            field_dict["enabled_by"] = enabled_by
        if irregular is not UNSET:
            field_dict["irregular"] = irregular
        if limit is not UNSET:
            field_dict["limit"] = limit
        if open_doublings is not UNSET:
            field_dict["open_doublings"] = open_doublings
        if patterns is not UNSET:
            field_dict["patterns"] = patterns
        if points is not UNSET:
            field_dict["points"] = points
        if unless is not UNSET:
            field_dict["unless"] = unless

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.detector_all_chows import DetectorAllChows
        from ..models.detector_all_of import DetectorAllOf
        from ..models.detector_all_pungs import DetectorAllPungs
        from ..models.detector_announced import DetectorAnnounced
        from ..models.detector_bonus import DetectorBonus
        from ..models.detector_bonus_set import DetectorBonusSet
        from ..models.detector_completes_pair import DetectorCompletesPair
        from ..models.detector_concealed_hand import DetectorConcealedHand
        from ..models.detector_dora import DetectorDora
        from ..models.detector_dragon_sets import DetectorDragonSets
        from ..models.detector_every_group import DetectorEveryGroup
        from ..models.detector_fan import DetectorFan
        from ..models.detector_full_straight import DetectorFullStraight
        from ..models.detector_identical_chows import DetectorIdenticalChows
        from ..models.detector_last_tile import DetectorLastTile
        from ..models.detector_mahjong import DetectorMahjong
        from ..models.detector_nine_gates import DetectorNineGates
        from ..models.detector_no_bonus import DetectorNoBonus
        from ..models.detector_no_other_points import DetectorNoOtherPoints
        from ..models.detector_only_wait import DetectorOnlyWait
        from ..models.detector_pattern import DetectorPattern
        from ..models.detector_same_in_three_suits import DetectorSameInThreeSuits
        from ..models.detector_seat import DetectorSeat
        from ..models.detector_self_drawn import DetectorSelfDrawn
        from ..models.detector_set import DetectorSet
        from ..models.detector_set_count import DetectorSetCount
        from ..models.detector_squirming_snake import DetectorSquirmingSnake
        from ..models.detector_tail import DetectorTail
        from ..models.detector_tiles import DetectorTiles
        from ..models.detector_timing import DetectorTiming
        from ..models.detector_wait import DetectorWait
        from ..models.detector_win_source import DetectorWinSource
        from ..models.detector_wind_sets import DetectorWindSets
        from ..models.detector_winning_tile import DetectorWinningTile
        from ..models.detector_wriggling_snake import DetectorWrigglingSnake
        from ..models.names import Names

        d = dict(src_dict)
        applies = Applies(d.pop("applies"))

        def _parse_detector(
            data: object,
        ) -> (
            DetectorAllChows
            | DetectorAllOf
            | DetectorAllPungs
            | DetectorAnnounced
            | DetectorBonus
            | DetectorBonusSet
            | DetectorCompletesPair
            | DetectorConcealedHand
            | DetectorDora
            | DetectorDragonSets
            | DetectorEveryGroup
            | DetectorFan
            | DetectorFullStraight
            | DetectorIdenticalChows
            | DetectorLastTile
            | DetectorMahjong
            | DetectorNineGates
            | DetectorNoBonus
            | DetectorNoOtherPoints
            | DetectorOnlyWait
            | DetectorPattern
            | DetectorSameInThreeSuits
            | DetectorSeat
            | DetectorSelfDrawn
            | DetectorSet
            | DetectorSetCount
            | DetectorSquirmingSnake
            | DetectorTail
            | DetectorTiles
            | DetectorTiming
            | DetectorWait
            | DetectorWindSets
            | DetectorWinningTile
            | DetectorWinSource
            | DetectorWrigglingSnake
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_0 = DetectorMahjong.from_dict(data)

                return componentsschemas_detector_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_1 = DetectorSet.from_dict(data)

                return componentsschemas_detector_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_2 = DetectorSetCount.from_dict(data)

                return componentsschemas_detector_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_3 = DetectorTiles.from_dict(data)

                return componentsschemas_detector_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_4 = DetectorAllChows.from_dict(data)

                return componentsschemas_detector_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_5 = DetectorAllPungs.from_dict(data)

                return componentsschemas_detector_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_6 = DetectorConcealedHand.from_dict(
                    data
                )

                return componentsschemas_detector_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_7 = DetectorSelfDrawn.from_dict(data)

                return componentsschemas_detector_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_8 = DetectorWinSource.from_dict(data)

                return componentsschemas_detector_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_9 = DetectorLastTile.from_dict(data)

                return componentsschemas_detector_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_10 = DetectorTiming.from_dict(data)

                return componentsschemas_detector_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_11 = DetectorCompletesPair.from_dict(
                    data
                )

                return componentsschemas_detector_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_12 = DetectorOnlyWait.from_dict(data)

                return componentsschemas_detector_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_13 = DetectorWinningTile.from_dict(data)

                return componentsschemas_detector_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_14 = DetectorDragonSets.from_dict(data)

                return componentsschemas_detector_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_15 = DetectorWindSets.from_dict(data)

                return componentsschemas_detector_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_16 = DetectorPattern.from_dict(data)

                return componentsschemas_detector_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_17 = DetectorNineGates.from_dict(data)

                return componentsschemas_detector_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_18 = DetectorAnnounced.from_dict(data)

                return componentsschemas_detector_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_19 = DetectorSquirmingSnake.from_dict(
                    data
                )

                return componentsschemas_detector_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_20 = DetectorWrigglingSnake.from_dict(
                    data
                )

                return componentsschemas_detector_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_21 = DetectorTail.from_dict(data)

                return componentsschemas_detector_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_22 = DetectorBonus.from_dict(data)

                return componentsschemas_detector_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_23 = DetectorBonusSet.from_dict(data)

                return componentsschemas_detector_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_24 = DetectorNoBonus.from_dict(data)

                return componentsschemas_detector_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_25 = DetectorSeat.from_dict(data)

                return componentsschemas_detector_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_26 = DetectorAllOf.from_dict(data)

                return componentsschemas_detector_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_27 = DetectorNoOtherPoints.from_dict(
                    data
                )

                return componentsschemas_detector_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_28 = DetectorDora.from_dict(data)

                return componentsschemas_detector_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_29 = DetectorIdenticalChows.from_dict(
                    data
                )

                return componentsschemas_detector_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_30 = DetectorSameInThreeSuits.from_dict(
                    data
                )

                return componentsschemas_detector_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_31 = DetectorFullStraight.from_dict(
                    data
                )

                return componentsschemas_detector_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_32 = DetectorEveryGroup.from_dict(data)

                return componentsschemas_detector_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_detector_type_33 = DetectorWait.from_dict(data)

                return componentsschemas_detector_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_detector_type_34 = DetectorFan.from_dict(data)

            return componentsschemas_detector_type_34

        detector = _parse_detector(d.pop("detector"))

        id = d.pop("id")

        name = Names.from_dict(d.pop("name"))

        source = d.pop("source")

        def _parse_doublings(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        doublings = _parse_doublings(d.pop("doublings", UNSET))

        def _parse_enabled_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        enabled_by = _parse_enabled_by(d.pop("enabled_by", UNSET))

        irregular = d.pop("irregular", UNSET)

        def _parse_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))

        def _parse_open_doublings(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        open_doublings = _parse_open_doublings(d.pop("open_doublings", UNSET))

        _patterns = d.pop("patterns", UNSET)
        patterns: list[Pattern] | Unset = UNSET
        if _patterns is not UNSET:
            patterns = []
            for patterns_item_data in _patterns:
                patterns_item = Pattern(patterns_item_data)

                patterns.append(patterns_item)

        def _parse_points(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        points = _parse_points(d.pop("points", UNSET))

        unless = cast(list[str], d.pop("unless", UNSET))

        element = cls(
            applies=applies,
            detector=detector,
            id=id,
            name=name,
            source=source,
            doublings=doublings,
            enabled_by=enabled_by,
            irregular=irregular,
            limit=limit,
            open_doublings=open_doublings,
            patterns=patterns,
            points=points,
            unless=unless,
        )

        return element
