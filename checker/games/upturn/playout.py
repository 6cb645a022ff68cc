"""Upturn playouts: a shuffled deal, the end of the game and the census of tiles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import UNKNOWN
from ..census import Census, copy
from .model import ACTIONS, CW, NUMBER_TILES, RACK_START, Position, is_number, tile_object

if TYPE_CHECKING:
    from random import Random


def tile_set() -> list[str]:
    """A complete set of 106 tiles. The real values of the number tiles, and which carry a
    hand, are not known: this made-up set has 80 values from 1 to 99 (eight twins), and
    the values ending in 7 that are not twins carry a hand."""
    numbers = [x for x in range(1, 100) if x % 5 != 0 or x == 55][:NUMBER_TILES]
    tiles = [tile_object(f"{x}h" if x % 10 == 7 and x % 11 else str(x)) for x in numbers]
    for kind, count in ACTIONS.items():
        tiles += [tile_object(kind)] * count
    return tiles


def deal(rng: Random, players: list[str], house_rules: frozenset[str] = frozenset()) -> Position:
    bag = tile_set()
    rng.shuffle(bag)
    racks = []
    for _ in players:
        racks.append(tuple(bag[:RACK_START]))
        del bag[:RACK_START]
    while not is_number(bag[0]):
        bag.append(bag.pop(0))
    start = bag.pop(0)
    return Position(players=tuple(players), to_move=players[0], house_rules=frozenset(house_rules),
                    start_tile=start, row=(), trend=None, direction=CW, bag=tuple(bag), racks=tuple(racks))


def outcome(pos: Position) -> str | None:
    """The game ends when a player has placed every tile: that player wins."""
    return pos.winner()


def census(pos: Position) -> Census[str]:
    """Every tile of the position, wherever it is (unknown ones as "?"): the count the position
    keeps (``Position.placed``, a ``census.Frozen`` shared by the positions of a game), or, with a
    bag given only by its size, a copy of it with those tiles as "?"."""
    bag = pos.bag
    if not (isinstance(bag, int) and bag):
        return pos.placed()
    found = copy(pos.placed())
    found[UNKNOWN] += bag
    return found
