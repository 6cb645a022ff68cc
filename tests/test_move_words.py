"""The move and value words of each game in each language (catalog context ``"<game> move"``,
synonyms separated by ``|``; ``checker.words``): every word is read one way only, and the
words the rulebooks and the second translation review name are read as they mean.

A typed word that two canonical words share would be read as whichever came first: the
table would get a verdict on a move nobody made. So would a local word that is also the
English word for something else, since a run reads both languages, and a word that looks
like a tile, a card or a square of the game's own notation.
"""

from __future__ import annotations

import re

import pytest
from conftest import GAMES, ROOT, run_cli

from checker.games import get
from checker.i18n import Translator
from checker.words import Vocabulary, fold

OTHERS = ["nl", "pl", "es", "fy"]
#: what a word of each game's notation may not look like: its tiles, cards and squares
NOTATION_TOKENS = {
    "upturn": re.compile(r"\d+h?|\?"),
    "dnup": re.compile(r"\d+(/\d+)?|\?"),
    "uptown": re.compile(r"[a-i]|\d|\$|x?[a-i]\d"),
    "3up3down": re.compile(r"\d+(=\S*)?|c(\+[12])?|\?"),
}


def clashes(game, lang, translate):
    """The words of ``game`` that ``translate(context, word)`` makes the notation read two ways, or not
    at all. A synonym of several words (a phrase, or a word that reads two ways: Dutch "pakken", pick
    up or draw) is the move reader's: the notation reads a shared word only as the word it is written
    for (its first form), and otherwise not at all, so that the reader judges each reading."""
    context = f"{game.id} move"
    written: dict[str, set[str]] = {}
    local: dict[str, set[str]] = {}
    problems = []
    for word in game.WORDS:
        for n, synonym in enumerate(translate(context, word).split("|")):
            synonym = synonym.strip()
            if not synonym or re.search(r"[,:=]", synonym):
                # the notation splits a move at commas, colons and equals signs
                problems.append((word, synonym, "not one word"))
                continue
            if re.search(r"\s|…", synonym):
                if n == 0:
                    problems.append((word, synonym, "the written form is a phrase"))
                continue  # a phrase the move reader reads (w górę, draai … om)
            local.setdefault(fold(synonym), set()).add(word)
            if n == 0:
                written.setdefault(fold(synonym), set()).add(word)
    english = {fold(w): w for w in game.WORDS} | {fold(a): w.split("|")[0] for a, w in game.WORD_ALIASES.items()}
    vocab = Vocabulary(context, game.WORDS, _Fake(translate), game.WORD_ALIASES)
    for folded, words in sorted(local.items()):
        if len(written.get(folded, ())) > 1:
            problems.append((sorted(words), folded, "the written form of two words"))
        if len(words) > 1 and vocab.read(folded) not in written.get(folded, {None}):
            problems.append((sorted(words), folded, "read as one of two words"))
        if folded in english and any(w != english[folded] for w in words):
            problems.append((sorted(words), folded, f"is the English word {english[folded]}"))
        tokens = NOTATION_TOKENS.get(game.id)  # the referee's own games: a plug-in's tokens are its own
        if tokens is not None and tokens.fullmatch(folded):
            problems.append((sorted(words), folded, "looks like a tile, card or square"))
    return problems


class _Fake:
    """A translator with the ``ptext`` of a test."""

    lang = "xx"

    def __init__(self, ptext):
        self.ptext = ptext


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_move_word_is_read_one_way(game_id, lang):
    tr = Translator(lang)
    assert not clashes(get(game_id), lang, tr.ptext)


def test_the_clash_check_sees_each_kind_of_clash():
    upturn, uptown = get("upturn"), get("uptown")

    def fake(table):
        return lambda context, word: table.get(word, word)

    assert clashes(upturn, "nl", fake({})) == []
    # one written word for two moves, in the reader's language
    assert clashes(upturn, "nl", fake({"keep": "draai|houd", "reverse": "draai|keerom"}))
    # a synonym of two moves is the move reader's (both readings judged), never the notation's guess
    assert clashes(upturn, "nl", fake({"keep": "houd|draai", "reverse": "keerom|draai"})) == []
    # a local word that is the English word for another move
    assert clashes(upturn, "nl", fake({"give": "geef|pass"}))
    # a written form the notation cannot see as one word, and one that looks like a square
    assert clashes(upturn, "nl", fake({"clockwise": "met de klok mee"}))
    assert clashes(upturn, "nl", fake({"clockwise": "rechtsom|met de klok mee"})) == []  # a phrase: the reader's
    assert clashes(uptown, "es", fake({"man": "hombre|a1"}))


