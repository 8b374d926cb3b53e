#!/usr/bin/env bash
# The engine side by side with the riichi scorer agari 0.27 (crates/peer-bench, its own workspace,
# never part of the project's build): builds it in release, then runs it pinned to one core.
# Prints per rule set the median ns per hand of parse + check + score, score only and waits (each
# wait scored), agari's median on 5,000 random riichi winners, and the ratio.
# Then mcr beside the C++ fan calculator of pymahjonggb 1.4.0: its sdist is fetched from PyPI once
# (pinned by version and sha256) into $CARGO_TARGET_DIR/pymahjonggb, and g++ builds our timing
# program crates/peer-bench/cpp/mcr_bench.cpp with the calculator's sources into
# $CARGO_TARGET_DIR/mcr_bench (named to peer-bench in MCR_BENCH); if either fails, the script
# says why and skips only that comparison.
#   scripts/peer-bench.sh            the comparison (about a minute once built)
#   scripts/peer-bench.sh once LIST  one pass of one list, for callgrind or perf
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target/peer-bench}"
cargo build --release --quiet --manifest-path crates/peer-bench/Cargo.toml

mcr_version=1.4.0
mcr_sha256=90d07327910e34890c0790f42d3b3b2926c2cb6b62d8e4122f491ccd8edc242e
mcr_dir="$CARGO_TARGET_DIR/pymahjonggb"
mcr_src="$mcr_dir/PyMahjongGB-$mcr_version/MahjongGB/mahjong-algorithm"
mcr_bench="$CARGO_TARGET_DIR/mcr_bench"
mcr_main=crates/peer-bench/cpp/mcr_bench.cpp

# Fetches and unpacks the sdist unless present, then builds mcr_bench unless newer than its source.
# -O2 and no -march, as the service's release build; -DNDEBUG as Python builds the extension.
build_mcr_bench() {
  if [ ! -f "$mcr_src/fan_calculator.cpp" ]; then
    local sdist="$mcr_dir/pymahjonggb-$mcr_version.tar.gz"
    mkdir -p "$mcr_dir" || return 1
    if [ ! -f "$sdist" ]; then
      python3 -m pip download --quiet --no-binary :all: --no-deps "pymahjonggb==$mcr_version" -d "$mcr_dir" ||
        { echo "pip download of pymahjonggb==$mcr_version failed"; return 1; }
    fi
    echo "$mcr_sha256  $sdist" | sha256sum --check --status ||
      { echo "$sdist is not the pinned sdist (sha256 differs)"; rm -f "$sdist"; return 1; }
    tar -xzf "$sdist" -C "$mcr_dir" || { echo "cannot unpack $sdist"; return 1; }
  fi
  if [ ! "$mcr_bench" -nt "$mcr_main" ]; then
    command -v g++ >/dev/null || { echo "no g++"; return 1; }
    g++ -std=c++17 -O2 -DNDEBUG -I"$mcr_src" "$mcr_main" "$mcr_src/fan_calculator.cpp" "$mcr_src/shanten.cpp" \
      -o "$mcr_bench" || { echo "g++ failed on $mcr_main"; return 1; }
  fi
}
if why=$(build_mcr_bench 2>&1); then
  export MCR_BENCH="$mcr_bench"
else
  echo "peer-bench: the MCR comparison is skipped: $why" >&2
fi
exec taskset -c "${CORE:-1}" "$CARGO_TARGET_DIR/release/peer-bench" "$@"
