"""Reference driver: scores MCR hands with the `MahjongGB` calculator (pymahjonggb 1.4.0) for the
differential tests. The rules it follows are docs/rules-mcr.md.

Reads JSON lines on stdin, one hand a line; writes one JSON line per hand, in order:

  in:  {"concealed": "123m456p789s1122z", "melds": [{"type": "chow|pung|kong", "tiles": "345p",
        "concealed": false, "offer": 1}], "win_tile": "5m", "flowers": 0, "self_drawn": false,
        "fourth_tile": false, "about_kong": false, "wall_last": false,
        "seat_wind": "E", "prevalent_wind": "E", "id": "anything, echoed"}
  out: {"fans": [{"id": "pure_straight", "value": 16, "count": 1}], "total": 20, "error": null}

- `concealed`: the hand's concealed tiles without the win tile and without the melds (so
  13 - 3 x melds tiles); a concealed kong is a meld with "concealed": true.
- Tiles: mpsz (m characters, p dots, s bamboo, z honours 1-7 = east south west north white green
  red, as Tenhou writes them) or the project's codes (b1 bamboo, c1 characters, d1 dots, we ws ww
  wn, dr dg dw); a string starting with a letter is read as codes. Flowers are only a count.
- `offer` (1-3, default 1) is who gave the tile; it does not change the score. "concealed": true
  is allowed on a kong only (the binding would read a pung or chow with offer 0 as concealed).
- Only `concealed` and `win_tile` are required; the flags default to false, the winds to "E".
- `error` is the calculator's own message (ERROR_NOT_WIN, ERROR_WRONG_TILES_COUNT, ...) or, for
  input the driver refuses before calling it, a message starting "input:". The driver refuses
  more than four of a tile (the calculator does not check), malformed melds, more than 13
  concealed tiles or 4 melds (the binding would write past its arrays), flowers outside 0-8.
- The calculator does not apply the 8-fan minimum; neither does this driver.
"""
import json
import sys

from MahjongGB import MahjongFanCalculator

