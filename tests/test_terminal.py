"""The command on a real terminal, through a pseudo-terminal (the stdlib's pty):
words are never broken at 80 or 45 columns, long output goes through the
pager on a terminal and never in a pipe, ``-`` says how to end the input,
the completion scripts print."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time

import click
import pytest
from conftest import ROOT

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


def on_terminal(args: list[str], columns: int, env: dict[str, str] | None = None, rows: int = 200,
                stdin: bytes | None = None, timeout: float = 30.0) -> tuple[int, str]:
    """Run ``referee ARGS`` with a pseudo-terminal of the given size as its
    standard input, output and error; its exit code and everything it printed."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    base = dict(os.environ, LANGUAGE="", LC_ALL="", LC_MESSAGES="", LANG="C.UTF-8", TERM="xterm-256color",
                COLUMNS=str(columns), LINES=str(rows), PAGER="cat")
    base.pop("NO_COLOR", None)
    base.update(env or {})
    proc = subprocess.Popen([sys.executable, "-m", "checker", *args], cwd=ROOT, env=base,
                            stdin=slave, stdout=slave, stderr=slave, close_fds=True)
    os.close(slave)
    if stdin is not None:
        time.sleep(0.5)
        os.write(master, stdin)
    chunks = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:  # the child closed the terminal
                break
            if not data:
                break
            chunks.append(data)
        elif proc.poll() is not None:
            break
    os.close(master)
    code = proc.wait(timeout=timeout)
    return code, b"".join(chunks).decode("utf-8", "replace").replace("\r\n", "\n")


def plain(text: str) -> str:
    return ANSI.sub("", text)


def in_a_pipe(args: list[str]) -> str:
    env = dict(os.environ, LANGUAGE="", LC_ALL="", LC_MESSAGES="", LANG="C.UTF-8")
    return subprocess.run([sys.executable, "-m", "checker", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=False).stdout


CASES = {
    "check": ["check", "upturn", "examples/upturn/twin-fill.yaml", "twin 22 fill 64 48 40 36 give Bob:2 Cas:2"],
    "check-nl": ["check", "upturn", "examples/upturn/twin-fill.yaml", "twin 22 fill 64 48 40 36 give Bob:2 Cas:2",
                 "--lang", "nl"],
    "rules": ["rules", "upturn", "upturn.play", "--lang", "nl"],
    "rules-moves": ["rules", "uptown", "--moves", "--lang", "pl"],
    "search": ["search", "tweeling", "--lang", "es"],
    "moves": ["moves", "upturn", "examples/upturn/twin-fill.yaml", "--lang", "fy"],
    "score": ["score", "uptown", "examples/uptown/05-capture-split.yaml"],
}


@pytest.mark.parametrize("columns", [80, 45])
@pytest.mark.parametrize("case", list(CASES))
def test_no_word_is_broken_on_a_terminal(case, columns):
    """Every line fits the terminal, and every word on it is a word of the same
    command's unwrapped output: a word cut in two would be two fragments."""
    args = CASES[case]
    code, out = on_terminal(args, columns)
    assert code in (0, 1), out
    text = plain(out)
    lines = [line for line in text.split("\n") if line.strip()]
    assert lines, out
    too_wide = [line for line in lines if click.unstyle(line).__len__() > columns]
    assert not too_wide, too_wide
    whole = set(WORD.findall(in_a_pipe(args)))
    assert whole
    broken = sorted({w for w in WORD.findall(text) if w not in whole})
    assert not broken, broken


def test_a_terminal_gets_wrapped_lines_and_a_pipe_gets_whole_ones():
    args = CASES["rules"]
    _code, narrow = on_terminal(args, 45)
    piped = in_a_pipe(args)
    assert max(len(line) for line in plain(narrow).split("\n")) <= 45
    assert max(len(line) for line in piped.split("\n")) > 45
    assert "\x1b[" not in piped


def test_the_rules_go_through_the_pager_on_a_terminal(tmp_path):
    pager = tmp_path / "pager.sh"
    pager.write_text("#!/bin/sh\necho PAGER-WAS-HERE\ncat\n", encoding="utf-8")
    pager.chmod(0o755)
    code, out = on_terminal(["rules", "upturn"], 80, env={"PAGER": str(pager)}, rows=24)
    assert code == 0 and "PAGER-WAS-HERE" in out and "upturn.play.twin" in out


def test_the_rules_never_go_through_the_pager_in_a_pipe(tmp_path):
    pager = tmp_path / "pager.sh"
    pager.write_text("#!/bin/sh\necho PAGER-WAS-HERE\ncat\n", encoding="utf-8")
    pager.chmod(0o755)
    env = dict(os.environ, PAGER=str(pager), LANG="C.UTF-8")
    out = subprocess.run([sys.executable, "-m", "checker", "rules", "upturn"], cwd=ROOT, env=env,
                         capture_output=True, text=True, check=False).stdout
    assert "PAGER-WAS-HERE" not in out and "upturn.play.twin" in out


def test_short_output_is_not_paged(tmp_path):
    pager = tmp_path / "pager.sh"
    pager.write_text("#!/bin/sh\necho PAGER-WAS-HERE\ncat\n", encoding="utf-8")
    pager.chmod(0o755)
    code, out = on_terminal(["rules", "upturn", "upturn.play.twin.give"], 80, env={"PAGER": str(pager)}, rows=24)
    assert code == 0 and "PAGER-WAS-HERE" not in out and "upturn.play.twin.give" in out


def test_the_uptown_score_board_fits_80_by_24():
    code, out = on_terminal(["score", "uptown", "examples/uptown/10-game-over.yaml"], 80, rows=24)
    lines = plain(out).rstrip("\n").split("\n")
    assert code == 0
    assert len(lines) <= 24 and max(len(line) for line in lines) <= 80


def test_standard_input_on_a_terminal_says_how_to_end_it():
    position = (ROOT / "examples/upturn/first-play.yaml").read_bytes()
    _code, out = on_terminal(["check", "upturn", "-", "play 14"], 80, stdin=position + b"\n\x04")
    assert "Ctrl-D" in out
    assert "LEGAL" in out or "ILLEGAL" in out


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_completion_scripts_print(shell):
    out = in_a_pipe(["completion", shell])
    assert "_REFEREE_COMPLETE" in out


def test_colour_is_off_with_no_color_on_a_terminal():
    _code, out = on_terminal(CASES["check"], 80, env={"NO_COLOR": "1"})
    assert "\x1b[3" not in out and "\x1b[1m" not in out
