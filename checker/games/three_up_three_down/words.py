"""The words of the 3UP 3DOWN move notation, for every language
(``checker.words``): verbs, Clear cards and the placeholders of the syntax
help (``WORDS``), the one table of their other English spellings (``ALIASES``),
and ``NOTATION`` to show them (``checker.words.Notation``)."""

from __future__ import annotations

from ...words import W_, Notation

CONTEXT = "3up3down move"
WORDS: tuple[str, ...] = (
    W_("3up3down move", "play"),
    W_("3up3down move", "up"),
    W_("3up3down move", "down"),
    W_("3up3down move", "draw"),
    W_("3up3down move", "pickup"),
    W_("3up3down move", "then"),
    W_("3up3down move", "clear"),
    W_("3up3down move", "clear+1"),
    W_("3up3down move", "clear+2"),
    W_("3up3down move", "CARD"),
    W_("3up3down move", "STEP"),
)
#: the one table of other English spellings: the notation reads those of one word (``SPELLINGS``), the move
#: reader every one
ALIASES: dict[str, str] = {
    "hand": "play", "faceup": "up", "face-up": "up", "facedown": "down", "face-down": "down", "blind": "down",
    "pick-up": "pickup", "take": "pickup",
    "c": "clear", "clr": "clear", "c+1": "clear+1", "c1": "clear+1", "clear1": "clear+1",
    "c+2": "clear+2", "c2": "clear+2", "clear2": "clear+2",
    # as players say them (checker.reader): several words may form one; a phrase that reads two ways
    # names both words
    "pick up": "pickup|draw", "pick up the pile": "pickup", "take the pile": "pickup", "pick up pile": "pickup",
    "put down": "play", "lay": "play", "lay down": "play", "discard": "play", "turn over": "down",
    "from the table": "up", "face up": "up", "face down": "down", "from my hand": "play",
}


#: the words a player says that the notation never writes (none in 3UP 3DOWN): ``checker.reader``
SAID: frozenset[str] = frozenset()
#: the spellings of one word (a move string's token is one word), by the word they spell
SPELLINGS = {alias: word for alias, word in ALIASES.items() if " " not in alias and "|" not in word}

#: the words above, shown and read in the reader's language: ``NOTATION.shown(move)`` puts a
#: move (or part of one) in a message, written in the reader's language when it is rendered
NOTATION = Notation(CONTEXT, WORDS, ALIASES)
