"""How well the referee reads moves as players say them: the move corpus, scored per language.

The corpus (``tests/corpus/<lang>.yaml``, the format is described at the top of each file) gives
phrases said at the table in a shipped example position, each with what it must be read as: one
move (``means``), several readings with different verdicts (``readings``), or a refusal
(``refuse``). Every phrase is checked through the real command line, in-process:
``referee check GAME POSITION SAY --lang LANG --json``. An outcome is one of

- ``meant``: read as the entry says: the same canonical move and verdict as checking the ``means``
  move in English notation; for ``readings``, an undetermined answer that names every reading;
  for ``refuse``, a move error (exit 2);
- ``misread``: read as something else: another move, another verdict, a single reading of an
  ambiguous phrase, or a move where a refusal was due;
- ``refused``: a move error where a move (or readings) was due;
- ``other``: anything that is no answer at all (a traceback, an unknown exit code, an error
  that is not a move error).

Usage::

    python tests/corpus_score.py              # the table for every language
    python tests/corpus_score.py nl pl        # some languages
    python tests/corpus_score.py --list       # and every phrase not read as meant, with why

It prints the table and exits 0 whatever the score (2 when a corpus file cannot be read).
``tests/test_move_corpus.py`` holds the same check as strict tests.
"""

from __future__ import annotations

import functools
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

CORPUS_DIR = ROOT / "tests" / "corpus"
LANGS = ["en", "nl", "pl", "es", "fy"]
GAMES = ["upturn", "dnup", "uptown", "3up3down"]
KINDS = ["meant", "misread", "refused", "other"]
VERDICTS = {"legal": 0, "illegal": 1, "undetermined": 3}
KEYS = {"game", "position", "say", "means", "readings", "refuse", "note"}
ENV = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8", "NO_COLOR": "1"}


class CorpusError(Exception):
    """A corpus file that cannot be read as a list of entries."""


@dataclass(frozen=True)
class Entry:
    lang: str
    index: int  # 1-based, in file order
    game: str
    position: str
    say: str
    means: str | None
    readings: tuple[str, ...]
    refuse: bool
    note: str
    raw: dict

    @property
    def id(self) -> str:
        return f"{self.lang}-{self.index:02d}-{self.game}"

    @property
    def expected(self) -> str:
        if self.means is not None:
            return f"means {self.means!r}"
        if self.readings:
            return "readings " + " | ".join(repr(r) for r in self.readings)
        return "refuse"


@dataclass(frozen=True)
class Answer:
    """One run of ``referee check ... --json``."""

    code: int
    data: dict | None  # the JSON printed, if any
    output: str
    crash: str | None  # an exception that is not click's exit, or a traceback in the output

    @property
    def verdict(self) -> str | None:
        return None if self.data is None else self.data.get("verdict")

    @property
    def move(self) -> str | None:
        return None if self.data is None else self.data.get("move")

    def describe(self) -> str:
        if self.crash:
            return f"crashed: {self.crash}"
        if self.data is None:
            return f"exit {self.code}, no JSON: {self.output.strip()[:200]!r}"
        if "error" in self.data:
            return f"exit {self.code}, {self.data['error']}: {self.data.get('message', '')}"
        return f"read as {self.move!r}, {self.verdict} (exit {self.code})"


@dataclass(frozen=True)
class Outcome:
    kind: str  # one of KINDS
    detail: str


def corpus_path(lang: str) -> Path:
    return CORPUS_DIR / f"{lang}.yaml"


def load_corpus(lang: str) -> list[Entry]:
    """The entries of one language's corpus file, in file order."""
    path = corpus_path(lang)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise CorpusError(f"{path.name}: {exc}") from exc
    if not isinstance(data, list):
        raise CorpusError(f"{path.name}: the file must be a list of entries")
    entries = []
    for i, item in enumerate(data, 1):
        if not isinstance(item, dict):
            raise CorpusError(f"{path.name}: entry {i} is not a mapping")
        readings = item.get("readings") or ()
        entries.append(
            Entry(
                lang=lang,
                index=i,
                game=str(item.get("game", "")),
                position=str(item.get("position", "")),
                say=str(item.get("say", "")),
                means=None if item.get("means") is None else str(item["means"]),
                readings=tuple(str(r) for r in readings) if isinstance(readings, list) else (),
                refuse=item.get("refuse") is True,
                note=str(item.get("note", "")),
                raw=item,
            )
        )
    return entries


def load_all(langs: list[str] | None = None) -> dict[str, list[Entry]]:
    return {lang: load_corpus(lang) for lang in (langs or LANGS)}


@functools.cache
def _runner() -> tuple[Any, Any]:
    from click.testing import CliRunner

    from checker.cli import cli

    return CliRunner(), cli


def run_check(game: str, position: str, move: str, lang: str | None = None) -> Answer:
    """``referee check GAME POSITION MOVE [--lang LANG] --json`` through the real command line."""
    runner, cli = _runner()
    args = ["check", game, str(ROOT / position), move, "--json"]
    if lang is not None:
        args += ["--lang", lang]
    result = runner.invoke(cli, args, env=ENV, catch_exceptions=True)
    out = result.stdout
    crash = None
    exc = result.exception
    if exc is not None and not isinstance(exc, SystemExit):
        crash = f"{type(exc).__name__}: {exc}"
    elif "Traceback" in out + result.stderr:
        crash = "a traceback in the output"
    try:
        data = json.loads(out)
    except ValueError:
        data = None
    if not isinstance(data, dict):
        data = None
    return Answer(code=result.exit_code, data=data, output=out + result.stderr, crash=crash)


