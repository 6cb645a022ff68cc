"""Every text Uptown shows, each with its translator comment directly above it: symbol and colour
names in messages, the labels of the score sheet, what the position check, the notation and the
judge say, the choices a move leaves open, the schema's descriptions, what ``referee ask`` asks and
what the move reader says of a phrase."""

from __future__ import annotations

from ...i18n import N_, NC_, NP_, Msg, OneOf
from ...verdict import Made
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


#: each symbol and colour as a message shows it, made once (a ``Shown`` is never changed: one serves
#: every message)
_SYMBOL_MSGS = {symbol: NOTATION.shown(symbol) for symbol in SYMBOLS}
_COLOUR_MSGS = tuple(NOTATION.shown(name) for name in COLOURS)


def face_msg(face: str | None) -> Shown | str:
    """A face for a message: symbols in the reader's language."""
    if face is None:
        return UNKNOWN
    return _SYMBOL_MSGS.get(face, face)


def colour_msg(colour: int) -> Shown:
    return _COLOUR_MSGS[colour]


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


# -- what cannot happen in a position (reading.problems)
# TRANSLATORS: %(counts)s lists each player with the tiles they placed, %(player)s is the player to move
P_TURN_ORDER = N_("The tiles placed (%(counts)s) do not fit turns taken in seating order with %(player)s to move: "
                  "every player places one tile a turn, and nobody can have passed with so few tiles on the board.")
# TRANSLATORS: %(counts)s lists each player with their tiles on the board, %(player)s is the player to move
P_TURN_ORDER_BOARD = N_("The tiles on the board (%(counts)s) do not fit turns taken in seating order with %(player)s "
                        "to move, however many tiles were captured (the position leaves captured out): every player "
                        "places one tile a turn, a capture only puts one tile in place of another, and nobody can "
                        "have passed with so few tiles on the board.")
# TRANSLATORS: %(name)s is a name given in the file
P_STRANGER = N_("%(name)s is not one of the players.")
# TRANSLATORS: %(cell)s is what the file has in a board cell, %(square)s the square
P_NOT_A_CELL = N_("%(cell)s at %(square)s is not a cell: write . (empty), a colour (R) or colour:tile (R:A).")
# TRANSLATORS: %(row)s is a row letter, %(count)s the number of cells found
P_ROW_CELLS = NP_("Row %(row)s has %(count)s cell; a row has nine (. for an empty square).",
                  "Row %(row)s has %(count)s cells; a row has nine (. for an empty square).")
# TRANSLATORS: %(tile)s is a tile with its colour, %(colour)s the rack's colour
P_NOT_THAT_COLOUR = N_("%(tile)s is not a %(colour)s tile.")
# TRANSLATORS: %(count)s is 1 or 2, %(players)s the number of players
P_COLOURS_EACH = NP_("With %(players)s players each player plays %(count)s colour.",
                     "With %(players)s players each player plays %(count)s colours.")
# TRANSLATORS: %(colour)s is a colour, %(player)s the player who already has it
P_COLOUR_TAKEN = N_("The colour %(colour)s already belongs to %(player)s.")
# TRANSLATORS: %(player)s is a player name
P_NO_COLOUR = N_("%(player)s has no colour; add it under colours.")
# TRANSLATORS: %(colour)s is a colour, %(tile)s a tile, %(first)s where it was given first
P_TWICE = N_("There is only one %(colour)s %(tile)s, and it is already given at %(first)s.")
# TRANSLATORS: %(colour)s is a colour, %(count)s a number of squares, %(squares)s those squares,
# %(tiles)s the tiles of that colour not given elsewhere that could stand there (plural only)
P_UNFIT = NP_("The %(colour)s tile on %(squares)s cannot be any %(colour)s tile: every %(colour)s tile that could "
              "stand there is given elsewhere.",
              "The %(count)s %(colour)s tiles on %(squares)s cannot all be %(colour)s tiles that fit their squares: "
              "of the tiles not given elsewhere only %(tiles)s could stand there.")

