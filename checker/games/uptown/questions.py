"""What ``referee ask`` asks about an Uptown position: the colours, every row of
the board (a row in one word, ``R.B..G...``, or cell by cell to name tiles), and
the mover's rack. A verdict may depend on any square (a capture splits a group far
away, the tiles placed count the turns), so the whole board is asked for."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...ask_questions import ITEMS, TEXT, WORDS, Data, Question, players, seat_questions
from ...i18n import N_, Msg
from .model import COLOURS, ROWS

if TYPE_CHECKING:
    from ..base import Game

RACK = 5
KEY_TEXTS = (
    N_("each player's colour; in a game for two, a list of two colours"),
    N_("rows A (top) to I: nine cells each, '.' empty, a colour code (R B G Y P) or colour:tile (R:A, B:7, G:man, "
       "Y:$); rows left out are empty"),
    N_("tiles on each colour's rack ('?' for a hidden tile); a rack left out is hidden"),
    N_("tiles each colour still has to draw: a count, or the tiles in draw order"),
    N_("tiles each player has captured, as colour:tile (B:C) or just a colour (B)"),
)


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
        # TRANSLATORS: %(row)s is a row letter, %(count)s the number of squares typed (not nine); 3R5 is typed
        # as it is (three empty squares, a red tile, five empty squares)
        return Msg(N_("Row %(row)s needs nine squares, not %(count)s: type . for an empty square, or a digit for "
                      "several empty ones (3R5)."), row=row, count=len(cells))
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
        return Msg(N_("A rack holds at most five tiles."))
    return None


# TRANSLATORS: after the question of a board row: what Enter answers
EMPTY_ROW = N_("(Enter: an empty row)")


def questions(game: Game[Any, Any]) -> list[Question]:
    return [
        *seat_questions(game),
        # TRANSLATORS: %(item)s is a player's name
        Question("colours.{item}", WORDS, N_("Which colour does %(item)s play?"), each=players, words=COLOURS,
                 store=_one_or_two, hint=N_("In a game for two, each player plays two colours.")),
        # TRANSLATORS: %(item)s is a row letter (A to I)
        Question("board.{item}", TEXT, N_("What lies in row %(item)s, squares 1 to 9?"), each=_every_row,
                 skippable=True, enter=EMPTY_ROW, words=_row_words, store=_store_row,
                 check=row_problem, hint_once=True,
                 # TRANSLATORS: %(man)s is the Uptown symbol "man" in your language; R B G Y P are the colour
                 # codes, the same in every language, and %(red)s, %(blue)s, %(green)s, %(yellow)s and %(purple)s
                 # the colours they stand for, in your language
                 hint=N_("Every row, A at the top: one character a square, R B G Y P for a colour (R %(red)s, "
                         "B %(blue)s, G %(green)s, Y %(yellow)s, P %(purple)s), . for an empty square, a digit for "
                         "that many empty squares (R.B..G... or 3R5). To name tiles, give the nine squares with "
                         "spaces between: . R:A B:7 G:%(man)s Y:$ . . . .")),
        # TRANSLATORS: %(item)s is a colour
        Question("racks.{item}", ITEMS, N_("Which tiles are on the %(item)s rack?"), each=_mover_colours,
                 skippable=True, store=_pad, check=_rack_size,
                 # TRANSLATORS: %(man)s is the Uptown symbol "man" in your language
                 hint=N_("Tiles such as C, 4, %(man)s, $; the rest of the five are counted as hidden.")),
    ]
