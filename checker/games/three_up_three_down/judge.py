"""The one turn engine of 3UP 3DOWN: ``Turn`` plays a move step by step and
``judge`` runs it for ``Game.judge`` (``check`` loudly, ``apply`` and
``legal_moves`` quietly)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...i18n import N_, NP_, Msg, OneOf
from ...verdict import QuietVerdict, Recorder, UsageError, Verdict, is_effect_kind
from ..base import UNKNOWN
from .ending import TurnEnd
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
from .model import (
    PICKUP_STEP as PICKUP,
)
from .words import NOTATION


class Turn(TurnEnd):
    """One turn, step by step: the discards and what they do."""

    def run(self, move: Move) -> None:
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


    def discard(self, step: Step) -> None:
        v = self.v
        if self.after_end(step):
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
                v.broken("3up3down.piles.when",
                         # TRANSLATORS: %(player)s is a player's name
                         Msg(N_("%(player)s still has cards in hand; the cards on the table wait until the hand is "
                                "empty."),
                             player=me), player=me, hand=len(self.hand))
            if self.draw:
                v.broken("3up3down.piles.when",
                         # TRANSLATORS: %(count)s is the number of cards left in the draw pile
                         Msg(NP_("The draw pile still holds %(count)s card; the cards on the table wait until it "
                                 "is used up.",
                                 "The draw pile still holds %(count)s cards; the cards on the table wait until it "
                                 "is used up."),
                             count=len(self.draw)), draw_pile=len(self.draw))
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
                           # TRANSLATORS: %(player)s is a player's name, %(cards)s cards as typed (7 7)
                           Msg(N_("Whether %(player)s has %(cards)s among the face-up cards: the position does not "
                                  "show them."), player=me, cards=spaced(short)), player=me, cards=short)
                for _ in short:
                    self.up.remove(UNKNOWN)
            elif short:
                v.broken("3up3down.turn.structure",
                         # TRANSLATORS: %(player)s is a player's name, %(cards)s cards as typed (7 7)
                         Msg(N_("%(player)s has no %(cards)s among the face-up cards."), player=me,
                             cards=spaced(short)),
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
            v.broken("3up3down.play.equal-or-higher",
                     # TRANSLATORS: %(card)s is the card played, %(top)s the top card of the pile
                     Msg(N_("%(card)s is lower than %(top)s, the top card of the pile."), card=low, top=top),
                     card=low, top=top)
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
            self.v.broken("3up3down.piles.face-down-blind",
                          # TRANSLATORS: %(player)s is a player's name
                          Msg(N_("%(player)s plays from the face-down cards now, and they are turned over one at a "
                                 "time."), player=self.me), player=self.me)
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
                       # TRANSLATORS: %(player)s is a player's name, %(cards)s cards as typed (7 7)
                       Msg(N_("Whether %(player)s holds %(cards)s: the position does not show every card in the hand."),
                           player=self.me, cards=spaced(short)), player=self.me, cards=short)
        elif short:
            v.broken("3up3down.turn.structure",
                     # TRANSLATORS: %(player)s is a player's name, %(cards)s cards as typed (7 7)
                     Msg(N_("%(player)s does not hold %(cards)s in hand."), player=self.me, cards=spaced(short)),
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
                v.note("3up3down.clear.one-at-a-time",
                       # TRANSLATORS: %(name)s is the name of a house rule (multiple-clears)
                       Msg(N_("House rule %(name)s is on: Clear cards of one kind may go down together."),
                           name="multiple-clears"))
            elif "multiple-clears" in self.house and not numbers:
                v.broken("3up3down.clear.one-at-a-time",
                         # TRANSLATORS: %(name)s is the name of a house rule, %(cards)s cards as typed (clear clear+1)
                         Msg(N_("Even with the house rule %(name)s, only Clear cards of one kind go down together, "
                                "not %(cards)s."),
                             name="multiple-clears", cards=spaced(cards)), cards=cards)
            else:
                v.broken("3up3down.clear.one-at-a-time",
                         # TRANSLATORS: %(cards)s is the cards of one discard as typed (clear 7)
                         Msg(N_("A Clear card is discarded on its own, not together with other cards (%(cards)s)."),
                             cards=spaced(cards)), cards=cards)
        if len(set(numbers)) > 1:
            v.broken("3up3down.play.multiples",
                     # TRANSLATORS: %(cards)s is the cards of one discard as typed (5 6)
                     Msg(N_("Cards discarded together must all show one number, not %(cards)s."), cards=spaced(cards)),
                     cards=cards)
        elif len(numbers) > 1:
            v.note("3up3down.play.multiples")

    def discard_down(self, step: Step, extra: bool) -> None:
        v = self.v
        me = self.me
        v.note("3up3down.piles.face-down-blind")
        if self.up:
            v.broken("3up3down.piles.face-up-first",
                     # TRANSLATORS: %(player)s is a player's name, %(cards)s their face-up cards (9 4)
                     Msg(N_("%(player)s still has face-up cards (%(cards)s); they are played before any "
                            "face-down card."),
                         player=me, cards=spaced(self.up)), player=me, face_up=list(self.up))
        seat = self.pos.seat(me)
        if not 1 <= step.slot <= len(seat.face_down):
            v.broken("3up3down.piles.face-down-blind",
                     # TRANSLATORS: %(player)s is a player's name, %(slot)s a number (1, 2, 3)
                     Msg(N_("%(player)s has no face-down card %(slot)s."), player=me, slot=step.slot),
                     player=me, slot=step.slot, face_down=len(seat.face_down))
            self.stop = True
            return
        if step.slot not in self.down:
            v.broken("3up3down.piles.face-down-blind",
                     # TRANSLATORS: %(slot)s is the number of a face-down card (1, 2, 3)
                     Msg(N_("Face-down card %(slot)s is already played in this move."), slot=step.slot), slot=step.slot)
            self.stop = True
            return
        value = self.down[step.slot]
        if value != UNKNOWN and step.value is not None and value != step.value:
            v.broken("3up3down.piles.face-down-blind",
                     # TRANSLATORS: %(slot)s is the number of a face-down card, %(card)s and %(claimed)s are cards (7)
                     Msg(N_("The position gives face-down card %(slot)s as %(card)s, not %(claimed)s."),
                         slot=step.slot, card=value, claimed=step.value), slot=step.slot, card=value,
                             claimed=step.value)
        if value == UNKNOWN:
            if step.value is None:
                v.need(f"cards.{me}.face_down", "3up3down.piles.face-down-blind",
                       # TRANSLATORS: %(slot)s is the number of a face-down card, %(player)s a name, %(move)s a move
                       # as typed
                       Msg(N_("The value of face-down card %(slot)s of %(player)s decides what happens; once it is "
                              "turned, write it into the move as %(move)s."),
                           slot=step.slot, player=me, move=f"down {step.slot}=CARD"),
                       player=me, slot=step.slot)
                self.stop = True
                return
            value = step.value
            if not self.reveal(value):
                self.stop = True
                return
        del self.down[step.slot]
        if self.loud:
            v.effect("turn", "3up3down.piles.face-down-blind",
                     # TRANSLATORS: %(player)s is a player's name, %(slot)s a number, %(card)s the card turned over (7)
                     Msg(N_("%(player)s turns over face-down card %(slot)s: %(card)s."), player=me, slot=step.slot,
                         card=value),
                     player=me, slot=step.slot, card=value)
        if not self.fits(value):
            top = self.top()
            self.discards += 1
            if self.watch is not None and self.discards == self.watch + 2:
                v.note("3up3down.clear.plus-two-pickup")  # the blind card is the lower last discard
            taken = len(self.pile) + 1
            self.hand.extend(self.pile)
            self.hand.append(value)
            self.pile = ()
            if self.loud:
                v.effect("pickup", "3up3down.piles.face-down-fail",
                         # TRANSLATORS: %(card)s is the card turned over, %(top)s the top of the pile, %(player)s a
                         # name,
                         # %(count)s the number of cards taken into the hand
                         Msg(NP_("%(card)s cannot go on %(top)s: %(player)s takes it and the pile into the hand "
                                 "(%(count)s card); the turn ends.",
                                 "%(card)s cannot go on %(top)s: %(player)s takes it and the pile into the hand "
                                 "(%(count)s cards); the turn ends."),
                             card=value, top=top, player=me, count=taken),
                         player=me, card=value, top=top, count=taken)
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
                if any(c in CLEARS for c in cards):
                    v.note("3up3down.clear.rank")
            else:
                v.note("3up3down.play.lead")
        self.pile += tuple(cards)
        self.discards += 1
        if extra:
            self.owed -= 1
        if loud:
            v.effect("discard",
                "3up3down.play.lead" if len(self.pile) == len(cards) else "3up3down.play.equal-or-higher",
                     # TRANSLATORS: %(player)s is a player's name, %(cards)s the cards discarded as typed (7 7)
                     Msg(N_("%(player)s discards %(cards)s."), player=me, cards=spaced(cards)),
                     player=me, cards=cards, source=step.verb)
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
                v.effect("clear", CLEAR_RULES[kind],
                         # TRANSLATORS: %(card)s is a Clear card (clear+1), %(count)s the number of cards cleared
                         Msg(NP_("%(card)s clears the pile: %(count)s card leaves the game.",
                                 "%(card)s clears the pile: %(count)s cards leave the game."), card=kind, count=count),
                         card=kind, count=count)
                self.effect_note(CLEAR_RULES[kind])
            if kind in EXTRA:
                self.owed += EXTRA[kind]
                self.owed_by = kind
                self.draw_ok = True
                if loud:
                    if self.can_draw():
                        # TRANSLATORS: %(player)s is a player's name, %(count)s the number of extra discards
                        msg = Msg(NP_("%(player)s discards once more, and may draw before it.",
                                      "%(player)s discards %(count)s more times, and may draw before the first."),
                                  player=me, count=EXTRA[kind])
                    else:
                        # TRANSLATORS: %(player)s is a player's name, %(count)s the number of extra discards
                        msg = Msg(NP_("%(player)s discards once more.", "%(player)s discards %(count)s more times."),
                                  player=me, count=EXTRA[kind])
                    v.effect("extra-discard", CLEAR_RULES[kind], msg, player=me, count=EXTRA[kind])
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
                    v.effect("pickup", "3up3down.clear.plus-two-pickup",
                             # TRANSLATORS: %(card)s and %(previous)s are cards (4, 9), %(player)s a name, %(count)s
                             # a number
                             Msg(NP_("%(card)s is lower than %(previous)s after a Clear +2 from the table: %(player)s "
                                     "picks up the pile (%(count)s card); the turn ends.",
                                     "%(card)s is lower than %(previous)s after a Clear +2 from the table: %(player)s "
                                     "picks up the pile (%(count)s cards); the turn ends."),
                                 card=now, previous=previous, player=me, count=count),
                             player=me, card=now, previous=previous, count=count)
                if self.up or self.down:
                    self.wait_effect()
                return
        if not self.hand and not self.up and not self.down:
            self.ended = "win"
            if loud:
                v.effect("win", "3up3down.end.win",
                         # TRANSLATORS: %(player)s is a player's name
                         Msg(N_("%(player)s has no cards left and wins the game."), player=me), player=me)
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
            self.v.effect("clear", "3up3down.clear.three-of-a-kind",
                          # TRANSLATORS: %(run)s is a number (3 or more), %(card)s a number card (5),
                          # %(count)s the number of cards cleared
                          Msg(NP_("The top %(run)s cards all show %(card)s, so the pile is cleared: %(count)s card "
                                  "leaves the game.",
                                  "The top %(run)s cards all show %(card)s, so the pile is cleared: %(count)s cards "
                                  "leave the game."), run=run, card=top, count=count), card=top, run=run, count=count)
            self.effect_note("3up3down.clear.three-of-a-kind")



def read_draws(draws: Sequence[str] | None) -> list[Card]:
    """The ``--draw`` values as cards; one that is no card is a usage error."""
    from .notation import read_card

    cards = []
    for text in draws or ():
        card = read_card(text)
        if card is None:
            # TRANSLATORS: %(word)s is the value given with --draw
            raise UsageError(Msg(N_("%(word)s is not a card; cards are 1 to 10, clear, clear+1 and clear+2."),
                                 word=text))
        cards.append(card)
    return cards


def explain_breakdown(pos: Position, move: Move, broke_at: int, rec: Recorder) -> None:
    """A move whose extra discard after a Clear +1 or Clear +2 does not fit
    (Clear +2, 9, then a 4 on the 9): say which part stands, what the player
    must do at the point where it broke, and what follows from that."""
    from .movegen import options

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
    fits = [s for s in options(start, compact_values=True) if s.verb != "down"]
    if fits:
        rec.effect("extra-discard", CLEAR_RULES[start.owed_by or "clear+1"],
                   # TRANSLATORS: %(stands)s is the part of the move that stands (play clear+2, play 9),
                   # %(player)s a name, %(step)s the step that does not fit (up 4), %(top)s the top card,
                   # %(options)s the discards that fit (up 10)
                   Msg(N_("What stands is %(stands)s. %(step)s does not fit on %(top)s, so %(player)s must make "
                          "this extra discard with a card that does: %(options)s."),
                       stands=NOTATION.shown(stood), step=NOTATION.shown(broken.text()), top=top, player=me,
                       options=OneOf([NOTATION.shown(s.text()) for s in fits])),
                   player=me, stands=stood, step=broken.text(), top=top, options=[s.text() for s in fits])
        return
    finish = Move((*stands, PICKUP))
    table = Verdict("3up3down", "")
    Turn(pos, table).run(finish)
    if not table.legal:
        return
    rec.effect("pickup", "3up3down.clear.extra-impossible",
               # TRANSLATORS: %(stands)s is the part of the move that stands (up clear+2, up 9), %(player)s a name,
               # %(step)s the step that does not fit (up 4), %(top)s the top card of the pile
               Msg(N_("What stands is %(stands)s. %(step)s does not fit on %(top)s and %(player)s has no other "
                      "card that does, so this extra discard cannot be made: %(player)s picks up the pile "
                      "instead, and the turn passes (%(move)s):"),
                   stands=NOTATION.shown(stood), step=NOTATION.shown(broken.text()), top=top, player=me,
                   move=NOTATION.shown(", ".join(s.text() for s in finish.steps))),
               player=me, stands=stood, step=broken.text(), top=top, instead=", ".join(s.text() for s in finish.steps))
    for f in table.effects:
        rec.effect(f.kind if is_effect_kind(f.kind) else "turn", f.rule, f.msg, **f.values)


def judge(pos: Position, move: Move, rec: Recorder, draws: Sequence[str] | None = None) -> Position | None:
    """Judge ``move`` in ``pos`` into ``rec``; the position after it when it is
    legal, else None. ``draws`` are what unknown cards drawn turned out to
    be; more of them than the move draws is a ``UsageError``."""
    if not draws and pos._after is not None and rec.__class__ is QuietVerdict:
        listed = pos._after.get(id(move))
        if listed is not None and listed[0] is move:
            return listed[1]()  # a move legal_moves listed: the judge played it already (model.Position._after)
    for index, seat in enumerate(pos.seats):
        if seat.empty:
            winner = pos.players[index]
            rec.broken("3up3down.end.win",
                       # TRANSLATORS: %(winner)s is a player's name
                       Msg(N_("The game is over: %(winner)s has no cards left."), winner=winner), winner=winner)
            return None
    if pos.seat(pos.to_move).face_up is None:
        rec.need(f"cards.{pos.to_move}.face_up", "3up3down.piles.when",
                 # TRANSLATORS: %(player)s is a player's name
                 Msg(N_("The face-up cards of %(player)s decide where the next discard comes from, and the position "
                        "does not show them."), player=pos.to_move), player=pos.to_move)
        return None
    if pos.decks > 1 and rec.__class__ is not QuietVerdict:  # a note: a quiet recorder keeps none
        rec.note("3up3down.components.two-decks", Msg(N_("Two decks are in play: every card is there twice as often.")))
        if len(pos.players) <= MAX_PLAYERS_ONE_DECK:
            # two decks for fewer than seven: the position is possible only under the house rule
            rec.note("3up3down.components.one-deck-for-six",
                     # TRANSLATORS: %(name)s is the name of a house rule (two-decks-few-players)
                     Msg(N_("House rule %(name)s is on: fewer than seven players may play with two decks."),
                         name="two-decks-few-players"))
    cards = read_draws(draws)
    turn = Turn(pos, rec, cards)
    turn.run(move)
    if turn.loud:
        turn.tidy()
        if turn.broke_at is not None and not rec.legal:
            explain_breakdown(pos, move, turn.broke_at, rec)
    if not rec.legal:
        return None
    if turn.draws:
        # TRANSLATORS: %(count)s is the number of --draw values given, %(used)s how many cards the move drew
        raise UsageError(Msg(NP_("%(count)s card was given with --draw, but the number of unknown cards the move "
                                 "draws is only %(used)s.",
                                 "%(count)s cards were given with --draw, but the number of unknown cards the move "
                                 "draws is only %(used)s."), count=len(cards), used=len(cards) - len(turn.draws)))
    return turn.result()
