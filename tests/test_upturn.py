"""Upturn: every default reading and house rule, impossible positions, unreadable
moves, the move generator, apply, playouts and the five locales."""

from __future__ import annotations

import collections
import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from conftest import ROOT, run_cli
from hypothesis import given
from hypothesis import strategies as st

from checker.cli import cli
from checker.games.upturn import GAME
from checker.games.upturn.playout import tile_set
from checker.inputs import Document, load_file
from checker.verdict import IllegalMoveError, PositionError, UsageError

EXAMPLES = ROOT / "examples" / "upturn"
POSITIONS = sorted(p for p in EXAMPLES.glob("*.yaml") if "position" not in yaml.safe_load(p.read_text()))
EXIT = {"legal": 0, "illegal": 1, "undetermined": 3}


def ex(name: str) -> str:
    return str(EXAMPLES / f"{name}.yaml")


def write(tmp_path: Path, data: dict, name: str = "pos.yaml") -> str:
    path = tmp_path / name
    path.write_text(yaml.safe_dump({"game": "upturn", **data}, sort_keys=False), encoding="utf-8")
    return str(path)


def check(position: str, move: str, *house: str) -> dict:
    args = ["check", "upturn", position, move, "--json"]
    for h in house:
        args += ["--house-rule", h]
    r = run_cli(*args)
    data = r.json()
    assert r.code == EXIT[data["verdict"]], r
    return data


def broken(data: dict) -> list[str]:
    return [f["rule"] for f in data["reasons"]]


def notes(data: dict) -> list[str]:
    return [f["rule"] for f in data["notes"]]


def effects(data: dict, kind: str | None = None) -> list[dict]:
    return [f for f in data["effects"] if kind is None or f["kind"] == kind]


def apply(position: str, move: str, *extra: str) -> dict:
    r = run_cli("apply", "upturn", position, move, *extra)
    assert r.code == 0, r
    return yaml.safe_load(r.out)


def pos_of(path: str, *house: str):
    return GAME.read_position(load_file(path), house)


def game_pos(data: dict, *house: str):
    return GAME.read_position(Document({"game": "upturn", **data}, {}, "test"), house)


def verdict(pos, move: str):
    return GAME.check(pos, GAME.parse_move(move, pos))


# -- reading 1: strictly higher or lower; equal never ----------------------------------------

def test_a_higher_number_is_legal_on_an_ascending_row():
    assert check(ex("ascending-row"), "play 45")["verdict"] == "legal"


def test_a_lower_number_is_illegal_on_an_ascending_row_with_the_values_involved():
    data = check(ex("ascending-row"), "play 38")
    assert data["verdict"] == "illegal" and broken(data) == ["upturn.play.number"]
    assert data["reasons"][0]["values"] == {"tile": "38", "last": "40", "trend": "ascending"}
    assert "38" in data["reasons"][0]["message"] and data["reasons"][0]["quote"]


def test_a_lower_number_is_legal_and_a_higher_one_illegal_on_a_descending_row():
    assert check(ex("skip-two-players"), "play 5")["verdict"] == "legal"
    assert broken(check(ex("skip-two-players"), "play 90")) == ["upturn.play.number"]


def test_an_equal_number_is_never_legal_not_even_as_the_first_play(tmp_path):
    assert broken(check(ex("ascending-row"), "play 40")) == ["upturn.play.equal-never"]
    first = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 50,
                             "racks": {"Ann": [50, 51]}})
    assert broken(check(first, "play 50")) == ["upturn.play.equal-never"]
    assert check(first, "play 51")["verdict"] == "legal"


# -- reading 2: the start tile ----------------------------------------------------------------

def test_an_action_start_tile_is_an_impossible_position(tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": "joker"})
    r = run_cli("check", "upturn", path, "pass", "--json")
    assert r.code == 2
    assert [p["path"] for p in r.json()["problems"]] == ["start_tile"]


def test_a_twin_start_tile_has_no_effect_of_its_own(tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 33,
                            "racks": {"Ann": [40, 33, 9]}})
    data = check(path, "play 40")
    assert data["verdict"] == "legal" and "upturn.setup.start-tile-no-effect" in notes(data)
    assert [e["kind"] for e in data["effects"]] == ["trend", "next-player"]
    assert broken(check(path, "play 33")) == ["upturn.play.equal-never"]


# -- reading 3: the first play -----------------------------------------------------------------

def test_the_first_play_sets_the_row_by_its_value():
    low = check(ex("first-play"), "play 14")
    assert low["verdict"] == "legal" and effects(low, "trend")[0]["values"] == {"trend": "descending"}
    high = check(ex("first-play"), "play 62")
    assert effects(high, "trend")[0]["values"] == {"trend": "ascending"}
    assert apply(ex("first-play"), "play 14")["trend"] == "descending"


def test_an_action_tile_cannot_be_the_first_play():
    for move in ["up keep", "joker ascending keep", "skip2"]:
        assert broken(check(ex("first-play"), move)) == ["upturn.play.first"], move


# -- reading 4: a turn is a play or a pass; no draw after a play ----------------------------------

def test_passing_is_allowed_even_when_a_play_is_possible_and_draws_one_tile():
    data = check(ex("pass-drawn-tile"), "pass")
    assert data["verdict"] == "legal"
    assert "upturn.turn.structure" in notes(data) and effects(data, "draw")
    after = apply(ex("pass-drawn-tile"), "pass")
    assert len(after["racks"]["Ann"]) == 5 and after["racks"]["Ann"][-1] == "?" and after["bag"] == 54


def test_playing_a_tile_draws_nothing():
    data = check(ex("pass-drawn-tile"), "play 53")
    assert not effects(data, "draw")
    assert apply(ex("pass-drawn-tile"), "play 53")["bag"] == 55


