"""Upturn: positions, moves and verdicts.

A position file::

    game: upturn
    players: [Ann, Bob, Cas]         # seating order, clockwise
    to_move: Ann
    direction: clockwise             # or counterclockwise
    start_tile: 50                   # left out once it went back into an empty bag
    row: [62, 70, up, 48h]           # tiles played since, in the order they lie
    trend: descending                # null (or left out) before the first play
    bag: 60                          # a count, a list (front first), or left out
    racks: {Ann: [14, 14h, 22, up, joker], Bob: 7, Cas: [33, "?", "?"]}

Tiles: ``14`` (number), ``14h`` (number with a hand), ``22`` (twin: 11, 22,
... 99), ``up``, ``down``, ``updown``, ``skip1``, ``skip2``, ``joker``; on a
rack ``"?"`` is a tile nobody at the table knows. A rack may be a count, or be
left out. Fill tiles lie before their twin in the row (the twin is the last
number). When the bag is known as a list, tiles that go back into an empty bag
join it at the back, in the order they lay.

Moves: see ``move_syntax``. Every user-facing text is a module-level message
below, so that its translator comment sits directly above it.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import partial
from itertools import product
from typing import Any, Iterator, NamedTuple

from ..i18n import Msg, N_, NP_
from ..verdict import PositionError, Problem, QuietVerdict, UsageError, Verdict
from .base import Game, MoveOption, bad_move, tokens

GAME_ID = "upturn"
TOTAL = 106
NUMBER_TILES = 80
RACK_START = 7
ACTIONS = {"up": 6, "down": 6, "updown": 6, "skip1": 3, "skip2": 3, "joker": 2}
ALIASES = {"up": "up", "down": "down", "updown": "updown", "up&down": "updown", "up-down": "updown",
           "skip1": "skip1", "skip-1": "skip1", "skip2": "skip2", "skip-2": "skip2", "joker": "joker"}
UNKNOWN = "?"
ASC, DESC = "ascending", "descending"
CW, CCW = "clockwise", "counterclockwise"
TRENDS = {"ascending": ASC, "asc": ASC, "descending": DESC, "desc": DESC}
CALLS = {"call": True, "upturn": True, "nocall": False}
_TILE = re.compile(r"0*([1-9][0-9]?)(h?)")
FIELD_PATTERN = r"[1-9][0-9]?h?|up|down|updown|skip1|skip2|joker"
RACK_PATTERN = FIELD_PATTERN + r"|\?"

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

# -- messages: reading moves ------------------------------------------------------------
# TRANSLATORS: word is the word of the move that was not understood.
M_UNKNOWN = N_("unknown word %(word)s; a move starts with play, twin, pass or an action tile "
               "(up, down, updown, skip1, skip2, joker).")
# TRANSLATORS: word is play or twin.
M_NEED_TILE = N_("%(word)s must be followed by a tile, as in play 14.")
# TRANSLATORS: word is the text that should have been a tile.
M_NOT_TILE = N_("%(word)s is not a tile: write 14, 14h, 22, up, down, updown, skip1, skip2 or joker.")
# TRANSLATORS: tile is the tile written after the word twin.
M_NOT_TWIN = N_("twin needs a twin tile (11, 22 ... 99), not %(tile)s.")
# TRANSLATORS: tile is a tile in the referee's notation, such as 22h.
M_TWIN_HAND = N_("%(tile)s cannot be: a twin tile has no hand.")
M_FILL_EMPTY = N_("fill must be followed by number tiles, as in fill 14 18.")
# TRANSLATORS: %(name)s is the name the move gives tiles to
M_STRANGER = N_("%(name)s is not seated at this table.")
M_GIVE_EMPTY = N_("give must be followed by players, as in give Bob or give Bob:2 Cas:1.")
# TRANSLATORS: word is the text after give that could not be read as NAME or NAME:COUNT.
M_BAD_COUNT = N_("%(word)s is not a player with a count; write NAME or NAME:COUNT with a count of 1 or more.")
# TRANSLATORS: name is a player named twice after give.
M_GIVE_TWICE = N_("%(name)s is named twice after give.")
# TRANSLATORS: word is a part of a move given twice for one tile (fill, give, a trend, reverse or keep).
M_TWICE = N_("%(word)s is said twice for one tile.")
M_THEN_EMPTY = N_("then must be followed by a tile play, as in joker ascending keep then play 14.")
# TRANSLATORS: word is the word of the move that does not fit where it stands.
M_UNEXPECTED = N_("did not expect %(word)s here.")
# TRANSLATORS: word is the word that followed pass.
M_AFTER_PASS = N_("after pass only then (with a tile play) or call may follow, not %(word)s.")
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
# TRANSLATORS: move is the move that cannot be applied.
M_NOT_LEGAL = N_("The move %(move)s is not legal here, so there is no position after it.")

# -- messages: verdicts ------------------------------------------------------------------
# TRANSLATORS: player is the player who has won.
B_GAME_OVER = N_("The game is over: %(player)s has already placed their last tile.")
# TRANSLATORS: player is the player to move; tile is the tile they would play.
B_NO_TILE = N_("%(player)s has no %(tile)s on their rack.")
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
# TRANSLATORS: tile is the hand tile played; name is an opponent, as an example.
B_HAND_NO_GIVE = N_("%(tile)s has a hand: name the opponent who gets a tile from the bag, as in give %(name)s.")
# TRANSLATORS: given is what the move hands out, such as Bob:2.
B_HAND_ONE = N_("A hand gives exactly one tile to one opponent, not %(given)s.")
# TRANSLATORS: tile is the tile played.
B_NO_GIVE = N_("%(tile)s has no hand and is not a twin, so it gives no tiles.")
B_UP_ROW = N_("An Up arrow may only be played on a descending row, and the row is ascending.")
B_DOWN_ROW = N_("A Down arrow may only be played on an ascending row, and the row is descending.")
B_UP_TREND = N_("An Up arrow makes the row ascending, not descending.")
B_DOWN_TREND = N_("A Down arrow makes the row descending, not ascending.")
B_UPDOWN_TREND = N_("With Up & Down the player names the new trend: add ascending or descending.")
B_JOKER_TREND = N_("With a Joker the player names the trend: add ascending or descending.")
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
# TRANSLATORS: name is the name of a house rule.
NOTE_HOUSE = N_("House rule %(name)s is on: this verdict follows it instead of this reading.")
# TRANSLATORS: player is the player to move; count is how many tiles they keep.
NOTE_NO_CALL = NP_("No call is needed: %(player)s keeps %(count)s tile.",
                   "No call is needed: %(player)s keeps %(count)s tiles.")

# TRANSLATORS: players is a list of opponents' names.
C_GIVE = N_("the tile from the bag may go to another opponent (%(players)s)")
# TRANSLATORS: moves is a list of the same move with the direction of play reversed.
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
S_ARROW = N_("Play an Up or Down arrow and keep or reverse the direction of play (keep if left out).")
S_UPDOWN = N_("Play an Up & Down arrow: name the new trend, then keep or reverse.")
S_SKIP = N_("Play a Skip 1 player or Skip 2 players tile.")
S_JOKER = N_("Play a Joker: name the trend, keep or reverse, and add an extra tile after then if you like.")
S_CALL = N_("End a move that leaves you one tile with call (the “Upturn” call); without it the move is still "
            "legal but costs a penalty.")


# -- tiles -----------------------------------------------------------------------------

def norm_tile(text: Any) -> str | None:
    """The canonical notation of a tile, or None; ``22h`` is returned (and refused by the caller)."""
    if isinstance(text, bool):
        return None
    if isinstance(text, int):
        return str(text) if 1 <= text <= 99 else None
    word = str(text).strip().lower()
    if word in ALIASES:
        return ALIASES[word]
    if word == UNKNOWN:
        return UNKNOWN
    m = _TILE.fullmatch(word)
    return m.group(1) + m.group(2) if m else None


# Facts about every tile in canonical notation, looked up rather than worked out: the
# generator and the turn ask them hundreds of times a move. Other strings fall back to
# working them out (the answers are the same).
_VALUES: dict[str, int] = {**{str(x): x for x in range(1, 100)}, **{f"{x}h": x for x in range(1, 100)}}
_TWINS = frozenset(str(11 * k) for k in range(1, 10))
_HANDS = frozenset(f"{x}h" for x in range(1, 100))
_ORDER = ["up", "down", "updown", "skip1", "skip2", "joker", UNKNOWN]


def value(tile: str) -> int | None:
    found = _VALUES.get(tile)
    if found is not None:
        return found
    if not tile or not tile[0].isdigit():
        return None
    return int(tile[:-1]) if tile[-1] == "h" else int(tile)


def is_number(tile: str) -> bool:
    return tile in _VALUES or (bool(tile) and tile[0].isdigit())


def is_hand(tile: str) -> bool:
    return tile in _HANDS or (is_number(tile) and tile.endswith("h"))


def is_twin(tile: str) -> bool:
    return tile in _TWINS or (tile not in _VALUES and is_number(tile) and not tile.endswith("h")
                              and int(tile) % 11 == 0)


def tile_data(tile: str) -> Any:
    """A tile as YAML writes it: plain numbers as integers."""
    return int(tile) if tile.isdigit() else tile


def _work_out_sort_key(tile: str) -> tuple:
    if is_number(tile):
        return (0, value(tile), tile)
    return (1, _ORDER.index(tile) if tile in _ORDER else 99, tile)


_SORT_KEYS = {t: _work_out_sort_key(t) for t in [*_VALUES, *_ORDER]}
#: number tile -> (value, twin, hand)
_NUMBER_INFO = {t: (v, t in _TWINS, t in _HANDS) for t, v in _VALUES.items()}


def _number_info(tile: str) -> tuple[int, bool, bool] | None:
    """(value, twin, hand) of a number tile; None for an action tile or "?"."""
    found = _NUMBER_INFO.get(tile)
    if found is None and is_number(tile):
        return value(tile), is_twin(tile), is_hand(tile)
    return found


def _sorted_tiles(tiles: Any) -> list[str]:
    try:
        return sorted(tiles, key=_SORT_KEYS.__getitem__)
    except KeyError:
        return sorted(tiles, key=sort_key)


def sort_key(tile: str) -> tuple:
    found = _SORT_KEYS.get(tile)
    return found if found is not None else _work_out_sort_key(tile)


# -- legality shared by check and the move generator -----------------------------------------
# ``check`` turns a reason into a message; ``legal_moves`` only offers what has none.

def _number_problem(val: int, ref: int, trend: str | None, twin: bool) -> str | None:
    """Why a number tile of value ``val`` may not follow the last number ``ref``
    ("equal", "higher": it must be higher, "lower"), or None when it may.
    The first play (no trend yet) and a twin may go either way, never equal."""
    if val == ref:
        return "equal"
    if trend is None or twin:
        return None
    if trend == ASC and val < ref:
        return "higher"
    if trend == DESC and val > ref:
        return "lower"
    return None


def _refill(field: list) -> tuple[int, list]:
    """When the bag is empty: where the number tile that stays lies in the field (the
    last number), and the tiles that go back into the bag, in the order they lay."""
    keep = max(i for i, t in enumerate(field) if is_number(t))
    return keep, field[:keep] + field[keep + 1:]


def _next_draw(bag: tuple, field: list) -> str | None:
    """The tile a draw from a known bag gives: its front tile, or when it is empty the
    first tile that goes back into it from the field; None when nothing can be drawn."""
    if bag:
        return bag[0]
    back = _refill(field)[1]
    return back[0] if back else None


def _arrow_along(tile: str, trend: str | None) -> bool:
    """An Up arrow on an ascending row, or a Down arrow on a descending one."""
    return trend is not None and trend == (ASC if tile == "up" else DESC)


# -- positions and moves ----------------------------------------------------------------

class Position(NamedTuple):
    players: tuple
    to_move: str
    house_rules: frozenset
    start_tile: str | None
    row: tuple
    trend: str | None
    direction: str
    bag: Any            # None (unknown), an int (count) or a tuple (known order, front first)
    racks: tuple        # one entry per seat: a tuple of tiles (may hold "?") or None (unknown)

    def seat(self, name: str) -> int:
        return self.players.index(name)

    def field(self) -> list:
        return ([self.start_tile] if self.start_tile else []) + list(self.row)

    def last_number(self) -> str | None:
        for tile in reversed(self.field()):
            if is_number(tile):
                return tile
        return None

    def winner(self) -> str | None:
        for name, rack in zip(self.players, self.racks):
            if rack is not None and len(rack) == 0:
                return name
        return None


class TilePlay(NamedTuple):
    tile: str
    fill: tuple = ()
    give: tuple = ()            # ((name, count), ...)
    trend: str | None = None
    reverse: bool | None = None
    then: "TilePlay | None" = None

    def tiles(self) -> int:
        return 1 + len(self.fill) + (self.then.tiles() if self.then else 0)


class Move(NamedTuple):
    kind: str                   # "play" or "pass"
    play: TilePlay | None = None
    call: bool = False


# -- one turn, played out on a working copy -------------------------------------------------

class _Turn:
    """Plays a move on a copy of the position, writing findings into a verdict.

    ``check`` and ``apply`` share it, so that what the verdict says is what
    the next position shows."""

    def __init__(self, pos: Position, verdict: Verdict | QuietVerdict, draws: list[str] | None = None) -> None:
        self.pos = pos
        self.v = verdict
        self.loud = not isinstance(verdict, QuietVerdict)
        self.rules = pos.house_rules
        self.me = pos.to_move
        self.seat = pos.seat(pos.to_move)
        self.racks = [list(r) if r is not None else None for r in pos.racks]
        self.start = pos.start_tile
        self.row = list(pos.row)
        self.trend = pos.trend
        self.direction = pos.direction
        self.bag = list(pos.bag) if isinstance(pos.bag, tuple) else pos.bag
        self.draws = list(draws or [])
        self.pending: str | None = None
        #: after a bag known only by its count was refilled: the tiles it may still hold
        self.pool: Counter | None = None
        #: a tile the move says was drawn, which the refilled bag cannot have held
        self.not_in_pool: str | None = None
        self.skips: list[str] = []
        self.won = False
        self.next_player = pos.to_move

    @property
    def rack(self) -> list | None:
        return self.racks[self.seat]

    def opponent(self, name: str) -> bool:
        return name in self.pos.players and name != self.me

    def house(self, rule_id: str, name: str) -> None:
        if self.loud:
            self.v.note(rule_id, Msg(NOTE_HOUSE, name=name))

    # -- the bag ---------------------------------------------------------------------
    def bag_empty(self) -> bool:
        return self.bag is not None and (self.bag == 0 or self.bag == [])

    def refill(self) -> None:
        field = ([self.start] if self.start else []) + self.row
        keep, back = _refill(field)
        if not back:
            return
        if isinstance(self.bag, list):
            self.bag.extend(back)
        else:
            self.bag = len(back)
            self.pool = Counter(back)
        self.start = None if keep > 0 or self.start is None else self.start
        self.row = [field[keep]] if self.start is None else []
        if self.loud:
            self.v.effect("return", "upturn.bag.empty", Msg(E_REFILL, count=len(back), last=field[keep]),
                          count=len(back), last=field[keep])
            self.v.note("upturn.bag.empty")

    def from_bag(self, known: str | None = None) -> str:
        if isinstance(self.bag, list):
            tile = self.bag.pop(0)
            if self.draws and known is None:
                said = self.draws.pop(0)
                if said != tile:
                    raise UsageError(Msg(M_DRAW_CLASH, word=said, tile=tile))
            return tile
        if isinstance(self.bag, int):
            self.bag -= 1
        if known is not None:
            tile = known
        elif self.draws:
            tile = self.draws.pop(0)
        else:
            return UNKNOWN
        if self.pool is not None:
            # the bag was refilled from the field, so every tile in it is known, though not their order
            if self.pool[tile] > 0:
                self.pool[tile] -= 1
            elif known is None:
                raise UsageError(Msg(M_DRAW_NOT_IN_BAG, word=tile, tiles=self.pool_tiles()))
            else:
                self.not_in_pool = tile
        return tile

    def pool_tiles(self) -> list[str]:
        return _sorted_tiles(self.pool.elements()) if self.pool is not None else []

    def draw(self, count: int, seat: int, known: str | None = None) -> list[str]:
        got = []
        for index in range(count):
            if self.bag_empty():
                self.refill()
                if self.bag_empty():
                    if self.loud:
                        short = count - index
                        self.v.effect("draw", "upturn.bag.empty", Msg(E_SHORT, count=short), count=short)
                        self.v.note("upturn.bag.empty")
                    break
            tile = self.from_bag(known)
            got.append(tile)
            if self.racks[seat] is not None:
                self.racks[seat].append(tile)
        return got

    # -- the rack ---------------------------------------------------------------------
    def take(self, tile: str) -> None:
        rack = self.rack
        if self.pending == tile:
            self.pending = None
            if rack is not None:
                rack.remove(tile)
            return
        if rack is not None and tile in rack:
            rack.remove(tile)
            return
        if rack is None or UNKNOWN in rack:
            if rack is not None:
                rack.remove(UNKNOWN)
            self.v.need(f"racks.{self.me}", "upturn.turn.structure", Msg(NEED_RACK, player=self.me, tile=tile),
                        player=self.me, tile=tile)
            return
        self.v.broken("upturn.turn.structure", Msg(B_NO_TILE, player=self.me, tile=tile), player=self.me, tile=tile)

    def emptied(self) -> bool:
        return self.rack is not None and not self.rack

    def win(self) -> None:
        self.won = True
        if self.loud:
            self.v.effect("win", "upturn.end.win", Msg(E_WIN, player=self.me), player=self.me)
            self.v.note("upturn.end.win")

    # -- the turn ---------------------------------------------------------------------
    def run(self, move: Move) -> None:
        v = self.v
        done = self.pos.winner()
        if done is not None:
            v.broken("upturn.end.win", Msg(B_GAME_OVER, player=done), player=done)
            return
        if move.kind == "pass":
            self.pass_turn(move.play)
        else:
            self.play(move.play)
        if self.won:
            return
        self.end_of_turn(move.call)

    def pass_turn(self, then: TilePlay | None) -> None:
        v = self.v
        v.note("upturn.turn.structure")
        known = then.tile if then is not None and not isinstance(self.bag, list) else None
        got = self.draw(1, self.seat, known)
        if self.loud:
            v.effect("draw", "upturn.turn.pass-draw", Msg(E_PASS if then is None else E_PASS_THEN, player=self.me),
                     player=self.me)
        if then is None:
            if "play-drawn-tile" not in self.rules:
                v.note("upturn.turn.no-draw-after-play")
            return
        if "play-drawn-tile" in self.rules:
            self.house("upturn.turn.no-draw-after-play", "play-drawn-tile")
        else:
            v.broken("upturn.turn.no-draw-after-play", Msg(B_PLAY_DRAWN, house_rule="play-drawn-tile"),
                     house_rule="play-drawn-tile")
        if not got:
            v.broken("upturn.bag.empty", Msg(B_NOTHING_DRAWN))
            return
        if got[0] != then.tile:
            v.broken("upturn.turn.pass-draw", Msg(B_DRAWN_OTHER, drawn=got[0], tile=then.tile),
                     drawn=got[0], tile=then.tile)
            return
        if self.not_in_pool is not None:
            tiles = self.pool_tiles()
            v.broken("upturn.bag.empty", Msg(B_NOT_IN_POOL, tiles=tiles, tile=then.tile), tiles=tiles, tile=then.tile)
            return
        self.pending = then.tile
        self.play(then)

    def play(self, p: TilePlay) -> None:
        if is_number(p.tile):
            self.play_number(p)
        else:
            self.play_action(p)

    def play_number(self, p: TilePlay) -> None:
        v, t = self.v, p.tile
        val = value(t)
        ref_tile = self.last_number()
        ref = value(ref_tile)
        first = self.trend is None
        twin = is_twin(t)
        problem = _number_problem(val, ref, self.trend, twin)
        if problem == "equal":
            v.broken("upturn.play.equal-never", Msg(B_EQUAL, tile=t, last=ref_tile), tile=t, last=ref_tile)
        elif problem == "higher":
            v.broken("upturn.play.number", Msg(B_MUST_BE_HIGHER, tile=t, last=ref_tile), tile=t,
                     last=ref_tile, trend=ASC)
        elif problem == "lower":
            v.broken("upturn.play.number", Msg(B_MUST_BE_LOWER, tile=t, last=ref_tile), tile=t,
                     last=ref_tile, trend=DESC)
        if first:
            v.note("upturn.play.first")
            if self.start and (is_hand(self.start) or is_twin(self.start)):
                v.note("upturn.setup.start-tile-no-effect")
        elif not is_number(self.row[-1] if self.row else self.start):
            v.note("upturn.play.reference")
        self.options_without_choice(p)
        if p.then is not None:
            v.broken("upturn.play.joker.extra-tile", Msg(B_THEN_NOT_JOKER, tile=t), tile=t)
        if p.fill and not twin:
            v.broken("upturn.play.twin.fill", Msg(B_FILL_NO_TWIN, tile=t), tile=t)
        if p.give and not twin and not is_hand(t):
            v.broken("upturn.play.hand", Msg(B_NO_GIVE, tile=t), tile=t)
        self.take(t)
        if twin:
            v.note("upturn.play.twin")
            self.fill(p, ref, ref_tile)
        self.row.append(t)
        if first and val != ref:
            self.set_trend(ASC if val > ref else DESC, "upturn.play.first")
        elif twin and not first:
            if "twin-sets-trend" in self.rules:
                self.house("upturn.play.twin.trend", "twin-sets-trend")
                if val != ref:
                    self.set_trend(ASC if val > ref else DESC, "upturn.play.twin.trend")
            else:
                v.note("upturn.play.twin.trend")
        if self.emptied():
            if p.give and (twin or is_hand(t)):
                # nothing is drawn once the game is over, but the tiles may only ever go to opponents
                self.check_names(p.give, "upturn.play.twin.give" if twin else "upturn.play.hand")
            self.win()
            return
        if twin:
            self.twin_gives(p)
        elif is_hand(t):
            self.hand_give(p)

    def options_without_choice(self, p: TilePlay) -> None:
        if p.trend is not None:
            self.v.broken("upturn.play.up-down", Msg(B_NO_TREND_CHOICE, tile=p.tile), tile=p.tile)
        if p.reverse:
            self.v.broken("upturn.play.reverse", Msg(B_NO_REVERSE, tile=p.tile), tile=p.tile)

    def last_number(self) -> str:
        for tile in reversed(([self.start] if self.start else []) + self.row):
            if is_number(tile):
                return tile
        raise AssertionError("a built position always has a number tile on the field")

    def fill(self, p: TilePlay, ref: int, ref_tile: str) -> None:
        v, val = self.v, value(p.tile)
        low, high = min(ref, val), max(ref, val)
        before = None
        if p.fill:
            v.note("upturn.play.twin.fill")
        for f in p.fill:
            fv = value(f)
            if not low < fv < high:
                v.broken("upturn.play.twin.fill", Msg(B_FILL_OUTSIDE, fill=f, last=ref_tile, tile=p.tile),
                         fill=f, last=ref_tile, tile=p.tile)
            elif before is not None and abs(fv - ref) <= abs(value(before) - ref):
                v.broken("upturn.play.twin.fill", Msg(B_FILL_ORDER, fill=f, last=ref_tile, before=before),
                         fill=f, last=ref_tile, before=before)
            if is_hand(f):
                v.note("upturn.play.twin.no-hand-effects")
            self.take(f)
            self.row.append(f)
            before = f

    def default_give(self, p: TilePlay, count: int) -> tuple:
        """With two players the one opponent may be left out of the move."""
        players = self.pos.players
        if p.give or len(players) != 2 or count == 0:
            return p.give
        return ((players[1 - self.seat], count),)

    def check_names(self, give: tuple, rule: str) -> bool:
        ok = True
        for name, _count in give:
            if name == self.me:
                self.v.broken(rule, Msg(B_SELF_GIVE, player=self.me), name=name, player=self.me)
                ok = False
            elif not self.opponent(name):
                self.v.broken(rule, Msg(B_NOT_OPPONENT, name=name, player=self.me), name=name, player=self.me)
                ok = False
        return ok

    def twin_gives(self, p: TilePlay) -> None:
        v = self.v
        count = len(p.fill) + 1
        if "twin-count-excludes-twin" in self.rules:
            count -= 1
            self.house("upturn.play.twin.draw-count", "twin-count-excludes-twin")
        else:
            v.note("upturn.play.twin.draw-count")
        give = self.default_give(p, count)
        given = sum(c for _n, c in give)
        ok = self.check_names(give, "upturn.play.twin.give")
        if given != count:
            v.broken("upturn.play.twin.give", Msg(B_TWIN_SUM, count=count, given=given), count=count, given=given)
            ok = False
        if not ok or count == 0:
            return
        if self.loud:
            v.effect("draw", "upturn.play.twin.draw-count", Msg(E_TWIN_DRAW, player=self.me, count=count),
                     player=self.me, count=count)
        for name, c in give:
            if self.loud:
                v.effect("give", "upturn.play.twin.give", Msg(E_GIVE, name=name, count=c), name=name, count=c)
            self.draw(c, self.pos.seat(name))

    def hand_give(self, p: TilePlay) -> None:
        v = self.v
        v.note("upturn.play.hand")
        give = self.default_give(p, 1)
        if not give:
            example = self.pos.players[(self.seat + 1) % len(self.pos.players)]
            v.broken("upturn.play.hand", Msg(B_HAND_NO_GIVE, tile=p.tile, name=example), tile=p.tile)
            return
        if len(give) != 1 or give[0][1] != 1:
            text = " ".join(f"{n}:{c}" for n, c in give)
            v.broken("upturn.play.hand", Msg(B_HAND_ONE, given=text), given=text)
            self.check_names(give, "upturn.play.hand")
            return
        if not self.check_names(give, "upturn.play.hand"):
            return
        name = give[0][0]
        self.draw(1, self.pos.seat(name))
        if self.loud:
            v.effect("give", "upturn.play.hand", Msg(E_HAND, player=self.me, name=name), player=self.me, name=name,
                     count=1)

    def set_trend(self, trend: str, rule: str) -> None:
        self.trend = trend
        if self.loud:
            self.v.effect("trend", rule, Msg(E_ASC if trend == ASC else E_DESC), trend=trend)

    def play_action(self, p: TilePlay) -> None:
        v, t = self.v, p.tile
        first = self.trend is None
        if first:
            v.broken("upturn.play.first", Msg(B_FIRST_ACTION, tile=t), tile=t)
        if p.fill:
            v.broken("upturn.play.twin.fill", Msg(B_FILL_NO_TWIN, tile=t), tile=t)
        if p.give:
            v.broken("upturn.play.hand", Msg(B_NO_GIVE, tile=t), tile=t)
        if p.then is not None and t != "joker":
            v.broken("upturn.play.joker.extra-tile", Msg(B_THEN_NOT_JOKER, tile=t), tile=t)
        new_trend, rule = None, None
        if t in ("up", "down"):
            rule = "upturn.play.up" if t == "up" else "upturn.play.down"
            new_trend = ASC if t == "up" else DESC
            if p.trend is not None and p.trend != new_trend:
                v.broken(rule, Msg(B_UP_TREND if t == "up" else B_DOWN_TREND), tile=t, trend=p.trend)
            if not first:
                if _arrow_along(t, self.trend):
                    if "arrows-any-row" in self.rules:
                        self.house("upturn.play.arrow-row", "arrows-any-row")
                    else:
                        v.broken("upturn.play.arrow-row", Msg(B_UP_ROW if t == "up" else B_DOWN_ROW),
                                 tile=t, trend=self.trend)
                else:
                    v.note("upturn.play.arrow-row")
        elif t in ("updown", "joker"):
            rule = "upturn.play.up-down" if t == "updown" else "upturn.play.joker"
            if p.trend is None:
                v.broken(rule, Msg(B_UPDOWN_TREND if t == "updown" else B_JOKER_TREND), tile=t)
            new_trend = p.trend
            if t == "updown" and not first:
                v.note("upturn.play.arrow-row")
        else:
            self.options_without_choice(p)
        self.take(t)
        self.row.append(t)
        if self.emptied():
            if p.then is not None and t == "joker":
                v.broken("upturn.end.win", Msg(B_THEN_AFTER_WIN, player=self.me), player=self.me)
            self.win()
            return
        if first:
            return
        if new_trend is not None:
            self.set_trend(new_trend, rule)
        if rule is not None:
            v.note("upturn.play.reverse")
            if p.reverse:
                self.direction = CCW if self.direction == CW else CW
                if self.loud:
                    v.effect("direction", "upturn.play.reverse", Msg(E_CW if self.direction == CW else E_CCW),
                             direction=self.direction)
        if t == "skip1":
            self.skips.append("upturn.play.skip-1")
        elif t == "skip2":
            if len(self.pos.players) == 2:
                v.note("upturn.play.skip-2.two-players")
                self.skips.append("upturn.play.skip-2")
            else:
                self.skips += ["upturn.play.skip-2", "upturn.play.skip-2"]
        if t == "joker" and p.then is not None:
            v.note("upturn.play.joker.extra-tile")
            self.play(p.then)

    def end_of_turn(self, call: bool) -> None:
        v = self.v
        rack = self.rack
        if rack is not None:
            if len(rack) == 1 and call:
                if self.loud:
                    v.effect("call", "upturn.call.upturn", Msg(E_CALL, player=self.me), player=self.me)
                    v.note("upturn.call.upturn")
            elif len(rack) == 1:
                if self.loud:
                    v.effect("penalty", "upturn.call.penalty", Msg(E_PENALTY, player=self.me, count=3),
                             player=self.me, count=3)
                    v.note("upturn.call.penalty")
                self.draw(3, self.seat)
            elif call and self.loud:
                v.note("upturn.call.upturn", Msg(NOTE_NO_CALL, player=self.me, count=len(rack)))
        players = self.pos.players
        step = 1 if self.direction == CW else -1
        seat = self.seat
        for rule in self.skips:
            seat = (seat + step) % len(players)
            if self.loud:
                v.effect("skip", rule, Msg(E_SKIP, player=players[seat]), player=players[seat])
        seat = (seat + step) % len(players)
        self.next_player = players[seat]
        if self.loud:
            v.effect("next-player", "upturn.turn.direction-of-play", Msg(E_NEXT, player=self.next_player),
                     player=self.next_player)

    def position(self) -> Position:
        bag = tuple(self.bag) if isinstance(self.bag, list) else self.bag
        return self.pos._replace(to_move=self.next_player, start_tile=self.start, row=tuple(self.row),
                       trend=self.trend, direction=self.direction, bag=bag,
                       racks=tuple(tuple(r) if r is not None else None for r in self.racks))


# -- the game -------------------------------------------------------------------------------

class Upturn(Game):
    id = GAME_ID
    HOUSE_RULES = {
        "play-drawn-tile": "upturn.turn.no-draw-after-play",
        "twin-count-excludes-twin": "upturn.play.twin.draw-count",
        "twin-sets-trend": "upturn.play.twin.trend",
        "arrows-any-row": "upturn.play.arrow-row",
    }
    PLAYERS = (2, 4)
    #: the most moves a random playout may take before it is reported as endless. Random
    #: players pass often, and a pass draws a tile: of 6000 random games (1000 per house-rule
    #: setting) the median took about 330 moves, 1 in 100 over 2700, and 19 over 5000, all
    #: two- or three-player games that still ended, the longest after 8381 moves.
    MAX_MOVES = 50_000

    # -- positions -------------------------------------------------------------------
    def own_schema(self) -> tuple[dict, list]:
        field_tile = {"type": ["integer", "string"], "minimum": 1, "maximum": 99, "pattern": FIELD_PATTERN,
                      "description": N_("a tile: 14, 14h, 22, up, down, updown, skip1, skip2 or joker")}
        rack_tile = dict(field_tile, pattern=RACK_PATTERN,
                         description=N_("a tile: 14, 14h, 22, up, down, updown, skip1, skip2, joker or ? (unknown)"))
        return {
            "direction": {"type": "string", "enum": [CW, CCW], "description": "the direction of play"},
            "start_tile": dict(field_tile, type=["integer", "string", "null"],
                               description="the start tile, a number tile; leave it out once it went back "
                                           "into an empty bag"),
            "row": {"type": "array", "items": field_tile,
                    "description": "the tiles played since the start tile, in the order they lie "
                                   "(fill tiles before their twin)"},
            "trend": {"type": ["string", "null"], "enum": [ASC, DESC, None],
                      "description": "ascending or descending; null before the first play"},
            "bag": {"type": ["integer", "array"], "minimum": 0, "maximum": TOTAL, "items": field_tile,
                    "description": "the tiles in the bag: a count, or the list in drawing order; leave it out "
                                   "to have it counted from the rest"},
            "racks": {"type": "object", "description": "each player's rack: a list of tiles, a count, or left out",
                      "additionalProperties": {"type": ["array", "integer"], "minimum": 0, "maximum": TOTAL,
                                               "items": rack_tile}},
        }, []

    def _tile(self, raw: Any, path: str, problems: list[Problem]) -> str:
        tile = norm_tile(raw)
        if tile is None:
            problems.append(Problem(Msg(M_NOT_TILE, word=str(raw)), path))
            return UNKNOWN
        if is_hand(tile) and is_twin(tile[:-1]):
            problems.append(Problem(Msg(P_TWIN_HAND, tile=tile), path))
        return tile

    def build(self, data: dict, house_rules: frozenset, problems: list[Problem]) -> Position:
        players = tuple(data["players"])
        start = data.get("start_tile")
        start_tile = self._tile(start, "start_tile", problems) if start is not None else None
        row = tuple(self._tile(t, f"row[{i}]", problems) for i, t in enumerate(data.get("row") or []))
        trend = data.get("trend")
        raw_racks = data.get("racks") or {}
        racks: list = [None] * len(players)
        for name, raw in raw_racks.items():
            if name not in players:
                problems.append(Problem(Msg(P_RACK_STRANGER, name=name), f"racks.{name}"))
                continue
            if isinstance(raw, int):
                racks[players.index(name)] = (UNKNOWN,) * raw
            else:
                racks[players.index(name)] = tuple(self._tile(t, f"racks.{name}[{i}]", problems)
                                                   for i, t in enumerate(raw))
        bag_raw = data.get("bag")
        bag: Any = None
        if isinstance(bag_raw, int):
            bag = bag_raw
        elif isinstance(bag_raw, list):
            bag = tuple(self._tile(t, f"bag[{i}]", problems) for i, t in enumerate(bag_raw))
        self._check_field(start_tile, row, trend, problems, any(r is not None and not r for r in racks))
        self._check_counts(players, start_tile, row, racks, bag, problems)
        empty = [n for n, r in zip(players, racks) if r is not None and not r]
        for name in empty[1:]:
            problems.append(Problem(Msg(P_TWO_WINNERS, name=name, first=empty[0]), f"racks.{name}"))
        if bag is None and all(r is not None for r in racks):
            held = len(row) + (1 if start_tile else 0) + sum(len(r) for r in racks)
            if held <= TOTAL:
                bag = TOTAL - held
        return Position(players=players, to_move=data["to_move"], house_rules=frozenset(house_rules),
                        start_tile=start_tile, row=row, trend=trend, direction=data.get("direction", CW),
                        bag=bag, racks=tuple(racks))

    def _check_field(self, start: str | None, row: tuple, trend: str | None, problems: list[Problem],
                     over: bool = False) -> None:
        """The start tile, the row and the trend against each other. ``over``: a player has
        placed their last tile, so that tile's effect (an arrow's trend) never happened."""
        if start is not None and not is_number(start):
            problems.append(Problem(Msg(P_START_ACTION, tile=start), "start_tile"))
        field = ([start] if start else []) + list(row)
        if not any(is_number(t) for t in field) and (start is None or is_number(start)):
            problems.append(Problem(Msg(P_NO_NUMBER), "row"))
        if row and not is_number(row[0]):
            if start is None:
                problems.append(Problem(Msg(P_ROW_HEAD, tile=row[0]), "row[0]"))
            else:
                problems.append(Problem(Msg(P_FIRST_ACTION, tile=row[0]), "row[0]"))
        if start is not None and not row and trend is not None:
            problems.append(Problem(Msg(P_TREND_TOO_SOON), "trend"))
        if row and trend is None:
            problems.append(Problem(Msg(P_TREND_MISSING), "trend"))
        if len(field) >= 2 and is_number(field[-1]) and is_number(field[-2]):
            # a twin may go against the trend, but never equal the number before it (fill tiles lie
            # strictly between)
            last, before = value(field[-1]), value(field[-2])
            path = f"row[{len(row) - 1}]"
            if last == before:
                problems.append(Problem(Msg(P_EQUAL_PAIR, tile=field[-1], before=field[-2]), path))
            elif is_twin(field[-1]):
                pass
            elif trend == DESC and last > before:
                problems.append(Problem(Msg(P_TREND_SHOULD_ASC, tile=field[-1], before=field[-2]), "trend"))
            elif trend == ASC and last < before:
                problems.append(Problem(Msg(P_TREND_SHOULD_DESC, tile=field[-1], before=field[-2]), "trend"))
        elif row and not over:
            # an arrow sets the trend, and nothing after it in the same turn changes it
            if row[-1] == "up" and trend == DESC:
                problems.append(Problem(Msg(P_AFTER_UP), "trend"))
            elif row[-1] == "down" and trend == ASC:
                problems.append(Problem(Msg(P_AFTER_DOWN), "trend"))

    def _check_counts(self, players: tuple, start: str | None, row: tuple, racks: list, bag: Any,
                      problems: list[Problem], found: Counter | None = None) -> None:
        """Too many tiles of a kind (at the first one too many), and the total. ``found``:
        the count of every tile already made, so that a position without too many of
        any kind is not walked tile by tile."""
        if found is not None:
            # every tile counted is a number, an action tile or "?"
            actions = 0
            for kind, most in ACTIONS.items():
                actions += found[kind]
                if found[kind] > most:
                    found = None
                    break
            if found is not None and sum(found.values()) - actions - found[UNKNOWN] > NUMBER_TILES:
                found = None
        if found is None:
            self._count_kinds(players, start, row, racks, bag, problems)
        held = len(row) + (1 if start else 0) + sum(len(r) for r in racks if r is not None)
        if bag is not None:
            held += bag if isinstance(bag, int) else len(bag)
        if bag is not None and all(r is not None for r in racks):
            if held != TOTAL:
                problems.append(Problem(Msg(P_TOTAL, count=held, total=TOTAL), "bag"))
        elif held > TOTAL:
            problems.append(Problem(Msg(P_OVERFULL, count=held, total=TOTAL), "racks" if bag is None else "bag"))

    def _count_kinds(self, players: tuple, start: str | None, row: tuple, racks: list, bag: Any,
                     problems: list[Problem]) -> None:
        # (where, tiles): the path of a tile is worked out only when it is one too many
        places: list[tuple[str, Any]] = [("start_tile", (start,) if start else ()), ("row", row)]
        places += [(f"racks.{name}", rack) for name, rack in zip(players, racks) if rack is not None]
        if isinstance(bag, tuple):
            places.append(("bag", bag))
        seen: dict[str, int] = {}
        numbers = 0
        for where, tiles in places:
            for i, tile in enumerate(tiles):
                if tile == UNKNOWN:
                    continue
                if is_number(tile):
                    numbers += 1
                    if numbers == NUMBER_TILES + 1:
                        problems.append(Problem(Msg(P_TOO_MANY_NUMBERS, count=NUMBER_TILES),
                                                where if where == "start_tile" else f"{where}[{i}]"))
                    continue
                seen[tile] = seen.get(tile, 0) + 1
                if seen[tile] == ACTIONS.get(tile, TOTAL) + 1:
                    problems.append(Problem(Msg(P_TOO_MANY_KIND, count=ACTIONS[tile], tile=tile),
                                            where if where == "start_tile" else f"{where}[{i}]"))

    def position_data(self, pos: Position) -> dict:
        data: dict[str, Any] = {"game": GAME_ID, "players": list(pos.players), "to_move": pos.to_move}
        if pos.house_rules:
            data["house_rules"] = sorted(pos.house_rules)
        data["direction"] = pos.direction
        if pos.start_tile is not None:
            data["start_tile"] = tile_data(pos.start_tile)
        data["row"] = [tile_data(t) for t in pos.row]
        data["trend"] = pos.trend
        if isinstance(pos.bag, tuple):
            data["bag"] = [tile_data(t) for t in pos.bag]
        elif pos.bag is not None:
            data["bag"] = pos.bag
        racks = {}
        for name, rack in zip(pos.players, pos.racks):
            if rack is None:
                continue
            if rack and all(t == UNKNOWN for t in rack):
                racks[name] = len(rack)
            else:
                racks[name] = [tile_data(t) for t in rack]
        data["racks"] = racks
        return data

    # -- moves ------------------------------------------------------------------------
    def parse_move(self, text: str, pos: Position | None) -> Move:
        toks = tokens(text)
        if not toks:
            raise bad_move(text, Msg(M_NEED_TILE, word="play"))
        call = False
        if len(toks) > 1 and toks[-1].lower() in CALLS:
            call = CALLS[toks[-1].lower()]
            toks = toks[:-1]
        if toks[0].lower() == "pass":
            if len(toks) == 1:
                return Move("pass", None, call)
            if toks[1].lower() != "then":
                raise bad_move(text, Msg(M_AFTER_PASS, word=toks[1]))
            if len(toks) == 2:
                raise bad_move(text, Msg(M_THEN_EMPTY))
            return Move("pass", self._parse_play(text, toks[2:], pos), call)
        return Move("play", self._parse_play(text, toks, pos), call)

    def _parse_play(self, text: str, toks: list[str], pos: Position | None) -> TilePlay:
        players = pos.players if pos is not None else ()
        keyword = toks[0].lower() if toks[0].lower() in ("play", "twin") else None
        i = 1 if keyword else 0
        if i >= len(toks):
            raise bad_move(text, Msg(M_NEED_TILE, word=toks[0]))
        tile = norm_tile(toks[i])
        if tile is None or tile == UNKNOWN:
            raise bad_move(text, Msg(M_NOT_TILE if keyword else M_UNKNOWN, word=toks[i]))
        if is_hand(tile) and is_twin(tile[:-1]):
            raise bad_move(text, Msg(M_TWIN_HAND, tile=tile))
        if keyword == "twin" and not is_twin(tile):
            raise bad_move(text, Msg(M_NOT_TWIN, tile=tile))
        i += 1
        fill = give = trend = reverse = None
        then = None
        while i < len(toks):
            word = toks[i].lower()
            if word == "then":
                if i + 1 >= len(toks):
                    raise bad_move(text, Msg(M_THEN_EMPTY))
                then = self._parse_play(text, toks[i + 1:], pos)
                break
            if word == "fill":
                if fill is not None:
                    raise bad_move(text, Msg(M_TWICE, word=toks[i]))
                j, fill = i + 1, []
                while j < len(toks) and (norm_tile(toks[j]) or "x")[0].isdigit():
                    f = norm_tile(toks[j])
                    if is_hand(f) and is_twin(f[:-1]):
                        raise bad_move(text, Msg(M_TWIN_HAND, tile=f))
                    fill.append(f)
                    j += 1
                if not fill:
                    raise bad_move(text, Msg(M_FILL_EMPTY))
                fill, i = tuple(fill), j
                continue
            if word == "give":
                if give is not None:
                    raise bad_move(text, Msg(M_TWICE, word=toks[i]))
                j, give = i + 1, []
                while j < len(toks) and (toks[j].split(":")[0] in players or toks[j].lower() not in _STOP):
                    give.append(self._recipient(text, toks[j], players, give))
                    j += 1
                if not give:
                    raise bad_move(text, Msg(M_GIVE_EMPTY))
                give, i = tuple(give), j
                continue
            if word in TRENDS:
                if trend is not None:
                    raise bad_move(text, Msg(M_TWICE, word=toks[i]))
                trend, i = TRENDS[word], i + 1
                continue
            if word in ("reverse", "keep"):
                if reverse is not None:
                    raise bad_move(text, Msg(M_TWICE, word=toks[i]))
                reverse, i = word == "reverse", i + 1
                continue
            raise bad_move(text, Msg(M_UNEXPECTED, word=toks[i]))
        return TilePlay(tile, tuple(fill or ()), tuple(give or ()), trend, reverse, then)

    def _recipient(self, text: str, tok: str, players: tuple, so_far: list) -> tuple[str, int]:
        name, sep, count = tok.partition(":")
        if not name or (sep and not (count.isdigit() and int(count) >= 1)):
            raise bad_move(text, Msg(M_BAD_COUNT, word=tok))
        for seated in players:
            if seated.lower() == name.lower():
                name = seated
        if players and name not in players:
            # a name nobody at the table has: the move cannot be read, as for any other word
            raise bad_move(text, Msg(M_STRANGER, name=name))
        if any(n == name for n, _c in so_far):
            raise bad_move(text, Msg(M_GIVE_TWICE, name=name))
        return name, int(count) if sep else 1

    def move_text(self, move: Move) -> str:
        return _move_text(move)

    def move_syntax(self) -> list[tuple[str, Msg]]:
        return [
            ("pass", Msg(S_PASS)),
            ("pass then play 14", Msg(S_PASS_THEN)),
            ("play 14    twin 22", Msg(S_PLAY)),
            ("play 14h give Bob", Msg(S_HAND)),
            ("twin 22 fill 64 48 40 36 give Bob:3 Cas:2", Msg(S_TWIN)),
            ("up keep    down reverse", Msg(S_ARROW)),
            ("updown descending reverse", Msg(S_UPDOWN)),
            ("skip1    skip2", Msg(S_SKIP)),
            ("joker ascending keep then play 14", Msg(S_JOKER)),
            ("play 14 call", Msg(S_CALL)),
        ]

    # -- verdicts ---------------------------------------------------------------------
    def check(self, pos: Position, move: Move) -> Verdict:
        v = Verdict(GAME_ID, self.move_text(move))
        _Turn(pos, v).run(move)
        if v.reasons:
            v.effects.clear()
        return v

    def apply(self, pos: Position, move: Move, draws: list[str] | None = None) -> Position:
        said = []
        for word in draws or []:
            tile = norm_tile(word)
            if tile is None or tile == UNKNOWN or (is_hand(tile) and is_twin(tile[:-1])):
                raise UsageError(Msg(M_BAD_DRAW, word=word))
            said.append(tile)
        quiet = QuietVerdict()
        turn = _Turn(pos, quiet, said)
        turn.run(move)
        if not quiet.legal:
            raise UsageError(Msg(M_NOT_LEGAL, move=self.move_text(move)))
        if turn.draws:
            raise UsageError(Msg(M_DRAWS_LEFT, count=len(said), needed=len(said) - len(turn.draws)))
        after = turn.position()
        if said:
            problems: list[Problem] = []
            self.build(self.position_data(after), after.house_rules, problems)
            if problems:
                raise PositionError(Msg(P_AFTER, count=len(problems)), problems)
        return after

    # -- legal moves --------------------------------------------------------------------
    # The generator offers only legal moves by construction: a number tile must fit the row
    # (``_number_problem``) and an arrow may not run along it (``_arrow_along``), the two tests
    # ``check`` makes too; everything else it builds is legal as built (tiles from the rack, fill
    # tiles strictly between and in order, the drawn tiles all handed out to opponents). The
    # tests hold ``check`` and the generator to each other. Texts and choices are worked out
    # only when read (``_Option``).
    def legal_moves(self, pos: Position, expand: bool = False, limit: int = 500) -> list[MoveOption]:
        if pos.winner() is not None:
            return []
        rack = pos.racks[pos.players.index(pos.to_move)]
        out: list[MoveOption] = [_Option(_PASS)]
        if len(out) >= limit:
            return out
        drawn = None
        if "play-drawn-tile" in pos.house_rules and isinstance(pos.bag, tuple) and rack is not None:
            drawn = _next_draw(pos.bag, pos.field())
        if drawn is not None:
            held = rack + (drawn,)
            sub = pos._replace(racks=_with_rack(pos, held))
            for play, why in self._plays(sub, expand, only=drawn):
                used = 1 + len(play.fill) if play.then is None else play.tiles()
                out.append(_Option(_new(Move, ("pass", play, len(held) - used == 1)), why))
                if len(out) >= limit:
                    return out
        if rack is None:
            return out
        size = len(rack)
        for play, why in self._plays(pos, expand):
            used = 1 + len(play.fill) if play.then is None else play.tiles()
            out.append(_Option(_new(Move, ("play", play, size - used == 1)), why))
            if len(out) >= limit:
                return out
        return out

    def _plays(self, pos: Position, expand: bool, only: str | None = None,
               inner: bool = False) -> Iterator[tuple[TilePlay, Any]]:
        """The legal tile plays of the player to move, each with None or a function that
        describes the choices folded into it. ``inner``: the extra tile after a Joker,
        whose reversals the Joker's line describes."""
        players = pos.players
        seat = players.index(pos.to_move)
        full = pos.racks[seat]
        size = len(full)
        ref = value(pos.last_number())
        trend = pos.trend
        n = len(players)
        step = 1 if pos.direction == CW else -1
        opponents = [players[(seat + step * k) % n] for k in range(1, n)]
        tiles = set(full) - {UNKNOWN} if only is None else {only}
        for tile in _sorted_tiles(tiles):
            info = _number_info(tile)
            if info is not None:
                val, twin, hand = info
                if _number_problem(val, ref, trend, twin) is not None:
                    continue
                if twin:
                    yield from self._twin_plays(pos, tile, full, ref, opponents, size, expand)
                elif size > 1 and hand:
                    if expand:
                        for name in opponents:
                            yield _new(TilePlay, (tile, (), ((name, 1),), None, None, None)), None
                    else:
                        more = partial(Msg, C_GIVE, players=opponents[1:]) if n > 2 else None
                        yield TilePlay(tile, (), ((opponents[0], 1),)), more
                else:
                    yield TilePlay(tile), None
                continue
            if trend is None:
                continue
            if tile == "skip1" or tile == "skip2":
                yield TilePlay(tile), None
                continue
            if tile == "up" or tile == "down":
                if _arrow_along(tile, trend) and "arrows-any-row" not in pos.house_rules:
                    continue
                trends: tuple = (None,)
            else:
                trends = (ASC, DESC)
            for new_trend in trends:
                extras: list = [(None, None)]
                if tile == "joker" and size > 1:
                    left = list(full)
                    left.remove("joker")
                    sub = pos._replace(row=pos.row + ("joker",), trend=new_trend, racks=_with_rack(pos, tuple(left)))
                    extras += self._plays(sub, expand, inner=True)
                for extra, why in extras:
                    play = _new(TilePlay, (tile, (), (), new_trend, False, extra))
                    if expand:
                        yield play, None
                        yield _new(TilePlay, (tile, (), (), new_trend, True, extra)), None
                    elif inner:
                        yield play, why
                    else:
                        yield play, partial(_reversal_note, play, why)

    def _twin_plays(self, pos: Position, tile: str, rack: tuple, ref: int, opponents: list, size: int,
                    expand: bool) -> Iterator[tuple[TilePlay, Any]]:
        val = value(tile)
        low, high = min(ref, val), max(ref, val)
        left = [t for t in rack if t != UNKNOWN]
        left.remove(tile)
        by_value: dict[int, list[str]] = {}
        for t in _sorted_tiles(set(left)):
            info = _number_info(t)
            if info is not None and low < info[0] < high:
                by_value.setdefault(info[0], []).append(t)
        values = sorted(by_value, key=lambda x: abs(x - ref))
        extra = 0 if "twin-count-excludes-twin" in pos.house_rules else 1

        if not expand:
            fill = tuple(by_value[x][0] for x in values)
            why = partial(_twin_note, list(fill), opponents) if values or len(opponents) > 1 else None
            count = len(fill) + extra
            give = () if len(fill) + 1 == size or count == 0 else ((opponents[0], count),)
            yield TilePlay(tile, fill, give), why
            return
        # every subset of the values (fill tiles keep their order away from the last number),
        # in the order of a bit mask counting up; then one tile of each value, then a split
        single = all(len(tiles) == 1 for tiles in by_value.values())
        splits: dict[int, list] = {}
        # with one tile of each value the subsets are the fills; otherwise each value's tiles take turns
        for chosen in _subsets([by_value[x][0] for x in values] if single else values):
            filled = len(chosen)
            count = filled + extra
            if filled + 1 == size or count == 0:
                gives: list = [()]
            else:
                gives = splits.get(count)
                if gives is None:
                    gives = splits[count] = list(_splits(count, opponents))
            for fill in (chosen,) if single else product(*(by_value[x] for x in chosen)):
                for give in gives:
                    yield _new(TilePlay, (tile, fill, give, None, None, None)), None

    # -- playouts -------------------------------------------------------------------------
    def tile_set(self) -> list[str]:
        """A complete set of 106 tiles. The real values of the number tiles, and which carry a
        hand, are not known: this made-up set has 80 values from 1 to 99 (eight twins), and
        the values ending in 7 that are not twins carry a hand."""
        numbers = [x for x in range(1, 100) if x % 5 != 0 or x == 55][:NUMBER_TILES]
        tiles = [f"{x}h" if x % 10 == 7 and x % 11 else str(x) for x in numbers]
        for kind, count in ACTIONS.items():
            tiles += [kind] * count
        return tiles

    def deal(self, rng, players: list[str], house_rules=frozenset()) -> Position:
        bag = self.tile_set()
        rng.shuffle(bag)
        racks = []
        for _ in players:
            racks.append(tuple(bag[:RACK_START]))
            del bag[:RACK_START]
        while not is_number(bag[0]):
            bag.append(bag.pop(0))
        start = bag.pop(0)
        return Position(players=tuple(players), to_move=players[0], house_rules=frozenset(house_rules),
                        start_tile=start, row=(), trend=None, direction=CW, bag=tuple(bag), racks=tuple(racks))

    def outcome(self, pos: Position) -> str | None:
        return pos.winner()

    def census(self, pos: Position) -> Counter:
        """Every tile of the position, wherever it is (unknown ones as "?")."""
        found = _Census(pos.field())
        for rack in pos.racks:
            found.update(rack or ())
        if isinstance(pos.bag, tuple):
            found.update(pos.bag)
        elif pos.bag:
            found[UNKNOWN] += pos.bag
        return found

    def invariants(self, pos: Position) -> list[Msg]:
        """What is impossible about the position, as ``read_position`` would report it
        (the checks of ``build``, made on the position itself rather than on its data)."""
        problems: list[Problem] = []
        found: Counter = Counter(pos.row)
        if pos.start_tile is not None:
            found[pos.start_tile] += 1
        for rack in pos.racks:
            if rack is not None:
                found.update(rack)
        if isinstance(pos.bag, tuple):
            found.update(pos.bag)
        if not _CANONICAL.issuperset(found):
            # a tile outside the notation: read the position as a file would be, tile by tile
            self.build(self.position_data(pos), pos.house_rules, problems)
            return [p.msg for p in problems]
        self._check_field(pos.start_tile, pos.row, pos.trend, problems, pos.winner() is not None)
        self._check_counts(pos.players, pos.start_tile, pos.row, list(pos.racks), pos.bag, problems, found)
        empty = [n for n, r in zip(pos.players, pos.racks) if r is not None and not r]
        for name in empty[1:]:
            problems.append(Problem(Msg(P_TWO_WINNERS, name=name, first=empty[0]), f"racks.{name}"))
        return [p.msg for p in problems]


