"""What ``referee ask`` asks about an Upturn position: the facts that decide a play.

The trend and the last number tile decide what may be played; the mover's
tiles decide what they can play (``?`` for the ones not in question); the
direction of play decides who comes next after a reversal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...ask_questions import ITEM, ITEMS, WORD, Data, Question, seat_questions
from ...i18n import N_, NC_

if TYPE_CHECKING:
    from ..base import Game

#: the words of tiles, completed as the reader types a rack
TILE_WORDS = ("up", "down", "updown", "skip1", "skip2", "joker", "?")
#: the schema's descriptions, marked here so that ``referee new`` explains each key in the reader's language
KEY_TEXTS = (
    N_("the direction of play"),
    N_("the start tile, a number tile; leave it out once it went back into an empty bag"),
    N_("the tiles played since the start tile, in the order they lie (fill tiles before their twin)"),
    N_("ascending or descending; null before the first play"),
    N_("the tiles in the bag: a count, or the list in drawing order; leave it out to have it counted from the rest"),
    N_("each player's rack: a list of tiles, a count, or left out"),
)


def _played(data: Data) -> bool:
    return data.get("trend") is not None


def _last_number(value: Any, data: Data) -> list[Any]:
    return [value]


def questions(game: Game[Any, Any]) -> list[Question]:
    return [
        *seat_questions(game),
        Question("trend", WORD, N_("Which way does the row go?"), words=("ascending", "descending"), empty=None,
                 # TRANSLATORS: after "Which way does the row go?": Enter answers that it goes no way yet
                 enter=NC_("no trend yet", "(Enter: none)"),
                 hint=N_("Press Enter if no number tile has been played beside the start tile yet.")),
        Question("row", ITEM, N_("What is the last number tile on the field?"), when=_played,
                 store=_last_number, hint=N_("Only its number matters, e.g. 70; action tiles since then do not.")),
        Question("start_tile", ITEM, N_("What is the start tile?"), when=lambda data: not _played(data)),
        Question("direction", WORD, N_("Which way does play go?"), skippable=True,
                 words=("clockwise", "counterclockwise")),
        # TRANSLATORS: %(to_move)s is the name of the player to move
        Question("racks.{to_move}", ITEMS, N_("Which tiles does %(to_move)s hold?"), skippable=True,
                 words=TILE_WORDS,
                 # TRANSLATORS: %(up)s, %(down)s, %(updown)s, %(skip1)s, %(skip2)s and %(joker)s are the tile
                 # words of Upturn in your language
                 hint=N_("Tiles such as 14, 14h (a hand), 22 (a twin), %(up)s, %(down)s, %(updown)s, %(skip1)s, "
                         "%(skip2)s, %(joker)s; a ? for each tile not in question.")),
    ]
