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
CUTOFF = 0.75


def repair(word: str, lexicon: Lexicon, names: dict[str, list[str]], raw: Callable[[str], bool]) -> str | None:
    """The word ``word`` was probably meant to be, or None."""
    import difflib

    if len(word) > 1:
        for cut in range(len(word)):
            shorter = word[:cut] + word[cut + 1:]
            if shorter and (raw(shorter) or shorter.isdigit()):
                return shorter
    seated = {fold(n): players[0] for n, players in names.items() if len(players) == 1}
    words = [w for w in lexicon.known_words() if len(w) > 1]
    found = difflib.get_close_matches(fold(word), [*seated, *words], n=1, cutoff=CUTOFF)
    if not found:
        return None
    return seated.get(found[0]) or lexicon.display.get(found[0], found[0])