# The calculator's English names (verbose=True) -> our ids, in the calculator's fan order.
FAN_IDS = {
    "Big Four Winds": "big_four_winds", "Big Three Dragons": "big_three_dragons",
    "All Green": "all_green", "Nine Gates": "nine_gates", "Four Kongs": "four_kongs",
    "Seven Shifted Pairs": "seven_shifted_pairs", "Thirteen Orphans": "thirteen_orphans",
    "All Terminals": "all_terminals", "Little Four Winds": "little_four_winds",
    "Little Three Dragons": "little_three_dragons", "All Honors": "all_honors",
    "Four Concealed Pungs": "four_concealed_pungs", "Pure Terminal Chows": "pure_terminal_chows",
    "Quadruple Chow": "quadruple_chow", "Four Pure Shifted Pungs": "four_pure_shifted_pungs",
    "Four Pure Shifted Chows": "four_pure_shifted_chows", "Three Kongs": "three_kongs",
    "All Terminals and Honors": "all_terminals_and_honors", "Seven Pairs": "seven_pairs",
    "Greater Honors and Knitted Tiles": "greater_honors_and_knitted_tiles",
    "All Even Pungs": "all_even_pungs", "Full Flush": "full_flush",
    "Pure Triple Chow": "pure_triple_chow", "Pure Shifted Pungs": "pure_shifted_pungs",
    "Upper Tiles": "upper_tiles", "Middle Tiles": "middle_tiles", "Lower Tiles": "lower_tiles",
    "Pure Straight": "pure_straight", "Three-Suited Terminal Chows": "three_suited_terminal_chows",
    "Pure Shifted Chows": "pure_shifted_chows", "All Five": "all_fives",
    "Triple Pung": "triple_pung", "Three Concealed Pungs": "three_concealed_pungs",
    "Lesser Honors and Knitted Tiles": "lesser_honors_and_knitted_tiles",
    "Knitted Straight": "knitted_straight", "Upper Four": "upper_four",
    "Lower Four": "lower_four", "Big Three Winds": "big_three_winds",
    "Mixed Straight": "mixed_straight", "Reversible Tiles": "reversible_tiles",
    "Mixed Triple Chow": "mixed_triple_chow", "Mixed Shifted Pungs": "mixed_shifted_pungs",
    "Chicken Hand": "chicken_hand", "Last Tile Draw": "last_tile_draw",
    "Last Tile Claim": "last_tile_claim", "Out with Replacement Tile": "out_with_replacement_tile",
    "Robbing The Kong": "robbing_the_kong", "All Pungs": "all_pungs", "Half Flush": "half_flush",
    "Mixed Shifted Chows": "mixed_shifted_chows", "All Types": "all_types",
    "Melded Hand": "melded_hand", "Two Concealed Kongs": "two_concealed_kongs",
    "Two Dragons Pungs": "two_dragon_pungs", "Outside Hand": "outside_hand",
    "Fully Concealed Hand": "fully_concealed_hand", "Two Melded Kongs": "two_melded_kongs",
    "Last Tile": "last_tile", "Dragon Pung": "dragon_pung", "Prevalent Wind": "prevalent_wind",
    "Seat Wind": "seat_wind", "Concealed Hand": "concealed_hand", "All Chows": "all_chows",
    "Tile Hog": "tile_hog", "Double Pung": "double_pung",
    "Two Concealed Pungs": "two_concealed_pungs", "Concealed Kong": "concealed_kong",
    "All Simples": "all_simples", "Pure Double Chow": "pure_double_chow",
    "Mixed Double Chow": "mixed_double_chow", "Short Straight": "short_straight",
    "Two Terminal Chows": "two_terminal_chows",
    "Pung of Terminals or Honors": "pung_of_terminals_or_honors", "Melded Kong": "melded_kong",
    "One Voided Suit": "one_voided_suit", "No Honors": "no_honors", "Edge Wait": "edge_wait",
    "Closed Wait": "closed_wait", "Single Wait": "single_wait", "Self-Drawn": "self_drawn",
    "Flower Tiles": "flower_tiles",
    # Not one of the 81: the calculator's combined 5-fan element (docs/rules-mcr.md, departures).
    "Concealed Kong and Melded Kong": "concealed_and_melded_kong",
}
SUITS = {"m": "W", "p": "B", "s": "T"}
HONOURS = ["F1", "F2", "F3", "F4", "J3", "J2", "J1"]  # 1z-7z: E S W N white green red
CODES = {"b": "T", "c": "W", "d": "B"}
CODE_HONOURS = {"we": "F1", "ws": "F2", "ww": "F3", "wn": "F4", "dr": "J1", "dg": "J2", "dw": "J3"}
WINDS = {"E": 0, "S": 1, "W": 2, "N": 3}


class Refused(Exception):
    pass


def tiles(text):
    """A tile string (mpsz or project codes) -> the calculator's tile codes."""
    text = str(text).replace(" ", "")
    out = []
    if text[:1].isalpha():
        for i in range(0, len(text) - 1, 2):
            c = text[i:i + 2].lower()
            if c in CODE_HONOURS:
                out.append(CODE_HONOURS[c])
            elif c[0] in CODES and c[1] in "123456789":
                out.append(CODES[c[0]] + c[1])
            else:
                raise Refused(f"input: unknown tile code {c!r}")
        if len(text) % 2:
            raise Refused(f"input: unknown tile code {text[-1]!r}")
        return out
    digits = ""
    for ch in text:
        if ch.isdigit():
            digits += ch
        elif ch in SUITS or ch == "z":
            if not digits:
                raise Refused(f"input: suit {ch!r} without digits in {text!r}")
            for d in digits:
                if ch == "z":
                    if not "1" <= d <= "7":
                        raise Refused(f"input: no honour {d}z")
                    out.append(HONOURS[int(d) - 1])
                elif d == "0":
                    raise Refused(f"input: no tile 0{ch}")
                else:
                    out.append(SUITS[ch] + d)
            digits = ""
        else:
            raise Refused(f"input: unexpected {ch!r} in {text!r}")
    if digits:
        raise Refused(f"input: digits without a suit in {text!r}")
    return out


