"""Every text Upturn shows, each with its translator comment directly above it: what the judge,
the position check and the notation say, the choices a move leaves open, the move syntax, the
schema's descriptions, what ``referee ask`` asks and what the move reader says of a phrase."""

from __future__ import annotations

from ...i18n import C_, N_, NC_, NP_, Msg
from ...verdict import Made

# -- messages: positions ------------------------------------------------------------
# TRANSLATORS: tile is a tile in the referee's notation, such as 22h.
P_TWIN_HAND = N_("%(tile)s cannot be: a twin tile has no hand.")
# TRANSLATORS: tile is a tile in the referee's notation (up, joker, ...).
P_START_ACTION = N_("The start tile must be a number tile, not %(tile)s.")
P_NO_NUMBER = N_("The field holds no number tile: give the start tile, or the row with its number tiles.")
# TRANSLATORS: tile is a tile in the referee's notation (up, joker, ...).
P_ROW_HEAD = N_("Without a start tile the row begins with the number tile kept when the bag was refilled; "
                "%(tile)s is not a number tile.")
# TRANSLATORS: tile is a tile in the referee's notation (up, joker, ...).
P_FIRST_ACTION = N_("The first tile played beside the start tile must be a number tile, not %(tile)s.")
P_TREND_TOO_SOON = N_("A trend is given, but nothing has been played beside the start tile yet: the first play "
                      "sets the trend. Leave the trend out.")
P_TREND_MISSING = N_("Tiles have been played, so the row is ascending or descending: give the trend.")
# TRANSLATORS: tile is the last number tile in the row, before the number tile that lies just before it.
P_TREND_SHOULD_ASC = N_("%(tile)s lies right after %(before)s, so the row is ascending, not descending.")
# TRANSLATORS: tile is the last number tile in the row, before the number tile that lies just before it.
P_TREND_SHOULD_DESC = N_("%(tile)s lies right after %(before)s, so the row is descending, not ascending.")
# TRANSLATORS: tile and before are two number tiles of the same value lying next to each other.
P_EQUAL_PAIR = N_("%(tile)s lies right after %(before)s of the same value, but an equal number is never allowed.")
P_AFTER_UP = N_("The last tile played is an Up arrow, so the row is ascending, not descending.")
P_AFTER_DOWN = N_("The last tile played is a Down arrow, so the row is descending, not ascending.")
# TRANSLATORS: name is the name used as a key under racks.
P_RACK_STRANGER = N_("%(name)s has a rack but is not one of the players.")
# TRANSLATORS: count is how many tiles of this kind the game has; tile is the kind (up, joker, ...).
P_TOO_MANY_KIND = NP_("There is only %(count)s %(tile)s tile in the game; this one is too many.",
                      "There are only %(count)s %(tile)s tiles in the game; this one is too many.")
# TRANSLATORS: count is how many number tiles the game has (80).
P_TOO_MANY_NUMBERS = NP_("There is only %(count)s number tile in the game; this one is too many.",
                         "There are only %(count)s number tiles in the game; this one is too many.")
# TRANSLATORS: count is the number of tiles the position holds; total is 106.
P_TOTAL = NP_("The field, the racks and the bag hold %(count)s tile together, but the game has %(total)s.",
              "The field, the racks and the bag hold %(count)s tiles together, but the game has %(total)s.")
# TRANSLATORS: count is the number of tiles the position names or counts; total is 106.
P_OVERFULL = NP_("The position already holds %(count)s tile, more than the %(total)s of the game.",
                 "The position already holds %(count)s tiles, more than the %(total)s of the game.")
# TRANSLATORS: count is the number of problems found in the position after the move.
P_AFTER = NP_("The position after the move cannot happen (%(count)s problem).",
              "The position after the move cannot happen (%(count)s problems).")
# TRANSLATORS: name and first are players who both have an empty rack.
P_TWO_WINNERS = N_("%(name)s has placed all their tiles, but so has %(first)s, and the game ends when the first "
                   "player does.")
# TRANSLATORS: start is the start tile (a number).
P_DIRECTION = N_("Play starts clockwise, and only a player who places an arrow or a Joker can reverse it. The start "
                 "tile %(start)s is still down, so the row holds every tile played, and it has no arrow and no "
                 "Joker: play still goes clockwise.")

