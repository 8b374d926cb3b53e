"""Contains all the data models used in inputs/outputs"""

from .announcement_name import AnnouncementName
from .applies import Applies
from .award import Award
from .b_tree_map_f64 import BTreeMapF64
from .b_tree_map_i64 import BTreeMapI64
from .b_tree_map_u32 import BTreeMapU32
from .b_tree_map_wind_name import BTreeMapWindName
from .b_tree_map_wind_name_additional_property import BTreeMapWindNameAdditionalProperty
from .batch_item import BatchItem
from .batch_request import BatchRequest
from .batch_response import BatchResponse
from .bonus_kind import BonusKind
from .bonus_match import BonusMatch
from .chip_band import ChipBand
from .claim_body import ClaimBody
from .claim_kind_name import ClaimKindName
from .claim_ref import ClaimRef
from .claim_rules import ClaimRules
from .claims_request import ClaimsRequest
from .claims_request_options import ClaimsRequestOptions
from .claims_response import ClaimsResponse
from .deal_player import DealPlayer
from .deal_player_result import DealPlayerResult
from .deal_request import DealRequest
from .deal_request_options import DealRequestOptions
from .deal_response import DealResponse
from .detector_all_chows import DetectorAllChows
from .detector_all_chows_kind import DetectorAllChowsKind
from .detector_all_of import DetectorAllOf
from .detector_all_of_kind import DetectorAllOfKind
from .detector_all_pungs import DetectorAllPungs
from .detector_all_pungs_kind import DetectorAllPungsKind
from .detector_announced import DetectorAnnounced
from .detector_announced_kind import DetectorAnnouncedKind
from .detector_bonus import DetectorBonus
from .detector_bonus_kind import DetectorBonusKind
from .detector_bonus_set import DetectorBonusSet
from .detector_bonus_set_kind import DetectorBonusSetKind
from .detector_completes_pair import DetectorCompletesPair
from .detector_completes_pair_kind import DetectorCompletesPairKind
from .detector_concealed_hand import DetectorConcealedHand
from .detector_concealed_hand_kind import DetectorConcealedHandKind
from .detector_dora import DetectorDora
from .detector_dora_kind import DetectorDoraKind
from .detector_dragon_sets import DetectorDragonSets
from .detector_dragon_sets_kind import DetectorDragonSetsKind
from .detector_every_group import DetectorEveryGroup
from .detector_every_group_kind import DetectorEveryGroupKind
from .detector_fan import DetectorFan
from .detector_fan_kind import DetectorFanKind
from .detector_full_straight import DetectorFullStraight
from .detector_full_straight_kind import DetectorFullStraightKind
from .detector_identical_chows import DetectorIdenticalChows
from .detector_identical_chows_kind import DetectorIdenticalChowsKind
from .detector_last_tile import DetectorLastTile
from .detector_last_tile_kind import DetectorLastTileKind
from .detector_mahjong import DetectorMahjong
from .detector_mahjong_kind import DetectorMahjongKind
from .detector_nine_gates import DetectorNineGates
from .detector_nine_gates_kind import DetectorNineGatesKind
from .detector_no_bonus import DetectorNoBonus
from .detector_no_bonus_kind import DetectorNoBonusKind
from .detector_no_other_points import DetectorNoOtherPoints
from .detector_no_other_points_kind import DetectorNoOtherPointsKind
from .detector_only_wait import DetectorOnlyWait
from .detector_only_wait_kind import DetectorOnlyWaitKind
from .detector_pattern import DetectorPattern
from .detector_pattern_kind import DetectorPatternKind
from .detector_same_in_three_suits import DetectorSameInThreeSuits
from .detector_same_in_three_suits_kind import DetectorSameInThreeSuitsKind
from .detector_seat import DetectorSeat
from .detector_seat_kind import DetectorSeatKind
from .detector_self_drawn import DetectorSelfDrawn
from .detector_self_drawn_kind import DetectorSelfDrawnKind
from .detector_set import DetectorSet
from .detector_set_count import DetectorSetCount
from .detector_set_count_kind import DetectorSetCountKind
from .detector_set_kind import DetectorSetKind
from .detector_squirming_snake import DetectorSquirmingSnake
from .detector_squirming_snake_kind import DetectorSquirmingSnakeKind
from .detector_tail import DetectorTail
from .detector_tail_kind import DetectorTailKind
from .detector_tiles import DetectorTiles
from .detector_tiles_kind import DetectorTilesKind
from .detector_timing import DetectorTiming
from .detector_timing_kind import DetectorTimingKind
from .detector_wait import DetectorWait
from .detector_wait_kind import DetectorWaitKind
from .detector_win_source import DetectorWinSource
from .detector_win_source_kind import DetectorWinSourceKind
from .detector_wind_sets import DetectorWindSets
from .detector_wind_sets_kind import DetectorWindSetsKind
from .detector_winning_tile import DetectorWinningTile
from .detector_winning_tile_kind import DetectorWinningTileKind
from .detector_wriggling_snake import DetectorWrigglingSnake
from .detector_wriggling_snake_kind import DetectorWrigglingSnakeKind
from .dora_kind import DoraKind
from .element import Element
from .element_body import ElementBody
from .extra_wins import ExtraWins
from .fan_count import FanCount
from .fan_payments import FanPayments
from .field_error import FieldError
from .fu_part import FuPart
from .han_fu_def import HanFuDef
from .han_fu_payments import HanFuPayments
from .han_fu_score import HanFuScore
from .hand_object import HandObject
from .hand_request import HandRequest
from .hand_request_options import HandRequestOptions
from .known_win import KnownWin
from .language_name import LanguageName
from .limit_hand_body import LimitHandBody
from .limit_share import LimitShare
from .meld_body import MeldBody
from .method import Method
from .minimum import Minimum
from .names import Names
from .option_body import OptionBody
from .option_def import OptionDef
from .option_type import OptionType
from .part_def import PartDef
from .pattern import Pattern
from .pattern_def import PatternDef
from .pay_for_all import PayForAll
from .payment_body import PaymentBody
from .payments_type_0 import PaymentsType0
from .payments_type_0_method import PaymentsType0Method
from .payments_type_1 import PaymentsType1
from .payments_type_1_method import PaymentsType1Method
from .payments_type_2 import PaymentsType2
from .payments_type_2_method import PaymentsType2Method
from .payments_type_3 import PaymentsType3
from .payments_type_3_method import PaymentsType3Method
from .penalty_body import PenaltyBody
from .penalty_name import PenaltyName
from .penalty_payees import PenaltyPayees
from .penalty_rule import PenaltyRule
from .per_seat_i64 import PerSeatI64
from .per_seat_u32 import PerSeatU32
from .placement import Placement
from .player_payment import PlayerPayment
from .preset_def import PresetDef
from .preset_def_options import PresetDefOptions
from .prize import Prize
from .prize_def import PrizeDef
from .problem_document import ProblemDocument
from .reason_body import ReasonBody
from .reconcile_request import ReconcileRequest
from .reconcile_response import ReconcileResponse
from .rejected_claim import RejectedClaim
from .rotation import Rotation
from .round_def import RoundDef
from .round_reconciliation import RoundReconciliation
from .round_result import RoundResult
from .rounding import Rounding
from .ruleset_def import RulesetDef
from .ruleset_list import RulesetList
from .ruleset_summary import RulesetSummary
from .score_response import ScoreResponse
from .session_deal import SessionDeal
from .session_deal_result import SessionDealResult
from .session_hand import SessionHand
from .session_penalty import SessionPenalty
from .session_player import SessionPlayer
from .session_request import SessionRequest
from .session_request_options import SessionRequestOptions
from .session_response import SessionResponse
from .session_rules import SessionRules
from .session_state import SessionState
from .session_win import SessionWin
from .set_body import SetBody
from .set_kind_name import SetKindName
from .setting_bool_type_1 import SettingBoolType1
from .setting_i64_type_1 import SettingI64Type1
from .setting_u32_type_1 import SettingU32Type1
from .settle_request import SettleRequest
from .settle_request_options import SettleRequestOptions
from .settle_response import SettleResponse
from .settle_win import SettleWin
from .settlement_rules import SettlementRules
from .seven_pairs_rule import SevenPairsRule
from .shape import Shape
from .source_name import SourceName
from .standing import Standing
from .tie_break import TieBreak
from .tile_class import TileClass
from .tile_count_faults import TileCountFaults
from .timing_name import TimingName
from .tournament_player import TournamentPlayer
from .tournament_request import TournamentRequest
from .tournament_request_options import TournamentRequestOptions
from .tournament_response import TournamentResponse
from .tournament_round import TournamentRound
from .tournament_rules import TournamentRules
from .tournament_session import TournamentSession
from .tournament_session_result import TournamentSessionResult
from .tournament_standing import TournamentStanding
from .unit import Unit
from .validate_response import ValidateResponse
from .wait_body import WaitBody
from .wait_score import WaitScore
from .wait_shape import WaitShape
from .waiting_doublings import WaitingDoublings
from .waiting_limit import WaitingLimit
from .waits_response import WaitsResponse
from .win_body import WinBody
from .wind_name import WindName

