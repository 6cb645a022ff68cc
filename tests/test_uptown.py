"""Uptown: placing, capturing, passing, the end, two players, scoring.

Each default reading of the Uptown part of RULINGS.md has a legal and an
illegal (or undetermined) case here; positions are the shipped examples or
small files written to ``tmp_path``.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest
import yaml
from conftest import ROOT, run_cli

from checker.games import get
from checker.games.uptown import FACES, UNKNOWN, Pass, Place, splits
from checker.inputs import Document, load_file, load_text
from checker.verdict import MoveError

GAME = get("uptown")
EX = ROOT / "examples" / "uptown"
EXAMPLES = sorted(EX.glob("*.yaml"))

BOARD = """\
board:
  A: ". R:man . . . . . . ."
  B: ". R:2 R:B . . . . . ."
  C: ". B:C B:3 B:ring . . G:C G:8 ."
  D: "R:sign . . B:4 . . . . ."
  E: ". . . . G:E . . . ."
  I: "G:I . . . . . . . ."
"""
HEAD = """\
game: uptown
players: [ana, ben, cai]
to_move: ana
colours: {ana: red, ben: blue, cai: green}
"""


def example(name: str) -> str:
    return str(EX / f"{name}.yaml")


def write(tmp_path: Path, text: str, name: str = "pos.yaml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def position(text: str):
    return GAME.read_position(load_text(text, "<test>"))


def verdict(path: str, move: str, *extra: str) -> dict:
    r = run_cli("check", "uptown", path, move, "--json", *extra)
    data = r.json()
    assert r.code == {"legal": 0, "illegal": 1, "undetermined": 3}[data["verdict"]], r
    return data


def rules(data: dict, key: str = "reasons") -> set:
    return {f["rule"] for f in data[key]}


def cited(data: dict) -> set:
    return {f["rule"] for key in ("reasons", "effects", "notes", "missing") for f in data[key]}


def judge(pos, text: str):
    return GAME.check(pos, GAME.parse_move(text, pos))


def conserved(pos) -> None:
    """Every tile of every colour is somewhere exactly once."""
    for c in pos.colours_in_play:
        tiles = [pos.face[i] for i in range(81) if pos.colour[i] == c]
        tiles += [f for caps in pos.captured for cc, f in caps if cc == c]
        tiles += list(pos.racks[c]) + list(pos.supplies[c] or [])
        assert Counter(tiles) == Counter(FACES), c


# -- reading 2: letter, number, symbol, $ -------------------------------------------

@pytest.mark.parametrize("name, legal, illegal, rule", [
    ("01-letter-tile", "C C5", "C D5", "uptown.place.letter"),
    ("02-number-tile", "7 A7", "7 A8", "uptown.place.number"),
    ("03-symbol-tile", "man A1", "man D2", "uptown.place.symbol"),
])
def test_a_tile_goes_only_in_its_row_column_or_zone(name, legal, illegal, rule):
    ok = verdict(example(name), legal)
    assert ok["verdict"] == "legal"
    assert "uptown.turn.place-one" in rules(ok, "effects")
    bad = verdict(example(name), illegal)
    assert bad["verdict"] == "illegal" and rules(bad) == {rule}


def test_the_dollar_tile_goes_on_any_empty_square_but_not_on_an_own_tile():
    path = example("04-dollar-tile")
    for square in ("A1", "E1", "I9", "F5"):
        assert verdict(path, f"$ {square}")["verdict"] == "legal"
    assert rules(verdict(path, "$ xB3")) == {"uptown.capture.not-own"}


def test_the_symbol_zone_message_names_both_zones():
    bad = verdict(example("03-symbol-tile"), "man D2")
    assert "A1–C3" in bad["reasons"][0]["message"] and "sign" in bad["reasons"][0]["message"]


def test_a_capture_must_match_its_square_too():
    path = example("05-capture-split")
    ok = verdict(path, "4 xD4")
    assert ok["verdict"] == "legal" and "uptown.capture.match" in rules(ok, "notes")
    bad = verdict(path, "F xC2")
    assert rules(bad) == {"uptown.place.letter"} and "uptown.capture.match" in rules(bad, "notes")


def test_every_broken_rule_is_reported_not_just_the_first():
    # the red 2 is on the board (not on the rack), column 2 is not C5's, and C5 is empty but marked x
    bad = verdict(example("01-letter-tile"), "2 xC5")
    assert rules(bad) == {"uptown.setup.rack", "uptown.place.number", "uptown.capture.allowed"}


# -- reading 1: one tile a turn, draw, no passing ------------------------------------

def test_a_placement_draws_one_tile_from_the_own_supply():
    ok = verdict(example("01-letter-tile"), "C C5")
    draw = next(f for f in ok["effects"] if f["kind"] == "draw")
    assert draw["rule"] == "uptown.turn.draw" and draw["values"] == {"player": "ana", "colour": "red", "left": 18}


def test_only_tiles_on_the_rack_can_be_played():
    assert rules(verdict(example("01-letter-tile"), "A A1")) == {"uptown.setup.rack"}
    assert verdict(example("01-letter-tile"), "E E1")["verdict"] == "legal"


def test_passing_is_illegal_while_a_placement_exists_and_legal_when_none_does():
    bad = verdict(example("01-letter-tile"), "pass")
    assert rules(bad) == {"uptown.turn.no-pass"}
    ok = verdict(example("08-no-placement-pass"), "pass")
    assert ok["verdict"] == "legal"
    assert [f["kind"] for f in ok["effects"]] == ["pass", "next-player"]
    assert {"uptown.turn.no-pass", "uptown.capture.forced"} <= rules(ok, "notes")


def test_a_pass_places_and_draws_nothing(tmp_path):
    pos = GAME.read_position(load_file(example("08-no-placement-pass")))
    after = GAME.apply(pos, Pass())
    assert after.colour == pos.colour and after.racks == pos.racks
    assert after.players[after.to_move] == "ben"


def test_a_player_who_may_not_capture_anything_cannot_place_there_either():
    for move in ("A xA5", "A xA1", "woman xA9"):
        assert rules(verdict(example("08-no-placement-pass"), move)) == {"uptown.capture.no-split"}
    assert rules(verdict(example("08-no-placement-pass"), "man xB2")) == {"uptown.capture.not-own"}


# -- reading 3: captures -------------------------------------------------------------

def test_capturing_an_end_of_a_group_is_legal_and_the_capturer_keeps_the_tile(tmp_path):
    path = example("05-capture-split")
    ok = verdict(path, "C xC2")
    kinds = {f["kind"]: f for f in ok["effects"]}
    assert kinds["capture"]["values"] == {"colour": "blue", "tile": "C", "owner": "ben", "square": "C2"}
    assert kinds["keep"]["rule"] == "uptown.capture.kept"
    after = run_cli("apply", "uptown", path, "C xC2")
    data = yaml.safe_load(after.out)
    assert data["captured"] == {"ana": ["B:C"]}
    assert data["board"]["C"][1] == "R:C"


def test_capturing_the_only_link_of_a_group_is_illegal():
    path = example("05-capture-split")
    for move in ("C xC3", "ring xC4"):
        bad = verdict(path, move)
        assert rules(bad) == {"uptown.capture.no-split"}
        assert bad["reasons"][0]["values"]["parts"] == 2
        assert bad["reasons"][0]["values"]["group"] == ["C2", "C3", "C4", "D4"]


def test_a_lone_tile_and_either_tile_of_a_pair_can_always_be_captured():
    path = example("06-capture-own-and-pairs")
    for move in ("8 xC8", "E xE5"):
        ok = verdict(path, move)
        assert ok["verdict"] == "legal" and "uptown.capture.small-groups" in rules(ok, "notes")


def test_a_capture_that_only_shrinks_a_group_keeps_its_count_and_one_that_removes_a_lone_tile_lowers_it():
    ok = verdict(example("06-capture-own-and-pairs"), "E xE5")
    groups = {f["values"]["colour"]: f["values"]["groups"] for f in ok["effects"] if f["kind"] == "groups"}
    assert groups == {"red": 3, "green": 2}
    ok = verdict(example("06-capture-own-and-pairs"), "8 xC8")
    groups = {f["values"]["colour"]: f["values"]["groups"] for f in ok["effects"] if f["kind"] == "groups"}
    assert groups["green"] == 3


def test_a_player_never_captures_their_own_tile():
    assert rules(verdict(example("06-capture-own-and-pairs"), "1 xD1")) == {"uptown.capture.not-own"}
    assert verdict(example("06-capture-own-and-pairs"), "1 A1")["verdict"] == "legal"


def test_a_capture_needs_a_tile_on_the_square():
    assert rules(verdict(example("01-letter-tile"), "C xC5")) == {"uptown.capture.allowed"}
    assert verdict(example("01-letter-tile"), "C C5")["verdict"] == "legal"


def test_the_x_is_optional_a_tile_on_an_occupied_square_captures():
    ok = verdict(example("05-capture-split"), "C C2")
    assert ok["verdict"] == "legal" and "capture" in {f["kind"] for f in ok["effects"]}


def test_the_split_test_agrees_with_recounting_groups_on_random_boards():
    from checker.games.uptown import groups_of

    rng = random.Random(3)
    for _ in range(300):
        board = tuple(rng.choice([-1, -1, 0, 0, 0, 1]) for _ in range(81))
        for square in range(81):
            if board[square] != 0:
                continue
            after = tuple(-1 if i == square else c for i, c in enumerate(board))
            split = len(groups_of(after, 0)) > len(groups_of(board, 0))
            assert splits(board, square) == split, square


# -- reading 4: capturing is optional, forced only when nothing else fits ----------

def test_capturing_is_optional_while_an_empty_square_fits():
    path = example("05-capture-split")
    assert verdict(path, "C C5")["verdict"] == "legal"
    assert verdict(path, "C xC2")["verdict"] == "legal"


def test_a_player_whose_tiles_fit_no_empty_square_must_capture():
    path = example("07-forced-capture")
    bad = verdict(path, "pass")
    assert rules(bad) == {"uptown.capture.forced"}
    assert bad["reasons"][0]["values"] == {"example": "B xB5"}
    assert verdict(path, "B xB5")["verdict"] == "legal"
    assert rules(verdict(path, "C xC5")) == {"uptown.capture.not-own"}  # C5 holds ana's own red tile
    assert run_cli("moves", "uptown", path, "--json").json()["moves"] == ["B xB5"]


# -- reading 5: groups; a lone tile is a group ----------------------------------------

def test_a_lone_tile_counts_as_a_group_in_the_score():
    data = run_cli("score", "uptown", example("06-capture-own-and-pairs"), "--json").json()
    by_name = {p["name"]: p for p in data["players"]}
    assert by_name["cai"]["groups"] == {"green": 3}  # the pair C7-C8 and the lone E5 and I1
    assert by_name["ana"]["groups"] == {"red": 2}    # A2-B2-B3 and the lone D1
    ok = verdict(example("01-letter-tile"), "E E6")
    assert "uptown.group.lone-tile" in rules(ok, "notes")


def test_tiles_touching_only_at_a_corner_are_separate_groups():
    # two turns each (ana to move again), so the turns fit the seating order
    pos = position(HEAD + "board:\n  A: \"R:A . . . . . . . .\"\n  B: \". R:B . . . . . . .\"\n"
                   "  C: \". . . . . . . . .\"\n  I: \". . . B B . G G .\"\n"
                   + "racks:\n  red: [C, 7, E, car, $]\n")
    assert GAME.score(pos, "uptown").data["players"][0]["groups"] == {"red": 2}


# -- reading 6: the end -----------------------------------------------------------------

def test_the_last_placement_draws_nothing_and_can_end_the_game():
    ok = verdict(example("09-last-turn"), "5 xB5")
    kinds = [f["kind"] for f in ok["effects"]]
    assert "draw" not in kinds and "last-turn" in kinds
    win = [f for f in ok["effects"] if f["kind"] == "win"]
    assert win[0]["values"]["winners"] == ["cai"] and {f["rule"] for f in win} == {
        "uptown.score.groups", "uptown.score.tie"}


def test_nothing_is_legal_once_the_game_is_over():
    for move in ("A xA9", "pass", "C C7"):
        bad = verdict(example("10-game-over"), move)
        assert rules(bad) == {"uptown.end.trigger"}
    assert run_cli("moves", "uptown", example("10-game-over"), "--json").json()["moves"] == []
    pos = GAME.read_position(load_file(example("10-game-over")))
    assert GAME.outcome(pos) == "cai"


# 22 tiles of each colour; the red ones are A, B, C, 1 to 9, the nine symbols and $, each on a
# square it fits (the position check matches tiles given by colour to squares)
LATE = """\
game: uptown
players: [ana, ben, cai]
to_move: ana
colours: {ana: red, ben: blue, cai: green}
board:
  A: ". G B R B R R R ."
  B: "R R B R R B B B G"
  C: "B R R G G G B G G"
  D: "G G B B . B R R B"
  E: "B R R R . B G G ."
  F: "G B R G . . R G R"
  G: ". . G . R B R B B"
  H: ". G . R . G G B G"
  I: "G G R B . . G B B"
