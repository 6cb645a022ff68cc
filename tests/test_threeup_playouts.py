"""3UP 3DOWN (issue 7): seeded playouts, move counts of dealt positions, and
property tests that hold ``check`` and ``legal_moves`` to each other."""

from __future__ import annotations

import dataclasses
import functools
import random

import pytest
from conftest import ROOT
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from checker import simulate
from checker.games.base import UNKNOWN
from checker.games.three_up_three_down import GAME
from checker.games.three_up_three_down.model import CARDS, DRAW, PICKUP_STEP, Move, Position, Step
from checker.inputs import Document
from checker.verdict import MoveError

PICKUP = Move((PICKUP_STEP,))
POSITIONS = ROOT / "tests" / "positions" / "3up3down"

PROPERTY = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: every house-rule setting worth a run: none, each alone, all together
HOUSE_SETTINGS = [frozenset()] + [frozenset([name]) for name in sorted(GAME.HOUSE_RULES)] + \
    ([frozenset(GAME.HOUSE_RULES)] if len(GAME.HOUSE_RULES) > 1 else [])
LOTS = 10_000


# -- helpers -------------------------------------------------------------------------------------------

@functools.lru_cache(maxsize=256)
def played(seed: int, players: int, steps: int, house=frozenset()) -> Position:
    """A position reached by dealing with ``seed`` and playing ``steps`` random
    moves from the expanded list."""
    rng = random.Random(seed)
    pos = GAME.deal(rng, [chr(ord("A") + i) for i in range(players)], frozenset(house))
    for _ in range(steps):
        if GAME.outcome(pos) is not None:
            break
        pos = GAME.apply(pos, GAME.parse_move(rng.choice(GAME.legal_moves(pos, expand=True, limit=LOTS)).text, pos))
    return pos


def hidden(pos: Position, rng: random.Random) -> Position:
    """The same position as someone at the table may write it: face-down cards
    as ``?``, the draw pile only counted, other hands only counted, some of the
    mover's cards as ``?``. Falls back to ``pos`` if the result cannot be read."""
    data = GAME.position_data(pos)
    if rng.random() < 0.5:
        for seat in data["cards"].values():
            if isinstance(seat["face_down"], list):
                seat["face_down"] = [c if rng.random() < 0.4 else "?" for c in seat["face_down"]]
    if rng.random() < 0.4 and isinstance(data["draw_pile"], list):
        data["draw_pile"] = len(data["draw_pile"])
    if rng.random() < 0.4:
        for name, seat in data["cards"].items():
            if name != data["to_move"] and isinstance(seat["hand"], list):
                seat["hand"] = len(seat["hand"])
        data.pop("removed", None)
    if rng.random() < 0.3:
        mine = data["cards"][data["to_move"]]
        if isinstance(mine["hand"], list):
            mine["hand"] = [c if rng.random() < 0.7 else "?" for c in mine["hand"]]
        data.pop("removed", None)
    if rng.random() < 0.2:
        data.pop("removed", None)
    problems: list = []
    built = GAME.build(data, pos.house_rules, problems)
    return pos if problems else built


