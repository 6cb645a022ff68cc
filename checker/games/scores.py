"""A game's score as ``render`` shows it without knowing the game: ``ScoreSheet`` and its board's ``Cell``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..i18n import Msg

Data = dict[str, Any]


class Cell:
    """One square of a board drawn by ``render``: its text, a colour key
    (``red``, ``blue``, ...; None for an empty square), the zone it lies in and
    a short mark (a group label) shown beside the text."""

    __slots__ = ("colour", "mark", "text", "zone")

    def __init__(self, text: str, colour: str | None = None, zone: int | None = None, mark: str = "") -> None:
        self.text = text
        self.colour = colour
        self.zone = zone
        self.mark = mark


class ScoreSheet:
    """A game's score as ``render`` shows it without knowing the game:

    - ``data``: the JSON of ``score --json`` (the machine contract);
    - ``title``; ``columns`` and ``rows`` of a table (texts or lazy ``Msg``);
    - ``board``: rows of ``Cell`` with row and column labels, or None;
    - ``legend``: lines explaining the board's marks; ``summary``: the result in words.
    """

    __slots__ = ("board", "column_labels", "columns", "data", "legend", "row_labels", "rows", "summary", "title")

    def __init__(self, data: Data, title: Msg, columns: list[Msg], rows: list[list[str | Msg]],
                 board: list[list[Cell]] | None = None, row_labels: Sequence[str] = (),
                 column_labels: Sequence[str] = (), legend: Sequence[Msg] = (), summary: Sequence[Msg] = ()) -> None:
        self.data = data
        self.title = title
        self.columns = columns
        self.rows = rows
        self.board = board
        self.row_labels = list(row_labels)
        self.column_labels = list(column_labels)
        self.legend = list(legend)
        self.summary = list(summary)
