#!/usr/bin/env python3
"""Scale-out test: N replicas of the release binary behind haproxy (mode tcp, round robin), the
project's own `loadtest` through it, every replica's calls read from its /metrics.

Scenarios (each prints its figures; any failed check makes the exit status 1):
  spread   few long-lived connections (2 gRPC, then 2 HTTP/1.1) over N replicas: from two
           connection ages after the start, every replica carries at least half its fair share
           (>= 0.5 x 1/N of the calls, counted over the next three ages);
  join     N-1 replicas serve, the N-th starts mid-run: from two connection ages after it joined,
           it carries at least half its fair share (counted over the next three ages);
  remove   a replica gets SIGTERM under load on both transports (its drain), then a rolling
           restart of every replica one by one: 0 failed calls on either transport;
  kill     score load on 6 gRPC and 6 HTTP/1.1 connections; one replica is killed with SIGKILL
           (the calls in flight on its connections are lost with them) and restarted, then a
           second one: 0 failed calls on either transport, the lost calls sent again by the load
           tool as the SDK's clients do (counted as resent, resent_lost).

Usage: scale_test.py --bin target/release/mahjong-scoring [--replicas 3] [--age 2] [--scenario all]
The connection age (seconds) sets every duration; 2 s (CI) takes about 80 s, 10 s about seven
minutes. Needs haproxy on PATH.
"""

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request

BASE_PORT = 19100
FAILED = []


def log(msg):
    print(msg, flush=True)


def check(ok, what):
    log(("  ok    " if ok else "  FAIL  ") + what)
    if not ok:
        FAILED.append(what)


class Replica:
    def __init__(self, args, i, workdir):
        self.args, self.i, self.workdir = args, i, workdir
        self.http = BASE_PORT + 10 * i
        self.grpc = BASE_PORT + 10 * i + 1
        self.proc = None

    def start(self):
        env = dict(os.environ)
        env.pop("MAHJONG_RULESETS_DIR", None)
        log_file = open(os.path.join(self.workdir, f"replica{self.i}.log"), "ab")
        self.proc = subprocess.Popen(
            [
                self.args.bin, "serve",
                "--http", f"127.0.0.1:{self.http}",
                "--grpc", f"127.0.0.1:{self.grpc}",
                "--max-connection-age", f"{self.args.age}s",
                "--max-connection-age-grace", f"{self.args.age}s",
                "--drain-ms", str(int(self.args.age * 500)),
                "--shutdown-grace-ms", str(int(self.args.age * 1000)),
            ],
            stdout=log_file, stderr=subprocess.STDOUT, env=env,
        )
        deadline = time.time() + 30
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise SystemExit(f"replica {self.i} exited at start (see {log_file.name})")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.http}/readyz", timeout=1) as r:
                    if r.status == 200:
                        return
            except OSError:
                pass
            time.sleep(0.05)
        raise SystemExit(f"replica {self.i} not ready in 30 s")

    def stop(self, timeout=60):
        """SIGTERM (the drain) and wait for the exit; returns the exit status."""
        if self.proc is None or self.proc.poll() is not None:
            return self.proc.returncode if self.proc else 0
        self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return -9

    def kill(self):
        """SIGKILL: no drain, the connections are cut with whatever is in flight; returns the exit status."""
        if self.proc is None or self.proc.poll() is not None:
            return self.proc.returncode if self.proc else 0
        self.proc.send_signal(signal.SIGKILL)
        return self.proc.wait(30)

    def calls(self):
        """Calls answered so far by transport (health checks and metrics left out)."""
        with urllib.request.urlopen(f"http://127.0.0.1:{self.http}/metrics", timeout=5) as r:
            text = r.read().decode()
        out = {"grpc": 0, "http": 0}
        for line in text.splitlines():
            if not line.startswith("mahjong_requests_total{"):
                continue
            labels = dict(re.findall(r'(\w+)="([^"]*)"', line))
            op = labels.get("operation", "").lower()
            if "health" in op or "metrics" in op or "readyz" in op:
                continue
            t = labels.get("transport", "")
            if t in out:
                out[t] += int(float(line.rsplit(" ", 1)[1]))
        return out


