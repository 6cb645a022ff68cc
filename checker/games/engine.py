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

A turn records most effects with ``later``: the kind, the rule, a builder (a function of the
game's ``messages``) and the plain values it makes the message and the values from, so that a
judged move that nobody reads the effects of (``simulate``: thousands a second) makes no message,
no finding and no values dict; the verdict makes them when its ``effects`` are first read.
``effect`` with a message made at once stays, for what the turn has at hand as a message.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar, TypeVarTuple

from ..i18n import Msg
from ..verdict import EffectKind, Finding, Held, Made, QuietVerdict, Recorder, Verdict

P = TypeVar("P")
M = TypeVar("M")
Ts = TypeVarTuple("Ts")

class Tap:
    """A recording verdict's front while a turn is played: broken rules and missing facts go
    through at once and are counted (``bad``, ``open``), notes too; effects and the notes that only
    explain an effect (``effect_note``) are held until the turn ends (``release``) and dropped when a
    rule was broken. An effect is held as the ``Finding`` the verdict keeps, or (``later``) as what
    makes it, which the verdict keeps as it is until its effects are read."""

    __slots__ = ("bad", "effects", "note", "notes", "open", "rec")

    def __init__(self, rec: Recorder) -> None:
        self.rec = rec
        self.bad = False
        self.open = False
        #: a note goes straight to the verdict
        self.note = rec.note
        #: the effects held, in order, and the notes held that explain one (rule, message): made by
        #: the first such note (most turns hold none)
        self.effects: list[Finding | Held] = []
        self.notes: list[tuple[str, Msg | None]] | None = None

    def broken(self, rule: str, msg: Msg, **values: Any) -> None:
        self.bad = True
        self.rec.broken(rule, msg, **values)

    def need(self, fact: str, rule: str | None, msg: Msg, **values: Any) -> None:
        self.open = True
        self.rec.need(fact, rule, msg, **values)

    def effect(self, kind: EffectKind, rule: str | None, msg: Msg, **values: Any) -> None:
        # ``kind`` is not tested here, on the way of every effect of every judged move: ``mypy --strict``
        # holds the kinds a game writes to ``EffectKind``, and the tests judge every game's seeded playouts
        # and fail on a kind that is not one of ``EFFECT_KINDS`` (tests/test_effect_kinds.py)
        self.effects.append(Finding(rule, msg, kind, values))

    def later(self, kind: EffectKind, rule: str | None, make: Callable[[*Ts], Made], *args: *Ts) -> None:
        # (the kind is not tested here either: see ``effect``)
        self.effects.append((kind, rule, make, args))

    def effect_note(self, rule: str, msg: Msg | None = None) -> None:
        if self.notes is None:
            self.notes = [(rule, msg)]
        else:
            self.notes.append((rule, msg))

    @property
    def legal(self) -> bool:
        return self.rec.legal

    def release(self) -> None:
        """The effects and notes held, into the verdict, unless a rule was broken."""
        if not self.bad:
            rec = self.rec
            if self.notes is not None:
                for rule, msg in self.notes:
                    rec.note(rule, msg)
            if isinstance(rec, Verdict):
                rec.hold(self.effects)
            else:
                for found in self.effects:
                    if isinstance(found, Finding):
                        rec.effect(found.kind, found.rule, found.msg, **found.values)  # type: ignore[arg-type]
                    else:
                        rec.later(found[0], found[1], found[2], *found[3])  # type: ignore[arg-type]
        self.effects.clear()  # (the verdict took copies of the references)
        self.notes = None


class Turn(ABC, Generic[P, M]):
    """One turn played out on a working copy of ``pos`` (see the module text). A game's
    ``Turn`` reads ``draws`` (what draws turned out to be, ``apply --draw``: a value that
    is no piece, or more than the move draws, is a ``UsageError``) and plays the move in
    ``run``."""

    __slots__ = ("given", "loud", "pos", "rec", "tap", "v")

    def __init__(self, pos: P, rec: Recorder, draws: Sequence[str] | None = None) -> None:
        self.pos = pos
        self.rec = rec
        #: the ``--draw`` values as given (the turn reads them as pieces)
        self.given = draws
        #: the recorder's ``Tap`` when loud, else None; what the turn writes into (``v``): the tap, or the
        #: quiet verdict itself
        self.v: Tap | QuietVerdict
        self.tap: Tap | None
        if isinstance(rec, QuietVerdict):
            self.tap = None
            self.v = rec
            self.loud = False
        else:
            self.tap = self.v = Tap(rec)
            self.loud = True

    @property
    def bad(self) -> bool:
        """A rule is broken."""
        return self.v.bad

    def release(self) -> None:
        """The end of the turn: the effects held go into a recording verdict (none after a broken rule)."""
        tap = self.tap
        if tap is not None:
            tap.release()

    @abstractmethod
    def run(self, move: M) -> P | None:
        """Judge ``move``: the position after it when it is legal and every fact it needs is
        known, else None."""
