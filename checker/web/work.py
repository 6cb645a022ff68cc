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
import contextlib
import queue
import sys
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from ..i18n import N_, NP_, Msg
from ..inputs import MAX_BYTES
from ..verdict import RefereeError, UsageError

T = TypeVar("T")

#: threads working requests out in one process: one at a time, the others while it is held up (``Workers``)
THREADS = 4
#: seconds without a finished request, while others wait, before one more thread is woken
STALL = 0.01
#: seconds a thread runs Python before it hands the interpreter on to another that waits, while a request
#: holds a thread up (``SWITCH`` the rest of the time)
SHORT_SWITCH = 0.0005
#: the same in ordinary times, in a serving process (``server.prepare``): four times Python's own 0.005.
#: Under load the event loop and the thread at work both want the interpreter nearly all the time, and
#: each hand-over between them costs both CPU time (a wake-up each, caches filled anew): handed on less
#: often, the thread works more answers out in one turn and the loop reads and answers more requests in
#: its own (with the loop's looks instead of a watching thread, a check of the benchmark under 32 connections
#: costs the serving process 0.5 thread wake-ups instead of 1.7).
#: A request that holds a thread up is handed on every ``SHORT_SWITCH`` once two looks saw it (``Workers.look``).
SWITCH = 0.02
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

    __slots__ = ("deadline", "left", "seconds", "size", "soonest")

    def __init__(self, seconds: float, size: int) -> None:
        self.seconds = seconds
        self.size = size
        self.left = size
        self.deadline = time.thread_time() + seconds
        #: the clock time before which the deadline cannot have passed: a thread spends no more CPU time
        #: than the time that passes on the clock, and the clock is read without a system call (the
        #: thread's CPU time takes one, about a microsecond, twice a request)
        self.soonest = time.perf_counter() + seconds

    def check(self) -> None:
        if time.perf_counter() > self.soonest and time.thread_time() > self.deadline:
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
    """One thread takes the requests from one queue, one after the other, and hands each answer back to the
    event loop that asked; ``count - 1`` spare threads sleep until it is held up.

    Each event loop that hands requests over looks every ``stall`` seconds (``STALL``, a timer of the loop)
    while they are being worked out: when none was finished since its last look (the threads at work are
    all held up, by a slow request or one that waits), it wakes one more spare thread, which takes requests
    from the same queue until it is empty and then sleeps again. So a slow request never stalls the others
    for longer than a look or two, and in ordinary times a single thread does the work: threads woken for
    every request would only take turns at the one interpreter, each turn a hand-over that costs CPU time
    (with four threads always awake a check costs about a fifth more). The looks are the loop's own timers
    rather than a thread of their own: a thread that woke a hundred times a second would take the
    interpreter from the others as often, while the loop, busy anyway under load, looks between its
    requests (and while a request holds the interpreter, it gets its turn every switch interval)."""

    def __init__(self, count: int, stall: float | None = None) -> None:
        self.stall = STALL if stall is None else stall
        self.jobs: queue.SimpleQueue[tuple[Outbox, asyncio.Future[Any], Callable[[], Any]]]
        self.jobs = queue.SimpleQueue()
        #: requests finished so far (only its changes matter: two threads that count at once still change it)
        self.finished = 0
        #: whether each thread is working a request out, and how many it has taken (each thread writes only its own)
        self.busy = [False] * count
        self.taken = [0] * count
        #: the interpreter's switch interval to go back to once no request holds a thread up
        self.interval: float | None = None
        #: the event loops that look after the requests they handed over (``look``; each written by its own
        #: loop only), with the count of finished requests at their last look and ``taken`` at their last two
        self.looking: dict[Outbox, tuple[int, tuple[int, ...], tuple[int, ...]]] = {}
        self.spare = threading.Semaphore(0)
        threading.Thread(target=self.serve, name="referee-0", daemon=True).start()
        for index in range(1, count):
            threading.Thread(target=self.stand_by, args=(index,), name=f"referee-{index}", daemon=True).start()

    def put(self, box: Outbox, future: asyncio.Future[Any], work: Callable[[], Any]) -> None:
        """Hand ``work`` over (on the event loop of ``box``), which then looks after it until no thread is
        at work and nothing waits."""
        self.jobs.put((box, future, work))
        if box not in self.looking and len(self.busy) > 1:
            taken = tuple(self.taken)
            self.looking[box] = (self.finished, taken, taken)
            box.loop.call_later(self.stall, self.look, box)

    def serve(self) -> None:
        while True:
            job = self.jobs.get()
            self.taken[0] += 1
            self.busy[0] = True
            self.run(*job)
            self.busy[0] = False

    def stand_by(self, index: int) -> None:
        while True:
            self.spare.acquire()
            while True:
                try:
                    job = self.jobs.get_nowait()
                except queue.Empty:
                    break
                self.taken[index] += 1
                self.busy[index] = True
                self.run(*job)
                self.busy[index] = False

    def run(self, box: Outbox, future: asyncio.Future[Any], work: Callable[[], Any]) -> None:
        try:
            result = work()
        except BaseException as exc:  # handed to the coroutine that awaits it, which raises it
            box.hand_back(future, None, exc)
        else:
            box.hand_back(future, result, None)
        self.finished += 1

    def look(self, box: Outbox) -> None:
        """A look of ``box``'s event loop (``stall`` seconds after the last): a spare woken when nothing was
        finished since while requests wait; the interpreter handed on often while a thread works on a
        request it took before the look before last (two looks: an ordinary request that lost its turn at
        the interpreter for one is not held up); the next look planned until no thread works and nothing
        waits."""
        busy, taken, finished = self.busy, tuple(self.taken), self.finished
        seen, last, before = self.looking[box]
        working = any(busy)
        self.hand_on_often(any(b and t == was for b, t, was in zip(busy, taken, before, strict=True)))
        if not working and self.jobs.empty():
            del self.looking[box]  # the next request handed over plans the next look
            return
        if finished == seen and not self.jobs.empty():
            self.spare.release()
        self.looking[box] = (finished, taken, last)
        box.loop.call_later(self.stall, self.look, box)

    def hand_on_often(self, held_up: bool) -> None:
        """While a request holds a thread up, the interpreter is handed on every ``SHORT_SWITCH`` seconds,
        so that the event loop and the quick requests get their turn beside it; else at the interval it
        had (``SWITCH`` in a serving process), which hands on less often (each hand-over costs CPU time)."""
        if held_up and self.interval is None:
            self.interval = sys.getswitchinterval()
            sys.setswitchinterval(min(SHORT_SWITCH, self.interval))
        elif not held_up and self.interval is not None:
            sys.setswitchinterval(self.interval)
            self.interval = None


