#!/usr/bin/env bash
# Instructions per gRPC call on the server (docs/load-testing.md, "Throughput per core"): the
# server runs under callgrind with instrumentation off, a 2 s warm-up is sent, instrumentation is
# switched on for DURATION seconds of load (4 connections), and the instructions counted are
# divided by the requests (and by the hands for `batch`). Deterministic enough to compare builds
# on a busy machine, unlike requests per second.
# Usage: scripts/callgrind-grpc.sh [BIN] [OPERATION] [BATCH_SIZE] [DURATION]
#   (defaults: target/release/mahjong-scoring score 800 6; OPERATION: healthz, score, batch)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/release/mahjong-scoring}
op=${2:-score}
batch=${3:-800}
duration=${4:-6}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
read -r http grpc < <(python3 -c 'import socket
s=[socket.socket() for _ in range(2)]
[x.bind(("127.0.0.1",0)) for x in s]
print(*[x.getsockname()[1] for x in s])')
valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$out/cg.out" \
  "$bin" serve --http "127.0.0.1:$http" --grpc "127.0.0.1:$grpc" >"$out/server.log" 2>&1 &
pid=$!
for _ in $(seq 300); do
  curl -fsS "http://127.0.0.1:$http/readyz" >/dev/null 2>&1 && break
  sleep 0.2
done
load=("$bin" loadtest --transport grpc --target "http://127.0.0.1:$grpc" --operation "$op"
  --batch-size "$batch" --concurrency 4 --warmup 0 --json)
"${load[@]}" --duration 2 >/dev/null 2>&1 || true
callgrind_control -i on "$pid" >/dev/null
"${load[@]}" --duration "$duration" >"$out/run.json" 2>/dev/null || true
callgrind_control -i off "$pid" >/dev/null
callgrind_control -d "$pid" >/dev/null
kill "$pid"
wait "$pid" 2>/dev/null || true
python3 - "$out" "$op" "$batch" <<'PY'
import glob, json, re, sys
out, op, batch = sys.argv[1], sys.argv[2], int(sys.argv[3])
n = json.load(open(out + "/run.json"))["requests"]
total = 0
for f in glob.glob(out + "/cg.out*"):
    for line in open(f):
        m = re.match(r"totals: (\d+)", line)
        if m:
            total += int(m.group(1))
per = total / n
hands = f", {per / batch:,.0f} per hand" if op == "batch" else ""
print(f"{op}: {n} requests, {per:,.0f} instructions per request{hands}")
PY
