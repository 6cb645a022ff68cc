"""Impossible positions that used to be accepted are refused, and only those (issue 20, part 2).

Each check is held to an independent account of what can happen: the letter tokens to every run of
finished rounds (worked out round by round), the direction of play to the tiles of real games, the
decks to the player counts. That nothing possible is refused is also the business of
``test_unknown_facts`` (real playout positions, facts left out).
"""

from __future__ import annotations

import copy
from functools import cache

import pytest
from conftest import ROOT, run_cli
from hypothesis import given, settings
from hypothesis import strategies as st
from test_unknown_facts import positions, read

from checker.games import get
from checker.inputs import Document
from checker.verdict import PositionError

NAMES = ["A", "B", "C", "D", "E"]


def problems(game_id: str, data: dict) -> list[tuple[str, str]]:
    try:
        get(game_id).read_position(Document(copy.deepcopy(data), {}, "<test>"))
    except PositionError as err:
        return [(p.path, str(p.msg)) for p in err.problems]
    return []


# -- dnup: letter tokens ----------------------------------------------------------------------

@cache
def earlier_tokens(players: int) -> frozenset[tuple[int, ...]]:
    """Every count of letter tokens that finished rounds can leave, round by round: each gives
    2 to its first player out and 1 to another, its second; the game goes on only while nobody
    has 4."""
    seen = {(0,) * players}
    frontier = set(seen)
    while frontier:
        nxt = set()
        for tokens in frontier:
            for first in range(players):
                for second in range(players):
                    if first == second:
                        continue
                    after = list(tokens)
                    after[first] += 2
                    after[second] += 1
                    if max(after) < 4 and tuple(after) not in seen:
                        seen.add(tuple(after))
                        nxt.add(tuple(after))
        frontier = nxt
    return frozenset(seen)


def token_position(tokens: tuple[int, ...], out: tuple[int, ...]) -> dict:
    names = NAMES[:len(tokens)]
    mover = next(n for i, n in enumerate(names) if i not in out)
    return {"game": "dnup", "players": names, "to_move": mover, "out": [names[i] for i in out],
            "tokens": {n: t for n, t in zip(names, tokens, strict=True) if t}}


def tokens_possible(tokens: tuple[int, ...], out: tuple[int, ...]) -> bool:
    earlier = list(tokens)
    for index, prize in zip(out, (2, 1), strict=False):
        earlier[index] -= prize
    if sum(tokens) > 16 and max(tokens) < 4:  # the game's 16 tokens (dnup.components)
        return False
    return tuple(earlier) in earlier_tokens(len(tokens))


@settings(max_examples=400, deadline=None)
@given(st.integers(3, 5).flatmap(lambda n: st.tuples(
    st.lists(st.integers(0, 5), min_size=n, max_size=n).map(tuple),
    st.lists(st.integers(0, n - 1), max_size=2, unique=True).map(tuple))))
def test_letter_tokens_are_refused_exactly_when_no_run_of_rounds_gives_them(case):
    tokens, out = case
    found = [path for path, _ in problems("dnup", token_position(tokens, out)) if path.startswith("tokens")]
    assert (not found) == tokens_possible(tokens, out), (tokens, out, found)


def test_the_tokens_of_issue_20_are_refused_and_name_the_rounds():
    found = problems("dnup", token_position((2, 2, 0), ()))
    assert [path for path, _ in found] == ["tokens"]
    assert "2 tokens to the first player out and 1 to the second" in found[0][1]
    # two players: the source gives no rules for them, so nothing is assumed about their rounds
    two = {"game": "dnup", "players": ["A", "B"], "to_move": "A", "tokens": {"A": 2, "B": 2}}
    assert problems("dnup", two) == []


# -- dnup: a round start with every hand shown ----------------------------------------------------

@settings(max_examples=120, deadline=None)
@given(st.integers(3, 5), st.booleans(), st.booleans(), st.data())
def test_a_round_start_with_every_hand_shown_needs_the_starred_card(players, star, hidden, data):
    cards = data.draw(st.lists(st.sampled_from(["2/3", "4/4", "6/1", "7/9", "8/2", "3/3"]),
                               min_size=players * 2, max_size=players * 2))
    names = NAMES[:players]
    hands = {n: cards[2 * i:2 * i + 2] for i, n in enumerate(names)}
    if star:
        holder = data.draw(st.sampled_from(names))
        hands[holder] = [*hands[holder], "1/5*"]
    if hidden:
        hands[names[-1]] = [*hands[names[-1]], "?"]
    position = {"game": "dnup", "players": names, "to_move": names[0], "round_start": True, "hands": hands}
    found = [path for path, _ in problems("dnup", position)]
    assert ("hands" in found) == (not star and not hidden), (hands, found)


