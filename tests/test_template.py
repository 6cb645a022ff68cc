"""``referee new``: a commented position, in the reader's language, that ``check`` reads as it is."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import GAMES, ROOT, coverage_env

from checker.games import get
from checker.i18n import Translator

ENV = {**coverage_env(), "LANG": "C.UTF-8", "NO_COLOR": "1", "PATH": "/usr/bin:/bin"}


def referee(*args: str, cwd=ROOT, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "checker", *args], cwd=cwd, env=ENV, input=stdin,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("game", GAMES)
def test_the_template_is_read_by_check_as_it_is(game, tmp_path):
    made = referee("new", game, "--players", "Ann,Bob,Cas", "--lang", "nl")
    assert made.returncode == 0, made.stderr
    path = tmp_path / "p.yaml"
    path.write_text(made.stdout, encoding="utf-8")
    r = referee("moves", game, str(path))
    assert r.returncode == 0, r.stderr


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["nl", "pl", "es", "fy"])
def test_every_key_is_explained_in_the_readers_language(game, lang):
    tr = Translator(lang)
    for key, spec in get(game).schema()["properties"].items():
        text = spec.get("description")
        if text and key not in ("game",):
            assert tr.gettext(text) != text, f"{game}.{key}: {text!r} is not translated"


def test_a_wrong_number_of_players_is_a_usage_error():
    r = referee("new", "uptown", "--players", "Ann")
    assert r.returncode == 2 and "2 to 5" in r.stderr