def test_playing_the_drawn_tile_at_once_is_illegal_by_default_and_legal_with_the_house_rule():
    data = check(ex("pass-drawn-tile"), "pass then play 68")
    assert broken(data) == ["upturn.turn.no-draw-after-play"]
    data = check(ex("pass-drawn-tile"), "pass then play 68", "play-drawn-tile")
    assert data["verdict"] == "legal" and "upturn.turn.no-draw-after-play" in notes(data)
    after = apply(ex("pass-drawn-tile"), "pass then play 68", "--house-rule", "play-drawn-tile")
    assert after["row"][-1] == 68 and len(after["racks"]["Ann"]) == 4 and after["bag"] == 54


def test_with_a_known_bag_the_drawn_tile_must_be_the_one_on_top(tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 35, "row": [40],
                            "trend": "ascending", "bag": [12, 70], "racks": {"Ann": [53, 8]}})
    assert broken(check(path, "pass then play 70", "play-drawn-tile")) == ["upturn.turn.pass-draw"]
    path2 = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 35, "row": [40],
                             "trend": "ascending", "bag": [70, 12], "racks": {"Ann": [53, 8]}}, "p2.yaml")
    assert check(path2, "pass then play 70", "play-drawn-tile")["verdict"] == "legal"
    moves = run_cli("moves", "upturn", path2, "--house-rule", "play-drawn-tile", "--json").json()["moves"]
    assert "pass then play 70" in moves


# -- reading 5: compared with the last number tile ----------------------------------------------

def test_action_tiles_do_not_change_the_number_a_tile_is_compared_with():
    data = check(ex("ascending-row"), "play 45")
    assert "upturn.play.reference" in notes(data)
    data = check(ex("unknown-racks"), "play 60")
    assert data["reasons"][0]["values"]["last"] == "47"


# -- reading 6: hand tiles ---------------------------------------------------------------------

def test_a_hand_tile_gives_a_tile_from_the_bag_to_the_named_opponent():
    data = check(ex("hand-tile"), "play 61h give Cas")
    assert data["verdict"] == "legal"
    assert effects(data, "give")[0]["values"] == {"player": "Ann", "name": "Cas", "count": 1}
    after = apply(ex("hand-tile"), "play 61h give Cas")
    assert after["racks"]["Cas"] == 7 and after["bag"] == 69 and after["racks"]["Ann"] == [12, 33, "updown", 70]


def test_a_hand_tile_must_name_exactly_one_opponent():
    # left out, the opponent is a choice still open, not a broken rule (issue 12)
    data = check(ex("hand-tile"), "play 61h")
    assert data["verdict"] == "legal" and [c["kind"] for c in data["choices"]] == ["give"]
    assert broken(check(ex("hand-tile"), "play 61h give Ann")) == ["upturn.play.hand"]
    assert broken(check(ex("hand-tile"), "play 61h give Bob:2")) == ["upturn.play.hand"]
    assert broken(check(ex("hand-tile"), "play 70 give Bob")) == ["upturn.play.hand"]


def test_naming_oneself_to_receive_tiles_is_illegal_and_says_so():
    data = check(ex("hand-tile"), "play 61h give Ann")
    assert broken(data) == ["upturn.play.hand"]
    assert data["reasons"][0]["message"] == "Ann cannot give tiles to themselves: name an opponent."
    data = check(ex("twin-fill"), "twin 22 fill 64 give Ann:1 Bob:1")
    assert broken(data) == ["upturn.play.twin.give"] and "themselves" in data["reasons"][0]["message"]
    assert check(ex("hand-tile"), "play 61h give Dirk")["verdict"] == "legal"
    r = run_cli("check", "upturn", ex("hand-tile"), "play 61h give Ann", "--lang", "nl", "--json")
    assert r.json()["reasons"][0]["message"] == "Ann kan geen stenen aan zichzelf geven: noem een medespeler."


def test_a_hand_tile_given_to_someone_not_at_the_table_is_an_unreadable_move():
    r = CliRunner().invoke(cli, ["check", "upturn", str(ex("hand-tile")), "play 61h give Zed", "--lang", "nl"])
    assert r.exit_code == 2 and "Zed" in r.stderr and "Traceback" not in r.output


def test_with_two_players_the_hand_tile_goes_to_the_only_opponent():
    data = check(ex("skip-two-players"), "play 20h")
    assert data["verdict"] == "legal" and effects(data, "give")[0]["values"]["name"] == "Bob"


# -- reading 7: twins --------------------------------------------------------------------------

def test_a_twin_with_fill_tiles_draws_the_twin_too_and_hands_them_out():
    data = check(ex("twin-fill"), "twin 22 fill 64 48 40 36 give Bob:3 Cas:2")
    assert data["verdict"] == "legal"
    assert effects(data, "draw")[0]["values"]["count"] == 5
    assert [e["values"] for e in effects(data, "give")] == [{"name": "Bob", "count": 3}, {"name": "Cas", "count": 2}]
    after = apply(ex("twin-fill"), "twin 22 fill 64 48 40 36 give Bob:3 Cas:2")
    assert after["row"][-5:] == [64, 48, 40, 36, 22] and after["trend"] == "ascending"
    assert after["racks"]["Bob"] == [9, 14, "?", "?", "?", "?", "?", "?"] and after["racks"]["Cas"] == 8


def test_a_twin_may_go_against_the_row_but_not_equal_the_last_number(tmp_path):
    assert check(ex("hand-tile"), "twin 33 give Dirk")["verdict"] == "legal"
    path = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 30, "row": [44],
                            "trend": "ascending", "racks": {"Ann": [44, 55]}})
    data = check(path, "twin 44")
    assert broken(data) == ["upturn.play.equal-never"]


def test_fill_tiles_lie_strictly_between_and_each_further_from_the_old_number():
    assert check(ex("twin-fill"), "twin 22 fill 64 40 give Cas:3")["verdict"] == "legal"
    assert broken(check(ex("twin-fill"), "twin 22 fill 40 64 give Bob:3")) == ["upturn.play.twin.fill"]
    assert broken(check(ex("twin-fill"), "twin 22 fill 75 give Bob:2")) == ["upturn.play.twin.fill"]
    assert broken(check(ex("ascending-row"), "play 45 fill 52h")) == ["upturn.play.twin.fill"]


