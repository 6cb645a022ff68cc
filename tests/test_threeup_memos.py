"""3UP 3DOWN keeps what pure functions of a position's immutable parts answered (the count of the
cards of the position before, what the position check found of that count and of the pile it last
found clean): over seeded playouts, and over positions broken on purpose right after possible ones,
what they answer from what was kept is what they work out afresh."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace

import pytest

from checker import simulate
from checker.games.base import UNKNOWN
from checker.games.three_up_three_down import GAME, model, reading
from checker.games.three_up_three_down.model import CARDS, Position, Seat
from checker.i18n import Translator

EN = Translator("en")


def seeded_positions(games: int, steps: int = 400) -> Iterator[Position]:
    """The positions of seeded random games, from two players to twelve (two decks)."""
    for index in range(games):
        seed = simulate.game_seed(77, index)
        rng = random.Random(seed)
        players = [chr(ord("A") + i) for i in range(rng.choice([2, 3, 4, 7, 12]))]
        pos = GAME.deal(rng, players, frozenset())
        for _ in range(steps):
            if GAME.outcome(pos) is not None:
                break
            yield pos
            pos = GAME.apply(pos, rng.choice(GAME.legal_moves(pos, expand=True, limit=10_000)).move)


def counted_afresh(pos: Position) -> Counter[str]:
    """Every card of ``pos`` counted row by row."""
    found: Counter[str] = Counter()
    for row in model.zones(pos):
        found.update(row)
    return found


def anew(pos: Position) -> Position:
    """The same position, with nothing worked out yet (the very same rows)."""
    return replace(pos, seats=pos.seats)


def forgotten() -> None:
    """Everything the census and the position check keep between positions, forgotten."""
    model._last_counted = None
    reading._last_copies = (None, 0, False, 0)
    reading._last_clean_pile = ()


def broken(pos: Position, rng: random.Random) -> list[Position]:
    """``pos`` with a card lost, swapped or added in the mover's seat, the draw pile, the discard
    pile and the cards removed, one at a time; the pile with a card out of order, a Clear card
    and three of a kind on top."""
    me = pos.players.index(pos.to_move)
    seat = pos.seats[me]

    def seated(new: Seat) -> Position:
        return replace(pos, seats=(*pos.seats[:me], new, *pos.seats[me + 1:]))

    other = rng.choice(CARDS)
    changed = [seated(replace(seat, hand=(*seat.hand, other))),
               seated(replace(seat, face_down=(*seat.face_down, other))),
               replace(pos, draw_pile=(other, *pos.draw_pile)), replace(pos, pile=(*pos.pile, other)),
               replace(pos, pile=(*pos.pile, "clear")), replace(pos, pile=(*pos.pile, "1")),
               replace(pos, removed=(*(pos.removed or ()), other, other, other)),
               replace(pos, pile=(UNKNOWN, *pos.pile[-1:]))]
    if pos.pile:
        changed += [replace(pos, pile=(*pos.pile, pos.pile[-1], pos.pile[-1])), replace(pos, pile=pos.pile[:-1]),
                    replace(pos, pile=pos.pile[1:] + pos.pile[:1])]
    if seat.hand:
        swap = rng.choice([c for c in CARDS if c != seat.hand[0]])
        changed += [seated(replace(seat, hand=seat.hand[1:])), seated(replace(seat, hand=(swap, *seat.hand[1:])))]
    if pos.draw_pile:
        changed += [replace(pos, draw_pile=pos.draw_pile[1:]),
                    replace(pos, draw_pile=pos.draw_pile[1:], pile=(*pos.pile, pos.draw_pile[0])),
                    seated(replace(seat, hand=(*seat.hand, pos.draw_pile[0])))]
    # seats out of order: a face-down card short under face-up cards, face-up cards not shown or
    # short, a hand short or empty, a seat out of cards
    changed += [seated(replace(seat, face_down=seat.face_down[1:])), seated(replace(seat, face_up=None)),
                seated(replace(seat, face_up=(seat.face_up or ())[1:])), seated(replace(seat, hand=seat.hand[:2])),
                seated(replace(seat, hand=())), seated(Seat((), (), ()))]
    if pos.seats[me - 1].face_up:
        up = pos.seats[me - 1].face_up or ()
        changed.append(replace(pos, seats=tuple(replace(s, face_up=up) if s is seat else s for s in pos.seats)))
    return changed


def test_the_census_from_the_last_count_is_the_cards_counted_afresh():
    """The count of the position before is kept (``model._placed``): the census of every position of
    seeded playouts, and of each with a card lost, swapped, moved or added, is what counting every row
    afresh gives, and a census that differs from the deal's is the one the playout flags."""
    rng = random.Random(3)
    compared = flagged = 0
    for pos in seeded_positions(games=4):
        start = counted_afresh(pos)
        for shown in broken(pos, rng):
            census = GAME.census(anew(shown))
            assert census == counted_afresh(shown), shown
            flagged += census != start
            compared += 1
        # and the position the game goes on from, after all of these
        assert GAME.census(anew(pos)) == start
    assert compared > 1500
    assert flagged > 1200


def problems_found(pos: Position) -> list[tuple[str, str]]:
    return [(p.path, EN.render(p.msg)) for p in GAME.problems(anew(pos))]


def test_the_position_check_from_what_it_kept_is_the_check_worked_out_afresh():
    """The position check keeps its answers for the very count of cards and the pile it last found
    clean (``reading._copies``, ``reading._pile_problems``): over seeded playouts, and for positions
    broken right after possible ones, what it finds is what it finds with nothing kept."""
    rng = random.Random(4)
    compared = found = 0
    for pos in seeded_positions(games=4):
        for shown in (pos, *broken(pos, rng), pos):
            kept = problems_found(shown)
            forgotten()
            assert kept == problems_found(shown), shown
            # and once more right after the check worked out afresh
            assert kept == problems_found(shown), shown
            compared += 1
            found += bool(kept)
    assert compared > 1500
    assert found > 800


@pytest.mark.parametrize("players", [3, 7])
def test_playouts_with_the_memos_forgotten_at_every_move_end_alike(players):
    """A whole judged game played with everything kept, and with it forgotten before every census,
    ends alike (same moves, no problem)."""
    names = [chr(ord("A") + i) for i in range(players)]
    kept = simulate.play_one(GAME, 11, names, frozenset())
    census = GAME.census

    def afresh(pos: Position) -> Counter[str]:
        forgotten()
        return census(anew(pos))

    try:
        GAME.census = afresh  # type: ignore[method-assign]
        fresh = simulate.play_one(GAME, 11, names, frozenset())
    finally:
        del GAME.census
    assert kept == fresh
    assert kept[1] and not kept[2]

