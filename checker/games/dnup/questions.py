"""What ``referee ask`` asks about a dnup position: the sets on the table
(owner by owner) and the mover's hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...ask_questions import ITEMS, WORDS, Data, Question, players, seat_questions
from ...i18n import N_, NC_

if TYPE_CHECKING:
    from ..base import Game

KEY_TEXTS = (
    N_("each player's hand: a list of cards (? for one not shown), a number of cards, or nothing (not known)"),
    N_("the sets on the table: owner -> the cards of their set"),
    N_("who is out of cards this round, first out first"),
    N_("letter tokens won so far (this round's included); a player left out has 0"),
    N_("the discarded cards of this round: a list, or just how many"),
    N_("true on the first turn of a round (the holder of the starred card 1/5* opens it)"),
)


def _owners(data: Data) -> list[str]:
    owners = data.get("_owners")
    return list(owners) if isinstance(owners, list) else []


def questions(game: Game[Any, Any]) -> list[Question]:
    return [
        *seat_questions(game),
        Question("_owners", WORDS, N_("Whose sets lie on the table?"), words=players, empty=[],
                 # TRANSLATORS: after "Whose sets lie on the table?": Enter answers that no set does
                 enter=NC_("no set on the table", "(Enter: none)"),
                 hint=N_("Press Enter if no set lies on the table.")),
        # TRANSLATORS: %(item)s is a player's name
        Question("table.{item}", ITEMS, N_("Which cards are in the set of %(item)s?"), each=_owners,
                 hint=N_("Cards as active/dormant, e.g. 4/2 4/6.")),
        # TRANSLATORS: %(to_move)s is the name of the player to move
        Question("hands.{to_move}", ITEMS, N_("Which cards does %(to_move)s hold?"), skippable=True,
                 hint=N_("Cards as active/dormant, e.g. 5/1 5/3; a ? for each card not in question.")),
    ]
