"""Uptown answers a table can act on (ISSUE12) in the reader's language (ISSUE13), all through the
command line: the disputes (a capture question, a forced capture, a two-colour player who leaves
the colour out, a blocked pass) in five languages; every listed move read back in every language;
move words and position values in any language and letter case; each newly refused impossible
position on the line of its key; a property test of completions and ``instead``; the Blockers!
two-player ruling and its house rule."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
import yaml
from conftest import LANGS, ROOT, run_cli
from hypothesis import given, settings
from hypothesis import strategies as st

from checker import i18n, rulebook
from checker.games import get
from checker.games.uptown import FACES
from checker.games.uptown.model import MATCH, SQUARE_NAMES
from checker.inputs import load_file
from checker.words import fold

GAME = get("uptown")
EX = ROOT / "examples" / "uptown"
EXAMPLES = sorted(EX.glob("*.yaml"))
LOCAL = [lang for lang in LANGS if lang != "en"]

# the words the catalogs give, the seed's terms first (what the referee writes)
PASS = {"en": "pass", "nl": "passen", "pl": "pas", "es": "pasar", "fy": "passe"}
RING = {"en": "ring", "nl": "ring", "pl": "pierścionek", "es": "anillo", "fy": "ring"}
SAX = {"en": "sax", "nl": "saxofoon", "pl": "saksofon", "es": "saxofón", "fy": "saksofoan"}
RED = {"en": "red", "nl": "rood", "pl": "czerwony", "es": "rojo", "fy": "read"}
GREEN = {"en": "green", "nl": "groen", "pl": "zielony", "es": "verde", "fy": "grien"}
LEGAL = {"en": "LEGAL", "nl": "TOEGESTAAN", "pl": "DOZWOLONY", "es": "LEGAL", "fy": "TASTIEN"}
ILLEGAL = {"en": "ILLEGAL", "nl": "NIET TOEGESTAAN", "pl": "NIEDOZWOLONY", "es": "ILEGAL", "fy": "NET TASTIEN"}


def example(name: str) -> str:
    return str(EX / f"{name}.yaml")


def write(tmp_path: Path, text: str, name: str = "pos.yaml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def check(path: str, move: str, lang: str = "en", *extra: str) -> dict:
    r = run_cli("check", "uptown", path, move, "--json", "--lang", lang, *extra)
    data = r.json()
    assert r.code == {"legal": 0, "illegal": 1, "undetermined": 3}[data["verdict"]], r
    return data


@cache
def judged_legal(path: str, move: str) -> bool:
    r = run_cli("check", "uptown", path, move, "--json")
    return r.code == 0 and r.json()["verdict"] == "legal"


def rules(data: dict, key: str = "reasons") -> set:
    return {f["rule"] for f in data[key]}


def kinds(data: dict, key: str = "effects") -> list:
    return [f["kind"] for f in data[key]]


def acts_on_instead(path: str, data: dict) -> None:
    """An illegal verdict says what may be played instead, and every move it names is legal."""
    assert data["verdict"] == "illegal"
    assert data["instead"], data
    assert all(judged_legal(path, m) for m in data["instead"]), data["instead"]


# -- the disputes, in every language ---------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_a_capture_typed_without_its_x_is_the_capture(lang):
    """"May ana put her C on ben's C2?" Yes: a tile on an opponent's tile captures it."""
    path = example("05-capture-split")
    data = check(path, "C C2", lang)
    assert data["verdict"] == "legal" and data["choices"] == []
    assert data["completions"] == ["C xC2"]
    assert kinds(data)[:3] == ["place", "capture", "keep"]
    assert data["effects"][1]["values"] == {"colour": "blue", "tile": "C", "owner": "ben", "square": "C2"}
    text = run_cli("check", "uptown", path, "C C2", "--lang", lang)
    assert text.code == 0 and text.out.startswith(f"{LEGAL[lang]}  C C2") and "C xC2" in text.out