def perturbed(move: Move, rng: random.Random, count: int) -> list[Move]:
    """Moves near a legal one: another card, one card more or less, another
    source, another face-down card or value, a step dropped, doubled or added."""
    steps = list(move.steps)
    out: list[Move] = []

    def put(i: int, step: Step) -> None:
        out.append(Move((*steps[:i], step, *steps[i + 1:])))

    for i, step in enumerate(steps):
        if step.cards:
            n = len(step.cards)
            for card in CARDS:
                put(i, Step(step.verb, (card,) * n))
            put(i, Step(step.verb, step.cards + step.cards[:1]))
            if n > 1:
                put(i, Step(step.verb, step.cards[1:]))
                put(i, Step(step.verb, (*step.cards[1:], rng.choice(CARDS))))
            put(i, Step("up" if step.verb == "play" else "play", step.cards))
            put(i, Step("down", slot=rng.randint(1, 3)))
        if step.verb == "down":
            for slot in range(1, 5):
                put(i, Step("down", slot=slot, value=step.value))
            for card in (None, *CARDS):
                put(i, Step("down", slot=step.slot, value=card))
            put(i, Step("up", (rng.choice(CARDS),)))
        if len(steps) > 1:
            out.append(Move(tuple(steps[:i] + steps[i + 1:])))
        if i:
            out.append(Move(tuple(steps[:i] + list(PICKUP.steps))))
        out.append(Move((*steps[:i + 1], step, *steps[i + 1:])))
    for i in range(len(steps) + 1):
        out.append(Move((*steps[:i], DRAW, *steps[i:])))
    out.append(Move(tuple(steps + list(PICKUP.steps))))
    out.append(PICKUP)
    for card in CARDS:
        out.append(Move((*steps, Step("play", (card,)))))
        out.append(Move((Step("play", (card,)),)))
    rng.shuffle(out)
    return out[:count]


def canonical(pos: Position, move: Move) -> str:
    """The listed form of a legal move: no value after a face-down card the
    position already shows, no bare draw written out at the end of the turn."""
    from checker.games.three_up_three_down.judge import Turn
    from checker.verdict import QuietVerdict

    down = pos.seats[pos.players.index(pos.to_move)].face_down
    turn, resolved = Turn(pos, QuietVerdict()), []
    for s in move.steps:  # play (no source named) plays from where the player must play now
        s = turn.from_where(s) if s.verb == "play" else s
        resolved.append(s)
        turn.step(s, False)
    move = Move(tuple(resolved))
    steps = [Step("down", slot=s.slot) if s.verb == "down" and 1 <= s.slot <= len(down) and down[s.slot - 1]
             != UNKNOWN else s for s in move.steps]
    if len(steps) > 1 and steps[-1] == DRAW and GAME.check(pos, Move(tuple(steps[:-1]))).legal:
        steps.pop()
    return GAME.move_text(Move(tuple(steps)))


# -- playouts ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("house", HOUSE_SETTINGS, ids=lambda h: "+".join(sorted(h)) or "plain")
def test_seeded_playouts_find_no_problem_and_every_game_ends(house):
    report = simulate.run(GAME, 20, None, 7, house)
    assert report.problems == []
    assert report.games == report.finished == 20
    assert report.moves > 20 * 50


# -- move counts (perft) of dealt positions ---------------------------------------------------------------

def perft(pos: Position, depth: int, expand: bool) -> int:
    """Leaf positions ``depth`` moves ahead (an ended game counts as one leaf)."""
    if depth == 0 or GAME.outcome(pos) is not None:
        return 1
    return sum(perft(GAME.apply(pos, GAME.parse_move(o.text, pos)), depth - 1, expand)
               for o in GAME.legal_moves(pos, expand=expand, limit=LOTS))


PERFT = {
    # position file in tests/positions/3up3down: (compact counts, expanded counts) at depth 1..4
    "seed1-2p-0moves": ([3, 6, 10, 22], [3, 6, 10, 22]),
    "seed4-2p-90moves": ([1, 8, 24, 99], [1, 8, 24, 99]),
    "seed27-7p-70moves-multiple-clears": ([3, 5, 28, 77], [9, 19, 104, 283]),
    "seed36-4p-14moves-multiple-clears": ([3, 8, 15, 85], [8, 20, 122, 631]),
    "seed88-7p-48moves": ([3, 17, 79, 125], [9, 37, 161, 253]),
    "seed125-3p-56moves": ([3, 8, 59, 115], [7, 26, 183, 510]),
    "seed165-2p-15moves-multiple-clears": ([2, 6, 18, 39], [10, 26, 140, 251]),
    # a Clear +2 from the table (3up3down.clear.plus-two-pickup)
    "seed4-3p-94moves": ([3, 18, 51, 74], [4, 19, 52, 75]),
    "seed5-4p-74moves-multiple-clears": ([3, 3, 3, 6], [4, 10, 23, 31]),
    "seed12-2p-240moves": ([3, 3, 7, 35], [4, 9, 20, 90]),
    "seed14-4p-91moves": ([3, 3, 12, 60], [4, 4, 16, 80]),
}


