"""The one move reader (issue 19): moves said the way a table says them, in five languages,
through the real command line, the library and the API. The corpus (``test_move_corpus.py``)
holds the phrases; this module holds what the reader promises beyond them: what is shown back,
readings judged and never picked, "did you mean" that repairs spelling only, and that every
move the referee lists, written in the reader's language, reads back as itself."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from conftest import BUILT_IN, GAMES, LANGS, ROOT, run_cli

from checker.games import get
from checker.i18n import translator
from checker.inputs import load_file
from checker.reader import AmbiguousMove, read
from checker.reader.lexicon import name_forms
from checker.reader.speech import speech
from checker.verdict import MoveError
from checker.words import fold

JOKER = str(ROOT / "examples/upturn/joker.yaml")
HAND = str(ROOT / "examples/upturn/hand-tile.yaml")
SIXES = str(ROOT / "examples/dnup/play-beats-same-size.yaml")
ADD = str(ROOT / "examples/dnup/add-card.yaml")
LETTER = str(ROOT / "examples/uptown/01-letter-tile.yaml")
CLEAR2 = str(ROOT / "examples/3up3down/clear-plus-two-breaks-down.yaml")


def position(game: str, path: str):
    return get(game).read_position(load_file(path))


def readings(game: str, path: str, text: str, lang: str = "en") -> list[str]:
    return [r.text for r in read(get(game), text, position(game, path), translator(lang)).readings]


# -- what a phrase is read as ------------------------------------------------------------------

def test_a_sentence_is_read_and_the_answer_says_what_it_was_read_as():
    r = run_cli("check", "upturn", JOKER, "Joker, going down, then the 14.")
    assert r.code == 0
    assert r.out.splitlines()[0].split() == ["LEGAL", "joker", "descending", "then", "play", "14"]
    assert "(“Joker, going down, then the 14.”, read as joker descending then play 14)" in r.out
    data = run_cli("check", "upturn", JOKER, "Joker, going down, then the 14.", "--json").json()
    assert data["move"] == "joker descending then play 14"
    assert data["said"] == "Joker, going down, then the 14." and data["read_as"] == "joker descending then play 14"
    assert data["readings"] == []


def test_the_notation_is_read_as_it_always_was_and_shows_no_reading():
    data = run_cli("check", "upturn", JOKER, "joker descending keep then play 14", "--json").json()
    assert data["verdict"] == "legal" and data["read_as"] is None
    # in the reader's language too: the Dutch notation is notation
    data = run_cli("check", "upturn", JOKER, "joker aflopend behoud dan speel 14", "--lang", "nl", "--json").json()
    assert data["move"] == "joker descending keep then play 14" and data["read_as"] is None


def test_a_word_for_a_tile_goes_to_the_tile_that_can_take_it_wherever_it_is_said():
    assert readings("upturn", JOKER, "joker then fourteen descending") == ["joker descending then play 14"]
    assert readings("upturn", JOKER, "joker then 14 reverse") == ["joker reverse then play 14"]
    # no tile can take it: it stays where it was said, and the judge says why
    assert readings("upturn", JOKER, "play 75 descending") == ["play 75 descending"]
    assert run_cli("check", "upturn", JOKER, "play 75 descending").code == 1


def test_a_recipient_goes_to_the_tile_that_hands_out_tiles_said_before_or_after_it():
    assert readings("upturn", HAND, "Dirk gets one: the 61 with the hand") == ["play 61h give Dirk"]
    assert readings("upturn", HAND, "61 with the hand to Dirk") == ["play 61h give Dirk"]
    assert readings("upturn", HAND, "sześćdziesiąt jeden z rączką, daję Dirkowi", "pl") == ["play 61h give Dirk"]
    assert readings("upturn", HAND, "sesenta y uno con la mano, dale una a Dirk", "es") == ["play 61h give Dirk"]


def test_steps_without_commas_and_sets_said_by_count():
    assert readings("3up3down", CLEAR2, "clear+2 9 4") == ["play clear+2, play 9, play 4"]
    assert readings("3up3down", CLEAR2, "clear plus twee negen vier", "nl") == ["play clear+2, play 9, play 4"]
    assert readings("dnup", SIXES, "two fives") == ["play 5/? 5/?"]
    assert readings("dnup", SIXES, "dwie piątki", "pl") == ["play 5/? 5/?"]
    assert readings("dnup", SIXES, "the sixes") == ["play 6/? 6/? 6/?"]  # every six the hand holds


def test_a_pair_leaves_its_value_open_and_is_judged_over_every_pair():
    assert readings("dnup", SIXES, "a pair") == ["play ? ?"]
    data = run_cli("check", "dnup", SIXES, "a pair", "--json").json()
    assert data["move"] == "play ? ?"
    assert data["choices"] and data["choices"][0]["kind"] == "set"
    hand = position("dnup", SIXES).hands["Ala"].known
    pairs = set(data["choices"][0]["values"]["options"])
    assert pairs == {f"{a.text()} {b.text()}" for a in hand for b in hand
                     if a.active == b.active and a < b} | {f"{a.text()} {a.text()}" for a in hand
                                                          if hand.count(a) > 1}


def test_the_player_to_move_may_be_the_subject_and_no_one_else():
    assert readings("upturn", JOKER, "Ann plays the joker, going up") == ["joker ascending"]
    assert readings("upturn", JOKER, "Ann legt de joker oplopend", "nl") == ["joker ascending"]
    r = run_cli("check", "upturn", JOKER, "Bob plays the joker, going up", "--json")
    assert r.code == 2 and r.json()["error"] == "MoveError"
    assert "Bob is not to move: it is Ann's turn." in r.json()["message"]


def test_an_inflected_name_that_fits_one_player_is_that_player(tmp_path):
    assert readings("dnup", ADD, "dokładam szóstkę Bartkowi", "pl") == ["add 6/? to Bartek"]
    assert readings("dnup", ADD, "pięć-trzy do Doroty", "pl") == ["add 5/3 to Dorota"]
    assert readings("dnup", ADD, "add the six to Bartek's set") == ["add 6/? to Bartek"]
    # a form that fits two seated players is both: judged for each, never picked
    data = yaml.safe_load((ROOT / "examples/upturn/hand-tile.yaml").read_text(encoding="utf-8"))
    data["players"] = ["Ann", "Anna", "Cas", "Dirk"]
    data["racks"] = {k if k != "Bob" else "Anna": v for k, v in data["racks"].items()}
    path = tmp_path / "two-names.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    found = readings("upturn", str(path), "sześćdziesiąt jeden z rączką dla Anny", "pl")
    assert sorted(found) == ["play 61h give Ann", "play 61h give Anna"]


def test_number_words_of_every_language():
    said = {"en": {"forty-one": 41, "forty one": 41, "twenty-two": 22}, "nl": {"eenenveertig": 41, "tweeëntwintig": 22},
            "fy": {"ienenfjirtich": 41, "twaentweintich": 22}, "pl": {"czterdzieści jeden": 41, "dwadzieścia dwa": 22},
            "es": {"cuarenta y uno": 41, "veintidós": 22}}
    for lang, forms in said.items():
        phrases = speech(translator(lang)).phrases
        for form, value in forms.items():
            assert ("n", value) in phrases.get(fold(form), []), (lang, form)


def test_name_endings_come_from_the_catalogs():
    forms = name_forms(("Bob", "Bartek", "Dorota", "Ala"), speech(translator("pl")))
    assert forms["bobowi"] == ["Bob"] and forms["bartkiem"] == ["Bartek"] and forms["dorocie"] == ["Dorota"]
    assert forms["ali"] == ["Ala"]
    assert "bobowi" not in name_forms(("Bob",), speech(translator("nl")))


# -- readings: judged, never picked ------------------------------------------------------------

def test_a_phrase_with_two_readings_and_two_verdicts_is_undetermined_and_names_both():
    r = run_cli("check", "dnup", SIXES, "play six six", "--json")
    assert r.code == 3
    data = r.json()
    assert data["verdict"] == "undetermined" and data["move"] == "play six six"
    assert [(x["move"], x["verdict"]) for x in data["readings"]] == [("play 6/6", "illegal"), ("play 6/? 6/?", "legal")]
    assert data["missing"][0]["kind"] == "reading"
    assert data["missing"][0]["values"]["readings"] == ["play 6/6", "play 6/? 6/?"]
    text = run_cli("check", "dnup", SIXES, "play six six").out
    assert "It reads in more than one way" in text and "play 6/6: ILLEGAL" in text and "play 6/? 6/?: LEGAL" in text


def test_readings_with_one_outcome_give_that_outcome_with_what_holds_for_each():
    data = run_cli("check", "dnup", ADD, "play six six", "--json").json()
    assert data["verdict"] == "illegal" and len(data["readings"]) == 2
    assert all(f["message"].startswith("If play 6/") for f in data["reasons"])


def test_apply_and_a_record_refuse_a_phrase_that_reads_two_ways(tmp_path):
    r = run_cli("apply", "dnup", SIXES, "play six six")
    assert r.code == 2 and "can be read as play 6/6 or play 6/? 6/?" in r.err
    with pytest.raises(AmbiguousMove):
        get("dnup").read_move("play six six", position("dnup", SIXES), translator("en"))


def test_replay_reads_the_moves_of_a_record_as_said(tmp_path):
    record = {"position": yaml.safe_load(Path(JOKER).read_text(encoding="utf-8")),
              "moves": ["Joker, dalend, en dan de veertien."]}
    path = tmp_path / "record.yaml"
    path.write_text(yaml.safe_dump(record, allow_unicode=True), encoding="utf-8")
    r = run_cli("replay", "upturn", str(path), "--lang", "nl")
    assert r.code == 0, r
    assert "joker aflopend dan speel 14" in r.out and "gelezen als" in r.out


# -- did you mean: spelling only ---------------------------------------------------------------

@pytest.mark.parametrize("game, path, typed, suggestion", [
    ("upturn", HAND, "41x", "41"),
    ("uptown", LETTER, "C E55", "E5"),
])
def test_did_you_mean_repairs_the_spelling_and_offers_no_other_move(game, path, typed, suggestion):
    r = run_cli("check", game, path, typed)
    assert r.code == 2
    # the one suggestion is the word spelt right, not a legal move that happens to be close
    assert re.findall(r"(?i)did you mean (.+?)\?", r.err) == [suggestion], r.err


def test_a_number_that_is_no_card_is_said_so_not_swapped_for_a_legal_move():
    r = run_cli("check", "3up3down", CLEAR2, "9, 44")
    assert r.code == 2 and "44" in r.err and "4, 9" not in r.err


def test_a_slip_of_one_letter_is_read_as_the_word_and_the_answer_shows_it():
    data = run_cli("check", "upturn", HAND, "tweling 33 voor Dirk", "--lang", "nl", "--json").json()
    assert data["move"] == "twin 33 give Dirk:1" and data["read_as"] == "tweeling 33 geef Dirk:1"
    assert run_cli("check", "upturn", HAND, "qzx vvt 4?!").code == 2


def test_a_long_or_strange_move_is_refused_without_work_or_traceback():
    assert run_cli("check", "upturn", JOKER, "play " * 200).code == 2
    r = run_cli("check", "upturn", JOKER, "play 14 \x1b[31m")
    assert r.code == 2 and "\x1b" not in r.err


# -- everything shown back in the reader's words ---------------------------------------------

def examples():
    for game in BUILT_IN:
        for path in sorted((ROOT / "examples" / game).glob("*.yaml")):
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and "moves" not in data:
                yield game, path


EXAMPLES = list(examples())


@pytest.mark.parametrize("lang", LANGS)
def test_every_listed_move_written_in_the_readers_language_reads_back_as_itself(lang):
    tr = translator(lang)
    wrong = []
    for game_id, path in EXAMPLES:
        game = get(game_id)
        pos = game.read_position(load_file(str(path)))
        for expand in (False, True):
            for option in game.legal_moves(pos, expand=expand, limit=120):
                shown = game.show_text(option.text, pos, tr)
                try:
                    said = read(game, shown, pos, tr)
                except MoveError as err:
                    wrong.append((path.name, option.text, shown, tr.render(err.msg)))
                    continue
                got = [r.text for r in said.readings]
                if got != [game.move_text(game.parse_move(option.text, pos))] or not said.notation:
                    wrong.append((path.name, option.text, shown, got))
    assert not wrong, wrong[:10]


#: English move words that are also words of the language (Polish "to": this, it)
ALSO_LOCAL = {"pl": {"to"}}


def english_move_words(lang: str) -> re.Pattern[str]:
    """The notation words of every game whose word in ``lang`` is another: seen in a run in ``lang``,
    they are English left on screen."""
    tr = translator(lang)
    words = set()
    for game_id in GAMES:
        game = get(game_id)
        vocab = game.vocabulary(tr)
        words |= {w for w in game.WORDS if not w.isupper() and vocab.show(w).casefold() != w.casefold()
                  and w not in game.SAID_WORDS}
    return re.compile(r"(?<![\w+-])(" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) +
                      r")(?![\w+-])")


def _prose(text: str, pos) -> str:
    """The output without what is not the referee's words: player names, rule ids, quoted rules."""
    text = re.sub(r"\[[^\]]*\]", " ", text)
    text = re.sub(r"“[^”]*”|„[^”]*”|«[^»]*»|‘[^’]*’", " ", text)  # quoted rule texts and typed moves
    for name in pos.players:
        text = re.sub(rf"\b{re.escape(str(name))}\b", " ", text)
    return text


