"""The game registry: game id -> module, and the aliases the command line accepts.

Modules are imported only when a game is used, so that a check of one game
never pays for the others.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from ..i18n import Msg, N_
from ..verdict import UsageError

if TYPE_CHECKING:
    from .base import Game

#: game id -> module name in this package
MODULES = {"upturn": "upturn", "dnup": "dnup", "uptown": "uptown", "3up3down": "three_up_three_down"}
#: extra names accepted on the command line (the rules files list them too; a test keeps both in step)
ALIASES = {"blockers": "uptown", "3up-3down": "3up3down", "3up": "3up3down"}


def resolve(name: str) -> str:
    """The game id for a name or alias, or a ``UsageError`` with a suggestion."""
    key = name.strip().lower()
    if key in MODULES:
        return key
    if key in ALIASES:
        return ALIASES[key]
    from ..schema import suggest

    close = suggest(key, list(MODULES) + list(ALIASES))
    if close:
        # TRANSLATORS: %(game)s is a game id, %(suggestion)s is a close name the user may have meant
        raise UsageError(Msg(N_("Unknown game %(game)s; did you mean %(suggestion)s?"),
                             game=name, suggestion=ALIASES.get(close, close)))
    # TRANSLATORS: %(game)s is the name the user typed, %(games)s the list of game ids
    raise UsageError(Msg(N_("Unknown game %(game)s; the games are %(games)s."), game=name, games=list(MODULES)))


def get(name: str) -> "Game":
    game_id = resolve(name)
    module = importlib.import_module(f"{__name__}.{MODULES[game_id]}")
    return module.GAME