def read(name: str) -> Position:
    import yaml

    path = POSITIONS / f"{name}.yaml"
    return GAME.read_position(Document(yaml.safe_load(path.read_text(encoding="utf-8")), {}, str(path)))


@pytest.mark.parametrize("name", sorted(PERFT))
def test_move_counts_of_position_files(name):
    pos = read(name)
    compact, expanded = PERFT[name]
    assert [perft(pos, d, False) for d in range(1, 5)] == compact
    assert [perft(pos, d, True) for d in range(1, 5)] == expanded


# -- check and legal_moves agree (hypothesis) ------------------------------------------------------------

positions = st.builds(
    lambda seed, players, steps, house, hide: (played(seed, players, steps, house), hide, seed),
    st.integers(0, 10**6), st.integers(2, 12), st.integers(0, 250),
    st.sampled_from(HOUSE_SETTINGS), st.booleans())


def first_step(option) -> tuple:
    step = option.move.steps[0]
    return step.verb, step.cards, step.slot


def agree_on(pos: Position, rng: random.Random, perturb: int) -> None:
    """Every listed move is legal, and (for ``perturb`` of the expanded moves)
    every legal move near a listed one is listed too."""
    if GAME.outcome(pos) is not None:
        assert GAME.legal_moves(pos) == []
        return
    compact = GAME.legal_moves(pos)
    expanded = GAME.legal_moves(pos, expand=True, limit=LOTS)
    listed = {o.text for o in expanded}
    assert len(listed) == len(expanded) <= LOTS
    sample = expanded if len(expanded) <= 200 else expanded[:100] + rng.sample(expanded, 100)
    for option in compact + sample:
        move = GAME.parse_move(option.text, pos)
        assert option.move == move and GAME.move_text(move) == option.text
        assert GAME.check(pos, move).legal, option.text
    if len(expanded) == LOTS:
        return  # cut short (unknown face-down cards multiply the ways): nothing more to compare
    assert {o.text for o in compact} <= listed
    # the compact list folds the later choices, but offers every first discard
    assert {first_step(o) for o in compact} == {first_step(o) for o in expanded}
    for option in expanded[:perturb]:
        for move in perturbed(option.move, rng, 40):
            text = GAME.move_text(move)
            try:
                again = GAME.parse_move(text, pos)
            except MoveError:
                continue
            if GAME.check(pos, again).legal:
                assert canonical(pos, again) in listed, (text, GAME.position_data(pos))


def test_the_compact_list_finds_a_way_when_the_first_one_tried_fails():
    """After a Clear +2, discarding the 1 at once leaves only an unknown card
    for the second extra discard; drawing first (a 10) makes the move legal.
    Found by the property below: the compact list used to have no move at all."""
    data = {"game": "3up3down", "players": ["A", "B"], "to_move": "B", "draw_pile": [10, 9, 8, 2, 3],
            "pile": [6], "cards": {"A": {"hand": 3, "face_up": [5, 7, 8], "face_down": 3},
                                   "B": {"hand": [1, "clear+2", "?"], "face_up": [8, 9, "clear+1"], "face_down": 3}}}
    problems: list = []
    pos = GAME.build(data, frozenset(), problems)
    assert problems == []
    assert [o.text for o in GAME.legal_moves(pos)] == ["play clear+2, draw, play 1, play 10"]
    assert [o.text for o in GAME.legal_moves(pos, expand=True)] == ["play clear+2, draw, play 1, play 10"]
    assert not GAME.check(pos, GAME.parse_move("play clear+2, play 1", pos)).legal


