"""Snapshot of what the referee answers, for diffing a refactor.

Runs the real command line in-process over every shipped example position
(``moves --json``, ``moves --expand --json``, ``check --json`` of every listed
move, ``apply --json`` of the first listed moves, and a few unreadable moves),
every replay record and every rule example, and writes one JSON document:
command line -> exit code and output. Run it on the old and the new code and
diff the two files::

    python tests/verdict_snapshot.py > before.json
    # ... change the code ...
    python tests/verdict_snapshot.py > after.json
    python tests/verdict_snapshot.py --diff before.json after.json

The checkout the script lives in is the one measured (its folder goes first
on ``sys.path``).
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

ENV = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8", "NO_COLOR": "1"}
JUNK = ["%%% ???", "play", "fly to the moon 99"]


def runner():
    from click.testing import CliRunner

    from checker.cli import cli

    def run(*args: str) -> dict:
        result = CliRunner().invoke(cli, list(args), env=ENV, catch_exceptions=True)
        out = result.stdout
        try:
            parsed = json.loads(out) if out.strip() else None
        except ValueError:
            parsed = out
        crashed = result.exception is not None and not isinstance(result.exception, SystemExit)
        return {"code": result.exit_code, "out": parsed, "crash": repr(result.exception) if crashed else None}

    return run


def game_of(path: Path) -> str:
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return data["game"] if isinstance(data, dict) and "position" not in data else path.parent.name


def is_record(path: Path) -> bool:
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return isinstance(data, dict) and "moves" in data and "position" in data


def snapshot() -> dict:
    import yaml

    run = runner()
    out: dict[str, dict] = {}

    def record(*args: str) -> dict:
        key = " ".join(a.replace(str(ROOT) + "/", "") for a in args)
        result = run(*args)
        out[key] = result
        return result

    for path in sorted((ROOT / "examples").glob("*/*.yaml")):
        rel = str(path)
        if is_record(path):
            record("replay", path.parent.name, rel, "--json")
            continue
        game = game_of(path)
        listed = record("moves", game, rel, "--json")
        record("moves", game, rel, "--expand", "--limit", "300", "--json")
        moves = listed["out"]["moves"] if isinstance(listed["out"], dict) and "moves" in listed["out"] else []
        for move in moves:
            record("check", game, rel, move, "--json")
        for move in moves[:3]:
            record("apply", game, rel, move, "--json")
        for junk in JUNK:
            record("check", game, rel, junk, "--json")
    from checker import rulebook
    from checker.games import ids

    with tempfile.TemporaryDirectory() as tmp:
        for game in ids():
            for clause in rulebook.load(game).clauses:
                for index, ex in enumerate(clause.examples):
                    pos = ex["position"]
                    if isinstance(pos, dict):
                        file = Path(tmp) / f"{clause.id}-{index}.yaml"
                        file.write_text(yaml.safe_dump(pos), encoding="utf-8")
                        where = str(file)
                    else:
                        where = str(ROOT / pos)
                    args = ["check", game, where, ex["move"], "--json"]
                    for h in ex.get("house_rules", []):
                        args += ["--house-rule", h]
                    result = run(*args)
                    out[f"rule-example {clause.id}[{index}]"] = result
    return out


def diff(before_file: str, after_file: str) -> int:
    before = json.loads(Path(before_file).read_text(encoding="utf-8"))
    after = json.loads(Path(after_file).read_text(encoding="utf-8"))
    same = changed = 0
    for key in sorted(set(before) | set(after)):
        a, b = before.get(key), after.get(key)
        if a == b:
            same += 1
            continue
        changed += 1
        print(f"--- {key}")
        print(f"  before: {json.dumps(a, ensure_ascii=False)[:600]}")
        print(f"  after:  {json.dumps(b, ensure_ascii=False)[:600]}")
    print(f"{same} the same, {changed} changed, of {same + changed} answers")
    return 1 if changed else 0


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--diff":
        sys.exit(diff(sys.argv[2], sys.argv[3]))
    json.dump(snapshot(), sys.stdout, ensure_ascii=False, indent=1, sort_keys=True)
    print()
