"""Uptown's pieces and board: constants, the position and move types, and the
board geometry (groups and the capture test).

The capture test (is a tile the only link between parts of its group?) is
``splits``: constant-time answers for the common cases (a tile with one
neighbour of its colour, an L in a 2x2 block), else one search of the tile's
own group that stops once the other neighbours are reached. A position keeps
its answers per colour in its ``cache``, and the next position takes over the
answers for the colours a move leaves alone. ``benchmarks/uptown_capture.py``
measures it against a recount of the board and a Hopcroft-Tarjan pass.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from .. import base
from ..base import UNKNOWN, HouseRuled, MoveOption

GAME_ID = "uptown"
#: the scoring variants (``referee score``): the Uptown rules and Blockers!, the first the default
VARIANTS = ("uptown", "blockers")
ROWS = "ABCDEFGHI"
SYMBOLS = ("man", "ring", "woman", "sign", "skyline", "sax", "car", "cards", "champagne")
FACES = tuple(ROWS) + tuple("123456789") + SYMBOLS + ("$",)
FACE_ORDER = {face: index for index, face in enumerate(FACES)}
COLOURS = ("red", "blue", "green", "yellow", "purple")
CODES = "RBGYP"
RACK = 5
TILES = 28
LAST = TILES - RACK + 1  # placements of a colour when it has played its last tile (24)

T = TypeVar("T")

__all__ = ["UNKNOWN"]  # re-exported: the one marker of an unknown tile


def sq_name(index: int) -> str:
    return f"{ROWS[index // 9]}{index % 9 + 1}"


def zone_of(index: int) -> int:
    return (index // 27) * 3 + (index % 9) // 3


def zone_squares(zone: int) -> str:
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
    return frozenset(i for i in range(81) if zone_of(i) == z)


#: face -> the squares it may stand on
MATCH = {face: _matches(face) for face in FACES}
MATCH_SORTED = {face: tuple(sorted(squares)) for face, squares in MATCH.items()}
NEIGHBOURS = tuple(
    tuple(j for j, ok in ((i - 9, i >= 9), (i + 9, i < 72), (i - 1, i % 9 > 0), (i + 1, i % 9 < 8)) if ok)
    for i in range(81)
)
SQUARE_NAMES = tuple(sq_name(i) for i in range(81))
#: square -> its neighbours, as a set
NEAR = tuple(frozenset(n) for n in NEIGHBOURS)


# -- moves ------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Place:
    """Putting the tile ``face`` on ``square`` (0-80, reading order); ``colour`` when the move names
    it, ``capture`` when it is written as one (xB2)."""

    face: str
    square: int
    colour: int | None = None
    capture: bool = False


@dataclass(frozen=True, slots=True)
class Pass:
    """Passing: only when nothing can be placed."""


PASS = Pass()
Move = Place | Pass


# -- positions --------------------------------------------------------------------

#: the group counts of a position nobody has counted yet (``Cache.groups``)
NO_GROUPS: tuple[int | None, ...] = (None,) * len(COLOURS)


class Cache(base.Cache):
    """What a position works out once and keeps (never part of its value, ``base.Cache``): per
    colour, the capture-test answers by square (``split``, taken over by the next position for the
    colours a move leaves alone), the number of groups of each colour (``groups``: None until
    counted; a judged move hands it on, see ``Position.groups``), the faces known elsewhere and the
    faces a hidden tile may be, the legal move list, and the score of a finished game
    (``scoring.tally``: the judge of the last move and ``outcome`` both ask it)."""

    __slots__ = ("groups", "known", "moves", "pool", "score", "split")

    def __init__(self, split: list[dict[int, bool]] | None = None) -> None:
        self.checked = None
        # one answer table per colour (five)
        self.split: list[dict[int, bool]] = split if split is not None else [{}, {}, {}, {}, {}]
        self.groups: tuple[int | None, ...] = NO_GROUPS
        self.known: dict[int, dict[str, str]] = {}
        self.pool: dict[int, list[str]] = {}
        self.moves: list[MoveOption[Move]] | None = None
        self.score: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class Position(HouseRuled):
    """An Uptown position.

    ``colour``/``face`` are the 81 squares (``-1``/``None`` when empty; the face is ``UNKNOWN``
    when the file gives only the colour); ``owned`` the colours of each player; ``racks`` and
    ``supplies`` hold, per colour index (all five; empty for a colour nobody plays), the tiles on
    the rack and those still to draw in order (``UNKNOWN`` for a tile not known); ``captured``
    holds, per player, the ``(colour, face)`` tiles they took. ``captures_known`` is False when the
    file leaves ``captured`` out: then nobody knows what was captured, ``captured`` holds nothing,
    and how many tiles each colour has placed is known only within ``counts`` .. ``most``.

    Not part of the value: ``counts`` (tiles of each colour ever placed, on the board or captured:
    worked out when not given, kept up to date by the judge; with the captures unknown, the fewest
    the facts allow), ``most`` (the most the facts allow: ``counts`` when the captures are known),
    ``last_capture`` (``(square, colour)`` of the tile the move that made this position captured,
    which ``problems`` checks) and the ``cache``.
    """

    players: tuple[str, ...]
    to_move: int
    owned: tuple[tuple[int, ...], ...]
    colour: tuple[int, ...]
    face: tuple[str | None, ...]
    racks: tuple[tuple[str, ...], ...]
    supplies: tuple[tuple[str, ...], ...]
    captured: tuple[tuple[tuple[int, str], ...], ...]
    house_rules: frozenset[str] = frozenset()
    counts: tuple[int, ...] = field(default=(), compare=False, repr=False)
    last_capture: tuple[int, int] | None = field(default=None, compare=False, repr=False)
    colours_in_play: tuple[int, ...] = field(default=(), compare=False, repr=False)
    captures_known: bool = True
    most: tuple[int, ...] = field(default=(), compare=False, repr=False)
    #: what this position object works out and keeps (a new object, ``replace`` included, starts afresh)
    cache: Cache = field(default_factory=Cache, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.counts:
            object.__setattr__(self, "counts", count_placed(self.colour, self.captured))
        if not self.most:
            object.__setattr__(self, "most", self.counts)
        if not self.colours_in_play:
            object.__setattr__(self, "colours_in_play", tuple(sorted({c for cs in self.owned for c in cs})))

    def with_house_rules(self, rules: Iterable[str]) -> Position:
        """The same position under other house rules, with a cache of its own (the
        capture tests of the board carry over: they do not depend on house rules)."""
        ruled = replace(self, house_rules=frozenset(rules))
        ruled.cache.split = list(self.cache.split)
        return ruled

    def owner(self, colour: int) -> int:
        for p, cs in enumerate(self.owned):
            if colour in cs:
                return p
        return -1

    def supply_count(self, colour: int) -> int:
        return max(0, TILES - RACK - self.counts[colour])

    def done(self, colour: int) -> bool:
        """The colour has surely drawn its last tile and placed once more."""
        return self.counts[colour] >= LAST

    def maybe_done(self, colour: int) -> bool:
        """The colour may have had its last turn, or not: the captures are unknown and no rack of
        four or supply says how many of its tiles have been placed."""
        return self.most[colour] >= LAST > self.counts[colour]

    def count_known(self, colour: int) -> bool:
        """How many tiles of the colour have been placed is known (and so the size of its supply)."""
        return self.most[colour] == self.counts[colour]

    def game_over(self) -> bool:
        # every colour has had its last turn (a plain loop, which stops at the first colour with a
        # turn left: asked several times a move)
        counts = self.counts
        for c in self.colours_in_play:  # noqa: SIM110 (a loop: quicker than all() over a generator)
            if counts[c] < LAST:
                return False
        return True

    def splits(self, square: int) -> bool:
        """Would taking the tile off this square split its group? (kept per colour)"""
        colour = self.colour[square]
        if colour < 0:
            return splits(self.colour, square)
        known = self.cache.split[colour]
        cut = known.get(square)
        if cut is None:
            cut = known[square] = splits(self.colour, square)
        return cut

    def groups(self, colour: int) -> int:
        """How many groups the colour has on the board (``count_groups``), counted once and kept; a
        judged move hands the counts on to the position after it (``groups_after``)."""
        known = self.cache.groups
        count = known[colour]
        if count is None:
            count = count_groups(self.colour, colour)
            self.cache.groups = (*known[:colour], count, *known[colour + 1:])
        return count

    def known_elsewhere(self, colour: int) -> dict[str, str]:
        """Faces of a colour known to be on the board or captured -> where."""
        seen = self.cache.known.get(colour)
        if seen is None:
            seen = {}
            for i in range(81):
                face = self.face[i]
                if self.colour[i] == colour and face is not None and face != UNKNOWN:
                    seen[face] = sq_name(i)
            for p, caps in enumerate(self.captured):
                for c, f in caps:
                    if c == colour and f != UNKNOWN:
                        seen[f] = self.players[p]
            self.cache.known[colour] = seen
        return seen

    def possible_hidden(self, colour: int) -> list[str]:
        """Faces a hidden rack tile of this colour may be: none known on the board, among the
        captured tiles, on the rack or in the supply."""
        pool = self.cache.pool.get(colour)
        if pool is None:
            known = set(self.known_elsewhere(colour))
            known.update(self.racks[colour])
            known.update(self.supplies[colour])
            pool = self.cache.pool[colour] = [f for f in FACES if f not in known]
        return pool

    def surely_hidden(self, colour: int) -> frozenset[str]:
        """Faces the hidden tiles of this rack must be: when as many faces are unaccounted for as
        the rack hides tiles, the rack holds every one of them; otherwise none is certain."""
        pool = self.possible_hidden(colour)
        if pool and len(pool) == self.racks[colour].count(UNKNOWN):
            return frozenset(pool)
        return frozenset()

    def certain_faces(self, colour: int) -> frozenset[str]:
        """The faces the colour's rack surely holds: the known ones and the certain hidden ones."""
        rack = self.racks[colour]
        if UNKNOWN not in rack:
            return frozenset(rack)
        return (frozenset(rack) - {UNKNOWN}) | self.surely_hidden(colour)


