"""Shared helpers: run the real command line in-process."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import settings

# CI runs the same examples every time (a failure there must be reproducible);
# a developer's run explores new ones.
settings.register_profile("ci", derandomize=True, database=None, deadline=None)
if os.environ.get("CI"):
    settings.load_profile("ci")

from checker.cli import cli
from checker.games import DISTRIBUTION, entry, ids

ROOT = Path(__file__).resolve().parent.parent
#: every game registered under the ``referee.games`` entry point group: the four built-in ones, and
#: any plug-in game installed beside the referee (tests/test_plugin_game.py installs one)
GAMES = list(ids())
#: the referee's own games: the tests of the examples, corpus and catalogs that ship with it
BUILT_IN = [game for game in GAMES if entry(game).dist == DISTRIBUTION]
LANGS = ["en", "nl", "pl", "es", "fy"]


class Run:
    def __init__(self, result):
        self.result = result
        self.code = result.exit_code
        self.out = result.stdout
        self.err = result.stderr
        self.exception = result.exception

    def json(self):
        return json.loads(self.out)

    def __repr__(self):
        return f"<Run code={self.code} out={self.out[:300]!r} err={self.err[:300]!r}>"


def coverage_env() -> dict[str, str]:
    """The variables through which coverage follows a child process (``patch = subprocess``):
    a test that gives a child a clean environment keeps these, so that its code is measured."""
    return {k: v for k, v in os.environ.items() if k.startswith("COVERAGE")}


def run_cli(*args: str, env: dict | None = None, input: str | None = None) -> Run:
    base = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8", "NO_COLOR": ""}
    base.update(env or {})
    result = CliRunner().invoke(cli, list(args), env=base, input=input, catch_exceptions=True)
    run = Run(result)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"the command raised {result.exception!r}") from result.exception
    assert "Traceback" not in run.out + run.err
    return run


@pytest.fixture
def run():
    return run_cli


@pytest.fixture(scope="session")
def npm_cache(tmp_path_factory):
    """The cache of `referee bundle --cache`: Pyodide, fetched with npm once a run, when first asked for."""
    return tmp_path_factory.mktemp("npm-cache")


# test_move_corpus.py counts how its phrases were read (per language, per outcome); the summary
# at the end of the run shows the share read as meant, as tests/corpus_score.py prints it.
CORPUS_OUTCOMES = pytest.StashKey[dict]()


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    outcomes = config.stash.get(CORPUS_OUTCOMES, None)
    if outcomes:
        from corpus_score import table

        terminalreporter.section("move corpus: phrases read as meant, per language")
        terminalreporter.write_line(table(outcomes))
