"""``simulate`` reports every kind of problem, shown on deliberately broken games.

The fake game (take-away, ``fakegame.py``) plays correctly; each subclass
breaks one thing, and the report must name it with the seed, the move and
the position the move was made in.
"""

from __future__ import annotations

import gc
from collections import Counter
from dataclasses import replace
from random import Random

import pytest
from fakegame import Pile, Take, TakeAway

from checker import simulate
from checker.games import get, ids
from checker.games.base import MoveOption
from checker.i18n import Msg, Translator
from checker.verdict import Problem


class LosesStones(TakeAway):
    def census(self, pos: Pile) -> Counter[str] | None:
        return Counter({"stone": pos.left})  # the taken stones are not counted


class ImpossibleMidway(TakeAway):
    def problems(self, pos: Pile) -> list[Problem]:
        return [Problem(Msg("Too few stones."), "left")] if pos.left < 3 else []


class OffersTooMuch(TakeAway):
    def legal_moves(self, pos, expand=False, limit=500):
        return [MoveOption("take 3", None, Take(3))]


class ReadsBackWrong(TakeAway):
    def legal_moves(self, pos, expand=False, limit=500):
        return [MoveOption("take 1", None, Take(2))] if pos.left >= 2 else super().legal_moves(pos)


class Stuck(TakeAway):
    def legal_moves(self, pos, expand=False, limit=500):
        return [] if pos.left < 4 else super().legal_moves(pos)


class Endless(TakeAway):
    MAX_MOVES = 7

    def deal(self, rng, players, house_rules=frozenset()):
        return Pile(tuple(players), players[0], 30)


class Rounds(TakeAway):
    """Three rounds; who empties the pile in the third wins."""

    def judge(self, pos, move, rec, draws=None):
        after = super().judge(pos, move, rec, draws)
        if after is not None and after.winner is not None and after.round < 3:
            return replace(after, winner=None)
        return after

    def new_round(self, pos: Pile, rng: Random) -> Pile | None:
        return Pile(pos.players, pos.to_move, pos.taken, 0, None, pos.round + 1)

    def census(self, pos):
        return None


def one(game, players=("A", "B")):
    return simulate.play_one(game, 7, list(players), frozenset())


def test_a_sound_game_finishes_without_problems():
    moves, finished, problems = one(TakeAway())
    assert finished and moves > 0 and problems == []
    report = simulate.run(TakeAway(), 20, None, 3, frozenset())
    assert report.games == report.finished == 20 and not report.problems
    assert report.as_dict()["games"] == 20


def test_a_lost_component_is_reported_with_the_move_and_the_position_before_it():
    moves, finished, problems = one(LosesStones())
    assert not finished and moves == 1
    [p] = problems
    assert p["kind"] == "census" and p["seed"] == 7 and p["move"].startswith("take ")
    assert p["position"]["taken"] == 0
    assert "stone" in Translator("en").render(p["message"])


def test_the_position_check_is_the_invariant_after_every_move():
    _moves, finished, problems = one(ImpossibleMidway())
    assert not finished
    [p] = problems
    assert p["kind"] == "invariant" and p["path"] == "left" and p["message"].text == "Too few stones."
    assert p["position"]["left"] >= 3


def test_a_move_the_judge_refuses_is_reported():
    [p] = one(OffersTooMuch())[2]
    assert p["kind"] == "verdict" and p["move"] == "take 3"
    assert "illegal" in Translator("en").render(p["message"])


def test_a_move_text_that_reads_back_as_another_move_is_reported():
    [p] = one(ReadsBackWrong())[2]
    assert p["kind"] == "parse" and p["move"] == "take 1"


def test_no_move_before_the_end_is_reported():
    [p] = one(Stuck())[2]
    assert p["kind"] == "stuck" and p["move"] is None


def test_a_game_over_its_cap_is_reported():
    moves, finished, [p] = one(Endless())
    assert moves == 7 and not finished and p["kind"] == "endless"


def test_rounds_start_when_a_round_ends_undecided():
    moves, finished, problems = one(Rounds())
    assert finished and not problems
    assert simulate.playout(Rounds(), 7, ["A", "B"]) == moves


@pytest.mark.parametrize("game", [TakeAway(), Rounds(), Stuck()])
def test_the_bare_playout_stops_at_the_end(game):
    assert 0 < simulate.playout(game, 1, ["A", "B", "C"]) <= game.MAX_MOVES


class Raises(TakeAway):
    def check(self, pos, move):
        raise RuntimeError("the judge broke")


@pytest.mark.parametrize("enabled", [True, False])
def test_a_judged_game_gives_the_cycle_collector_back_as_it_found_it(enabled):
    seen = []

    class Watched(TakeAway):
        def check(self, pos, move):
            seen.append(gc.isenabled())
            return super().check(pos, move)

    was = gc.isenabled()
    try:
        if not enabled:
            gc.disable()
        assert one(Watched())[1]
        assert seen and not any(seen)  # off while the game is played
        assert gc.isenabled() is enabled
        with pytest.raises(RuntimeError):
            one(Raises())
        assert gc.isenabled() is enabled
    finally:
        if was:
            gc.enable()


@pytest.mark.parametrize("game_id", ids())
def test_a_judged_game_leaves_no_cycles_for_the_collector(game_id):
    """Why the collector may be off while a game is judged: everything a move makes is freed
    by reference counting (a cycle would wait until the game ends)."""
    game = get(game_id)
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        for index in range(3):
            seed = simulate.game_seed(5, index)
            simulate.play_one(game, seed, ["A", "B", "C"], frozenset())
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()


def test_progress_is_reported_per_game():
    seen = []
    simulate.run(TakeAway(), 4, 2, 0, frozenset(), progress=seen.append)
    assert seen == [1, 2, 3, 4]


def test_problems_render_in_text_and_json(capsys):
    from checker.render import render_simulation

    report = simulate.run(LosesStones(), 2, 2, 0, frozenset())
    render_simulation(report, Translator("en"), as_json=False)
    out = capsys.readouterr().out
    assert "2 problems" in out and "seed 0, move take" in out
    render_simulation(report, Translator("en"), as_json=True)
    import json

    data = json.loads(capsys.readouterr().out)
    assert data["problems"][0]["kind"] == "census" and isinstance(data["problems"][0]["message"], str)
