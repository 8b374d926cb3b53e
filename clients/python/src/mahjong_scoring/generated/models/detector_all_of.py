from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detector_all_of_kind import DetectorAllOfKind

if TYPE_CHECKING:
    from ..models.detector_all_chows import DetectorAllChows
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


T = TypeVar("T", bound="DetectorAllOf")


@_attrs_define
class DetectorAllOf:
    """Every one of the detectors applies.

    Attributes:
        all_ (list[DetectorAllChows | DetectorAllOf | DetectorAllPungs | DetectorAnnounced | DetectorBonus |
            DetectorBonusSet | DetectorCompletesPair | DetectorConcealedHand | DetectorDora | DetectorDragonSets |
            DetectorEveryGroup | DetectorFan | DetectorFullStraight | DetectorIdenticalChows | DetectorLastTile |
            DetectorMahjong | DetectorNineGates | DetectorNoBonus | DetectorNoOtherPoints | DetectorOnlyWait |
            DetectorPattern | DetectorSameInThreeSuits | DetectorSeat | DetectorSelfDrawn | DetectorSet | DetectorSetCount |
            DetectorSquirmingSnake | DetectorTail | DetectorTiles | DetectorTiming | DetectorWait | DetectorWindSets |
            DetectorWinningTile | DetectorWinSource | DetectorWrigglingSnake]): The detectors.
        kind (DetectorAllOfKind):
    """

    all_: list[
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
    ]
    kind: DetectorAllOfKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.detector_all_chows import DetectorAllChows
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

        all_ = []
        for all_item_data in self.all_:
            all_item: dict[str, Any]
            if (
                isinstance(all_item_data, DetectorMahjong)
                or isinstance(all_item_data, DetectorSet)
                or isinstance(all_item_data, DetectorSetCount)
                or isinstance(all_item_data, DetectorTiles)
                or isinstance(all_item_data, DetectorAllChows)
                or isinstance(all_item_data, DetectorAllPungs)
                or isinstance(all_item_data, DetectorConcealedHand)
                or isinstance(all_item_data, DetectorSelfDrawn)
                or isinstance(all_item_data, DetectorWinSource)
                or isinstance(all_item_data, DetectorLastTile)
                or isinstance(all_item_data, DetectorTiming)
                or isinstance(all_item_data, DetectorCompletesPair)
                or isinstance(all_item_data, DetectorOnlyWait)
                or isinstance(all_item_data, DetectorWinningTile)
                or isinstance(all_item_data, DetectorDragonSets)
                or isinstance(all_item_data, DetectorWindSets)
                or isinstance(all_item_data, DetectorPattern)
                or isinstance(all_item_data, DetectorNineGates)
                or isinstance(all_item_data, DetectorAnnounced)
                or isinstance(all_item_data, DetectorSquirmingSnake)
                or isinstance(all_item_data, DetectorWrigglingSnake)
                or isinstance(all_item_data, DetectorTail)
                or isinstance(all_item_data, DetectorBonus)
                or isinstance(all_item_data, DetectorBonusSet)
                or isinstance(all_item_data, DetectorNoBonus)
                or isinstance(all_item_data, DetectorSeat)
                or isinstance(all_item_data, DetectorAllOf)
                or isinstance(all_item_data, DetectorNoOtherPoints)
                or isinstance(all_item_data, DetectorDora)
                or isinstance(all_item_data, DetectorIdenticalChows)
                or isinstance(all_item_data, DetectorSameInThreeSuits)
                or isinstance(all_item_data, DetectorFullStraight)
                or isinstance(all_item_data, DetectorEveryGroup)
                or isinstance(all_item_data, DetectorWait)
            ):
                all_item = all_item_data.to_dict()
            else:
                all_item = all_item_data.to_dict()

            all_.append(all_item)

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "all": all_,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.detector_all_chows import DetectorAllChows
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

        d = dict(src_dict)
        all_ = []
        _all_ = d.pop("all")
        for all_item_data in _all_:

            def _parse_all_item(
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
                    componentsschemas_detector_type_7 = DetectorSelfDrawn.from_dict(
                        data
                    )

                    return componentsschemas_detector_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_detector_type_8 = DetectorWinSource.from_dict(
                        data
                    )

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
                    componentsschemas_detector_type_11 = (
                        DetectorCompletesPair.from_dict(data)
                    )

                    return componentsschemas_detector_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_detector_type_12 = DetectorOnlyWait.from_dict(
                        data
                    )

                    return componentsschemas_detector_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_detector_type_13 = DetectorWinningTile.from_dict(
                        data
                    )

                    return componentsschemas_detector_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_detector_type_14 = DetectorDragonSets.from_dict(
                        data
                    )

                    return componentsschemas_detector_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_detector_type_15 = DetectorWindSets.from_dict(
                        data
                    )

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
                    componentsschemas_detector_type_17 = DetectorNineGates.from_dict(
                        data
                    )

                    return componentsschemas_detector_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_detector_type_18 = DetectorAnnounced.from_dict(
                        data
                    )

                    return componentsschemas_detector_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_detector_type_19 = (
                        DetectorSquirmingSnake.from_dict(data)
                    )

                    return componentsschemas_detector_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_detector_type_20 = (
                        DetectorWrigglingSnake.from_dict(data)
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
                    componentsschemas_detector_type_23 = DetectorBonusSet.from_dict(
                        data
                    )

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
                    componentsschemas_detector_type_27 = (
                        DetectorNoOtherPoints.from_dict(data)
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
                    componentsschemas_detector_type_29 = (
                        DetectorIdenticalChows.from_dict(data)
                    )

                    return componentsschemas_detector_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_detector_type_30 = (
                        DetectorSameInThreeSuits.from_dict(data)
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
                    componentsschemas_detector_type_32 = DetectorEveryGroup.from_dict(
                        data
                    )

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

            all_item = _parse_all_item(all_item_data)

            all_.append(all_item)

        kind = DetectorAllOfKind(d.pop("kind"))

        detector_all_of = cls(
            all_=all_,
            kind=kind,
        )

        detector_all_of.additional_properties = d
        return detector_all_of

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
