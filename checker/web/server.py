"""``referee serve`` under uvicorn: the socket, the worker processes and the connection limits.

Connections that never finish a request (half-open, or sending a header a
byte at a time) must not lock the others out, and the log must stay small
while they try:

- **At most ``max_connections()`` open connections** a process, under its
  limit of open files with room for what it needs itself and a backlog. A
  new connection beyond it closes the connection that has waited longest for
  a request (not one whose request has arrived unread), so that a flood of
  idle connections only pushes out its own; when every one is busy (or its
  request has arrived unread), the new connection is closed. Requests are
  refused with 503 (uvicorn's ``limit_concurrency``) only past a backlog more.
- **A request head within ``HEAD_SECONDS``** of connecting or of the previous
  answer, else the connection is closed; a kept-alive connection is closed
  after ``KEEP_ALIVE`` idle seconds, a body must arrive within
  ``api.BODY_SECONDS``, and a request head is at most ``MAX_HEAD`` bytes.
- **The backlog** of connections the system holds before they are accepted
  is ``BACKLOG``, less where the limit of open files is low (``backlog()``).
- **The log** repeats a message at most ``BoundedLog.PER_WINDOW`` times in
  ``BoundedLog.WINDOW`` seconds and then says how many it left out
  (refused requests, bad requests, errors of the event loop); the access log
  is off unless asked for.

Several workers (``--workers N``) are processes that share the socket, bound
here once; each one builds the app from ``APP``.
"""

from __future__ import annotations

import logging
import os
import socket
import sys
import threading
import time
from functools import cache
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

from . import HOSTS_ENV

#: the app factory every serving process imports
APP = "checker.web.server:app"
HEAD_SECONDS = 10.0
KEEP_ALIVE = 5
MAX_HEAD = 16 * 1024
BACKLOG = 256
#: open files a process keeps for itself (the socket, logs, the event loop's own, the catalogs)
RESERVED_FILES = 64


def prepare() -> None:
    """What a serving process does once its app is made, before its first request: it starts the threads
    that work requests out (``work.Workers``; while one is held up by a slow request, they hand the
    interpreter on every half millisecond, so that the event loop and quick requests get their turn
    beside it), and sets what is there so far (the modules and the app) apart from the cycle collector's
    view (``gc.freeze``): its full passes then look at what came later (the games, loaded by the first
    requests that name them, and what requests made), not at everything the process holds.
    Measured through the app, 32 requests at a time: its full passes cost a check of the benchmark about 12 µs of
    CPU time, and 1 µs so. The threads hand the interpreter on every ``work.SWITCH`` seconds in ordinary
    times, not Python's 0.005 (each hand-over between the loop and a thread costs both CPU time)."""
    import gc

    from .work import SWITCH, workers

    sys.setswitchinterval(SWITCH)
    workers()
    gc.collect()
    gc.freeze()


def app() -> Any:
    """The app as ``referee serve`` runs it, in each of its processes."""
    from . import create_app

    made = create_app()
    prepare()
    return made


@cache
def open_files() -> int:
    """The process's limit of open files."""
    import resource

    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return 4096 if soft == resource.RLIM_INFINITY else int(soft)


