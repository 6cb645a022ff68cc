"""Take-away: players take one or two stones in turn from one pile; who takes the last stone wins.

The smallest game that fulfils the ``Game`` contract (``checker.games.base``): a
plug-in game in a distribution of its own (docs/adding-a-game.md). The referee's
tests use it too, uninstalled, to test the shared parts without any real game
(``tests/fakegame.py``), and break copies of it on purpose (``tests/test_simulate.py``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from checker.games.base import Data, Game, HouseRuled, MoveOption, bad_move
from checker.i18n import N_, NP_, Msg, Translator
from checker.verdict import Problem, Recorder, UsageError
from checker.words import W_

#: the most stones in the box (``takeaway.components.stones``)
STONES = 30


@dataclass(frozen=True)
class Pile(HouseRuled):
    players: tuple[str, ...]
    to_move: str
    left: int
    taken: int = 0
    winner: str | None = None
    round: int = 1
    house_rules: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Take:
    count: int


class TakeAway(Game[Pile, Take]):
    id = "takeaway"
    MAX_MOVES = 100
    WORDS = (W_("takeaway move", "take"),)

    def own_schema(self) -> tuple[dict[str, Any], list[str]]:
        return {
            "left": {"type": "integer", "minimum": 0, "maximum": STONES,
                     "description": N_("the stones left in the pile")},
            "taken": {"type": "integer", "minimum": 0, "description": N_("the stones taken so far")},
            "stones": {"type": "array", "description": N_("the colour of each stone in the pile, not judged"),
                       "items": {"type": "string", "pattern": "o|x",
                                 "description": N_("o for a light stone, x for a dark one")}},
        }, ["left"]

    def build(self, data: Data, house_rules: frozenset[str], problems: list[Problem]) -> Pile:
        return Pile(tuple(data["players"]), data["to_move"], data["left"], data.get("taken", 0),
                    house_rules=house_rules)

    def problems(self, pos: Pile) -> list[Problem]:
        if pos.left + pos.taken > STONES:
            # TRANSLATORS: %(count)s is the number of stones in the box
            return [Problem(Msg(N_("More stones than the box holds (%(count)s)."), count=STONES), "left")]
        return []

    def position_data(self, pos: Pile) -> Data:
        return {"game": self.id, "players": list(pos.players), "to_move": pos.to_move, "left": pos.left,
                "taken": pos.taken}

    def parse_move(self, text: str, pos: Pile, tr: Translator | None = None) -> Take:
        words = text.split()
        if len(words) != 2 or words[0] != "take" or not words[1].isdigit():
            # TRANSLATORS: take N is the move as the notation writes it: take is translated as the move word
            raise bad_move(text, Msg(N_("write take N, the number of stones taken")))
        return Take(int(words[1]))

    def move_text(self, move: Take) -> str:
        return f"take {move.count}"

    def move_syntax(self) -> list[tuple[str, Msg]]:
        return [("take N", Msg(N_("Take N stones (1 or 2).")))]

    def next_player(self, pos: Pile) -> str:
        return pos.players[(pos.players.index(pos.to_move) + 1) % len(pos.players)]

    def judge(self, pos: Pile, move: Take, rec: Recorder, draws: Sequence[str] | None = None) -> Pile | None:
        if draws:
            raise UsageError(Msg(N_("Nothing is drawn in take-away.")))
        if move.count not in (1, 2) or move.count > pos.left:
            # TRANSLATORS: %(count)s is the number of stones the move takes
            rec.broken("takeaway.turn.take", Msg(N_("Take one or two of the stones left, not %(count)s."),
                                            count=move.count), count=move.count)
            return None
        # TRANSLATORS: %(count)s is a number of stones
        rec.effect("pickup", "takeaway.turn.take", Msg(NP_("%(count)s stone is taken.", "%(count)s stones are taken."),
                                                  count=move.count), count=move.count)
        left = pos.left - move.count
        if left == 0:
            # TRANSLATORS: %(player)s is the name of a player
            rec.effect("win", "takeaway.turn.win", Msg(N_("%(player)s takes the last stone and wins."),
                                                  player=pos.to_move), player=pos.to_move)
        return replace(pos, left=left, taken=pos.taken + move.count, to_move=self.next_player(pos),
                       winner=pos.to_move if left == 0 else None)

    def legal_moves(self, pos: Pile, expand: bool = False, limit: int = 500) -> list[MoveOption[Take]]:
        if pos.winner is not None:
            return []
        return [MoveOption(f"take {n}", None, Take(n)) for n in (1, 2) if n <= pos.left][:limit]

    def deal(self, rng: Random, players: list[str], house_rules: frozenset[str] = frozenset()) -> Pile:
        return Pile(tuple(players), players[0], rng.randint(5, 12), house_rules=house_rules)

    def outcome(self, pos: Pile) -> str | None:
        return pos.winner

    def census(self, pos: Pile) -> Counter[str] | None:
        return Counter({"stone": pos.left + pos.taken})
