"""Load on ``referee serve``: requests per second and p50/p99 latency under 32 concurrent connections.

POST /api/upturn/check and POST /api/3up3down/check, side by side in the same
run with a hello-world endpoint served by the same stack (the same app,
middleware and uvicorn process). The server runs in a child process on
127.0.0.1 only; each measurement is bounded by a request count and a time
limit. Needs the web extra.

    python benchmarks/web_load.py [--requests 4000] [--concurrency 32] [--seconds 30]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import socket
import statistics
import sys
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"


def hello_app():
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    from checker.web import create_app

    async def hello(request):
        return JSONResponse({"hello": "world"})

    return create_app(extra_routes=[Route("/hello", hello, methods=["POST"])])


def run_server(port: int) -> None:
    import uvicorn

    uvicorn.run(hello_app(), host=HOST, port=port, log_level="warning", access_log=False)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def body(example: str, move: str) -> bytes:
    position = yaml.safe_load((ROOT / "examples" / example).read_text(encoding="utf-8"))
    return json.dumps({"position": position, "move": move}).encode()


async def connection(port: int, path: str, payload: bytes, stop, latencies: list, failures: list) -> None:
    """One keep-alive HTTP/1.1 connection sending POSTs back to back (a tiny client, so that the
    client costs little next to the server it measures)."""
    reader, writer = await asyncio.open_connection(HOST, port)
    request = (f"POST {path} HTTP/1.1\r\nHost: {HOST}\r\nContent-Type: application/json\r\n"
               f"Content-Length: {len(payload)}\r\n\r\n").encode() + payload
    try:
        while stop():
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


async def load(port: int, path: str, payload: bytes, requests: int, concurrency: int, seconds: float) -> dict:
    latencies: list[float] = []
    failures: list = []
    warm: list[float] = []
    await connection(port, path, payload, lambda: len(warm) < 50, warm, failures)  # imports, catalogs
    deadline = time.perf_counter() + seconds
    budget = [requests]

    def more() -> bool:
        budget[0] -= 1
        return budget[0] >= 0 and time.perf_counter() < deadline

    began = time.perf_counter()
    await asyncio.gather(*(connection(port, path, payload, more, latencies, failures) for _ in range(concurrency)))
    elapsed = time.perf_counter() - began
    latencies.sort()
    return {"requests": len(latencies), "failed": len(failures), "rps": len(latencies) / elapsed,
            "p50_ms": 1000 * statistics.median(latencies),
            "p99_ms": 1000 * latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=4000)
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=30.0, help="time limit of each measurement")
    args = parser.parse_args()
    port = free_port()
    server = multiprocessing.get_context("spawn").Process(target=run_server, args=(port,), daemon=True)
    server.start()
    try:
        for _ in range(200):
            try:
                socket.create_connection((HOST, port), timeout=0.1).close()
                break
            except OSError:
                time.sleep(0.05)
        cases = [
            ("hello world", "/hello", b"{}"),
            ("upturn check", "/api/upturn/check", body("upturn/ascending-row.yaml", "play 45")),
            ("3up3down check", "/api/3up3down/check", body("3up3down/pick-up-the-pile.yaml", "pickup")),
        ]
        results = {}
        print(f"{'endpoint':<16} {'requests':>8} {'failed':>6} {'req/s':>8} {'p50 ms':>7} {'p99 ms':>7}  vs hello")
        for name, path, payload in cases:
            r = asyncio.run(load(port, path, payload, args.requests, args.concurrency, args.seconds))
            results[name] = r
            share = r["rps"] / results["hello world"]["rps"]
            print(f"{name:<16} {r['requests']:>8} {r['failed']:>6} {r['rps']:>8.0f} {r['p50_ms']:>7.1f} "
                  f"{r['p99_ms']:>7.1f}  {share:>6.0%}")
        return 1 if any(r["failed"] for r in results.values()) else 0
    finally:
        server.terminate()
        server.join(5)


if __name__ == "__main__":
    sys.exit(main())
