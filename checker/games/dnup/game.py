"""``Dnup``: the ``Game[Position, Move]`` of dnup, tying its rooms together."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ...i18n import Msg
from ...inputs import Document
from ...verdict import Problem, QuietVerdict, Recorder
from ..base import Choice, Completion, Data, Game, MoveOption
from . import completing, movegen, notation, playout, reading, rules, words
from . import judge as engine
from .model import Card, Move, Position

if TYPE_CHECKING:
    from random import Random

    from ...i18n import Translator

class Dnup(Game[Position, Move]):
    """Cards with an active and a dormant value, sets, beating and turning.

    A position lists each player's hand (cards written ``active/dormant``
    such as ``5/1``; ``?`` for a card the position does not show, or just a
    number of cards), the sets on the table by owner (each player has at most
    one: the set they played on their previous turn), the round's finishing
    order (``out``), the letter tokens and, optionally, the discard pile. The
    position is the moment a turn begins: if the player to move still has a
    set on the table, the move first discards it (dnup.turn.discard-own-set).

    The card list is not known (dnup.components.card-list): positions name
    every card, and ``deal`` uses a stand-in deck of 36 cards for random playouts.
    """

    id = "dnup"
    HOUSE_RULES = {}  # noqa: RUF012 (a ClassVar on the base; dnup has no house rules)
    WORDS = words.WORDS
    WORD_ALIASES = words.WORD_ALIASES
    reads_phrases = True

    # -- positions -----------------------------------------------------------

    def own_schema(self) -> tuple[dict[str, Any], list[str]]:
        return reading.own_schema()

    def read_position(self, doc: Document, house_rules: Iterable[str] = (), tr: Translator | None = None) -> Position:
        reading.bare_unknowns(doc.data)
        return super().read_position(doc, house_rules, tr)

    def build(self, data: Data, house_rules: frozenset[str], problems: list[Problem]) -> Position:
        return reading.build(data, house_rules, problems)

    def problems(self, pos: Position) -> list[Problem]:
        return reading.problems(pos)

    def position_data(self, pos: Position) -> Data:
        return reading.position_data(self.id, pos)

    # -- moves ---------------------------------------------------------------

    def move_syntax(self) -> list[tuple[str, Msg]]:
        return notation.move_syntax()

    def parse_move(self, text: str, pos: Position, tr: Translator | None = None) -> Move:
        return notation.parse_move(text, pos, tr=tr)

    def move_text(self, move: Move) -> str:
        return notation.move_text(move)

    def grammar(self, items: list[tuple[Any, ...]], pos: Position) -> list[tuple[str, int]]:
        from . import grammar  # only for a move said in more than the notation

        return grammar.grammar(items, pos)

    def raw_token(self, text: str, pos: Position) -> bool:
        return notation.raw_token(text)

    def judge(self, pos: Position, move: Move, rec: Recorder, draws: Sequence[str] | None = None) -> Position | None:
        return engine.judge(pos, move, rec, draws)

    def apply(self, pos: Position, move: Move, draws: Sequence[str] | None = None) -> Position:
        """As ``Game.apply``, the one judge run quietly; an open move that can be
        completed in one way only (``play 5 5`` holding two 5s) is that move."""
        known = self.checked_after(pos, move, draws)
        if known is not None:
            return known
        rec = QuietVerdict()
        after = engine._Turn(pos, rec).run(move) if not draws else engine.judge(pos, move, rec, draws)
        if after is not None and rec.legal:
            return after
        if completing.is_open(move):
            opened = completing.completions(pos, move)
            if opened is not None and len(opened[1]) == 1:
                return super().apply(pos, opened[1][0].move, draws)
        return super().apply(pos, move, draws)

    def completions(self, pos: Position, move: Move) -> tuple[list[Choice], list[Completion[Move]]] | None:
        return completing.completions(pos, move)

    def legal_moves(self, pos: Position, expand: bool = False, limit: int = 500) -> list[MoveOption[Move]]:
        return movegen.legal_moves(pos, expand, limit)

    # -- playouts ------------------------------------------------------------

    def deck(self) -> list[Card]:
        return playout.deck()

    def deal(self, rng: Random, players: list[str], house_rules: frozenset[str] = frozenset()) -> Position:
        return playout.deal(rng, players, house_rules)

    def new_round(self, pos: Position, rng: Random) -> Position:
        return playout.new_round(pos, rng)

    def outcome(self, pos: Position) -> str | None:
        return rules.outcome(pos)

    def census(self, pos: Position) -> Counter[str]:
        return playout.census(pos)

    # -- the guided dispute: the facts that decide a question (questions.py)
    def questions(self) -> list[Any]:
        from .questions import questions

        return questions(self)
