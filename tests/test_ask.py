"""``referee ask`` through a pseudo-terminal (pexpect, the real command of this
environment): the four disputes of issue 14 settled first try, in several
languages, with wrong answers corrected along the way and a step back."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

EXE = shutil.which("referee", path=str(Path(sys.executable).parent)) or "referee"
TIMEOUT = 8


def spawn(args: list[str], lang: str, cwd: Path) -> pexpect.spawn:
    env = dict(os.environ, LANG="C.UTF-8", LANGUAGE="", LC_ALL="", NO_COLOR="1", TERM="xterm",
               PROMPT_TOOLKIT_NO_CPR="1", COLUMNS="100", LINES="40", XDG_STATE_HOME=str(cwd / "state"))
    child = pexpect.spawn(EXE, ["ask", *args, "--lang", lang], env=env, cwd=str(cwd), encoding="utf-8",
                          timeout=TIMEOUT, dimensions=(40, 100))
    return child


def answer(child: pexpect.spawn, question: str, text: str) -> None:
    child.expect_exact(question)
    child.expect_exact(">")
    child.sendline(text)


def finish(child: pexpect.spawn, verdict: str, save_prompt: str) -> tuple[str, str]:
    """The verdict and what follows it up to the save question (no other move: Enter); then, with the
    position not saved (Enter), the command and position shown."""
    child.expect_exact(verdict)
    child.expect_exact(">")
    shown = child.before
    child.sendline("")
    child.expect_exact(save_prompt)
    child.expect_exact(">")
    child.sendline("")
    child.expect(pexpect.EOF)
    command = child.before
    child.close()
    return shown, command


def test_an_upturn_joker_and_twin_in_english_with_a_typo_and_a_step_back(tmp_path):
    child = spawn(["upturn"], "en", tmp_path)
    answer(child, "Who are the players", "Ann Bob Cas")
    answer(child, "Whose turn is it?", "Anm")
    child.expect_exact("did you mean Ann?")
    child.sendline("Ann")
    answer(child, "Which way does the row go?", "ascending")
    answer(child, "What is the last number tile", "<")  # back: the trend again
    answer(child, "Which way does the row go?", "ascending")
    answer(child, "What is the last number tile", "70")
    answer(child, "Which way does play go?", "")
    answer(child, "Which tiles does Ann hold?", "joker 22 64 48 ? ?")
    answer(child, "Which house rules", "")
    answer(child, "What does Ann play?", "joker descending keep then twin 22 fill 64 48 give Bob:2 Cas:1")
    rest, _ = finish(child, "LEGAL", "Save the position")
    assert "upturn.play.joker" in rest and child.exitstatus == 0


def test_a_3up3down_clear_plus_two_in_dutch(tmp_path):
    child = spawn(["3up"], "nl", tmp_path)
    answer(child, "Wie spelen er", "Ann Bob")
    answer(child, "Wie is er aan de beurt?", "Bob")
    answer(child, "bovenop de stapel", "5 7")
    # the answers are offered in Dutch, in the question and in the choices
    child.expect_exact("Waar speelt Bob vanaf: de hand (leg of hand), de open kaarten (open) of de gesloten kaarten "
                       "(dicht)?")
    child.expect_exact("open kaarten blijven onbekend")  # the others' face-up cards are not invented
    child.expect_exact("Kies uit leg, open of dicht.")
    child.expect_exact(">")
    child.sendline("tafel")
    child.expect_exact("tafel is hier niet toegestaan")  # not one of the words: corrected
    child.expect_exact(">")
    child.sendline("leg")
    answer(child, "Welke kaarten heeft Bob in de hand?", "clear+2 3 9")
    answer(child, "trekstapel", "0")
    answer(child, "open kaarten", "")
    answer(child, "gesloten kaarten", "3")
    answer(child, "huisregels", "")
    answer(child, "Wat speelt Bob?", "leg clear+2, leg 3, leg 9")
    rest, command = finish(child, "TOEGESTAAN", "Stelling opslaan")
    assert "3up3down.clear.plus-two" in rest and child.exitstatus == 0
    assert "Ann: {hand: 3, face_down: 3}" in command  # Ann's face-up cards left out: not known
    # the file keeps the canonical words; the command is in Dutch and says so, and reads back to the same move
    assert "'leg clear+2, leg 3, leg 9' --lang nl" in command


def test_a_dnup_beat_in_polish(tmp_path):
    child = spawn(["dnup"], "pl", tmp_path)
    answer(child, "Kto gra", "Ala Bartek Celina")
    answer(child, "Czyja jest kolej?", "Ala")
    answer(child, "zestawy", "Bartek")
    answer(child, "Bartek", "4/2 4/x")
    child.expect_exact("!")
    child.sendline("4/2 4/6")
    answer(child, "Ala", "5/1 5/3 9/4")
    answer(child, "Co gra Ala?", "zagraj 5/1 5/3")
    rest, _ = finish(child, "DOZWOLONY", "Zapisać")
    assert "dnup.beat.return-rotated" in rest and child.exitstatus == 0


def test_an_uptown_capture_in_frisian(tmp_path):
    child = spawn([], "fy", tmp_path)
    answer(child, "Hokker spul?", "uptwon")
    child.expect_exact("uptown")
    child.sendline("uptown")
    answer(child, "Wa spylje", "ana ben cai")
    answer(child, "Wa is oan bar?", "ana")
    child.expect_exact("Hokker kleur spilet ana?")
    answer(child, "Kies út read, blau, grien, giel of pears.", "read")  # the colours offered in Frisian
    answer(child, "ben", "blaau")
    child.expect_exact("bedoele jo blau?")  # a typo, corrected in Frisian
    child.expect_exact(">")
    child.sendline("blau")
    answer(child, "cai", "grien")
    # three tiles of each colour: ana, ben and cai have each had three turns, and ana is to move again
    child.expect_exact("rige A")
    answer(child, "G:man", "")  # the hint names the symbols in Frisian (man is man); Enter: an empty row
    answer(child, "rige B", "9")  # a digit: that many empty squares
    answer(child, "rige C", ". B:C B:3 B:ring . . . . .")
    for row in "DEF":
        answer(child, f"rige {row}", "")
    answer(child, "rige G", "R:G . . . . . G:7 . .")
    answer(child, "rige H", "R:H G:auto . . . . . . .")
    answer(child, "rige I", "R:I . . . . . . . G:9")
    answer(child, "rekje fan read", "C 4")
    answer(child, "hûsregels", "")
    answer(child, "Wat spilet ana?", "C xC3")
    rest, _ = finish(child, "NET TASTIEN", "stelling bewarje")
    assert "uptown.capture.no-split" in rest and child.exitstatus == 1
