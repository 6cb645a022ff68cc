""""Did you mean": the spelling of one word repaired, never another move.

A word nothing reads is compared with the words the lexicon reads in the reader's language
(and the seated names), and with the game's own tokens one letter away (``41x`` -> ``41``,
``E55`` -> ``E5``). The suggestion is that word, spelt right; whether the move it makes is
legal plays no part.
"""

from __future__ import annotations

from collections.abc import Callable

from ..words import fold
from .lexicon import Lexicon

#: how alike a typed word and a known word must be to offer it (difflib's ratio)
CUTOFF = 0.8
#: the shortest word repaired without asking: a shorter one is too easily another word
SHORTEST_FIXED = 4


def fix(word: str, lexicon: Lexicon, names: dict[str, list[str]]) -> str | None:
    """The one known word (or seated name) ``word`` is a slip of the finger from (one letter
    left out, doubled, wrong or two swapped), when there is exactly one; else None. Such a
    word is read as meant, and the answer shows what it was read as."""
    typed = fold(word)
    if len(typed) < SHORTEST_FIXED or not typed.isalpha():
        return None
    near = {w for w in [*lexicon.known_words(), *names] if len(w) >= SHORTEST_FIXED and _one_slip(typed, w)}
    return near.pop() if len(near) == 1 else None


def _one_slip(a: str, b: str) -> bool:
    """``a`` and ``b`` differ by one letter added, left out or changed, or two neighbours swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


def repair(word: str, lexicon: Lexicon, names: dict[str, list[str]], raw: Callable[[str], bool]) -> str | None:
    """The word ``word`` was probably meant to be, or None."""
    import difflib

    if len(word) > 1:
        shorter = [word[:cut] + word[cut + 1:] for cut in range(len(word))]
        # a token of the game's own shape first (E55 -> E5), else a number (41x -> 41)
        for test in (raw, str.isdigit):
            found = [s for s in shorter if s and test(s)]
            if found:
                return found[0]
    seated = {fold(n): players[0] for n, players in names.items() if len(players) == 1}
    words = [w for w in lexicon.words if len(w) > 1]  # the game's words: a filler is no spelling to offer
    found = difflib.get_close_matches(fold(word), [w for w in [*seated, *words] if w != fold(word)], n=1,
                                      cutoff=CUTOFF)
    if not found:
        return None
    return seated.get(found[0]) or lexicon.display.get(found[0], found[0])
