"""Uptown (Blockers!): placing, capturing, the end of the game and scoring.

Position files hold the board as nine rows of nine cells (``.`` empty, a
colour code such as ``R``, or colour and tile such as ``R:A``), each
player's colour (two each in a game for two), the racks and the captured
tiles. What a tile may do is cited from ``rules/uptown.yaml``; this module
holds the logic only.

The capture test (is a tile the only link between parts of its group?) is
``splits``: constant-time answers for the common cases (a tile with one
neighbour of its colour, an L in a 2x2 block), else one search of the
tile's own group that stops once the other neighbours are reached; answers
are cached per colour and carried to the next position for the colours a
move leaves alone. ``benchmarks/uptown_capture.py`` measures it against a
recount of the board and a Hopcroft-Tarjan cut-point pass.

Random playouts (``checker.simulate``) are kept fast by: one placement rule
(``_fitting``) shared by the move list, the pass test and the end test;
move options (text and move object) built once per colour and tile and
shared; the move list made once per position (``outcome`` needs it too);
``apply`` copying only what a move changes and keeping the count of placed
tiles instead of recounting it. ``benchmarks/uptown_profile.py`` shows the
cost of each step.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from typing import TYPE_CHECKING, Any, Iterable

from ..i18n import Msg, N_, NP_, OneOf
from ..verdict import PositionError, Problem, Verdict
from .base import PLAYER_NAME, Game, MoveOption, bad_move, tokens

if TYPE_CHECKING:
    import random

ROWS = "ABCDEFGHI"
SYMBOLS = ("man", "ring", "woman", "sign", "skyline", "sax", "car", "cards", "champagne")
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
FACES = tuple(ROWS) + tuple("123456789") + SYMBOLS + ("$",)
FACE_ORDER = {face: index for index, face in enumerate(FACES)}
COLOURS = ("red", "blue", "green", "yellow", "purple")
CODES = "RBGYP"
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
RACK = 5
TILES = 28
LAST = TILES - RACK + 1  # placements of a colour when it has played its last tile (24)
UNKNOWN = "?"

#: labels of ``referee score`` (render.render_score shows them in the reader's language)
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


def _fold(text: str) -> str:
    """Case and accents do not matter when a name is typed."""
    text = unicodedata.normalize("NFKD", text.strip().casefold())
    return "".join(ch for ch in text if not unicodedata.combining(ch))


def _sq(index: int) -> str:
    return f"{ROWS[index // 9]}{index % 9 + 1}"


def _zone(index: int) -> int:
    return (index // 27) * 3 + (index % 9) // 3


def _zone_squares(zone: int) -> str:
    r0, c0 = (zone // 3) * 3, (zone % 3) * 3
    return f"{ROWS[r0]}{c0 + 1}–{ROWS[r0 + 2]}{c0 + 3}"


def _matches(face: str) -> frozenset[int]:
    if face == "$":
        return frozenset(range(81))
    if face in ROWS:
        r = ROWS.index(face)
        return frozenset(range(r * 9, r * 9 + 9))
    if face.isdigit():
        c = int(face) - 1
        return frozenset(range(c, 81, 9))
    z = SYMBOLS.index(face)
    return frozenset(i for i in range(81) if _zone(i) == z)


MATCH = {face: _matches(face) for face in FACES}
NEIGHBOURS = tuple(
    tuple(j for j, ok in ((i - 9, i >= 9), (i + 9, i < 72), (i - 1, i % 9 > 0), (i + 1, i % 9 < 8)) if ok)
    for i in range(81)
)


# -- names: English and the reader's language ------------------------------------

_NAMES: dict[str, tuple[dict[str, str], dict[str, int], set[str]]] = {}


def _names() -> tuple[dict[str, str], dict[str, int], set[str]]:
    """Folded names of faces, of colours and of passing, in English and in the
    reader's language (English wins a clash). Faces and colours are kept
    apart: ``B`` is the letter B as a tile and blue as a colour."""
    from .. import i18n

    tr = i18n.current()
    if tr.lang in _NAMES:
        return _NAMES[tr.lang]
    faces: dict[str, str] = {}
    colours: dict[str, int] = {}
    passes: set[str] = set()
    for translate in (tr.gettext, lambda s: s):
        for symbol, msgid in SYMBOL_NAMES.items():
            faces[_fold(translate(msgid))] = symbol
        for index, msgid in enumerate(COLOUR_NAMES.values()):
            colours[_fold(translate(msgid))] = index
        passes.add(_fold(translate(PASS_WORD)))
    for index, code in enumerate(CODES):
        colours[code.casefold()] = index
    for face in FACES[:18] + ("$",):
        faces[face.casefold()] = face
    _NAMES[tr.lang] = (faces, colours, passes)
    return _NAMES[tr.lang]


def parse_face(token: str) -> str | None:
    """A tile face (A-I, 1-9, a symbol name, $) in canonical form, or None."""
    return _names()[0].get(_fold(token))


def parse_colour(token: str) -> int | None:
    """A colour index from a code (R), an English or a local name, or None."""
    return _names()[1].get(_fold(token))


def face_msg(face: str | None) -> Any:
    """A face for a message: symbols in the reader's language."""
    if face in SYMBOL_NAMES:
        return Msg(SYMBOL_NAMES[face])
    return face if face is not None else UNKNOWN


def colour_msg(colour: int) -> Msg:
    return Msg(COLOUR_NAMES[COLOURS[colour]])


def _cell_text(cell: tuple[int, str | None] | None) -> str:
    if cell is None:
        return "."
    colour, face = cell
    return CODES[colour] if face is None else f"{CODES[colour]}:{face}"


# -- positions and moves -----------------------------------------------------------


class Position:
    """An Uptown position; never changed once built (``apply`` makes a new one).

    ``colour``/``face`` are the 81 squares (``-1``/``None`` when empty; a face
    may be ``None`` when the file gives only the colour); ``racks`` maps each
    colour in play to its tiles (``"?"`` for a hidden tile); ``supplies`` maps
    it to the tiles still to draw in order, or ``None`` when not known;
    ``captured`` holds, per player, the ``(colour, face)`` tiles they took.

    Derived facts are kept beside them: ``counts`` (tiles of each colour ever
    placed, on the board or captured), the colours in play, and
    ``last_capture`` (``(square, colour)`` of the tile the move that made this
    position captured, for ``invariants``; not part of the position proper).
    ``apply`` builds the next position with ``_derive``, which shares every
    part the move leaves alone and updates the counts instead of recounting.
    """

    __slots__ = ("players", "to_move", "owned", "colour", "face", "racks", "supplies", "captured",
                 "house_rules", "counts", "colours_in_play", "last_capture", "_split", "_cache")

    def __init__(self, players, to_move, owned, colour, face, racks, supplies, captured, house_rules):
        self.players: tuple[str, ...] = tuple(players)
        self.to_move: int = to_move
        self.owned: tuple[tuple[int, ...], ...] = tuple(tuple(c) for c in owned)
        self.colour: tuple[int, ...] = tuple(colour)
        self.face: tuple[str | None, ...] = tuple(face)
        self.racks: dict[int, tuple[str, ...]] = {c: tuple(r) for c, r in racks.items()}
        self.supplies: dict[int, tuple[str, ...] | None] = {
            c: (tuple(s) if s is not None else None) for c, s in supplies.items()}
        self.captured: tuple[tuple[tuple[int, str | None], ...], ...] = tuple(tuple(c) for c in captured)
        self.house_rules = frozenset(house_rules)
        self.counts: tuple[int, ...] = _count_placed(self.colour, self.captured)
        self.colours_in_play: tuple[int, ...] = tuple(sorted(c for cs in self.owned for c in cs))
        self.last_capture: tuple[int, int] | None = None
        self._split: list[dict[int, bool]] = [{} for _ in COLOURS]
        self._cache: dict = {}

    @classmethod
    def _derive(cls, parent: "Position", to_move: int, colour: tuple, face: tuple, racks: dict, supplies: dict,
                captured: tuple, counts: tuple, last_capture: tuple[int, int] | None,
                changed: Iterable[int] = ()) -> "Position":
        """The position after a move: shares what the move left alone, takes the counts as given;
        ``changed``: the colours whose squares the move changed."""
        new = cls.__new__(cls)
        new.players = parent.players
        new.to_move = to_move
        new.owned = parent.owned
        new.colour = colour
        new.face = face
        new.racks = racks
        new.supplies = supplies
        new.captured = captured
        new.house_rules = parent.house_rules
        new.counts = counts
        new.colours_in_play = parent.colours_in_play
        new.last_capture = last_capture
        # whether a tile's capture splits its group depends on the squares of its colour only: the
        # answers for the colours the move left alone carry over
        new._split = split = list(parent._split)
        for c in changed:
            split[c] = {}
        new._cache = {}
        return new

    def key(self) -> tuple:
        return (self.players, self.to_move, self.owned, self.colour, self.face, sorted(self.racks.items()),
                sorted(self.supplies.items(), key=lambda kv: kv[0]), self.captured, sorted(self.house_rules))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Position) and self.key() == other.key()

    def __repr__(self) -> str:
        return f"Position(to_move={self.players[self.to_move]!r}, tiles={sum(c >= 0 for c in self.colour)})"

    # -- derived facts (cached) --
    def in_play(self) -> list[int]:
        return list(self.colours_in_play)

    def owner(self, colour: int) -> int:
        for p, cs in enumerate(self.owned):
            if colour in cs:
                return p
        return -1

    def placed(self, colour: int) -> int:
        """How many tiles of a colour were ever placed: on the board or captured."""
        return self.counts[colour]

    def supply_count(self, colour: int) -> int:
        return max(0, TILES - RACK - self.counts[colour])

    def done(self, colour: int) -> bool:
        """The colour has drawn its last tile and placed once more."""
        return self.counts[colour] >= LAST

    def has_moves(self, player: int) -> bool:
        counts = self.counts
        return any(counts[c] < LAST for c in self.owned[player])

    def game_over(self) -> bool:
        counts = self.counts
        for c in self.colours_in_play:
            if counts[c] < LAST:
                return False
        return True

    def splits(self, square: int) -> bool:
        """Would taking the tile off this square split its group? (cached per colour)"""
        colour = self.colour[square]
        if colour < 0:
            return splits(self.colour, square)
        cache = self._split[colour]
        known = cache.get(square)
        if known is None:
            known = cache[square] = splits(self.colour, square)
        return known

    def known_elsewhere(self, colour: int) -> dict[str, str]:
        """Faces of a colour known to be on the board or captured -> where."""
        key = ("known", colour)
        if key not in self._cache:
            seen: dict[str, str] = {}
            for i in range(81):
                if self.colour[i] == colour and self.face[i] is not None:
                    seen[self.face[i]] = _sq(i)
            for p, caps in enumerate(self.captured):
                for c, f in caps:
                    if c == colour and f is not None:
                        seen[f] = self.players[p]
            self._cache[key] = seen
        return self._cache[key]

    def possible_hidden(self, colour: int) -> list[str]:
        """Faces a hidden rack tile of this colour may be: none known on the board, among the
        captured tiles, on the rack or in a supply the file lists."""
        key = ("pool", colour)
        if key not in self._cache:
            known = set(self.known_elsewhere(colour)) | {f for f in self.racks[colour] if f != UNKNOWN}
            known.update(self.supplies[colour] or ())
            self._cache[key] = [f for f in FACES if f not in known]
        return self._cache[key]

    def surely_hidden(self, colour: int) -> frozenset[str]:
        """Faces the hidden tiles of this rack must be: when as many faces are unaccounted for as
        the rack hides tiles, the rack holds every one of them; otherwise none is certain."""
        pool = self.possible_hidden(colour)
        if pool and len(pool) == self.racks[colour].count(UNKNOWN):
            return frozenset(pool)
        return frozenset()


