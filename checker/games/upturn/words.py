"""Upturn's words (``checker.words``): every word of a move and of a position value, marked for
the catalogs (``WORDS``), the one table of other English spellings read as one of them
(``ALIASES``: the notation reads those of one word, the move reader every one), and the words a
player says that the notation never writes (``SAID``)."""

from __future__ import annotations

from ...words import W_, Notation

#: every word of the move notation and of position values, canonical English, each a catalog message with
#: the context "upturn move" (a translation may list synonyms, "speel|leg": the first is written)
WORDS: tuple[str, ...] = (
    # TRANSLATORS: the word that plays a tile from the rack (play 14); players type it in moves;
    # synonyms separated by |, the first is the one the referee writes
    W_("upturn move", "play"),
    # TRANSLATORS: the word that plays a twin tile (twin 22 fill 64 48); synonyms separated by |
    W_("upturn move", "twin"),
    # TRANSLATORS: the word a player types to pass (and draw a tile); synonyms separated by |
    W_("upturn move", "pass"),
    # TRANSLATORS: joins two parts of one turn (joker ascending keep then play 14); synonyms separated by |
    W_("upturn move", "then"),
    # TRANSLATORS: after a twin: the number tiles laid beside it follow (twin 22 fill 64 48); synonyms separated by |
    W_("upturn move", "fill"),
    # TRANSLATORS: after a twin or a tile with a hand: who gets the tiles drawn (give Bob:3 Cas:2);
    # synonyms separated by |
    W_("upturn move", "give"),
    # TRANSLATORS: calling "Upturn" with one tile left, at the end of the move (play 45 call); synonyms separated by |
    W_("upturn move", "call"),
    # TRANSLATORS: the call forgotten, at the end of the move (play 45 nocall); one word, synonyms separated by |
    W_("upturn move", "nocall"),
    # TRANSLATORS: the trend an Up & Down arrow or a Joker names, and a row's trend in positions (ascending);
    # synonyms separated by |
    W_("upturn move", "ascending"),
    # TRANSLATORS: the trend an Up & Down arrow or a Joker names, and a row's trend in positions (descending);
    # synonyms separated by |
    W_("upturn move", "descending"),
    # TRANSLATORS: after an arrow or Joker: the direction of play stays as it was; synonyms separated by |
    W_("upturn move", "keep"),
    # TRANSLATORS: after an arrow or Joker: the direction of play turns round; synonyms separated by |
    W_("upturn move", "reverse"),
    # TRANSLATORS: an Upturn action tile, the Up arrow; one word, synonyms separated by |
    W_("upturn move", "up"),
    # TRANSLATORS: an Upturn action tile, the Down arrow; one word, synonyms separated by |
    W_("upturn move", "down"),
    # TRANSLATORS: an Upturn action tile, the Up & Down arrow; one word (up&down is read too), synonyms separated by |
    W_("upturn move", "updown"),
    # TRANSLATORS: an Upturn action tile, 'Skip 1 player'; one word, synonyms separated by |
    W_("upturn move", "skip1"),
    # TRANSLATORS: an Upturn action tile, 'Skip 2 players'; one word, synonyms separated by |
    W_("upturn move", "skip2"),
    # TRANSLATORS: an Upturn action tile, the Joker; synonyms separated by |
    W_("upturn move", "joker"),
    # TRANSLATORS: the direction of play in positions and in the guided mode (at a table, clockwise passes to the
    # left); one word, synonyms separated by |
    W_("upturn move", "clockwise"),
    # TRANSLATORS: the direction of play in positions and in the guided mode (counterclockwise passes to the
    # right); one word, synonyms separated by |
    W_("upturn move", "counterclockwise"),
    # TRANSLATORS: the hand printed on some number tiles, as a player says it ("61 with the hand"); it is
    # never written in a move (the notation writes 61h); synonyms separated by |, several words may form one.
    W_("upturn move", "hand"),
    # TRANSLATORS: drawing a tile from the bag, as a player says it when passing ("I draw a tile"); never
    # written in a move (the notation writes pass); synonyms separated by |.
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
