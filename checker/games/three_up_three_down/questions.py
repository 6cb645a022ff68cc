"""What ``referee ask`` asks about a 3UP 3DOWN position: the top of the pile,
where the mover plays from (hand, face-up or face-down cards) and what they
hold there; the draw pile only when they play from the hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...ask_questions import COUNT, ITEMS, WORD, Data, Question, players, seat_questions
from . import messages as m

if TYPE_CHECKING:
    from ..base import Game
    from .model import Move, Position

def _from(*sources: str) -> Any:
    return lambda data: data.get("_source") in sources


#: what the others are taken to hold: cards nobody names, in hand and face down; their face-up cards are
#: left out (not known: while the draw pile has cards, three that nobody has played from)
OTHERS = {"hand": 3, "face_down": 3}


def _others(data: Data) -> dict[str, Any]:
    return {f"cards.{name}": OTHERS for name in players(data) if name != data.get("to_move")}


def questions(game: Game[Position, Move]) -> list[Question]:
    return [
        *seat_questions(game),
        Question("pile", ITEMS, m.Q_PILE, empty=[], enter=m.E_NO_CARDS, hint=m.H_PILE),
        Question("_source", WORD, m.Q_SOURCE, words=("play", "up", "down"), also=_others,
                 hint=m.H_SOURCE, sets={"up": {"cards.{to_move}.hand": [], "draw_pile": 0},
                       "down": {"cards.{to_move}.hand": [], "cards.{to_move}.face_up": [], "draw_pile": 0}}),
        Question("cards.{to_move}.hand", ITEMS, m.Q_HAND, when=_from("play"),
                 hint=m.H_HAND),
        Question("draw_pile", COUNT, m.Q_DRAW_PILE, when=_from("play")),
        Question("cards.{to_move}.face_up", ITEMS, m.Q_FACE_UP, empty=[], enter=m.E_NO_CARDS,
                 when=_from("play", "up")),
        Question("cards.{to_move}.face_down", COUNT, m.Q_FACE_DOWN),
    ]


