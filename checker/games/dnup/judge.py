"""dnup's one turn engine: ``Turn`` plays a move on a working copy of the position
(``engine.Turn``). ``check`` runs it with a recording ``Verdict``, ``apply`` with a
``QuietVerdict``; both get the same answer because it is the same code. The
turn writes every broken rule, missing fact (by field path, ``hands.Ala``),
note and effect into the recorder and gives the position after the move when
the move is legal. Effects are only worded for a recording verdict (``loud``).
The small predicates it decides by, which the move generator shares, are in ``rules``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from types import MappingProxyType
from typing import Any

from ...i18n import Msg
from ...verdict import Recorder, UsageError, said
from .. import engine
from . import messages as m
from .completing import open_reasons
from .model import WIN_TOKENS, Add, Card, Discard, Hand, Move, Pass, Play, Position, Take, texts
from .model import Turn as HandTurn
from .notation import move_text
from .rules import Match, covers, fits, opening_state, outcome, size_index
from .words import NOTATION


def judge(pos: Position, move: Move, rec: Recorder, draws: Sequence[str] | None = None) -> Position | None:
    """Judge ``move`` into ``rec``; the position after it when it is legal, else None.
    No move draws a card, so any ``draws`` are a ``UsageError``."""
    return Turn(pos, rec, draws).run(move)


class Turn(engine.Turn[Position, Move]):
    """One turn being judged: the pieces as the move leaves them (the move of turning the
    hand is ``HandTurn`` here)."""

    __slots__ = ("dropped", "hands", "me", "next", "table")

    def __init__(self, pos: Position, rec: Recorder, draws: Sequence[str] | None = None) -> None:
        super().__init__(pos, rec, draws)
        self.me = pos.to_move
        # a position's mappings are read-only views of dicts (every position is made so): their own
        # ``copy`` is the dict's (C), while ``dict(view)`` goes key by key through the mapping protocol
        self.hands: dict[str, Hand | None] = pos.hands.copy()  # type: ignore[attr-defined]
        self.table: dict[str, tuple[Card, ...]] = pos.table.copy()  # type: ignore[attr-defined]
        self.dropped: list[Card] = []
        #: the player to move next
        self.next = pos.to_move

    def run(self, move: Move) -> Position | None:
        if self.given:
            raise UsageError(Msg(m.M_NO_DRAW, move=move_text(move)))
        pos, v, me = self.pos, self.v, self.me
        if len(pos.players) == 2 and self.loud:  # a note: a quiet recorder keeps none
            v.note("dnup.two-players.unknown", Msg(m.NOTE_TWO_PLAYERS))
        if pos.round_over:
            self._over()
            return None
        if pos.round_start:
            self._opening()
        if (isinstance(move, (Play, Add)) and move.open) or (isinstance(move, Take) and move.owner is None):
            # only when no completion can be judged instead (checker.answer judges those)
            open_reasons(pos, move, v)
            return None
        own = self.table.pop(me, None)
        if own is not None:
            if self.loud:
                self.v.later("discard", "dnup.turn.discard-own-set", m.e_set, m.E_OWN_SET_DISCARDED, "player", me, own)
            v.note("dnup.turn.discard-own-set")
            self.dropped.extend(own)
        hand = pos.hands.get(me)
        after: Hand | None = hand
        played = False
        if isinstance(move, Pass):
            self.v.broken("dnup.turn.one-action", Msg(m.B_PASS))
        elif isinstance(move, HandTurn):
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
        self.release()
        if not v.legal:
            return None
        return self._position(out)

    # -- before the action -----------------------------------------------------

    def _over(self) -> None:
        pos = self.pos
        winner = outcome(pos)
        if winner is not None:
            self.v.broken("dnup.game.win", Msg(m.B_GAME_OVER, player=winner), winner=winner)
            if all(pos.tokens.get(p, 0) >= WIN_TOKENS for p in pos.out):
                self.v.note("dnup.game.tie")
        else:
            self.v.broken("dnup.round.second-out", Msg(m.B_ROUND_OVER, players=list(pos.out)), out=list(pos.out))

    def _opening(self) -> None:
        me = self.me
        state, holder = opening_state(self.pos)
        if state == "other":
            self.v.broken("dnup.setup.start-player", Msg(m.B_OTHER_OPENS, holder=holder, player=me), holder=holder,
                          player=me)
        elif state == "absent":
            self.v.broken("dnup.setup.start-player", Msg(m.B_NO_STAR, player=me), player=me)
        elif state == "unknown":
            self.v.need(f"hands.{me}", "dnup.setup.start-player", Msg(m.NEED_STAR, player=me), player=me)

    def _holding(self, hand: Hand | None, cards: Sequence[Card], rule: str) -> Match:
        me = self.me
        match = Match(hand, cards)
        missing, rotated = match.missing, match.rotated
        turned: list[Card] = []
        if rotated:
            turned = [c for c in missing if any(c.active == h.dormant and c.dormant == h.active for h in rotated)]
            self.v.broken("dnup.hand.no-rotate",
                          Msg(m.B_NO_ROTATE, player=me, held=texts(rotated), cards=texts(turned)), cards=texts(turned),
                          held=texts(rotated))
        plain = [c for c in missing if c not in turned]
        if plain:
            self.v.broken(rule, Msg(m.B_NOT_HELD, player=me, cards=texts(plain)), cards=texts(plain))
        if match.guessed:
            guessed = texts(match.guessed)
            self.v.need(f"hands.{me}", rule, Msg(m.NEED_CARDS, player=me, cards=guessed), player=me, cards=guessed)
        return match

    def _still_there(self, owner: str) -> None:
        """A set compared against, added to or taken belongs to the first player
        out: it lies there only until that player's turn would come
        (dnup.round.first-out-set)."""
        if owner in self.pos.out:
            self.v.note("dnup.round.first-out-set")

    # -- the four actions -----------------------------------------------------

    def _turn(self, move: HandTurn, hand: Hand | None) -> Hand | None:
        if move.cards is not None:
            if hand is None:
                self._whole_hand_unknown()
                return hand
            match = Match(hand, move.cards)
            if match.missing or (match.left is not None and match.left.size):
                self.v.broken("dnup.hand.no-rotate",
                              Msg(m.B_ROTATE_PART, cards=texts(move.cards), count=hand.size,
                                  word=NOTATION.shown("turn")), cards=texts(move.cards), hand_size=hand.size)
                return hand
            if match.guessed:
                self._whole_hand_unknown()
                return hand
        if self.loud:
            self.v.later("rotate", "dnup.turn-hand.rotate-all", m.e_turn, self.me, hand)
        if hand is None:
            return None
        return Hand.of([c.rotated() for c in hand.known], hand.unknown)

    def _whole_hand_unknown(self) -> None:
        me = self.me
        self.v.need(f"hands.{me}", "dnup.hand.no-rotate", Msg(m.NEED_WHOLE_HAND, player=me), player=me)

    def _take(self, move: Take, own: tuple[Card, ...] | None) -> None:
        me = self.me
        assert move.owner is not None  # an open move is judged over its completions
        if self.loud:
            self.v.note("dnup.take.set", Msg(m.NOTE_TAKE))
        if move.owner == me:
            self.v.broken("dnup.take.set", Msg(m.B_TAKE_OWN), owner=me)
            return
        cards = self.table.get(move.owner)
        if cards is None:
            self.v.broken("dnup.take.set", Msg(m.B_NO_SET_OF, owner=move.owner), owner=move.owner)
            return
        self._still_there(move.owner)
        if self.loud:
            self.v.later("pickup", "dnup.take.set", m.e_take, me, move.owner, cards)
        del self.table[move.owner]
        self._give(me, cards)

    def _play(self, move: Play, hand: Hand | None) -> Hand | None:
        me, table = self.me, self.table
        cards = move.cards
        values = [cards[0].active] if len(cards) == 1 else sorted({c.active for c in cards})
        if len(values) > 1:
            self.v.broken("dnup.set.definition", Msg(m.B_NOT_A_SET, cards=texts(cards)), cards=texts(cards),
                          values=values)
        match = self._holding(hand, cards, "dnup.play.set")
        if len(values) > 1:
            return match.left
        value, size = values[0], len(cards)
        other, other_value = size_index(table).get(size, (None, 0))
        if other is not None:
            self._still_there(other)
            if not covers(value, other_value):
                self.v.broken("dnup.play.same-size-higher",
                              Msg(m.B_NOT_HIGHER, owner=other, size=size, other=other_value, value=value, count=size),
                              owner=other, size=size, other_value=other_value, value=value)
                return match.left
            if self.loud:
                self.v.later("play", "dnup.play.same-size-higher", m.e_play_beats, me, cards, value, other, other_value)
            self._beat(other)
        elif self.loud:
            self.v.later("play", "dnup.play.other-size-free", m.e_play_free, me, cards, value)
        table[me] = tuple(match.held)
        return match.left

    def _add(self, move: Add, hand: Hand | None, own: tuple[Card, ...] | None) -> Hand | None:
        me, table = self.me, self.table
        card, owner = move.card, move.owner
        assert card is not None and owner is not None  # an open move is judged over its completions
        target = table.get(owner)
        if target is None:
            if owner == me and own is not None:
                self.v.broken("dnup.turn.discard-own-set", Msg(m.B_OWN_SET_GONE, player=me), owner=me)
            else:
                self.v.broken("dnup.add.card", Msg(m.B_NO_SET_OF, owner=owner), owner=owner)
        match = self._holding(hand, [card], "dnup.add.card")
        if target is None:
            return match.left
        self._still_there(owner)
        value = target[0].active
        if not fits(card, target):
            self.v.broken("dnup.add.match-value",
                          Msg(m.B_VALUE_MISMATCH, card=card.text(), active=card.active, owner=owner, value=value),
                          card=card.text(), value=value)
        size = len(target) + 1
        # (the set of OWNER has one card fewer, so the set found is another's)
        other, other_value = size_index(table).get(size, (None, 0))
        beats = False
        if other is not None:
            self._still_there(other)
            if not covers(value, other_value):
                self.v.broken("dnup.add.size-equal-higher",
                              Msg(m.B_ADD_NOT_HIGHER, owner=owner, other_owner=other, size=size, value=value,
                                  other=other_value), owner=owner, other_owner=other, size=size, value=value,
                              other_value=other_value)
            else:
                beats = True
        if self.loud:
            self.v.later("add", "dnup.add.card", m.e_add, me, card, owner, size)
            self.v.effect_note("dnup.add.keeps-owner")
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
                self.v.later("discard", "dnup.round.first-out-set", m.e_set, m.E_BEATEN_DISCARDED, "owner", owner,
                             cards)
                self.v.effect_note("dnup.round.first-out-set")
            return
        back = [c.rotated() for c in cards]
        self._give(owner, back)
        if self.loud:
            self.v.later("return", "dnup.beat.return-rotated", m.e_returns, owner, cards)
            self.v.effect_note("dnup.beat.return-rotated")

    def _going_out(self, move: Move) -> tuple[str, ...]:
        """The mover has played their last card: tokens, the round's end, the winner."""
        pos, me, loud = self.pos, self.me, self.loud
        if not pos.out:
            total = pos.tokens.get(me, 0) + 2
            if loud:
                self.v.later("token", "dnup.round.first-out", m.e_out, m.E_FIRST_OUT, me, 2, total)
                if isinstance(move, Play):
                    # the last set stays on the table (a card added to another's set leaves no set of one's own)
                    self.v.effect_note("dnup.round.first-out-set")
                if total >= WIN_TOKENS:
                    self.v.later("win", "dnup.game.tie", said, m.E_WINS_AT_ROUND_END, ("player", "total"), me, total)
                    self.v.effect_note("dnup.game.tie")
            out = (me,)
            self._next_player(move, out)
            return out
        first = pos.out[0]
        total = pos.tokens.get(me, 0) + 1
        if loud:
            self.v.later("token", "dnup.round.second-out", m.e_out, m.E_SECOND_OUT, me, 1, total)
            self.v.later("round-end", "dnup.round.second-out", said, m.E_ROUND_ENDS, ())
            first_total = pos.tokens.get(first, 0)
            if first_total >= WIN_TOKENS or total >= WIN_TOKENS:
                winner = first if first_total >= WIN_TOKENS else me
                won = first_total if winner == first else total
                self.v.later("win", "dnup.game.win", said, m.E_WINS, ("player", "total"), winner, won)
                if first_total >= WIN_TOKENS and total >= WIN_TOKENS:
                    self.v.effect_note("dnup.game.tie", Msg(m.NOTE_TIE))
            else:
                self.v.later("round-end", "dnup.setup.start-player", said, m.E_NEW_ROUND, ())
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
                    self.v.later("discard", "dnup.round.first-out-set", m.e_set, m.E_OUT_SET_DISCARDED, "player",
                                 player, cards)
                    self.v.effect_note("dnup.round.first-out-set")
            player = pos.next_seat(player)
        self.next = player
        if self.loud:
            self.v.later("next-player", "dnup.turn.one-action", said, m.E_NEXT, ("player",), player)

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