# -- messages: reading moves ------------------------------------------------------------
# TRANSLATORS: word is the word of the move that was not understood.
# TRANSLATORS: word is the word of the move that was not understood; words is a list of the words a move may
# start with, already in the reader's language.
M_UNKNOWN = N_("unknown word %(word)s; a move starts with %(words)s.")
# TRANSLATORS: word is the word of the move that was not understood; suggestion is a close word of the move
# notation, in the language it was probably typed in.
M_DID_YOU_MEAN = N_("unknown word %(word)s; did you mean %(suggestion)s?")
# TRANSLATORS: word is play or twin, example a move (play 14), both in the reader's language.
M_NEED_TILE = N_("%(word)s must be followed by a tile, as in %(example)s.")
# TRANSLATORS: word is the text that should have been a tile.
M_NOT_TILE = N_("%(word)s is not a tile: write 14, 14h, 22, up, down, updown, skip1, skip2 or joker.")
# TRANSLATORS: word is the text that should have been a tile; tiles is a list of the action tiles, already in
# the reader's language.
M_NOT_TILE_IN_MOVE = N_("%(word)s is not a tile: write a number tile (14, 14h with a hand, 22 a twin) or %(tiles)s.")
# TRANSLATORS: word is the move word twin in the reader's language, tile the tile written after it.
M_NOT_TWIN = N_("%(word)s needs a twin tile (11, 22 ... 99), not %(tile)s.")
# TRANSLATORS: tile is a tile in the referee's notation, such as 22h.
M_TWIN_HAND = N_("%(tile)s cannot be: a twin tile has no hand.")
# TRANSLATORS: word is the move word fill, example a move part (fill 14 18), in the reader's language.
M_FILL_EMPTY = N_("%(word)s must be followed by number tiles, as in %(example)s.")
# TRANSLATORS: %(name)s is the name the move gives tiles to
M_STRANGER = N_("%(name)s is not seated at this table.")
# TRANSLATORS: word is the move word give; example and other are move parts (give Bob, give Bob:2 Cas:1),
# in the reader's language.
M_GIVE_EMPTY = N_("%(word)s must be followed by players, as in %(example)s or %(other)s.")
# TRANSLATORS: word is the text after give that could not be read as NAME or NAME:COUNT.
M_BAD_COUNT = N_("%(word)s is not a player with a count; write NAME or NAME:COUNT with a count of 1 or more.")
# TRANSLATORS: name is a player named twice after the move word give (word, in the reader's language).
M_GIVE_TWICE = N_("%(name)s is named twice after %(word)s.")
# TRANSLATORS: word is a part of a move given twice for one tile (fill, give, a trend, reverse or keep).
M_TWICE = N_("%(word)s is said twice for one tile.")
# TRANSLATORS: word is the move word then, example a move (joker ascending keep then play 14), in the
# reader's language.
M_THEN_EMPTY = N_("%(word)s must be followed by a tile play, as in %(example)s.")
# TRANSLATORS: word is the word of the move that does not fit where it stands.
M_UNEXPECTED = N_("did not expect %(word)s here.")
# TRANSLATORS: word is the word of the move that does not fit where it stands; suggestion is a close word of the
# move notation.
M_UNEXPECTED_MEAN = N_("did not expect %(word)s here; did you mean %(suggestion)s?")
# TRANSLATORS: word is the word that followed pass; pass_word, then and call are the move words pass, then
# and call in the reader's language.
M_AFTER_PASS = N_("after %(pass_word)s only %(then)s (with a tile play) or %(call)s may follow, not %(word)s.")
# TRANSLATORS: word is the word of the move that is not a draw (a tile).
M_BAD_DRAW = N_("The drawn tile %(word)s is not a tile: write 14, 14h, 22, up, down, updown, skip1, skip2 or joker.")
# TRANSLATORS: count is how many tiles were given with --draw; needed is how many the move draws.
M_DRAWS_LEFT = NP_("--draw gave %(count)s tile, but the move draws only %(needed)s.",
                   "--draw gave %(count)s tiles, but the move draws only %(needed)s.")
# TRANSLATORS: word is the tile given with --draw; tile is the tile the known bag gives.
M_DRAW_CLASH = N_("--draw says %(word)s, but the bag is known and gives %(tile)s.")
# TRANSLATORS: word is the tile given with --draw; tiles is a list of the tiles that went back from the field
# into the empty bag.
M_DRAW_NOT_IN_BAG = N_("--draw says %(word)s, but the bag was refilled from the field and holds only %(tiles)s.")

