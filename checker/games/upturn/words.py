"""Upturn's notation words (``checker.words``): every word of a move and of a position value,
marked for the catalogs, and the English spellings read as one of them."""

from __future__ import annotations

from ...words import W_, Notation

WORDS = (
    W_("upturn move", "play"),
    W_("upturn move", "twin"),
    W_("upturn move", "pass"),
    W_("upturn move", "then"),
    W_("upturn move", "fill"),
    W_("upturn move", "give"),
    W_("upturn move", "call"),
    W_("upturn move", "nocall"),
    W_("upturn move", "ascending"),
    W_("upturn move", "descending"),
    W_("upturn move", "keep"),
    W_("upturn move", "reverse"),
    W_("upturn move", "up"),
    W_("upturn move", "down"),
    W_("upturn move", "updown"),
    W_("upturn move", "skip1"),
    W_("upturn move", "skip2"),
    W_("upturn move", "joker"),
    W_("upturn move", "clockwise"),
    W_("upturn move", "counterclockwise"),
)

WORD_ALIASES = {
    "asc": "ascending", "desc": "descending", "up&down": "updown", "up-down": "updown",
    "skip-1": "skip1", "skip-2": "skip2", "upturn": "call",
}

#: the words above, shown and read in the reader's language (``checker.words.Notation``)
NOTATION = Notation("upturn move", WORDS, WORD_ALIASES)