racks:
  red: [D, E, F, G, H]
captured: {}
"""


def test_drawing_the_last_tile_gives_one_more_turn_and_then_no_more(tmp_path):
    path = write(tmp_path, LATE)  # 22 red tiles placed: this draw empties the supply
    ok = verdict(path, "D D5")
    draw = next(f for f in ok["effects"] if f["kind"] == "draw")
    assert draw["rule"] == "uptown.end.trigger" and draw["values"]["left"] == 0
    after = yaml.safe_load(run_cli("apply", "uptown", path, "D D5", "--draw", "I").out)
    assert after["racks"]["red"] == ["E", "F", "G", "H", "I"] and "supply" not in after
    # ana has placed 23 tiles, her supply is empty and five are on the rack: one more placement
    again = write(tmp_path, yaml.safe_dump({**after, "to_move": "ana"}), "again.yaml")
    last = verdict(again, "E E5")
    assert "last-turn" in {f["kind"] for f in last["effects"]} and "draw" not in {f["kind"] for f in last["effects"]}
    done = yaml.safe_load(run_cli("apply", "uptown", again, "E E5").out)
    assert len(done["racks"]["red"]) == 4
    done["to_move"] = "ana"
    bad = verdict(write(tmp_path, yaml.safe_dump(done), "done.yaml"), "F F5")
    assert rules(bad) == {"uptown.end.four-left"}
    assert run_cli("moves", "uptown", str(tmp_path / "done.yaml"), "--json").json()["moves"] == ["pass"]


def test_a_player_with_no_tiles_left_to_play_is_skipped():
    pos = GAME.read_position(load_file(example("09-last-turn")))
    v = judge(pos, "5 C5")
    assert v.legal
    # ana and ben are done; the game ends with this move, so nobody is next
    assert "next-player" not in {f.kind for f in v.effects}


# -- reading 7: scoring -------------------------------------------------------------------

def test_uptown_scoring_ranks_by_groups_then_fewest_captures():
    data = run_cli("score", "uptown", example("10-game-over"), "--json").json()
    ranks = {p["name"]: (p["groups_total"], p["captured_total"], p["rank"]) for p in data["players"]}
    assert ranks == {"ana": (2, 3, 2), "ben": (3, 0, 3), "cai": (2, 1, 1)}
    assert data["winners"] == ["cai"] and data["tie_break"] == "captures" and data["finished"] is True
    assert data["board"]["I"][-1] == "R2" and data["board"]["A"][0] == "B1" and data["board"]["A"][-1] is None


def test_blockers_adds_the_most_captured_colour_and_breaks_ties_on_total_captures(tmp_path):
    data = run_cli("score", "uptown", example("10-game-over"), "--variant", "blockers", "--json").json()
    scores = {p["name"]: p["score"] for p in data["players"]}
    assert scores == {"ana": 5, "ben": 3, "cai": 3} and data["winners"] == ["ben"]
    # ben and cai tie on 3: ben captured fewer tiles in total (none), so ben ranks above cai
    assert {p["name"]: p["rank"] for p in data["players"]} == {"ana": 3, "ben": 1, "cai": 2}
    assert "uptown.variant.blockers.tie" in data["rules"]
    assert "uptown.variant.blockers.score" in data["rules"]
    # the seed's example: one group and three blue captures (4) loses to two groups and one
    # capture of each colour (3); plain Uptown scoring would have the single group win. Every
    # player has placed eight tiles (on the board or captured), as turns from ana round to ana allow.
    text = """\