def test_every_broken_rule_is_listed_not_just_the_first():
    data = check(ex("twin-fill"), "twin 22 fill 40 64 90 give Ann:1 Bob:1")
    assert broken(data) == ["upturn.play.twin.fill", "upturn.play.twin.fill", "upturn.turn.own-rack",
                            "upturn.play.twin.give", "upturn.play.twin.give"]
    assert data["effects"] == []


def test_the_draw_count_includes_the_twin_unless_the_house_rule_says_otherwise():
    move = "twin 22 fill 64 48 40 36 give Bob:2 Cas:2"
    data = check(ex("twin-fill"), move)
    assert broken(data) == ["upturn.play.twin.give"] and data["reasons"][0]["values"] == {"count": 5, "given": 4}
    data = check(ex("twin-fill"), move, "twin-count-excludes-twin")
    assert data["verdict"] == "legal" and "upturn.play.twin.draw-count" in notes(data)
    assert broken(check(ex("twin-fill"), "twin 22 fill 64 give Bob:2", "twin-count-excludes-twin")) == [
        "upturn.play.twin.give"]
    assert check(ex("twin-fill"), "twin 22", "twin-count-excludes-twin")["verdict"] == "legal"


def test_the_drawn_tiles_go_to_opponents_only():
    assert broken(check(ex("twin-fill"), "twin 22 fill 64 give Ann:2")) == ["upturn.play.twin.give"]
    assert check(ex("twin-fill"), "twin 22 fill 64 give Bob:1 Cas:1")["verdict"] == "legal"


def test_hand_tiles_among_the_fill_tiles_give_nothing():
    data = check(ex("twin-fill"), "twin 22 fill 64 48h give Bob:3")
    assert data["verdict"] == "legal" and "upturn.play.twin.no-hand-effects" in notes(data)
    assert len(effects(data, "give")) == 1


def test_the_trend_stays_after_a_twin_unless_twin_sets_trend():
    assert apply(ex("twin-fill"), "twin 22 give Bob")["trend"] == "ascending"
    data = check(ex("twin-fill"), "twin 22 give Bob", "twin-sets-trend")
    assert effects(data, "trend")[0]["values"] == {"trend": "descending"}
    after = apply(ex("twin-fill"), "twin 22 give Bob", "--house-rule", "twin-sets-trend")
    assert after["trend"] == "descending" and after["house_rules"] == ["twin-sets-trend"]


# -- reading 8: arrows ---------------------------------------------------------------------------

def test_up_fits_a_descending_row_and_down_an_ascending_one():
    assert check(ex("arrows"), "down keep")["verdict"] == "legal"
    data = check(ex("joker"), "joker descending keep then up keep")
    assert data["verdict"] == "legal" and effects(data, "trend")[-1]["values"] == {"trend": "ascending"}


def test_an_arrow_along_the_row_is_illegal_unless_arrows_any_row():
    assert broken(check(ex("arrows"), "up keep")) == ["upturn.play.arrow-row"]
    data = check(ex("arrows"), "up keep", "arrows-any-row")
    assert data["verdict"] == "legal" and "upturn.play.arrow-row" in notes(data)


def test_up_and_down_fits_any_row_and_needs_a_named_trend():
    assert check(ex("arrows"), "updown ascending keep")["verdict"] == "legal"
    assert check(ex("arrows"), "updown descending keep")["verdict"] == "legal"
    data = check(ex("arrows"), "updown keep")
    assert data["verdict"] == "legal" and [c["kind"] for c in data["choices"]] == ["trend"]
    assert broken(check(ex("arrows"), "down ascending")) == ["upturn.play.down"]


# -- reading 9: direction of play ---------------------------------------------------------------------

def test_an_arrow_may_reverse_the_direction_of_play():
    data = check(ex("arrows"), "down reverse")
    assert effects(data, "direction")[0]["values"] == {"direction": "counterclockwise"}
    assert effects(data, "next-player")[0]["values"] == {"player": "Dirk"}
    assert apply(ex("arrows"), "down reverse")["direction"] == "counterclockwise"


def test_nothing_but_an_arrow_or_a_joker_reverses_the_direction():
    assert broken(check(ex("arrows"), "play 90 reverse")) == ["upturn.play.reverse"]
    assert broken(check(ex("joker"), "skip1 reverse")) == ["upturn.play.reverse"]


# -- reading 10: skips -----------------------------------------------------------------------------------

def test_skip_one_skips_the_next_player_in_the_direction_of_play():
    data = check(ex("joker"), "skip1")
    assert [e["values"]["player"] for e in effects(data, "skip")] == ["Dirk"]
    assert effects(data, "next-player")[0]["values"] == {"player": "Cas"}


def test_skip_two_skips_two_players_and_acts_as_skip_one_with_two_players(tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob", "Cas", "Dirk"], "to_move": "Ann", "start_tile": 30,
                            "row": [40], "trend": "ascending", "racks": {"Ann": ["skip2", 50]}})
    data = check(path, "skip2")
    assert [e["values"]["player"] for e in effects(data, "skip")] == ["Bob", "Cas"]
    assert apply(path, "skip2")["to_move"] == "Dirk"
    two = check(ex("skip-two-players"), "skip2")
    assert [e["values"]["player"] for e in effects(two, "skip")] == ["Bob"]
    assert "upturn.play.skip-2.two-players" in notes(two)
    assert apply(ex("skip-two-players"), "skip2")["to_move"] == "Ann"
    assert broken(check(ex("skip-two-players"), "skip2 ascending")) == ["upturn.play.up-down"]


# -- reading 11: the Joker -------------------------------------------------------------------------------

