"""Replay records: a start position, the moves played from it, and what they should come to.

A record file (``examples/<game>/record-*.yaml``)::

    expect: {verdict: illegal, checked: 10}   # optional: the outcome the record states
    position: {game: upturn, players: [...], ...}
    moves:
      - play 14
      - {move: pass, draw: ["31"]}               # what a draw turned out to be

``read_record`` reads one for a game (every error kind as for a position);
``replay`` judges the moves in turn, applying each legal one, and stops at
the first that is not legal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from .games.base import Game, Seated
from .i18n import N_, Msg, Translator
from .inputs import Document
from .schema import validate
from .verdict import ILLEGAL, LEGAL, UNDETERMINED, InputError, MoveError, Outcome, RefereeError, Verdict

P = TypeVar("P", bound=Seated)
M = TypeVar("M")

SCHEMA: dict[str, Any] = {
    "type": "object", "required": ["position", "moves"], "additionalProperties": False,
    "properties": {
        "expect": {"type": "object", "required": ["verdict", "checked"], "additionalProperties": False,
                   "properties": {"verdict": {"enum": [LEGAL, ILLEGAL, UNDETERMINED]},
                                  "checked": {"type": "integer", "minimum": 0}}},
        "position": {"type": "object"},
        "moves": {"type": "array", "items": {"anyOf": [
            {"type": "string"},
            {"type": "object", "required": ["move"], "additionalProperties": False,
             "properties": {"move": {"type": "string"},
                            "draw": {"type": "array", "items": {"type": "string"}}}}]}},
    },
}


@dataclass(frozen=True)
class Step:
    """One move of a record as written, with what its draws turned out to be."""

    text: str
    draws: tuple[str, ...] | None = None
    line: int | None = None


@dataclass(frozen=True)
class Expected:
    """The outcome a record states: the last verdict and how many moves were judged."""

    verdict: str
    checked: int


@dataclass(frozen=True)
class Record(Generic[P]):
    position: P
    moves: tuple[Step, ...]
    expect: Expected | None = None
    source: str = ""


@dataclass
class Replay(Generic[P]):
    """What a replay came to: a verdict for every move judged, and the position reached."""

    verdicts: list[Verdict]
    position: P
    outcome: Outcome = LEGAL
    steps: list[Step] = field(default_factory=list)

    @property
    def checked(self) -> int:
        return len(self.verdicts)

    def as_expected(self) -> Expected:
        return Expected(self.outcome, self.checked)


def read_record(game: Game[P, M], doc: Document, house_rules: list[str] | tuple[str, ...] = ()) -> Record[P]:
    """A record for ``game``: ``InputError`` if its shape is wrong, else the
    errors of reading its position (``Game.read_position``)."""
    problems = validate(doc.data, SCHEMA)
    if problems:
        for p in problems:
            p.line = doc.line(p.path)
        # TRANSLATORS: %(file)s is the file name as the user gave it
        raise InputError(Msg(N_("%(file)s: a record has a 'position' and a list of 'moves'."), file=doc.source),
                         problems, source=doc.source)
    sub = Document(doc.data["position"], {k[len("position."):]: v for k, v in doc.lines.items()
                                          if k.startswith("position.")}, doc.source)
    sub.lines[""] = doc.lines.get("position", 1)
    position = game.read_position(sub, house_rules)
    steps = []
    for index, entry in enumerate(doc.data["moves"]):
        line = doc.line(f"moves[{index}]")
        if isinstance(entry, str):
            steps.append(Step(entry, None, line))
        else:
            draws = entry.get("draw")
            steps.append(Step(entry["move"], tuple(draws) if draws is not None else None, line))
    expect = doc.data.get("expect")
    expected = Expected(expect["verdict"], expect["checked"]) if expect else None
    return Record(position, tuple(steps), expected, doc.source)


def replay(game: Game[P, M], record: Record[P], tr: Translator | None = None) -> Replay[P]:
    """Judge the record's moves in turn, applying each legal one; stop at the
    first that is not legal. Each move is read by the move reader in ``tr``'s
    language (None: English) and must read one way only. A move that cannot be
    read is a ``MoveError`` naming its number and line."""
    from .i18n import english
    from .reader import one

    tr = tr or english()
    pos = record.position
    done = Replay[P]([], pos)
    for index, step in enumerate(record.moves):
        try:
            said = game.read(step.text, pos, tr)
            move = one(said)
        except MoveError as err:
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(number)s is the number of the move in the record, %(line)s is a line number, %(problem)s is an explanation, already translated
            err.msg = Msg(N_("%(file)s, move %(number)s (line %(line)s): %(problem)s"), file=record.source,
                          number=index + 1, line=step.line, problem=err.msg)
            raise
        verdict = game.check(pos, move)
        verdict.texts[verdict.move] = game.show_text(verdict.move, pos, tr)
        verdict.said, verdict.read_as = said.text, not said.notation
        done.verdicts.append(verdict)
        done.steps.append(step)
        if not verdict.legal:
            done.outcome = verdict.outcome
            break
        try:
            pos = game.apply(pos, move, list(step.draws) if step.draws is not None else None)
        except RefereeError as err:  # a draw that does not fit the move, a position that cannot follow
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(number)s is the number of the move in the record, %(problem)s is an explanation, already translated
            err.msg = Msg(N_("%(file)s, move %(number)s: %(problem)s"), file=record.source, number=index + 1,
                          problem=err.msg)
            raise
    done.position = pos
    return done
