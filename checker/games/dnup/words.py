"""The words of the dnup move notation, for every language (``checker.words``):
verbs, connectors and the placeholders of the syntax help (``WORDS``), the one
table of their other English spellings (``ALIASES``), and ``NOTATION`` to show them."""

from __future__ import annotations

from ...words import W_, Notation

#: the words of the move notation (verbs, connectors, the placeholders of the syntax help)
WORDS: tuple[str, ...] = (
    W_("dnup move", "play"), W_("dnup move", "add"), W_("dnup move", "to"), W_("dnup move", "take"),
    W_("dnup move", "from"), W_("dnup move", "turn"), W_("dnup move", "hand"), W_("dnup move", "pass"),
    W_("dnup move", "CARD"), W_("dnup move", "OWNER"), W_("dnup move", "VALUE"))
ALIASES = {"put": "add", "lay": "play", "rotate": "turn", "flip": "turn", "onto": "to", "on": "to",
                # as players say them (checker.reader)
                "go out": "play", "beat": "play", "turn over": "turn", "add on": "add"}
#: the words a player says that the notation never writes (none in dnup): ``checker.reader``
SAID: frozenset[str] = frozenset()

#: the words above, shown and read in the reader's language (``checker.words.Notation``)
NOTATION = Notation("dnup move", WORDS, ALIASES)
