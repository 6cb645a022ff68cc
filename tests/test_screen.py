"""The answer stays on the screen (issue 20, part 5): on a terminal of 80×24 or 45×30
the verdict and the line that decides it are in view when ``check``, ``apply``
(a refusal) and ``replay`` return; ``--full`` and a pipe give the whole answer;
a quoted rule keeps its indent; every list cut short says how many it left out
and how to see them all."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from conftest import ROOT, run_cli
from terminal_screen import SIZES, run

from checker.screen import Group, Item, fit, lines

CLEAR_2 = ["3up3down", "examples/3up3down/clear-plus-two-from-the-hand.yaml", "play clear+2, play 3, play 9"]
JOKER_41 = ["upturn", "examples/upturn/joker.yaml", "joker then 41"]
#: command -> the verdict line, and the start of the line that decides it
ANSWERS = {
    "check-clear+2": (["check", *CLEAR_2], "LEGAL  play clear+2, play 3, play 9", "[3up3down.clear.rank]"),
    "check-joker-41": (["check", *JOKER_41], "ILLEGAL  joker then play 41",
                       "[upturn.play.joker] With a Joker the player names the trend"),
    "check-joker-41-nl": (["check", *JOKER_41, "--lang", "nl"], "NIET TOEGESTAAN  joker dan speel 41",
                          "[upturn.play.joker]"),
    "apply-joker-41": (["apply", *JOKER_41], "ILLEGAL  joker then play 41", "[upturn.play.joker]"),
    "check-undetermined": (["check", "uptown", "examples/uptown/12-hidden-rack.yaml", "C C5"], "UNDETERMINED  C C5",
                           "Missing facts"),
    "replay": (["replay", "3up3down", "examples/3up3down/record-endgame.yaml"], "5. LEGAL  down 1=8",
               "[3up3down.piles.face-down-blind]"),
}


def piped(args: list[str]) -> str:
    env = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"}
    import os

    return subprocess.run([sys.executable, "-m", "checker", *args], cwd=ROOT, env=dict(os.environ, **env),
                          capture_output=True, text=True, check=False).stdout


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[1]}x{s[0]}")
@pytest.mark.parametrize("case", list(ANSWERS))
def test_the_verdict_and_its_deciding_line_are_on_the_screen_when_the_command_returns(case, size):
    args, verdict, deciding = ANSWERS[case]
    code, screen = run(args, size)
    assert code in (0, 1, 3), screen.text()
    seen = screen.joined()
    assert " ".join(verdict.split()) in seen, screen.text()
    assert " ".join(deciding.split()) in seen, screen.text()
    assert all(len(line) <= size[1] for line in screen.lines())
    if "--full" not in seen:
        # it fitted: then all of it is on the screen, from the verdict on
        whole = " ".join(piped(args).split())
        assert whole[whole.index(" ".join(verdict.split())):] in seen, screen.text()
    else:  # shortened, and the last line says so, in the reader's language
        shortened = {"en": "Shortened to fit the screen; --full shows it all.",
                     "nl": "Ingekort om op het scherm te passen; --full toont alles."}
        assert shortened["nl" if "nl" in args else "en"] in seen, screen.text()


def test_the_short_answers_at_45_columns_were_shortened():
    """The cases above do not fit 45×30 whole: the short form is what they were tested in."""
    for case in ("check-clear+2", "check-joker-41", "replay"):
        _code, screen = run(ANSWERS[case][0], (30, 45))
        assert "Shortened to fit the screen" in screen.joined(), case


@pytest.mark.parametrize("case", ["check-clear+2", "check-joker-41", "replay"])
def test_full_on_a_terminal_and_a_pipe_give_the_whole_answer(case):
    args = ANSWERS[case][0]
    assert "“" in piped(args) and "Shortened" not in piped(args)  # a pipe quotes the rules, as it always did
    whole = piped([*args, "--full"])
    _code, screen = run([*args, "--full"], (400, 80))
    assert " ".join(whole.split()) in screen.joined()


def test_a_quoted_rule_keeps_its_indent_on_a_terminal():
    _code, screen = run(["check", *JOKER_41], (60, 80))
    shown = screen.lines()
    opening = [index for index, line in enumerate(shown) if line.lstrip().startswith("“")]
    assert opening, screen.text()
    for index in opening:
        assert shown[index].startswith("      “"), shown[index]
        if not shown[index].endswith("”"):
            assert shown[index + 1].startswith("       ") and not shown[index + 1].startswith("        ")


def test_every_word_stays_whole_in_a_shortened_answer():
    args = ANSWERS["check-clear+2"][0]
    whole = set(re.findall(r"[^\W\d_]+", piped([*args, "--full"])))
    for size in SIZES:
        _code, screen = run(args, size)
        words = set(re.findall(r"[^\W\d_]+", screen.text()))
        assert words - whole <= {"Shortened", "to", "fit", "the", "screen", "full", "shows", "it", "all",
                                 "Clear", "cards", "beat", "every", "number", "Playing", "on", "an", "empty",
                                 "pile"}, words - whole


# -- lists cut short -----------------------------------------------------------------------

def test_what_may_be_played_instead_says_how_many_it_leaves_out():
    r = run_cli("check", *JOKER_41)
    assert r.code == 1
    listed = r.out.split("What may be played instead\n")[1].split("\n")
    moves = [line for line in listed if line.startswith("  ") and "…" not in line]
    assert len(moves) == 5
    total = run_cli("moves", "upturn", "examples/upturn/joker.yaml", "--expand", "--json").json()["moves"]
    assert f"… and {len(total) - 5} more, not listed here; --full lists them all." in r.out
    full = run_cli("check", *JOKER_41, "--full")
    assert "not listed" not in full.out
    assert len([m for m in full.out.split("What may be played instead\n")[1].split("\n") if m.strip()]) \
        == len(total)


TWIN_FOR_THREE = """game: upturn
players: [Ann, Bob, Cas, Dirk]
to_move: Ann
start_tile: 55
row: [62, 70]
trend: ascending
racks: {Ann: [22, 64, 48h, 48, 40, 36, 75, 80], Bob: 6, Cas: 6, Dirk: 6}
"""


def test_legal_completions_say_how_many_they_leave_out(tmp_path):
    from checker.answer import MOST_LISTED

    # a twin with its fill given and the five tiles to give among three opponents left open: 21 ways
    position = tmp_path / "twin.yaml"
    position.write_text(TWIN_FOR_THREE, encoding="utf-8")
    args = ["check", "upturn", str(position), "twin 22 fill 64 48 40 36"]
    cut = run_cli(*args, "--json").json()
    full = run_cli(*args, "--json", "--full").json()
    assert len(full["completions"]) == 21 and cut["completions"] == full["completions"][:MOST_LISTED]
    text = run_cli(*args).out
    assert "… and 11 more, not listed here; --full lists them all." in text
    assert "not listed" not in run_cli(*args, "--full").out


def test_a_move_list_cut_at_the_limit_says_how_many_are_left_and_the_limit_that_lists_them():
    every = run_cli("moves", "uptown", "examples/uptown/11-two-players.yaml", "--json").json()["moves"]
    r = run_cli("moves", "uptown", "examples/uptown/11-two-players.yaml", "--limit", "3")
    assert f"… and {len(every) - 3} more, not listed; --limit {len(every)} lists them all." in r.out
    pl = run_cli("moves", "uptown", "examples/uptown/11-two-players.yaml", "--limit", "3", "--lang", "pl")
    assert f"--limit {len(every)}" in pl.out and "more" not in pl.out
    whole = run_cli("moves", "uptown", "examples/uptown/11-two-players.yaml", "--limit", str(len(every)))
    assert "…" not in whole.out


# -- the fitting itself ----------------------------------------------------------------

def _groups() -> list[Group]:
    def items(name: str, count: int) -> list[Item]:
        return [Item((f"{name} {i}", None), (f"  quote of {name} {i}", None)) for i in range(count)]

    return [Group([("VERDICT", None)], rank=0), Group([("Decides", None)], items("d", 3), rank=1),
            Group([("Effects", None)], items("e", 6), rank=7), Group([("Notes", None)], items("n", 4), rank=8)]


def _more(count: int) -> tuple[str, None]:
    return (f"... {count} more", None)


def test_fit_leaves_an_answer_that_fits_as_it_is():
    whole = lines(_groups(), _more)
    assert fit(_groups(), len(whole), lambda line: 1, _more, ("FOOTER", None)) == whole


def test_fit_drops_quotes_first_then_cuts_the_least_important_list_and_counts_what_it_left_out():
    shown = [text for text, _ in fit(_groups(), 14, lambda line: 1, _more, ("FOOTER", None))]
    assert len(shown) <= 14
    assert shown[:5] == ["VERDICT", "Decides", "d 0", "d 1", "d 2"]  # the deciding list is whole
    assert not any(text.startswith("  quote") for text in shown)
    assert shown[-1] == "FOOTER"
    # the notes (least important) gave way before the effects
    assert "... 3 more" in shown and "n 0" in shown and "n 1" not in shown
    assert shown.count("e 0") == 1


def test_fit_keeps_the_verdict_and_the_deciding_line_on_the_smallest_screen():
    shown = [text for text, _ in fit(_groups(), 6, lambda line: 1, _more, ("FOOTER", None))]
    assert shown[:3] == ["VERDICT", "Decides", "d 0"]
    assert "... 2 more" in shown  # the deciding list too says what it left out
