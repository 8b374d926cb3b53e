#!/usr/bin/env bash
# What an integrator does first, against a running server started here with a CORS origin:
# - scripts/integrators/check.py (Python, pinned in scripts/integrators/requirements.txt):
#   validates the served OpenAPI 3.1 document (openapi-spec-validator), sends every documented
#   request example expecting its documented status and answer, opens problem types, checks for
#   references to outside files, sends CORS preflights, and calls gRPC through v1alpha reflection
#   (grpcio + grpcio-reflection) without the proto files;
# - the TypeScript client's drift check and its tests under Node (clients/typescript, pinned in its
#   package-lock.json), against the same server;
# - three OpenAPI generators on the committed document, each taking every schema without a warning
#   (scripts/openapi_generators.py: openapi-python-client, datamodel-code-generator, openapi-typescript);
# - the Python client (clients/python, tools pinned in its requirements-dev.txt): its drift check,
#   the package built and installed, its pytest suite (sync and async) against the server, the
#   Python examples of its README (REST, and gRPC by reflection alone and with grpcio-status), and
#   the docs checked against the service (scripts/integrators/docs_match.py: docs/api.md's
#   operations table and CORS text, the clients' function lists).
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
echo "-- OpenAPI generators, Python client, the docs' Python examples, docs against the service"
pyvenv=target/python-client-venv
bash scripts/pinned-venv.sh "$pyvenv" clients/python/requirements-dev.txt
"$pyvenv/bin/python" scripts/openapi_generators.py || status=1
("$pyvenv/bin/python" clients/python/generate.py --check \
  && "$pyvenv/bin/pip" install --quiet --disable-pip-version-check --no-deps --no-build-isolation --force-reinstall ./clients/python \
  && MAHJONG_URL="http://127.0.0.1:$http" timeout 120 "$pyvenv/bin/python" -m pytest -q -p no:cacheprovider clients/python/tests \
  && timeout 120 "$pyvenv/bin/python" scripts/integrators/doc_examples.py "http://127.0.0.1:$http" "127.0.0.1:$grpc" clients/python/README.md) \
  || status=1
"$pyvenv/bin/python" scripts/integrators/docs_match.py "http://127.0.0.1:$http" "$origin" || status=1
exit $status
