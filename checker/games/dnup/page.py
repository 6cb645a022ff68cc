"""dnup's parts of the dispute page (``Game.page_parts``, ``checker.pageparts``): its script
(``static/page.js``), what its card keypads may make, the texts of its move builder and the
titles of its examples, in the reader's language."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...pageparts import PageParts
from . import messages as m
from .model import CARD_PATTERN

if TYPE_CHECKING:
    from ...i18n import Translator


def page_data(tr: Translator) -> dict[str, Any]:
    # a card as active/dormant (1/5* the starred card); a start of one: what a keypad lets through
    return {"texts": {key: tr.gettext(msgid) for key, msgid in m.PAGE_TEXTS.items()},
            "card": CARD_PATTERN, "card_start": r"\d{0,2}|\d{1,2}/\d{0,2}|" + CARD_PATTERN,
            "value": r"\d{1,2}"}


PARTS = PageParts(root=Path(__file__).resolve().parent, scripts=("page.js",), data=page_data, examples=m.PAGE_EXAMPLES,
                  fields=m.PAGE_FIELDS, values=m.PAGE_VALUES)
