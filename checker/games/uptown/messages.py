"""Uptown's words and messages: symbol and colour names, the labels of the score sheet, and the
messages that reading, ``problems`` and the judge share."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n import N_, NP_, Msg
from ...words import W_, Notation, Shown
from .model import COLOURS, LAST, SYMBOLS, UNKNOWN, sq_name

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
)
#: other English spellings read as one of ``WORDS``
WORD_ALIASES = {
    "saxophone": "sax", "street-sign": "sign", "streetsign": "sign", "playing-cards": "cards",
    "colour": "COLOUR", "color": "COLOUR", "violet": "purple",
}
PASS_WORD = "pass"


#: the words above, shown and read in the reader's language (``checker.words.Notation``)
NOTATION = Notation(CONTEXT, WORDS, WORD_ALIASES)


def vocab(tr: Translator | None = None) -> Vocabulary:
    """Uptown's words in the reader's language (default: this run's) and in English."""
    return NOTATION.vocabulary(tr)


#: labels of ``referee score`` (the score sheet)
TEXTS = {
    "title": N_("Uptown score"),
    "title_blockers": N_("Blockers! score"),
    "player": N_("Player"),
    "colours": N_("Colours"),
    "groups": N_("Groups"),
    "captured": N_("Captured"),
    "most": N_("Most of one colour"),
    "score": N_("Score"),
    "rank": N_("Rank"),
    "board": N_("Board (each label is a colour and its group number)"),
    "running": N_("The game is still running: this is the score so far."),
    "finished": N_("The game is over."),
    "none": N_("none"),
    # TRANSLATORS: %(winners)s is one player name
    "winner": N_("Winner: %(winners)s"),
    # TRANSLATORS: %(winners)s is a list of player names
    "shared": N_("Shared victory: %(winners)s"),
    # TRANSLATORS: %(winners)s is a list of player names (the game is still running)
    "leader": N_("Leading: %(winners)s"),
    "tie_captures": N_("The tie was settled by fewer captured tiles."),
    "tie_shared": N_("Tied on score and on captured tiles."),
}


def face_msg(face: str | None) -> Shown | str:
    """A face for a message: symbols in the reader's language."""
    if face in SYMBOLS:
        return NOTATION.shown(face)
    return face if face is not None else UNKNOWN


def colour_msg(colour: int) -> Shown:
    return NOTATION.shown(COLOURS[colour])


def mismatch_msg(face: str, square: int) -> Msg:
    # TRANSLATORS: %(tile)s is a tile, %(square)s a square such as E5
    return Msg(N_("%(tile)s cannot stand on %(square)s: it does not match that square."),
               tile=face_msg(face), square=sq_name(square))


def own_capture_msg(player: str, colour: int) -> Msg:
    # TRANSLATORS: %(player)s is a player, %(colour)s one of their own colours
    return Msg(N_("%(player)s cannot have captured a %(colour)s tile: it is their own colour."),
               player=player, colour=colour_msg(colour))


def too_many_msg(colour: int, count: int) -> Msg:
    return Msg(
        # TRANSLATORS: %(colour)s is a colour, %(count)s a number of tiles, %(most)s is 24
        NP_("%(count)s %(colour)s tile is on the board or captured; a colour places at most %(most)s.",
            "%(count)s %(colour)s tiles are on the board or captured; a colour places at most %(most)s."),
        count=count, colour=colour_msg(colour), most=LAST)


def rack_size_msg(colour: int, count: int, found: int) -> Msg:
    return Msg(
        # TRANSLATORS: %(colour)s is a colour; %(count)s is how many tiles the rack must hold
        # (5, or 4 at the end), %(found)s how many the file lists
        NP_("The %(colour)s rack must hold %(count)s tile here, not %(found)s.",
            "The %(colour)s rack must hold %(count)s tiles here, not %(found)s."),
        count=count, found=found, colour=colour_msg(colour))


def supply_msg(colour: int, count: int, found: int) -> Msg:
    return Msg(
        # TRANSLATORS: %(colour)s is a colour, %(count)s the tiles left to draw,
        # %(found)s the count given
        NP_("The %(colour)s supply holds %(count)s tile here (28 less the rack and the tiles placed), "
            "not %(found)s.",
            "The %(colour)s supply holds %(count)s tiles here (28 less the rack and the tiles placed), "
            "not %(found)s."), count=count, found=found, colour=colour_msg(colour))


def captures_msg(player: str, count: int, found: int) -> Msg:
    return Msg(
        # TRANSLATORS: %(player)s is a player; %(found)s how many captures they list, %(count)s how many tiles they placed
        NP_("%(player)s lists %(found)s capture, but the number of tiles placed is %(count)s; "
            "each capture is a placement.",
            "%(player)s lists %(found)s captures, but the number of tiles placed is %(count)s; "
            "each capture is a placement."),
        n=found, count=count, found=found, player=player)


def split_msg(square: int, colour: int, owner: str, parts: int) -> Msg:
    return Msg(
        # TRANSLATORS: %(square)s is a square, %(owner)s a player, %(colour)s a colour, %(count)s >= 2
        NP_("Capturing %(square)s would split the %(colour)s group of %(owner)s into %(count)s group.",
            "Capturing %(square)s would split the %(colour)s group of %(owner)s into %(count)s groups."),
        count=parts, square=sq_name(square), colour=colour_msg(colour), owner=owner)


def face_help(text: str) -> Msg:
    # TRANSLATORS: %(tile)s is what was typed, %(symbols)s the list of symbol names
    return Msg(N_("%(tile)s is not a tile: a tile is a letter A to I, a number 1 to 9, a symbol (%(symbols)s) "
                  "or $."), tile=text, symbols=[NOTATION.shown(s) for s in SYMBOLS])


def not_in_play_msg(colour: int) -> Msg:
    # TRANSLATORS: %(colour)s is a colour
    return Msg(N_("No player plays %(colour)s."), colour=colour_msg(colour))
