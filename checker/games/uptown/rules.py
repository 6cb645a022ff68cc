"""The rules of Uptown the judge, the move generator and the position check all ask, each written once.

Placing: ``fitting``, the squares a face may go: those it matches that are empty, or that hold an
opponent's tile whose capture splits no group. The judge asks the same of one move (``colour_for``,
and the match and capture test of its square), the move list, the pass test (``PassFacts``,
``surely_placeable``) and the end test (``blocked``) ask it of every square. Which faces a colour may
play comes from ``Position.certain_faces`` in all of them. The squares come as the move generator's
own options (text and move, from tables built once per colour and face and shared), so that the
move list is the squares themselves.

Counting: how many tiles each colour has placed, and the turns behind those counts: the ranges a
position allows when its captures are unknown (``placed_range``), the rack and supply sizes they
allow, and the seating order the tiles on the board must fit (``turn_order``), which
``reading.problems`` asks.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from ...i18n import Msg
from ...verdict import Problem
from ..base import Data, MoveOption
from . import messages as m
from .model import COLOURS, FACE_ORDER, LAST, MATCH_SORTED, RACK, TILES, UNKNOWN, Move, Place, Position, splits
from .notation import _OPTIONS as OPTIONS
from .notation import options

Options = list[MoveOption[Move]]


def fitting(pos: Position, mine: tuple[int, ...], face: str, named: int | None) -> Options:
    """Every square a tile may go for the player who plays ``mine``, in square order, as a MoveOption
    with the colour ``named`` in the move (None: left out)."""
    empty, capture = OPTIONS.get((named, face)) or options(named, face)
    board = pos.colour
    split = pos.cache.split
    out: Options = []
    add = out.append
    for sq in MATCH_SORTED[face]:
        target = board[sq]
        if target < 0:
            add(empty[sq])  # type: ignore[arg-type]  # the table holds every square the face matches
        elif target not in mine:
            known = split[target]  # Position.splits, inlined: the answers kept for the colour
            cut = known.get(sq)
            if cut is None:
                cut = known[sq] = splits(board, sq)
            if not cut:
                add(capture[sq])  # type: ignore[arg-type]
    return out


def colour_for(pos: Position, move: Place) -> int | None:
    """The colour a placement plays: the one it names, the player's only colour, or the live rack
    that holds (or may hide) the face; None when no rack of the player can hold it."""
    mine = pos.owned[pos.to_move]
    if move.colour is not None:
        return move.colour
    if len(mine) == 1:
        return mine[0]
    live = [c for c in mine if not pos.done(c)] or list(mine)
    for c in live:
        if move.face in pos.racks[c]:
            return c
    for c in live:
        if UNKNOWN in pos.racks[c] and move.face in pos.possible_hidden(c):
            return c
    for c in mine:  # a colour that has had its last turn: the judge says so
        if move.face in pos.racks[c]:
            return c
    return None


def placements(pos: Position, colour: int, faces: Iterable[str]) -> tuple[list[Place], list[Place]]:
    """Legal placements of the given faces of a colour: (on empty squares, captures)."""
    mine = pos.owned[pos.owner(colour)]
    empty: list[Place] = []
    captures: list[Place] = []
    for face in sorted(set(faces), key=FACE_ORDER.__getitem__):
        for option in fitting(pos, mine, face, colour):
            move = option.move
            assert isinstance(move, Place)
            (captures if move.capture else empty).append(move)
    return empty, captures


class PassFacts:
    """What decides a pass: the live colours of the player to move, their placements with tiles
    surely on the racks (on empty squares, captures), those a hidden tile might make, and the
    colours with such hidden tiles."""

    __slots__ = ("captures", "empty", "hidden_captures", "hidden_colours", "hidden_empty", "live")

    def __init__(self, pos: Position) -> None:
        self.live = [c for c in pos.owned[pos.to_move] if not pos.done(c)]
        self.empty: list[Place] = []
        self.captures: list[Place] = []
        self.hidden_empty: list[Place] = []
        self.hidden_captures: list[Place] = []
        self.hidden_colours: list[int] = []
        for c in self.live:
            e, k = placements(pos, c, pos.certain_faces(c))
            self.empty += e
            self.captures += k
            if UNKNOWN in pos.racks[c]:
                e, k = placements(pos, c, pos.possible_hidden(c))
                if e or k:
                    self.hidden_colours.append(c)
                self.hidden_empty += e
                self.hidden_captures += k

    @property
    def stuck(self) -> bool:
        """No tile, known or hidden, fits anywhere: a pass is legal (while the game runs)."""
        return not (self.empty or self.captures or self.hidden_empty or self.hidden_captures)


def surely_placeable(pos: Position, colours: Iterable[int]) -> tuple[int, int, bool] | None:
    """A colour whose hidden tiles surely include one that can be placed, whatever they are: more
    tiles are hidden than there are unaccounted faces that fit nowhere. (colour, hidden tiles,
    whether one surely fits an empty square), or None."""
    for c in colours:
        hidden = pos.racks[c].count(UNKNOWN)
        pool = pos.possible_hidden(c)
        mine = pos.owned[pos.owner(c)]
        fits = on_empty = 0
        for face in pool:
            found = fitting(pos, mine, face, None)
            if found:
                fits += 1
                on_empty += any(isinstance(o.move, Place) and not o.move.capture for o in found)
        if hidden > len(pool) - fits:
            return c, hidden, hidden > len(pool) - on_empty
    return None


def blocked(pos: Position) -> bool:
    """No colour that still has a turn can place any tile, and every such rack is known: passing
    changes nothing, so nobody will ever place again (uptown.end.blocked). False once every colour
    has had its last turn (that is ``game_over``)."""
    counts, board, racks = pos.counts, pos.colour, pos.racks
    live = [c for c in pos.colours_in_play if counts[c] < LAST]
    for c in live:  # the quick answer first: a known tile with an empty square it matches
        rack = racks[c]
        if UNKNOWN in rack:
            return False
        for face in rack:
            for sq in MATCH_SORTED[face]:
                if board[sq] < 0:
                    return False
    for c in live:  # then captures
        mine = pos.owned[pos.owner(c)]
        if any(fitting(pos, mine, face, None) for face in set(racks[c])):
            return False
    return bool(live)


# -- counts ----------------------------------------------------------------------------------

def placed_range(placed: tuple[int, ...], known: bool, racks: Data, supply: Data
                 ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The fewest and the most tiles each colour can have placed (on the board or captured).

    With ``captured`` given they are the recount. Left out, every tile of a colour that is not on
    the board may have been captured, so the board gives only the fewest; a rack or a supply the
    file gives narrows it, as far as it fits the board (``reading.problems`` reports one that does not):
    a supply of s > 0 tiles means 23 - s placed, an empty one at least 23; a rack of five at most
    23 (the colour still has a turn), a rack of four all 24 (it has had its last turn)."""
    if known:
        return placed, placed
    low, high = list(placed), [max(n, LAST) for n in placed]
    for c, name in enumerate(COLOURS):
        left = supply.get(name)
        count = left if isinstance(left, int) else len(left) if isinstance(left, list) else None
        if count is not None and count > 0 and TILES - RACK - count >= low[c]:
            low[c] = high[c] = TILES - RACK - count
        elif count == 0:
            low[c] = max(low[c], TILES - RACK)
        rack = racks.get(name)
        size = None if rack is None else len(rack) if isinstance(rack, list) else len(rack.split())
        if size == RACK and low[c] < LAST:
            high[c] = min(high[c], LAST - 1)
        elif size == RACK - 1 and high[c] >= LAST:
            low[c] = high[c] = max(low[c], LAST)
    return tuple(low), tuple(high)