def test_a_joker_names_the_trend_and_allows_an_extra_tile_of_any_kind():
    data = check(ex("joker"), "joker descending keep then play 14")
    assert data["verdict"] == "legal" and "upturn.play.joker.extra-tile" in notes(data)
    data = check(ex("joker"), "joker ascending reverse then skip1")
    assert effects(data, "direction")[0]["values"] == {"direction": "clockwise"}
    assert [e["values"]["player"] for e in effects(data, "skip")] == ["Bob"]
    after = apply(ex("joker"), "joker ascending reverse then skip1")
    assert after["to_move"] == "Cas" and after["row"][-2:] == ["joker", "skip1"]


def test_a_joker_without_a_trend_or_with_a_wrong_extra_tile_is_illegal():
    data = check(ex("joker"), "joker keep")
    assert data["verdict"] == "legal" and [c["kind"] for c in data["choices"]] == ["trend"]
    data = check(ex("joker"), "joker ascending keep then play 14")
    assert broken(data) == ["upturn.play.number"] and "upturn.play.joker.extra-tile" in notes(data)
    assert broken(check(ex("arrows"), "down keep then play 12")) == ["upturn.play.joker.extra-tile"]


# -- reading 12: the Upturn call ----------------------------------------------------------------------------

def test_calling_upturn_with_one_tile_left_costs_nothing():
    data = check(ex("upturn-call"), "play 45 call")
    assert data["verdict"] == "legal" and effects(data, "call") and not effects(data, "penalty")


def test_a_forgotten_call_is_legal_but_costs_three_tiles():
    data = check(ex("upturn-call"), "play 45")
    assert data["verdict"] == "legal"
    assert effects(data, "penalty")[0]["values"] == {"player": "Ann", "count": 3}
    assert "upturn.call.penalty" in notes(data)
    assert apply(ex("upturn-call"), "play 45", "--draw", "7", "--draw", "up", "--draw", "19h")["racks"]["Ann"] == [
        12, 7, "up", "19h"]


def test_a_call_that_is_not_needed_is_noted_and_an_illegal_play_stays_illegal():
    data = check(ex("hand-tile"), "play 70 call")
    assert data["verdict"] == "legal" and "upturn.call.upturn" in notes(data)
    assert broken(check(ex("upturn-call"), "play 12 call")) == ["upturn.play.number"]


# -- reading 13: the empty bag ------------------------------------------------------------------------------

def test_an_empty_bag_is_refilled_from_the_field_except_the_last_number():
    data = check(ex("empty-bag"), "pass")
    assert effects(data, "return")[0]["values"] == {"count": 5, "last": "63"}
    after = apply(ex("empty-bag"), "pass", "--draw", "up")
    assert "start_tile" not in after and after["row"] == [63] and after["bag"] == 4
    assert after["racks"]["Ann"][-1] == "up"
    assert run_cli("moves", "upturn", ex("empty-bag")).code == 0


def test_a_known_bag_takes_the_field_tiles_back_in_order(tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 10, "row": [20, "up", 30],
                            "trend": "ascending", "house_rules": ["arrows-any-row"], "bag": [], "racks": {"Ann": ["40h", 50, 60]}})
    after = apply(path, "play 40h give Bob")
    assert after["bag"] == [20, "up", 30] and after["row"] == ["40h"] and "Bob" not in after["racks"]


def test_when_nothing_can_be_drawn_a_pass_still_ends_the_turn(tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "row": [30], "trend": "ascending",
                            "bag": 0, "racks": {"Ann": [20]}})
    data = check(path, "pass")
    assert data["verdict"] == "legal" and "upturn.bag.empty" in notes(data)
    assert broken(check(path, "pass then play 99", "play-drawn-tile")) == ["upturn.bag.empty"]


def test_a_bag_refilled_from_a_count_gives_only_the_tiles_that_went_back():
    # bag: 0, so after the refill the bag holds exactly 91 84 77 up down, in an unknown order
    data = check(ex("empty-bag"), "pass then play 5", "play-drawn-tile")
    assert broken(data) == ["upturn.bag.empty"] and data["reasons"][0]["values"]["tiles"] == [
        "77", "84", "91", "up", "down"]
    assert check(ex("empty-bag"), "pass then up keep", "play-drawn-tile")["verdict"] == "legal"
    r = run_cli("apply", "upturn", ex("empty-bag"), "pass", "--draw", "5")
    assert r.code == 2 and "77, 84, 91, up, and down" in r.err
    assert apply(ex("empty-bag"), "play 35h give Bob", "--draw", "63")["racks"]["Bob"][-1] == 63
    assert run_cli("apply", "upturn", ex("empty-bag"), "play 35h give Bob", "--draw", "35h").code == 2


# -- reading 14: the win --------------------------------------------------------------------------------------

def test_placing_the_last_tile_wins_whatever_it_is():
    data = check(ex("last-tile-wins"), "skip1")
    assert [e["kind"] for e in data["effects"]] == ["win"]
    after = apply(ex("last-tile-wins"), "skip1")
    assert after["racks"]["Ann"] == [] and GAME.outcome(game_pos({k: v for k, v in after.items() if k != "game"})) == "Ann"


def test_after_the_win_no_move_is_legal_and_none_is_listed(tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Bob", "start_tile": 30, "row": [40, 50],
                            "trend": "ascending", "racks": {"Ann": [], "Bob": [60, 9]}})
    assert broken(check(path, "play 60")) == ["upturn.end.win"]
    assert run_cli("moves", "upturn", path, "--json").json()["moves"] == []


def test_a_twin_that_empties_the_rack_wins_before_any_tile_is_drawn(tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob", "Cas"], "to_move": "Ann", "start_tile": 30, "row": [40],
                            "trend": "ascending", "racks": {"Ann": [66, 50]}})
    data = check(path, "twin 66 fill 50")
    assert data["verdict"] == "legal" and [e["kind"] for e in data["effects"]] == ["win"]
    assert broken(check(path, "twin 66 fill 50 give Bob:1")) == []


