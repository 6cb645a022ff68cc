"""Upturn (issue 7): seeded playouts, move counts of dealt positions, and
property tests that hold ``check``, ``legal_moves``, ``apply`` and
``problems`` to each other."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from conftest import ROOT
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from checker import simulate
from checker.games.upturn import ASC, DESC, GAME, UNKNOWN, Move, Position, TilePlay, is_number, is_twin
from checker.games.upturn.playout import tile_set
from checker.i18n import Translator
from checker.inputs import Document, load_file
from checker.verdict import InputError, PositionError, Problem, RefereeError

PROPERTY = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: every house-rule setting worth a run: none, each alone, all together
HOUSE_SETTINGS = [frozenset()] + [frozenset([name]) for name in sorted(GAME.HOUSE_RULES)] + \
    [frozenset(GAME.HOUSE_RULES)]
LOTS = 10_000
EN = Translator("en")


# -- helpers -------------------------------------------------------------------------------------------

def played(seed: int, players: int, steps: int, house=frozenset(), expand_share: float = 0.3) -> Position:
    """A position reached by dealing with ``seed`` and playing ``steps`` random
    moves, from the expanded list now and then (so that every kind of choice is made)."""
    rng = random.Random(seed)
    pos = GAME.deal(rng, ["Ann", "Bob", "Cas", "Dee"][:players], frozenset(house))
    for _ in range(steps):
        if GAME.outcome(pos) is not None:
            break
        options = GAME.legal_moves(pos, expand=rng.random() < expand_share, limit=LOTS)
        pos = GAME.apply(pos, rng.choice(options).move)
    return pos


def hidden(pos: Position, rng: random.Random) -> Position:
    """The same position as someone at the table may know it: other racks as
    counts or left out, the bag counted or left out, some of the mover's tiles "?"."""
    seat = pos.players.index(pos.to_move)
    racks = list(pos.racks)
    for i, rack in enumerate(racks):
        if i != seat and rng.random() < 0.6:
            racks[i] = (UNKNOWN,) * len(rack) if rng.random() < 0.5 else None
    bag = pos.bag
    if rng.random() < 0.5:
        bag = len(bag) if isinstance(bag, tuple) else bag
    if any(r is None for r in racks) and rng.random() < 0.5:
        bag = None
    if rng.random() < 0.3 and racks[seat]:
        mine = list(racks[seat])
        mine[rng.randrange(len(mine))] = UNKNOWN
        racks[seat] = tuple(mine)
    return replace(pos, racks=tuple(racks), bag=bag)


def perturbed(pos: Position, move: Move, rng: random.Random) -> list[Move]:
    """Moves near a legal one: another tile, trend, reversal, fill, hand-out,
    extra tile, call or kind of turn. Most are illegal; some are legal."""
    seat = pos.players.index(pos.to_move)
    rack = [t for t in pos.racks[seat] or () if t != UNKNOWN]
    tiles = sorted(set(rack) | set(rng.sample(tile_set(), 5)))
    numbers = [t for t in rack if is_number(t)]

    def near(p: TilePlay, depth: int = 0) -> list[TilePlay]:
        out = [replace(p, tile=t) for t in tiles]
        out += [replace(p, trend=t) for t in (ASC, DESC, None) if t != p.trend]
        out += [replace(p, reverse=r) for r in (True, False, None) if r != p.reverse]
        if p.fill:
            out += [replace(p, fill=p.fill[:-1]), replace(p, fill=p.fill[::-1]), replace(p, fill=p.fill[1:])]
        if numbers:
            out.append(replace(p, fill=(*p.fill, rng.choice(numbers))))
        out += [replace(p, give=((name, 1),)) for name in pos.players]
        if p.give:
            name, count = p.give[0]
            out += [replace(p, give=((name, count + 1), *p.give[1:])), replace(p, give=p.give[1:]),
                    replace(p, give=p.give[::-1])]
            if count > 1:
                out.append(replace(p, give=((name, count - 1), *p.give[1:])))
        out.append(replace(p, give=()))
        if p.then is None:
            if rack:
                out.append(replace(p, then=TilePlay(rng.choice(rack))))
        else:
            out.append(replace(p, then=None))
            if depth == 0:
                out += [replace(p, then=q) for q in rng.sample(near(p.then, 1), 4)]
        return out

    moves = [replace(move, call=not move.call)]
    if move.play is None:
        if isinstance(pos.bag, tuple) and pos.bag:
            moves.append(Move("pass", TilePlay(pos.bag[0])))
        moves += [Move("pass", TilePlay(t)) for t in rng.sample(tiles, 2)]
    else:
        moves += [replace(move, play=p) for p in near(move.play)]
        moves.append(Move("pass" if move.kind == "play" else "play", move.play))
    return moves


