#!/usr/bin/env bash
# The engine side by side with the riichi scorer agari 0.27 (crates/peer-bench, its own workspace,
# never part of the project's build): builds it in release, then runs it pinned to one core.
# Prints per rule set the median ns per hand of parse + check + score, score only and waits (each
# wait scored), agari's median on 5,000 random riichi winners, and the ratio.
#   scripts/peer-bench.sh            the comparison (about a minute once built)
#   scripts/peer-bench.sh once LIST  one pass of one list, for callgrind or perf
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target/peer-bench}"
cargo build --release --quiet --manifest-path crates/peer-bench/Cargo.toml
exec taskset -c "${CORE:-1}" "$CARGO_TARGET_DIR/release/peer-bench" "$@"
