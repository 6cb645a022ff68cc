"""The shape of every game's judge: a ``Turn``.

A game's ``judge.py`` holds one ``Turn`` class, a subclass of the one here, and
``judge(pos, move, rec, draws)`` is ``Turn(pos, rec, draws).run(move)``: the turn
plays the move out on a working copy of the position, writes every broken rule,
missing fact, ruling relied on and effect into the recorder, and gives the
position after the move when it is legal and every fact it needs is known.

The recorder decides the mode: a ``Verdict`` (``check``) records everything, a
``QuietVerdict`` (``apply``, the move generators) only whether the move is legal.
A turn writes into ``v``: for a recording verdict a ``Tap`` in front of it, which
holds the effects (and the notes that only explain one) back until the turn ends
and drops them when a rule was broken, since an illegal move has no effects; for a
quiet verdict the quiet verdict itself, so that a quiet turn costs no more than the
rules it asks. ``loud`` says which: a turn builds the texts of effects only when it
is loud.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Generic, TypeVar

from ..i18n import Msg
from ..verdict import EffectKind, QuietVerdict, Recorder

P = TypeVar("P")
M = TypeVar("M")

#: an effect held back: (kind, or None for a note that explains an effect; rule; message; values)
Held = tuple[EffectKind | None, str | None, Msg | None, dict[str, Any]]


class Tap:
    """A recording verdict's front while a turn is played: broken rules and missing
    facts go through at once and are counted (``bad``, ``open``), notes too; effects
    and the notes that only explain an effect (``effect_note``) are held until the
    turn ends (``release``) and dropped when a rule was broken."""

    __slots__ = ("bad", "held", "open", "rec")

    def __init__(self, rec: Recorder) -> None:
        self.rec = rec
        self.bad = False
        self.open = False
        self.held: list[Held] = []

    def broken(self, rule: str, msg: Msg, **values: Any) -> None:
        self.bad = True
        self.rec.broken(rule, msg, **values)

    def need(self, fact: str, rule: str | None, msg: Msg, **values: Any) -> None:
        self.open = True
        self.rec.need(fact, rule, msg, **values)

    def note(self, rule: str, msg: Msg | None = None) -> None:
        self.rec.note(rule, msg)

    def effect(self, kind: EffectKind, rule: str | None, msg: Msg, **values: Any) -> None:
        self.held.append((kind, rule, msg, values))

    def effect_note(self, rule: str, msg: Msg | None = None) -> None:
        self.held.append((None, rule, msg, {}))

    @property
    def legal(self) -> bool:
        return self.rec.legal

    def release(self) -> None:
        """The effects held, into the verdict, unless a rule was broken."""
        if not self.bad:
            rec = self.rec
            for kind, rule, msg, values in self.held:
                if kind is None:
                    assert rule is not None
                    rec.note(rule, msg)
                else:
                    assert msg is not None
                    rec.effect(kind, rule, msg, **values)
        self.held = []


class Turn(ABC, Generic[P, M]):
    """One turn played out on a working copy of ``pos`` (see the module text). A game's
    ``Turn`` reads ``draws`` (what draws turned out to be, ``apply --draw``: a value that
    is no piece, or more than the move draws, is a ``UsageError``) and plays the move in
    ``run``."""

    def __init__(self, pos: P, rec: Recorder) -> None:
        self.pos = pos
        self.rec = rec
        #: what the turn writes into: the recorder's ``Tap`` when loud, else the quiet verdict itself
        self.v: Tap | QuietVerdict = rec if isinstance(rec, QuietVerdict) else Tap(rec)
        self.loud = self.v is not rec

    @property
    def bad(self) -> bool:
        """A rule is broken."""
        return self.v.bad

    def release(self) -> None:
        """The end of the turn: the effects held go into a recording verdict (none after a broken rule)."""
        v = self.v
        if isinstance(v, Tap):
            v.release()

    @abstractmethod
    def run(self, move: M) -> P | None:
        """Judge ``move``: the position after it when it is legal and every fact it needs is
        known, else None."""