_new = object.__new__
_set = object.__setattr__


def successor(pos: Position, to_move: int, colour: tuple[int, ...], face: tuple[str | None, ...],
              racks: tuple[tuple[str, ...], ...], supplies: tuple[tuple[str, ...], ...],
              captured: tuple[tuple[tuple[int, str], ...], ...], counts: tuple[int, ...],
              last_capture: tuple[int, int] | None, most: tuple[int, ...], split: list[dict[int, bool]]) -> Position:
    """The position a move of the judge makes from ``pos``: its players, seats, house rules, colours
    in play and knowledge of the captures, with what the move changed, and a cache holding the
    capture-test answers ``split``. The very position ``Position(...)`` makes of these fields (a test
    holds it), set directly: the judge always gives the counts, so nothing needs working out."""
    after = _new(Position)
    _set(after, "players", pos.players)
    _set(after, "to_move", to_move)
    _set(after, "owned", pos.owned)
    _set(after, "colour", colour)
    _set(after, "face", face)
    _set(after, "racks", racks)
    _set(after, "supplies", supplies)
    _set(after, "captured", captured)
    _set(after, "house_rules", pos.house_rules)
    _set(after, "counts", counts)
    _set(after, "last_capture", last_capture)
    _set(after, "colours_in_play", pos.colours_in_play)
    _set(after, "captures_known", pos.captures_known)
    _set(after, "most", most)
    _set(after, "cache", Cache(split))
    return after


