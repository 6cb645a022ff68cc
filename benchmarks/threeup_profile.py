"""Where the time of 3UP 3DOWN playouts goes: cProfile of the bare playout
(what benchmarks/playouts.py compares with python-chess) and of the judged
loop of `referee simulate`, and the cost of the single calls.

Run:  python benchmarks/threeup_profile.py [--games N] [--top K]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import time


def games(n: int):
    from checker import simulate

    for index in range(n):
        seed = simulate.game_seed(12345, index)
        count = random.Random(seed).randint(2, 12)
        yield seed, [chr(65 + i) for i in range(count)]


def profile(label: str, run, top: int) -> None:
    profiler = cProfile.Profile()
    started = time.perf_counter()
    profiler.enable()
    moves = run()
    profiler.disable()
    elapsed = time.perf_counter() - started
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(top)
    body = out.getvalue()
    print(f"== {label}: {moves} moves, {elapsed:.2f} s under the profiler")
    print(body[body.index("   ncalls"):].rstrip() if "   ncalls" in body else body)
    print()


def single_calls(repeat: int = 3) -> None:
    from checker.games.three_up_three_down import GAME

    rng = random.Random(5)
    positions = []
    for _ in range(30):
        pos = GAME.deal(rng, ["A", "B", "C", "D"][: rng.randint(2, 4)])
        while GAME.outcome(pos) is None:
            positions.append(pos)
            pos = GAME.apply(pos, rng.choice(GAME.legal_moves(pos)).move)
    moves = [GAME.legal_moves(p)[0].move for p in positions]

    def timed(name: str, call) -> None:
        started = time.perf_counter()
        for _ in range(repeat):
            for p, m in zip(positions, moves, strict=False):
                call(p, m)
        print(f"{name:<38} {(time.perf_counter() - started) / len(positions) / repeat * 1e6:8.1f} µs")

    print(f"== single calls, mean over {len(positions)} positions of 2-4 player games")
    timed("legal_moves (compact)", lambda p, m: GAME.legal_moves(p))
    timed("legal_moves (expanded)", lambda p, m: GAME.legal_moves(p, expand=True, limit=10_000))
    timed("legal_moves + apply of a listed move", lambda p, m: GAME.apply(p, GAME.legal_moves(p)[0].move))
    timed("apply from scratch", lambda p, m: GAME.apply(p, m))
    timed("check", lambda p, m: GAME.check(p, m))
    timed("census", lambda p, m: GAME.census(p))
    timed("problems", lambda p, m: GAME.problems(p))
    timed("outcome", lambda p, m: GAME.outcome(p))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--top", type=int, default=20)
    args = parser.parse_args()
    from checker import simulate
    from checker.games.three_up_three_down import GAME

    profile("bare playouts", lambda: sum(simulate.playout(GAME, s, names) for s, names in games(args.games)), args.top)
    profile("judged playouts (referee simulate)",
            lambda: sum(simulate.play_one(GAME, s, names, frozenset())[0] for s, names in games(args.games)), args.top)
    single_calls()


if __name__ == "__main__":
    main()
