"""The game registry: every game is a plug-in, registered under the ``referee.games``
entry point group as ``<game id> = "<module>:<attribute>"`` (the attribute: the
game's ``Game`` object).

The four built-in games register there in the referee's own ``pyproject.toml``,
as a fifth game does in its own distribution (docs/adding-a-game.md). The build
compiles the referee's own table, with each game's facts from its rules file,
into ``checker._compiled.registry``, so that a command about a built-in game
neither imports the others nor scans the installed distributions: importing
``importlib.metadata`` alone costs about 25 ms, more than ``referee check``
spends on everything else of its own. The installed distributions are scanned
once a process, and only when a name is not a built-in game's or when every
game is listed (``ids``), by reading their metadata files (``scan``: 1 ms where
``importlib.metadata`` takes 25). Either way a game is loaded the same way,
from its entry point (``Entry.load``).

A built-in game keeps its id: a plug-in that registers the same id is left
out, and so is the second of two plug-ins of one id (``conflicts`` says so).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from .registry import (
    DISTRIBUTION,
    GROUP,
    Entry,
    Facts,
    built_in,
    conflicts,
    entry,
    facts,
    find,
    home,
    ids,
    resolve,
)

if TYPE_CHECKING:
    from .base import Game, Seated

P = TypeVar("P", bound="Seated")
M = TypeVar("M")

__all__ = ["DISTRIBUTION", "GROUP", "Entry", "Facts", "built_in", "conflicts", "entry", "facts", "find", "get", "home",
           "ids", "implied_variant", "resolve"]

#: the games loaded so far, by id
_GAMES: dict[str, Game[Any, Any]] = {}


def get(name: str) -> Game[Any, Any]:
    """The game a name or alias stands for, loaded from its entry point (once a process)."""
    game = _GAMES.get(name)
    if game is not None:  # a loaded game's own id (what a request's path and most callers give)
        return game
    from . import registry
    from .base import Game

    game_id = resolve(name)
    game = _GAMES.get(game_id)
    if game is None:
        found = registry._LOADED.get(game_id)
        if found is None:
            found = registry._LOADED[game_id] = entry(game_id).load()
        if not isinstance(found, Game):
            raise entry(game_id).broken(f"{entry(game_id).value} is {type(found).__name__}, not a Game object")
        game = _GAMES[game_id] = found
        home(game_id)  # a plug-in's catalogs join the translators when its home is made
    return game


def implied_variant(name: str, game: Game[P, M]) -> str | None:
    """The scoring variant a game name implies: an alias that is also one of
    the game's ``VARIANTS`` (``blockers`` for Uptown's Blockers! rules), else None."""
    key = name.strip().lower()
    return key if key != game.id and key in game.VARIANTS else None