# -- the schema's descriptions (reading.own_schema): ``referee schema`` and ``referee new`` in the reader's language
D_COLOURS = N_("each player's colour; in a game for two, a list of two colours")
# TRANSLATORS: the form of one row of the board in a position file (a key of board), as the schema describes it
D_ROW = N_("nine cells separated by spaces")
D_BOARD = N_("rows A (top) to I: nine cells each, '.' empty, a colour code (R B G Y P) or colour:tile (R:A, B:7, "
             "G:man, Y:$); rows left out are empty")
D_RACKS = N_("tiles on each colour's rack ('?' for a hidden tile); a rack left out is hidden")
D_SUPPLY = N_("tiles each colour still has to draw: a count, or the tiles in draw order")
D_CAPTURED = N_("tiles each player has captured, as colour:tile (B:C) or just a colour (B)")

# -- a move that cannot be read (notation)
# TRANSLATORS: %(count)s is the number of tiles given with --draw that this move does not draw
M_DRAWS_LEFT = NP_("%(count)s drawn tile was given that this move does not draw (a move draws at most one).",
                   "%(count)s drawn tiles were given that this move does not draw (a move draws at most one).")
# TRANSLATORS: %(tile)s is the tile given with --draw, %(colour)s a colour, %(choices)s the
# tiles it could be
M_CANNOT_DRAW = N_("%(tile)s cannot be drawn from the %(colour)s supply here; it could be %(choices)s.")
# TRANSLATORS: %(problem)s is what is wrong, already translated; %(word)s a close word the player may have meant
M_DID_YOU_MEAN = N_("%(problem)s Did you mean %(word)s?")
# TRANSLATORS: %(extra)s are the words after the square, %(example)s a sample move
M_LEFT_OVER = N_("%(extra)s is left over: a move is a tile and a square, such as %(example)s.")
# TRANSLATORS: %(word)s is what was typed, %(suggestion)s a close word (the word for passing)
M_NOT_A_WORD_MEAN = N_("%(word)s is not a move word; did you mean %(suggestion)s?")
# TRANSLATORS: %(example)s is a sample move, %(word)s the word for passing
M_TILE_AND_SQUARE = N_("write a tile and a square, such as %(example)s, or %(word)s.")
# TRANSLATORS: %(colour)s is the text found, %(choices)s the colour codes and names
M_NOT_A_COLOUR = N_("%(colour)s is not a colour; use %(choices)s.")
# TRANSLATORS: %(square)s is what was typed where a square was expected
M_NOT_A_SQUARE = N_("%(square)s is not a square: a square is a row A to I and a column 1 to 9, such as E5.")
# TRANSLATORS: captured is the key of the position file; %(example)s is that key written for nobody
# having captured anything
M_BLOCKERS_CAPTURES = N_("The Blockers! score adds captured tiles, and the position leaves captured out: give it "
                         "(%(example)s when nobody has captured anything).")

# -- the move syntax (notation.move_syntax)
# TRANSLATORS: %(examples)s is a list of sample moves, written in the reader's language
S_PLACE = N_("Place a tile from your rack: the tile (A to I, 1 to 9, a symbol or $) and the square (A1 to I9), for "
             "example %(examples)s.")
# TRANSLATORS: %(example)s is a sample move, written in the reader's language
S_CAPTURE = N_("Capture: place the tile on a square that holds an opponent's tile, for example %(example)s. The x is "
               "optional; a tile on an occupied square captures.")
# TRANSLATORS: %(colours)s is the list of colour names, %(example)s a sample move
S_COLOUR = N_("Name the colour of the tile (R, B, G, Y, P or %(colours)s) when you play two colours, for example "
              "%(example)s; left out, the referee answers for each colour your racks may hold the tile in.")
S_PASS = N_("Pass: only when no tile on your racks can be placed, neither on an empty square nor by a capture.")
# TRANSLATORS: %(symbols)s is the list of symbol names in the reader's language
S_SYMBOLS = N_("The symbols: %(symbols)s; case and accents do not matter, and the English names are read too.")

