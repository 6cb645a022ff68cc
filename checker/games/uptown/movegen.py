"""Uptown's legal moves: every placement the placement rule (``rules.fitting``) allows, by colour,
tile and square, and a pass only when nothing else is legal (``rules.PassFacts``). The list is kept
in the position's cache (``outcome`` needs it too)."""

from __future__ import annotations

from .model import FACE_ORDER, LAST, UNKNOWN, Position
from .notation import PASS_OPTION
from .rules import Options, PassFacts, blocked, fitting

_ORDER = FACE_ORDER.__getitem__


def legal_moves(pos: Position, expand: bool = False, limit: int = 500) -> Options:
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
        for face in sorted(pos.certain_faces(c), key=_ORDER):
            out += fitting(pos, owned, face, named)
    if not out and PassFacts(pos).stuck:
        out.append(PASS_OPTION)
    return out


def finished(pos: Position) -> bool:
    """Every colour has had its last turn, or nobody can place any more (``rules.blocked``): a game
    where nobody can place is over too, as passing would go on for ever (uptown.end.blocked)."""
    if pos.game_over():
        return True
    racks, counts = pos.racks, pos.counts
    for c in pos.colours_in_play:
        if counts[c] < LAST and UNKNOWN in racks[c]:
            return False
    moves = pos.cache.moves
    if moves is None:
        moves = pos.cache.moves = _moves(pos)
    if moves and moves[0] is not PASS_OPTION:
        return False  # the player to move can place (the list is kept for legal_moves)
    return blocked(pos)
