"""Where a game's data lives: its rules file, its example positions and its catalogs.

A game is code (its ``Game`` subclass) and data beside it. The four built-in
games keep their data in the referee's own build: the rules compiled into
``checker/_compiled`` (facts in the registry module, rulebooks as JSON), the
examples in ``examples/<id>/`` (``checker/_examples`` in a wheel), the
messages in the referee's catalogs. A plug-in game keeps the same three in
its own package, laid out as the referee's source tree is::

    <package>/rules/<id>.yaml                       the rules file (the facts, the clauses)
    <package>/examples/<id>/*.yaml                  example positions and records
    <package>/locales/<lang>/LC_MESSAGES/<package>.mo   its catalogs: the gettext domain is the package's name

The home of a game is the top-level package of the class that sets its
``id`` (``Game.home``), so a subclass made elsewhere (a test's broken copy)
keeps the data of the game it copies.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..i18n import N_, Msg, add_domain
from ..verdict import GameLoadError

if TYPE_CHECKING:
    from types import ModuleType

#: the top-level package of the built-in games
BUILTIN_PACKAGE = "checker"
_CHECKER = Path(__file__).resolve().parent.parent
#: the built-in games' rulebooks, compiled from ``rules/*.yaml`` by the build (``hatch_build.py``)
COMPILED = _CHECKER / "_compiled" / "rules"


def examples_dir() -> Path:
    """The folder of the built-in games' examples, one folder per game id: packaged in the wheel as
    ``checker/_examples``, read from the checkout's ``examples/`` in an editable install."""
    packaged = _CHECKER / "_examples"
    return packaged if packaged.is_dir() else _CHECKER.parent / "examples"


class Facts:
    """What the registry says of a game without importing it: its name, the fewest and most
    players, and the other names it answers to (its rules file's ``name``, ``players``, ``aliases``).
    (A plain class: the registry is on the start-up path, and a named tuple costs a millisecond.)"""

    __slots__ = ("aliases", "name", "players")

    def __init__(self, name: str, players: tuple[int, int], aliases: tuple[str, ...]) -> None:
        self.name = name
        self.players = players
        self.aliases = aliases

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Facts) and (self.name, self.players, self.aliases) == (
            other.name, other.players, other.aliases)

    def __hash__(self) -> int:
        return hash((self.name, self.players, self.aliases))

    def __repr__(self) -> str:
        return f"Facts({self.name!r}, {self.players!r}, {self.aliases!r})"


class Home:
    """The data of the built-in games: compiled into the referee's own package by the build."""

    package = BUILTIN_PACKAGE

    def facts(self, game_id: str) -> Facts:
        return _builtin_facts(game_id)

    def rules(self, game_id: str) -> dict[str, Any]:
        import json

        with open(COMPILED / f"{game_id}.json", encoding="utf-8") as fh:
            data: dict[str, Any] = json.load(fh)
        return data

    def examples(self, game_id: str) -> Path:
        return examples_dir() / game_id


