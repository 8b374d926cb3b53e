"""Runs three common OpenAPI generators on the committed document (docs/openapi.json) and fails
on any warning they print or any component schema their output leaves out:

- openapi-python-client (pinned in clients/python/requirements-dev.txt): a model class for every
  object and enum schema;
- datamodel-code-generator (same pins; pydantic v2 models): a class for every schema;
- openapi-typescript (pinned in clients/typescript/package-lock.json): a type for every schema.

Usage: python scripts/openapi_generators.py [DOCUMENT]  (with the venv's python; npm ci done in
clients/typescript)
"""

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

root = Path(__file__).resolve().parent.parent
document = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else root / "docs" / "openapi.json"
schemas = json.loads(document.read_text())["components"]["schemas"]
bindir = Path(sys.executable).parent
env = dict(os.environ, PATH=f"{bindir}{os.pathsep}{os.environ.get('PATH', '')}")
failed = []


def pascal(name: str) -> str:
    """A schema name as the Python generators spell a class: `BTreeMap_i64` -> `BTreeMapI64`."""
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[_\W]+", name) if part)


def run(name: str, cmd: list, cwd: Path, expected: list[str]) -> None:
    """Runs a generator; anything it prints other than the lines expected is a warning."""
    out = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    said = [line for line in (out.stdout + out.stderr).splitlines() if line.strip()]
    extra = [line for line in said if not any(re.fullmatch(e, line) for e in expected)]
    if out.returncode != 0 or extra:
        failed.append(name)
        print(f"{name}: exit {out.returncode}, warnings:\n  " + "\n  ".join(extra or said))


def report(name: str, missing: list[str], generated: int) -> None:
    if missing:
        failed.append(name)
        print(f"{name}: {len(missing)} of {len(schemas)} schemas not generated: {', '.join(sorted(missing))}")
    else:
        warnings = "with the warnings above" if name in failed else "no warnings"
        print(f"{name}: every schema generated ({len(schemas)} schemas, {generated} definitions), {warnings}")


with tempfile.TemporaryDirectory() as tmp:
    tmp = Path(tmp)

    # openapi-python-client: a class per object or enum schema (unions, strings, numbers and
    # arrays are type aliases there, written inline where used).
    run("openapi-python-client",
        [bindir / "openapi-python-client", "generate", "--path", document, "--output-path", tmp / "opc",
         "--meta", "none", "--config", root / "clients/python/openapi-python-client.yaml"],
        tmp, [re.escape(f"Generating {tmp / 'opc'}")])
    init = (tmp / "opc/models/__init__.py").read_text() if (tmp / "opc/models/__init__.py").exists() else ""
    classes = set(re.findall(r'^    "(\w+)",$', init, re.M))
    wanted = [n for n, s in schemas.items() if s.get("type") == "object" or "enum" in s]
    report("openapi-python-client", [n for n in wanted if pascal(n) not in classes], len(classes))

    # datamodel-code-generator: a class (model, enum or root model) per schema.
    run("datamodel-code-generator",
        [bindir / "datamodel-codegen", "--input", document, "--input-file-type", "openapi", "--output",
         tmp / "models.py", "--output-model-type", "pydantic_v2.BaseModel", "--formatters", "builtin"],
        tmp, [])
    text = (tmp / "models.py").read_text() if (tmp / "models.py").exists() else ""
    classes = set(re.findall(r"^class (\w+)\(", text, re.M))
    report("datamodel-code-generator", [n for n in schemas if pascal(n) not in classes], len(classes))
    numbered = sorted(c for c in classes if re.fullmatch(r"[A-Za-z]+\d+", c) and c not in map(pascal, schemas))
    if numbered:
        print(f"datamodel-code-generator: note: {len(numbered)} classes of inline schemas are numbered: {', '.join(numbered)}")

    # openapi-typescript, as its command line runs for a user (not silenced).
    ts = root / "clients/typescript"
    if not (ts / "node_modules/.bin/openapi-typescript").exists():
        print("SKIPPED: openapi-typescript: not installed (npm ci in clients/typescript)")
        sys.exit(f"the OpenAPI document is not taken whole by: {', '.join(dict.fromkeys(failed))}" if failed else 0)
    run("openapi-typescript",
        [ts / "node_modules/.bin/openapi-typescript", document, "-o", tmp / "openapi.ts"],
        ts, [r"✨ openapi-typescript [\d.]+", r"🚀 .* → .*openapi\.ts \[[\d.]+m?s\]"])
    text = (tmp / "openapi.ts").read_text() if (tmp / "openapi.ts").exists() else ""
    block = text.split("    schemas: {", 1)[-1].split("\n    responses:", 1)[0]
    types = set(re.findall(r"^        (\w+): ", block, re.M))
    report("openapi-typescript", [n for n in schemas if n not in types], len(types))

if failed:
    sys.exit(f"the OpenAPI document is not taken whole by: {', '.join(dict.fromkeys(failed))}")
