"""The legal moves of 3UP 3DOWN, built by the judge itself.

Every move is built step by step by the same ``Turn`` that ``judge`` runs,
with a ``QuietVerdict``: a move is listed exactly when ``judge`` would find it
legal, and no rule is written here a second time. This module only chooses
which steps to try (``options``: the discards that fit, from where the rules
say the next discard comes) and how to finish a turn that owes extra discards.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ...i18n import N_, NP_, Msg, OneOf
from ...verdict import QuietVerdict
from ..base import UNKNOWN, MoveOption
from .judge import Turn
from .model import (
    DRAW,
    EXTRA,
    LOTS,
    NUMBER_SET,
    PICKUP_STEP,
    Move,
    Position,
    Step,
    discard_step,
    shared_step,
    sort_key,
    step_text,
)
from .words import NOTATION


def options(turn: Turn, compact_values: bool) -> list[Step]:
    """The discards worth trying next: every card that fits, from where the next
    discard must come; a face-down card with each value it may turn out to be
    (only the first, when ``compact_values``)."""
    src = turn.source()
    out: list[Step] = []
    if src in ("play", "up"):
        held: dict[str, int] = {}
        for c in (turn.hand if src == "play" else turn.up):
            if c != UNKNOWN:
                held[c] = held.get(c, 0) + 1
        several = "multiple-clears" in turn.house
        for card in sorted(held, key=sort_key):
            if not turn.fits(card):
                continue
            most = held[card] if several or card in NUMBER_SET else 1
            for k in range(1, most + 1):
                out.append(discard_step(src, card, k))
    elif src == "down":
        for slot, value in turn.down.items():
            if value != UNKNOWN:
                out.append(shared_step("down", slot=slot))
                continue
            for card in turn.possible():
                out.append(shared_step("down", slot=slot, value=card))
                if compact_values:
                    break
    return out


def _tried(turn: Turn, step: Step, is_last: bool = False) -> Turn:
    """A copy of ``turn`` with one more step taken."""
    nxt = turn.clone()
    assert isinstance(nxt, Turn)
    nxt.step(step, is_last)
    return nxt


def _closed(turn: Turn, steps: Sequence[Step]) -> bool:
    """Close the turn as ``judge`` closes it; whether the move broke nothing
    and left nothing open, i.e. whether ``judge`` finds it legal."""
    turn.close(steps)
    return turn.v.legal


def _value_choices(start: Turn) -> Msg:
    """What a compact ``down N=CARD`` (a face-down card nobody has seen) folds in."""
    # TRANSLATORS: %(values)s is a list of cards (1, 2, clear), joined with "or"
    return Msg(N_("write after = the card that turns up: one of %(values)s"),
               values=OneOf(NOTATION.shown(c) for c in start.possible()))


def _extra_choices(kind: str, may_draw: bool) -> Msg:
    if may_draw:
        # TRANSLATORS: %(card)s is a Clear card (clear+2), %(count)s the number of extra discards
        return Msg(NP_("after %(card)s: %(count)s more discard of your choice, and you may draw before it",
                       "after %(card)s: %(count)s more discards of your choice, and you may draw before the first"),
                   card=NOTATION.shown(kind), count=EXTRA[kind])
    # TRANSLATORS: %(card)s is a Clear card (clear+2), %(count)s the number of extra discards
    return Msg(NP_("after %(card)s: %(count)s more discard of your choice",
                   "after %(card)s: %(count)s more discards of your choice"), card=NOTATION.shown(kind),
               count=EXTRA[kind])


def legal_moves(pos: Position, expand: bool = False, limit: int = 500) -> list[MoveOption[Move]]:
    """Every first discard, finished the first way that works (or, expanded,
    every way)."""
    if any(seat.empty for seat in pos.seats) or pos.seat(pos.to_move).face_up is None:
        return []
    found: list[MoveOption[Move]] = []
    seen: set[str] = set()
    after = pos._after
    if after is None:
        after = {}
        object.__setattr__(pos, "_after", after)  # the position's own cache (model.Position._after)

    def add(steps: Sequence[Step], choices: Msg | None, end: Turn) -> None:
        text = step_text(steps[0]) if len(steps) == 1 else ", ".join([step_text(step) for step in steps])
        if text not in seen:
            seen.add(text)
            move = Move(tuple(steps))
            found.append(MoveOption(text, choices, move))
            after[id(move)] = (move, end.result)

    start = Turn(pos, QuietVerdict())
    for first in options(start, compact_values=not expand):
        if len(found) >= limit:
            break
        turn = _tried(start, first)
        if expand:
            for steps, end in _complete(turn, [first], limit - len(found)):
                if _closed(end, steps):
                    add(steps, None, end)
        elif turn.owed == 0 or turn.stop or turn.ended is not None:
            # the usual move: one discard, and the turn is over
            if _closed(turn, (first,)):
                add([first], _value_choices(start) if first.value is not None else None, turn)
        else:
            # extra discards are owed: the first way that works, the greedy
            # one if it does, else the first of all the ways
            backup = turn.clone()
            assert isinstance(backup, Turn)
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
            add(steps, choices, turn)
    # Picking up is legal only when no discard is possible: not when a move
    # was listed (it starts with a discard the player can make), nor when
    # the player surely can discard; otherwise the turn judges it.
    if not found and start.can_discard()[0] is None:
        turn = _tried(start, PICKUP_STEP, True)
        if _closed(turn, (PICKUP_STEP,)):
            add([PICKUP_STEP], None, turn)
    return found[:limit]


def _canonical(turn: Turn, steps: list[Step]) -> tuple[list[Step], bool]:
    """Finish a turn the first way that works; say whether other ways were open."""
    open_choice = False
    while not turn.stop and turn.ended is None and turn.owed > 0:
        choices = options(turn, compact_values=True)
        if turn.can_draw():
            open_choice = True
            if not choices:
                turn.step(DRAW, False)
                steps.append(DRAW)
                choices = options(turn, compact_values=True)
        if not choices:
            if turn.pile and turn.can_discard() == (None, False):
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
        choices = options(state, compact_values=False)
        if not choices and state is turn:
            made += 1
            if state.pile and state.can_discard() == (None, False):
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
