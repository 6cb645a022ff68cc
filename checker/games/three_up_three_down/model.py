"""The cards, the position and the move of 3UP 3DOWN (no rules here).

Cards are ``"1"``..``"10"``, ``"clear"``, ``"clear+1"``, ``"clear+2"``;
colours never matter (3up3down.components.colours-irrelevant). A card the
position does not show is ``UNKNOWN`` (``"?"``), in files and in positions.
"""

from __future__ import annotations

from collections import Counter, _count_elements  # type: ignore[attr-defined]
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Literal

from .. import base
from ..base import UNKNOWN, HouseRuled
from ..census import Frozen, frozen

GAME_ID = "3up3down"
NUMBERS = tuple(str(n) for n in range(1, 11))
CLEARS = ("clear", "clear+1", "clear+2")
CARDS = NUMBERS + CLEARS
#: copies of each card in one deck: 3 colours x 2, and two green Clear +2 (3up3down.components.deck)
COPIES = {**dict.fromkeys(NUMBERS, 6), "clear": 6, "clear+1": 6, "clear+2": 2}
DECK_SIZE = sum(COPIES.values())
HAND_SIZE = 3
TABLE_SIZE = 3
MAX_PLAYERS_ONE_DECK = 6
#: no turn has more ways to be finished than this
LOTS = 100_000
CLEAR_RULES = {
    "clear": "3up3down.clear.plain",
    "clear+1": "3up3down.clear.plus-one",
    "clear+2": "3up3down.clear.plus-two",
}
#: the extra discards a Clear card gives
EXTRA = {"clear+1": 1, "clear+2": 2}
#: the rank of every card: numbers by value, every Clear card above every number
RANK = {**{n: int(n) for n in NUMBERS}, **dict.fromkeys(CLEARS, 11)}
NUMBER_SET = frozenset(NUMBERS)
CLEAR_SET = frozenset(CLEARS)
#: what a step of a move does: discard from the hand (``play``), the face-up (``up``) or the face-down
#: cards (``down``), draw, or pick up the pile
Verb = Literal["play", "up", "down", "draw", "pickup"]
VERBS: tuple[Verb, ...] = ("play", "up", "down", "draw", "pickup")
#: a card, or UNKNOWN
Card = str
Cards = tuple[Card, ...]


def rank(card: Card) -> int:
    """Numbers by value; every Clear card above every number (3up3down.clear.rank)."""
    return RANK.get(card, 11)


class _SortKeys(dict[Card, tuple[int, str]]):
    """Card -> its sort key: by rank, unknown cards last, anything else among the Clear cards."""

    def __missing__(self, card: Card) -> tuple[int, str]:
        return (11, card)


_SORT_KEYS = _SortKeys({card: (RANK[card], card) for card in CARDS})
_SORT_KEYS[UNKNOWN] = (99, "")
#: a card's sort key (a lookup: cards are sorted at every step of a playout)
sort_key = _SORT_KEYS.__getitem__


def spaced(cards: Cards | list[Card]) -> str:
    return " ".join(cards)


# -- positions -----------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Seat:
    """One player's cards; ``UNKNOWN`` is a card the position does not show.
    The hand is a set of cards: a position read from a file keeps the file's
    order (so that a problem names its place), play keeps it sorted (``sort_key``).
    ``face_up`` is None when the position leaves it out once the draw pile is
    used up: then not even how many there are is known."""

    hand: Cards = ()
    face_up: Cards | None = ()
    face_down: Cards = ()

    @property
    def empty(self) -> bool:
        """Surely out of cards (face-up cards not known may still be there)."""
        return not (self.hand or self.face_down) and self.face_up == ()


class Cache(base.Cache):
    """What a position works out and keeps (``base.Cache``): who has shed every card, asked by the
    outcome, the move list and the judge of every move, and the cards of every place counted, which
    the census, the position check and the deck's count of a turn all ask for."""

    __slots__ = ("placed", "winner")

    def __init__(self) -> None:
        self.checked = None
        #: the seat of the player out of cards, -1 for nobody, None until asked
        self.winner: int | None = None
        self.placed: Frozen[Card] | None = None


