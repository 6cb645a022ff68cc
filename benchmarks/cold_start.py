"""Cold start of `referee check` against its floor, `python -c "import click, yaml"`.

Run:  python benchmarks/cold_start.py [--runs N] [--commands check,games,rules,search] [--catalogs]
      python benchmarks/cold_start.py --commands all --against ../old-checkout

Both commands run as fresh processes, interleaved, N times each; the script
prints the median wall time of each and the ratio. The target is a ratio of
at most 1.3 for every command (issue 14); `--commands all` times them all.

`--against DIR` times the same commands of another checkout (its own
`.venv/bin/referee`, run in its folder) beside this one's, interleaved: the
figures of a change, before and after it, in one run.

`--catalogs` times `referee check` reading the catalogs from their index
(`messages.idx`, what the referee reads) beside the same command reading the
standard `.mo` files through gettext (`checker.i18n`), both launched the same
way, interleaved: the figure of the index's worth (docs/development.md).

The package's bytecode is compiled first, as `pip install` does for an
installed package, so that both sides load cached bytecode (click and yaml
are precompiled in site-packages). Without a cache (PYTHONDONTWRITEBYTECODE
set on an editable checkout) every project module would be compiled from
source on each run, which measures the compiler, not the referee.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CASES = [
    ("upturn", "examples/upturn/first-play.yaml", "play 14"),
]
#: the reference commands, each timed as a fresh process (``--commands``)
COMMANDS = {
    "check": ["check", *CASES[0]],
    "moves": ["moves", "upturn", CASES[0][1]],
    "apply": ["apply", *CASES[0]],
    "games": ["games"],
    "rules": ["rules", "upturn"],
    "search": ["search", "joker"],
    "schema": ["schema", "upturn"],
    "score": ["score", "uptown", "examples/uptown/10-game-over.yaml"],
    "help": ["--help"],
}


def referee_command() -> list[str]:
    exe = shutil.which("referee", path=str(Path(sys.executable).parent)) or shutil.which("referee")
    return [exe] if exe else [sys.executable, "-m", "checker"]


def timed(cmd: list[str], env: dict, cwd: Path = ROOT) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def prepare(*trees: Path) -> dict[str, str]:
    import compileall

    for tree in (ROOT, *trees):
        compileall.compile_dir(str(tree / "checker"), quiet=1)
    env = dict(os.environ, LANG="nl_NL.UTF-8")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def measure_against(runs: int, args: list[str], other: Path) -> tuple[float, float, float]:
    """Median wall times of (python -c "import click, yaml", the other checkout's referee ARGS, this one's)."""
    env = prepare(other)
    floor_cmd = [sys.executable, "-c", "import click, yaml"]
    theirs_cmd = [str(other / ".venv" / "bin" / "referee"), *args]
    floor, theirs, ours = [], [], []
    for _ in range(runs):
        floor.append(timed(floor_cmd, env))
        theirs.append(timed(theirs_cmd, env, other))
        ours.append(timed(referee_command() + args, env))
    return statistics.median(floor), statistics.median(theirs), statistics.median(ours)


def measure_command(runs: int, args: list[str]) -> tuple[float, float]:
    """Median wall times of (python -c "import click, yaml", referee ARGS), interleaved."""
    env = prepare()
    floor_cmd = [sys.executable, "-c", "import click, yaml"]
    floor, command = [], []
    for _ in range(runs):
        floor.append(timed(floor_cmd, env))
        command.append(timed(referee_command() + args, env))
    return statistics.median(floor), statistics.median(command)


def measure(runs: int, case: tuple[str, str, str] = CASES[0]) -> tuple[float, float, float]:
    """Median wall times of (python -c pass, python -c "import click, yaml", referee check)."""
    import compileall

    compileall.compile_dir(str(ROOT / "checker"), quiet=1)
    env = dict(os.environ, LANG="nl_NL.UTF-8")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    game, position, move = case
    check_cmd = [*referee_command(), "check", game, position, move]
    floor_cmd = [sys.executable, "-c", "import click, yaml"]
    bare_cmd = [sys.executable, "-c", "pass"]
    bare, floor, check = [], [], []
    for _ in range(runs):
        bare.append(timed(bare_cmd, env))
        floor.append(timed(floor_cmd, env))
        check.append(timed(check_cmd, env))
    return statistics.median(bare), statistics.median(floor), statistics.median(check)


#: ``referee`` started from ``python -c``, with the catalog index on or off (``i18n.index_path``)
LAUNCH = ("import sys; import checker.i18n as i18n; {off}sys.argv = ['referee', *sys.argv[1:]]; "
          "from checker.console import main; main()")


def measure_catalogs(runs: int) -> tuple[float, float]:
    """Median wall times of ``referee check`` with the catalog index, and with the ``.mo`` files alone."""
    env = prepare()
    args = COMMANDS["check"]
    index = [sys.executable, "-c", LAUNCH.format(off=""), *args]
    mo = [sys.executable, "-c", LAUNCH.format(off="i18n.index_path = lambda path: None; "), *args]
    with_index, with_mo = [], []
    for _ in range(runs):
        with_index.append(timed(index, env))
        with_mo.append(timed(mo, env))
    return statistics.median(with_index), statistics.median(with_mo)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--commands", help=f"time these commands instead: {','.join(COMMANDS)} (or: all)")
    parser.add_argument("--catalogs", action="store_true", help="time check with the catalog index and without it")
    parser.add_argument("--against", type=Path, metavar="DIR",
                        help="time another checkout's commands (DIR/.venv/bin/referee) beside this one's")
    args = parser.parse_args()
    if args.against:
        print(f"{'command':<10} {'import click,yaml':>18} {'before':>10} {'after':>10} {'change':>8}")
        for name in (COMMANDS if args.commands in (None, "all") else args.commands.split(",")):
            floor, before, after = measure_against(args.runs, COMMANDS[name], args.against.resolve())
            print(f"{name:<10} {floor * 1000:>16.1f}ms {before * 1000:>8.1f}ms {after * 1000:>8.1f}ms "
                  f"{(after - before) * 1000:>+6.1f}ms")
        return
    if args.catalogs:
        with_index, with_mo = measure_catalogs(args.runs)
        print(f"{'referee check':<14} {'index (.idx)':>13} {'.mo via gettext':>16} {'saved':>8}")
        saved = (with_mo - with_index) * 1000
        print(f"{'':<14} {with_index * 1000:>11.1f}ms {with_mo * 1000:>14.1f}ms {saved:>6.1f}ms")
        return
    if args.commands:
        print(f"{'command':<10} {'import click,yaml':>18} {'referee':>10} {'ratio':>6}")
        for name in (COMMANDS if args.commands == "all" else args.commands.split(",")):
            floor, took = measure_command(args.runs, COMMANDS[name])
            print(f"{name:<10} {floor * 1000:>16.1f}ms {took * 1000:>8.1f}ms {took / floor:>6.2f}")
        return
    print(f"{'case':<10} {'python -c pass':>15} {'import click,yaml':>18} {'referee check':>14} {'ratio':>6}")
    for case in CASES:
        bare, floor, check = measure(args.runs, case)
        print(f"{case[0]:<10} {bare * 1000:>13.1f}ms {floor * 1000:>16.1f}ms {check * 1000:>12.1f}ms "
              f"{check / floor:>6.2f}")


if __name__ == "__main__":
    main()
