"""``referee score``: any game's ``ScoreSheet`` (``checker.games.base``) drawn
without knowing the game: the board (coloured on a terminal, zones and group
labels that cannot be read as squares), the table and the summary, in the
reader's language; ``--json`` prints the sheet's data. The terminal primitives
come from ``render`` (looked up there at call time, so that a test can switch
colour on)."""

from __future__ import annotations

from collections.abc import Sequence

import click

from . import render
from .games.base import Cell, ScoreSheet
from .i18n import Msg, Translator
from .safetext import printable

#: a cell's colour key -> its (background, foreground) on a terminal
CELL_COLOURS = {"red": ("red", "white"), "blue": ("blue", "white"), "green": ("green", "black"),
                "yellow": ("yellow", "black"), "purple": ("magenta", "white"), "black": ("black", "white"),
                "white": ("white", "black"), "orange": ("bright_red", "black")}


def group_label(mark: str) -> str:
    """A group's mark as the board shows it: lower case after a ``/`` (``man/r1``),
    so that a group cannot be read as a square (``B1``)."""
    return f"/{mark.lower()}" if mark else ""


def cell_text(cell: Cell) -> str:
    """A square as plain text: its text (``.`` when empty) and its group label."""
    return printable(cell.text or ".") + group_label(cell.mark)


def render_score(sheet: ScoreSheet, tr: Translator, as_json: bool) -> None:
    """``referee score``: any game's ``ScoreSheet``. JSON is the sheet's data
    (with the locale); otherwise the board (coloured on a terminal), the table
    and the result, fitted to the terminal's width."""
    if as_json:
        render.emit_json({**sheet.data, "locale": tr.lang})
        return
    head = [tr.render(c) for c in sheet.columns]
    rows = [[tr.render(cell) if isinstance(cell, Msg) else printable(cell) for cell in row] for row in sheet.rows]
    width = render.term_width()
    render.echo(render._style(tr.render(sheet.title), bold=True))
    if sheet.board:
        for line in sheet.legend:
            render.echo(tr.render(line))
        _board(sheet, width, tr)
    if head or rows:
        render.echo("")
        _table(head, rows, width)
    if sheet.summary:
        render.echo("")
        for index, line in enumerate(sheet.summary):
            text = tr.render(line)
            render.echo(render._style(text, bold=True) if index == 0 else text)


def _labels(labels: Sequence[str], count: int) -> list[str]:
    return [labels[i] if i < len(labels) else "" for i in range(count)]


def _board(sheet: ScoreSheet, width: int | None, tr: Translator) -> None:
    """The board, one line a row; each column as wide as its widest square. When
    the squares with their group labels do not fit the width, the board shows
    the tiles only and the groups follow as lists of squares."""
    board = sheet.board or []
    row_labels = _labels(sheet.row_labels, len(board))
    col_labels = _labels(sheet.column_labels, len(board[0]) if board else 0)
    margin = max([len(x) for x in row_labels] + [0]) + 1

    def layout(marks: bool) -> tuple[list[list[str]], list[int]]:
        texts = [[printable(c.text or ".") + (group_label(c.mark) if marks else "") for c in row] for row in board]
        widths = [max([len(col_labels[k])] + [len(row[k]) for row in texts]) for k in range(len(col_labels))]
        return texts, widths

    texts, widths = layout(True)
    marks = width is None or margin + sum(w + 1 for w in widths) <= width
    if not marks:
        texts, widths = layout(False)
    styled = render.color_enabled()
    render.echo(" " * margin + " ".join(f"{x:^{w}}" for x, w in zip(col_labels, widths, strict=True)).rstrip())
    for label, row, cells in zip(row_labels, texts, board, strict=True):
        parts = []
        for text, w, cell in zip(row, widths, cells, strict=True):
            part = f"{text:^{w}}"
            if styled and cell.colour is not None:
                bg, fg = CELL_COLOURS.get(cell.colour, ("white", "black"))
                part = click.style(part, bg=bg, fg=fg, bold=True)
            elif styled and (cell.zone or 0) % 2:
                part = click.style(part, dim=True, reverse=True)
            elif styled:
                part = click.style(part, dim=True)
            parts.append(part)
        render._write(f"{label:<{margin}}" + " ".join(parts) + "\n")
    if not marks:
        groups: dict[str, list[str]] = {}
        for r, cells in enumerate(board):
            for k, cell in enumerate(cells):
                if cell.mark:
                    groups.setdefault(group_label(cell.mark)[1:], []).append(f"{row_labels[r]}{col_labels[k]}")
        for name, squares in groups.items():
            render.echo(f"  {name}: {tr.format_list(squares)}", hang="    ")


def _table(head: list[str], rows: list[list[str]], width: int | None) -> None:
    """Columns aligned when they fit; otherwise one block a row, ``column: value``."""
    table = [head, *rows] if head else rows
    count = max(len(r) for r in table)
    widths = [max(len(r[i]) if i < len(r) else 0 for r in table) for i in range(count)]
    if width is None or sum(widths) + 2 * (count - 1) <= width:
        for index, r in enumerate(table):
            line = "  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=False)).rstrip()
            render.echo(render._style(line, bold=True) if head and index == 0 else line)
        return
    for r in rows:
        render.echo(render._style(r[0], bold=True))
        for name, value in zip(head[1:], r[1:], strict=False):
            render.echo(f"  {name}: {value}", hang="    ")
