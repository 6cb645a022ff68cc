"""A verdict makes what only an answer to a user fills when it is first read, and writes the move's
text only when it is read: each verdict gets its own lists and dicts, never one shared."""

from __future__ import annotations

import random

import pytest

from checker.games import get
from checker.i18n import Msg
from checker.verdict import Finding, Verdict, _Later

LATER = [name for name, value in vars(Verdict).items() if isinstance(value, _Later)]


def test_every_attribute_made_later_starts_empty_and_is_the_verdicts_own():
    assert set(LATER) == {"choices", "completions", "instead", "forced", "texts", "said", "read_as", "readings",
                          "left"}
    one, two = Verdict("upturn", "pass"), Verdict("upturn", "pass")
    for name in LATER:
        assert getattr(one, name) == getattr(two, name)
        assert not getattr(one, name)
    one.choices.append(Finding("upturn.turn.pass-draw", Msg("the tile drawn"), "recipient"))
    one.texts["pass"] = "pas"
    one.left["instead"] = 3
    one.completions = ["pass"]
    one.said = "I pass"
    one.read_as = True
    assert len(one.choices) == 1 and one.texts == {"pass": "pas"} and one.left == {"instead": 3}
    assert one.completions == ["pass"] and one.said == "I pass" and one.read_as is True
    assert not two.choices and two.texts == {} and two.left == {} and two.completions == []
    assert two.said is None and two.read_as is False
    # what was made is kept: the same list each time it is read
    assert one.instead is one.instead
    assert Verdict("upturn", "pass").instead is not Verdict("upturn", "pass").instead


def test_a_misspelt_attribute_is_still_an_error():
    verdict = Verdict("upturn", "pass")
    with pytest.raises(AttributeError, match="choice"):
        verdict.choice  # type: ignore[attr-defined]  # noqa: B018


def test_checks_move_text_is_written_when_read_and_once():
    game = get("upturn")
    pos = game.deal(random.Random(7), ["A", "B"])
    option = game.legal_moves(pos)[0]
    move = option.move if option.move is not None else game.parse_move(option.text, pos)
    written: list[object] = []

    def write(m: object) -> str:
        written.append(m)
        return game.move_text(m)

    verdict = Verdict(game.id, move, write)
    assert written == []
    assert verdict.move == game.move_text(move) == verdict.move
    assert written == [move]
    assert game.check(pos, move).move == game.move_text(move)
