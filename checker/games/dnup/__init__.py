"""dnup: cards with an active and a dormant value, sets, beating and turning.

The rooms: ``model`` (cards, hands, positions, moves), ``reading`` (schema,
build, problems, position data), ``notation`` (move strings), ``judge`` (the
one turn engine and the predicates the generator shares), ``movegen``
(legal moves), ``playout`` (deck, deal, new round, census), ``game`` (the
``Game`` subclass).
"""

from __future__ import annotations

from ..base import UNKNOWN
from .game import Dnup
from .model import Add, Card, Hand, Move, Pass, Play, Position, Take, Turn, read_card

GAME = Dnup()

__all__ = ["GAME", "UNKNOWN", "Add", "Card", "Dnup", "Hand", "Move", "Pass", "Play", "Position", "Take", "Turn",
           "read_card"]
