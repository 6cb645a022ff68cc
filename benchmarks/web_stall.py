"""One slow request must not stall the others: an ordinary check's latency alone, and while clients send
a heavy request back to back (a position of 60,000 unknown keys: refused, but read first), side by side.

The server is ``referee serve``'s app and configuration in a child process on 127.0.0.1; each phase runs
for a fixed time. Needs the web extra.

    python benchmarks/web_stall.py [--clients 3] [--seconds 8]
"""

from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing
import socket
import statistics
import sys
import threading
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"


def run_server(port: int) -> None:
    from checker.web import server

    server.run(server.listen(HOST, port), HOST, log_level="warning")


def post(conn: http.client.HTTPConnection, body: str) -> int:
    conn.request("POST", "/api/upturn/check", body, {"Content-Type": "application/json"})
    r = conn.getresponse()
    r.read()
    return r.status


def ordinary(port: int, seconds: float) -> list[float]:
    """Checks of a small position, one every 20 ms, for ``seconds``: their latencies."""
    position = yaml.safe_load((ROOT / "examples/upturn/ascending-row.yaml").read_text(encoding="utf-8"))
    body = json.dumps({"position": position, "move": "play 45"})
    conn = http.client.HTTPConnection(HOST, port, timeout=60)
    latencies = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        start = time.perf_counter()
        assert post(conn, body) == 200
        latencies.append(time.perf_counter() - start)
        time.sleep(0.02)
    return sorted(latencies)


def heavy(port: int, until: float, count: list[int]) -> None:
    keys = {f"k{i}": 1 for i in range(60_000)}
    body = json.dumps({"position": {"game": "upturn", "players": ["A", "B"], "to_move": "A", **keys}, "move": "pass"})
    conn = http.client.HTTPConnection(HOST, port, timeout=60)
    while time.monotonic() < until:
        assert post(conn, body) == 400
        count.append(1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=3, help="clients sending the heavy request")
    parser.add_argument("--seconds", type=float, default=8.0, help="time of each phase")
    args = parser.parse_args()
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        port = sock.getsockname()[1]
    server = multiprocessing.get_context("spawn").Process(target=run_server, args=(port,))
    server.start()
    try:
        for _ in range(400):
            try:
                socket.create_connection((HOST, port), timeout=0.1).close()
                break
            except OSError:
                time.sleep(0.05)
        alone = ordinary(port, args.seconds)
        count: list[int] = []
        until = time.monotonic() + args.seconds + 1
        clients = [threading.Thread(target=heavy, args=(port, until, count)) for _ in range(args.clients)]
        for client in clients:
            client.start()
        time.sleep(0.5)
        loaded = ordinary(port, args.seconds)
        for client in clients:
            client.join()
        print(f"{'ordinary check':<44} {'checks':>6} {'p50 ms':>7} {'max ms':>7}")
        for name, lat in (("alone", alone), (f"beside {args.clients} clients sending 60,000 keys", loaded)):
            print(f"{name:<44} {len(lat):>6} {1000 * statistics.median(lat):>7.1f} {1000 * lat[-1]:>7.1f}")
        print(f"heavy requests answered: {len(count)} ({len(count) / (args.seconds + 0.5):.1f}/s)")
    finally:
        server.terminate()
        server.join(30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
