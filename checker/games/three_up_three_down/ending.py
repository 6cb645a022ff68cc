"""The end of a turn: a step after the turn ended, the draws, picking up the
pile, owed extra discards and the draw back up to three."""

from __future__ import annotations

from ...i18n import N_, NP_, Msg
from ...verdict import UsageError
from ..base import UNKNOWN
from .model import CLEAR_RULES, COPIES, HAND_SIZE, Card, Cards, Step, spaced
from .turn import TurnState


class TurnEnd(TurnState):
    """The steps that end a turn (``judge.Turn`` adds the discards)."""

    def after_end(self, step: Step) -> bool:
        """Report a step that comes after the turn (or the game) ended."""
        if not self.ended:
            return False
        v = self.v
        if self.ended == "fail":
            v.broken("3up3down.piles.face-down-fail",
                     # TRANSLATORS: %(step)s is a part of a move as typed (play 6, down 2)
                     Msg(N_("The turned card could not be played, so the turn ended there; %(step)s cannot follow."),
                         step=step.text()), step=step.text())
        elif self.ended == "pickup2":
            v.broken("3up3down.clear.plus-two-pickup",
                     # TRANSLATORS: %(step)s is a part of a move as typed (play 6, down 2)
                     Msg(N_("Picking up the pile after the Clear +2 ended the turn; %(step)s cannot follow."),
                         step=step.text()), step=step.text())
        elif self.ended == "pickup":
            v.broken("3up3down.play.pick-up",
                     # TRANSLATORS: %(steps)s is a part of a move as typed (play 6)
                     Msg(N_("Picking up the pile ends the turn; %(steps)s cannot follow."), steps=step.text()),
                     step=step.text())
        elif self.ended == "win":
            v.broken("3up3down.end.win",
                     # TRANSLATORS: %(player)s is a player's name, %(step)s a part of a move as typed (play 6)
                     Msg(N_("%(player)s has no cards left and has won; %(step)s cannot follow."),
                         player=self.me, step=step.text()), player=self.me, step=step.text())
        else:
            v.broken("3up3down.turn.structure",
                     # TRANSLATORS: %(last)s and %(step)s are parts of a move as typed (play 6, down 2)
                     Msg(N_("After %(last)s the turn goes on to the draw; %(step)s is one discard too many."),
                         last=self.last_discard.text() if self.last_discard else "", step=step.text()),
                     step=step.text())
        return True


    def draw_step(self, step: Step, is_last: bool) -> None:
        v = self.v
        if self.after_end(step):
            return
        if self.draw_ok and self.owed > 0:
            self.draw_ok = False
            if not self.draw:
                v.broken("3up3down.draw.refill",
                         Msg(N_("There is nothing to draw: the draw pile is used up.")), draw_pile=0)
                return
            if len(self.hand) >= HAND_SIZE:
                v.broken("3up3down.draw.over-three" if len(self.hand) > HAND_SIZE else "3up3down.draw.refill",
                         # TRANSLATORS: %(player)s is a player's name, %(count)s the number of cards in hand
                         Msg(NP_("%(player)s already holds %(count)s card and draws nothing.",
                                 "%(player)s already holds %(count)s cards and draws nothing."),
                             player=self.me, count=len(self.hand)), hand=len(self.hand))
                return
            got = self.take_draw(step.cards)
            if not self.loud:
                return
            rule = CLEAR_RULES[self.owed_by or "clear+1"]
            v.effect("draw", rule,
                     # TRANSLATORS: %(player)s is a player's name, %(count)s the number of cards drawn
                     Msg(NP_("%(player)s draws %(count)s card before the extra discard.",
                             "%(player)s draws %(count)s cards before the extra discard."),
                         player=self.me, count=len(got)),
                     player=self.me, count=len(got), cards=[c for c in got if c != UNKNOWN])
            return
        if is_last and self.owed == 0 and self.discards > 0:
            return
        if self.discards == 0:
            v.broken("3up3down.turn.structure", Msg(N_("The turn begins with a discard; the draw comes after it.")))
        elif self.owed > 0 and self.last is not None and self.last.verb != "draw":
            v.broken("3up3down.clear.plus-two",
                     Msg(N_("No draw is allowed before the last extra discard of a Clear +2.")))
        else:
            v.broken("3up3down.turn.structure",
                     Msg(N_("A draw may come only right after a Clear +1 or Clear +2, or at the end of the turn.")))

    def take_draw(self, named: Cards) -> list[Card]:
        """Draw back up to three; ``named`` are the cards the move says were drawn."""
        v = self.v
        n = min(HAND_SIZE - len(self.hand), len(self.draw))
        taken, self.draw = list(self.draw[:n]), self.draw[n:]
        if named and len(named) != n:
            v.broken("3up3down.draw.refill",
                     # TRANSLATORS: %(count)s is the number of cards the draw takes, %(named)s the number the move names
                     Msg(NP_("This draw takes %(count)s card, not %(named)s.", "This draw takes %(count)s cards, "
                                                                               "not %(named)s."),
                         count=n, named=len(named)), count=n, named=len(named))
        elif named and taken and taken[0] != UNKNOWN:
            if list(named) != taken:
                v.broken("3up3down.draw.refill",
                         # TRANSLATORS: %(expected)s and %(cards)s are cards as typed (7 2)
                         Msg(N_("The top of the draw pile is %(expected)s, not %(cards)s."),
                             expected=spaced(taken), cards=spaced(named)), expected=taken, cards=list(named))
        elif named:
            taken = [c if self.reveal(c) else UNKNOWN for c in named]
        elif taken and taken[0] == UNKNOWN:
            fill = []
            for _ in taken:
                card = self.draws.pop(0) if self.draws else UNKNOWN
                if card != UNKNOWN and not self.room(card):
                    # TRANSLATORS: %(count)s is how many copies of the card the deck has, %(card)s a card (7)
                    raise UsageError(Msg(NP_("The deck has only %(count)s copy of %(card)s, and the position "
                                             "already places it.",
                                            "The deck has only %(count)s copies of %(card)s, and the position already "
                                            "places all of them."), count=COPIES[card] * self.pos.decks, card=card))
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
        if self.after_end(step):
            return
        if self.discards > 0 and self.owed == 0:
            v.broken("3up3down.play.pick-up",
                     Msg(N_("Picking up the pile is the whole turn; it cannot follow a discard.")))
            self.ended = "pickup"
            return
        if self.discards > 0 and not self.pile:
            v.broken("3up3down.play.pick-up", Msg(N_("There is no pile to pick up: it was just cleared.")))
            self.ended = "pickup"
            return
        example, unknown = self.can_discard()
        if example is not None:
            v.broken("3up3down.play.must-play",
                     # TRANSLATORS: %(player)s is a player's name, %(example)s a move as typed (play 7) or "any card"
                     Msg(N_("%(player)s can discard (for example %(example)s), so picking up the pile is not allowed."),
                         player=me, example=example), player=me,
                     example=example if isinstance(example, str) else None)
        elif unknown:
            v.need(f"cards.{me}.hand", "3up3down.play.must-play",
                   # TRANSLATORS: %(player)s is a player's name
                   Msg(N_("Whether %(player)s holds a card that can be played: the position does not show every "
                          "card in the hand."), player=me), player=me)
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
        v.effect("pickup", "3up3down.play.pick-up",
                 # TRANSLATORS: %(player)s is a player's name, %(count)s the number of cards picked up
                 Msg(NP_("%(player)s picks up the pile (%(count)s card) and the turn ends.",
                         "%(player)s picks up the pile (%(count)s cards) and the turn ends."), player=self.me,
                             count=count),
                 player=self.me, count=count)
        if from_table and (self.up or self.down):
            self.wait_effect()

    def finish(self, end_draw: Step | None) -> None:
        """Owed extra discards, the draw back up to three, the next player."""
        v = self.v
        me = self.me
        if self.ended is None and self.owed > 0:
            example, unknown = self.can_discard()
            if example is None and not unknown and self.pile:
                v.broken("3up3down.clear.extra-impossible",
                         # TRANSLATORS: %(player)s is a player's name
                         Msg(N_("%(player)s cannot make the extra discard and so must pick up the pile; the move "
                                "leaves that out."), player=me), player=me)
            elif example is None and not unknown and self.can_draw():
                v.broken("3up3down.clear.extra-impossible",
                         # TRANSLATORS: %(player)s is a player's name
                         Msg(N_("%(player)s may still draw before the extra discard and then make it, so it does "
                                "not lapse; the move leaves it out."), player=me), player=me)
                v.note("3up3down.play.must-play")
                self.bears.add("3up3down.play.must-play")
            elif example is not None or unknown:
                v.broken(CLEAR_RULES[self.owed_by or "clear+1"],
                         # TRANSLATORS: %(card)s is a Clear card (clear+1), %(count)s the number of discards missing
                         Msg(NP_("The %(card)s gives %(count)s more discard, which the move leaves out.",
                                 "The %(card)s gives %(count)s more discards, which the move leaves out."),
                             card=self.owed_by, count=self.owed), card=self.owed_by, missing=self.owed)
            elif self.loud:
                v.effect("skip", "3up3down.clear.extra-impossible",
                         # TRANSLATORS: %(player)s is a player's name
                         Msg(N_("%(player)s has no card that can be played now, so the extra discard lapses."),
                             player=me), player=me)
                self.effect_note("3up3down.clear.extra-impossible")
        if self.ended == "win":
            return
        if self.ended is None:
            held = len(self.hand)
            loud = self.loud
            if loud and held > HAND_SIZE:
                v.effect("draw", "3up3down.draw.over-three",
                         # TRANSLATORS: %(player)s is a player's name, %(count)s the number of cards in hand
                         Msg(NP_("%(player)s holds %(count)s card, more than three, and draws nothing.",
                                 "%(player)s holds %(count)s cards, more than three, and draws nothing."),
                             player=me, count=held), player=me, count=0)
                self.effect_note("3up3down.draw.over-three")
            if loud and held < HAND_SIZE and not self.draw:
                v.effect("draw", "3up3down.draw.refill",
                         # TRANSLATORS: %(player)s is a player's name
                         Msg(N_("The draw pile is used up: %(player)s draws nothing."), player=me), player=me, count=0)
            named = end_draw.cards if end_draw is not None else ()
            if held < HAND_SIZE and self.draw:
                got = self.take_draw(named)
                if loud:
                    if len(self.hand) < HAND_SIZE:
                        # TRANSLATORS: %(player)s is a player's name, %(count)s the number of cards drawn
                        msg = Msg(NP_("%(player)s draws %(count)s card, the last one in the draw pile.",
                                      "%(player)s draws %(count)s cards, the last ones in the draw pile."),
                                  player=me, count=len(got))
                    else:
                        # TRANSLATORS: %(player)s is a player's name, %(count)s the number of cards drawn
                        msg = Msg(NP_("%(player)s draws %(count)s card, back up to three.",
                                      "%(player)s draws %(count)s cards, back up to three."), player=me, count=len(got))
                    v.effect("draw", "3up3down.draw.refill", msg, player=me, count=len(got),
                        cards=[c for c in got if c != UNKNOWN])
            elif named:
                v.broken("3up3down.draw.refill",
                         # TRANSLATORS: %(count)s is the number of cards the draw takes, %(named)s the number the
                         # move names
                         Msg(NP_("This draw takes %(count)s card, not %(named)s.", "This draw takes %(count)s "
                                                                                   "cards, not %(named)s."),
                             count=0, named=len(named)), count=0, named=len(named))
        if self.loud:
            self.next_effect()

