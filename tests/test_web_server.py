"""``referee serve`` under uvicorn: worker threads, worker processes, and connections that never finish.

- Requests in different languages answered at the same time on the worker
  threads each get their own language.
- A request whose work is stuck does not stall the event loop: an ordinary
  check is answered meanwhile.
- ``--workers 2`` starts two processes that answer on one port and are all
  gone after SIGTERM.
- Half-open connections beyond the process's limit of open files lock
  nobody out, and the log stays small while they try.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import logging
import os
import resource
import signal
import socket
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import yaml

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

from conftest import ROOT, coverage_env, run_cli

from checker.web import api, create_app, server

UPTURN = yaml.safe_load((ROOT / "examples/upturn/ascending-row.yaml").read_text(encoding="utf-8"))
REFEREE = str(Path(sys.executable).with_name("referee"))


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Served:
    """The app under uvicorn (the configuration of ``referee serve``) on a thread of this process."""

    def __init__(self, app) -> None:
        import uvicorn

        self.sock = server.listen("127.0.0.1", 0)
        self.port = self.sock.getsockname()[1]
        cfg = server.config("unused:app", "127.0.0.1", self.port)
        cfg.app, cfg.factory = app, False
        self.uvicorn = uvicorn.Server(cfg)
        self.thread = threading.Thread(target=self.uvicorn.run, kwargs={"sockets": [self.sock]}, daemon=True)

    def __enter__(self) -> Served:
        self.thread.start()
        for _ in range(200):
            if self.uvicorn.started:
                break
            time.sleep(0.05)
        assert self.uvicorn.started
        return self

    def __exit__(self, *exc) -> None:
        self.uvicorn.should_exit = True
        self.thread.join(10)
        self.sock.close()

    def post(self, path: str, body: dict, headers: dict | None = None) -> tuple[int, dict]:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            conn.request("POST", path, json.dumps(body), {"Content-Type": "application/json", **(headers or {})})
            r = conn.getresponse()
            return r.status, json.loads(r.read())
        finally:
            conn.close()


def test_requests_in_different_languages_at_the_same_time_each_get_their_own_language():
    bodies = {lang: {"position": UPTURN, "move": "play 38", "lang": lang} for lang in ("en", "nl", "pl", "es", "fy")}
    with Served(create_app()) as srv:
        alone = {lang: srv.post("/api/upturn/check", body) for lang, body in bodies.items()}
        assert len({json.dumps(a) for a in alone.values()}) == 5  # five languages, five different answers
        order = [lang for _ in range(8) for lang in bodies]
        with ThreadPoolExecutor(len(order)) as pool:
            together = list(pool.map(lambda lang: (lang, srv.post("/api/upturn/check", bodies[lang])), order))
    for lang, answer in together:
        assert answer == alone[lang], lang
        assert answer[1]["locale"] == lang


def test_a_request_stuck_in_its_work_does_not_stall_the_others():
    entered, release = threading.Event(), threading.Event()

    def stuck(game, body, tr, budget):
        entered.set()
        assert release.wait(30)
        return {"done": True}, 200

    from starlette.routing import Route

    app = create_app(extra_routes=[Route("/api/{game}/stuck", api.endpoint("position", stuck), methods=["POST"])])
    with Served(app) as srv, ThreadPoolExecutor(1) as pool:
        slow = pool.submit(srv.post, "/api/upturn/stuck", {"position": UPTURN})
        assert entered.wait(30)
        status, answer = srv.post("/api/upturn/check", {"position": UPTURN, "move": "play 45"})
        assert status == 200 and answer["verdict"] == "legal"
        assert not slow.done()  # answered while the other was still being worked out
        release.set()
        assert slow.result(30) == (200, {"done": True})


def test_one_thread_does_the_work_until_it_is_held_up():
    """Requests are all worked out by the first thread as long as the event loop's looks wake no spare (here
    it looks only after an hour); one held up makes the next look wake a spare, which answers the next, and
    hand the interpreter on more often until nothing holds a thread up."""
    import asyncio

    from checker.web import work

    pools = {"patient": work.Workers(3, stall=3600), "watchful": work.Workers(3, stall=0.01)}
    usual = sys.getswitchinterval()
    entered, release = threading.Event(), threading.Event()

    def hold() -> bool:
        entered.set()
        return release.wait(30)

    async def ask(job, pool="watchful"):
        future = asyncio.get_running_loop().create_future()
        pools[pool].put(work.outbox(asyncio.get_running_loop()), future, job)
        return await future

    async def scenario():
        names = await asyncio.gather(*(ask(lambda: threading.current_thread().name, "patient") for _ in range(200)))
        held = asyncio.ensure_future(ask(hold))
        assert await asyncio.to_thread(entered.wait, 30)
        other = await ask(lambda: threading.current_thread().name)
        assert not held.done()  # answered while the first thread was held up
        while sys.getswitchinterval() != work.SHORT_SWITCH:  # handed on often while it is held up
            assert not held.done()
            await asyncio.sleep(0.01)
        release.set()
        result = await held
        while sys.getswitchinterval() != usual:  # and as usual again once nothing holds a thread up
            await asyncio.sleep(0.01)
        for _ in range(100):  # the loop stops looking once no thread works and nothing waits
            if not pools["watchful"].looking:
                break
            await asyncio.sleep(0.01)
        assert not pools["watchful"].looking
        return set(names), other, result

    names, other, held = asyncio.run(scenario())
    assert names == {"referee-0"}
    assert other != "referee-0" and other.startswith("referee-")
    assert held is True


def test_each_event_loop_gets_its_own_outbox_also_when_loops_take_turns():
    """``work.outbox`` keeps the box it found last: a loop asking after another one still gets its own, and
    answers handed back through it settle that loop's futures."""
    import asyncio

    from checker.web import work

    loops = [asyncio.new_event_loop() for _ in range(2)]
    try:
        boxes = [work.outbox(loop) for loop in (*loops, *loops, loops[1])]
        assert [box.loop for box in boxes] == [*loops, *loops, loops[1]]
        assert boxes[0] is boxes[2] and boxes[1] is boxes[3] is boxes[4] and boxes[0] is not boxes[1]

        async def handed_back(value: str) -> str:
            future = asyncio.get_running_loop().create_future()
            work.workers().put(work.outbox(asyncio.get_running_loop()), future, lambda: value)
            return await future

        assert [loop.run_until_complete(handed_back(name)) for loop, name in zip(loops, "ab", strict=True)] == ["a", "b"]
    finally:
        for loop in loops:
            loop.close()


