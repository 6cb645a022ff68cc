"""Broken positions and moves for every game, through the command line.

Each case changes one example position of the game (or types a broken move)
and expects exit code 2, no traceback, the field path of every problem, the
key words of the message in English and in one other locale, and the input
file left exactly as it was. test_hostile_input.py covers what comes before
a game sees the data (bytes, YAML, limits); this module covers what each
game's schema and position checks refuse.
"""

from __future__ import annotations

import copy
import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import BUILT_IN, ROOT, run_cli

#: the example each game's cases start from, and the second locale its messages are checked in
BASES = {
    "upturn": ("hand-tile.yaml", "nl"),
    "dnup": ("take-set.yaml", "pl"),
    "uptown": ("01-letter-tile.yaml", "es"),
    "3up3down": ("pick-up-the-pile.yaml", "fy"),
}


def heading(lang: str, english: str) -> str:
    """The heading of an error in ``lang`` (``Impossible position``, ``Unreadable move``)."""
    from checker.i18n import Translator

    return Translator(lang).gettext(english)



def setter(*path: Any, value: Any) -> Callable[[dict], None]:
    """A change that sets ``data[path...] = value``."""
    def change(data: dict) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def remover(*path: Any) -> Callable[[dict], None]:
    def change(data: dict) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return change


def both(*changes: Callable[[dict], None]) -> Callable[[dict], None]:
    def change(data: dict) -> None:
        for each in changes:
            each(data)
    return change


def P(name, change, paths, en, other):
    """A broken position: ``paths`` every field path expected, ``en``/``other`` key words."""
    return pytest.param(change, None, paths, en, other, id=name)


def M(name, move, en, other):
    """An unreadable move, typed at the table, on the unchanged example position."""
    return pytest.param(None, move, [], en, other, id=name)