class PackageHome(Home):
    """The data of a plug-in game, in its own package (see the module text). Its catalogs are
    added to every translator when the home is first made, so that the game's messages read in
    the reader's language; a message its catalogs lack stays in English (its msgid)."""

    def __init__(self, package: str) -> None:
        self.package = package
        module = sys.modules.get(package)
        paths = list(getattr(module, "__path__", None) or [])
        self.root = Path(paths[0]) if paths else None
        if self.root is not None:
            add_domain(package, str(self.root / "locales"), self._texts)

    def _broken(self, game_id: str, problem: str) -> GameLoadError:
        return broken(game_id, self.package, problem)

    def _folder(self, game_id: str) -> Path:
        if self.root is None:
            raise self._broken(game_id, "a plug-in game must live in a package (a folder with __init__.py)")
        return self.root

    def rules(self, game_id: str) -> dict[str, Any]:
        return self._rules(game_id)

    def facts(self, game_id: str) -> Facts:
        data = self._rules(game_id)
        players = data.get("players")
        if not (isinstance(players, dict) and isinstance(players.get("min"), int)
                and isinstance(players.get("max"), int) and 1 <= players["min"] <= players["max"]):
            raise self._broken(game_id, f"{self._path(game_id)}: players must be {{min: N, max: N}}")
        aliases = data.get("aliases") or []
        if not (isinstance(data.get("name"), str) and isinstance(aliases, list)
                and all(isinstance(a, str) for a in aliases)):
            raise self._broken(game_id, f"{self._path(game_id)}: name must be a text and aliases a list of texts")
        return Facts(data["name"], (players["min"], players["max"]), tuple(a.strip().lower() for a in aliases))

    def examples(self, game_id: str) -> Path:
        return self._folder(game_id) / "examples" / game_id

    def _path(self, game_id: str) -> Path:
        return self._folder(game_id) / "rules" / f"{game_id}.yaml"

    def _rules(self, game_id: str) -> dict[str, Any]:
        found = _RULES.get((self.package, game_id))
        if found is not None:
            return found
        import yaml

        path = self._path(game_id)
        try:
            text = path.read_text(encoding="utf-8")
            data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
        except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
            raise self._broken(game_id, f"{path}: {exc}") from None
        if not isinstance(data, dict) or data.get("game") != game_id:
            raise self._broken(game_id, f"{path}: a rules file is a mapping whose game is {game_id}")
        _RULES[(self.package, game_id)] = data
        return data

    def _texts(self) -> Mapping[str, str]:
        """Every message context of the rules files read so far, with its English text (``i18n``
        quotes a rule by its id: the text is the msgid of the context in the game's catalog)."""
        texts: dict[str, str] = {}
        for (package, _game), data in list(_RULES.items()):
            if package == self.package:
                texts.update(rule_texts(data))
        return texts


def broken(game_id: str, source: str, problem: str) -> GameLoadError:
    """A plug-in game that cannot be loaded or lacks a fact: named with what is wrong, not a traceback."""
    # TRANSLATORS: %(game)s is a game id, %(source)s the installed package it comes from, %(problem)s what is wrong with it (in English, for its author)
    return GameLoadError(Msg(N_("The game %(game)s cannot be loaded from %(source)s: %(problem)s"),
                          game=game_id, source=source, problem=problem))


#: the rules files of the plug-in games read so far: (package, game id) -> data
_RULES: dict[tuple[str, str], dict[str, Any]] = {}


def rule_texts(data: Mapping[str, Any]) -> dict[str, str]:
    """A rules file's rule texts by message context (``rules/README.md``): the rule id for its
    text, ``<id>:title`` for its title, ``<id>:reason`` for a ruling's reason."""
    texts: dict[str, str] = {}
    for rule in data.get("rules") or []:
        if not isinstance(rule, dict) or not isinstance(rule.get("id"), str):
            continue
        for suffix, key in (("", "text"), (":title", "title"), (":reason", "reason")):
            if isinstance(rule.get(key), str):
                texts[rule["id"] + suffix] = rule[key]
    return texts


BUILTIN = Home()


@cache
def _builtin_facts(game_id: str) -> Facts:
    """A built-in game's facts, from the compiled registry (the same for the whole process)."""
    from .._compiled.registry import ALIASES, NAMES, PLAYERS

    return Facts(NAMES[game_id], PLAYERS[game_id], tuple(a for a, g in ALIASES.items() if g == game_id))


@cache
def package_home(package: str) -> Home:
    return BUILTIN if package == BUILTIN_PACKAGE else PackageHome(package)


def owner(cls: type) -> type:
    """The class in a game class's lineage that sets its ``id``: the game a copy made elsewhere copies."""
    return next((c for c in cls.__mro__ if "id" in vars(c)), cls)


def home_of(cls: type) -> Home:
    """The home of a game class: the top-level package of the class that sets its ``id``."""
    return package_home(owner(cls).__module__.split(".")[0])


def page_parts(cls: type) -> ModuleType | None:
    """The module ``page`` of the package that holds the class that sets a game's ``id``, if it has one."""
    import importlib
    import importlib.util

    module = sys.modules.get(owner(cls).__module__)
    package = getattr(module, "__package__", None)  # a package's own name, or a module's package
    if not package or importlib.util.find_spec(f"{package}.page") is None:
        return None
    return importlib.import_module(f"{package}.page")


__all__ = ["BUILTIN", "COMPILED", "Facts", "Home", "PackageHome", "broken", "examples_dir", "home_of", "owner",
           "package_home", "page_parts", "rule_texts"]
