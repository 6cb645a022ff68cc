"""A said move as tokens, and each token as what it may mean.

``tokens`` splits the text (commas, colons and a closing full stop apart, quotes and brackets
dropped); ``lex`` matches the lexicon's phrases, longest first, and gives every token the
meanings it may have (most tokens have one; "w dół" is the Down arrow or the trend).
``items`` turns one choice of meanings into the list a game's grammar reads: fillers that
change nothing dropped, a part of the phrase that denies ("can't go") dropped, the player to
move named as the subject checked and dropped, "a tile" and "three tiles" made amounts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from itertools import product

from ..i18n import N_, Msg
from ..verdict import MoveError
from ..words import fold
from .lexicon import AND, GAP, PLUS, RANK, Lexicon, Meaning

#: one token: (text as typed, folded)
Token = tuple[str, str]
#: the most readings a phrase is tried in before it is called too ambiguous
MOST_COMBINATIONS = 256
#: the most tokens a said move may have
MOST_TOKENS = 60
#: the most filler words a phrase may skip between its own words ("pick up the pile")
MOST_SKIPPED = 2

_SPLIT = re.compile(r"\s+")
_EDGE = "\"'“”„«»‘’()[]{}¡¿!?"
SEP = ("sep",)


class Lexed:
    """One token (or phrase) of a said move: its text, what it may mean, and its part of the phrase."""

    __slots__ = ("meanings", "part", "text")

    def __init__(self, text: str, meanings: list[Meaning], part: int) -> None:
        self.text = text
        self.meanings = meanings
        self.part = part

    def __repr__(self) -> str:
        return f"Lexed({self.text!r}, {self.meanings!r})"


def tokens(text: str) -> list[Token]:
    """The words of ``text``: punctuation between parts kept as its own token, a closing full stop dropped."""
    out: list[Token] = []
    for raw in _SPLIT.split(text.strip()):
        if raw and set(raw) <= set("?"):
            out.append((raw, raw))  # a question mark alone is a word (an unknown card), not punctuation
            continue
        word = raw.strip(_EDGE)
        tail: list[str] = []
        while word and word[-1] in ",;:.":
            tail.insert(0, word[-1])
            word = word[:-1].rstrip(_EDGE)
        word = word.lstrip(_EDGE)
        if len(word) > 1 and word[0] in "+&":
            out.append((word[0], word[0]))  # "clear +2": the plus apart
            word = word[1:]
        if word:
            out.append((word, fold(word)))
        out += [(mark, mark) for mark in tail]
    while out and out[-1][1] in ",;:.":
        out.pop()
    return out


def lex(toks: Sequence[Token], lexicon: Lexicon, names: dict[str, list[str]],
        raw: Callable[[str], bool]) -> list[Lexed]:
    """Every token with its meanings; a token nothing reads gets no meaning (the caller says so)."""
    folded = [f for _t, f in toks]
    parts, part = [], 0
    for f in folded:
        if f in ",;:.":
            part += 1
        parts.append(part)
    out: list[Lexed] = []
    used: set[int] = set()
    i = 0
    while i < len(toks):
        if i in used:
            i += 1
            continue
        text, f = toks[i]
        if f in ",;:.":
            out.append(Lexed(text, [(*SEP, f)], parts[i]))
            i += 1
            continue
        if f == "-":
            out.append(Lexed(text, [("f", "dash")], parts[i]))
            i += 1
            continue
        length, meanings, particle = _longest(folded, i, parts, used, lexicon, names)
        if not meanings and f.isdigit():
            meanings, length = [("n", int(f), "digits")], 1
        if particle is not None:
            used.add(particle)
        if not meanings:
            meanings = [("name", p) for p in names.get(f, [])] or lexicon.with_ending(f)
            length = 1 if meanings else 0
        if raw(text) and all(m[0] in ("f", "cnt") for m in meanings):
            meanings = [*meanings, ("raw", text)]
            length = max(length, 1)
        if not length:
            split = _split_word(text)
            if split:
                # a word nothing reads whole (clear+two, five-one): its parts, read as words
                rest = [(t, fold(t)) for t in split]
                inner = lex(rest, lexicon, names, raw)
                if all(x.meanings for x in inner):
                    for x in inner:
                        x.part = parts[i]
                    out += inner
                    i += 1
                    continue
            out.append(Lexed(text, [], parts[i]))
            i += 1
            continue
        out.append(Lexed(" ".join(t for t, _f in toks[i:i + length]), meanings, parts[i]))
        i += length
    return out


def _split_word(text: str) -> list[str]:
    pieces = [p for p in re.split(r"([+&-])", text) if p]
    if len(pieces) < 2:
        return []
    return pieces


def _longest(folded: list[str], i: int, parts: list[int], used: set[int], lexicon: Lexicon,
             names: dict[str, list[str]]) -> tuple[int, list[Meaning], int | None]:
    """The longest phrase starting at token ``i``: (tokens taken, its meanings, the particle's index)."""
    best: float = 0
    found: list[Meaning] = []
    particle: int | None = None
    head = folded[i]
    candidates = list(lexicon.patterns.get(head, ()))
    bases = lexicon.base(head)
    for meaning in bases:
        if meaning[0] == "n":
            candidates += lexicon.patterns.get("N", [])
        if meaning[0] == "pl":
            candidates += lexicon.patterns.get("PL", [])
    for ending in lexicon.speech.verb_endings:
        if head.endswith(ending) and len(head) > len(ending) + 1:
            stem = head[: -len(ending)]
            candidates += [(e, m) for e, m in lexicon.patterns.get(stem, ()) if m[0] == "w" and len(e) > 1]
    for elements, meaning in candidates:
        matched = _match(elements, folded, i, parts, used, lexicon, meaning[0] in ("w", "plw"))
        if matched is None:
            continue
        count, gap_at = matched
        taken = count + 0.5 if gap_at is not None else float(count)  # a separable verb with its particle wins
        if taken > best:
            best, found, particle = taken, [meaning], gap_at
        elif taken == best and meaning not in found:
            found.append(meaning)
    if head in names and best <= 1:
        # a seated name is that player, whatever else the word may mean
        return 1, [("name", p) for p in names[head]], None
    if found:
        top = max(RANK[m[0]] for m in found)
        found = [m for m in found if RANK[m[0]] == top]
        if ("n", 1) in found and ("cnt", 1) in found:
            # "een", "un": one, or the article ("een negen", "un seis": a nine, a six)
            found = [m for m in found if m not in (("n", 1), ("cnt", 1))] + [("n", 1, "a")]
    return int(best), found, particle


def _is(elem: object, token: str, lexicon: Lexicon, endings: bool) -> bool:
    if isinstance(elem, str):
        if elem == token:
            return True
        return endings and any(token == elem + e for e in lexicon.speech.verb_endings)
    kind = elem[0]  # type: ignore[index]
    base = lexicon.base(token)
    if kind == "N":
        return ("n", elem[1]) in base  # type: ignore[index]
    if kind == "PL":
        return ("pl", elem[1]) in base  # type: ignore[index]
    if kind == "AND":
        return token == "&" or ("f", "and") in base
    if kind == "PLUS":
        return token == "+" or ("f", "plus") in base
    return False


def _match(elements: Sequence[object], folded: list[str], i: int, parts: list[int], used: set[int],
           lexicon: Lexicon, verb: bool) -> tuple[int, int | None] | None:
    """(tokens taken, index of a separable particle) when ``elements`` match at ``i``, else None."""
    j = i
    skipped = 0
    for n, elem in enumerate(elements):
        if elem == GAP:
            # the rest is the particle, found later in the same part of the phrase
            rest = elements[n + 1:]
            for k in range(j, len(folded)):
                if parts[k] != parts[i]:
                    break
                if k not in used and all(_is(e, folded[k + x] if k + x < len(folded) else "", lexicon, False)
                                         for x, e in enumerate(rest)) and len(rest) == 1:
                    return j - i, k
            return None
        while True:
            if j >= len(folded) or j in used:
                return None
            if _is(elem, folded[j], lexicon, verb and n == 0):
                j += 1
                break
            if n and skipped < MOST_SKIPPED and lexicon.base(folded[j]) in ([("f", "skip")], [("f", "dash")]):
                skipped += 1
                j += 1
                continue
            return None
    return j - i, None


# -- one reading's items -----------------------------------------------------------------

def combinations(lexed: Sequence[Lexed]) -> Iterator[list[Meaning]]:
    """Every choice of one meaning per token (fewest first: a phrase with one meaning each gives one)."""
    choices = [x.meanings for x in lexed]
    count = 1
    for c in choices:
        count *= len(c)
    if count > MOST_COMBINATIONS:
        raise MoveError(Msg(N_("The move can be read in too many ways; say it more plainly.")))
    for combo in product(*choices):
        yield list(combo)


def items(lexed: Sequence[Lexed], combo: list[Meaning], to_move: str) -> list[Meaning]:
    """The meanings a grammar reads: see the module text. Raises ``MoveError`` when a player
    who is not to move is named as the one who moves."""
    chosen = list(combo)
    parts: list[list[Meaning]] = [[]]
    for meaning in chosen:
        if meaning[0] == "sep":
            parts.append([])
        parts[-1].append(meaning)
    kept: list[Meaning] = []
    for part in parts:
        if ("f", "not") in part:
            continue  # "can't go": what the player does not do
        kept += part
    out = [m for m in kept if m != ("f", "skip")]
    out = [m for n, m in enumerate(out) if not _article(out, n)]
    out = _subject(out, to_move)
    return _amounts(out)


def _article(out: list[Meaning], n: int) -> bool:
    """"een", "un" before a card or tile ("een negen"): the article, not the number one."""
    return out[n] == ("n", 1, "a") and n + 1 < len(out) and (n == 0 or out[n - 1] != ("f", "dash")) \
        and out[n + 1][0] in ("n", "pl", "plw", "set", "raw", "w")


def _subject(out: list[Meaning], to_move: str) -> list[Meaning]:
    """A seated name at the start of a part, followed by a move word, is the one who moves."""
    result: list[Meaning] = []
    for n, m in enumerate(out):
        starts = n == 0 or out[n - 1][0] == "sep" or out[n - 1] in (("f", "and"), ("f", "then"))
        nxt = out[n + 1] if n + 1 < len(out) else None
        if m[0] == "name" and starts and nxt is not None and nxt[0] in ("w", "plw"):
            if m[1] != to_move:
                # TRANSLATORS: %(name)s is the player named as the one who moves, %(player)s the player to move
                raise MoveError(Msg(N_("%(name)s is not to move: it is %(player)s's turn."), name=m[1],
                                    player=to_move))
            continue
        result.append(m)
    return result


def _amounts(out: list[Meaning]) -> list[Meaning]:
    """A number or count before a noun for a piece is how many ("a tile", "three tiles")."""
    result: list[Meaning] = []
    for m in out:
        if m == ("f", "noun"):
            if result and result[-1][0] in ("n", "cnt"):
                last = result.pop()
                result.append(("amount", last[1]))
            continue
        result.append(m)
    return result


__all__ = ["AND", "PLUS", "SEP", "Lexed", "combinations", "items", "lex", "tokens"]
