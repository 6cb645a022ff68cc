"""What ``referee ask`` asks about an Uptown position: the colours, every row of
the board (a row in one word, ``R.B..G...``, or cell by cell to name tiles), and
the mover's rack. A verdict may depend on any square (a capture splits a group far
away, the tiles placed count the turns), so the whole board is asked for."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...ask_questions import ITEMS, TEXT, WORDS, Data, Question, players, seat_questions
from ...i18n import Msg
from . import messages as m
from .model import COLOURS, ROWS

if TYPE_CHECKING:
    from ..base import Game
    from .model import Move, Position

RACK = 5
def _one_or_two(value: Any, data: Data) -> Any:
    return value[0] if isinstance(value, list) and len(value) == 1 else value


def _mover_colours(data: Data) -> list[str]:
    colours = data.get("colours", {}).get(data.get("to_move"))
    return [colours] if isinstance(colours, str) else list(colours or [])


def _colours_in_play(data: Data) -> set[int]:
    found: set[int] = set()
    for value in (data.get("colours") or {}).values():
        for name in [value] if isinstance(value, str) else list(value or []):
            if name in COLOURS:
                found.add(COLOURS.index(name))
    return found


def _every_row(data: Data) -> tuple[str, ...]:
    return tuple(ROWS)


def expand_row(text: str) -> str:
    """A row as position files write it (nine cells with spaces), from the compact form: one word of
    nine squares, each ``.`` or a colour code (``R.B..G...``), a digit standing for that many empty
    squares (``3R5``). Anything else is returned as it is (cells already separated by spaces)."""
    word = text.strip()
    if not word or " " in word or ":" in word:
        return text.strip()
    cells: list[str] = []
    for ch in word:
        if ch.isdigit() and ch != "0":
            cells.extend("." * int(ch))
        else:
            cells.append(ch.upper() if ch != "." else ".")
    return " ".join(cells)


def row_problem(text: str, data: Data, row: str | None) -> Msg | None:
    """What is wrong with a row as typed, if anything: nine squares, each readable, of a colour in play,
    its tile (when given) one that may stand there."""
    from ...verdict import Problem
    from .messages import mismatch_msg, not_in_play_msg
    from .model import MATCH
    from .reading import read_tile

    assert row is not None  # asked once a row
    cells = text.split()
    if len(cells) != 9:
        return Msg(m.Q_ROW_CELLS, row=row, count=len(cells))
    in_play = _colours_in_play(data)
    for col, cell in enumerate(cells):
        if cell == ".":
            continue
        square = ROWS.index(row) * 9 + col
        found: list[Problem] = []
        tile = read_tile(cell, f"board.{row}", found, need_colour=True, square=f"{row}{col + 1}")
        if found:
            return found[0].msg
        if tile is None:
            continue
        colour, face = tile
        if colour is None:
            continue
        if in_play and colour not in in_play:
            return not_in_play_msg(colour)
        if face in MATCH and square not in MATCH[face]:
            return mismatch_msg(face, square)
    return None


def _store_row(value: Any, data: Data) -> str:
    return expand_row(str(value))


def _row_words(data: Data) -> list[str]:
    """What a cell may be, for completion: a colour code of a colour in play, and colour:tile."""
    from .model import CODES, FACES

    codes = [CODES[c] for c in sorted(_colours_in_play(data))] or list(CODES)
    return [".", *codes, *(f"{code}:{face}" for code in codes for face in FACES)]


def _pad(value: Any, data: Data) -> list[Any]:
    tiles = list(value)
    return tiles + ["?"] * (RACK - len(tiles))


def _rack_size(value: Any, data: Data, item: str | None) -> Msg | None:
    if len(value) > RACK:
        return Msg(m.Q_RACK_FULL)
    return None


EMPTY_ROW = m.Q_ENTER_ROW


def questions(game: Game[Position, Move]) -> list[Question]:
    return [
        *seat_questions(game),
        Question("colours.{item}", WORDS, m.Q_COLOUR, each=players, words=COLOURS,
                 store=_one_or_two, hint=m.H_COLOUR),
        Question("board.{item}", TEXT, m.Q_ROW, each=_every_row,
                 skippable=True, enter=EMPTY_ROW, words=_row_words, store=_store_row,
                 check=row_problem, hint_once=True,
                 hint=m.H_ROW),
        Question("racks.{item}", ITEMS, m.Q_RACK, each=_mover_colours,
                 skippable=True, store=_pad, check=_rack_size,
                 hint=m.H_RACK),
    ]
