"""The rules as data: load a rulebook, look clauses up, search them.

The rules files (``rules/<game>.yaml``) are compiled at build time into
``checker/_compiled/rules/<game>.json`` (``hatch_build.py``), so that no
command parses YAML to show a rule of a built-in game (a plug-in game's rules
file is read from its package). Texts are English msgids; every lookup
goes through the translator with the message context described in
``rules/README.md``.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from .games.home import COMPILED
from .i18n import N_, Msg, Translator

SOURCE_NAMES = {"publisher": N_("the publisher's rules"), "rulings": N_("the referee's rulings")}


@dataclass
class Clause:
    id: str
    kind: str
    title: str
    text: str
    source: list[Any]
    reason: str | None = None
    house_rule: str | None = None
    examples: list[dict[str, Any]] = field(default_factory=list)

    def t_title(self, tr: Translator) -> str:
        return tr.ptext(f"{self.id}:title", self.title)

    def t_text(self, tr: Translator) -> str:
        return tr.ptext(self.id, self.text)

    def t_reason(self, tr: Translator) -> str | None:
        return tr.ptext(f"{self.id}:reason", self.reason) if self.reason else None

    def sources_text(self, tr: Translator | None = None) -> list[str]:
        """Where the clause comes from: seed file and lines, or the
        publisher's rules, or the project's rulings (named in the reader's language)."""
        out = []
        for src in self.source:
            if isinstance(src, dict) and "seed" in src:
                lines = src.get("lines", [])
                out.append(f"{src['seed']}:{','.join(str(n) for n in lines)}" if lines else src["seed"])
            elif isinstance(src, dict):
                out.extend(f"{k}:{v}" for k, v in src.items())
            elif tr is not None and src in SOURCE_NAMES:
                out.append(tr.gettext(SOURCE_NAMES[src]))
            else:
                out.append(str(src))
        return out


@dataclass
class Component:
    """One kind of component in the box: how many, and what it is."""

    id: str
    count: int
    text: str


class Rulebook:
    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.game: str = data["game"]
        self.name: str = data["name"]
        self.clauses = [
            Clause(
                id=r["id"], kind=r["kind"], title=r.get("title", ""), text=r.get("text", ""),
                source=r.get("source", []), reason=r.get("reason"), house_rule=r.get("house_rule"),
                examples=r.get("examples", []) or [],
            )
            for r in data.get("rules", [])
        ]
        self.components = [Component(c["id"], c["count"], c["text"]) for c in data.get("components") or []]
        self.by_id = {c.id: c for c in self.clauses}
        self.sections: dict[str, str] = {s["id"]: s["title"] for s in data.get("sections", [])}
        self.house_rules: dict[str, dict[str, Any]] = {h["id"]: h for h in data.get("house_rules", [])}

    def get(self, rule_id: str) -> Clause | None:
        return self.by_id.get(rule_id)

    def branch(self, prefix: str) -> list[Clause]:
        """Clauses whose id is ``prefix`` or starts with ``prefix.``."""
        return [c for c in self.clauses if c.id == prefix or c.id.startswith(prefix + ".")]

    def select(self, rule_ids: Sequence[str]) -> list[Clause]:
        """The clauses under the given ids or id prefixes, in the order asked,
        each once; an id that names nothing is a ``UsageError`` (with a suggestion)."""
        if not rule_ids:
            return list(self.clauses)
        clauses: list[Clause] = []
        for rid in rule_ids:
            found = self.branch(rid)
            if not found:
                from .i18n import Msg
                from .schema import suggest
                from .verdict import UsageError

                close = suggest(rid, [c.id for c in self.clauses] + list(self.sections))
                if close:
                    # TRANSLATORS: %(id)s is a rule id, %(suggestion)s is a close name the user may have meant
                    raise UsageError(Msg(N_("Unknown rule id %(id)s; did you mean %(suggestion)s?"),
                                         id=rid, suggestion=close))
                # TRANSLATORS: %(id)s is a rule id, %(game)s a game id
                raise UsageError(Msg(N_("Unknown rule id %(id)s in %(game)s."), id=rid, game=self.game))
            clauses.extend(c for c in found if c not in clauses)
        return clauses

    def section_title(self, section_id: str, tr: Translator) -> str:
        title = self.sections.get(section_id)
        return tr.ptext(f"{section_id}:title", title) if title else section_id

    def section_of(self, clause: Clause) -> str | None:
        best = None
        for sid in self.sections:
            if (clause.id == sid or clause.id.startswith(sid + ".")) and (best is None or len(sid) > len(best)):
                best = sid
        return best

    def summary(self, tr: Translator) -> str:
        return tr.ptext(f"{self.game}:summary", self.data.get("summary", ""))

    def house_rule_text(self, hid: str, tr: Translator) -> str:
        entry = self.house_rules[hid]
        return tr.ptext(f"{self.game}.house-rule.{hid}", entry["text"])

    def house_rule_title(self, hid: str, tr: Translator) -> str:
        """The short heading of a house rule, in the reader's language (``ask`` names it beside the id)."""
        entry = self.house_rules[hid]
        return tr.ptext(f"{self.game}.house-rule.{hid}:title", entry["title"])

    def component_text(self, comp: Component, tr: Translator) -> str:
        return tr.ptext(f"{self.game}.component.{comp.id}", comp.text)

    def components_title(self, tr: Translator) -> str:
        """The heading of the components: the title of the game's ``components`` section."""
        return self.section_title(f"{self.game}.components", tr)


@cache
def load(game: str) -> Rulebook:
    """The rulebook of a game id: the compiled rules of a built-in game (without importing
    it), the rules file in its package for a plug-in game (``checker.games.home``)."""
    from ._compiled.registry import GAMES

    if game in GAMES:
        with open(COMPILED / f"{game}.json", encoding="utf-8") as fh:
            return Rulebook(json.load(fh))
    from .games.registry import home

    return Rulebook(home(game).rules(game))


def every_book() -> tuple[list[Rulebook], list[Msg]]:
    """The rulebook of every registered game, and what left a plug-in game out (one that cannot be
    loaded, one whose id another game has): listing the games never fails for one of them."""
    from .games.registry import conflicts, ids
    from .verdict import RefereeError

    books: list[Rulebook] = []
    problems = conflicts()
    for game in ids():
        try:
            books.append(load(game))
        except RefereeError as err:
            problems.append(err.msg)
    return books, problems


def fold(text: str) -> str:
    """Case- and accent-insensitive form for searching."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


SEARCH_INDEX = COMPILED.parent / "search.json"


@cache
def _search_index() -> dict[str, dict[str, dict[str, str]]] | None:
    """The folded texts of every clause in every language (``hatch_build.compile_search``)."""
    try:
        with open(SEARCH_INDEX, encoding="utf-8") as fh:
            data: dict[str, dict[str, dict[str, str]]] = json.load(fh)
            return data
    except OSError:
        return None


def _haystacks(book: Rulebook, clause: Clause, langs: Sequence[str]) -> dict[str, str]:
    index = _search_index()
    entry = index.get(book.game, {}).get(clause.id) if index is not None else None
    if entry is not None:
        return entry
    from .i18n import translator

    out = {}
    for lang in langs:
        t = translator(lang)
        out[lang] = fold(" ".join(filter(None, [clause.id, clause.t_title(t), clause.t_text(t), clause.t_reason(t)])))
    return out


#: the letters a query word may lose at its end to match other forms of the word (folded vowels, s and n:
#: "atriles" finds "atril", "grupos" "grupo", "tweelingen" "tweeling", "przejęcie" "przejęć")
ENDINGS = "aeiouyns"
#: a query word keeps at least this many letters
STEM = 4


def stem(word: str) -> str:
    """A folded query word without up to two final vowels, s or n, keeping at least ``STEM`` letters.

    A light, language-blind stand-in for stemming: it catches plurals and the usual
    endings of the five languages, not a change inside the word (Dutch "steen",
    "stenen") nor another word for the same thing."""
    cut = word
    for _ in range(2):
        if len(cut) > STEM and cut[-1] in ENDINGS:
            cut = cut[:-1]
    return cut


def word_start(word: str) -> re.Pattern[str]:
    """Where a query word matches: at the start of a word of the text, by its stem (``stem``).
    A query that starts with a sign (``+1``) matches wherever the sign stands."""
    text = stem(word)
    start = r"(?<!\w)" if text[:1].isalnum() else ""
    return re.compile(start + re.escape(text))


def find(books: list[Rulebook], query: str, tr: Translator) -> list[tuple[Rulebook, Clause, str, str]]:
    """Clauses whose id, title, text or reason hold every word of the query in one
    language (case and accents ignored): each word at the start of a word of the text,
    with its ending free (``stem``: "estante" is not found inside "restantes", and
    "atriles" finds "atril"). The reader's language is looked in first, then English,
    then the others. Each hit is ``(book, clause, text in the reader's language, the
    language that matched)``."""
    from .i18n import LANGS

    words = [word_start(w) for w in fold(query).split()]
    if not words:
        return []
    order = [tr.lang, *(lang for lang in ("en", *LANGS) if lang != tr.lang)]
    order = list(dict.fromkeys(order))
    hits: list[tuple[Rulebook, Clause, str, str]] = []
    for book in books:
        for clause in book.clauses:
            stacks = _haystacks(book, clause, order)
            for lang in order:
                stack = stacks.get(lang, "")
                if all(w.search(stack) for w in words):
                    hits.append((book, clause, clause.t_text(tr), lang))
                    break
    hits.sort(key=lambda hit: hit[3] != tr.lang)  # stable: the reader's language first, then the book's order
    return hits


def search(books: list[Rulebook], query: str, tr: Translator) -> list[tuple[Rulebook, Clause, str]]:
    """``find`` without the matched language: ``(book, clause, text in the reader's language)``."""
    return [(book, clause, text) for book, clause, text, _lang in find(books, query, tr)]