# -- broken rules (judge)
B_GAME_OVER = N_("The game is over: every supply is empty and every colour has had its last turn.")
# TRANSLATORS: %(player)s is a player, %(tile)s a tile
B_NEITHER_RACK = N_("Neither rack of %(player)s holds %(tile)s.")
# TRANSLATORS: %(player)s is a player, %(colour)s the colour named in the move,
# %(colours)s the player's colours
B_NOT_YOUR_COLOUR = N_("%(player)s plays %(colours)s, not %(colour)s.")
# TRANSLATORS: %(colour)s is a colour
B_LAST_TURN_HAD = N_("The %(colour)s supply is empty and %(colour)s has had its last turn: the four tiles left on "
                     "the %(colour)s rack are never played.")
# TRANSLATORS: %(colour)s is a colour, %(tile)s a tile, %(where)s a square or the player
# who captured it
B_ALREADY_PLAYED = N_("The one %(colour)s %(tile)s is already played (%(where)s), so it is not on the rack.")
# TRANSLATORS: %(colour)s is a colour, %(tile)s a tile
B_IN_SUPPLY = N_("The one %(colour)s %(tile)s is still in the %(colour)s supply, so it is not on the rack.")
# TRANSLATORS: %(colour)s is a colour, %(tile)s a tile, %(rack)s the tiles on that rack
B_NOT_ON_RACK = N_("%(tile)s is not on the %(colour)s rack, which holds %(rack)s.")
# TRANSLATORS: %(tile)s is a letter tile, %(square)s a square, %(row)s the square's row
B_LETTER_ROW = N_("The letter %(tile)s goes in row %(tile)s, and %(square)s is in row %(row)s.")
# TRANSLATORS: %(tile)s is a number tile, %(square)s a square, %(column)s the square's column
B_NUMBER_COLUMN = N_("The number %(tile)s goes in column %(tile)s, and %(square)s is in column %(column)s.")
# TRANSLATORS: %(tile)s is a symbol name, %(zone)s its squares (A1–C3), %(square)s a square,
# %(other)s the symbol of the zone the square is in
B_SYMBOL_ZONE = N_("The %(tile)s goes in the %(tile)s zone (%(zone)s), and %(square)s is in the %(other)s zone.")
# TRANSLATORS: %(square)s is a square
B_NOTHING_TO_CAPTURE = N_("There is no tile on %(square)s to capture.")
# TRANSLATORS: %(square)s is a square, %(colour)s a colour, %(player)s the player who owns it
B_OWN_COLOUR = N_("%(square)s holds a %(colour)s tile, and %(colour)s is a colour of %(player)s.")
# TRANSLATORS: %(player)s is a player, %(example)s a legal move
B_MAY_NOT_PASS = N_("%(player)s may not pass: %(example)s is a legal placement.")
# TRANSLATORS: %(player)s is a player, %(example)s a legal capture
B_MUST_CAPTURE = N_("%(player)s may not pass: no tile fits an empty square, but the capture %(example)s is legal, so "
                    "%(player)s must capture.")
# TRANSLATORS: %(player)s is a player, %(colour)s a colour, %(count)s the number of hidden tiles
B_HIDDEN_PLACEABLE = NP_("%(player)s may not pass: the %(colour)s rack hides %(count)s tile, and whatever it is, it "
                         "can be placed.",
                         "%(player)s may not pass: the %(colour)s rack hides %(count)s tiles, and whatever they are, "
                         "at least one of them can be placed.")

# -- facts the position leaves out (judge)
# TRANSLATORS: %(colour)s is a colour
NEED_LAST_TURN = N_("Whether %(colour)s has had its last turn is not known: the position leaves out the captured "
                    "tiles, so how many %(colour)s tiles have been placed is not known.")
# TRANSLATORS: %(colour)s is a colour, %(tile)s a tile, %(count)s the number of hidden tiles
NEED_RACK = NP_("Whether the %(colour)s rack holds %(tile)s is not known: the position hides %(count)s tile of it.",
                "Whether the %(colour)s rack holds %(tile)s is not known: the position hides %(count)s tiles of it.")
# TRANSLATORS: %(player)s is a player, %(colours)s one or two colours, %(count)s how many
# colours (1 or 2)
NEED_HIDDEN = NP_("Whether %(player)s has a legal placement depends on the hidden tiles of the %(colours)s rack.",
                  "Whether %(player)s has a legal placement depends on the hidden tiles of the %(colours)s racks.")