@dataclass(frozen=True, slots=True)
class Position(HouseRuled):
    players: tuple[str, ...]
    to_move: str
    house_rules: frozenset[str]
    decks: int
    #: all UNKNOWN (only the size is known) or all cards, top first
    draw_pile: Cards
    #: bottom to top; UNKNOWN only at the bottom (cards left out)
    pile: Cards
    #: one Seat per player, in seating order
    seats: tuple[Seat, ...]
    #: the cards cleared out of the game, or None when not tracked
    removed: Cards | None = None
    #: what the position works out and keeps, no part of its value (``base.Cache``)
    cache: Cache = field(default_factory=Cache, init=False, repr=False, compare=False, hash=False)

    def winner(self) -> str | None:
        """The player who has shed every card (3up3down.end.win), once one has."""
        cache = self.cache
        seat = cache.winner
        if seat is None:
            seat = -1
            for i, s in enumerate(self.seats):
                if not s.face_down and s.empty:  # (a seat with face-down cards is not out of cards)
                    seat = i
                    break
            cache.winner = seat
        return self.players[seat] if seat >= 0 else None

    def placed(self) -> Frozen[Card]:
        """Every card the position places, counted once (``UNKNOWN`` for a card it does not show): a
        ``census.Frozen``, which the positions of a game share while their cards are the same."""
        cache = self.cache
        found = cache.placed
        if found is None:
            found = cache.placed = _placed(self)
        return found

    def seat(self, name: str) -> Seat:
        return self.seats[self.players.index(name)]

    def next_player(self, name: str) -> str:
        return self.players[(self.players.index(name) + 1) % len(self.players)]


#: a position's rows: the draw pile, the discard pile, the cards removed and the seats
Rows = tuple[Cards, Cards, Cards | None, tuple[Seat, ...]]
#: the rows of the position ``_placed`` counted last, and their count (never changed once made)
_last_counted: tuple[Rows, Frozen[Card]] | None = None


def _placed(pos: Position) -> Frozen[Card]:
    """The cards of every row of ``pos``, counted (``Position.placed``). Counting up to 104 cards
    in some thirty rows costs more than anything else the census and the position check do, and
    the position after a move has most rows of the one before as the very same objects (every
    seat but the mover's, the draw pile when nobody drew): so the rows that are not the ones
    counted last are compared with those (what a row lost, what it gained), and when the cards
    they lost are the cards they gained, the count is the last one. Any other position is
    counted afresh."""
    global _last_counted
    rows = (pos.draw_pile, pos.pile, pos.removed, pos.seats)
    last = _last_counted
    if last is not None and _same_cards(last[0], rows):
        found = last[1]
    else:
        # the rows counted by Counter's own loop (C), called straight: a generator and
        # ``Counter.update`` cost more than the count
        counted = dict.__new__(Counter)
        count = _count_elements
        count(counted, pos.draw_pile)
        count(counted, pos.pile)
        if pos.removed is not None:
            count(counted, pos.removed)
        for seat in pos.seats:
            count(counted, seat.hand)
            if seat.face_up:
                count(counted, seat.face_up)
            count(counted, seat.face_down)
        found = frozen(counted)
    _last_counted = (rows, found)
    return found


def _same_cards(before: Rows, after: Rows) -> bool:
    """Whether the rows ``after`` hold the cards of ``before``, some moved from row to row: every
    seat that is not the very seat it was is compared card for card, the draw pile may have lost
    cards from its top, the discard pile and the cards removed may have grown at their end (or be
    anything else: then the whole row counts as lost and gained), and what the rows lost must be
    what they gained, card for card."""
    old_seats, new_seats = before[3], after[3]
    if len(old_seats) != len(new_seats):
        return False
    lost: list[Card] = []
    gained: list[Card] = []
    for old_seat, new_seat in zip(old_seats, new_seats, strict=True):
        if old_seat is not new_seat:
            lost += old_seat.hand
            lost += old_seat.face_up or ()
            lost += old_seat.face_down
            gained += new_seat.hand
            gained += new_seat.face_up or ()
            gained += new_seat.face_down
    for old_row, new_row, front in ((before[0], after[0], True), (before[1], after[1], False),
                                    (before[2], after[2], False)):
        if old_row is new_row:
            continue
        old, new = old_row or (), new_row or ()
        keep = len(old) - len(new)
        if keep > 0 and front and old[keep:] == new:
            lost += old[:keep]
        elif keep < 0 and not front and new[:len(old)] == old:
            gained += new[len(old):]
        elif old != new:
            lost += old
            gained += new
    return len(lost) == len(gained) and sorted(lost) == sorted(gained)


