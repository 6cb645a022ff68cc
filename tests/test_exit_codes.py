"""The exit-code contract, for every command of the command line (README: "Exit codes").

0 legal or done, 1 illegal and nothing else, 2 bad input or usage or output that cannot
be written, 3 undetermined. Every command (listed from the click group: a new command
fails ``test_every_command_is_driven`` until it is given its runs here) is driven as a
real process, under the memory cap of ``capped.py``, with good input, bad input and
failing output: a full disk (``/dev/full``), standard output closed, and a reader that
has gone (a pipe whose reading end is closed: ``| true``). A run that exits 1 must be
one whose verdict is "illegal".
"""

from __future__ import annotations

import os
import shutil
import socket
from pathlib import Path

import click
import pytest
import yaml
from capped import Done, referee

from checker.cli import cli

ROOT = Path(__file__).resolve().parent.parent
BASE = {"game": "upturn", "players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 30, "row": [],
        "racks": {"Ann": [31, 40], "Bob": 2}}
#: an Upturn dialogue of ``referee ask`` on a pipe, up to the move (then: no file to save)
DIALOGUE = "Ann Bob\nAnn\nascending\n70\nclockwise\n12 90\n\n{move}\n\n"


class Run:
    """One run of a command: its arguments (``{pos}``, ``{record}``, ``{bad}``, ``{port}`` filled in), what it
    reads on standard input, the exit code it must give, and for 1: that its verdict is illegal."""

    def __init__(self, args: list[str], code: int, stdin: str | None = None) -> None:
        self.args = args
        self.code = code
        self.stdin = stdin

    def __repr__(self) -> str:
        return " ".join(self.args)


#: command -> (runs with good input, runs with bad input); serve's good run would serve until stopped
COMMANDS: dict[str, tuple[list[Run], list[Run]]] = {
    "games": ([Run([], 0)], [Run(["--bogus"], 2)]),
    "rules": ([Run(["upturn"], 0), Run(["upturn", "upturn.play"], 0), Run([], 0)],
              [Run(["nosuch"], 2), Run(["upturn", "--compare", "xx"], 2)]),
    "search": ([Run(["joker"], 0), Run(["zzzzzz"], 0)], [Run([], 2)]),
    "check": ([Run(["upturn", "{pos}", "play 31"], 0), Run(["upturn", "{pos}", "play 29"], 1),
               Run(["upturn", "{hidden}", "play 31"], 3), Run(["upturn", "-", "play 31"], 0, stdin="{pos_text}")],
              [Run(["upturn", "{bad}", "play 31"], 2), Run(["upturn", "{pos}", "dance"], 2),
               Run(["upturn", "{pos}"], 2), Run(["nosuch", "{pos}", "pass"], 2)]),
    "moves": ([Run(["upturn", "{pos}"], 0), Run(["upturn", "{pos}", "--expand"], 0)],
              [Run(["upturn", "{bad}"], 2), Run(["upturn", "{pos}", "--limit", "0"], 2)]),
    "apply": ([Run(["upturn", "{pos}", "play 31"], 0), Run(["upturn", "{pos}", "play 29"], 1)],
              [Run(["upturn", "{bad}", "play 31"], 2), Run(["upturn", "{pos}", "play 31", "--draw", "zz"], 2)]),
    "replay": ([Run(["upturn", "{record}"], 0), Run(["upturn", "{illegal_record}"], 1)],
               [Run(["upturn", "{bad}"], 2), Run(["upturn", "{pos}"], 2)]),
    "score": ([Run(["uptown", str(ROOT / "examples/uptown/10-game-over.yaml")], 0)],
              [Run(["upturn", "{pos}"], 2), Run(["uptown", "{bad}"], 2)]),
    "simulate": ([Run(["upturn", "--games", "2"], 0)], [Run(["upturn", "--players", "9"], 2),
                                                        Run(["upturn", "--games", "0"], 2)]),
    "schema": ([Run(["upturn"], 0)], [Run(["nosuch"], 2)]),
    "completion": ([Run(["bash"], 0), Run(["fish"], 0)], [Run(["tcsh"], 2)]),
    "serve": ([], [Run(["--port", "-1"], 2), Run(["--workers", "0"], 2), Run(["--port", "70000"], 2)]),
    "ask": ([Run(["upturn"], 0, stdin=DIALOGUE.format(move="play 90")),
             Run(["upturn"], 1, stdin=DIALOGUE.format(move="play 12"))],
            [Run(["nosuch"], 2), Run(["upturn"], 2, stdin="Ann Bob\n")]),
    "new": ([Run(["upturn"], 0), Run(["dnup", "--players", "Ann,Bob,Cas"], 0)],
            [Run(["nosuch"], 2), Run(["upturn", "--players", "Ann"], 2),
             Run(["upturn", "--players", "A\udc9b,Bob"], 2)]),  # a name of bytes that are not UTF-8
    "example": ([Run([], 0), Run(["upturn"], 0), Run(["upturn", "first-play"], 0)],
                [Run(["upturn", "nosuch"], 2), Run(["nosuch", "x"], 2)]),
    # the site built again into the same folder (the runtime from the run's npm cache, fetched first)
    "bundle": ([Run(["{site}", "--cache", "{npm_cache}"], 0)],
               [Run(["{pos}", "--cache", "{npm_cache}"], 2), Run([], 2)]),
}
#: the commands whose good runs need npm (once, before they run under the memory cap: node reserves more)
NEEDS_NPM = {"bundle"}
NO_NPM = pytest.mark.skipif(not shutil.which("npm"), reason="referee bundle needs npm (.ci/run installs it)")
GOOD = [pytest.param(name, run, id=f"{name}:{run}", marks=[NO_NPM] if name in NEEDS_NPM else [])
        for name, (runs, _) in COMMANDS.items() for run in runs]