@pytest.mark.parametrize("lang", LANGS)
def test_a_capture_that_would_split_a_group_is_refused_with_what_to_play_instead(lang):
    """"And her ring on ben's C4?" No: C4 is the only link of his path C2-C3-C4-D4."""
    path = example("05-capture-split")
    move = f"{RING[lang]} C4"
    data = check(path, move, lang)
    assert rules(data) == {"uptown.capture.no-split"} and data["text"] == move
    assert data["reasons"][0]["values"]["parts"] == 2
    acts_on_instead(path, data)
    text = run_cli("check", "uptown", path, move, "--lang", lang)
    assert text.code == 1 and text.out.startswith(f"{ILLEGAL[lang]}  {move}")
    # instead: the same ring where it may go, written in the reader's language
    assert all(m.startswith("ring ") for m in data["instead"])
    assert f"  {RING[lang]} {data['instead'][0].split()[1]}" in text.out


@pytest.mark.parametrize("lang", LANGS)
def test_a_player_whose_tiles_fit_no_empty_square_must_capture_and_is_told_which(lang):
    path = example("07-forced-capture")
    data = check(path, PASS[lang], lang)
    assert data["move"] == "pass" and data["text"] == PASS[lang]
    assert rules(data) == {"uptown.capture.forced"}
    assert data["instead"] == ["B xB5"]
    assert kinds(data, "forced") == ["place", "capture", "keep", "draw", "groups", "groups", "next-player"]
    assert judged_legal(path, "B xB5")
    text = run_cli("check", "uptown", path, PASS[lang], "--lang", lang)
    assert text.code == 1 and text.out.startswith(f"{ILLEGAL[lang]}  {PASS[lang]}") and "B xB5" in text.out


