#!/usr/bin/env python3
"""Reference scorer for the riichi rule set: scores hands with the PyPI package mahjong 2.1.0
(HandCalculator.estimate_hand_value), for the differential test. Spec: docs/rules-riichi.md.

Input, one JSON object per line on stdin:
  {"hand": "123m406p789s11555z",   all 14+ tiles in mpsz, melds and win tile included; 0 = red five
   "win_tile": "5m",              the winning tile ("0m" = the red one)
   "melds": [{"type": "chi|pon|kan|shouminkan", "tiles": "555z", "opened": true}],
                                  a concealed kan is {"type": "kan", "opened": false}
   "dora": ["1m"], "ura": ["9p"], dora and ura dora INDICATORS
   "config": {...},               HandConfig fields by their package names (is_tsumo, is_riichi, ...,
                                  player_wind, round_wind: "east".."north", "1z".."4z" or 27..30)
   "options": {...}}              OptionalRules fields by their package names (kazoe_limit: 0, 1, 2
                                  or "limited", "sanbaiman", "no_limit")
Every key but "hand" and "win_tile" may be left out (package defaults).

Output, one JSON object per line on stdout:
  {"han": 3, "fu": 30, "yaku": [{"id": "riichi", "han": 1}, ...],
   "fu_details": [{"reason": "base", "fu": 20}, ...], "cost": {main, additional, main_bonus,
   additional_bonus, kyoutaku_bonus, total, yaku_level}, "error": null}
  yaku ids are the package class names in snake_case (SanKantsu -> san_kantsu), in the package's
  order (by yaku_id); "han" is what the package counted for it (open or closed value).
  On a package error han, fu, yaku, fu_details and cost are null and "error" is its string
  (hand_not_winning, no_yaku, ...). Input the driver cannot turn into package objects gives
  "error": "input: <what>" (not a package result: skip it when comparing).

Tiles: the package's 136-format gives each copy its own id; the red five of a suit is the first
copy (16 = 0m, 52 = 0p, 88 = 0s). TilesConverter with has_aka_dora=True maps "0" to that id and
every plain "5" to the other three, so a red five counts as aka dora only when it is written 0 and
options.has_aka_dora is on. A suit with four plain fives is converted with has_aka_dora=False.
Meld and win tiles are picked among the hand's ids, so they are the same copies.

Checked examples: check.sh beside this file.
"""

import inspect
import json
import re
import sys

from mahjong.constants import AKA_DORAS, EAST, NORTH, SOUTH, WEST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.meld import Meld
from mahjong.tile import TilesConverter

WINDS = {"east": EAST, "south": SOUTH, "west": WEST, "north": NORTH, "1z": EAST, "2z": SOUTH, "3z": WEST, "4z": NORTH}
KAZOE = {
    "limited": HandConfig.KAZOE_LIMITED,
    "sanbaiman": HandConfig.KAZOE_SANBAIMAN,
    "no_limit": HandConfig.KAZOE_NO_LIMIT,
}
MELD_TYPES = {"chi": Meld.CHI, "pon": Meld.PON, "kan": Meld.KAN, "shouminkan": Meld.SHOUMINKAN}
# the keyword parameters of the package's own constructors
CONFIG_FIELDS = set(inspect.signature(HandConfig).parameters) - {"options"}
OPTION_FIELDS = set(inspect.signature(OptionalRules).parameters)
SUITS = {"m": 0, "p": 9, "s": 18, "z": 27}


class InputError(Exception):
    pass


def parse(mpsz):
    """mpsz -> list of (tile_34, is_red) in the order written."""
    if not re.fullmatch(r"(\d+[mpsz])*", mpsz or ""):
        raise InputError(f"not mpsz: {mpsz!r}")
    out = []
    for digits, suit in re.findall(r"(\d+)([mpsz])", mpsz):
        for d in digits:
            if suit == "z" and d not in "1234567":
                raise InputError(f"no tile {d}{suit}")
            out.append((SUITS[suit] + (4 if d == "0" else int(d) - 1), d == "0"))
    return out


