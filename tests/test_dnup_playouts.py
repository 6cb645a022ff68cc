"""dnup (issue 7): seeded playouts, move counts of pinned positions, and
property tests that hold ``check``, ``apply`` and ``legal_moves`` to each other."""

from __future__ import annotations

import contextlib
import random
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType

import pytest
from conftest import run_cli
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_dnup_census import afresh

from checker import simulate
from checker.games.dnup import GAME, Add, Card, Hand, Play, Position, Take, Turn
from checker.games.dnup.playout import deck
from checker.inputs import load_text
from checker.verdict import MoveError, Problem

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
    return pos if problems or GAME.problems(result) else result


def canonical(move) -> str:
    """The move's text, with the readings ``check`` treats as one move made
    equal: naming every card of the hand is turning it, and a plain 1/5 is the
    starred card."""
    if isinstance(move, Turn):
        return "turn"
    return GAME.move_text(move).replace("*", "")


DECK = sorted(set(deck()) | {c.rotated() for c in deck()} | {Card(1, 5), Card(5, 1), Card(3, 3)})


def perturbed(pos: Position, move, rng: random.Random) -> list:
    """Moves near ``move``: another card, the card the other way up, a card
    more or fewer, another owner, another action."""
    hand = pos.hands.get(pos.to_move)
    held = list(hand.known) if hand is not None else []
    found = [Turn(), Turn(tuple(held)) if held else Turn((rng.choice(DECK),)), Turn(tuple(held[:1]) or None)]
    found += [Take(p) for p in pos.players]
    if isinstance(move, Play):
        cards = list(move.cards)
        i = rng.randrange(len(cards))
        found.append(Play((*cards[:i], cards[i].rotated(), *cards[i + 1:])))
        found.append(Play((*cards[:i], rng.choice(held or DECK), *cards[i + 1:])))
        found.append(Play((*cards[:i], rng.choice(DECK), *cards[i + 1:])))
        found.append(Play((*cards, rng.choice(held or DECK))))
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
        with contextlib.suppress(MoveError):
            moves.append(GAME.parse_move(text, pos))
    return moves


positions = st.builds(played, st.integers(0, 2**32 - 1), st.integers(2, 5), st.integers(0, 160))


# -- seeded playouts -------------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", HOUSE_SETTINGS, ids=lambda r: "+".join(sorted(r)) or "no-house-rule")
def test_seeded_playouts_finish_without_a_problem(rules):
    report = simulate.run(GAME, 20, None, 11, rules)
    assert report.problems == []
    assert report.games == report.finished == 20 and report.moves > 20 * 30


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


# -- move counts of pinned positions (perft-style) -------------------------------------------------------

POSITIONS = Path(__file__).parent / "positions" / "dnup"
MOVE_COUNTS = {
    # position file: (compact, expanded); the same as the generator that tried
    # every candidate with check() gave (the files were dealt and played at random once)
    "dealt-01-3p-0moves.yaml": (13, 19),
    "dealt-02-4p-0moves.yaml": (10, 11),
    "dealt-03-5p-0moves.yaml": (8, 10),
    "dealt-04-2p-0moves.yaml": (19, 47),
    "dealt-05-3p-25moves.yaml": (8, 19),
    "dealt-06-4p-40moves.yaml": (4, 4),
    "dealt-07-2p-60moves.yaml": (13, 23),
    "dealt-08-5p-80moves.yaml": (8, 9),
    "dealt-09-3p-120moves.yaml": (6, 7),
    "dealt-10-2p-10moves.yaml": (12, 19),
}


def pinned(name: str) -> Position:
    return GAME.read_position(load_text((POSITIONS / name).read_text(encoding="utf-8"), name))


def test_every_pinned_position_has_its_count():
    assert sorted(p.name for p in POSITIONS.glob("*.yaml")) == sorted(MOVE_COUNTS)