game: uptown
players: [ana, ben, cai, dan]
to_move: ana
colours: {ana: red, ben: blue, cai: green, dan: yellow}
board:
  A: "R R R R . G . Y Y"
  B: "R R R . . G G G ."
  C: "B . G . B . Y Y B"
  D: ". . G G G . . . ."
  E: "B . . . Y . . . ."
  G: ". . . . Y . . . ."
  H: ". . . . Y . . . ."
captured:
  ana: [B, B, B]
  cai: [R, B, Y]
"""
    path = write(tmp_path, text)
    data = run_cli("score", "uptown", path, "--variant", "blockers", "--json").json()
    row = {p["name"]: (p["groups_total"], p["captured_most"], p["score"]) for p in data["players"]}
    assert row == {"ana": (1, 3, 4), "ben": (4, 0, 4), "cai": (2, 1, 3), "dan": (4, 0, 4)}
    assert data["winners"] == ["cai"]
    assert run_cli("score", "uptown", path, "--json").json()["winners"] == ["ana"]


def test_tied_on_groups_and_captures_the_victory_is_shared(tmp_path):
    text = HEAD + 'board:\n  A: "R . B . G . . . ."\ncaptured: {}\n'
    data = run_cli("score", "uptown", write(tmp_path, text), "--json").json()
    assert data["winners"] == ["ana", "ben", "cai"] and data["tie_break"] == "shared"


def test_a_tie_on_groups_with_the_captures_left_out_has_no_winner(tmp_path):
    # the tie would go to fewer captured tiles, which the position does not give
    text = HEAD + 'board:\n  A: "R . B . G . . . ."\n'
    data = run_cli("score", "uptown", write(tmp_path, text), "--json").json()
    assert data["winners"] == [] and data["tie_break"] == "captures-unknown"
    assert [p["rank"] for p in data["players"]] == [1, 1, 1] and data["players"][0]["captured_total"] is None
    shown = run_cli("score", "uptown", str(tmp_path / "pos.yaml"))
    assert "not known" in shown.out and "who wins is not known" in shown.out
    blockers = run_cli("score", "uptown", str(tmp_path / "pos.yaml"), "--variant", "blockers")
    assert blockers.code == 2 and "captured: {}" in blockers.err


def test_score_prints_a_plain_board_and_table_in_a_pipe():
    r = run_cli("score", "uptown", example("10-game-over"))
    assert r.code == 0
    lines = r.out.splitlines()
    # group labels are lower case after a slash (render.group_label), so that they do not read as squares
    assert any(line.startswith("I  .") and "?/g2" in line and line.endswith("?/r2 ?/r2 ?/r2") for line in lines)
    assert "Winner: cai" in r.out and "\x1b[" not in r.out


def test_score_draws_a_coloured_board_on_a_terminal(monkeypatch):
    import checker.render as render

    monkeypatch.setattr(render, "color_enabled", lambda stream=None: True)
    r = run_cli("score", "uptown", example("11-two-players"), "--variant", "blockers")
    assert r.code == 0 and "Blockers!" in r.out and "ana" in r.out


# -- reading 8: two players, two colours each -----------------------------------------------

def test_two_players_place_from_either_rack_and_refill_that_rack(tmp_path):
    path = example("11-two-players")
    ok = verdict(path, "R:C C5")
    assert ok["verdict"] == "legal" and "uptown.two-players.turn" in rules(ok, "notes")
    assert next(f for f in ok["effects"] if f["kind"] == "draw")["values"]["colour"] == "red"
    assert verdict(path, "G:ring C5")["verdict"] == "legal"
    assert verdict(path, "sax F8")["verdict"] == "legal"  # only green holds a sax: no colour needed
    after = yaml.safe_load(run_cli("apply", "uptown", path, "G:ring C5").out)
    assert after["racks"]["green"] == ["A", 1, "sax", "$", "?"] and after["to_move"] == "ben"


def test_two_players_capture_neither_of_their_own_colours():
    path = example("11-two-players")
    bad = verdict(path, "R:E xE5")
    assert rules(bad) == {"uptown.capture.not-own"}
    assert verdict(path, "G:$ xI5")["verdict"] == "legal"
    assert rules(verdict(path, "G:$ xG5")) == {"uptown.capture.no-split"}


def test_two_players_play_only_their_own_colours():
    assert rules(verdict(example("11-two-players"), "Y:1 A1")) == {"uptown.turn.place-one"}


def test_a_tile_both_racks_hold_leaves_its_colour_to_choose():
    # both racks hold a $: the colour is a choice still open, not a condition of legality
    r = run_cli("check", "uptown", example("11-two-players"), "$ E6", "--json")
    data = r.json()
    assert r.code == 0 and data["verdict"] == "legal"
    assert [c["kind"] for c in data["choices"]] == ["colour"]
    assert data["completions"] == ["R:$ E6", "G:$ E6"]
    text = run_cli("check", "uptown", example("11-two-players"), "$ E6")
    assert "R:$ E6" in text.out and "G:$ E6" in text.out
    applied = run_cli("apply", "uptown", example("11-two-players"), "$ E6")
    assert applied.code == 2 and "R:$ E6" in applied.err and "G:$ E6" in applied.err


def test_two_players_score_both_colours_which_never_join():
    data = run_cli("score", "uptown", example("11-two-players"), "--json").json()
    ana = data["players"][0]
    assert ana["groups"] == {"red": 2, "green": 3} and ana["groups_total"] == 5
    assert "uptown.two-players.score" in data["rules"]


# -- hidden facts --------------------------------------------------------------------------------

def test_a_hidden_rack_makes_a_placement_undetermined_unless_the_tile_is_elsewhere():
    path = example("12-hidden-rack")
    data = verdict(path, "C C5")
    assert data["verdict"] == "undetermined" and data["missing"][0]["kind"] == "racks.red"
    assert rules(verdict(path, "man A3")) == {"uptown.setup.rack"}
    # every red tile fits somewhere on this board, so whatever the five hidden tiles are, one fits
    passing = verdict(path, "pass")
    assert passing["verdict"] == "illegal" and rules(passing) == {"uptown.turn.no-pass"}


def test_apply_leaves_an_unknown_draw_open_or_takes_it_from_draw():
    path = example("01-letter-tile")
    open_ = yaml.safe_load(run_cli("apply", "uptown", path, "C C5").out)
    assert open_["racks"]["red"] == [7, "E", "car", "$", "?"]
    told = yaml.safe_load(run_cli("apply", "uptown", path, "C C5", "--draw", "ring").out)
    assert told["racks"]["red"][-1] == "ring"
    bad = run_cli("apply", "uptown", path, "C C5", "--draw", "man")  # the red man is on A2
    assert bad.code == 2 and "man" in bad.err
    extra = run_cli("apply", "uptown", path, "C C5", "--draw", "ring", "--draw", "sax")
    assert extra.code == 2


def test_a_known_supply_is_drawn_from_its_front(tmp_path):
    pos = GAME.deal(random.Random(1), ["ana", "ben", "cai"])
    data = GAME.position_data(pos)
    path = write(tmp_path, yaml.safe_dump(data, sort_keys=False))
    move = run_cli("moves", "uptown", path, "--json").json()["moves"][0]
    after = yaml.safe_load(run_cli("apply", "uptown", path, move).out)
    assert after["racks"]["red"][-1] == data["supply"]["red"][0]
    assert after["supply"]["red"] == data["supply"]["red"][1:]


# -- impossible positions and unreadable moves ---------------------------------------------------

def test_an_unreadable_position_lists_every_value_that_cannot_be_read(tmp_path):
    text = """\
