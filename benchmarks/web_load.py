"""Load on ``referee serve``: requests per second and p50/p99 latency under 32 concurrent connections.

POST /api/upturn/check and POST /api/3up3down/check side by side in the same
run with a hello-world endpoint served by the same stack (the same app,
middleware, uvicorn configuration and limits as ``referee serve``), first by
one worker process and then by two behind the same port. Each endpoint is
measured several times, in turn with the others, and the medians shown, so
that a change in the machine's load touches every case alike.

The load comes from ``wrk`` when it is installed (Debian package ``wrk``:
``apt-get install wrk``), with two threads; else from a small asyncio client
in this process, which is slower than the server it measures, so that its
figures understate the server. The servers listen on 127.0.0.1 only; each
measurement runs for a fixed time. Besides requests per second, the server's
CPU time per request (its processes' own, from /proc) is shown: it stays put
when other programs share the machine, which requests per second do not,
and the part of it spent on the event loops (the processes' main threads; the
rest is the threads that work the requests out): a check's hand-off to a worker
thread and back shows there, beside the hello-world's loop, which does all of
its work. Needs the web extra.

    python benchmarks/web_load.py [--seconds 4] [--rounds 3] [--concurrency 32] [--python-client]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
APP = "web_load:hello_app"  # this file's factory, imported by every worker (this folder is on sys.path)


def hello_app():
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    from checker.web import create_app, server

    async def hello(request):
        return JSONResponse({"hello": "world"})

    app = create_app(extra_routes=[Route("/hello", hello, methods=["POST"])])
    server.prepare()  # as referee serve's own processes
    return app


def run_server(port: int, workers: int) -> None:
    from checker.web import server

    server.run(server.listen(HOST, port), HOST, app=APP, workers=workers, log_level="warning")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def body(example: str, move: str) -> bytes:
    position = yaml.safe_load((ROOT / "examples" / example).read_text(encoding="utf-8"))
    return json.dumps({"position": position, "move": move}).encode()


# -- wrk ----------------------------------------------------------------------------------

LUA = """wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local f = io.open(%r, "rb")
wrk.body = f:read("*a")
f:close()
"""


def _ms(text: str) -> float:
    """wrk's latency (``812.00us``, ``4.21ms``, ``1.02s``, ``1.50m``) in milliseconds."""
    found = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text)
    if found is None:
        raise ValueError(f"not a wrk latency: {text!r}")
    return float(found.group(1)) * {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}[found.group(2)]


def load_wrk(port: int, path: str, payload: bytes, concurrency: int, seconds: float) -> dict:
    with tempfile.TemporaryDirectory(prefix="web-load-") as tmp:
        data = Path(tmp) / "body.json"
        data.write_bytes(payload)
        script = Path(tmp) / "post.lua"
        script.write_text(LUA % str(data), encoding="utf-8")
        url = f"http://{HOST}:{port}{path}"
        subprocess.run(["wrk", "-t2", f"-c{concurrency}", "-d1s", "-s", str(script), url],  # warm up
                       check=True, capture_output=True)
        out = subprocess.run(["wrk", "-t2", f"-c{concurrency}", f"-d{seconds:g}s", "--latency", "-s", str(script),
                              url], check=True, capture_output=True, text=True).stdout
    failed = sum(int(n) for n in re.findall(r"(?:Non-2xx or 3xx responses|connect|read|write|timeout) (\d+)", out))
    return {"requests": int(re.search(r"(\d+) requests in", out).group(1)), "failed": failed,
            "rps": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
            "p50_ms": _ms(re.search(r"^\s+50%\s+(\S+)", out, re.MULTILINE).group(1)),
            "p99_ms": _ms(re.search(r"^\s+99%\s+(\S+)", out, re.MULTILINE).group(1))}


# -- the Python client (without wrk) ----------------------------------------------------------

async def connection(port: int, path: str, payload: bytes, more, latencies: list, failures: list) -> None:
    """One keep-alive HTTP/1.1 connection sending POSTs back to back."""
    reader, writer = await asyncio.open_connection(HOST, port)
    request = (f"POST {path} HTTP/1.1\r\nHost: {HOST}\r\nContent-Type: application/json\r\n"
               f"Content-Length: {len(payload)}\r\n\r\n").encode() + payload
    try:
        while more():
            start = time.perf_counter()
            writer.write(request)
            head = await reader.readuntil(b"\r\n\r\n")
            length = 0
            for line in head.split(b"\r\n"):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":", 1)[1])
            await reader.readexactly(length)
            latencies.append(time.perf_counter() - start)
            if not head.startswith(b"HTTP/1.1 200"):
                failures.append(head[:40])
    except (OSError, asyncio.IncompleteReadError) as exc:
        failures.append(repr(exc))
    finally:
        writer.close()


async def _load_python(port: int, path: str, payload: bytes, concurrency: int, seconds: float) -> dict:
    latencies: list[float] = []
    failures: list = []
    warm: list[float] = []
    await connection(port, path, payload, lambda: len(warm) < 50, warm, failures)
    deadline = time.perf_counter() + seconds
    began = time.perf_counter()
    await asyncio.gather(*(connection(port, path, payload, lambda: time.perf_counter() < deadline, latencies,
                                      failures) for _ in range(concurrency)))
    elapsed = time.perf_counter() - began
    latencies.sort()
    return {"requests": len(latencies), "failed": len(failures), "rps": len(latencies) / elapsed,
            "p50_ms": 1000 * statistics.median(latencies),
            "p99_ms": 1000 * latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]}


