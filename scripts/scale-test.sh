#!/usr/bin/env bash
# Scale-out test: replicas of the release binary behind haproxy (mode tcp), the project's own
# loadtest through it (scripts/scale_test.py says what is checked: spread, join, remove, kill).
#   scripts/scale-test.sh             short form (connection age 2 s, about 80 s): what CI runs
#   AGE=10 scripts/scale-test.sh      long form (age 10 s, about 7 minutes)
#   scripts/scale-test.sh --scenario kill    one scenario (SIGKILL under load, about 15 s)
#   REPLICAS=5 AGE=10 scripts/scale-test.sh --scenario join
# Installs haproxy from Debian when it is missing and apt-get can; skips with a message otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v haproxy >/dev/null; then
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        apt-get install -y -qq haproxy >/dev/null || { apt-get update -qq && apt-get install -y -qq haproxy >/dev/null; }
    fi
fi
if ! command -v haproxy >/dev/null; then
    echo "scale test SKIPPED: haproxy is not installed and cannot be installed here (apt-get install haproxy)"
    exit 0
fi
BIN="${BIN:-target/release/mahjong-scoring}"
if [ -z "${NO_BUILD:-}" ]; then
    cargo build --release --quiet --bin mahjong-scoring
fi
exec python3 scripts/scale_test.py --bin "$BIN" --replicas "${REPLICAS:-3}" --age "${AGE:-2}" "$@"
