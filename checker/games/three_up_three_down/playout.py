"""Playout support for 3UP 3DOWN: a shuffled deal, the outcome, the census."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..census import Census
from .model import CARDS, COPIES, HAND_SIZE, MAX_PLAYERS_ONE_DECK, TABLE_SIZE, Position, Seat, sort_key

if TYPE_CHECKING:
    from random import Random


def deal(rng: Random, players: list[str], house_rules: frozenset[str] = frozenset()) -> Position:
    """A shuffled start (3up3down.setup.*): three face down, three face up (the
    player keeps the three lowest of six in hand), three in hand, the rest to draw."""
    few = len(players) <= MAX_PLAYERS_ONE_DECK and "two-decks-few-players" not in house_rules
    decks = 1 if few else 2
    deck = [card for card in CARDS for _ in range(COPIES[card] * decks)]
    rng.shuffle(deck)
    n = len(players)
    downs = [deck[i * TABLE_SIZE:(i + 1) * TABLE_SIZE] for i in range(n)]
    rest = deck[n * TABLE_SIZE:]
    seats = []
    for i in range(n):
        six = sorted(rest[i * 6:(i + 1) * 6], key=sort_key)
        seats.append(Seat(tuple(six[:HAND_SIZE]), tuple(six[HAND_SIZE:]), tuple(downs[i])))
    draw = tuple(rest[n * 6:])
    return Position(tuple(players), players[0], frozenset(house_rules), decks, draw, (), tuple(seats), ())


def outcome(pos: Position) -> str | None:
    """The player who has shed every card, once one has."""
    return pos.winner()


def census(pos: Position) -> Census[str]:
    """Every card of the position (``?`` for unknown ones): play never changes it. The count the
    position keeps (``Position.placed``), which nothing can change."""
    return pos.placed()
