"""Uptown (Blockers!): placing, capturing, the end of the game and scoring.

The rooms (``checker.games.rooms``), one a responsibility, as in every game:

- ``model``       constants, the frozen position and move types, groups and the capture test
- ``words``       the notation's words and the one table of their other spellings
- ``messages``    every text shown (symbol and colour names, score labels), with its translator comment
- ``rules``       the placement rule and the counts the judge, the generator and the position check share
- ``reading``     the schema, ``build`` (cannot be read), ``problems`` (cannot happen), writing back
- ``recount``     the quick recount of a usual position the position check and the census make first
- ``notation``    move words in (English and the reader's language), move text out
- ``grammar``     moves as players say them
- ``judge``       the one turn engine (``check``, ``apply``)
- ``movegen``     the legal moves, and whether the game is over
- ``completing``  moves that leave a choice open (the colour, the capture)
- ``playout``     deal, outcome, census
- ``scoring``     ``score --json`` and the score sheet
- ``questions``   what ``referee ask`` asks

What a tile may do is cited from ``rules/uptown.yaml``; this package holds the logic only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rooms import Rooms
from .model import (
    CODES,
    COLOURS,
    FACES,
    GAME_ID,
    NEIGHBOURS,
    PASS,
    UNKNOWN,
    VARIANTS,
    Move,
    Pass,
    Place,
    Position,
    count_groups,
    groups_of,
    splits,
)


class Uptown(Rooms[Position, Move]):
    """Uptown: what is its own (every other part is a room of this package)."""

    id = GAME_ID
    VARIANTS = VARIANTS
    HOUSE_RULES = {"blockers-by-player": "uptown.two-players.blockers"}  # noqa: RUF012 (declared on the base)

    def player_to_move(self, pos: Position) -> str:
        """The player to move by name (a position holds the seat)."""
        return pos.players[pos.to_move]


GAME = Uptown()

if TYPE_CHECKING:  # mypy checks every room against its part of the contract
    from .. import rooms
    from . import completing, grammar, judge, movegen, notation, playout, questions, reading, scoring, words

    rooms.fit(Uptown, words, reading, notation, grammar, judge, movegen, playout, questions, completing=completing,
              scoring=scoring)

__all__ = ["CODES", "COLOURS", "FACES", "GAME", "NEIGHBOURS", "PASS", "UNKNOWN", "Pass", "Place", "Position",
           "Uptown", "count_groups", "groups_of", "splits"]
