"""Speed of the four games next to python-chess, in one process.

Run:  pip install -e '.[bench]'   (python-chess: for the benchmark only, never imported by the referee)
      python benchmarks/playouts.py [--seconds S] [--game GAME ...] [--no-cold-start]

Prints, for each game, beside python-chess random playouts (legal move
generation + push + game-over test) run in the same process:

- playouts: bare random playouts in moves per second, the counterpart of the
  chess playout (legal moves, pick one, apply, until the game ends), and that
  rate as a multiple of python-chess's ("vs chess"; the goal is 2x);
- judged: the loop of `referee simulate`, where every move is drawn from the
  expanded move list, judged by check(), applied, and the census and the
  position check (problems) run on the position after it; the goal is 1x;
- the cost of one check() call.

The three loops run in slices alternating with each other and their rates are
CPU time of this process, so that a machine busy with other work slows all of
them alike. Then what one `referee check` of an Upturn move that relies on two
rulings a house rule flips costs: the judge runs, the positions read (the
position is judged under each flipped house rule as it is, never written out
and read again) and the time; and the cold start of `referee check` as a
multiple of `python -c "import click, yaml"`.
"""

from __future__ import annotations

import argparse
import inspect
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the goals of issue 18, as multiples of python-chess
GOAL_PLAYOUTS, GOAL_JUDGED = 2.0, 1.0


class Runner:
    """Plays whole games in time slices, keeping its position in the seed sequence."""

    def __init__(self, step):
        self.step = step
        self.moves = 0
        self.seconds = 0.0
        self.index = 0

    def run(self, seconds: float) -> None:
        started = time.process_time()
        while time.process_time() - started < seconds:
            self.moves += self.step(self.index)
            self.index += 1
        self.seconds += time.process_time() - started

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
    started = time.process_time()
    for i in range(repeat):
        p, m = positions[i % len(positions)]
        game.check(p, m)
    return (time.process_time() - started) / repeat


#: the Upturn move of one `referee check`: the twin relies on two rulings a house rule flips
RULED = ("examples/upturn/twin-fill.yaml", "twin 22 fill 64 48 40 36 give Bob:5")


def ruled_check(repeat: int = 300) -> tuple[int, int, float]:
    """(judge runs, positions read, seconds) of the answer `referee check` gives for ``RULED``."""
    import yaml

    from checker.answer import answer
    from checker.games import get
    from checker.i18n import english
    from checker.inputs import Document

    game = get("upturn")
    tr = english()
    path, text = RULED
    pos = game.read_position(Document(yaml.safe_load((ROOT / path).read_text(encoding="utf-8")), {}, path))
    move = game.parse_move(text, pos)
    kind = type(game)
    counts = {"judge": 0, "read_position": 0}
    answer(game, pos, move, tr)  # every part of the game in place (``rooms.Rooms``) before they are counted
    originals = {name: inspect.getattr_static(kind, name) for name in counts}

    def counted(name):
        original = originals[name]
        if isinstance(original, staticmethod):  # a room's function on the class
            function = original.__func__

            def part(*args, **kwargs):
                counts[name] += 1
                return function(*args, **kwargs)
            return staticmethod(part)

        def call(self, *args, **kwargs):
            counts[name] += 1
            return original(self, *args, **kwargs)
        return call

    for name in counts:
        setattr(kind, name, counted(name))
    try:
        answer(game, pos, move, tr)
    finally:
        for name, original in originals.items():
            setattr(kind, name, original)
    started = time.process_time()
    for _ in range(repeat):
        answer(game, pos, move, tr)
    return counts["judge"], counts["read_position"], (time.process_time() - started) / repeat


def cold_start(runs: int = 15) -> tuple[float, float]:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from cold_start import measure

    _bare, floor, check = measure(runs)
    return floor, check


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU time for each of the three loops per game")
    parser.add_argument("--no-cold-start", action="store_true")
    parser.add_argument("--game", action="append", help="only these games (repeatable)")
    args = parser.parse_args()
    try:
        import chess  # noqa: F401 (the reference every figure is measured against)
    except ImportError:
        sys.exit("python-chess is not installed: pip install -e '.[bench]'")
    sys.path.insert(0, str(ROOT))
    from checker.games import ids

    print(f"{'game':<10} {'chess moves/s':>14} {'playouts moves/s':>17} {'vs chess':>9} {'judged moves/s':>15}"
          f" {'vs chess':>9} {'one check':>10}")
    for game_id in args.game or ids():
        plain, chess_rate, judged = interleaved(game_id, args.seconds)
        cost = one_check(game_id)
        print(f"{game_id:<10} {chess_rate:>14.0f} {plain:>17.0f} {plain / chess_rate:>8.2f}x {judged:>15.0f}"
              f" {judged / chess_rate:>8.2f}x {cost * 1e6:>8.1f}µs")
    print(f"goals: playouts {GOAL_PLAYOUTS:.0f}x python-chess, judged {GOAL_JUDGED:.0f}x")
    runs, reads, seconds = ruled_check()
    print(f"one check of {RULED[1]!r} ({Path(RULED[0]).name}, two rulings a house rule flips): "
          f"{runs} judge runs, {reads} positions read again, {seconds * 1e6:.0f}µs")
    if not args.no_cold_start:
        floor, check = cold_start()
        print(f"cold start: import click,yaml {floor * 1000:.1f} ms; referee check {check * 1000:.1f} ms; "
              f"ratio {check / floor:.2f}")


if __name__ == "__main__":
    main()
