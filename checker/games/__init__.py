"""The game registry: game id -> package, and the names the command line accepts.

The facts about each game (name, player counts, aliases) have one home, the
rules files; the build compiles them into ``checker._compiled.registry``,
which this module re-exports. Game packages are imported only when a game is
used, so that a check of one game never pays for the others.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, TypeVar

from .._compiled.registry import ALIASES, GAMES, NAMES, PLAYERS
from ..i18n import N_, Msg
from ..verdict import UsageError

if TYPE_CHECKING:
    from .base import Game, Seated

P = TypeVar("P", bound="Seated")
M = TypeVar("M")

__all__ = ["ALIASES", "MODULES", "NAMES", "PLAYERS", "get", "implied_variant", "resolve"]

#: game id -> package in this folder (where the code lives; the ids are the rules files')
MODULES = {"upturn": "upturn", "dnup": "dnup", "uptown": "uptown", "3up3down": "three_up_three_down"}

assert set(MODULES) == set(GAMES), "rules/*.yaml and the game packages name different games"


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


def implied_variant(name: str, game: Game[P, M]) -> str | None:
    """The scoring variant a game name implies: an alias that is also one of
    the game's ``VARIANTS`` (``blockers`` for Uptown's Blockers! rules), else None."""
    key = name.strip().lower()
    return key if key != game.id and key in game.VARIANTS else None


def get(name: str) -> Game[Any, Any]:
    game_id = resolve(name)
    module = importlib.import_module(f"{__name__}.{MODULES[game_id]}")
    game: Game[Any, Any] = module.GAME
    return game
