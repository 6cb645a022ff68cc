"""The quick recount of a usual position, which the position check (``reading.problems``) and the
census (``playout.census``) each make before anything slower.

A usual position, as play makes it: distinct players, each with the colours their number gives
them, and every tile of every colour in play given exactly once, face and all, on the board (on a
square it matches), among the captures, on its rack or in its supply. ``every_tile_once`` recounts
that from the position's own contents, each part of it (a row of the board, the captures, a rack
with its supply) as the bits of its tiles and how many it holds; the callers then ask only the
counts that follow. ``usual`` is the position check's quick path on top of it: the seats, the
captures and the counts that follow (kept by value, ``counted_turns``). Any other position goes tile
by tile, which says what is wrong where.

What is kept: the answers of pure functions of immutable parts, given again only while those parts
are the very same objects as when they were asked (``Kept``): the seats, the captures, and each
colour's rack and supply, which a move leaves alone for every colour but the one that played; and
the last position's answer, which its census and its position check both ask. A row's answer is
kept by its contents (a move changes one row). Nothing here reads a position's own cache, which the
judge fills.
"""

from __future__ import annotations

from functools import reduce
from itertools import compress, repeat
from operator import is_not, itemgetter, or_
from typing import Generic, Literal, TypeVar

from .model import COLOURS, FACES, LAST, MATCH, MATCH_SORTED, RACK, TILES, UNKNOWN, Position, joined
from .rules import PASS_NEEDS, turns_fit

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

_NO_TILE = 1 << (len(FACES) * len(COLOURS))


class _Bits(dict[object, int]):
    """A tile -> its bit; anything that is no tile -> ``_NO_TILE`` (so that ``map`` can look tiles up
    in C, without a default argument)."""

    def __missing__(self, key: object) -> int:
        return _NO_TILE


#: every tile of the set, as (colour, face), in the order of their bits
_TILES = [(c, f) for c in range(len(COLOURS)) for f in FACES]
#: (colour, face) -> its bit
_BIT = _Bits({tile: 1 << k for k, tile in enumerate(_TILES)})
#: colour -> face -> its bit
_FACE_BIT = tuple(_Bits({f: _BIT[(c, f)] for f in FACES}) for c in range(len(COLOURS)))
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
    return reduce(or_, map(_BIT.__getitem__, tiles), 0)


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
    both = rack + supply
    return kept.keep((reduce(or_, map(_FACE_BIT[colour].__getitem__, both), 0), len(both)), rack, supply)


def taken(captured: tuple[tuple[tuple[int, str], ...], ...]) -> tuple[int, int]:
    """The bits of the captured tiles, and how many they are."""
    args, answer = _TAKEN.entry
    if args and args[0] is captured:
        return answer
    tiles = [tile for caps in captured for tile in caps]
    return _TAKEN.keep((_bits(tiles), len(tiles)), captured)  # type: ignore[arg-type]


_ONCE: Kept[bool] = Kept(False)
#: the last position asked whose every tile was given once, with its colours in play (() until one is)
_USUAL: tuple[Position, tuple[int, ...]] | tuple[()] = ()
#: square -> (colour, face) -> the bit of that tile when it may stand there; an empty square sets none
_EMPTY: tuple[int, str | None] = (-1, None)
_ON = tuple(_Bits([(_EMPTY, 0), *((tile, _BIT[tile]) for tile in _TILES if sq in MATCH[tile[1]])])
            for sq in range(81))
#: face -> what stands on the squares it matches (``MATCH_SORTED``), of a board's faces
_ON_MATCHING = {face: itemgetter(*squares) for face, squares in MATCH_SORTED.items()}


def every_tile_once(pos: Position, in_play: tuple[int, ...]) -> bool:
    """Is every tile of every colour ``in_play`` given exactly once with its face, on the board on a
    square it matches, among the captures, on its rack or in its supply, with no tile of any other
    colour on the board or among the captures and no face on an empty square? (A rack or supply of a
    colour not in play is not looked at.) The rows of the board, the captures and each colour's rack
    and supply set the bits of every tile of the colours and no other, and hold one tile a bit.

    Kept for the last position asked (a position's fields never change): the census and the position
    check of one position both ask it, and the second gets the answer the first worked out. A position
    close to the last usual one is told from what differs between them (``_from_usual``)."""
    global _USUAL
    args, once = _ONCE.entry
    if args and args[0] is pos and args[1] == in_play:
        return once
    last = _USUAL
    told = _from_usual(pos, in_play, last[0]) if last and last[1] == in_play else None
    if told is None:
        told = _recount(pos, in_play)
    if told:
        _USUAL = (pos, in_play)
    return _ONCE.keep(told, pos, in_play)


