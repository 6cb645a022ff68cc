"""The move corpus: moves as players say them at the table, in five languages (issue 19).

``tests/corpus/<lang>.yaml`` lists phrases said in shipped example positions and what each must
be read as (the format is described at the top of each file). This module has two parts:

- The corpus itself, checked in every run: the files are well formed, large enough, and every
  ``means`` and ``readings`` move is read and judged by the referee today in its English notation;
  the readings of an ambiguous phrase really get different verdicts.
- The target, marked ``move_corpus``: every phrase, checked through the real command line with
  ``--lang`` of its file, is read as meant (by the move reader, ``checker/reader/``); every run
  includes it, and ``pytest -m move_corpus tests/test_move_corpus.py`` runs it alone. Its
  summary, and ``python tests/corpus_score.py``, give the share read as meant per language.
"""

from __future__ import annotations

import unicodedata

import pytest
import yaml
from conftest import BUILT_IN, CORPUS_OUTCOMES, GAMES, LANGS, ROOT
from corpus_score import (
    KEYS,
    KINDS,
    Answer,
    Entry,
    canonical,
    canonical_problem,
    classify,
    corpus_path,
    judge,
    load_all,
)

MIN_PER_LANGUAGE = 48
MIN_PER_GAME = 10

CORPORA = load_all()
ENTRIES = [entry for entries in CORPORA.values() for entry in entries]
MOVES = sorted(
    {(e.game, e.position, move) for e in ENTRIES for move in ([e.means] if e.means else list(e.readings))}
)


def _norm(text: str) -> str:
    return " ".join(text.casefold().split())


def _entry_problems(entry: Entry) -> list[str]:
    raw = entry.raw
    problems = []
    unknown = set(raw) - KEYS
    if unknown:
        problems.append(f"unknown keys {sorted(unknown)}")
    if entry.game not in GAMES:
        problems.append(f"game {entry.game!r} is not one of {GAMES}")
    path = ROOT / entry.position
    if not entry.position.startswith("examples/") or not path.is_file():
        problems.append(f"position {entry.position!r} is not a shipped example position")
    else:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("game") != entry.game:
            problems.append(f"{entry.position} is not a {entry.game} position")
    if not isinstance(raw.get("say"), str) or not raw["say"].strip():
        problems.append("say must be a non-empty string")
    elif any(unicodedata.category(ch) == "Cc" for ch in raw["say"]):
        problems.append("say holds a control character")
    given = [key for key in ("means", "readings", "refuse") if key in raw]
    if len(given) != 1:
        problems.append(f"exactly one of means, readings and refuse is needed, not {given}")
    if "means" in raw and (not isinstance(raw["means"], str) or not raw["means"].strip()):
        problems.append("means must be a move")
    if "readings" in raw:
        readings = raw["readings"]
        if (
            not isinstance(readings, list)
            or len(readings) < 2
            or not all(isinstance(r, str) and r.strip() for r in readings)
            or len({_norm(r) for r in readings}) != len(readings)
        ):
            problems.append("readings must list two or more different moves")
    if "refuse" in raw and raw["refuse"] is not True:
        problems.append("refuse must be true")
    if "note" in raw and not isinstance(raw["note"], str):
        problems.append("note must be a string")
    said = _norm(entry.say)
    if said in {_norm(m) for m in ([entry.means] if entry.means else []) + list(entry.readings)}:
        problems.append("say is the notation itself, not a phrasing")
    return problems


def test_one_corpus_per_language():
    assert sorted(p.stem for p in (ROOT / "tests" / "corpus").glob("*.yaml")) == sorted(LANGS)
    for lang in LANGS:
        head = corpus_path(lang).read_text(encoding="utf-8").splitlines()[:5]
        assert head and all(line.startswith("#") for line in head), f"{lang}.yaml starts without its format comment"