_STOP = {"then", "fill", "give", "reverse", "keep", *TRENDS}
_PASS = Move("pass")
_new = tuple.__new__    # a named tuple without the keyword handling of its constructor
#: every tile in the referee's notation, "?" included
_CANONICAL = frozenset([*(t for t in _VALUES if not (t in _HANDS and t[:-1] in _TWINS)), *ACTIONS, UNKNOWN])


class _Census(Counter):
    """A census compares as a plain dict: it never holds a zero count, and the simulation
    compares one after every move (``Counter.__eq__`` loops in Python)."""

    __eq__ = dict.__eq__
    __ne__ = dict.__ne__
    __hash__ = None  # type: ignore[assignment]


class _Option(MoveOption):
    """A legal move whose text and choices are worked out only when read: a playout
    reads neither, ``simulate`` the text of the one move it picks."""

    __slots__ = ("_text", "_why")

    def __init__(self, move: Move, why: Any = None) -> None:
        self.move = move
        self._text: str | None = None
        self._why = why         # None, a Msg, or a function that returns the Msg

    @property
    def text(self) -> str:  # type: ignore[override]
        if self._text is None:
            self._text = _move_text(self.move)
        return self._text

    @property
    def choices(self) -> Msg | None:  # type: ignore[override]
        if callable(self._why):
            self._why = self._why()
        return self._why


