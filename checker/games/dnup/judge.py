"""dnup's one turn engine: ``judge(pos, move, rec, draws)``.

``check`` runs it with a recording ``Verdict``, ``apply`` with a
``QuietVerdict``; both get the same answer because it is the same code. The
engine writes every broken rule, missing fact (by field path, ``hands.Ala``),
note and effect into the recorder and returns the position after the move when
the move is legal. Effects are only worded for a recording verdict (``loud``).
The small predicates it decides by, which the move generator shares, are in ``rules``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from types import MappingProxyType
from typing import Any

from ...i18n import N_, NP_, Msg
from ...verdict import QuietVerdict, Recorder, UsageError
from .completing import open_reasons
from .model import WIN_TOKENS, Add, Card, Discard, Hand, Move, Pass, Play, Position, Take, Turn, texts
from .notation import move_text
from .rules import Match, covers, fits, opening_state, outcome, size_index
from .words import NOTATION

#: an effect waiting for the end of the turn: (kind or None for a note, rule, message, values)
Effect = tuple[str | None, str, Msg | None, dict[str, Any]]


# -- the engine ----------------------------------------------------------------

def judge(pos: Position, move: Move, rec: Recorder, draws: Sequence[str] | None = None) -> Position | None:
    if draws:
        # TRANSLATORS: %(move)s is a move string; --draw is a command line option, do not translate it.
        raise UsageError(Msg(N_("The move %(move)s draws no card, so --draw does not fit it."),
                             move=move_text(move)))
    return _Turn(pos, rec).run(move)


class _Turn:
    """One turn being judged: the recorder, the effects waiting for the end of
    the turn, and the pieces as the move leaves them."""

    __slots__ = ("bad", "dropped", "effects", "hands", "loud", "me", "next", "open", "pos", "rec", "table")

    def __init__(self, pos: Position, rec: Recorder) -> None:
        self.pos = pos
        self.rec = rec
        self.loud = not isinstance(rec, QuietVerdict)
        self.bad = False
        self.open = False
        self.effects: list[Effect] = []
        self.me = pos.to_move
        self.hands: dict[str, Hand | None] = dict(pos.hands)
        self.table: dict[str, tuple[Card, ...]] = dict(pos.table)
        self.dropped: list[Card] = []
        #: the owner of the set the move beats
        #: the player to move next
        self.next = pos.to_move

    def broken(self, rule: str, msg: Msg, **values: Any) -> None:
        self.bad = True
        self.rec.broken(rule, msg, **values)

    def need(self, fact: str, rule: str | None, msg: Msg, **values: Any) -> None:
        self.open = True
        self.rec.need(fact, rule, msg, **values)

    def run(self, move: Move) -> Position | None:
        pos, rec, me = self.pos, self.rec, self.me
        if len(pos.players) == 2 and self.loud:  # a note: a quiet recorder keeps none
            rec.note("dnup.two-players.unknown",
                     Msg(N_("Two players: the source leaves out the two-player rules, so this position is checked "
                            "with the general rules only.")))
        if pos.round_over:
            self._over()
            return None
        if pos.round_start:
            self._opening()
        if (isinstance(move, (Play, Add)) and move.open) or (isinstance(move, Take) and move.owner is None):
            # only when no completion can be judged instead (checker.answer judges those)
            open_reasons(pos, move, rec)
            return None
        own = self.table.pop(me, None)
        if own is not None:
            if self.loud:
                self.effects.append(("discard", "dnup.turn.discard-own-set",
                                     # TRANSLATORS: %(player)s is a player name, %(cards)s the list of cards of their
                                     # set.
                                     Msg(N_("Before the action, the set of %(player)s (%(cards)s) from the previous "
                                            "turn is discarded."), player=me, cards=texts(own)),
                                     {"player": me, "cards": texts(own)}))
            rec.note("dnup.turn.discard-own-set")
            self.dropped.extend(own)
        hand = pos.hands.get(me)
        after: Hand | None = hand
        played = False
        if isinstance(move, Pass):
            self.broken("dnup.turn.one-action", Msg(N_("A turn is exactly one of the four actions; passing is not "
                                                       "one of them.")))
        elif isinstance(move, Turn):
            after = self._turn(move, hand)
        elif isinstance(move, Take):
            self._take(move, own)
            after = self.hands.get(me)
        elif isinstance(move, Play):
            after = self._play(move, hand)
            played = True
        elif isinstance(move, Add):
            after = self._add(move, hand, own)
            played = True
        self.hands[me] = after
        out = pos.out
        if played and after is not None and after.size == 0:
            out = self._going_out(move)
        else:
            self._next_player(move, out)
        if self.bad:
            return None
        if self.loud:
            for kind, rule, msg, values in self.effects:
                if kind is None:
                    rec.note(rule, msg)
                else:
                    rec.effect(kind, rule, msg, **values)  # type: ignore[arg-type]
        if self.open:
            return None
        return self._position(out)

    # -- before the action -----------------------------------------------------

    def _over(self) -> None:
        pos = self.pos
        winner = outcome(pos)
        if winner is not None:
            # TRANSLATORS: %(player)s is the winner's name.
            self.broken("dnup.game.win", Msg(N_("The game is over: %(player)s has won it."), player=winner),
                        winner=winner)
            if all(pos.tokens.get(p, 0) >= WIN_TOKENS for p in pos.out):
                self.rec.note("dnup.game.tie")
        else:
            # TRANSLATORS: %(players)s is the list of the two players out.
            self.broken("dnup.round.second-out", Msg(N_("The round is over (%(players)s are out): deal a new "
                                                        "round before anyone moves."), players=list(pos.out)),
                        out=list(pos.out))

    def _opening(self) -> None:
        me = self.me
        state, holder = opening_state(self.pos)
        if state == "other":
            self.broken("dnup.setup.start-player",
                        # TRANSLATORS: %(holder)s and %(player)s are player names.
                        Msg(N_("%(holder)s holds the starred card 1/5, so %(holder)s opens the round, not "
                               "%(player)s."), holder=holder, player=me), holder=holder, player=me)
        elif state == "absent":
            self.broken("dnup.setup.start-player",
                        # TRANSLATORS: %(player)s is a player name.
                        Msg(N_("%(player)s does not hold the starred card 1/5, so another player opens the round."),
                            player=me), player=me)
        elif state == "unknown":
            self.need(f"hands.{me}", "dnup.setup.start-player",
                      # TRANSLATORS: %(player)s is a player name.
                      Msg(N_("Who holds the starred card 1/5: its holder opens the round, and the position does "
                             "not show it in the hand of %(player)s."), player=me), player=me)

    def _holding(self, hand: Hand | None, cards: Sequence[Card], rule: str) -> Match:
        me = self.me
        match = Match(hand, cards)
        missing, rotated = match.missing, match.rotated
        turned: list[Card] = []
        if rotated:
            turned = [c for c in missing if any(c.active == h.dormant and c.dormant == h.active for h in rotated)]
            self.broken("dnup.hand.no-rotate",
                        # TRANSLATORS: %(player)s is a player name; %(cards)s and %(held)s lists of cards (the same
                        # cards the other way up).
                        Msg(N_("%(player)s holds %(held)s, not %(cards)s: a card in hand may not be rotated on its "
                               "own."), player=me, held=texts(rotated), cards=texts(turned)),
                        cards=texts(turned), held=texts(rotated))
        plain = [c for c in missing if c not in turned]
        if plain:
            # TRANSLATORS: %(player)s is a player name, %(cards)s a list of cards.
            self.broken(rule, Msg(N_("%(player)s does not hold %(cards)s."), player=me, cards=texts(plain)),
                        cards=texts(plain))
        if match.guessed:
            guessed = texts(match.guessed)
            # TRANSLATORS: %(player)s is a player name, %(cards)s a list of cards.
            self.need(f"hands.{me}", rule, Msg(N_("Whether %(player)s holds %(cards)s: the position does not show "
                                                  "all of that hand."), player=me, cards=guessed),
                      player=me, cards=guessed)
        return match

    @staticmethod
    def _still_there(pos: Position, owner: str, rec: Recorder) -> None:
        """A set compared against, added to or taken belongs to the first player
        out: it lies there only until that player's turn would come
        (dnup.round.first-out-set)."""
        if owner in pos.out:
            rec.note("dnup.round.first-out-set")

    # -- the four actions -----------------------------------------------------

    def _turn(self, move: Turn, hand: Hand | None) -> Hand | None:
        if move.cards is not None:
            if hand is None:
                self._whole_hand_unknown()
                return hand
            match = Match(hand, move.cards)
            if match.missing or (match.left is not None and match.left.size):
                self.broken("dnup.hand.no-rotate",
                            # TRANSLATORS: %(cards)s is a list of cards, %(count)s the number of cards in the hand,
                            # %(word)s the move word turn in the reader's language.
                            Msg(NP_("Rotating %(cards)s alone is not allowed: only the whole hand of %(count)s card "
                                    "may be turned (write: %(word)s).",
                                    "Rotating %(cards)s alone is not allowed: only the whole hand of %(count)s cards "
                                    "may be turned (write: %(word)s)."),
                                cards=texts(move.cards), count=hand.size, word=NOTATION.shown("turn")),
                            cards=texts(move.cards), hand_size=hand.size)
                return hand
            if match.guessed:
                self._whole_hand_unknown()
                return hand
        if self.loud:
            self.effects.append(("rotate", "dnup.turn-hand.rotate-all", *self._turn_words(hand)))
        if hand is None:
            return None
        return Hand.of([c.rotated() for c in hand.known], hand.unknown)

    def _whole_hand_unknown(self) -> None:
        me = self.me
        self.need(f"hands.{me}", "dnup.hand.no-rotate",
                  # TRANSLATORS: %(player)s is a player name.
                  Msg(N_("Whether these are all the cards of %(player)s: only the whole hand may be turned."),
                      player=me), player=me)

    def _turn_words(self, hand: Hand | None) -> tuple[Msg, dict[str, Any]]:
        me = self.me
        if hand is not None and not hand.unknown:
            cards, rotated = texts(hand.known), texts(c.rotated() for c in hand.known)
            # TRANSLATORS: %(player)s is a player name; %(cards)s and %(rotated)s lists of cards.
            return (Msg(N_("%(player)s turns the whole hand: %(cards)s become %(rotated)s."), player=me,
                        cards=cards, rotated=rotated), {"player": me, "cards": cards, "rotated": rotated})
        if hand is not None:
            # TRANSLATORS: %(player)s is a player name, %(count)s a number of cards.
            return (Msg(NP_("%(player)s turns the whole hand: its %(count)s card is rotated.",
                            "%(player)s turns the whole hand: all its %(count)s cards are rotated."),
                        player=me, count=hand.size), {"player": me, "count": hand.size})
        # TRANSLATORS: %(player)s is a player name.
        return Msg(N_("%(player)s turns the whole hand: every card in it is rotated."), player=me), {"player": me}

    def _take(self, move: Take, own: tuple[Card, ...] | None) -> None:
        me, pos = self.me, self.pos
        assert move.owner is not None  # an open move is judged over its completions
        if self.loud:
            self.rec.note("dnup.take.set", Msg(N_("The source names this action without describing it; the referee "
                                                  "reads it as moving the set, unrotated, into the taker's hand.")))
        if move.owner == me:
            self.broken("dnup.take.set", Msg(N_("Only an opponent's set can be taken, not your own.")), owner=me)
            return
        cards = self.table.get(move.owner)
        if cards is None:
            # TRANSLATORS: %(owner)s is a player name.
            self.broken("dnup.take.set", Msg(N_("There is no set in front of %(owner)s."), owner=move.owner),
                        owner=move.owner)
            return
        self._still_there(pos, move.owner, self.rec)
        if self.loud:
            self.effects.append(("pickup", "dnup.take.set",
                                 # TRANSLATORS: %(player)s and %(owner)s are player names, %(cards)s a list of cards.
                                 Msg(N_("%(player)s takes the set of %(owner)s (%(cards)s) into their hand without "
                                        "rotating it."), player=me, owner=move.owner, cards=texts(cards)),
                                 {"player": me, "owner": move.owner, "cards": texts(cards)}))
        del self.table[move.owner]
        self._give(me, cards)

    def _play(self, move: Play, hand: Hand | None) -> Hand | None:
        me, pos, table = self.me, self.pos, self.table
        cards = move.cards
        values = sorted({c.active for c in cards})
        if len(values) > 1:
            self.broken("dnup.set.definition",
                        # TRANSLATORS: %(cards)s is a list of cards.
                        Msg(N_("%(cards)s do not all have the same active value, so they are not a set."),
                            cards=texts(cards)), cards=texts(cards), values=values)
        match = self._holding(hand, cards, "dnup.play.set")
        if len(values) > 1:
            return match.left
        value, size = values[0], len(cards)
        other, other_value = size_index(table).get(size, (None, 0))
        if other is not None:
            self._still_there(pos, other, self.rec)
            if not covers(value, other_value):
                self.broken("dnup.play.same-size-higher",
                            # TRANSLATORS: %(owner)s is a player name; %(size)s a number of cards; %(other)s and
                            # %(value)s card values.
                            Msg(NP_("%(owner)s has a set of %(size)s card with value %(other)s on the table; a new "
                                    "set of that size needs a higher value, and %(value)s is not higher.",
                                    "%(owner)s has a set of %(size)s cards with value %(other)s on the table; a new "
                                    "set of that size needs a higher value, and %(value)s is not higher."),
                                owner=other, size=size, other=other_value, value=value, count=size),
                            owner=other, size=size, other_value=other_value, value=value)
                return match.left
            if self.loud:
                self.effects.append(("play", "dnup.play.same-size-higher",
                                     # TRANSLATORS: %(player)s and %(owner)s are player names, %(cards)s a list of
                                     # cards, %(value)s and %(other)s card values.
                                     Msg(N_("%(player)s plays %(cards)s, value %(value)s, which beats the set of "
                                            "%(owner)s of the same size (value %(other)s)."),
                                         player=me, cards=texts(cards), value=value, owner=other, other=other_value),
                                     {"player": me, "cards": texts(cards), "value": value, "beats": other}))
            self._beat(other)
        elif self.loud:
            self.effects.append(("play", "dnup.play.other-size-free",
                                 # TRANSLATORS: %(player)s is a player name, %(cards)s a list of cards, %(value)s a
                                 # card value, %(count)s the number of cards.
                                 Msg(NP_("%(player)s plays %(cards)s, a set of %(count)s card with value %(value)s; "
                                         "no set of that size is on the table, so any value may be played.",
                                         "%(player)s plays %(cards)s, a set of %(count)s cards with value %(value)s; "
                                         "no set of that size is on the table, so any value may be played."),
                                     player=me, cards=texts(cards), value=value, count=size),
                                 {"player": me, "cards": texts(cards), "value": value}))
        table[me] = tuple(match.held)
        return match.left

    def _add(self, move: Add, hand: Hand | None, own: tuple[Card, ...] | None) -> Hand | None:
        me, pos, table = self.me, self.pos, self.table
        card, owner = move.card, move.owner
        assert card is not None and owner is not None  # an open move is judged over its completions
        target = table.get(owner)
        if target is None:
            if owner == me and own is not None:
                self.broken("dnup.turn.discard-own-set",
                            # TRANSLATORS: %(player)s is a player name.
                            Msg(N_("The set of %(player)s is discarded at the start of this turn, before the action, "
                                   "so nothing can be added to it."), player=me), owner=me)
            else:
                # TRANSLATORS: %(owner)s is a player name.
                self.broken("dnup.add.card", Msg(N_("There is no set in front of %(owner)s."), owner=owner),
                            owner=owner)
        match = self._holding(hand, [card], "dnup.add.card")
        if target is None:
            return match.left
        self._still_there(pos, owner, self.rec)
        value = target[0].active
        if not fits(card, target):
            self.broken("dnup.add.match-value",
                        # TRANSLATORS: %(card)s is a card, %(active)s its active value, %(owner)s a player name,
                        # %(value)s the value of that player's set.
                        Msg(N_("%(card)s has the active value %(active)s, but the set of %(owner)s has the value "
                               "%(value)s."), card=card.text(), active=card.active, owner=owner, value=value),
                        card=card.text(), value=value)
        size = len(target) + 1
        # (the set of OWNER has one card fewer, so the set found is another's)
        other, other_value = size_index(table).get(size, (None, 0))
        beats = False
        if other is not None:
            self._still_there(pos, other, self.rec)
            if not covers(value, other_value):
                self.broken("dnup.add.size-equal-higher",
                            # TRANSLATORS: %(owner)s and %(other_owner)s are player names, %(size)s a number of
                            # cards, %(value)s and %(other)s card values.
                            Msg(N_("The card would make the set of %(owner)s as large as the set of "
                                   "%(other_owner)s (%(size)s cards), so its value %(value)s would have to be "
                                   "higher than %(other)s."),
                                owner=owner, other_owner=other, size=size, value=value, other=other_value),
                            owner=owner, other_owner=other, size=size, value=value, other_value=other_value)
            else:
                beats = True
        if self.loud:
            self.effects.append(("add", "dnup.add.card",
                                 # TRANSLATORS: %(player)s and %(owner)s are player names, %(card)s a card, %(count)s
                                 # the new size.
                                 Msg(NP_("%(player)s adds %(card)s to the set of %(owner)s, which now has %(count)s "
                                         "card and still belongs to %(owner)s.",
                                         "%(player)s adds %(card)s to the set of %(owner)s, which now has %(count)s "
                                         "cards and still belongs to %(owner)s."),
                                     player=me, card=card.text(), owner=owner, count=size),
                                 {"player": me, "card": card.text(), "owner": owner, "size": size}))
            self.effects.append((None, "dnup.add.keeps-owner", None, {}))
        table[owner] = target + tuple(match.held)
        if beats and other is not None:
            self._beat(other)
        return match.left

    # -- what follows from the action -------------------------------------------

    def _give(self, owner: str, cards: Iterable[Card]) -> None:
        hand = self.hands.get(owner)
        if hand is not None:
            self.hands[owner] = Hand.of((*hand.known, *cards), hand.unknown)

    def _beat(self, owner: str) -> None:
        """The set of ``owner`` is beaten: back into the owner's hand rotated,
        or discarded if the owner is out."""
        cards = self.table.pop(owner)
        if owner in self.pos.out:
            self.dropped.extend(cards)
            if self.loud:
                self.effects.append(("discard", "dnup.round.first-out-set",
                                     # TRANSLATORS: %(owner)s is a player name, %(cards)s a list of cards.
                                     Msg(N_("The beaten set of %(owner)s (%(cards)s) is discarded: %(owner)s is out "
                                            "of this round and takes no cards back."),
                                         owner=owner, cards=texts(cards)),
                                     {"owner": owner, "cards": texts(cards)}))
                self.effects.append((None, "dnup.round.first-out-set", None, {}))
            return
        back = [c.rotated() for c in cards]
        self._give(owner, back)
        if self.loud:
            self.effects.append(("return", "dnup.beat.return-rotated",
                                 # TRANSLATORS: %(owner)s is a player name; %(cards)s and %(rotated)s lists of cards.
                                 Msg(N_("The set of %(owner)s (%(cards)s) is beaten and goes back into the hand of "
                                        "%(owner)s, every card rotated: %(rotated)s."), owner=owner,
                                     cards=texts(cards), rotated=texts(back)),
                                 {"owner": owner, "cards": texts(cards), "rotated": texts(back)}))
            self.effects.append((None, "dnup.beat.return-rotated", None, {}))

    def _going_out(self, move: Move) -> tuple[str, ...]:
        """The mover has played their last card: tokens, the round's end, the winner."""
        pos, me, effects, loud = self.pos, self.me, self.effects, self.loud
        if not pos.out:
            total = pos.tokens.get(me, 0) + 2
            if loud:
                effects.append(("token", "dnup.round.first-out",
                                # TRANSLATORS: %(player)s is a player name, %(total)s their number of letter tokens.
                                Msg(N_("%(player)s has no cards left and is the first out: 2 letter tokens "
                                       "(%(total)s in all), and no more turns this round."), player=me, total=total),
                                {"player": me, "tokens": 2, "total": total}))
                if isinstance(move, Play):
                    # the last set stays on the table (a card added to another's set leaves no set of one's own)
                    effects.append((None, "dnup.round.first-out-set", None, {}))
                if total >= WIN_TOKENS:
                    effects.append(("win", "dnup.game.tie",
                                    # TRANSLATORS: %(player)s is a player name, %(total)s their number of letter
                                    # tokens.
                                    Msg(N_("%(player)s has %(total)s letter tokens and wins the game when this round "
                                           "ends, even if the second player out reaches 4 too."),
                                        player=me, total=total), {"player": me, "total": total}))
                    effects.append((None, "dnup.game.tie", None, {}))
            out = (me,)
            self._next_player(move, out)
            return out
        first = pos.out[0]
        total = pos.tokens.get(me, 0) + 1
        if loud:
            effects.append(("token", "dnup.round.second-out",
                            # TRANSLATORS: %(player)s is a player name, %(total)s their number of letter tokens.
                            Msg(N_("%(player)s has no cards left and is the second out: 1 letter token "
                                   "(%(total)s in all)."), player=me, total=total),
                            {"player": me, "tokens": 1, "total": total}))
            effects.append(("round-end", "dnup.round.second-out", Msg(N_("The round ends at once.")), {}))
            first_total = pos.tokens.get(first, 0)
            if first_total >= WIN_TOKENS or total >= WIN_TOKENS:
                winner = first if first_total >= WIN_TOKENS else me
                won = first_total if winner == first else total
                effects.append(("win", "dnup.game.win",
                                # TRANSLATORS: %(player)s is a player name, %(total)s their number of letter tokens.
                                Msg(N_("%(player)s has %(total)s letter tokens and wins the game."),
                                    player=winner, total=won), {"player": winner, "total": won}))
                if first_total >= WIN_TOKENS and total >= WIN_TOKENS:
                    effects.append((None, "dnup.game.tie",
                                    Msg(N_("Both players out reached 4 letter tokens in this round; the one who went "
                                           "out first wins.")), {}))
            else:
                effects.append(("round-end", "dnup.setup.start-player",
                                Msg(N_("No one has 4 letter tokens: a new round is dealt, and the holder of the "
                                       "starred card 1/5 opens it.")), {}))
        return (*pos.out, me)

    def _next_player(self, move: Move, out: tuple[str, ...]) -> None:
        """Who plays next: players out are passed over, and the set a player out
        left on the table is discarded when their turn would come."""
        pos, me, table = self.pos, self.me, self.table
        player = pos.next_seat(me)
        while player in out or player in pos.out:
            cards = table.pop(player, None) if player != me else None
            if cards is not None:
                self.dropped.extend(cards)
                if self.loud:
                    self.effects.append(("discard", "dnup.round.first-out-set",
                                         # TRANSLATORS: %(player)s is a player name, %(cards)s a list of cards.
                                         Msg(N_("%(player)s is out, so the set of %(player)s (%(cards)s) is discarded "
                                                "when their turn would come."), player=player, cards=texts(cards)),
                                         {"player": player, "cards": texts(cards)}))
                    self.effects.append((None, "dnup.round.first-out-set", None, {}))
            player = pos.next_seat(player)
        self.next = player
        if self.loud:
            # TRANSLATORS: %(player)s is a player name.
            self.effects.append(("next-player", "dnup.turn.one-action", Msg(N_("%(player)s plays next."),
                                                                            player=player), {"player": player}))

    def _position(self, out: tuple[str, ...]) -> Position:
        pos, me = self.pos, self.me
        tokens: Any = pos.tokens
        if len(out) > len(pos.out):
            tokens = dict(tokens)
            tokens[me] = tokens.get(me, 0) + (2 if len(out) == 1 else 1)
            tokens = MappingProxyType(tokens)
        to_move = me if len(out) >= 2 else self.next
        discard: Discard = pos.discard
        if self.dropped:
            if isinstance(discard, int):
                discard += len(self.dropped)
            elif discard is not None:
                discard = (*discard, *self.dropped)
        return Position(players=pos.players, to_move=to_move, house_rules=pos.house_rules,
                        hands=MappingProxyType(self.hands), table=MappingProxyType(self.table), out=out,
                        tokens=tokens, discard=discard, round_start=False)
