"""dnup: answers a table can act on (issue 12) in the reader's language (issue 13), through the command line."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import LANGS, ROOT, run_cli

from checker import i18n
from checker.games.dnup import GAME
from checker.games.dnup.notation import VERBS
from checker.inputs import load_text

EXAMPLES = sorted((ROOT / "examples" / "dnup").glob("*.yaml"))
POSITIONS = sorted((ROOT / "tests" / "positions" / "dnup").glob("**/*.yaml"))
OURS = ROOT / "tests" / "positions" / "dnup" / "disputes"
BEAT = OURS / "beat-dispute.yaml"
TWO = OURS / "two-sets-fit.yaml"
HIDDEN = OURS / "hidden-hand.yaml"
SAME = ROOT / "examples" / "dnup" / "play-beats-same-size.yaml"
#: English notation words that a language writes differently (none of dnup's words is the same in another language)
ENGLISH = {*VERBS, "to", "from", "CARD", "OWNER", "VALUE"}
#: illegal verdicts without `instead`, and why: nobody may move (round or game over), or another player opens
NO_MOVE = {"round-over.yaml", "game-over.yaml", "round-start-wrong-player.yaml"}


def check(path: Path, move: str, lang: str = "en", *extra: str):
    r = run_cli("check", "dnup", str(path), move, "--lang", lang, "--json", *extra)
    assert r.code in (0, 1, 3), r
    return r.json()


def legal(path: Path, move: str, lang: str = "en") -> bool:
    return check(path, move, lang)["verdict"] == "legal"


def ids(p: Path) -> str:
    return p.stem


# -- issue 13: moves in the reader's language -------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("path", EXAMPLES, ids=ids)
def test_every_listed_move_reads_back_in_its_language_and_is_legal(path, lang):
    listing = run_cli("moves", "dnup", str(path), "--lang", lang, "--json")
    assert listing.code == 0, listing
    data = listing.json()
    assert len(data["texts"]) == len(data["moves"])
    for canonical, shown in zip(data["moves"], data["texts"], strict=True):
        verdict = check(path, shown, lang)
        assert verdict["verdict"] == "legal", (shown, verdict)
        assert verdict["move"] == canonical
        assert check(path, canonical, lang)["verdict"] == "legal"  # English always reads
        if lang != "en":
            assert not set(shown.split()) & ENGLISH, shown
            assert not set(verdict["text"].split()) & ENGLISH, verdict["text"]
    text = run_cli("moves", "dnup", str(path), "--lang", lang)
    if lang != "en":
        assert not set(text.out.split()) & (ENGLISH - {"CARD", "OWNER", "VALUE"}), text.out


@pytest.mark.parametrize("lang", ["nl", "pl", "es", "fy"])
def test_syntax_lines_localize_every_word(lang):
    tr = i18n.Translator(lang)
    pos = GAME.read_position(load_text(BEAT.read_text(encoding="utf-8"), "beat"))
    for syntax, _msg in GAME.move_syntax():
        shown = GAME.show_text(syntax, pos, tr)
        assert not set(shown.split()) & ENGLISH, shown


# two letters off (one letter off one word is read as that word, and the answer shows it)
@pytest.mark.parametrize(("lang", "typo", "word"), [("en", "pyla", "play"), ("nl", "sepl", "spelen"),
                                                    ("pl", "zgarja", "zagraj"), ("es", "jeugaa", "juega"),
                                                    ("fy", "sypjle", "spylje")])
def test_an_unknown_move_word_gets_did_you_mean_in_the_readers_language(lang, typo, word):
    r = run_cli("check", "dnup", str(BEAT), f"{typo} 2/2", "--lang", lang)
    assert r.code == 2 and word in r.err, r


# -- issue 12: the disputes, in every language ---------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_does_bobs_play_beat_anns_set(lang):
    yes = check(BEAT, "play 5/1 5/3", lang)
    assert yes["verdict"] == "legal"
    beaten = [e for e in yes["effects"] if e["kind"] == "return"]
    assert beaten and beaten[0]["values"]["owner"] == "Ann" and beaten[0]["values"]["rotated"] == ["2/4", "6/4"]
    # the same question with the cards named by their value only
    short = check(BEAT, "play 5 5", lang)
    assert short["verdict"] == "legal" and short["completions"] == ["play 5/1 5/3"] and not short["choices"]
    assert any(e["kind"] == "return" and e["values"]["owner"] == "Ann" for e in short["effects"])
    # an equal value does not beat
    no = check(BEAT, "play 4/9 4/1", lang)
    assert no["verdict"] == "illegal"
    assert [r["rule"] for r in no["reasons"]] == ["dnup.play.same-size-higher"]
    assert no["instead"] and all(legal(BEAT, m) for m in no["instead"])
    text = run_cli("check", "dnup", str(BEAT), "play 4/9 4/1", "--lang", lang)
    assert text.code == 1 and "dnup.play.same-size-higher" in text.out
    # a single card of a size not on the table has no value limit, and beats nothing
    free = check(BEAT, "play 2/2", lang)
    assert free["verdict"] == "legal" and not [e for e in free["effects"] if e["kind"] == "return"]


@pytest.mark.parametrize("lang", LANGS)
def test_which_of_several_equal_cards_is_a_choice_not_a_condition(lang):
    v = check(SAME, "play 6 6", lang)
    assert v["verdict"] == "legal"
    assert [c["kind"] for c in v["choices"]] == ["cards"]
    assert v["choices"][0]["values"]["options"] == ["6/2 6/6", "6/2 6/9", "6/6 6/9"]
    assert "legal_if" not in v["choices"][0]["values"]
    assert v["completions"] == ["play 6/2 6/6", "play 6/2 6/9", "play 6/6 6/9"]
    text = run_cli("check", "dnup", str(SAME), "play 6 6", "--lang", lang)
    assert text.code == 0 and "6/2 6/9" in text.out


@pytest.mark.parametrize("lang", LANGS)
def test_whose_set_an_added_card_goes_to_when_two_fit(lang):
    v = check(TWO, "add 6/2", lang)
    assert v["verdict"] == "legal"
    owner = [c for c in v["choices"] if c["kind"] == "owner"]
    assert owner and owner[0]["values"]["legal_if"] == ["Celina"]
    assert v["completions"] == ["add 6/2 to Celina"]
    both = check(TWO, "add 6", lang)
    assert {c["kind"] for c in both["choices"]} == {"owner", "card"}
    assert both["completions"] == ["add 6/2 to Celina", "add 6/8 to Celina"]
    # the owner named, the card left out
    left = check(TWO, "add to Celina", lang)
    assert left["verdict"] == "legal" and [c["kind"] for c in left["choices"]] == ["card"]
    # to Bartek it cannot go, whichever card: said once, with what to do instead
    bad = check(TWO, "add to Bartek", lang)
    assert bad["verdict"] == "illegal"
    assert [r["rule"] for r in bad["reasons"]] == ["dnup.add.size-equal-higher"]
    assert bad["instead"] and all(legal(TWO, m) for m in bad["instead"])


@pytest.mark.parametrize("lang", LANGS)
def test_a_value_not_held_and_a_hidden_hand(lang):
    v = check(BEAT, "play 7", lang)
    assert v["verdict"] == "illegal" and [r["rule"] for r in v["reasons"]] == ["dnup.play.set"]
    assert v["instead"]
    few = check(BEAT, "play 2 2", lang)
    assert few["verdict"] == "illegal" and few["reasons"][0]["values"]["count"] == 2
    hidden = check(HIDDEN, "play 5 5", lang)
    assert hidden["verdict"] == "undetermined" and hidden["missing"][0]["kind"] == "hands.Bartek"
    shown = check(HIDDEN, "play 5", lang)
    assert shown["verdict"] == "legal" and shown["completions"] == ["play 5/1"]


def test_take_with_the_owner_left_out():
    v = check(ROOT / "examples" / "dnup" / "add-card.yaml", "take")
    assert v["verdict"] == "legal" and v["choices"][0]["kind"] == "owner"
    assert v["completions"] == ["take Bartek", "take Celina", "take Dorota"]
    one = check(ROOT / "examples" / "dnup" / "take-set.yaml", "take")
    assert one["completions"] == ["take Bartek"] and not one["choices"]
    none = check(ROOT / "examples" / "dnup" / "round-start.yaml", "take")
    assert none["verdict"] == "illegal" and none["instead"]


def test_apply_refuses_an_open_move_listing_its_completions():
    r = run_cli("apply", "dnup", str(SAME), "play 6 6")
    assert r.code == 2 and "play 6/2 6/9" in r.err
    ok = run_cli("apply", "dnup", str(BEAT), "play 5 5")
    assert ok.code == 0, ok  # one way to complete it: that is the move
    assert "Ann:\n  - 3\n" not in ok.out and "2/4" in ok.out


# -- the property: every completion and every instead move is legal ------------------------

def _open_moves(pos) -> list[str]:
    hand = pos.hands.get(pos.to_move)
    values = sorted({c.active for c in hand.known}) if hand is not None else [1, 5]
    moves = ["take", "play 9"]
    for v in values:
        moves += [f"play {v}", f"play {v} {v}", f"add {v}"]
    moves += [f"add to {o}" for o in pos.players]
    return moves


@pytest.mark.parametrize("path", EXAMPLES + POSITIONS, ids=ids)
def test_every_completion_and_instead_move_is_judged_legal(path):
    from checker.answer import answer
    from checker.i18n import english

    pos = GAME.read_position(load_text(path.read_text(encoding="utf-8"), path.name))
    listed = [o.text for o in GAME.legal_moves(pos)]
    for move in _open_moves(pos):
        v = answer(GAME, pos, GAME.parse_move(move, pos), english())
        for other in (*v.completions, *v.instead):
            assert GAME.check(pos, GAME.parse_move(other, pos)).outcome == "legal", (move, other)
        if v.outcome == "illegal":
            assert v.instead or (path.name in NO_MOVE and not listed), (move, path.name)
    # and through the command line, for the first of them
    v = check(path, _open_moves(pos)[2])
    for other in (*v["completions"], *v["instead"]):
        assert legal(path, other), other


@pytest.mark.parametrize("path", EXAMPLES + POSITIONS, ids=ids)
def test_every_example_and_test_position_passes_the_full_position_check(path):
    r = run_cli("moves", "dnup", str(path), "--json")
    assert r.code == 0, r