def _move_text(move: Move) -> str:
    if move.kind == "pass":
        text = "pass" if move.play is None else "pass then " + _play_text(move.play)
    else:
        text = _play_text(move.play)
    return text + " call" if move.call else text


def _reversal_note(play: TilePlay, inner: Any) -> Msg:
    """The choices of an arrow or Joker play: the same play reversed, and the extra tile's choices."""
    more = Msg(C_REVERSE, moves=[_play_text(r) for r in _reversals(play)[1:]])
    return Msg(C_JOIN, choice=inner(), more=more) if inner is not None else more


def _twin_note(fill: list, opponents: list) -> Msg:
    notes = []
    if fill:
        notes.append(Msg(C_FILL, tiles=fill))
    if len(opponents) > 1:
        notes.append(Msg(C_SPLIT, players=opponents))
    return Msg(C_JOIN, choice=notes[0], more=notes[1]) if len(notes) == 2 else notes[0]


def _play_text(p: TilePlay) -> str:
    if is_number(p.tile):
        parts = ["twin" if is_twin(p.tile) else "play", p.tile]
    else:
        parts = [p.tile]
    if p.fill:
        parts += ["fill", *p.fill]
    if p.trend is not None:
        parts.append(p.trend)
    if p.reverse is not None:
        parts.append("reverse" if p.reverse else "keep")
    if p.give:
        twin = is_twin(p.tile)
        parts += ["give", *(f"{n}:{c}" if twin or c != 1 else n for n, c in p.give)]
    if p.then is not None:
        parts += ["then", _play_text(p.then)]
    return " ".join(parts)


