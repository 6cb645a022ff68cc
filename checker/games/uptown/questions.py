"""What ``referee ask`` asks about an Uptown position: the colours, the rows
of the board around the square (or all of them), and the mover's rack."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...ask_questions import ITEMS, TEXT, WORDS, Data, Question, players, seat_questions
from ...i18n import N_, Msg

if TYPE_CHECKING:
    from ..base import Game

COLOURS = ("red", "blue", "green", "yellow", "purple")
ROWS = tuple("ABCDEFGHI")
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


def _rows(data: Data) -> list[str]:
    rows = data.get("_rows")
    return sorted(rows) if isinstance(rows, list) else []


def _pad(value: Any, data: Data) -> list[Any]:
    tiles = list(value)
    return tiles + ["?"] * (RACK - len(tiles))


def _rack_size(value: Any, data: Data) -> Msg | None:
    if len(value) > RACK:
        return Msg(N_("A rack holds at most five tiles."))
    return None


def questions(game: Game[Any, Any]) -> list[Question]:
    return [
        *seat_questions(game),
        # TRANSLATORS: %(item)s is a player's name
        Question("colours.{item}", WORDS, N_("Which colour does %(item)s play?"), each=players, words=COLOURS,
                 store=_one_or_two, hint=N_("In a game for two, each player plays two colours.")),
        Question("_rows", WORDS, N_("Which rows of the board hold tiles that matter?"), words=ROWS, empty=[],
                 hint=N_("The rows around the square, or every row with tiles; press Enter for an empty board.")),
        # TRANSLATORS: %(item)s is a row letter (A to I)
        Question("board.{item}", TEXT, N_("What lies in row %(item)s, squares 1 to 9?"), each=_rows,
                 # TRANSLATORS: %(man)s is the Uptown symbol "man" in your language; R B G Y P are the colour
                 # codes, the same in every language
                 hint=N_("Nine squares separated by spaces: '.' empty, R B G Y P a colour, R:A, B:7, G:%(man)s, "
                         "Y:$ a tile.")),
        # TRANSLATORS: %(item)s is a colour
        Question("racks.{item}", ITEMS, N_("Which tiles are on the %(item)s rack?"), each=_mover_colours,
                 skippable=True, store=_pad, check=_rack_size,
                 # TRANSLATORS: %(man)s is the Uptown symbol "man" in your language
                 hint=N_("Tiles such as C, 4, %(man)s, $; the rest of the five are counted as hidden.")),
    ]
