"""The legal moves of 3UP 3DOWN, built from the rules the judge decides by.

The discards that can be made come from ``rules.discards`` (every card that fits, from where the
rules say the next discard comes), which the judge asks too. A discard after which the turn is over
is a move as it stands; after a Clear +1 or Clear +2 the turn goes on, and the state it goes on from
is the judge's own: its ``Turn``, stepped quietly, finishes the turn the first way that works (or,
expanded, every way), so that no rule and no effect is written here a second time.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import partial

from ...i18n import Msg, OneOf
from ...verdict import QuietVerdict
from ..base import LazyOption, MoveOption
from . import messages as m
from . import rules
from .judge import Turn
from .model import (
    DRAW,
    EXTRA,
    LOTS,
    PICKUP_STEP,
    Move,
    Position,
    Step,
    alone,
    step_text,
)
from .notation import move_text
from .words import NOTATION


def _tried(turn: Turn, step: Step, is_last: bool = False) -> Turn:
    """A copy of ``turn`` with one more step taken."""
    nxt = turn.clone()
    nxt.step(step, is_last)
    return nxt


def _closed(turn: Turn, steps: Sequence[Step]) -> bool:
    """Close the turn as ``judge`` closes it; whether the move broke nothing
    and left nothing open, i.e. whether ``judge`` finds it legal."""
    turn.close(steps)
    return turn.v.legal


def _value_choices(start: rules.Table) -> Msg:
    """What a compact ``down N=CARD`` (a face-down card nobody has seen) folds in."""
    return Msg(m.C_VALUE, values=OneOf(NOTATION.shown(c) for c in start.possible()))


#: how a move of one discard is made when its option is read (``LazyOption``)
_ONE = (alone, move_text, None)


def _extra_choices(kind: str, may_draw: bool) -> Msg:
    if may_draw:
        return Msg(m.C_EXTRA_MAY_DRAW, card=NOTATION.shown(kind), count=EXTRA[kind])
    return Msg(m.C_EXTRA, card=NOTATION.shown(kind), count=EXTRA[kind])


def legal_moves(pos: Position, expand: bool = False, limit: int = 500) -> list[MoveOption[Move]]:
    """Every first discard, finished the first way that works (or, expanded,
    every way)."""
    if pos.winner() is not None or pos.seat(pos.to_move).face_up is None:
        return []
    found: list[MoveOption[Move]] = []
    seen: set[str] = set()

    def add(steps: Sequence[Step], choices: Msg | None) -> None:
        text = step_text(steps[0]) if len(steps) == 1 else ", ".join([step_text(step) for step in steps])
        if text not in seen:
            seen.add(text)
            found.append(MoveOption(text, choices, Move(tuple(steps))))

    dealt = rules.Dealt(pos)
    valued = (alone, move_text, partial(_value_choices, dealt))
    start: Turn | None = None
    for first in rules.discards(dealt, compact_values=not expand):
        if len(found) >= limit:
            break
        cards = first.cards
        if (cards[0] if cards else first.value or dealt.down[first.slot]) not in EXTRA:
            # no extra discard follows: the turn is over, and the rules allow every discard they list
            found.append(LazyOption(_ONE if expand or first.value is None else valued, first))
            continue
        start = start or Turn(pos, QuietVerdict())
        turn = _tried(start, first)
        if expand:
            for steps, end in _complete(turn, [first], limit - len(found)):
                if _closed(end, steps):
                    add(steps, None)
        elif turn.owed == 0 or turn.stop or turn.ended is not None:
            # the usual move: one discard, and the turn is over
            if _closed(turn, (first,)):
                add([first], _value_choices(start) if first.value is not None else None)
        else:
            # extra discards are owed: the first way that works, the greedy
            # one if it does, else the first of all the ways
            backup = turn.clone()
            steps, open_choice = _canonical(turn, [first])
            legal = _closed(turn, steps)
            if not legal:
                for other, end in _complete(backup, [first], LOTS):
                    if _closed(end, other):
                        steps, turn, legal, open_choice = other, end, True, True
                        break
            if not legal:
                continue
            choices = None
            if open_choice and first.cards and first.cards[0] in EXTRA:
                choices = _extra_choices(first.cards[0], backup.can_draw())
            elif first.value is not None:
                choices = _value_choices(start)
            add(steps, choices)
    # Picking up is legal only when no discard is possible: not when a move
    # was listed (it starts with a discard the player can make), nor when
    # the player surely can discard; otherwise the turn judges it.
    if not found and rules.can_discard(dealt)[0] is None:
        turn = start.clone() if start is not None else Turn(pos, QuietVerdict())
        turn.step(PICKUP_STEP, True)
        if _closed(turn, (PICKUP_STEP,)):
            add([PICKUP_STEP], None)
    return found if len(found) <= limit else found[:limit]


def _canonical(turn: Turn, steps: list[Step]) -> tuple[list[Step], bool]:
    """Finish a turn the first way that works; say whether other ways were open."""
    open_choice = False
    while not turn.stop and turn.ended is None and turn.owed > 0:
        choices = rules.discards(turn, compact_values=True)
        if turn.can_draw():
            open_choice = True
            if not choices:
                turn.step(DRAW, False)
                steps.append(DRAW)
                choices = rules.discards(turn, compact_values=True)
        if not choices:
            if turn.pile and rules.can_discard(turn) == (None, False):
                turn.step(PICKUP_STEP, True)
                steps.append(PICKUP_STEP)
            break
        open_choice = open_choice or len(choices) > 1
        turn.step(choices[0], False)
        steps.append(choices[0])
    return steps, open_choice


def _complete(turn: Turn, steps: list[Step], room: int) -> Iterator[tuple[list[Step], Turn]]:
    """Every way to finish the turn (extra discards, optional draws), up to
    ``room``: pairs of the steps and the turn after them (the caller's to keep)."""
    if room <= 0:
        return
    if turn.stop or turn.ended is not None or turn.owed == 0:
        yield list(steps), turn
        return
    made = 0
    branches = [(turn, steps)]
    if turn.can_draw():
        branches.append((_tried(turn, DRAW), [*steps, DRAW]))
    for state, prefix in branches:
        choices = rules.discards(state, compact_values=False)
        if not choices and state is turn:
            made += 1
            if state.pile and rules.can_discard(state) == (None, False):
                state.step(PICKUP_STEP, True)
                yield [*prefix, PICKUP_STEP], state
            else:
                yield list(prefix), state
        for option in choices:
            if made >= room:
                return
            for done in _complete(_tried(state, option), [*prefix, option], room - made):
                made += 1
                yield done
                if made >= room:
                    return
