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
               PROMPT_TOOLKIT_NO_CPR="1", COLUMNS="100", LINES="40")
    child = pexpect.spawn(EXE, ["ask", *args, "--lang", lang], env=env, cwd=str(cwd), encoding="utf-8",
                          timeout=TIMEOUT, dimensions=(40, 100))
    return child


def answer(child: pexpect.spawn, question: str, text: str) -> None:
    child.expect_exact(question)
    child.expect_exact(">")
    child.sendline(text)


def finish(child: pexpect.spawn, verdict: str, save_prompt: str) -> str:
    child.expect_exact(verdict)
    child.expect_exact(save_prompt)
    shown = child.before
    child.expect_exact(">")
    child.sendline("")
    child.expect(pexpect.EOF)
    child.close()
    return shown


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
    rest = finish(child, "LEGAL", "Save the position")
    assert "upturn.play.joker" in rest and child.exitstatus == 0


def test_a_3up3down_clear_plus_two_in_dutch(tmp_path):
    child = spawn(["3up"], "nl", tmp_path)
    answer(child, "Wie spelen er", "Ann Bob")
    answer(child, "Wie is er aan de beurt?", "Bob")
    answer(child, "bovenop de stapel", "5 7")
    answer(child, "Waar speelt Bob vanaf", "hand")
    child.expect_exact("!")  # not one of the words: corrected
    child.sendline("play")
    answer(child, "Welke kaarten heeft Bob in de hand?", "clear+2 3 9")
    answer(child, "trekstapel", "0")
    answer(child, "open kaarten", "")
    answer(child, "dichte kaarten", "3")
    answer(child, "huisregels", "")
    answer(child, "Wat speelt Bob?", "play clear+2, play 3, play 9")
    finish(child, "TOEGESTAAN", "Stelling opslaan")
    assert child.exitstatus == 0


def test_a_dnup_beat_in_polish(tmp_path):
    child = spawn(["dnup"], "pl", tmp_path)
    answer(child, "Kto gra", "Ala Bartek Celina")
    answer(child, "Czyja jest kolej?", "Ala")
    answer(child, "zestawy", "Bartek")
    answer(child, "Bartek", "4/2 4/x")
    child.expect_exact("!")
    child.sendline("4/2 4/6")
    answer(child, "Ala", "5/1 5/3 9/4")
    answer(child, "Co gra Ala?", "play 5/1 5/3")
    rest = finish(child, "DOZWOLONY", "Zapisać")
    assert "dnup.beat.return-rotated" in rest and child.exitstatus == 0


def test_an_uptown_capture_in_frisian(tmp_path):
    child = spawn([], "fy", tmp_path)
    answer(child, "Hokker spul?", "uptwon")
    child.expect_exact("uptown")
    child.sendline("uptown")
    answer(child, "Wa spylje", "ana ben cai")
    answer(child, "Wa is oan bar?", "ana")
    answer(child, "ana", "red")
    answer(child, "ben", "blue")
    answer(child, "cai", "green")
    answer(child, "rigen", "C")
    answer(child, "C", ". B:C B:3 B:ring . . . . .")
    answer(child, "rek", "C 4")
    answer(child, "Wat spilet ana?", "C xC3")
    rest = finish(child, "NET TASTIEN", "stelling bewarje")
    assert "uptown.capture.no-split" in rest and child.exitstatus == 1