# -- messages: verdicts ------------------------------------------------------------------
# TRANSLATORS: player is the player who has won.
B_GAME_OVER = N_("The game is over: %(player)s has already placed their last tile.")
# TRANSLATORS: player is the player to move; tile is the tile they would play.
B_NO_TILE = N_("%(player)s has no %(tile)s on their rack.")
# TRANSLATORS: %(tile)s is a tile of the row, %(start)s the start tile
P_HISTORY = N_("%(tile)s cannot lie here: no turn the rules allow, played from the start tile %(start)s, "
               "puts it after the tiles before it.")
# TRANSLATORS: %(start)s is the start tile
P_HISTORY_ASC = N_("The row, played from the start tile %(start)s, can only have left the row ascending, "
                   "not descending.")
# TRANSLATORS: %(start)s is the start tile
P_HISTORY_DESC = N_("The row, played from the start tile %(start)s, can only have left the row descending, "
                    "not ascending.")
# TRANSLATORS: tile is an action tile (up, joker, ...).
B_FIRST_ACTION = N_("The first play must be a number tile; %(tile)s is an action tile.")
# TRANSLATORS: tile is the number tile played; last is the number tile it is compared with.
B_EQUAL = N_("%(tile)s equals the number it is compared with (%(last)s), and an equal number is never allowed.")
# TRANSLATORS: tile is the number tile played; last is the last number tile on the field.
B_MUST_BE_HIGHER = N_("The row is ascending, so %(tile)s must be higher than %(last)s.")
# TRANSLATORS: tile is the number tile played; last is the last number tile on the field.
B_MUST_BE_LOWER = N_("The row is descending, so %(tile)s must be lower than %(last)s.")
# TRANSLATORS: tile is the tile played.
B_FILL_NO_TWIN = N_("Only a twin is followed by fill tiles; %(tile)s is not a twin.")
# TRANSLATORS: fill is a fill tile; last is the last number before the twin; tile is the twin.
B_FILL_OUTSIDE = N_("The fill tile %(fill)s does not lie strictly between %(last)s and the twin %(tile)s.")
# TRANSLATORS: fill is a fill tile; last is the last number before the twin; before is the fill tile before it.
B_FILL_ORDER = N_("The fill tile %(fill)s is not further from %(last)s than %(before)s, the fill tile before it.")
# TRANSLATORS: count is how many tiles are drawn after the twin; given is how many the move hands out.
B_TWIN_SUM = NP_("After this twin %(count)s tile is drawn, but the move hands out %(given)s.",
                 "After this twin %(count)s tiles are drawn, but the move hands out %(given)s.")
# TRANSLATORS: name is the player named to receive tiles; player is the player to move.
B_NOT_OPPONENT = N_("%(name)s is not an opponent of %(player)s.")
# TRANSLATORS: player is the player to move, who named themselves to receive tiles.
B_SELF_GIVE = N_("%(player)s cannot give tiles to themselves: name an opponent.")
# TRANSLATORS: tile is the hand tile played; example is a move part naming an opponent (give Bob), in the
# reader's language.
B_HAND_NO_GIVE = N_("%(tile)s has a hand: name the opponent who gets a tile from the bag, as in %(example)s.")
# TRANSLATORS: given is what the move hands out, such as Bob:2.
B_HAND_ONE = N_("A hand gives exactly one tile to one opponent, not %(given)s.")
# TRANSLATORS: tile is the tile played.
B_NO_GIVE = N_("%(tile)s has no hand and is not a twin, so it gives no tiles.")
B_UP_ROW = N_("An Up arrow may only be played on a descending row, and the row is ascending.")
B_DOWN_ROW = N_("A Down arrow may only be played on an ascending row, and the row is descending.")
B_UP_TREND = N_("An Up arrow makes the row ascending, not descending.")
B_DOWN_TREND = N_("A Down arrow makes the row descending, not ascending.")
# TRANSLATORS: ascending and descending are the trend words in the reader's language
B_UPDOWN_TREND = N_("With Up & Down the player names the new trend: add %(ascending)s or %(descending)s.")
# TRANSLATORS: ascending and descending are the trend words in the reader's language
B_JOKER_TREND = N_("With a Joker the player names the trend: add %(ascending)s or %(descending)s.")
# TRANSLATORS: tile is the tile played.
B_NO_TREND_CHOICE = N_("Only Up & Down and the Joker let the player name the trend; %(tile)s does not.")
# TRANSLATORS: tile is the tile played.
B_NO_REVERSE = N_("Only an arrow or a Joker lets the player reverse the direction of play; %(tile)s does not.")
# TRANSLATORS: tile is the tile played.
B_THEN_NOT_JOKER = N_("Only a Joker allows an extra tile; %(tile)s is not a Joker.")
# TRANSLATORS: player is the player to move.
B_THEN_AFTER_WIN = N_("The game ended when %(player)s placed their last tile; no extra tile follows.")
# TRANSLATORS: house_rule is the name of the house rule (play-drawn-tile).
B_PLAY_DRAWN = N_("A player who passes may not play the tile they drew in the same turn "
                  "(the house rule %(house_rule)s allows it).")
