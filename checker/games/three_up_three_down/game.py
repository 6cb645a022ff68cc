"""``ThreeUpThreeDown``: the 3UP 3DOWN game, tying its rooms together."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...i18n import Msg
from ...verdict import Problem, Recorder
from ..base import Data, Game, MoveOption
from . import judge, movegen, notation, playout, reading, words
from .model import Move, Position

if TYPE_CHECKING:
    from random import Random

    from ...i18n import Translator

class ThreeUpThreeDown(Game[Position, Move]):
    id = "3up3down"
    HOUSE_RULES = {  # noqa: RUF012 (declared on the base as a dict)
        "multiple-clears": "3up3down.clear.one-at-a-time",
        "two-decks-few-players": "3up3down.components.one-deck-for-six",
    }
    WORDS = words.WORDS
    WORD_ALIASES = words.ALIASES
    reads_phrases = True

    # -- positions (reading) ------------------------------------------------------
    def own_schema(self) -> tuple[dict[str, Any], list[str]]:
        return reading.own_schema()

    def build(self, data: Data, house_rules: frozenset[str], problems: list[Problem]) -> Position:
        return reading.build(data, house_rules, problems)

    def problems(self, pos: Position) -> list[Problem]:
        return reading.problems(pos)

    def position_data(self, pos: Position) -> Data:
        return reading.position_data(self.id, pos)

    # -- moves (notation) ---------------------------------------------------------
    def parse_move(self, text: str, pos: Position, tr: Translator | None = None) -> Move:
        return notation.parse_move(text, tr=tr)

    def move_text(self, move: Move) -> str:
        return notation.move_text(move)

    def grammar(self, items: list[tuple[Any, ...]], pos: Position) -> list[tuple[str, int]]:
        from . import grammar  # only for a move said in more than the notation

        return grammar.grammar(items, pos)

    def raw_token(self, text: str, pos: Position) -> bool:
        return notation.raw_token(text)

    def move_syntax(self) -> list[tuple[str, Msg]]:
        return notation.move_syntax()

    # -- the turn engine and the moves it accepts ---------------------------------
    def judge(self, pos: Position, move: Move, rec: Recorder, draws: Sequence[str] | None = None) -> Position | None:
        return judge.judge(pos, move, rec, draws)

    def legal_moves(self, pos: Position, expand: bool = False, limit: int = 500) -> list[MoveOption[Move]]:
        return movegen.legal_moves(pos, expand, limit)

    # -- playouts -----------------------------------------------------------------
    def deal(self, rng: Random, players: list[str], house_rules: frozenset[str] = frozenset()) -> Position:
        return playout.deal(rng, players, house_rules)

    def outcome(self, pos: Position) -> str | None:
        return playout.outcome(pos)

    def census(self, pos: Position) -> Counter[str]:
        return playout.census(pos)

    # -- the guided dispute: the facts that decide a question (questions.py)
    def questions(self) -> list[Any]:
        from .questions import questions

        return questions(self)