@pytest.mark.parametrize("name", sorted(MOVE_COUNTS))
def test_move_counts_of_pinned_positions(name):
    pos = pinned(name)
    listed = GAME.legal_moves(pos, expand=True, limit=10_000)
    assert (len(GAME.legal_moves(pos)), len(listed)) == MOVE_COUNTS[name]
    for option in listed:  # every one of them the judge accepts, quietly and loudly
        assert GAME.check(pos, option.move).legal and GAME.problems(GAME.apply(pos, option.move)) == []


def test_a_huge_hand_lists_fast_and_within_the_limit():
    hand = Hand(tuple(Card(5, d) for d in range(1, 41)))
    pos = Position(("A", "B"), "A", hands=MappingProxyType({"A": hand, "B": Hand((Card(1, 5, True),))}),
                   tokens=MappingProxyType({"A": 0, "B": 0}), discard=())
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
        assert GAME.problems(after) == []
    for option in rng.sample(listed, min(len(listed), 6)):
        for move in perturbed(pos, option.move, rng):
            verdict = GAME.check(pos, move)  # never raises
            if verdict.legal:
                assert canonical(move) in names, (GAME.move_text(move), GAME.position_data(pos))


@PROPERTY
@given(positions, st.integers(0, 2**16))
def test_a_spoilt_position_keeps_its_problems_through_position_data(pos, salt):
    """On positions spoiled in every way ``problems`` looks for, the position
    written out and read back has the very same problems."""
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
            data["out"] = list(dict.fromkeys([*data.get("out", []), name]))[:2]
        elif spoil == 4:
            data["round_start"] = True
        elif spoil == 5:
            held = hands.get(name) or []
            held = ["?"] * held if isinstance(held, int) else list(held)  # a hand may be given as a count
            hands[name] = [*held, rng.choice(["1/5*", "5/1*", "3/7*", "2/2"])]
        elif spoil == 6:
            data["discard"] = rng.randint(0, 10)
        elif spoil == 7:
            data["to_move"] = rng.choice(players)
        else:
            hands[name] = rng.randint(0, 12)
    problems: list[Problem] = []
    spoilt = GAME.build(data, frozenset(), problems)
    assert problems == []  # every name is seated: all of it can be read
    again = GAME.build(GAME.position_data(spoilt), frozenset(), problems)
    assert [(p.msg.text, p.msg.params, p.path) for p in GAME.problems(again)] == \
        [(p.msg.text, p.msg.params, p.path) for p in GAME.problems(spoilt)]


def test_the_round_that_ends_a_five_player_game_may_run_past_the_sixteen_tokens():
    """Found by the playouts: five players at 3 tokens hold 15, and going out
    first gives 2 more. The position is reached by legal play, so it is possible."""
    text = ("game: dnup\nplayers: [A, B, C, D, E]\nto_move: B\nout: [A]\n"
            "tokens: {A: 5, B: 3, C: 3, D: 3, E: 3}\nhands: {B: [4/1], C: [2/2], D: [3/3], E: [6/6]}\n")
    pos = GAME.read_position(load_text(text, "<test>"))
    assert sum(pos.tokens.values()) == 17 and GAME.problems(pos) == []
    after = GAME.apply(pos, GAME.parse_move("play 4/1", pos))
    assert GAME.outcome(after) == "A" and GAME.problems(after) == []


# -- the one engine: apply refuses what check refuses, --draw, problems ---------------------------------


def test_a_draw_dnup_does_not_have_is_a_usage_error():
    path = POSITIONS / "dealt-05-3p-25moves.yaml"
    result = run_cli("apply", "dnup", str(path), "turn", "--draw", "5/1")
    assert result.code == 2 and result.out == "", result
    assert result.err.startswith("Usage error:") and "--draw" in result.err, result.err
    result = run_cli("apply", "dnup", str(path), "play 6/5", "--draw", "?", "--json")
    assert result.code == 2 and result.json()["error"] == "UsageError", result
    assert run_cli("apply", "dnup", str(path), "turn").code == 0


