#!/usr/bin/env python3
"""Instructions the REST server spends per request (callgrind), independent of machine load.

Starts BIN (default target/release/mahjong-scoring) under `valgrind --tool=callgrind`, sends over
one keep-alive connection 20 warm-up requests and then N counted ones per target, zeroing the
counters before and dumping them after each target (`callgrind_control`), and prints the server's
instructions per request: GET /healthz (2,000), POST /v1/hands/score with the load tool's built-in
hand (2,000), and POST /v1/hands/score-batch of 800 hands drawn from the golden score cases as the
load tool draws them (10; also per hand). Server threads are all counted (background timers
included). Needs valgrind; takes about a minute.

Usage: scripts/callgrind-rest.py [BIN] [OUTDIR]
"""
import glob, http.client, json, os, socket, subprocess, sys, tempfile, time

bin_ = sys.argv[1] if len(sys.argv) > 1 else "target/release/mahjong-scoring"
out = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp()
# The load tool's built-in mix, written by build.rs next to the binary's build.
mixes = glob.glob(os.path.join(os.path.dirname(os.path.abspath(bin_)), "build/*/out/loadtest_mix.json"))
if not mixes:
    sys.exit(f"no build/*/out/loadtest_mix.json next to {bin_}: build it with cargo first")
mixf = max(mixes, key=os.path.getmtime)
os.makedirs(out, exist_ok=True)
s = socket.socket(); s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]; s.close()
s = socket.socket(); s.bind(("127.0.0.1", 0)); gport = s.getsockname()[1]; s.close()
p = subprocess.Popen(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}/cg.%p",
                      bin_, "serve", "--http", f"127.0.0.1:{port}", "--grpc", f"127.0.0.1:{gport}"],
                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
for _ in range(600):
    try:
        c = http.client.HTTPConnection("127.0.0.1", port); c.request("GET", "/readyz"); r = c.getresponse(); r.read()
        if r.status == 200: break
    except OSError: pass
    time.sleep(0.2)
mix = json.load(open(mixf))
# The load tool's own score request, the bytes it (and scripts/per-core.sh) sends.
score_default = subprocess.run([bin_, "loadtest", "--print-body"], check=True, capture_output=True).stdout
bodies = [g["body"] for g in mix if g["op"] == "score" and g["status"] == 200]
picked = [bodies[i % len(bodies)] for i in range(800)]
batch = json.dumps({"requests": picked}, separators=(",", ":"))
conn = http.client.HTTPConnection("127.0.0.1", port)
def req(method, path, body=None):
    h = {"Content-Type": "application/json"} if body else {}
    conn.request(method, path, body=body, headers=h); r = conn.getresponse(); d = r.read()
    assert r.status == 200, (r.status, d[:300])
    return d
def total():
    f = max(glob.glob(f"{out}/cg.{p.pid}*"), key=os.path.getmtime)
    for line in open(f):
        if line.startswith("summary:") or line.startswith("totals:"):
            return int(line.split()[1])
def measure(name, n, method, path, body=None, per=1):
    for _ in range(20): req(method, path, body)
    subprocess.run(["callgrind_control", "-z", str(p.pid)], check=True, stdout=subprocess.DEVNULL)
    for _ in range(n): req(method, path, body)
    subprocess.run(["callgrind_control", "-d", name, str(p.pid)], check=True, stdout=subprocess.DEVNULL)
    time.sleep(0.5)
    t = total()
    print(f"{name}: {t/n:,.0f} instr/request" + (f", {t/n/per:,.0f} instr/hand" if per > 1 else ""), flush=True)
try:
    measure("healthz", 2000, "GET", "/healthz")
    measure("score", 2000, "POST", "/v1/hands/score", score_default)
    measure("batch800", 10, "POST", "/v1/hands/score-batch", batch, per=800)
    # The answers, to compare two builds byte for byte.
    open(f"{out}/score.json", "wb").write(req("POST", "/v1/hands/score", score_default))
    open(f"{out}/batch.json", "wb").write(req("POST", "/v1/hands/score-batch", batch))
    print(f"answers and callgrind dumps in {out}")
finally:
    p.terminate(); p.wait()