@pytest.mark.parametrize("lang", LANGS)
def test_a_two_colour_player_who_leaves_out_the_colour_is_told_it_is_still_to_choose(lang):
    path = example("11-two-players")
    data = check(path, "$ E6", lang)  # both racks hold a $: either colour is legal
    assert data["verdict"] == "legal" and data["completions"] == ["R:$ E6", "G:$ E6"]
    [choice] = data["choices"]
    assert choice["kind"] == "colour" and choice["rule"] == "uptown.two-players.turn"
    assert choice["values"] == {"options": ["red", "green"]}  # a choice, not a condition (no legal_if)
    assert RED[lang] in choice["message"] and GREEN[lang] in choice["message"]
    text = run_cli("check", "uptown", path, "$ E6", "--lang", lang)
    assert text.code == 0 and "R:$ E6" in text.out and "G:$ E6" in text.out
    applied = run_cli("apply", "uptown", path, "$ E6", "--lang", lang)
    assert applied.code == 2 and "R:$ E6" in applied.err  # apply needs the complete move
    # only the green rack holds a sax: the colour follows, and nothing is left to choose
    sax = check(path, f"{SAX[lang]} F8", lang)
    assert sax["verdict"] == "legal" and sax["choices"] == [] and sax["completions"] == ["G:sax F8"]
    # naming the wrong colour is illegal, with the moves instead
    wrong = check(path, f"R:{SAX[lang]} F8", lang)
    assert rules(wrong) == {"uptown.setup.rack"}
    acts_on_instead(path, wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_a_pass_when_nobody_can_place_ends_the_game_and_a_pass_with_a_placement_is_refused(lang):
    blocked = check(example("13-blocked"), PASS[lang], lang)
    assert blocked["verdict"] == "legal" and kinds(blocked) == ["pass", "end", "win"]
    assert "uptown.end.blocked" in rules(blocked, "effects") | rules(blocked, "notes")
    assert blocked["effects"][-1]["values"]["winners"] == ["ana", "ben"]
    stuck = check(example("08-no-placement-pass"), PASS[lang], lang)
    assert kinds(stuck) == ["pass", "next-player"] and "uptown.end.blocked" not in rules(stuck, "notes")
    path = example("01-letter-tile")
    refused = check(path, PASS[lang], lang)
    assert rules(refused) == {"uptown.turn.no-pass"}
    acts_on_instead(path, refused)
    text = run_cli("check", "uptown", example("13-blocked"), PASS[lang], "--lang", lang)
    assert text.code == 0 and text.out.startswith(f"{LEGAL[lang]}  {PASS[lang]}")


# -- moves in the reader's language ------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_listed_move_is_read_back_and_legal_in_the_readers_language_and_in_english(path, lang):
    listed = run_cli("moves", "uptown", str(path), "--json", "--lang", lang).json()
    assert len(listed["texts"]) == len(listed["moves"])
    for move, text in zip(listed["moves"], listed["texts"], strict=True):
        data = check(str(path), text, lang)
        assert data["verdict"] == "legal" and data["move"] == move and data["text"] == text, (move, text)
        if text != move:  # the English move reads under every language too
            english = check(str(path), move, lang)
            assert english["verdict"] == "legal" and english["text"] == text


def english_words(lang: str) -> set[str]:
    """The notation words whose name in ``lang`` differs from the English one."""
    vocab = GAME.vocabulary(i18n.Translator(lang))
    return {fold(w) for w in vocab.words if fold(vocab.show(w)) != fold(w) and w.upper() != w}


@pytest.mark.parametrize("lang", LOCAL)
@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_no_english_move_word_is_left_in_a_localized_listing_or_verdict_header(path, lang):
    english = english_words(lang)
    listed = run_cli("moves", "uptown", str(path), "--lang", lang)
    shown = listed.out.splitlines()[1:]
    headers = []
    for line in [*shown[:12], PASS[lang]]:
        headers.append(run_cli("check", "uptown", str(path), line.strip(), "--lang", lang).out.splitlines()[0])
    for line in shown + headers:
        left = {t for t in re.split(r"[\s:]+", fold(line)) if t in english}
        assert not left, (lang, line)


def test_a_move_typed_in_spanish_is_echoed_in_spanish_and_kept_canonical_in_json():
    path = example("03-symbol-tile")
    text = run_cli("check", "uptown", path, "hombre A1", "--lang", "es")
    assert text.code == 0 and text.out.splitlines()[0] == "LEGAL  hombre A1"
    for typed in ("hombre A1", "Hombre a1", "HOMBRE A1", "man A1"):
        data = check(path, typed, "es")
        assert data["move"] == "man A1" and data["text"] == "hombre A1", typed
    assert run_cli("check", "uptown", path, "hombre A1").code == 2  # Spanish is not read in English


@pytest.mark.parametrize("typed", ["saxofón F8", "saxofon F8", "SAXOFÓN F8", "Saxofón F8", "sax F8", "saxophone F8"])
def test_the_spanish_rules_name_for_the_saxophone_is_read(typed):
    data = check(example("11-two-players"), typed, "es")
    assert data["verdict"] == "legal" and data["completions"] == ["G:sax F8"] and data["text"] == "saxofón F8"


@pytest.mark.parametrize("lang, path, typed, meant", [
    # two letters off, or one off two words (one letter off one word is read as that word)
    ("en", "03-symbol-tile", "mna A1", "man"),
    ("nl", "08-no-placement-pass", "psea", "passen"),
    ("es", "03-symbol-tile", "hmbr A1", "hombre"),
    ("pl", "03-symbol-tile", "kobitaa A1", "kobieta"),
    ("fy", "11-two-players", "raed:C C5", "read"),
    ("es", "08-no-placement-pass", "pasra", "pasar"),
])
def test_did_you_mean_names_the_word_in_the_readers_language(lang, path, typed, meant):
    r = run_cli("check", "uptown", example(path), typed, "--lang", lang)
    assert r.code == 2
    asked = {"en": "Did you mean", "nl": "bedoel je", "es": "¿Quisiste decir", "pl": "Czy chodziło o",
             "fy": "Bedoele jo"}[lang]
    assert re.search(rf"(?i){re.escape(asked)} {re.escape(meant)}\?", r.err), r.err


# -- position values in any language and letter case -------------------------------------------------

def translated(path: str, words: dict[str, str]) -> str:
    """The position file with its value words replaced (keys and player names kept)."""
    data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))

    def walk(value, key=""):
        if isinstance(value, dict):
            return {k: (v if k in ("game", "players", "to_move") else walk(v, k)) for k, v in value.items()}
        if isinstance(value, list):
            return [walk(v, key) for v in value]
        if isinstance(value, str):
            return re.sub(r"[^\s:]+", lambda m: words.get(m.group(0), m.group(0)), value)
        return value

    return yaml.safe_dump(walk(data), allow_unicode=True, sort_keys=False)