def test_a_round_start_nobody_can_open_is_refused_at_the_hands():
    path = ROOT / "examples" / "dnup" / "round-start-wrong-player.yaml"
    data = get("dnup").canonical_data(__import__("yaml").safe_load(path.read_text(encoding="utf-8")))
    data["hands"] = {"Ala": ["2/2"], "Bartek": ["4/4", "6/2", "9/1"], "Celina": ["3/3"]}
    found = problems("dnup", data)
    assert [p for p, _ in found] == ["hands"] and "1/5*" in found[0][1]


# -- 3UP 3DOWN: two decks ------------------------------------------------------------------------

@pytest.mark.parametrize("players", range(2, 13))
@pytest.mark.parametrize("decks", [1, 2])
@pytest.mark.parametrize("house", [False, True])
def test_two_decks_belong_to_seven_or_more_players_unless_the_house_rule_says(players, decks, house):
    names = [f"P{i}" for i in range(players)]
    data = {"game": "3up3down", "players": names, "to_move": "P0", "decks": decks, "draw_pile": 0, "pile": [],
            "cards": {n: {"hand": 1, "face_up": [], "face_down": 3} for n in names}}
    if house:
        data["house_rules"] = ["two-decks-few-players"]
    found = [path for path, _ in problems("3up3down", data)]
    refused = (players > 6 and decks == 1) or (players <= 6 and decks == 2 and not house)
    assert bool(found) == refused, found
    if refused:
        assert found == (["players"] if decks == 1 else ["decks"])


def test_the_house_rule_is_named_in_the_verdict_it_decides():
    path = str(ROOT / "examples" / "3up3down" / "two-decks-four-players.yaml")
    r = run_cli("check", "3up3down", path, "play 9 9 9 9", "--json")
    assert r.code == 0
    notes = {n["rule"]: n["message"] for n in r.json()["notes"]}
    assert "two-decks-few-players" in notes["3up3down.components.one-deck-for-six"]


# -- Upturn: the direction of play -------------------------------------------------------------------

REVERSERS = {"up", "down", "updown", "joker"}


@cache
def with_start_tile() -> tuple[dict, ...]:
    return tuple(d for d in positions("upturn") if "start_tile" in d and d["row"])


def test_counterclockwise_is_refused_exactly_when_no_tile_in_the_row_can_have_reversed_it():
    kept = with_start_tile()
    assert any(REVERSERS & set(map(str, d["row"])) for d in kept)
    assert any(not REVERSERS & set(map(str, d["row"])) for d in kept)
    for data in kept:
        turned = {**copy.deepcopy(data), "direction": "counterclockwise"}
        found = [path for path, _ in problems("upturn", turned)]
        assert ("direction" in found) == (not REVERSERS & set(map(str, data["row"]))), data["row"]
        read("upturn", {**copy.deepcopy(data), "direction": "clockwise"} if "direction" not in found else data)


def test_the_joker_example_turned_counterclockwise_without_any_reverser_is_refused():
    data = {"game": "upturn", "players": ["Ann", "Bob", "Cas"], "to_move": "Ann", "direction": "counterclockwise",
            "start_tile": 50, "row": [55, 60], "trend": "ascending"}
    found = problems("upturn", data)
    assert [p for p, _ in found] == ["direction"] and "clockwise" in found[0][1]
    assert problems("upturn", {**data, "row": [55, "joker", 60]}) == []
    assert problems("upturn", {**data, "direction": "clockwise"}) == []


# -- 3UP 3DOWN: short hands stay possible ---------------------------------------------------------

def test_a_hand_short_of_three_while_the_draw_pile_lasts_is_possible_after_a_clear_plus_two():
    """3up3down.clear.extra-impossible: a turn that ends by picking up after a Clear +2 leaves the
    hand short; it stays possible while a Clear +2 can have left the game."""
    data = {"game": "3up3down", "players": ["Ann", "Bob"], "to_move": "Ann", "draw_pile": 20, "pile": [],
            "cards": {"Ann": {"hand": [4, 9], "face_down": 3}, "Bob": {"hand": 3, "face_down": 3}}}
    assert problems("3up3down", data) == []
    # every card accounted for, and no Clear +2 among the cleared ones: nothing explains the short hand
    data["removed"] = ([n for n in (1, 2, 3, 5, 6, 7, 8, 10) for _ in range(6)])[:37]
    assert [p for p, _ in problems("3up3down", data)] == ["cards.Ann.hand"]