# TRANSLATORS: drawn is the tile the known bag gives; tile is the tile the move plays.
B_DRAWN_OTHER = N_("The tile drawn from the bag is %(drawn)s, not %(tile)s.")
B_NOTHING_DRAWN = N_("No tile could be drawn, so there is none to play.")
# TRANSLATORS: tiles is a list of the tiles that went back from the field into the empty bag; tile is the tile
# the move says was drawn.
B_NOT_IN_POOL = N_("The bag was refilled from the field and holds only %(tiles)s, so the tile drawn cannot be "
                   "%(tile)s.")
# TRANSLATORS: player is the player to move; tile is a tile their rack may or may not hold.
NEED_RACK = N_("Whether %(player)s holds %(tile)s: their rack is not fully known.")

E_ASC = N_("The row is now ascending.")
E_DESC = N_("The row is now descending.")
E_CW = N_("The direction of play reverses: play now goes clockwise.")
E_CCW = N_("The direction of play reverses: play now goes counterclockwise.")
# TRANSLATORS: player is the player who is skipped.
E_SKIP = N_("%(player)s loses a turn.")
# TRANSLATORS: player is the player to move; name is the opponent who gets the tile.
E_HAND = N_("%(player)s takes a tile from the bag and gives it to %(name)s.")
# TRANSLATORS: player is the player to move; count is how many tiles they draw after the twin.
E_TWIN_DRAW = NP_("%(player)s draws %(count)s tile from the bag after the twin.",
                  "%(player)s draws %(count)s tiles from the bag after the twin.")
# TRANSLATORS: name is an opponent; count is how many of the drawn tiles they get.
E_GIVE = NP_("%(name)s gets %(count)s of them.", "%(name)s gets %(count)s of them.")
# TRANSLATORS: player is the player who passes.
E_PASS = N_("%(player)s passes and takes a tile from the bag; the turn ends.")
# TRANSLATORS: player is the player who passes.
E_PASS_THEN = N_("%(player)s passes, takes a tile from the bag and plays it at once.")
# TRANSLATORS: count is how many tiles go back into the bag; last is the number tile that stays.
E_REFILL = NP_("The bag is empty: %(count)s tile goes back from the field into the bag; %(last)s stays.",
               "The bag is empty: %(count)s tiles go back from the field into the bag; %(last)s stays.")
# TRANSLATORS: count is how many tiles could not be drawn.
E_SHORT = NP_("The bag and the field are empty: %(count)s tile cannot be drawn.",
              "The bag and the field are empty: %(count)s tiles cannot be drawn.")
# TRANSLATORS: player is the player who calls.
E_CALL = N_("%(player)s calls “Upturn” with one tile left.")
# TRANSLATORS: player is the player who forgot the call; count is the number of penalty tiles (3).
E_PENALTY = NP_("%(player)s has one tile left and did not call “Upturn”: they take %(count)s tile from the bag "
                "as a penalty.",
                "%(player)s has one tile left and did not call “Upturn”: they take %(count)s tiles from the bag "
                "as a penalty.")
# TRANSLATORS: player is the player who wins.
E_WIN = N_("%(player)s has placed their last tile and wins the game.")
# TRANSLATORS: player is the player whose turn is next.
E_NEXT = N_("Next turn: %(player)s.")


# the builders of the effects whose message is not just their values (the others: ``verdict.said``),
# called when a verdict's effects are read (``Recorder.later``)

def e_hand(player: str, name: str) -> Made:
    return Msg(E_HAND, player=player, name=name), {"player": player, "name": name, "count": 1}


def e_turned(text: str, name: str, value: str) -> Made:
    """The row's trend or the direction of play, now ``value``."""
    return Msg(text), {name: value}

# TRANSLATORS: name is the name of a house rule.
NOTE_HOUSE = N_("House rule %(name)s is on: this verdict follows it instead of this reading.")
# TRANSLATORS: player is the player to move; count is how many tiles they keep.
NOTE_NO_CALL = NP_("No call is needed: %(player)s keeps %(count)s tile.",
                   "No call is needed: %(player)s keeps %(count)s tiles.")

