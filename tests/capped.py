"""The real ``referee`` process (or a Python script) run under a memory cap and a time limit.

A hostile input that regresses (an alias that expands without bound, a
reading that waits forever) then fails its test with ``MemoryError`` or a
timeout, instead of taking the machine. The cap is the address space
(``RLIMIT_AS``): a ``referee check`` peaks near 20 MB of it and a script
serving requests through Starlette's test client (a thread, httpx) near
180 MB, so 768 MB leaves room for coverage and a slower day while a runaway
(24 GB, before this cap) stops within a second or two.
"""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
from pathlib import Path
from typing import IO, Any

MEMORY_CAP = 768 * 2**20
TIMEOUT = 60
EXE = shutil.which("referee", path=str(Path(sys.executable).parent)) or "referee"
ENV = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8", "NO_COLOR": "1"}


class Done:
    """A finished run: its exit code and what it wrote (text)."""

    def __init__(self, code: int, out: str, err: str) -> None:
        self.code = code
        self.out = out
        self.err = err

    def __repr__(self) -> str:
        return f"<Done code={self.code} out={self.out[:300]!r} err={self.err[-600:]!r}>"


def _limits(close_stdout: bool) -> Any:
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
        if close_stdout:
            os.close(1)
    return apply


def run(cmd: list[str], *, input: bytes | str | None = None, stdin: int | IO[Any] | None = None,
        stdout: int | IO[Any] | None = None, close_stdout: bool = False, env: dict[str, str] | None = None,
        cwd: str | Path | None = None) -> Done:
    """``cmd`` under the cap; ``stdout`` a file or descriptor to write to (default: captured)."""
    full_env = {**os.environ, **ENV, **(env or {})}
    data = input.encode("utf-8") if isinstance(input, str) else input
    capture = stdout is None and not close_stdout
    if data is None and stdin is None:
        stdin = subprocess.DEVNULL  # never the test's own standard input
    result = subprocess.run(cmd, input=data, stdin=None if data is not None else stdin,
                            stdout=subprocess.PIPE if capture else (subprocess.DEVNULL if stdout is None else stdout),
                            stderr=subprocess.PIPE, env=full_env, cwd=cwd, timeout=TIMEOUT,
                            preexec_fn=_limits(close_stdout), check=False)
    out = result.stdout.decode("utf-8", "backslashreplace") if capture else ""
    done = Done(result.returncode, out, result.stderr.decode("utf-8", "backslashreplace"))
    assert "Traceback" not in done.out + done.err, done
    assert "MemoryError" not in done.err, done
    return done


def referee(*args: str, **kw: Any) -> Done:
    """The ``referee`` command under the cap."""
    return run([EXE, *args], **kw)


def python(script: str, **kw: Any) -> Done:
    """A Python script (``-c``) under the cap, with this interpreter and its packages."""
    return run([sys.executable, "-W", "ignore", "-c", script], **kw)