@pytest.mark.parametrize("lang", ["nl", "pl", "es", "fy"])
def test_no_english_move_word_in_a_localized_listing_check_or_error(lang):
    english = english_move_words(lang)
    tr = translator(lang)
    leaks = []
    for game_id, path in EXAMPLES:
        game = get(game_id)
        pos = game.read_position(load_file(str(path)))
        listed = run_cli("moves", game_id, str(path), "--lang", lang)
        runs = [listed, run_cli("moves", game_id, str(path), "--expand", "--limit", "40", "--lang", lang)]
        moves = [game.show_text(o.text, pos, tr) for o in game.legal_moves(pos, limit=3)]
        # a move the notation refuses, and a hint-bearing one (what is typed is in the reader's language)
        wrong = {"upturn": ["play", "pass 14"], "dnup": ["turn 1/1", "pass"], "uptown": ["C J5", "pass"],
                 "3up3down": ["down", "play 44"]}[game_id]
        for move in [*moves, *(game.show_text(w, pos, tr) for w in wrong)]:
            runs.append(run_cli("check", game_id, str(path), move, "--lang", lang))
        for r in runs:
            found = [w for w in english.findall(_prose(r.out + r.err, pos)) if w not in ALSO_LOCAL.get(lang, ())]
            if found:
                leaks.append((path.name, sorted(set(found)), (r.out + r.err)[:300]))
    assert not leaks, leaks[:5]


