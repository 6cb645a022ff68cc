"""What random playouts need: the stand-in deck, a deal, the next round, the outcome and the census."""

from __future__ import annotations

from collections import Counter, _count_elements  # type: ignore[attr-defined]
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from ..base import UNKNOWN
from .model import DEAL_VALUES, STAR_VALUES, Card, Hand, Position, identity_text
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


def census(pos: Position) -> Counter[str]:
    """Every card of the position, whichever way up and wherever it is
    (hand, table, discard pile); ``?`` for each card not shown."""
    found = dict.__new__(Counter)  # empty, without Counter's __init__ (Python code) running
    # Counter's own counting loop (C), called straight: ``Counter.update`` first asks whether its
    # argument is a Mapping (an ABC test) for every row, and this runs after every move of a playout
    count = _count_elements
    for hand in pos.hands.values():
        if hand is not None:
            count(found, map(identity_text, hand.cards))  # an unknown card stays ``?``
    for shown in pos.table.values():
        count(found, map(identity_text, shown))
    discard = pos.discard
    if isinstance(discard, int):
        if discard:
            found[UNKNOWN] = found.get(UNKNOWN, 0) + discard
    elif discard:
        count(found, map(identity_text, discard))
    return found
