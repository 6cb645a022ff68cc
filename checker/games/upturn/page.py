"""Upturn's parts of the dispute page (``Game.page_parts``, ``checker.pageparts``): its script
(``static/page.js``), the tiles its keypads may make, the texts of its move builder and the
titles of its examples, in the reader's language."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...i18n import N_
from ...pageparts import PageParts
from .model import ACTIONS, CANONICAL, sorted_tiles

if TYPE_CHECKING:
    from ...i18n import Translator

#: the move builder's headings, by the key its script uses
TEXTS = {
    # TRANSLATORS: Upturn's dispute page: the heading of the tiles of the mover's rack, one to tap as the tile played
    "tile": N_("The tile played"),
    # TRANSLATORS: Upturn's dispute page: opens a keypad for a tile that is not on the rack as the position has it
    "other_tile": N_("Another tile"),
    # TRANSLATORS: Upturn's dispute page: the heading of the pass button (no tile played; a tile is drawn)
    "no_tile": N_("No tile played"),
    # TRANSLATORS: Upturn's dispute page: the tiles laid after a twin, tapped in the order laid
    "fill": N_("Fill tiles, in the order laid"),
    # TRANSLATORS: Upturn's dispute page: how many of the tiles drawn after a twin each opponent gets
    "give_twin": N_("Drawn tiles given to"),
    # TRANSLATORS: Upturn's dispute page: the opponent who gets the tile drawn after a hand tile
    "give_hand": N_("The tile from the bag goes to"),
    # TRANSLATORS: Upturn's dispute page: the trend an Up & Down arrow or a Joker names
    "trend": N_("The trend named"),
    # TRANSLATORS: Upturn's dispute page: whether the direction of play is kept or reversed
    "direction": N_("Direction of play"),
    # TRANSLATORS: Upturn's dispute page: the extra tile a player may lay after a Joker
    "then": N_("Extra tile after the Joker"),
    # TRANSLATORS: Upturn's dispute page: with the house rule play-drawn-tile, the tile just drawn when passing, played at once
    "then_pass": N_("The tile drawn, played at once"),
    # TRANSLATORS: Upturn's dispute page: the player called “Upturn” (one tile left)
    "call": N_("The call"),
}

#: the shipped examples' titles (``examples/upturn/<stem>.yaml``)
EXAMPLES = {
    "arrows": N_("Up and Down arrows"),
    "ascending-row": N_("Number tiles on an ascending row"),
    "empty-bag": N_("The bag is empty"),
    "first-play": N_("The first play"),
    "hand-tile": N_("A number tile with a hand"),
    "joker": N_("A Joker, play going counterclockwise"),
    "last-tile-wins": N_("The last tile wins"),
    "pass-drawn-tile": N_("Passing and the tile drawn"),
    "skip-two-players": N_("Skips with two players"),
    "twin-fill": N_("A twin with fill tiles"),
    "unknown-racks": N_("Tiles nobody knows"),
    "upturn-call": N_("Calling “Upturn”"),
}

#: the labels of the game's own position keys on the dispute page
FIELDS = {
    "direction": N_("Direction of play"),
    "trend": N_("Trend"),
    "start_tile": N_("Start tile"),
    "row": N_("Row (last tiles)"),
    # TRANSLATORS: the label of a player's rack on the dispute page of Upturn (Uptown has its own)
    "rack": N_("Rack"),
    "bag": N_("Bag"),
}


def page_data(tr: Translator) -> dict[str, Any]:
    numbers = sorted_tiles(t for t in CANONICAL if t[0].isdigit())
    return {"texts": {key: tr.gettext(msgid) for key, msgid in TEXTS.items()},
            "tiles": {"words": list(ACTIONS), "entries": numbers}}


PARTS = PageParts(root=Path(__file__).resolve().parent, scripts=("page.js",), data=page_data, examples=EXAMPLES,
                  fields=FIELDS)