# -- effects (judge)
# TRANSLATORS: %(player)s is a player
E_PASS = N_("%(player)s has no legal placement and passes: nothing is placed and nothing is drawn.")
# TRANSLATORS: %(player)s is a player, %(colour)s a colour, %(tile)s a tile, %(square)s a square
E_PLACE = N_("%(player)s places the %(colour)s %(tile)s on %(square)s.")
# TRANSLATORS: %(colour)s is a colour, %(owner)s its player, %(square)s a square
E_CAPTURE_UNKNOWN = N_("The %(colour)s tile of %(owner)s on %(square)s is captured.")
# TRANSLATORS: %(colour)s is a colour, %(tile)s a tile, %(owner)s its player, %(square)s a square
E_CAPTURE = N_("The %(colour)s %(tile)s of %(owner)s on %(square)s is captured.")
# TRANSLATORS: %(player)s is a player
E_KEEP = N_("%(player)s keeps the captured tile to the end of the game; it is never played.")
# TRANSLATORS: %(player)s is a player, %(colour)s a colour
E_DRAW_MAYBE = N_("%(player)s draws a tile from the %(colour)s supply if it still holds one: how many tiles it holds "
                  "depends on the tiles captured, which the position leaves out.")
# TRANSLATORS: %(player)s is a player, %(colour)s a colour
E_DRAW_LAST = N_("%(player)s draws the last tile of the %(colour)s supply; %(colour)s has one more turn.")
# TRANSLATORS: %(player)s is a player, %(tile)s the tile drawn, %(colour)s a colour,
# %(count)s the tiles left in the supply
E_DRAW = NP_("%(player)s draws %(tile)s from the %(colour)s supply, which keeps %(count)s tile.",
             "%(player)s draws %(tile)s from the %(colour)s supply, which keeps %(count)s tiles.")
# TRANSLATORS: %(player)s is a player, %(colour)s a colour, %(count)s the tiles left in the supply
E_DRAW_UNKNOWN = NP_("%(player)s draws a tile from the %(colour)s supply, which keeps %(count)s tile.",
                     "%(player)s draws a tile from the %(colour)s supply, which keeps %(count)s tiles.")
# TRANSLATORS: %(colour)s is a colour
E_LAST_TURN = N_("The %(colour)s supply is empty: nothing is drawn, and the four tiles left on the %(colour)s rack "
                 "are never played.")
# TRANSLATORS: %(colour)s is a colour, %(count)s a number of groups
E_GROUPS = NP_("The %(colour)s tiles now form %(count)s group on the board.",
               "The %(colour)s tiles now form %(count)s groups on the board.")
E_BLOCKED = N_("No player who still has a turn can place a tile, neither on an empty square nor by a capture, so the "
               "game ends here.")
# TRANSLATORS: %(winners)s is a list of players
E_TIE_UNKNOWN = N_("The game is over: %(winners)s have the fewest groups, and the tie goes to fewer captured tiles, "
                   "which the position leaves out.")
# TRANSLATORS: %(winner)s is a player, %(count)s their number of groups
E_WIN = NP_("The game is over: %(winner)s wins with %(count)s group.",
            "The game is over: %(winner)s wins with %(count)s groups.")
E_TIE_CAPTURES = N_("The tie on groups goes to the player with fewer captured tiles.")
# TRANSLATORS: %(winners)s is a list of players
E_SHARED = N_("The game is over: %(winners)s share the victory (same groups, same captures).")
# TRANSLATORS: %(player)s is a player
E_SKIP = N_("%(player)s has no tiles left to play and is skipped.")
# TRANSLATORS: %(player)s is a player
E_NEXT = N_("%(player)s is next.")


# the effects' builders (``Recorder.later``): each makes the message and the values of an effect from
# the plain values the judge hands on, when a verdict's effects are read

def e_place(player: str, colour: int, face: str, square: str) -> Made:
    return (Msg(E_PLACE, player=player, colour=colour_msg(colour), tile=face_msg(face), square=square),
            {"player": player, "colour": COLOURS[colour], "tile": face, "square": square})