class Balancer:
    """haproxy in TCP mode, round robin, each replica checked through GET /readyz."""

    def __init__(self, workdir, replicas):
        self.workdir, self.replicas, self.proc = workdir, replicas, None
        self.http = BASE_PORT - 10
        self.grpc = BASE_PORT - 9

    def config(self):
        def backend(name, port_of):
            lines = [f"backend {name}", "  balance roundrobin", "  option httpchk GET /readyz"]
            for r in self.replicas:
                lines.append(
                    f"  server r{r.i} 127.0.0.1:{port_of(r)} check port {r.http} inter 200ms fall 1 rise 1"
                )
            return "\n".join(lines)

        return "\n".join([
            # One line per connection in haproxy.log: which replica, how it ended (termination state).
            "global", "  maxconn 4096", "  log stdout format raw local0",
            "defaults", "  log global", "  option tcplog", "  mode tcp", "  timeout connect 2s",
            "  timeout client 120s", "  timeout server 120s", "  retries 3", "  option redispatch",
            f"frontend http_in\n  bind 127.0.0.1:{self.http}\n  default_backend http_replicas",
            f"frontend grpc_in\n  bind 127.0.0.1:{self.grpc}\n  default_backend grpc_replicas",
            backend("http_replicas", lambda r: r.http),
            backend("grpc_replicas", lambda r: r.grpc),
            "",
        ])

    def start(self):
        path = os.path.join(self.workdir, "haproxy.cfg")
        with open(path, "w") as f:
            f.write(self.config())
        log_file = open(os.path.join(self.workdir, "haproxy.log"), "ab")
        self.proc = subprocess.Popen(["haproxy", "-db", "-f", path], stdout=log_file, stderr=subprocess.STDOUT)
        time.sleep(1.0)
        if self.proc.poll() is not None:
            raise SystemExit(f"haproxy exited at start (see {log_file.name})")

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(10)


def loadtest(args, transport, port, concurrency, duration, extra=()):
    return subprocess.Popen(
        [
            args.bin, "loadtest", "--transport", transport, "--target", f"http://127.0.0.1:{port}",
            "--concurrency", str(concurrency), "--duration", str(duration), "--warmup", "0", "--json",
            *extra,
        ],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )


def finish(p, what):
    out, err = p.communicate(timeout=600)
    try:
        report = json.loads(out.strip().splitlines()[-1])
    except (ValueError, IndexError):
        log(f"  loadtest ({what}) printed no report: exit {p.returncode}\n{out}\n{err}")
        FAILED.append(f"{what}: loadtest report")
        return {"requests": 0, "errors": -1, "error_kinds": {}}
    return report


def snapshot(replicas, transport):
    return [r.calls()[transport] if r.proc and r.proc.poll() is None else None for r in replicas]


def shares(before, after):
    d = [(a - b) if a is not None and b is not None else 0 for a, b in zip(after, before)]
    total = sum(d)
    return d, total


def spread(args, replicas, lb):
    n = len(replicas)
    for transport, port in (("grpc", lb.grpc), ("http", lb.http)):
        log(f"spread: 2 long-lived {transport} connections over {n} replicas, age {args.age} s")
        p = loadtest(args, transport, port, 2, 5.5 * args.age)
        time.sleep(2 * args.age)
        before = snapshot(replicas, transport)
        time.sleep(3 * args.age)
        after = snapshot(replicas, transport)
        report = finish(p, f"spread {transport}")
        d, total = shares(before, after)
        log(f"  calls per replica from two ages after the start, over three ages: {d} (total {total}); "
            f"run: {report['requests']} calls, {report['errors']} errors {report['error_kinds']}")
        for i, c in enumerate(d):
            check(total > 0 and c >= 0.5 * total / n, f"spread {transport}: replica {i} has {c} of {total} (>= {0.5 / n:.3f})")
        check(report["errors"] == 0, f"spread {transport}: 0 failed calls ({report['errors']})")


def join(args, replicas, lb):
    n = len(replicas)
    newcomer = replicas[-1]
    newcomer.stop()
    time.sleep(0.5)
    log(f"join: {n - 1} replicas serve 4 gRPC and 4 HTTP/1.1 connections, replica {newcomer.i} starts after one age")
    age = args.age
    runs = [(t, loadtest(args, t, port, 4, 6.5 * age)) for t, port in (("grpc", lb.grpc), ("http", lb.http))]
    time.sleep(age)
    newcomer.start()
    time.sleep(2 * age)
    before = {t: snapshot(replicas, t) for t, _ in runs}
    time.sleep(3 * age)
    after = {t: snapshot(replicas, t) for t, _ in runs}
    for t, p in runs:
        report = finish(p, f"join {t}")
        d, total = shares(before[t], after[t])
        log(f"  {t}: calls per replica from two ages after the join, over three ages: {d} (total {total}); "
            f"run: {report['requests']} calls, {report['errors']} errors {report['error_kinds']}")
        check(total > 0 and d[-1] >= 0.5 * total / n,
              f"join {t}: the new replica has {d[-1]} of {total} (>= {0.5 / n:.3f})")
        check(report["errors"] == 0, f"join {t}: 0 failed calls ({report['errors']})")


