"""Speed of the four games next to python-chess, in one process.

Run:  pip install chess   (benchmark only; not a dependency of the referee)
      python benchmarks/playouts.py [--seconds S] [--no-cold-start]

Prints, for each game:
- playouts: random playouts in moves per second, the counterpart of the chess
  playout (legal moves, pick one, apply, until the game ends) — the figure
  compared with python-chess ("vs chess");
- judged: the `referee simulate` loop, where every move is drawn from the
  expanded move list, judged by check(), applied, and the invariants checked;
- the cost of one check() call;
and python-chess random playouts (legal move generation + push + game-over
test) in the same process, run in slices alternating with ours so that a busy
machine slows both alike; then the cold start of `referee check` as a
multiple of `python -c "import click, yaml"`.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class Runner:
    """Plays whole games in time slices, keeping its position in the seed sequence."""

    def __init__(self, step):
        self.step = step
        self.moves = 0
        self.seconds = 0.0
        self.index = 0

    def run(self, seconds: float) -> None:
        started = time.perf_counter()
        while time.perf_counter() - started < seconds:
            self.moves += self.step(self.index)
            self.index += 1
        self.seconds += time.perf_counter() - started

    @property
    def rate(self) -> float:
        return self.moves / self.seconds if self.seconds else 0.0


def our_step(game_id: str, judge: bool):
    from checker import simulate
    from checker.games import get

    game = get(game_id)
    low, high = game.PLAYERS

    def step(index: int) -> int:
        seed = simulate.game_seed(12345, index)
        names = [chr(65 + i) for i in range(random.Random(seed).randint(low, high))]
        if judge:
            played, _finished, problems = simulate.play_one(game, seed, names, frozenset())
            assert not problems, problems[0]
            return played
        return simulate.playout(game, seed, names)

    return step


def chess_step():
    import chess

    def step(index: int) -> int:
        rng = random.Random(index)
        board = chess.Board()
        moves = 0
        while not board.is_game_over(claim_draw=False) and board.ply() < 400:
            board.push(rng.choice(list(board.legal_moves)))
            moves += 1
        return moves

    return step


def interleaved(game_id: str, seconds: float, rounds: int = 6) -> tuple[float, float, float]:
    """Our playouts, python-chess's playouts and our judged loop, in alternating
    slices, so that a busy machine slows all of them alike."""
    plain, chess_runner = Runner(our_step(game_id, False)), Runner(chess_step())
    judged = Runner(our_step(game_id, True))
    for _ in range(rounds):
        for runner in (chess_runner, plain, judged):
            runner.run(seconds / rounds)
    return plain.rate, chess_runner.rate, judged.rate


def one_check(game_id: str, repeat: int = 2000) -> float:
    from checker.games import get

    game = get(game_id)
    rng = random.Random(7)
    positions = []
    pos = game.deal(rng, ["A", "B", "C"][: max(game.PLAYERS[0], 2)], frozenset())
    for _ in range(30):
        if game.outcome(pos) is not None:
            break
        options = game.legal_moves(pos, expand=True, limit=10_000)
        move = game.parse_move(rng.choice(options).text, pos)
        positions.append((pos, move))
        pos = game.apply(pos, move)
    started = time.perf_counter()
    for i in range(repeat):
        p, m = positions[i % len(positions)]
        game.check(p, m)
    return (time.perf_counter() - started) / repeat


def cold_start(runs: int = 15) -> tuple[float, float]:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from cold_start import measure

    _bare, floor, check = measure(runs)
    return floor, check


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=3.0, help="time for each of the three loops per game")
    parser.add_argument("--no-cold-start", action="store_true")
    parser.add_argument("--game", action="append", help="only these games (repeatable)")
    args = parser.parse_args()
    from checker.games import MODULES

    print(f"{'game':<10} {'playouts moves/s':>17} {'chess moves/s':>14} {'vs chess':>9} {'judged moves/s':>15}"
          f" {'one check':>10}")
    for game_id in args.game or MODULES:
        plain, chess_rate, judged = interleaved(game_id, args.seconds)
        cost = one_check(game_id)
        print(f"{game_id:<10} {plain:>17.0f} {chess_rate:>14.0f} {plain / chess_rate:>8.2f}x {judged:>15.0f}"
              f" {cost * 1e6:>8.1f}µs")
    if not args.no_cold_start:
        floor, check = cold_start()
        print(f"cold start: import click,yaml {floor * 1000:.1f} ms; referee check {check * 1000:.1f} ms; "
              f"ratio {check / floor:.2f}")


if __name__ == "__main__":
    main()
