#!/usr/bin/env bash
# Throughput per server core (docs/load-testing.md, "Throughput per core"): the server pinned to
# core 0, the load tool to core 1, 64 connections, ROUNDS rounds of DURATION seconds per target,
# each round against a freshly started server. Prints per target the median requests/s, the
# median server CPU per request (and per hand for the bulk targets, from /proc via --server-pid)
# and the ratios against the targets:
#   REST score / REST healthz >= 0.7, gRPC ScoreHand / gRPC health >= 0.85,
#   REST score-batch and the gRPC ScoreHands stream >= 400k hands/s of one server core.
# Needs two cores and `taskset`; about ROUNDS x 6 x (DURATION + 1) s.
# With `wrk` on the PATH (Debian: apt-get install wrk) each round also drives the REST pair with it,
# the same body, 64 connections and one thread on core 1, and the server's CPU is read from /proc:
# a second, outside generator for the REST ratio (ROUNDS x 2 x DURATION s more; WRK=0 skips it).
# The load tool busy-polls (`--busy-poll`: its core is its own here, and a sleeping generator costs
# the server's core a wake-up per answer that finds it asleep, which a client on another machine
# would not); each round also drives the REST pair with it sleeping, as a CI job's load tool on a
# shared machine would (ROUNDS x 2 x DURATION s more; BUSY_POLL=0 runs everything sleeping).
# Usage: scripts/per-core.sh [BIN] [ROUNDS] [DURATION]   (defaults: target/release/mahjong-scoring 3 8)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/release/mahjong-scoring}
# The load tool: the same binary, or LOAD_BIN (another build's, to compare two servers on one mix).
load=${LOAD_BIN:-$bin}
rounds=${2:-3}
duration=${3:-8}
batch=${BATCH_SIZE:-800}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

