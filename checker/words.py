"""The words of a game's move notation and position values, in any language.

Every word a player types in a move (``play``, ``pass``, ``joker``,
``descending``, ``clear+2``, ``man``, ...) is a catalog message whose context
names the game's notation (``W_("upturn move", "play")``). Its translation may
list synonyms separated by ``|`` (Dutch ``speel|leg``): the first is what the
referee writes, every one is read. A ``Vocabulary`` reads the reader's
language and English, always both, in any letter case and with or without
accents, and writes the reader's language; files and JSON keep the canonical
English word (the msgid).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Protocol

from .i18n import Localized, Translator

#: separators inside a typed move that are kept as they are
_SPLIT = re.compile(r"(\s+|,|:|=)")


def W_(context: str, word: str) -> str:
    """Mark a notation word for extraction (context: ``"<game> move"``); returns the canonical word."""
    return word


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """Case and accents folded: how typed words are compared."""
    text = text.casefold()
    if text.isascii():
        return text
    import unicodedata  # only for text with accents: the import costs a millisecond at start-up

    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if not unicodedata.combining(ch))


class Vocabulary:
    """The notation words of one context in one language (and in English)."""

    def __init__(self, context: str, words: Iterable[str], tr: Translator,
                 aliases: dict[str, str] | None = None) -> None:
        self.context = context
        self.words = tuple(words)
        self._show: dict[str, str] = {}
        self._read: dict[str, str] = {}
        #: word -> every way to write or say it: the local synonyms, the English word, its English aliases
        self.forms: dict[str, list[str]] = {}
        local: dict[str, str] = {}
        for word in self.words:
            synonyms = [s.strip() for s in tr.ptext(context, word).split("|") if s.strip()]
            self._show[word] = synonyms[0] if synonyms else word
            self.forms[word] = [*synonyms, word]
            if synonyms:
                local.setdefault(fold(synonyms[0]), word)
        # a synonym listed for two words reads in the notation as the word it is the written form of
        # (Frisian omleech: the Down arrow, also a way to say descending); listed for two words and the
        # written form of neither (Dutch pakken: pick up or draw), the notation does not read it: the move
        # reader reads it both ways and judges each (checker.reader)
        shared: dict[str, set[str]] = {}
        for word in self.words:
            for synonym in self.forms[word][1:-1]:
                shared.setdefault(fold(synonym), set()).add(word)
        for folded, owners in shared.items():
            if len(owners) == 1:
                local.setdefault(folded, next(iter(owners)))
        english = {fold(w): w for w in self.words}
        for alias, meant in (aliases or {}).items():
            # an alias may name several words (a phrase that reads two ways): "pickup|draw"
            for word in meant.split("|"):
                if word in self.forms:
                    self.forms[word].append(alias)
            english[fold(alias)] = meant.split("|")[0]
        # English always reads; a local word wins where the two languages clash
        self._read = {**english, **local}
        self._local = local
        #: (text, names kept) -> canonical text, for the values and moves read so far
        self._done: dict[tuple[str, tuple[str, ...]], str] = {}
        #: (canonical move, names kept) -> the move as this language writes it, for the moves written so far
        self._written: dict[tuple[str, tuple[str, ...]], str] = {}

    def read(self, token: str) -> str | None:
        """The canonical word for a typed word, or None."""
        return self._read.get(fold(token))

    def show(self, word: str) -> str:
        """The word as the reader's language writes it."""
        return self._show.get(word, word)

    def known(self) -> list[str]:
        """Every word that reads, local first (for "did you mean" and completion)."""
        local = [self.show(w) for w in self.words]
        return local + [w for w in self.words if w not in local]

    def suggest(self, token: str) -> str | None:
        """A close known word, in the language it was probably typed in."""
        from .schema import suggest

        return suggest(token, self.known())

    def canonical(self, text: str, keep: Iterable[str] = ()) -> str:
        """A typed move with every known word replaced by its canonical form
        (tokens in ``keep``, such as player names, are left as typed)."""
        keep = tuple(keep)
        key = (text, keep)
        done = self._done.get(key)
        if done is not None:
            return done
        kept = {fold(k) for k in keep}
        parts = _SPLIT.split(text)
        out = []
        for part in parts:
            if not part or _SPLIT.fullmatch(part) or fold(part) in kept:
                out.append(part)
                continue
            out.append(self.read(part) or part)
        done = "".join(out)
        if len(self._done) < 4096:  # the same values come again and again (a server, a playout)
            self._done[key] = done
        return done

    def local(self, text: str, keep: Iterable[str] = ()) -> str:
        """A canonical move written in the reader's language (kept, as ``canonical`` keeps what it read:
        a server writes the same moves again and again, every answer its own move)."""
        keep = tuple(keep)
        key = (text, keep)
        done = self._written.get(key)
        if done is not None:
            return done
        kept = set(keep)
        parts = _SPLIT.split(text)
        done = "".join(part if not part or part in kept or _SPLIT.fullmatch(part) else self.show(part)
                       for part in parts)
        if len(self._written) < 4096:
            self._written[key] = done
        return done


@lru_cache(maxsize=64)
def _cached(context: str, words: tuple[str, ...], lang: str, aliases: tuple[tuple[str, str], ...],
            tr: Translator) -> Vocabulary:
    return Vocabulary(context, words, tr, dict(aliases))


#: (context, language) -> its vocabulary: a context names one game's notation, so the words and
#: aliases are the same at every call (asked several times a request on the web page)
_BUILT: dict[tuple[str, str], Vocabulary] = {}


def vocabulary(context: str, words: tuple[str, ...], tr: Translator,
               aliases: Mapping[str, str] | None = None) -> Vocabulary:
    """The vocabulary of ``context`` in ``tr``'s language, built once per run and language."""
    found = _BUILT.get((context, tr.lang))
    if found is not None and found.words == words:
        return found
    found = _BUILT[(context, tr.lang)] = _cached(context, words, tr.lang, tuple(sorted((aliases or {}).items())), tr)
    return found


class Shown(Localized):
    """A canonical word or move inside a message, written in the language of the
    translator that renders the message (so a message built once reads right in any
    language); compared and hashed by its canonical text. ``keep``: tokens left as they
    are (player names)."""

    __slots__ = ("keep", "notation", "text")

    def __init__(self, text: str, notation: HasVocabulary, keep: tuple[str, ...] = ()) -> None:
        self.text = text
        self.notation = notation
        self.keep = keep

    def render(self, tr: Translator) -> str:
        return self.notation.vocabulary(tr).local(self.text, keep=self.keep)

    def __repr__(self) -> str:
        return f"Shown({self.text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Shown) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)


class HasVocabulary(Protocol):
    """What shows a word: a game's ``Notation``, or the game itself (``Game.vocabulary``)."""

    def vocabulary(self, tr: Translator) -> Vocabulary: ...


class Notation:
    """A game's notation words, for the game's own rooms (notation, judge, messages):
    its vocabulary in a language, and words and moves put into messages, shown in the
    language the message is rendered in. One per game; ``Game.vocabulary`` gives the
    same vocabulary."""

    __slots__ = ("aliases", "context", "words")

    def __init__(self, context: str, words: tuple[str, ...], aliases: Mapping[str, str] | None = None) -> None:
        self.context = context
        self.words = words
        self.aliases = dict(aliases or {})

    def vocabulary(self, tr: Translator) -> Vocabulary:
        return vocabulary(self.context, self.words, tr, self.aliases)

    def shown(self, text: str, keep: tuple[str, ...] = ()) -> Shown:
        """A word or move to put in a message: shown in the language the message is rendered in."""
        return Shown(text, self, keep)
