"""Generates src/mahjong_scoring/generated from the committed OpenAPI document (docs/openapi.json)
with the pinned openapi-python-client (requirements-dev.txt), or with --check fails when the
committed code differs from what the document generates (CI runs the check). A warning from the
generator fails either way: the document must be taken whole.

    python generate.py          # after docs/openapi.json changed
    python generate.py --check  # CI
"""

import filecmp
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

here = Path(__file__).resolve().parent
document = here.parent.parent / "docs" / "openapi.json"
target = here / "src" / "mahjong_scoring" / "generated"
bindir = Path(sys.executable).parent


def generate(into: Path) -> None:
    env = dict(os.environ, PATH=f"{bindir}{os.pathsep}{os.environ.get('PATH', '')}")
    run = subprocess.run(
        [bindir / "openapi-python-client", "generate", "--path", document, "--output-path", into,
         "--meta", "none", "--config", here / "openapi-python-client.yaml"],
        env=env, capture_output=True, text=True, cwd=into.parent,
    )
    said = [line for line in (run.stdout + run.stderr).splitlines() if line.strip()]
    if run.returncode != 0 or said != [f"Generating {into}"]:
        sys.exit("openapi-python-client did not take docs/openapi.json whole:\n" + "\n".join(said))


def differences(a: Path, b: Path) -> list[str]:
    cmp = filecmp.dircmp(a, b, ignore=["__pycache__", ".ruff_cache"])
    out = [f"only in {a.name if d == a else 'generated'}: {n}" for d, names in
           ((a, cmp.left_only), (b, cmp.right_only)) for n in names]
    out += [f"differs: {n}" for n in cmp.diff_files]
    # dircmp compares by stat first; compare the contents of the files it thought alike too.
    out += [f"differs: {n}" for n in cmp.same_files if (a / n).read_bytes() != (b / n).read_bytes()]
    for sub in cmp.common_dirs:
        out += [f"{sub}/{d}" for d in differences(a / sub, b / sub)]
    return out


with tempfile.TemporaryDirectory() as tmp:
    fresh = Path(tmp) / "generated"
    generate(fresh)
    if "--check" in sys.argv:
        diff = differences(target, fresh) if target.exists() else ["missing"]
        if diff:
            sys.exit("clients/python/src/mahjong_scoring/generated is out of date with docs/openapi.json "
                     "(run `python generate.py` in clients/python and commit it):\n  " + "\n  ".join(diff[:20]))
        print("src/mahjong_scoring/generated matches docs/openapi.json")
    else:
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(fresh, target, ignore=shutil.ignore_patterns(".ruff_cache", "__pycache__"))
        print(f"wrote {target.relative_to(here)}")
