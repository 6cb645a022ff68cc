"""Where Upturn's playout time goes.

Run:  python benchmarks/upturn_profile.py [--games N] [--top K] [--house-rule NAME ...]

Prints, for the bare playout (``simulate.playout``: compact legal moves, pick,
apply) and for the judged loop of ``referee simulate`` (``simulate.play_one``:
expanded legal moves, check, apply, census, problems): moves per second
without the profiler, the average length of the move lists, then the
functions with the most time of their own under cProfile.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from checker import simulate
from checker.games.upturn import GAME


def games(count: int, seed: int = 12345):
    for index in range(count):
        gseed = simulate.game_seed(seed, index)
        players = random.Random(gseed).randint(*GAME.PLAYERS)
        yield gseed, [chr(65 + i) for i in range(players)]


def bare(count: int, house: frozenset) -> int:
    return sum(simulate.playout(GAME, s, names, house) for s, names in games(count))


def judged(count: int, house: frozenset) -> int:
    total = 0
    for s, names in games(count):
        moves, _finished, problems = simulate.play_one(GAME, s, names, house)
        assert not problems, problems[0]
        total += moves
    return total


def list_lengths(count: int, house: frozenset) -> tuple[float, float]:
    compact = expanded = positions = 0
    for s, names in games(count):
        rng = random.Random(s)
        pos = GAME.deal(rng, names, house)
        while GAME.outcome(pos) is None and positions < 20_000:
            options = GAME.legal_moves(pos, expand=True, limit=10_000)
            compact += len(GAME.legal_moves(pos))
            expanded += len(options)
            positions += 1
            pos = GAME.apply(pos, rng.choice(options).move)
    return compact / positions, expanded / positions


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--top", type=int, default=12)
    parser.add_argument("--house-rule", action="append", default=[])
    args = parser.parse_args()
    house = frozenset(args.house_rule)
    compact, expanded = list_lengths(max(1, args.games // 4), house)
    print(f"legal moves per position: {compact:.1f} compact, {expanded:.1f} expanded")
    for name, loop, count in (("bare playout", bare, args.games), ("judged (simulate)", judged, args.games // 4 or 1)):
        started = time.perf_counter()
        moves = loop(count, house)
        rate = moves / (time.perf_counter() - started)
        print(f"\n== {name}: {moves} moves in {count} games, {rate:,.0f} moves/s without the profiler")
        profile = cProfile.Profile()
        profile.runcall(loop, count, house)
        pstats.Stats(profile).strip_dirs().sort_stats("tottime").print_stats(args.top)


if __name__ == "__main__":
    main()
