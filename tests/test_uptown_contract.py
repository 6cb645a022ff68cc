"""Uptown on the one game contract: apply refuses what the judge refuses, a --draw that does not
fit the move is a usage error, unreadable and impossible files are kept apart, and problems() is
the one position check."""

from __future__ import annotations

import dataclasses
import random

import pytest
from conftest import ROOT, run_cli

from checker.games import get
from checker.games.uptown import PASS, Place
from checker.inputs import load_file, load_text
from checker.verdict import IllegalMoveError, QuietVerdict, UsageError

GAME = get("uptown")
EX = ROOT / "examples" / "uptown"
HEAD = """\
game: uptown
players: [ana, ben, cai]
to_move: ana
colours: {ana: red, ben: blue, cai: green}
"""


def example(name: str):
    return GAME.read_position(load_file(str(EX / f"{name}.yaml")))


def write(tmp_path, text: str) -> str:
    path = tmp_path / "pos.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


# -- apply runs the judge -------------------------------------------------------------------

def test_applying_an_illegal_move_raises_illegal_move_error():
    pos = example("01-letter-tile")
    with pytest.raises(IllegalMoveError):
        GAME.apply(pos, GAME.parse_move("C D5", pos))  # a C goes in row C
    with pytest.raises(IllegalMoveError):
        GAME.apply(pos, PASS)  # a placement exists


def test_applying_an_undetermined_move_raises_too():
    pos = example("12-hidden-rack")
    assert GAME.check(pos, GAME.parse_move("C C5", pos)).outcome == "undetermined"
    with pytest.raises(IllegalMoveError):
        GAME.apply(pos, GAME.parse_move("C C5", pos))


def test_check_and_apply_are_the_same_engine():
    pos = example("01-letter-tile")
    move = GAME.parse_move("C C5", pos)
    quiet = QuietVerdict()
    after = GAME.judge(pos, move, quiet)
    assert quiet.legal and after == GAME.apply(pos, move)
    assert GAME.check(pos, move).legal


# -- --draw ------------------------------------------------------------------------------------

@pytest.mark.parametrize("example_name, move, draws", [
    ("08-no-placement-pass", "pass", ["A"]),        # a pass draws nothing
    ("01-letter-tile", "C C5", ["A", "B"]),          # a placement draws one tile at most
    ("01-letter-tile", "C C5", ["C"]),               # the red C is the tile just placed
    ("01-letter-tile", "C C5", ["zebra"]),           # no tile at all
])
def test_a_draw_that_does_not_fit_the_move_is_a_usage_error(example_name, move, draws):
    args = ["apply", "uptown", str(EX / f"{example_name}.yaml"), move, "--json"]
    for d in draws:
        args += ["--draw", d]
    r = run_cli(*args)
    assert r.code == 2 and r.json()["error"] == "UsageError", r
    pos = example(example_name)
    with pytest.raises(UsageError):
        GAME.apply(pos, GAME.parse_move(move, pos), draws)


# 23 tiles of each colour, each on a square some tile of its colour fits (red: every tile but C to G)
LAST_DRAWN = """\
board:
  A: "R B R B G G B B B"
  B: "G R B B G . B R B"
  C: "B . B G R B . G R"
  D: "R R R B B G G R ."
  E: ". G G R R B R B R"
  F: "G R B G R G G B B"
  G: "B G G . . G R . ."
  H: "B G G . G R R G ."
  I: "R R R G R B G B ."
racks:
  red: [C, D, E, F, G]
"""


def test_the_last_placement_of_a_colour_draws_nothing_so_a_draw_is_a_usage_error(tmp_path):
    text = HEAD + LAST_DRAWN
    pos = GAME.read_position(load_text(text, "<test>"))
    assert pos.supply_count(0) == 0 and not pos.done(0)
    move = GAME.parse_move("C C7", pos)
    assert GAME.check(pos, move).legal
    with pytest.raises(UsageError):
        GAME.apply(pos, move, ["A"])
    assert GAME.apply(pos, move).done(0)


def test_a_draw_that_fits_is_placed_on_the_rack():
    pos = example("01-letter-tile")
    after = GAME.apply(pos, GAME.parse_move("C C5", pos), ["woman"])
    assert after.racks[0][-1] == "woman"


# -- cannot be read vs cannot happen --------------------------------------------------------------

@pytest.mark.parametrize("change, path", [
    ("rakcs:\n  red: [A, B, C, D, E]\n", "rakcs"),        # a misspelt key
    ("supplies:\n  red: 3\n", "supplies"),
])
def test_a_misspelt_key_cannot_be_read(tmp_path, change, path):
    r = run_cli("check", "uptown", write(tmp_path, HEAD + change), "C C5", "--json")
    assert r.code == 2 and r.json()["error"] == "InputError", r
    assert [p["path"] for p in r.json()["problems"]] == [path]


