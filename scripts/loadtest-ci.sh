#!/usr/bin/env bash
# The load tool as a CI pipeline uses it (docs/load-testing.md), against a server started here:
# - the golden mix over REST and gRPC with thresholds the service meets: exit 0, a PASS line, a
#   JUnit report with one passing testcase per threshold, server CPU per request from /proc;
# - a threshold it cannot meet: exit 1, a FAIL line naming the threshold, a JUnit failure;
# - the example CI jobs in docs/load-testing.md parse as YAML (PyYAML, pinned), use only options
#   the binary has, validate against the GitHub Actions and GitLab CI schemas (check-jsonschema's
#   own copies, pinned) and their shell passes ShellCheck (scripts/shellcheck.sh).
# About 10 s. Usage: scripts/loadtest-ci.sh [BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/debug/mahjong-scoring}
out=target/loadtest-ci
mkdir -p "$out"
read -r http grpc < <(python3 -c 'import socket
s=[socket.socket() for _ in range(2)]
[x.bind(("127.0.0.1",0)) for x in s]
print(*[x.getsockname()[1] for x in s])')
"$bin" serve --http "127.0.0.1:$http" --grpc "127.0.0.1:$grpc" >"$out/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 100); do
  curl -fsS "http://127.0.0.1:$http/readyz" >/dev/null 2>&1 && break
  sleep 0.1
done

# A debug build on a shared 2-core machine: limits with room, the error limit exact.
common=(--duration 2 --warmup 0.5 --concurrency 8 --bad-share 10% --server-pid "$pid"
        --min-rps 50 --max-p99-ms 2000 --max-error-rate 0 --max-cpu-us 20000)
for t in http grpc; do
  port=$http; [ $t = grpc ] && port=$grpc
  "$bin" loadtest --transport $t --target "http://127.0.0.1:$port" "${common[@]}" \
    --junit "$out/$t.xml" >"$out/$t.txt"
  cat "$out/$t.txt"
  tail -n 1 "$out/$t.txt" | grep -q '^PASS: ' || { echo "$t: no PASS line" >&2; exit 1; }
done

set +e
"$bin" loadtest --target "http://127.0.0.1:$http" --duration 1 --warmup 0.2 --concurrency 4 \
  --min-rps 1000000000 --max-error-rate 0 --json --junit "$out/fail.xml" >"$out/fail.json" 2>"$out/fail.err"
rc=$?
set -e
cat "$out/fail.err"
[ $rc = 1 ] || { echo "an unmeetable threshold exited $rc, not 1" >&2; exit 1; }
grep -q '^FAIL: .*(min-rps); met: error rate' "$out/fail.err" || { echo "no FAIL line naming min-rps" >&2; exit 1; }

python3 - "$out" <<'PY'
import json, sys, xml.etree.ElementTree as ET
out = sys.argv[1]
for t in ("http", "grpc"):
    suite = ET.parse(f"{out}/{t}.xml").getroot().find("testsuite")
    names = [c.get("name") for c in suite.findall("testcase")]
    assert names == ["min-rps", "max-p99-ms", "max-error-rate", "max-cpu-us"], (t, names)
    assert suite.get("failures") == "0" and not suite.findall("testcase/failure"), t
suite = ET.parse(f"{out}/fail.xml").getroot().find("testsuite")
failed = [c.get("name") for c in suite.findall("testcase") if c.find("failure") is not None]
assert failed == ["min-rps"], failed
j = json.load(open(f"{out}/fail.json"))
assert j["verdict"]["passed"] is False and j["errors"] == 0 and j["rejected_as_expected"] > 0, j
print("JUnit and JSON reports: as expected")
PY

# The documented jobs: valid YAML, publishing the JUnit report, with options the binary has, valid
# under the GitHub Actions and GitLab CI schemas, their shell clean under ShellCheck.
venv=target/loadtest-ci-venv
bash scripts/pinned-venv.sh "$venv" scripts/loadtest-ci/requirements.txt
"$bin" loadtest --help >"$out/help.txt"
"$venv/bin/python" - docs/load-testing.md "$out/help.txt" "$out" <<'PY'
import os, re, sys, yaml
doc, help_text, out = open(sys.argv[1]).read(), open(sys.argv[2]).read(), sys.argv[3]
blocks = [yaml.safe_load(b) for b in re.findall(r"```yaml\n(.*?)```", doc, re.S)]
assert len(blocks) == 2, len(blocks)
gh, gl = blocks
steps = gh["jobs"]["load-test"]["steps"]
assert any("action-junit-report" in s.get("uses", "") for s in steps), "GitHub job publishes no JUnit"
assert gl["load-test"]["artifacts"]["reports"]["junit"] == "loadtest-*.xml"
known = set(re.findall(r"--[a-z][a-z0-9-]*", help_text))
# Options of cargo, docker and the serve command that the page also shows.
known |= {"--release", "--locked", "--bin", "--path", "--git", "--rm", "--network", "--entrypoint",
          "--http", "--grpc", "--help"}
unknown = sorted(set(re.findall(r"--[a-z][a-z0-9-]*", doc)) - known)
assert not unknown, f"docs/load-testing.md uses options the binary lacks: {unknown}"
# The jobs as a pipeline would hold them, for the schema check, and their shell for ShellCheck:
# each GitHub step runs in a shell of its own (bash -e); GitLab runs `script` in one shell and
# `after_script` in another.
jobs = out + "/jobs"
os.makedirs(jobs, exist_ok=True)
for name, text in zip(("github-workflow.yml", "gitlab-ci.yml"), re.findall(r"```yaml\n(.*?)```", doc, re.S)):
    open(f"{jobs}/{name}", "w").write(text)
def shell(name, lines):
    open(f"{jobs}/{name}.sh", "w").write("#!/usr/bin/env bash\nset -e\n" + "\n".join(lines) + "\n")
for i, s in enumerate(steps):
    if "run" in s:
        shell(f"github-step-{i}", [s["run"]])
for part in ("script", "after_script"):
    shell(f"gitlab-{part}", gl["load-test"].get(part, []))
print("docs/load-testing.md: 2 CI jobs parse, options known")
PY
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows "$out/jobs/github-workflow.yml"
"$venv/bin/check-jsonschema" --builtin-schema vendor.gitlab-ci "$out/jobs/gitlab-ci.yml"
bash scripts/shellcheck.sh "$out"/jobs/*.sh
echo "loadtest CI checks passed"