#: a pass needs every square the five tiles of a rack match to be taken, and five tiles match at
#: least 27 squares (three rows and two zones inside them): with fewer tiles on the board nobody
#: can have passed, so every player has placed once a turn
PASS_NEEDS = 27


def rack_fits(size: int, low: int, high: int) -> bool:
    """A rack holds five tiles while the colour has a turn left (at most 23 placed), four once it has
    placed its last tile (24); the colour has placed between ``low`` and ``high`` tiles."""
    return (size == RACK and low < LAST) or (size == RACK - 1 and high >= LAST)


def supply_fits(size: int, low: int, high: int) -> bool:
    """A supply holds 23 less the tiles placed, and nothing once 23 or 24 are placed."""
    if size == 0:
        return high >= TILES - RACK
    return low <= TILES - RACK - size <= high


@lru_cache(maxsize=4096)
def turns_fit(to_move: int, least: tuple[int, ...], most: tuple[int, ...], board: tuple[int, ...],
              last: tuple[int, ...], known: bool) -> bool:
    """Do the placements of each player (``least`` to ``most``; ``board`` of them on the board, when
    the captures are not ``known``) fit turns taken in seating order up to the player ``to_move``,
    where a player's turns stop at ``last`` (``turn_order`` says how)? A pure function of a few small
    numbers, which a game meets again and again: kept by value."""
    n = len(least)
    for start in range(n):
        ahead = [((p - start) % n) < ((to_move - start) % n) for p in range(n)]
        # only the k that can fit: turns reach ``least`` when k + ahead does (and the last turn does),
        # and stay within ``most`` when k + ahead does (or the last turn is within it)
        fewest = max([0] + [least[p] - ahead[p] for p in range(n)])
        most_k = min([max(last)] + [most[p] - ahead[p] for p in range(n) if last[p] > most[p]])
        for k in range(fewest, most_k + 1):
            turns = [min(k + ahead[p], last[p]) for p in range(n)]
            if not all(least[p] <= turns[p] <= most[p] for p in range(n)):
                continue
            if known:
                return True
            missing = [turns[p] - board[p] for p in range(n)]
            total = sum(missing)
            if sum(min(turns[p], total - missing[p]) for p in range(n)) >= total:
                return True
    return False


