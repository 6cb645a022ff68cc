"""``Upturn``: the game contract (``Game[Position, Move]``), tying the rooms together."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from ...i18n import Msg
from ...verdict import Problem, Recorder
from ..base import Choice, Completion, Data, Game, MoveOption
from . import completing, judge, notation, reading, words
from .model import GAME_ID, Move, Position

if TYPE_CHECKING:
    from random import Random

    from ...i18n import Translator

# The move generator and the playout room are imported on first use (not on the path of a
# cold check), once: a playout asks for them at every move.

@cache
def _legal_moves() -> Callable[[Position, bool, int], list[MoveOption[Move]]]:
    from . import movegen

    return movegen.legal_moves


@cache
def _census() -> Callable[[Position], Counter[str]]:
    from . import playout

    return playout.census


class Upturn(Game[Position, Move]):
    id = GAME_ID
    HOUSE_RULES = {  # noqa: RUF012 (declared on the base class)
        "play-drawn-tile": "upturn.turn.no-draw-after-play",
        "twin-count-excludes-twin": "upturn.play.twin.draw-count",
        "twin-sets-trend": "upturn.play.twin.trend",
        "arrows-any-row": "upturn.play.arrow-row",
    }
    #: the most moves a random playout may take before it is reported as endless. Random
    #: players pass often, and a pass draws a tile: of 6000 random games (1000 per house-rule
    #: setting) the median took about 330 moves, 1 in 100 over 2700, and 19 over 5000, all
    #: two- or three-player games that still ended, the longest after 8381 moves.
    MAX_MOVES = 50_000
    WORDS = words.WORDS
    WORD_ALIASES = words.WORD_ALIASES
    reads_phrases = True
    SAID_WORDS = frozenset({"hand", "draw"})

    # -- positions (reading.py) -------------------------------------------------------
    def own_schema(self) -> tuple[dict[str, Any], list[str]]:
        return reading.own_schema()

    def build(self, data: Data, house_rules: frozenset[str], problems: list[Problem]) -> Position:
        return reading.build(data, house_rules, problems)

    def problems(self, pos: Position) -> list[Problem]:
        return reading.problems(pos)

    def position_data(self, pos: Position) -> Data:
        return reading.position_data(pos)

    # -- moves (notation.py, judge.py, movegen.py) ---------------------------------------
    def parse_move(self, text: str, pos: Position, tr: Translator | None = None) -> Move:
        return notation.parse_move(text, pos.players, tr=tr)

    def move_text(self, move: Move) -> str:
        return notation.move_text(move)

    def grammar(self, items: list[tuple[Any, ...]], pos: Position) -> list[tuple[str, int]]:
        from . import grammar  # only for a move said in more than the notation

        return grammar.grammar(items, pos)

    def raw_token(self, text: str, pos: Position) -> bool:
        return notation.raw_token(text, pos.players)

    def move_syntax(self) -> list[tuple[str, Msg]]:
        return notation.move_syntax()

    def judge(self, pos: Position, move: Move, rec: Recorder, draws: Sequence[str] | None = None) -> Position | None:
        return judge.judge(pos, move, rec, draws, reading.problems)

    def completions(self, pos: Position, move: Move) -> tuple[list[Choice], list[Completion[Move]]] | None:
        return completing.completions(pos, move)

    def legal_moves(self, pos: Position, expand: bool = False, limit: int = 500) -> list[MoveOption[Move]]:
        return _legal_moves()(pos, expand, limit)

    # -- playouts (playout.py) -----------------------------------------------------------
    def tile_set(self) -> list[str]:
        from . import playout

        return playout.tile_set()

    def deal(self, rng: Random, players: list[str], house_rules: frozenset[str] = frozenset()) -> Position:
        from . import playout

        return playout.deal(rng, players, house_rules)

    def outcome(self, pos: Position) -> str | None:
        """The game ends when a player has placed every tile: that player wins."""
        return pos.winner()

    def census(self, pos: Position) -> Counter[str]:
        return _census()(pos)

    # -- the guided dispute: the facts that decide a question (questions.py)
    def questions(self) -> list[Any]:
        from .questions import questions

        return questions(self)