def replaced(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``items`` with the one at ``index`` replaced (a copy of a list: quicker on a board of 81 than
    slicing and unpacking)."""
    changed = list(items)
    changed[index] = value
    return tuple(changed)


def count_placed(colours: tuple[int, ...], captured: Iterable[Iterable[tuple[int, str]]]) -> tuple[int, ...]:
    """Tiles of each colour on the board or captured (a recount)."""
    counts = [colours.count(c) for c in range(len(COLOURS))]
    for caps in captured:
        for c, _ in caps:
            counts[c] += 1
    return tuple(counts)


# -- groups and the capture test ---------------------------------------------------

def splits(colours: tuple[int, ...], square: int) -> bool:
    """Is the tile on ``square`` the only link between parts of its group? (``joined`` of its
    neighbours of its colour, the square itself left out.)

    Cheap tests first: with fewer than two neighbours of its colour it joins
    nothing; with exactly two that touch a common third tile of the colour
    (an L inside a 2x2 block) they stay joined. Otherwise one search of the
    group from one neighbour, which stops as soon as it has reached the
    other neighbours: never more than one pass over the group, and never a
    recount of the board."""
    return not joined(colours, square, colours[square])


def answers_after(split: list[dict[int, bool]], board: tuple[int, ...], square: int, colour: int, target: int
                  ) -> list[dict[int, bool]]:
    """The capture-test answers (``splits``, per colour by square) that still hold once a tile of
    ``colour`` stands on ``square`` of ``board`` (the board before the move; taking one of ``target``
    off it; -1: the square was empty).

    A colour the move leaves alone keeps all its answers. Adding a tile only joins: a tile not next
    to it whose neighbours of its colour were linked without it still has them linked, so its "no
    split" stands (its "split" may not, and a tile next to the new one has a new neighbour). A new
    tile with at most one neighbour of its colour joins nothing, it only hangs on: a tile away from
    it that parted its group still does, so then its "split" stands too. Taking one off only parts:
    a tile not next to it that was the only link between its neighbours still is, so the captured
    colour keeps its "split" answers away from the square; and taking off a tile with at most one
    neighbour of its colour parts nothing, so then its "no split" answers stand too."""
    kept = list(split)
    kept[colour] = _after_adding(split[colour], board, square, colour)
    if target >= 0:
        kept[target] = _after_taking(split[target], board, square, target)
    return kept


def groups_after(pos: Position, after: tuple[int, ...], square: int, colour: int, target: int
                 ) -> tuple[int | None, ...]:
    """The group counts (``Cache.groups``) of the board ``after`` that a tile of ``colour`` on ``square``
    of ``pos`` makes (taking one of ``target`` off it; -1: the square was empty); None for a count that
    ``pos`` does not hold or that needs a recount. A colour the move leaves alone keeps its count. A
    new tile with no neighbour of its colour is a group of its own, with one it joins that one's
    group, with two or more whose tiles are linked without it (``splits`` of the board after, where
    it is the link if anything is) it joins one group; two that are not linked become one. Taking
    off a tile with no neighbour of its colour takes a group away, with one it leaves the count, and
    with more than one the count stays when its group does not split (``Position.splits``)."""
    known = list(pos.cache.groups)
    board = pos.colour
    nbrs = NEIGHBOURS[square]
    count = known[colour]
    if count is not None:
        linked = _linked(board, nbrs, colour)
        if linked >= 2:
            cut = splits(after, square)
            known[colour] = count if not cut else count - 1 if linked == 2 else None
        else:
            known[colour] = count + 1 - linked
    if target >= 0:
        count = known[target]
        if count is not None:
            linked = _linked(board, nbrs, target)
            if linked >= 2:
                known[target] = None if pos.splits(square) else count
            else:
                known[target] = count - 1 + linked
    return tuple(known)


def _after_adding(known: dict[int, bool], board: tuple[int, ...], square: int, colour: int) -> dict[int, bool]:
    nbrs = NEIGHBOURS[square]
    if _linked(board, nbrs, colour) < 2:
        kept = known.copy()  # a copy: the next position adds answers of its own
        for n in nbrs:
            kept.pop(n, None)
        return kept
    near = NEAR[square]
    return {sq: cut for sq, cut in known.items() if not cut and sq not in near}


def _after_taking(known: dict[int, bool], board: tuple[int, ...], square: int, colour: int) -> dict[int, bool]:
    nbrs = NEIGHBOURS[square]
    if _linked(board, nbrs, colour) < 2:
        kept = known.copy()
        kept.pop(square, None)
        for n in nbrs:
            kept.pop(n, None)
        return kept
    near = NEAR[square]
    return {sq: cut for sq, cut in known.items() if cut and sq not in near and sq != square}


def _linked(board: tuple[int, ...], nbrs: tuple[int, ...], colour: int) -> int:
    """How many of the squares ``nbrs`` hold a tile of ``colour``."""
    count = 0
    for n in nbrs:
        if board[n] == colour:
            count += 1
    return count


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


def small_group(colours: tuple[int, ...], square: int) -> bool:
    """Is the tile on ``square`` in a group of one or two tiles (``len(group_of(...)) <= 2``, without
    the search): no neighbour of its colour, or one that has no other."""
    colour = colours[square]
    near = [n for n in NEIGHBOURS[square] if colours[n] == colour]
    if len(near) != 1:
        return not near
    return all(colours[k] != colour for k in NEIGHBOURS[near[0]] if k != square)


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


def joined(board: tuple[int, ...], square: int, colour: int) -> bool:
    """Do the tiles of ``colour`` next to ``square`` all lie in one group of ``board`` without
    ``square``? (After a capture on ``square``: the group it was taken from did not split; before
    one, ``splits``.) Two at a corner of the square with a tile of the colour at the corner
    opposite it are joined through that one; else one flood from one of them, which stops once it
    has reached the others."""
    around = [n for n in NEIGHBOURS[square] if board[n] == colour]
    if len(around) < 2:
        return True
    if len(around) == 2:
        a, b = around
        if a // 9 != b // 9 and a % 9 != b % 9 and board[a + b - square] == colour:
            return True
    start = around.pop()
    left = set(around)
    seen, stack = {square, start}, [start]  # never through the square itself
    while stack:
        for nxt in NEIGHBOURS[stack.pop()]:
            if board[nxt] == colour and nxt not in seen:
                left.discard(nxt)
                if not left:
                    return True
                seen.add(nxt)
                stack.append(nxt)
    return False
