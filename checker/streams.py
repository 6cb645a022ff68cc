"""Standard output and standard error that fail cleanly (the ``referee`` process only).

The exit code is the answer (0 legal, 1 illegal, 3 undetermined, 2 an
error), so a failure to write must never turn into a traceback and exit 1:

- **a broken pipe** (``referee check … | true``, ``| head -c1``): the reader
  stopped reading, which is its right. The rest of the output is dropped
  quietly and the command ends with the code it would have had: a legal move
  piped into ``true`` still exits 0.
- **any other failure** (a full disk, ``/dev/full``, an I/O error, standard
  output closed with ``>&-``): the output is lost, so the command fails with
  ``OutputError``: a message on standard error, exit code 2. The error is
  raised at the write that failed, to stop the work; should a library swallow
  it, ``failure`` still holds it, and the process reports it at its end
  (``checker.console``).

A failed descriptor is pointed at the null device, so that nothing fails
again when Python flushes its buffers at exit. A failure to write standard
error is dropped: there is nowhere left to say it.
"""

from __future__ import annotations

import errno
import os
import sys
from typing import Any

from .i18n import N_, Msg
from .verdict import OutputError


class Guarded:
    """A text stream (``sys.stdout``, ``sys.stderr``, or None when closed) whose writes cannot raise ``OSError``."""

    def __init__(self, stream: Any, fail_loudly: bool) -> None:
        self._stream = stream
        self._loud = fail_loudly
        #: the first failure, if any (a broken pipe included)
        self.failure: OSError | None = None

    # -- what click, rich and print ask of a text stream
    def write(self, text: str) -> int:
        if not isinstance(text, str):  # as a text stream does (click tells text and binary streams apart so)
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        if self.failure is not None or not text:  # (click probes a stream with an empty write)
            return len(text)
        if self._stream is None:
            self._fail(OSError(errno.EBADF, os.strerror(errno.EBADF)))
            return len(text)
        try:
            return int(self._stream.write(text))
        except OSError as exc:
            self._fail(exc)
            return len(text)

    def flush(self) -> None:
        if self.failure is not None or self._stream is None:
            return
        try:
            self._stream.flush()
        except OSError as exc:
            self._fail(exc)

    def isatty(self) -> bool:
        return self._stream is not None and self.failure is None and bool(self._stream.isatty())

    @property
    def encoding(self) -> str:
        return getattr(self._stream, "encoding", None) or "utf-8"

    @property
    def errors(self) -> str:
        return getattr(self._stream, "errors", None) or "strict"

    def __getattr__(self, name: str) -> Any:
        if self._stream is None:
            raise AttributeError(name)
        return getattr(self._stream, name)

    # -- failing
    @property
    def broken_pipe(self) -> bool:
        return isinstance(self.failure, BrokenPipeError)

    def _fail(self, exc: OSError) -> None:
        self.failure = exc
        self._silence()
        if self._loud and not isinstance(exc, BrokenPipeError):
            raise output_error(exc)

    def _silence(self) -> None:
        """Point the descriptor at the null device: what Python still holds in its buffer
        goes there at exit, instead of failing again."""
        try:
            fd = self._stream.fileno()
            null = os.open(os.devnull, os.O_WRONLY)
        except (AttributeError, OSError, ValueError):
            return
        try:
            os.dup2(null, fd)
        except OSError:
            pass
        finally:
            os.close(null)


def output_error(exc: OSError) -> OutputError:
    # TRANSLATORS: %(reason)s is the operating system's reason (No space left on device)
    return OutputError(Msg(N_("The output cannot be written (%(reason)s)."), reason=exc.strerror or str(exc)))


def install() -> tuple[Guarded, Guarded]:
    """Put guards around standard output and standard error; they are returned (stdout, stderr)."""
    out = Guarded(sys.stdout, fail_loudly=True)
    err = Guarded(sys.stderr, fail_loudly=False)
    sys.stdout = out
    sys.stderr = err
    return out, err