def _recount(pos: Position, in_play: tuple[int, ...]) -> bool:
    """``every_tile_once`` worked out from every part of the position."""
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
    return bits == every_tile(in_play) and count == len(FACES) * len(in_play)


def _from_usual(pos: Position, in_play: tuple[int, ...], usual: Position) -> bool | None:
    """``every_tile_once`` of ``pos`` told from ``usual``, a position of the same colours in play whose
    every tile is given once, by what differs between the two; None when that is not found quickly.

    In ``usual`` every tile's bit is set by exactly one part (a square, the captures, a colour's rack
    and supply) and no part sets ``_NO_TILE``: so the parts ``pos`` shares with it (the very same
    objects; the squares that hold what they held) set every bit but those of the parts that differ,
    and hold every tile but theirs. Taking those parts' bits and tiles out and putting the parts of
    ``pos`` in their place gives what the recount of every part gives, without it.

    The usual move takes one tile off a rack and draws the first of the supply (``_left``); then the
    square that changed is looked for where that tile may now stand (``_moved``), and the rest of the
    board must be as it was, else the whole board is recounted (None)."""
    board, faces, was_board, was_faces = pos.colour, pos.face, usual.colour, usual.face
    racks, supplies, was_racks, was_supplies = pos.racks, pos.supplies, usual.racks, usual.supplies
    if len(racks) != len(was_racks) or len(supplies) != len(was_supplies) or len(board) != 81 or len(faces) != 81:
        return None  # the recount says what is wrong with parts of another size
    lost = gained = count = 0
    squares: list[int] = []
    for c in compress(_COLOURS, map(or_, map(is_not, racks, was_racks), map(is_not, supplies, was_supplies))):
        if c not in in_play:
            continue
        rack, supply, was_rack, was_supply = racks[c], supplies[c], was_racks[c], was_supplies[c]
        gone = _left(rack, supply, was_rack, was_supply)
        if gone is None:
            lost |= held(c, was_rack, was_supply)[0]
            part = held(c, rack, supply)
            gained |= part[0]
            count += part[1] - len(was_rack) - len(was_supply)
        elif gone:
            lost |= reduce(or_, map(_FACE_BIT[c].__getitem__, gone), 0)
            count -= len(gone)
            squares += _moved(board, faces, c, gone)
    if board is not was_board or faces is not was_faces:
        # every square but ``squares`` as it was in ``usual``, else the whole board is recounted
        colours, seen = list(was_board), list(was_faces)
        for sq in squares:
            colours[sq], seen[sq] = board[sq], faces[sq]
        if tuple(colours) != board or tuple(seen) != faces:
            return None
        for sq in squares:
            on = _ON[sq]
            was, now = (was_board[sq], was_faces[sq]), (board[sq], faces[sq])
            lost |= on[was]
            gained |= on[now]
            count += (now != _EMPTY) - (was != _EMPTY)
    if pos.captured is not usual.captured:
        lost |= taken(usual.captured)[0]
        part = taken(pos.captured)
        gained |= part[0]
        count += part[1] - sum(map(len, usual.captured))
    full = every_tile(in_play)
    return not count and (full & ~lost) | gained == full


_COLOURS = range(len(COLOURS))


def _left(rack: tuple[str, ...], supply: tuple[str, ...], was_rack: tuple[str, ...], was_supply: tuple[str, ...]
          ) -> set[str] | None:
    """The tiles that left a rack and supply of the usual position (``was_``), when the supply is the
    one it was less its first tiles (drawn) and the rack holds tiles it held or drew, none twice:
    then the two hold the tiles they held less those, and nothing else. None for any other change."""
    drawn = len(was_supply) - len(supply)
    if supply is not was_supply and (drawn < 0 or supply != was_supply[drawn:]):
        return None
    pool = was_rack + was_supply[:drawn]  # tiles of the usual position: none twice
    gone = set(pool).difference(rack)
    return gone if len(gone) == len(pool) - len(rack) else None


