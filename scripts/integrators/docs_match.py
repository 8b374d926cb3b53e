"""Checks that the docs say what the running service does:
- docs/api.md's operations table lists exactly the operations the server serves (its OpenAPI paths);
- the operations of one group share a tag (reconcile_session beside score_session);
- docs/api.md's CORS text quotes the preflight answer's allowed methods and headers as served;
- the Python and TypeScript clients' READMEs list every function of their client.

Usage: python docs_match.py HTTP_URL ORIGIN
"""

import json
import re
import sys
import urllib.request
from pathlib import Path

root = Path(__file__).resolve().parents[2]
url, origin = sys.argv[1].rstrip("/"), sys.argv[2]
problems = []

served = json.load(urllib.request.urlopen(f"{url}/openapi.json", timeout=10))
operations = {f"{m.upper()} {p}" for p, item in served["paths"].items() for m in item}
api = (root / "docs/api.md").read_text()
table = api.split("## Operations", 1)[1].split("\n\n", 2)[1]
documented = set(re.findall(r"`((?:GET|POST|PUT|DELETE|PATCH) /[^`\s]*)`", table))
for op in sorted(operations - documented):
    problems.append(f"docs/api.md's operations table leaves out {op}")
for op in sorted(documented - operations):
    problems.append(f"docs/api.md's operations table lists {op}, which the server does not serve")

tags = {op["operationId"]: op.get("tags", []) for item in served["paths"].values() for op in item.values()}
if tags.get("reconcile_session") != tags.get("score_session"):
    problems.append(f"reconcile_session is tagged {tags.get('reconcile_session')}, score_session {tags.get('score_session')}")

preflight = urllib.request.Request(f"{url}/v1/hands/score", method="OPTIONS", headers={
    "Origin": origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type"})
with urllib.request.urlopen(preflight, timeout=10) as answer:
    for header in ["Access-Control-Allow-Methods", "Access-Control-Allow-Headers"]:
        quoted = f"{header}: {answer.headers.get(header)}"
        if quoted not in " ".join(api.split()):
            problems.append(f"docs/api.md does not quote the preflight's `{quoted}`")

python = (root / "clients/python/README.md").read_text()
for op in tags:
    method = {"readyz": "ready"}.get(op, op)
    if f"`{method}(" not in python:
        problems.append(f"clients/python/README.md does not list `{method}()`")
ts_source = (root / "clients/typescript/src/index.ts").read_text()
returned = ts_source.split("  return {\n    api,\n", 1)[1].split("\n  };\n", 1)[0]
ts_readme = (root / "clients/typescript/README.md").read_text()
for fn in re.findall(r"^    (\w+): ", returned, re.M):
    if f"`{fn}(" not in ts_readme:
        problems.append(f"clients/typescript/README.md does not list `{fn}()`")

for p in problems:
    print(p)
print(f"docs match the service: {len(operations)} operations in docs/api.md, CORS as served, every client function listed"
      if not problems else f"{len(problems)} mismatches")
sys.exit(1 if problems else 0)
