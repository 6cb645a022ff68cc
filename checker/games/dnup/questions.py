"""What ``referee ask`` asks about a dnup position: the sets on the table
(owner by owner) and the mover's hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...ask_questions import ITEMS, WORDS, Data, Question, players, seat_questions
from . import messages as m

if TYPE_CHECKING:
    from ..base import Game
    from .model import Move, Position

def _owners(data: Data) -> list[str]:
    owners = data.get("_owners")
    return list(owners) if isinstance(owners, list) else []


def questions(game: Game[Position, Move]) -> list[Question]:
    return [
        *seat_questions(game),
        Question("_owners", WORDS, m.Q_OWNERS, words=players, empty=[], enter=m.E_NO_SET, hint=m.H_OWNERS),
        Question("table.{item}", ITEMS, m.Q_SET, each=_owners, hint=m.H_SET),
        Question("hands.{to_move}", ITEMS, m.Q_HAND, skippable=True, hint=m.H_HAND),
    ]
