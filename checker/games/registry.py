"""The table of registered games (``checker.games`` tells how a game registers): which ids
there are, what a name or alias stands for, each game's entry point, facts and home. Nothing
here imports a game's code or its contract (``checker.games.base``), so that the contract can ask
what a name stands for; loading a game as a ``Game`` is ``checker.games.get``."""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from .._compiled.registry import ALIASES, ENTRY_POINTS, GAMES
from ..i18n import N_, Msg
from ..verdict import GameLoadError, UsageError
from .home import BUILTIN, Facts, Home, broken, home_of

#: the entry point group of the games
GROUP = "referee.games"
#: the distribution of the built-in games
DISTRIBUTION = "referee"


class Entry:
    """One registered game: its id (the entry point's name), ``module:attribute`` (its
    value) and the distribution that registers it. (A plain class: the registry is on the
    start-up path, and a named tuple costs a millisecond.)"""

    __slots__ = ("dist", "id", "value")

    def __init__(self, game_id: str, value: str, dist: str) -> None:
        self.id = game_id
        self.value = value
        self.dist = dist

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Entry) and (self.id, self.value, self.dist) == (other.id, other.value, other.dist)

    def __hash__(self) -> int:
        return hash((self.id, self.value, self.dist))

    def __repr__(self) -> str:
        return f"Entry({self.id!r}, {self.value!r}, {self.dist!r})"

    @property
    def module(self) -> str:
        return self.value.partition(":")[0].strip()

    def load(self) -> Any:
        """The object its entry point names, imported (as ``EntryPoint.load`` does) and holding the
        id it is registered under (whether it is a ``Game``: ``checker.games.get``)."""
        module, _, attrs = self.value.partition(":")
        try:
            found: Any = importlib.import_module(module.strip())
            for attr in attrs.strip().split(".") if attrs.strip() else ():
                found = getattr(found, attr)
        except Exception as exc:  # a plug-in that cannot be imported is named, not a traceback
            raise self.broken(f"{self.value}: {type(exc).__name__}: {exc}") from None
        game_id = getattr(found, "id", None)
        if not isinstance(game_id, str):
            raise self.broken(f"{self.value} is {type(found).__name__}, not a Game object")
        if game_id != self.id:
            raise self.broken(f"{self.value} is the game {game_id!r}, registered as {self.id!r}")
        return found

    def broken(self, problem: str) -> GameLoadError:
        return broken(self.id, self.dist, problem)


_BUILT_IN = {game: Entry(game, ENTRY_POINTS[game], DISTRIBUTION) for game in GAMES}


@cache
def _scan() -> tuple[dict[str, Entry], tuple[tuple[Entry, Entry], ...]]:
    """The games the other installed distributions register, by id, and the registrations left
    out for an id already taken (each with the one that keeps it). Once a process."""
    from .scan import entry_points

    found: dict[str, Entry] = {}
    clashes: list[tuple[Entry, Entry]] = []
    for dist, name, value in sorted(entry_points(GROUP)):
        if dist == DISTRIBUTION:
            continue  # the built-in games: compiled (``_BUILT_IN``), the same table
        entry = Entry(name.strip().lower(), value, dist)
        taken = _BUILT_IN.get(entry.id) or found.get(entry.id)
        if taken is None and entry.id in ALIASES:
            taken = _BUILT_IN[ALIASES[entry.id]]
        if taken is not None:
            clashes.append((entry, taken))
        else:
            found[entry.id] = entry
    return found, tuple(clashes)


def _plugins() -> dict[str, Entry]:
    return _scan()[0]


def conflicts() -> list[Msg]:
    """What the registry left out: a plug-in that registers the id of a game already registered."""
    # TRANSLATORS: %(game)s is a game id, %(dist)s and %(other)s names of installed packages
    text = N_("The game %(game)s of %(dist)s is left out: %(other)s registers a game of that name.")
    return [Msg(text, game=left.id, dist=left.dist, other=kept.dist) for left, kept in _scan()[1]]


def ids() -> tuple[str, ...]:
    """Every game id: the built-in games in the order they are registered, then the plug-ins'."""
    return (*GAMES, *sorted(_plugins()))


def built_in() -> tuple[str, ...]:
    """The ids of the games the referee's own distribution registers, in its order (what the
    offline site ships: it installs the referee's wheel and no other, ``checker.bundle``)."""
    return GAMES


def entry(game_id: str) -> Entry:
    """The registration of a game id (``resolve`` a name first)."""
    found = _BUILT_IN.get(game_id) or _plugins().get(game_id)
    if found is None:
        raise UsageError(Msg(N_("Unknown game %(game)s; the games are %(games)s."), game=game_id, games=list(ids())))
    return found


def _plugin_aliases() -> dict[str, str]:
    """The aliases of the plug-in games (from their rules files: each plug-in is loaded; one that
    cannot be is left out here, and named when it is asked for by its id)."""
    aliases: dict[str, str] = {}
    for game_id in sorted(_plugins()):
        try:
            names = facts(game_id).aliases
        except UsageError:
            continue
        for alias in names:
            if alias not in ALIASES and alias not in _BUILT_IN and alias not in _plugins():
                aliases.setdefault(alias, game_id)
    return aliases


def find(name: str) -> str | None:
    """The game id a name or alias stands for, or None."""
    key = name.strip().lower()
    if key in _BUILT_IN:
        return key
    if key in ALIASES:
        return ALIASES[key]
    if key in _plugins():
        return key
    return _plugin_aliases().get(key) if _plugins() else None


def resolve(name: str) -> str:
    """The game id for a name or alias, or a ``UsageError`` with a suggestion."""
    found = find(name)
    if found is not None:
        return found
    from ..schema import suggest

    key = name.strip().lower()
    aliases = {**ALIASES, **(_plugin_aliases() if _plugins() else {})}
    close = suggest(key, [*ids(), *aliases])
    if close:
        # TRANSLATORS: %(game)s is a game id, %(suggestion)s is a close name the user may have meant
        raise UsageError(Msg(N_("Unknown game %(game)s; did you mean %(suggestion)s?"),
                             game=name, suggestion=aliases.get(close, close)))
    # TRANSLATORS: %(game)s is the name the user typed, %(games)s the list of game ids
    raise UsageError(Msg(N_("Unknown game %(game)s; the games are %(games)s."), game=name, games=list(ids())))


def home(game_id: str) -> Home:
    """Where a registered game's rules file, examples and catalogs are (``checker.games.home``):
    the referee's build for a built-in game (nothing is imported), the package of its class for
    a plug-in (its entry point is loaded, once a process)."""
    if game_id in _BUILT_IN:
        return BUILTIN
    found = _LOADED.get(game_id)
    if found is None:
        found = _LOADED[game_id] = entry(game_id).load()
    return home_of(type(found))


def facts(game_id: str) -> Facts:
    """A game's name, player counts and aliases: compiled for a built-in game (nothing is
    imported), read from the rules file in its package for a plug-in."""
    return home(game_id).facts(game_id)


#: the objects the plug-ins' entry points name, loaded so far, by game id
_LOADED: dict[str, Any] = {}


__all__ = ["DISTRIBUTION", "GROUP", "Entry", "Facts", "built_in", "conflicts", "entry", "facts", "find", "home", "ids",
           "resolve"]