__all__ = (
    "AnnouncementName",
    "Applies",
    "Award",
    "BTreeMapF64",
    "BTreeMapI64",
    "BTreeMapU32",
    "BTreeMapWindName",
    "BTreeMapWindNameAdditionalProperty",
    "BatchItem",
    "BatchRequest",
    "BatchResponse",
    "BonusKind",
    "BonusMatch",
    "ChipBand",
    "ClaimBody",
    "ClaimKindName",
    "ClaimRef",
    "ClaimRules",
    "ClaimsRequest",
    "ClaimsRequestOptions",
    "ClaimsResponse",
    "DealPlayer",
    "DealPlayerResult",
    "DealRequest",
    "DealRequestOptions",
    "DealResponse",
    "DetectorAllChows",
    "DetectorAllChowsKind",
    "DetectorAllOf",
    "DetectorAllOfKind",
    "DetectorAllPungs",
    "DetectorAllPungsKind",
    "DetectorAnnounced",
    "DetectorAnnouncedKind",
    "DetectorBonus",
    "DetectorBonusKind",
    "DetectorBonusSet",
    "DetectorBonusSetKind",
    "DetectorCompletesPair",
    "DetectorCompletesPairKind",
    "DetectorConcealedHand",
    "DetectorConcealedHandKind",
    "DetectorDora",
    "DetectorDoraKind",
    "DetectorDragonSets",
    "DetectorDragonSetsKind",
    "DetectorEveryGroup",
    "DetectorEveryGroupKind",
    "DetectorFan",
    "DetectorFanKind",
    "DetectorFullStraight",
    "DetectorFullStraightKind",
    "DetectorIdenticalChows",
    "DetectorIdenticalChowsKind",
    "DetectorLastTile",
    "DetectorLastTileKind",
    "DetectorMahjong",
    "DetectorMahjongKind",
    "DetectorNineGates",
    "DetectorNineGatesKind",
    "DetectorNoBonus",
    "DetectorNoBonusKind",
    "DetectorNoOtherPoints",
    "DetectorNoOtherPointsKind",
    "DetectorOnlyWait",
    "DetectorOnlyWaitKind",
    "DetectorPattern",
    "DetectorPatternKind",
    "DetectorSameInThreeSuits",
    "DetectorSameInThreeSuitsKind",
    "DetectorSeat",
    "DetectorSeatKind",
    "DetectorSelfDrawn",
    "DetectorSelfDrawnKind",
    "DetectorSet",
    "DetectorSetCount",
    "DetectorSetCountKind",
    "DetectorSetKind",
    "DetectorSquirmingSnake",
    "DetectorSquirmingSnakeKind",
    "DetectorTail",
    "DetectorTailKind",
    "DetectorTiles",
    "DetectorTilesKind",
    "DetectorTiming",
    "DetectorTimingKind",
    "DetectorWait",
    "DetectorWaitKind",
    "DetectorWinSource",
    "DetectorWinSourceKind",
    "DetectorWindSets",
    "DetectorWindSetsKind",
    "DetectorWinningTile",
    "DetectorWinningTileKind",
    "DetectorWrigglingSnake",
    "DetectorWrigglingSnakeKind",
    "DoraKind",
    "Element",
    "ElementBody",
    "ExtraWins",
    "FanCount",
    "FanPayments",
    "FieldError",
    "FuPart",
    "HanFuDef",
    "HanFuPayments",
    "HanFuScore",
    "HandObject",
    "HandRequest",
    "HandRequestOptions",
    "KnownWin",
    "LanguageName",
    "LimitHandBody",
    "LimitShare",
    "MeldBody",
    "Method",
    "Minimum",
    "Names",
    "OptionBody",
    "OptionDef",
    "OptionType",
    "PartDef",
    "Pattern",
    "PatternDef",
    "PayForAll",
    "PaymentBody",
    "PaymentsType0",
    "PaymentsType0Method",
    "PaymentsType1",
    "PaymentsType1Method",
    "PaymentsType2",
    "PaymentsType2Method",
    "PaymentsType3",
    "PaymentsType3Method",
    "PenaltyBody",
    "PenaltyName",
    "PenaltyPayees",
    "PenaltyRule",
    "PerSeatI64",
    "PerSeatU32",
    "Placement",
    "PlayerPayment",
    "PresetDef",
    "PresetDefOptions",
    "Prize",
    "PrizeDef",
    "ProblemDocument",
    "ReasonBody",
    "ReconcileRequest",
    "ReconcileResponse",
    "RejectedClaim",
    "Rotation",
    "RoundDef",
    "RoundReconciliation",
    "RoundResult",
    "Rounding",
    "RulesetDef",
    "RulesetList",
    "RulesetSummary",
    "ScoreResponse",
    "SessionDeal",
    "SessionDealResult",
    "SessionHand",
    "SessionPenalty",
    "SessionPlayer",
    "SessionRequest",
    "SessionRequestOptions",
    "SessionResponse",
    "SessionRules",
    "SessionState",
    "SessionWin",
    "SetBody",
    "SetKindName",
    "SettingBoolType1",
    "SettingI64Type1",
    "SettingU32Type1",
    "SettleRequest",
    "SettleRequestOptions",
    "SettleResponse",
    "SettleWin",
    "SettlementRules",
    "SevenPairsRule",
    "Shape",
    "SourceName",
    "Standing",
    "TieBreak",
    "TileClass",
    "TileCountFaults",
    "TimingName",
    "TournamentPlayer",
    "TournamentRequest",
    "TournamentRequestOptions",
    "TournamentResponse",
    "TournamentRound",
    "TournamentRules",
    "TournamentSession",
    "TournamentSessionResult",
    "TournamentStanding",
    "Unit",
    "ValidateResponse",
    "WaitBody",
    "WaitScore",
    "WaitShape",
    "WaitingDoublings",
    "WaitingLimit",
    "WaitsResponse",
    "WinBody",
    "WindName",
)
