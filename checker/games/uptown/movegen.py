"""Legal moves, and the placement rules the judge shares with them.

One placement rule, ``fitting``: the squares a face matches that are empty, or that hold an
opponent's tile whose capture splits no group. The judge asks the same questions of one move
(``match``, ``target``: who owns the square, does taking it split a group), the move list, the pass
test and the end test ask them of every square. Which faces a colour may play comes from
``Position.certain_faces`` in both. The options (text and move) come from tables built once per
colour and face and shared; the list is kept in the position's cache (``outcome`` needs it too).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..base import MoveOption
from .model import FACE_ORDER, LAST, MATCH_SORTED, UNKNOWN, Move, Place, Position, splits
from .notation import _OPTIONS as OPTIONS
from .notation import PASS_OPTION, options

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


def legal_moves(pos: Position, limit: int = 500) -> Options:
    """Every legal move, by colour, tile and square (a tile on an occupied square is written as a
    capture); a pass only when nothing else is legal. Uptown folds no choices into a move, so the
    expanded list is the same list: at most 117 placements a colour (four tiles on their nine squares
    and a $ anywhere)."""
    moves = pos.cache.moves
    if moves is None:
        moves = pos.cache.moves = _moves(pos)
    return moves[:max(limit, 1)]


def _moves(pos: Position) -> Options:
    if pos.game_over():
        return []
    owned = pos.owned[pos.to_move]
    two = len(owned) > 1
    counts = pos.counts
    out: Options = []
    for c in owned:
        if counts[c] >= LAST:
            continue
        named = c if two else None
        for face in sorted(pos.certain_faces(c), key=FACE_ORDER.__getitem__):
            out += fitting(pos, owned, face, named)
    if not out and PassFacts(pos).stuck:
        out.append(PASS_OPTION)
    return out


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
