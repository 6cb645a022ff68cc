"""The quick recount of a usual position, which the position check (``reading.problems``) and the
census (``playout.census``) each make before anything slower.

A usual position, as play makes it: distinct players, each with the colours their number gives
them, and every tile of every colour in play given exactly once, face and all, on the board (on a
square it matches), among the captures, on its rack or in its supply. ``every_tile_once`` recounts
that from the position's own contents in one set of (colour, face) pairs, built by C-level passes
(a zip over the 81 squares, the captures as they are, a rack and a supply as one frozenset); the
callers then ask only the counts that follow from it. Any other position goes tile by tile, which
says what is wrong where.

What is kept: the answers of pure functions of immutable parts, given again only while those parts
are the very same objects as when they were asked (``Kept``): the seats, and each colour's rack and
supply, which a move leaves alone for every colour but the one that played. Nothing here reads a
position's own cache, which the judge fills.
"""

from __future__ import annotations

from itertools import repeat
from typing import Generic, TypeVar

from .model import COLOURS, FACES, Position

A = TypeVar("A")

#: an empty square as a (colour, face) pair
EMPTY = (-1, None)


class Kept(Generic[A]):
    """The answer of a pure function for the last arguments it was given, held with those
    arguments: it is given again only while they are the very same objects (``is``), and holding
    them keeps any other object from taking over their ids. Identity, not equality: comparing two
    racks would cost what the answer does."""

    __slots__ = ("answer", "args")

    def __init__(self, answer: A) -> None:
        self.args: tuple[object, ...] = ()
        self.answer = answer

    def keep(self, answer: A, *args: object) -> A:
        self.args = args
        self.answer = answer
        return answer


_SEATS: Kept[tuple[int, ...] | None] = Kept(None)


def seated(players: tuple[str, ...], owned: tuple[tuple[int, ...], ...]) -> tuple[int, ...] | None:
    """The colours in play, in order, when the seats are the usual ones: the names distinct, every
    player with as many colours as their number gives (two each with two players, else one), no
    colour held twice; None for any other seats (``problems`` says what is wrong with them)."""
    held = _SEATS.args
    if held and held[0] is players and held[1] is owned:
        return _SEATS.answer
    want = 2 if len(players) == 2 else 1
    colours = [c for cs in owned for c in cs]
    usual = (len(set(players)) == len(players) == len(owned) and all(len(cs) == want for cs in owned)
             and len(set(colours)) == len(colours))
    return _SEATS.keep(tuple(sorted(colours)) if usual else None, players, owned)


#: colours in play -> every tile of those colours as a (colour, face) pair
_EVERY_TILE: dict[tuple[int, ...], frozenset[tuple[int, str]]] = {}
#: per colour, the (colour, face) pairs of its rack and its supply, kept for the rack and supply last asked
_HELD: tuple[Kept[frozenset[tuple[int, str]]], ...] = tuple(Kept(frozenset()) for _ in COLOURS)


def every_tile(in_play: tuple[int, ...]) -> frozenset[tuple[int, str]]:
    """Every tile of the colours ``in_play``, as (colour, face) pairs."""
    tiles = _EVERY_TILE.get(in_play)
    if tiles is None:
        tiles = _EVERY_TILE[in_play] = frozenset((c, face) for c in in_play for face in FACES)
    return tiles


def held(colour: int, rack: tuple[str, ...], supply: tuple[str, ...]) -> frozenset[tuple[int, str]]:
    """The tiles of a rack and a supply of ``colour``, as (colour, face) pairs (a set: a face given
    twice counts once)."""
    kept = _HELD[colour]
    args = kept.args
    if args and args[0] is rack and args[1] is supply:
        return kept.answer
    return kept.keep(frozenset(zip(repeat(colour), rack + supply)), rack, supply)


_ONCE: Kept[bool] = Kept(False)


def every_tile_once(pos: Position, in_play: tuple[int, ...]) -> bool:
    """Is every tile of every colour ``in_play`` given exactly once with its face, on the board, among
    the captures, on its rack or in its supply, with no tile of any other colour on the board or
    among the captures and no face on an empty square? (A rack or supply of a colour not in play is
    not looked at.) As many tiles as the colours have, all different, and each one of theirs.

    Kept for the last position asked (a position's fields never change): the census and the position
    check of one position both ask it, and the second gets the answer the first worked out."""
    args = _ONCE.args
    if args and args[0] is pos and args[1] == in_play:
        return _ONCE.answer
    board, racks, supplies = pos.colour, pos.racks, pos.supplies
    tiles = set(zip(board, pos.face, strict=False))
    empty = board.count(-1)
    if empty:
        tiles.discard(EMPTY)
    count = 81 - empty
    for c in in_play:
        rack, supply = racks[c], supplies[c]
        tiles |= held(c, rack, supply)
        count += len(rack) + len(supply)
    for caps in pos.captured:
        tiles.update(caps)
        count += len(caps)
    everything = every_tile(in_play)
    return _ONCE.keep(count == len(everything) == len(tiles) and tiles <= everything, pos, in_play)


_CAPTURES: Kept[tuple[int, ...] | None] = Kept(None)


def captures_of_others(owned: tuple[tuple[int, ...], ...], captured: tuple[tuple[tuple[int, str], ...], ...]
                       ) -> tuple[int, ...] | None:
    """How many tiles each player has captured, when none is of a colour of their own; else None.
    (Kept: a move that captures nothing hands the captures on as they are.)"""
    args = _CAPTURES.args
    if args and args[0] is owned and args[1] is captured:
        return _CAPTURES.answer
    own = any(c in mine for mine, caps in zip(owned, captured, strict=False) for c, _ in caps)
    return _CAPTURES.keep(None if own else tuple(map(len, captured)), owned, captured)