def _moved(board: tuple[int, ...], faces: tuple[str | None, ...], colour: int, gone: set[str]) -> list[int]:
    """The squares of the board where a tile of ``colour`` with a face in ``gone`` stands: where a move
    put the tile that left its rack (``_from_usual`` holds the rest of the board to what it was)."""
    found = []
    for face in gone:
        matching = MATCH_SORTED[face]  # a face of the usual position's rack: a face of the game
        there = _ON_MATCHING[face](faces)
        k = -1
        for _ in range(there.count(face)):
            k = there.index(face, k + 1)
            if board[matching[k]] == colour:
                found.append(matching[k])
    return found


_CAPTURES: Kept[tuple[int, ...] | None] = Kept(None)


def captures_of_others(owned: tuple[tuple[int, ...], ...], captured: tuple[tuple[tuple[int, str], ...], ...]
                       ) -> tuple[int, ...] | None:
    """How many tiles each player has captured, when none is of a colour of their own; else None.
    (Kept: a move that captures nothing hands the captures on as they are.)"""
    args, answer = _CAPTURES.entry
    if args and args[0] is owned and args[1] is captured:
        return answer
    # each player's colours and the colours of their captures share none (in C: a game has many captures)
    apart = all(map(set.isdisjoint, map(set, owned), map(map, repeat(_COLOUR_OF), captured)))
    return _CAPTURES.keep(tuple(map(len, captured)) if apart else None, owned, captured)


_COLOUR_OF = itemgetter(0)


# -- the position check's quick path ----------------------------------------------------------

def usual(pos: Position) -> bool:
    """``reading.problems`` finds nothing, as the quick recount of the usual position tells: the
    seats usual, every tile once and on a square it matches, the captures known and none of an own
    colour, and the counts that follow (``counted_turns``) fitting the racks, the supplies, the captures
    and the turns. False says only that the position needs a look tile by tile."""
    owned = pos.owned
    in_play = seated(pos.players, owned)
    if in_play is None or not pos.captures_known or not every_tile_once(pos, in_play):
        return False
    taken = captures_of_others(owned, pos.captured)
    if taken is None:
        return False
    key = (owned, pos.to_move, tuple(map(len, pos.racks)), tuple(map(len, pos.supplies)))
    counted = _COUNTS.get(key)
    if counted is None:
        if len(_COUNTS) >= COUNTS_KEPT:
            _COUNTS.clear()
        counted = _COUNTS[key] = counted_turns(in_play, *key)
    if counted is False:
        return False
    turns, placed, ordered = counted
    if any(map(int.__gt__, taken, turns)):
        return False
    # every tile once: the tiles on the board are those placed and not captured
    if placed - sum(taken) < PASS_NEEDS and not ordered:
        return False
    return pos.last_capture is None or joined(pos.colour, *pos.last_capture)


#: (seats, player to move, rack sizes, supply sizes) -> ``counted_turns``: a pure function of a few
#: small numbers, which games meet again and again: kept by value
Counted = tuple[tuple[int, ...], int, bool] | Literal[False]
_COUNTS: dict[tuple[tuple[tuple[int, ...], ...], int, tuple[int, ...], tuple[int, ...]], Counted] = {}
#: the most answers kept: more, and the table starts afresh
COUNTS_KEPT = 4096


def counted_turns(in_play: tuple[int, ...], owned: tuple[tuple[int, ...], ...], to_move: int,
                  racks: tuple[int, ...], supplies: tuple[int, ...]) -> Counted:
    """With every tile of the colours ``in_play`` given once (a colour's placements are then its 28
    tiles less its rack and supply): False when the rack and supply sizes do not fit (or a colour
    nobody plays has a rack or a supply), else the turns of each player, the tiles placed in all, and
    whether the turns fit the seating order when nobody has passed (``turns_fit``)."""
    placed = [0] * len(COLOURS)
    for c in range(len(COLOURS)):
        rack, supply = racks[c], supplies[c]
        if c not in in_play:
            if rack or supply:
                return False
            continue
        # with placed = 28 - rack - supply, rack_fits and supply_fits both hold exactly when the rack
        # holds five (a turn left), or four with the supply empty (the last tile placed: 24)
        if rack != RACK and (rack != RACK - 1 or supply):
            return False
        placed[c] = TILES - rack - supply
    turns = tuple([sum(map(placed.__getitem__, mine)) for mine in owned])
    return turns, sum(placed), turns_fit(to_move, turns, turns, (), tuple([LAST * len(mine) for mine in owned]), True)
