"""Where dnup's playout time goes.

Run:  python benchmarks/dnup_profile.py [--games N] [--profile]

Prints moves per second of the bare playout (``simulate.playout``) and of
the judged loop (``simulate.play_one``: expanded list, check, apply, census,
problems), the cost of each step on the positions of those games, and,
with ``--profile``, the functions cProfile finds most time in.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time

from checker import simulate
from checker.games import get

GAME = get("dnup")


def names(seed: int) -> list[str]:
    return [chr(65 + i) for i in range(random.Random(seed).randint(*GAME.PLAYERS))]


def loop(games: int, judged: bool) -> float:
    moves, started = 0, time.perf_counter()
    for index in range(games):
        seed = simulate.game_seed(12345, index)
        if judged:
            moves += simulate.play_one(GAME, seed, names(seed), frozenset())[0]
        else:
            moves += simulate.playout(GAME, seed, names(seed))
    return moves / (time.perf_counter() - started)


def positions(games: int) -> list:
    found = []
    for index in range(games):
        seed = simulate.game_seed(777, index)
        rng = random.Random(seed)
        pos = GAME.deal(rng, names(seed))
        while GAME.outcome(pos) is None:
            options = GAME.legal_moves(pos)
            if not options:
                pos = GAME.new_round(pos, rng)
                continue
            move = rng.choice(options).move
            found.append((pos, move))
            pos = GAME.apply(pos, move)
    return found


def per_call(label: str, work, items: list) -> None:
    started = time.perf_counter()
    for item in items:
        work(*item)
    print(f"  {label:<28} {(time.perf_counter() - started) / len(items) * 1e6:8.1f} µs")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--profile", action="store_true", help="also print the cProfile top functions")
    args = parser.parse_args()
    print(f"playouts: {loop(args.games, False):9.0f} moves/s   judged: {loop(args.games // 4 or 1, True):9.0f} moves/s")
    items = positions(max(args.games // 10, 5))
    print(f"per call, over {len(items)} positions of random games:")
    per_call("legal_moves (compact)", lambda p, m: GAME.legal_moves(p), items)
    per_call("legal_moves (expanded)", lambda p, m: GAME.legal_moves(p, expand=True, limit=10_000), items)
    per_call("apply", GAME.apply, items)
    per_call("check", GAME.check, items)
    per_call("parse_move(move_text)", lambda p, m: GAME.parse_move(GAME.move_text(m), p), items)
    per_call("census", lambda p, m: GAME.census(p), items)
    per_call("problems", lambda p, m: GAME.problems(p), items)
    if args.profile:
        for label, judged in (("playouts", False), ("judged", True)):
            profile = cProfile.Profile()
            profile.runcall(loop, max(args.games // 10, 5), judged)
            print(f"\n-- {label}: cProfile, by own time")
            pstats.Stats(profile).sort_stats("tottime").print_stats(8)


if __name__ == "__main__":
    main()
