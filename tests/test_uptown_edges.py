"""Uptown at the edges: hidden racks whose tiles are certain or ruled out by a listed supply, a
pass whatever the hidden tiles are, a colour that has had its last turn in a game for two, and
a game where nobody can place any more (uptown.end.blocked). Each case has a legal side and an
illegal (or undetermined) side."""

from __future__ import annotations

from pathlib import Path

from conftest import ROOT, run_cli
from test_uptown import rules, verdict

from checker.games import get
from checker.inputs import load_file

GAME = get("uptown")
EX = ROOT / "examples" / "uptown"
HEAD = """\
game: uptown
players: [ana, ben, cai]
to_move: ana
colours: {ana: red, ben: blue, cai: green}
"""
# every red tile but sax, car, cards, champagne and $ still to draw, in this order
SUPPLY = ("supply:\n  red: [A, B, C, D, E, F, G, H, I, 1, 2, 3, 4, 5, 6, 7, 8, 9, man, ring, woman, sign, "
          "skyline]\n")
HIDDEN = "racks:\n  red: ['?', '?', '?', '?', '?']\n"


def write(tmp_path: Path, text: str, name: str = "pos.yaml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def kinds(data: dict) -> list:
    return [f["kind"] for f in data["effects"]]


# -- hidden racks: what a listed supply and a full count make certain ---------------------------

def test_a_tile_the_listed_supply_still_holds_is_not_on_the_hidden_rack(tmp_path):
    path = write(tmp_path, HEAD + HIDDEN + SUPPLY)
    data = verdict(path, "C C5")
    assert data["verdict"] == "illegal" and rules(data) == {"uptown.setup.rack"}
    assert "still in the red supply" in data["reasons"][0]["message"]
    # without the list the same tile may be hidden on the rack: undetermined
    open_ = write(tmp_path, HEAD + HIDDEN, "open.yaml")
    assert verdict(open_, "C C5")["verdict"] == "undetermined"


def test_hidden_tiles_are_certain_when_every_other_tile_is_accounted_for(tmp_path):
    path = write(tmp_path, HEAD + HIDDEN + SUPPLY)
    data = verdict(path, "sax F8")  # sax, car, cards, champagne and $ are the only red tiles left
    assert data["verdict"] == "legal" and "draw" in kinds(data)
    moves = run_cli("moves", "uptown", path, "--json").json()["moves"]
    assert "sax F8" in moves and "$ A1" in moves and "pass" not in moves
    assert not any(m.startswith(("C ", "man ")) for m in moves)
    assert verdict(path, "sax A1")["verdict"] == "illegal"  # certain, but still only in its zone
    passing = verdict(path, "pass")
    assert passing["verdict"] == "illegal" and rules(passing) == {"uptown.turn.no-pass"}


def test_a_pass_is_illegal_when_any_hidden_tiles_would_fit(tmp_path):
    path = write(tmp_path, HEAD)  # empty board, every rack hidden: every tile fits somewhere
    data = verdict(path, "pass")
    assert data["verdict"] == "illegal" and rules(data) == {"uptown.turn.no-pass"}
    assert "whatever they are" in data["reasons"][0]["message"]
    assert data["missing"] == []


def test_a_pass_stays_undetermined_when_the_hidden_tiles_might_all_be_stuck(tmp_path):
    # 08: rows A to C are full; A, B, C, man, ring and woman fit nowhere, which is more than the
    # five hidden tiles, so they might all be stuck
    text = (EX / "08-no-placement-pass.yaml").read_text(encoding="utf-8")
    hidden = text.replace("  red: [A, B, C, man, woman]", "  red: ['?', '?', '?', '?', '?']")
    data = verdict(write(tmp_path, hidden), "pass")
    assert data["verdict"] == "undetermined" and rules(data, "missing") == {"uptown.turn.no-pass"}
    one = text.replace("  red: [A, B, C, man, woman]", "  red: [A, B, C, man, '?']")  # ring or woman
    assert verdict(write(tmp_path, one, "one.yaml"), "pass")["verdict"] == "undetermined"
    assert verdict(str(EX / "08-no-placement-pass.yaml"), "pass")["verdict"] == "legal"


def test_a_known_capture_with_hidden_tiles_that_may_fit_an_empty_square_is_not_called_forced(tmp_path):
    text = (EX / "07-forced-capture.yaml").read_text(encoding="utf-8")
    forced = verdict(str(EX / "07-forced-capture.yaml"), "pass")
    assert rules(forced) == {"uptown.capture.forced"}
    # B is known (and can only capture B5); the four hidden tiles might fit an empty square
    part = text.replace("  red: [A, B, C, man, woman]", "  red: [B, '?', '?', '?', '?']")
    data = verdict(write(tmp_path, part), "pass")
    assert data["verdict"] == "illegal" and rules(data) == {"uptown.turn.no-pass"}
    assert "B xB5 is a legal placement" in data["reasons"][0]["message"]
    assert data["instead"] == ["B xB5"]


# -- two players: a colour that has had its last turn ------------------------------------------

# red has placed 24 tiles (every one but C, D, 9 and car), green two; ben 26 (blue 13, yellow 13)
TWO_DONE = """\
game: uptown
players: [ana, ben]
to_move: ana
colours: {ana: [red, green], ben: [blue, yellow]}
board:
  A: ". . . R B B . . R"
  B: "R . R R Y . . Y R"
  C: "Y B R B B R . . ."
  D: ". . B Y Y R R . ."
  E: ". R Y B G:E . R R R"
  F: "R Y R Y R B . Y Y"
  G: "Y R . . R Y . B ."
  H: "Y . B . R R . R B"
  I: "G:I . R B B . . R ."
racks:
  red: [C, D, 9, car]
  green: [A, 1, ring, sax, $]
"""


def test_a_tile_only_a_finished_colour_holds_is_refused_for_that_reason(tmp_path):
    path = write(tmp_path, TWO_DONE)
    data = verdict(path, "C C7")  # only red, which has had its last turn, holds C
    assert data["verdict"] == "illegal" and rules(data) == {"uptown.end.four-left"}
    assert "red has had its last turn" in data["reasons"][0]["message"]
    assert rules(verdict(path, "E E6")) == {"uptown.setup.rack"}  # E is on neither rack
    assert verdict(path, "1 D1")["verdict"] == "legal"  # green still plays


# -- nobody can place any more -------------------------------------------------------------------

def test_a_pass_that_leaves_nobody_able_to_place_ends_the_game():
    path = str(EX / "13-blocked.yaml")
    data = verdict(path, "pass")
    assert data["verdict"] == "legal"
    assert kinds(data) == ["pass", "end", "win"]
    assert "uptown.end.blocked" in rules(data, "notes")
    # red and blue one group each, one capture each: ana and ben share the victory
    assert data["effects"][2]["values"]["winners"] == ["ana", "ben"]
    score = run_cli("score", "uptown", path, "--json").json()
    assert score["finished"] is True and score["winners"] == ["ana", "ben"] and score["tie_break"] == "shared"
    assert "uptown.end.blocked" in score["rules"]
    pos = GAME.read_position(load_file(path))
    assert [o.text for o in GAME.legal_moves(pos)] == ["pass"] and GAME.outcome(pos) == "ana, ben"


def test_a_pass_does_not_end_the_game_while_someone_else_can_place(tmp_path):
    data = verdict(str(EX / "08-no-placement-pass.yaml"), "pass")
    assert kinds(data) == ["pass", "next-player"]
    assert "uptown.end.blocked" not in rules(data, "notes")
    # with cai's rack hidden nobody can tell that she is stuck: the game goes on
    text = (EX / "13-blocked.yaml").read_text(encoding="utf-8").replace(
        "racks:\n  green: [G, H, I, car, 1]\n", "")
    assert "racks" not in text
    hidden = verdict(write(tmp_path, text), "pass")
    assert hidden["verdict"] == "undetermined"
    score = run_cli("score", "uptown", write(tmp_path, text, "s.yaml"), "--json").json()
    assert score["finished"] is False and "uptown.end.blocked" not in score["rules"]


def test_a_placement_that_leaves_nobody_able_to_place_ends_the_game(tmp_path):
    # 13 a turn earlier: ben places his last blue tile, then cai cannot place and ana is done (the
    # five blue tiles on ben's rack are those his ring round the edges does not need)
    text = (EX / "13-blocked.yaml").read_text(encoding="utf-8")
    text = text.replace("to_move: cai", "to_move: ben").replace("  ana: [B]\n", "")
    text = text.replace("racks:\n", "racks:\n  blue: [D, E, 5, skyline, woman]\n")
    path = write(tmp_path, text)
    data = verdict(path, "D D5")
    assert data["verdict"] == "legal" and "end" in kinds(data) and "next-player" not in kinds(data)
    assert "uptown.end.blocked" in rules(data, "notes")
    assert rules(verdict(path, "D xD5")) == {"uptown.capture.allowed"}  # nothing to capture on D5


# -- who is next: a player who has had the last turn is skipped, and the verdict says why -------

def test_a_player_who_has_had_the_last_turn_is_skipped_and_the_ruling_is_named(tmp_path):
    # 09 with ben a turn behind (ana captured one blue tile fewer): after cai, ana is done and skipped
    text = (EX / "09-last-turn.yaml").read_text(encoding="utf-8").replace("  ana: [B, B, B]\n", "  ana: [B, B]\n")
    assert "[B, B]\n" in text
    data = verdict(write(tmp_path, text), "5 C5")
    assert data["verdict"] == "legal" and kinds(data)[-2:] == ["skip", "next-player"]
    assert data["effects"][-2]["values"]["player"] == "ana"
    assert data["effects"][-1]["values"]["player"] == "ben"
    assert "uptown.end.four-left" in rules(data, "notes")
    plain = verdict(str(EX / "01-letter-tile.yaml"), "C C5")
    assert "skip" not in kinds(plain) and "uptown.end.four-left" not in rules(plain, "notes")
