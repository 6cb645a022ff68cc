"""The census every game hands ``simulate`` (``checker.games.census``): the count a game keeps is
handed out as it is, frozen, for every position that holds the same components; nothing can change
it; a copy, a sum or a difference can be changed; and a position that lost a component gets a
census of its own that says so."""

from __future__ import annotations

import random

import pytest

from checker import simulate
from checker.games import get
from checker.games.census import Census, Frozen, copy, frozen

GAMES = ["upturn", "dnup", "uptown", "3up3down"]


def _changes():
    return [lambda c: c.__setitem__("x", 2), lambda c: c.update({"x": 1}), lambda c: c.pop(next(iter(c))),
            lambda c: c.subtract({next(iter(c)): 1}), lambda c: c.clear(), lambda c: c.__delitem__(next(iter(c))),
            lambda c: c.setdefault("x", 1), lambda c: c.popitem()]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_judged_game_hands_out_one_frozen_census_while_its_components_stay(game_id):
    game = get(game_id)
    low, _high = game.PLAYERS
    names = [chr(65 + k) for k in range(max(low, 2))]
    rng = random.Random(3)
    pos = game.deal(rng, names)
    start = game.census(pos)
    assert isinstance(start, Frozen) and sum(start.values()) > 0
    same = moves = 0
    while game.outcome(pos) is None and moves < 60:
        options = game.legal_moves(pos, expand=True)
        if not options:
            started = game.new_round(pos, rng)
            if started is None:
                break
            pos = started
            continue
        option = rng.choice(options)
        move = option.move if option.move is not None else game.parse_move(option.text, pos)
        assert game.check(pos, move).legal
        pos = game.apply(pos, move)
        moves += 1
        now = game.census(pos)
        assert now == start and dict(now) == dict(start)
        same += now is start
    assert moves > 10 and same > moves // 2  # most moves hand on the very count
    for change in _changes():
        with pytest.raises(TypeError):
            change(start)
    assert sum(start.values()) == sum(game.census(game.deal(random.Random(3), names)).values())
    changed = start.copy()
    key = next(iter(changed))
    changed[key] += 1
    assert type(changed) is Census and changed != start and changed[key] == start[key] + 1
    assert (start + start)[key] == 2 * start[key] and not (start - start)


def test_census_compares_as_a_dict_with_a_census_and_as_a_counter_with_anything_else():
    from collections import Counter

    counted = frozen(Counter({"a": 2, "b": 1}))
    assert counted == copy(counted) == Counter({"a": 2, "b": 1}) == Counter({"a": 2, "b": 1, "c": 0})
    assert counted != copy(Counter({"a": 2}))
    assert (counted != Counter({"b": 1, "a": 2})) is False
    with pytest.raises(TypeError):
        hash(counted)


def test_simulate_still_finds_a_census_that_changed():
    """A judge that loses a component gives a census of its own, and ``simulate`` reports it."""
    game = get("3up3down")
    original = game.apply

    def losing(pos, move, draws=None):
        after = original(pos, move, draws)
        if after.draw_pile:
            import dataclasses
            return dataclasses.replace(after, draw_pile=after.draw_pile[1:])
        return after

    try:
        game.apply = losing  # type: ignore[method-assign]
        _played, finished, problems = simulate.play_one(game, 5, ["A", "B"], frozenset())
    finally:
        del game.apply
    assert not finished and problems and problems[0]["kind"] == "census", problems[:1]