@pytest.mark.parametrize("lang, words", [
    ("es", {"red": "rojo", "green": "Verde", "blue": "azul", "yellow": "AMARILLO", "man": "hombre",
            "ring": "Anillo", "sax": "saxofón", "cards": "naipes", "car": "coche", "sign": "cartel"}),
    ("nl", {"red": "rood", "green": "groen", "blue": "Blauw", "yellow": "geel", "woman": "vrouw",
            "sax": "saxofoon", "cards": "kaarten", "car": "auto", "sign": "straatbord"}),
    ("en", {"red": "RED", "green": "Green", "blue": "Blue", "yellow": "yellow", "man": "MAN", "ring": "Ring",
            "sax": "Sax", "cards": "CARDS", "car": "Car", "sign": "SIGN"}),
])
@pytest.mark.parametrize("name", ["11-two-players", "03-symbol-tile", "05-capture-split"])
def test_a_position_with_values_in_the_readers_language_or_any_case_reads_as_the_english_one(
        tmp_path, lang, words, name):
    english = example(name)
    local = write(tmp_path, translated(english, words))
    assert Path(local).read_text(encoding="utf-8") != Path(english).read_text(encoding="utf-8") or lang == "en"
    plain = run_cli("moves", "uptown", english, "--json", "--lang", lang).json()
    read = run_cli("moves", "uptown", local, "--json", "--lang", lang)
    assert read.code == 0, read
    assert read.json()["moves"] == plain["moves"]
    # and written back canonical
    move = plain["moves"][0]
    after = yaml.safe_load(run_cli("apply", "uptown", local, move, "--lang", lang).out)
    assert after == yaml.safe_load(run_cli("apply", "uptown", english, move, "--lang", lang).out)


# -- impossible positions: each newly refused kind, on the line of its key -----------------------------

def refused(path: str) -> tuple[list[str], str]:
    r = run_cli("check", "uptown", path, "pass", "--json")
    assert r.code == 2 and r.json()["error"] == "PositionError", r
    text = run_cli("check", "uptown", path, "pass")
    return [p["path"] for p in r.json()["problems"]], text.err


def line_of(path: str, key: str) -> int:
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if line.strip().startswith(f"{key}:"))


HEAD = """\
game: uptown
players: [ana, ben, cai]
to_move: ben
colours: {ana: red, ben: blue, cai: green}
captured: {}
"""


def test_a_tile_given_by_colour_that_no_tile_of_its_colour_can_be_is_refused(tmp_path):
    # every red tile that fits A1 (A, 1, man, $) is on the rack
    path = write(tmp_path, HEAD + 'board:\n  A: "R . . . . . . . ."\nracks:\n  red: [A, 1, man, $, B]\n')
    paths, err = refused(path)
    assert paths == ["board.A[0]"]
    assert f"line {line_of(path, 'A')}: board.A[0]:" in err and "A1" in err and "given elsewhere" in err
    # with one of them free the same tile is possible
    ok = write(tmp_path, HEAD + 'board:\n  A: "R . . . . . . . ."\nracks:\n  red: [A, 1, man, C, B]\n', "ok.yaml")
    assert run_cli("check", "uptown", ok, "pass", "--json").code == 1


TWELVE = """\
board:
  A: "R R R R R R . . ."
  B: "R R R R R R . . ."
  D: "B . G . B . G . B"
  E: "G B . G . B . G ."
  F: "B G . B . G . . G"
  G: ". B G . B . G B ."
  H: "G . B . G . B . G"
  I: "B . . . . . . . ."
"""


def test_the_tiles_of_a_colour_that_cannot_all_be_matched_to_their_squares_are_refused(tmp_path):
    # twelve red tiles on A1-B6, where only A, B, 1 to 6, man, ring and $ fit: eleven tiles
    path = write(tmp_path, HEAD.replace("to_move: ben", "to_move: ana") + TWELVE)
    paths, err = refused(path)
    assert paths == ["board.A[0]"]
    assert f"line {line_of(path, 'A')}: board.A[0]:" in err and "12 red tiles" in err
    assert "A, B, 1, 2, 3, 4, 5, 6, man, ring, and $" in err
    # eleven of them are possible (ben to move: ana has placed one tile more)
    eleven = TWELVE.replace('A: "R R R R R R . . ."', 'A: "R R R R R . . . ."')
    assert run_cli("moves", "uptown", write(tmp_path, HEAD + eleven, "ok.yaml"), "--json").code == 0