def to_136(tokens, aka_enabled):
    """The hand's tiles in 136-format, through TilesConverter, one suit at a time."""
    ids = []
    for suit, base in SUITS.items():
        digits = "".join("0" if red else str(t - base + 1) for t, red in tokens if base <= t < base + 9)
        if suit == "z" and digits:
            ids += TilesConverter.string_to_136_array(honors=digits)
        elif digits:
            four_plain = digits.count("5") == 4
            if four_plain and "0" in digits:
                raise InputError(f"five fives in {suit}")
            if four_plain and aka_enabled:
                raise InputError(f"four plain fives in {suit} with has_aka_dora")
            ids += TilesConverter.string_to_136_array(
                **{{"m": "man", "p": "pin", "s": "sou"}[suit]: digits}, has_aka_dora=not four_plain
            )
    return ids


def take(pool, tile, red):
    for i in pool:
        if i // 4 == tile and (i in AKA_DORAS) == red:
            pool.remove(i)
            return i
    for i in pool:  # a suit converted without aka ids (four plain fives)
        if i // 4 == tile and not red:
            pool.remove(i)
            return i
    raise InputError("meld tile not in hand")


def one_tile(text):
    tokens = parse(text)
    if len(tokens) != 1:
        raise InputError(f"not one tile: {text!r}")
    return tokens[0]


def build(req):
    unknown = set(req) - {"hand", "win_tile", "melds", "dora", "ura", "config", "options"}
    conf, opts = dict(req.get("config") or {}), dict(req.get("options") or {})
    unknown |= (set(conf) - CONFIG_FIELDS) | (set(opts) - OPTION_FIELDS)
    if unknown:
        raise InputError(f"unknown fields {sorted(unknown)}")
    if isinstance(opts.get("kazoe_limit"), str):
        opts["kazoe_limit"] = KAZOE[opts["kazoe_limit"]]
    for w in ("player_wind", "round_wind"):
        if isinstance(conf.get(w), str):
            conf[w] = WINDS[conf[w].lower()]
    options = OptionalRules(**opts)
    tokens = parse(req["hand"])
    counts = [0] * 34
    for t, _ in tokens:
        counts[t] += 1
    if max(counts) > 4:
        raise InputError("more than four of a tile")
    tiles = to_136(tokens, options.has_aka_dora)
    pool = sorted(tiles)
    melds = []
    for m in req.get("melds") or []:
        ids = sorted(take(pool, t, red) for t, red in parse(m["tiles"]))
        melds.append(Meld(meld_type=MELD_TYPES[m["type"]], tiles=ids, opened=m.get("opened", True)))
    win, red = one_tile(req["win_tile"])
    candidates = [i for i in pool + tiles if i // 4 == win and (i in AKA_DORAS) == red]
    candidates += [i for i in tiles if i // 4 == win]
    win_tile = candidates[0] if candidates else win * 4 + (0 if red else 1)  # not in hand: package error
    indicators = [[one_tile(x)[0] * 4 for x in req.get(key) or []] for key in ("dora", "ura")]
    return tiles, win_tile, melds, indicators, HandConfig(options=options, **conf)


def snake(name):
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def failed(error):
    return {"han": None, "fu": None, "yaku": None, "fu_details": None, "cost": None, "error": error}


def score(req):
    try:
        tiles, win_tile, melds, (dora, ura), config = build(req)
    except (InputError, AttributeError, KeyError, TypeError, ValueError) as e:
        return failed(f"input: {e}")
    res = HandCalculator.estimate_hand_value(
        tiles, win_tile, melds=melds, dora_indicators=dora, config=config, ura_dora_indicators=ura
    )
    if res.error:
        return failed(res.error)
    yaku = [
        {"id": snake(type(y).__name__), "han": y.han_open if res.is_open_hand and y.han_open else y.han_closed}
        for y in res.yaku
    ]
    details = [{"reason": d["reason"], "fu": d["fu"]} for d in res.fu_details or []]
    return {"han": res.han, "fu": res.fu, "yaku": yaku, "fu_details": details, "cost": dict(res.cost), "error": None}


def main():
    for line in sys.stdin:
        if line.strip():
            try:
                out = score(json.loads(line))
            except ValueError as e:
                out = failed(f"input: {e}")
            print(json.dumps(out, separators=(",", ":")), flush=True)


if __name__ == "__main__":
    main()
