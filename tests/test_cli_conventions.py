"""The conventions of the command line: help with examples, bare `referee`,
`rules` without a game, `rules --moves` alone, translated placeholders and
click type names, locale typography, schema descriptions, completion."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from conftest import GAMES, ROOT

from checker.i18n import Translator


def test_bare_referee_prints_the_help_and_succeeds(run):
    r = run()
    assert r.code == 0 and "Usage:" in r.out and "check" in r.out


@pytest.mark.parametrize("command", ["check", "rules", "search", "moves", "score", "games", "completion"])
def test_help_pages_end_with_examples(run, command):
    out = run(command, "--help").out
    tail = out.rstrip().split("\n")
    assert "Examples:" in out
    assert tail[-1].strip().startswith("referee") or tail[-1].strip().startswith("cat ")


def test_the_examples_heading_is_translated(run):
    assert "Voorbeelden:" in run("check", "--help", "--lang", "nl").out


def test_rules_without_a_game_lists_the_games(run):
    out = run("rules").out
    for game in GAMES:
        assert game in out
    assert "blockers" in out  # the aliases are shown


def test_rules_moves_prints_only_the_move_syntax(run):
    whole = run("rules", "uptown").out
    moves = run("rules", "uptown", "--moves").out
    assert "uptown.capture" in whole and "uptown.capture" not in moves
    assert len(moves.splitlines()) < len(whole.splitlines()) / 3


def test_placeholders_are_translated(run):
    out = run("check", "--help", "--lang", "nl").out
    assert "SPEL STELLING [ZET]" in out and "[OPTIES]" in out and "--move-file BESTAND" in out
    assert "--house-rule NAAM" in out and "--lang TAAL" in out
    assert "GAME" not in out.split("\n")[0]


def test_clicks_type_names_are_translated(run):
    err = run("moves", "upturn", "examples/upturn/first-play.yaml", "--limit", "x", "--lang", "es").err
    assert "integer" not in err and "número entero" in err


def test_missing_argument_names_the_translated_placeholder(run):
    assert "POZYCJA" in run("check", "upturn", "--lang", "pl").err


@pytest.mark.parametrize(("lang", "start", "end"), [("en", "“", "”"), ("nl", "‘", "’"), ("fy", "‘", "’"),
                                                    ("pl", "„", "”"), ("es", "«", "»")])
def test_quotation_marks_follow_the_locale(lang, start, end):
    assert Translator(lang).quote("x") == f"{start}x{end}"


@pytest.mark.parametrize("lang", ["nl", "pl", "es", "fy"])
def test_rule_quotes_in_a_verdict_use_the_locales_marks(run, lang):
    out = run("check", "upturn", "examples/upturn/twin-fill.yaml", "twin 22 fill 64 48 40 36 give Bob:3 Cas:2",
              "--lang", lang).out
    start, end = {"nl": "‘’", "fy": "‘’", "pl": "„”", "es": "«»"}[lang]
    assert f"      {start}" in out and end in out and "“" not in out


def test_numbers_and_durations_go_through_babel():
    assert Translator("nl").format_seconds(0.37) == "0,37 s"
    assert Translator("pl").format_seconds(0.37) == "0,37 s"
    assert Translator("en").format_seconds(0.37) == "0.37s"
    assert Translator("nl").format_decimal(12345) == "12.345"


def test_the_simulation_summary_writes_numbers_the_locales_way(run):
    out = run("simulate", "dnup", "--games", "3", "--lang", "nl").out
    first = out.splitlines()[0]
    assert " s (" in first and "," in first.split(" in ")[1]


def test_lists_come_from_babels_patterns():
    from babel.lists import format_list

    for lang in ("en", "nl", "pl", "es", "fy"):
        for items in (["a", "b"], ["a", "b", "c"], ["a", "b", "c", "d"]):
            for style in ("standard", "or"):
                assert Translator(lang).format_list(items, style) == format_list(items, style=style, locale=lang)


def test_schema_keys_stay_english_and_marked_descriptions_are_translated(run):
    en = run("schema", "upturn").json()
    nl = run("schema", "upturn", "--lang", "nl").json()
    assert en["properties"].keys() == nl["properties"].keys()
    assert en["properties"]["players"]["items"]["description"] != nl["properties"]["players"]["items"]["description"]


def complete(words: str, cword: int) -> list[str]:
    env = dict(os.environ, _REFEREE_COMPLETE="bash_complete", COMP_WORDS=words, COMP_CWORD=str(cword))
    out = subprocess.run([sys.executable, "-c", "from checker.cli import main; main()"], cwd=ROOT, env=env,
                         capture_output=True, text=True, check=False).stdout
    return [line.split(",", 1)[1] for line in out.splitlines() if "," in line]


def test_completion_offers_commands_games_languages_and_house_rules():
    assert "check" in complete("referee ch", 1)
    assert set(complete("referee check ", 2)) >= set(GAMES)
    assert complete("referee check u", 2) == ["upturn", "uptown"] or set(complete("referee check u", 2)) == {
        "upturn", "uptown"}
    assert "nl" in complete("referee games --lang ", 3)
    assert "twin-count-excludes-twin" in complete("referee check upturn x.yaml play --house-rule ", 6)
    assert "--json" in complete("referee check --", 2)
    assert complete("referee example upturn first", 3) == ["first-play"]
    assert set(complete("referee example blockers ", 3)) >= {"10-game-over"} and complete("referee example zz ", 3) == []


@pytest.mark.parametrize("lang, usage", [
    ("en", ["check [OPTIONS] GAME POSITION [MOVE]", "rules [OPTIONS] [GAME] [RULE_ID]...",
            "search [OPTIONS] TEXT..."]),
    ("nl", ["check [OPTIES] SPEL STELLING [ZET]", "rules [OPTIES] [SPEL] [REGEL_ID]...",
            "search [OPTIES] TEKST..."]),
])
def test_usage_lines_mark_optional_and_repeatable_arguments_in_the_readers_words(run, lang, usage):
    for command, expected in zip(["check", "rules", "search"], usage, strict=True):
        first = run(command, "--help", "--lang", lang).out.splitlines()[0]
        assert first.endswith(expected), (first, expected)
