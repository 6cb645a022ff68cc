"""Uptown's parts of the dispute page (``Game.page_parts``, ``checker.pageparts``): its script
(``static/page.js``) and style (``static/page.css``), the key to the board (``templates/key.html``: the colours with
the letters the notation writes, the zones with their symbols), the texts of its move builder and
the titles of its examples, in the reader's language.

A symbol is drawn on a square as a picture (the squares are 40 px on a phone: no symbol name fits
uncut); the key and every button name it in words."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...i18n import N_, NC_, Msg
from ...pageparts import PageParts
from .model import CODES, COLOURS, FACES, RACK, ROWS, SYMBOLS, zone_squares
from .words import vocab

if TYPE_CHECKING:
    from ...i18n import Translator

#: the picture of each symbol on the board (the tiles show a man in a hat, a ring, a woman, ...)
GLYPHS = {"man": "🎩", "ring": "💍", "woman": "👩", "sign": "🪧", "skyline": "🏙️", "sax": "🎷", "car": "🚗",
          "cards": "🃏", "champagne": "🥂"}
assert set(GLYPHS) == set(SYMBOLS)

#: the move builder's and the board's texts, by the key its script and the key's template use
TEXTS: dict[str, str | Msg] = {
    # TRANSLATORS: Uptown's dispute page: the heading of the key to the board's colours
    "colours": N_("Colours (the letter is how a move writes the colour)"),
    # TRANSLATORS: Uptown's dispute page: the heading of the key to the nine zones and their symbols
    "zones": N_("The zones and their symbols"),
    # TRANSLATORS: Uptown's dispute page: under the board of the position
    "board_hint": N_("Tap a square to change what lies on it. An empty square shows its name."),
    # TRANSLATORS: Uptown's dispute page: a square and what lies on it; %(square)s is its name (E4), %(what)s the tile
    "square": N_("Square %(square)s: %(what)s"),
    # TRANSLATORS: Uptown's dispute page: a square with no tile on it
    "empty": N_("empty"),
    # TRANSLATORS: Uptown's dispute page: a tile of a colour; %(tile)s is the tile (C, 7, ring), %(colour)s its colour
    "tile_of": N_("%(tile)s (%(colour)s)"),
    # TRANSLATORS: Uptown's dispute page: a tile whose face is not known, only its colour (%(colour)s)
    "hidden": N_("a tile not shown (%(colour)s)"),
    # TRANSLATORS: Uptown's dispute page: the colour buttons for the square chosen on the board
    "colour_of": N_("The colour on this square"),
    # TRANSLATORS: Uptown's dispute page: the tile buttons for the square chosen on the board
    "tile_on": N_("The tile on this square"),
    # TRANSLATORS: Uptown's dispute page: the square keeps its colour, but which tile it is is not known
    "face_unknown": N_("not known"),
    # TRANSLATORS: Uptown's dispute page: the heading of the pass button (no tile placed)
    "no_tile": N_("No tile placed"),
    # TRANSLATORS: Uptown's dispute page: the rack a two-colour player took the tile from
    "from_rack": N_("From the rack of"),
    # TRANSLATORS: Uptown's dispute page: the tiles of the mover's racks, one to tap as the tile placed
    "tile": N_("The tile placed"),
    # TRANSLATORS: Uptown's dispute page: opens the buttons of every tile, for one not on the rack as the position has it
    "other_tile": NC_("uptown dispute page", "Another tile"),
    # TRANSLATORS: Uptown's dispute page: the board on which the square the tile went to is tapped
    "target": N_("The square it went to (a square with a tile on it: a capture)"),
}

#: the shipped examples' titles (``examples/uptown/<stem>.yaml``)
EXAMPLES = {
    "01-letter-tile": N_("A letter tile"),
    "02-number-tile": N_("A number tile"),
    "03-symbol-tile": N_("A symbol tile"),
    "04-dollar-tile": N_("The dollar tile"),
    "05-capture-split": N_("A capture that splits a group"),
    "06-capture-own-and-pairs": N_("Capturing your own tile, a single tile, a pair"),
    "07-forced-capture": N_("A forced capture"),
    "08-no-placement-pass": N_("Passing when no tile fits"),
    "09-last-turn": N_("The last turn"),
    "10-game-over": N_("The end of the game"),
    "11-two-players": N_("Two players, two colours each"),
    "12-hidden-rack": N_("A hidden rack"),
    "13-blocked": N_("Nobody can place any more"),
    "14-captures-unknown": N_("Captures not known"),
}

#: the labels of the game's own position keys on the dispute page
FIELDS: dict[str, str | Msg] = {
    "board": N_("Board"),
    "colours": N_("Colours"),
    # TRANSLATORS: the label of a colour's tile rack on the dispute page of Uptown (its rules' word)
    "rack": NC_("uptown field", "Rack"),
}


def page_data(tr: Translator) -> dict[str, Any]:
    words = vocab(tr)
    return {
        "texts": {key: tr.render(msg) for key, msg in TEXTS.items()},
        "rows": ROWS, "tiles": list(FACES), "glyphs": GLYPHS, "rack": RACK,
        "colours": [{"id": c, "code": code, "name": words.show(c)} for c, code in zip(COLOURS, CODES, strict=True)],
        "zones": [{"symbol": s, "glyph": GLYPHS[s], "name": words.show(s), "squares": zone_squares(z)}
                  for z, s in enumerate(SYMBOLS)],
    }


PARTS = PageParts(root=Path(__file__).resolve().parent, scripts=("page.js",), styles=("page.css",),
                  template="key.html", data=page_data, examples=EXAMPLES,
                  fields=FIELDS)
