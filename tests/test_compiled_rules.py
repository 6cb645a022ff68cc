"""The rules files are the one home of the game facts; the build compiles them.

``hatch_build.compile_rules`` turns ``rules/*.yaml`` into ``checker/_compiled``
(a registry module and one JSON rulebook per game). These tests prove that
what the package reads is exactly what the rules files say.
"""

from __future__ import annotations

import json
import sys

import yaml
from conftest import BUILT_IN, ROOT

from checker import _compiled, rulebook
from checker._compiled import registry
from checker.games import facts, get, ids, resolve

sys.path.insert(0, str(ROOT))
from hatch_build import compile_rules, registry_source


def rules_file(game: str) -> dict:
    with open(ROOT / "rules" / f"{game}.yaml", encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def test_the_compiled_rulebooks_are_the_rules_files():
    for game in BUILT_IN:
        with open(rulebook.COMPILED / f"{game}.json", encoding="utf-8") as fh:
            assert json.load(fh) == rules_file(game), f"{game}: reinstall (pip install -e .) to recompile"
        assert rulebook.load(game).data == rules_file(game)


def test_the_registry_is_compiled_from_the_rules_files():
    assert registry.GAMES == tuple(BUILT_IN) == ids()[:len(registry.GAMES)]
    for game in BUILT_IN:
        data = rules_file(game)
        assert facts(game).players == get(game).PLAYERS == (data["players"]["min"], data["players"]["max"])
        assert facts(game).name == registry.NAMES[game] == data["name"]
        assert facts(game).aliases == tuple(data["aliases"])
        for alias in data["aliases"]:
            assert registry.ALIASES[alias] == game
            assert resolve(alias) == game
    assert set(registry.ALIASES) == {a for g in BUILT_IN for a in rules_file(g)["aliases"]}


def test_the_compiled_module_is_what_the_build_writes_now(tmp_path):
    for name in ("rules", "locales", "pyproject.toml"):
        (tmp_path / name).symlink_to(ROOT / name)
    written = compile_rules(tmp_path)
    assert {p.name for p in written} >= {"__init__.py", "registry.py", *(f"{g}.json" for g in BUILT_IN)}
    fresh = (tmp_path / "checker" / "_compiled" / "registry.py").read_text(encoding="utf-8")
    assert fresh == (ROOT / "checker" / "_compiled" / "registry.py").read_text(encoding="utf-8")
    assert registry.__file__ is not None and _compiled.__file__ is not None


def test_an_alias_of_two_games_is_refused():
    books = {"a": {"name": "A", "players": {"min": 2, "max": 4}, "aliases": ["x"]},
             "b": {"name": "B", "players": {"min": 2, "max": 4}, "aliases": ["x"]}}
    try:
        registry_source(books, {"a": "a:GAME", "b": "b:GAME"})
    except RuntimeError as err:
        assert "x" in str(err)
    else:
        raise AssertionError("an alias naming two games was accepted")


def test_three_up_three_down_players_one_fact():
    """The seed says 2-6 with one deck; the publisher's two-deck variant takes 7-12: the referee accepts 2-12."""
    assert facts("3up3down").players == (2, 12)
    book = rulebook.load("3up3down")
    assert book.get("3up3down.players") is not None and book.get("3up3down.components.two-decks") is not None


def test_the_compiled_files_are_never_committed():
    import subprocess

    tracked = subprocess.run(["git", "ls-files", "checker/_compiled"], cwd=ROOT, capture_output=True, text=True)
    if tracked.returncode == 0:
        assert tracked.stdout.strip() == ""
