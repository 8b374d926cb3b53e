#!/usr/bin/env bash
# What an integrator does first, against a running server started here with a CORS origin:
# - scripts/integrators/check.py (Python, pinned in scripts/integrators/requirements.txt):
#   validates the served OpenAPI 3.1 document (openapi-spec-validator), sends every documented
#   request example expecting its documented status and answer, opens problem types, checks for
#   references to outside files, sends CORS preflights, and calls gRPC through v1alpha reflection
#   (grpcio + grpcio-reflection) without the proto files;
# - the TypeScript client's drift check and its tests under Node (clients/typescript, pinned in its
#   package-lock.json), against the same server.
# Usage: scripts/integrators-check.sh [BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/debug/mahjong-scoring}
origin=https://club.example.org
venv=target/integrators-venv
bash scripts/pinned-venv.sh "$venv" scripts/integrators/requirements.txt
read -r http grpc < <(python3 -c 'import socket
s=[socket.socket() for _ in range(2)]
[x.bind(("127.0.0.1",0)) for x in s]
print(*[x.getsockname()[1] for x in s])')
"$bin" serve --http "127.0.0.1:$http" --grpc "127.0.0.1:$grpc" --cors-allow-origin "$origin" \
  >target/integrators-server.log 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$http/readyz" >/dev/null && break; sleep 0.1; done
status=0
echo "-- OpenAPI, examples, problem types, CORS, gRPC reflection (Python)"
timeout 120 "$venv/bin/python" scripts/integrators/check.py "http://127.0.0.1:$http/" "127.0.0.1:$grpc" "$origin" || status=1
echo "-- TypeScript client (Node)"
if ! command -v npm >/dev/null 2>&1; then
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm) >/dev/null 2>&1 || true
fi
if ! command -v npm >/dev/null 2>&1; then
  echo "SKIPPED: TypeScript client: Node and npm cannot be installed on this machine"
else
  (cd clients/typescript && npm ci --no-audit --no-fund --loglevel=error >/dev/null \
    && npm run --silent check-generated \
    && MAHJONG_URL="http://127.0.0.1:$http" timeout 120 npm test --silent) || status=1
fi
exit $status