def test_a_winning_hand_or_twin_draws_nothing_but_may_name_only_opponents(tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob", "Cas"], "to_move": "Ann", "start_tile": 30, "row": [40],
                            "trend": "ascending", "racks": {"Ann": ["45h"]}})
    for move in ("play 45h", "play 45h give Cas"):
        data = check(path, move)
        assert data["verdict"] == "legal" and [e["kind"] for e in data["effects"]] == ["win"]
    assert broken(check(path, "play 45h give Ann")) == ["upturn.play.hand"]
    path = write(tmp_path, {"players": ["Ann", "Bob", "Cas"], "to_move": "Ann", "start_tile": 30, "row": [40],
                            "trend": "ascending", "racks": {"Ann": [66, 50]}}, "twin.yaml")
    assert broken(check(path, "twin 66 fill 50 give Ann:1 Bob:1")) == ["upturn.play.twin.give"]
    assert check(path, "twin 66 fill 50 give Bob:2")["verdict"] == "legal"


# -- undetermined --------------------------------------------------------------------------------------------

def test_an_unknown_rack_makes_a_play_undetermined_and_names_the_fact():
    data = check(ex("unknown-racks"), "play 30")
    assert data["verdict"] == "undetermined"
    assert data["missing"][0]["kind"] == "racks.Ann" and data["missing"][0]["rule"] == "upturn.turn.own-rack"
    assert check(ex("unknown-racks"), "play 41")["verdict"] == "legal"


def test_an_illegal_placement_is_illegal_even_when_the_rack_is_unknown():
    data = check(ex("unknown-racks"), "play 70")
    assert data["verdict"] == "illegal" and broken(data) == ["upturn.play.number"]


def test_a_left_out_rack_allows_only_passing(tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Bob", "row": [47], "trend": "descending",
                            "racks": {"Ann": [41]}})
    assert run_cli("moves", "upturn", path, "--json").json()["moves"] == ["pass"]
    assert check(path, "play 30")["verdict"] == "undetermined"


# -- impossible positions and unreadable moves -----------------------------------------------------------------

def test_an_impossible_position_lists_every_problem_with_its_path(tmp_path):
    path = write(tmp_path, {
        "players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 50, "trend": "ascending", "bag": 3,
        "racks": {"Ann": ["up", "up", "up", "12", "up", "up", "up"], "Bob": ["up", "joker", "joker", "joker"]},
    })
    r = run_cli("check", "upturn", path, "pass", "--json")
    assert r.code == 2 and "Traceback" not in r.err
    assert r.json()["error"] == "PositionError"
    paths = [p["path"] for p in r.json()["problems"]]
    assert paths == ["trend", "racks.Bob[0]", "racks.Bob[3]", "bag"]
    assert all(p["line"] for p in r.json()["problems"])


def test_a_value_that_is_no_tile_and_a_rack_of_a_stranger_cannot_be_read_before_anything_is_judged(tmp_path):
    """A twin with a hand is no tile of the game, and a rack under a name nobody has is a key
    that cannot be read: the file is refused as unreadable, and only for those."""
    path = write(tmp_path, {
        "players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 50, "trend": "ascending", "bag": 3,
        "racks": {"Ann": ["up", "up", "up", "22h", "up", "up", "up"], "Bob": ["up", "joker", "joker", "joker"], "Zed": 4},
    })
    r = run_cli("check", "upturn", path, "pass", "--json")
    assert r.code == 2 and r.json()["error"] == "InputError"
    assert [p["path"] for p in r.json()["problems"]] == ["racks.Ann[3]", "racks.Zed"]
    assert all(p["line"] for p in r.json()["problems"])


@pytest.mark.parametrize("change, path", [
    ({"tren": "ascending"}, "tren"),                                         # a misspelt key
    ({"racks": {"Ann": ["14H", 45]}}, "racks.Ann[0]"),
    ({"racks": {"Ann": [45], "ann": 3}}, "racks.ann"),                        # a key that is no player
], ids=["misspelt-key", "hand-case", "rack-key-case"])
def test_a_misspelt_key_or_a_value_in_the_wrong_case_cannot_be_read(tmp_path, change, path):
    data = {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 30, "row": [40], "trend": "ascending",
            "racks": {"Ann": [45]}}
    data.update(change)
    r = run_cli("check", "upturn", write(tmp_path, data), "pass", "--json")
    assert r.code == 2 and r.json()["error"] == "InputError", r
    assert path in [p["path"] for p in r.json()["problems"]]
    assert run_cli("check", "upturn", write(tmp_path, data), "pass").err.startswith("Unreadable input:")


def test_problems_of_impossible_positions_name_every_field():
    """``problems`` is the one position check: each of these is readable but cannot happen."""
    base = {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 30, "row": [40], "trend": "ascending",
            "racks": {"Ann": [45]}}  # Bob's rack and the bag unknown: the total is not checked
    pos = game_pos(base)
    assert GAME.problems(pos) == []
    cases = [
        ({"start_tile": "up"}, ["start_tile"]),                                     # an action start tile
        # an arrow as first play; its trend is not held against it, as Bob's rack, left out, may be
        # empty: the winning tile's effect never happens
        ({"row": ["up"], "trend": "descending"}, ["row[0]"]),
        ({"row": ["up"], "trend": "descending", "racks": (("45",), ("1",))}, ["row[0]", "trend"]),
        ({"row": [], "trend": "ascending"}, ["trend"]),                                 # a trend too soon
        ({"row": [40, 35], "trend": "ascending"}, ["trend"]),                           # against the trend
        ({"row": [40, 40]}, ["row[1]"]),                                             # equal numbers
        ({"racks": (("joker",) * 3, None)}, ["racks.Ann[2]"]),                       # a third Joker
        ({"racks": ((), ())}, ["racks.Bob"]),                                        # two winners
        ({"bag": 105}, ["bag"]),                                                     # over 106 tiles
    ]
    for change, paths in cases:
        fields = {k: tuple(str(x) for x in v) if k == "row" else v for k, v in change.items()}
        bad = replace(pos, **fields)
        assert [p.path for p in GAME.problems(bad)] == paths, change
        with pytest.raises(PositionError):
            GAME.read_position(Document(GAME.position_data(bad), {}, "x"))


