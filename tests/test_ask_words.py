"""``referee ask`` on a pipe: the words it offers, completes and reads are the reader's
(``Game.vocabulary``), in the questions, their hints and choices; a player's name is a name
whatever word it spells; the others' face-up cards in 3UP 3DOWN are left out, not invented."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

EXE = shutil.which("referee", path=str(Path(sys.executable).parent)) or "referee"


def ask(args: list[str], lang: str, lines: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, LANG="C.UTF-8", LANGUAGE="", LC_ALL="", NO_COLOR="1", REFEREE_PLAIN_PROMPT="1",
               XDG_STATE_HOME=str(cwd / "state"))
    return subprocess.run([EXE, "ask", *args, "--lang", lang], input="\n".join(lines) + "\n", env=env,
                          cwd=str(cwd), capture_output=True, text=True, timeout=60, check=False)


def test_upturn_tiles_are_offered_and_corrected_in_dutch(tmp_path):
    done = ask(["upturn"], "nl", ["Ann Bob", "Ann", "oplopend", "70", "rechtsom", "jokr 22", "joker 22 omhoog ?",
                                  "", "speel joker oplopend houd", ""], tmp_path)
    out = done.stdout
    assert "Kies uit oplopend of aflopend." in out
    assert "Kies uit rechtsom of linksom." in out
    assert "omhoog, omlaag, omhoog&omlaag, overslaan, 2overslaan, joker" in out  # the hint, in Dutch
    assert "up, down" not in out
    assert "jokr is hier niet toegestaan; bedoel je joker?" in out
    assert done.returncode == 0, out


def test_3up3down_sources_in_spanish_and_the_others_face_up_cards_left_out(tmp_path):
    done = ask(["3up"], "es", ["Ann Bob Cas", "Bob", "5 7", "mano", "clear+3 9", "clear+2 3 9", "0", "", "3", "",
                               "juega clear+2, juega 3, juega 9", "", "sí", "bob"], tmp_path)
    out = done.stdout
    assert "la mano (juega), las cartas boca arriba (arriba) o las cartas boca abajo (abajo)?" in out
    assert "Elige entre juega, arriba o abajo." in out
    assert "clear+3 no se permite aquí; ¿quisiste decir clear+2?" in out  # corrected
    assert done.returncode == 0, out
    saved = yaml.safe_load((tmp_path / "bob.yaml").read_text(encoding="utf-8"))
    # the others: cards nobody names in hand and face down; their face-up cards not known
    assert saved["cards"]["Ann"] == saved["cards"]["Cas"] == {"hand": 3, "face_down": 3}
    assert saved["cards"]["Bob"] == {"hand": ["clear+2", 3, 9], "face_up": [], "face_down": 3}


def test_a_players_name_is_not_read_or_shown_as_a_word(tmp_path):
    # "hand" is a dnup move word (Polish "rękę"); as a player's name it stays a name
    done = ask(["dnup"], "pl", ["Ala hand", "Ala", "hand", "4/2 4/6", "5/1 5/3 9/4", "zagraj 5/1 5/3", ""],
               tmp_path)
    out = done.stdout
    assert "Wybierz spośród: Ala lub hand." in out
    assert "rękę" not in out.split("Co gra Ala?")[0]
    assert "table:\n  hand: [4/2, 4/6]" in out
    assert done.returncode == 0, out
