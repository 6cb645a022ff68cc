"""dnup (issue 7): seeded playouts, move counts of dealt positions, and
property tests that hold ``check`` and ``legal_moves`` to each other."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from checker import simulate
from checker.games.dnup import GAME, Add, Card, Hand, Play, Position, Take, Turn
from checker.inputs import load_text
from checker.verdict import MoveError, Problem

from conftest import run_cli

PROPERTY = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: every house-rule setting worth a run: none, each alone, all together (dnup has none today)
HOUSE_SETTINGS = [frozenset()] + [frozenset([name]) for name in sorted(GAME.HOUSE_RULES)] + \
    ([frozenset(GAME.HOUSE_RULES)] if len(GAME.HOUSE_RULES) > 1 else [])


# -- helpers -------------------------------------------------------------------------------------------

def played(seed: int, players: int, steps: int) -> Position:
    """A position reached by dealing with ``seed`` and playing ``steps`` random
    legal moves (a new round is dealt when one ends without a winner)."""
    rng = random.Random(seed)
    pos = GAME.deal(rng, [chr(ord("A") + i) for i in range(players)])
    for _ in range(steps):
        if GAME.outcome(pos) is not None:
            break
        options = GAME.legal_moves(pos)
        if not options:
            pos = GAME.new_round(pos, rng)
            continue
        pos = GAME.apply(pos, rng.choice(options).move)
    return pos


def hidden(pos: Position, rng: random.Random) -> Position:
    """The same position as a player at the table may write it: some hands
    not given, or given as a number, some cards shown as ``?``, the discard
    pile only counted. Falls back to ``pos`` if the result cannot be read."""
    data = GAME.position_data(pos)
    for name, hand in list(data["hands"].items()):
        roll = rng.random()
        if not isinstance(hand, list) or not hand:
            continue
        if roll < 0.15:
            data["hands"][name] = None
        elif roll < 0.35:
            data["hands"][name] = [c if rng.random() < 0.6 else "?" for c in hand]
        elif roll < 0.45:
            data["hands"][name] = len(hand)
    if "discard" in data and rng.random() < 0.3:
        data["discard"] = len(data["discard"])
    problems: list[Problem] = []
    result = GAME.build(data, pos.house_rules, problems)
    return pos if problems else result


def canonical(move) -> str:
    """The move's text, with the readings ``check`` treats as one move made
    equal: naming every card of the hand is turning it, and a plain 1/5 is the
    starred card."""
    if isinstance(move, Turn):
        return "turn"
    return GAME.move_text(move).replace("*", "")


DECK = sorted(set(GAME.deck()) | {c.rotated() for c in GAME.deck()} | {Card(1, 5), Card(5, 1), Card(3, 3)})


def perturbed(pos: Position, move, rng: random.Random) -> list:
    """Moves near ``move``: another card, the card the other way up, a card
    more or fewer, another owner, another action."""
    hand = pos.hands.get(pos.to_move)
    held = list(hand.cards) if hand is not None else []
    found = [Turn(), Turn(tuple(held)) if held else Turn((rng.choice(DECK),)), Turn(tuple(held[:1]) or None)]
    found += [Take(p) for p in pos.players]
    if isinstance(move, Play):
        cards = list(move.cards)
        i = rng.randrange(len(cards))
        found.append(Play(tuple(cards[:i] + [cards[i].rotated()] + cards[i + 1:])))
        found.append(Play(tuple(cards[:i] + [rng.choice(held or DECK)] + cards[i + 1:])))
        found.append(Play(tuple(cards[:i] + [rng.choice(DECK)] + cards[i + 1:])))
        found.append(Play(tuple(cards + [rng.choice(held or DECK)])))
        if len(cards) > 1:
            found.append(Play(tuple(cards[:i] + cards[i + 1:])))
        found += [Add(cards[0], p) for p in pos.players]
    elif isinstance(move, Add):
        found += [Add(move.card, p) for p in pos.players]
        found += [Add(move.card.rotated(), move.owner), Add(rng.choice(held or DECK), move.owner),
                  Add(rng.choice(DECK), move.owner), Play((move.card,))]
    elif isinstance(move, Take):
        found += [Add(rng.choice(held or DECK), move.owner)]
    if held:
        found.append(Play((rng.choice(held),)))
    # through the move text, as a user types it
    texts = [GAME.move_text(m) for m in found] + ["pass"]
    moves = []
    for text in texts:
        try:
            moves.append(GAME.parse_move(text, pos))
        except MoveError:
            pass
    return moves


positions = st.builds(played, st.integers(0, 2**32 - 1), st.integers(2, 5), st.integers(0, 160))


# -- seeded playouts -------------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", HOUSE_SETTINGS, ids=lambda r: "+".join(sorted(r)) or "no-house-rule")
def test_seeded_playouts_finish_without_a_problem(rules):
    report = simulate.run(GAME, 20, None, 11, rules)
    assert report.problems == []
    assert report.games == report.finished == 20 and report.moves > 20 * 30


def test_the_simulate_command_reports_in_json_and_repeats_with_the_seed():
    first = run_cli("simulate", "dnup", "--games", "5", "--seed", "3", "--json")
    again = run_cli("simulate", "dnup", "--games", "5", "--seed", "3", "--json")
    assert first.code == 0, first
    data = first.json()
    assert (data["game"], data["games"], data["finished"], data["problems"]) == ("dnup", 5, 5, [])
    assert data["moves"] == again.json()["moves"]


def test_a_house_rule_dnup_does_not_have_is_refused():
    assert GAME.HOUSE_RULES == {}
    result = run_cli("simulate", "dnup", "--games", "1", "--house-rule", "anything")
    assert result.code == 2


def test_a_bare_playout_ends_with_a_winner_and_keeps_every_card():
    for seed in range(5):
        rng = random.Random(seed)
        players = ["A", "B", "C", "D"][: 2 + seed % 3]
        pos = GAME.deal(rng, players)
        deck = GAME.census(pos)
        assert sum(deck.values()) == 36 and UNKNOWN_FREE(deck)
        for _ in range(simulate.MAX_MOVES):
            if GAME.outcome(pos) is not None:
                break
            options = GAME.legal_moves(pos) or GAME.legal_moves(pos := GAME.new_round(pos, rng))
            pos = GAME.apply(pos, rng.choice(options).move)
            assert GAME.census(pos) == deck
        assert GAME.outcome(pos) in players


def UNKNOWN_FREE(census) -> bool:
    return "?" not in census


# -- move counts of dealt positions (perft-style) -------------------------------------------------------

DEALT_COUNTS = {
    # (seed, players, moves played): (compact, expanded); the same as the generator
    # that tried every candidate with check() gave
    (1, 3, 0): (13, 19),
    (2, 4, 0): (10, 11),
    (3, 5, 0): (8, 10),
    (4, 2, 0): (19, 47),
    (5, 3, 25): (8, 19),
    (6, 4, 40): (4, 4),
    (7, 2, 60): (13, 23),
    (8, 5, 80): (8, 9),
    (9, 3, 120): (6, 7),
    (10, 2, 10): (12, 19),
}


@pytest.mark.parametrize("key", sorted(DEALT_COUNTS))
def test_move_counts_of_dealt_positions(key):
    pos = played(*key)
    assert (len(GAME.legal_moves(pos)), len(GAME.legal_moves(pos, expand=True, limit=10_000))) == DEALT_COUNTS[key]


def test_a_huge_hand_lists_fast_and_within_the_limit():
    hand = Hand(tuple(Card(5, d) for d in range(1, 41)))
    pos = Position(("A", "B"), "A", hands={"A": hand, "B": Hand((Card(1, 5, True),))},
                   tokens={"A": 0, "B": 0}, discard=())
    started = time.perf_counter()
    assert len(GAME.legal_moves(pos, expand=True, limit=10_000)) == 10_000
    assert len(GAME.legal_moves(pos)) == 41  # one play per size, then turn
    assert time.perf_counter() - started < 2


def test_the_expanded_list_names_each_choice_once_with_twin_cards():
    pos = GAME.read_position(load_text("game: dnup\nplayers: [A, B]\nto_move: A\n"
                                       "hands: {A: [5/1, 5/1, 5/2], B: [3/3]}\n", "<test>"))
    texts = [o.text for o in GAME.legal_moves(pos, expand=True)]
    assert texts == ["play 5/1", "play 5/2", "play 5/1 5/1", "play 5/1 5/2", "play 5/1 5/1 5/2", "turn"]


# -- properties ----------------------------------------------------------------------------------------------

@PROPERTY
@given(positions, st.integers(0, 2**16), st.booleans())
def test_check_and_legal_moves_agree(pos, salt, hide):
    rng = random.Random(salt)
    if hide:
        pos = hidden(pos, rng)
    listed = GAME.legal_moves(pos, expand=True, limit=10_000)
    compact = GAME.legal_moves(pos)
    names = {canonical(o.move) for o in listed}
    assert len(names) == len(listed)
    assert {o.text for o in compact} <= {o.text for o in listed}
    census = GAME.census(pos)
    for option in listed:
        move = GAME.parse_move(option.text, pos)
        assert move == option.move and GAME.move_text(move) == option.text
        verdict = GAME.check(pos, move)
        assert verdict.legal, (option.text, verdict)
        after = GAME.apply(pos, move)
        if not hide:
            assert GAME.census(after) == census
        elif None not in pos.hands.values():  # (cards given back to a hand not shown are not followed)
            assert sum(GAME.census(after).values()) == sum(census.values())
        assert GAME.invariants(after) == []
    for option in rng.sample(listed, min(len(listed), 6)):
        for move in perturbed(pos, option.move, rng):
            verdict = GAME.check(pos, move)  # never raises
            if verdict.legal:
                assert canonical(move) in names, (GAME.move_text(move), GAME.position_data(pos))


@PROPERTY
@given(positions, st.integers(0, 2**16))
def test_the_quick_invariant_test_never_hides_what_build_finds(pos, salt):
    """``invariants`` skips re-reading a position its quick test passes: on
    positions spoiled in every way ``build`` looks for, both must agree."""
    rng = random.Random(salt)
    data = GAME.position_data(pos)
    players = data["players"]
    for _ in range(rng.randint(1, 3)):
        spoil = rng.randrange(9)
        hands = data["hands"]
        name = rng.choice(players)
        if spoil == 0:
            data.setdefault("tokens", {})[name] = rng.randint(0, 7)
        elif spoil == 1 and isinstance(hands.get(name), list) and hands[name]:
            data.setdefault("table", {})[name] = [hands[name].pop()] + [rng.choice(DECK).text()] * rng.randint(0, 2)
        elif spoil == 2:
            hands[name] = []
        elif spoil == 3:
            data["out"] = list(dict.fromkeys(data.get("out", []) + [name]))[:2]
        elif spoil == 4:
            data["round_start"] = True
        elif spoil == 5:
            held = hands.get(name) or []
            held = ["?"] * held if isinstance(held, int) else list(held)  # a hand may be given as a count
            hands[name] = held + [rng.choice(["1/5*", "5/1*", "3/7*", "2/2"])]
        elif spoil == 6:
            data["discard"] = rng.randint(0, 10)
        elif spoil == 7:
            data["to_move"] = rng.choice(players)
        else:
            hands[name] = rng.randint(0, 12)
    problems: list[Problem] = []
    spoilt = GAME.build(data, frozenset(), problems)
    expected: list[Problem] = []
    GAME.build(GAME.position_data(spoilt), frozenset(), expected)
    got = GAME.invariants(spoilt)
    assert [(m.text, m.params) for m in got] == [(p.msg.text, p.msg.params) for p in expected]


def test_the_round_that_ends_a_five_player_game_may_run_past_the_sixteen_tokens():
    """Found by the playouts: five players at 3 tokens hold 15, and going out
    first gives 2 more. The position is reached by legal play, so it is possible."""
    text = ("game: dnup\nplayers: [A, B, C, D, E]\nto_move: B\nout: [A]\n"
            "tokens: {A: 5, B: 3, C: 3, D: 3, E: 3}\nhands: {B: [4/1], C: [2/2], D: [3/3], E: [6/6]}\n")
    pos = GAME.read_position(load_text(text, "<test>"))
    assert sum(pos.tokens.values()) == 17 and GAME.invariants(pos) == []
    after = GAME.apply(pos, GAME.parse_move("play 4/1", pos))
    assert GAME.outcome(after) == "A" and GAME.invariants(after) == []
