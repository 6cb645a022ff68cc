"""What each word of a said move may mean: the lexicon of one game in one language.

A phrase is one or more folded words (``fold``). It comes from

- the game's notation words with every synonym their catalogs list, and the English spellings
  (``WORD_ALIASES``, whose value may name several words: ``"pick up": "pickup|draw"``);
- a synonym's derived forms: its digits said as numbers (``skip1`` is also "skip one", ``clear+2``
  "clear plus two" and "clear two"), its ``&`` said as "and" (``up&down``, "up and down");
- a separable verb, written with ``…`` where its object goes (Dutch ``draai … om``): the head
  word, and the particle later in the same part of the phrase;
- the language's speech data (``speech.Speech``): numbers, plurals, fillers by role;
- the players seated, with the endings names take (``Bobowi``, ``Bob's``).

A meaning is a tuple: ``("w", word)`` a notation word, ``("plw", word)`` several of it,
``("n", 5)`` a number, ``("pl", 5)`` several cards of that value, ``("ord", 2)``, ``("cnt", 2)``
a count, ``("set", 2)`` a set of that size, ``("f", role)`` a filler, ``("name", player)``,
``("raw", text)`` a token in the game's own shape (``5/1``, ``E5``, ``14h``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..words import fold
from .speech import Speech

Meaning = tuple[Any, ...]
#: a pattern element: a folded word, or a placeholder ("N", 5) | ("PL", 5) | ("AND",) | ("PLUS",) | ("GAP",)
Elem = str | tuple[Any, ...]

GAP = ("GAP",)
AND = ("AND",)
PLUS = ("PLUS",)
_DIGITS = re.compile(r"(\d+)")
#: how sure a class of meaning is when one phrase has meanings of several classes (highest kept)
RANK = {"name": 4, "w": 3, "plw": 3, "n": 2, "pl": 2, "ord": 2, "set": 2, "cnt": 2, "raw": 1, "f": 0}


def _elements(word: str) -> list[list[Elem]]:
    """The ways one written word may be said: itself, and with its digits, ``+`` and ``&`` apart."""
    out: list[list[Elem]] = [[word]]
    if word in ("…", "..."):
        return [[GAP]]
    if word.isdigit():
        return [[("N", int(word))]]  # "2 spelers overslaan" is said "twee spelers overslaan"
    if not (_DIGITS.search(word) or "&" in word or "+" in word):
        return out
    parts: list[list[Elem]] = [[]]
    for piece in re.split(r"(\d+|&|\+|-)", word):
        if not piece:
            continue
        if piece.isdigit():
            parts = [[*p, ("N", int(piece))] for p in parts]
        elif piece == "+":
            parts = [[*p, PLUS] for p in parts] + [list(p) for p in parts]
        elif piece == "&":
            parts = [[*p, AND] for p in parts] + [[*p, "-"] for p in parts] + [list(p) for p in parts]
        elif piece == "-":
            parts = [[*p, "-"] for p in parts] + [list(p) for p in parts]
        else:
            parts = [[*p, piece] for p in parts]
    for p in parts:
        # a word written as one (up-down, omhoog-omlaag) is also typed with its hyphen
        joined = _join(p)
        if joined is not None and joined != word:
            out.append([joined])
        spaced = [e for e in p if e != "-"]
        if spaced and spaced not in out:
            out.append(spaced)
    return out


def _join(parts: Sequence[Elem]) -> str | None:
    if all(isinstance(p, str) for p in parts):
        return "".join(p for p in parts if isinstance(p, str))
    return None


def patterns_of(synonym: str) -> list[list[Elem]]:
    """Every element list a synonym may be said as (``skip 1``, ``w górę``, ``draai … om``)."""
    words = fold(synonym).replace("...", " … ").replace("…", " … ").split()
    found: list[list[Elem]] = [[]]
    for word in words:
        found = [f + e for f in found for e in _elements(word)]
    unique: list[list[Elem]] = []
    for f in found:
        if f and f not in unique and f[0] != GAP:
            unique.append(f)
    return unique


class Lexicon:
    """The phrases of one game's words and one language's speech (the seated names are added per phrase)."""

    def __init__(self, synonyms: Mapping[str, Iterable[str]], speech: Speech) -> None:
        self.speech = speech
        #: first element key -> [(elements, meaning)]
        self.patterns: dict[Any, list[tuple[tuple[Elem, ...], Meaning]]] = {}
        #: verbs the games list, for endings ("plays"): folded word -> meanings
        self.words: dict[str, list[Meaning]] = {}
        #: folded word -> as its catalog writes it (for "did you mean")
        self.display: dict[str, str] = {}
        for word, forms in synonyms.items():
            if word.isupper():
                continue  # a placeholder of the syntax help (CARD, TILE) is no word of a move
            for form in forms:
                if " " not in form.strip():
                    self.display.setdefault(fold(form.strip()), form.strip())
                for elements in patterns_of(form):
                    self._add(tuple(elements), ("w", word))
                    if isinstance(elements[-1], tuple) and elements[-1][0] == "N":
                        # "clear plus ones": several of a word whose last part is a number
                        self._add((*elements[:-1], ("PL", elements[-1][1])), ("plw", word))
                    if len(elements) == 1 and isinstance(elements[0], str):
                        self.words.setdefault(elements[0], []).append(("w", word))
        for phrase, meanings in speech.phrases.items():
            for meaning in meanings:
                self._add(tuple(phrase.split()), meaning)
        #: single words of the speech data: the numbers a placeholder matches, and the and/plus words
        self.single: dict[str, list[Meaning]] = {p: m for p, m in speech.phrases.items() if " " not in p}

    def _add(self, elements: tuple[Elem, ...], meaning: Meaning) -> None:
        head = elements[0]
        key = head if isinstance(head, str) else head[0]
        entries = self.patterns.setdefault(key, [])
        if (elements, meaning) not in entries:
            entries.append((elements, meaning))

    def known_words(self) -> list[str]:
        """Every single word the lexicon reads (for "did you mean")."""
        return [k for k in self.patterns if isinstance(k, str) and k not in ("N", "PL", "AND", "PLUS")]

    # -- the meaning of one token alone (numbers for placeholders, endings) ---------------

    def base(self, token: str) -> list[Meaning]:
        """What a single folded token means by itself in the speech data (numbers, fillers)."""
        if token.isdigit():
            return [("n", int(token))]
        if token == "-":
            return [("f", "dash")]
        return self.single.get(token, [])

    def with_ending(self, token: str) -> list[Meaning]:
        """A verb or plural said with an ending the language adds (``plays``, ``clears``)."""
        found: list[Meaning] = []
        for ending in self.speech.verb_endings:
            if token.endswith(ending) and len(token) > len(ending) + 1:
                found += [m for m in self.words.get(token[: -len(ending)], []) if m not in found]
        plural = self._plural(token)
        if plural:
            return found + [m for m in plural if m not in found]
        for ending in self.speech.name_endings:
            # a game word in another case (Polish "jokera", "dolara"): the endings names take
            old, sep, new = ending.partition(">")
            stem = token[: len(token) - len(new)] + old if sep and token.endswith(new) else \
                token[: -len(ending)] if not sep and token.endswith(ending) else None
            if stem and len(stem) > 2:
                found += [m for m in self.words.get(stem, []) if m not in found]
        return found

    def _plural(self, token: str) -> list[Meaning]:
        found: list[Meaning] = []
        for ending in self.speech.plural_endings:
            if token.endswith(ending) and len(token) > len(ending) + 1:
                stem = token[: -len(ending)]
                found += [("plw", m[1]) for m in self.words.get(stem, []) if ("plw", m[1]) not in found]
                if stem.isdigit() and ("pl", int(stem)) not in found:
                    found.append(("pl", int(stem)))
        return found


def name_forms(players: Sequence[str], speech: Speech) -> dict[str, list[str]]:
    """Folded forms of the seated names -> the players they may be: the names themselves first,
    then each name with the language's endings (a form that is a seated name is only that one)."""
    exact: dict[str, list[str]] = {}
    for player in players:
        exact.setdefault(fold(player), []).append(player)
    inflected: dict[str, list[str]] = {}
    for player in players:
        name = fold(player)
        for ending in speech.name_endings:
            old, sep, new = ending.partition(">")
            if sep:
                if not name.endswith(old) or len(name) <= len(old):
                    continue
                form = name[: len(name) - len(old)] + new
            else:
                form = name + ending
            if form in exact:
                continue
            found = inflected.setdefault(form, [])
            if player not in found:
                found.append(player)
    return {**inflected, **exact}