game: uptown
players: [ana, ben, cai]
to_move: ana
colours: {ana: red, ben: blue, cai: green, dan: yellow}
board:
  C: ". B:C . . . . . ."
  D: "R . . Q:4 . . . . ."
racks:
  red: [A, 7, zebra, $, B:C]
captured:
  zed: [B]
"""
    r = run_cli("check", "uptown", write(tmp_path, text), "A A1", "--json")
    assert r.code == 2 and r.json()["error"] == "InputError", r
    paths = [p["path"] for p in r.json()["problems"]]
    assert paths == [
        "colours.dan",       # not a player
        "board.C",           # eight cells
        "board.D[3]",        # Q is not a colour
        "captured.zed",      # not a player
        "racks.red[2]",      # zebra is not a tile
        "racks.red[4]",      # a blue tile on the red rack
    ], paths
    text_run = run_cli("check", "uptown", write(tmp_path, text), "A A1")
    assert "cannot be read" in text_run.err and "line 4" in text_run.err and "Traceback" not in text_run.err


def test_an_impossible_position_lists_every_problem_with_its_path(tmp_path):
    text = """\
game: uptown
players: [ana, ben, cai]
to_move: ana
colours: {ana: red, ben: [blue, green]}
board:
  A: ". R:man R:man . . . . . ."
  B: ". R:C . . . . . . P"