CASES = {
    "upturn": [
        P("players-as-text", setter("players", value="Ann Bob"), ["players"],
          ["Expected a list", "found text"], ["Verwacht: een lijst", "gevonden: tekst"]),
        P("to-move-a-number", setter("to_move", value=7), ["to_move"],
          ["Expected text", "a whole number"], ["Verwacht: tekst", "een geheel getal"]),
        P("start-tile-zero", setter("start_tile", value=0), ["start_tile"],
          ["0 is too small", "least allowed is 1"], ["0 is te klein", "minimum is 1"]),
        P("bag-out-of-range", setter("bag", value=500), ["bag"],
          ["500 is too large", "106"], ["500 is te groot", "106"]),
        P("rack-tile-out-of-range", setter("racks", "Ann", value=["61h", 12, 100]), ["racks.Ann[2]"],
          ["100 is too large", "99"], ["100 is te groot", "99"]),
        P("no-such-tile", setter("racks", "Ann", value=["61h", "15x"]), ["racks.Ann[1]"],
          ["15x is not a tile"], ["15x is geen steen"]),
        P("twin-with-a-hand", setter("racks", "Ann", value=["61h", "22h"]), ["racks.Ann[1]"],
          ["22h cannot be", "twin tile has no hand"], ["22h bestaat niet", "tweelingsteen heeft geen handje"]),
        P("three-jokers", setter("racks", "Ann", value=["joker", "joker", "joker"]), ["racks.Ann[2]"],
          ["only 2 joker tiles", "too many"], ["maar 2", "joker", "te veel"]),
        P("more-tiles-than-the-game", setter("bag", value=106), ["bag"],
          ["hold 142 tiles", "the game has 106"], ["142 stenen", "het spel heeft er 106"]),
        P("to-move-not-seated", setter("to_move", value="Zed"), ["to_move"],
          ["Zed is not one of the players"], ["Zed is geen van de spelers"]),
        P("rack-of-a-stranger", setter("racks", "Zed", value=3), ["racks.Zed"],
          ["Zed has a rack", "not one of the players"], ["Zed heeft een plankje", "geen van de spelers"]),
        P("typo-in-a-key", setter("tren", value="ascending"), ["tren"],
          ["Unknown key tren", "did you mean trend?"], ["Onbekende sleutel tren", "bedoel je trend?"]),
        P("unknown-trend", setter("trend", value="sideways"), ["trend"],
          ["sideways is not allowed here", "ascending"], ["sideways is hier niet toegestaan", "oplopend"]),
        P("unknown-house-rule", setter("house_rules", value=["free-beer"]), ["house_rules[0]"],
          ["free-beer is not allowed here"], ["free-beer is hier niet toegestaan"]),
        P("all-at-once", both(setter("to_move", value="Zed"), setter("bag", value=500), setter("tren", value=1)),
          ["bag", "tren"], ["2 problems"], ["2 problemen"]),
        M("not-a-tile", "play 61x", ["61x is not a tile"], ["61x is geen steen"]),
        M("unknown-word", "jump 3", ["unknown word jump"], ["onbekend woord jump"]),
        M("play-without-a-tile", "play", ["must be followed by a tile", "play 14"],
          ["moet een steen volgen", "speel 14"]),
    ],
    "dnup": [
        P("hands-as-text", setter("hands", value="lots"), ["hands"],
          ["Expected a mapping", "found text"], ["Oczekiwano: mapowanie", "znaleziono: tekst"]),
        P("hand-size-out-of-range", setter("hands", "Bartek", value=41), ["hands.Bartek"],
          ["41 is too large", "40"], ["41 to za dużo", "40"]),
        P("tokens-below-zero", setter("tokens", value={"Ala": -1}), ["tokens.Ala"],
          ["-1 is too small", "0"], ["-1 to za mało", "0"]),
        P("tokens-out-of-range", setter("tokens", value={"Ala": 17}), ["tokens.Ala"],
          ["17 is too large", "16"], ["17 to za dużo", "16"]),
        P("round-start-as-text", setter("round_start", value="yes"), ["round_start"],
          ["Expected true or false", "found text"], ["Oczekiwano: true lub false", "znaleziono: tekst"]),
        P("star-on-the-wrong-card", setter("hands", "Ala", value=["3/1*", "7/7"]), ["hands.Ala[0]"],
          ["Only the card 1/5", "not 3/1*"], ["Gwiazdkę ma tylko karta 1/5", "nie 3/1*"]),
        P("two-starred-cards", setter("hands", "Ala", value=["1/5*", "1/5*"]), ["hands.Ala[1]"],
          ["only one starred card", "hands.Ala[0]"], ["tylko jedna karta z gwiazdką", "hands.Ala[0]"]),
        P("more-cards-than-the-deck", both(setter("hands", "Bartek", value=30), setter("hands", "Celina", value=30)),
          ["hands"], ["64 cards", "at most 36"], ["Liczba kart w pozycji: 64", "najwyżej 36"]),
        P("tokens-of-a-stranger", setter("tokens", value={"Zed": 1}), ["tokens.Zed"],
          ["Zed is not seated at this table"], ["Zed nie siedzi przy tym stole"]),
        P("set-of-a-stranger", setter("table", "Zed", value=["4/4"]), ["table.Zed"],
          ["Zed is not seated at this table"], ["Zed nie siedzi przy tym stole"]),
        P("out-not-seated", setter("out", value=["Zed"]), ["out[0]"],
          ["Zed is not seated at this table"], ["Zed nie siedzi przy tym stole"]),
        P("typo-in-a-key", setter("tabel", value={}), ["tabel"],
          ["Unknown key tabel", "did you mean table?"], ["Nieznany klucz tabel", "czy chodziło o table?"]),
        P("player-twice", setter("players", value=["Ala", "Ala", "Bartek"]), ["players[1]"],
          ["Ala is listed twice"], ["Ala występuje dwa razy"]),
        P("too-few-players", setter("players", value=["Ala"]), ["players"],
          ["at least 2 entries"], ["co najmniej 2 elementy"]),
        P("all-at-once", both(setter("to_move", value=5), setter("tokens", value={"Ala": -1}),
                              setter("tabel", value={})),
          ["to_move", "tokens.Ala", "tabel"], ["3 problems"], ["3 problemy"]),
        M("not-a-move", "grab Bartek", ["grab is not a move"], ["grab to nie ruch"]),
        M("not-a-card", "play 3/x", ["3/x is not a card", "5/1"], ["3/x to nie karta", "5/1"]),
        M("take-from-a-stranger", "take Zed", ["Zed is not one of the players"], ["Zed nie jest żadnym z graczy"]),
    ],
    "uptown": [
        P("colours-as-a-list", setter("colours", value=["red"]), ["colours"],
          ["Expected a mapping", "found a list"], ["Se esperaba un mapa", "se encontró una lista"]),
        P("no-such-colour", setter("colours", "ana", value="pink"), ["colours.ana"],
          ["pink is not allowed here", "purple"], ["pink no se permite aquí", "morado"]),
        P("colour-of-a-stranger", setter("colours", "zed", value="purple"), ["colours.zed"],
          ["zed is not one of the players"], ["zed no es uno de los jugadores"]),
        P("no-such-tile", setter("racks", "red", value=["C", "Z", "E"]), ["racks.red[1]"],
          ["Z is not a tile", "1 problem"], ["Z no es una ficha", "1 problema"]),
        P("rack-too-short", setter("racks", "red", value=["C", "E"]), ["racks.red"],
          ["must hold 5 tiles here, not 2"], ["debe tener aquí 5 fichas, no 2"]),
        P("rack-too-long", setter("racks", "red", value=["C", 7, "E", "car", "$", "A"]), ["racks.red"],
          ["at most 5 entries"], ["como mucho 5 elementos"]),
        P("two-dollar-tiles", setter("racks", "red", value=["C", "$", "$", "E", 7]), ["racks.red[2]"],
          ["only one red $"], ["Solo hay una ficha $ de color rojo"]),
        P("tile-on-the-board-and-on-the-rack", setter("board", "A", value=". R:man R:C . . . . . ."),
          ["board.A[2]", "racks.red[0]"], ["C cannot stand on A3", "only one red C"],
          ["C no puede estar en A3", "Solo hay una ficha C de color rojo"]),
        P("no-such-colour-on-the-board", setter("board", "A", value=". R:man X:1 . . . . . ."), ["board.A[2]"],
          ["X is not a colour"], ["X no es un color"]),
        P("short-row", setter("board", "A", value=". R:man ."), ["board.A"],
          ["Row A has 3 cells", "nine"], ["La fila A tiene 3 casillas", "nueve"]),
        P("no-such-row", setter("board", "J", value=". . . . . . . . ."), ["board.J"],
          ["Unknown key J", "known keys"], ["Clave desconocida J", "claves conocidas"]),
        P("supply-out-of-range", setter("supply", value={"red": 30}), ["supply.red"],
          ["30 is too large", "23"], ["30 es demasiado grande", "23"]),
        P("captures-of-a-stranger", setter("captured", value={"zed": ["B:C"]}), ["captured.zed"],
          ["zed is not one of the players"], ["zed no es uno de los jugadores"]),
        P("typo-in-a-key", setter("rakcs", value={}), ["rakcs"],
          ["Unknown key rakcs", "did you mean racks?"], ["Clave desconocida rakcs", "¿quisiste decir racks?"]),
        P("to-move-not-seated", setter("to_move", value="zed"), ["to_move"],
          ["zed is not one of the players"], ["zed no es uno de los jugadores"]),
        P("colours-missing", remover("colours"), [""],
          ["The key colours is missing"], ["Falta la clave colours"]),
        M("not-a-square", "C Z5", ["Z5 is not a square", "E5"], ["Z5 no es una casilla", "E5"]),
        M("not-a-tile", "Q C5", ["Q is not a tile"], ["Q no es una ficha"]),
        M("no-square", "hello", ["write a tile and a square", "man A2"], ["escribe una ficha y una casilla", "hombre A2"]),
    ],
    "3up3down": [
        P("cards-as-a-list", setter("cards", value=[1, 2]), ["cards"],
          ["Expected a mapping", "found a list"], ["Ferwachte: in mapping", "fûn: in list"]),
        P("draw-pile-out-of-range", setter("draw_pile", value=200), ["draw_pile"],
          ["200 is too large", "148"], ["200 is te grut", "148"]),
        P("no-such-card", setter("pile", value=[5, 8, "joker"]), ["pile[2]"],
          ["joker is not allowed here", "clear+2"], ["joker is hjir net tastien", "clear+2"]),
        P("four-face-up-cards", setter("cards", "Bob", "face_up", value=[1, 2, 3, 4]), ["cards.Bob.face_up"],
          ["at most 3 entries"], ["op syn heechst 3 eleminten"]),
        P("face-down-out-of-range", setter("cards", "Bob", "face_down", value=5), ["cards.Bob.face_down"],
          ["5 is too large", "3"], ["5 is te grut", "3"]),
        P("hand-missing", remover("cards", "Bob", "hand"), ["cards.Bob"],
          ["The key hand is missing"], ["De kaai hand ûntbrekt"]),
        P("three-clear-plus-two", setter("cards", "Bob", "hand", value=["clear+2"] * 3), ["cards.Bob.hand[2]"],
          ["only 2 copies of clear+2", "has 3"], ["mar 2 eksimplaren fan clear+2", "hat der 3"]),
        P("too-many-nines", setter("cards", "Bob", "hand", value=[9] * 7), ["cards.Bob.hand[5]"],
          ["only 6 copies of 9", "has 8"], ["mar 6 eksimplaren fan 9", "hat der 8"]),
        P("cards-of-a-stranger", setter("cards", "Zed", value={"hand": 1, "face_up": [], "face_down": 0}),
          ["cards.Zed"], ["Zed is not one of the players"], ["Zed is net ien fan de spilers"]),
        P("to-move-not-seated", setter("to_move", value="Zed"), ["to_move"],
          ["Zed is not one of the players"], ["Zed is net ien fan de spilers"]),
        P("typo-in-a-key", setter("draw_pil", value=3), ["draw_pil"],
          ["Unknown key draw_pil", "did you mean draw_pile?"], ["Ûnbekende kaai draw_pil", "bedoele jo draw_pile?"]),
        P("typo-in-an-inner-key", setter("cards", "Bob", "fase_up", value=[1]), ["cards.Bob.fase_up"],
          ["Unknown key fase_up", "did you mean face_up?"], ["Ûnbekende kaai fase_up", "bedoele jo face_up?"]),
        P("three-decks", setter("decks", value=3), ["decks"],
          ["3 is too large", "2"], ["3 is te grut", "2"]),
        M("not-a-card", "play 11", ["11 is not a card", "1 to 10"], ["11 is gjin kaart", "1 oant en mei 10"]),
        M("not-a-move-word", "throw 4", ["throw is not a move word"], ["throw is gjin setwurd"]),
        M("play-without-a-card", "play", ["play needs at least one card", "play 7"],
          ["lis hat teminsten ien kaart nedich", "lis 7"]),
    ],
}


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def base_of(game: str) -> Path:
    return ROOT / "examples" / game / BASES[game][0]


