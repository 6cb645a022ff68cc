"""A verdict keeps a ruling that a house rule flips only when the flipped reading
gives another answer (``answer._keep_deciding_rulings``). The flipped reading is
the same position under other house rules (``with_house_rules``): never written
out and read again, the same in every game."""

from __future__ import annotations

import pytest
import yaml
from conftest import BUILT_IN, ROOT, run_cli

from checker import answer as answers
from checker.games import get
from checker.games.base import Game
from checker.i18n import english
from checker.inputs import Document
from checker.verdict import RefereeError


def example_positions(game_id: str):
    for path in sorted((ROOT / "examples" / game_id).glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and "position" not in data and "moves" not in data:
            yield path.name, data


def readings(game: Game) -> list[frozenset[str]]:
    """No house rule, each alone, and all of them."""
    names = sorted(game.HOUSE_RULES)
    return [frozenset(), *(frozenset([n]) for n in names), frozenset(names)]


@pytest.mark.parametrize("game_id", BUILT_IN)
def test_a_position_under_other_house_rules_is_the_position_read_with_them(game_id):
    game = get(game_id)
    compared = 0
    for name, data in example_positions(game_id):
        pos = game.read_position(Document(dict(data), {}, name))
        for rules in readings(game):
            other = pos.with_house_rules(rules)
            assert other.house_rules == rules and pos.house_rules == frozenset(data.get("house_rules", []))
            again = dict(data)
            again.pop("house_rules", None)
            if rules:
                again["house_rules"] = sorted(rules)
            try:
                read = game.read_position(Document(again, {}, name))
            except RefereeError:
                assert game.problems(other), (name, sorted(rules))  # impossible under these rules, both ways
                continue
            assert other == read, (name, sorted(rules))
            assert game.position_data(other) == game.position_data(read)
            assert game.problems(other) == []
            compared += 1
    assert compared >= 10


def test_the_flipped_readings_of_a_move_are_judged_without_reading_the_position_again(monkeypatch):
    game = get("upturn")
    path = ROOT / "examples" / "upturn" / "twin-fill.yaml"
    pos = game.read_position(Document(yaml.safe_load(path.read_text(encoding="utf-8")), {}, path.name))
    move = game.parse_move("twin 22 fill 64 48 40 36 give Bob:5", pos)
    judged: list[frozenset[str]] = []
    real_check = type(game).check

    def check(self, at, m):
        judged.append(at.house_rules)
        return real_check(self, at, m)

    def read_position(self, *args, **kwargs):
        raise AssertionError("the position was read again")

    monkeypatch.setattr(type(game), "check", check)
    monkeypatch.setattr(type(game), "read_position", read_position)
    verdict = answers.answer(game, pos, move, english())
    assert verdict.legal
    # the move under the table's rules, then under each house rule whose ruling it relied on
    assert judged == [frozenset(), frozenset({"twin-sets-trend"}), frozenset({"twin-count-excludes-twin"})]
    # under the house rules 22 after 70 would turn the ascending row descending, and the twin
    # would draw 4 tiles, not 5: both rulings decided
    rules = [n.rule for n in verdict.notes]
    assert "upturn.play.twin.trend" in rules and "upturn.play.twin.draw-count" in rules


def test_a_ruling_is_kept_when_the_position_cannot_happen_under_the_other_reading(tmp_path):
    # an Up arrow along an ascending row: only arrows-any-row lets it lie there
    path = tmp_path / "arrow.yaml"
    path.write_text("game: upturn\nplayers: [Ann, Bob]\nto_move: Ann\nstart_tile: 41\nrow: [47, up, 52]\n"
                    "trend: ascending\nracks: {Ann: [down, 12, 90], Bob: 7}\n", encoding="utf-8")
    plain = run_cli("check", "upturn", str(path), "down keep")
    assert plain.code == 2 and "row[1]" in plain.out + plain.err
    ruled = run_cli("check", "upturn", str(path), "down keep", "--house-rule", "arrows-any-row", "--json")
    assert ruled.code == 0, ruled
    # the Down arrow goes against the row under either reading, yet without the house rule
    # the position itself cannot happen: the ruling decided
    assert "upturn.play.arrow-row" in [n["rule"] for n in ruled.json()["notes"]]
