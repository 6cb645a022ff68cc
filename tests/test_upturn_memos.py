"""Upturn keeps what pure functions of a position's immutable parts answered (the move
generator's options of a tile, the tiles that fit a row, the opponents of a seat, the count
of the tiles of the position before): over seeded playouts, what they answer from what was
kept is what they work out afresh."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from checker import simulate
from checker.games.upturn import GAME, UNKNOWN, Position, movegen
from checker.games.upturn.playout import tile_set
from checker.i18n import Translator

EN = Translator("en")
HOUSE_SETTINGS = [frozenset()] + [frozenset([name]) for name in sorted(GAME.HOUSE_RULES)] + \
    [frozenset(GAME.HOUSE_RULES)]


def forgotten() -> None:
    """Every memo of the move generator emptied."""
    for memo in (movegen._STATIC, movegen._FITS, movegen._OPPONENTS, movegen._MAKERS):
        memo.clear()


def listed(options) -> list[tuple[str, str | None, object]]:
    return [(o.text, None if o.choices is None else EN.render(o.choices), o.move) for o in options]


def seeded_positions(house: frozenset[str], games: int = 3, steps: int = 400):
    """The positions of seeded random games, each with the list it was played from."""
    for index in range(games):
        seed = simulate.game_seed(99, index)
        rng = random.Random(seed)
        pos = GAME.deal(rng, ["Ann", "Bob", "Cas", "Dee"][:rng.randint(2, 4)], house)
        for _ in range(steps):
            if GAME.outcome(pos) is not None:
                break
            yield pos
            pos = GAME.apply(pos, rng.choice(GAME.legal_moves(pos, expand=True, limit=10_000)).move)


@pytest.mark.parametrize("house", HOUSE_SETTINGS, ids=lambda h: "+".join(sorted(h)) or "none")
def test_listed_moves_from_kept_options_are_those_worked_out_afresh(house):
    compared = 0
    for pos in seeded_positions(house):
        for expand, limit in ((True, 10_000), (False, 500), (True, 7)):
            kept = listed(GAME.legal_moves(pos, expand=expand, limit=limit))
            forgotten()
            fresh = listed(GAME.legal_moves(pos, expand=expand, limit=limit))
            assert kept == fresh, (pos, expand, limit)
            compared += len(fresh)
    assert compared > 1000


def counted_afresh(pos: Position) -> Counter:
    """Every tile of ``pos`` counted place by place (a bag known only by its size as "?")."""
    found: Counter = Counter()
    for tile in ([pos.start_tile] if pos.start_tile else []) + list(pos.row):
        found[tile] += 1
    for rack in pos.racks:
        for tile in rack or ():
            found[tile] += 1
    if isinstance(pos.bag, tuple):
        found.update(pos.bag)
    elif pos.bag:
        found[UNKNOWN] += pos.bag
    return found


def anew(pos: Position) -> Position:
    """The same position, with nothing worked out yet."""
    return replace(pos, racks=tuple(pos.racks))


@pytest.mark.parametrize("house", [frozenset(), frozenset(GAME.HOUSE_RULES)], ids=["none", "all"])
def test_the_census_from_the_last_count_is_the_tiles_counted_afresh(house):
    """The count of the position before is kept (``model._placed``): the census of the position
    after a move, of each place hidden or changed, and of one with a tile lost, swapped or
    added, is what counting every place afresh gives."""
    rng = random.Random(5)
    compared = 0
    for pos in seeded_positions(house, games=2, steps=300):
        seat = pos.players.index(pos.to_move)
        rack = pos.racks[seat] or ()
        changed = [pos, replace(pos, bag=len(pos.bag)) if isinstance(pos.bag, tuple) else pos,
                   replace(pos, racks=(None, *pos.racks[1:]))]
        if rack:
            other = rng.choice([t for t in tile_set() if t != rack[0]])
            changed += [replace(pos, racks=pos.with_rack(mine))
                        for mine in (rack[1:], (other, *rack[1:]), (*rack, other))]
        if isinstance(pos.bag, tuple) and pos.bag:
            changed += [replace(pos, bag=pos.bag[1:]), replace(pos, bag=pos.bag[1:], row=(*pos.row, pos.bag[0]))]
        for shown in changed:
            assert GAME.census(anew(shown)) == counted_afresh(shown), shown
            compared += 1
        # and the position the game goes on from, after all of these
        assert GAME.census(anew(pos)) == counted_afresh(pos)
    assert compared > 1000


def test_the_position_check_from_what_it_kept_is_the_check_worked_out_afresh():
    """The position check keeps its answers for the very count of tiles it was last asked about
    (``reading._all_canonical``, ``reading._too_many_of_a_kind``) and the field it last found
    nothing wrong with (``reading._last_clean_field``): over seeded playouts, and for positions
    with a tile too many, a word that is no tile, or a field changed right after a possible one,
    what it finds is what it finds with nothing kept."""
    from checker.games.upturn import model, reading

    def afresh(pos: Position) -> list[tuple[str, str]]:
        model._last_counted = None
        reading._last_canonical = (None, True)
        reading._last_kinds = (None, 0, False)
        reading._last_clean_field = ()
        return found(pos)

    def found(pos: Position) -> list[tuple[str, str]]:
        return [(p.path, EN.render(p.msg)) for p in GAME.problems(anew(pos))]

    compared = 0
    for pos in seeded_positions(frozenset(), games=2, steps=300):
        seat = pos.players.index(pos.to_move)
        rack = pos.racks[seat] or ()
        # the field kept (``reading._last_clean_field``): the very same row with another trend,
        # direction, house rules or an empty rack, and a row grown by a tile that cannot lie there
        other_trend = {None: "ascending", "ascending": "descending", "descending": "ascending"}[pos.trend]
        other_way = "clockwise" if pos.direction == "counterclockwise" else "counterclockwise"
        shown = [pos, replace(pos, racks=pos.with_rack((*rack, "joker", "joker", "joker"))),
                 replace(pos, racks=pos.with_rack((*rack, "pig"))), pos,
                 replace(pos, trend=other_trend), pos, replace(pos, direction=other_way), pos,
                 replace(pos, house_rules=frozenset(GAME.HOUSE_RULES)), pos,
                 replace(pos, racks=pos.with_rack(())), pos, replace(pos, trend=None), pos,
                 # (a trend an arrow did not set stands only when its player may have won with it)
                 replace(pos, trend=other_trend, racks=pos.with_rack(())), replace(pos, trend=other_trend), pos]
        if pos.row:
            shown += [replace(pos, row=(*pos.row, pos.row[-1])), pos, replace(pos, row=(*pos.row, "up")), pos,
                      replace(pos, row=pos.row[:-1]), pos]
        for each in shown:
            kept = found(each)
            assert kept == afresh(each), each
            compared += bool(kept)
    assert compared > 100