def meld(m):
    """A meld object -> (pack tuple for the binding, its tiles)."""
    kind, ts = m.get("type"), tiles(m.get("tiles", ""))
    concealed = bool(m.get("concealed", False))
    offer = 0 if concealed else int(m.get("offer", 1))
    if not 1 <= offer <= 3 and not concealed:
        raise Refused("input: offer must be 1-3")
    if concealed and kind != "kong":
        raise Refused("input: only a kong can be concealed")
    if kind in ("pung", "kong"):
        if len(ts) != (3 if kind == "pung" else 4) or len(set(ts)) != 1:
            raise Refused(f"input: not a {kind}: {m.get('tiles')!r}")
        return ("PENG" if kind == "pung" else "GANG", ts[0], offer), ts
    if kind == "chow":
        s = sorted(ts)
        if (len(s) != 3 or s[0][0] not in "WBT" or len({t[0] for t in s}) != 1
                or [int(t[1]) for t in s] != [int(s[0][1]) + i for i in range(3)]):
            raise Refused(f"input: not a chow: {m.get('tiles')!r}")
        return ("CHI", s[1], offer), ts
    raise Refused(f"input: unknown meld type {kind!r}")


def score(hand):
    packs, all_tiles = [], []
    melds = hand.get("melds", [])
    if len(melds) > 4:
        raise Refused("input: at most 4 melds")
    for m in melds:
        pack, ts = meld(m)
        packs.append(pack)
        all_tiles += ts
    concealed = tiles(hand.get("concealed", ""))
    win = tiles(hand.get("win_tile", ""))
    if len(concealed) > 13:
        raise Refused("input: more than 13 concealed tiles")
    if len(win) != 1:
        raise Refused("input: win_tile must be one tile")
    for t in set(all_tiles + concealed + win):
        if (all_tiles + concealed + win).count(t) > 4:
            raise Refused(f"input: more than four of {t}")
    flowers = hand.get("flowers", 0)
    if not isinstance(flowers, int) or not 0 <= flowers <= 8:
        raise Refused("input: flowers must be 0-8")
    try:
        seat, prevalent = WINDS[hand.get("seat_wind", "E")], WINDS[hand.get("prevalent_wind", "E")]
    except KeyError as e:
        raise Refused(f"input: unknown wind {e}") from None
    result = MahjongFanCalculator(
        pack=tuple(packs), hand=tuple(concealed), winTile=win[0], flowerCount=flowers,
        isSelfDrawn=bool(hand.get("self_drawn", False)), is4thTile=bool(hand.get("fourth_tile", False)),
        isAboutKong=bool(hand.get("about_kong", False)), isWallLast=bool(hand.get("wall_last", False)),
        seatWind=seat, prevalentWind=prevalent, verbose=True)
    fans = [{"id": FAN_IDS[en], "value": value, "count": count} for value, count, _zh, en in result]
    return fans, sum(f["value"] * f["count"] for f in fans)


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        out = {"fans": [], "total": 0, "error": None}
        try:
            hand = json.loads(line)
            if "id" in hand:
                out["id"] = hand["id"]
            out["fans"], out["total"] = score(hand)
        except json.JSONDecodeError as e:
            out["error"] = f"input: not JSON: {e}"
        except Refused as e:
            out["error"] = str(e)
        except TypeError as e:  # the calculator raises TypeError with its message
            out["error"] = str(e)
        except (AttributeError, ValueError) as e:
            out["error"] = f"input: {e}"
        print(json.dumps(out, ensure_ascii=False, separators=(",", ":")), flush=True)


if __name__ == "__main__":
    main()