def test_a_row_that_contradicts_its_trend_and_two_winners_are_impossible(tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob", "Cas"], "to_move": "Ann", "row": [40, 30],
                            "trend": "ascending", "racks": {"Ann": [], "Bob": [], "Cas": [1]}})
    r = run_cli("check", "upturn", path, "pass", "--json")
    assert r.code == 2 and [p["path"] for p in r.json()["problems"]] == ["trend", "racks.Bob"]


def test_a_last_arrow_fixes_the_trend_unless_it_was_the_winning_tile(tmp_path):
    base = {"players": ["Ann", "Bob"], "to_move": "Bob", "start_tile": 50, "racks": {"Ann": [3], "Bob": [9]}}
    for arrow, trend in (("up", "descending"), ("down", "ascending")):
        row = [40 if arrow == "up" else 60, arrow]
        path = write(tmp_path, {**base, "row": row, "trend": trend})
        r = run_cli("check", "upturn", path, "pass", "--json")
        assert r.code == 2 and [p["path"] for p in r.json()["problems"]] == ["trend"]
        fixed = "ascending" if arrow == "up" else "descending"
        assert check(write(tmp_path, {**base, "row": row, "trend": fixed}), "pass")["verdict"] == "legal"
    # a Down arrow as the last tile wins before it turns the row, and the position after it reads back
    won = apply(write(tmp_path, {**base, "to_move": "Ann", "row": [60], "trend": "ascending",
                                 "racks": {"Ann": ["down"], "Bob": [9]}}), "down keep")
    assert won["trend"] == "ascending" and won["row"][-1] == "down"
    assert run_cli("check", "upturn", write(tmp_path, won, "won.yaml"), "pass").code == 1


def test_a_twin_equal_to_the_number_before_it_is_impossible(tmp_path):
    base = {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 50, "racks": {"Ann": [3]}}
    r = run_cli("check", "upturn", write(tmp_path, {**base, "row": [22, 22], "trend": "descending"}), "pass", "--json")
    assert r.code == 2 and [p["path"] for p in r.json()["problems"]] == ["row[1]"]
    assert check(write(tmp_path, {**base, "row": [60, 22], "trend": "ascending"}), "pass")["verdict"] == "legal"


def test_positions_without_a_trend_or_with_an_action_first_play_are_impossible(tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 20, "row": ["up", 30]})
    r = run_cli("check", "upturn", path, "pass", "--json")
    assert [p["path"] for p in r.json()["problems"]] == ["row[0]", "trend"]
    path = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "row": ["up", 30], "trend": "ascending",
                            "racks": {"Ann": 90, "Bob": 20}}, "p2.yaml")
    problems = run_cli("check", "upturn", path, "pass", "--json").json()["problems"]
    assert [p["path"] for p in problems] == ["row[0]", "racks"]


def test_too_many_number_tiles_and_a_wrong_total_are_impossible(tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 20,
                            "racks": {"Ann": list(range(1, 81)), "Bob": [5]}, "bag": 10})
    problems = run_cli("check", "upturn", path, "pass", "--json").json()["problems"]
    assert [p["path"] for p in problems] == ["racks.Ann[79]", "bag"]


def test_schema_errors_in_tiles_are_reported_with_their_paths(tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 120,
                            "row": ["?"], "direction": "sideways", "racks": {"Ann": ["x", 0]}})
    r = run_cli("check", "upturn", path, "pass", "--json")
    assert r.code == 2
    assert {p["path"] for p in r.json()["problems"]} == {"start_tile", "row[0]", "direction", "racks.Ann[0]",
                                                         "racks.Ann[1]"}


@pytest.mark.parametrize("move", ["play", "%%% ???", "fly to the moon 99", "play 14 15", "twin 14", "play 22h",
                                  "play 14 give", "play 14 give Bob:0", "twin 22 fill", "joker asc then",
                                  "pass 14", "pass then", "play 14 give Bob Bob", "up keep keep", "play ?"])
def test_an_unreadable_move_exits_2_with_a_message_and_no_traceback(move):
    r = run_cli("check", "upturn", ex("joker"), move)
    assert r.code == 2 and r.err.strip() and "Traceback" not in r.err
    assert "Cannot read the move" in r.err


def test_a_move_file_and_standard_input_are_read(tmp_path):
    move = tmp_path / "move.txt"
    move.write_text("joker descending keep then play 14\n", encoding="utf-8")
    assert run_cli("check", "upturn", ex("joker"), "--move-file", str(move)).code == 0
    text = (EXAMPLES / "joker.yaml").read_text(encoding="utf-8")
    assert run_cli("check", "upturn", "-", "joker keep then play 99", input=text).code == 1


# -- moves, apply, examples ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("path", POSITIONS, ids=lambda p: p.stem)
def test_every_listed_move_is_legal_reads_back_and_applies_to_a_readable_position(path):
    pos = pos_of(str(path))
    for expand in (False, True):
        for option in GAME.legal_moves(pos, expand=expand, limit=300):
            move = GAME.parse_move(option.text, pos)
            assert GAME.move_text(move) == option.text
            assert GAME.check(pos, move).legal, option.text
            after = GAME.apply(pos, move)
            data = GAME.position_data(after)
            again = GAME.read_position(Document(json.loads(json.dumps(data)), {}, "after"))
            assert again == after
            GAME.legal_moves(again)


def test_moves_json_lists_strings_that_check_accepts_and_the_expansion_is_bounded():
    listed = run_cli("moves", "upturn", ex("twin-fill"), "--json").json()
    assert listed["moves"][1] == "twin 22 fill 64 48 40 36 give Bob:5" and listed["choices"][listed["moves"][1]]
    expanded = run_cli("moves", "upturn", ex("twin-fill"), "--expand", "--limit", "20", "--json").json()
    assert len(expanded["moves"]) == 20 and expanded["truncated"]
    for move in expanded["moves"][:5]:
        assert check(ex("twin-fill"), move)["verdict"] == "legal"