def _reversals(play: TilePlay) -> list:
    """The play with every choice of keep or reverse its arrows and Jokers allow; the play itself first."""
    thens = _reversals(play.then) if play.then is not None else [None]
    flags = [play.reverse, not play.reverse] if play.reverse is not None else [play.reverse]
    return [play._replace(reverse=flag, then=then) for flag in flags for then in thens]


def _with_rack(pos: Position, rack: tuple) -> tuple:
    racks = list(pos.racks)
    racks[pos.seat(pos.to_move)] = rack
    return tuple(racks)


def _subsets(values: list) -> Iterator[tuple]:
    """Every subset of ``values`` (in their order), in the order of a bit mask counting up
    (bit k: values[k]). Made a level at a time, so that a consumer that stops early has
    not paid for all 2**n."""
    done: list[tuple] = [()]
    yield ()
    for x in values:
        more = [chosen + (x,) for chosen in done]
        yield from more
        done += more


def _splits(count: int, names: list[str]) -> Iterator[tuple]:
    """Every way to hand ``count`` tiles to ``names`` (zeros left out), in seat order."""
    if len(names) == 1:
        yield ((names[0], count),)
        return
    for first in range(count, -1, -1):
        for rest in _splits(count - first, names[1:]):
            yield (((names[0], first),) if first else ()) + tuple(r for r in rest if r[1])


GAME = Upturn()
