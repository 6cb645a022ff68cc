"""dnup: positions, moves, verdicts, listing, applying and playouts."""

from __future__ import annotations

import ast
import dataclasses
import json
import random
import re
from collections import Counter
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from checker.cli import cli
from checker.games.base import UNKNOWN
from checker.games.dnup import GAME, Card, Hand
from checker.inputs import load_text
from checker.verdict import IllegalMoveError, MoveError, PositionError

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples" / "dnup").glob("*.yaml"))
RULE_IDS = {r["id"] for r in yaml.safe_load((ROOT / "rules" / "dnup.yaml").read_text(encoding="utf-8"))["rules"]}


# -- helpers -------------------------------------------------------------------

def position(text: str):
    return GAME.read_position(load_text(text, "<test>"))


def example(name: str):
    return GAME.read_position(load_text((ROOT / "examples" / "dnup" / name).read_text(encoding="utf-8"), name))


def judge(pos, move: str):
    return GAME.check(pos, GAME.parse_move(move, pos))


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


def check_json(path, move: str, *extra: str) -> dict:
    result = run("check", "dnup", str(path), move, "--json", *extra)
    assert result.exit_code in (0, 1, 3), result.output
    return json.loads(result.stdout)


def rules_of(verdict) -> set[str]:
    return {f.rule for f in verdict.reasons}


def notes_of(verdict) -> set[str]:
    return {f.rule for f in verdict.notes}


def effect_kinds(verdict) -> list[str]:
    return [f.kind for f in verdict.effects]


THREE = """
game: dnup
players: [Ala, Bartek, Celina]
to_move: Ala
"""


def three(body: str, to_move: str = "Ala"):
    return position(THREE.replace("Ala\n", to_move + "\n") + body)


# -- examples --------------------------------------------------------------------

def test_there_are_at_least_six_examples_each_opening_with_comments():
    assert len(EXAMPLES) >= 6
    for path in EXAMPLES:
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("#"), path.name


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_listed_move_of_an_example_is_legal_and_its_result_reads_again(path, tmp_path):
    result = run("moves", "dnup", str(path), "--json")
    assert result.exit_code == 0, result.output
    moves = json.loads(result.stdout)["moves"]
    pos = GAME.read_position(load_text(path.read_text(encoding="utf-8"), path.name))
    for index, move in enumerate(moves):
        assert check_json(path, move)["verdict"] == "legal", move
        applied = run("apply", "dnup", str(path), move)
        assert applied.exit_code == 0, applied.output
        after = tmp_path / f"after{index}.yaml"
        after.write_text(applied.stdout, encoding="utf-8")
        again = run("moves", "dnup", str(after), "--json")
        assert again.exit_code == 0, again.output
        for follow in json.loads(again.stdout)["moves"][:2]:
            assert check_json(after, follow)["verdict"] == "legal"
        parsed = GAME.parse_move(move, pos)
        assert GAME.parse_move(GAME.move_text(parsed), pos) == parsed


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_positions_round_trip_through_position_data(path):
    pos = GAME.read_position(load_text(path.read_text(encoding="utf-8"), path.name))
    again = GAME.read_position(load_text(yaml.safe_dump(GAME.position_data(pos)), "again"))
    assert again == pos
    for option in GAME.legal_moves(pos, expand=True):
        after = GAME.apply(pos, GAME.parse_move(option.text, pos))
        assert GAME.read_position(load_text(yaml.safe_dump(GAME.position_data(after)), "after")) == after


def test_every_rule_id_the_module_cites_exists():
    cited = {node.value for path in (ROOT / "checker" / "games" / "dnup").glob("*.py")
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Constant) and isinstance(node.value, str)
             and re.fullmatch(r"dnup(\.[a-z0-9-]+)+", node.value)}
    assert cited and cited <= RULE_IDS, cited - RULE_IDS


def test_the_rules_file_examples_use_shipped_positions():
    data = yaml.safe_load((ROOT / "rules" / "dnup.yaml").read_text(encoding="utf-8"))
    seen = 0
    for rule in data["rules"]:
        for ex in rule.get("examples") or []:
            seen += 1
            assert (ROOT / ex["position"]).is_file(), ex
            assert check_json(ROOT / ex["position"], ex["move"])["verdict"] == ex["verdict"], (rule["id"], ex)
    assert seen >= 12