def e_capture(colour: int, face: str | None, owner: str, square: str) -> Made:
    """A tile captured; ``face`` None: a tile the position does not show."""
    if face is None:
        msg = Msg(E_CAPTURE_UNKNOWN, colour=colour_msg(colour), owner=owner, square=square)
    else:
        msg = Msg(E_CAPTURE, colour=colour_msg(colour), tile=face_msg(face), owner=owner, square=square)
    return msg, {"colour": COLOURS[colour], "tile": face, "owner": owner, "square": square}


def e_colour(text: str, colour: int) -> Made:
    """An effect on a colour (its last turn)."""
    return Msg(text, colour=colour_msg(colour)), {"colour": COLOURS[colour]}


def e_draw_maybe(player: str, colour: int) -> Made:
    return Msg(E_DRAW_MAYBE, player=player, colour=colour_msg(colour)), {"player": player, "colour": COLOURS[colour]}


def e_draw_last(player: str, colour: int) -> Made:
    return (Msg(E_DRAW_LAST, player=player, colour=colour_msg(colour)),
            {"player": player, "colour": COLOURS[colour], "left": 0})


def e_draw(player: str, colour: int, face: str, left: int) -> Made:
    """A tile drawn from a supply that keeps ``left``; ``face`` ``UNKNOWN``: one the position does not show."""
    if face == UNKNOWN:
        return (Msg(E_DRAW_UNKNOWN, count=left, player=player, colour=colour_msg(colour)),
                {"player": player, "colour": COLOURS[colour], "left": left})
    return (Msg(E_DRAW, count=left, player=player, tile=face_msg(face), colour=colour_msg(colour)),
            {"player": player, "colour": COLOURS[colour], "tile": face, "left": left})


def e_groups(colour: int, count: int) -> Made:
    return Msg(E_GROUPS, count=count, colour=colour_msg(colour)), {"colour": COLOURS[colour], "groups": count}


def e_tie_unknown(tied: tuple[str, ...]) -> Made:
    return Msg(E_TIE_UNKNOWN, winners=list(tied)), {"winners": [], "tied": list(tied)}


def e_win(winner: str, groups: int) -> Made:
    return Msg(E_WIN, count=groups, winner=winner), {"winners": [winner], "groups": groups}


def e_shared(winners: tuple[str, ...]) -> Made:
    return Msg(E_SHARED, winners=list(winners)), {"winners": list(winners)}


def e_tie_captures(winner: str) -> Made:
    return Msg(E_TIE_CAPTURES), {"winners": [winner]}

# -- the choices a move may leave open (completing)
# TRANSLATORS: what a player of two colours still chooses in Uptown (a short noun phrase)
CH_COLOUR = N_("the colour of the tile")

# -- what ``referee ask`` asks (questions)
# TRANSLATORS: %(row)s is a row letter, %(count)s the number of squares typed (not nine); 3R5 is typed
# as it is (three empty squares, a red tile, five empty squares)
Q_ROW_CELLS = N_("Row %(row)s needs nine squares, not %(count)s: type . for an empty square, or a digit for several "
                 "empty ones (3R5).")
Q_RACK_FULL = N_("A rack holds at most five tiles.")
# TRANSLATORS: after the question of a board row: what Enter answers
Q_ENTER_ROW = N_("(Enter: an empty row)")
# TRANSLATORS: %(item)s is a player's name
Q_COLOUR = N_("Which colour does %(item)s play?")
H_COLOUR = N_("In a game for two, each player plays two colours.")
# TRANSLATORS: %(item)s is a row letter (A to I)
Q_ROW = N_("What lies in row %(item)s, squares 1 to 9?")
# TRANSLATORS: %(man)s is the Uptown symbol "man" in your language; R B G Y P are the colour
# codes, the same in every language, and %(red)s, %(blue)s, %(green)s, %(yellow)s and %(purple)s
# the colours they stand for, in your language
H_ROW = N_("Every row, A at the top: one character a square, R B G Y P for a colour (R %(red)s, "
           "B %(blue)s, G %(green)s, Y %(yellow)s, P %(purple)s), . for an empty square, a digit for "
           "that many empty squares (R.B..G... or 3R5). To name tiles, give the nine squares with "
           "spaces between: . R:A B:7 G:%(man)s Y:$ . . . .")
