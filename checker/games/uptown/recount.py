"""The quick recount of a usual position, which the position check (``reading.problems``) and the
census (``playout.census``) each make before anything slower.

A usual position, as play makes it: distinct players, each with the colours their number gives
them, and every tile of every colour in play given exactly once, face and all, on the board (on a
square it matches), among the captures, on its rack or in its supply. ``every_tile_once`` recounts
that from the position's own contents, each part of it (a row of the board, the captures, a rack
with its supply) as the bits of its tiles and how many it holds; the callers then ask only the
counts that follow. Any other position goes tile by tile, which says what is wrong where.

What is kept: the answers of pure functions of immutable parts, given again only while those parts
are the very same objects as when they were asked (``Kept``): the seats, the captures, and each
colour's rack and supply, which a move leaves alone for every colour but the one that played; and
the last position's answer, which its census and its position check both ask. A row's answer is
kept by its contents (a move changes one row). Nothing here reads a position's own cache, which the
judge fills.
"""

from __future__ import annotations

from typing import Generic, TypeVar

from .model import COLOURS, FACES, MATCH, UNKNOWN, Position

A = TypeVar("A")



class Kept(Generic[A]):
    """The answer of a pure function for the last arguments it was given, held with those
    arguments: it is given again only while they are the very same objects (``is``), and holding
    them keeps any other object from taking over their ids. Identity, not equality: comparing two
    racks would cost what the answer does. The arguments and the answer are one tuple, set in one
    store, so that a thread never reads one call's arguments with another call's answer (the web
    server judges in several threads)."""

    __slots__ = ("entry",)

    def __init__(self, answer: A) -> None:
        self.entry: tuple[tuple[object, ...], A] = ((), answer)

    def keep(self, answer: A, *args: object) -> A:
        self.entry = (args, answer)
        return answer


_SEATS: Kept[tuple[int, ...] | None] = Kept(None)


def seated(players: tuple[str, ...], owned: tuple[tuple[int, ...], ...]) -> tuple[int, ...] | None:
    """The colours in play, in order, when the seats are the usual ones: the names distinct, every
    player with as many colours as their number gives (two each with two players, else one), no
    colour held twice; None for any other seats (``problems`` says what is wrong with them)."""
    held, answer = _SEATS.entry
    if held and held[0] is players and held[1] is owned:
        return answer
    want = 2 if len(players) == 2 else 1
    colours = [c for cs in owned for c in cs]
    usual = (len(set(players)) == len(players) == len(owned) and all(len(cs) == want for cs in owned)
             and len(set(colours)) == len(colours))
    return _SEATS.keep(tuple(sorted(colours)) if usual else None, players, owned)


# -- tiles as bits -------------------------------------------------------------------------------
# Every tile of the set is one bit: 28 * its colour + the index of its face in FACES (0-139). A part of
# the position (a row of the board, a rack with its supply, the captures) is the bits of its tiles and
# how many tiles it holds; what is no tile of the set (a face on a square it does not match, a hidden
# face, a tile without one, a face on an empty square, a colour there is not) sets ``_NO_TILE``, a bit
# no tile has. Every tile of the colours in play is given exactly once when the parts together set the
# bits of every such tile and no other, and hold as many tiles as there are bits: one each.

#: (colour, face) -> its bit
_BIT = {(c, f): 1 << (len(FACES) * c + k) for c in range(len(COLOURS)) for k, f in enumerate(FACES)}
_NO_TILE = 1 << (len(FACES) * len(COLOURS))
#: colours in play -> the bits of their tiles
_EVERY_TILE: dict[tuple[int, ...], int] = {}
#: per row, (its colours, its faces) -> (bits, tiles): a pure function of the row's contents, kept by value
#: (a move changes one row; the same row comes back again and again)
_ROWS: tuple[dict[tuple[tuple[int, ...], tuple[str | None, ...]], tuple[int, int]], ...] = tuple({} for _ in range(9))
#: the most rows of one row kept: more, and that row's table starts afresh
ROWS_KEPT = 1024
_ROW = tuple(slice(9 * r, 9 * r + 9) for r in range(9))
#: per colour, the bits of its rack and its supply and how many tiles they hold, kept for the rack and
#: supply last asked
_HELD: tuple[Kept[tuple[int, int]], ...] = tuple(Kept((0, 0)) for _ in COLOURS)
_TAKEN: Kept[tuple[int, int]] = Kept((0, 0))


