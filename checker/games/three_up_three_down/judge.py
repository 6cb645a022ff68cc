"""The one turn engine of 3UP 3DOWN: ``Turn`` plays a move step by step on the cards of the
player to move and the piles (``engine.Turn``): ``check`` runs it loudly, ``apply`` quietly,
and the move generator steps it quietly where a turn goes on after a Clear +1 or Clear +2. The
cards it holds, what the rules (``rules.py``) ask of them and how a turn ends are ``ending.py``;
the steps, the discards and what they do are here."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import cast

from ...i18n import Msg, OneOf
from ...verdict import EffectKind, QuietVerdict, Recorder, UsageError, Verdict, said
from ..base import UNKNOWN
from . import messages as m
from . import rules
from .ending import Ending
from .model import (
    CLEAR_RULES,
    CLEAR_SET,
    CLEARS,
    EXTRA,
    MAX_PLAYERS_ONE_DECK,
    NUMBER_SET,
    NUMBERS,
    RANK,
    Card,
    Move,
    Position,
    Step,
    rank,
    sort_key,
    spaced,
)
from .model import PICKUP_STEP as PICKUP
from .notation import read_card
from .words import NOTATION


def judge(pos: Position, move: Move, rec: Recorder, draws: Sequence[str] | None = None) -> Position | None:
    """Judge ``move`` in ``pos`` into ``rec``; the position after it when it is
    legal, else None. ``draws`` are what unknown cards drawn turned out to
    be; more of them than the move draws is a ``UsageError``."""
    return Turn(pos, rec, draws).run(move)


class Turn(Ending):
    """One turn, step by step: the discards and what they do (how the turn ends is ``Ending``)."""

    def run(self, move: Move) -> Position | None:
        pos, rec = self.pos, self.rec
        winner = pos.winner()
        if winner is not None:
            rec.broken("3up3down.end.win", Msg(m.B_GAME_OVER, winner=winner), winner=winner)
            return None
        if pos.seat(pos.to_move).face_up is None:
            rec.need(f"cards.{pos.to_move}.face_up", "3up3down.piles.when", Msg(m.NEED_FACE_UP, player=pos.to_move),
                     player=pos.to_move)
            return None
        if pos.decks > 1 and self.loud:  # a note: a quiet recorder keeps none
            rec.note("3up3down.components.two-decks", Msg(m.NOTE_TWO_DECKS))
            if len(pos.players) <= MAX_PLAYERS_ONE_DECK:
                # two decks for fewer than seven: the position is possible only under the house rule
                rec.note("3up3down.components.one-deck-for-six",
                         Msg(m.NOTE_TWO_DECKS_FEW, name="two-decks-few-players"))
        cards = self.draws = read_draws(self.given) if self.given else []
        self.play(move)
        self.release()
        if self.loud:
            self.tidy()
            if self.broke_at is not None and not rec.legal:
                self.explain(move, self.broke_at)
        if not rec.legal:
            return None
        if self.draws:
            raise UsageError(Msg(m.M_DRAWS_LEFT, count=len(cards), used=len(cards) - len(self.draws)))
        return self.result()

    def play(self, move: Move) -> None:
        """The steps of ``move``, and the end of the turn."""
        steps = move.steps
        last = len(steps) - 1
        for index, step in enumerate(steps):
            if self.stop:
                return
            self.index = index
            self.step(step, index == last)
        self.close(steps)

    def step(self, step: Step, is_last: bool) -> None:
        """One step of a move (``legal_moves`` builds moves with this too)."""
        verb = step.verb
        if verb == "pickup":
            self.pickup(step)
        elif verb == "draw":
            self.draw_step(step, is_last)
        else:
            self.discard(step)
            self.last_discard = step
        self.last = step

    def close(self, steps: Sequence[Step]) -> None:
        """The end of the move: owed discards, the draw, the next player."""
        if not self.stop:
            self.finish(steps[-1] if steps[-1].verb == "draw" and self.ended is None and self.owed == 0 else None)

    # -- the discards ------------------------------------------------------------------

    def discard(self, step: Step) -> None:
        v = self.v
        if self.ended and self.after_end(step):
            return
        if self.discards > 0 and self.owed == 0:
            self.ended = "over"
            self.after_end(step)
            return
        extra = self.discards > 0
        me = self.me
        if step.verb == "play":
            step = self.from_where(step)
        if step.verb in ("up", "down"):
            if self.hand:
                v.broken("3up3down.piles.when", Msg(m.B_HAND_FIRST, player=me), player=me, hand=len(self.hand))
            if self.draw:
                v.broken("3up3down.piles.when", Msg(m.B_DRAW_PILE_FIRST, count=len(self.draw)),
                         draw_pile=len(self.draw))
        if step.verb == "down":
            self.discard_down(step, extra)
            return
        cards = list(step.cards)
        if step.verb == "play":
            self.take_from_hand(cards)
        elif len(cards) == 1 and cards[0] in self.up:
            self.up.remove(cards[0])
        else:
            need = Counter(cards)
            have = Counter(self.up)
            short = [c for c in need for _ in range(need[c] - have[c]) if need[c] > have[c]]
            if short and len(short) <= have[UNKNOWN]:
                if all(self.reveal(c) for c in short):
                    v.need(f"cards.{me}.face_up", "3up3down.turn.structure",
                           Msg(m.NEED_FACE_UP_CARDS, player=me, cards=spaced(short)), player=me, cards=short)
                for _ in short:
                    self.up.remove(UNKNOWN)
            elif short:
                v.broken("3up3down.turn.structure", Msg(m.B_NO_FACE_UP_CARDS, player=me, cards=spaced(short)),
                         player=me, cards=short, face_up=list(self.up))
            for card in cards:
                if card in self.up:
                    self.up.remove(card)
        if len(cards) > 1:
            self.check_set(cards)
        top = self.top()
        lows: Sequence[Card]
        if top is None:
            lows = ()
        elif len(cards) == 1:
            lows = cards if cards[0] in NUMBER_SET and RANK[cards[0]] < rank(top) else ()
        else:
            lows = sorted({c for c in cards if c in NUMBER_SET and RANK[c] < rank(top)}, key=sort_key)
        if lows and extra and self.owed > 0 and self.loud and self.broke_at is None:
            self.broke_at = self.index  # an extra discard that does not fit: explain_breakdown
        for low in lows:
            v.broken("3up3down.play.equal-or-higher", Msg(m.B_LOWER, card=low, top=top), card=low, top=top)
        self.place(cards, step, extra)

    def from_where(self, step: Step) -> Step:
        """``play`` (or a step naming no source) plays from where the player
        must play now (3up3down.piles.when, face-up-first): the hand, then the
        face-up cards, then the face-down cards. Cards that are not in the hand
        but on the table are played from the table, so that a source the rules
        do not allow yet is judged under the rule that forbids it."""
        cards = step.cards
        hand = self.hand
        if hand:
            card = cards[0]
            if hand.count(card) >= len(cards) and cards.count(card) == len(cards):
                return step  # the usual case: the cards are in the hand
            have = Counter(hand)
            if UNKNOWN in have or all(have[c] >= n for c, n in Counter(cards).items()):
                return step
            up = Counter(self.up)
            if all(up[c] >= n for c, n in Counter(cards).items()):
                return Step("up", cards)
            return step
        if self.draw:
            up = Counter(self.up)
            return Step("up", cards) if all(up[c] >= n for c, n in Counter(cards).items()) else step
        if self.up:
            return Step("up", cards)
        if self.down and len(cards) == 1:
            card = cards[0]
            slot = next((s for s, c in self.down.items() if c == card), None)
            if slot is None:
                slot = next((s for s, c in self.down.items() if c == UNKNOWN), min(self.down))
            return Step("down", slot=slot, value=card)
        if self.down:
            self.v.broken("3up3down.piles.face-down-blind", Msg(m.B_FACE_DOWN_ONE, player=self.me), player=self.me)
            self.stop = True
        return step

    def take_from_hand(self, cards: list[str]) -> None:
        hand = self.hand
        card = cards[0]
        if cards.count(card) == len(cards) and hand.count(card) >= len(cards):
            for _ in cards:  # the usual case: every card is there, nothing to report
                hand.remove(card)
            return
        v = self.v
        need = Counter(cards)
        have = Counter(c for c in self.hand if c != UNKNOWN)
        unknown = self.hand.count(UNKNOWN)
        short = [c for c in sorted(need, key=sort_key) for _ in range(need[c] - have[c]) if need[c] > have[c]]
        if short and len(short) <= unknown:
            if all(self.reveal(c) for c in short):
                v.need(f"cards.{self.me}.hand", "3up3down.turn.structure",
                       Msg(m.NEED_HAND_CARDS, player=self.me, cards=spaced(short)), player=self.me, cards=short)
        elif short:
            v.broken("3up3down.turn.structure", Msg(m.B_NOT_IN_HAND, player=self.me, cards=spaced(short)),
                     player=self.me, cards=short)
        for card in cards:
            if card in self.hand:
                self.hand.remove(card)
            elif UNKNOWN in self.hand:
                self.hand.remove(UNKNOWN)

    def check_set(self, cards: list[str]) -> None:
        """One number, or one Clear card (3up3down.play.multiples, clear.one-at-a-time);
        a single card is always a valid discard, so only sets come here."""
        v = self.v
        clears = [c for c in cards if c in CLEARS]
        numbers = [c for c in cards if c in NUMBERS]
        if clears and len(cards) > 1:
            if "multiple-clears" in self.house and not numbers and len(set(clears)) == 1:
                v.note("3up3down.clear.one-at-a-time", Msg(m.NOTE_MULTIPLE_CLEARS, name="multiple-clears"))
            elif "multiple-clears" in self.house and not numbers:
                v.broken("3up3down.clear.one-at-a-time",
                         Msg(m.B_CLEARS_ONE_KIND, name="multiple-clears", cards=spaced(cards)), cards=cards)
            else:
                v.broken("3up3down.clear.one-at-a-time", Msg(m.B_CLEAR_ALONE, cards=spaced(cards)), cards=cards)
        if len(set(numbers)) > 1:
            v.broken("3up3down.play.multiples", Msg(m.B_ONE_NUMBER, cards=spaced(cards)), cards=cards)
        elif len(numbers) > 1:
            v.note("3up3down.play.multiples")

    def discard_down(self, step: Step, extra: bool) -> None:
        v = self.v
        me = self.me
        v.note("3up3down.piles.face-down-blind")
        if self.up:
            v.broken("3up3down.piles.face-up-first", Msg(m.B_FACE_UP_FIRST, player=me, cards=spaced(self.up)),
                     player=me, face_up=list(self.up))
        seat = self.pos.seat(me)
        if not 1 <= step.slot <= len(seat.face_down):
            v.broken("3up3down.piles.face-down-blind", Msg(m.B_NO_FACE_DOWN, player=me, slot=step.slot), player=me,
                     slot=step.slot, face_down=len(seat.face_down))
            self.stop = True
            return
        if step.slot not in self.down:
            v.broken("3up3down.piles.face-down-blind", Msg(m.B_FACE_DOWN_PLAYED, slot=step.slot), slot=step.slot)
            self.stop = True
            return
        value = self.down[step.slot]
        if value != UNKNOWN and step.value is not None and value != step.value:
            v.broken("3up3down.piles.face-down-blind",
                     Msg(m.B_FACE_DOWN_IS, slot=step.slot, card=value, claimed=step.value), slot=step.slot, card=value,
                     claimed=step.value)
        if value == UNKNOWN:
            if step.value is None:
                v.need(f"cards.{me}.face_down", "3up3down.piles.face-down-blind",
                       Msg(m.NEED_FACE_DOWN, slot=step.slot, player=me, move=f"down {step.slot}=CARD"), player=me,
                       slot=step.slot)
                self.stop = True
                return
            value = step.value
            if not self.reveal(value):
                self.stop = True
                return
        del self.down[step.slot]
        if self.loud:
            v.later("turn", "3up3down.piles.face-down-blind", said, m.E_TURN_OVER, ("player", "slot", "card"), me,
                    step.slot, value)
        if not rules.fits(value, self.pile):
            top = self.top()
            self.discards += 1
            if self.watch is not None and self.discards == self.watch + 2:
                v.note("3up3down.clear.plus-two-pickup")  # the blind card is the lower last discard
            taken = len(self.pile) + 1
            self.hand.extend(self.pile)
            self.hand.append(value)
            self.pile = ()
            if self.loud:
                v.later("pickup", "3up3down.piles.face-down-fail", said, m.E_FACE_DOWN_FAILS,
                        ("player", "card", "top", "count"), me, value, top, taken)
                self.effect_note("3up3down.piles.face-down-fail")
            self.ended = "fail"
            if self.up or self.down:
                self.wait_effect()
            return
        self.place([value], step, extra)

    def place(self, cards: list[str], step: Step, extra: bool) -> None:
        """Put a discard on the pile and resolve what it does."""
        v = self.v
        loud = self.loud
        me = self.me
        if not cards:
            return
        if loud:
            if self.pile:
                if not CLEAR_SET.isdisjoint(cards):
                    v.note("3up3down.clear.rank")
            else:
                v.note("3up3down.play.lead")
        self.pile += tuple(cards)
        self.discards += 1
        if extra:
            self.owed -= 1
        if loud:
            rule = "3up3down.play.lead" if len(self.pile) == len(cards) else "3up3down.play.equal-or-higher"
            v.later("discard", rule, m.e_discard, me, tuple(cards), step.verb)
        kind: str | None = None
        for card in cards:
            if card in CLEAR_SET:
                kind = card
                break
        self.draw_ok = False
        self.tops.append(cards[0] if len(cards) == 1 else max(cards, key=rank))
        if kind is not None:
            count = len(self.pile)
            self.clear_pile()
            if loud:
                v.later("clear", CLEAR_RULES[kind], said, m.E_CLEAR, ("card", "count"), kind, count)
                self.effect_note(CLEAR_RULES[kind])
            if kind in EXTRA:
                self.owed += EXTRA[kind]
                self.owed_by = kind
                self.draw_ok = True
                if loud:
                    text = m.E_EXTRA_MAY_DRAW if self.can_draw() else m.E_EXTRA
                    v.later("extra-discard", CLEAR_RULES[kind], said, text, ("player", "count"), me, EXTRA[kind])
                if kind == "clear+2" and step.verb in ("up", "down"):
                    self.watch = self.discards
        else:
            self.three_of_a_kind()
        if self.stop:
            return
        if self.watch is not None and self.discards == self.watch + 2 and self.ended is None:
            previous, now = self.tops[-2], self.tops[-1]
            if rank(now) <= rank(previous):
                v.note("3up3down.clear.plus-two-pickup")  # it decided: a penalty, or none for an equal card
            if rank(now) < rank(previous):
                count = len(self.pile)
                self.hand.extend(self.pile)
                self.pile = ()
                self.ended = "pickup2"
                if loud:
                    v.later("pickup", "3up3down.clear.plus-two-pickup", said, m.E_PICKUP_AFTER_PLUS_TWO,
                            ("player", "card", "previous", "count"), me, now, previous, count)
                if self.up or self.down:
                    self.wait_effect()
                return
        if not self.hand and not self.up and not self.down:
            self.ended = "win"
            if loud:
                v.later("win", "3up3down.end.win", said, m.E_WIN, ("player",), me)
                self.effect_note("3up3down.end.win")

    def clear_pile(self) -> None:
        if self.removed is not None:
            self.removed += self.pile
        self.pile = ()

    def three_of_a_kind(self) -> None:
        """Three or more of one number on top clear the pile (3up3down.clear.three-of-a-kind).

        The position lists at least the top two cards of a pile whose lower
        cards are left out, and two equal cards never lie on a third one, so
        the cards that are left out never decide this."""
        pile = self.pile
        top = pile[-1] if pile else None
        if len(pile) < 3 or pile[-2] != top or pile[-3] != top:
            return
        run = 0
        for card in reversed(pile):
            if card != top:
                break
            run += 1
        count = len(pile)
        self.clear_pile()
        if self.loud:
            self.v.later("clear", "3up3down.clear.three-of-a-kind", said, m.E_THREE_OF_A_KIND, ("card", "run", "count"),
                         top, run, count)
            self.effect_note("3up3down.clear.three-of-a-kind")

    def explain(self, move: Move, broke_at: int) -> None:
        """A move whose extra discard after a Clear +1 or Clear +2 does not fit
        (Clear +2, 9, then a 4 on the 9): say which part stands, what the player
        must do at the point where it broke, and what follows from that."""
        pos, rec = self.pos, self.rec
        stands = move.steps[:broke_at]
        broken = move.steps[broke_at]
        start = Turn(pos, QuietVerdict())
        resolved = []
        for step in stands:
            step = start.from_where(step) if step.verb == "play" else step
            resolved.append(step)
            start.step(step, False)
        if start.failed or start.stop or start.ended is not None or start.owed <= 0:
            return  # the move went wrong before, or the turn was over already
        stands = tuple(resolved)
        broken = start.from_where(broken) if broken.verb == "play" else broken
        me = pos.to_move
        top = start.top()
        stood = ", ".join(s.text() for s in stands)
        fits = [s for s in rules.discards(start, compact_values=True) if s.verb != "down"]
        if fits:
            rec.effect("extra-discard", CLEAR_RULES[start.owed_by or "clear+1"],
                       Msg(m.E_EXTRA_MUST, stands=NOTATION.shown(stood), step=NOTATION.shown(broken.text()), top=top,
                           player=me, options=OneOf([NOTATION.shown(s.text()) for s in fits])), player=me, stands=stood,
                       step=broken.text(), top=top, options=[s.text() for s in fits])
            return
        finish = Move((*stands, PICKUP))
        table = Verdict("3up3down", "")
        then = Turn(pos, table)
        then.play(finish)
        then.release()
        if not table.legal:
            return
        instead = ", ".join(s.text() for s in finish.steps)
        rec.effect("pickup", "3up3down.clear.extra-impossible",
                   Msg(m.E_EXTRA_IMPOSSIBLE, stands=NOTATION.shown(stood), step=NOTATION.shown(broken.text()), top=top,
                       player=me, move=NOTATION.shown(instead)), player=me, stands=stood, step=broken.text(), top=top,
                   instead=instead)
        for f in table.effects:
            rec.effect(cast("EffectKind", f.kind), f.rule, f.msg, **f.values)



def read_draws(draws: Sequence[str] | None) -> list[Card]:
    """The ``--draw`` values as cards; one that is no card is a usage error."""
    cards = []
    for text in draws or ():
        card = read_card(text)
        if card is None:
            raise UsageError(Msg(m.M_NOT_A_CARD, word=text))
        cards.append(card)
    return cards