def backlog() -> int:
    """Connections the system holds before they are accepted. The event loop accepts that many at once
    before their protocols start, so they count against the open files too."""
    return max(4, min(BACKLOG, open_files() // 8))


def max_connections() -> int:
    """Connections one process keeps open at most: its open files less what it needs itself and less two
    backlogs' worth of connections just accepted (a flood can bring a second before the first is sorted)."""
    return max(8, min(1000, open_files() - RESERVED_FILES - 2 * backlog()))


class Protocol(H11Protocol):
    """uvicorn's HTTP/1.1 protocol with the limits of the module text (one object a connection)."""

    head_timer: Any = None
    waiting_since = 0.0

    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)
        self.waiting()
        if len(self.connections) >= max_connections():
            self.make_room()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self.waiting()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.head_timer is not None:
            self.head_timer.cancel()
        super().connection_lost(exc)

    def waiting(self) -> None:
        """The connection waits for a request from now on: it has ``HEAD_SECONDS`` to send one."""
        self.waiting_since = self.loop.time()
        if self.head_timer is not None:
            self.head_timer.cancel()
        self.head_timer = self.loop.call_later(HEAD_SECONDS, self.head_timeout)

    def busy(self) -> bool:
        """A request of this connection is being answered."""
        return self.cycle is not None and not self.cycle.response_complete

    def head_timeout(self) -> None:
        if not self.busy() and not self.transport.is_closing():
            self.transport.close()

    def make_room(self) -> None:
        """Close the connection that has waited longest for a request, passing over those whose request has
        arrived but not been read yet; if every one is busy or about to be, this new one."""
        idle = sorted((c for c in self.connections
                       if c is not self and isinstance(c, Protocol) and not c.busy()
                       and not c.transport.is_closing()), key=lambda c: c.waiting_since)
        for other in idle:
            if not other.unread():
                other.transport.close()
                return
        self.transport.close()

    def unread(self) -> bool:
        """Bytes have arrived on the connection that the event loop has not read yet."""
        import fcntl
        import termios

        sock = self.transport.get_extra_info("socket")
        try:
            count = fcntl.ioctl(sock.fileno(), termios.FIONREAD, b"\0\0\0\0")
        except (OSError, AttributeError):
            return False
        return int.from_bytes(count, sys.byteorder) > 0


class BoundedLog(logging.Filter):
    """At most ``PER_WINDOW`` records of one message (its template) in ``WINDOW`` seconds; the first one
    after that says how many were left out."""

    PER_WINDOW = 5
    WINDOW = 10.0

    def __init__(self) -> None:
        super().__init__()
        self.lock = threading.Lock()
        self.seen: dict[tuple[str, str], list[float]] = {}  # key -> [window start, shown, left out]

    def filter(self, record: logging.LogRecord) -> bool:
        key = (record.name, str(record.msg)[:200])
        now = time.monotonic()
        with self.lock:
            entry = self.seen.get(key)
            if entry is None or now - entry[0] >= self.WINDOW:
                left_out = int(entry[2]) if entry is not None else 0
                if len(self.seen) > 1000:
                    self.seen.clear()
                self.seen[key] = [now, 1, 0]
                if left_out:
                    record.msg = f"{record.getMessage()} ({left_out} more like this were left out)"
                    record.args = ()
                return True
            if entry[1] < self.PER_WINDOW:
                entry[1] += 1
                return True
            entry[2] += 1
            return False


def log_config() -> dict[str, Any]:
    """uvicorn's logging, with the bounded filter on its error log and on the event loop's and ours."""
    import copy

    from uvicorn.config import LOGGING_CONFIG

    config = copy.deepcopy(LOGGING_CONFIG)
    config["filters"] = {"bounded": {"()": BoundedLog}}
    config["handlers"]["default"]["filters"] = ["bounded"]
    for name in ("asyncio", "referee.web"):
        config["loggers"][name] = {"handlers": ["default"], "level": "INFO", "propagate": False}
    return config


def host_names(host: str) -> list[str]:
    """The names a server bound to ``host`` answers to, besides ``localhost`` and its addresses."""
    import ipaddress

    names = []
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        names.append(host)  # a name was given: it is what the pages are opened with
    else:
        if address.is_unspecified:  # every interface: phones may use the computer's name
            name = socket.gethostname().lower()
            names += [name, f"{name}.local"]
    return names


def listen(host: str, port: int) -> socket.socket:
    """The listening socket (port 0: any free port), bound once for every worker."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # the protocol named, so that the event loop turns Nagle's algorithm off on the connections (as it does for
    # sockets it makes): else an answer written in two parts waits for the client's delayed ACK, 40 ms each
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen(backlog())
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def config(app: str, host: str, port: int, workers: int = 1, access_log: bool = False, log_level: str = "info",
           **extra: Any) -> Any:
    """The uvicorn configuration of ``referee serve`` (the benchmark runs its own app under the same)."""
    import uvicorn

    return uvicorn.Config(app, factory=True, host=host, port=port, workers=workers, http=Protocol,
                          access_log=access_log, log_config=log_config(), log_level=log_level, server_header=False,
                          limit_concurrency=max_connections() + backlog(), timeout_keep_alive=KEEP_ALIVE,
                          backlog=backlog(), h11_max_incomplete_event_size=MAX_HEAD, **extra)


def run(sock: socket.socket, host: str, app: str = APP, workers: int = 1, access_log: bool = False,
        **extra: Any) -> None:
    """Serve on ``sock`` (bound to ``host`` as the user named it) until stopped (Ctrl+C, SIGTERM): in this
    process, or in ``workers`` processes."""
    os.environ[HOSTS_ENV] = ",".join(filter(None, [os.environ.get(HOSTS_ENV, ""), *host_names(host)]))
    cfg = config(app, host, sock.getsockname()[1], workers, access_log, **extra)
    if workers > 1:
        from uvicorn.supervisors import Multiprocess

        Multiprocess(cfg, sockets=[sock]).run()
    else:
        import uvicorn

        uvicorn.Server(cfg).run(sockets=[sock])