def load_python(port: int, path: str, payload: bytes, concurrency: int, seconds: float) -> dict:
    return asyncio.run(_load_python(port, path, payload, concurrency, seconds))


# -- the run ------------------------------------------------------------------------------------

def _ticks(stat: Path) -> tuple[int, int]:
    """A process's (or thread's) parent and its CPU time so far, in clock ticks, from its ``stat`` file."""
    fields = stat.read_text().rsplit(")", 1)[1].split()
    return int(fields[1]), int(fields[11]) + int(fields[12])


def tree_cpu(pid: int) -> tuple[float, float] | None:
    """CPU seconds used so far by a process and its children, and the part of it their main threads
    used (each serving process runs its event loop on its main thread, the work of the requests on
    others), from Linux ``/proc`` (None elsewhere): unlike requests per second, CPU time per request does
    not move when other programs share the cores."""
    import os

    proc = Path("/proc")
    if not proc.is_dir():
        return None
    stats = {}
    for entry in proc.iterdir():
        if entry.name.isdigit():
            try:
                stats[int(entry.name)] = _ticks(entry / "stat")
            except OSError:
                continue
    tree = {pid}
    for _ in range(3):  # the server, its workers and theirs
        tree |= {p for p, (parent, _ticks) in stats.items() if parent in tree}
    total = sum(stats[p][1] for p in tree if p in stats)
    loops = 0
    for p in tree:
        try:
            loops += _ticks(proc / str(p) / "task" / str(p) / "stat")[1]
        except OSError:
            continue
    tick = os.sysconf("SC_CLK_TCK")
    return total / tick, loops / tick


def measured(load, server_pid: int, *args) -> dict:
    before = tree_cpu(server_pid)
    result = load(*args)
    after = tree_cpu(server_pid)
    if before is not None and after is not None and result["requests"]:
        result["cpu_us"] = 1e6 * (after[0] - before[0]) / result["requests"]
        result["loop_us"] = 1e6 * (after[1] - before[1]) / result["requests"]
    return result


def served(workers: int):
    port = free_port()
    server = multiprocessing.get_context("spawn").Process(target=run_server, args=(port, workers), daemon=False)
    server.start()
    for _ in range(400):
        try:
            socket.create_connection((HOST, port), timeout=0.1).close()
            break
        except OSError:
            time.sleep(0.05)
    return server, port


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=4.0, help="time of each measurement")
    parser.add_argument("--rounds", type=int, default=3,
                        help="measurements of each endpoint, taken in turn with the others (medians are shown)")
    parser.add_argument("--python-client", action="store_true", help="use the Python client even if wrk is there")
    args = parser.parse_args()
    use_wrk = shutil.which("wrk") is not None and not args.python_client
    load = load_wrk if use_wrk else load_python
    print(f"load: {'wrk -t2' if use_wrk else 'Python client (install wrk for real figures)'}, "
          f"{args.concurrency} connections, {args.rounds} rounds of {args.seconds:g} s each; medians")
    cases = [
        ("hello world", "/hello", b"{}"),
        ("upturn check", "/api/upturn/check", body("upturn/ascending-row.yaml", "play 45")),
        ("3up3down check", "/api/3up3down/check", body("3up3down/pick-up-the-pile.yaml", "pickup")),
    ]
    runs: dict[tuple[str, int], list[dict]] = {}
    print(f"{'endpoint':<16} {'workers':>7} {'requests':>8} {'failed':>6} {'req/s':>8} {'p50 ms':>7} {'p99 ms':>7}"
          f"  {'vs hello':>8}  {'vs 1 worker':>11}  {'CPU µs/req':>10}  {'hello/this CPU':>14}  {'event loop':>10}")
    for workers in (1, 2):
        server, port = served(workers)
        try:
            for _ in range(args.rounds):  # in turn, so that a change in the machine's load touches every case
                for name, path, payload in cases:
                    runs.setdefault((name, workers), []).append(
                        measured(load, server.pid, port, path, payload, args.concurrency, args.seconds))
        finally:
            server.terminate()
            server.join(30)
        for name, _path, _payload in cases:
            rounds = runs[name, workers]
            hello = runs["hello world", workers]
            rps = statistics.median(r["rps"] for r in rounds)
            share = statistics.median(r["rps"] / h["rps"] for r, h in zip(rounds, hello, strict=True))
            scale = f"{rps / statistics.median(r['rps'] for r in runs[name, 1]):.2f}x" if workers > 1 else ""
            cpu = [r["cpu_us"] for r in rounds if "cpu_us" in r]
            hello_cpu = [r["cpu_us"] for r in hello if "cpu_us" in r]
            cpu_text = f"{statistics.median(cpu):>10.0f}" if cpu else f"{'':>10}"
            lean = f"{statistics.median(hello_cpu) / statistics.median(cpu):>13.2f}x" if cpu and hello_cpu else ""
            loop = [r["loop_us"] for r in rounds if "loop_us" in r]
            loop_text = f"{statistics.median(loop):>10.0f}" if loop else ""
            print(f"{name:<16} {workers:>7} {sum(r['requests'] for r in rounds):>8} "
                  f"{sum(r['failed'] for r in rounds):>6} {rps:>8.0f} "
                  f"{statistics.median(r['p50_ms'] for r in rounds):>7.2f} "
                  f"{statistics.median(r['p99_ms'] for r in rounds):>7.2f}  {share:>7.2f}x  {scale:>11}  {cpu_text}"
                  f"  {lean:>14}  {loop_text}", flush=True)
    return 1 if any(r["failed"] for rounds in runs.values() for r in rounds) else 0


if __name__ == "__main__":
    sys.exit(main())
