"""3UP 3DOWN answers a table can act on (ISSUE12) in the reader's language
(ISSUE13), through the command line."""

from __future__ import annotations

import copy

import pytest
import yaml
from conftest import LANGS, ROOT, run_cli

EXAMPLES = ROOT / "examples" / "3up3down"
DISPUTE = EXAMPLES / "clear-plus-two-breaks-down.yaml"
POSITIONS = sorted(p for p in EXAMPLES.glob("*.yaml") if "position" not in yaml.safe_load(p.read_text()))


def check(path, move, lang="en"):
    return run_cli("check", "3up3down", str(path), move, "--json", "--lang", lang)


def legal(path, move, lang="en") -> bool:
    r = check(path, move, lang)
    return r.code == 0 and r.json()["verdict"] == "legal"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("move", ["up clear+2, up 9, up 4", "play clear+2, play 9, play 4", "clear+2, 9, 4"])
def test_a_clear_plus_two_that_breaks_down_says_what_stands_and_what_follows(lang, move):
    r = check(DISPUTE, move, lang)
    assert r.code == 1, r
    out = r.json()
    assert [f["rule"] for f in out["reasons"]] == ["3up3down.play.equal-or-higher"]  # not "no clear+2 in hand"
    first = out["effects"][0]
    assert (first["rule"], first["kind"]) == ("3up3down.clear.extra-impossible", "pickup")
    assert first["values"]["stands"] == "up clear+2, up 9"
    assert first["values"]["instead"] == "up clear+2, up 9, pickup"
    kinds = [f["kind"] for f in out["effects"]]
    assert kinds[-3:] == ["pickup", "wait", "next-player"]
    assert out["effects"][-1]["values"]["player"] == "Cas"
    assert out["instead"] and all(legal(DISPUTE, m) for m in out["instead"])
    assert legal(DISPUTE, first["values"]["instead"], lang)
    assert out["notes"] == []  # no ruling decided this (rank, lead, plus-two-pickup did not)


def test_the_dispute_in_text_names_the_pickup_and_the_next_player_in_dutch():
    r = run_cli("check", "3up3down", str(DISPUTE), "leg clear+2, leg 9, leg 4", "--lang", "nl")
    assert r.code == 1
    assert "Geldig blijft: open clear+2, open 9" in r.out
    assert "oppakken" in r.out and "Aan de beurt: Cas." in r.out
    # the pickup ends Bob's turn: the verdict says the turn passes, never that it goes on
    assert "de beurt gaat over naar de volgende speler" in r.out and "beurt gaat door" not in r.out


def test_an_extra_discard_that_does_not_fit_while_another_card_does_names_that_card(tmp_path):
    data = yaml.safe_load(DISPUTE.read_text())
    data["cards"]["Bob"] = {"hand": ["clear+2", 9, 4, 10], "face_up": [5, 6, 7], "face_down": 3}
    path = tmp_path / "p.yaml"
    path.write_text(yaml.safe_dump(data))
    out = check(path, "play clear+2, play 9, play 4").json()
    assert out["verdict"] == "illegal"
    f = out["effects"][0]
    assert f["kind"] == "extra-discard" and f["values"]["options"] == ["play 10"]
    assert all(legal(path, m) for m in out["instead"])


def test_play_and_no_source_play_from_where_the_player_must_play_now():
    assert legal(DISPUTE, "play clear+2, play 4, play 9")
    assert legal(DISPUTE, "clear+2 then 4 then 9")
    assert legal(DISPUTE, "up clear+2, up 9, pickup")


def test_a_source_the_rules_do_not_allow_is_illegal_under_that_rule(tmp_path):
    data = yaml.safe_load(DISPUTE.read_text())
    data["cards"]["Bob"]["hand"] = [5, 7, 10]
    path = tmp_path / "p.yaml"
    path.write_text(yaml.safe_dump(data))
    out = check(path, "play 9").json()
    assert [f["rule"] for f in out["reasons"]] == ["3up3down.piles.when"]
    assert out["instead"]


def _write(tmp_path, data):
    path = tmp_path / "p.yaml"
    path.write_text(yaml.safe_dump(data))
    return path


def _drawing():
    return {"game": "3up3down", "players": ["Ann", "Bob"], "to_move": "Ann", "draw_pile": 20, "pile": [6],
            "cards": {"Ann": {"hand": [5, 8, 10], "face_up": [9, 4, 4], "face_down": 3},
                      "Bob": {"hand": 3, "face_down": 3}}}


