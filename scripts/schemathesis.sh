#!/usr/bin/env bash
# Fuzzes the REST API from its own OpenAPI document: every status code and body must be documented
# and match its schema, and schema-violating requests must be rejected. (`positive_data_acceptance`
# is left out on purpose: well-typed hands that break the rules are answered 422, as documented.)
# Usage: scripts/schemathesis.sh [BINARY] [MAX_EXAMPLES]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/debug/mahjong-scoring}
examples=${2:-60}
# schemathesis and its dependencies, pinned in scripts/schemathesis/requirements.txt.
venv=target/schemathesis-venv
bash scripts/pinned-venv.sh "$venv" scripts/schemathesis/requirements.txt
read -r http grpc < <(python3 -c 'import socket
s=[socket.socket() for _ in range(2)]
[x.bind(("127.0.0.1",0)) for x in s]
print(*[x.getsockname()[1] for x in s])')
"$bin" serve --http "127.0.0.1:$http" --grpc "127.0.0.1:$grpc" >/tmp/schemathesis-server.log 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$http/readyz" >/dev/null && break; sleep 0.1; done
"$venv/bin/st" run "http://127.0.0.1:$http/openapi.json" --checks all --exclude-checks positive_data_acceptance \
  --max-examples "$examples" --seed 1 --no-color
