"""Build hook: everything the package derives from its sources, made at build time.

- ``compile_catalogs``: ``locales/*/LC_MESSAGES/messages.po`` -> ``checker/_locales``
  (``.mo``), and the English catalog generated from ``locales/messages.pot``
  (English is the msgids themselves: no committed copy of them);
- ``compile_rules``: ``rules/*.yaml`` -> ``checker/_compiled``: the games this
  distribution registers under the ``referee.games`` entry point group
  (``pyproject.toml``), each with its facts (names, player counts, aliases:
  the rules files are their one home), as a small Python module that the
  registry imports, and every rulebook as JSON, so that ``rules``, ``search``
  and ``games`` never parse YAML at run time, and a command never scans the
  installed distributions for the four built-in games (``checker.games``).

Nothing made here is committed; every build (wheel, editable or not) makes it
again, and fails if a catalog has errors or a rules file lacks a fact.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # imported outside a build (the tests call the compile functions)
    BuildHookInterface = object  # type: ignore[misc,assignment]

ENGLISH = "en"


def _write_mo(catalog: Any, mo_path: Path) -> Path:
    """The standard ``.mo`` file, and beside it ``messages.idx``: the same messages as
    gettext reads them, in buckets the referee reads one at a time (``checker.i18n``
    writes and reads that form, so it has one home)."""
    import gettext
    import importlib.util

    from babel.messages.mofile import write_mo

    mo_path.parent.mkdir(parents=True, exist_ok=True)
    with mo_path.open("wb") as fh:
        write_mo(fh, catalog, use_fuzzy=False)
    with mo_path.open("rb") as fh:
        read = gettext.GNUTranslations(fh)
    spec = importlib.util.spec_from_file_location("_referee_i18n", Path(__file__).parent / "checker" / "i18n.py")
    assert spec is not None and spec.loader is not None
    i18n = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(i18n)
    messages = dict(read._catalog)  # type: ignore[attr-defined]  # gettext keeps its messages there
    plural_forms = read.info().get("plural-forms", "nplurals=2; plural=(n != 1);")
    mo_path.with_suffix(".idx").write_bytes(i18n.index_bytes(messages, plural_forms))
    return mo_path


def english_catalog(root: Path) -> Any:
    """The English catalog: every msgid of the template is its own translation."""
    from babel.messages.pofile import read_po

    with (root / "locales" / "messages.pot").open("rb") as fh:
        catalog = read_po(fh, locale=ENGLISH)
    for message in catalog:
        if message.id:
            message.string = tuple(message.id) if isinstance(message.id, tuple) else message.id
            message.flags.discard("fuzzy")
    return catalog


def compile_catalogs(root: Path) -> list[Path]:
    from babel.messages.pofile import read_po

    out = root / "checker" / "_locales"
    written = [_write_mo(english_catalog(root), out / ENGLISH / "LC_MESSAGES" / "messages.mo")]
    for po_path in sorted((root / "locales").glob("*/LC_MESSAGES/messages.po")):
        lang = po_path.parent.parent.name
        if lang == ENGLISH:
            raise RuntimeError(f"{po_path}: the English catalog is generated from messages.pot; delete this copy")
        with po_path.open("rb") as fh:
            catalog = read_po(fh, locale=lang)
        errors = [(msg.id, err) for msg, errs in catalog.check() for err in errs]
        if errors:
            raise RuntimeError(f"{po_path}: {errors[:5]}")
        written.append(_write_mo(catalog, out / lang / "LC_MESSAGES" / "messages.mo"))
    return written


#: the entry point group of the games (``checker.games.GROUP``)
GROUP = "referee.games"


def registered_games(root: Path) -> dict[str, str]:
    """The games this distribution registers: id -> entry point (``module:attribute``), in
    the order of ``[project.entry-points."referee.games"]`` in ``pyproject.toml``."""
    import tomllib

    with (root / "pyproject.toml").open("rb") as fh:
        project = tomllib.load(fh)["project"]
    games: dict[str, str] = project.get("entry-points", {}).get(GROUP, {})
    return dict(games)


def load_rules(root: Path) -> dict[str, dict[str, Any]]:
    """The rules file of every registered game, by game id (the file's ``game``), in the
    order the games are registered; a game without its rules file, or a rules file of no
    registered game, stops the build."""
    import yaml

    books = {}
    for path in sorted((root / "rules").glob("*.yaml")):
        with path.open(encoding="utf-8") as fh:
            data = yaml.safe_load(fh)
        game = data["game"]
        if path.stem != game:
            raise RuntimeError(f"{path}: the file of game {game!r} must be named {game}.yaml")
        players = data["players"]
        if not (isinstance(players, dict) and 1 <= players["min"] <= players["max"]):
            raise RuntimeError(f"{path}: players must be {{min: N, max: N}}")
        books[game] = data
    registered = registered_games(root)
    if set(registered) != set(books):
        raise RuntimeError(f"pyproject.toml registers the games {sorted(registered)} under {GROUP!r}, "
                           f"but rules/ has the files of {sorted(books)}")
    return {game: books[game] for game in registered}


def registry_source(books: dict[str, dict[str, Any]], entry_points: dict[str, str]) -> str:
    """The generated module ``checker/_compiled/registry.py``: the registered games in their
    order, each one's entry point and facts."""
    aliases: dict[str, str] = {}
    for game, data in books.items():
        for alias in data.get("aliases") or []:
            if alias in books or aliases.get(alias, game) != game:
                raise RuntimeError(f"rules/{game}.yaml: the alias {alias!r} already names another game")
            aliases[alias] = game
    players = {game: (data["players"]["min"], data["players"]["max"]) for game, data in books.items()}
    names = {game: data["name"] for game, data in books.items()}
    return (
        '"""Generated by hatch_build.py from rules/*.yaml at build time: do not edit, never commit."""\n\n'
        f"GAMES: tuple[str, ...] = {tuple(books)!r}\n"
        f"ENTRY_POINTS: dict[str, str] = {entry_points!r}\n"
        f"NAMES: dict[str, str] = {names!r}\n"
        f"PLAYERS: dict[str, tuple[int, int]] = {players!r}\n"
        f"ALIASES: dict[str, str] = {aliases!r}\n"
    )


def compile_rules(root: Path) -> list[Path]:
    books = load_rules(root)
    out = root / "checker" / "_compiled"
    (out / "rules").mkdir(parents=True, exist_ok=True)
    written = []
    init = out / "__init__.py"
    init.write_text('"""Data compiled from rules/*.yaml by hatch_build.py (never committed)."""\n', encoding="utf-8")
    registry = out / "registry.py"
    registry.write_text(registry_source(books, registered_games(root)), encoding="utf-8")
    written += [init, registry]
    for stale in (out / "rules").glob("*.json"):
        if stale.stem not in books:
            stale.unlink()
    for game, data in books.items():
        path = out / "rules" / f"{game}.json"
        path.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
        written.append(path)
    return written


def _fold(text: str) -> str:
    """The same folding as ``checker.rulebook.fold`` (case and accents dropped)."""
    import unicodedata

    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def compile_search(root: Path) -> list[Path]:
    """``checker/_compiled/search.json``: every clause's id, title, text and
    reason folded for searching, in every language, so that ``referee search``
    looks in all five languages without loading five catalogs."""
    from babel.messages.pofile import read_po

    catalogs = {ENGLISH: english_catalog(root)}
    for po_path in sorted((root / "locales").glob("*/LC_MESSAGES/messages.po")):
        with po_path.open("rb") as fh:
            catalogs[po_path.parent.parent.name] = read_po(fh, locale=po_path.parent.parent.name)
    index: dict[str, dict[str, dict[str, str]]] = {}
    for game, data in load_rules(root).items():
        clauses: dict[str, dict[str, str]] = {}
        for rule in data.get("rules", []):
            rid = rule["id"]
            parts = [(rid + ":title", rule.get("title")), (rid, rule.get("text")),
                     (rid + ":reason", rule.get("reason"))]
            by_lang = {}
            for lang, catalog in catalogs.items():
                texts = [rid]
                for context, msgid in parts:
                    if not msgid:
                        continue
                    message = catalog.get(msgid, context=context)
                    texts.append(message.string if message is not None and message.string else msgid)
                by_lang[lang] = _fold(" ".join(texts))
            clauses[rid] = by_lang
        index[game] = clauses
    path = root / "checker" / "_compiled" / "search.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    return [path]


def compile_typography(root: Path, langs: tuple[str, ...] = ("en", "nl", "pl", "es", "fy")) -> list[Path]:
    """``checker/_compiled/typography.py``: Babel's list patterns (CLDR) of every
    language, so that a command can join a list without loading Babel's locale
    data at run time (``i18n.Translator.format_list``)."""
    from babel import Locale

    patterns = {lang: {style: dict(Locale.parse(lang).list_patterns[style]) for style in ("standard", "or")}
                for lang in langs}
    path = root / "checker" / "_compiled" / "typography.py"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('"""Generated by hatch_build.py from Babel\'s CLDR data: do not edit, never commit."""\n\n'
                    f"LIST_PATTERNS: dict[str, dict[str, dict[str, str]]] = {patterns!r}\n", encoding="utf-8")
    return [path]


class CatalogBuildHook(BuildHookInterface):  # type: ignore[misc]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        written = compile_catalogs(root) + compile_rules(root) + compile_search(root) + compile_typography(root)
        if version == "editable":
            return  # the source tree is imported directly and now holds the compiled files
        for path in written:
            rel = path.relative_to(root).as_posix()
            build_data.setdefault("force_include", {})[str(path)] = rel