def test_every_draw_that_does_not_fit_the_move_is_a_usage_error_with_exit_2(tmp_path):
    """issue 11: a --draw that does not fit is a usage error (exit 2) in every game, never a
    move error, an impossible position or silently ignored."""
    known = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 30, "row": [40],
                             "trend": "ascending", "bag": [12, 13], "racks": {"Ann": [45, 46]}},
                  "known.yaml")
    jokers = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 30, "row": [40],
                              "trend": "ascending", "racks": {"Ann": ["joker", 50], "Bob": ["joker"]}}, "jokers.yaml")
    cases = [
        (ex("pass-drawn-tile"), "pass", ["5", "6"], "draws only 1"),          # more draws than the move makes
        (ex("pass-drawn-tile"), "pass", ["pig"], "pig is not a tile"),        # no tile at all
        (ex("pass-drawn-tile"), "pass", ["22h"], "22h is not a tile"),        # a twin with a hand
        (ex("empty-bag"), "pass", ["5"], "holds only"),                       # not among the tiles that went back
        (known, "pass", ["13"], "gives 12"),                                  # the known bag says otherwise
        (jokers, "pass", ["joker"], "cannot happen"),                         # a third Joker
    ]
    for path, move, draws, words in cases:
        args = ["apply", "upturn", path, move]
        for d in draws:
            args += ["--draw", d]
        r = run_cli(*args)
        assert r.code == 2 and r.err.startswith("Usage error:") and words in r.err, (draws, r)
        r = run_cli(*args, "--json")
        assert r.code == 2 and r.json()["error"] == "UsageError", (draws, r)


def test_apply_of_an_illegal_or_undetermined_move_raises_the_typed_error():
    pos = pos_of(ex("ascending-row"))
    with pytest.raises(IllegalMoveError):
        GAME.apply(pos, GAME.parse_move("play 38", pos))
    unknown = game_pos({"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 30, "row": [40],
                        "trend": "ascending", "racks": {"Ann": 3}})
    move = GAME.parse_move("play 45", unknown)
    assert GAME.check(unknown, move).outcome == "undetermined"
    with pytest.raises(IllegalMoveError):
        GAME.apply(unknown, move)


def test_the_position_round_trips_through_position_data():
    for path in POSITIONS:
        pos = pos_of(str(path))
        assert GAME.read_position(Document(GAME.position_data(pos), {}, "x")) == pos


def test_apply_refuses_draws_that_do_not_fit():
    r = run_cli("apply", "upturn", ex("pass-drawn-tile"), "pass", "--draw", "5", "--draw", "6")
    assert r.code == 2
    r = run_cli("apply", "upturn", ex("pass-drawn-tile"), "pass", "--draw", "pig")
    assert r.code == 2
    r = run_cli("apply", "upturn", ex("last-tile-wins"), "pass", "--draw", "joker")
    assert r.code == 0
    r = run_cli("apply", "upturn", ex("pass-drawn-tile"), "play 9")
    assert r.code == 1


def test_apply_never_changes_the_position_it_was_given():
    pos = pos_of(ex("twin-fill"))
    before = GAME.position_data(pos)
    GAME.apply(pos, GAME.parse_move("twin 22 fill 64 48 40 36 give Bob:3 Cas:2", pos))
    assert GAME.position_data(pos) == before


def test_drawn_tiles_that_cannot_exist_are_a_usage_error_and_an_illegal_move_has_no_position_after_it(tmp_path):
    racks = {"Ann": ["joker", 50], "Bob": ["joker"]}
    path = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 30, "row": [40],
                            "trend": "ascending", "racks": racks})
    pos = pos_of(path)
    with pytest.raises(UsageError) as err:
        GAME.apply(pos, GAME.parse_move("pass", pos), ["joker"])
    assert [p.path for p in err.value.problems] == ["racks.Bob[0]"]
    with pytest.raises(IllegalMoveError):
        GAME.apply(pos, GAME.parse_move("play 20", pos))


def test_replay_stops_at_the_first_illegal_move():
    r = run_cli("replay", "upturn", str(EXAMPLES / "record-opening.yaml"), "--json")
    data = r.json()
    assert r.code == 1 and data["checked"] == 10 and data["verdict"] == "illegal"
    assert data["moves"][-1]["reasons"][0]["rule"] == "upturn.play.number"


def test_the_schema_lists_the_games_own_keys():
    schema = run_cli("schema", "upturn").json()
    assert {"start_tile", "row", "trend", "direction", "bag", "racks"} <= set(schema["properties"])


def test_the_move_grammar_is_shown_with_the_rules():
    data = run_cli("rules", "upturn", "--moves", "--json").json()
    syntax = [m["syntax"] for m in data["moves"]]
    assert "pass" in syntax and any("twin 22 fill" in s for s in syntax)


# -- a perft-like table -----------------------------------------------------------------------------------------

MOVE_COUNTS = {
    # example: (compact list, every choice spelt out)
    "first-play": (5, 13),
    "ascending-row": (5, 18),
    "twin-fill": (4, 103),
    "joker": (11, 21),
    "arrows": (5, 8),
    "hand-tile": (6, 12),
}


@pytest.mark.parametrize("name", sorted(MOVE_COUNTS))
def test_the_number_of_legal_moves_in_fixed_positions_is_pinned(name):
    pos = pos_of(ex(name))
    counts = (len(GAME.legal_moves(pos)), len(GAME.legal_moves(pos, expand=True, limit=10000)))
    assert counts == MOVE_COUNTS[name]