def remove(args, replicas, lb):
    n = len(replicas)
    age = args.age
    # One SIGTERM, then a rolling restart: each replica drained, stopped, started, ready.
    per_replica = 2.0 * age + 2
    duration = 2 * age + n * per_replica + 2 * age
    log(f"remove: 6 gRPC and 6 HTTP/1.1 connections; replica 0 gets SIGTERM, then a rolling restart of all {n}")
    runs = [(t, loadtest(args, t, port, 6, duration)) for t, port in (("grpc", lb.grpc), ("http", lb.http))]
    time.sleep(age)
    code = replicas[0].stop()
    check(code == 0, f"remove: replica 0 drained and exited 0 on SIGTERM ({code})")
    time.sleep(age)
    replicas[0].start()
    t0 = time.time()
    for r in replicas:
        code = r.stop()
        check(code == 0, f"rolling restart: replica {r.i} exited 0 ({code})")
        r.start()
        time.sleep(age)
    log(f"  rolling restart of {n} replicas took {time.time() - t0:.1f} s")
    for t, p in runs:
        report = finish(p, f"remove {t}")
        log(f"  {t}: {report['requests']} calls, {report['errors']} errors {report['error_kinds']}")
        check(report["requests"] > 0 and report["errors"] == 0, f"remove/rolling {t}: 0 failed calls ({report['errors']})")


def kill(args, replicas, lb):
    age = args.age
    victims = replicas[1:3] if len(replicas) >= 3 else replicas[:1]
    # Half an age for the load to settle, then per victim: half an age watched, the kill, its
    # restart, an age for the connections to spread again; an age after the last.
    duration = 0.5 * age + len(victims) * (1.5 * age + 1) + age
    log(f"kill: score load on 6 gRPC and 6 HTTP/1.1 connections; replicas {[v.i for v in victims]} "
        f"killed (SIGKILL) and restarted one after the other")
    runs = [(t, loadtest(args, t, port, 6, duration, ["--operation", "score"]))
            for t, port in (("grpc", lb.grpc), ("http", lb.http))]
    time.sleep(0.5 * age)
    for v in victims:
        before = {t: v.calls()[t] for t, _ in runs}
        time.sleep(0.5 * age)
        carried = {t: v.calls()[t] - before[t] for t, _ in runs}
        code = v.kill()
        check(code == -signal.SIGKILL, f"kill: replica {v.i} killed by SIGKILL ({code})")
        check(all(c > 0 for c in carried.values()),
              f"kill: replica {v.i} carried calls of both transports in the half age before ({carried})")
        v.start()
        time.sleep(age)
    lost = 0
    for t, p in runs:
        report = finish(p, f"kill {t}")
        lost += report.get("resent_lost", 0)
        log(f"  {t}: {report['requests']} calls, {report.get('resent', 0)} resent "
            f"({report.get('resent_lost', 0)} lost with their connection), {report['errors']} failed "
            f"{report['error_kinds']}")
        check(report["requests"] > 0 and report["errors"] == 0, f"kill {t}: 0 failed calls ({report['errors']})")
    check(lost > 0, f"kill: calls were lost with the killed replicas' connections and sent again ({lost})")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default="target/release/mahjong-scoring")
    ap.add_argument("--replicas", type=int, default=3)
    ap.add_argument("--age", type=float, default=2.0, help="connection age in seconds")
    ap.add_argument("--scenario", choices=["all", "spread", "join", "remove", "kill"], default="all")
    args = ap.parse_args()
    if shutil.which("haproxy") is None:
        raise SystemExit("haproxy is not on PATH")
    workdir = tempfile.mkdtemp(prefix="mahjong-scale-")
    replicas = [Replica(args, i, workdir) for i in range(args.replicas)]
    lb = Balancer(workdir, replicas)
    try:
        for r in replicas:
            r.start()
        lb.start()
        for name, f in (("spread", spread), ("join", join), ("remove", remove), ("kill", kill)):
            if args.scenario in ("all", name):
                f(args, replicas, lb)
    finally:
        lb.stop()
        for r in replicas:
            if r.proc and r.proc.poll() is None:
                r.proc.kill()
        log(f"logs in {workdir}")
    if FAILED:
        log(f"scale test: {len(FAILED)} check(s) failed")
        sys.exit(1)
    log("scale test: all checks passed")


if __name__ == "__main__":
    main()