def test_a_value_in_any_letter_case_is_read_and_a_value_that_is_no_colour_is_not(tmp_path):
    plain = run_cli("check", "uptown", write(tmp_path, HEAD), "C C5", "--json")
    for spelt in ("Red", "RED"):
        r = run_cli("check", "uptown", write(tmp_path, HEAD.replace("ana: red", f"ana: {spelt}")), "C C5", "--json")
        assert r.code == plain.code == 3 and r.json() == plain.json(), r
    r = run_cli("check", "uptown", write(tmp_path, HEAD.replace("ana: red", "ana: pink")), "C C5", "--json")
    assert r.code == 2 and r.json()["error"] == "InputError", r
    assert [p["path"] for p in r.json()["problems"]] == ["colours.ana"]


def test_a_readable_position_the_rules_forbid_cannot_happen(tmp_path):
    # B goes in row B (ben to move: ana has placed the one tile, as the seating order allows)
    text = HEAD.replace("to_move: ana", "to_move: ben") + "board:\n  A: \"R:B . . . . . . . .\"\n"
    r = run_cli("check", "uptown", write(tmp_path, text), "C C5", "--json")
    assert r.code == 2 and r.json()["error"] == "PositionError", r
    assert [p["path"] for p in r.json()["problems"]] == ["board.A[0]"]


# -- problems() --------------------------------------------------------------------------------------

def played(seed: int = 3, moves: int = 30):
    rng = random.Random(seed)
    pos = GAME.deal(rng, ["a", "b", "c"])
    for _ in range(moves):
        pos = GAME.apply(pos, rng.choice(GAME.legal_moves(pos)).move)
    return pos


def messages(pos) -> list[tuple[str, str]]:
    return [(p.msg.text if isinstance(p.msg.text, str) else p.msg.text[0], p.path) for p in GAME.problems(pos)]


def test_problems_is_empty_for_a_dealt_and_a_played_position():
    assert GAME.problems(GAME.deal(random.Random(1), ["a", "b"])) == []
    assert GAME.problems(played()) == []


def test_problems_finds_a_tile_on_a_square_it_does_not_match():
    pos = played()
    square = next(i for i, c in enumerate(pos.colour) if c < 0 and i // 9 != 0)
    board = (*pos.colour[:square], 0, *pos.colour[square + 1:])
    faces = (*pos.face[:square], "A", *pos.face[square + 1:])  # an A belongs in row A
    broken = dataclasses.replace(pos, colour=board, face=faces, counts=())
    found = messages(broken)
    assert ("%(tile)s cannot stand on %(square)s: it does not match that square.",
            f"board.{'ABCDEFGHI'[square // 9]}[{square % 9}]") in found


def test_problems_finds_a_capture_of_an_own_colour_and_a_colour_nobody_plays():
    pos = played()
    captured = (((0, "?"), (4, "?")), *pos.captured[1:])
    broken = dataclasses.replace(pos, captured=captured, counts=())
    found = messages(broken)
    assert ("%(player)s cannot have captured a %(colour)s tile: it is their own colour.", "captured.a[0]") in found
    assert ("No player plays %(colour)s.", "captured.a[1]") in found


def test_problems_finds_a_tile_given_twice_and_a_wrong_rack_size():
    pos = played()
    on_board = next(f for c, f in zip(pos.colour, pos.face, strict=False) if c == 0)
    racks = ((*pos.racks[0][:-1], on_board, "A"), *pos.racks[1:])
    broken = dataclasses.replace(pos, racks=racks)
    texts = [t for t, _ in messages(broken)]
    assert "There is only one %(colour)s %(tile)s, and it is already given at %(first)s." in texts
    assert "The %(colour)s rack must hold %(count)s tile here, not %(found)s." in texts


def test_problems_finds_more_captures_than_placements_and_two_players_with_one_colour():
    pos = GAME.deal(random.Random(2), ["a", "b", "c"])
    broken = dataclasses.replace(pos, owned=((0,), (0,), (2,)), captured=((), ((2, "A"),), ()),
                                 counts=(), colours_in_play=())
    found = messages(broken)
    assert ("The colour %(colour)s already belongs to %(player)s.", "colours.b") in found
    assert ("%(player)s lists %(found)s capture, but the number of tiles placed is %(count)s; each capture is "
            "a placement.", "captured.b") in found


def test_the_position_is_a_frozen_value():
    pos = played()
    with pytest.raises(dataclasses.FrozenInstanceError):
        pos.to_move = 2  # type: ignore[misc]
    again = GAME.read_position(load_text(__import__("yaml").safe_dump(GAME.position_data(pos)), "<again>"))
    assert again == pos and hash(again) == hash(pos)
    assert Place("A", 0) == Place("A", 0) and hash(Place("A", 0)) == hash(Place("A", 0))
