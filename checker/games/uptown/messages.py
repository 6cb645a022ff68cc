"""Uptown's messages: symbol and colour names in messages, the labels of the score sheet, and the
messages that reading, ``problems`` and the judge share."""

from __future__ import annotations

from ...i18n import N_, NC_, NP_, Msg, OneOf
from ...words import Shown
from .model import COLOURS, LAST, RACK, SYMBOLS, TILES, UNKNOWN, sq_name
from .words import NOTATION

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
    # TRANSLATORS: the heading of the board of group labels (man/r1: the tile, its colour's letter, its group);
    # %(red)s, %(blue)s, %(green)s, %(yellow)s and %(purple)s are the colour names in your language, the letters
    # r b g y p the same in every one
    "board": N_("Board (each label is the tile, then its colour's letter and its group number: r %(red)s, "
                "b %(blue)s, g %(green)s, y %(yellow)s, p %(purple)s)"),
    "running": N_("The game is still running: this is the score so far."),
    "finished": N_("The game is over."),
    # TRANSLATORS: %(winners)s is one player name
    "winner": N_("Winner: %(winners)s"),
    # TRANSLATORS: %(winners)s is a list of player names
    "shared": N_("Shared victory: %(winners)s"),
    # TRANSLATORS: %(winners)s is a list of player names (the game is still running)
    "leader": N_("Leading: %(winners)s"),
    "tie_captures": N_("The tie was settled by fewer captured tiles."),
    # TRANSLATORS: %(winners)s is a list of player names
    "tie_unknown": N_("Fewest groups: %(winners)s. The tie goes to fewer captured tiles, and the position leaves "
                      "captured out, so who wins is not known."),
    # TRANSLATORS: a cell of the score table: the captured tiles are not given
    "unknown": N_("not known"),
    "tie_shared": N_("Tied on score and on captured tiles."),
}
# TRANSLATORS: a cell of the score table: the player has captured no tile
NO_CAPTURES = NC_("no captured tiles", "none")


def board_legend() -> Msg:
    """The heading of the board of group labels, with the key of the colour letters."""
    return Msg(TEXTS["board"], red=colour_msg(0), blue=colour_msg(1), green=colour_msg(2), yellow=colour_msg(3),
               purple=colour_msg(4))


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


def rack_size_msg(colour: int, found: int, low: int, high: int) -> Msg:
    """A rack that does not fit the colour's placements (``low`` to ``high`` tiles: one number when
    the captures are known): five while a turn is left, four after the last."""
    if low >= LAST or high < LAST:
        return Msg(
            # TRANSLATORS: %(colour)s is a colour; %(count)s is how many tiles the rack must hold
            # (5, or 4 at the end), %(found)s how many the file lists
            NP_("The %(colour)s rack must hold %(count)s tile here, not %(found)s.",
                "The %(colour)s rack must hold %(count)s tiles here, not %(found)s."),
            count=RACK - 1 if low >= LAST else RACK, found=found, colour=colour_msg(colour))
    return Msg(
        # TRANSLATORS: %(colour)s is a colour, %(found)s how many tiles the file lists on its rack
        N_("The %(colour)s rack must hold 5 tiles, or 4 once %(colour)s has placed its last tile, not "
           "%(found)s (captured tiles are left out, so either can be)."), found=found, colour=colour_msg(colour))


def supply_msg(colour: int, found: int, low: int, high: int) -> Msg:
    """A supply that does not fit the colour's placements (``low`` to ``high`` tiles)."""
    if low == high or found < TILES - RACK - high:
        return Msg(
            # TRANSLATORS: %(colour)s is a colour, %(count)s the tiles left to draw,
            # %(found)s the count given
            NP_("The %(colour)s supply holds %(count)s tile here (28 less the rack and the tiles placed), "
                "not %(found)s.",
                "The %(colour)s supply holds %(count)s tiles here (28 less the rack and the tiles placed), "
                "not %(found)s."), count=max(0, TILES - RACK - high), found=found, colour=colour_msg(colour))
    return Msg(
        # TRANSLATORS: %(colour)s is a colour, %(count)s the most tiles its supply can hold, %(found)s the
        # count given
        NP_("The %(colour)s supply holds at most %(count)s tile here (28 less the rack and the tiles on the "
            "board; any tiles captured, which the position leaves out, make it fewer), not %(found)s.",
            "The %(colour)s supply holds at most %(count)s tiles here (28 less the rack and the tiles on the "
            "board; any tiles captured, which the position leaves out, make it fewer), not %(found)s."),
        count=max(0, TILES - RACK - low), found=found, colour=colour_msg(colour))


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
    # TRANSLATORS: %(tile)s is what was typed, %(symbols)s the list of symbol names, joined with "or"
    return Msg(N_("%(tile)s is not a tile: a tile is a letter A to I, a number 1 to 9, a symbol (%(symbols)s) "
                  "or $."), tile=text, symbols=OneOf(NOTATION.shown(s) for s in SYMBOLS))


def not_in_play_msg(colour: int) -> Msg:
    # TRANSLATORS: %(colour)s is a colour
    return Msg(N_("No player plays %(colour)s."), colour=colour_msg(colour))
