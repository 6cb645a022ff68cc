"""Where a request's work runs: on a few threads beside the event loop, within a budget.

Reading a position, judging a move and building the answer are CPU work. They
run on a small pool of threads, so that the event loop goes on accepting
connections and answering other requests while one is being worked out. The
threads share the interpreter (one runs Python at a time), so they add no
throughput: what keeps a slow request from stalling the others is that every
request has a budget, checked as the work goes on:

- **time**: CPU seconds of the thread that works the request out, not the
  time on the clock, so that a busy server does not fail requests that are
  cheap but waited; a request that would run past it stops with 422;
- **size**: bytes of the answer, counted while it is built; an answer that
  would be larger stops with 422 ("ask for fewer moves");
- **waiting**: a request that waited for a thread longer than the budget's
  time is answered 503 at once (the server is busy), not worked out late.

The budget is the web's: the command line answers whatever it is asked.
"""

from __future__ import annotations

import asyncio
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from ..i18n import N_, NP_, Msg
from ..inputs import MAX_BYTES
from ..verdict import RefereeError, UsageError

T = TypeVar("T")

#: threads working requests out in one process (more would only share the same interpreter)
THREADS = 4
_workers: Workers | None = None


@dataclass(frozen=True)
class Limits:
    """The budget of every request of an app (``create_app(limits=...)``)."""

    #: CPU seconds a request may take
    seconds: float = 1.0
    #: bytes its answer may hold
    answer_bytes: int = MAX_BYTES
    #: seconds it may wait for a thread before it is told that the server is busy
    wait: float = 5.0


class Budget:
    """What one request may still spend. Made in the thread that works the request out
    (its clock is that thread's CPU time); ``check`` looks at the clock, ``spend`` counts
    bytes of the answer."""

    __slots__ = ("deadline", "left", "seconds", "size")

    def __init__(self, seconds: float, size: int) -> None:
        self.seconds = seconds
        self.size = size
        self.left = size
        self.deadline = time.thread_time() + seconds

    def check(self) -> None:
        if time.thread_time() > self.deadline:
            raise too_slow(self.seconds)

    def spend(self, size: int) -> None:
        self.left -= size
        if self.left < 0:
            raise too_large(self.size)


def status_error(msg: Msg, status: int) -> RefereeError:
    err = UsageError(msg, source="request")
    err.http_status = status  # type: ignore[attr-defined]
    return err


def too_slow(seconds: float) -> RefereeError:
    count = int(seconds) if seconds == int(seconds) else seconds
    # TRANSLATORS: %(count)s is a number of seconds; "moves" are the legal moves a request lists
    return status_error(Msg(NP_("Working out this answer would take more than %(count)s second; ask for fewer "
                                "moves or send a smaller position.",
                                "Working out this answer would take more than %(count)s seconds; ask for fewer "
                                "moves or send a smaller position."), count=count), 422)


def too_large(size: int) -> RefereeError:
    # TRANSLATORS: %(limit)s is a number of bytes; "limit" is the request field that caps the number of moves
    return status_error(Msg(N_("The answer would be larger than %(limit)s bytes; ask for fewer moves (a lower "
                               "limit)."), limit=size), 422)


def busy() -> RefereeError:
    return status_error(Msg(N_("The referee is busy; try again in a moment.")), 503)


class Workers:
    """``THREADS`` threads taking work from one queue, each answer handed back to the event loop that asked.

    Leaner than ``loop.run_in_executor`` with a ``ThreadPoolExecutor`` (no concurrent future, no chained
    callbacks, no semaphore per call): the hand-over is most of what working off the loop costs a check."""

    def __init__(self, count: int) -> None:
        self.jobs: queue.SimpleQueue[tuple[asyncio.AbstractEventLoop, asyncio.Future[Any], Callable[[], Any]]]
        self.jobs = queue.SimpleQueue()
        for index in range(count):
            threading.Thread(target=self.serve, name=f"referee-{index}", daemon=True).start()

    def serve(self) -> None:
        while True:
            loop, future, work = self.jobs.get()
            try:
                result = work()
            except BaseException as exc:  # handed to the coroutine that awaits it, which raises it
                loop.call_soon_threadsafe(_settle, future, None, exc)
            else:
                loop.call_soon_threadsafe(_settle, future, result, None)


def _settle(future: asyncio.Future[Any], result: Any, exc: BaseException | None) -> None:
    if future.cancelled():  # the client left
        return
    if exc is not None:
        future.set_exception(exc)
    else:
        future.set_result(result)


def workers() -> Workers:
    global _workers
    if _workers is None:
        _workers = Workers(THREADS)
    return _workers


async def offload(work: Callable[[Budget], T], limits: Limits, on_busy: Callable[[RefereeError], T]) -> T:
    """``work(budget)`` on a worker thread; the event loop waits for it without stopping.

    ``on_busy`` answers a request that waited for a thread longer than ``limits.wait``."""
    queued = time.monotonic()

    def run() -> T:
        if time.monotonic() - queued > limits.wait:
            return on_busy(busy())
        return work(Budget(limits.seconds, limits.answer_bytes))

    loop = asyncio.get_running_loop()
    future: asyncio.Future[T] = loop.create_future()
    workers().jobs.put((loop, future, run))
    return await future
