"""The small predicates dnup's judge decides by and its move generator shares
(so that no rule is written twice), and the game's outcome."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Literal

from .model import WIN_TOKENS, Card, Hand, Position

#: why the player to move may not open the round: another holds the starred card, the mover surely
#: lacks it, or it may be among the cards the position hides
Opening = Literal["other", "absent", "unknown"]

# -- the predicates the move generator shares ---------------------------------

def size_index(table: Mapping[str, tuple[Card, ...]]) -> dict[int, tuple[str, int]]:
    """size -> (owner, value) of the sets in ``table`` (the first one of a size)."""
    index: dict[int, tuple[str, int]] = {}
    for owner, cards in table.items():
        if len(cards) not in index:
            index[len(cards)] = (owner, cards[0].active)
    return index


def covers(value: int, other_value: int) -> bool:
    """Whether a set of ``value`` may lie on (and beat) a same-size set of
    ``other_value`` (dnup.play.same-size-higher, dnup.add.size-equal-higher)."""
    return value > other_value


def fits(card: Card, target: tuple[Card, ...]) -> bool:
    """Whether ``card`` may be added to the set ``target`` (dnup.add.match-value)."""
    return card.active == target[0].active


def others(pos: Position) -> Mapping[str, tuple[Card, ...]]:
    """The sets on the table once the mover's own set is discarded (dnup.turn.discard-own-set)."""
    table, me = pos.table, pos.to_move
    return {o: s for o, s in table.items() if o != me} if me in table else table


def star_holder(pos: Position) -> str | None:
    for name, hand in pos.hands.items():
        if hand is not None and any(c.star for c in hand.known):
            return name
    return None


def opening_state(pos: Position) -> tuple[Opening | None, str | None]:
    """Whether the player to move may open the round (dnup.setup.start-player):
    (None, holder) if so; ("other", holder) if someone else holds the starred
    card; ("absent", None) if nobody does and the mover's hand is known to lack
    it; ("unknown", None) if it may be among the cards the position hides.
    At the start of a round every card is in a hand, so when every other
    hand is shown in full without it, the mover holds it among the cards
    not shown."""
    me = pos.to_move
    holder = star_holder(pos)
    if holder is not None:
        return (None if holder == me else "other"), holder
    hand = pos.hands.get(me)
    if hand is not None and hand.unknown == 0:
        return "absent", None
    if all(other is not None and other.unknown == 0
           for name, other in pos.hands.items() if name != me) and len(pos.hands) == len(pos.players):
        return None, me
    return "unknown", None


def take_out(pool: list[Card], card: Card) -> Card | None:
    """Remove ``card`` from ``pool`` and return it as held: the same card, or,
    for a plain card, the starred one with its values (a plain 1/5 in a move is
    the starred card if that is held). None if it is not there."""
    if card in pool:
        pool.remove(card)
        return card
    if not card.star:
        starred = Card(card.active, card.dormant, True)
        if starred in pool:
            pool.remove(starred)
            return starred
    return None


class Match:
    """``cards`` taken out of a hand: what is left (None: the hand is not
    known), the cards as held, the cards not held, the hand cards that are
    some of those the other way up, and the cards that may be among the unseen ones."""

    __slots__ = ("guessed", "held", "left", "missing", "rotated")

    def __init__(self, hand: Hand | None, cards: Sequence[Card]) -> None:
        self.held: list[Card] = []
        self.missing: list[Card] = []
        self.rotated: list[Card] = []
        self.guessed: list[Card] = []
        if hand is None:
            self.left = None
            self.held = list(cards)
            self.guessed = list(cards)
            return
        known = hand.known
        pool = list(known)
        unknown = hand.unknown
        for card in cards:
            if card in pool:  # the usual card: held as it is named (``take_out``, without its call)
                pool.remove(card)
                self.held.append(card)
                continue
            found = take_out(pool, card)
            if found is not None:
                self.held.append(found)
                continue
            self.held.append(card)
            if unknown > 0:
                unknown -= 1
                self.guessed.append(card)
            else:
                self.missing.append(card)
                held = next((c for c in known if c.active == card.dormant and c.dormant == card.active), None)
                if held is not None:
                    self.rotated.append(held)
        self.left = Hand.of(pool, unknown)



def outcome(pos: Position) -> str | None:
    """The winner once a round has ended with someone at 4 letter tokens
    (the first out wins a tie: dnup.game.tie), else None."""
    if not pos.round_over:
        return None
    first, second = pos.out[0], pos.out[1]
    if pos.tokens.get(first, 0) >= WIN_TOKENS:
        return first
    if pos.tokens.get(second, 0) >= WIN_TOKENS:
        return second
    return None
