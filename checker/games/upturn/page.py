"""Upturn's parts of the dispute page (``Game.page_parts``, ``checker.pageparts``): its script
(``static/page.js``), the tiles its keypads may make, the texts of its move builder and the
titles of its examples, in the reader's language."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...pageparts import PageParts
from . import messages as m
from .model import ACTIONS, CANONICAL, sorted_tiles

if TYPE_CHECKING:
    from ...i18n import Translator


def page_data(tr: Translator) -> dict[str, Any]:
    numbers = sorted_tiles(t for t in CANONICAL if t[0].isdigit())
    return {"texts": {key: tr.gettext(msgid) for key, msgid in m.PAGE_TEXTS.items()},
            "tiles": {"words": list(ACTIONS), "entries": numbers}}


PARTS = PageParts(root=Path(__file__).resolve().parent, scripts=("page.js",), data=page_data, examples=m.PAGE_EXAMPLES,
                  fields=m.PAGE_FIELDS)