# -- reading 1: cards in hand are reordered, never rotated one by one -----------------

def test_turning_the_whole_hand_rotates_every_card():
    pos = example("turn-hand.yaml")
    v = judge(pos, "turn")
    assert v.legal and "rotate" in effect_kinds(v)
    after = GAME.apply(pos, GAME.parse_move("turn", pos))
    assert [c.text() for c in after.hands["Ala"].cards] == ["1/5", "8/2", "3/3"]
    assert after.to_move == "Bartek"


def test_rotating_a_single_card_is_illegal():
    pos = example("turn-hand.yaml")
    v = judge(pos, "turn 5/1")
    assert rules_of(v) == {"dnup.hand.no-rotate"}


def test_naming_every_card_of_the_hand_is_turning_the_hand():
    pos = example("turn-hand.yaml")
    assert judge(pos, "turn 3/3 2/8 5/1").legal


def test_playing_a_card_the_other_way_up_is_illegal():
    pos = example("first-out.yaml")
    v = judge(pos, "play 9/4")
    assert rules_of(v) == {"dnup.hand.no-rotate"}
    assert judge(pos, "play 4/9").legal


# -- reading 2: your own old set is discarded before the action -------------------------

def test_own_set_is_discarded_first_so_a_lower_set_of_its_size_is_free():
    pos = example("own-set-discarded.yaml")
    v = judge(pos, "play 2/7 2/9")
    assert v.legal
    assert "dnup.turn.discard-own-set" in notes_of(v)
    assert effect_kinds(v)[0] == "discard"
    after = GAME.apply(pos, GAME.parse_move("play 2/7 2/9", pos))
    assert after.discard == 11
    assert [c.text() for c in after.table["Ala"]] == ["2/7", "2/9"]


def test_adding_to_or_taking_your_own_discarded_set_is_illegal():
    pos = example("own-set-discarded.yaml")
    assert rules_of(judge(pos, "add 8/1 to Ala")) == {"dnup.turn.discard-own-set"}
    assert rules_of(judge(pos, "take Ala")) == {"dnup.take.set"}


# -- reading 3: exactly one action ------------------------------------------------------------

def test_passing_is_illegal_and_each_action_alone_is_legal():
    pos = example("turn-hand.yaml")
    assert rules_of(judge(pos, "pass")) == {"dnup.turn.one-action"}
    for move in ("turn", "play 5/1", "take Celina"):
        assert judge(pos, move).legal, move


def test_a_same_size_set_must_be_strictly_higher_and_beats_the_other():
    pos = example("play-beats-same-size.yaml")
    v = judge(pos, "play 5/1 5/3")
    assert v.legal and "return" in effect_kinds(v)
    equal = three("hands: {Ala: [4/1, 4/3]}\ntable: {Bartek: [4/2, 4/6]}")
    v = judge(equal, "play 4/1 4/3")
    assert rules_of(v) == {"dnup.play.same-size-higher"}
    assert v.reasons[0].values["other_value"] == 4


def test_a_set_of_a_size_not_on_the_table_has_no_value_limit():
    pos = example("play-beats-same-size.yaml")
    v = judge(pos, "play 6/2 6/9 6/6")
    assert v.legal
    assert v.effects[0].rule == "dnup.play.other-size-free"


def test_a_set_needs_one_active_value():
    pos = example("play-beats-same-size.yaml")
    assert "dnup.set.definition" in rules_of(judge(pos, "play 5/1 9/4"))


def test_playing_a_card_not_held_is_illegal():
    pos = example("play-beats-same-size.yaml")
    assert rules_of(judge(pos, "play 8/8")) == {"dnup.play.set"}


def test_adding_must_match_the_set_value():
    pos = example("add-card.yaml")
    assert rules_of(judge(pos, "add 3/9 to Bartek")) == {"dnup.add.match-value"}
    assert judge(pos, "add 3/9 to Celina").legal


def test_adding_to_the_size_of_another_set_needs_the_higher_value():
    pos = example("add-card.yaml")
    v = judge(pos, "add 6/2 to Bartek")
    assert v.legal and v.effects[1].kind == "return" and v.effects[1].values["owner"] == "Celina"
    assert rules_of(judge(pos, "add 5/3 to Dorota")) == {"dnup.add.size-equal-higher"}


