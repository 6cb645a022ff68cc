"""What an illegal verdict offers instead: the expanded list (issue 20) against the folded one.

Run:  python benchmarks/instead.py [--runs N]

For every illegal rule example of every game, times ``checker.answer.instead`` (the moves
``moves --expand`` lists, the folded ones first) and, as the reference in the same run, the
former way (the folded list alone), each the median of N runs, and the whole ``answer`` of the
move for scale. Prints one line per game: the examples, both medians summed, and their ratio.
"""

from __future__ import annotations

import argparse
import statistics
import time
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

import yaml

from checker import rulebook
from checker.answer import MOST_INSTEAD, answer, instead
from checker.games import get, ids
from checker.inputs import Document, load_file

ROOT = Path(__file__).resolve().parent.parent


def folded(game: Any, pos: Any, attempted: str) -> list[str]:
    """The former ``instead``: the folded legal moves most like the attempted one."""
    texts = [o.text for o in game.legal_moves(pos, limit=500)]
    if len(texts) <= 1:
        return texts
    ranked = sorted(range(len(texts)), key=lambda i: (-SequenceMatcher(None, attempted, texts[i]).ratio(), i))
    return [texts[i] for i in ranked[:MOST_INSTEAD]]


def cases(game_id: str) -> list[tuple[Any, Any, str]]:
    game = get(game_id)
    out = []
    for clause in rulebook.load(game_id).clauses:
        for ex in clause.examples:
            if ex["verdict"] != "illegal":
                continue
            pos = ex["position"]
            doc = Document(pos, {}, "<inline>") if isinstance(pos, dict) else load_file(str(ROOT / pos))
            if isinstance(pos, dict):
                doc.data = yaml.safe_load(yaml.safe_dump(pos))
            position = game.read_position(doc, ex.get("house_rules", []))
            out.append((game, position, ex["move"]))
    return out


def median(fn: Any, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    print(f"{'game':10} {'cases':>5} {'folded ms':>10} {'expanded ms':>12} {'ratio':>6} {'answer ms':>10}")
    for game_id in ids():
        old = new = whole = 0.0
        found = cases(game_id)
        for game, pos, text in found:
            move = game.parse_move(text, pos)
            old += median(lambda: folded(game, pos, text), runs)  # noqa: B023 (used at once)
            new += median(lambda: instead(game, pos, text), runs)  # noqa: B023
            whole += median(lambda: answer(game, pos, move), runs)  # noqa: B023
        print(f"{game_id:10} {len(found):5} {old * 1000:10.2f} {new * 1000:12.2f} {new / old:6.2f} "
              f"{whole * 1000:10.2f}")


if __name__ == "__main__":
    main()
