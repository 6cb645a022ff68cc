"""Uptown's parts of the dispute page (``Game.page_parts``, ``checker.pageparts``): its script
(``static/page.js``) and style (``static/page.css``), the key to the board (``templates/key.html``: the colours with
the letters the notation writes, the zones with their symbols), the texts of its move builder and
the titles of its examples, in the reader's language.

A symbol is drawn on a square as a picture (the squares are 40 px on a phone: no symbol name fits
uncut); the key and every button name it in words."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...pageparts import PageParts
from . import messages as m
from .model import CODES, COLOURS, FACES, RACK, ROWS, SYMBOLS, zone_squares
from .words import vocab

if TYPE_CHECKING:
    from ...i18n import Translator

#: the picture of each symbol on the board (the tiles show a man in a hat, a ring, a woman, ...)
GLYPHS = {"man": "🎩", "ring": "💍", "woman": "👩", "sign": "🪧", "skyline": "🏙️", "sax": "🎷", "car": "🚗",
          "cards": "🃏", "champagne": "🥂"}
assert set(GLYPHS) == set(SYMBOLS)


def page_data(tr: Translator) -> dict[str, Any]:
    words = vocab(tr)
    return {
        "texts": {key: tr.render(msg) for key, msg in m.PAGE_TEXTS.items()},
        "rows": ROWS, "tiles": list(FACES), "glyphs": GLYPHS, "rack": RACK,
        "colours": [{"id": c, "code": code, "name": words.show(c)} for c, code in zip(COLOURS, CODES, strict=True)],
        "zones": [{"symbol": s, "glyph": GLYPHS[s], "name": words.show(s), "squares": zone_squares(z)}
                  for z, s in enumerate(SYMBOLS)],
    }


PARTS = PageParts(root=Path(__file__).resolve().parent, scripts=("page.js",), styles=("page.css",),
                  template="key.html", data=page_data, examples=m.PAGE_EXAMPLES,
                  fields=m.PAGE_FIELDS)
