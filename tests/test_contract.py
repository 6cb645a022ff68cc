"""The game contract, the same test for every game (OpenSpiel's random_sim_test idea).

Seeded random playouts judge every move and check the position after it; the
simulate command repeats with its seed; the bare playout loop uses the move
objects; every listed move reads back from its text and is judged legal; and
``apply`` refuses an illegal move with the same typed error in every game.
What is particular to one game (its move counts, its broken positions, its
perturbed moves) stays in that game's own test file.
"""

from __future__ import annotations

import random

import pytest
import yaml
from conftest import GAMES, ROOT, run_cli

from checker import rulebook, simulate
from checker.games import get
from checker.games.base import Game
from checker.inputs import Document
from checker.verdict import IllegalMoveError

#: house-rule settings played for each game: none, and all of them
SETTINGS = [(g, frozenset()) for g in GAMES] + [(g, frozenset(get(g).HOUSE_RULES)) for g in GAMES
                                                 if get(g).HOUSE_RULES]


def setting_id(value: object) -> str:
    if isinstance(value, frozenset):
        return "+".join(sorted(value)) or "plain"
    return str(value)


@pytest.mark.parametrize("game_id, house", SETTINGS, ids=setting_id)
def test_seeded_playouts_judge_every_move_legal_and_find_no_problem(game_id, house):
    game = get(game_id)
    report = simulate.run(game, 8, None, 3, house)
    assert report.problems == [], report.problems[:1]
    assert report.games == report.finished == 8
    assert report.moves > 8 * 5


@pytest.mark.parametrize("game_id", GAMES)
def test_playouts_with_the_fewest_and_the_most_players(game_id):
    game = get(game_id)
    for players in game.PLAYERS:
        report = simulate.run(game, 2, players, 1, frozenset())
        assert report.problems == [] and report.finished == 2, (players, report.problems[:1])


@pytest.mark.parametrize("game_id", GAMES)
def test_the_simulate_command_reports_json_and_the_same_seed_plays_the_same_games(game_id):
    args = ["simulate", game_id, "--games", "3", "--seed", "5", "--json"]
    first, again = run_cli(*args), run_cli(*args)
    assert first.code == 0, first
    data = first.json()
    assert (data["game"], data["games"], data["finished"], data["problems"]) == (game_id, 3, 3, [])
    assert data["moves"] > 0 and again.json()["moves"] == data["moves"]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_bare_playout_repeats_with_its_seed_and_every_listed_move_reads_back(game_id):
    game = get(game_id)
    names = ["A", "B", "C"]
    runs = [simulate.playout(game, seed, names) for seed in (3, 3, 4)]
    assert runs[0] == runs[1] > 0 and runs[2] > 0
    rng = random.Random(9)
    pos = game.deal(rng, names)
    for _ in range(12):
        options = game.legal_moves(pos)
        if not options:
            break
        for option in options + game.legal_moves(pos, expand=True, limit=200):
            move = game.parse_move(option.text, pos)
            assert option.move is None or move == option.move, option.text
            assert game.check(pos, move).legal, option.text
        pos = game.apply(pos, rng.choice(options).move or game.parse_move(options[0].text, pos))
        assert game.problems(pos) == []
        again = game.read_position(Document(game.position_data(pos), {}, "<position>"))
        assert again.players == pos.players and game.position_data(again) == game.position_data(pos)


def illegal_rule_examples(game_id: str):
    for clause in rulebook.load(game_id).clauses:
        for ex in clause.examples:
            if ex["verdict"] == "illegal":
                yield ex


@pytest.mark.parametrize("game_id", GAMES)
def test_apply_of_an_illegal_move_raises_the_same_typed_error_in_every_game(game_id):
    game: Game = get(game_id)
    tried = 0
    for ex in illegal_rule_examples(game_id):
        data = ex["position"]
        if isinstance(data, str):
            data = yaml.safe_load((ROOT / data).read_text(encoding="utf-8"))
        pos = game.read_position(Document(data, {}, "<example>"), ex.get("house_rules", []))
        move = game.parse_move(ex["move"], pos)
        with pytest.raises(IllegalMoveError):
            game.apply(pos, move)
        tried += 1
    assert tried >= 2
