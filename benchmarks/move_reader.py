"""The move reader's cost: moves said as phrases against the same moves in the notation, in one run.

Run:  python benchmarks/move_reader.py [--rounds N]

Every phrase of the move corpus (``tests/corpus/<lang>.yaml``) is read in its position and
language (``checker.reader.read``), and so is its meant move written in the notation; the script
prints, per language, the median time of one read of each and the ratio. A move in the notation
takes the notation's own path (no lexicon), so the ratio is what reading a sentence costs a
server or a playout that gets one. The cold start of one ``referee check`` is
``benchmarks/cold_start.py``.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from checker.games import get  # noqa: E402
from checker.i18n import translator  # noqa: E402
from checker.inputs import load_file  # noqa: E402
from checker.reader import read  # noqa: E402
from checker.verdict import MoveError  # noqa: E402


def cases(lang: str) -> list[tuple[object, object, str, str]]:
    entries = yaml.safe_load((ROOT / "tests" / "corpus" / f"{lang}.yaml").read_text(encoding="utf-8"))
    out = []
    for e in entries:
        game = get(e["game"])
        pos = game.read_position(load_file(str(ROOT / e["position"])))
        meant = e.get("means") or (e.get("readings") or [None])[0]
        if meant:
            out.append((game, pos, e["say"], meant))
    return out


def timed(work: list[tuple[object, object, str]], lang: str, rounds: int) -> float:
    tr = translator(lang)
    per: list[float] = []
    for _ in range(rounds):
        start = time.perf_counter()
        for game, pos, text in work:
            with contextlib.suppress(MoveError):  # a phrase to refuse is timed too
                read(game, text, pos, tr)  # type: ignore[arg-type]
        per.append((time.perf_counter() - start) / len(work))
    return statistics.median(per)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    print(f"{'lang':6}{'phrases':>9}{'notation':>12}{'said':>12}{'ratio':>8}")
    for lang in ("en", "nl", "pl", "es", "fy"):
        work = cases(lang)
        notation = [(g, p, m) for g, p, _s, m in work]
        said = [(g, p, s) for g, p, s, _m in work]
        timed(said, lang, 1)  # the lexicons are built once a process: not timed
        a, b = timed(notation, "en", args.rounds), timed(said, lang, args.rounds)
        print(f"{lang:6}{len(work):>9}{a * 1e6:>10.0f}µs{b * 1e6:>10.0f}µs{b / a:>8.1f}")


if __name__ == "__main__":
    main()