class Outbox:
    """The answers worked out for one event loop, handed back to it in batches: a thread that finds the
    box empty wakes the loop (``call_soon_threadsafe``, a write to its wake-up socket), the others only
    add theirs, and the loop settles all it finds. Under load one wake-up carries several answers."""

    __slots__ = ("answers", "loop", "woken")

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.answers: deque[tuple[asyncio.Future[Any], Any, BaseException | None]] = deque()
        self.woken = False

    def hand_back(self, future: asyncio.Future[Any], result: Any, exc: BaseException | None) -> None:
        self.answers.append((future, result, exc))
        if not self.woken:
            self.woken = True
            with contextlib.suppress(RuntimeError):  # the loop was closed: nobody waits for the answer
                self.loop.call_soon_threadsafe(self.settle)

    def settle(self) -> None:
        self.woken = False  # before taking: an answer added from now on is taken here or wakes the loop again
        answers = self.answers
        while answers:
            future, result, exc = answers.popleft()
            if future.cancelled():  # the client left
                continue
            if exc is not None:
                future.set_exception(exc)
            else:
                future.set_result(result)


_boxes: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Outbox] = weakref.WeakKeyDictionary()


#: the outbox found last: a serving process has one loop, whose box is then found without a look in the weak
#: dictionary (a call of Python code, a weak reference made) at every request. A box is taken only by the
#: loop it belongs to (a thread with a loop of its own, a test client, finds its own); the last loop stays
#: alive until another one asks
_last_box: Outbox | None = None


def outbox(loop: asyncio.AbstractEventLoop) -> Outbox:
    global _last_box
    last = _last_box
    if last is not None and last.loop is loop:
        return last
    box = _boxes.get(loop)
    if box is None:
        box = _boxes[loop] = Outbox(loop)
    _last_box = box
    return box


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
    workers().put(outbox(loop), future, run)
    return await future