@pytest.mark.parametrize("to_move, board, possible", [
    ("ana", 'A: "R:A . . . . . . . ."', False),  # ana has placed and is to move again before the others
    ("ben", 'A: "R:A . . . . . . . ."', True),
    ("cai", 'A: "R:A B:A . . . . . . ."', True),
    ("ana", 'A: "R:A B:A G:A . . . . . ."', True),
    ("cai", 'A: "R:A R:2 B:A . . . . . ."', False),  # ana has placed twice, cai not at all
    ("ana", 'A: "R:A . G:A . . . . . ."', False),  # cai placed but ben did not
])
def test_tiles_placed_that_no_seating_order_gives_are_refused_on_the_to_move_line(tmp_path, to_move, board,
                                                                                     possible):
    path = write(tmp_path, HEAD.replace("to_move: ben", f"to_move: {to_move}") + f"board:\n  {board}\n")
    if possible:
        assert run_cli("moves", "uptown", path, "--json").code == 0
        return
    paths, err = refused(path)
    assert paths == ["to_move"]
    assert f"line {line_of(path, 'to_move')}: to_move:" in err and "seating order" in err


def example_positions() -> list[Path]:
    paths = set(EXAMPLES)
    for clause in rulebook.load("uptown").clauses:
        for ex in clause.examples:
            assert isinstance(ex["position"], str)  # Uptown's rule examples are shipped files
            paths.add(ROOT / ex["position"])
    return sorted(paths)


@pytest.mark.parametrize("path", example_positions(), ids=lambda p: p.stem)
def test_every_example_and_rule_example_passes_the_full_position_check(path, tmp_path):
    listed = run_cli("moves", "uptown", str(path), "--json")
    assert listed.code == 0, listed  # an impossible position exits 2
    pos = GAME.read_position(load_file(str(path)))
    assert GAME.problems(pos) == []
    for move in listed.json()["moves"][:1] + listed.json()["moves"][-1:]:
        after = write(tmp_path, run_cli("apply", "uptown", str(path), move).out)
        assert run_cli("moves", "uptown", after, "--json").code == 0, move  # and so is the position after


# -- every completion and every instead move is legal -----------------------------------------------------

TWO = {p.stem for p in EXAMPLES if len(yaml.safe_load(p.read_text(encoding="utf-8"))["players"]) == 2}


@st.composite
def attempts(draw):
    path = draw(st.sampled_from(EXAMPLES))
    if draw(st.integers(0, 12)) == 0:
        return str(path), draw(st.sampled_from(["pass", PASS["nl"]]))
    face = draw(st.sampled_from(FACES))
    square = draw(st.sampled_from([f"{r}{c}" for r in "ABCDEFGHI" for c in range(1, 10)]))
    prefix = draw(st.sampled_from(["", "R:", "G:", "B:", "Y:"])) if path.stem in TWO else ""
    x = draw(st.sampled_from(["", "x"]))
    return str(path), f"{prefix}{face} {x}{square}"


@cache
def anything_legal(path: str) -> bool:
    return bool(run_cli("moves", "uptown", path, "--json").json()["moves"])


@settings(max_examples=250, deadline=None)
@given(attempts())
def test_every_completion_and_every_instead_move_is_legal(attempt):
    path, move = attempt
    data = check(path, move, "nl" if move == PASS["nl"] else "en")
    for shown in data["completions"] + data["instead"]:
        assert judged_legal(path, shown), (move, shown)
    if data["verdict"] == "legal":
        assert data["completions"] or not data["choices"]
    if data["verdict"] == "illegal":
        # instead, unless no move is known to be legal (a hidden rack, or the game is over)
        assert data["instead"] or not anything_legal(path), (path, move)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_tile_on_the_rack_tried_on_every_square_gets_an_answer_to_act_on(path):
    """Exhaustive for the tiles the player to move holds, each on every square it matches and on the
    diagonal A1 to I9: a verdict, legal completions, and instead."""
    pos = GAME.read_position(load_file(str(path)))
    faces = sorted({f for c in pos.owned[pos.to_move] for f in pos.racks[c] if f != "?"})
    legal = set(run_cli("moves", "uptown", str(path), "--json").json()["moves"])
    for face in faces:
        diagonal = {f"{r}{k}" for k, r in enumerate("ABCDEFGHI", 1)}
        squares = {SQUARE_NAMES[i] for i in MATCH[face] if face != "$"} | diagonal
        for square in sorted(squares):
            data = check(str(path), f"{face} {square}")
            assert set(data["completions"]) <= legal and set(data["instead"]) <= legal
            if data["verdict"] == "illegal":
                assert data["instead"] or not legal
            if data["verdict"] == "legal":
                assert data["completions"] or data["move"] in legal


