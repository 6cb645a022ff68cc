"""The words of the Uptown move notation and of position values, for every language
(``checker.words``): symbols, colours, ``pass`` and the placeholders of the syntax
help, and ``NOTATION`` to show them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...words import W_, Notation

if TYPE_CHECKING:
    from ...i18n import Translator
    from ...words import Vocabulary

#: the message context of Uptown's notation words (``checker.words``)
CONTEXT = "uptown move"

#: every word of the move notation and of position values, canonical English, each a catalog message
#: with the context "uptown move" (a translation may list synonyms, "saxofón|saxo": the first is written)
WORDS: tuple[str, ...] = (
    # TRANSLATORS: an Uptown symbol (the man in a hat); players type it in moves and positions;
    # synonyms separated by |, the first is the one the referee writes
    W_("uptown move", "man"),
    # TRANSLATORS: an Uptown symbol (a diamond ring); synonyms separated by |
    W_("uptown move", "ring"),
    # TRANSLATORS: an Uptown symbol (a woman); synonyms separated by |
    W_("uptown move", "woman"),
    # TRANSLATORS: an Uptown symbol (a street sign); one word, synonyms separated by |
    W_("uptown move", "sign"),
    # TRANSLATORS: an Uptown symbol (a city skyline); synonyms separated by |
    W_("uptown move", "skyline"),
    # TRANSLATORS: an Uptown symbol (a saxophone); synonyms separated by |
    W_("uptown move", "sax"),
    # TRANSLATORS: an Uptown symbol (a car); synonyms separated by |
    W_("uptown move", "car"),
    # TRANSLATORS: an Uptown symbol (playing cards); synonyms separated by |
    W_("uptown move", "cards"),
    # TRANSLATORS: an Uptown symbol (a glass of champagne); synonyms separated by |
    W_("uptown move", "champagne"),
    # TRANSLATORS: a tile colour in Uptown; players may type it before a tile (red:A); synonyms separated by |
    W_("uptown move", "red"),
    # TRANSLATORS: a tile colour in Uptown; synonyms separated by |
    W_("uptown move", "blue"),
    # TRANSLATORS: a tile colour in Uptown; synonyms separated by |
    W_("uptown move", "green"),
    # TRANSLATORS: a tile colour in Uptown; synonyms separated by |
    W_("uptown move", "yellow"),
    # TRANSLATORS: a tile colour in Uptown; synonyms separated by |
    W_("uptown move", "purple"),
    # TRANSLATORS: the word a player types to pass in Uptown (one word); synonyms separated by |
    W_("uptown move", "pass"),
    # TRANSLATORS: placeholder in the Uptown move syntax (a tile); capitals, one word
    W_("uptown move", "TILE"),
    # TRANSLATORS: placeholder in the Uptown move syntax (a square such as E5); capitals, one word
    W_("uptown move", "SQUARE"),
    # TRANSLATORS: placeholder in the Uptown move syntax (a colour); capitals, one word
    W_("uptown move", "COLOUR"),
    # TRANSLATORS: heading of the Uptown symbol names in the move syntax; capitals, one word
    W_("uptown move", "SYMBOLS"),
    # TRANSLATORS: the $ tile as a player says it ("the dollar on E5"); never written in a move (the
    # notation writes $); synonyms separated by |, every form and case
    W_("uptown move", "dollar"),
    # TRANSLATORS: placing a tile, as a player says it ("Ana puts the car on G2"); never written in a move;
    # synonyms separated by |: the verbs in every form a player uses
    W_("uptown move", "place"),
    # TRANSLATORS: capturing a tile, as a player says it ("my C takes C7"); never written in a move (the
    # notation writes x before the square); synonyms separated by |: the verbs in every form a player uses
    W_("uptown move", "capture"),
)
#: the one table of other English spellings read as one of ``WORDS``
ALIASES = {
    "saxophone": "sax", "street-sign": "sign", "streetsign": "sign", "playing-cards": "cards",
    "colour": "COLOUR", "color": "COLOUR", "violet": "purple",
    # as players say them (checker.reader): several words may form one
    "street sign": "sign", "playing cards": "cards", "dollar sign": "dollar", "play": "place", "put": "place",
    "lay": "place", "take": "capture", "captures": "capture", "steal": "capture",
}
PASS_WORD = "pass"
#: the words a player says that the notation never writes (``the dollar on E5`` for ``$ E5``): ``checker.reader``
SAID = frozenset({"dollar", "place", "capture"})


#: the words above, shown and read in the reader's language (``checker.words.Notation``)
NOTATION = Notation(CONTEXT, WORDS, ALIASES)


def vocab(tr: Translator | None = None) -> Vocabulary:
    """Uptown's words in ``tr``'s language and in English (None: English only)."""
    from ...i18n import english

    return NOTATION.vocabulary(tr or english())
