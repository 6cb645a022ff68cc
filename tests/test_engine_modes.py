"""One turn engine, two modes: ``check`` runs a game's judge with a recording
``Verdict``, ``apply`` and the move generators with a ``QuietVerdict``. Both
modes must leave the same position after a legal move, since ``apply`` takes
the position a ``check`` of the same move just worked out (and ``simulate``
judges each move with ``check`` only once)."""

from __future__ import annotations

import dataclasses
import random

import pytest
from conftest import GAMES
from seeded import random_moves

from checker import simulate
from checker.games import get
from checker.verdict import QuietVerdict, Verdict

SETTINGS = [(g, frozenset()) for g in GAMES] + [(g, frozenset(get(g).HOUSE_RULES)) for g in GAMES
                                                   if get(g).HOUSE_RULES]


def setting_id(value: object) -> str:
    if isinstance(value, frozenset):
        return "+".join(sorted(value)) or "plain"
    return str(value)


def fresh(pos):
    """The same position as a new object, without what the old one worked out and kept."""
    return dataclasses.replace(pos)


@pytest.mark.parametrize("game_id, house", SETTINGS, ids=setting_id)
def test_the_recording_and_the_quiet_judge_leave_the_same_position(game_id, house):
    game = get(game_id)
    judged = [0, 0, 0, 0]
    for seed in range(4):
        players = game.PLAYERS[seed % 2]
        for pos, move in random_moves(game, simulate.game_seed(11, seed), players, house):
            verdict = Verdict(game.id, game.move_text(move))
            loud = game.judge(fresh(pos), move, verdict)
            quiet_rec = QuietVerdict()
            quiet = game.judge(fresh(pos), move, quiet_rec)
            assert verdict.legal and quiet_rec.legal, game.move_text(move)
            assert loud is not None and loud == quiet, game.move_text(move)
            assert game.position_data(loud) == game.position_data(quiet)
            assert game.census(loud) == game.census(quiet)
            judged[seed] += 1
    assert min(judged) >= 2, judged  # every seeded game judged moves (a long game hundreds, take-away a few)


@pytest.mark.parametrize("game_id", GAMES)
def test_apply_takes_the_position_check_just_worked_out_and_no_other(game_id):
    game = get(game_id)
    rng = random.Random(5)
    pos = game.deal(rng, [chr(65 + i) for i in range(game.PLAYERS[0])])
    options = game.legal_moves(pos, expand=True)
    assert len(options) >= 2
    first, second = (o.move if o.move is not None else game.parse_move(o.text, pos) for o in options[:2])
    assert game.check(pos, first).legal
    after = game.apply(pos, first)
    assert game.apply(pos, first) is after
    # the same position as another object: the judge runs again, to the same end
    again = game.apply(fresh(pos), first)
    assert again is not after and again == after
    # another move in the position check judged: the judge runs for that move
    other = game.apply(pos, second)
    assert other != after and other == game.apply(fresh(pos), second)


def test_apply_with_draws_runs_the_judge_with_them():
    game = get("upturn")
    rng = random.Random(3)
    pos = game.deal(rng, ["A", "B"])
    # a bag known only by its count: a pass draws a tile nobody knows, unless the draw is given
    pos = dataclasses.replace(pos, bag=len(pos.bag))
    move = game.parse_move("pass", pos)
    assert game.check(pos, move).legal
    plain = game.apply(pos, move)
    rack = plain.racks[0]
    assert rack is not None and rack[-1] == "?"
    drawn = game.apply(pos, move, ["14"])
    rack = drawn.racks[0]
    assert rack is not None and rack[-1] == "14"
