"""The cards a turn of 3UP 3DOWN holds, and how the turn ends: a step after the turn (or the game)
ended, the draws, picking up the pile, the extra discards a Clear +1 or Clear +2 still owes, and
the draw back up to three.

3UP 3DOWN is the one game whose turn has several steps; its one ``Turn`` (``judge.py``) is written
in two files: this one holds the cards of the player to move and the piles as the turn has them,
what the rules ask of them, and the end of the turn; ``judge.py`` the discards and what they do.
Every finding goes into ``v``; ``stop`` is set when a missing fact makes the rest of the move
unknowable. With a ``QuietVerdict`` (``loud`` is false) the effects and explanatory notes are not
built at all. The draw pile, the discard pile and the cleared cards are tuples that are replaced,
never changed in place, so that ``clone`` copies only the hand, the table cards and the discards of
this turn."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Literal, Self

from ...i18n import Msg
from ...verdict import QuietVerdict, Recorder, UsageError, Verdict, said
from .. import engine
from ..base import UNKNOWN
from . import messages as m
from . import rules
from .model import (
    CARDS,
    CLEAR_RULES,
    COPIES,
    HAND_SIZE,
    Card,
    Cards,
    Move,
    Position,
    Seat,
    Step,
    known_counts,
    sort_key,
    spaced,
)

#: how a turn ended before its last step: a face-down card that did not fit, a pickup (after a
#: Clear +2 from the table), a win, or one discard more than the turn has
Ended = Literal["pickup", "fail", "pickup2", "win", "over"]


class Ending(engine.Turn[Position, Move]):
    """The cards of the player to move and the piles as a turn has them, what the rules ask of them,
    and the steps that end a turn: the judge's ``Turn`` is an ``Ending`` that plays the discards."""

    pos: Position
    me: str
    hand: list[Card]
    up: list[Card]
    down: dict[int, Card]
    draw: Cards
    pile: Cards
    removed: Cards | None
    draws: list[Card]
    _known: Counter[Card] | None
    revealed: Counter[Card] | None
    house: frozenset[str]
    discards: int
    owed: int
    owed_by: str | None
    draw_ok: bool
    tops: list[Card]
    watch: int | None
    ended: Ended | None
    stop: bool
    last: Step | None
    last_discard: Step | None
    index: int
    bears: set[str]
    broke_at: int | None

    def __init__(self, pos: Position, rec: Recorder, draws: Sequence[str] | None = None) -> None:
        super().__init__(pos, rec, draws)
        self.me = pos.to_move
        seat = pos.seats[pos.players.index(self.me)]
        self.hand = list(seat.hand)
        self.up = list(seat.face_up or ())  # the judge asks for face-up cards not known first
        self.down = dict(enumerate(seat.face_down, 1))
        self.draw = pos.draw_pile
        self.pile = pos.pile
        self.removed = pos.removed
        self.draws = []
        self._known = None
        self.revealed = None      # cards the move reveals (created when needed)
        self.house = pos.house_rules
        self.discards = 0         # discards made this turn
        self.owed = 0             # extra discards still owed (Clear +1, Clear +2)
        self.owed_by = None       # the Clear card that gave them
        self.draw_ok = False      # the optional draw may come next
        self.tops = []            # the card of each discard this turn
        self.watch = None         # number of the discard that was a Clear +2 from the table
        self.ended = None         # "pickup", "fail", "pickup2", "win", "over"
        self.stop = False
        self.last = None          # the last step taken
        self.last_discard = None
        self.bears = set()        # rulings that bear on a broken rule (kept when the move is illegal)
        self.index = 0            # the step being taken
        self.broke_at = None      # the step where an extra discard did not fit (``explain``)

    def clone(self) -> Self:
        """A copy to try one way of going on; a quiet turn gets its own verdict."""
        other = object.__new__(self.__class__)
        other.__dict__ = self.__dict__.copy()  # a copy of the whole dict: quicker than updating an empty one
        other.pos, other.rec, other.v, other.tap, other.loud, other.given = (self.pos, self.rec, self.v, self.tap,
                                                                         self.loud, self.given)
        other.hand = self.hand[:]
        other.up = self.up[:]
        other.down = self.down.copy()
        other.tops = self.tops[:]
        if self.draws:
            other.draws = self.draws[:]
        if self.revealed is not None:
            other.revealed = self.revealed.copy()
        v = self.v
        if isinstance(v, QuietVerdict):
            other.v = other.rec = QuietVerdict(v.bad, v.open)
        return other

    # -- what the rules ask of the cards ------------------------------------------------

    def top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    @property
    def known(self) -> Counter[Card]:
        """The copies of each card the position places (counted only when needed)."""
        if self._known is None:
            self._known = known_counts(self.pos)
        return self._known

    def room(self, card: Card) -> bool:
        """Whether one more copy of ``card`` may be revealed (3up3down.components.deck)."""
        return rules.room(card, self.known, self.revealed, self.pos.decks)

    def reveal(self, card: Card) -> bool:
        if not self.room(card):
            self.v.broken("3up3down.components.deck",
                          Msg(m.B_DECK_SHORT, count=COPIES[card] * self.pos.decks, card=card), card=card,
                          copies=COPIES[card] * self.pos.decks)
            return False
        self.note_revealed(card)
        return True

    def note_revealed(self, card: Card) -> None:
        if self.revealed is None:
            self.revealed = Counter()
        self.revealed[card] += 1

    def possible(self) -> list[Card]:
        """The cards an unseen card may still turn out to be."""
        return [c for c in CARDS if self.room(c)]

    def can_draw(self) -> bool:
        return self.draw_ok and self.owed > 0 and bool(self.draw) and len(self.hand) < HAND_SIZE

    @property
    def failed(self) -> bool:
        """Whether a rule was broken or a fact is missing (a quiet turn only)."""
        return not self.v.legal

    # -- the end of a turn: a step after it, the draws, picking up, owed discards --------

    def after_end(self, step: Step) -> bool:
        """Report a step that comes after the turn (or the game) ended."""
        if not self.ended:
            return False
        v = self.v
        if self.ended == "fail":
            v.broken("3up3down.piles.face-down-fail", Msg(m.B_AFTER_FAIL, step=step.text()), step=step.text())
        elif self.ended == "pickup2":
            v.broken("3up3down.clear.plus-two-pickup", Msg(m.B_AFTER_PICKUP2, step=step.text()), step=step.text())
        elif self.ended == "pickup":
            v.broken("3up3down.play.pick-up", Msg(m.B_AFTER_PICKUP, steps=step.text()), step=step.text())
        elif self.ended == "win":
            v.broken("3up3down.end.win", Msg(m.B_AFTER_WIN, player=self.me, step=step.text()), player=self.me,
                     step=step.text())
        else:
            v.broken("3up3down.turn.structure",
                     Msg(m.B_AFTER_DRAW, last=self.last_discard.text() if self.last_discard else "", step=step.text()),
                     step=step.text())
        return True

    def draw_step(self, step: Step, is_last: bool) -> None:
        v = self.v
        if self.ended and self.after_end(step):
            return
        if self.draw_ok and self.owed > 0:
            self.draw_ok = False
            if not self.draw:
                v.broken("3up3down.draw.refill", Msg(m.B_NOTHING_TO_DRAW), draw_pile=0)
                return
            if len(self.hand) >= HAND_SIZE:
                v.broken("3up3down.draw.over-three" if len(self.hand) > HAND_SIZE else "3up3down.draw.refill",
                         Msg(m.B_HOLDS_THREE, player=self.me, count=len(self.hand)), hand=len(self.hand))
                return
            got = self.take_draw(step.cards)
            if not self.loud:
                return
            rule = CLEAR_RULES[self.owed_by or "clear+1"]
            v.later("draw", rule, m.e_drew, m.E_DRAW_BEFORE_EXTRA, self.me, tuple(got))
            return
        if is_last and self.owed == 0 and self.discards > 0:
            return
        if self.discards == 0:
            v.broken("3up3down.turn.structure", Msg(m.B_DRAW_FIRST))
        elif self.owed > 0 and self.last is not None and self.last.verb != "draw":
            v.broken("3up3down.clear.plus-two", Msg(m.B_DRAW_BEFORE_LAST))
        else:
            v.broken("3up3down.turn.structure", Msg(m.B_DRAW_WHEN))

    def take_draw(self, named: Cards) -> list[Card]:
        """Draw back up to three; ``named`` are the cards the move says were drawn."""
        v = self.v
        n = min(HAND_SIZE - len(self.hand), len(self.draw))
        taken, self.draw = list(self.draw[:n]), self.draw[n:]
        if named and len(named) != n:
            v.broken("3up3down.draw.refill", Msg(m.B_DRAW_TAKES, count=n, named=len(named)), count=n, named=len(named))
        elif named and taken and taken[0] != UNKNOWN:
            if list(named) != taken:
                v.broken("3up3down.draw.refill", Msg(m.B_DRAW_TOP, expected=spaced(taken), cards=spaced(named)),
                         expected=taken, cards=list(named))
        elif named:
            taken = [c if self.reveal(c) else UNKNOWN for c in named]
        elif taken and taken[0] == UNKNOWN:
            fill = []
            for _ in taken:
                card = self.draws.pop(0) if self.draws else UNKNOWN
                if card != UNKNOWN and not self.room(card):
                    raise UsageError(Msg(m.B_DECK_SHORT, count=COPIES[card] * self.pos.decks, card=card))
                if card != UNKNOWN:
                    self.note_revealed(card)
                fill.append(card)
            taken = fill
        self.hand.extend(taken)
        return taken

    def pickup(self, step: Step) -> None:
        """Picking up the pile: the whole turn, or when an extra discard cannot be made
        (3up3down.play.pick-up, play.must-play)."""
        v = self.v
        me = self.me
        if self.ended and self.after_end(step):
            return
        if self.discards > 0 and self.owed == 0:
            v.broken("3up3down.play.pick-up", Msg(m.B_PICKUP_AFTER_DISCARD))
            self.ended = "pickup"
            return
        if self.discards > 0 and not self.pile:
            v.broken("3up3down.play.pick-up", Msg(m.B_PICKUP_CLEARED))
            self.ended = "pickup"
            return
        example, unknown = rules.can_discard(self)
        if example is not None:
            v.broken("3up3down.play.must-play", Msg(m.B_MUST_DISCARD, player=me, example=example), player=me,
                     example=example if isinstance(example, str) else None)
        elif unknown:
            v.need(f"cards.{me}.hand", "3up3down.play.must-play", Msg(m.NEED_PLAYABLE, player=me), player=me)
        v.note("3up3down.play.must-play")
        if self.discards > 0:
            v.note("3up3down.clear.extra-impossible")
        self.take_pile()

    def take_pile(self) -> None:
        v = self.v
        count = len(self.pile)
        from_table = not self.hand and not self.draw
        self.hand.extend(self.pile)
        self.pile = ()
        self.ended = "pickup"
        self.owed = 0
        if not self.loud:
            return
        v.later("pickup", "3up3down.play.pick-up", said, m.E_PICKUP, ("player", "count"), self.me, count)
        if from_table and (self.up or self.down):
            self.wait_effect()

    def finish(self, end_draw: Step | None) -> None:
        """Owed extra discards, the draw back up to three, the next player."""
        v = self.v
        me = self.me
        if self.ended is None and self.owed > 0:
            example, unknown = rules.can_discard(self)
            if example is None and not unknown and self.pile:
                v.broken("3up3down.clear.extra-impossible", Msg(m.B_MUST_PICK_UP, player=me), player=me)
            elif example is None and not unknown and self.can_draw():
                v.broken("3up3down.clear.extra-impossible", Msg(m.B_MAY_STILL_DRAW, player=me), player=me)
                v.note("3up3down.play.must-play")
                self.bears.add("3up3down.play.must-play")
            elif example is not None or unknown:
                v.broken(CLEAR_RULES[self.owed_by or "clear+1"],
                         Msg(m.B_EXTRA_LEFT_OUT, card=self.owed_by, count=self.owed), card=self.owed_by,
                         missing=self.owed)
            elif self.loud:
                v.later("skip", "3up3down.clear.extra-impossible", said, m.E_EXTRA_LAPSES, ("player",), me)
                self.effect_note("3up3down.clear.extra-impossible")
        if self.ended == "win":
            return
        if self.ended is None:
            held = len(self.hand)
            loud = self.loud
            if loud and held > HAND_SIZE:
                v.later("draw", "3up3down.draw.over-three", m.e_no_draw, m.E_OVER_THREE, me, held)
                self.effect_note("3up3down.draw.over-three")
            if loud and held < HAND_SIZE and not self.draw:
                v.later("draw", "3up3down.draw.refill", m.e_no_draw, m.E_DRAW_PILE_EMPTY, me, None)
            named = end_draw.cards if end_draw is not None else ()
            if held < HAND_SIZE and self.draw:
                got = self.take_draw(named)
                if loud:
                    v.later("draw", "3up3down.draw.refill", m.e_drew,
                            m.E_DRAW_LAST if len(self.hand) < HAND_SIZE else m.E_DRAW_BACK, me, tuple(got))
            elif named:
                v.broken("3up3down.draw.refill", Msg(m.B_DRAW_TAKES, count=0, named=len(named)), count=0,
                         named=len(named))
        if self.loud:
            self.next_effect()

    # -- reporting ----------------------------------------------------------------------

    def effect_note(self, rule: str) -> None:
        """A ruling that only explains an effect: dropped when the move is illegal (``tidy``)."""
        self.v.note(rule)

    def tidy(self) -> None:
        """An illegal move has no effects, and no fact can make it legal: keep only
        the broken rules and the rulings that bear on them."""
        v = self.rec
        if isinstance(v, Verdict) and v.reasons:
            # only the rulings that decided: those the broken rules are (3up3down.clear.one-at-a-time, ...)
            cited = {f.rule for f in v.reasons}
            v.effects = []
            v.missing = []
            v.notes = [n for n in v.notes if n.rule in cited or n.rule in self.bears]

    def wait_effect(self) -> None:
        if not self.loud:
            return
        self.v.later("wait", "3up3down.piles.after-pickup", said, m.E_WAIT, ("player",), self.me)

    def next_effect(self) -> None:
        nxt = self.pos.next_player(self.me)
        self.v.later("next-player", "3up3down.turn.structure", said, m.E_NEXT, ("player",), nxt)

    # -- the position after the move --------------------------------------------------

    def result(self) -> Position:
        pos = self.pos
        me = pos.players.index(self.me)
        seat = Seat(tuple(sorted(self.hand, key=sort_key)), tuple(self.up), tuple(self.down.values()))
        players = pos.players
        return Position(players, players[(me + 1) % len(players)], pos.house_rules, pos.decks, self.draw,
                        self.pile, (*pos.seats[:me], seat, *pos.seats[me + 1:]), self.removed)
