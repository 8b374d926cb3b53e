#!/usr/bin/env bash
# The scoring page and the widget in a real headless Chromium (Debian's package), driven by
# Playwright from PyPI. Usage: scripts/browser-test.sh BINARY [SHOT_DIR]
# Screenshots of every state (1280 px and 360 px wide) go to SHOT_DIR
# (default target/browser-screenshots). Skips only where Chromium cannot be installed.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:?usage: browser-test.sh BINARY [SHOT_DIR]}
shots=${2:-target/browser-screenshots}

if [ ! -x /usr/bin/chromium ]; then
  if ! (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null 2>&1; then
    echo "SKIPPED: browser tests: Debian's chromium package cannot be installed on this machine"
    exit 0
  fi
fi
venv=target/browser-venv
bash scripts/pinned-venv.sh "$venv" scripts/browser/requirements.txt
# The accessibility engine (axe-core, pinned in scripts/browser/package-lock.json).
if ! command -v npm >/dev/null 2>&1 || ! (cd scripts/browser && npm ci --no-audit --no-fund --loglevel=error) >/dev/null 2>&1; then
  echo "SKIPPED: accessibility check: axe-core cannot be installed from the npm registry here"
  export MAHJONG_SKIP_AXE=1
fi
# Playwright drives the system browser (executable_path); it never downloads one of its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
rm -rf "$shots"
timeout 600 "$venv/bin/python" scripts/browser_test.py "$binary" "$shots"