@PROPERTY
@given(positions)
def test_check_and_legal_moves_agree(case):
    pos, hide, seed = case
    rng = random.Random(seed)
    agree_on(hidden(pos, rng) if hide else pos, rng, 25)


@settings(PROPERTY, max_examples=10)
@given(st.integers(0, 10**6), st.integers(2, 12), st.sampled_from(HOUSE_SETTINGS), st.booleans())
def test_check_and_legal_moves_agree_at_every_turn_of_a_game(seed, players, house, hide):
    """A whole random game, so that the end game (table cards, Clear +2 from
    the table, extra discards that cannot be made) comes up often."""
    rng = random.Random(seed)
    pos = GAME.deal(rng, [chr(ord("A") + i) for i in range(players)], house)
    while GAME.outcome(pos) is None:
        agree_on(hidden(pos, rng) if hide else pos, rng, 3 if rng.random() < 0.1 else 0)
        pos = GAME.apply(pos, rng.choice(GAME.legal_moves(pos, expand=True, limit=LOTS)).move)


@PROPERTY
@given(positions)
def test_a_listed_move_applies_the_same_whatever_was_listed_before(case):
    """``apply`` depends only on the position and the move: not on which
    ``legal_moves`` call came before it (no state on the game object)."""
    pos, hide, seed = case
    if hide:
        pos = hidden(pos, random.Random(seed))
    for expand in (False, True):
        options = GAME.legal_moves(pos, expand=expand, limit=60)
        for option in options:
            quick = GAME.apply(pos, option.move)
            GAME.legal_moves(GAME.deal(random.Random(seed), ["X", "Y"]))
            fresh = GAME.apply(dataclasses.replace(pos), GAME.parse_move(option.text, pos))  # no cache
            assert quick == fresh, option.text
            before, after = GAME.census(pos), GAME.census(quick)
            if pos.removed is not None:  # otherwise cleared cards are not tracked
                assert sum(after.values()) == sum(before.values())
                if "?" not in before:  # a card turned over or drawn may become known
                    assert after == before
            assert GAME.problems(quick) == []


def _zones(data: dict) -> list[list]:
    """Every list of cards in position data (the pile first)."""
    zones = [data["pile"]] + [z for z in (data["draw_pile"], data.get("removed")) if isinstance(z, list)]
    for seat in data["cards"].values():
        zones += [seat[key] for key in ("hand", "face_up", "face_down") if isinstance(seat[key], list)]
    return zones


def _move_card(data: dict, rng: random.Random) -> None:
    full = [z for z in _zones(data) if z]
    source = rng.choice(full)
    card = source.pop(rng.randrange(len(source)))
    target = rng.choice(_zones(data))
    target.insert(rng.randint(0, len(target)), card)


def _onto_pile(data: dict, rng: random.Random) -> None:
    """Move a copy of the top card (or any card) from elsewhere onto the pile."""
    pile = data["pile"]
    others = [z for z in _zones(data)[1:] if z]
    wanted = [z for z in others if pile and pile[-1] in z]
    if wanted:
        zone = rng.choice(wanted)
        zone.remove(pile[-1])
        pile.append(pile[-1])
    elif others:
        zone = rng.choice(others)
        pile.append(zone.pop(rng.randrange(len(zone))))


def _three_in_a_row(data: dict, rng: random.Random) -> None:
    pile = data["pile"]
    for card in rng.sample(range(1, 11), 10):
        places = [z for z in _zones(data)[1:] for c in z if c == card]
        if len(places) >= 3:
            for zone in places[:3]:
                zone.remove(card)
            if isinstance(data.get("removed"), list):
                data["removed"] += pile
            pile[:] = [card] * 3
            return


def _table_to_hand(data: dict, rng: random.Random) -> None:
    seat = rng.choice(list(data["cards"].values()))
    key = rng.choice(["face_up", "face_down"])
    if isinstance(seat[key], list) and seat[key] and isinstance(seat["hand"], list):
        seat["hand"].append(seat[key].pop(rng.randrange(len(seat[key]))))


