"""Seeded random games for the tests that judge every move of a playout (the judge's modes, the
effects' kinds, effects made when read)."""

from __future__ import annotations

import random


def random_moves(game, seed: int, players: int, house: frozenset[str], most: int = 400):
    """The moves of one seeded random game, each with the position it is made in: drawn from the
    expanded list (every choice a move folds in gets tried), read back from its text when the option
    carries no move, and applied after the caller has looked (a check of it first is taken over by
    ``apply``). A round that ends without deciding the game starts the next (dnup); at most ``most``
    moves."""
    rng = random.Random(seed)
    pos = game.deal(rng, [chr(65 + i) for i in range(players)], house)
    for _ in range(most):
        if game.outcome(pos) is not None:
            return
        options = game.legal_moves(pos, expand=True, limit=10_000)
        if not options:
            pos = game.new_round(pos, rng)
            if pos is None:
                return
            continue
        option = rng.choice(options)
        move = option.move if option.move is not None else game.parse_move(option.text, pos)
        yield pos, move
        pos = game.apply(pos, move)
