"""Moves that leave out a choice the player still has to make (``Game.completions``):
the colour of a two-colour player's tile, and the x of a capture."""

from __future__ import annotations

from ...i18n import Msg
from ..base import Choice, Completion
from . import messages as m
from .model import COLOURS, UNKNOWN, Move, Place, Position


def holders(pos: Position, face: str) -> list[int]:
    """The colours of the player to move whose rack holds, or may hide, ``face`` (live colours first)."""
    mine = pos.owned[pos.to_move]
    live = [c for c in mine if not pos.done(c)]
    return [c for c in live if face in pos.racks[c] or (UNKNOWN in pos.racks[c] and face in pos.possible_hidden(c))]


def completions(pos: Position, move: Move) -> tuple[list[Choice], list[Completion[Move]]] | None:
    """A placement that leaves out what the rules still need: the colour, for a player of two colours
    whose racks may both hold the tile (each colour is a completion; one that only one rack can hold
    is completed with it), and the x of a capture (a tile on an occupied square captures)."""
    if not isinstance(move, Place):
        return None
    capture = move.capture or pos.colour[move.square] >= 0
    colours: list[int | None] = [move.colour]
    choices: list[Choice] = []
    if move.colour is None and len(pos.owned[pos.to_move]) > 1:
        found = holders(pos, move.face)
        if len(found) > 1:
            choices.append(Choice("colour", "uptown.two-players.turn", Msg(m.CH_COLOUR)))
        if found:
            colours = list(found)
    if colours == [move.colour] and capture == move.capture:
        return None
    out: list[Completion[Move]] = []
    for c in colours:
        picks = {"colour": COLOURS[c]} if choices and c is not None else {}
        out.append(Completion(Place(move.face, move.square, c, capture), picks))
    return choices, out
