"""dnup's parts of the dispute page (``Game.page_parts``, ``checker.pageparts``): its script
(``static/page.js``), what its card keypads may make, the texts of its move builder and the
titles of its examples, in the reader's language."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...i18n import N_
from ...pageparts import PageParts
from .model import CARD_PATTERN

if TYPE_CHECKING:
    from ...i18n import Translator

#: the move builder's headings, by the key its script uses
TEXTS = {
    # TRANSLATORS: dnup's dispute page: the heading of the actions to choose from (play, add, take, turn, pass)
    "what": N_("What the player did"),
    # TRANSLATORS: dnup's dispute page: the cards of the set played, tapped from the hand
    "set": N_("The cards of the set"),
    # TRANSLATORS: dnup's dispute page: the one card added to a set on the table
    "card": N_("The card added"),
    # TRANSLATORS: dnup's dispute page: whose set on the table a card is added to (may be left open)
    "to": N_("Added to the set of"),
    # TRANSLATORS: dnup's dispute page: whose set on the table is taken into the hand
    "from": N_("The set taken from"),
    # TRANSLATORS: dnup's dispute page: the single cards rotated (none: the whole hand is turned)
    "turned": N_("Only these cards rotated (none: the whole hand)"),
    # TRANSLATORS: dnup's dispute page: opens a keypad for a card that is not in the hand as the position has it
    "other_card": N_("Another card"),
}

#: the shipped examples' titles (``examples/dnup/<stem>.yaml``)
EXAMPLES = {
    "add-card": N_("Adding a card to a set"),
    "first-out-set": N_("The last set of the first player out"),
    "first-out": N_("Going out first"),
    "game-end-tie": N_("The end of the game, tied on tokens"),
    "game-over": N_("A finished game"),
    "own-set-discarded": N_("Your own set is discarded"),
    "play-beats-same-size": N_("A set beats one of the same size"),
    "round-over": N_("A round that has ended"),
    "round-start-wrong-player": N_("The wrong player opens the round"),
    "round-start": N_("The first turn of a round"),
    "second-out-round-end": N_("Going out second ends the round"),
    "take-set": N_("Taking an opponent's set"),
    "turn-hand": N_("Turning the hand"),
    "two-players": N_("Two players"),
}

#: the labels of the game's own position keys on the dispute page
FIELDS = {
    "hand": N_("Cards in hand"),
    "table": N_("Set on the table"),
    "round_start": N_("First turn of the round"),
}
#: position values that are no notation words, as the page names them
VALUES = {
    "true": N_("first turn"),
    "false": N_("a later turn"),
}


def page_data(tr: Translator) -> dict[str, Any]:
    # a card as active/dormant (1/5* the starred card); a start of one: what a keypad lets through
    return {"texts": {key: tr.gettext(msgid) for key, msgid in TEXTS.items()},
            "card": CARD_PATTERN, "card_start": r"\d{0,2}|\d{1,2}/\d{0,2}|" + CARD_PATTERN,
            "value": r"\d{1,2}"}


PARTS = PageParts(root=Path(__file__).resolve().parent, scripts=("page.js",), data=page_data, examples=EXAMPLES,
                  fields=FIELDS, values=VALUES)
