"""The command line talks only to the ``Game`` contract: a fake game (take-away,
``fakegame.py``) runs through every command, so the shared parts are tested
without any real game."""

from __future__ import annotations

import json

import pytest
from conftest import run_cli
from fakegame import Pile, Scored, Take, TakeAway

import checker.games
from checker.games import implied_variant
from checker.verdict import IllegalMoveError

POSITION = "game: takeaway\nplayers: [Ann, Bob]\nto_move: Ann\nleft: 5\n"


@pytest.fixture
def fake(monkeypatch):
    game = Scored()
    monkeypatch.setattr(checker.games, "get", lambda name: game)
    return game


@pytest.fixture
def position(tmp_path):
    path = tmp_path / "pos.yaml"
    path.write_text(POSITION, encoding="utf-8")
    return str(path)


def test_check_moves_and_apply_go_through_the_contract(fake, position):
    r = run_cli("check", "x", position, "take 2", "--json")
    assert r.code == 0 and r.json()["verdict"] == "legal" and r.json()["effects"][0]["kind"] == "pickup"
    r = run_cli("check", "x", position, "take 3")
    assert r.code == 1 and "ILLEGAL" in r.out
    r = run_cli("moves", "x", position, "--json")
    assert r.json()["moves"] == ["take 1", "take 2"]
    r = run_cli("moves", "x", position, "--limit", "1")
    assert "take 1" in r.out and "--limit" in r.out
    r = run_cli("apply", "x", position, "take 2")
    assert r.code == 0 and "left: 3" in r.out and "taken: 2" in r.out
    r = run_cli("apply", "x", position, "take 2", "--json")
    assert r.json()["left"] == 3
    r = run_cli("apply", "x", position, "take 3", "--json")
    assert r.code == 1 and r.json()["verdict"] == "illegal"


def test_score_uses_the_games_variants_and_the_variant_a_name_implies(fake, position):
    r = run_cli("score", "x", position, "--json", "--lang", "nl")
    assert r.json() == {"variant": "plain", "score": 0, "locale": "nl"}
    assert run_cli("score", "x", position, "--variant", "double", "--json").json()["variant"] == "double"
    assert run_cli("score", "double", position, "--json").json()["variant"] == "double"  # the name implies it
    assert run_cli("score", "double", position, "--variant", "plain", "--json").json()["variant"] == "plain"
    r = run_cli("score", "x", position, "--variant", "doubel", "--json")
    assert r.code == 2 and r.json()["error"] == "UsageError" and "double" in r.json()["message"] and not r.err
    r = run_cli("score", "x", position, "--variant", "zzz")
    assert r.code == 2 and "plain" in r.err and "double" in r.err
    r = run_cli("score", "x", position)
    assert r.code == 0 and r.out.splitlines()[0] == "Score"


def test_a_game_without_scoring_is_a_usage_error(monkeypatch, position):
    monkeypatch.setattr(checker.games, "get", lambda name: TakeAway())
    r = run_cli("score", "x", position, "--json")
    assert r.code == 2 and r.json()["error"] == "UsageError"
    r = run_cli("score", "x", position, "--variant", "double", "--json")
    assert r.code == 2 and r.json()["error"] == "UsageError"


def test_an_alias_implies_a_variant_only_when_the_game_declares_it():
    game = Scored()
    assert implied_variant("Double ", game) == "double"
    assert implied_variant("plainish", game) is None
    assert implied_variant("upturn", game) is None


def test_with_json_an_error_prints_only_json(fake, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: takeaway\nplayers: [Ann, Bob\n", encoding="utf-8")
    r = run_cli("check", "x", str(bad), "take 1", "--json")
    assert r.code == 2 and r.err == "" and json.loads(r.out)["error"] == "InputError"
    r = run_cli("check", "x", str(bad), "take 1")
    assert r.code == 2 and r.out == "" and "Unreadable input" in r.err
    r = run_cli("check", "x", str(bad), "--json", "--no-such-option")
    assert r.code == 2 and r.err == "" and r.json()["error"] == "UsageError"


def test_a_draw_that_does_not_fit_is_a_usage_error(fake, position):
    r = run_cli("apply", "x", position, "take 1", "--draw", "7", "--json")
    assert r.code == 2 and r.json()["error"] == "UsageError"


def test_apply_on_an_illegal_move_raises_the_typed_error():
    game = TakeAway()
    with pytest.raises(IllegalMoveError) as caught:
        game.apply(Pile(("Ann", "Bob"), "Ann", 1), Take(2))
    assert caught.value.exit_code == 2


def test_the_facts_of_a_game_come_from_the_rules_file_in_its_package():
    import yaml
    from fakegame import PLUGIN

    rules = yaml.safe_load((PLUGIN / "referee_takeaway" / "rules" / "takeaway.yaml").read_text(encoding="utf-8"))
    assert TakeAway().PLAYERS == Scored().PLAYERS == (rules["players"]["min"], rules["players"]["max"]) == (2, 4)
    assert TakeAway().game_names() == ["takeaway", "take-away", "nim"] == ["takeaway", *rules["aliases"]]
    assert TakeAway().home.package == "referee_takeaway"


def test_simulate_checks_the_player_count_against_the_registry(fake):
    r = run_cli("simulate", "x", "--players", "9", "--json")
    assert r.code == 2 and r.json()["error"] == "UsageError"
    r = run_cli("simulate", "x", "--games", "3", "--json")
    assert r.code == 0 and r.json()["games"] == 3 and r.json()["problems"] == []


def test_version_comes_from_the_package_metadata():
    from importlib.metadata import version

    import checker

    r = run_cli("--version")
    assert r.code == 0 and version("referee") in r.out
    assert checker.__version__ == version("referee")
    with pytest.raises(AttributeError):
        checker.nothing  # noqa: B018


def test_rules_json_shows_the_components_and_no_source_notes(run):
    data = run("rules", "uptown", "--json", "--lang", "es").json()
    assert [c["id"] for c in data["components"]][:1] == ["board"]
    assert data["components"][0]["count"] == 1 and data["components"][0]["text"].startswith("Tablero")
    assert "sources" not in data
    text = run("rules", "3up3down").out
    assert "60 × Number cards" in text
    assert "60 ×" not in run("rules", "3up3down", "3up3down.goal").out
