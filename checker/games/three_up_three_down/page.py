"""3UP 3DOWN's parts of the dispute page (``Game.page_parts``, ``checker.pageparts``): its script
(``static/page.js``), the cards, the texts of its move builder and the titles of its examples,
in the reader's language."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...pageparts import PageParts
from . import messages as m
from .model import CARDS, EXTRA

if TYPE_CHECKING:
    from ...i18n import Translator


def page_data(tr: Translator) -> dict[str, Any]:
    return {"texts": {key: tr.gettext(msgid) for key, msgid in m.PAGE_TEXTS.items()},
            "cards": list(CARDS), "extra": dict(EXTRA)}


PARTS = PageParts(root=Path(__file__).resolve().parent, scripts=("page.js",), data=page_data, examples=m.PAGE_EXAMPLES,
                  fields=m.PAGE_FIELDS)
