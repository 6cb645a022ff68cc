"""Where Uptown's playout time goes: the cost of each step of a move, and a profile.

Run:  python benchmarks/uptown_profile.py [--games N] [--profile bare|judged|none]

Plays N seeded games (the positions of ``benchmarks/playouts.py``), then
times each step of the playout loops over every position reached, with the
per-position caches emptied first (a position is met fresh in a playout):
outcome (it also lists the moves, which legal_moves then reuses),
legal_moves, apply, check, parse_move of a listed text, census and
problems (the playout invariant). Then runs cProfile over the bare or the judged loop
(``checker.simulate.playout`` / ``play_one``) and prints the top entries.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from checker import simulate
from checker.games import get

GAME = get("uptown")


def names(seed: int) -> list[str]:
    low, high = GAME.PLAYERS
    return [chr(65 + i) for i in range(random.Random(seed).randint(low, high))]


def positions(games: int) -> list:
    found = []
    for index in range(games):
        seed = simulate.game_seed(12345, index)
        rng = random.Random(seed)
        pos = GAME.deal(rng, names(seed))
        while GAME.outcome(pos) is None:
            option = rng.choice(GAME.legal_moves(pos))
            found.append((pos, option))
            pos = GAME.apply(pos, option.move)
    return found


def timed(label: str, cases: list, step, repeat: int = 5) -> None:
    best = float("inf")
    for _ in range(repeat):
        # every position met fresh: a copy is a new object with an empty cache
        batch = [(replace(pos), option) for pos, option in cases]
        started = time.perf_counter()
        for pos, option in batch:
            step(pos, option)
        best = min(best, time.perf_counter() - started)
    print(f"  {label:<34} {best / len(cases) * 1e6:8.1f} µs")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--profile", choices=("bare", "judged", "none"), default="bare")
    args = parser.parse_args()
    cases = positions(args.games)
    moves = sum(len(GAME.legal_moves(pos, expand=True, limit=10_000)) for pos, _ in cases)
    print(f"{len(cases)} positions from {args.games} games; {moves / len(cases):.1f} legal moves a position")
    print("per position (best of 5, caches emptied):")
    timed("outcome (lists the moves too)", cases, lambda p, o: GAME.outcome(p))
    timed("legal_moves", cases, lambda p, o: GAME.legal_moves(p))
    timed("legal_moves(expand, 10000)", cases, lambda p, o: GAME.legal_moves(p, expand=True, limit=10_000))
    timed("apply", cases, lambda p, o: GAME.apply(p, o.move))
    timed("parse_move (listed text)", cases, lambda p, o: GAME.parse_move(o.text, p))
    timed("check", cases, lambda p, o: GAME.check(p, o.move))
    timed("census", cases, lambda p, o: GAME.census(p))
    timed("problems", cases, lambda p, o: GAME.problems(p))
    if args.profile == "none":
        return
    seeds = [simulate.game_seed(12345, i) for i in range(args.games)]
    profiler = cProfile.Profile()
    profiler.enable()
    for seed in seeds:
        if args.profile == "bare":
            simulate.playout(GAME, seed, names(seed))
        else:
            simulate.play_one(GAME, seed, names(seed), frozenset())
    profiler.disable()
    print(f"\ncProfile of the {args.profile} loop ({args.games} games), by own time:")
    pstats.Stats(profiler).sort_stats("tottime").print_stats(12)


if __name__ == "__main__":
    main()
