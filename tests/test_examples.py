"""Every shipped example and every rule example, through the real command line."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest
import yaml
from conftest import BUILT_IN, GAMES, ROOT, run_cli

from checker import rulebook
from checker.games import entry

EXAMPLES = sorted((ROOT / "examples").glob("*/*.yaml"))
EXIT = {"legal": 0, "illegal": 1, "undetermined": 3}


def example_id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


def game_of(path: Path) -> str:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return data["game"] if isinstance(data, dict) and "position" not in data else path.parent.name


def is_record(path: Path) -> bool:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return isinstance(data, dict) and "moves" in data and "position" in data


POSITIONS = [p for p in EXAMPLES if not is_record(p)]
RECORDS = [p for p in EXAMPLES if is_record(p)]


def test_every_game_ships_examples():
    have = {p.parent.name for p in POSITIONS}
    assert have == set(BUILT_IN), set(BUILT_IN) - have


@pytest.mark.parametrize("path", POSITIONS, ids=example_id)
def test_example_starts_with_a_comment_saying_what_it_shows(path):
    first = path.read_text(encoding="utf-8").lstrip().splitlines()[0]
    assert first.startswith("#") and len(first) > 10


@pytest.mark.parametrize("path", POSITIONS, ids=example_id)
def test_every_listed_move_is_judged_legal_and_applies_to_a_readable_position(path, tmp_path):
    game = game_of(path)
    listed = run_cli("moves", game, str(path), "--json")
    assert listed.code == 0, listed
    moves = listed.json()["moves"]
    for move in moves:
        verdict = run_cli("check", game, str(path), move, "--json")
        assert verdict.code == 0 and verdict.json()["verdict"] == "legal", (move, verdict.out)
    for move in moves[:3]:
        after = run_cli("apply", game, str(path), move)
        assert after.code == 0, (move, after)
        out = tmp_path / "after.yaml"
        out.write_text(after.out, encoding="utf-8")
        again = run_cli("moves", game, str(out), "--json")
        assert again.code == 0, (move, again)


@pytest.mark.parametrize("path", POSITIONS, ids=example_id)
def test_an_unreadable_move_exits_2_without_traceback(path):
    game = game_of(path)
    for junk in ["%%% ???", "play", "fly to the moon 99"]:
        r = run_cli("check", game, str(path), junk)
        assert r.code == 2, (junk, r)
        assert r.err.strip()


@pytest.mark.parametrize("path", RECORDS, ids=example_id)
def test_records_replay(path):
    r = run_cli("replay", path.parent.name, str(path), "--json")
    assert r.code in EXIT.values(), r
    assert r.json()["checked"] >= 1


def rule_examples():
    for game in GAMES:
        book = rulebook.load(game)
        for clause in book.clauses:
            for index, ex in enumerate(clause.examples):
                yield pytest.param(game, clause.id, ex, id=f"{clause.id}[{index}]")


@pytest.mark.parametrize("game, rule_id, example", list(rule_examples()))
def test_rule_example_gets_the_verdict_the_rules_file_states(game, rule_id, example, tmp_path):
    pos = example["position"]
    if isinstance(pos, dict):
        path = tmp_path / "inline.yaml"
        path.write_text(yaml.safe_dump(pos), encoding="utf-8")
    else:
        path = ROOT / pos
    args = ["check", game, str(path), example["move"], "--json"]
    for h in example.get("house_rules", []):
        args += ["--house-rule", h]
    r = run_cli(*args)
    assert r.code == EXIT[example["verdict"]], (rule_id, r.out, r.err)
    data = r.json()
    assert data["verdict"] == example["verdict"]
    cited = {f["rule"] for key in ("reasons", "notes", "effects", "missing") for f in data[key]}
    if example["verdict"] != "legal":
        assert rule_id in cited, (rule_id, cited)


def test_every_game_has_rule_examples_with_legal_and_illegal_sides():
    for game in BUILT_IN:
        verdicts = {ex["verdict"] for c in rulebook.load(game).clauses for ex in c.examples}
        assert {"legal", "illegal"} <= verdicts, game


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_id_a_game_module_cites_exists(game):
    spec = importlib.util.find_spec(entry(game).module)
    assert spec is not None and spec.submodule_search_locations, "a game is a package"
    files = sorted(Path(spec.submodule_search_locations[0]).glob("*.py"))
    source = "\n".join(f.read_text(encoding="utf-8") for f in files)
    ids = set(re.findall(r"[\"'](" + re.escape(game) + r"\.[a-z0-9.\-]+)[\"']", source))
    assert ids, "the module cites no rule"
    known = set(rulebook.load(game).by_id)
    assert ids <= known, sorted(ids - known)