def position_file(game: str, change, tmp_path: Path) -> Path:
    if change is None:
        return base_of(game)
    data = yaml.safe_load(base_of(game).read_text(encoding="utf-8"))
    data = copy.deepcopy(data)
    change(data)
    path = tmp_path / f"{game}-broken.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return path


#: the broken positions that can be read but cannot happen (PositionError); every other
#: broken position cannot be read at all (InputError: shape, type, unknown key, no such tile)
CANNOT_HAPPEN = {
    "upturn": {"three-jokers", "more-tiles-than-the-game", "to-move-not-seated"},
    "dnup": {"star-on-the-wrong-card", "two-starred-cards", "more-cards-than-the-deck"},
    "uptown": {"rack-too-short", "two-dollar-tiles", "tile-on-the-board-and-on-the-rack", "to-move-not-seated"},
    "3up3down": {"three-clear-plus-two", "too-many-nines", "to-move-not-seated"},
}
HEADINGS = {"InputError": "Unreadable input", "PositionError": "Impossible position", "MoveError": "Unreadable move"}


def expected_kind(game: str, name: str, move: str | None) -> str:
    if move:
        return "MoveError"
    return "PositionError" if name in CANNOT_HAPPEN[game] else "InputError"


def all_cases():
    for game, cases in CASES.items():
        for case in cases:
            kind = expected_kind(game, case.id, case.values[1])
            yield pytest.param(game, *case.values, kind, id=f"{game}-{case.id}")