def every_tile(in_play: tuple[int, ...]) -> int:
    """The bits of every tile of the colours ``in_play``."""
    bits = _EVERY_TILE.get(in_play)
    if bits is None:
        bits = _EVERY_TILE[in_play] = sum(_BIT[(c, f)] for c in in_play for f in FACES)
    return bits


def _bits(tiles: list[tuple[int, str | None]]) -> int:
    bits = 0
    for tile in tiles:
        bits |= _BIT.get(tile, _NO_TILE)  # type: ignore[arg-type]  # a pair that is no tile is looked up too
    return bits


def row_bits(row: int, colours: tuple[int, ...], faces: tuple[str | None, ...]) -> tuple[int, int]:
    """The bits of the tiles of one row of the board, and how many squares hold one (a tile on a
    square it does not match, or a face on an empty square, is no tile)."""
    tiles: list[tuple[int, str | None]] = []
    bits = 0
    for sq, c, face in zip(range(9 * row, 9 * row + 9), colours, faces, strict=True):
        if c == -1 and face is None:
            continue
        if face is None or face == UNKNOWN or c == -1 or sq not in MATCH[face]:
            bits = _NO_TILE
        tiles.append((c, face))
    return bits | _bits(tiles), len(tiles)


def held(colour: int, rack: tuple[str, ...], supply: tuple[str, ...]) -> tuple[int, int]:
    """The bits of the tiles of a rack and a supply of ``colour``, and how many they are."""
    kept = _HELD[colour]
    args, answer = kept.entry
    if args and args[0] is rack and args[1] is supply:
        return answer
    return kept.keep((_bits([(colour, f) for f in rack + supply]), len(rack) + len(supply)), rack, supply)


def taken(captured: tuple[tuple[tuple[int, str], ...], ...]) -> tuple[int, int]:
    """The bits of the captured tiles, and how many they are."""
    args, answer = _TAKEN.entry
    if args and args[0] is captured:
        return answer
    tiles = [tile for caps in captured for tile in caps]
    return _TAKEN.keep((_bits(tiles), len(tiles)), captured)  # type: ignore[arg-type]


_ONCE: Kept[bool] = Kept(False)


def every_tile_once(pos: Position, in_play: tuple[int, ...]) -> bool:
    """Is every tile of every colour ``in_play`` given exactly once with its face, on the board on a
    square it matches, among the captures, on its rack or in its supply, with no tile of any other
    colour on the board or among the captures and no face on an empty square? (A rack or supply of a
    colour not in play is not looked at.) The rows of the board, the captures and each colour's rack
    and supply set the bits of every tile of the colours and no other, and hold one tile a bit.

    Kept for the last position asked (a position's fields never change): the census and the position
    check of one position both ask it, and the second gets the answer the first worked out."""
    args, once = _ONCE.entry
    if args and args[0] is pos and args[1] == in_play:
        return once
    board, faces, racks, supplies = pos.colour, pos.face, pos.racks, pos.supplies
    bits, count = taken(pos.captured)
    for row, (rows, cut) in enumerate(zip(_ROWS, _ROW, strict=True)):
        key = (board[cut], faces[cut])
        part = rows.get(key)
        if part is None:
            if len(rows) >= ROWS_KEPT:
                rows.clear()
            part = rows[key] = row_bits(row, *key)
        bits |= part[0]
        count += part[1]
    for c in in_play:
        part = held(c, racks[c], supplies[c])
        bits |= part[0]
        count += part[1]
    return _ONCE.keep(bits == every_tile(in_play) and count == len(FACES) * len(in_play), pos, in_play)


_CAPTURES: Kept[tuple[int, ...] | None] = Kept(None)


def captures_of_others(owned: tuple[tuple[int, ...], ...], captured: tuple[tuple[tuple[int, str], ...], ...]
                       ) -> tuple[int, ...] | None:
    """How many tiles each player has captured, when none is of a colour of their own; else None.
    (Kept: a move that captures nothing hands the captures on as they are.)"""
    args, answer = _CAPTURES.entry
    if args and args[0] is owned and args[1] is captured:
        return answer
    own = any(c in mine for mine, caps in zip(owned, captured, strict=False) for c, _ in caps)
    return _CAPTURES.keep(None if own else tuple(map(len, captured)), owned, captured)
