#!/usr/bin/env python3
"""The reference package's points table (mahjong 2.1.0, ScoresCalculator.calculate_scores), for
the engine's differential test of the han and fu method (crates/mahjong-engine/tests/riichi_points.rs).

Input, one JSON object per line on stdin:
  {"han": 4, "fu": 30, "yakuman": false, "dealer": true, "tsumo": false, "honba": 2, "deposits": 1,
   "options": {"kazoe_limit": 0, "kiriage": true, "limit_to_sextuple_yakuman": true}}
Output, one JSON object per line: the package's cost dict (main, additional, main_bonus,
additional_bonus, kyoutaku_bonus, total, yaku_level).
"""

import json
import sys

from mahjong.constants import EAST, SOUTH
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.hand_calculating.scores import ScoresCalculator

for line in sys.stdin:
    case = json.loads(line)
    config = HandConfig(
        is_tsumo=case["tsumo"],
        player_wind=EAST if case["dealer"] else SOUTH,
        tsumi_number=case["honba"],
        kyoutaku_number=case["deposits"],
        options=OptionalRules(**case["options"]),
    )
    cost = ScoresCalculator.calculate_scores(case["han"], case["fu"], config, case["yakuman"])
    print(json.dumps(dict(cost)), flush=True)
