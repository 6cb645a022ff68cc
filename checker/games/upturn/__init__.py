"""Upturn: the rules of ``rules/upturn.yaml`` as a ``Game[Position, Move]``.

The rooms (``checker.games.rooms``), one a responsibility, as in every game:

- ``model``       tiles, ``Position``, ``TilePlay``, ``Move`` (frozen), constants
- ``words``       the notation's words and the one table of their other spellings
- ``messages``    every text shown, with its translator comment
- ``rules``       the rules the judge, the generator and the position check share
- ``reading``     the schema, ``build`` (cannot be read), ``problems`` (cannot happen), writing back
- ``notation``    move strings in and out
- ``grammar``     moves as players say them
- ``judge``       the one turn engine (``check``, ``apply``)
- ``movegen``     the legal moves
- ``completing``  moves that leave a choice open
- ``playout``     deal, outcome, census
- ``questions``   what ``referee ask`` asks
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import UNKNOWN
from ..rooms import Rooms
from .model import ASC, CCW, CW, DESC, GAME_ID, Move, Position, TilePlay, is_hand, is_number, is_twin


class Upturn(Rooms[Position, Move]):
    """Upturn: what is its own (every other part is a room of this package)."""

    id = GAME_ID
    HOUSE_RULES = {  # noqa: RUF012 (declared on the base class)
        "play-drawn-tile": "upturn.turn.no-draw-after-play",
        "twin-count-excludes-twin": "upturn.play.twin.draw-count",
        "twin-sets-trend": "upturn.play.twin.trend",
        "arrows-any-row": "upturn.play.arrow-row",
    }
    #: the most moves a random playout may take before it is reported as endless. Random
    #: players pass often, and a pass draws a tile: of 6000 random games (1000 per house-rule
    #: setting) the median took about 330 moves, 1 in 100 over 2700, and 19 over 5000, all
    #: two- or three-player games that still ended, the longest after 8381 moves.
    MAX_MOVES = 50_000


GAME = Upturn()

if TYPE_CHECKING:  # mypy checks every room against its part of the contract
    from .. import rooms
    from . import completing, grammar, judge, movegen, notation, playout, questions, reading, words

    rooms.fit(Upturn, words, reading, notation, grammar, judge, movegen, playout, questions, completing=completing)

__all__ = ["ASC", "CCW", "CW", "DESC", "GAME", "UNKNOWN", "Move", "Position", "TilePlay", "Upturn", "is_hand",
           "is_number", "is_twin"]