def _count_placed(colours: tuple[int, ...], captured: Iterable[Iterable[tuple[int, Any]]]) -> tuple[int, ...]:
    """Tiles of each colour on the board or captured (a recount; ``apply`` updates it instead)."""
    counts = [colours.count(c) for c in range(len(COLOURS))]
    for caps in captured:
        for c, _ in caps:
            counts[c] += 1
    return tuple(counts)


def splits(colours: tuple[int, ...], square: int) -> bool:
    """Is the tile on ``square`` the only link between parts of its group?

    Cheap tests first: with fewer than two neighbours of its colour it joins
    nothing; with exactly two that touch a common third tile of the colour
    (an L inside a 2x2 block) they stay joined. Otherwise one search of the
    group from one neighbour, which stops as soon as it has reached the
    other neighbours: never more than one pass over the group, and never a
    recount of the board."""
    colour = colours[square]
    nbrs = [n for n in NEIGHBOURS[square] if colours[n] == colour]
    if len(nbrs) < 2:
        return False
    if len(nbrs) == 2:
        a, b = nbrs
        if a // 9 != b // 9 and a % 9 != b % 9:  # an L: the corner opposite the square closes it
            corner = a + b - square
            if colours[corner] == colour:
                return False
    want = set(nbrs[1:])
    seen = {square, nbrs[0]}
    stack = [nbrs[0]]
    while stack:
        node = stack.pop()
        for nxt in NEIGHBOURS[node]:
            if colours[nxt] == colour and nxt not in seen:
                want.discard(nxt)
                if not want:
                    return False
                seen.add(nxt)
                stack.append(nxt)
    return True


def groups_of(colours: tuple[int, ...], colour: int) -> list[list[int]]:
    """The groups of a colour, each a list of squares, in reading order."""
    seen = [False] * 81
    out = []
    for start in range(81):
        if colours[start] != colour or seen[start]:
            continue
        seen[start] = True
        group, stack = [], [start]
        while stack:
            node = stack.pop()
            group.append(node)
            for nxt in NEIGHBOURS[node]:
                if colours[nxt] == colour and not seen[nxt]:
                    seen[nxt] = True
                    stack.append(nxt)
        out.append(sorted(group))
    return out


def count_groups(colours: tuple[int, ...], colour: int) -> int:
    """How many groups a colour has: ``len(groups_of(...))`` without building them."""
    left = {i for i, c in enumerate(colours) if c == colour}
    count = 0
    while left:
        count += 1
        stack = [left.pop()]
        while stack:
            for nxt in NEIGHBOURS[stack.pop()]:
                if nxt in left:
                    left.remove(nxt)
                    stack.append(nxt)
    return count


def group_of(colours: tuple[int, ...], square: int) -> list[int]:
    colour = colours[square]
    seen = {square}
    stack = [square]
    while stack:
        node = stack.pop()
        for nxt in NEIGHBOURS[node]:
            if colours[nxt] == colour and nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return sorted(seen)


class Place:
    """Putting the tile ``face`` on ``square`` (0-80, reading order); ``colour`` when the move names
    it, ``capture`` when it is written as one (xB2). Never changed once made: the move tables share
    them. (A plain class rather than a dataclass: this module is on the start-up path of a check.)"""

    __slots__ = ("face", "square", "colour", "capture")

    def __init__(self, face: str, square: int, colour: int | None = None, capture: bool = False) -> None:
        set_ = object.__setattr__
        set_(self, "face", face)
        set_(self, "square", square)
        set_(self, "colour", colour)
        set_(self, "capture", capture)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a Place is never changed (tried to set {name})")

    def _key(self) -> tuple:
        return (self.face, self.square, self.colour, self.capture)

    def __eq__(self, other: object) -> bool:
        if type(other) is not Place:
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Place(face={self.face!r}, square={self.square!r}, colour={self.colour!r}, capture={self.capture!r})"


class Pass:
    """Passing: only when nothing can be placed."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Pass):
            return NotImplemented
        return True

    def __hash__(self) -> int:
        return hash(Pass)

    def __repr__(self) -> str:
        return "Pass()"


PASS = Pass()
MATCH_SORTED = {face: tuple(sorted(squares)) for face, squares in MATCH.items()}
SQUARE_NAMES = tuple(_sq(i) for i in range(81))
#: (colour named in the move, or None, face) -> per square, the MoveOption (text and Place) that puts the face
#: there on an empty square, and the one that captures there; built when first needed and shared by every
#: list legal_moves returns (a Place never changes, and nobody changes a MoveOption)
_OPTIONS: dict[tuple[int | None, str], tuple[list, list]] = {}
#: canonical move text -> Place, filled with _OPTIONS: the shortcut of parse_move
_CANON: dict[str, Place] = {}


def _options(colour: int | None, face: str) -> tuple[list, list]:
    table = _OPTIONS.get((colour, face))
    if table is None:
        prefix = f"{CODES[colour]}:" if colour is not None else ""
        empty: list = [None] * 81
        capture: list = [None] * 81
        for sq in MATCH_SORTED[face]:
            for flag, row in ((False, empty), (True, capture)):
                text = f"{prefix}{face} {'x' if flag else ''}{SQUARE_NAMES[sq]}"
                move = Place(face, sq, colour, flag)
                row[sq] = MoveOption(text, None, move)
                _CANON[text] = move
        table = _OPTIONS[(colour, face)] = (empty, capture)
    return table


PASS_OPTION = MoveOption("pass", None, PASS)
#: colour -> face -> the tile as census names it (R:A; R:? when the face is not known)
_TILE_KEYS = tuple({**{f: f"{code}:{f}" for f in FACES}, None: f"{code}:{UNKNOWN}", UNKNOWN: f"{code}:{UNKNOWN}"}
                   for code in CODES)


class _Census(Counter):
    """A census (see ``Uptown.census``): it never holds a zero count, so two censuses are equal
    exactly when they are equal as dicts, which is much quicker to test than ``Counter.__eq__``."""

    def __eq__(self, other: object) -> bool:
        if type(other) is _Census:
            return dict.__eq__(self, other)
        return Counter.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None  # type: ignore[assignment]


def _rack_faces(rack: Iterable[str]) -> list[str]:
    """The known faces of a rack, once each, in the order moves are listed."""
    return sorted({f for f in rack if f != UNKNOWN}, key=FACE_ORDER.__getitem__)


def _fitting(pos: Position, mine: tuple[int, ...], face: str, named: int | None) -> list[MoveOption]:
    """Every square a tile may go for the player who plays ``mine``, in square order, as a MoveOption
    (text and Place) with the colour ``named`` in the move (None: left out). The one placement rule that the
    move generator, the pass test and the end test share: a square the face matches that is empty, or
    that holds an opponent's tile whose capture splits no group."""
    empty, capture = _OPTIONS.get((named, face)) or _options(named, face)
    board = pos.colour
    out = []
    for sq in MATCH_SORTED[face]:
        target = board[sq]
        if target < 0:
            out.append(empty[sq])
        elif target not in mine:
            known = pos._split[target]  # Position.splits, inlined: the answers cached for the colour
            cut = known.get(sq)
            if cut is None:
                cut = known[sq] = splits(board, sq)
            if not cut:
                out.append(capture[sq])
    return out


