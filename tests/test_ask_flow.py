"""``referee ask`` without dead ends (issue 20, parts 4 and 5), on a real terminal of
80×24 and of 45×30 (pexpect, the screen drawn by pyte): the whole Uptown board row by
row, a refused position that names the question to go back to, ``<`` and Ctrl-B at
every question, the save prompt as a yes/no question, Ctrl-C and Ctrl-D that keep the
answers for the next ``ask``, another move on the same position, and the verdict still
on the screen when the command returns."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest
import yaml
from conftest import run_cli
from terminal_screen import EXE, SIZES, spawn

pexpect = pytest.importorskip("pexpect")

SIZE_IDS = [f"{columns}x{rows}" for rows, columns in SIZES]


class Ask:
    """One ``referee ask`` on a terminal of ``size``, in ``cwd``, with its own state folder."""

    def __init__(self, args: list[str], size: tuple[int, int], cwd: Path, lang: str = "en") -> None:
        self.child, self.screen = spawn(["ask", *args, "--lang", lang], size, cwd=cwd,
                                        env={"XDG_STATE_HOME": str(cwd / "state")})
        self.columns = size[1]

    def answer(self, question: str, text: str) -> None:
        self.expect(question)
        self.child.expect_exact(">")
        self.child.sendline(text)

    def expect(self, text: str) -> None:
        """Wait for ``text``, wrapped at any space (the terminal is narrow)."""
        self.child.expect(r"\s+".join(re.escape(word) for word in text.split()))

    def end(self) -> int:
        self.child.expect(pexpect.EOF)
        self.child.close()
        return self.child.exitstatus

    def seen(self) -> str:
        return self.screen.joined()


def upturn_position(ask: Ask) -> None:
    ask.answer("Who are the players", "Ann Bob Cas")
    ask.answer("Whose turn is it?", "Ann")
    ask.answer("Which way does the row go?", "ascending")
    ask.answer("What is the last number tile", "70")
    ask.answer("Which way does play go?", "")
    ask.answer("Which tiles does Ann hold?", "joker 22 64 48 ? ?")
    ask.answer("Which house rules", "")


def no_stray_files(folder: Path) -> None:
    """No answer became a file by accident."""
    assert not [p.name for p in folder.iterdir() if p.stem in ("<", "ja", "nee", "no", "yes", "n", "y", "j")]


# -- Uptown: the whole board, and a refused position that names its question -------------------

@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_uptown_asks_every_row_and_a_refused_position_goes_back_to_the_question_named(size, tmp_path):
    ask = Ask(["uptown"], size, tmp_path)
    ask.answer("Who are the players", "ana ben cai")
    ask.answer("Whose turn is it?", "ana")
    for name, colour in (("ana", "red"), ("ben", "blue"), ("cai", "green")):
        ask.answer(f"Which colour does {name} play?", colour)
    ask.expect("What lies in row A")
    ask.expect("Every row, A at the top")  # the whole board is asked for, never a part of it
    ask.child.expect_exact(">")
    ask.child.sendline("")
    ask.answer("row B", "R:A . . . . . . . .")  # checked as it is typed: an A belongs in row A
    ask.expect("A cannot stand on B1")
    ask.child.expect_exact(">")
    ask.child.sendline("RRR")
    ask.expect("Row B needs nine squares, not 3")
    ask.child.expect_exact(">")
    ask.child.sendline("")
    ask.answer("row C", ". B:C B:C . . . . . .")  # nine cells with spaces: two named tiles
    for row in "DEFGHI":
        ask.answer(f"row {row}", "")
    ask.answer("Which tiles are on the red rack?", "")
    ask.answer("Which house rules", "")
    # refused (blue has one C, given twice): the problem names its question and goes back there
    ask.expect("There is only one blue C")
    ask.expect("Back to the question")
    ask.answer("row C", "<")  # < goes back to the question before, not round in a loop
    ask.answer("row B", "")  # Enter keeps the answer given before
    ask.answer("row C", ".B6G")  # compact: a blue tile, six empty squares, a green one
    for row in "DEFGHI":
        ask.answer(f"row {row}", "")
    ask.answer("Which tiles are on the red rack?", "")
    ask.answer("Which house rules", "")
    ask.answer("What does ana play?", "pass")
    ask.answer("Check another move", "")
    ask.answer("Save the position", "y")
    ask.answer("Which file?", "board")
    ask.expect("Saved as board.yaml")
    assert ask.end() == 1
    saved = yaml.safe_load((tmp_path / "board.yaml").read_text(encoding="utf-8"))
    assert saved["board"] == {"C": ". B . . . . . . G"}
    assert run_cli("check", "uptown", str(tmp_path / "board.yaml"), "pass").code == 1


# -- going back, the save prompt ------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_save_prompt_is_a_yes_no_question_and_no_answer_becomes_a_file(size, tmp_path):
    (tmp_path / "upturn.yaml").write_text("kept\n", encoding="utf-8")
    ask = Ask(["upturn"], size, tmp_path, lang="nl")
    ask.answer("Wie spelen er", "Ann Bob Cas")
    ask.answer("Wie is er aan de beurt?", "Ann")
    ask.answer("Welke kant", "oplopend")
    ask.answer("laatste nummersteen", "70")
    ask.answer("Welke kant", "")
    ask.answer("Welke stenen", "joker 22 64 48 ? ?")
    ask.answer("huisregels", "")
    ask.answer("Wat speelt Ann?", "joker aflopend houd dan speel 64")
    ask.answer("Nog een zet", "<")  # back to the move
    ask.answer("Wat speelt Ann?", "joker aflopend houd dan speel 48")
    ask.answer("Nog een zet", "nee")
    ask.expect("Stelling opslaan")
    ask.expect("(ja of nee; Enter: nee)")
    ask.child.expect_exact(">")
    ask.child.sendcontrol("b")  # Ctrl-B: back to the question before
    ask.answer("Nog een zet", "")
    ask.answer("Stelling opslaan", "misschien")
    ask.expect("misschien is hier geen antwoord: typ ja of nee.")
    ask.child.expect_exact(">")
    ask.child.sendline("ja")
    ask.answer("Welk bestand? (Enter: upturn-2.yaml)", "nee")  # a yes or no is never a file name
    ask.expect("nee is een antwoord op een ja/nee-vraag")
    ask.child.expect_exact(">")
    ask.child.sendline("<")
    ask.answer("Stelling opslaan", "j")
    ask.answer("Welk bestand?", "upturn")  # exists: asked before it is overwritten
    ask.answer("upturn.yaml bestaat al. Overschrijven?", "")
    ask.answer("Welk bestand?", "")  # Enter: the name offered, not taken yet
    ask.expect("Opgeslagen als upturn-2.yaml")
    assert ask.end() == 0
    assert (tmp_path / "upturn.yaml").read_text(encoding="utf-8") == "kept\n"
    saved = yaml.safe_load((tmp_path / "upturn-2.yaml").read_text(encoding="utf-8"))
    assert saved["racks"]["Ann"] == ["joker", 22, 64, 48, "?", "?"]
    no_stray_files(tmp_path)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_another_move_on_the_same_position_needs_no_answer_again(size, tmp_path):
    ask = Ask(["upturn"], size, tmp_path)
    upturn_position(ask)
    ask.answer("What does Ann play?", "joker then 41")
    ask.expect("UNDETERMINED")
    ask.answer("Check another move on this position?", "yes")
    ask.answer("What does Ann play?", "joker descending keep then play 48")
    ask.expect("LEGAL")
    ask.answer("Check another move on this position?", "")
    ask.answer("Save the position to a file?", "")
    ask.expect("The same question as a command:")
    assert ask.end() == 0  # the verdict on the last move
    # when the command returns, the last verdict and the line that decides it are on the screen
    assert "LEGAL joker descending keep then play 48" in ask.seen()
    assert "[upturn.play.joker.extra-tile]" in ask.seen() or "[upturn.play.joker]" in ask.seen()
    assert all(len(line) <= ask.columns for line in ask.screen.lines())


# -- Ctrl-C and Ctrl-D ----------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_ctrl_c_keeps_the_answers_and_the_next_ask_takes_them_up_again(size, tmp_path):
    ask = Ask(["upturn"], size, tmp_path)
    ask.answer("Who are the players", "Ann Bob Cas")
    ask.answer("Whose turn is it?", "Bob")
    ask.expect("Which way does the row go?")
    ask.child.expect_exact(">")
    ask.child.sendcontrol("c")
    ask.answer("Keep the answers so far", "")  # Enter: yes
    ask.expect("the next 'referee ask' offers to take them up again")
    assert ask.end() == 130
    assert "Traceback" not in ask.seen()
    kept = tmp_path / "state" / "referee" / "ask.yaml"
    assert kept.is_file()

    again = Ask([], size, tmp_path)  # no game named: the kept one is offered
    again.answer("kept 2 answers about a Upturn position", "")
    again.answer("Which way does the row go?", "<")  # the answers taken up can be gone back to
    again.answer("Whose turn is it?", "Ann")
    again.answer("Which way does the row go?", "ascending")
    again.answer("What is the last number tile", "70")
    again.answer("Which way does play go?", "")
    again.answer("Which tiles does Ann hold?", "joker 22 64 48 ? ?")
    again.answer("Which house rules", "")
    again.answer("What does Ann play?", "joker descending keep then play 48")
    again.answer("Check another move", "")
    again.answer("Save the position", "")
    assert again.end() == 0
    assert not kept.exists()  # taken up and settled


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_ctrl_d_offers_the_same_and_no_keeps_nothing(size, tmp_path):
    ask = Ask(["dnup"], size, tmp_path)
    ask.answer("Who are the players", "Ala Bob")
    ask.expect("Whose turn is it?")
    ask.child.expect_exact(">")
    ask.child.sendeof()
    ask.answer("Keep the answers so far", "n")
    assert ask.end() == 130
    assert "Traceback" not in ask.seen()
    assert not (tmp_path / "state" / "referee" / "ask.yaml").exists()


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_ctrl_c_after_the_verdict_leaves_the_verdict_on_the_screen(size, tmp_path):
    ask = Ask(["upturn"], size, tmp_path)
    upturn_position(ask)
    ask.answer("What does Ann play?", "joker then 41")
    ask.expect("Check another move")
    ask.child.expect_exact(">")
    ask.child.sendcontrol("c")
    ask.answer("Keep the answers so far", "<")  # back to the questions instead
    ask.answer("Check another move", "")
    ask.answer("Save the position", "")
    assert ask.end() == 3
    assert "UNDETERMINED joker then play 41" in ask.seen()
    assert "[upturn.turn.own-rack]" in ask.seen()


# -- the answer stays on the screen, and nothing wraps inside a word ---------------------------------

@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_verdict_is_in_view_at_the_next_question_and_when_ask_returns(size, tmp_path):
    ask = Ask(["3up"], size, tmp_path)
    ask.answer("Who are the players", "Ann Bob")
    ask.answer("Whose turn is it?", "Bob")
    ask.answer("top of the pile", "5 7")
    ask.answer("Where does Bob play from", "play")
    ask.answer("in hand?", "clear+2 3 9")
    ask.answer("draw pile?", "10")
    ask.answer("face-up cards", "6 6 10")
    ask.answer("face-down cards", "3")
    ask.answer("Which house rules", "")
    ask.answer("What does Bob play?", "play clear+2, play 3, play 9")
    ask.expect("Check another move")
    ask.child.expect_exact(">")
    assert "LEGAL play clear+2, play 3, play 9" in ask.seen()  # the Clear +2 dispute, its verdict in view
    ask.child.sendline("")
    ask.answer("Save the position", "")
    assert ask.end() == 0
    assert "LEGAL play clear+2, play 3, play 9" in ask.seen()
    assert all(len(line) <= ask.columns for line in ask.screen.lines())


def piped_dialogue(args: list[str], answers: list[str], cwd: Path) -> str:
    env = dict(os.environ, LANG="C.UTF-8", LANGUAGE="", LC_ALL="", NO_COLOR="1", REFEREE_PLAIN_PROMPT="1",
               XDG_STATE_HOME=str(cwd / "state"))
    return subprocess.run([EXE, "ask", *args], input="\n".join(answers) + "\n", env=env, cwd=str(cwd),
                          capture_output=True, text=True, timeout=60, check=False).stdout


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_ask_never_breaks_a_word_at_the_edge_of_the_screen(size, tmp_path):
    """Every word on the screen is a word of the same dialogue written whole (in a pipe)."""
    answers = ["ana ben cai", "ana", "red", "blue", "green"]
    whole = set(re.findall(r"[^\W\d_]+", piped_dialogue(["uptown", "--lang", "pl"], answers, tmp_path)))
    ask = Ask(["uptown"], size, tmp_path, lang="pl")
    ask.answer("Kto gra", "ana ben cai")
    ask.answer("Czyja jest kolej?", "ana")
    for name, colour in (("ana", "czerwony"), ("ben", "niebieski"), ("cai", "zielony")):
        ask.answer(name, colour)
    ask.expect("rzędzie A")
    ask.child.expect_exact(">")
    shown = ask.screen.text()
    assert set(re.findall(r"[^\W\d_]+", shown)) <= whole | {"czerwony", "niebieski", "zielony"}, shown
    assert all(len(line) <= ask.columns for line in ask.screen.lines())
    ask.child.sendcontrol("c")
    ask.answer("Zachować", "nie")
    assert ask.end() == 130


# -- the command itself ---------------------------------------------------------------------------

def test_ask_json_prints_the_verdict_json_at_the_end_and_the_dialogue_on_standard_error(tmp_path):
    env = dict(os.environ, LANG="C.UTF-8", LANGUAGE="", LC_ALL="", NO_COLOR="1", REFEREE_PLAIN_PROMPT="1",
               XDG_STATE_HOME=str(tmp_path / "state"))
    answers = ["Ann Bob Cas", "Ann", "ascending", "70", "", "joker 22 64 48 ? ?", "", "joker then 41", "", "y",
               "joker.yaml"]
    done = subprocess.run([EXE, "ask", "upturn", "--json"], input="\n".join(answers) + "\n", env=env,
                          cwd=str(tmp_path), capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 3, done.stderr
    verdict = json.loads(done.stdout)  # standard output holds the JSON alone
    assert "Who are the players" in done.stderr and "UNDETERMINED" in done.stderr
    assert verdict == run_cli("check", "upturn", str(tmp_path / "joker.yaml"), "joker then 41", "--json").json()


def test_ask_help_ends_with_examples():
    r = run_cli("ask", "--help")
    assert r.code == 0
    tail = [line.strip() for line in r.out.rstrip().split("\n")]
    examples = tail[tail.index("Examples:") + 1:]
    assert [line.strip() for line in examples if line.strip()] == [
        "referee ask", "referee ask uptown --lang nl", "referee ask 3up3down --json > verdict.json"]
    assert "--full" in r.out and "--json" in r.out


def test_going_back_to_the_game_keeps_the_answers_of_the_same_game(tmp_path):
    answers = ["upturn", "Ann Bob Cas", "Ann", "<", "<", "<", "upturn", "", "", "ascending", "70", "", "? ? ?", "",
               "pass", "", ""]
    out = piped_dialogue([], answers, tmp_path)
    after = out.split("Which game?")[2]  # asked again after < at the first question of the game
    assert "Answered: Ann Bob Cas (Enter keeps it)." in after and "Answered: Ann (Enter keeps it)." in after
    assert "LEGAL  pass" in after and "Ann passes and takes a tile from the bag" in after
    assert after.count("Who are the players") == 1  # asked once more, its answer kept
