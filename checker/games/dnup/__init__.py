"""dnup: cards with an active and a dormant value, sets, beating and turning.

The rooms (``checker.games.rooms``), one a responsibility, as in every game:

- ``model``       cards, hands, ``Position``, the moves (frozen), constants
- ``words``       the notation's words and the one table of their other spellings
- ``messages``    every text shown, with its translator comment
- ``rules``       the predicates the judge, the generator and completions share
- ``reading``     the schema, ``build`` (cannot be read), ``problems`` (cannot happen), writing back
- ``notation``    move strings in and out
- ``grammar``     moves as players say them
- ``judge``       the one turn engine (``check``, ``apply``)
- ``movegen``     the legal moves
- ``completing``  moves that leave a choice open
- ``playout``     the stand-in deck, deal, the next round, outcome, census
- ``questions``   what ``referee ask`` asks
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from ...verdict import IllegalMoveError
from ..base import UNKNOWN, Game
from ..rooms import Rooms
from . import completing, reading
from .model import GAME_ID, Add, Card, Hand, Move, Pass, Play, Position, Take, Turn, read_card

if TYPE_CHECKING:
    from ...i18n import Translator
    from ...inputs import Document


class Dnup(Rooms[Position, Move]):
    """dnup: what is its own (every other part is a room of this package).

    A position lists each player's hand (cards written ``active/dormant``
    such as ``5/1``; ``?`` for a card the position does not show, or just a
    number of cards), the sets on the table by owner (each player has at most
    one: the set they played on their previous turn), the round's finishing
    order (``out``), the letter tokens and, optionally, the discard pile. The
    position is the moment a turn begins: if the player to move still has a
    set on the table, the move first discards it (dnup.turn.discard-own-set).

    The card list is not known (dnup.components.card-list): positions name
    every card, and ``deal`` uses a stand-in deck of 36 cards for random playouts.
    """

    id = GAME_ID
    HOUSE_RULES = {}  # noqa: RUF012 (a ClassVar on the base; dnup has no house rules)

    def read_position(self, doc: Document, house_rules: Iterable[str] = (), tr: Translator | None = None) -> Position:
        """As ``Game.read_position``, with a bare ``?`` in a list of cards read as the unknown card."""
        reading.bare_unknowns(doc.data)
        return super().read_position(doc, house_rules, tr)

    def apply(self, pos: Position, move: Move, draws: Sequence[str] | None = None) -> Position:
        """As ``Game.apply``; an open move that can be completed in one way only (``play 5 5``
        holding two 5s) is that move."""
        try:
            return Game.apply(self, pos, move, draws)
        except IllegalMoveError:
            opened = completing.completions(pos, move) if completing.is_open(move) else None
            if opened is None or len(opened[1]) != 1:
                raise
        return Game.apply(self, pos, opened[1][0].move, draws)


GAME = Dnup()

if TYPE_CHECKING:  # mypy checks every room against its part of the contract
    from .. import rooms
    from . import grammar, judge, movegen, notation, playout, questions, words

    rooms.fit(Dnup, words, reading, notation, grammar, judge, movegen, playout, questions, completing=completing,
              rounds=playout)

__all__ = ["GAME", "UNKNOWN", "Add", "Card", "Dnup", "Hand", "Move", "Pass", "Play", "Position", "Take", "Turn",
           "read_card"]