# -- the choices a move may leave open (checker.answer) -------------------------------------
CH_JOKER_TREND = N_("the trend the Joker names")
CH_UPDOWN_TREND = N_("the trend the Up & Down arrow names")
CH_REVERSE = N_("whether the direction of play is kept or reversed")
CH_TWIN_GIVE = N_("who gets the tiles drawn after the twin, and how many each")
CH_HAND_GIVE = N_("the opponent who gets the tile from the bag")

# TRANSLATORS: players is a list of opponents' names, joined with "or" (any one of them).
C_GIVE = N_("the tile from the bag may go to another opponent (%(players)s)")
# TRANSLATORS: moves is a list of the same move with the direction of play reversed, joined with "or".
C_REVERSE = N_("or, reversing the direction of play: %(moves)s")
# TRANSLATORS: tiles is a list of number tiles that may fill in after the twin.
C_FILL = N_("fill with any part of %(tiles)s, or none")
# TRANSLATORS: players is a list of opponents' names.
C_SPLIT = N_("split the drawn tiles among %(players)s as you like")
# TRANSLATORS: choice and more are descriptions of choices left open in a move.
C_JOIN = N_("%(choice)s; %(more)s")

S_PASS = N_("Pass: take one tile from the bag; the turn ends.")
S_PASS_THEN = N_("With the house rule play-drawn-tile: pass, then play the tile just drawn (here a 14).")
S_PLAY = N_("Play a number tile. 14h is a 14 with a hand, 22 a twin.")
S_HAND = N_("Play a hand tile and name the opponent who gets a tile from the bag (with two players the name "
            "may be left out).")
S_TWIN = N_("Play a twin, then the fill tiles in order away from the last number, then how many of the drawn "
            "tiles each opponent gets (Bob alone means Bob:1).")
S_ARROW = N_("Play an Up or Down arrow and say whether the direction of play is kept or reversed.")
S_UPDOWN = N_("Play an Up & Down arrow: name the new trend, then keep or reverse.")
S_SKIP = N_("Play a Skip 1 player or Skip 2 players tile.")
S_JOKER = N_("Play a Joker: name the trend, keep or reverse, and add an extra tile after then if you like.")
S_CALL = N_("End a move that leaves you one tile with call (the “Upturn” call); without it the move is still "
            "legal but costs a penalty.")

# -- the schema's descriptions (reading.own_schema): ``referee schema`` and ``referee new`` in the reader's language
D_TILE = N_("a tile: 14, 14h, 22, up, down, updown, skip1, skip2 or joker")
D_RACK_TILE = N_("a tile: 14, 14h, 22, up, down, updown, skip1, skip2, joker or ? (unknown)")
# TRANSLATORS: what a tile of the row was expected to be, in "%(value)s is not %(form)s."
X_TILE = C_("expected form", "a tile")
# TRANSLATORS: what a tile of a rack was expected to be, in "%(value)s is not %(form)s."
X_RACK_TILE = C_("expected form", "a tile, or ? for an unknown one")
D_DIRECTION = N_("the direction of play")
D_START_TILE = N_("the start tile, a number tile; leave it out once it went back into an empty bag")
D_ROW = N_("the tiles played since the start tile, in the order they lie (fill tiles before their twin)")
D_TREND = N_("ascending or descending; null before the first play")
D_BAG = N_("the tiles in the bag: a count, or the list in drawing order; leave it out to have it counted from the "
           "rest")
D_RACKS = N_("each player's rack: a list of tiles, a count, or left out")

# -- what ``referee ask`` asks (questions.py) ---------------------------------------------
Q_TREND = N_("Which way does the row go?")
H_TREND = N_("Press Enter if no number tile has been played beside the start tile yet.")
# TRANSLATORS: after "Which way does the row go?": Enter answers that it goes no way yet
E_NO_TREND = NC_("no trend yet", "(Enter: none)")
Q_LAST_NUMBER = N_("What is the last number tile on the field?")
H_LAST_NUMBER = N_("Only its number matters, e.g. 70; action tiles since then do not.")
Q_START_TILE = N_("What is the start tile?")
Q_DIRECTION = N_("Which way does play go?")
# TRANSLATORS: %(to_move)s is the name of the player to move
Q_RACK = N_("Which tiles does %(to_move)s hold?")
# TRANSLATORS: %(up)s, %(down)s, %(updown)s, %(skip1)s, %(skip2)s and %(joker)s are the tile
# words of Upturn in your language
H_RACK = N_("Tiles such as 14, 14h (a hand), 22 (a twin), %(up)s, %(down)s, %(updown)s, %(skip1)s, %(skip2)s, "
            "%(joker)s; a ? for each tile not in question.")

