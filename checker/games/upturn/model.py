"""Upturn's vocabulary: the tiles, the position and the move (all immutable).

Tiles are strings in the referee's notation: ``14`` (number), ``14h``
(number with a hand), ``22`` (twin: 11, 22, ... 99), ``up``, ``down``,
``updown``, ``skip1``, ``skip2``, ``joker``, and ``UNKNOWN`` ("?") for a tile
on a rack that nobody at the table knows.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import chain
from typing import Final, Literal

from .. import base
from ..base import UNKNOWN, HouseRuled
from ..census import Frozen, frozen
from .words import SPELLINGS

GAME_ID = "upturn"
TOTAL = 106
NUMBER_TILES = 80
RACK_START = 7
#: every action tile and how many the game has
ACTIONS = {"up": 6, "down": 6, "updown": 6, "skip1": 3, "skip2": 3, "joker": 2}
#: which way the row goes (``trend``), once a number tile has been played beside the start tile
Trend = Literal["ascending", "descending"]
ASC: Final = "ascending"
DESC: Final = "descending"
TRENDS: tuple[Trend, Trend] = (ASC, DESC)
#: which way play goes round the table
Direction = Literal["clockwise", "counterclockwise"]
CW: Final = "clockwise"
CCW: Final = "counterclockwise"
#: a turn plays a tile, or passes (drawing one, and with a house rule playing it)
MoveKind = Literal["play", "pass"]
_TILE = re.compile(r"0*([1-9][0-9]?)(h?)")
FIELD_PATTERN = r"[1-9][0-9]?h?|up|down|updown|skip1|skip2|joker"
RACK_PATTERN = FIELD_PATTERN + r"|\?"

Bag = int | tuple[str, ...] | None
Rack = tuple[str, ...] | None


# -- tiles -----------------------------------------------------------------------------

def norm_tile(text: object) -> str | None:
    """The canonical notation of a tile, or None; ``22h`` is returned (``tile_problem`` refuses it).
    A tile of the game is given as the game's one string object for it (``tile_object``)."""
    found = _spelled_tile(text)
    return None if found is None else _OBJECTS.get(found, found)


def _spelled_tile(text: object) -> str | None:
    if isinstance(text, bool):
        return None
    if isinstance(text, int):
        return str(text) if 1 <= text <= 99 else None
    word = str(text).strip().lower()
    if word in ACTIONS:
        return word
    spelled = SPELLINGS.get(word)
    if spelled in ACTIONS:
        return spelled
    if word == UNKNOWN:
        return UNKNOWN
    m = _TILE.fullmatch(word)
    return m.group(1) + m.group(2) if m else None


# Facts about every tile in canonical notation, looked up rather than worked out: the
# generator and the turn ask them hundreds of times a move.
_VALUES: dict[str, int] = {**{str(x): x for x in range(1, 100)}, **{f"{x}h": x for x in range(1, 100)}}
_TWINS = frozenset(str(11 * k) for k in range(1, 10))
_HANDS = frozenset(f"{x}h" for x in range(1, 100))
_ORDER = ["up", "down", "updown", "skip1", "skip2", "joker", UNKNOWN]
#: every tile in the referee's notation, "?" included (a twin with a hand is no tile)
CANONICAL = frozenset([*(t for t in _VALUES if not (t in _HANDS and t[:-1] in _TWINS)), *ACTIONS, UNKNOWN])
#: every tile of the game (and ``22h``) as one string object, which positions dealt or read hold:
#: rows and racks of the very same tiles compare equal at the first look at each (identity)
_OBJECTS = {tile: tile for tile in chain(_VALUES, ACTIONS, (UNKNOWN,))}


def tile_object(tile: str) -> str:
    """The game's one string object for ``tile`` (a word that is no tile as it is)."""
    return _OBJECTS.get(tile, tile)


def value(tile: str) -> int:
    """The value of a number tile (callers ask only about number tiles)."""
    return _VALUES[tile]


def is_number(tile: str | None) -> bool:
    return tile in _VALUES


def is_hand(tile: str) -> bool:
    return tile in _HANDS


def is_twin(tile: str) -> bool:
    return tile in _TWINS


def is_twin_with_hand(tile: str) -> bool:
    """``22h``: written like a tile, but the game has none (a twin has no hand)."""
    return tile in _HANDS and tile[:-1] in _TWINS


def tile_data(tile: str) -> int | str:
    """A tile as YAML writes it: plain numbers as integers."""
    return int(tile) if tile.isdigit() else tile


SortKey = tuple[int, int, str]


class _SortKeys(dict[str, SortKey]):
    """Tile -> its sort key: numbers by value, then the action tiles, then anything else."""

    def __missing__(self, tile: str) -> SortKey:
        return (2, 0, tile)


_SORT_KEYS = _SortKeys({**{t: (0, v, t) for t, v in _VALUES.items()}, **{t: (1, i, t) for i, t in enumerate(_ORDER)}})
#: number tile -> (value, twin, hand)
NUMBER_INFO = {t: (v, t in _TWINS, t in _HANDS) for t, v in _VALUES.items()}


#: a tile's sort key (a lookup: tiles are sorted at every move of a playout)
sort_key = _SORT_KEYS.__getitem__


def sorted_tiles(tiles: Iterable[str]) -> list[str]:
    return sorted(tiles, key=sort_key)


# -- positions and moves ----------------------------------------------------------------