racks:
  red: [A, 7, $, C]
  purple: [A]
captured:
  ana: [R:5, B]
  cai: [G]
"""
    r = run_cli("check", "uptown", write(tmp_path, text), "A A1", "--json")
    assert r.code == 2 and r.json()["error"] == "PositionError", r
    paths = [p["path"] for p in r.json()["problems"]]
    expected = [
        "colours.ben",       # two colours with three players
        "colours",           # cai has no colour
        "board.A[2]",        # a second red man
        "board.B[1]",        # C does not match B2
        "board.B[8]",        # nobody plays purple
        "captured.ana[0]",   # ana's own colour
        "captured.cai",      # cai has captured without placing
        "racks.purple",      # nobody plays purple
        "racks.red[3]",      # the red C is on the board already
        "racks.red",         # four tiles, not five
    ]
    for path in expected:
        assert any(p == path or p.startswith(path + "[") for p in paths), (path, paths)
    text_run = run_cli("check", "uptown", write(tmp_path, text), "A A1")
    assert "cannot happen" in text_run.err and "line 6" in text_run.err and "Traceback" not in text_run.err


def test_too_many_tiles_and_wrong_supply_counts_are_impossible(tmp_path):
    text = HEAD + "board:\n" + "".join(f"  {r}: \"{' '.join(['R'] * 9)}\"\n" for r in "ABC") + \
        "supply: {red: 3, blue: [A, A]}\n"
    r = run_cli("check", "uptown", write(tmp_path, text + "captured: {}\n"), "pass", "--json")
    paths = [p["path"] for p in r.json()["problems"]]
    assert r.code == 2 and "board" in paths and "supply.red" in paths
    assert "supply.blue" in paths and "supply.blue[1]" in paths
    # with the captures left out, blue may have placed 21 tiles that were all captured: only the
    # supply of 3 with 27 red tiles on the board (and the A given twice) stay impossible
    r = run_cli("check", "uptown", write(tmp_path, text, "open.yaml"), "pass", "--json")
    paths = [p["path"] for p in r.json()["problems"]]
    assert r.code == 2 and "supply.red" in paths and "supply.blue" not in paths and "supply.blue[1]" in paths


@pytest.mark.parametrize("move, words", [
    ("", "empty"), ("C", "tile and a square"), ("C C5 D4", "left over"), ("zebra C5", "zebra"),
    ("C J5", "J5"), ("C C0", "C0"), ("Q:C C5", "Q"), ("C C5 x", "left over"),
])
def test_unreadable_moves_exit_2_and_say_what_is_wrong(move, words):
    r = run_cli("check", "uptown", example("01-letter-tile"), move)
    assert r.code == 2 and words in r.err, r


def test_move_text_and_parse_move_round_trip():
    pos = GAME.read_position(load_file(example("11-two-players")))
    for move in (Place("C", 22, 0), Place("$", 80, 2, True), Place("man", 1), Pass()):
        assert GAME.parse_move(GAME.move_text(move), pos) == move
    assert GAME.parse_move("r:c c5", pos) == Place("C", 22, 0)
    assert GAME.parse_move("G:$ x I5", pos) == Place("$", 76, 2, True)
    # a two-colour player may leave the colour out: the move is read, and completions name both colours
    open_ = GAME.parse_move("$ E6", pos)
    assert open_ == Place("$", 41)
    choices, completions = GAME.completions(pos, open_)
    assert [c.kind for c in choices] == ["colour"]
    assert [m.move for m in completions] == [Place("$", 41, 0), Place("$", 41, 2)]
    assert GAME.completions(pos, Place("$", 41, 0)) is None  # complete
    with pytest.raises(MoveError):
        GAME.parse_move("$ E6 E7", pos)


def test_local_symbol_and_colour_names_are_read_in_the_readers_language():
    path = example("03-symbol-tile")
    assert verdict(path, "hombre A1", "--lang", "es")["verdict"] == "legal"
    assert verdict(path, "Hombre A1", "--lang", "es")["move"] == "man A1"
    assert run_cli("check", "uptown", path, "hombre A1").code == 2  # not English
    assert verdict(example("11-two-players"), "rood:C C5", "--lang", "nl")["verdict"] == "legal"
    assert verdict(example("08-no-placement-pass"), "pasar", "--lang", "es")["verdict"] == "legal"


def test_position_data_reads_back_as_the_same_position():
    for path in EXAMPLES:
        pos = GAME.read_position(load_file(str(path)))
        again = GAME.read_position(Document(GAME.position_data(pos), {}, "again"))
        assert again == pos, path.name


# -- examples, generator and playouts ----------------------------------------------------------

@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_listed_move_is_legal_and_applies(path, tmp_path):
    pos = GAME.read_position(load_file(str(path)))
    options = GAME.legal_moves(pos)
    for option in options:
        move = GAME.parse_move(option.text, pos)
        assert GAME.move_text(move) == option.text
        assert GAME.check(pos, move).legal, option.text
        after = GAME.apply(pos, move)
        assert GAME.read_position(Document(GAME.position_data(after), {}, "after")) == after
    if options:
        out = run_cli("apply", "uptown", str(path), options[-1].text)
        again = write(tmp_path, out.out)
        assert run_cli("moves", "uptown", again, "--json").code == 0


# Counted by hand: 01 is C 7 + 7 9 + E 9 + car 9 + $ 75 (81 less 4 own tiles and the cut tiles C3, C4);
# 09 is 5 6 + 7 1 + man 5 + skyline 3 + champagne 5 (nearly all captures: the board is nearly full);
# 11 is two racks with 69 squares for each $ (81 less 8 own
# tiles, blue's cut tiles C3 C4 and yellow's G5 H5) plus 71 for the other eight tiles.
PERFT = {
    "01-letter-tile": 109,
    "05-capture-split": 107,
    "07-forced-capture": 1,
    "08-no-placement-pass": 1,
    "09-last-turn": 20,
    "10-game-over": 0,
    "11-two-players": 199,
}


@pytest.mark.parametrize("name, count", PERFT.items())
def test_move_count_table(name, count):
    pos = GAME.read_position(load_file(example(name)))
    assert len(GAME.legal_moves(pos)) == count


def test_moves_respects_the_limit():
    r = run_cli("moves", "uptown", example("11-two-players"), "--limit", "10", "--json")
    assert len(r.json()["moves"]) == 10 and r.json()["truncated"] is True


@pytest.mark.parametrize("seed, players", [(11, 2), (12, 4)])
def test_seeded_random_playout_stays_legal_and_conserves_tiles(seed, players):
    rng = random.Random(seed)
    pos = GAME.deal(rng, [f"p{i}" for i in range(players)])
    conserved(pos)
    for _ in range(120):
        if GAME.outcome(pos) is not None:
            break
        options = GAME.legal_moves(pos)
        assert options
        move = GAME.parse_move(rng.choice(options).text, pos)
        assert GAME.check(pos, move).legal
        pos = GAME.apply(pos, move)
        conserved(pos)
    assert GAME.outcome(pos) is not None
    assert all(UNKNOWN not in r for r in pos.racks)


def test_replay_checks_a_record_move_by_move(tmp_path):
    start = yaml.safe_load((EX / "05-capture-split.yaml").read_text(encoding="utf-8"))
    record = {"position": start, "moves": ["C xC2", {"move": "B:4 E4", "draw": []}, "pass"]}
    r = run_cli("replay", "uptown", write(tmp_path, yaml.safe_dump(record)), "--json")
    assert r.json()["checked"] == 2 and r.json()["verdict"] in ("undetermined", "illegal")


def test_schema_is_printed_and_covers_the_own_keys():
    r = run_cli("schema", "uptown")
    props = r.json()["properties"]
    assert {"colours", "board", "racks", "supply", "captured"} <= set(props)


def test_the_module_cites_only_existing_rules():
    from checker import rulebook

    source = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "checker" / "games" / "uptown").glob("*.py"))
    ids = set(re.findall(r"\"(uptown\.[a-z0-9.\-]+)\"", source))
    assert len(ids) > 20
    assert ids <= set(rulebook.load("uptown").by_id)


# -- languages -------------------------------------------------------------------------------------

LOCALE_WORDS = {
    # lang: (illegal verdict word, a word of the split message, legal verdict word, a word of the effects)
    "en": ("ILLEGAL", "split", "LEGAL", "places"),
    "nl": ("NIET TOEGESTAAN", "splitsen", "TOEGESTAAN", "legt"),
    "pl": ("NIEDOZWOLONY", "rozdzieli", "DOZWOLONY", "kładzie"),
    "es": ("ILEGAL", "dividiría", "LEGAL", "coloca"),
    "fy": ("NET TASTIEN", "splitse", "TASTIEN", "leit"),
}


@pytest.mark.parametrize("lang", list(LOCALE_WORDS))
def test_verdicts_read_in_every_language(lang):
    illegal, split, legal, places = LOCALE_WORDS[lang]
    bad = run_cli("check", "uptown", example("05-capture-split"), "C xC3", "--lang", lang)
    assert bad.code == 1 and illegal in bad.out and split in bad.out, bad.out
    ok = run_cli("check", "uptown", example("05-capture-split"), "C C5", "--lang", lang)
    assert ok.code == 0 and legal in ok.out and places in ok.out, ok.out
    if lang != "en":
        assert "would split" not in bad.out and " places " not in ok.out
        assert "blue" not in bad.out  # the colour name is translated too