def canonical(pos: Position, move: Move) -> str:
    """The text of a move as the generator spells it. ``check`` also accepts these
    spellings of the same move, which the generator folds into one:
    - ``call`` is added exactly when the move leaves one tile (forgetting it is legal, at a cost,
      and saying it needlessly is only noted); the generator always calls when due;
    - with two players the only opponent may be left out of ``give``; the generator names them;
    - an arrow without keep/reverse keeps; a tile that cannot reverse may say keep;
      an Up or Down arrow may name the trend it sets;
    - a move that places the last tile wins before anything is drawn, so a ``give`` in it does nothing;
    - the drawn tiles may be handed out in any order; the generator goes round the table."""
    seat = pos.players.index(pos.to_move)
    rack = pos.racks[seat]
    n = len(pos.players)
    left = [len(rack) + (1 if move.kind == "pass" else 0)] if rack is not None else [None]

    def fix(p: TilePlay | None, direction_seat: int) -> TilePlay | None:
        if p is None:
            return None
        if left[0] is not None:
            left[0] -= 1 + len(p.fill)
        reverse, trend = p.reverse, p.trend
        if p.tile in ("up", "down", "updown", "joker"):
            reverse = bool(reverse)
            if p.tile in ("up", "down"):
                trend = None
        elif reverse is False:
            reverse = None
        give = p.give
        if n == 2 and not give and (is_twin(p.tile) or p.tile.endswith("h")) and is_number(p.tile):
            count = len(p.fill) + (0 if "twin-count-excludes-twin" in pos.house_rules else 1) if is_twin(p.tile) else 1
            give = ((pos.players[1 - seat], count),) if count else ()
        then = fix(p.then, direction_seat)
        if left[0] == 0 and p.then is None:
            give = ()
        step = 1 if pos.direction == "clockwise" else -1
        order = {pos.players[(seat + step * k) % n]: k for k in range(1, n)}
        give = tuple(sorted(give, key=lambda g: order.get(g[0], 99)))
        return replace(p, reverse=reverse, trend=trend, give=give, then=then)

    play = fix(move.play, seat)
    call = left[0] == 1 if rack is not None else move.call
    return GAME.move_text(replace(move, play=play, call=call))


def messages(problems) -> list[str]:
    return [EN.render(p.msg if isinstance(p, Problem) else p) for p in problems]


positions = st.builds(
    lambda seed, players, steps, house, hide: (played(seed, players, steps, house), hide, seed),
    st.integers(0, 10 ** 6), st.integers(2, 4), st.integers(0, 160),
    st.frozensets(st.sampled_from(sorted(GAME.HOUSE_RULES))), st.booleans())


def position_of(drawn) -> Position:
    pos, hide, seed = drawn
    return hidden(pos, random.Random(seed)) if hide else pos


# -- seeded playouts -----------------------------------------------------------------------------------

@pytest.mark.parametrize("house", HOUSE_SETTINGS, ids=lambda h: "+".join(sorted(h)) or "none")
def test_seeded_playouts_judge_every_move_legal_and_keep_every_tile(house):
    games = 6 if house in (frozenset(), frozenset(GAME.HOUSE_RULES)) else 3
    report = simulate.run(GAME, games, None, 4, house)
    assert report.problems == [] and report.finished == games and report.moves > 10 * games


# -- move counts of fixed positions (like perft in chess) ---------------------------------------------

POSITIONS = ROOT / "tests" / "positions" / "upturn"
MOVE_COUNTS = {
    # position file: (compact list, every choice spelt out)
    "first-play": (6, 6),                           # the first play: numbers only
    "twin-many-fills": (3, 2050),                   # a twin with many fill choices
    "skips-and-twin-split": (5, 708),               # skips and a twin split among two
    "arrows-along-the-row": (11, 428),              # arrows along the row allowed
    "joker-extra-tiles": (19, 347),                 # a Joker with extra tiles
    "up-and-down": (6, 263),                        # Up & Down
    "pass-then-play": (5, 109),                     # pass, then play the drawn tile
    "joker-every-extra-reversible": (30, 60),       # a Joker, every extra reversible
    "twin-count-excludes-twin": (10, 42),
    "game-over": (0, 0),                            # the game is over
}


