"""What a reader sees in a Frisian (or Polish) run holds no English words.

The catalogs can be complete and still leave English on screen (a label
built outside gettext, a string the extractor cannot see). These tests read
the real output of the commands.
"""

from __future__ import annotations

import re

import pytest
import yaml
from conftest import BUILT_IN, ROOT, run_cli

ENGLISH = re.compile(
    r"\b(the|is|are|and|of|to|with|from|this|that|must|may|tile|tiles|card|cards|player|players|"
    r"move|moves|legal|illegal|rule|rules|reason|sources|example|effects|broken|missing|"
    r"turn|next|draws|gives|wins|house)\b",
    re.IGNORECASE,
)


def scrub(text: str) -> str:
    """Drop what is not prose: rule ids, move strings the user typed, paths, file names, keys."""
    text = re.sub(r"\[[^\]]*\]", " ", text)                 # [rule.id]
    text = re.sub(r"«[^»]*»|„[^”]*”|‘[^’]*’|“[^”]*”", " ", text)  # «move» in examples, in the locale's quotes
    text = re.sub(r"\S*/\S*", " ", text)                     # paths, cards like 5/1
    text = re.sub(r"\b[\w.-]+\.(yaml|txt|py)\b", " ", text)
    text = re.sub(r"--[\w-]+( [\w-]+)?", " ", text)          # --house-rule name
    text = re.sub(r"\b\w+(\.[\w-]+)+\b", " ", text)          # dotted ids
    text = re.sub(r"\b\w+(-\w+)+\b", " ", text)               # house rule names
    return text


def english_words(text: str, allowed: set[str] = frozenset()) -> list[str]:
    return [w for w in ENGLISH.findall(scrub(text)) if w.lower() not in allowed]


def example_cases():
    for game in BUILT_IN:
        for path in sorted((ROOT / "examples" / game).glob("*.yaml")):
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and "moves" not in data:
                yield pytest.param(game, path, id=f"{game}/{path.stem}")


@pytest.mark.parametrize("lang", ["fy", "pl"])
@pytest.mark.parametrize("game", BUILT_IN)
def test_rules_listing_has_no_english(game, lang):
    # (the --moves explanations quote move strings, which are typed as written: left out here)
    r = run_cli("rules", game, "--lang", lang)
    assert r.code == 0
    assert english_words(r.out, {"is", "of"} if lang == "fy" else {"to"}) == []


@pytest.mark.parametrize("game, path", list(example_cases()))
def test_checks_and_move_lists_in_frisian_have_no_english(game, path):
    listed = run_cli("moves", game, str(path), "--lang", "fy")
    assert listed.code == 0
    moves = run_cli("moves", game, str(path), "--json").json()["moves"]
    # the listing writes the moves in Frisian too: nothing is left out of the check
    assert english_words(listed.out, {"is", "of"}) == [], listed.out
    for move in [*moves[:2], "pass"]:
        r = run_cli("check", game, str(path), move, "--lang", "fy")
        assert r.code in (0, 1, 2, 3)
        # an error may quote the move as it was typed (in English here); whole words only
        out = re.sub(rf"(?<![\w]){re.escape(move)}(?![\w])", " ", r.out + r.err)
        assert english_words(out, {"is", "of"}) == [], out


def test_errors_in_frisian_have_no_english(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: upturn\nplayers: [A, B]\nto_move: C\nbag: -4\nbagg: 1\n", encoding="utf-8")
    r = run_cli("check", "upturn", str(bad), "pass", "--lang", "fy")
    assert r.code == 2
    assert english_words(r.err, {"is", "of"}) == [], r.err
    r = run_cli("check", "--lang", "fy")
    assert r.code == 2 and english_words(r.err, {"is", "of"}) == [], r.err


@pytest.mark.parametrize("lang", ["nl", "pl", "es", "fy"])
@pytest.mark.parametrize("game", BUILT_IN)
def test_the_move_syntax_help_uses_the_readers_move_words(game, lang):
    """`rules GAME --moves` writes the syntax and its explanations with the reader's
    move words: no English move word is left, except one the language spells the same."""
    from checker.games import get
    from checker.i18n import Translator

    words = get(game).vocabulary(Translator(lang))
    english = {w for w in get(game).WORDS if w.isalpha() and w.islower() and words.show(w) != w}
    r = run_cli("rules", game, "--moves", "--lang", lang)
    assert r.code == 0
    found = {w for w in re.findall(r"(?<![\w-])[a-z]+(?![\w-])", r.out) if w in english}
    assert found - ALSO_A_WORD.get(lang, set()) == set(), (found, r.out)


#: English move words that are also ordinary words of the language ("to" is Polish for "this")
ALSO_A_WORD = {"pl": {"to"}}


@pytest.mark.parametrize("lang", ["nl", "pl", "es", "fy"])
def test_help_pages_name_the_placeholders_in_the_readers_language(lang):
    """Every help page (and its text) writes GAME, POSITION, NAME ... as the reader's language does."""
    from checker import cli as cli_module
    from checker.helptext import PLACEHOLDERS
    from checker.i18n import Translator

    tr = Translator(lang)
    english = {ph for ph, msgid in PLACEHOLDERS.items() if tr.gettext(msgid) != ph}
    for command in [None, *cli_module.cli.list_commands(None)]:
        r = run_cli(*([command] if command else []), "--help", "--lang", lang)
        assert r.code == 0, (command, r)
        left = {w for w in re.findall(r"\b[A-Z_]{3,}\b", r.out) if w in english}
        assert left == set(), (command, left, r.out)