@functools.cache
def canonical(game: str, position: str, move: str) -> Answer:
    """The referee's answer to a move written in its own English notation (cached)."""
    return run_check(game, position, move)


def canonical_problem(game: str, position: str, move: str) -> str | None:
    """Why the referee does not read and judge this English-notation move today, or None."""
    answer = canonical(game, position, move)
    if answer.crash:
        return answer.describe()
    if answer.data is None or "error" in answer.data:
        return answer.describe()
    if answer.verdict not in VERDICTS or VERDICTS[answer.verdict] != answer.code:
        return f"unexpected answer: {answer.describe()}"
    if not answer.move:
        return f"no canonical move in the answer: {answer.describe()}"
    return None


def _strings(value: Any) -> set[str]:
    """Every string in a JSON value, whitespace normalized."""
    if isinstance(value, str):
        return {" ".join(value.split())}
    if isinstance(value, dict):
        return set().union(*(_strings(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_strings(v) for v in value)) if value else set()
    return set()


def judge(entry: Entry) -> Outcome:
    """Check the entry's phrase in its language and say how it was read."""
    return classify(entry, run_check(entry.game, entry.position, entry.say, entry.lang))


def classify(entry: Entry, answer: Answer) -> Outcome:
    """How the answer to the entry's phrase compares with what the entry says it must be."""
    if answer.crash:
        return Outcome("other", answer.describe())
    is_error = answer.data is not None and "error" in answer.data
    if entry.refuse:
        if answer.code == 2 and is_error and answer.data and answer.data["error"] == "MoveError":
            return Outcome("meant", answer.describe())
        if answer.code in VERDICTS.values() and not is_error:
            return Outcome("misread", f"a refusal was due, but it was {answer.describe()}")
        return Outcome("other", f"a move error was due, but: {answer.describe()}")
    if answer.code == 2 and is_error:
        kind = "refused" if answer.data and answer.data["error"] == "MoveError" else "other"
        return Outcome(kind, answer.describe())
    if answer.code not in VERDICTS.values() or answer.data is None or is_error:
        return Outcome("other", answer.describe())
    if entry.means is not None:
        want = canonical(entry.game, entry.position, entry.means)
        if (answer.move, answer.verdict) == (want.move, want.verdict):
            return Outcome("meant", answer.describe())
        return Outcome("misread", f"{answer.describe()}; meant {want.move!r}, {want.verdict}")
    # each reading must be named: as written in the corpus or as its canonical move, as a whole
    # string somewhere in the JSON answer
    named = _strings(answer.data)
    missing = []
    for reading in entry.readings:
        written = canonical(entry.game, entry.position, reading).move or ""
        forms = {" ".join(reading.split()), " ".join(written.split())}
        if not forms & named:
            missing.append(reading)
    if answer.verdict == "undetermined" and not missing:
        return Outcome("meant", answer.describe())
    why = []
    if answer.verdict != "undetermined":
        why.append(f"judged {answer.verdict} although the readings' verdicts differ")
    if missing:
        why.append("does not name " + ", ".join(repr(m) for m in missing))
    return Outcome("misread", f"{answer.describe()}: " + "; ".join(why))


def score(entries: list[Entry]) -> tuple[dict[str, int], list[tuple[Entry, Outcome]]]:
    counts = dict.fromkeys(KINDS, 0)
    outcomes = []
    for entry in entries:
        outcome = judge(entry)
        counts[outcome.kind] += 1
        outcomes.append((entry, outcome))
    return counts, outcomes


def table(counts: dict[str, dict[str, int]]) -> str:
    head = f"{'lang':<5} {'phrases':>7} {'meant':>6} {'share':>6} {'misread':>8} {'refused':>8} {'other':>6}"
    lines = [head]
    for lang, c in counts.items():
        total = sum(c.values())
        share = f"{100 * c['meant'] / total:.0f}%" if total else "-"
        lines.append(
            f"{lang:<5} {total:>7} {c['meant']:>6} {share:>6} {c['misread']:>8} {c['refused']:>8} {c['other']:>6}"
        )
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    show = "--list" in argv
    langs = [a for a in argv if a != "--list"]
    unknown = [a for a in langs if a not in LANGS]
    if unknown:
        print(f"unknown language {unknown[0]!r}: choose from {', '.join(LANGS)}", file=sys.stderr)
        return 2
    try:
        corpora = load_all(langs or None)
    except CorpusError as exc:
        print(f"cannot read the move corpus: {exc}", file=sys.stderr)
        return 2
    counts = {}
    for lang, entries in corpora.items():
        counts[lang], outcomes = score(entries)
        if show:
            for entry, outcome in outcomes:
                if outcome.kind != "meant":
                    print(f"{entry.id} [{outcome.kind}] {entry.say!r} ({entry.position}): {entry.expected}")
                    print(f"    {outcome.detail}")
    print("Move corpus: phrases read as meant, per language (python tests/corpus_score.py --list shows the rest)")
    print(table(counts))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BrokenPipeError:  # the reader of the output went away (| head): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
