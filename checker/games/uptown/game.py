"""``Uptown``: the ``Game[Position, Move]`` of Uptown (Blockers!), tying the rooms together."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...i18n import Msg
from ...verdict import Problem, Recorder
from ..base import Choice, Completion, Data, Game, MoveOption, ScoreSheet
from . import completing, movegen, notation, playout, reading, scoring
from . import judge as _judge
from .model import Move, Position
from .words import WORD_ALIASES, WORDS

if TYPE_CHECKING:
    from random import Random

    from ...i18n import Translator

class Uptown(Game[Position, Move]):
    id = "uptown"
    VARIANTS = scoring.VARIANTS
    HOUSE_RULES = {"blockers-by-player": "uptown.two-players.blockers"}  # noqa: RUF012 (declared on the base)
    WORDS = WORDS
    WORD_ALIASES = WORD_ALIASES
    reads_phrases = True
    SAID_WORDS = frozenset({"dollar", "place", "capture"})

    # -- positions
    def own_schema(self) -> tuple[dict[str, Any], list[str]]:
        return reading.own_schema()

    def build(self, data: Data, house_rules: frozenset[str], problems: list[Problem]) -> Position:
        return reading.build(data, house_rules, problems)

    def problems(self, pos: Position) -> list[Problem]:
        return reading.problems(pos)

    def position_data(self, pos: Position) -> Data:
        return reading.position_data(self.id, pos)

    # -- moves
    def parse_move(self, text: str, pos: Position, tr: Translator | None = None) -> Move:
        return notation.parse_move(text, pos, tr=tr)

    def move_text(self, move: Move) -> str:
        return notation.move_text(move)

    def grammar(self, items: list[tuple[Any, ...]], pos: Position) -> list[tuple[str, int]]:
        from . import grammar  # only for a move said in more than the notation

        return grammar.grammar(items, pos)

    def player_to_move(self, pos: Position) -> str:
        return pos.players[pos.to_move]

    def raw_token(self, text: str, pos: Position) -> bool:
        from . import grammar

        return grammar.raw_token(text)

    def move_syntax(self) -> list[tuple[str, Msg]]:
        return notation.move_syntax()

    def judge(self, pos: Position, move: Move, rec: Recorder, draws: Sequence[str] | None = None) -> Position | None:
        return _judge.judge(pos, move, rec, draws)

    def completions(self, pos: Position, move: Move) -> tuple[list[Choice], list[Completion[Move]]] | None:
        return completing.completions(pos, move)

    def legal_moves(self, pos: Position, expand: bool = False, limit: int = 500) -> list[MoveOption[Move]]:
        return movegen.legal_moves(pos, limit)

    # -- playouts
    def deal(self, rng: Random, players: list[str], house_rules: frozenset[str] = frozenset()) -> Position:
        return playout.deal(rng, players, house_rules)

    def outcome(self, pos: Position) -> str | None:
        """The winner (names joined by ", " for a shared victory) once the game is over, else None."""
        if not playout.finished(pos):
            return None
        return ", ".join(scoring.tally(pos, "uptown", True)["winners"])

    def census(self, pos: Position) -> Counter[str]:
        return playout.census(pos)

    # -- scoring
    def score(self, pos: Position, variant: str = "uptown") -> ScoreSheet:
        return scoring.sheet(pos, variant, playout.finished(pos))

    # -- the guided dispute: the facts that decide a question (questions.py)
    def questions(self) -> list[Any]:
        from .questions import questions

        return questions(self)


GAME = Uptown()
