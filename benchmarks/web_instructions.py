"""Instructions per request of ``referee serve``, by valgrind's callgrind: steady where timings are not.

The benchmark's own app (``web_load.hello_app``: the same app, middleware and uvicorn configuration as
``referee serve``, with a hello-world endpoint) is served by one process under callgrind; a few requests
one at a time and 200 at 32 connections warm it up (the first ones import the game and build what it
keeps), then its counters are zeroed, ``--requests`` requests are sent at 32 connections, and the
counters dumped. Instructions are counted on every thread of the process (the event loop's and the
worker threads'), but not the kernel's: a system call counts as the few instructions that make it.
Needs valgrind (Debian package ``valgrind``).

    python benchmarks/web_instructions.py [--requests 400] [--endpoints hello,upturn,3up3down]
"""

from __future__ import annotations

import argparse
import asyncio
import glob
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import web_load  # (this folder, as the benchmark's own workers import it)

ROOT = Path(__file__).resolve().parent.parent
ENDPOINTS = {
    "hello": ("/hello", lambda: b"{}"),
    "upturn": ("/api/upturn/check", lambda: web_load.body("upturn/ascending-row.yaml", "play 45")),
    "3up3down": ("/api/3up3down/check", lambda: web_load.body("3up3down/pick-up-the-pile.yaml", "pickup")),
}
SERVE = "import sys; sys.path.insert(0, {here!r}); import web_load; web_load.run_server({port}, 1)"


async def send(port: int, path: str, payload: bytes, count: int, connections: int, strict: bool = True) -> None:
    """``count`` requests over ``connections`` keep-alive connections (the benchmark's Python client)."""
    sent = [0]
    failures: list = []

    def more() -> bool:
        sent[0] += 1
        return sent[0] <= count

    await asyncio.gather(*(web_load.connection(port, path, payload, more, [], failures) for _ in range(connections)))
    if strict and failures:
        raise SystemExit(f"{path}: {len(failures)} failed, e.g. {failures[0]!r}")


def instructions(name: str, requests: int) -> float:
    path, payload = ENDPOINTS[name][0], ENDPOINTS[name][1]()
    port = web_load.free_port()
    with tempfile.TemporaryDirectory(prefix="web-callgrind-") as tmp:
        out = os.path.join(tmp, "callgrind.out")
        code = SERVE.format(here=str(Path(__file__).resolve().parent), port=port)
        server = subprocess.Popen(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable,
                                   "-c", code], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(600):
                try:
                    socket.create_connection((web_load.HOST, port), timeout=0.5).close()
                    break
                except OSError:
                    time.sleep(0.2)
            # the first requests, slow under valgrind, may run past the time budget (422): they only warm up
            asyncio.run(send(port, path, payload, 20, 1, strict=False))
            asyncio.run(send(port, path, payload, 200, 32))
            subprocess.run(["callgrind_control", "-z", str(server.pid)], check=True, capture_output=True)
            asyncio.run(send(port, path, payload, requests, 32))
            subprocess.run(["callgrind_control", "-d", str(server.pid)], check=True, capture_output=True)
        finally:
            server.terminate()
            server.wait(60)
        dumps = [f for f in glob.glob(out + "*") if f.endswith(".1")]  # the dump after the counters were zeroed
        found = re.search(r"^summary:\s+(\d+)", Path(dumps[0]).read_text(), re.MULTILINE) if dumps else None
        if found is None:
            raise SystemExit(f"{name}: no callgrind dump")
        return int(found.group(1)) / requests


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=400, help="requests counted, after the warm-up")
    parser.add_argument("--endpoints", default="hello,upturn", help=f"of {', '.join(ENDPOINTS)}")
    args = parser.parse_args()
    names = args.endpoints.split(",")
    counted = {name: instructions(name, args.requests) for name in names}
    hello = counted.get("hello")
    print(f"{'endpoint':<10} {'instructions/request':>21}  {'hello/this':>10}")
    for name, count in counted.items():
        share = f"{hello / count:>9.3f}x" if hello else ""
        print(f"{name:<10} {count / 1000:>20.0f}k  {share:>10}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
