"""How fast is the Uptown capture test ("does removing this tile split its group?")?

Run from the repository: python benchmarks/uptown_capture.py [--games N] [--seed S]

Boards: every position of seeded random playouts (small, young groups) and
the late-game example positions (big groups). For every occupied square it
answers the question three ways and checks that they agree:

- naive: take the tile off and count the groups of its colour over the
  whole board, before and after (two flood fills of the board per square);
- splits: what ``checker.games.uptown.model`` does: constant-time answers for a
  tile with one neighbour of its colour or an L inside a 2x2 block, else one
  search of the tile's own group that stops once the other neighbours are
  reached (never more than one pass over the group);
- cut points: one Hopcroft-Tarjan depth-first pass per colour marking every
  cut tile at once, then a set lookup per square.

It also times ``legal_moves`` (the capture test runs for every candidate
square there) per position.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import replace
from pathlib import Path

from checker.games.uptown import GAME, NEIGHBOURS, groups_of, splits
from checker.inputs import load_file

ROOT = Path(__file__).resolve().parent.parent


def naive_split(colours: tuple[int, ...], square: int) -> bool:
    colour = colours[square]
    before = len(groups_of(colours, colour))
    after = list(colours)
    after[square] = -1
    return len(groups_of(tuple(after), colour)) > before


def cut_points(colours: tuple[int, ...], colour: int) -> frozenset[int]:
    """Squares of ``colour`` whose tile is the only link between parts of its
    group: one iterative depth-first pass (Hopcroft-Tarjan low-link)."""
    disc = [0] * 81
    low = [0] * 81
    cuts: set[int] = set()
    clock = 0
    for root in range(81):
        if colours[root] != colour or disc[root]:
            continue
        clock += 1
        disc[root] = low[root] = clock
        root_children = 0
        stack = [(root, -1, 0)]
        while stack:
            node, parent, k = stack[-1]
            nbrs = NEIGHBOURS[node]
            if k < len(nbrs):
                stack[-1] = (node, parent, k + 1)
                nxt = nbrs[k]
                if colours[nxt] != colour or nxt == parent:
                    continue
                if disc[nxt]:
                    if disc[nxt] < low[node]:
                        low[node] = disc[nxt]
                    continue
                clock += 1
                disc[nxt] = low[nxt] = clock
                if node == root:
                    root_children += 1
                stack.append((nxt, node, 0))
            else:
                stack.pop()
                if parent >= 0:
                    if low[node] < low[parent]:
                        low[parent] = low[node]
                    if parent != root and low[node] >= disc[parent]:
                        cuts.add(parent)
        if root_children > 1:
            cuts.add(root)
    return frozenset(cuts)


def playout_positions(games: int, seed: int) -> list:
    rng = random.Random(seed)
    out = []
    for g in range(games):
        pos = GAME.deal(rng, ["p1", "p2", "p3"][: 2 + g % 2])
        for _ in range(200):
            out.append(pos)
            options = GAME.legal_moves(pos)
            if not options or GAME.outcome(pos) is not None:
                break
            pos = GAME.apply(pos, GAME.parse_move(rng.choice(options).text, pos))
    return out


def example_positions() -> list:
    out = []
    for path in sorted((ROOT / "examples" / "uptown").glob("*.yaml")):
        pos = GAME.read_position(load_file(str(path)))
        if sum(c >= 0 for c in pos.colour) >= 40:
            out.append(pos)
    return out


def measure(label: str, positions: list, repeat: int) -> None:
    boards = [p.colour for p in positions]
    candidates = [(b, s) for b in boards for s in range(81) if b[s] >= 0]
    n, p = len(candidates), len(boards)

    def timed(fn):
        best = None
        for _ in range(repeat):
            t = time.perf_counter()
            result = fn()
            took = time.perf_counter() - t
            best = took if best is None else min(best, took)
        return result, best

    naive, t_naive = timed(lambda: [naive_split(b, s) for b, s in candidates])
    fast, t_fast = timed(lambda: [splits(b, s) for b, s in candidates])

    def by_cut_points():
        cuts = {}
        for b in boards:
            for colour in {c for c in b if c >= 0}:
                cuts[(b, colour)] = cut_points(b, colour)
        return [s in cuts[(b, b[s])] for b, s in candidates]

    tarjan, t_tarjan = timed(by_cut_points)
    assert naive == fast == tarjan, "the capture tests disagree"

    # every position met fresh, as in a playout: a copy is a new object with an empty cache
    copies = [[replace(pos) for pos in positions] for _ in range(repeat)]

    def listing():
        for pos in copies.pop():
            GAME.legal_moves(pos)

    _, t_moves = timed(listing)
    print(f"\n{label}: {p} positions, {n} occupied squares, {sum(fast)} cut tiles")
    print(f"  {'capture test':<38}{'per square':>12}{'per position':>15}")
    for name, took in (("naive: recount the board twice", t_naive),
                       ("splits: one pass over the group at most", t_fast),
                       ("cut points: one Tarjan pass per colour", t_tarjan)):
        print(f"  {name:<38}{took / n * 1e6:>9.2f} µs{took / p * 1e6:>12.1f} µs")
    print(f"  splits is {t_naive / t_fast:.0f}x faster than the naive recount; "
          f"legal_moves takes {t_moves / p * 1e6:.0f} µs per position")


def main() -> None:
    parser = argparse.ArgumentParser(description="Time the Uptown capture test.")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    measure("random playouts", playout_positions(args.games, args.seed), args.repeat)
    measure("late-game examples", example_positions() * 50, args.repeat)


if __name__ == "__main__":
    main()
