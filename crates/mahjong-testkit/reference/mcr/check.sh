#!/usr/bin/env bash
# Checks the MCR reference driver (score.py) against hands whose fans were worked out by hand
# (cases.jsonl in, expected.jsonl out, line by line; the reasoning is in docs/rules-mcr.md §9).
# Makes the pinned venv first. Run from anywhere: bash crates/mahjong-testkit/reference/mcr/check.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
venv="$root/target/mcr-venv"
bash "$root/scripts/pinned-venv.sh" "$venv" "$here/requirements.txt"
actual=$("$venv/bin/python3" "$here/score.py" < "$here/cases.jsonl")
passed=0 failed=0 n=0
while IFS= read -r want; do
  n=$((n + 1))
  got=$(sed -n "${n}p" <<< "$actual")
  if [ "$got" = "$want" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    printf 'hand %d differs\n  want %s\n  got  %s\n' "$n" "$want" "$got"
  fi
done < "$here/expected.jsonl"
[ "$(wc -l <<< "$actual")" -eq "$n" ] || { echo "driver wrote $(wc -l <<< "$actual") lines for $n hands"; failed=$((failed + 1)); }
echo "mcr reference: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