# -- the game ------------------------------------------------------------------------


class Uptown(Game):
    id = "uptown"
    HOUSE_RULES: dict[str, str] = {}
    PLAYERS = (2, 5)
    TEXTS = TEXTS

    # -- positions --------------------------------------------------------------
    def own_schema(self) -> tuple[dict[str, Any], list[str]]:
        tile = {"anyOf": [{"type": "string", "minLength": 1, "maxLength": 30},
                          {"type": "integer", "minimum": 1, "maximum": 9}]}
        colour = {"type": "string", "enum": list(COLOURS)}
        props = {
            "colours": {
                "type": "object",
                "description": "each player's colour; in a game for two, a list of two colours",
                "patternProperties": {PLAYER_NAME: {"anyOf": [
                    colour, {"type": "array", "minItems": 1, "maxItems": 2, "uniqueItems": True, "items": colour}]}},
                "additionalProperties": False,
            },
            "board": {
                "type": "object",
                "description": "rows A (top) to I: nine cells each, '.' empty, a colour code (R B G Y P) "
                               "or colour:tile (R:A, B:7, G:man, Y:$); rows left out are empty",
                "properties": {r: {"anyOf": [
                    {"type": "string", "maxLength": 400, "description": "nine cells separated by spaces"},
                    {"type": "array", "maxItems": 20, "items": {"type": "string", "maxLength": 40}}]}
                    for r in ROWS},
                "additionalProperties": False,
            },
            "racks": {
                "type": "object",
                "description": "tiles on each colour's rack ('?' for a hidden tile); a rack left out is hidden",
                "properties": {c: {"anyOf": [{"type": "array", "maxItems": RACK, "items": tile},
                                             {"type": "string", "maxLength": 200}]} for c in COLOURS},
                "additionalProperties": False,
            },
            "supply": {
                "type": "object",
                "description": "tiles each colour still has to draw: a count, or the tiles in draw order",
                "properties": {c: {"anyOf": [{"type": "integer", "minimum": 0, "maximum": TILES - RACK},
                                             {"type": "array", "maxItems": TILES - RACK, "items": tile}]}
                               for c in COLOURS},
                "additionalProperties": False,
            },
            "captured": {
                "type": "object",
                "description": "tiles each player has captured, as colour:tile (B:C) or just a colour (B)",
                "patternProperties": {PLAYER_NAME: {"type": "array", "maxItems": TILES * 4,
                                                    "items": {"type": "string", "maxLength": 40}}},
                "additionalProperties": False,
            },
        }
        return props, ["colours"]

    def build(self, data: dict, house_rules: frozenset[str], problems: list[Problem]) -> Position:
        players = list(data["players"])
        n = len(players)
        want = 2 if n == 2 else 1
        owned: list[list[int]] = [[] for _ in players]
        taken: dict[int, str] = {}
        for name, value in data["colours"].items():
            path = f"colours.{name}"
            if name not in players:
                # TRANSLATORS: %(name)s is a name given in the file
                problems.append(Problem(Msg(N_("%(name)s is not one of the players."), name=name), path))
                continue
            names = [value] if isinstance(value, str) else list(value)
            if len(names) != want:
                problems.append(Problem(Msg(
                    # TRANSLATORS: %(count)s is 1 or 2, %(players)s the number of players
                    NP_("With %(players)s players each player plays %(count)s colour.",
                    "With %(players)s players each player plays %(count)s colours."), count=want, players=n), path))
            for colour_name in names:
                c = COLOURS.index(colour_name)
                if c in taken:
                    # TRANSLATORS: %(colour)s is a colour, %(player)s the player who already has it
                    problems.append(Problem(Msg(N_("The colour %(colour)s already belongs to %(player)s."),
                                                colour=colour_msg(c), player=taken[c]), path))
                    continue
                taken[c] = name
                owned[players.index(name)].append(c)
        for p, name in enumerate(players):
            if name in players[:p]:
                continue
            if not owned[p] and name not in data["colours"]:
                # TRANSLATORS: %(player)s is a player name
                problems.append(Problem(Msg(N_("%(player)s has no colour; add it under colours."), player=name),
                                        "colours"))

        colour_of = [-1] * 81
        face_of: list[str | None] = [None] * 81
        sources: dict[tuple[int, str], str] = {}  # (colour, face) -> path, for duplicates

        def record(colour: int, face: str | None, path: str, where: Any) -> None:
            if face is None:
                return
            if (colour, face) in sources:
                problems.append(Problem(Msg(
                    # TRANSLATORS: %(colour)s is a colour, %(tile)s a tile, %(first)s where it was given first
                    N_("There is only one %(colour)s %(tile)s, and it is already given at %(first)s."),
                    colour=colour_msg(colour), tile=face_msg(face), first=sources[(colour, face)]), path))
            else:
                sources[(colour, face)] = where

        def not_in_play(c: int, path: str) -> None:
            # TRANSLATORS: %(colour)s is a colour
            problems.append(Problem(Msg(N_("No player plays %(colour)s."), colour=colour_msg(c)), path))

        for r, row in enumerate(ROWS):
            text = (data.get("board") or {}).get(row)
            if text is None:
                continue
            cells = text.split() if isinstance(text, str) else [str(cell).strip() for cell in text]
            if len(cells) != 9:
                problems.append(Problem(Msg(
                    # TRANSLATORS: %(row)s is a row letter, %(count)s the number of cells found
                    NP_("Row %(row)s has %(count)s cell; a row has nine (. for an empty square).",
                    "Row %(row)s has %(count)s cells; a row has nine (. for an empty square)."),
                    row=row, count=len(cells)), f"board.{row}"))
            for col, cell in enumerate(cells[:9]):
                index = r * 9 + col
                path = f"board.{row}[{col}]"
                parsed = self._read_cell(cell, index, path, problems)
                if parsed is None:
                    continue
                c, face = parsed
                if not any(c in cs for cs in owned) and c not in taken:
                    not_in_play(c, path)
                colour_of[index], face_of[index] = c, face
                if face is not None and index not in MATCH[face]:
                    problems.append(Problem(_mismatch_msg(face, index), path))
                record(c, face, path, _sq(index))

        captured: list[list[tuple[int, str | None]]] = [[] for _ in players]
        for name, items in (data.get("captured") or {}).items():
            base = f"captured.{name}"
            if name not in players:
                # TRANSLATORS: %(name)s is a name given in the file
                problems.append(Problem(Msg(N_("%(name)s is not one of the players."), name=name), base))
                continue
            p = players.index(name)
            for k, item in enumerate(items):
                path = f"{base}[{k}]"
                parsed = self._read_tile(str(item), path, problems, need_colour=True)
                if parsed is None:
                    continue
                c, face = parsed
                if c in owned[p]:
                    problems.append(Problem(_own_capture_msg(name, c), path))
                elif c not in taken:
                    not_in_play(c, path)
                captured[p].append((c, face))
                record(c, face, path, name)

        racks: dict[int, list[str]] = {}
        supplies: dict[int, list[str] | None] = {}
        in_play = sorted(taken)
        placed = {c: colour_of.count(c) + sum(1 for caps in captured for cc, _ in caps if cc == c)
                  for c in range(len(COLOURS))}
        for c in in_play:
            if placed[c] > LAST:
                problems.append(Problem(_too_many_msg(c, placed[c]), "board"))
        for key in ("racks", "supply"):
            for name in (data.get(key) or {}):
                c = COLOURS.index(name)
                if c not in taken:
                    not_in_play(c, f"{key}.{name}")
        for c in in_play:
            name = COLOURS[c]
            size = max(0, min(RACK, TILES - placed[c]))
            given = (data.get("racks") or {}).get(name)
            rack: list[str] = []
            if given is None:
                rack = [UNKNOWN] * size
            else:
                items = given.split() if isinstance(given, str) else given
                for k, item in enumerate(items):
                    path = f"racks.{name}[{k}]" if not isinstance(given, str) else f"racks.{name}"
                    if str(item).strip() == UNKNOWN:
                        rack.append(UNKNOWN)
                        continue
                    parsed = self._read_tile(str(item), path, problems, need_colour=False)
                    if parsed is None:
                        continue
                    pc, face = parsed
                    if pc is not None and pc != c:
                        problems.append(Problem(Msg(
                            # TRANSLATORS: %(tile)s is a tile with its colour, %(colour)s the rack's colour
                            N_("%(tile)s is not a %(colour)s tile."), tile=str(item), colour=colour_msg(c)), path))
                        continue
                    rack.append(face)
                    record(c, face, path, f"racks.{name}")
                if len(items) != size and placed[c] <= LAST:
                    problems.append(Problem(_rack_size_msg(c, size, len(items)), f"racks.{name}"))
            racks[c] = rack
            left = max(0, TILES - RACK - placed[c])
            sup = (data.get("supply") or {}).get(name)
            supplies[c] = None
            if isinstance(sup, int):
                if sup != left:
                    problems.append(Problem(_supply_msg(c, left, sup), f"supply.{name}"))
            elif isinstance(sup, list):
                order: list[str] = []
                for k, item in enumerate(sup):
                    path = f"supply.{name}[{k}]"
                    parsed = self._read_tile(str(item), path, problems, need_colour=False)
                    if parsed is None:
                        continue
                    order.append(parsed[1])
                    record(c, parsed[1], path, f"supply.{name}")
                if len(sup) != left:
                    problems.append(Problem(_supply_msg(c, left, len(sup)), f"supply.{name}"))
                supplies[c] = order
        for p, name in enumerate(players):
            turns = sum(placed[c] for c in owned[p])
            if len(captured[p]) > turns:
                problems.append(Problem(_captures_msg(name, turns, len(captured[p])), f"captured.{name}"))
        to_move = players.index(data["to_move"])
        return Position(players, to_move, owned, colour_of, face_of, racks, supplies, captured, house_rules)

    def _read_cell(self, cell: str, index: int, path: str, problems: list[Problem]):
        if cell == ".":
            return None
        return self._read_tile(cell, path, problems, need_colour=True, square=_sq(index))

    def _read_tile(self, text: str, path: str, problems: list[Problem], need_colour: bool,
                   square: str | None = None) -> tuple[Any, str | None] | None:
        """``colour:face``, ``colour`` or ``face`` -> (colour or None, face or None)."""
        text = text.strip()
        if ":" in text:
            left, right = text.split(":", 1)
            c, face = parse_colour(left), parse_face(right)
            if c is None:
                problems.append(self._bad_colour(left, path))
            if face is None:
                problems.append(self._bad_face(right, path))
            return (c, face) if c is not None and face is not None else None
        if need_colour:
            c = parse_colour(text)
            if c is None:
                if square is not None:
                    problems.append(Problem(Msg(
                        # TRANSLATORS: %(cell)s is what the file has in a board cell, %(square)s the square
                        N_("%(cell)s at %(square)s is not a cell: write . (empty), a colour (R) or colour:tile (R:A)."),
                        cell=text, square=square), path))
                else:
                    problems.append(self._bad_colour(text, path))
                return None
            return c, None
        face = parse_face(text)
        if face is None:
            problems.append(self._bad_face(text, path))
            return None
        return None, face

    @staticmethod
    def _bad_colour(text: str, path: str) -> Problem:
        # TRANSLATORS: %(colour)s is the text found, %(choices)s the colour codes and names
        return Problem(Msg(N_("%(colour)s is not a colour; use %(choices)s."), colour=text,
                           choices=OneOf(f"{code} ({name})" for code, name in zip(CODES, COLOURS))), path)

    @staticmethod
    def _bad_face(text: str, path: str) -> Problem:
        return Problem(_face_help(text), path)

    def position_data(self, pos: Position) -> dict:
        data: dict[str, Any] = {"game": self.id, "players": list(pos.players), "to_move": pos.players[pos.to_move]}
        if pos.house_rules:
            data["house_rules"] = sorted(pos.house_rules)
        data["colours"] = {
            name: (COLOURS[pos.owned[p][0]] if len(pos.owned[p]) == 1 else [COLOURS[c] for c in pos.owned[p]])
            for p, name in enumerate(pos.players)}
        data["board"] = {row: [_cell_text(None if pos.colour[r * 9 + k] < 0 else
                                          (pos.colour[r * 9 + k], pos.face[r * 9 + k])) for k in range(9)]
                         for r, row in enumerate(ROWS)}
        racks = {COLOURS[c]: [_yaml_face(f) for f in rack] for c, rack in sorted(pos.racks.items())
                 if any(f != UNKNOWN for f in rack)}
        if racks:
            data["racks"] = racks
        supply = {COLOURS[c]: [_yaml_face(f) for f in s] for c, s in sorted(pos.supplies.items()) if s is not None}
        if supply:
            data["supply"] = supply
        captured = {pos.players[p]: [_cell_text(t) for t in caps] for p, caps in enumerate(pos.captured) if caps}
        if captured:
            data["captured"] = captured
        return data

    # -- moves -------------------------------------------------------------------
    def move_syntax(self) -> list[tuple[str, Msg]]:
        return [
            ("TILE SQUARE", Msg(N_("Place a tile from your rack: the tile (A to I, 1 to 9, a symbol name or $) "
                                   "and the square (A1 to I9), for example C C4, 7 B7, man A2 or $ E5."))),
            ("TILE xSQUARE", Msg(N_("Capture: place the tile on a square that holds an opponent's tile, for "
                                    "example man xB2. The x is optional; a tile on an occupied square captures."))),
            ("COLOUR:TILE SQUARE", Msg(N_("Name the colour of the tile (R, B, G, Y, P or the colour's name) when "
                                          "you play two colours, for example Y:man B2."))),
            ("pass", Msg(N_("Pass: only when no tile on your racks can be placed, neither on an empty square "
                            "nor by a capture."))),
            ("SYMBOLS", Msg(N_("Symbol names: man, ring, woman, sign, skyline, sax, car, cards, champagne, or "
                               "their names in your language; case and accents do not matter."))),
        ]

    def parse_move(self, text: str, pos: Position) -> Place | Pass:
        # a canonical text (as move_text writes it and legal_moves lists it) reads the same in every
        # language: its Place comes from the table, unless a colour left out must be found first
        move = _CANON.get(text)
        if move is not None and (move.colour is not None or len(pos.owned[pos.to_move]) == 1):
            return move
        if text == "pass":
            return PASS
        toks = tokens(text)
        if len(toks) == 1 and _fold(toks[0]) in _names()[2]:
            return Pass()
        if len(toks) == 3 and _fold(toks[1]) == "x":
            toks = [toks[0], "x" + toks[2]]
        if len(toks) != 2:
            if len(toks) > 2:
                raise bad_move(text, Msg(
                    # TRANSLATORS: %(extra)s are the words after the square, %(example)s a sample move
                    N_("%(extra)s is left over: a move is a tile and a square, such as %(example)s."),
                    extra=" ".join(toks[2:]), example="C C4"))
            # TRANSLATORS: %(example)s is a sample move, %(word)s the word for passing
            raise bad_move(text, Msg(N_("write a tile and a square, such as %(example)s, or %(word)s."),
                                     example="man A2", word=Msg(PASS_WORD)))
        tile, square = toks
        colour = None
        if ":" in tile:
            left, tile = tile.split(":", 1)
            colour = parse_colour(left)
            if colour is None:
                # TRANSLATORS: %(colour)s is the text found, %(choices)s the colour codes and names
                raise bad_move(text, Msg(N_("%(colour)s is not a colour; use %(choices)s."), colour=left,
                                         choices=OneOf(f"{code} ({name})" for code, name in zip(CODES, COLOURS))))
        face = parse_face(tile)
        if face is None:
            raise bad_move(text, _face_help(tile))
        capture = False
        sq_text = square
        if len(sq_text) == 3 and sq_text[0] in "xX":
            capture, sq_text = True, sq_text[1:]
        if len(sq_text) != 2 or sq_text[0].upper() not in ROWS or sq_text[1] not in "123456789":
            # TRANSLATORS: %(square)s is what was typed where a square was expected
            raise bad_move(text, Msg(N_("%(square)s is not a square: a square is a row A to I and a column "
                                        "1 to 9, such as E5."), square=square))
        index = ROWS.index(sq_text[0].upper()) * 9 + int(sq_text[1]) - 1
        if colour is None and len(pos.owned[pos.to_move]) > 1:
            live = [c for c in pos.owned[pos.to_move] if not pos.done(c)]
            holders = [c for c in live if face in pos.racks[c]
                       or (UNKNOWN in pos.racks[c] and face in pos.possible_hidden(c))]
            if len(holders) > 1:
                raise bad_move(text, Msg(
                    # TRANSLATORS: %(player)s is a player, %(tile)s a tile, %(example)s a move with a colour
                    N_("%(player)s plays two colours and either rack may hold %(tile)s: name the colour, "
                       "as in %(example)s."), player=pos.players[pos.to_move], tile=face_msg(face),
                    example=f"{CODES[holders[0]]}:{face} {_sq(index)}"))
        return Place(face, index, colour, capture)

    def move_text(self, move: Place | Pass) -> str:
        if isinstance(move, Pass):
            return "pass"
        prefix = f"{CODES[move.colour]}:" if move.colour is not None else ""
        return f"{prefix}{move.face} {'x' if move.capture else ''}{_sq(move.square)}"

    # -- judging -------------------------------------------------------------------
    def _colour_for(self, pos: Position, move: Place) -> int | None:
        mine = pos.owned[pos.to_move]
        if move.colour is not None:
            return move.colour
        if len(mine) == 1:
            return mine[0]
        live = [c for c in mine if not pos.done(c)] or list(mine)
        for c in live:
            if move.face in pos.racks[c]:
                return c
        for c in live:
            if UNKNOWN in pos.racks[c] and move.face in pos.possible_hidden(c):
                return c
        for c in mine:  # a colour that has had its last turn: check says so
            if move.face in pos.racks[c]:
                return c
        return None

    def check(self, pos: Position, move: Place | Pass) -> Verdict:
        v = Verdict(self.id, self.move_text(move))
        player = pos.to_move
        name = pos.players[player]
        two = len(pos.owned[player]) > 1
        if two:
            v.note("uptown.two-players.turn")
        if pos.game_over():
            v.broken("uptown.end.trigger", Msg(N_("The game is over: every supply is empty and every colour has "
                                                  "had its last turn.")))
            v.note("uptown.end.four-left")
            return v
        if isinstance(move, Pass):
            self._check_pass(pos, v)
            return v
        colour = self._colour_for(pos, move)
        face, square = move.face, move.square
        if colour is None:
            v.broken("uptown.setup.rack", Msg(
                # TRANSLATORS: %(player)s is a player, %(tile)s a tile
                N_("Neither rack of %(player)s holds %(tile)s."), player=name, tile=face_msg(face)),
                player=name, tile=face)
            colour = pos.owned[player][0]
        elif colour not in pos.owned[player]:
            v.broken("uptown.turn.place-one", Msg(
                # TRANSLATORS: %(player)s is a player, %(colour)s the colour named in the move,
                # %(colours)s the player's colours
                N_("%(player)s plays %(colours)s, not %(colour)s."), player=name, colour=colour_msg(colour),
                colours=[colour_msg(c) for c in pos.owned[player]]), player=name, colour=COLOURS[colour])
        elif pos.done(colour):
            v.broken("uptown.end.four-left", Msg(
                # TRANSLATORS: %(colour)s is a colour
                N_("The %(colour)s supply is empty and %(colour)s has had its last turn: the four tiles left on "
                   "the %(colour)s rack are never played."), colour=colour_msg(colour)), colour=COLOURS[colour])
        else:
            self._check_rack(pos, v, colour, face)
        self._check_square(pos, v, colour, face, square, move.capture, player)
        if not v.reasons and not v.missing:
            self._effects(pos, v, colour, face, square)
        return v

    def _check_rack(self, pos: Position, v: Verdict, colour: int, face: str) -> None:
        rack = pos.racks[colour]
        if face in rack:
            return
        where = pos.known_elsewhere(colour).get(face)
        values = {"colour": COLOURS[colour], "tile": face}
        supply = pos.supplies[colour]
        waiting = where is None and supply is not None and face in supply
        if UNKNOWN not in rack or where is not None or waiting:
            if where is not None:
                v.broken("uptown.setup.rack", Msg(
                    # TRANSLATORS: %(colour)s is a colour, %(tile)s a tile, %(where)s a square or the player
                    # who captured it
                    N_("The one %(colour)s %(tile)s is already played (%(where)s), so it is not on the rack."),
                    colour=colour_msg(colour), tile=face_msg(face), where=where), where=where, **values)
            elif waiting:
                v.broken("uptown.setup.rack", Msg(
                    # TRANSLATORS: %(colour)s is a colour, %(tile)s a tile
                    N_("The one %(colour)s %(tile)s is still in the %(colour)s supply, so it is not on the rack."),
                    colour=colour_msg(colour), tile=face_msg(face)), where="supply", **values)
            else:
                v.broken("uptown.setup.rack", Msg(
                    # TRANSLATORS: %(colour)s is a colour, %(tile)s a tile, %(rack)s the tiles on that rack
                    N_("%(tile)s is not on the %(colour)s rack, which holds %(rack)s."),
                    colour=colour_msg(colour), tile=face_msg(face), rack=[face_msg(f) for f in rack]),
                    rack=list(rack), **values)
            return
        if face in pos.surely_hidden(colour):
            return  # every other tile of the colour is accounted for: the hidden ones include this one
        hidden = rack.count(UNKNOWN)
        v.need("rack", "uptown.setup.rack", Msg(
            # TRANSLATORS: %(colour)s is a colour, %(tile)s a tile, %(count)s the number of hidden tiles
            NP_("Whether the %(colour)s rack holds %(tile)s is not known: the position hides %(count)s tile of it.",
            "Whether the %(colour)s rack holds %(tile)s is not known: the position hides %(count)s tiles of it."),
            count=hidden, colour=colour_msg(colour), tile=face_msg(face)), hidden=hidden, **values)

    def _check_square(self, pos: Position, v: Verdict, colour: int, face: str, square: int, flagged: bool,
                      player: int) -> None:
        sq = _sq(square)
        target = pos.colour[square]
        if target >= 0:
            v.note("uptown.capture.match")
        if square not in MATCH[face]:
            r, col = square // 9, square % 9
            if face in ROWS:
                v.broken("uptown.place.letter", Msg(
                    # TRANSLATORS: %(tile)s is a letter tile, %(square)s a square, %(row)s the square's row
                    N_("The letter %(tile)s goes in row %(tile)s, and %(square)s is in row %(row)s."),
                    tile=face, square=sq, row=ROWS[r]), tile=face, square=sq)
            elif face.isdigit():
                v.broken("uptown.place.number", Msg(
                    # TRANSLATORS: %(tile)s is a number tile, %(square)s a square, %(column)s the square's column
                    N_("The number %(tile)s goes in column %(tile)s, and %(square)s is in column %(column)s."),
                    tile=face, square=sq, column=col + 1), tile=face, square=sq)
            else:
                z = SYMBOLS.index(face)
                v.broken("uptown.place.symbol", Msg(
                    # TRANSLATORS: %(tile)s is a symbol name, %(zone)s its squares (A1–C3), %(square)s a square,
                    # %(other)s the symbol of the zone the square is in
                    N_("The %(tile)s goes in the %(tile)s zone (%(zone)s), and %(square)s is in the %(other)s zone."),
                    tile=face_msg(face), zone=_zone_squares(z), square=sq,
                    other=face_msg(SYMBOLS[_zone(square)])), tile=face, square=sq)
        if target < 0:
            if flagged:
                v.broken("uptown.capture.allowed", Msg(
                    # TRANSLATORS: %(square)s is a square
                    N_("There is no tile on %(square)s to capture."), square=sq), square=sq)
            return
        owner = pos.owner(target)
        if owner == player:
            v.broken("uptown.capture.not-own", Msg(
                # TRANSLATORS: %(square)s is a square, %(colour)s a colour, %(player)s the player who owns it
                N_("%(square)s holds a %(colour)s tile, and %(colour)s is a colour of %(player)s."),
                square=sq, colour=colour_msg(target), player=pos.players[player]),
                square=sq, colour=COLOURS[target])
            return
        v.note("uptown.capture.no-split")
        group = group_of(pos.colour, square)
        if len(group) <= 2:
            v.note("uptown.capture.small-groups")
        if pos.splits(square):
            rest = [s for s in group if s != square]
            parts = len(groups_of(tuple(pos.colour[i] if i in rest else -1 for i in range(81)), target))
            v.broken("uptown.capture.no-split", _split_msg(square, target, pos.players[owner], parts),
                     square=sq, colour=COLOURS[target], group=[_sq(s) for s in group], parts=parts)

    def _effects(self, pos: Position, v: Verdict, colour: int, face: str, square: int) -> None:
        player = pos.to_move
        name = pos.players[player]
        sq = _sq(square)
        target = pos.colour[square]
        v.effect("place", "uptown.turn.place-one", Msg(
            # TRANSLATORS: %(player)s is a player, %(colour)s a colour, %(tile)s a tile, %(square)s a square
            N_("%(player)s places the %(colour)s %(tile)s on %(square)s."), player=name, colour=colour_msg(colour),
            tile=face_msg(face), square=sq), player=name, colour=COLOURS[colour], tile=face, square=sq)
        if target >= 0:
            owner = pos.players[pos.owner(target)]
            old = pos.face[square]
            if old is None:
                msg = Msg(
                    # TRANSLATORS: %(colour)s is a colour, %(owner)s its player, %(square)s a square
                    N_("The %(colour)s tile of %(owner)s on %(square)s is captured."), colour=colour_msg(target),
                    owner=owner, square=sq)
            else:
                msg = Msg(
                    # TRANSLATORS: %(colour)s is a colour, %(tile)s a tile, %(owner)s its player, %(square)s a square
                    N_("The %(colour)s %(tile)s of %(owner)s on %(square)s is captured."), colour=colour_msg(target),
                    tile=face_msg(old), owner=owner, square=sq)
            v.effect("capture", "uptown.capture.allowed", msg, colour=COLOURS[target], tile=old, owner=owner, square=sq)
            v.effect("keep", "uptown.capture.kept", Msg(
                # TRANSLATORS: %(player)s is a player
                N_("%(player)s keeps the captured tile to the end of the game; it is never played."),
                player=name), player=name)
        after = self.apply(pos, Place(face, square, colour))
        if pos.supply_count(colour) > 0:
            drawn = after.racks[colour][-1]
            left = after.supply_count(colour)
            if left == 0:
                v.effect("draw", "uptown.end.trigger", Msg(
                    # TRANSLATORS: %(player)s is a player, %(colour)s a colour
                    N_("%(player)s draws the last tile of the %(colour)s supply; %(colour)s has one more turn."),
                    player=name, colour=colour_msg(colour)), player=name, colour=COLOURS[colour], left=0)
            elif drawn != UNKNOWN:
                v.effect("draw", "uptown.turn.draw", Msg(
                    # TRANSLATORS: %(player)s is a player, %(tile)s the tile drawn, %(colour)s a colour,
                    # %(count)s the tiles left in the supply
                    NP_("%(player)s draws %(tile)s from the %(colour)s supply, which keeps %(count)s tile.",
                    "%(player)s draws %(tile)s from the %(colour)s supply, which keeps %(count)s tiles."),
                    count=left, player=name, tile=face_msg(drawn), colour=colour_msg(colour)),
                    player=name, colour=COLOURS[colour], tile=drawn, left=left)
            else:
                v.effect("draw", "uptown.turn.draw", Msg(
                    # TRANSLATORS: %(player)s is a player, %(colour)s a colour, %(count)s the tiles left in the supply
                    NP_("%(player)s draws a tile from the %(colour)s supply, which keeps %(count)s tile.",
                    "%(player)s draws a tile from the %(colour)s supply, which keeps %(count)s tiles."),
                    count=left, player=name, colour=colour_msg(colour)), player=name, colour=COLOURS[colour],
                    left=left)
        else:
            v.note("uptown.end.four-left")
            v.effect("last-turn", "uptown.end.four-left", Msg(
                # TRANSLATORS: %(colour)s is a colour
                N_("The %(colour)s supply is empty: nothing is drawn, and the four tiles left on the %(colour)s "
                   "rack are never played."), colour=colour_msg(colour)), colour=COLOURS[colour])
        v.note("uptown.group.lone-tile")
        for c in ([colour] + ([target] if target >= 0 else [])):
            count = count_groups(after.colour, c)
            v.effect("groups", "uptown.group.definition", Msg(
                # TRANSLATORS: %(colour)s is a colour, %(count)s a number of groups
                NP_("The %(colour)s tiles now form %(count)s group on the board.",
                "The %(colour)s tiles now form %(count)s groups on the board."), count=count, colour=colour_msg(c)),
                colour=COLOURS[c], groups=count)
        self._after(pos, after, v)

    def _after(self, pos: Position, after: Position, v: Verdict) -> None:
        """Who is skipped and who is next, or the end of the game."""
        over = after.game_over()
        if not over and self._blocked(after):
            over = True
            v.note("uptown.end.blocked")
            v.effect("end", "uptown.end.blocked", Msg(
                N_("No player who still has a turn can place a tile, neither on an empty square nor by a "
                   "capture, so the game ends here.")))
        if over:
            data = self.score(after, "uptown")
            winners = data["winners"]
            if len(pos.players) == 2:
                v.note("uptown.two-players.score")
            if len(winners) == 1:
                groups = next(p["groups_total"] for p in data["players"] if p["name"] == winners[0])
                v.effect("win", "uptown.score.groups", Msg(
                    # TRANSLATORS: %(winner)s is a player, %(count)s their number of groups
                    NP_("The game is over: %(winner)s wins with %(count)s group.",
                    "The game is over: %(winner)s wins with %(count)s groups."),
                    count=groups, winner=winners[0]), winners=winners, groups=groups)
                if data["tie_break"] == "captures":
                    v.effect("win", "uptown.score.tie", Msg(N_("The tie on groups goes to the player with fewer "
                                                               "captured tiles.")), winners=winners)
            else:
                v.effect("win", "uptown.score.bga", Msg(
                    # TRANSLATORS: %(winners)s is a list of players
                    N_("The game is over: %(winners)s share the victory (same groups, same captures)."),
                    winners=winners), winners=winners)
            return
        n = len(pos.players)
        for step in range(1, n + 1):
            p = (pos.to_move + step) % n
            if p == after.to_move:
                break
            v.note("uptown.end.four-left")
            v.effect("skip", "uptown.end.four-left", Msg(
                # TRANSLATORS: %(player)s is a player
                N_("%(player)s has no tiles left to play and is skipped."), player=pos.players[p]),
                player=pos.players[p])
        # TRANSLATORS: %(player)s is a player
        v.effect("next-player", None, Msg(N_("%(player)s is next."), player=after.players[after.to_move]),
                 player=after.players[after.to_move])

    def _placements(self, pos: Position, colour: int, faces: Iterable[str]) -> tuple[list[Place], list[Place]]:
        """Legal placements of the given faces of a colour: (on empty squares, captures)."""
        mine = pos.owned[pos.owner(colour)]
        empty: list[Place] = []
        captures: list[Place] = []
        for face in sorted(set(faces), key=FACE_ORDER.__getitem__):
            for option in _fitting(pos, mine, face, colour):
                move = option.move
                (captures if move.capture else empty).append(move)
        return empty, captures

    def _pass_facts(self, pos: Position) -> tuple[list[int], list[Place], list[Place], list[Place], list[Place],
                                                  list[int]]:
        """What decides a pass: the live colours of the player to move, their placements with known
        tiles (on empty squares, captures), those a hidden tile might make, and the colours with them."""
        live = [c for c in pos.owned[pos.to_move] if not pos.done(c)]
        empty: list[Place] = []
        captures: list[Place] = []
        hidden_empty: list[Place] = []
        hidden_cap: list[Place] = []
        hidden_colours: list[int] = []
        for c in live:
            known = [f for f in pos.racks[c] if f != UNKNOWN]
            if UNKNOWN in pos.racks[c]:
                known += pos.surely_hidden(c)
            e, k = self._placements(pos, c, known)
            empty += e
            captures += k
            if UNKNOWN in pos.racks[c]:
                e, k = self._placements(pos, c, pos.possible_hidden(c))
                if e or k:
                    hidden_colours.append(c)
                hidden_empty += e
                hidden_cap += k
        return live, empty, captures, hidden_empty, hidden_cap, hidden_colours

    def _pass_legal(self, pos: Position) -> bool:
        """Whether ``check`` finds a pass legal: the game runs, and no tile, known or hidden, fits anywhere."""
        if pos.game_over():
            return False
        _live, empty, captures, hidden_empty, hidden_cap, _colours = self._pass_facts(pos)
        return not (empty or captures or hidden_empty or hidden_cap)

    def _check_pass(self, pos: Position, v: Verdict) -> None:
        player = pos.to_move
        name = pos.players[player]
        v.note("uptown.turn.no-pass")
        live, empty, captures, hidden_empty, hidden_cap, hidden_colours = self._pass_facts(pos)
        if not live:
            v.note("uptown.end.four-left")
        two = len(pos.owned[player]) > 1
        sure = None if empty or captures else self._surely_placeable(pos, hidden_colours)
        if empty or (captures and hidden_empty):
            # a known tile fits; with hidden tiles that might fit an empty square, a capture is not forced
            example = self._text((empty or captures)[0], two)
            v.broken("uptown.turn.no-pass", Msg(
                # TRANSLATORS: %(player)s is a player, %(example)s a legal move
                N_("%(player)s may not pass: %(example)s is a legal placement."), player=name,
                example=example), example=example)
        elif captures:
            v.note("uptown.capture.forced")
            v.broken("uptown.capture.forced", Msg(
                # TRANSLATORS: %(player)s is a player, %(example)s a legal capture
                N_("%(player)s may not pass: no tile fits an empty square, but the capture %(example)s is legal, "
                   "so %(player)s must capture."), player=name, example=self._text(captures[0], two)),
                example=self._text(captures[0], two))
        elif sure is not None:
            colour, hidden, on_empty = sure
            if not on_empty:
                v.note("uptown.capture.forced")
            v.broken("uptown.turn.no-pass", Msg(
                # TRANSLATORS: %(player)s is a player, %(colour)s a colour, %(count)s the number of hidden tiles
                NP_("%(player)s may not pass: the %(colour)s rack hides %(count)s tile, and whatever it is, "
                    "it can be placed.",
                    "%(player)s may not pass: the %(colour)s rack hides %(count)s tiles, and whatever they are, "
                    "at least one of them can be placed."),
                count=hidden, player=name, colour=colour_msg(colour)), colour=COLOURS[colour], hidden=hidden)
        elif hidden_empty or hidden_cap:
            v.note("uptown.capture.forced")
            v.need("rack", "uptown.turn.no-pass", Msg(
                # TRANSLATORS: %(player)s is a player, %(colours)s one or two colours, %(count)s how many
                # colours (1 or 2)
                NP_("Whether %(player)s has a legal placement depends on the hidden tiles of the %(colours)s rack.",
                    "Whether %(player)s has a legal placement depends on the hidden tiles of the %(colours)s racks.",
                    ), count=len(hidden_colours), player=name, colours=[colour_msg(c) for c in hidden_colours]),
                colours=[COLOURS[c] for c in hidden_colours])
        else:
            v.note("uptown.capture.forced")
            v.effect("pass", "uptown.turn.no-pass", Msg(
                # TRANSLATORS: %(player)s is a player
                N_("%(player)s has no legal placement and passes: nothing is placed and nothing is drawn."),
                player=name), player=name)
            self._after(pos, self.apply(pos, Pass()), v)

    def _surely_placeable(self, pos: Position, colours: Iterable[int]) -> tuple[int, int, bool] | None:
        """A colour whose hidden tiles surely include one that can be placed, whatever they are: more
        tiles are hidden than there are unaccounted faces that fit nowhere. (colour, hidden tiles,
        whether one surely fits an empty square), or None."""
        for c in colours:
            hidden = pos.racks[c].count(UNKNOWN)
            pool = pos.possible_hidden(c)
            mine = pos.owned[pos.owner(c)]
            fits = on_empty = 0
            for face in pool:
                options = _fitting(pos, mine, face, None)
                if options:
                    fits += 1
                    on_empty += any(not o.move.capture for o in options)
            if hidden > len(pool) - fits:
                return c, hidden, hidden > len(pool) - on_empty
        return None

    def _text(self, move: Place, two: bool) -> str:
        if not two:
            move = Place(move.face, move.square, None, move.capture)
        return self.move_text(move)

    def legal_moves(self, pos: Position, expand: bool = False, limit: int = 500) -> list[MoveOption]:
        """Every legal move, by colour, tile and square (a tile on an occupied square is written as a
        capture); a pass only when nothing else is legal. Uptown folds no choices into a move, so the
        expanded list is the same list: at most 117 placements a colour (four tiles on their nine squares
        and a $ anywhere). The options, move objects included, come from tables built once; the list is
        made once per position (``finished`` asks for it too)."""
        moves = pos._cache.get("moves")
        if moves is None:
            moves = pos._cache["moves"] = self._moves(pos)
        return moves[:max(limit, 1)]

    def _moves(self, pos: Position) -> list[MoveOption]:
        if pos.game_over():
            return []
        owned = pos.owned[pos.to_move]
        two = len(owned) > 1
        counts = pos.counts
        out: list[MoveOption] = []
        for c in owned:
            if counts[c] >= LAST:
                continue
            named = c if two else None
            rack = pos.racks[c]
            if UNKNOWN in rack:  # hidden tiles whose faces are certain count as known
                rack = tuple(rack) + tuple(pos.surely_hidden(c))
            for face in _rack_faces(rack):
                out += _fitting(pos, owned, face, named)
        if not out and self._pass_legal(pos):
            out.append(PASS_OPTION)
        return out

    # -- applying ----------------------------------------------------------------------
    def apply(self, pos: Position, move: Place | Pass, draws: list[str] | None = None) -> Position:
        """The position after a legal move. Only what the move changes is copied: the board (two
        tuples), the one rack and supply it touches, the captures when it captures; the counts of
        placed tiles are updated, not recounted."""
        draws = list(draws or [])
        player = pos.to_move
        board, faces, racks, supplies = pos.colour, pos.face, pos.racks, pos.supplies
        captured, counts = pos.captured, pos.counts
        last_capture = None
        changed: tuple[int, ...] = ()
        if isinstance(move, Place):
            colour = move.colour if move.colour is not None else self._colour_for(pos, move)
            if colour is None:
                colour = pos.owned[player][0]
            square = move.square
            target = board[square]
            if target >= 0:
                taken = list(captured)
                taken[player] = taken[player] + ((target, faces[square]),)
                captured = tuple(taken)
                last_capture = (square, target)
            board = board[:square] + (colour,) + board[square + 1:]
            faces = faces[:square] + (move.face,) + faces[square + 1:]
            rack = list(racks[colour])
            if move.face in rack:
                rack.remove(move.face)
            elif UNKNOWN in rack:
                rack.remove(UNKNOWN)
            if pos.supply_count(colour) > 0:
                supply = supplies[colour]
                rack.append(self._draw(pos, colour, supply, draws))
                if supply:
                    supplies = dict(supplies)
                    supplies[colour] = supply[1:]
            racks = dict(racks)
            racks[colour] = tuple(rack)
            tally = list(counts)
            tally[colour] += 1
            counts = tuple(tally)
            changed = (colour, target) if target >= 0 else (colour,)
        if draws:
            raise PositionError(Msg(
                # TRANSLATORS: %(count)s is the number of tiles given with --draw that this move does not draw
                NP_("%(count)s drawn tile was given that this move does not draw (a move draws at most one).",
                "%(count)s drawn tiles were given that this move does not draw (a move draws at most one)."),
                count=len(draws)))
        n = len(pos.players)
        nxt = (player + 1) % n
        for step in range(1, n + 1):
            p = (player + step) % n
            if any(counts[c] < LAST for c in pos.owned[p]):
                nxt = p
                break
        return Position._derive(pos, nxt, board, faces, racks, supplies, captured, counts, last_capture, changed)

    def _draw(self, pos: Position, colour: int, supply: tuple[str, ...] | None, draws: list[str]) -> str:
        """The tile a placement draws: the one given with ``--draw`` (which must be possible), else the
        front of a known supply, else an unknown tile. The caller drops the front of a known supply."""
        if draws:
            text = draws.pop(0)
            face = parse_face(text.split(":", 1)[-1])
            possible = pos.possible_hidden(colour)
            if supply is not None:
                possible = list(supply[:1])
            if face is None or face not in possible:
                raise PositionError(Msg(
                    # TRANSLATORS: %(tile)s is the tile given with --draw, %(colour)s a colour, %(choices)s the
                    # tiles it could be
                    N_("%(tile)s cannot be drawn from the %(colour)s supply here; it could be %(choices)s."),
                    tile=text, colour=colour_msg(colour), choices=OneOf(face_msg(f) for f in possible) or "-"))
            return face
        if supply:
            return supply[0]
        return UNKNOWN

    # -- playouts ----------------------------------------------------------------------
    def deal(self, rng: random.Random, players: list[str], house_rules=frozenset()) -> Position:
        n = len(players)
        owned = [[i, i + 2] for i in range(2)] if n == 2 else [[i] for i in range(n)]
        racks, supplies = {}, {}
        for cs in owned:
            for c in cs:
                tiles = list(FACES)
                rng.shuffle(tiles)
                racks[c], supplies[c] = tiles[:RACK], tiles[RACK:]
        return Position(players, 0, owned, [-1] * 81, [None] * 81, racks, supplies, [[] for _ in players],
                        house_rules)

    def outcome(self, pos: Position) -> str | None:
        """The winner (names joined by ", " for a shared victory) once the game
        is over, else None. A game where nobody can place any more (every
        rack known) is over too: passing would go on for ever (uptown.end.blocked)."""
        if not self.finished(pos):
            return None
        return ", ".join(self.score(pos, "uptown")["winners"])

    def finished(self, pos: Position) -> bool:
        """Every colour has had its last turn, or nobody can place any more (``_blocked``)."""
        if pos.game_over():
            return True
        racks, counts = pos.racks, pos.counts
        if any(UNKNOWN in racks[c] for c in pos.colours_in_play if counts[c] < LAST):
            return False
        moves = self.legal_moves(pos, limit=1)
        if moves and moves[0] is not PASS_OPTION:
            return False  # the player to move can place (the list is kept for legal_moves)
        return self._blocked(pos)

    def _blocked(self, pos: Position) -> bool:
        """No colour that still has a turn can place any tile, and every such rack is known: passing
        changes nothing, so nobody will ever place again (uptown.end.blocked). False once every colour
        has had its last turn (that is ``game_over``)."""
        counts, board, racks = pos.counts, pos.colour, pos.racks
        for c in pos.colours_in_play:  # the quick answer first: a known tile with an empty square it matches
            if counts[c] < LAST:
                rack = racks[c]
                if UNKNOWN in rack:
                    return False
                for face in rack:
                    for sq in MATCH_SORTED[face]:
                        if board[sq] < 0:
                            return False
        live = [c for c in pos.colours_in_play if counts[c] < LAST]
        for c in live:  # then captures
            if self._can_place(pos, c):
                return False
        return bool(live)

    def _can_place(self, pos: Position, colour: int) -> bool:
        """Does any known tile of the colour fit somewhere? (stops at the first that does)"""
        mine = pos.owned[pos.owner(colour)]
        for face in set(pos.racks[colour]) - {UNKNOWN}:
            if _fitting(pos, mine, face, None):
                return True
        return False

    def census(self, pos: Position) -> Counter:
        """Every tile of every colour in play, wherever it is (board, rack, supply, captured), as
        ``R:A``; a tile not known is ``R:?``, but when a colour has exactly as many unknown tiles
        as unaccounted faces (so in every consistent position) they count as those faces, so that
        revealing one by placing it changes nothing. Play never changes it."""
        keys = _TILE_KEYS
        items = [keys[c][f] for c, f in zip(pos.colour, pos.face) if c >= 0]
        for caps in pos.captured:
            items += [keys[c][f] for c, f in caps]
        for c in pos.colours_in_play:
            key = keys[c]
            items += [key[f] for f in pos.racks[c]]
            supply = pos.supplies[c]
            if supply is None:
                items += [key[UNKNOWN]] * pos.supply_count(c)
            else:
                items += [key[f] for f in supply]
        census = _Census(items)
        for c in pos.colours_in_play:
            unknown = census.get(keys[c][UNKNOWN])
            if unknown:
                # as many tiles unknown as faces unaccounted for: together they are exactly those faces,
                # whichever is where (placing a hidden tile whose face is certain reveals it)
                pool = pos.possible_hidden(c)
                if len(pool) == unknown:
                    del census[keys[c][UNKNOWN]]
                    census.update(keys[c][f] for f in pool)
        return census

    def invariants(self, pos: Position) -> list[Msg]:
        """What is impossible about a position reached by play, found by recounting it rather than by
        trusting the counts ``apply`` keeps: tiles placed per colour, rack and supply sizes, tiles on
        squares they match, captures of opponents' tiles only and never more than placements, and a last
        capture that split no group (the groups of the captured colour, counted before and after)."""
        found: list[Msg] = []
        counts = _count_placed(pos.colour, pos.captured)
        for c in pos.colours_in_play:
            placed = counts[c]
            if placed > LAST:
                found.append(_too_many_msg(c, placed))
                continue
            size = max(0, min(RACK, TILES - placed))
            if len(pos.racks[c]) != size:
                found.append(_rack_size_msg(c, size, len(pos.racks[c])))
            supply = pos.supplies[c]
            left = max(0, TILES - RACK - placed)
            if supply is not None and len(supply) != left:
                found.append(_supply_msg(c, left, len(supply)))
        for sq, f in enumerate(pos.face):
            if f is not None and sq not in MATCH[f]:
                found.append(_mismatch_msg(f, sq))
        for p, caps in enumerate(pos.captured):
            for c, _f in caps:
                if c in pos.owned[p]:
                    found.append(_own_capture_msg(pos.players[p], c))
            turns = sum(counts[c] for c in pos.owned[p])
            if len(caps) > turns:
                found.append(_captures_msg(pos.players[p], turns, len(caps)))
        if pos.last_capture is not None:
            square, target = pos.last_capture
            before = pos.colour[:square] + (target,) + pos.colour[square + 1:]
            was, now = count_groups(before, target), count_groups(pos.colour, target)
            if now > was:
                found.append(_split_msg(square, target, pos.players[pos.owner(target)], now - was + 1))
        return found

    # -- scoring -------------------------------------------------------------------------
    @staticmethod
    def colour_label(name: str) -> Msg:
        """A colour id (red) as a message in the reader's language."""
        return Msg(COLOUR_NAMES[name])

    def score(self, pos: Position, variant: str = "uptown") -> dict:
        labels: list[list[str | None]] = [[None] * 9 for _ in range(9)]
        groups_list = []
        group_count: dict[int, int] = {}
        for c in pos.in_play():
            gs = groups_of(pos.colour, c)
            group_count[c] = len(gs)
            for number, group in enumerate(gs, 1):
                label = f"{CODES[c]}{number}"
                groups_list.append({"id": label, "colour": COLOURS[c], "player": pos.players[pos.owner(c)],
                                    "squares": [_sq(s) for s in group]})
                for s in group:
                    labels[s // 9][s % 9] = label
        rows = []
        for p, name in enumerate(pos.players):
            per_colour: dict[str, int] = {}
            for c, _ in pos.captured[p]:
                per_colour[COLOURS[c]] = per_colour.get(COLOURS[c], 0) + 1
            total = sum(per_colour.values())
            most = max(per_colour.values(), default=0)
            groups = {COLOURS[c]: group_count[c] for c in pos.owned[p]}
            gsum = sum(groups.values())
            score = gsum + most if variant == "blockers" else gsum
            rows.append({"name": name, "colours": [COLOURS[c] for c in pos.owned[p]], "groups": groups,
                         "groups_total": gsum, "captured": per_colour, "captured_total": total,
                         "captured_most": most, "score": score, "bga_points": -gsum})
        keys = [(r["score"], r["captured_total"]) for r in rows]
        for r, key in zip(rows, keys):
            r["rank"] = 1 + sum(1 for k in keys if k < key)
        winners = [r["name"] for r in rows if r["rank"] == 1]
        best = min(r["score"] for r in rows)
        on_score = [r for r in rows if r["score"] == best]
        tie_break = None
        if len(winners) > 1:
            tie_break = "shared"
        elif len(on_score) > 1:
            tie_break = "captures"
        rules = ["uptown.score.groups", "uptown.score.tie", "uptown.group.lone-tile"]
        if variant == "blockers":
            rules = ["uptown.variant.blockers.score", "uptown.variant.blockers.tie", "uptown.group.lone-tile"]
        if len(pos.players) == 2:
            rules.append("uptown.two-players.score")
        finished = self.finished(pos)
        if finished and not pos.game_over():
            rules.append("uptown.end.blocked")
        return {
            "game": self.id, "variant": variant, "finished": finished,
            "to_move": pos.players[pos.to_move], "players": rows, "winners": winners,
            "tie_break": tie_break, "rules": rules, "groups": groups_list,
            "board": {ROWS[r]: [labels[r][k] for k in range(9)] for r in range(9)},
            "tiles": {ROWS[r]: [_cell_text(None if pos.colour[r * 9 + k] < 0 else
                                           (pos.colour[r * 9 + k], pos.face[r * 9 + k])) for k in range(9)]
                      for r in range(9)},
        }


def _yaml_face(face: str) -> Any:
    return int(face) if face.isdigit() else face


# -- messages shared by build (a position file), invariants (a position reached by play) and check


def _mismatch_msg(face: str, square: int) -> Msg:
    # TRANSLATORS: %(tile)s is a tile, %(square)s a square such as E5
    return Msg(N_("%(tile)s cannot stand on %(square)s: it does not match that square."),
               tile=face_msg(face), square=_sq(square))


def _own_capture_msg(player: str, colour: int) -> Msg:
    # TRANSLATORS: %(player)s is a player, %(colour)s one of their own colours
    return Msg(N_("%(player)s cannot have captured a %(colour)s tile: it is their own colour."),
               player=player, colour=colour_msg(colour))


def _too_many_msg(colour: int, count: int) -> Msg:
    return Msg(
        # TRANSLATORS: %(colour)s is a colour, %(count)s a number of tiles, %(most)s is 24
        NP_("%(count)s %(colour)s tile is on the board or captured; a colour places at most %(most)s.",
            "%(count)s %(colour)s tiles are on the board or captured; a colour places at most %(most)s."),
        count=count, colour=colour_msg(colour), most=LAST)


def _rack_size_msg(colour: int, count: int, found: int) -> Msg:
    return Msg(
        # TRANSLATORS: %(colour)s is a colour; %(count)s is how many tiles the rack must hold
        # (5, or 4 at the end), %(found)s how many the file lists
        NP_("The %(colour)s rack must hold %(count)s tile here, not %(found)s.",
            "The %(colour)s rack must hold %(count)s tiles here, not %(found)s."),
        count=count, found=found, colour=colour_msg(colour))


def _supply_msg(colour: int, count: int, found: int) -> Msg:
    return Msg(
        # TRANSLATORS: %(colour)s is a colour, %(count)s the tiles left to draw,
        # %(found)s the count given
        NP_("The %(colour)s supply holds %(count)s tile here (28 less the rack and the tiles placed), "
            "not %(found)s.",
            "The %(colour)s supply holds %(count)s tiles here (28 less the rack and the tiles placed), "
            "not %(found)s."), count=count, found=found, colour=colour_msg(colour))


def _captures_msg(player: str, count: int, found: int) -> Msg:
    return Msg(
        # TRANSLATORS: %(player)s is a player; %(count)s how many tiles they placed, %(found)s captures
        NP_("%(player)s has placed %(count)s tile but lists %(found)s captures; "
            "each capture is a placement.",
            "%(player)s has placed %(count)s tiles but lists %(found)s captures; "
            "each capture is a placement."),
        count=count, found=found, player=player)


def _split_msg(square: int, colour: int, owner: str, parts: int) -> Msg:
    return Msg(
        # TRANSLATORS: %(square)s is a square, %(owner)s a player, %(colour)s a colour, %(count)s >= 2
        NP_("Capturing %(square)s would split the %(colour)s group of %(owner)s into %(count)s group.",
            "Capturing %(square)s would split the %(colour)s group of %(owner)s into %(count)s groups."),
        count=parts, square=_sq(square), colour=colour_msg(colour), owner=owner)


def _face_help(text: str) -> Msg:
    # TRANSLATORS: %(tile)s is what was typed, %(symbols)s the list of symbol names
    return Msg(N_("%(tile)s is not a tile: a tile is a letter A to I, a number 1 to 9, a symbol (%(symbols)s) "
                  "or $."), tile=text, symbols=[Msg(SYMBOL_NAMES[s]) for s in SYMBOLS])


GAME = Uptown()
