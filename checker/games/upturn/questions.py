"""What ``referee ask`` asks about an Upturn position: the facts that decide a play.

The trend and the last number tile decide what may be played; the mover's
tiles decide what they can play (``?`` for the ones not in question); the
direction of play decides who comes next after a reversal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...ask_questions import ITEM, ITEMS, WORD, Data, Question, seat_questions
from . import messages as m
from .model import CCW, CW, TRENDS

if TYPE_CHECKING:
    from ..base import Game
    from .model import Move, Position

#: the words of tiles, completed as the reader types a rack
TILE_WORDS = ("up", "down", "updown", "skip1", "skip2", "joker", "?")


def _played(data: Data) -> bool:
    return data.get("trend") is not None


def _last_number(value: Any, data: Data) -> list[Any]:
    return [value]


def questions(game: Game[Position, Move]) -> list[Question]:
    return [
        *seat_questions(game),
        Question("trend", WORD, m.Q_TREND, words=TRENDS, empty=None, enter=m.E_NO_TREND, hint=m.H_TREND),
        Question("row", ITEM, m.Q_LAST_NUMBER, when=_played, store=_last_number, hint=m.H_LAST_NUMBER),
        Question("start_tile", ITEM, m.Q_START_TILE, when=lambda data: not _played(data)),
        Question("direction", WORD, m.Q_DIRECTION, skippable=True, words=(CW, CCW)),
        Question("racks.{to_move}", ITEMS, m.Q_RACK, skippable=True, words=TILE_WORDS, hint=m.H_RACK),
    ]