def test_face_up_cards_of_another_player_may_be_left_out(tmp_path):
    assert legal(_write(tmp_path, _drawing()), "play 8")
    data = _drawing()
    data["draw_pile"] = 0
    assert legal(_write(tmp_path, data), "play 8")
    del data["cards"]["Ann"]["face_up"]
    r = check(_write(tmp_path, data), "play 8")
    assert r.code == 2 and [p["path"] for p in r.json()["problems"]] == ["cards.Ann"]


def test_a_hand_short_of_three_while_the_draw_pile_has_cards_needs_a_clear_plus_two_out_of_the_game(tmp_path):
    data = _drawing()
    data["cards"]["Bob"]["hand"] = 2
    assert legal(_write(tmp_path, data), "play 8")  # one Clear +2 may have left the game
    data["cards"]["Ann"]["hand"] = [5, 8, 10, "clear+2", "clear+2"]
    r = check(_write(tmp_path, data), "play 8")
    assert r.code == 2 and r.json()["error"] == "PositionError"
    problem = r.json()["problems"][0]
    assert problem["path"] == "cards.Bob.hand" and problem["line"] is not None
    data = _drawing()
    data["cards"]["Bob"]["hand"] = 0
    r = check(_write(tmp_path, data), "play 8")
    assert [p["path"] for p in r.json()["problems"]] == ["cards.Bob.hand"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("path", POSITIONS, ids=lambda p: p.stem)
def test_every_listed_move_in_every_language_is_read_back_and_legal(path, lang):
    r = run_cli("moves", "3up3down", str(path), "--json", "--lang", lang)
    assert r.code == 0, r
    out = r.json()
    for canonical, shown in zip(out["moves"], out["texts"], strict=True):
        assert legal(path, shown, lang), (shown, lang)
        assert legal(path, canonical, lang), (canonical, lang)
        if lang != "en":
            english = {"play", "up", "down", "draw", "pickup", "then"}
            assert not english & set(shown.replace(",", " ").split()), shown


@pytest.mark.parametrize("lang", LANGS)
def test_the_syntax_help_has_no_english_move_word(lang):
    from checker import i18n
    from checker.games.three_up_three_down import GAME

    assert run_cli("rules", "3up3down", "--moves", "--lang", lang).code == 0
    tr = i18n.translator(lang)
    lines = [(syntax, tr.render(msg)) for syntax, msg in GAME.syntax(tr)]
    if lang != "en":
        for syntax, text in lines:
            words = set((syntax + " " + text).replace(",", " ").replace("(", " ").replace(")", " ").split())
            assert not words & {"play", "up", "down", "draw", "pickup", "CARD", "STEP"}, (syntax, text)


# two letters off (one letter off one word is read as that word, and the answer shows it)
@pytest.mark.parametrize("lang,typo,meant", [("en", "pyla 7", "play"), ("nl", "lgg 7", "leg")])
def test_an_unknown_move_word_gets_did_you_mean_in_the_readers_language(lang, typo, meant):
    r = run_cli("check", "3up3down", str(DISPUTE), typo, "--lang", lang)
    assert r.code == 2 and meant in r.err


BAD = ["up 4", "play 4", "pickup", "down 1", "up clear+2, up 9, up 4", "up 9, up 4", "up clear+2", "draw"]


@pytest.mark.parametrize("path", [*POSITIONS, DISPUTE], ids=lambda p: p.stem)
def test_every_instead_and_completion_is_legal_and_every_illegal_verdict_has_instead(path):
    for move in BAD:
        r = check(path, move)
        if r.code != 1:
            continue
        out = r.json()
        assert out["instead"], (path.stem, move)
        for other in out["instead"] + out["completions"]:
            assert legal(path, other), (path.stem, move, other)


def test_every_example_and_rule_example_passes_the_full_position_check():
    rules = yaml.safe_load((ROOT / "rules" / "3up3down.yaml").read_text())
    paths = {ROOT / e["position"] for r in rules["rules"] for e in r.get("examples", []) if "position" in e}
    for path in sorted(paths | set(POSITIONS)):
        r = run_cli("check", "3up3down", str(path), "pickup", "--json")
        assert r.code in (0, 1, 3), (path, r.out)


def test_the_dispute_position_is_copied_not_changed():
    assert copy.deepcopy(yaml.safe_load(DISPUTE.read_text()))["to_move"] == "Bob"
