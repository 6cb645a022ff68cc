"""Upturn's words (``checker.words``): every word of a move and of a position value, marked for
the catalogs (``WORDS``), the one table of other English spellings read as one of them
(``ALIASES``: the notation reads those of one word, the move reader every one), and the words a
player says that the notation never writes (``SAID``)."""

from __future__ import annotations

from ...words import W_, Notation

WORDS: tuple[str, ...] = (
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
    # TRANSLATORS: the hand printed on some number tiles, as a player says it ("61 with the hand"); it is
    # never written in a move (the notation writes 61h). Synonyms separated by |; several words may form one.
    W_("upturn move", "hand"),
    # TRANSLATORS: drawing a tile from the bag, as a player says it when passing ("I draw a tile"); never
    # written in a move (the notation writes pass). Synonyms separated by |.
    W_("upturn move", "draw"),
)

ALIASES = {
    "asc": "ascending", "desc": "descending", "up&down": "updown", "up-down": "updown",
    "skip-1": "skip1", "skip-2": "skip2", "upturn": "call",
    # as players say them (checker.reader): several words may form one
    "put": "play", "lay": "play", "place": "play", "twin tile": "twin", "take": "draw", "take a tile": "draw",
    "fill in": "fill", "in between": "fill", "between": "fill", "hand out": "give", "no call": "nocall",
    "going up": "ascending", "goes up": "ascending", "go up": "ascending", "rising": "ascending",
    "going down": "descending", "goes down": "descending", "go down": "descending", "falling": "descending",
    "same direction": "keep", "direction stays the same": "keep", "stays the same": "keep", "keeping": "keep",
    "no reverse": "keep", "change direction": "reverse", "turn around": "reverse", "reverse the direction": "reverse",
    "double arrow": "updown", "joker tile": "joker", "hand tile": "hand",
}

#: the words a player says that the notation never writes (``61 with the hand`` for ``61h``): ``checker.reader``
SAID = frozenset({"hand", "draw"})
#: the spellings of one word (a move string's token is one word), by the word they spell
SPELLINGS = {alias: word for alias, word in ALIASES.items() if " " not in alias}

#: the words above, shown and read in the reader's language (``checker.words.Notation``)
NOTATION = Notation("upturn move", WORDS, ALIASES)