def test_adding_to_a_missing_set_is_illegal():
    pos = example("take-set.yaml")
    assert rules_of(judge(pos, "add 7/7 to Celina")) == {"dnup.add.card"}


def test_taking_a_set_is_legal_with_a_note_and_keeps_the_cards_unrotated():
    pos = example("take-set.yaml")
    v = judge(pos, "take Bartek")
    assert v.legal and "dnup.take.set" in notes_of(v)
    after = GAME.apply(pos, GAME.parse_move("take Bartek", pos))
    assert [c.text() for c in after.hands["Ala"].cards] == ["3/1", "7/7", "9/2", "9/5"]
    assert "Bartek" not in after.table


def test_taking_where_there_is_no_set_is_illegal_and_still_noted():
    pos = example("take-set.yaml")
    v = judge(pos, "take Celina")
    assert rules_of(v) == {"dnup.take.set"} and "dnup.take.set" in notes_of(v)


# -- reading 4: a beaten set goes back to its owner, rotated -------------------------------------

def test_a_beaten_set_goes_back_to_its_owner_rotated():
    pos = three("hands: {Ala: [5/1, 5/3, 2/2], Bartek: [9/9]}\ntable: {Bartek: [4/2, 4/6]}")
    v = judge(pos, "play 5/1 5/3")
    assert v.legal and "dnup.beat.return-rotated" in notes_of(v)
    after = GAME.apply(pos, GAME.parse_move("play 5/1 5/3", pos))
    assert [c.text() for c in after.hands["Bartek"].cards] == ["9/9", "2/4", "6/4"]
    assert list(after.table) == ["Ala"]


def test_an_equal_set_beats_nothing_and_is_illegal():
    pos = three("hands: {Ala: [4/1]}\ntable: {Bartek: [4/2]}")
    assert rules_of(judge(pos, "play 4/1")) == {"dnup.play.same-size-higher"}


def test_a_set_keeps_its_owner_after_a_card_is_added():
    pos = example("add-card.yaml")
    v = judge(pos, "add 6/2 to Bartek")
    assert "dnup.add.keeps-owner" in notes_of(v)
    after = GAME.apply(pos, GAME.parse_move("add 6/2 to Bartek", pos))
    assert [c.text() for c in after.table["Bartek"]] == ["6/1", "6/4", "6/2"]
    assert "Celina" not in after.table
    assert after.hands["Celina"] == Hand.of((), 3) or after.hands["Celina"].unknown == 3


# -- reading 5: sets on the table have different sizes -----------------------------------------

def test_two_sets_of_one_size_make_an_impossible_position(tmp_path):
    path = tmp_path / "same.yaml"
    path.write_text(THREE + "hands: {Ala: [1/2]}\ntable: {Bartek: [4/2, 4/6], Celina: [7/1, 7/3]}\n")
    result = run("check", "dnup", str(path), "turn", "--json")
    assert result.exit_code == 2
    data = json.loads(result.stdout)
    assert data["error"] == "PositionError"
    assert [p["path"] for p in data["problems"]] == ["table.Celina"]
    assert "dnup.table.distinct-sizes" in data["problems"][0]["message"]


def test_sets_of_different_sizes_are_a_possible_position():
    pos = three("hands: {Ala: [1/2]}\ntable: {Bartek: [4/2, 4/6], Celina: [7/1]}")
    assert judge(pos, "turn").legal


# -- reading 6: first and second out -------------------------------------------------------------

def test_going_out_first_wins_two_tokens_and_leaves_the_set_until_the_next_turn():
    pos = example("first-out.yaml")
    v = judge(pos, "play 4/9")
    assert v.legal
    token = next(f for f in v.effects if f.kind == "token")
    assert token.values == {"player": "Ala", "tokens": 2, "total": 3}
    after = GAME.apply(pos, GAME.parse_move("play 4/9", pos))
    assert after.out == ("Ala",) and after.tokens["Ala"] == 3
    assert after.to_move == "Bartek" and "Ala" in after.table