def test_every_pinned_position_file_has_a_count():
    assert {p.stem for p in POSITIONS.glob("*.yaml")} == set(MOVE_COUNTS)


@pytest.mark.parametrize("name", sorted(MOVE_COUNTS))
def test_move_counts_of_fixed_positions(name):
    pos = GAME.read_position(load_file(str(POSITIONS / f"{name}.yaml")))
    counts = (len(GAME.legal_moves(pos)), len(GAME.legal_moves(pos, expand=True, limit=LOTS)))
    assert counts == MOVE_COUNTS[name]


# -- properties ----------------------------------------------------------------------------------------

@PROPERTY
@given(positions)
def test_every_listed_move_is_legal_reads_back_and_keeps_every_tile(drawn):
    pos = position_of(drawn)
    rng = random.Random(drawn[2])
    start = GAME.census(pos)
    compact = GAME.legal_moves(pos)
    expanded = GAME.legal_moves(pos, expand=True, limit=LOTS)
    assert (compact == []) == (expanded == []) == (GAME.outcome(pos) is not None)
    assert len({o.text for o in expanded}) == len(expanded)
    for option in compact + rng.sample(expanded, min(len(expanded), 60)):
        move = GAME.parse_move(option.text, pos)
        assert move == option.move and GAME.move_text(move) == option.text
        verdict = GAME.check(pos, move)
        assert verdict.legal, (option.text, verdict)
        after = GAME.apply(pos, move)
        if isinstance(pos.bag, tuple) and all(r is not None for r in pos.racks):
            assert GAME.census(after) == start
        assert GAME.problems(after) == [], option.text


@PROPERTY
@given(positions)
def test_a_perturbed_move_that_check_calls_legal_is_listed_and_none_crashes(drawn):
    pos = position_of(drawn)
    rng = random.Random(drawn[2])
    expanded = GAME.legal_moves(pos, expand=True, limit=LOTS)
    listed = {o.text for o in expanded}
    complete = len(expanded) < LOTS
    for option in rng.sample(expanded, min(len(expanded), 15)):
        for move in perturbed(pos, option.move, rng):
            verdict = GAME.check(pos, move)  # must not raise
            if not verdict.legal:
                continue
            GAME.apply(pos, move)
            if move.kind == "pass" and move.play is not None and not isinstance(pos.bag, tuple):
                continue  # with the bag unknown, the generator does not guess the drawn tile
            if complete:
                assert canonical(pos, move) in listed, (GAME.move_text(move), canonical(pos, move))


@PROPERTY
@given(positions)
def test_the_generator_offers_a_pass_then_play_whenever_check_allows_one(drawn):
    pos, _hide, seed = drawn
    pos = replace(pos, house_rules=pos.house_rules | {"play-drawn-tile"})
    if GAME.outcome(pos) is not None:
        return
    listed = {o.text for o in GAME.legal_moves(pos, expand=True, limit=LOTS)}
    for tile in sorted(set(tile_set())):
        move = Move("pass", TilePlay(tile))
        for option in [move, *perturbed(pos, move, random.Random(seed))[1:4]]:
            if GAME.check(pos, option).legal and len(listed) < LOTS:
                assert canonical(pos, option) in listed, GAME.move_text(option)


@PROPERTY
@given(positions)
def test_the_position_round_trips_and_has_no_problems(drawn):
    pos = position_of(drawn)
    data = GAME.position_data(pos)
    assert GAME.read_position(Document(data, {}, "x")) == pos
    assert GAME.problems(pos) == []


