"""Runs the Python examples of the given Markdown files against a running server: each file's
```python blocks, in order, as one program (a later block may use what an earlier one defined),
with the documented addresses (127.0.0.1:8080 REST, 127.0.0.1:50051 gRPC) replaced by the
server's. Fails when a program fails or prints nothing.

Usage: python doc_examples.py HTTP_URL GRPC_ADDR FILE.md...
"""

import re
import subprocess
import sys
from pathlib import Path

http, grpc_addr, files = sys.argv[1].rstrip("/"), sys.argv[2], sys.argv[3:]
failed = 0
for name in files:
    blocks = re.findall(r"^```python\n(.*?)^```$", Path(name).read_text(), re.M | re.S)
    if not blocks:
        print(f"{name}: no Python examples")
        failed += 1
        continue
    program = "\n".join(blocks).replace("http://127.0.0.1:8080", http).replace("127.0.0.1:50051", grpc_addr)
    run = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    if run.returncode != 0 or not run.stdout.strip():
        failed += 1
        print(f"{name}: its {len(blocks)} Python examples failed (exit {run.returncode}):\n{run.stdout}{run.stderr}")
    else:
        lines = run.stdout.strip().splitlines()
        print(f"{name}: {len(blocks)} Python examples ran ({len(lines)} lines printed, the last: {lines[-1][:80]})")
sys.exit(1 if failed else 0)