def test_the_moves_listing_shows_its_alternatives_in_the_readers_words():
    out = run_cli("moves", "upturn", JOKER, "--lang", "nl").out
    assert "(of, met omgekeerde speelrichting: joker oplopend keerom dan speel 75)" in out
    assert "ascending" not in out and "reverse" not in out


def test_syntax_hints_name_the_move_words_in_the_readers_language():
    r = run_cli("check", "upturn", JOKER, "joker dan speel 41", "--lang", "nl")
    assert "voeg oplopend of aflopend toe" in r.out
    r = run_cli("check", "3up3down", CLEAR2, "dicht", "--lang", "nl")
    assert "dicht 2 of dicht 2=7" in r.err, r


def test_the_ask_summary_offers_the_command_in_the_readers_language(tmp_path):
    """``ask`` on a pipe: the command it offers at the end is in Dutch, with --lang, and reads back."""
    answers = "\n".join(["Ann Bob Cas", "Ann", "oplopend", "70", "", "joker 22 64 48 ? ?", "", "", "",
                         "joker aflopend behoud dan tweeling 22 vul 64 48 geef Bob:2 Cas:1", ""]) + "\n"
    r = run_cli("ask", "upturn", "--lang", "nl", input=answers)
    command = r.out.split("referee check upturn - ")[1].split(" <<'EOF'")[0]
    assert command.endswith("--lang nl") and "tweeling 22 vul 64 48" in command
    english = english_move_words("nl")
    summary = r.out.split("TOEGESTAAN")[-1].split("<<'EOF'")[0]  # the position file keeps the canonical words
    assert not english.findall(_prose(summary, position("upturn", JOKER)))


