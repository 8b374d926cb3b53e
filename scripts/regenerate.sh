#!/usr/bin/env bash
# Regenerates everything made from the API's definition, after an operation was added or changed:
#   docs/openapi.json                          (from the Rust code: UPDATE_OPENAPI=1 cargo test --test openapi)
#   clients/typescript/src/generated/openapi.ts (from docs/openapi.json: npm run generate)
# Commit both. (The gRPC code, crate mahjong-proto, is generated from proto/ separately:
#   UPDATE_GENERATED=1 cargo test -p mahjong-proto --test generated_current)
set -euo pipefail
cd "$(dirname "$0")/.."
UPDATE_OPENAPI=1 cargo test --quiet --test openapi committed_openapi_is_current
cd clients/typescript
[ -d node_modules ] || npm ci --no-audit --no-fund --loglevel=error
npm run --silent generate
