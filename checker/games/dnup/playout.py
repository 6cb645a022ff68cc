"""What random playouts need: the stand-in deck, a deal, the next round, the outcome and the census."""

from __future__ import annotations

from collections import Counter, _count_elements  # type: ignore[attr-defined]
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from ..base import UNKNOWN
from ..census import Census, Frozen, frozen
from .model import DEAL_VALUES, STAR_VALUES, Card, Discard, Hand, Position, identity_text
from .rules import outcome as outcome  # the end of the game is a rule the judge asks too

if TYPE_CHECKING:
    from random import Random


def deck() -> list[Card]:
    """A stand-in deck of 36 cards for playouts: the real card list is not
    known (dnup.components.card-list). Values 1-9 each appear on four cards
    as the active value; the card 1/5 is the starred one."""
    cards = []
    for active in DEAL_VALUES:
        for step in range(1, 5):
            dormant = (active - 1 + 2 * step) % len(DEAL_VALUES) + 1
            cards.append(Card(active, dormant, (active, dormant) == STAR_VALUES))
    return cards


def deal(rng: Random, players: list[str], house_rules: frozenset[str] = frozenset(),
         tokens_won: Mapping[str, int] | None = None) -> Position:
    """A shuffled first turn of a round, every card known; the holder of
    the starred card opens it. ``tokens_won`` carries the tokens over."""
    cards = [c.rotated() if rng.random() < 0.5 else c for c in deck()]
    rng.shuffle(cards)
    seats = tuple(players)
    hands = {p: Hand(tuple(cards[i::len(seats)])) for i, p in enumerate(seats)}
    opener = next(p for p, h in hands.items() if any(c.star for c in h.known))
    return Position(players=seats, to_move=opener, house_rules=frozenset(house_rules),
                    hands=MappingProxyType(hands), table=MappingProxyType({}), out=(),
                    tokens=MappingProxyType({p: (tokens_won or {}).get(p, 0) for p in seats}),
                    discard=(), round_start=True)


def new_round(pos: Position, rng: Random) -> Position:
    """The next round after ``pos`` ended without a winner: a new deal, tokens kept."""
    return deal(rng, list(pos.players), pos.house_rules, pos.tokens)


def census(pos: Position) -> Census[str]:
    """Every card of the position, whichever way up and wherever it is
    (hand, table, discard pile); ``?`` for each card not shown: the count ``_counted`` keeps, which
    nothing can change."""
    return _counted(pos)


#: a position's places: its hands (Hand or None), the sets on the table, and the discard pile
Places = tuple[tuple[Hand | None, ...], tuple[tuple[Card, ...], ...], Discard]
#: the places of the position ``_counted`` counted last, and their count (frozen: the census hands it out)
_last_counted: tuple[Places, Frozen[str]] | None = None


def _counted(pos: Position) -> Frozen[str]:
    """The cards of every place of ``pos``, counted by their physical card (``identity_text``). The
    position after a move has every hand but the mover's as the very same object, and the table and
    the discard pile mostly as they were: so the places that are not the ones counted last are
    compared with those (what a place lost, what it gained), and when the cards they lost are the
    cards they gained, the count is the last one. Any other position is counted afresh."""
    global _last_counted
    places = (tuple(pos.hands.values()), tuple(pos.table.values()), pos.discard)
    last = _last_counted
    if last is not None and _same_cards(last[0], places):
        found = last[1]
    else:
        counted = dict.__new__(Counter)
        # Counter's own counting loop (C), called straight: ``Counter.update`` first asks whether its
        # argument is a Mapping (an ABC test) for every row, and this runs after every move of a playout
        count = _count_elements
        for hand in places[0]:
            if hand is not None:
                count(counted, map(identity_text, hand.cards))  # an unknown card stays ``?``
        for shown in places[1]:
            count(counted, map(identity_text, shown))
        discard = places[2]
        if isinstance(discard, int):
            if discard:
                counted[UNKNOWN] = counted.get(UNKNOWN, 0) + discard
        elif discard:
            count(counted, map(identity_text, discard))
        found = frozen(counted)
    _last_counted = (places, found)
    return found


def _same_cards(before: Places, after: Places) -> bool:
    """Whether the places ``after`` hold the cards of ``before``, some moved from place to place or
    turned the other way up: every hand that is not the very hand it was, and every set on the table
    that is not one of the sets there were (the objects), count as lost and gained; the discard pile
    may have grown at its end; what the places lost must be what they gained, card for card (as
    physical cards). A discard pile given by its size only, or grown otherwise, is counted afresh."""
    old_hands, new_hands = before[0], after[0]
    old_discard, new_discard = before[2], after[2]
    if len(old_hands) != len(new_hands) or not (isinstance(old_discard, tuple) and isinstance(new_discard, tuple)):
        return False
    lost: list[Card | str] = []
    gained: list[Card | str] = []
    for old, new in zip(old_hands, new_hands, strict=True):
        if old is not new:
            if old is not None:
                lost += old.cards
            if new is not None:
                gained += new.cards
    old_sets, new_sets = before[1], after[1]
    if old_sets != new_sets:
        # (the ids of live objects: both tables are kept alive, by the position and by ``_last_counted``;
        # a table that lays one object twice is counted afresh)
        old_ids, new_ids = set(map(id, old_sets)), set(map(id, new_sets))
        if len(old_ids) != len(old_sets) or len(new_ids) != len(new_sets):
            return False
        for cards in old_sets:
            if id(cards) not in new_ids:
                lost += cards
        for cards in new_sets:
            if id(cards) not in old_ids:
                gained += cards
    if old_discard is not new_discard:
        if new_discard[:len(old_discard)] != old_discard:
            return False
        gained += new_discard[len(old_discard):]
    return len(lost) == len(gained) and sorted(map(identity_text, lost)) == sorted(map(identity_text, gained))