def turn_order(pos: Position, low: tuple[int, ...], high: tuple[int, ...]) -> list[Problem]:
    """The tiles each player has placed must fit turns taken in seating order up to the player to move.

    Why a refusal holds whatever the position leaves out: the board only ever fills (a capture puts a
    tile where another stood), so with fewer than ``PASS_NEEDS`` tiles on it now nobody could ever
    pass, and every turn so far placed one tile. Whoever began, the players from the first to the one
    before the player to move have then had one turn more than the others (k + 1 against k), except
    that a player whose colours have all had their last turn is skipped. That is tried for every first
    player and every k the counts allow.

    With ``captured`` given, each player's placements are known (board and captures) and must be
    exactly those. Left out, a colour's placements lie between ``low`` and ``high`` (``placed_range``:
    every tile missing from the board may have been captured), and the captures must be possible too:
    each capture is one turn of the capturer and takes a tile of another player, so the tiles missing
    from the board (``missing``, per player, the turns less the tiles on the board) must be capturable
    by the other players within their turns: the sum over players of min(turns, missing of the others)
    reaches the total missing (a transport with no player supplying themselves: Hall's condition)."""
    owned = pos.owned
    if len(pos.colour) - pos.colour.count(-1) >= PASS_NEEDS or any(not cs for cs in owned):
        return []
    least = tuple([sum(low[c] for c in cs) for cs in owned])
    most = tuple([sum(high[c] for c in cs) for cs in owned])
    board = tuple([sum(pos.colour.count(c) for c in cs) for cs in owned])
    known = pos.captures_known
    if turns_fit(pos.to_move, least, most, () if known else board, tuple([LAST * len(cs) for cs in owned]), known):
        return []
    if pos.captures_known:
        return [Problem(Msg(
            m.P_TURN_ORDER, counts=[f"{name} {count}" for name, count in zip(pos.players, least, strict=True)],
            player=pos.players[pos.to_move]), "to_move")]
    return [Problem(Msg(
        m.P_TURN_ORDER_BOARD, counts=[f"{name} {count}" for name, count in zip(pos.players, board, strict=True)],
        player=pos.players[pos.to_move]), "to_move")]