@pytest.mark.parametrize("lang", LANGS)
def test_entries_are_well_formed(lang):
    problems = [f"{e.id} ({e.say!r}): {p}" for e in CORPORA[lang] for p in _entry_problems(e)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_corpus_is_large_enough_and_mixed(lang):
    entries = CORPORA[lang]
    assert len(entries) >= MIN_PER_LANGUAGE
    per_game = {game: sum(e.game == game for e in entries) for game in BUILT_IN}
    assert all(n >= MIN_PER_GAME for n in per_game.values()), per_game
    assert any(e.readings for e in entries), "no ambiguous phrase"
    assert any(e.refuse for e in entries), "no phrase to refuse"
    assert sum(e.means is not None for e in entries) >= MIN_PER_LANGUAGE - 10


@pytest.mark.parametrize("lang", LANGS)
def test_no_phrase_twice(lang):
    seen: dict[tuple[str, str], str] = {}
    twice = []
    for e in CORPORA[lang]:
        key = (e.position, _norm(e.say))
        if key in seen:
            twice.append(f"{e.id} repeats {seen[key]}: {e.say!r}")
        seen[key] = e.id
    assert not twice, "\n".join(twice)


@pytest.mark.parametrize(("game", "position", "move"), MOVES, ids=[f"{g}:{p.rsplit('/', 1)[-1]}:{m}" for g, p, m in MOVES])
def test_canonical_move_is_read_today(game, position, move):
    """Every `means` and `readings` move is English notation the referee reads and judges now."""
    problem = canonical_problem(game, position, move)
    assert problem is None, problem


READINGS = [e for e in ENTRIES if e.readings]


@pytest.mark.parametrize("entry", READINGS, ids=[e.id for e in READINGS])
def test_readings_get_different_verdicts(entry):
    """An ambiguous phrase is listed with readings only when the readings are judged differently."""
    answers = [canonical(entry.game, entry.position, r) for r in entry.readings]
    moves = [a.move for a in answers]
    assert len(set(moves)) == len(moves), f"two readings are one move: {moves}"
    assert len({a.verdict for a in answers}) > 1, f"the readings get one verdict: {[a.verdict for a in answers]}"


def _entry(lang, game, position, say, **expect):
    raw = {"game": game, "position": position, "say": say, **expect}
    return Entry(lang, 1, game, position, say, expect.get("means"), tuple(expect.get("readings", ())),
                 expect.get("refuse") is True, "", raw)


JOKER = "examples/upturn/joker.yaml"
SIXES = "examples/dnup/play-beats-same-size.yaml"


@pytest.mark.parametrize(
    ("entry", "kind"),
    [
        # the referee's own notation, English and localized, is read as meant today
        (_entry("nl", "upturn", JOKER, "joker descending then play 14", means="joker descending then play 14"), "meant"),
        (_entry("nl", "upturn", JOKER, "Joker aflopend dan speel 14", means="joker descending then play 14"), "meant"),
        (_entry("pl", "dnup", SIXES, "zagraj 5/1 5/3", means="play 5/1 5/3"), "meant"),
        # the same verdict is not enough: the move must be the same
        (_entry("en", "upturn", JOKER, "joker descending keep then play 14", means="joker descending then play 14"), "misread"),
        (_entry("en", "dnup", SIXES, "play 5/1", means="play 5/1 5/3"), "misread"),
        (_entry("en", "upturn", JOKER, "tiramisu", means="play 75"), "refused"),
        (_entry("en", "upturn", JOKER, "tiramisu", refuse=True), "meant"),
        (_entry("en", "upturn", JOKER, "play 75", refuse=True), "misread"),
        # one reading of an ambiguous phrase, judged on its own, is a misreading
        (_entry("en", "dnup", SIXES, "play 6/6", readings=["play 6/6", "play 6 6"]), "misread"),
    ],
    ids=lambda v: v if isinstance(v, str) else v.say,
)
def test_the_judge_of_a_phrase(entry, kind):
    """The strict check below can pass and can fail: what it does with answers of today's referee."""
    assert judge(entry).kind == kind


def test_an_ambiguous_phrase_is_read_as_meant_only_undetermined_with_every_reading():
    entry = _entry("en", "dnup", SIXES, "play six six", readings=["play 6/6", "play 6 6"])
    both = [{"move": "play 6/6", "verdict": "illegal"}, {"move": "play 6/? 6/?", "verdict": "legal"}]

    def answer(verdict, readings):
        data = {"move": "play six six", "verdict": verdict, "readings": readings}
        return Answer(code={"legal": 0, "illegal": 1, "undetermined": 3}[verdict], data=data, output="", crash=None)

    assert classify(entry, answer("undetermined", both)).kind == "meant"
    assert classify(entry, answer("legal", both)).kind == "misread"
    assert classify(entry, answer("undetermined", both[:1])).kind == "misread"
    assert classify(entry, Answer(code=2, data={"error": "MoveError", "message": "?"}, output="", crash=None)).kind == "refused"
    assert classify(entry, Answer(code=3, data=None, output="", crash="ValueError: x")).kind == "other"


@pytest.mark.move_corpus
@pytest.mark.parametrize("entry", ENTRIES, ids=[e.id for e in ENTRIES])
def test_phrase_is_read_as_meant(entry, request):
    """The target: the phrase, checked with --lang of its file, is read as the entry says."""
    outcome = judge(entry)
    outcomes = request.config.stash.setdefault(CORPUS_OUTCOMES, {})
    outcomes.setdefault(entry.lang, dict.fromkeys(KINDS, 0))[outcome.kind] += 1
    assert outcome.kind == "meant", f"{entry.say!r} in {entry.position}: {entry.expected}; {outcome.kind}: {outcome.detail}"