def broken_variants(pos: Position, rng: random.Random) -> list[Position]:
    """Positions that cannot happen: a tile too many or too few, two winners, a twin with a hand,
    a tile that does not exist, a row against its trend."""
    seat = pos.players.index(pos.to_move)
    racks = list(pos.racks)
    out = []
    extra = rng.choice(tile_set())
    out.append(replace(pos, racks=(*racks[:seat], racks[seat] + (extra,), *racks[seat + 1:])))
    out.append(replace(pos, racks=(*racks[:seat], racks[seat] + ("joker",) * 3, *racks[seat + 1:])))
    out.append(replace(pos, racks=(*racks[:seat], racks[seat][1:], *racks[seat + 1:])))
    out.append(replace(pos, racks=tuple(() for _ in racks)))
    out.append(replace(pos, row=(*pos.row, "33h")))
    out.append(replace(pos, row=(*pos.row, "pig")))
    out.append(replace(pos, row=pos.row + tuple(str(x) for x in range(1, 30))))
    if pos.start_tile is not None:
        out.append(replace(pos, start_tile="up"))
    return out


def read_error(pos: Position) -> RefereeError | None:
    try:
        GAME.read_position(Document(GAME.position_data(pos), {}, "x"))
    except (InputError, PositionError) as err:
        return err
    return None


@PROPERTY
@given(positions)
def test_problems_report_what_reading_the_position_would(drawn):
    """``problems`` is the one position check: reading a file refuses exactly what it finds,
    as "cannot be read" for a value that is no tile, else as "cannot happen"."""
    pos = position_of(drawn)
    flipped = replace(pos, trend=DESC if pos.trend == ASC else ASC if pos.trend else None)
    for bad in [*broken_variants(pos, random.Random(drawn[2])), flipped]:
        if bad == pos:
            continue  # (no tile to take from an empty rack)
        found = GAME.problems(bad)
        err = read_error(bad)
        assert (err is None) == (found == []), bad
        if err is not None:
            # the schema words its own message for a value that is no tile; the place is the same
            assert [p.path for p in err.problems] == [p.path for p in found], bad
            unreadable = any(t in ("33h", "pig") for t in bad.row)
            assert isinstance(err, InputError if unreadable else PositionError), bad
            if not unreadable:
                assert messages(err.problems) == messages(found), bad
        # a tile too many or too few shows only when every rack and the bag are known
        if isinstance(bad.bag, tuple) and all(r is not None for r in bad.racks) and bad is not flipped:
            assert found, bad


def test_the_kept_splits_of_the_drawn_tiles_are_those_worked_out_afresh():
    """The ways to hand drawn tiles to the opponents are kept per count and seating (``_gives_to``):
    asked again, for the same count with other names or order, each answer is the one ``_splits``
    works out now."""
    from checker.games.upturn import movegen

    seatings = [("B",), ("B", "C"), ("C", "B"), ("B", "C", "D"), ("Dan", "Ala", "Bo", "Cy"), ("X", "Y")]
    for _ in range(2):  # the second round answers from what was kept
        for names in seatings:
            for count in range(0, 7):
                fresh = tuple(movegen._splits(count, list(names)))
                assert movegen._gives_to(count, names) == fresh, (count, names)
                assert all(sum(n for _name, n in give) == count for give in fresh)


def _counted_afresh(pos: Position) -> Counter:
    """Every tile of ``pos`` counted from its fields, place by place (the bag as tiles or "?"s)."""
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


@pytest.mark.parametrize("seed", [3, 8])
def test_the_census_is_the_tiles_of_the_position_counted_afresh(seed):
    """The census (the count the position keeps, ``Position.placed``, or a copy with a bag known by size) is, move after move
    and with the bag known, only counted or unknown, what counting the fields gives, and works as
    a Counter (the simulation subtracts two to say what changed)."""
    rng = random.Random(seed)
    pos = GAME.deal(rng, ["A", "B", "C"])
    for index in range(60):
        if GAME.outcome(pos) is not None:
            break
        shapes = [pos, replace(pos, bag=len(pos.bag)), replace(pos, bag=None, racks=(None, *pos.racks[1:]))]
        for shown in shapes:
            census = GAME.census(shown)
            assert isinstance(census, Counter) and census == _counted_afresh(shown), index
            # the count kept holds a bag known tile by tile, not one known only by its size
            bare = shown if isinstance(shown.bag, tuple) else replace(shown, bag=None)
            assert shown.placed() == _counted_afresh(bare), index
            assert sorted((census - Counter({UNKNOWN: 1})).elements()) == sorted(
                (_counted_afresh(shown) - Counter({UNKNOWN: 1})).elements())
        pos = GAME.apply(pos, rng.choice(GAME.legal_moves(pos, expand=True, limit=LOTS)).move)
