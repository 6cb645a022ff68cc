"""Replay records state their expected outcome, and replaying them gives it."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import ROOT
from fakegame import TakeAway

from checker.games import get
from checker.inputs import load_file, load_text
from checker.record import Expected, read_record, replay
from checker.verdict import InputError, MoveError, UsageError

RECORDS = sorted((ROOT / "examples").glob("*/record-*.yaml"))


def test_there_are_records_and_each_states_its_outcome():
    assert len(RECORDS) >= 2
    for path in RECORDS:
        assert "\nexpect:" in "\n" + path.read_text(encoding="utf-8"), path


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_record_replays_to_the_outcome_it_states(path: Path, run):
    """Runs once the game packages fulfil the contract."""
    game = get(path.parent.name)
    record = read_record(game, load_file(str(path)))
    assert record.expect is not None
    assert replay(game, record).as_expected() == record.expect
    data = run("replay", path.parent.name, str(path), "--json").json()
    assert Expected(data["verdict"], data["checked"]) == record.expect


def test_the_upturn_record_stops_at_its_illegal_tenth_move():
    record = read_record(get("upturn"), load_file(str(ROOT / "examples/upturn/record-opening.yaml")))
    assert record.expect == Expected("illegal", 10)


def doc(text: str):
    return load_text(text, "rec.yaml")


START = "position: {game: takeaway, players: [Ann, Bob], to_move: Ann, left: 4}\n"


def test_a_record_is_read_into_steps_with_draws_and_lines():
    record = read_record(TakeAway(), doc(START + "expect: {verdict: legal, checked: 2}\n"
                                                  "moves:\n  - take 1\n  - {move: take 2, draw: ['x']}\n"))
    assert [s.text for s in record.moves] == ["take 1", "take 2"]
    assert record.moves[1].draws == ("x",) and record.moves[0].draws is None
    assert record.moves[0].line == 4 and record.position.left == 4
    assert record.expect == Expected("legal", 2) and record.source == "rec.yaml"


def test_a_replay_stops_at_the_first_move_that_is_not_legal():
    record = read_record(TakeAway(), doc(START + "moves: [take 1, take 2, take 2, take 1]\n"))
    done = replay(TakeAway(), record)
    assert done.outcome == "illegal" and done.checked == 3 and done.position.left == 1
    assert [v.legal for v in done.verdicts] == [True, True, False]
    all_legal = replay(TakeAway(), read_record(TakeAway(), doc(START + "moves: [take 2, take 1]\n")))
    assert all_legal.as_expected() == Expected("legal", 2)


@pytest.mark.parametrize("text", [
    "moves: []\n",  # no position
    START + "moves: take 1\n",  # not a list
    START + "moves: []\nexpect: {verdict: fine, checked: 1}\n",
    START + "moves: []\nexpect: {verdict: legal}\n",
    START + "moves: [{move: take 1, draws: []}]\n",  # misspelt key
    START + "moves: []\nmovse: []\n",
])
def test_a_record_of_the_wrong_shape_cannot_be_read(text):
    with pytest.raises(InputError) as caught:
        read_record(TakeAway(), doc(text))
    assert caught.value.problems


def test_an_unreadable_move_names_its_number_and_line():
    record = read_record(TakeAway(), doc(START + "moves:\n  - take 1\n  - grab 2\n"))
    with pytest.raises(MoveError) as caught:
        replay(TakeAway(), record)
    msg = caught.value.msg
    assert msg.params["number"] == 2 and msg.params["line"] == 4


def test_a_draw_that_does_not_fit_names_the_move():
    record = read_record(TakeAway(), doc(START + "moves: [{move: take 1, draw: ['x']}]\n"))
    with pytest.raises(UsageError) as caught:
        replay(TakeAway(), record)
    assert caught.value.msg.params["number"] == 1
