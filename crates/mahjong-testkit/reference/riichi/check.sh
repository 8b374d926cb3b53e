#!/usr/bin/env bash
# Runs score.py (the riichi reference scorer, mahjong 2.1.0) on example hands and compares its
# output with the answers below, checked by hand (see the notes). From the repository root:
#   bash crates/mahjong-testkit/reference/riichi/check.sh
# Makes the pinned venv target/riichi-venv first (needs PyPI once).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
venv=$root/target/riichi-venv
bash "$root/scripts/pinned-venv.sh" "$venv" "$here/requirements.txt"
input=$(mktemp) expected=$(mktemp) actual=$(mktemp)
trap 'rm -f "$input" "$expected" "$actual"' EXIT
while IFS= read -r line; do
  case $line in
    '<'*) printf '%s\n' "${line#< }" >>"$input" ;;
    '>'*) printf '%s\n' "${line#> }" >>"$expected" ;;
  esac
done <<'CASES'
# riichi pinfu tsumo, non-dealer: 3 han 20 fu; base 20*2^(2+3)=640; dealer pays 2*640=1280->1300, others 640->700; total 1300+2*700=2700
< {"hand":"234789m12345666p","win_tile":"6p","config":{"is_tsumo":true,"is_riichi":true}}
> {"han":3,"fu":20,"yaku":[{"id":"tsumo","han":1},{"id":"riichi","han":1},{"id":"pinfu","han":1}],"fu_details":[{"reason":"base","fu":20}],"cost":{"main":1300,"additional":700,"main_bonus":0,"additional_bonus":0,"kyoutaku_bonus":0,"total":2700,"yaku_level":""},"error":null}
# chiitoitsu ron: 2 han 25 fu; 25*2^4=400, *4=1600
< {"hand":"1122m3344p5566s77z","win_tile":"7z"}
> {"han":2,"fu":25,"yaku":[{"id":"chiitoitsu","han":2}],"fu_details":[{"reason":"base","fu":25}],"cost":{"main":1600,"additional":0,"main_bonus":0,"additional_bonus":0,"kyoutaku_bonus":0,"total":1600,"yaku_level":""},"error":null}
# ittsu + honitsu ron, 5 han: mangan 8000 (fu 30 + 8 for the concealed 222z pon = 38 -> 40, unused)
< {"hand":"123456789m33m222z","win_tile":"9m"}
> {"han":5,"fu":40,"yaku":[{"id":"ittsu","han":2},{"id":"honitsu","han":3}],"fu_details":[{"reason":"base","fu":30},{"reason":"closed_terminal_pon","fu":8}],"cost":{"main":8000,"additional":0,"main_bonus":0,"additional_bonus":0,"kyoutaku_bonus":0,"total":8000,"yaku_level":"mangan"},"error":null}
# dealer ron, open daisangen: yakuman, 6 * 8000 = 48000
< {"hand":"555666777z123m44p","win_tile":"4p","melds":[{"type":"pon","tiles":"555z"}],"config":{"player_wind":"east"}}
> {"han":13,"fu":50,"yaku":[{"id":"daisangen","han":13}],"fu_details":[{"reason":"base","fu":20},{"reason":"closed_terminal_pon","fu":8},{"reason":"closed_terminal_pon","fu":8},{"reason":"open_terminal_pon","fu":4},{"reason":"pair_wait","fu":2}],"cost":{"main":48000,"additional":0,"main_bonus":0,"additional_bonus":0,"kyoutaku_bonus":0,"total":48000,"yaku_level":"yakuman"},"error":null}
# open hand, no yaku
< {"hand":"123m456p789s11z234s","win_tile":"2s","melds":[{"type":"chi","tiles":"123m"}]}
> {"han":null,"fu":null,"yaku":null,"fu_details":null,"cost":null,"error":"no_yaku"}
# dealer tsumo riichi pinfu tanyao, 2 honba, 3 deposits: 4 han 20 fu; base 20*2^6=1280; each pays 2*1280=2560->2600 +200; total 3*2800+3000=11400
< {"hand":"234m456p678s22345s","win_tile":"5s","config":{"is_tsumo":true,"is_riichi":true,"player_wind":"east","tsumi_number":2,"kyoutaku_number":3}}
> {"han":4,"fu":20,"yaku":[{"id":"tsumo","han":1},{"id":"riichi","han":1},{"id":"pinfu","han":1},{"id":"tanyao","han":1}],"fu_details":[{"reason":"base","fu":20}],"cost":{"main":2600,"additional":2600,"main_bonus":200,"additional_bonus":200,"kyoutaku_bonus":3000,"total":11400,"yaku_level":""},"error":null}
# red five with has_aka_dora: haku + aka dora, open penchan: 20+4+2=26->30 fu, 2 han; 30*16*4=1920->2000
< {"hand":"234m406p789s11555z","win_tile":"7s","melds":[{"type":"pon","tiles":"555z"}],"dora":["9s"],"options":{"has_aka_dora":true}}
> {"han":2,"fu":30,"yaku":[{"id":"haku","han":1},{"id":"aka_dora","han":1}],"fu_details":[{"reason":"base","fu":20},{"reason":"open_terminal_pon","fu":4},{"reason":"penchan","fu":2}],"cost":{"main":2000,"additional":0,"main_bonus":0,"additional_bonus":0,"kyoutaku_bonus":0,"total":2000,"yaku_level":""},"error":null}
# concealed (closed) kan keeps the hand closed: riichi, 30+32+2=64->70 fu; 70*8*4=2240->2300
< {"hand":"1111m234p567s789s22z","win_tile":"2z","melds":[{"type":"kan","tiles":"1111m","opened":false}],"config":{"is_riichi":true}}
> {"han":1,"fu":70,"yaku":[{"id":"riichi","han":1}],"fu_details":[{"reason":"closed_terminal_kan","fu":32},{"reason":"base","fu":30},{"reason":"pair_wait","fu":2}],"cost":{"main":2300,"additional":0,"main_bonus":0,"additional_bonus":0,"kyoutaku_bonus":0,"total":2300,"yaku_level":""},"error":null}
# kiriage: 4 han 30 fu (1920 base) is paid as mangan
< {"hand":"234789m12345666p","win_tile":"6p","config":{"is_riichi":true},"dora":["1m","1m"],"options":{"kiriage":true}}
> {"han":4,"fu":30,"yaku":[{"id":"riichi","han":1},{"id":"pinfu","han":1},{"id":"dora","han":2}],"fu_details":[{"reason":"base","fu":30}],"cost":{"main":8000,"additional":0,"main_bonus":0,"additional_bonus":0,"kyoutaku_bonus":0,"total":8000,"yaku_level":"kiriage mangan"},"error":null}
# thirteen-sided kokushi without double yakuman: single yakuman
< {"hand":"119m19p19s1234567z","win_tile":"1m","options":{"has_double_yakuman":false}}
> {"han":13,"fu":0,"yaku":[{"id":"daburu_kokushi_musou","han":13}],"fu_details":[],"cost":{"main":32000,"additional":0,"main_bonus":0,"additional_bonus":0,"kyoutaku_bonus":0,"total":32000,"yaku_level":"yakuman"},"error":null}
# riichi on an open hand is an error
< {"hand":"234789m12345666p","win_tile":"6p","melds":[{"type":"chi","tiles":"234m"}],"config":{"is_riichi":true}}
> {"han":null,"fu":null,"yaku":null,"fu_details":null,"cost":null,"error":"open_hand_riichi_not_allowed"}
# nagashi mangan: tiles ignored, paid as a ron mangan unless is_tsumo
< {"hand":"1m","win_tile":"1m","config":{"is_nagashi_mangan":true}}
> {"han":5,"fu":30,"yaku":[{"id":"nagashi_mangan","han":5}],"fu_details":[],"cost":{"main":8000,"additional":0,"main_bonus":0,"additional_bonus":0,"kyoutaku_bonus":0,"total":8000,"yaku_level":"nagashi mangan"},"error":null}
CASES
"$venv/bin/python" "$here/score.py" <"$input" >"$actual"
if diff -u "$expected" "$actual"; then
  echo "riichi reference: $(wc -l <"$expected") passed, 0 failed"
else
  echo "riichi reference: outputs differ from the checked answers" >&2
  exit 1
fi
