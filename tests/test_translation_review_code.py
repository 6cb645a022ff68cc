"""The findings of the native readers' second review (translations-2.md) that needed code, not
catalog edits, kept as checks through the real command line, the guided mode on a pipe and the
web page: each test names the review's ids. (``test_translation_review.py`` holds the checks of
the catalogs' words and typography.)"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from babel.messages.pofile import read_po
from conftest import GAMES, LANGS, ROOT

from checker.i18n import Translator

EXE = shutil.which("referee", path=str(Path(sys.executable).parent)) or "referee"
EXAMPLES = ROOT / "examples"


def ask(args: list[str], lang: str, lines: list[str], cwd: Path) -> str:
    """What ``referee ask`` writes when the answers come on a pipe (the plain prompt)."""
    env = dict(os.environ, LANG="C.UTF-8", LANGUAGE="", LC_ALL="", NO_COLOR="1", REFEREE_PLAIN_PROMPT="1",
               XDG_STATE_HOME=str(cwd / "state"))
    done = subprocess.run([EXE, "ask", *args, "--lang", lang], input="\n".join(lines) + "\n", env=env,
                          cwd=str(cwd), capture_output=True, text=True, timeout=60, check=False)
    return done.stdout + done.stderr


# -- N23, F28, PL-11, ES-17: "or" where one of the list is meant, "and" where all are ---------

def test_a_house_rule_list_says_and(run):
    for lang, joined in [("en", "twin-count-excludes-twin, and twin-sets-trend."),
                         ("nl", "twin-count-excludes-twin en twin-sets-trend."),
                         ("es", "twin-count-excludes-twin y twin-sets-trend.")]:
        r = run("--lang", lang, "check", "upturn", str(EXAMPLES / "upturn/first-play.yaml"), "play 14",
                "--house-rule", "bogus")
        assert r.code == 2 and joined in r.err, r.err


def test_alternatives_say_or(run):
    hand = run("--lang", "nl", "moves", "upturn", str(EXAMPLES / "upturn/hand-tile.yaml")).out
    assert "mag ook naar een andere medespeler (Cas of Dirk)" in hand  # the tile goes to one of them
    assert "over Bob, Cas en Dirk" in hand  # the drawn tiles are split among all of them
    assert "(Cas or Dirk)" in run("moves", "upturn", str(EXAMPLES / "upturn/hand-tile.yaml")).out
    blind = str(EXAMPLES / "3up3down/face-down-blind.yaml")
    assert "clear, clear+1 lub clear+2)" in run("--lang", "pl", "moves", "3up3down", blind).out
    assert "clear, clear+1 o clear+2)" in run("--lang", "es", "moves", "3up3down", blind).out
    tile = run("--lang", "nl", "check", "uptown", str(EXAMPLES / "uptown/01-letter-tile.yaml"), "zz A1")
    assert "kaarten of champagne) of $." in tile.err, tile.err
    # three ways to reverse one Joker-then-arrow play: one of them, not all three
    reversed_ = [line for line in run("--lang", "nl", "moves", "upturn", str(EXAMPLES / "upturn/joker.yaml")).out
                 .splitlines() if "speelrichting:" in line and line.count(",") >= 2]
    assert reversed_ and all(re.search(r"speelrichting: [^()]*, [^()]* of [^()]*\)$", line) for line in reversed_)


# -- N46, F52: the components list prints each count once -------------------------------------

#: the number words a component text might open with, for the counts the rules give (up to six)
NUMBER_WORDS = {
    "en": "one two three four five six", "nl": "een één twee drie vier vijf zes",
    "fy": "ien twa trije fjouwer fiif seis", "pl": "jeden jedna jedno dwa dwie trzy cztery pięć sześć",
    "es": "un uno una dos tres cuatro cinco seis",
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_a_component_names_its_count_once(game, lang, run):
    components = run("--lang", lang, "rules", game, "--json").json()["components"]
    for c in components:
        first = c["text"].split()[0].strip(":,.").casefold()
        assert first != str(c["count"]) and first not in NUMBER_WORDS[lang].split(), (game, lang, c)
    text = run("--lang", lang, "rules", game).out
    assert not re.search(r"(\d+) × \1\b", text)


def test_the_components_the_review_quoted(run):
    assert "140 × Tegels, 28" in run("--lang", "nl", "rules", "uptown").out
    assert "5 × Tegelhouders" in run("--lang", "nl", "rules", "uptown").out
    assert "140 × Stiennen" in run("--lang", "fy", "rules", "uptown").out
    assert "40 × Kaarten: 36" in run("--lang", "nl", "rules", "dnup").out


# -- N25, F30: a short noun for the expected form, not a field's help text ------------------------

def test_the_expected_form_is_a_short_noun_in_a_file(run, tmp_path):
    data = yaml.safe_load((EXAMPLES / "upturn/hand-tile.yaml").read_text(encoding="utf-8"))
    data["racks"]["Ann"] = ["61h", "15x"]
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    for lang, said in [("en", "15x is not a tile, or ? for an unknown one."),
                       ("nl", "15x is geen steen (of ? voor een onbekende steen)."),
                       ("fy", "15x is gjin stien (of ? foar in ûnbekende stien)."),
                       ("pl", "15x nie jest płytką ani znakiem ? (nieznana płytka)."),
                       ("es", "15x no es una ficha ni ? (una ficha desconocida).")]:
        r = run("--lang", lang, "check", "upturn", str(path), "pass")
        assert r.code == 2 and said in r.err, r.err


def test_the_expected_form_is_a_short_noun_in_the_guided_mode(tmp_path):
    # Enter on the row's trend (no number tile beside the start tile yet) goes on to the start tile
    out = ask(["upturn"], "nl", ["Ann Bob", "Ann", "", "aflopend", "30"], tmp_path)
    assert "Welke kant gaat de rij op? (Enter: nog geen)" in out
    assert "Wat is de startsteen?" in out
    error = next(line for line in out.splitlines() if line.lstrip().startswith("!"))
    assert error.endswith(" is geen steen.") and "laat hem weg" not in error, error


def test_every_pattern_of_a_schema_names_its_form():
    from checker.games import get

    def patterns(node, path=""):
        if isinstance(node, dict):
            if "pattern" in node:
                yield path, node
            for key, value in node.items():
                yield from patterns(value, f"{path}.{key}")
        elif isinstance(node, list):
            for value in node:
                yield from patterns(value, path)

    found = [(game, path) for game in GAMES for path, node in patterns(get(game).schema()) if "x-form" not in node]
    assert not found


# -- N12, F15: the rack is each game's own word on the web page --------------------------------------

def test_the_rack_label_is_each_games_word():
    from checker.games import get
    from checker.web.texts import fields

    for lang, upturn, uptown in [("nl", "Plankje", "Tegelhouder"), ("fy", "Plankje", "Rekje"),
                                 ("pl", "Stojak", "Stojak"), ("es", "Atril", "Atril"), ("en", "Rack", "Rack")]:
        assert fields(Translator(lang), get("upturn").page_parts())["rack"] == upturn
        assert fields(Translator(lang), get("uptown").page_parts())["rack"] == uptown


def test_the_dispute_page_carries_the_games_rack_label():
    pytest.importorskip("starlette")
    pytest.importorskip("httpx")
    import json

    from starlette.testclient import TestClient

    from checker.web import create_app

    with TestClient(create_app()) as client:
        for game, label in [("uptown", "Tegelhouder"), ("upturn", "Plankje")]:
            page = client.get(f"/dispute/{game}?lang=nl").text
            data = json.loads(re.search(r'<script type="application/json" id="page-data">(.*?)</script>',
                                        page, re.S).group(1))
            assert data["fields"]["rack"] == label


# -- N43, F49, PL-24, ES-30: real placeholders in the help ---------------------------------------------

@pytest.mark.parametrize("lang,names,port", [("en", "NAMES", "PORT"), ("nl", "NAMEN", "POORT"),
                                             ("fy", "NAMMEN", "POARTE"), ("pl", "IMIONA", "PORT"),
                                             ("es", "NOMBRES", "PUERTO")])
def test_help_placeholders_are_words_of_the_language(lang, names, port, run):
    assert re.search(rf"--players {names}\b", run("--lang", lang, "new", "--help").out)
    serve = run("--lang", lang, "serve", "--help").out
    assert re.search(rf"--port {port}\b", serve), serve
    assert Translator(lang).gettext("integer range") not in serve.split("--port", 1)[1].split("\n")[0]


# -- ES-34: seconds spaced as each language spaces them ----------------------------------------------

def test_seconds_are_spaced_as_the_language_writes_them(run):
    expected = {"en": "0.04s", "nl": "0,04 s", "pl": "0,04 s", "es": "0,04 s", "fy": "0,04 s"}
    assert {lang: Translator(lang).format_seconds(0.04) for lang in LANGS} == expected
    summary = run("--lang", "es", "simulate", "dnup", "--games", "2", "--seed", "1").out
    assert re.search(r"\d,\d\d s\b", summary), summary


# -- ES-14: "none" agrees with what it stands for ---------------------------------------------------------

def test_none_has_a_context_for_each_thing_it_stands_for(tmp_path, run):
    from checker.web.texts import translated

    assert translated(Translator("es"))["none"] == "ninguno"  # idioma
    assert translated(Translator("nl"))["none"] == "geen"
    score = run("--lang", "es", "score", "uptown", str(EXAMPLES / "uptown/11-two-players.yaml")).out
    assert re.search(r"^ana .* ninguna ", score, re.M), score  # capturas
    assert "¿De quién son los grupos que hay en la mesa? (Enter: ninguno)" in ask(["dnup"], "es", ["Ala Bartek", "Ala"],
                                                                                  tmp_path)
    assert "(Enter: ninguna)" in ask(["3up"], "es", ["Ann Bob", "Ann"], tmp_path)  # las cartas del montón


# -- ES-11, PL-03: search matches word starts, with the word's ending free --------------------------------

def ids(run, lang, *words):
    return [hit["id"] for hit in run("--lang", lang, "search", *words, "--json").json()["results"]]


def test_search_matches_the_start_of_a_word(run):
    assert ids(run, "es", "estante") == ["uptown.setup.rack"]  # not inside "restantes" (3up3down.piles.after-pickup)
    assert "3up3down.piles.after-pickup" in ids(run, "es", "restantes")
    assert "3up3down.clear.plus-one" in ids(run, "en", "+1")  # a sign matches where it stands: clear+1
    assert ids(run, "en", "uptown.capture")[0] == "uptown.capture.allowed"


def test_search_lets_the_ending_of_a_word_vary(run):
    from checker.rulebook import stem

    assert [stem(w) for w in ("atriles", "grupos", "tweelingen", "przejecie", "rules", "zbic", "twin")] == \
        ["atril", "grup", "tweeling", "przejec", "rule", "zbic", "twin"]
    assert "upturn.setup.deal" in ids(run, "es", "atriles")  # its text says "atril" only
    assert "uptown.score.tie" in ids(run, "pl", "przejęcie")  # its text says "przejęć" and "przejął"
    assert "upturn.play.twin.fill" in ids(run, "nl", "tweelingen")
    assert ids(run, "es", "estantes") == ids(run, "es", "estante")  # the plural finds what the singular finds


# -- PL-25, ES-31: the house-rule question names each rule -------------------------------------------------

def test_the_house_rule_question_shows_each_title(tmp_path, run):
    out = ask(["upturn"], "pl", ["Ann Bob", "Ann", "ascending", "70", "clockwise", "joker 22 up ?", ""], tmp_path)
    line = next(line for line in out.splitlines() if "play-drawn-tile" in line)
    assert "play-drawn-tile (Płytkę dobraną po spasowaniu można zagrać)" in line
    assert "arrows-any-row (Strzałki w każdym rzędzie)" in line
    rules = run("--lang", "es", "rules", "upturn", "--json").json()["house_rules"]
    assert {h["id"]: h["title"] for h in rules}["twin-sets-trend"] == "La gemela fija la dirección de la fila"


# -- PL-27: the Upturn move words tell the translator how to write them --------------------------------------

def test_every_move_word_of_upturn_and_uptown_has_a_translator_comment():
    with open(ROOT / "locales" / "messages.pot", "rb") as fh:
        template = read_po(fh)
    words = [m for m in template if m.context in ("upturn move", "uptown move") and not m.id.isupper()]
    assert len(words) > 30
    bare = [m.id for m in words if "synonyms separated by |" not in " ".join(m.auto_comments)]
    assert not bare


# -- N2, F3: the colour letters come with their key ------------------------------------------------------------

def test_the_colour_letters_come_with_their_key(run, tmp_path):
    board = run("--lang", "nl", "score", "uptown", str(EXAMPLES / "uptown/11-two-players.yaml")).out
    assert "g = groen, y = geel" in board
    assert "g = grien, y = giel" in run("--lang", "fy", "score", "uptown",
                                         str(EXAMPLES / "uptown/11-two-players.yaml")).out
    out = ask(["uptown"], "nl", ["ana ben", "ana", "rood groen", "blauw geel", ""], tmp_path)
    assert "G = groen, Y = geel" in out, out
