"""What may be played instead of an illegal move agrees with ``moves --expand`` (issue 20, part 3).

Every move an illegal verdict offers ``instead`` is a move the expanded list holds, and a verdict
says "the only legal move" (and lists that move's effects under ``forced``) exactly when the
expanded list holds one move. Positions come from random playouts of every game and from the
shipped examples; the illegal moves are other positions' legal moves and legal moves with a
number changed, so that they are near misses a player might make.
"""

from __future__ import annotations

import re
from functools import cache

import pytest
from conftest import ROOT, run_cli
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from test_unknown_facts import positions

from checker.answer import answer
from checker.games import get
from checker.i18n import english
from checker.inputs import Document, load_file
from checker.verdict import ILLEGAL, RefereeError

GAMES = ["uptown", "upturn", "dnup", "3up3down"]
#: more than the 500 moves ``instead`` looks at: a longer list is cut, and then only membership is checked
FULL = 2000


@cache
def sample(game_id: str) -> tuple[tuple[object, tuple[str, ...]], ...]:
    """(position, its expanded legal moves) for playout positions and the examples."""
    game = get(game_id)
    found = []
    datas = list(positions(game_id))
    folder = "3up3down" if game_id == "3up3down" else game_id
    for path in sorted((ROOT / "examples" / folder).glob("*.yaml")):
        doc = load_file(str(path))
        if isinstance(doc.data, dict) and "moves" not in doc.data:
            datas.append(doc.data)
    for data in datas:
        try:
            pos = game.read_position(Document(data, {}, "<sample>"))
        except RefereeError:
            continue
        found.append((pos, tuple(o.text for o in game.legal_moves(pos, expand=True, limit=FULL))))
    return tuple(found)


@cache
def move_pool(game_id: str) -> tuple[str, ...]:
    """Legal moves of every sampled position, and the same with one number changed."""
    pool: set[str] = set()
    for _, moves in sample(game_id):
        for text in moves[:40]:
            pool.add(text)
            for n in re.findall(r"\d+", text)[:2]:
                for other in (int(n) - 1, int(n) + 1):
                    pool.add(text.replace(n, str(other), 1))
    return tuple(sorted(pool))


def agrees(game_id: str, pos: object, expanded: tuple[str, ...], text: str) -> bool:
    """Judge ``text``; for an illegal verdict, hold ``instead`` and ``forced`` to the expanded list.
    True when the move was an illegal one (so that the test can count them)."""
    game = get(game_id)
    try:
        move = game.parse_move(text, pos)
    except RefereeError:
        return False
    verdict = answer(game, pos, move, english())
    if verdict.outcome != ILLEGAL:
        return False
    listed = set(expanded)
    assert set(verdict.instead) <= listed, (text, verdict.instead, expanded[:20])
    if len(expanded) == 1:
        assert verdict.instead == list(expanded)
        assert [f.msg.text for f in verdict.forced] == \
            [f.msg.text for f in game.check(pos, game.parse_move(expanded[0], pos)).effects]
    else:
        assert not verdict.forced, (text, verdict.instead, len(expanded))
        assert len(verdict.instead) == min(len(expanded), 5)
    return True


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(choice=st.data())
def test_instead_and_forced_are_moves_that_moves_expand_lists(game_id, choice):
    kept = sample(game_id)
    pos, expanded = kept[choice.draw(st.integers(0, len(kept) - 1), label="position")]
    assume(len(expanded) < FULL)
    text = choice.draw(st.sampled_from(move_pool(game_id)), label="move")
    assume(agrees(game_id, pos, expanded, text))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_samples_hold_illegal_moves_with_one_and_with_several_moves_instead(game_id):
    """The property above meets both kinds: a forced move, and a choice of moves."""
    one = several = 0
    pool = move_pool(game_id)
    for index, (pos, expanded) in enumerate(sample(game_id)):
        if len(expanded) >= FULL or not expanded:
            continue
        for text in pool[index % 7::97][:6]:
            if agrees(game_id, pos, expanded, text):
                one += len(expanded) == 1
                several += len(expanded) > 1
    assert several > 20
    if game_id in ("uptown", "3up3down"):  # a forced capture, a forced pickup (Upturn may always pass,
        assert one > 0, game_id             # a dnup hand may always be turned: never one move there)


def test_a_clear_plus_one_with_three_ways_to_finish_is_not_the_only_legal_move(tmp_path):
    """The case of issue 20: after the Clear +1, 4, 4 4 and 4 4 4 may follow (the last clears the pile
    again): the verdict lists them, and claims no single move."""
    position = tmp_path / "pos.yaml"
    position.write_text(
        "game: 3up3down\nplayers: [Ann, Bob]\nto_move: Ann\ndraw_pile: 0\npile: [6, 9]\npile_below: 4\n"
        "cards:\n  Ann: {hand: [clear+1, 4, 4, 4], face_up: [2, 3, 5], face_down: 3}\n"
        "  Bob: {hand: 4, face_up: [7, 7, 2], face_down: 3}\n", encoding="utf-8")
    listed = run_cli("moves", "3up3down", str(position), "--expand", "--json").json()["moves"]
    assert listed == ["play clear+1, play 4", "play clear+1, play 4 4", "play clear+1, play 4 4 4"]
    r = run_cli("check", "3up3down", str(position), "play 4", "--json")
    assert r.code == 1
    data = r.json()
    assert sorted(data["instead"]) == sorted(listed) and data["forced"] == []
    text = run_cli("check", "3up3down", str(position), "play 4").out
    assert "The only legal move" not in text and "play clear+1, play 4 4 4" in text
    # with one 4 only, the one way is the only legal move, and its effects are shown
    position.write_text(position.read_text(encoding="utf-8").replace("[clear+1, 4, 4, 4]", "[clear+1, 4]"),
                        encoding="utf-8")
    assert run_cli("moves", "3up3down", str(position), "--expand", "--json").json()["moves"] == \
        ["play clear+1, play 4"]
    forced = run_cli("check", "3up3down", str(position), "play 4")
    assert "The only legal move instead" in forced.out
    assert run_cli("check", "3up3down", str(position), "play 4", "--json").json()["forced"]

