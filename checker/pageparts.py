"""What a game adds to the dispute page of ``referee serve`` (``Game.page_parts()``).

The page itself is the same for every game (``checker/web/``): the players,
the house rules, the move box, the legal moves, the verdict. A game adds,
from its own package:

- ``scripts`` (and ``styles``): files under ``<root>/static/``, served at
  ``/static/games/<game>/<file>`` and loaded after the page's own scripts;
  a script calls ``Referee.define({...})`` with the game's position editor and
  its move builder (docs/web.md says what they get);
- ``template``: a Jinja2 partial under ``<root>/templates/``, shown under the
  position editor and rendered in the reader's language (a key to the board,
  say), with the page's context (``t``, ``words``, ``game``, ``extra``);
- ``data(tr)``: the words and facts the scripts and the template need, in the
  reader's language (JSON-ready), given to them as ``extra``;
- ``examples``: a title for each shipped example position (file stem ->
  English msgid, translated in the catalogs), shown where the page offers
  the examples to start from;
- ``fields``: the label of each of the game's own position keys (key ->
  msgid, or a ``Msg`` with its own context where the game's word differs
  from the other games'), and ``values``: the words for position values that
  are no notation words (``true`` -> "first turn"), both in the reader's
  language on the page (the notation's words come from ``Game.vocabulary``).

A game without parts gets the generic page: the position as YAML, the move
typed or tapped from the legal moves. This module is plain data, so that a
game package can describe its parts without importing the web server.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .i18n import Msg, Translator


def _no_data(tr: Translator) -> dict[str, Any]:
    return {}


@dataclass(frozen=True)
class PageParts:
    #: the folder that holds ``static/`` and ``templates/`` (None: the game has no files of its own)
    root: Path | None = None
    scripts: tuple[str, ...] = ()
    styles: tuple[str, ...] = ()
    template: str | None = None
    data: Callable[[Translator], dict[str, Any]] = _no_data
    examples: Mapping[str, str] = field(default_factory=dict)
    fields: Mapping[str, str | Msg] = field(default_factory=dict)
    values: Mapping[str, str | Msg] = field(default_factory=dict)

    @property
    def static(self) -> Path | None:
        return self.root / "static" if self.root is not None else None

    @property
    def templates(self) -> Path | None:
        return self.root / "templates" if self.root is not None else None

    def example_title(self, stem: str, tr: Translator) -> str:
        """The title of a shipped example in the reader's language (its file name if it has none)."""
        msgid = self.examples.get(stem)
        return tr.gettext(msgid) if msgid else stem
