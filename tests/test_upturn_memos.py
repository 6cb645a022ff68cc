"""Upturn keeps what pure functions of a position's immutable parts answered (the move
generator's options of a tile, the tiles that fit a row, the opponents of a seat): over
seeded playouts under every house-rule setting, what they answer from what was kept is
what they work out afresh, with every memo emptied first."""

from __future__ import annotations

import random

import pytest

from checker import simulate
from checker.games.upturn import GAME, movegen
from checker.i18n import Translator

EN = Translator("en")
HOUSE_SETTINGS = [frozenset()] + [frozenset([name]) for name in sorted(GAME.HOUSE_RULES)] + \
    [frozenset(GAME.HOUSE_RULES)]


def forgotten() -> None:
    """Every memo of the move generator emptied."""
    for memo in (movegen._STATIC, movegen._FITS, movegen._OPPONENTS, movegen._MAKERS):
        memo.clear()


def listed(options) -> list[tuple[str, str | None, object]]:
    return [(o.text, None if o.choices is None else EN.render(o.choices), o.move) for o in options]


def seeded_positions(house: frozenset[str], games: int = 3, steps: int = 400):
    """The positions of seeded random games, each with the list it was played from."""
    for index in range(games):
        seed = simulate.game_seed(99, index)
        rng = random.Random(seed)
        pos = GAME.deal(rng, ["Ann", "Bob", "Cas", "Dee"][:rng.randint(2, 4)], house)
        for _ in range(steps):
            if GAME.outcome(pos) is not None:
                break
            yield pos
            pos = GAME.apply(pos, rng.choice(GAME.legal_moves(pos, expand=True, limit=10_000)).move)


@pytest.mark.parametrize("house", HOUSE_SETTINGS, ids=lambda h: "+".join(sorted(h)) or "none")
def test_listed_moves_from_kept_options_are_those_worked_out_afresh(house):
    compared = 0
    for pos in seeded_positions(house):
        for expand, limit in ((True, 10_000), (False, 500), (True, 7)):
            kept = listed(GAME.legal_moves(pos, expand=expand, limit=limit))
            forgotten()
            fresh = listed(GAME.legal_moves(pos, expand=expand, limit=limit))
            assert kept == fresh, (pos, expand, limit)
            compared += len(fresh)
    assert compared > 1000