def test_the_first_out_player_takes_no_more_turns():
    pos = example("first-out-set.yaml")
    after = GAME.apply(pos, GAME.parse_move("turn", pos))
    assert after.to_move == "Bartek" and "Ala" not in after.table
    data = GAME.position_data(pos)
    data["to_move"] = "Ala"
    with pytest.raises(PositionError) as err:
        GAME.read_position(load_text(yaml.safe_dump(data), "out"))
    assert [p.path for p in err.value.problems] == ["to_move"]


def test_a_beaten_first_out_set_is_discarded_not_returned():
    pos = example("first-out-set.yaml")
    v = judge(pos, "play 6/1")
    assert v.legal and "dnup.round.first-out-set" in notes_of(v)
    assert [f.kind for f in v.effects][:2] == ["play", "discard"]
    after = GAME.apply(pos, GAME.parse_move("play 6/1", pos))
    assert after.hands["Ala"] == Hand()
    assert "Ala" not in after.table


def test_the_first_out_set_is_discarded_when_that_turn_would_come():
    pos = example("first-out-set.yaml")
    v = judge(pos, "turn")
    discards = [f for f in v.effects if f.kind == "discard"]
    assert discards and discards[0].values["player"] == "Ala"


def test_going_out_second_wins_one_token_and_ends_the_round():
    pos = example("second-out-round-end.yaml")
    v = judge(pos, "play 7/3")
    assert v.legal
    assert "round-end" in effect_kinds(v) and "win" not in effect_kinds(v)
    after = GAME.apply(pos, GAME.parse_move("play 7/3", pos))
    assert after.out == ("Ala", "Bartek") and after.tokens["Bartek"] == 3
    assert GAME.outcome(after) is None
    assert GAME.legal_moves(after) == []
    assert rules_of(judge(after, "turn")) == {"dnup.round.second-out"}


# -- reading 7: four tokens and the tie ----------------------------------------------------------

def test_reaching_four_tokens_at_the_end_of_a_round_wins():
    pos = three("out: [Celina]\ntokens: {Celina: 3, Bartek: 3, Ala: 2}\nhands: {Ala: 3, Bartek: [5/5], Celina: []}",
                to_move="Bartek")
    v = judge(pos, "play 5/5")
    wins = [f for f in v.effects if f.kind == "win"]
    assert v.legal and wins[0].values == {"player": "Bartek", "total": 4}
    after = GAME.apply(pos, GAME.parse_move("play 5/5", pos))
    assert GAME.outcome(after) == "Bartek"


def test_when_both_players_out_reach_four_the_first_out_wins():
    pos = example("game-end-tie.yaml")
    v = judge(pos, "play 5/5 5/2")
    assert v.legal and "dnup.game.tie" in notes_of(v)
    assert [f.values["player"] for f in v.effects if f.kind == "win"] == ["Ala"]
    after = GAME.apply(pos, GAME.parse_move("play 5/5 5/2", pos))
    assert after.tokens["Bartek"] == 4 and GAME.outcome(after) == "Ala"
    v = judge(after, "turn")
    assert rules_of(v) == {"dnup.game.win"} and "dnup.game.tie" in notes_of(v)


def test_going_out_first_to_four_tokens_announces_the_win_at_the_round_end():
    pos = three("tokens: {Ala: 2, Bartek: 1}\nhands: {Ala: [3/3], Bartek: 4, Celina: 4}")
    v = judge(pos, "play 3/3")
    assert "win" in effect_kinds(v) and "dnup.game.tie" in notes_of(v)
    after = GAME.apply(pos, GAME.parse_move("play 3/3", pos))
    assert GAME.outcome(after) is None and after.to_move == "Bartek"


def test_too_many_tokens_for_a_running_game_is_impossible():
    with pytest.raises(PositionError) as err:
        three("tokens: {Bartek: 4, Celina: 1}\nhands: {Ala: [1/1]}")
    assert [p.path for p in err.value.problems] == ["tokens.Bartek"]


# -- the starred card opens a round --------------------------------------------------------------

def test_the_holder_of_the_starred_card_opens_the_round():
    pos = example("round-start.yaml")
    assert judge(pos, "play 1/5*").legal
    assert judge(pos, "play 1/5").legal
    after = GAME.apply(pos, GAME.parse_move("play 1/5", pos))
    assert after.table["Ala"][0].star and not after.round_start