# -- Blockers! with two players -----------------------------------------------------------------------

# ana (red, green) has captured two blue and two yellow tiles, ben (blue, yellow) three red ones;
# each has five groups. Per colour (the seed): ana 5 + 2 = 7, ben 5 + 3 = 8. Per player (Board Game
# Arena's program): ana 5 + 4 = 9.
BLOCKERS_TWO = """\
game: uptown
players: [ana, ben]
to_move: ana
colours: {ana: [red, green], ben: [blue, yellow]}
board:
  A: "R R . . . . . . ."
  C: "R . . . . . . . ."
  E: "G . G . G . . . ."
  G: "B . B . B . . . ."
  I: "Y Y . . Y . . . ."
captured:
  ana: [B, B, Y, Y]
  ben: [R, R, R]
"""


def scores(data: dict) -> dict:
    return {p["name"]: (p["captured_most"], p["score"], p["rank"]) for p in data["players"]}


def test_blockers_with_two_players_adds_the_most_captured_of_one_colour(tmp_path):
    path = write(tmp_path, BLOCKERS_TWO)
    data = run_cli("score", "uptown", path, "--variant", "blockers", "--json").json()
    assert scores(data) == {"ana": (2, 7, 1), "ben": (3, 8, 2)} and data["winners"] == ["ana"]
    assert "uptown.two-players.blockers" in data["rules"]
    plain = run_cli("score", "uptown", path, "--json").json()  # plain Uptown: five groups each, fewer captures
    assert plain["winners"] == ["ben"] and "uptown.two-players.blockers" not in plain["rules"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_blockers_by_player_house_rule_adds_every_tile_taken_from_the_opponent(tmp_path, lang):
    path = write(tmp_path, BLOCKERS_TWO)
    flag = run_cli("score", "uptown", path, "--variant", "blockers", "--house-rule", "blockers-by-player",
                   "--json", "--lang", lang).json()
    assert scores(flag) == {"ana": (4, 9, 2), "ben": (3, 8, 1)} and flag["winners"] == ["ben"]
    in_file = write(tmp_path, BLOCKERS_TWO + "house_rules: [blockers-by-player]\n", "house.yaml")
    assert run_cli("score", "uptown", in_file, "--variant", "blockers", "--json").json()["players"] == flag["players"]
    seed = run_cli("score", "uptown", path, "--variant", "blockers", "--lang", lang)
    house = run_cli("score", "uptown", path, "--variant", "blockers", "--house-rule", "blockers-by-player",
                    "--lang", lang)
    assert seed.code == house.code == 0
    assert re.search(r"\bana\s*$", seed.out.strip().splitlines()[-1]) and house.out.strip().endswith("ben")


@pytest.mark.parametrize("lang", LANGS)
def test_the_blockers_ruling_gives_its_reason_and_names_the_house_rule(lang):
    r = run_cli("rules", "uptown", "uptown.two-players.blockers", "--lang", lang)
    assert r.code == 0 and "Board Game Arena" in r.out and "blockers-by-player" in r.out


def test_a_check_under_the_house_rule_is_judged_as_without_it():
    path = example("11-two-players")
    assert check(path, "R:C C5", "en", "--house-rule", "blockers-by-player")["verdict"] == "legal"
    bad = run_cli("check", "uptown", path, "R:C C5", "--house-rule", "blockers-by-ply")
    assert bad.code == 2 and "blockers-by-player" in bad.err