#: (language, game, what a player types, the canonical word): the seeds' own words and the
#: table's words that the second translation review found refused or misread
READ_AS = [
    # Dutch: the rules' words (N9), the table's (N26-N31, issue 19)
    ("nl", "dnup", "pakken", "take"), ("nl", "dnup", "leg", "play"), ("nl", "dnup", "bij", "to"),
    ("nl", "3up3down", "afleggen", "play"), ("nl", "3up3down", "trekken", "draw"),
    ("nl", "uptown", "straatnaambord", "sign"), ("nl", "uptown", "speelkaarten", "cards"),
    ("nl", "upturn", "stijgend", "ascending"), ("nl", "upturn", "dalend", "descending"),
    ("nl", "upturn", "hou", "keep"), ("nl", "upturn", "kloksgewijs", "clockwise"),
    ("nl", "upturn", "overslaan", "skip1"), ("nl", "upturn", "2overslaan", "skip2"),
    ("nl", "upturn", "aanleggen", "fill"), ("nl", "upturn", "vergeten", "nocall"),
    # Frisian: "lis" lays down a set in dnup as in the other games, not "add" (F2); the rules' words (F10)
    ("fy", "dnup", "lis", "play"), ("fy", "dnup", "bylizze", "add"), ("fy", "dnup", "pakke", "take"),
    ("fy", "3up3down", "ôflizze", "play"), ("fy", "3up3down", "lûke", "draw"),
    ("fy", "uptown", "strjitnammeboerd", "sign"), ("fy", "uptown", "spylkaarten", "cards"),
    ("fy", "upturn", "2oerslaan", "skip2"), ("fy", "upturn", "feroarje", "reverse"),
    # Polish: clockwise play passes to the left (PL-01); natural words (PL-13, PL-27)
    ("pl", "upturn", "wlewo", "clockwise"), ("pl", "upturn", "zgodnie", "clockwise"),
    ("pl", "upturn", "wprawo", "counterclockwise"), ("pl", "upturn", "przeciwnie", "counterclockwise"),
    ("pl", "upturn", "pasuję", "pass"), ("pl", "upturn", "górę", "up"), ("pl", "upturn", "rośnie", "ascending"),
    ("pl", "dnup", "karty", "hand"), ("pl", "uptown", "czerwona", "red"), ("pl", "uptown", "tabliczka", "sign"),
    # Spanish: every name of the car (ES-02, issue 19); the table's words (ES-20, ES-21)
    ("es", "uptown", "automóvil", "car"), ("es", "uptown", "coche", "car"), ("es", "uptown", "auto", "car"),
    ("es", "uptown", "carro", "car"), ("es", "uptown", "roja", "red"), ("es", "upturn", "sube", "ascending"),
    ("es", "upturn", "baja", "descending"), ("es", "upturn", "pasa", "pass"), ("es", "upturn", "canto", "call"),
    ("es", "3up3down", "robar", "draw"),
]
#: words that must no longer read as they did: the meaning errors of the review
NOT_READ_AS = [
    ("fy", "dnup", "lis", "add"),
    ("pl", "upturn", "wprawo", "clockwise"),
    ("pl", "upturn", "wlewo", "counterclockwise"),
]
#: (language, game, canonical word, the form the referee writes)
SHOWN = [
    ("pl", "upturn", "clockwise", "zgodnie"), ("pl", "upturn", "counterclockwise", "przeciwnie"),
    ("pl", "upturn", "up", "góra"), ("pl", "upturn", "joker", "dżoker"), ("pl", "uptown", "sign", "tabliczka"),
    ("nl", "upturn", "updown", "omhoog&omlaag"), ("fy", "upturn", "updown", "omheech&omleech"),
    ("es", "upturn", "updown", "arriba&abajo"), ("es", "uptown", "car", "automóvil"), ("es", "upturn", "call", "upturn"),
    ("es", "3up3down", "STEP", "ACCIÓN"), ("fy", "uptown", "TILE", "STIEN"), ("nl", "uptown", "SQUARE", "VAKJE"),
]


@pytest.mark.parametrize(("lang", "game_id", "typed", "word"), READ_AS)
def test_the_rules_and_the_table_words_are_read(lang, game_id, typed, word):
    assert get(game_id).vocabulary(Translator(lang)).read(typed) == word


@pytest.mark.parametrize(("lang", "game_id", "typed", "word"), NOT_READ_AS)
def test_the_misread_words_of_the_review_are_gone(lang, game_id, typed, word):
    assert get(game_id).vocabulary(Translator(lang)).read(typed) != word


@pytest.mark.parametrize(("lang", "game_id", "word", "shown"), SHOWN)
def test_the_referee_writes_words(lang, game_id, word, shown):
    assert get(game_id).vocabulary(Translator(lang)).show(word) == shown


def test_a_frisian_lis_in_dnup_plays_the_set():
    run = run_cli("check", "dnup", str(ROOT / "examples" / "dnup" / "add-card.yaml"), "lis 6/2", "--lang", "fy")
    assert run.code == 0, run
    assert run.out.startswith("TASTIEN  spylje 6/2"), run.out
    assert "oanlizze" not in run.out


def test_the_rulebook_word_takes_a_set_in_dutch():
    run = run_cli("check", "dnup", str(ROOT / "examples" / "dnup" / "take-set.yaml"), "pakken Bartek", "--lang", "nl")
    assert run.code == 0, run
    assert run.out.startswith("TOEGESTAAN  nemen Bartek"), run.out


@pytest.mark.parametrize("lang", ["en", *OTHERS])
def test_a_move_written_again_is_written_as_the_first_time(lang):
    """A vocabulary keeps the moves it wrote (``Vocabulary.local``, as ``canonical`` keeps what it read):
    written again, with the same names kept or with others, a move reads as a fresh vocabulary writes it."""
    game = get("upturn")
    tr = Translator(lang)
    moves = ["play 45", "pass then play 14 call", "twin 22 fill 64 48 give Bob:3 Cas:2", "joker ascending keep",
             "play 14h give Bob", "up reverse"]
    names = [("Ann", "Bob", "Cas"), ("Bob", "play"), ()]
    kept = game.vocabulary(tr)
    for _ in range(2):
        for move in moves:
            for keep in names:
                fresh = Vocabulary(f"{game.id} move", game.WORDS, tr, game.WORD_ALIASES)
                assert kept.local(move, keep=keep) == fresh.local(move, keep=keep), (move, keep)
    assert kept.local("play 45", keep=["Ann"]) == fresh.local("play 45", keep=("Ann",))
