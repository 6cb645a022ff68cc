"""Random playouts: let the rules judge themselves.

Each game is dealt from a seeded shuffle (``Game.deal``), then played to the
end with moves drawn at random from ``legal_moves``; every move must be
judged legal by ``check``, is applied, and the position after it is checked
(``Game.census``: every component somewhere exactly once; ``Game.problems``:
the one position check, the same that reads a file). A game without rounds
or census uses the base's defaults (None); ``Game.MAX_MOVES`` caps a game.
Anything that breaks is recorded as a problem carrying the seed, the
position (as data ``check`` reads) and the move, so that it can be replayed.
"""

from __future__ import annotations

import gc
import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .games.base import Game, Seated
from .i18n import N_, Msg
from .verdict import OUTCOME_WORDS

P = TypeVar("P", bound=Seated)
M = TypeVar("M")
#: the base's default cap on the moves of one random game (a game sets its own ``MAX_MOVES``)
MAX_MOVES = Game.MAX_MOVES


@dataclass
class Report:
    game: str
    games: int = 0
    moves: int = 0
    seconds: float = 0.0
    finished: int = 0
    problems: list[dict[str, Any]] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {"game": self.game, "games": self.games, "moves": self.moves,
                "seconds": round(self.seconds, 3), "finished": self.finished, "problems": self.problems}


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run: the same run seed gives the same games."""
    return seed * 1_000_003 + index


def playout(game: Game[P, M], seed: int, players: list[str], house_rules: frozenset[str] = frozenset()) -> int:
    """A bare random playout, the counterpart of a chess engine's: deal, then
    repeat (legal moves, pick one, apply) to the end. Returns the moves made.
    ``benchmarks/playouts.py`` times this against python-chess."""
    rng = random.Random(seed)
    pos = game.deal(rng, players, house_rules)
    moves = 0
    cap = game.MAX_MOVES
    outcome, legal_moves, apply, choice = game.outcome, game.legal_moves, game.apply, rng.choice
    while outcome(pos) is None and moves < cap:
        options = legal_moves(pos)
        if not options:
            started = game.new_round(pos, rng)
            if started is None:
                break
            pos = started
            options = legal_moves(pos)
        if not options:
            break
        option = choice(options)
        move = option.move
        if move is None:
            move = game.parse_move(option.text, pos)
        pos = apply(pos, move)
        moves += 1
    return moves


@contextmanager
def _no_cycle_collection() -> Iterator[None]:
    """Python's cycle collector switched off for a while, and back on after (if it was on).
    A judged game makes many short-lived objects and no reference cycles (positions, moves,
    verdicts and their findings refer only forwards), so reference counting frees them all as
    they go; the collector's passes find nothing, yet cost up to half the time of a long move
    list, since every object a long list keeps alive makes it scan the whole heap sooner."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def play_one(game: Game[P, M], seed: int, players: list[str],
             house_rules: frozenset[str]) -> tuple[int, bool, list[dict[str, Any]]]:
    """Play one random game, judging every move and checking the position
    after it; return (moves played, finished, problems). Moves are drawn from
    the expanded list, so that every choice a move folds in gets tried."""
    with _no_cycle_collection():
        return _play_one(game, seed, players, house_rules)


def _play_one(game: Game[P, M], seed: int, players: list[str],
              house_rules: frozenset[str]) -> tuple[int, bool, list[dict[str, Any]]]:
    rng = random.Random(seed)
    pos = game.deal(rng, players, house_rules)
    start = game.census(pos)
    problems: list[dict[str, Any]] = []

    def problem(kind: str, msg: Msg, move: str | None, at: P, path: str = "") -> None:
        """``at`` is the position the move was made in (replay it with ``check``);
        ``path`` the field the problem is in, after the move."""
        problems.append({"seed": seed, "kind": kind, "message": msg, "move": move, "path": path,
                         "position": game.position_data(at)})

    moves = 0
    cap = game.MAX_MOVES
    outcome, legal_moves, check, apply = game.outcome, game.legal_moves, game.check, game.apply
    census, position_problems = game.census, game.problems
    while outcome(pos) is None:
        if moves >= cap:
            # TRANSLATORS: %(count)s is the most moves a random game may take
            problem("endless", Msg(N_("The game did not end within %(count)s moves."), count=cap), None, pos)
            return moves, False, problems
        options = legal_moves(pos, expand=True, limit=10_000)
        if not options:
            started = game.new_round(pos, rng)  # a round ended without deciding the game (dnup)
            if started is not None:
                pos = started
                options = legal_moves(pos, expand=True, limit=10_000)
        if not options:
            problem("stuck", Msg(N_("No legal move, yet the game has not ended.")), None, pos)
            return moves, False, problems
        option = rng.choice(options)
        listed = option.move
        if listed is None or moves % 16 == 0:
            # the text is what a user types: read it back (always, or on a sample when the option carries its move)
            move = game.parse_move(option.text, pos)
            if listed is not None and move != listed:
                # TRANSLATORS: %(move)s is a move string
                problem("parse", Msg(N_("The move %(move)s does not read back as the move it was listed for."),
                                     move=option.text), option.text, pos)
                return moves, False, problems
        else:
            move = listed
        verdict = check(pos, move)
        if not verdict.legal:
            # TRANSLATORS: %(verdict)s is legal, illegal or undetermined; %(rules)s a list of rule ids
            problem("verdict", Msg(N_("The generator offered a move that check judges %(verdict)s (%(rules)s)."),
                                   verdict=Msg(OUTCOME_WORDS[verdict.outcome]), rules=verdict.rule_ids() or ["-"]),
                    option.text, pos)
            return moves, False, problems
        before = pos
        pos = apply(pos, move)
        moves += 1
        now = census(pos) if start is not None else None
        # plain dict comparison: a census holds no zero counts (and a game may hand out one census for
        # every position that holds every component once: then it is the very same object)
        if start is not None and now is not None and now is not start and dict.__eq__(now, start) is not True:
            lost = sorted((start - now).elements())
            gained = sorted((now - start).elements())
            # TRANSLATORS: %(lost)s and %(gained)s are lists of components (tiles or cards)
            problem("census", Msg(N_("Components changed: lost %(lost)s, gained %(gained)s."),
                                  lost=lost[:10] or ["-"], gained=gained[:10] or ["-"]), option.text, before)
            return moves, False, problems
        broken = position_problems(pos)
        if broken:
            for found in broken:
                problem("invariant", found.msg, option.text, before, found.path)
            return moves, False, problems
    return moves, True, problems


def run(game: Game[P, M], games: int, players: int | None, seed: int, house_rules: frozenset[str],
        progress: Callable[[int], None] | None = None) -> Report:
    low, high = game.PLAYERS
    report = Report(game.id)
    started = time.perf_counter()
    for index in range(games):
        gseed = game_seed(seed, index)
        count = players if players else random.Random(gseed).randint(low, high)
        names = [chr(ord("A") + i) for i in range(count)]
        moves, finished, problems = play_one(game, gseed, names, house_rules)
        report.games += 1
        report.moves += moves
        report.finished += finished
        report.problems.extend(problems)
        if progress is not None:
            progress(index + 1)
    report.seconds = time.perf_counter() - started
    return report