BAD = [pytest.param(name, run, id=f"{name}:{run}") for name, (_, runs) in COMMANDS.items() for run in runs]
#: the first good run of each command (serve: announcing where it serves, which a full disk stops)
FIRST = [pytest.param(name, runs[0] if runs else Run(["--port", "{port}"], 0), id=name,
                      marks=[NO_NPM] if name in NEEDS_NPM else [])
         for name, (runs, _) in COMMANDS.items()]


@pytest.fixture(scope="module")
def files(tmp_path_factory, npm_cache) -> dict[str, str]:
    folder = tmp_path_factory.mktemp("contract")
    pos_text = yaml.safe_dump(BASE, sort_keys=False)
    made = {"pos": pos_text, "bad": "game: upturn\nplayers: [Ann, Bob\n",
            "hidden": yaml.safe_dump({**BASE, "racks": {"Ann": 2, "Bob": 2}}, sort_keys=False),
            "record": yaml.safe_dump({"position": BASE, "moves": ["play 31 call"]}, sort_keys=False),
            "illegal_record": yaml.safe_dump({"position": BASE, "moves": ["play 29"]}, sort_keys=False)}
    names = {}
    for key, text in made.items():
        path = folder / f"{key}.yaml"
        path.write_text(text, encoding="utf-8")
        names[key] = str(path)
    names["pos_text"] = pos_text
    names["npm_cache"], names["site"] = str(npm_cache), str(folder / "site")
    if shutil.which("npm"):
        from checker.bundle import npm

        npm.runtime(npm_cache)
    with socket.socket() as sock:  # a port nothing listens on (serve must stop before it binds one)
        sock.bind(("127.0.0.1", 0))
        names["port"] = str(sock.getsockname()[1])
    return names


def args_of(name: str, run: Run, files: dict[str, str], *extra: str) -> list[str]:
    return [name, *(a.format(**files) for a in run.args), *extra]