def test_problems_finds_what_cannot_happen():
    pos = pinned("dealt-05-3p-25moves.yaml")
    assert GAME.problems(pos) == []
    hands = dict(pos.hands)
    cases = {
        "table.A": {"table": MappingProxyType({"A": (Card(5, 1), Card(6, 1))})},
        "to_move": {"out": ("A",), "hands": MappingProxyType({**hands, "A": Hand()}),
                        "tokens": MappingProxyType({"A": 2, "B": 0, "C": 0})},
        "hands.B": {"hands": MappingProxyType({**hands, "B": Hand()})},
        "tokens.C": {"tokens": MappingProxyType({"A": 0, "B": 0, "C": 5})},
        "hands.A[0]": {"hands": MappingProxyType({**hands, "A": Hand((Card(3, 7, True),))})},
        "discard": {"round_start": True},  # round_start, yet cards were discarded
    }
    import dataclasses

    for path, change in cases.items():
        found = GAME.problems(dataclasses.replace(pos, **change))
        assert path in [p.path for p in found], (path, found)


def test_the_census_is_every_card_of_the_position_counted_afresh():
    """The census, move after move of a playout and with cards hidden or the discard pile only
    counted, is what counting every place gives ("?" for each card not shown), and works as a
    Counter (the simulation subtracts two to say what changed)."""
    rng = random.Random(5)
    pos = GAME.deal(rng, ["A", "B", "C"])
    for _ in range(80):
        if GAME.outcome(pos) is not None:
            break
        name = pos.players[1]
        hidden = replace(pos, hands=MappingProxyType({**pos.hands, name: Hand.of(unknown=pos.hands[name].size)}),
                         discard=len(pos.discard) if isinstance(pos.discard, tuple) else pos.discard)
        for shown in (pos, hidden):
            census = GAME.census(shown)
            assert census == afresh(shown)
            assert (census - Counter(census)) == Counter() and sum(census.values()) == 36
        options = GAME.legal_moves(pos, expand=True) or GAME.legal_moves(pos := GAME.new_round(pos, rng))
        pos = GAME.apply(pos, rng.choice(options).move)


def test_the_kept_token_answers_are_the_ones_worked_out_afresh():
    """The position check keeps the tokens it found nothing wrong with (``reading._TOKENS_FINE``):
    over seeded playouts, and with the tokens changed at random (some impossible), what it finds
    with the memo filled by the game so far is what it finds with the memo emptied, and a memo
    never holds tokens the check finds something wrong with."""
    from checker.games.dnup import reading

    def shown(found: list[Problem]) -> list[tuple[str, object, dict]]:
        return [(p.path, p.msg.text, p.msg.params) for p in found]

    rng = random.Random(11)
    for game in range(6):
        pos = GAME.deal(rng, [chr(ord("A") + i) for i in range(3 + game % 3)])
        for _ in range(400):
            if GAME.outcome(pos) is not None:
                break
            variants = [pos, replace(pos, tokens=MappingProxyType({p: rng.randint(0, 5) for p in pos.players}))]
            for each in variants:
                kept = shown(GAME.problems(each))
                memo = set(reading._TOKENS_FINE)
                reading._TOKENS_FINE.clear()
                try:
                    afresh = shown(GAME.problems(each))
                finally:
                    reading._TOKENS_FINE.update(memo)
                assert kept == afresh
                won = tuple((p, each.tokens.get(p, 0)) for p in each.players)
                if any(path == "tokens" or path.startswith("tokens.") for path, _text, _params in afresh):
                    assert (each.out, won) not in reading._TOKENS_FINE
            options = GAME.legal_moves(pos, expand=True)
            if not options:
                pos = GAME.new_round(pos, rng)
                continue
            pos = GAME.apply(pos, rng.choice(options).move)
