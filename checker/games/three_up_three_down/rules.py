"""The rules of 3UP 3DOWN that the judge and the move generator both ask, each written once:
whether a card fits on the pile, where the next discard comes from, which discards can be made
now (the move generator lists them; the judge names them when an extra discard does not fit),
and a discard the player could make (which decides whether picking up the pile is allowed).

They are asked of the cards as a turn has them (``Table``: the judge's ``Turn``), so that a turn
of several steps (a Clear +1 or Clear +2 and its extra discards) asks them after each step."""

from __future__ import annotations

from collections import Counter, _count_elements  # type: ignore[attr-defined]
from collections.abc import Mapping, Sequence
from typing import Literal, Protocol

from ...i18n import Msg
from ..base import UNKNOWN
from . import messages as m
from .model import (
    CARDS,
    COPIES,
    NUMBER_SET,
    RANK,
    Card,
    Cards,
    Position,
    Step,
    discard_steps,
    known_counts,
    shared_step,
    sort_key,
)

#: where the next discard comes from: the hand, the face-up cards or the face-down cards
Source = Literal["play", "up", "down"]


class Table(Protocol):
    """The cards as a turn has them (``judge.Turn``, or ``Dealt`` before its first step): what these
    rules ask about."""

    @property
    def hand(self) -> Sequence[Card]: ...

    @property
    def up(self) -> Sequence[Card]: ...

    @property
    def down(self) -> Mapping[int, Card]: ...

    @property
    def draw(self) -> Cards: ...

    @property
    def pile(self) -> Cards: ...

    @property
    def house(self) -> frozenset[str]: ...

    def room(self, card: Card) -> bool: ...

    def possible(self) -> list[Card]: ...


def room(card: Card, known: Counter[Card], revealed: Counter[Card] | None, decks: int) -> bool:
    """Whether one more copy of ``card`` may turn up (3up3down.components.deck): the copies the position
    places (``known``) and those the move has revealed so far are fewer than the deck holds."""
    return known[card] + (revealed[card] if revealed is not None else 0) < COPIES[card] * decks


class Dealt:
    """The cards of the player to move and the piles as a position has them, before any step: the
    ``Table`` the move generator asks about a turn's first discard."""

    __slots__ = ("_down", "_known", "decks", "draw", "face_down", "hand", "house", "pile", "pos", "up")

    def __init__(self, pos: Position) -> None:
        seat = pos.seat(pos.to_move)
        self.pos = pos
        self.hand: Cards = seat.hand
        self.up: Cards = seat.face_up or ()
        self.face_down = seat.face_down
        self._down: dict[int, Card] | None = None
        self.draw = pos.draw_pile
        self.pile = pos.pile
        self.house = pos.house_rules
        self.decks = pos.decks
        self._known: Counter[Card] | None = None

    @property
    def down(self) -> dict[int, Card]:
        """The face-down cards by slot (from 1), made when first asked for: only once the hand and the
        face-up cards are played."""
        if self._down is None:
            self._down = dict(enumerate(self.face_down, 1))
        return self._down

    def room(self, card: Card) -> bool:
        if self._known is None:
            self._known = known_counts(self.pos)
        return room(card, self._known, None, self.decks)

    def possible(self) -> list[Card]:
        """The cards an unseen card may turn out to be."""
        return [c for c in CARDS if self.room(c)]


def floor(pile: Cards) -> int:
    """The lowest rank that may go on the pile: its top's (3up3down.play.equal-or-higher), or 0 (anything)
    on an empty pile or one whose top is not known."""
    return 0 if not pile or pile[-1] == UNKNOWN else RANK.get(pile[-1], 11)


def fits(card: Card, pile: Cards) -> bool:
    """Whether ``card`` may go on the pile: equal or higher than its top (``floor``); a Clear card
    ranks above every number (``RANK``), so it fits on anything."""
    return RANK.get(card, 11) >= floor(pile)


def source(table: Table) -> Source | None:
    """Where the next discard comes from (3up3down.piles.when, face-up-first): the hand, then, once
    the draw pile is used up, the face-up cards, then the face-down cards."""
    if table.hand:
        return "play"
    if table.draw:
        return None
    if table.up:
        return "up"
    if table.down:
        return "down"
    return None


def can_discard(table: Table) -> tuple[str | Msg | None, bool]:
    """``(example, unknown)``: a discard the player could make now, and whether cards the
    position does not show might allow one (3up3down.play.must-play)."""
    src = source(table)
    pile = table.pile
    low = floor(pile)
    if src == "play":
        fitting = [c for c in table.hand if c != UNKNOWN and RANK.get(c, 11) >= low]
        if fitting:
            return f"play {min(fitting, key=sort_key)}", False  # the lowest
        if UNKNOWN in table.hand:
            if not pile:
                return Msg(m.C_ANY_CARD), False
            # an unseen card might fit, unless every copy that would is placed elsewhere
            return None, any(fits(card, pile) and table.room(card) for card in CARDS)
        return None, False
    if src == "up":
        fitting = [c for c in table.up if c != UNKNOWN and RANK.get(c, 11) >= low]
        if fitting:
            return f"up {min(fitting, key=sort_key)}", False  # the lowest
        return None, UNKNOWN in table.up and any(fits(card, pile) and table.room(card) for card in CARDS)
    if src == "down":
        return f"down {min(table.down)}", False
    return None, False


def discards(table: Table, compact_values: bool) -> list[Step]:
    """The discards that can be made next: every card that fits, from where the next discard must
    come (one number several times; a Clear card alone, unless the house rule multiple-clears lets
    one kind go together); a face-down card with each value it may turn out to be (only the first,
    when ``compact_values``)."""
    src = source(table)
    out: list[Step] = []
    if src == "play" or src == "up":
        held: dict[str, int] = {}
        # counted by Counter's own loop (C), called straight: a hand that picked up the pile is long
        _count_elements(held, table.hand if src == "play" else table.up)
        held.pop(UNKNOWN, None)
        several = "multiple-clears" in table.house
        low = floor(table.pile)
        for card in sorted(held, key=sort_key):
            if RANK.get(card, 11) >= low:  # it fits
                out += discard_steps(src, card, held[card] if several or card in NUMBER_SET else 1)
    elif src == "down":
        for slot, value in table.down.items():
            if value != UNKNOWN:
                out.append(shared_step("down", slot=slot))
                continue
            for card in table.possible():
                out.append(shared_step("down", slot=slot, value=card))
                if compact_values:
                    break
    return out
