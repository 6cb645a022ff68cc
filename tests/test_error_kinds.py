"""Every game keeps the error kinds apart, the same way (README: "Errors").

For every game, through the command line with ``--json``: one case of each
failure class, asserting the ``error`` kind, exit code 2 and that nothing but
JSON is printed; and ``Game.apply`` on an illegal move raises
``IllegalMoveError``. The cases are built from each game's own shipped
examples (``rules/<game>.yaml``), so no game is named here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import BUILT_IN, ROOT, run_cli

from checker import rulebook
from checker.games import get
from checker.inputs import load_file
from checker.verdict import ERROR_KINDS, EXIT_BAD_INPUT, IllegalMoveError


def example(game: str, verdict: str) -> tuple[str, str]:
    """A (position file, move) of the game's rule examples with this verdict and no house rules."""
    for clause in rulebook.load(game).clauses:
        for ex in clause.examples:
            if ex["verdict"] == verdict and isinstance(ex.get("position"), str) and not ex.get("house_rules"):
                return str(ROOT / ex["position"]), ex["move"]
    raise AssertionError(f"{game} has no {verdict} rule example with a position file")


def position_data(game: str) -> dict[str, Any]:
    path, _ = example(game, "legal")
    data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def write(tmp_path: Path, data: Any, name: str = "pos.yaml") -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return str(path)


def error(*args: str) -> dict[str, Any]:
    r = run_cli(*args, "--json")
    assert r.code == EXIT_BAD_INPUT, r
    assert r.err == "", "with --json an error prints only JSON"
    data = r.json()
    assert data["error"] in ERROR_KINDS.values()
    assert isinstance(data["message"], str) and data["message"]
    return data


def kind(*args: str) -> str:
    return str(error(*args)["error"])


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_file_that_is_not_yaml_cannot_be_read(game, tmp_path):
    bad = write(tmp_path, f"game: {game}\nplayers: [Ann, Bob\n")
    assert kind("check", game, bad, "pass") == "InputError"


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_misspelt_or_unknown_key_cannot_be_read(game, tmp_path):
    data = position_data(game)
    misspelt = dict(data)
    misspelt["playres"] = misspelt.pop("players")
    assert kind("check", game, write(tmp_path, misspelt), "pass") == "InputError"
    found = error("check", game, write(tmp_path, {**data, "colour_of_the_table": "green"}), "pass")
    assert found["error"] == "InputError" and any(p["path"] == "colour_of_the_table" for p in found["problems"])


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_value_of_the_wrong_shape_cannot_be_read(game, tmp_path):
    data = position_data(game)
    assert kind("check", game, write(tmp_path, {**data, "players": "Ann and Bob"}), "pass") == "InputError"
    assert kind("check", game, write(tmp_path, "- just\n- a list\n"), "pass") == "InputError"


@pytest.mark.parametrize("game", BUILT_IN)
def test_another_games_file_is_one_problem_naming_that_game(game):
    other = next(g for g in BUILT_IN if g != game)
    path, move = example(other, "legal")
    found = error("check", game, path, move)
    assert found["error"] == "InputError"
    assert len(found["problems"]) == 1
    assert other in found["message"] and other in found["problems"][0]["message"]


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_position_that_cannot_happen(game, tmp_path):
    data = position_data(game)
    assert kind("check", game, write(tmp_path, {**data, "to_move": "Nobody"}), "pass") == "PositionError"


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_move_that_cannot_be_read(game):
    path, _ = example(game, "legal")
    assert kind("check", game, path, "fly to the moon 7") == "MoveError"


@pytest.mark.parametrize("game", BUILT_IN)
def test_an_unknown_house_rule_is_usage(game):
    path, move = example(game, "legal")
    assert kind("check", game, path, move, "--house-rule", "no-such-house-rule") == "UsageError"


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_draw_that_does_not_fit_the_move_is_usage(game):
    path, move = example(game, "legal")
    draws = [arg for _ in range(9) for arg in ("--draw", "no-such-piece")]
    assert kind("apply", game, path, move, *draws) == "UsageError"


@pytest.mark.parametrize("game", BUILT_IN)
def test_apply_on_an_illegal_move_raises_the_typed_error(game):
    g = get(game)
    path, move = example(game, "illegal")
    pos = g.read_position(load_file(path))
    with pytest.raises(IllegalMoveError) as caught:
        g.apply(pos, g.parse_move(move, pos))
    assert caught.value.exit_code == EXIT_BAD_INPUT
    assert ERROR_KINDS[type(caught.value)] == "IllegalMoveError"


def test_an_unknown_game_is_usage():
    assert kind("check", "chess", "x.yaml", "e4") == "UsageError"


def test_a_missing_file_cannot_be_read():
    assert kind("check", BUILT_IN[0], "no/such/file.yaml", "pass") == "InputError"


def test_the_readme_documents_every_error_kind():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Errors", 1)[1].split("\n## ", 1)[0]
    for name in ERROR_KINDS.values():
        assert f"`{name}`" in section, name
