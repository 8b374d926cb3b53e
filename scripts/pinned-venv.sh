#!/usr/bin/env bash
# Makes VENV a Python venv holding exactly REQUIREMENTS (a frozen, pinned requirements file), and
# remakes it whenever that file changes. The checks that need Python tools call this, so a new
# release of a tool or of one of its dependencies cannot change what CI checks.
# Usage: scripts/pinned-venv.sh VENV REQUIREMENTS
set -euo pipefail
venv=$1
req=$2
if [ ! -x "$venv/bin/python3" ] || ! cmp -s "$req" "$venv/requirements.txt"; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check --no-input -r "$req"
  cp "$req" "$venv/requirements.txt"
fi