# -- what the move reader says of a phrase that makes no move (grammar.py) ------------------
# TRANSLATORS: said when a phrase names two tiles and the first is no Joker (nor said
# with "then" between them)
R_ONE_CHAIN = N_("only a Joker has a tile after it.")
# TRANSLATORS: %(name)s is a player named twice as getting tiles
R_NAMED_TWICE = N_("%(name)s is named twice.")
# TRANSLATORS: said when a phrase names a hand ("with the hand") without a number tile before it
R_HAND_ALONE = N_("a hand belongs to a number tile, said before it.")
# TRANSLATORS: %(word)s is a word said in a move that no Upturn move has (a direction of play)
R_NO_PART = N_("%(word)s is no part of an Upturn move.")
# TRANSLATORS: said when a phrase names no tile to play and is no pass
R_NO_TILE = N_("it names no tile.")
# TRANSLATORS: %(word)s is a move word (fill, give, then) said without what must follow it
R_NOTHING_FOLLOWS = N_("nothing follows %(word)s.")
# TRANSLATORS: said when the trend, or keep or reverse, is said twice in one phrase
R_SAID_TWICE = N_("the trend or the direction is said twice.")

# -- the dispute page (page)
#: the move builder's headings, by the key its script uses
PAGE_TEXTS = {
    # TRANSLATORS: Upturn's dispute page: the heading of the tiles of the mover's rack, one to tap as the tile played
    "tile": N_("The tile played"),
    # TRANSLATORS: Upturn's dispute page: opens a keypad for a tile that is not on the rack as the position has it
    "other_tile": N_("Another tile"),
    # TRANSLATORS: Upturn's dispute page: the heading of the pass button (no tile played; a tile is drawn)
    "no_tile": N_("No tile played"),
    # TRANSLATORS: Upturn's dispute page: the tiles laid after a twin, tapped in the order laid
    "fill": N_("Fill tiles, in the order laid"),
    # TRANSLATORS: Upturn's dispute page: how many of the tiles drawn after a twin each opponent gets
    "give_twin": N_("Drawn tiles given to"),
    # TRANSLATORS: Upturn's dispute page: the opponent who gets the tile drawn after a hand tile
    "give_hand": N_("The tile from the bag goes to"),
    # TRANSLATORS: Upturn's dispute page: the trend an Up & Down arrow or a Joker names
    "trend": N_("The trend named"),
    # TRANSLATORS: Upturn's dispute page: whether the direction of play is kept or reversed
    "direction": N_("Direction of play"),
    # TRANSLATORS: Upturn's dispute page: the extra tile a player may lay after a Joker
    "then": N_("Extra tile after the Joker"),
    # TRANSLATORS: Upturn's dispute page: with the house rule play-drawn-tile, the tile just drawn when passing, played at once
    "then_pass": N_("The tile drawn, played at once"),
    # TRANSLATORS: Upturn's dispute page: the player called “Upturn” (one tile left)
    "call": N_("The call"),
}
#: the shipped examples' titles (``examples/upturn/<stem>.yaml``)
PAGE_EXAMPLES = {
    "arrows": N_("Up and Down arrows"),
    "ascending-row": N_("Number tiles on an ascending row"),
    "empty-bag": N_("The bag is empty"),
    "first-play": N_("The first play"),
    "hand-tile": N_("A number tile with a hand"),
    "joker": N_("A Joker, play going counterclockwise"),
    "last-tile-wins": N_("The last tile wins"),
    "pass-drawn-tile": N_("Passing and the tile drawn"),
    "skip-two-players": N_("Skips with two players"),
    "twin-fill": N_("A twin with fill tiles"),
    "unknown-racks": N_("Tiles nobody knows"),
    "upturn-call": N_("Calling “Upturn”"),
}
#: the labels of the game's own position keys on the dispute page
PAGE_FIELDS = {
    "direction": N_("Direction of play"),
    "trend": N_("Trend"),
    "start_tile": N_("Start tile"),
    "row": N_("Row (last tiles)"),
    # TRANSLATORS: the label of a player's rack on the dispute page of Upturn (Uptown has its own)
    "rack": N_("Rack"),
    "bag": N_("Bag"),
}