# -- the web API and page ---------------------------------------------------------------------

def test_the_api_and_the_page_read_moves_as_said():
    pytest.importorskip("starlette")
    pytest.importorskip("httpx")
    from starlette.testclient import TestClient

    from checker.web import create_app

    sixes = yaml.safe_load(Path(SIXES).read_text(encoding="utf-8"))
    with TestClient(create_app(), raise_server_exceptions=False) as client:
        data = client.post("/api/dnup/check", json={"position": sixes, "move": "speel zes zes", "lang": "nl"}).json()
        assert data["verdict"] == "undetermined"
        assert [r["text"] for r in data["readings"]] == ["spelen 6/6", "spelen 6/? 6/?"]
        # the page asks, with the readings in the reader's words
        html = client.post("/dispute/dnup/verdict", json={"position": sixes, "move": "speel zes zes", "lang": "nl"}).text
        assert 'class="reading-option" data-move="spelen 6/6"' in html and "Welke bedoel je?" in html
        assert ">said<" not in html and ">readings<" not in html  # no JSON key shown as a heading
        # what may be played instead is listed in the reader's words too
        joker = yaml.safe_load(Path(JOKER).read_text(encoding="utf-8"))
        html = client.post("/dispute/upturn/verdict", json={"position": joker, "move": "speel 41", "lang": "nl"}).text
        instead = html.split('class="group instead"')[1]
        assert "speel 75" in instead and "play 75" not in instead
        # apply needs one move: a phrase that reads two ways is a move error (4xx)
        r = client.post("/api/dnup/apply", json={"position": sixes, "move": "play six six"})
        assert 400 <= r.status_code < 500 and r.json()["error"] == "MoveError"
        # the listing's texts are the moves in the reader's words, and each reads back as its move
        listed = client.post("/api/dnup/moves", json={"position": sixes, "lang": "pl"}).json()
        for move, text in zip(listed["moves"], listed["texts"], strict=True):
            back = client.post("/api/dnup/check", json={"position": sixes, "move": text, "lang": "pl"}).json()
            assert back["move"] == move and back["read_as"] is None


def test_ask_asks_which_reading_was_meant_and_judges_the_one_chosen(tmp_path):
    """Through a pseudo-terminal: a phrase that reads two ways is asked about, never picked."""
    pytest.importorskip("pexpect")
    from test_ask import answer, finish, spawn

    child = spawn(["dnup"], "en", tmp_path)
    answer(child, "Who are the players", "Ala Bartek Celina")
    answer(child, "Whose turn is it?", "Ala")
    answer(child, "sets", "Celina")
    answer(child, "Celina", "7/1")
    answer(child, "Ala", "5/1 6/2 6/9 6/6")
    answer(child, "What does Ala play?", "play six six")
    child.expect_exact("“play six six” can be read in more than one way. Which did you mean?")
    child.expect_exact("1. play 6/6")
    child.expect_exact("2. play 6/? 6/?")
    child.expect_exact(">")
    child.sendline("3")
    child.expect_exact("Type a number from 1 to 2")
    child.expect_exact(">")
    child.sendline("2")
    rest, command = finish(child, "LEGAL", "Save the position")
    assert "play 6/? 6/?" in rest and child.exitstatus == 0
    assert "'play 6/? 6/?'" in command and "--lang" not in command