# TRANSLATORS: %(item)s is a colour
Q_RACK = N_("Which tiles are on the %(item)s rack?")
# TRANSLATORS: %(man)s is the Uptown symbol "man" in your language
H_RACK = N_("Tiles such as C, 4, %(man)s, $; the rest of the five are counted as hidden.")

# -- what the move reader says of a phrase that makes no move (grammar)
# TRANSLATORS: said when a phrase does not name exactly one tile and one square
R_ONE_TILE_ONE_SQUARE = N_("it needs one tile and one square.")

# -- the dispute page (page)
#: the move builder's and the board's texts, by the key its script and the key's template use
PAGE_TEXTS: dict[str, str | Msg] = {
    # TRANSLATORS: Uptown's dispute page: the heading of the key to the board's colours
    "colours": N_("Colours (the letter is how a move writes the colour)"),
    # TRANSLATORS: Uptown's dispute page: the heading of the key to the nine zones and their symbols
    "zones": N_("The zones and their symbols"),
    # TRANSLATORS: Uptown's dispute page: under the board of the position
    "board_hint": N_("Tap a square to change what lies on it. An empty square shows its name."),
    # TRANSLATORS: Uptown's dispute page: a square and what lies on it; %(square)s is its name (E4), %(what)s the tile
    "square": N_("Square %(square)s: %(what)s"),
    # TRANSLATORS: Uptown's dispute page: a square with no tile on it
    "empty": N_("empty"),
    # TRANSLATORS: Uptown's dispute page: a tile of a colour; %(tile)s is the tile (C, 7, ring), %(colour)s its colour
    "tile_of": N_("%(tile)s (%(colour)s)"),
    # TRANSLATORS: Uptown's dispute page: a tile whose face is not known, only its colour (%(colour)s)
    "hidden": N_("a tile not shown (%(colour)s)"),
    # TRANSLATORS: Uptown's dispute page: the colour buttons for the square chosen on the board
    "colour_of": N_("The colour on this square"),
    # TRANSLATORS: Uptown's dispute page: the tile buttons for the square chosen on the board
    "tile_on": N_("The tile on this square"),
    # TRANSLATORS: Uptown's dispute page: the square keeps its colour, but which tile it is is not known
    "face_unknown": N_("not known"),
    # TRANSLATORS: Uptown's dispute page: the heading of the pass button (no tile placed)
    "no_tile": N_("No tile placed"),
    # TRANSLATORS: Uptown's dispute page: the rack a two-colour player took the tile from
    "from_rack": N_("From the rack of"),
    # TRANSLATORS: Uptown's dispute page: the tiles of the mover's racks, one to tap as the tile placed
    "tile": N_("The tile placed"),
    # TRANSLATORS: Uptown's dispute page: opens the buttons of every tile, for one not on the rack as the position has it
    "other_tile": NC_("uptown dispute page", "Another tile"),
    # TRANSLATORS: Uptown's dispute page: the board on which the square the tile went to is tapped
    "target": N_("The square it went to (a square with a tile on it: a capture)"),
}
#: the shipped examples' titles (``examples/uptown/<stem>.yaml``)
PAGE_EXAMPLES = {
    "01-letter-tile": N_("A letter tile"),
    "02-number-tile": N_("A number tile"),
    "03-symbol-tile": N_("A symbol tile"),
    "04-dollar-tile": N_("The dollar tile"),
    "05-capture-split": N_("A capture that splits a group"),
    "06-capture-own-and-pairs": N_("Capturing your own tile, a single tile, a pair"),
    "07-forced-capture": N_("A forced capture"),
    "08-no-placement-pass": N_("Passing when no tile fits"),
    "09-last-turn": N_("The last turn"),
    "10-game-over": N_("The end of the game"),
    "11-two-players": N_("Two players, two colours each"),
    "12-hidden-rack": N_("A hidden rack"),
    "13-blocked": N_("Nobody can place any more"),
    "14-captures-unknown": N_("Captures not known"),
}
#: the labels of the game's own position keys on the dispute page
PAGE_FIELDS: dict[str, str | Msg] = {
    "board": N_("Board"),
    "colours": N_("Colours"),
    # TRANSLATORS: the label of a colour's tile rack on the dispute page of Uptown (its rules' word)
    "rack": NC_("uptown field", "Rack"),
}