def zones(pos: Position) -> Iterator[Cards]:
    """Every row of cards of the position."""
    yield pos.draw_pile
    yield pos.pile
    if pos.removed is not None:
        yield pos.removed
    for seat in pos.seats:
        yield seat.hand
        yield seat.face_up or ()
        yield seat.face_down


def known_counts(pos: Position) -> Counter[Card]:
    """The copies of each card the position places (asked of cards, never of ``UNKNOWN``). Read it,
    do not change it."""
    return pos.placed()


# -- moves -----------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Step:
    """``play``/``up`` with cards; ``down`` with a slot (from 1) and the value
    that turned up, if the move says it; ``draw`` with the cards drawn, if
    named; ``pickup``."""

    verb: Verb
    cards: Cards = ()
    slot: int = 0
    value: Card | None = None

    def text(self) -> str:
        if self.verb in ("play", "up"):
            return f"{self.verb} {spaced(self.cards)}"
        if self.verb == "down":
            return f"down {self.slot}" + (f"={self.value}" if self.value else "")
        if self.verb == "draw":
            return "draw" + (f" {spaced(self.cards)}" if self.cards else "")
        return self.verb


@dataclass(frozen=True, slots=True)
class Move:
    """A whole turn: its steps in order."""

    steps: tuple[Step, ...]


# Steps are immutable, so the generator interns one object per step instead of
# building it anew, and knows its text and the move of that step alone: ``_TEXTS``
# and ``_ALONE`` map the id of an interned step (they live as long as the module, so
# no other object takes their id) to them. A pure memo of immutable values: no answer
# depends on it. The server's threads share it: a step two threads build at once is
# interned once, and what was kept of the other one is forgotten before that object
# can die and leave its id to another.
_STEPS: dict[tuple[object, ...], Step] = {}
_TEXTS: dict[int, str] = {}
_ALONE: dict[int, Move] = {}
_RUNS: dict[tuple[Verb, Card, int], tuple[Step, ...]] = {}


def shared_step(verb: Verb, cards: Cards = (), slot: int = 0, value: Card | None = None) -> Step:
    key = (verb, cards, slot, value)
    step = _STEPS.get(key)
    if step is None:
        fresh = Step(verb, cards, slot, value)
        _TEXTS[id(fresh)] = fresh.text()
        _ALONE[id(fresh)] = Move((fresh,))
        step = _STEPS.setdefault(key, fresh)
        if step is not fresh:
            del _TEXTS[id(fresh)], _ALONE[id(fresh)]
    return step


def discard_step(verb: Verb, card: Card, count: int) -> Step:
    """``play``/``up`` of ``count`` copies of ``card``."""
    key = (verb, card, count)
    step = _STEPS.get(key)
    if step is None:
        step = _STEPS[key] = shared_step(verb, (card,) * count)
    return step


def discard_steps(verb: Verb, card: Card, most: int) -> tuple[Step, ...]:
    """``play``/``up`` of one copy of ``card``, of two, ... up to ``most`` copies (interned steps, kept
    together as ``_RUNS``: the move generator lists them for every card that fits)."""
    key = (verb, card, most)
    steps = _RUNS.get(key)
    if steps is None:
        steps = _RUNS[key] = tuple(discard_step(verb, card, count) for count in range(1, most + 1))
    return steps


def step_text(step: Step) -> str:
    return _TEXTS.get(id(step)) or step.text()


def alone(step: Step) -> Move:
    """The move of ``step`` and nothing else."""
    return _ALONE.get(id(step)) or Move((step,))


PICKUP_STEP = shared_step("pickup")
DRAW = shared_step("draw")
