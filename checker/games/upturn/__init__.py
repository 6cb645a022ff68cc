"""Upturn: the rules of ``rules/upturn.yaml`` as a ``Game[Position, Move]``.

One file per responsibility:

- ``model.py``     tiles, ``Position``, ``TilePlay``, ``Move`` (frozen), constants
- ``messages.py``  every text shown, with its translator comment
- ``reading.py``   the schema, ``build`` (cannot be read), ``problems`` (cannot happen), writing back
- ``notation.py``  move strings in and out
- ``rules.py``     the small rules the judge and the generator share
- ``judge.py``     the one turn engine (``check``, ``apply``)
- ``movegen.py``   the legal moves
- ``playout.py``   deal, outcome, census
- ``game.py``      the ``Upturn`` class
"""

from __future__ import annotations

from ..base import UNKNOWN
from .game import Upturn
from .model import ASC, CCW, CW, DESC, Move, Position, TilePlay, is_hand, is_number, is_twin

GAME = Upturn()

__all__ = ["ASC", "CCW", "CW", "DESC", "GAME", "UNKNOWN", "Move", "Position", "TilePlay", "Upturn", "is_hand",
           "is_number", "is_twin"]
