"""3UP 3DOWN: discard equal or higher, clear the pile, shed every card.

The rooms (``checker.games.rooms``), one a responsibility, as in every game (no move of 3UP 3DOWN
leaves a choice open, so it has no ``completing``: where a card comes from follows from the rules):

- ``model``       cards, ``Position`` of ``Seat``s, ``Move`` of ``Step``s (frozen), constants
- ``words``       the notation's words and the one table of their other spellings
- ``messages``    every text shown, with its translator comment
- ``rules``       what the judge and the generator ask: a card fits, where the next discard comes from
- ``reading``     the schema, ``build`` (cannot be read), ``problems`` (cannot happen), writing back
- ``notation``    move strings in and out
- ``grammar``     moves as players say them
- ``judge``       the one turn engine (``check``, ``apply``), step by step
- ``movegen``     the legal moves
- ``playout``     deal, outcome, census
- ``questions``   what ``referee ask`` asks
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rooms import Rooms
from .model import GAME_ID, Move, Position


class ThreeUpThreeDown(Rooms[Position, Move]):
    """3UP 3DOWN: what is its own (every other part is a room of this package)."""

    id = GAME_ID
    HOUSE_RULES = {  # noqa: RUF012 (declared on the base as a dict)
        "multiple-clears": "3up3down.clear.one-at-a-time",
        "two-decks-few-players": "3up3down.components.one-deck-for-six",
    }


GAME = ThreeUpThreeDown()

if TYPE_CHECKING:  # mypy checks every room against its part of the contract
    from .. import rooms
    from . import grammar, judge, movegen, notation, playout, questions, reading, words

    rooms.fit(ThreeUpThreeDown, words, reading, notation, grammar, judge, movegen, playout, questions)

__all__ = ["GAME", "ThreeUpThreeDown"]
