#!/usr/bin/env bash
# Soak and abuse run: starts the service on free loopback ports, runs `mahjong-scoring soak`
# against it for DURATION seconds (good clients at saturation, bad and abusive clients, health
# probes, memory sampling; see `mahjong-scoring soak --help`), then stops it with SIGTERM, which
# it must survive with exit status 0 after its drain.
#
# The service runs with a connection cap below what the abusive clients open, so the cap and its
# eviction of idle connections are part of every run.
#
# Usage: scripts/soak.sh [DURATION_SECONDS]       (default 60; `.ci/run` uses 60)
# Env:   BINARY      the service binary (default target/release/mahjong-scoring, built if absent)
#        SERVE_ARGS  extra `serve` options;  SOAK_ARGS  extra `soak` options
#        JSON_OUT    also write the report as JSON to this file
#        LOG         the service's log file (default: a temporary file, printed on failure)
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${1:-60}
BINARY=${BINARY:-target/release/mahjong-scoring}
if [ ! -x "$BINARY" ]; then
  cargo build --release --locked --bin mahjong-scoring
fi
# The abusive clients hold about 1,300 connections, and the service as many: room for both.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt 4096 ]; then
  echo "soak: the open-file limit ($(ulimit -n)) is below 4096; raise it (ulimit -n)" >&2
  exit 1
fi
LOG=${LOG:-$(mktemp -t soak-service.XXXXXX)}
DRAIN_MS=2000
GRACE_MS=5000
# shellcheck disable=SC2086
RUST_LOG=warn,mahjong_scoring::server=info "$BINARY" serve --http 127.0.0.1:0 --grpc 127.0.0.1:0 \
  --log-format json --max-connections 512 --drain-ms "$DRAIN_MS" --shutdown-grace-ms "$GRACE_MS" \
  ${SERVE_ARGS:-} >"$LOG" 2>&1 &
PID=$!
trap 'kill -9 $PID 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
  grep -q '"message":"serving"' "$LOG" && break
  sleep 0.1
done
HTTP=$(sed -n 's/.*"message":"serving".*"http":"\([^"]*\)".*/\1/p' "$LOG" | head -n1)
GRPC=$(sed -n 's/.*"message":"serving".*"grpc":"\([^"]*\)".*/\1/p' "$LOG" | head -n1)
if [ -z "$HTTP" ] || [ -z "$GRPC" ]; then
  echo "soak: the service did not start" >&2
  cat "$LOG" >&2
  exit 1
fi
echo "soak: service $PID on http $HTTP, grpc $GRPC; $DURATION s"
status=0
# shellcheck disable=SC2086
"$BINARY" soak --http "$HTTP" --grpc "$GRPC" --pid "$PID" --duration "$DURATION" --max-message-bytes 1048576 \
  ${JSON_OUT:+--json-out "$JSON_OUT"} ${SOAK_ARGS:-} || status=$?
# The service must still drain and exit cleanly after all that.
kill -TERM "$PID"
deadline=$(( $(date +%s) + (DRAIN_MS + GRACE_MS) / 1000 + 10 ))
while kill -0 "$PID" 2>/dev/null; do
  if [ "$(date +%s)" -gt "$deadline" ]; then
    echo "soak: the service did not exit after SIGTERM" >&2
    status=1
    break
  fi
  sleep 0.2
done
if wait "$PID"; then
  echo "soak: the service drained and exited 0"
else
  echo "soak: the service exited with status $?" >&2
  status=1
fi
trap - EXIT
echo "soak: service warnings: $(grep -c '"level":"WARN"' "$LOG" || true) (log: $LOG)"
if [ "$status" -ne 0 ]; then
  tail -n 20 "$LOG" >&2
fi
exit "$status"
