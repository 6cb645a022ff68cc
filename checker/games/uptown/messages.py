"""Uptown's words and messages: symbol and colour names, the labels of the score sheet, and the
messages that reading, ``problems`` and the judge share."""

from __future__ import annotations

from ...i18n import N_, NP_, Msg
from .model import COLOURS, LAST, SYMBOLS, UNKNOWN, sq_name

#: symbol -> msgid of its short name (one word, typed in moves and positions)
SYMBOL_NAMES = {
    # TRANSLATORS: short name of an Uptown symbol (the man in a hat); one word, players type it in moves
    "man": N_("man"),
    # TRANSLATORS: short name of an Uptown symbol (a diamond ring); one word, players type it in moves
    "ring": N_("ring"),
    # TRANSLATORS: short name of an Uptown symbol (a woman); one word, players type it in moves
    "woman": N_("woman"),
    # TRANSLATORS: short name of an Uptown symbol (a street sign); one word, players type it in moves
    "sign": N_("sign"),
    # TRANSLATORS: short name of an Uptown symbol (a city skyline); one word, players type it in moves
    "skyline": N_("skyline"),
    # TRANSLATORS: short name of an Uptown symbol (a saxophone); one word, players type it in moves
    "sax": N_("sax"),
    # TRANSLATORS: short name of an Uptown symbol (a car); one word, players type it in moves
    "car": N_("car"),
    # TRANSLATORS: short name of an Uptown symbol (playing cards); one word, players type it in moves
    "cards": N_("cards"),
    # TRANSLATORS: short name of an Uptown symbol (a glass of champagne); one word, players type it in moves
    "champagne": N_("champagne"),
}
COLOUR_NAMES = {
    # TRANSLATORS: a tile colour in Uptown; one word, players may type it before a tile (red:A)
    "red": N_("red"),
    # TRANSLATORS: a tile colour in Uptown; one word
    "blue": N_("blue"),
    # TRANSLATORS: a tile colour in Uptown; one word
    "green": N_("green"),
    # TRANSLATORS: a tile colour in Uptown; one word
    "yellow": N_("yellow"),
    # TRANSLATORS: a tile colour in Uptown; one word
    "purple": N_("purple"),
}
# TRANSLATORS: the word a player types to pass in Uptown (one word)
PASS_WORD = N_("pass")

#: labels of ``referee score`` (the score sheet; ``render`` still reads them as ``game.TEXTS`` until it
#: draws any ScoreSheet)
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


def face_msg(face: str | None) -> Msg | str:
    """A face for a message: symbols in the reader's language."""
    if face in SYMBOL_NAMES:
        return Msg(SYMBOL_NAMES[face])
    return face if face is not None else UNKNOWN


def colour_msg(colour: int) -> Msg:
    return Msg(COLOUR_NAMES[COLOURS[colour]])


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
                  "or $."), tile=text, symbols=[Msg(SYMBOL_NAMES[s]) for s in SYMBOLS])


def not_in_play_msg(colour: int) -> Msg:
    # TRANSLATORS: %(colour)s is a colour
    return Msg(N_("No player plays %(colour)s."), colour=colour_msg(colour))
