"""3UP 3DOWN: every default reading and the house rule, impossible positions,
unreadable moves, the examples, five locales, move counts and random playouts."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest
import yaml
from conftest import ROOT, run_cli

from checker.games.base import UNKNOWN
from checker.games.three_up_three_down import GAME
from checker.games.three_up_three_down.model import CARDS, COPIES, zones
from checker.i18n import Translator
from checker.inputs import Document
from checker.verdict import IllegalMoveError, MoveError, UsageError

EXAMPLES = ROOT / "examples" / "3up3down"
POSITIONS = sorted(p for p in EXAMPLES.glob("*.yaml") if "position" not in yaml.safe_load(p.read_text()))


def two_players(**ann) -> dict:
    """Ann to move against Bob; the draw pile is used up unless given."""
    seat = {"hand": [5, 8, 10], "face_up": [9, 4, 4], "face_down": 3}
    seat.update(ann.pop("seat", {}))
    data = {
        "game": "3up3down", "players": ["Ann", "Bob"], "to_move": "Ann",
        "draw_pile": 0, "pile": [6],
        "cards": {"Ann": seat, "Bob": {"hand": 4, "face_up": [7, 7, 2], "face_down": 3}},
    }
    data.update(ann)
    return data


def position(data: dict, house_rules=()):
    return GAME.read_position(Document(copy.deepcopy(data), {}, "test"), house_rules)


def judge(data: dict, move: str, house_rules=()):
    pos = position(data, house_rules)
    return GAME.check(pos, GAME.parse_move(move, pos))


def rules(verdict, group="reasons") -> list[str]:
    return [f.rule for f in getattr(verdict, group)]


def kinds(verdict) -> list[str]:
    return [f.kind for f in verdict.effects]


def effect(verdict, kind: str):
    return next(f for f in verdict.effects if f.kind == kind)


def after(data: dict, move: str, draws=None):
    pos = position(data)
    return GAME.apply(pos, GAME.parse_move(move, pos), draws)


# -- 1. equal or higher; an empty pile takes anything ------------------------------

def test_an_equal_or_higher_card_may_go_on_the_pile_and_a_lower_one_may_not():
    assert judge(two_players(pile=[5]), "play 5").legal
    assert judge(two_players(pile=[5]), "play 8").legal
    v = judge(two_players(pile=[6]), "play 5")
    assert v.outcome == "illegal" and rules(v) == ["3up3down.play.equal-or-higher"]
    assert v.reasons[0].values == {"card": "5", "top": "6"}


def test_an_empty_pile_takes_any_card_but_still_only_one_number():
    v = judge(two_players(pile=[], seat={"hand": [1, 2, 2]}), "play 1")
    assert v.legal and "3up3down.play.lead" in rules(v, "notes")
    v = judge(two_players(pile=[], seat={"hand": [1, 2, 2]}), "play 1 2")
    assert rules(v) == ["3up3down.play.multiples"]


# -- 2. Clear cards rank above every number, one at a time (house rule) ----------------

def test_a_clear_card_goes_on_any_pile_even_a_ten():
    v = judge(two_players(pile=[10], seat={"hand": ["clear", 2, 3]}), "play clear")
    assert v.legal and "3up3down.clear.rank" in rules(v, "notes")


def test_clear_cards_go_down_one_at_a_time_by_default():
    data = two_players(pile=[5], seat={"hand": ["clear", "clear", 7]})
    assert rules(judge(data, "play clear clear")) == ["3up3down.clear.one-at-a-time"]
    assert rules(judge(data, "play clear 7")) == ["3up3down.clear.one-at-a-time"]


def test_house_rule_multiple_clears_lets_clear_cards_of_one_kind_go_down_together():
    data = two_players(pile=[5], seat={"hand": ["clear", "clear", "clear+1", 7]})
    v = judge(data, "play clear clear", ["multiple-clears"])
    assert v.legal and kinds(v).count("clear") == 1
    assert any(n.rule == "3up3down.clear.one-at-a-time" for n in v.notes)
    assert rules(judge(data, "play clear clear+1", ["multiple-clears"])) == ["3up3down.clear.one-at-a-time"]
    assert rules(judge(data, "play clear 7", ["multiple-clears"])) == ["3up3down.clear.one-at-a-time"]


def test_the_house_rule_can_be_set_in_the_position_file_too():
    data = two_players(pile=[9], seat={"hand": ["clear", "clear", 7]}, house_rules=["multiple-clears"])
    assert judge(data, "play clear clear").legal


# -- 3. several cards of one number, from the hand or the face-up cards ---------------

def test_several_cards_of_one_number_go_down_together_from_the_hand():
    v = judge(two_players(seat={"hand": [8, 8, 8, 3]}), "play 8 8")
    assert v.legal and "3up3down.play.multiples" in rules(v, "notes")
    assert rules(judge(two_players(seat={"hand": [8, 9, 3]}), "play 8 9")) == ["3up3down.play.multiples"]


def test_several_face_up_cards_of_one_number_go_down_together():
    data = two_players(pile=[3], seat={"hand": [], "face_up": [4, 4, 9]})
    assert judge(data, "up 4 4").legal
    assert rules(judge(data, "up 4 9")) == ["3up3down.play.multiples"]


def test_a_player_cannot_discard_cards_they_do_not_have():
    v = judge(two_players(), "play 7")
    assert rules(v) == ["3up3down.turn.structure"]
    # a face-up card named with play is judged under the rule that keeps it waiting, not as "not in hand"
    assert rules(judge(two_players(), "play 9")) == ["3up3down.piles.when"]
    v = judge(two_players(seat={"hand": [], "face_up": [9, 4, 4]}), "up 9 9")
    assert rules(v) == ["3up3down.turn.structure"]


# -- 4. three or more of a number clear the pile, across players ------------------------

def test_three_of_a_kind_on_top_clears_the_pile_whoever_played_them():
    v = judge(two_players(pile=[3, 6, 6], seat={"hand": [6, 9, 2]}), "play 6")
    assert v.legal and effect(v, "clear").rule == "3up3down.clear.three-of-a-kind"
    assert effect(v, "clear").values == {"card": "6", "run": 3, "count": 4}
    assert after(two_players(pile=[3, 6, 6], seat={"hand": [6, 9, 2]}), "play 6").pile == ()


def test_two_of_a_kind_does_not_clear_and_four_at_once_do():
    v = judge(two_players(pile=[5, 6], seat={"hand": [6, 9, 2]}), "play 6")
    assert v.legal and "clear" not in kinds(v)
    v = judge(two_players(pile=[4], seat={"hand": [6, 6, 6, 6]}), "play 6 6 6 6")
    assert v.legal and effect(v, "clear").values["run"] == 4


def test_after_three_of_a_kind_the_turn_ends_with_the_draw_not_another_discard():
    data = two_players(pile=[6, 6], seat={"hand": [6, 9, 2]})
    assert rules(judge(data, "play 6, play 9")) == ["3up3down.turn.structure"]


# -- 5. Clear ----------------------------------------------------------------------------

def test_a_clear_takes_the_pile_out_of_the_game_and_gives_no_extra_discard():
    data = two_players(pile=[7, 9], removed=[], seat={"hand": ["clear", 2, 3]})
    data["cards"]["Bob"]["hand"] = 57
    v = judge(data, "play clear")
    assert v.legal and effect(v, "clear").values == {"card": "clear", "count": 3}
    assert after(data, "play clear").removed == ("7", "9", "clear")
    assert rules(judge(data, "play clear, play 2")) == ["3up3down.turn.structure"]


# -- 6. Clear +1 -------------------------------------------------------------------------

HAND_CLEAR_1 = {"draw_pile": [7, 1, 10], "pile": [5, 9], "seat": {"hand": ["clear+1", 2, 4], "face_up": [9, 4, 4]}}


def test_clear_plus_one_gives_one_more_discard_with_or_without_a_draw_first():
    data = two_players(**copy.deepcopy(HAND_CLEAR_1))
    data["cards"]["Bob"]["hand"] = 3
    v = judge(data, "play clear+1, play 2")
    assert v.legal and kinds(v) == ["discard", "clear", "extra-discard", "discard", "draw", "next-player"]
    v = judge(data, "play clear+1, draw, play 7")
    assert v.legal and effect(v, "draw").values["cards"] == ["7"]
    assert after(data, "play clear+1, draw, play 7").seat("Ann").hand == ("1", "2", "4")


def test_clear_plus_one_without_its_extra_discard_is_illegal():
    data = two_players(**copy.deepcopy(HAND_CLEAR_1))
    data["cards"]["Bob"]["hand"] = 3
    v = judge(data, "play clear+1")
    assert rules(v) == ["3up3down.clear.plus-one"] and v.reasons[0].values["missing"] == 1
    assert rules(judge(data, "play clear+1, play 2, play 4")) == ["3up3down.turn.structure"]


def test_the_optional_draw_comes_only_right_after_the_clear_and_only_when_there_is_something_to_draw():
    data = two_players(**copy.deepcopy(HAND_CLEAR_1))
    data["cards"]["Bob"]["hand"] = 3
    assert set(rules(judge(data, "play clear+1, play 2, draw, play 4"))) == {"3up3down.turn.structure"}
    assert rules(judge(data, "draw, play clear+1, play 2")) == ["3up3down.turn.structure"]
    assert rules(judge(data, "play clear+1, draw 1, play 1")) == ["3up3down.draw.refill", "3up3down.turn.structure"]
    empty = two_players(pile=[5], seat={"hand": ["clear+1", 2, 4], "face_up": [9, 4, 4]})
    assert rules(judge(empty, "play clear+1, draw, play 2")) == ["3up3down.draw.refill"]


# -- 7. Clear +2 and its pickup ---------------------------------------------------------------

def hand_clear_2() -> dict:
    data = two_players(draw_pile=5, pile=[5, 7], seat={"hand": ["clear+2", 3, 9]})
    data["cards"]["Bob"] = {"hand": 3, "face_up": [7, 7, 2], "face_down": 3}
    data["cards"]["Ann"]["face_up"] = [9, 4, 4]
    return data


def test_clear_plus_two_gives_two_more_discards_with_a_draw_allowed_only_before_the_first():
    data = hand_clear_2()
    assert judge(data, "play clear+2, play 3, play 9").legal
    v = judge(data, "play clear+2, draw, play 3, play 9")
    assert v.legal and [f.values["count"] for f in v.effects if f.kind == "draw"] == [1, 2]
    assert rules(judge(data, "play clear+2, play 3, draw, play 9")) == ["3up3down.clear.plus-two"]
    assert rules(judge(data, "play clear+2, play 3")) == ["3up3down.clear.plus-two"]


def test_an_extra_discard_that_cannot_be_made_means_picking_up_the_pile():
    data = hand_clear_2()
    assert rules(judge(data, "play clear+2, play 9")) == ["3up3down.clear.extra-impossible"]
    v = judge(data, "play clear+2, play 9, pickup")
    assert v.legal and effect(v, "pickup").values["count"] == 1
    assert rules(judge(data, "play clear+2, play 3, pickup")) == ["3up3down.play.must-play"]


def test_an_extra_discard_lapses_when_the_hand_is_empty_and_the_pile_was_just_cleared():
    # three 2s clear the pile and empty the hand; the draw pile still has cards, so the
    # table cards may not be played and there is no pile to pick up
    data = two_players(draw_pile=5, pile=[5, 7], seat={"hand": ["clear+2", 2, 2, 2], "face_up": [9, 4, 4]})
    data["cards"]["Bob"]["face_up"] = [8, 8, 1]
    v = judge(data, "play clear+2, play 2 2 2")
    assert v.legal and effect(v, "skip").rule == "3up3down.clear.extra-impossible"
    assert effect(v, "draw").values["count"] == 3
    assert rules(judge(data, "play clear+2, play 2 2 2, pickup")) == ["3up3down.play.pick-up"]
    assert rules(judge(data, "play clear+2, play 2 2 2, up 9")) == ["3up3down.piles.when"]


def test_an_extra_discard_does_not_lapse_while_the_player_may_still_draw():
    # Ann's hand is three Clear +1 cards: after the third her hand is empty, but a draw is
    # allowed before the extra discard, and any card goes on the empty pile
    data = two_players(draw_pile=[6, 2, 9, 1, 4], pile=[5, 7],
                       seat={"hand": ["clear+1", "clear+1", "clear+1"], "face_up": [9, 4, 4]})
    v = judge(data, "play clear+1, play clear+1, play clear+1")
    assert rules(v) == ["3up3down.clear.extra-impossible"] and "3up3down.play.must-play" in rules(v, "notes")
    v = judge(data, "play clear+1, play clear+1, play clear+1, draw, play 6")
    assert v.legal and [f.values["count"] for f in v.effects if f.kind == "draw"] == [3, 1]
    assert "skip" not in kinds(v)
    # the same with a Clear +2 last: both extra discards are still owed
    data["cards"]["Ann"]["hand"] = ["clear+1", "clear+1", "clear+2"]
    assert rules(judge(data, "play clear+1, play clear+1, play clear+2")) == ["3up3down.clear.extra-impossible"]
    assert judge(data, "play clear+1, play clear+1, play clear+2, draw, play 6, play 9").legal
    # every listed way draws before the last extra discard
    options = GAME.legal_moves(position(data), expand=True)
    assert options and all("draw" in o.text for o in options if o.text.startswith("play clear+1, play clear+1, play clear+2"))
    assert "play clear+1, play clear+1, play clear+2" not in [o.text for o in options]


def test_the_extra_discard_says_may_draw_only_when_a_draw_is_possible():
    t = Translator("en")

    def extra(data: dict, move: str) -> str:
        v = judge(data, move)
        assert v.legal
        return t.render(effect(v, "extra-discard").msg)

    # a hand of two after the Clear +1, cards left to draw: the draw is offered
    data = two_players(draw_pile=5, pile=[6], seat={"hand": ["clear+1", 7, 8]})
    assert extra(data, "play clear+1, play 7") == "Ann discards once more, and may draw before it."
    # four cards left in hand: no draw, so none is offered
    data = two_players(draw_pile=5, pile=[6], seat={"hand": ["clear+1", 7, 8, 9, 10]})
    assert extra(data, "play clear+1, play 7") == "Ann discards once more."
    assert rules(judge(data, "play clear+1, draw, play 7")) == ["3up3down.draw.over-three"]


def test_the_listed_choices_after_a_clear_offer_a_draw_only_when_one_is_possible():
    t = Translator("en")

    def choices(data: dict) -> list[str]:
        return [t.render(o.choices) for o in GAME.legal_moves(position(data)) if o.choices is not None]

    assert choices(hand_clear_2()) == ["after clear+2: 2 more discards of your choice, and you may draw before the first"]
    # from the table the draw pile is used up
    assert choices(table_clear_2(["clear+2", 4, 5])) == ["after clear+2: 2 more discards of your choice"]
    # with five cards in hand the Clear +1 leaves four: nothing to draw
    data = two_players(draw_pile=5, pile=[6], seat={"hand": ["clear+1", 7, 8, 9, 10]})
    assert "after clear+1: 1 more discard of your choice" in choices(data)


def table_clear_2(face_up, face_down=3) -> dict:
    data = two_players(pile=[6, 8], seat={"hand": [], "face_up": face_up, "face_down": face_down})
    data["cards"]["Bob"] = {"hand": 4, "face_up": [], "face_down": 2}
    return data


def test_clear_plus_two_from_the_table_with_a_lower_last_discard_means_picking_up_the_pile():
    data = table_clear_2(["clear+2", "clear", 4])
    v = judge(data, "up clear+2, up clear, up 4")
    assert v.legal and effect(v, "pickup").rule == "3up3down.clear.plus-two-pickup"
    assert effect(v, "pickup").values == {"player": "Ann", "card": "4", "previous": "clear", "count": 1}
    assert after(data, "up clear+2, up clear, up 4").seat("Ann").hand == ("4",)
    v = judge(data, "up clear+2, up 4, up clear")
    assert v.legal and "pickup" not in kinds(v)
    assert rules(judge(data, "up clear+2, up clear, up 4, down 1=9")) == ["3up3down.clear.plus-two-pickup"]


def test_an_equal_last_discard_costs_nothing_and_a_clear_plus_two_from_the_hand_never_does():
    assert "pickup" not in kinds(judge(table_clear_2(["clear+2", 5, 5]), "up clear+2, up 5, up 5"))
    data = two_players(pile=[6, 8], seat={"hand": ["clear+2", "clear", 4]})
    v = judge(data, "play clear+2, play clear, play 4")
    assert v.legal and "pickup" not in kinds(v)


def test_a_blind_card_lower_than_the_one_before_it_after_a_clear_plus_two_from_the_table_is_picked_up():
    data = table_clear_2(["clear+2", 7, 7], face_down=["?", "?", "?"])
    data["cards"]["Ann"]["face_up"] = ["clear+2", 7, 3]
    v = judge(data, "up clear+2, up 7, up 3")
    assert rules(v) == ["3up3down.play.equal-or-higher"]
    data = table_clear_2(["clear+2"], face_down=3)
    data["cards"]["Ann"]["face_up"] = []
    data["cards"]["Ann"]["face_down"] = 3
    v = judge(data, "down 1=clear+2, down 2=9, down 3=4")
    assert v.legal
    assert effect(v, "pickup").rule == "3up3down.piles.face-down-fail"
    assert "3up3down.clear.plus-two-pickup" in rules(v, "notes")


# -- 8. must play; otherwise pick up the pile -------------------------------------------

def test_a_player_who_cannot_discard_picks_up_the_pile_and_one_who_can_may_not():
    data = two_players(pile=[9, 10], seat={"hand": [2, 3, 4]})
    v = judge(data, "pickup")
    assert v.legal and effect(v, "pickup").values["count"] == 2 and "draw" not in kinds(v)
    assert after(data, "pickup").seat("Ann").hand == ("2", "3", "4", "9", "10")
    v = judge(two_players(pile=[5]), "pickup")
    assert rules(v) == ["3up3down.play.must-play"] and v.reasons[0].values["example"] == "play 5"


def test_picking_up_is_the_whole_turn():
    data = two_players(pile=[9, 10], seat={"hand": [2, 3, 4]})
    assert rules(judge(data, "pickup, play 2")) == ["3up3down.play.pick-up"]
    assert rules(judge(two_players(pile=[5]), "play 5, pickup")) == ["3up3down.play.pick-up"]


def test_whether_an_unknown_hand_could_play_is_undetermined_and_an_empty_pile_takes_any_card():
    data = two_players(pile=[9], seat={"hand": [2, "?", "?"]})
    v = judge(data, "pickup")
    assert v.outcome == "undetermined" and v.missing[0].kind == "cards.Ann.hand"
    assert rules(judge(two_players(pile=[], seat={"hand": 3}), "pickup")) == ["3up3down.play.must-play"]


def test_picking_up_with_unseen_cards_is_legal_when_no_card_that_could_be_played_is_left():
    # the 10 on the pile and Bob's hand hold every 10 and every Clear card: Ann's two
    # unseen cards cannot go on the 10, so she must pick up
    bob = [10] * 5 + ["clear"] * 6 + ["clear+1"] * 6 + ["clear+2"] * 2
    data = two_players(pile=[9, 10], seat={"hand": ["?", "?", 2]})
    data["cards"]["Bob"] = {"hand": bob, "face_up": [], "face_down": 3}
    assert judge(data, "pickup").legal
    # one Clear +2 is not accounted for: it may be in Ann's hand
    data["cards"]["Bob"]["hand"] = bob[:-1]
    v = judge(data, "pickup")
    assert v.outcome == "undetermined" and [f.rule for f in v.missing] == ["3up3down.play.must-play"]


def test_a_card_from_an_unknown_hand_is_undetermined_unless_the_move_is_illegal_anyway():
    data = two_players(pile=[6], seat={"hand": [5, "?", "?"]})
    v = judge(data, "play 7")
    assert v.outcome == "undetermined" and v.missing[0].values == {"player": "Ann", "cards": ["7"]}
    assert judge(data, "play 3").outcome == "illegal"


# -- 9. draw back up to three, never above ------------------------------------------------

def test_after_discarding_the_player_draws_back_up_to_three():
    data = two_players(draw_pile=[9, 1, 2, 3], pile=[4])
    data["cards"]["Bob"]["face_up"] = [7, 7, 2]
    v = judge(data, "play 5")
    assert effect(v, "draw").values == {"player": "Ann", "count": 1, "cards": ["9"]}
    new = after(data, "play 5")
    assert new.seat("Ann").hand == ("8", "9", "10") and new.draw_pile == ("1", "2", "3")


def test_a_draw_pile_that_runs_out_leaves_the_hand_short_and_the_effect_says_so():
    t = Translator("en")
    data = two_players(draw_pile=1, seat={"hand": [8, 8, 10]})
    v = judge(data, "play 8 8")
    assert v.legal and effect(v, "draw").values["count"] == 1
    assert t.render(effect(v, "draw").msg) == "Ann draws 1 card, the last one in the draw pile."
    assert len(after(data, "play 8 8").seats[0].hand) == 2
    # enough cards left: back up to three
    v = judge(two_players(draw_pile=2, seat={"hand": [8, 8, 10]}), "play 8 8")
    assert t.render(effect(v, "draw").msg) == "Ann draws 2 cards, back up to three."


def test_a_player_holding_more_than_three_draws_nothing():
    data = two_players(draw_pile=10, pile=[4], seat={"hand": [5, 6, 7, 8, 9]})
    v = judge(data, "play 5")
    assert effect(v, "draw").rule == "3up3down.draw.over-three" and effect(v, "draw").values["count"] == 0
    assert after(data, "play 5").draw_pile == (UNKNOWN,) * 10


def test_unknown_draws_stay_unknown_unless_given():
    data = two_players(draw_pile=10, pile=[4])
    assert after(data, "play 5").seat("Ann").hand == ("8", "10", UNKNOWN)
    assert after(data, "play 5", ["clear"]).seat("Ann").hand == ("8", "10", "clear")
    with pytest.raises(UsageError):
        after(data, "play 5", ["7", "7"])
    v = judge(data, "play 5, draw 3")
    assert v.legal and effect(v, "draw").values["cards"] == ["3"]
    assert rules(judge(data, "play 5, draw 3 4")) == ["3up3down.draw.refill"]


def test_with_the_draw_pile_used_up_nobody_draws():
    v = judge(two_players(pile=[4]), "play 5")
    assert effect(v, "draw").values["count"] == 0 and effect(v, "draw").rule == "3up3down.draw.refill"


# -- 10. hand, then face-up, then face-down (blind) ------------------------------------------

def test_face_up_cards_wait_for_an_empty_hand_and_an_empty_draw_pile():
    v = judge(two_players(), "up 9")
    assert rules(v) == ["3up3down.piles.when"]
    assert judge(two_players(seat={"hand": []}), "up 9").legal
    # the last hand card is a Clear +1; the draw pile still has cards for its extra discard
    data = two_players(draw_pile=4, pile=[5], seat={"hand": ["clear+1", "clear+1", 2]})
    data["cards"]["Bob"]["face_up"] = [8, 8, 1]
    assert judge(data, "play clear+1, draw, play 2").legal
    data["cards"]["Ann"]["hand"] = ["clear+1", "clear+1", "clear+1"]
    v = judge(data, "play clear+1, play clear+1, play clear+1, up 9")
    assert rules(v) == ["3up3down.piles.when"]
    assert v.reasons[0].values == {"draw_pile": 4}


def test_face_down_cards_wait_until_every_face_up_card_is_played():
    data = two_players(seat={"hand": [], "face_up": [9, 4, 4]})
    v = judge(data, "down 1")
    assert rules(v) == ["3up3down.piles.face-up-first"] and not v.missing
    assert judge(data, "up 9").legal


def test_a_face_down_card_that_is_not_known_makes_the_verdict_undetermined_and_names_the_card():
    data = two_players(pile=[7], seat={"hand": [], "face_up": [], "face_down": ["?", 3, "?"]})
    v = judge(data, "down 3")
    assert v.outcome == "undetermined"
    assert v.missing[0].kind == "cards.Ann.face_down" and v.missing[0].values == {"player": "Ann", "slot": 3}
    assert judge(data, "down 3=8").legal
    assert rules(judge(data, "down 2=8")) == ["3up3down.piles.face-down-blind"]
    assert rules(judge(data, "down 4=8")) == ["3up3down.piles.face-down-blind"]


def test_a_face_down_card_that_cannot_be_played_goes_into_the_hand_with_the_pile():
    data = two_players(pile=[4, 7], seat={"hand": [], "face_up": [], "face_down": ["?", 3, "?"]})
    v = judge(data, "down 2")
    assert v.legal and effect(v, "pickup").rule == "3up3down.piles.face-down-fail"
    assert effect(v, "pickup").values["count"] == 3
    assert "3up3down.piles.after-pickup" in [f.rule for f in v.effects]
    new = after(data, "down 2")
    assert new.seat("Ann").hand == ("3", "4", "7") and new.seat("Ann").face_down == (UNKNOWN, UNKNOWN)
    assert rules(judge(data, "down 2, down 1=9")) == ["3up3down.piles.face-down-fail"]


def test_face_down_cards_go_one_at_a_time():
    data = two_players(pile=[4, 7], seat={"hand": [], "face_up": [], "face_down": [8, 9, 10]})
    assert rules(judge(data, "down 1, down 2")) == ["3up3down.turn.structure"]
    data["cards"]["Ann"]["face_down"] = ["clear+1", 9, 10]
    assert judge(data, "down 1, down 2").legal
    assert rules(judge(data, "down 1, down 1")) == ["3up3down.piles.face-down-blind"]


def test_after_a_pickup_the_table_cards_wait_for_an_empty_hand():
    # Ann is playing from the table: her face-up cards cannot go on the 10
    data = two_players(pile=[9, 10], seat={"hand": [], "face_up": [4, 4, 3]})
    v = judge(data, "pickup")
    assert v.legal and effect(v, "wait").rule == "3up3down.piles.after-pickup"
    new = GAME.position_data(after(data, "pickup"))
    new["to_move"] = "Ann"
    assert rules(judge(new, "up 4")) == ["3up3down.piles.when"]
    assert judge(new, "play 9").legal


def test_a_pickup_from_the_hand_says_nothing_about_the_table_cards():
    """The table cards were waiting for the hand anyway (and here for the draw
    pile too): 3up3down.piles.after-pickup is about a pick-up made while
    playing from the table."""
    for draw_pile in (0, 10):
        v = judge(two_players(draw_pile=draw_pile, pile=[9, 10], seat={"hand": [2, 3, 5]}), "pickup")
        assert v.legal and "wait" not in kinds(v)
    # an extra discard that cannot be made, with cards still to draw: not from the table either
    v = judge(hand_clear_2(), "play clear+2, play 9, pickup")
    assert v.legal and "pickup" in kinds(v) and "wait" not in kinds(v)


# -- 11. the winner -----------------------------------------------------------------------------

def test_the_first_player_out_of_cards_wins_and_the_game_is_over():
    data = two_players(pile=[5], seat={"hand": [6, 6], "face_up": [], "face_down": 0})
    v = judge(data, "play 6 6")
    assert v.legal and effect(v, "win").values == {"player": "Ann"}
    assert GAME.outcome(after(data, "play 6 6")) == "Ann"
    v = judge(data, "play 6")
    assert v.legal and "win" not in kinds(v)
    assert rules(judge(data, "play 6 6, draw 3")) == ["3up3down.end.win"]
    over = GAME.position_data(after(data, "play 6 6"))
    assert rules(judge(over, "pickup")) == ["3up3down.end.win"]
    assert GAME.legal_moves(position(over)) == []


# -- the deck -------------------------------------------------------------------------------------

def test_the_deck_is_the_74_listed_cards_and_two_decks_hold_twice_as_many():
    assert sum(COPIES.values()) == 74
    pos = GAME.deal(random.Random(1), ["A", "B", "C"])
    assert len(pos.draw_pile) == 74 - 27
    big = GAME.deal(random.Random(1), [f"P{i}" for i in range(12)])
    assert big.decks == 2 and len(big.draw_pile) == 148 - 108
    data = two_players(pile=[5], decks=2, seat={"hand": [7] * 8}, house_rules=["two-decks-few-players"])
    assert judge(data, "play 7 7 7 7").legal
    notes = rules(judge(data, "play 7"), "notes")
    assert "3up3down.components.two-decks" in notes and "3up3down.components.one-deck-for-six" in notes


def test_a_card_revealed_by_the_move_must_still_exist_in_the_deck():
    data = two_players(pile=[5], seat={"hand": [], "face_up": [], "face_down": 3})
    data["cards"]["Bob"]["hand"] = ["clear+2", "clear+2", 1, 1]
    assert rules(judge(data, "down 1=clear+2")) == ["3up3down.components.deck"]
    data["cards"]["Ann"]["face_down"] = 3
    assert judge(data, "down 1=clear+1, down 2=4").legal


# -- impossible positions and unreadable moves ----------------------------------------------

def problems(tmp_path, data: dict, kind: str = "PositionError") -> list[tuple[str, str]]:
    """The problems of a position that cannot happen (or, with ``kind="InputError"``, cannot be read)."""
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    r = run_cli("check", "3up3down", str(path), "pickup", "--json")
    assert r.code == 2, r
    assert r.json()["error"] == kind, r.json()
    return [(p["path"], p["message"]) for p in r.json()["problems"]]


def test_an_impossible_position_lists_every_problem_with_its_path(tmp_path):
    data = {
        "game": "3up3down", "players": ["Ann", "Bob", "Cas"], "to_move": "Ann",
        "draw_pile": 60, "pile": [7, 5, "clear", 9, 9, 9], "pile_below": 2,
        "cards": {
            "Ann": {"hand": [7, 7, 7, 7], "face_up": [7, 7], "face_down": 2},
            "Bob": {"hand": [], "face_up": [], "face_down": 0},
            "Dan": {"hand": 3, "face_up": [], "face_down": 3},
        },
    }
    # a player without cards and cards of no player: the file cannot be read
    assert [p for p, _ in problems(tmp_path, data, "InputError")] == ["cards", "cards.Dan"]
    data["cards"]["Cas"] = data["cards"].pop("Dan")
    paths = [p for p, _ in problems(tmp_path, data)]
    assert paths == [
        "cards.Ann.hand[3]", "", "pile[1]", "pile[2]", "pile[5]",
        "cards.Ann.face_down", "cards.Ann.face_up", "cards.Bob.face_up", "cards.Bob.hand", "cards.Cas.face_up",
    ]


def test_more_copies_of_a_card_than_the_deck_holds_is_impossible_and_two_decks_allow_more(tmp_path):
    data = two_players(pile=[5], seat={"hand": ["clear+2", "clear+2", "clear+2"]})
    assert [p for p, _ in problems(tmp_path, data)] == ["cards.Ann.hand[2]"]
    data["decks"] = 2
    # two players with two decks only under the house rule (3up3down.components.one-deck-for-six)
    assert [p for p, _ in problems(tmp_path, data)] == ["decks"]
    data["house_rules"] = ["two-decks-few-players"]
    assert position(data).decks == 2
    assert GAME.deal(random.Random(1), ["A", "B"], frozenset(data["house_rules"])).decks == 2


def test_unreachable_states_are_impossible(tmp_path):
    out = two_players(pile=[5], seat={"hand": [], "face_up": [], "face_down": 0})
    out["cards"]["Bob"] = {"hand": [], "face_up": [], "face_down": 0}
    assert [p for p, _ in problems(tmp_path, out)] == ["cards.Bob"]
    many = two_players(players=[f"P{i}" for i in range(7)], to_move="P0", pile=[])
    many["cards"] = {f"P{i}": {"hand": 1, "face_up": [], "face_down": 3} for i in range(7)}
    assert [p for p, _ in problems(tmp_path, many)] == ["players"]
    below = two_players(pile=[5], pile_below=3)
    assert [p for p, _ in problems(tmp_path, below)] == ["pile"]
    removed = two_players(pile=[5], removed=[1, 2])
    assert [p for p, _ in problems(tmp_path, removed)] == ["removed"]


def test_schema_problems_name_the_field(tmp_path):
    data = two_players(seat={"hand": [5, 11], "face_up": [9, 4, 4, 1], "face_down": 4})
    data["cards"]["Ann"]["colour"] = "red"
    paths = sorted(p for p, _ in problems(tmp_path, data, "InputError"))
    assert paths == ["cards.Ann.colour", "cards.Ann.face_down", "cards.Ann.face_up", "cards.Ann.hand[1]"]


@pytest.mark.parametrize("junk", ["", "play", "up", "down", "down x", "down 0", "down 2=eleven", "play 11",
                                  "pickup 3", "7 jump", "jump 7", "play 7 then", "%%% ???", "draw ?"])
def test_an_unreadable_move_exits_2_with_a_message_and_no_traceback(junk):
    path = EXAMPLES / "lead-on-empty-pile.yaml"
    if not junk or junk == "play 7 then":
        pos = position(yaml.safe_load(path.read_text()))
        if junk:
            assert GAME.move_text(GAME.parse_move(junk, pos)) == "play 7"
            return
    r = run_cli("check", "3up3down", str(path), junk)
    assert r.code == 2 and r.err.strip() and "Traceback" not in r.err


def test_moves_read_in_several_spellings_and_print_in_one():
    pos = position(two_players())
    for text, canonical in [("PLAY 5", "play 5"), ("play c+1 then 7", "play clear+1, play 7"), ("plai 7", None), ("hand c2, play 3", "play clear+2, play 3"),
                            ("down 2 = 7", "down 2=7"), ("blind 2 7", "down 2=7"), ("pick up", "pickup"),
                            ("face-up 9 9", "up 9 9"), ("play clear+1 draw 4 play 4", "play clear+1, draw 4, play 4")]:
        if canonical is None:
            with pytest.raises(MoveError):
                GAME.parse_move(text, pos)
            continue
        move = GAME.parse_move(text, pos)
        assert GAME.move_text(move) == canonical
        assert GAME.parse_move(canonical, pos) == move


# -- the examples through the command line -------------------------------------------------

@pytest.mark.parametrize("path", POSITIONS, ids=lambda p: p.stem)
def test_every_listed_move_of_an_example_is_legal_and_applies_to_a_position_that_reads_again(path, tmp_path):
    for flags in ([], ["--expand", "--limit", "40"]):
        listed = run_cli("moves", "3up3down", str(path), "--json", *flags)
        assert listed.code == 0, listed
        moves = listed.json()["moves"]
        for move in moves:
            r = run_cli("check", "3up3down", str(path), move, "--json")
            assert r.code == 0 and r.json()["verdict"] == "legal", (move, r)
    for move in run_cli("moves", "3up3down", str(path), "--json").json()["moves"][:3]:
        out = run_cli("apply", "3up3down", str(path), move)
        assert out.code == 0, (move, out)
        again = tmp_path / "after.yaml"
        again.write_text(out.out, encoding="utf-8")
        assert run_cli("moves", "3up3down", str(again), "--json").code == 0
        nxt = run_cli("check", "3up3down", str(again), "pickup", "--json")
        assert nxt.code in (0, 1, 3), nxt


@pytest.mark.parametrize("path", POSITIONS, ids=lambda p: p.stem)
def test_an_example_reads_back_from_its_own_data(path):
    pos = position(yaml.safe_load(path.read_text()))
    assert position(GAME.position_data(pos)) == pos


def test_the_record_replays_to_ann_winning():
    r = run_cli("replay", "3up3down", str(EXAMPLES / "record-endgame.yaml"), "--json")
    assert r.code == 0, r
    data = r.json()
    assert data["checked"] == 5 and data["moves"][-1]["effects"][-1]["kind"] == "win"


def test_the_schema_command_prints_the_position_keys():
    r = run_cli("schema", "3up3down")
    assert r.code == 0
    props = r.json()["properties"]
    assert {"draw_pile", "pile", "pile_below", "cards", "decks", "removed"} <= set(props)


def test_an_undetermined_verdict_exits_3_and_names_the_card():
    r = run_cli("check", "3up3down", str(EXAMPLES / "face-down-blind.yaml"), "down 1", "--json")
    assert r.code == 3
    missing = r.json()["missing"]
    assert missing[0]["kind"] == "cards.Ann.face_down" and missing[0]["values"] == {"player": "Ann", "slot": 1}


# -- five locales --------------------------------------------------------------------------------

ILLEGAL_MSG = "%(card)s is lower than %(top)s, the top card of the pile."
LEGAL_MSG = ("The top %(run)s cards all show %(card)s, so the pile is cleared: %(count)s card leaves the game.",
             "The top %(run)s cards all show %(card)s, so the pile is cleared: %(count)s cards leave the game.")


@pytest.mark.parametrize("lang", ["en", "nl", "pl", "es", "fy"])
def test_verdicts_read_in_every_locale(lang):
    path = str(EXAMPLES / "three-of-a-kind-across-players.yaml")
    t = Translator(lang)
    illegal = run_cli("check", "3up3down", path, "play 2", "--lang", lang)
    assert illegal.code == 1
    assert t.gettext("ILLEGAL") in illegal.out
    assert t.gettext(ILLEGAL_MSG) % {"card": "2", "top": "6"} in illegal.out
    legal = run_cli("check", "3up3down", path, "play 6", "--lang", lang)
    assert legal.code == 0
    assert t.gettext("LEGAL") in legal.out
    assert t.ngettext(*LEGAL_MSG, 8) % {"run": 3, "card": "6", "count": 8} in legal.out
    if lang != "en":
        assert "is lower than" not in illegal.out and "ILLEGAL" not in illegal.out
        assert "so the pile is cleared" not in legal.out and "Next to play" not in legal.out
        assert t.gettext(ILLEGAL_MSG) != ILLEGAL_MSG


@pytest.mark.parametrize("lang", ["nl", "pl", "es", "fy"])
def test_impossible_positions_and_unreadable_moves_read_in_every_locale(lang, tmp_path):
    data = two_players(pile=[5], seat={"hand": ["clear+2", "clear+2", "clear+2"]})
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    r = run_cli("check", "3up3down", str(path), "pickup", "--lang", lang)
    assert r.code == 2 and "The deck holds only" not in r.err
    r = run_cli("check", "3up3down", str(EXAMPLES / "lead-on-empty-pile.yaml"), "play eleven", "--lang", lang)
    assert r.code == 2 and "is not a card" not in r.err


# -- move counts (perft) ------------------------------------------------------------------------

MOVE_COUNTS = {
    # example: (compact, expanded)
    "lead-on-empty-pile": (3, 3),
    "three-of-a-kind-across-players": (2, 2),
    "clear-plus-one-with-draw": (1, 5),
    "clear-plus-two-from-the-hand": (2, 4),
    "clear-plus-two-from-the-table": (2, 3),
    "face-down-blind": (3, 103),
    "large-hand-draws-nothing": (4, 7),
    "two-decks-eight-players": (4, 4),
    "pick-up-the-pile": (1, 1),
    "clear-cards-only-in-hand": (1, 23),
}


@pytest.mark.parametrize("name", sorted(MOVE_COUNTS))
def test_the_number_of_legal_moves_in_fixed_positions(name):
    pos = position(yaml.safe_load((EXAMPLES / f"{name}.yaml").read_text()))
    compact, expanded = MOVE_COUNTS[name]
    assert len(GAME.legal_moves(pos)) == compact
    assert len(GAME.legal_moves(pos, expand=True)) == expanded


def test_the_expanded_list_keeps_to_its_limit():
    pos = position(yaml.safe_load((EXAMPLES / "face-down-blind.yaml").read_text()))
    assert len(GAME.legal_moves(pos, expand=True, limit=5)) == 5


# -- random playouts --------------------------------------------------------------------------

def deck_of(pos) -> Counter:
    return Counter({card: COPIES[card] * pos.decks for card in CARDS})


@pytest.mark.parametrize("seed, players, house", [(3, 2, ()), (11, 4, ("multiple-clears",)), (5, 7, ())])
def test_a_random_playout_keeps_every_card_and_every_offered_move_is_legal(seed, players, house):
    rng = random.Random(seed)
    pos = GAME.deal(rng, [f"P{i}" for i in range(players)], frozenset(house))
    assert Counter(c for zone in zones(pos) for c in zone) == deck_of(pos)
    for turn in range(300):
        if GAME.outcome(pos) is not None:
            break
        options = GAME.legal_moves(pos, expand=turn % 2 == 0, limit=60)
        assert options, GAME.position_data(pos)
        move = GAME.parse_move(rng.choice(options).text, pos)
        assert GAME.check(pos, move).legal
        pos = GAME.apply(pos, move)
        assert Counter(c for zone in zones(pos) for c in zone) == deck_of(pos)
        assert position(GAME.position_data(pos), house) == pos
    assert GAME.outcome(pos) is not None


# -- the one contract: error kinds, --draw, problems() ------------------------------------------

def write(tmp_path, data: dict):
    path = tmp_path / "pos.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("draws", [["7", "7"], ["joker"], ["clear+2", "clear+2", "clear+2"]])
def test_a_draw_that_does_not_fit_the_move_is_a_usage_error(tmp_path, draws):
    path = write(tmp_path, two_players(draw_pile=10, pile=[4]))
    args = [a for d in draws for a in ("--draw", d)]
    r = run_cli("apply", "3up3down", path, "play 5", *args, "--json")
    assert r.code == 2 and r.json()["error"] == "UsageError", r
    assert run_cli("apply", "3up3down", path, "play 5", "--draw", "7", "--json").code == 0


def test_a_draw_given_for_a_known_draw_pile_or_a_move_that_draws_nothing_is_a_usage_error(tmp_path):
    known = write(tmp_path, two_players(draw_pile=[7, 1, 10], pile=[4]))
    r = run_cli("apply", "3up3down", known, "play 5", "--draw", "7", "--json")
    assert r.code == 2 and r.json()["error"] == "UsageError", r
    nothing = write(tmp_path, two_players(pile=[4]))
    r = run_cli("apply", "3up3down", nothing, "play 5", "--draw", "7", "--json")
    assert r.code == 2 and r.json()["error"] == "UsageError", r


def test_apply_of_an_illegal_move_raises_the_typed_error():
    pos = position(two_players(pile=[6]))
    for text in ("play 5", "pickup", "up 9", "play 5, play 8"):
        with pytest.raises(IllegalMoveError):
            GAME.apply(pos, GAME.parse_move(text, pos))


@pytest.mark.parametrize("change, path", [
    (lambda d: d.update(pile=["Clear+3"]), "pile[0]"),
    (lambda d: d["cards"]["Ann"].update(hand=[5, "CLEARS", 10]), "cards.Ann.hand[1]"),
    (lambda d: d.update(drawpile=3), "drawpile"),
    (lambda d: d["cards"]["Ann"].update(face_dwn=3), "cards.Ann.face_dwn"),
    (lambda d: d["cards"].update(Zed=d["cards"].pop("Bob")), "cards.Zed"),
    (lambda d: d["cards"]["Ann"].update(hand=[5, True]), "cards.Ann.hand[1]"),
])
def test_a_wrong_case_value_or_a_misspelt_key_cannot_be_read(tmp_path, change, path):
    data = two_players()
    change(data)
    assert path in [p for p, _ in problems(tmp_path, data, "InputError")]


def test_card_names_in_a_position_are_read_in_any_letter_case(tmp_path):
    data = two_players(pile=["Clear+2"])
    assert [p for p, _ in problems(tmp_path, data)] == ["pile[0]"]  # read as clear+2: it never stays on the pile
    data = two_players(seat={"hand": [5, "CLEAR", 10]})
    assert judge(data, "play clear").legal


def test_problems_finds_what_cannot_happen_in_a_position_object():
    from dataclasses import replace

    from checker.games.three_up_three_down.model import Seat

    pos = position(two_players(pile=[5]))
    assert GAME.problems(pos) == []
    assert [p.path for p in GAME.problems(replace(pos, pile=("7", "5")))] == ["pile[1]"]
    assert [p.path for p in GAME.problems(replace(pos, pile=("9", "9", "9")))] == ["pile[2]"]
    assert [p.path for p in GAME.problems(replace(pos, pile=(UNKNOWN, UNKNOWN, "9")))] == ["pile"]
    assert [p.path for p in GAME.problems(replace(pos, pile=("clear",)))] == ["pile[0]"]
    empty = Seat((), (), ())
    assert [p.path for p in GAME.problems(replace(pos, seats=(empty, empty)))] == ["cards.Bob"]
    drawing = replace(pos, draw_pile=(UNKNOWN,) * 5, seats=(Seat(("5", "6", "7"), ("9",), (UNKNOWN,) * 3), pos.seats[1]))
    assert [p.path for p in GAME.problems(drawing)] == ["cards.Ann.face_up"]
    sevens = replace(pos, seats=(Seat(("7",) * 7, (), ()), pos.seats[1]))
    assert [p.path for p in GAME.problems(sevens)] == ["cards.Ann.hand[6]"]


def test_positions_and_moves_are_immutable():
    import dataclasses

    pos = position(two_players())
    move = GAME.parse_move("play 5", pos)
    for obj, field in ((pos, "pile"), (pos.seats[0], "hand"), (move, "steps"), (move.steps[0], "cards")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(obj, field, ())
        assert isinstance(getattr(obj, field), tuple)
    assert hash(pos) == hash(position(two_players())) and pos == position(two_players())


def test_a_hand_two_short_after_clear_plus_one_and_clear_plus_two_can_happen():
    """Found by a random playout: Clear +1, Clear +2, a 1, then the pickup of that 1 leaves
    a hand of one card while the draw pile has cards, with one Clear +2 out of the game."""
    from checker.inputs import Document

    data = {"game": "3up3down", "players": ["A", "B", "C"], "to_move": "A",
            "draw_pile": [9, 1, 2, "clear+2", 2, 4, 3, 2, 1, 5, 6, 10, 4, 10, 7, "clear+1", 7, 9, 8, 7, 10, 2],
            "pile": [5], "removed": [6, 8, 9, 9, "clear+1", "clear+1", 3, 4, 4, 4, 3, 5, 6, 6, 10, "clear"],
            "cards": {"A": {"hand": [1, "clear+1", "clear+2"], "face_up": [10, "clear", "clear+1"],
                            "face_down": [5, 10, 5]},
                      "B": {"hand": [1, 2, 2, 4], "face_up": [8, 8, "clear"], "face_down": ["clear"] * 3},
                      "C": {"hand": [1, 3, 3, 3, 6, 7, 7, 8, 9, 9], "face_up": [6, 8, "clear+1"],
                            "face_down": [7, 1, 5]}}}
    pos = GAME.read_position(Document(data, {}, "<playout>"))
    move = GAME.parse_move("play clear+1, play clear+2, play 1, pickup", pos)
    assert GAME.check(pos, move).legal
    after = GAME.apply(pos, move)
    assert len(after.seat("A").hand) == 1 and after.draw_pile
    assert GAME.problems(after) == []
    # two hands short, with only that one Clear +2 gone, cannot happen
    short = dict(GAME.position_data(after))
    short["cards"] = {**short["cards"], "B": {**short["cards"]["B"], "hand": [1, 2]}}
    short["to_move"] = "B"
    problems = GAME.problems(GAME.build(short, frozenset(), []))
    assert {p.path for p in problems} >= {"cards.A.hand", "cards.B.hand"}, problems
