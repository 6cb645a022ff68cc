"""A tiny game that fulfils the ``Game`` contract, for testing the shared parts.

Take-away: players take 1 or 2 stones in turn from one pile; who takes the
last stone wins. Subclasses break it on purpose (``simulate`` must report
each kind of problem).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from checker.games.base import Data, Game, MoveOption, ScoreSheet, bad_move
from checker.i18n import Msg, Translator
from checker.verdict import Problem, Recorder


@dataclass(frozen=True)
class Pile:
    players: tuple[str, ...]
    to_move: str
    left: int
    taken: int = 0
    winner: str | None = None
    round: int = 1


@dataclass(frozen=True)
class Take:
    count: int


class TakeAway(Game[Pile, Take]):
    #: borrows a registered id, so that the registry's player counts and names apply
    id = "upturn"
    MAX_MOVES = 100

    def own_schema(self) -> tuple[dict[str, Any], list[str]]:
        return {
            "left": {"type": "integer", "minimum": 0, "maximum": 30},
            "taken": {"type": "integer", "minimum": 0},
            "stones": {"type": "array", "items": {"type": "string", "pattern": "o|x", "description": "a stone"}},
        }, ["left"]

    def build(self, data: Data, house_rules: frozenset[str], problems: list[Problem]) -> Pile:
        return Pile(tuple(data["players"]), data["to_move"], data["left"], data.get("taken", 0))

    def problems(self, pos: Pile) -> list[Problem]:
        if pos.left + pos.taken > 30:
            return [Problem(Msg("More stones than the box holds."), "left")]
        return []

    def position_data(self, pos: Pile) -> Data:
        return {"game": self.id, "players": list(pos.players), "to_move": pos.to_move, "left": pos.left,
                "taken": pos.taken}

    def parse_move(self, text: str, pos: Pile, tr: Translator | None = None) -> Take:
        words = text.split()
        if len(words) != 2 or words[0] != "take" or not words[1].isdigit():
            raise bad_move(text, Msg("write take N"))
        return Take(int(words[1]))

    def move_text(self, move: Take) -> str:
        return f"take {move.count}"

    def move_syntax(self) -> list[tuple[str, Msg]]:
        return [("take N", Msg("Take N stones (1 or 2)."))]

    def next_player(self, pos: Pile) -> str:
        return pos.players[(pos.players.index(pos.to_move) + 1) % len(pos.players)]

    def judge(self, pos: Pile, move: Take, rec: Recorder, draws: Sequence[str] | None = None) -> Pile | None:
        if draws:
            from checker.verdict import UsageError

            raise UsageError(Msg("Nothing is drawn in take-away."))
        if move.count not in (1, 2) or move.count > pos.left:
            rec.broken("upturn.take", Msg("Take one or two of the stones left."), count=move.count)
            return None
        rec.effect("pickup", "upturn.take", Msg("Stones are taken."), count=move.count)
        left = pos.left - move.count
        return replace(pos, left=left, taken=pos.taken + move.count, to_move=self.next_player(pos),
                       winner=pos.to_move if left == 0 else None)

    def legal_moves(self, pos: Pile, expand: bool = False, limit: int = 500) -> list[MoveOption[Take]]:
        if pos.winner is not None:
            return []
        return [MoveOption(f"take {n}", None, Take(n)) for n in (1, 2) if n <= pos.left][:limit]

    def deal(self, rng: Random, players: list[str], house_rules: frozenset[str] = frozenset()) -> Pile:
        return Pile(tuple(players), players[0], rng.randint(5, 12))

    def outcome(self, pos: Pile) -> str | None:
        return pos.winner

    def census(self, pos: Pile) -> Counter[str] | None:
        return Counter({"stone": pos.left + pos.taken})


class Scored(TakeAway):
    """Take-away with a score sheet in two variants."""

    VARIANTS = ("plain", "double")

    def score(self, pos: Pile, variant: str) -> ScoreSheet:
        factor = 2 if variant == "double" else 1
        return ScoreSheet({"variant": variant, "score": pos.taken * factor}, Msg("Score"), [Msg("Taken")],
                          [[str(pos.taken * factor)]])