def test_every_game_has_a_table_of_broken_inputs():
    assert set(CASES) == set(BUILT_IN)
    for game, cases in CASES.items():
        kinds = {"move" if case.values[1] else "position" for case in cases}
        assert kinds == {"move", "position"} and len(cases) >= 12, game


def test_the_cannot_happen_table_names_real_cases():
    for game, names in CANNOT_HAPPEN.items():
        assert names <= {case.id for case in CASES[game]}, game


@pytest.mark.parametrize("game, change, move, paths, english, other, kind", list(all_cases()))
def test_broken_input_exits_2_and_says_what_and_where(game, change, move, paths, english, other, kind, tmp_path):
    path = position_file(game, change, tmp_path)
    before = digest(path)
    lang = BASES[game][1]
    typed = move or "pass"
    for locale, words in (("en", english), (lang, other)):
        r = run_cli("check", game, str(path), typed, "--lang", locale)
        assert r.code == 2, (locale, r)
        assert r.out == "", r  # nothing on standard output: no verdict was given
        title = heading(locale, HEADINGS[kind])
        assert r.err.startswith(title + ":"), (locale, r.err)
        if move:
            assert move in r.err, r.err
        else:
            assert path.name in r.err, r.err
            for field in paths:
                assert f": {field}: " in r.err or not field, (field, r.err)
        for word in words:
            assert word in r.err, (locale, word, r.err)
    r = run_cli("check", game, str(path), typed, "--json", "--lang", lang)
    assert r.code == 2
    assert r.json()["error"] == kind, r.json()
    if not move:
        problems = r.json()["problems"]
        assert {p["path"] for p in problems} >= set(paths), problems
        assert all(p["line"] for p in problems), problems
    assert digest(path) == before, "the input file was changed"


