"""``render_score`` draws any game's ``ScoreSheet`` without knowing the game."""

from __future__ import annotations

import json

import click
import pytest

from checker import render, scoreboard
from checker.games.base import Cell, ScoreSheet
from checker.i18n import Msg, Translator


def sheet(board: bool = True) -> ScoreSheet:
    cells = [[Cell("A", "red", 0, "1"), Cell("", None, 0), Cell("7", "blue", 1, "2")],
             [Cell("$", "purple", 2), Cell("", None, 3), Cell("B", "mauve", 3, "3")]]
    return ScoreSheet(
        {"variant": "plain", "players": [{"name": "Ann", "score": 3}], "finished": True},
        Msg("Score of the game"), [Msg("Player"), Msg("Score")], [["Ann", "3"], ["Bob", Msg("none")]],
        board=cells if board else None, row_labels=["A", "B"], column_labels=["1", "2", "3"],
        legend=[Msg("Each tile shows its group.")], summary=[Msg("The game is over."), Msg("Ann wins.")])


@pytest.fixture
def tr():
    return Translator("en")


def test_json_is_the_sheets_data_with_the_locale(capsys, tr):
    scoreboard.render_score(sheet(), Translator("nl"), as_json=True)
    assert json.loads(capsys.readouterr().out) == {**sheet().data, "locale": "nl"}


def test_plain_text_in_a_pipe_draws_title_legend_board_table_and_summary(capsys, monkeypatch, tr):
    monkeypatch.setattr(render, "color_enabled", lambda stream=None: False)
    scoreboard.render_score(sheet(), tr, as_json=False)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Score of the game"
    assert "Each tile shows its group." in lines
    header = next(line for line in lines if line.strip().startswith("1"))
    assert header.split() == ["1", "2", "3"]
    row_a = next(line for line in lines if line.startswith("A "))
    assert row_a.split() == ["A", "A/1", ".", "7/2"]
    row_b = next(line for line in lines if line.startswith("B "))
    assert row_b.split() == ["B", "$", ".", "B/3"]
    assert any(line.split() == ["Player", "Score"] for line in lines)
    assert any(line.split() == ["Bob", "none"] for line in lines)
    assert lines[-2:] == ["The game is over.", "Ann wins."]
    assert "\x1b[" not in "\n".join(lines)


def test_a_sheet_without_board_or_header_is_only_the_table(capsys, monkeypatch, tr):
    monkeypatch.setattr(render, "color_enabled", lambda stream=None: False)
    plain = ScoreSheet({"x": 1}, Msg("Totals"), [], [["Ann", "3"], ["Bob", "12"]])
    scoreboard.render_score(plain, tr, as_json=False)
    assert capsys.readouterr().out.splitlines() == ["Totals", "", "Ann  3", "Bob  12"]


def test_on_a_terminal_the_board_is_drawn_in_colour(capsys, monkeypatch, tr):
    monkeypatch.setattr(render, "color_enabled", lambda stream=None: True)
    monkeypatch.setattr(click.utils, "should_strip_ansi", lambda stream=None, color=None: False)
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.delenv("NO_COLOR", raising=False)
    scoreboard.render_score(sheet(), tr, as_json=False)
    out = capsys.readouterr().out
    assert "Score of the game" in out and "Ann wins." in out and "Player" in out
    assert "\x1b[" in out  # styled
    assert "A/1" in out  # the board, its group labels apart from the squares
    scoreboard.render_score(sheet(board=False), tr, as_json=False)
    assert "Each tile shows its group." not in capsys.readouterr().out


def test_the_translator_renders_every_text(capsys, monkeypatch):
    monkeypatch.setattr(render, "color_enabled", lambda stream=None: False)
    seen = []

    class Recording(Translator):
        def render(self, msg):
            seen.append(msg)
            return super().render(msg)

    scoreboard.render_score(sheet(), Recording("en"), as_json=False)
    texts = {m.text for m in seen if isinstance(m, Msg)}
    assert {"Score of the game", "Player", "Score", "none", "Each tile shows its group.", "Ann wins."} <= texts