read -r http grpc < <(python3 -c 'import socket
s=[socket.socket() for _ in range(2)]
[x.bind(("127.0.0.1",0)) for x in s]
print(*[x.getsockname()[1] for x in s])')

busy=(); [ "${BUSY_POLL:-1}" != 0 ] && busy=(--busy-poll)
# transport, operation, and how the load tool waits (busy: as set above; sleeping: never busy-polls).
targets=("http healthz busy" "http score busy" "grpc healthz busy" "grpc score busy" "http batch busy" "grpc batch busy")
[ ${#busy[@]} -gt 0 ] && targets+=("http healthz sleeping" "http score sleeping")

# The REST score request of both generators: the load tool's own, printed (`--print-body`) and
# passed back as `--body`, so that both send the very same bytes.
"$load" loadtest --print-body >"$out/score.json"
use_wrk=0
if [ "${WRK:-1}" != 0 ] && command -v wrk >/dev/null; then
  use_wrk=1
  cat >"$out/score.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local f = io.open("$out/score.json")
wrk.body = f:read("*a")
f:close()
LUA
fi
ticks=$(getconf CLK_TCK)
# The server's CPU time so far, in clock ticks (user + system); 0 once it is gone (wrk then counts
# socket errors).
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
for round in $(seq "$rounds"); do
  taskset -c 0 "$bin" serve --http "127.0.0.1:$http" --grpc "127.0.0.1:$grpc" >/dev/null 2>&1 &
  pid=$!
  for _ in $(seq 100); do
    curl -fsS "http://127.0.0.1:$http/readyz" >/dev/null 2>&1 && break
    sleep 0.1
  done
  for spec in "${targets[@]}"; do
    read -r t op wait <<<"$spec"
    port=$http; [ "$t" = grpc ] && port=$grpc
    extra=(); [ "$op" = batch ] && extra=(--batch-size "$batch")
    [ "$t $op" = "http score" ] && extra=(--body "$out/score.json")
    file="$out/$round-$t-$op.json"
    if [ "$wait" = busy ]; then
      extra+=("${busy[@]}")
    else
      file="$out/$round-$t-$op-sleeping.json"
    fi
    taskset -c 1 "$load" loadtest --transport "$t" --target "http://127.0.0.1:$port" --operation "$op" \
      "${extra[@]}" --concurrency 64 --duration "$duration" --server-pid "$pid" --json \
      >"$file" 2>/dev/null || true
  done
  if [ "$use_wrk" = 1 ]; then
    for op in healthz score; do
      url="http://127.0.0.1:$http/healthz"; script=()
      [ "$op" = score ] && url="http://127.0.0.1:$http/v1/hands/score" && script=(-s "$out/score.lua")
      before=$(cpu_ticks "$pid")
      taskset -c 1 wrk -t1 -c64 -d"${duration}s" "${script[@]}" "$url" >"$out/$round-wrk-$op.txt" 2>&1 || true
      echo "cpu_ticks $(( $(cpu_ticks "$pid") - before )) $ticks" >>"$out/$round-wrk-$op.txt"
    done
  fi
  kill "$pid"; wait "$pid" 2>/dev/null || true
done

python3 - "$out" "$rounds" "$batch" "$duration" "$(uptime)" "${#busy[@]}" <<'EOF'
import json, os, statistics, sys
out, rounds, batch, duration, uptime = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
busy = sys.argv[6] != "0"
med = {}
# Requests/s by (transport or "wrk", operation) and round: a pair's ratio round by round.
per_round = {}
print(f"{'target':<22} {'req/s':>9} {'hands/s':>9} {'µs CPU/req':>11} {'µs CPU/hand':>12} {'cores':>6} {'errors':>7}")
pairs = [("http", "healthz"), ("http", "score"), ("grpc", "healthz"), ("grpc", "score"), ("http", "batch"), ("grpc", "batch")]
if busy:
    pairs += [("http", "healthz-sleeping"), ("http", "score-sleeping")]
for t, op in pairs:
    runs = []
    for r in range(1, rounds + 1):
        try:
            with open(os.path.join(out, f"{r}-{t}-{op}.json")) as f:
                runs.append(json.load(f))
            per_round.setdefault((t, op), {})[r] = runs[-1]["rps"]
        except (OSError, ValueError, KeyError):
            pass
    if not runs:
        print(f"{t} {op}: no result"); continue
    items = batch if op == "batch" else 1
    rps = statistics.median(j["rps"] for j in runs)
    cpu = statistics.median((j.get("server_cpu") or {}).get("per_request_us") or float("nan") for j in runs)
    cores = statistics.median((j.get("server_cpu") or {}).get("cores") or float("nan") for j in runs)
    errors = sum(j.get("errors", 0) for j in runs)
    med[(t, op)] = (rps, cpu, cores)
    hands = f"{rps * items:9.0f}" if op == "batch" else f"{'':9}"
    per_hand = f"{cpu / items:12.2f}" if op == "batch" else f"{'':12}"
    print(f"{t + ' ' + op:<22} {rps:9.0f} {hands} {cpu:11.1f} {per_hand} {cores:6.2f} {errors:7}")
# The REST pair again, driven by wrk (when it ran): requests/s, and the server's CPU per request
# from its clock ticks over the run (a tick is 10 ms: over 8 s the figure is good to about 1%).
for op in ("healthz", "score"):
    runs = []
    for r in range(1, rounds + 1):
        try:
            text = open(os.path.join(out, f"{r}-wrk-{op}.txt")).read()
        except OSError:
            continue
        n = rps = ticks = hz = secs = None
        errors = 0
        for line in text.splitlines():
            w = line.replace(",", " ").split()
            if "requests in" in line:
                n, secs = int(w[0]), float(w[3].rstrip("s"))
            elif line.startswith("Requests/sec:"):
                rps = float(w[1])
            elif line.startswith("cpu_ticks"):
                ticks, hz = int(w[1]), int(w[2])
            elif "Non-2xx" in line:
                errors += int(w[-1])
            elif "Socket errors" in line:
                errors += sum(int(x) for x in w if x.isdigit())
        if n and rps and secs and ticks is not None:
            runs.append((rps, ticks / hz * 1e6 / n, ticks / hz / secs, errors))
            per_round.setdefault(("wrk", op), {})[r] = rps
    if runs:
        rps, cpu, cores = (statistics.median(x[k] for x in runs) for k in range(3))
        med[("wrk", op)] = (rps, cpu, cores)
        print(f"{'wrk ' + op:<22} {rps:9.0f} {'':9} {cpu:11.1f} {'':12} {cores:6.2f} {sum(x[3] for x in runs):7}")
print()
def ratio(a, b, target, what):
    if a in med and b in med:
        r = med[a][0] / med[b][0]
        c = med[b][1] / med[a][1]
        print(f"{what:<28} req/s ratio {r:.3f}  (CPU ratio {c:.3f}; target >= {target})  {'MET' if r >= target else 'not met'}")
        # The verdict is on the medians; each round's own pair (the two targets back to back
        # against one server) shows how far the machine drifted between windows.
        ra, rb = per_round.get(a, {}), per_round.get(b, {})
        pairs = [f"{ra[k] / rb[k]:.2f}" for k in sorted(ra) if k in rb]
        if len(pairs) > 1:
            print(f"{'':<28} round by round {', '.join(pairs)}")
        # Below a saturated core the generator, not the server, set the pace: the req/s ratio
        # then says little, the CPU ratio (µs per healthz / µs per score) more.
        if min(med[a][2], med[b][2]) < 0.9:
            print(f"{'':<28} (server core not saturated: {med[b][2]:.2f} / {med[a][2]:.2f} cores; the generator set the pace)")
ratio(("http", "score"), ("http", "healthz"), 0.7, "REST score / healthz" + (" (busy)" if busy else ""))
ratio(("http", "score-sleeping"), ("http", "healthz-sleeping"), 0.7, "REST score / healthz (sleeping)")
ratio(("wrk", "score"), ("wrk", "healthz"), 0.7, "REST score / healthz (wrk)")
ratio(("grpc", "score"), ("grpc", "healthz"), 0.85, "gRPC ScoreHand / health" + (" (busy)" if busy else ""))
for t, name in [("http", "REST score-batch"), ("grpc", "gRPC ScoreHands")]:
    if (t, "batch") in med:
        per_hand = med[(t, "batch")][1] / batch
        core_rate = 1e6 / per_hand
        print(f"{name:<28} {core_rate:9.0f} hands per server-core second ({per_hand:.2f} µs/hand; target >= 400000)  {'MET' if core_rate >= 400000 else 'not met'}")
print(f"\nmedian of {rounds} x {duration} s, batch of {batch}; the load tool {'busy-polling (sleeping where said)' if busy else 'sleeping'}; {uptime.strip()}")
EOF