def drive(name: str, run: Run, files: dict[str, str], *extra: str, **kw) -> Done:
    stdin = run.stdin.format(**files) if run.stdin is not None else None
    return referee(*args_of(name, run, files, *extra), input=stdin, env={"REFEREE_PLAIN_PROMPT": "1"}, **kw)


def test_every_command_is_driven():
    assert set(cli.list_commands(click.Context(cli))) == set(COMMANDS)


@pytest.mark.parametrize("name, run", GOOD)
def test_good_input_exits_with_its_answer_and_1_only_for_illegal(name, run, files):
    done = drive(name, run, files)
    assert done.code == run.code, done
    assert done.code in (0, 1, 3), done
    if done.code == 1:
        if name == "ask":
            assert "ILLEGAL" in done.out, done
        else:
            verdict = drive(name, run, files, "--json")
            assert verdict.code == 1 and '"verdict": "illegal"' in verdict.out, verdict


@pytest.mark.parametrize("name, run", BAD)
def test_bad_input_exits_2_with_a_message(name, run, files):
    done = drive(name, run, files)
    assert done.code == 2, done
    assert done.err.strip(), done


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("name, run", FIRST)
def test_a_full_disk_exits_2_with_a_message(name, run, files):
    with open("/dev/full", "w") as full:
        done = drive(name, run, files, stdout=full)
    assert done.code == 2, done
    assert "The output cannot be written (No space left on device)." in done.err, done


@pytest.mark.parametrize("name, run", FIRST)
def test_a_closed_standard_output_exits_2_with_a_message(name, run, files):
    done = drive(name, run, files, close_stdout=True)
    assert done.code == 2, done
    assert "The output cannot be written" in done.err, done


@pytest.mark.parametrize("name, run", [p for p in FIRST if p.values[0] != "serve"])
def test_a_reader_that_has_gone_leaves_the_answer_as_it_was(name, run, files):
    read, write = os.pipe()
    os.close(read)  # nobody reads: every write fails with EPIPE, as in `referee ... | true`
    try:
        done = drive(name, run, files, stdout=write)
    finally:
        os.close(write)
    assert done.code == run.code, done
    assert done.err == "", done


@pytest.mark.parametrize("name", list(COMMANDS))
def test_help_exits_0_and_a_full_disk_stops_it_with_2(name):
    assert referee(name, "--help").code == 0
    if os.path.exists("/dev/full"):
        with open("/dev/full", "w") as full:
            done = referee(name, "--help", stdout=full)
        assert done.code == 2 and "cannot be written" in done.err, done


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_with_json_an_output_error_is_still_said_on_standard_error(files):
    with open("/dev/full", "w") as full:
        done = referee("check", "upturn", files["pos"], "play 31", "--json", "--lang", "nl", stdout=full)
    assert done.code == 2, done
    assert done.err.startswith("Uitvoerfout: De uitvoer kan niet worden geschreven"), done


def test_ctrl_c_exits_130_not_1():
    pexpect = pytest.importorskip("pexpect")
    from capped import ENV, EXE

    child = pexpect.spawn(EXE, ["check", "upturn", "-", "pass"], env={**os.environ, **ENV}, encoding="utf-8",
                          timeout=60)
    child.expect("Ctrl-D")  # it reads standard input (a terminal): interrupt it there
    child.sendintr()
    child.expect(pexpect.EOF)
    said = child.before
    child.close()
    assert "Aborted!" in said, said
    assert child.exitstatus == 130, (child.exitstatus, child.signalstatus, said)


def test_a_failure_of_the_referee_itself_exits_70_with_its_traceback_never_1():
    import subprocess
    import sys

    script = ("import sys, checker.cli, checker.cli_reference\n"
              "def broken(*args, **kwargs):\n"
              "    raise RuntimeError('a bug')\n"
              "checker.cli_reference.games_cmd.callback = broken\n"
              "sys.argv = ['referee', 'games']\n"
              "from checker.console import main\n"
              "main()\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 70, done
    assert "RuntimeError: a bug" in done.stderr and "this is a bug" in done.stderr, done.stderr