def test_another_player_may_not_open_the_round():
    pos = example("round-start-wrong-player.yaml")
    v = judge(pos, "turn")
    assert rules_of(v) == {"dnup.setup.start-player"}
    assert GAME.legal_moves(pos) == []


def test_an_unknown_star_holder_leaves_the_opening_undetermined():
    pos = three("round_start: true\nhands: {Ala: [2/2, \"?\"], Bartek: 5, Celina: 5}")
    v = judge(pos, "turn")
    assert v.outcome == "undetermined" and v.missing[0].kind == "hands.Ala"


def test_a_second_star_or_a_star_on_another_card_is_impossible():
    with pytest.raises(PositionError) as err:
        three("hands: {Ala: [1/5*, 3/7*], Bartek: [5/1*]}")
    assert [p.path for p in err.value.problems] == ["hands.Ala[1]", "hands.Bartek[0]"]


# -- two players and missing facts ----------------------------------------------------------------

def test_two_player_verdicts_carry_the_warning_both_ways():
    pos = example("two-players.yaml")
    legal, illegal = judge(pos, "play 8/2"), judge(pos, "play 3/3 3/6")
    assert legal.legal and not illegal.legal
    for v in (legal, illegal):
        assert "dnup.two-players.unknown" in notes_of(v)


def test_a_card_the_position_does_not_show_makes_the_play_undetermined():
    pos = example("turn-hand.yaml")
    pos = dataclasses.replace(pos, to_move="Bartek")
    v = judge(pos, "play 9/1")
    assert v.outcome == "undetermined" and v.missing[0].kind == "hands.Bartek"
    assert judge(pos, "play 4/4").legal
    # a move not known to be legal has no position after it
    with pytest.raises(IllegalMoveError):
        GAME.apply(pos, GAME.parse_move("play 9/1", pos))
    after = GAME.apply(pos, GAME.parse_move("play 4/4", pos))
    assert after.hands["Bartek"].unknown == pos.hands["Bartek"].unknown


def test_an_omitted_hand_can_still_take_and_turn(tmp_path):
    path = tmp_path / "omitted.yaml"
    path.write_text(THREE + "table: {Bartek: [4/2]}\n")
    assert check_json(path, "take Bartek")["verdict"] == "legal"
    assert check_json(path, "play 5/5")["verdict"] == "undetermined"
    assert check_json(path, "play 4/4")["verdict"] == "illegal"
    result = run("check", "dnup", str(path), "play 5/5")
    assert result.exit_code == 3


# -- impossible positions and unreadable moves -------------------------------------------------------

