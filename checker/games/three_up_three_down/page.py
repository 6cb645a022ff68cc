"""3UP 3DOWN's parts of the dispute page (``Game.page_parts``, ``checker.pageparts``): its script
(``static/page.js``), the cards, the texts of its move builder and the titles of its examples,
in the reader's language."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...i18n import N_
from ...pageparts import PageParts
from .model import CARDS, EXTRA

if TYPE_CHECKING:
    from ...i18n import Translator

#: the move builder's headings, by the key its script uses
TEXTS = {
    # TRANSLATORS: 3UP 3DOWN's dispute page: where the cards of a discard came from (hand, face-up, face-down), or a pickup
    "from": N_("Played from"),
    # TRANSLATORS: 3UP 3DOWN's dispute page: the cards discarded, tapped (several of one number may go together)
    "cards": N_("The cards discarded"),
    # TRANSLATORS: 3UP 3DOWN's dispute page: which face-down card was turned over, counted from 1
    "slot": N_("The face-down card turned over"),
    # TRANSLATORS: 3UP 3DOWN's dispute page: the card a face-down card showed once turned (may be left out)
    "showed": N_("It showed"),
    # TRANSLATORS: 3UP 3DOWN's dispute page: the number of a face-down card (%(slot)s, counted from 1)
    "slot_n": N_("Card %(slot)s"),
    # TRANSLATORS: 3UP 3DOWN's dispute page: the extra discard a Clear +1 or Clear +2 gives; %(number)s counts them from 1
    "extra": N_("Extra discard %(number)s"),
    # TRANSLATORS: 3UP 3DOWN's dispute page: the player drew back up to three before the extra discard
    "drew": N_("Drew first"),
    # TRANSLATORS: 3UP 3DOWN's dispute page: opens a list of every card, for one not in the hand as the position has it
    "other_card": N_("Another card"),
}

#: the shipped examples' titles (``examples/3up3down/<stem>.yaml``)
EXAMPLES = {
    "clear-cards-only-in-hand": N_("Only Clear cards in hand"),
    "clear-plus-one-with-draw": N_("Clear +1, with a draw"),
    "clear-plus-two-breaks-down": N_("Clear +2 from the face-up cards"),
    "clear-plus-two-from-the-hand": N_("Clear +2 from the hand"),
    "clear-plus-two-from-the-table": N_("Clear +2 when the hand is empty"),
    "face-down-blind": N_("Face-down cards, played blind"),
    "face-up-after-the-hand": N_("Face-up cards come after the hand"),
    "large-hand-draws-nothing": N_("A large hand draws nothing"),
    "last-cards-win": N_("The last cards win"),
    "lead-on-empty-pile": N_("Opening the pile"),
    "multiple-clears-house-rule": N_("Several Clear cards at once"),
    "pick-up-the-pile": N_("Picking up the pile"),
    "three-of-a-kind-across-players": N_("Three of a kind from three players"),
    "two-decks-eight-players": N_("Two decks, eight players"),
    "two-decks-four-players": N_("Two decks, four players"),
}

#: the labels of the game's own position keys on the dispute page
FIELDS = {
    "pile": N_("Discard pile (top last)"),
    "draw_pile": N_("Draw pile"),
    "hand": N_("Cards in hand"),
    "face_up": N_("Face-up cards"),
    "face_down": N_("Face-down cards"),
}


def page_data(tr: Translator) -> dict[str, Any]:
    return {"texts": {key: tr.gettext(msgid) for key, msgid in TEXTS.items()},
            "cards": list(CARDS), "extra": dict(EXTRA)}


PARTS = PageParts(root=Path(__file__).resolve().parent, scripts=("page.js",), data=page_data, examples=EXAMPLES,
                  fields=FIELDS)