# -- playouts -------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(6))
def test_random_playouts_offer_only_legal_moves_and_conserve_every_tile(seed):
    rng = random.Random(seed)
    players = ["Ann", "Bob", "Cas", "Dirk"][: 2 + seed % 3]
    house = frozenset(GAME.HOUSE_RULES) if seed % 2 else frozenset()
    pos = GAME.deal(rng, players, house)
    full = collections.Counter(tile_set())
    assert sum(full.values()) == 106
    for _ in range(250):
        if GAME.outcome(pos) is not None:
            break
        options = GAME.legal_moves(pos, expand=rng.random() < 0.2, limit=100)
        move = GAME.parse_move(rng.choice(options).text, pos)
        assert GAME.check(pos, move).legal
        pos = GAME.apply(pos, move)
        held = collections.Counter(pos.field()) + collections.Counter(pos.bag)
        for rack in pos.racks:
            held.update(rack)
        assert held == full
    assert GAME.legal_moves(pos) == [] or GAME.outcome(pos) is None


# -- five locales ---------------------------------------------------------------------------------------------------

LOCALE_WORDS = {
    # lang: (a word of the translated illegal reason, a word of the translated legal effect)
    "nl": ("oplopend", "beurt"),
    "pl": ("rosnący", "tura"),
    "es": ("ascendente", "turno"),
    "fy": ("oprinnend", "beurt"),
}


@pytest.mark.parametrize("lang", sorted(LOCALE_WORDS))
def test_verdicts_read_in_the_readers_language(lang):
    illegal = run_cli("check", "upturn", ex("ascending-row"), "play 38", "--lang", lang)
    legal = run_cli("check", "upturn", ex("upturn-call"), "play 45", "--lang", lang)
    assert illegal.code == 1 and legal.code == 0
    reason_word, effect_word = LOCALE_WORDS[lang]
    assert reason_word in illegal.out.lower() and "must be higher" not in illegal.out
    assert effect_word in legal.out.lower() and "Next turn" not in legal.out and "as a penalty" not in legal.out
    assert "upturn.play.number" in illegal.out


@pytest.mark.parametrize("lang", ["nl", "fy"])
def test_dutch_and_frisian_verdicts_name_the_player_instead_of_a_male_pronoun(lang):
    penalty = run_cli("check", "upturn", ex("upturn-call"), "play 45", "--lang", lang, "--json").json()
    message = effects(penalty, "penalty")[0]["message"]
    assert message.startswith("Ann ") and not {"hij", "er"} & set(message.split())
    win = run_cli("check", "upturn", ex("last-tile-wins"), "skip1", "--lang", lang, "--json").json()
    assert not {"zijn", "syn"} & set(effects(win, "win")[0]["message"].split())


def test_verdicts_read_in_english_by_default():
    illegal = run_cli("check", "upturn", ex("ascending-row"), "play 38")
    assert "The row is ascending, so 38 must be higher than 40." in illegal.out
    legal = run_cli("check", "upturn", ex("upturn-call"), "play 45")
    assert "Next turn: Bob." in legal.out and "penalty" in legal.out


@pytest.mark.parametrize("lang", ["en", "nl", "pl", "es", "fy"])
def test_impossible_positions_and_unreadable_moves_are_translated(lang, tmp_path):
    path = write(tmp_path, {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": "up"})
    r = run_cli("check", "upturn", path, "pass", "--lang", lang)
    assert r.code == 2 and ("must be a number tile" in r.err) == (lang == "en")
    r = run_cli("check", "upturn", ex("joker"), "twin 14", "--lang", lang)
    assert r.code == 2 and ("twin needs a twin tile" in r.err) == (lang == "en")


def test_the_shared_playout_with_every_choice_spelt_out_finds_no_problem():
    from checker import simulate

    for seed, players in ((1, ["A", "B"]), (2, ["A", "B", "C"])):
        census = GAME.census(GAME.deal(random.Random(seed), players))
        assert sum(census.values()) == 106 and GAME.problems(GAME.deal(random.Random(seed), players)) == []
        moves, finished, problems = simulate.play_one(GAME, seed, players, frozenset())
        assert finished and not problems and moves > 0


def test_a_tile_missing_from_the_rack_is_refused_for_that_alone(tmp_path):
    """Only the rule that decided: no twin ruling, no second broken rule, the own-rack clause quoted."""
    path = write(tmp_path, {"players": ["Ann", "Bob", "Cas", "Dirk"], "to_move": "Ann", "start_tile": 50,
                            "row": [57], "trend": "ascending", "racks": {"Ann": [61, 41, 33, "joker", 77]}})
    r = run_cli("check", "upturn", path, "play 44", "--json")
    data = r.json()
    assert r.code == 1 and [f["rule"] for f in data["reasons"]] == ["upturn.turn.own-rack"]
    assert data["notes"] == [] and "own rack" in data["reasons"][0]["quote"]
    assert data["instead"] and all(run_cli("check", "upturn", path, m).code == 0 for m in data["instead"])


class _Text(str):
    """A text of another class than ``str`` (no file or JSON body makes one): read the full way."""


_RAW_TILES = [1, 31, 99, 0, 100, -5, True, False, 31.0, "31", "52h", "22h", "22", "up", "UP", " up", "skip1", "joker",
              "?", "", "zz", "031", _Text("31"), None, [31]]


@given(st.lists(st.sampled_from(_RAW_TILES), max_size=4), st.lists(st.sampled_from(_RAW_TILES), max_size=4),
       st.lists(st.sampled_from(_RAW_TILES), max_size=3), st.sampled_from(_RAW_TILES))
def test_tiles_read_by_one_lookup_are_those_read_in_full_with_the_same_problems(row, rack, bag, start):
    """``build`` reads the usual tiles by one lookup (``reading._READ``); with none of them looked up it
    reads every value the full way: the same position and the same problems, in the same order."""
    from checker.games.upturn import reading

    data = {"players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": start, "row": row, "bag": bag,
            "racks": {"Ann": rack, "Bob": 3}}
    quick: list = []
    pos = reading.build(data, frozenset(), quick)
    kept, reading._READ = reading._READ, {}
    try:
        full: list = []
        assert reading.build(data, frozenset(), full) == pos
    finally:
        reading._READ = kept
    assert [(p.path, p.msg.text, p.msg.params) for p in quick] == [(p.path, p.msg.text, p.msg.params) for p in full]
