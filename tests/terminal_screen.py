"""The real ``referee`` on a pseudo-terminal of a given size (pexpect), with what it
writes drawn on a terminal emulator of the same size (pyte): a test asserts what a
person sees on the screen when the command returns, not what scrolled past."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")
pyte = pytest.importorskip("pyte")

ROOT = Path(__file__).resolve().parent.parent
EXE = shutil.which("referee", path=str(Path(sys.executable).parent)) or "referee"
#: the two sizes the issue names: a classic terminal and a phone's terminal app
SIZES = [(24, 80), (30, 45)]


class Screen:
    """A terminal emulator fed with everything the child writes (pexpect's ``logfile_read``)."""

    def __init__(self, rows: int, columns: int) -> None:
        self.screen = pyte.Screen(columns, rows)
        self.stream = pyte.Stream(self.screen)

    def write(self, text: str) -> None:
        self.stream.feed(text)

    def flush(self) -> None:
        pass

    def lines(self) -> list[str]:
        """The screen as it is now, line by line (trailing blanks dropped)."""
        return [line.rstrip() for line in self.screen.display]

    def text(self) -> str:
        return "\n".join(self.lines())

    def joined(self) -> str:
        """The screen's text with each wrapped line joined to the next (words whole, one space)."""
        return " ".join(" ".join(self.lines()).split())


def spawn(args: list[str], size: tuple[int, int], cwd: Path = ROOT, env: dict[str, str] | None = None,
          timeout: float = 15) -> tuple[pexpect.spawn, Screen]:
    """``referee ARGS`` on a terminal of ``size`` (rows, columns), colours on."""
    rows, columns = size
    base = dict(os.environ, LANG="C.UTF-8", LANGUAGE="", LC_ALL="", LC_MESSAGES="", TERM="xterm",
                PROMPT_TOOLKIT_NO_CPR="1", PAGER="cat", COLUMNS=str(columns), LINES=str(rows))
    base.pop("NO_COLOR", None)
    base.pop("REFEREE_PLAIN_PROMPT", None)
    base.update(env or {})
    screen = Screen(rows, columns)
    child = pexpect.spawn(EXE, args, env=base, cwd=str(cwd), encoding="utf-8", timeout=timeout,
                          dimensions=(rows, columns))
    child.logfile_read = screen
    return child, screen


def run(args: list[str], size: tuple[int, int], cwd: Path = ROOT, env: dict[str, str] | None = None
        ) -> tuple[int, Screen]:
    """Run a command that asks nothing to its end: its exit code and the screen it leaves."""
    child, screen = spawn(args, size, cwd, env)
    child.expect(pexpect.EOF)
    child.close()
    return child.exitstatus, screen