def _down_before_up(data: dict, rng: random.Random) -> None:
    """Take a face-down card into the hand while face-up cards are still there."""
    seats = [seat for seat in data["cards"].values() if seat["face_up"] and isinstance(seat["face_down"], list)
             and seat["face_down"] and isinstance(seat["hand"], list)]
    if seats:
        seat = rng.choice(seats)
        seat["hand"].append(seat["face_down"].pop())


def _hand_out(data: dict, rng: random.Random) -> None:
    """Clear out one player's hand (into the cleared cards, if listed)."""
    seat = rng.choice(list(data["cards"].values()))
    if isinstance(seat["hand"], list) and isinstance(data.get("removed"), list):
        data["removed"] += seat["hand"]
        seat["hand"] = []


def _another_card(data: dict, rng: random.Random) -> None:
    full = [z for z in _zones(data) if z]
    zone = rng.choice(full)
    zone[rng.randrange(len(zone))] = rng.choice(CARDS)


def _lose_card(data: dict, rng: random.Random) -> None:
    zone = rng.choice([z for z in _zones(data) if z])
    zone.pop(rng.randrange(len(zone)))


def _add_card(data: dict, rng: random.Random) -> None:
    rng.choice(_zones(data)).append(rng.choice(CARDS))


def _empty_seats(data: dict, rng: random.Random) -> None:
    """Clear out one or two players' cards (into the cleared cards, if listed)."""
    for seat in rng.sample(list(data["cards"].values()), min(2, len(data["cards"]))):
        for key in ("hand", "face_up", "face_down"):
            if isinstance(seat[key], list) and isinstance(data.get("removed"), list):
                data["removed"] += seat[key]
                seat[key] = [] if key != "face_down" else 0
        if rng.random() < 0.5:
            break


def _untracked(data: dict, rng: random.Random) -> None:
    data.pop("removed", None)
    if rng.random() < 0.5:
        data["pile_below"] = rng.randint(0, 3)


def _shuffle_pile(data: dict, rng: random.Random) -> None:
    rng.shuffle(data["pile"])


BREAKERS = {f.__name__.strip("_"): f for f in (_move_card, _onto_pile, _three_in_a_row, _table_to_hand, _down_before_up,
                                                 _hand_out, _another_card, _lose_card, _add_card, _empty_seats, _untracked, _shuffle_pile)}


def broken(pos: Position, rng: random.Random, how: str | None = None) -> Position:
    """A position changed in one way (``how``, or a random one), often into one
    that cannot happen: the changes keep the deck adding up where they can, so
    that each check of ``problems`` gets its own chance to be the only one that fails."""
    data = GAME.position_data(pos)
    BREAKERS[how or rng.choice(sorted(BREAKERS))](data, rng)
    return GAME.build(data, pos.house_rules, [])


def agree(pos: Position) -> None:
    """``problems`` finds the same on a position and on its file read back
    (the paths name the same places), and nothing in a position reached by play."""
    problems: list = []
    again = GAME.build(GAME.position_data(pos), pos.house_rules, problems)
    assert problems == []
    assert [(p.path, p.msg.text) for p in GAME.problems(pos)] == [(p.path, p.msg.text) for p in GAME.problems(again)]


@pytest.mark.parametrize("how", sorted(BREAKERS))
def test_problems_read_back_the_same_after_each_kind_of_change(how):
    rng = random.Random(how)
    for seed in range(12):
        for steps in (0, 60, 120, 160, 200):
            pos = played(seed, 2 + seed % 5, steps)
            assert GAME.problems(pos) == []
            agree(pos)
            agree(broken(pos, rng, how))


@PROPERTY
@given(st.integers(0, 10**6), st.integers(2, 12), st.integers(0, 250), st.integers(1, 4))
def test_problems_read_back_the_same(seed, players, steps, changes):
    rng = random.Random(seed)
    pos = played(seed, players, steps)
    for _ in range(changes):
        pos = broken(pos, rng)
        agree(pos)
