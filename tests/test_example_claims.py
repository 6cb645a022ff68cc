"""What every shipped example's comments claim is what the tool answers (issue 20, part 6).

A position example lists what to try under ``# Try:``, one claim a line::

    # Try:
    #   MOVE [--house-rule NAME]    -> legal (why)
    #   MOVE                        -> legal, with a choice still open (which)
    #   MOVE                        -> illegal (why) | undetermined (what is missing)
    #   score [--variant NAME]      -> NAME wins (why) | NAME and NAME share the victory

Each claim runs through the real command line: ``check`` gives the verdict (and says whether a
choice is still open), ``score`` the winners. Every position example makes at least one claim,
and every claim line is of one of these forms.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import ROOT, run_cli
from test_examples import POSITIONS, example_id, game_of

CLAIM = re.compile(r"^#\s+(?P<command>\S.*?)\s+->\s+(?P<claim>\S.*)$")
VERDICT = re.compile(r"^(?P<verdict>legal|illegal|undetermined)(?P<choice>, with a choice still open)?(?:\s+\(.+\))?$")
WINNERS = re.compile(r"^(?P<names>.+?) (?:wins|share the victory)(?:\s+\(.+\))?$")
OPEN = "with a choice still open"


def claims(path: Path) -> list[tuple[str, str]]:
    """The (command, claim) lines of the example's ``# Try:`` block."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == "# Try:")
    found = []
    for line in lines[start + 1:]:
        if not re.match(r"^#\s{2,}\S", line):
            break
        m = CLAIM.match(line)
        assert m, f"{path.name}: not a claim of the form 'MOVE -> verdict (why)': {line!r}"
        found.append((m["command"], m["claim"]))
    return found


def split(command: str) -> tuple[str, list[str]]:
    """The move (or ``score``) and the command line options after it."""
    words = command.split()
    cut = next((i for i, w in enumerate(words) if w.startswith("--")), len(words))
    return " ".join(words[:cut]), words[cut:]


@pytest.mark.parametrize("path", POSITIONS, ids=example_id)
def test_every_example_says_what_to_try(path):
    assert any(line.strip() == "# Try:" for line in path.read_text(encoding="utf-8").splitlines()), path.name
    assert claims(path)


@pytest.mark.parametrize("path", POSITIONS, ids=example_id)
def test_what_an_example_claims_is_what_the_tool_answers(path):
    game = game_of(path)
    for command, claim in claims(path):
        move, options = split(command)
        if move == "score" or move.startswith("score "):
            names = WINNERS.match(claim)
            assert names, f"{path.name}: {claim!r}"
            r = run_cli("score", game, str(path), *options, "--json")
            assert r.code == 0, (command, r)
            said = [n.strip() for n in re.split(r",| and ", names["names"]) if n.strip()]
            assert r.json()["winners"] == said, (path.name, command, claim, r.json()["winners"])
            continue
        shape = VERDICT.match(claim)
        assert shape, f"{path.name}: {claim!r} is not 'legal|illegal|undetermined[, {OPEN}] (why)'"
        r = run_cli("check", game, str(path), move, *options, "--json")
        assert r.code in (0, 1, 3), (path.name, command, r)
        verdict = r.json()
        assert verdict["verdict"] == shape["verdict"], (path.name, command, claim, verdict["verdict"],
                                                        [f["message"] for f in verdict["reasons"]])
        if verdict["verdict"] == "legal":
            assert bool(verdict["choices"]) == bool(shape["choice"]), (path.name, command, claim)


def test_a_wrong_claim_is_caught(tmp_path):
    """The check can fail: an example that calls a legal move illegal does not pass."""
    source = ROOT / "examples" / "upturn" / "hand-tile.yaml"
    text = source.read_text(encoding="utf-8").replace(
        "legal, with a choice still open (the opponent", "illegal (the opponent", 1)
    wrong = tmp_path / "hand-tile.yaml"
    wrong.write_text(text, encoding="utf-8")
    with pytest.raises(AssertionError):
        test_what_an_example_claims_is_what_the_tool_answers(wrong)