def test_an_impossible_position_lists_every_problem_with_its_path(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("""game: dnup
players: [Ala, Bartek, Celina]
to_move: Ala
out: [Celina]
tokens: {Celina: 1}
hands:
  Ala: [5/1, 3/7*]
  Bartek: 0
  Celina: [2/2]
table:
  Bartek: [4/2, 4/6]
  Celina: [7/1, 6/1]
""")
    result = run("check", "dnup", str(path), "turn", "--json")
    assert result.exit_code == 2 and "Traceback" not in result.output
    paths = [p["path"] for p in json.loads(result.stdout)["problems"]]
    assert json.loads(result.stdout)["error"] == "PositionError"
    assert paths == ["hands.Ala[1]", "table.Celina", "table.Celina", "tokens.Celina", "hands.Bartek",
                     "hands.Celina"]


@pytest.mark.parametrize("change, path", [
    ("tokens: {Zed: 2}", "tokens.Zed"),              # a key that is no player
    ("out: [celina]", "out[0]"),                    # a name in the wrong letter case
    ("tabel: {Bartek: [4/2]}", "tabel"),            # a misspelt key
    ("hands: {Ala: [5/1, 3/X]}", "hands.Ala[1]"),  # a value that is no card
    ("discard: [5/1*, 1/5*]", None),              # (readable: cannot happen, see below)
])
def test_what_cannot_be_read_is_an_input_error_not_an_impossible_position(tmp_path, change, path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(f"game: dnup\nplayers: [Ala, Bartek, Celina]\nto_move: Ala\n{change}\n")
    result = run("check", "dnup", str(bad), "turn", "--json")
    assert result.exit_code == 2, result.output
    data = json.loads(result.stdout)
    if path is None:
        assert data["error"] == "PositionError"
    else:
        assert data["error"] == "InputError" and path in [p["path"] for p in data["problems"]], data


def test_too_many_cards_is_impossible():
    with pytest.raises(PositionError) as err:
        three("hands: {Ala: [1/1], Bartek: 20, Celina: 20}")
    assert [p.path for p in err.value.problems] == ["hands"]


def test_a_bare_question_mark_in_a_block_list_is_an_unknown_card():
    pos = three("hands:\n  Ala:\n    - 5/1\n    - ?\n")
    assert pos.hands["Ala"] == Hand.of(pos.hands["Ala"].known, 1) == Hand((Card(5, 1), UNKNOWN))


@pytest.mark.parametrize("move", ["", "plqx 5/1", "add", "add 5/1 to Zed", "add to", "play 5/x",
                                  "take Zed", "pass 5/1", "jump", "play 5/1/2", "turn x"])
def test_unreadable_moves_exit_two_without_a_traceback(move):
    path = ROOT / "examples" / "dnup" / "turn-hand.yaml"
    result = run("check", "dnup", str(path), move)
    assert result.exit_code == 2, (move, result.output)
    assert "Traceback" not in result.output


def test_parse_errors_are_move_errors():
    pos = example("turn-hand.yaml")
    with pytest.raises(MoveError):
        GAME.parse_move("add 5/1 Bartek extra", pos)


def test_move_grammar_accepts_its_variants():
    pos = example("add-card.yaml")
    assert GAME.parse_move("add 6/2 Bartek", pos) == GAME.parse_move("add 6/2 to bartek", pos)
    assert GAME.parse_move("take from Bartek", pos) == GAME.parse_move("TAKE Bartek", pos)
    assert GAME.parse_move("turn hand", pos) == GAME.parse_move("turn", pos)
    assert GAME.parse_move("play 6/2, 1/1", pos) == GAME.parse_move("play 1/1 6/2", pos)
    assert len(GAME.move_syntax()) == 8


# -- move counts (perft-style) ----------------------------------------------------------------------

COUNTS = {
    # example: (compact, expanded)
    "play-beats-same-size.yaml": (7, 9),
    "add-card.yaml": (7, 7),
    "game-end-tie.yaml": (4, 5),
    "round-start.yaml": (5, 6),
    "first-out-set.yaml": (5, 5),
    "round-start-wrong-player.yaml": (0, 0),
}


@pytest.mark.parametrize("name", sorted(COUNTS))
def test_move_counts_of_fixed_positions(name):
    pos = example(name)
    assert (len(GAME.legal_moves(pos)), len(GAME.legal_moves(pos, expand=True))) == COUNTS[name]


def test_the_limit_bounds_the_list():
    pos = example("play-beats-same-size.yaml")
    assert len(GAME.legal_moves(pos, expand=True, limit=3)) == 3


def test_compact_moves_describe_the_open_choice():
    pos = example("play-beats-same-size.yaml")
    options = {o.text: o.choices for o in GAME.legal_moves(pos)}
    assert options["play 6/2 6/6"] is not None and options["play 6/2 6/6"].params["count"] == 2


# -- playouts ------------------------------------------------------------------------------------------

def _census(pos) -> Counter:
    cards = []
    for hand in pos.hands.values():
        cards.extend(hand.cards)
    for cards_on_table in pos.table.values():
        cards.extend(cards_on_table)
    cards.extend(pos.discard)
    return Counter(c.identity() for c in cards)


@pytest.mark.parametrize("seed,players", [(1, ["A", "B", "C"]), (7, ["A", "B", "C", "D", "E"]), (3, ["A", "B"])])
def test_random_playouts_stay_legal_and_conserve_every_card(seed, players):
    rng = random.Random(seed)
    pos = GAME.deal(rng, players)
    deck = _census(pos)
    assert sum(deck.values()) == 36 and pos.round_start
    rounds = 1
    for _ in range(3000):
        if GAME.outcome(pos) is not None:
            break
        options = GAME.legal_moves(pos)
        if not options:
            assert pos.round_over
            pos = GAME.new_round(pos, rng)
            rounds += 1
            continue
        move = GAME.parse_move(rng.choice(options).text, pos)
        assert GAME.check(pos, move).legal
        pos = GAME.apply(pos, move)
        assert _census(pos) == deck
        assert len({len(s) for s in pos.table.values()}) == len(pos.table)
    winner = GAME.outcome(pos)
    assert winner in players and pos.tokens[winner] >= 4 and rounds >= 2


# -- five locales -----------------------------------------------------------------------------------------

LOCALE_WORDS = {
    # lang: (a phrase of the illegal verdict, a phrase of the legal verdict)
    "en": ("a new set of that size needs a higher value", "Bartek plays next."),
    "nl": ("een nieuwe set van die grootte moet hoger zijn", "Bartek is hierna aan de beurt."),
    "pl": ("nowy zestaw tej wielkości musi mieć wyższą wartość", "Następną turę rozgrywa Bartek."),
    "es": ("un grupo nuevo de ese tamaño necesita un valor mayor", "Después juega Bartek."),
    "fy": ("in nije set fan dy grutte moat heger wêze", "Bartek is hjirnei oan 'e beurt."),
}


@pytest.mark.parametrize("lang", sorted(LOCALE_WORDS))
def test_verdicts_read_in_every_locale(lang):
    path = str(ROOT / "examples" / "dnup" / "play-beats-same-size.yaml")
    illegal = run("check", "dnup", path, "play 2/8", "--lang", lang)
    legal = run("check", "dnup", path, "play 5/1 5/3", "--lang", lang)
    assert (illegal.exit_code, legal.exit_code) == (1, 0)
    bad_words, good_words = LOCALE_WORDS[lang]
    assert bad_words in illegal.stdout
    assert good_words in legal.stdout
    if lang != "en":
        english_bad, english_good = LOCALE_WORDS["en"]
        assert english_bad not in illegal.stdout and english_good not in legal.stdout
        assert "ILLEGAL" not in illegal.stdout.split()[0]


@pytest.mark.parametrize("lang", ["nl", "pl", "es", "fy"])
def test_notes_problems_and_move_errors_are_translated(lang):
    two = run("check", "dnup", str(ROOT / "examples" / "dnup" / "two-players.yaml"), "play 8/2", "--lang", lang)
    assert "the source leaves out the two-player rules" not in two.stdout
    assert "dnup.two-players.unknown" in two.stdout
    bad = run("check", "dnup", str(ROOT / "examples" / "dnup" / "turn-hand.yaml"), "play 5/x", "--lang", lang)
    assert bad.exit_code == 2 and "is not a card" not in bad.output


# -- review fixes: the first-out set, going out by adding, messages, the opener -----------------------

OUT_SET = """
out: [Ala]
tokens: {Ala: 2}
hands: {Bartek: 4, Celina: [3/1, 2/8, 9/9]}
table: {Ala: [3/5], Bartek: [6/6, 6/1, 6/2]}
"""


def _write(tmp_path, body: str, to_move: str = "Ala"):
    path = tmp_path / "pos.yaml"
    path.write_text(THREE.replace("Ala\n", to_move + "\n") + body, encoding="utf-8")
    return path


def test_a_card_added_to_the_first_out_set_is_discarded_with_it(tmp_path):
    path = _write(tmp_path, OUT_SET, to_move="Celina")
    data = check_json(path, "add 3/1 to Ala")
    assert data["verdict"] == "legal"
    assert "dnup.round.first-out-set" in {n["rule"] for n in data["notes"]}
    discard = next(e for e in data["effects"] if e["kind"] == "discard")
    assert discard["values"] == {"player": "Ala", "cards": ["3/5", "3/1"]}
    assert "(3/5 and 3/1)" in discard["message"]
    pos = GAME.read_position(load_text(path.read_text(encoding="utf-8"), "pos"))
    after = GAME.apply(pos, GAME.parse_move("add 3/1 to Ala", pos))
    assert after.to_move == "Bartek" and "Ala" not in after.table
    # a card that does not match is still refused, and the set it aimed at is still noted as the out set
    wrong = check_json(path, "add 2/8 to Ala")
    assert wrong["verdict"] == "illegal"
    assert [r["rule"] for r in wrong["reasons"]] == ["dnup.add.match-value"]
    assert "dnup.round.first-out-set" in {n["rule"] for n in wrong["notes"]}


def test_taking_the_first_out_set_relies_on_it_still_lying_there(tmp_path):
    path = _write(tmp_path, OUT_SET, to_move="Celina")
    taken = check_json(path, "take Ala")
    assert taken["verdict"] == "legal"
    assert {"dnup.take.set", "dnup.round.first-out-set"} <= {n["rule"] for n in taken["notes"]}
    assert not [e for e in taken["effects"] if e["kind"] == "discard"]
    other = check_json(path, "take Bartek")
    assert other["verdict"] == "legal"
    # Ala's own set is still discarded at her seat; taking Bartek's relies on nothing about Ala's
    assert [e["values"]["cards"] for e in other["effects"] if e["kind"] == "discard"] == [["3/5"]]
    own = check_json(path, "take Celina")
    assert own["verdict"] == "illegal"


def test_going_out_by_adding_leaves_no_set_of_ones_own():
    pos = three("hands: {Ala: [6/3], Bartek: 4, Celina: 2}\n"
                "table: {Ala: [2/2, 2/5, 2/1], Bartek: [6/6], Celina: [1/6, 1/1]}")
    added = judge(pos, "add 6/3 to Bartek")
    assert added.legal and "token" in effect_kinds(added)
    assert "dnup.round.first-out-set" not in notes_of(added)
    after = GAME.apply(pos, GAME.parse_move("add 6/3 to Bartek", pos))
    assert after.out == ("Ala",) and "Ala" not in after.table
    played = judge(pos, "play 6/3")
    assert not played.legal and rules_of(played) == {"dnup.play.same-size-higher"}
    alone = three("hands: {Ala: [6/3], Bartek: 4, Celina: 2}\ntable: {Bartek: [5/5, 5/1]}")
    out_by_play = judge(alone, "play 6/3")
    assert out_by_play.legal and "dnup.round.first-out-set" in notes_of(out_by_play)


def test_two_equal_sizes_are_reported_with_the_right_number(tmp_path):
    for cards, words in (("[7/1]", "both have 1 card,"), ("[7/1, 7/2]", "both have 2 cards,")):
        path = _write(tmp_path, f"hands: {{Ala: [1/2]}}\ntable: {{Bartek: {cards}, Celina: {cards}}}")
        result = run("check", "dnup", str(path), "turn", "--json")
        assert result.exit_code == 2
        assert words in json.loads(result.stdout)["problems"][0]["message"]
    fine = _write(tmp_path, "hands: {Ala: [1/2]}\ntable: {Bartek: [7/1], Celina: [7/2, 7/3]}")
    assert check_json(fine, "turn")["verdict"] == "legal"


def test_a_beaten_set_names_the_hand_it_goes_back_to():
    data = check_json(ROOT / "examples" / "dnup" / "add-card.yaml", "add 6/2 to Bartek")
    back = next(e for e in data["effects"] if e["kind"] == "return")
    assert "goes back into the hand of Celina," in back["message"]
    assert check_json(ROOT / "examples" / "dnup" / "add-card.yaml", "add 5/3 to Dorota")["verdict"] == "illegal"


def test_the_opener_is_known_when_every_other_hand_is_shown_without_the_star():
    pos = three('round_start: true\nhands: {Ala: [2/2, 3/3], Bartek: [4/4, "?"], Celina: [6/6, 7/1]}',
                to_move="Bartek")
    assert judge(pos, "play 4/4").legal and judge(pos, "turn").legal
    assert [o.text for o in GAME.legal_moves(pos)] == ["play 4/4", "turn"]
    # the others' hands shown in full: whoever else moves first is refused
    wrong = three('round_start: true\nhands: {Ala: [2/2, 3/3], Bartek: [4/4, "?"], Celina: [6/6, 7/1]}',
                  to_move="Celina")
    v = judge(wrong, "turn")
    assert not v.legal and rules_of(v) == {"dnup.setup.start-player"}
    # one other hand not shown in full: it stays undetermined
    open_hand = three('round_start: true\nhands: {Ala: [2/2, "?"], Bartek: [4/4, "?"], Celina: [6/6, 7/1]}',
                      to_move="Bartek")
    assert judge(open_hand, "turn").outcome == "undetermined"
    assert GAME.legal_moves(open_hand) == []