@pytest.mark.parametrize("game", list(CASES))
def test_moves_and_apply_refuse_the_same_file(game, tmp_path):
    """The other positional commands refuse the same file the same way."""
    for case in CASES[game]:
        if case.values[1] is None:
            change, title = case.values[0], HEADINGS[expected_kind(game, case.id, None)]
            break
    path = position_file(game, change, tmp_path)
    before = digest(path)
    for command in (["moves", game, str(path)], ["apply", game, str(path), "pass"]):
        r = run_cli(*command)
        assert r.code == 2, (command, r)
        assert r.err.startswith(title + ":"), r.err
    assert digest(path) == before


# -- known gaps, for the lead (strict: they fail loudly once fixed) --------------------

def test_upturn_a_move_naming_a_stranger_is_refused():
    r = run_cli("check", "upturn", str(base_of("upturn")), "play 61h give Zed")
    assert r.code == 2, r


def test_the_expected_form_of_a_value_is_in_the_readers_language(tmp_path):
    path = position_file("upturn", setter("racks", "Ann", value=["61h", "15x"]), tmp_path)
    r = run_cli("check", "upturn", str(path), "pass", "--lang", "nl")
    assert "a tile" not in r.err and "(unknown)" not in r.err, r.err


def test_a_bad_item_in_a_list_or_count_field_is_named_at_the_item(tmp_path):
    path = position_file("dnup", setter("hands", "Ala", value=["3/1", "7/7", "five"]), tmp_path)
    r = run_cli("check", "dnup", str(path), "pass", "--json")
    assert r.code == 2
    assert [p["path"] for p in r.json()["problems"]] == ["hands.Ala[2]"], r.json()


def test_a_null_choice_is_written_as_yaml_writes_it(tmp_path):
    path = position_file("upturn", setter("trend", value="sideways"), tmp_path)
    r = run_cli("check", "upturn", str(path), "pass")
    assert "None" not in r.err and "null" in r.err, r.err


MOVE_FILES = [
    # (name, content, English key words, Dutch key words)
    ("latin1", "play J\xf6rg\n".encode("latin-1"), ["not UTF-8"], ["geen UTF-8"]),
    ("empty", b"", ["The move is empty"], ["De zet is leeg"]),
    ("nul", b"pass\x00\n", ["NUL"], ["NUL"]),
]


@pytest.mark.parametrize("game", list(CASES))
@pytest.mark.parametrize("name, content, english, dutch", MOVE_FILES, ids=[m[0] for m in MOVE_FILES])
def test_an_unreadable_move_file_exits_2_and_is_left_as_it_was(game, name, content, english, dutch, tmp_path):
    path = tmp_path / f"{name}.move"
    path.write_bytes(content)
    before = digest(path)
    for lang, words in (("en", english), ("nl", dutch)):
        r = run_cli("check", game, str(base_of(game)), "--move-file", str(path), "--lang", lang)
        assert r.code == 2, (lang, r)
        for word in words:
            assert word in r.err, (lang, word, r.err)
    r = run_cli("check", game, str(base_of(game)), "--move-file", str(tmp_path / "missing.move"))
    assert r.code == 2 and "missing.move" in r.err and "no such file" in r.err, r
    assert digest(path) == before