class Cache(base.Cache):
    """What a position works out and keeps (``base.Cache``): the tiles of every place counted
    (``Position.placed``), which the census and the position check both ask for after every move
    of a playout."""

    __slots__ = ("placed",)

    def __init__(self) -> None:
        self.checked = None
        self.placed: Frozen[str] | None = None


@dataclass(frozen=True, slots=True)
class Position(HouseRuled):
    players: tuple[str, ...]
    to_move: str
    house_rules: frozenset[str]
    #: None once it went back into an empty bag
    start_tile: str | None
    row: tuple[str, ...]
    trend: Trend | None
    direction: Direction
    #: None (unknown), a count, or the tiles in drawing order (front first)
    bag: Bag
    #: one entry per seat: the tiles (may hold "?") or None (unknown)
    racks: tuple[Rack, ...]
    #: what the position works out and keeps, no part of its value
    cache: Cache = field(default_factory=Cache, init=False, repr=False, compare=False, hash=False)

    def placed(self) -> Frozen[str]:
        """Every tile the position places (the start tile, the row, the racks and a bag known tile by
        tile; "?" for a rack tile nobody knows), counted once: a ``census.Frozen``, which the positions
        of a game share while their tiles are the same (``_placed``)."""
        cache = self.cache
        found = cache.placed
        if found is None:
            found = cache.placed = _placed(self)
        return found

    def seat(self, name: str) -> int:
        return self.players.index(name)

    def field(self) -> list[str]:
        return ([self.start_tile] if self.start_tile else []) + list(self.row)

    def last_number(self) -> str:
        """The number tile the next number is compared with (every possible position has one)."""
        for tile in reversed(self.row):
            if tile in _VALUES:
                return tile
        if self.start_tile is not None and self.start_tile in _VALUES:
            return self.start_tile
        raise AssertionError("a possible position always has a number tile on the field")

    def winner(self) -> str | None:
        if () not in self.racks:   # the common case, in one C-level scan
            return None
        return self.players[self.racks.index(())]

    def with_rack(self, rack: Rack) -> tuple[Rack, ...]:
        """The racks with the mover's replaced."""
        racks = list(self.racks)
        racks[self.players.index(self.to_move)] = rack
        return tuple(racks)


#: a position's places: the start tile, the row, the racks and the bag known tile by tile
Places = tuple[tuple[str, ...], tuple[str, ...], tuple[Rack, ...], tuple[str, ...]]
#: the places of the position ``_placed`` counted last, and their count (frozen: it is handed out)
_last_counted: tuple[Places, Frozen[str]] | None = None


def _placed(pos: Position) -> Frozen[str]:
    """The tiles of every place of ``pos``, counted (``Position.placed``). Counting ~100 tiles
    costs more than anything else the census and the position check do, and the position
    after a move has most places of the one before as the very same tuples: so the places
    that are not the ones counted last are compared with those (what a place lost, what it
    gained), and when the tiles they lost are the tiles they gained, the count is the last one.
    Any other position is counted afresh."""
    global _last_counted
    bag = pos.bag
    places = ((pos.start_tile,) if pos.start_tile else (), pos.row, pos.racks, bag if isinstance(bag, tuple) else ())
    last = _last_counted
    if last is not None and _same_tiles(last[0], places):
        found = last[1]
    else:
        counted = dict.__new__(Counter)  # empty, without Counter's __init__ (Python code) running
        Counter.update(counted, chain(places[0], places[1], *(rack for rack in places[2] if rack), places[3]))
        found = frozen(counted)
    _last_counted = (places, found)
    return found


def _same_tiles(before: Places, after: Places) -> bool:
    """Whether the places ``after`` hold the tiles of ``before``, some moved from place to place:
    every place that is not the very tuple it was is compared with it (a row that grew at its end,
    a bag that lost tiles at its front or grew at its end), and what the places lost must be what
    they gained, tile for tile."""
    if len(before[2]) != len(after[2]):
        return False
    lost: list[str] = []
    gained: list[str] = []
    if before[0] != after[0]:
        lost += before[0]
        gained += after[0]
    for old, new in zip(before[2], after[2], strict=True):
        if old is not new:
            lost += old or ()
            gained += new or ()
    for old, new, front in ((before[1], after[1], False), (before[3], after[3], True)):
        if old is new or old == new:
            continue
        keep = len(old) - len(new)
        if keep > 0 and front and old[keep:] == new:
            lost += old[:keep]
        elif keep < 0 and new[:len(old)] == old:
            gained += new[len(old):]
        else:
            lost += old
            gained += new
    # compared as strings: short strings of one byte a character sort by ``memcmp``, quicker than
    # the tiles' ids, which are no one-digit ints
    return len(lost) == len(gained) and sorted(lost) == sorted(gained)


@dataclass(frozen=True, slots=True)
class TilePlay:
    """One tile placed, with what the player says about it."""

    tile: str
    #: fill tiles after a twin, in order away from the last number
    fill: tuple[str, ...] = ()
    #: who gets how many of the drawn tiles: ((name, count), ...)
    give: tuple[tuple[str, int], ...] = ()
    #: the trend named with Up & Down or a Joker
    trend: Trend | None = None
    #: True: reverse, False: keep, None: not said
    reverse: bool | None = None
    #: the extra tile after a Joker
    then: TilePlay | None = None

    def tiles(self) -> int:
        return 1 + len(self.fill) + (self.then.tiles() if self.then else 0)


@dataclass(frozen=True, slots=True)
class Move:
    kind: MoveKind
    play: TilePlay | None = None
    call: bool = False


PASS = Move("pass")
