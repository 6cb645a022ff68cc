"""dnup's census keeps the count of the position before (``playout._counted``): over seeded playouts,
and over positions with a card lost, added, swapped, turned or laid twice right after possible ones,
the census from what was kept is every place counted afresh."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from types import MappingProxyType

import pytest

from checker import simulate
from checker.games.dnup import GAME, playout
from checker.games.dnup.model import Card, Hand, Position, identity_text


def afresh(pos: Position) -> Counter[str]:
    """Every card of ``pos`` counted place by place, as its physical card ("?" for one not shown)."""
    found: Counter[str] = Counter()
    for hand in pos.hands.values():
        for card in hand.cards if hand is not None else ():
            found[card if card == "?" else identity_text(card)] += 1
    for cards in pos.table.values():
        found.update(identity_text(c) for c in cards)
    if isinstance(pos.discard, int):
        found["?"] += pos.discard
    else:
        found.update(identity_text(c) for c in pos.discard or ())
    return +found


def seeded_positions(games: int) -> Iterator[Position]:
    for index in range(games):
        rng = random.Random(simulate.game_seed(31, index))
        pos = GAME.deal(rng, ["A", "B", "C", "D", "E"][:rng.randint(2, 5)])
        for _ in range(300):
            if GAME.outcome(pos) is not None:
                break
            yield pos
            options = GAME.legal_moves(pos, expand=True)
            if not options:
                pos = GAME.new_round(pos, rng)
                options = GAME.legal_moves(pos, expand=True)
            pos = GAME.apply(pos, rng.choice(options).move)


def changed(pos: Position, rng: random.Random) -> list[Position]:
    """``pos`` with its mover's hand, the table and the discard pile changed, one at a time."""
    me = pos.to_move
    hand = pos.hands[me] or Hand()
    other = Card(rng.randint(1, 9), rng.randint(1, 9))

    def held(cards: tuple[Card | str, ...]) -> Position:
        return replace(pos, hands=MappingProxyType({**pos.hands, me: Hand(cards)}))

    def laid(table: dict[str, tuple[Card, ...]]) -> Position:
        return replace(pos, table=MappingProxyType(table))

    discard = pos.discard if isinstance(pos.discard, tuple) else ()
    out = [held((*hand.cards, other)), held(tuple(c.rotated() for c in hand.known)),  # turned: the same cards
           held(hand.cards[1:]), held((*hand.cards[1:], "?")), replace(pos, discard=len(discard)),
           replace(pos, discard=(*discard, other)), replace(pos, discard=discard[1:]),
           replace(pos, hands=MappingProxyType({**pos.hands, me: None})),
           laid({**pos.table, "Z": (other,)})]
    if hand.known:
        swap = Card(hand.known[0].active, hand.known[0].dormant % 9 + 1)
        out.append(held((swap, *hand.cards[1:])))
        # a card moved from the hand to the table, and to the discard pile: the same cards
        out += [replace(held(hand.cards[1:]), table=MappingProxyType({**pos.table, "Z": (hand.known[0],)})),
                replace(held(hand.cards[1:]), discard=(*discard, hand.known[0]))]
    if pos.table:
        owner, cards = next(iter(pos.table.items()))
        out += [laid({k: v for k, v in pos.table.items() if k != owner}),
                pos, laid({**pos.table, "Z": cards}),  # right after it, one set laid twice (the very object)
                laid({**pos.table, owner: cards[1:]}), laid({**pos.table, owner: (*cards,)})]
    return out


def test_the_census_from_the_last_count_is_every_place_counted_afresh():
    rng = random.Random(8)
    compared = flagged = 0
    for pos in seeded_positions(games=10):
        start = afresh(pos)
        for shown in (*changed(pos, rng), pos):
            census = GAME.census(replace(shown))
            assert census == afresh(shown), shown
            flagged += census != start
            compared += 1
    assert compared > 3000
    assert flagged > 2000


def test_a_census_handed_out_cannot_be_changed():
    """The census handed out is the count kept for the next position (``census.Frozen``): changing
    it raises, so the count stays right; a copy of it can be changed."""
    positions = seeded_positions(games=1)
    pos = next(positions)
    census = GAME.census(pos)
    with pytest.raises(TypeError):
        census["1/5*"] += 7
    mine = census.copy()
    mine["1/5*"] += 7
    after = next(positions)
    assert GAME.census(replace(after)) == afresh(after) != mine
    assert playout._last_counted is not None and playout._last_counted[1] is GAME.census(after)