def test_a_serving_process_sets_its_app_apart_from_the_cycle_collector_and_starts_its_threads():
    """It also hands the interpreter on at its own interval in ordinary times (``work.SWITCH``)."""
    code = ("import gc, sys, threading\nfrom checker.web import server, work\nserver.app()\n"
            "print(gc.get_freeze_count() > 1000, sys.getswitchinterval() == work.SWITCH, sorted(t.name for t in "
            "threading.enumerate() if t.name.startswith('referee-')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split(" ", 2) == ["True", "True", "['referee-0', 'referee-1', 'referee-2', 'referee-3']\n"]


def children(pid: int) -> list[int]:
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                out.append(int(entry.name))
    return out


def start(*args: str, limit_files: int | None = None) -> tuple[subprocess.Popen, int, Path]:
    port = free_port()
    log = Path(os.environ.get("TMPDIR", "/tmp")) / f"referee-serve-{port}.log"

    def limits() -> None:
        if limit_files:
            resource.setrlimit(resource.RLIMIT_NOFILE, (limit_files, limit_files))

    env = {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/tmp"), "LANG": "C.UTF-8", **coverage_env()}
    with log.open("wb") as out:
        proc = subprocess.Popen([REFEREE, "serve", "--port", str(port), *args], stdout=out, stderr=subprocess.STDOUT,
                                env=env, preexec_fn=limits)
    for _ in range(300):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as probe:
                probe.sendall(b"GET /api/search?q=joker HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                if probe.recv(12).startswith(b"HTTP/1.1 200"):
                    break
        except OSError:
            time.sleep(0.1)
    else:
        proc.kill()
        raise AssertionError(log.read_text())
    return proc, port, log


def stop(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise


def get(port: int, path: str = "/?lang=nl") -> int:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("GET", path)
        r = conn.getresponse()
        r.read()
        return r.status
    finally:
        conn.close()


def test_workers_are_processes_that_answer_on_one_port_and_end_with_the_server():
    proc, port, log = start("--workers", "2")
    try:
        workers = [pid for pid in children(proc.pid)
                   if b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()]
        assert len(workers) == 2, log.read_text()
        assert all(get(port) == 200 for _ in range(20))
    finally:
        stop(proc)
    assert proc.returncode == 0, log.read_text()
    assert not [pid for pid in workers if Path(f"/proc/{pid}").exists()]
    text = log.read_text()
    assert text.count("Started server process") == 2 and "Traceback" not in text
    log.unlink()


def test_half_open_connections_beyond_the_open_file_limit_lock_nobody_out_and_the_log_stays_small():
    proc, port, log = start(limit_files=128)
    idle: list[socket.socket] = []
    try:
        for index in range(400):  # far more than the 128 files the server may open
            sock = socket.socket()
            sock.setblocking(False)
            sock.connect_ex(("127.0.0.1", port))
            idle.append(sock)
            if index % 2:  # half of them begin a request and never finish it
                with contextlib.suppress(OSError):
                    sock.send(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        for _ in range(3):
            assert get(port) == 200
        assert proc.poll() is None
    finally:
        for sock in idle:
            sock.close()
        stop(proc)
    size = log.stat().st_size
    text = log.read_text()
    log.unlink()
    assert size < 10_000, text[-3000:]
    # should the event loop still run out of files for a moment, it says so a few times at most
    assert text.count("out of system resource") <= server.BoundedLog.PER_WINDOW, text[-3000:]
    assert text.count("Traceback") == text.count("out of system resource"), text[-3000:]


def test_the_log_repeats_a_message_a_few_times_and_then_counts_the_rest(monkeypatch):
    clock = [1000.0]
    monkeypatch.setattr(server.time, "monotonic", lambda: clock[0])
    bounded = server.BoundedLog()
    records = [logging.LogRecord("uvicorn.error", logging.WARNING, __file__, 1, "Exceeded concurrency limit.", (),
                                 None) for _ in range(1000)]
    assert sum(bounded.filter(r) for r in records) == bounded.PER_WINDOW
    other = logging.LogRecord("uvicorn.error", logging.WARNING, __file__, 1, "Invalid HTTP request received.", (), None)
    assert bounded.filter(other)
    clock[0] += bounded.WINDOW
    later = logging.LogRecord("uvicorn.error", logging.WARNING, __file__, 1, "Exceeded concurrency limit.", (), None)
    assert bounded.filter(later)
    assert later.getMessage() == f"Exceeded concurrency limit. ({1000 - bounded.PER_WINDOW} more like this were left out)"


def test_serve_on_a_port_in_use_is_a_clear_error_with_exit_2():
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        r = run_cli("serve", "--port", str(port), "--lang", "nl")
    assert r.code == 2 and f"127.0.0.1:{port}" in r.err and "luisteren" in r.err


def test_a_server_limits_its_connections_below_its_open_files():
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    assert server.max_connections() + 2 * server.backlog() + server.RESERVED_FILES <= soft
    cfg = server.config(server.APP, "127.0.0.1", 8000)
    assert cfg.limit_concurrency == server.max_connections() + server.backlog() and cfg.backlog == server.backlog()
    assert cfg.timeout_keep_alive == server.KEEP_ALIVE and cfg.h11_max_incomplete_event_size == server.MAX_HEAD


def test_the_connections_of_the_servers_socket_send_without_delay():
    """An answer goes out in two writes (head, body): with Nagle's algorithm on, the second waited for the
    client's delayed ACK, 40 ms a request, and two workers answered 700 requests a second instead of 12,000."""
    import asyncio

    async def accepted() -> list[int]:
        sock = server.listen("127.0.0.1", 0)
        seen: list[int] = []
        arrived = asyncio.Event()

        class Probe(asyncio.Protocol):
            def connection_made(self, transport) -> None:
                seen.append(transport.get_extra_info("socket").getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
                arrived.set()

        srv = await asyncio.get_running_loop().create_server(Probe, sock=sock)
        _reader, writer = await asyncio.open_connection(*sock.getsockname()[:2])
        await asyncio.wait_for(arrived.wait(), 30)
        writer.close()
        srv.close()
        await srv.wait_closed()
        return seen

    assert asyncio.run(accepted()) == [1]


def test_the_access_log_is_off_unless_asked_for():
    for flags, logged in (((), False), (("--access-log",), True)):
        proc, port, log = start(*flags)
        try:
            assert get(port, "/rules/dnup?lang=fy") == 200
        finally:
            stop(proc)
        assert ("GET /rules/dnup?lang=fy" in log.read_text()) is logged, log.read_text()
        log.unlink()
