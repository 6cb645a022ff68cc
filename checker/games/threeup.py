"""3UP 3DOWN: discard equal or higher, clear the pile, shed every card.

A position is the moment a turn begins. It lists the discard pile (bottom to
top, at least its top cards; ``pile_below`` counts cards under them that are
left out), the draw pile (its size, or its cards in order when known), and for
every player their hand (cards, ``"?"`` for a card the position does not show,
or just a number), their face-up cards and their face-down cards (a number, or
a list where a turned or otherwise known card is written and ``"?"`` stands
for one nobody has seen). ``removed`` may list the cards cleared out of the
game, so that every card of the deck is somewhere (``deal`` does this).

A move is a whole turn: the discard, and after a Clear +1 or Clear +2 the
extra discards (with the optional draw), separated by commas. The draw back
up to three at the end of the turn happens by itself.

Cards are ``1``..``10``, ``clear``, ``clear+1``, ``clear+2``; colours never
matter (3up3down.components.colours-irrelevant).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import chain
from typing import Any

from ..i18n import Msg, N_, NP_, OneOf
from ..verdict import MoveError, Problem, QuietVerdict, Verdict
from .base import PLAYER_NAME, Game, MoveOption, bad_move, tokens

NUMBERS = tuple(str(n) for n in range(1, 11))
CLEARS = ("clear", "clear+1", "clear+2")
CARDS = NUMBERS + CLEARS
#: copies of each card in one deck: 3 colours x 2, and two green Clear +2 (3up3down.components.deck)
COPIES = {**{n: 6 for n in NUMBERS}, "clear": 6, "clear+1": 6, "clear+2": 2}
DECK_SIZE = sum(COPIES.values())
UNKNOWN = "?"
HAND_SIZE = 3
TABLE_SIZE = 3
MAX_PLAYERS_ONE_DECK = 6
#: no turn has more ways to be finished than this
LOTS = 100_000
CARD_ALIASES = {
    "c": "clear", "clr": "clear", "c+1": "clear+1", "c1": "clear+1", "clear1": "clear+1",
    "c+2": "clear+2", "c2": "clear+2", "clear2": "clear+2",
}
VERBS = {
    "play": "play", "hand": "play",
    "up": "up", "faceup": "up", "face-up": "up",
    "down": "down", "facedown": "down", "face-down": "down", "blind": "down",
    "draw": "draw",
    "pickup": "pickup", "pick-up": "pickup", "take": "pickup",
}
CLEAR_RULES = {
    "clear": "3up3down.clear.plain",
    "clear+1": "3up3down.clear.plus-one",
    "clear+2": "3up3down.clear.plus-two",
}
EXTRA = {"clear+1": 1, "clear+2": 2}


#: the rank of every card: numbers by value, every Clear card above every number
RANK = {**{n: int(n) for n in NUMBERS}, **{c: 11 for c in CLEARS}}
NUMBER_SET = frozenset(NUMBERS)
CLEAR_SET = frozenset(CLEARS)


def rank(card: str) -> int:
    """Numbers by value; every Clear card above every number (3up3down.clear.rank)."""
    return RANK.get(card, 11)


_CANONICAL = {**{n: str(n) for n in range(1, 11)}, **{card: card for card in CARDS}}


def read_card(text: Any) -> str | None:
    if text is True or text is False:
        return None
    if isinstance(text, (int, str)) and text in _CANONICAL:
        return _CANONICAL[text]
    if isinstance(text, int):
        return None
    word = str(text).strip().lower()
    word = CARD_ALIASES.get(word, word)
    return word if word in CARDS else None


def card_data(card: str | None) -> Any:
    """A card as plain data for YAML: numbers as numbers, unknown as ``"?"``."""
    if card is None:
        return UNKNOWN
    return int(card) if card in NUMBERS else card


_SORT_KEYS = {card: (RANK[card], card) for card in CARDS}
_SORT_KEYS[None] = (99, "")


def sort_key(card: str | None) -> tuple[int, str]:
    key = _SORT_KEYS.get(card)
    return key if key is not None else (11, card)


def spaced(cards) -> str:
    return " ".join(UNKNOWN if c is None else c for c in cards)


# -- positions -----------------------------------------------------------------

@dataclass(frozen=True)
class Seat:
    """One player's cards; ``None`` is a card the position does not show."""

    hand: tuple = ()
    face_up: tuple = ()
    face_down: tuple = ()

    @property
    def empty(self) -> bool:
        return not (self.hand or self.face_up or self.face_down)


@dataclass(frozen=True)
class Position:
    players: tuple
    to_move: str
    house_rules: frozenset
    decks: int
    #: all ``None`` (only the size is known) or all cards, top first
    draw_pile: tuple
    #: bottom to top; ``None`` only at the bottom (cards left out)
    pile: tuple
    #: one Seat per player, in seating order
    seats: tuple
    #: the cards cleared out of the game, or None when not tracked
    removed: tuple | None = None

    def seat(self, name: str) -> Seat:
        return self.seats[self.players.index(name)]

    def next_player(self, name: str) -> str:
        return self.players[(self.players.index(name) + 1) % len(self.players)]


def made(cls, fields: dict):
    """A frozen dataclass from all its fields, without the per-field
    ``object.__setattr__`` of its ``__init__`` (positions are made once a move)."""
    obj = object.__new__(cls)
    obj.__dict__.update(fields)
    return obj


# -- moves -----------------------------------------------------------------------

@dataclass(frozen=True)
class Step:
    """``play``/``up`` with cards; ``down`` with a slot (from 1) and the value
    that turned up, if the move says it; ``draw`` with the cards drawn, if
    named; ``pickup``."""

    verb: str
    cards: tuple = ()
    slot: int = 0
    value: str | None = None

    def text(self) -> str:
        if self.verb in ("play", "up"):
            return f"{self.verb} {spaced(self.cards)}"
        if self.verb == "down":
            return f"down {self.slot}" + (f"={self.value}" if self.value else "")
        if self.verb == "draw":
            return "draw" + (f" {spaced(self.cards)}" if self.cards else "")
        return self.verb


@dataclass(frozen=True)
class Move:
    steps: tuple


# Steps are immutable, so the generator shares one object per step instead of
# building it anew, and knows its text: ``_TEXTS`` maps the id of a shared step
# (they live as long as the module, so no other object takes their id) to it.
_STEPS: dict = {}
_TEXTS: dict = {}


def shared_step(verb: str, cards: tuple = (), slot: int = 0, value: str | None = None) -> Step:
    key = (verb, cards, slot, value)
    step = _STEPS.get(key)
    if step is None:
        step = _STEPS[key] = Step(verb, cards, slot, value)
        _TEXTS[id(step)] = step.text()
    return step


def discard_step(verb: str, card: str, count: int) -> Step:
    """``play``/``up`` of ``count`` copies of ``card``."""
    key = (verb, card, count)
    step = _STEPS.get(key)
    if step is None:
        step = _STEPS[key] = shared_step(verb, (card,) * count)
    return step


PICKUP = Move((shared_step("pickup"),))
DRAW = shared_step("draw")


# -- one turn, step by step ------------------------------------------------------

class Turn:
    """The state of the player to move while a move is judged or applied.

    Every finding goes into ``v``; ``stop`` is set when a missing fact makes
    the rest of the move unknowable. With a ``QuietVerdict`` (``loud`` is
    false) the effects and explanatory notes are not built at all.

    The draw pile, the discard pile and the cleared cards are tuples that are
    replaced, never changed in place, so that ``clone`` copies only the hand,
    the table cards and the discards of this turn.
    """

    def __init__(self, pos: Position, v: Verdict | QuietVerdict, draws: list[str] | None = None) -> None:
        self.pos = pos
        self.v = v
        self.loud = v.__class__ is not QuietVerdict
        self.me = pos.to_move
        seat = pos.seats[pos.players.index(self.me)]
        self.hand = list(seat.hand)
        self.up = list(seat.face_up)
        self.down = dict(enumerate(seat.face_down, 1))
        self.draw = pos.draw_pile
        self.pile = pos.pile
        self.removed = pos.removed
        self.draws = list(draws) if draws else []
        self._known: Counter | None = None
        self.revealed: Counter | None = None   # cards the move reveals (created when needed)
        self.house = pos.house_rules
        self.discards = 0        # discards made this turn
        self.owed = 0            # extra discards still owed (Clear +1, Clear +2)
        self.owed_by = None      # the Clear card that gave them
        self.draw_ok = False     # the optional draw may come next
        self.tops: list[str] = []  # the card of each discard this turn
        self.watch = None        # number of the discard that was a Clear +2 from the table
        self.ended = None        # "pickup", "fail", "pickup2", "win", "over"
        self.stop = False
        self.last = None         # the last step taken
        self.last_discard = None
        self.effect_notes: set = set()

    def clone(self) -> "Turn":
        """A copy to try one way of going on; a quiet turn gets its own verdict."""
        other = Turn.__new__(Turn)
        other.__dict__.update(self.__dict__)
        other.hand = self.hand[:]
        other.up = self.up[:]
        other.down = self.down.copy()
        other.tops = self.tops[:]
        if self.draws:
            other.draws = self.draws[:]
        if self.revealed is not None:
            other.revealed = self.revealed.copy()
        if self.loud:
            other.effect_notes = set(self.effect_notes)
        else:
            other.v = QuietVerdict(self.v.bad, self.v.open)
        return other

    # -- facts --------------------------------------------------------------
    def top(self) -> str | None:
        return self.pile[-1] if self.pile else None

    def fits(self, card: str) -> bool:
        pile = self.pile
        # a Clear card ranks above every number (RANK), so it fits on anything
        return not pile or pile[-1] is None or RANK.get(card, 11) >= RANK.get(pile[-1], 11)

    def source(self) -> str | None:
        """Where the next discard comes from (3up3down.piles.when, face-up-first)."""
        if self.hand:
            return "play"
        if self.draw:
            return None
        if self.up:
            return "up"
        if self.down:
            return "down"
        return None

    def can_discard(self) -> tuple[Any, bool]:
        """``(example, unknown)``: a discard the player could make now, and
        whether unknown hand cards might allow one."""
        src = self.source()
        if src == "play":
            for card in sorted({c for c in self.hand if c}, key=sort_key):
                if self.fits(card):
                    return f"play {card}", False
            if None in self.hand:
                if not self.pile:
                    return Msg(N_("any card")), False
                # an unseen card might fit, unless every copy that would is placed elsewhere
                return None, any(self.fits(card) and self.room(card) for card in CARDS)
            return None, False
        if src == "up":
            for card in sorted(set(self.up), key=sort_key):
                if self.fits(card):
                    return f"up {card}", False
            return None, False
        if src == "down":
            return f"down {min(self.down)}", False
        return None, False

    @property
    def known(self) -> Counter:
        """The copies of each card the position places (counted only when needed)."""
        if self._known is None:
            self._known = known_counts(self.pos)
        return self._known

    def room(self, card: str) -> bool:
        """Whether one more copy of ``card`` may be revealed (3up3down.components.deck)."""
        revealed = self.revealed[card] if self.revealed is not None else 0
        return self.known[card] + revealed < COPIES[card] * self.pos.decks

    def reveal(self, card: str) -> bool:
        if not self.room(card):
            self.v.broken("3up3down.components.deck",
                          # TRANSLATORS: %(count)s is how many copies of the card the deck has, %(card)s a card (7, clear+1)
                          Msg(NP_("The deck has only %(count)s copy of %(card)s, and the position already places it.",
                                  "The deck has only %(count)s copies of %(card)s, and the position already places all of them."),
                              count=COPIES[card] * self.pos.decks, card=card),
                          card=card, copies=COPIES[card] * self.pos.decks)
            return False
        self.note_revealed(card)
        return True

    def note_revealed(self, card: str) -> None:
        if self.revealed is None:
            self.revealed = Counter()
        self.revealed[card] += 1

    # -- steps --------------------------------------------------------------
    def run(self, move: Move) -> None:
        steps = move.steps
        last = len(steps) - 1
        for index, step in enumerate(steps):
            if self.stop:
                return
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

    def close(self, steps) -> None:
        """The end of the move: owed discards, the draw, the next player."""
        if not self.stop:
            self.finish(steps[-1] if steps[-1].verb == "draw" and self.ended is None and self.owed == 0 else None)

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
        if step.verb in ("up", "down"):
            if self.hand:
                v.broken("3up3down.piles.when",
                         # TRANSLATORS: %(player)s is a player's name
                         Msg(N_("%(player)s still has cards in hand; the cards on the table wait until the hand is empty."),
                             player=me), player=me, hand=len(self.hand))
            if self.draw:
                v.broken("3up3down.piles.when",
                         # TRANSLATORS: %(count)s is the number of cards left in the draw pile
                         Msg(NP_("The draw pile still holds %(count)s card; the cards on the table wait until it is used up.",
                                 "The draw pile still holds %(count)s cards; the cards on the table wait until it is used up."),
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
            if short:
                v.broken("3up3down.turn.structure",
                         # TRANSLATORS: %(player)s is a player's name, %(cards)s cards as typed (7 7)
                         Msg(N_("%(player)s has no %(cards)s among the face-up cards."), player=me, cards=spaced(short)),
                         player=me, cards=short, face_up=list(self.up))
            for card in cards:
                if card in self.up:
                    self.up.remove(card)
        if len(cards) > 1:
            self.check_set(cards)
        top = self.top()
        if top is None:
            lows = ()
        elif len(cards) == 1:
            lows = cards if cards[0] in NUMBER_SET and RANK[cards[0]] < rank(top) else ()
        else:
            lows = sorted({c for c in cards if c in NUMBER_SET and RANK[c] < rank(top)}, key=sort_key)
        for low in lows:
            v.broken("3up3down.play.equal-or-higher",
                     # TRANSLATORS: %(card)s is the card played, %(top)s the top card of the pile
                     Msg(N_("%(card)s is lower than %(top)s, the top card of the pile."), card=low, top=top),
                     card=low, top=top)
        self.place(cards, step, extra)

    def take_from_hand(self, cards: list[str]) -> None:
        hand = self.hand
        card = cards[0]
        if cards.count(card) == len(cards) and hand.count(card) >= len(cards):
            for _ in cards:  # the usual case: every card is there, nothing to report
                hand.remove(card)
            return
        v = self.v
        need = Counter(cards)
        have = Counter(c for c in self.hand if c)
        unknown = self.hand.count(None)
        short = [c for c in sorted(need, key=sort_key) for _ in range(need[c] - have[c]) if need[c] > have[c]]
        if short and len(short) <= unknown:
            if all(self.reveal(c) for c in short):
                v.need("hand", "3up3down.turn.structure",
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
            elif None in self.hand:
                self.hand.remove(None)

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
                         Msg(N_("Even with the house rule %(name)s, only Clear cards of one kind go down together, not %(cards)s."),
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
                     Msg(N_("%(player)s still has face-up cards (%(cards)s); they are played before any face-down card."),
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
        if value is not None and step.value is not None and value != step.value:
            v.broken("3up3down.piles.face-down-blind",
                     # TRANSLATORS: %(slot)s is the number of a face-down card, %(card)s and %(claimed)s are cards (7)
                     Msg(N_("The position gives face-down card %(slot)s as %(card)s, not %(claimed)s."),
                         slot=step.slot, card=value, claimed=step.value), slot=step.slot, card=value, claimed=step.value)
        if value is None:
            if step.value is None:
                v.need("face_down", "3up3down.piles.face-down-blind",
                       # TRANSLATORS: %(slot)s is the number of a face-down card, %(player)s a name, %(move)s a move as typed
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
                     Msg(N_("%(player)s turns over face-down card %(slot)s: %(card)s."), player=me, slot=step.slot, card=value),
                     player=me, slot=step.slot, card=value)
        if not self.fits(value):
            top = self.top()
            self.discards += 1
            if self.watch is not None and self.discards == self.watch + 2:
                v.note("3up3down.clear.plus-two-pickup")
            taken = len(self.pile) + 1
            self.hand.extend(self.pile)
            self.hand.append(value)
            self.pile = ()
            if self.loud:
                v.effect("pickup", "3up3down.piles.face-down-fail",
                         # TRANSLATORS: %(card)s is the card turned over, %(top)s the top of the pile, %(player)s a name,
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
            v.effect("discard", "3up3down.play.lead" if len(self.pile) == len(cards) else "3up3down.play.equal-or-higher",
                     # TRANSLATORS: %(player)s is a player's name, %(cards)s the cards discarded as typed (7 7)
                     Msg(N_("%(player)s discards %(cards)s."), player=me, cards=spaced(cards)),
                     player=me, cards=cards, source=step.verb)
        kind = None
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
                    v.note("3up3down.clear.plus-two-pickup")
        else:
            self.three_of_a_kind()
        if self.stop:
            return
        if self.watch is not None and self.discards == self.watch + 2 and self.ended is None:
            previous, now = self.tops[-2], self.tops[-1]
            if rank(now) < rank(previous):
                count = len(self.pile)
                self.hand.extend(self.pile)
                self.pile = ()
                self.ended = "pickup2"
                if loud:
                    v.effect("pickup", "3up3down.clear.plus-two-pickup",
                             # TRANSLATORS: %(card)s and %(previous)s are cards (4, 9), %(player)s a name, %(count)s a number
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

    def effect_note(self, rule: str) -> None:
        """A ruling that only explains an effect: dropped when the move is illegal."""
        self.v.note(rule)
        self.effect_notes.add(rule)

    def tidy(self) -> None:
        """An illegal move has no effects, and no fact can make it legal: keep only
        the broken rules and the rulings that bear on them."""
        v = self.v
        if v.reasons:
            cited = {f.rule for f in v.reasons}
            v.effects = []
            v.missing = []
            v.notes = [n for n in v.notes if n.rule not in self.effect_notes or n.rule in cited]

    def wait_effect(self) -> None:
        if not self.loud:
            return
        self.v.effect("wait", "3up3down.piles.after-pickup",
                      # TRANSLATORS: %(player)s is a player's name
                      Msg(N_("%(player)s may not play from the table again until the hand is empty."),
                          player=self.me), player=self.me)

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
                     player=self.me, count=len(got), cards=[c for c in got if c])
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

    def take_draw(self, named: tuple) -> list:
        """Draw back up to three; ``named`` are the cards the move says were drawn."""
        v = self.v
        n = min(HAND_SIZE - len(self.hand), len(self.draw))
        taken, self.draw = list(self.draw[:n]), self.draw[n:]
        if named and len(named) != n:
            v.broken("3up3down.draw.refill",
                     # TRANSLATORS: %(count)s is the number of cards the draw takes, %(named)s the number the move names
                     Msg(NP_("This draw takes %(count)s card, not %(named)s.", "This draw takes %(count)s cards, not %(named)s."),
                         count=n, named=len(named)), count=n, named=len(named))
        elif named and taken and taken[0] is not None:
            if list(named) != taken:
                v.broken("3up3down.draw.refill",
                         # TRANSLATORS: %(expected)s and %(cards)s are cards as typed (7 2)
                         Msg(N_("The top of the draw pile is %(expected)s, not %(cards)s."),
                             expected=spaced(taken), cards=spaced(named)), expected=taken, cards=list(named))
        elif named:
            taken = [c if self.reveal(c) else None for c in named]
        elif taken and taken[0] is None:
            fill = []
            for _ in taken:
                card = self.draws.pop(0) if self.draws else None
                if card is not None and not self.room(card):
                    # TRANSLATORS: %(count)s is how many copies of the card the deck has, %(card)s a card (7)
                    raise MoveError(Msg(NP_("The deck has only %(count)s copy of %(card)s, and the position already places it.",
                                            "The deck has only %(count)s copies of %(card)s, and the position already "
                                            "places all of them."), count=COPIES[card] * self.pos.decks, card=card))
                if card is not None:
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
            v.need("hand", "3up3down.play.must-play",
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
                         "%(player)s picks up the pile (%(count)s cards) and the turn ends."), player=self.me, count=count),
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
            elif example is not None or unknown:
                v.broken(CLEAR_RULES[self.owed_by],
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
                    v.effect("draw", "3up3down.draw.refill", msg, player=me, count=len(got), cards=[c for c in got if c])
            elif named:
                v.broken("3up3down.draw.refill",
                         # TRANSLATORS: %(count)s is the number of cards the draw takes, %(named)s the number the move names
                         Msg(NP_("This draw takes %(count)s card, not %(named)s.", "This draw takes %(count)s cards, not %(named)s."),
                             count=0, named=len(named)), count=0, named=len(named))
        if self.loud:
            self.next_effect()

    def next_effect(self) -> None:
        nxt = self.pos.next_player(self.me)
        self.v.effect("next-player", "3up3down.turn.structure",
                      # TRANSLATORS: %(player)s is a player's name
                      Msg(N_("Next to play: %(player)s."), player=nxt), player=nxt)

    # -- the position after the move ----------------------------------------
    def result(self) -> Position:
        pos = self.pos
        me = pos.players.index(self.me)
        seat = made(Seat, {"hand": tuple(sorted(self.hand, key=sort_key)), "face_up": tuple(self.up),
                           "face_down": tuple(self.down.values())})
        seats = pos.seats[:me] + (seat,) + pos.seats[me + 1:]
        players = pos.players
        return made(Position, {"players": players, "to_move": players[(me + 1) % len(players)],
                               "house_rules": pos.house_rules, "decks": pos.decks, "draw_pile": self.draw,
                               "pile": self.pile, "seats": seats, "removed": self.removed})

    # -- what may come next (for legal_moves) -------------------------------
    def options(self, compact_values: bool) -> list[Step]:
        src = self.source()
        out: list[Step] = []
        if src in ("play", "up"):
            held: dict = {}
            for c in (self.hand if src == "play" else self.up):
                if c:
                    held[c] = held.get(c, 0) + 1
            several = "multiple-clears" in self.house
            for card in sorted(held, key=sort_key):
                if not self.fits(card):
                    continue
                most = held[card] if several or card in NUMBER_SET else 1
                for k in range(1, most + 1):
                    out.append(discard_step(src, card, k))
        elif src == "down":
            for slot, value in self.down.items():
                if value is not None:
                    out.append(shared_step("down", slot=slot))
                    continue
                for card in self.possible():
                    out.append(shared_step("down", slot=slot, value=card))
                    if compact_values:
                        break
        return out

    def possible(self) -> list[str]:
        return [c for c in CARDS if self.room(c)]

    def can_draw(self) -> bool:
        return self.draw_ok and self.owed > 0 and bool(self.draw) and len(self.hand) < HAND_SIZE


def located_bools(data: dict):
    """``true`` in a list of cards (YAML reads ``yes``/``true`` as a boolean, equal to 1)."""
    lists = [("pile", data["pile"]), ("draw_pile", data["draw_pile"]), ("removed", data.get("removed"))]
    for name, seat in data["cards"].items():
        lists += [(f"cards.{name}.{key}", seat[key]) for key in ("hand", "face_up", "face_down")]
    for path, value in lists:
        if isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, bool):
                    yield str(item).lower(), f"{path}[{i}]"


def known_counts(pos: Position) -> Counter:
    counts: Counter = Counter()
    for zone in zones(pos):
        counts.update(c for c in zone if c is not None)
    return counts


def zones(pos: Position):
    yield pos.draw_pile
    yield pos.pile
    if pos.removed is not None:
        yield pos.removed
    for seat in pos.seats:
        yield seat.hand
        yield seat.face_up
        yield seat.face_down


# -- the game ----------------------------------------------------------------------

class ThreeUpThreeDown(Game):
    id = "3up3down"
    HOUSE_RULES = {"multiple-clears": "3up3down.clear.one-at-a-time"}
    PLAYERS = (2, 12)
    #: the position legal_moves last listed, and the turn behind each move it listed
    _ends: tuple = (None, {})

    # -- positions -------------------------------------------------------------
    def own_schema(self) -> tuple[dict[str, Any], list[str]]:
        numbers = list(range(1, 11))
        card = {"enum": numbers + list(CLEARS),
                "description": "a card: 1 to 10, clear, clear+1 or clear+2"}
        maybe = {"enum": numbers + list(CLEARS) + [UNKNOWN],
                 "description": "a card, or \"?\" (in quotes) for a card the position does not show"}
        seat = {
            "type": "object", "required": ["hand", "face_up", "face_down"], "additionalProperties": False,
            "properties": {
                "hand": {"type": ["integer", "array"], "minimum": 0, "maximum": 2 * DECK_SIZE, "items": maybe,
                         "description": "the cards in hand, or only their number"},
                "face_up": {"type": "array", "maxItems": TABLE_SIZE, "items": card,
                            "description": "the face-up cards on the table"},
                "face_down": {"type": ["integer", "array"], "minimum": 0, "maximum": TABLE_SIZE,
                              "maxItems": TABLE_SIZE, "items": maybe,
                              "description": "the number of face-down cards, or a list with the known ones"},
            },
        }
        props = {
            "decks": {"type": "integer", "minimum": 1, "maximum": 2,
                      "description": "1 (74 cards), or 2 shuffled together for 7 to 12 players"},
            "draw_pile": {"type": ["integer", "array"], "minimum": 0, "maximum": 2 * DECK_SIZE, "items": card,
                          "description": "the number of cards in the draw pile, or its cards, top first"},
            "pile": {"type": "array", "items": card, "description": "the discard pile, bottom to top (at least its top cards)"},
            "pile_below": {"type": "integer", "minimum": 0, "maximum": 2 * DECK_SIZE,
                           "description": "cards under the listed pile that are left out"},
            "removed": {"type": "array", "items": maybe, "description": "the cards cleared out of the game"},
            "cards": {"type": "object", "patternProperties": {PLAYER_NAME: seat}, "additionalProperties": False,
                      "description": "each player's hand, face-up and face-down cards, by name"},
        }
        return props, ["draw_pile", "pile", "cards"]

    def build(self, data: dict, house_rules: frozenset[str], problems: list[Problem]) -> Position:
        players = tuple(data["players"])
        decks = data.get("decks", 1)
        given = data["cards"]
        if len(players) > MAX_PLAYERS_ONE_DECK and decks < 2:
            problems.append(Problem(Msg(N_("More than six players need two decks (decks: 2).")), "players"))
        for name in players:
            if name not in given:
                # TRANSLATORS: %(name)s is a player's name
                problems.append(Problem(Msg(N_("No cards are given for %(name)s."), name=name), "cards"))
        for name in given:
            if name not in players:
                # TRANSLATORS: %(name)s is a name used in the position
                problems.append(Problem(Msg(N_("%(name)s is not one of the players."), name=name), f"cards.{name}"))

        def entries(value: Any) -> tuple:
            if isinstance(value, int):
                return (None,) * value
            return tuple(read_card(v) if v != UNKNOWN else None for v in value)

        draw = entries(data["draw_pile"])
        pile_below = data.get("pile_below", 0)
        pile = (None,) * pile_below + entries(data["pile"])
        removed = entries(data["removed"]) if "removed" in data else None
        seats = []
        for name in players:
            raw = given.get(name, {"hand": 0, "face_up": [], "face_down": 0})
            seats.append(Seat(tuple(sorted(entries(raw["hand"]), key=sort_key)), entries(raw["face_up"]),
                              entries(raw["face_down"])))
        pos = Position(players, data["to_move"], frozenset(house_rules), decks, draw, pile, tuple(seats), removed)

        # every copy of a card, with its path (3up3down.components.deck)
        located: list[tuple[str, str]] = []

        def locate(value: Any, path: str) -> None:
            if isinstance(value, list):
                for i, v in enumerate(value):
                    card = None if v == UNKNOWN else read_card(v)
                    if card:
                        located.append((card, f"{path}[{i}]"))

        for card, path in located_bools(data):
            # TRANSLATORS: %(word)s is the word as typed
            problems.append(Problem(Msg(N_("%(word)s is not a card; cards are 1 to 10, clear, clear+1 and clear+2."),
                                        word=card), path))
        locate(data["pile"], "pile")
        locate(data["draw_pile"], "draw_pile")
        locate(data.get("removed"), "removed")
        for name in players:
            if name in given:
                for key in ("face_up", "face_down", "hand"):
                    locate(given[name][key], f"cards.{name}.{key}")
        seen: Counter = Counter()
        for card, path in located:
            seen[card] += 1
            most = COPIES[card] * decks
            if seen[card] == most + 1:
                total = sum(1 for c, _ in located if c == card)
                # TRANSLATORS: %(count)s is how many copies the deck has, %(card)s a card (7), %(found)s how many the position has
                problems.append(Problem(Msg(NP_("The deck holds only %(count)s copy of %(card)s; the position has %(found)s.",
                                                "The deck holds only %(count)s copies of %(card)s; the position has %(found)s."),
                                            count=most, card=card, found=total), path))
        size = DECK_SIZE * decks
        total = len(draw) + len(pile) + (len(removed) if removed is not None else 0) + sum(
            len(s.hand) + len(s.face_up) + len(s.face_down) for s in seats)
        if total > size:
            # TRANSLATORS: %(found)s and %(count)s are numbers of cards
            problems.append(Problem(Msg(NP_("The position holds %(found)s cards, but the deck has only %(count)s card.",
                                            "The position holds %(found)s cards, but the deck has only %(count)s cards."),
                                        count=size, found=total), ""))
        elif removed is not None and total < size:
            # TRANSLATORS: %(count)s is the number of cards in the deck, %(found)s the number the position places
            problems.append(Problem(Msg(NP_("With the cleared cards listed, all %(count)s card of the deck must be "
                                            "somewhere, but the position places %(found)s.",
                                            "With the cleared cards listed, all %(count)s cards of the deck must be "
                                            "somewhere, but the position places %(found)s."),
                                        count=size, found=total), "removed"))

        # the pile only ever goes up, never holds a Clear card or three in a row
        known = [read_card(c) for c in data["pile"]]
        for i, card in enumerate(known):
            if card in CLEARS:
                problems.append(Problem(Msg(N_("A Clear card never stays on the pile: it clears the pile at once.")),
                                        f"pile[{i}]"))
            elif i > 0 and known[i - 1] in NUMBERS and rank(card) < rank(known[i - 1]):
                # TRANSLATORS: %(card)s and %(below)s are number cards (4, 7)
                problems.append(Problem(Msg(N_("%(card)s cannot lie on %(below)s: each card on the pile is equal to "
                                               "or higher than the one under it."), card=card, below=known[i - 1]),
                                        f"pile[{i}]"))
            elif i > 1 and known[i - 2] == known[i - 1] == card:
                # TRANSLATORS: %(card)s is a number card (5)
                problems.append(Problem(Msg(N_("Three %(card)s in a row would already have cleared the pile."),
                                            card=card), f"pile[{i}]"))
        if pile_below and len(known) < 2:
            problems.append(Problem(Msg(N_("When cards under the pile are left out, list at least its top two cards: "
                                           "a third card of the same number would clear the pile.")), "pile"))

        # what the order hand -> face-up -> face-down and the draw allow
        out = []
        for name, seat in zip(players, seats):
            if name not in given:
                continue
            if seat.face_up and len(seat.face_down) < TABLE_SIZE:
                # TRANSLATORS: %(name)s is a player's name
                problems.append(Problem(Msg(N_("Face-down cards are played only after all face-up cards, but %(name)s "
                                               "still has face-up cards."), name=name), f"cards.{name}.face_down"))
            if draw:
                if len(seat.face_up) < TABLE_SIZE:
                    problems.append(Problem(Msg(N_("Cards on the table are played only once the draw pile is used up, "
                                                   "but it still has cards.")), f"cards.{name}.face_up"))
                elif len(seat.face_down) < TABLE_SIZE:
                    problems.append(Problem(Msg(N_("Cards on the table are played only once the draw pile is used up, "
                                                   "but it still has cards.")), f"cards.{name}.face_down"))
                if not seat.hand:
                    # TRANSLATORS: %(name)s is a player's name
                    problems.append(Problem(Msg(N_("%(name)s holds no cards while the draw pile still has cards: a "
                                                   "turn ends with drawing back up to three."), name=name),
                                            f"cards.{name}.hand"))
            if seat.empty:
                out.append(name)
        for name in out[1:]:
            problems.append(Problem(Msg(N_("Only one player can run out of cards: the game ends when the first one "
                                           "does.")), f"cards.{name}"))
        return pos

    def position_data(self, pos: Position) -> dict:
        def cards(entries: tuple, count_if_unknown: bool = True) -> Any:
            if count_if_unknown and entries and all(c is None for c in entries):
                return len(entries)
            return [card_data(c) for c in entries]

        data: dict[str, Any] = {"game": self.id, "players": list(pos.players), "to_move": pos.to_move}
        if pos.house_rules:
            data["house_rules"] = sorted(pos.house_rules)
        if pos.decks != 1:
            data["decks"] = pos.decks
        data["draw_pile"] = len(pos.draw_pile) if all(c is None for c in pos.draw_pile) else \
            [card_data(c) for c in pos.draw_pile]
        below = sum(1 for c in pos.pile if c is None)
        data["pile"] = [card_data(c) for c in pos.pile if c is not None]
        if below:
            data["pile_below"] = below
        if pos.removed is not None:
            data["removed"] = [card_data(c) for c in pos.removed]
        data["cards"] = {
            name: {"hand": cards(seat.hand), "face_up": [card_data(c) for c in seat.face_up],
                   "face_down": cards(seat.face_down) if seat.face_down else 0}
            for name, seat in zip(pos.players, pos.seats)
        }
        return data

    # -- moves -------------------------------------------------------------------
    def parse_move(self, text: str, pos: Any) -> Move:
        words = tokens(text.lower().replace("=", " = "))
        steps: list[Step] = []
        i = 0
        while i < len(words):
            word = words[i]
            if word == "then":
                i += 1
                continue
            if word == "pick" and i + 1 < len(words) and words[i + 1] == "up":
                verb, i = "pickup", i + 2
            elif word in VERBS:
                verb, i = VERBS[word], i + 1
            else:
                raise bad_move(text, self._unknown_word(word, bool(steps)))
            args = []
            while i < len(words) and words[i] not in VERBS and words[i] not in ("then", "pick"):
                args.append(words[i])
                i += 1
            steps.append(self._step(text, verb, args))
        if not steps:
            raise bad_move(text, Msg(N_("it has no step; start with play, up, down or pickup.")))
        return Move(tuple(steps))

    def _unknown_word(self, word: str, after_step: bool) -> Msg:
        from ..schema import suggest

        if read_card(word) and not after_step:
            # TRANSLATORS: %(word)s is a card as typed (7), %(example)s a move as typed (play 7)
            return Msg(N_("a move starts with what to do, as in %(example)s, not with the card %(word)s."),
                       word=word, example=f"play {word}")
        close = suggest(word, sorted(set(VERBS)))
        if close:
            # TRANSLATORS: %(word)s is the word as typed, %(suggestion)s a move word (play, pickup)
            return Msg(N_("%(word)s is not a move word; did you mean %(suggestion)s?"), word=word, suggestion=close)
        # TRANSLATORS: %(word)s is the word as typed, %(choices)s the move words (play, up, down, draw, pickup)
        return Msg(N_("%(word)s is not a move word; steps start with %(choices)s."), word=word,
                   choices=OneOf(["play", "up", "down", "draw", "pickup"]))

    def _card(self, text: str, word: str) -> str:
        card = read_card(word)
        if card is None:
            # TRANSLATORS: %(word)s is the word as typed
            raise bad_move(text, Msg(N_("%(word)s is not a card; cards are 1 to 10, clear, clear+1 and clear+2."),
                                     word=word))
        return card

    def _step(self, text: str, verb: str, args: list[str]) -> Step:
        if verb in ("play", "up"):
            if not args:
                # TRANSLATORS: %(verb)s is a move word (play, up), %(example)s a move as typed (play 7)
                raise bad_move(text, Msg(N_("%(verb)s needs at least one card, as in %(example)s."),
                                         verb=verb, example=f"{verb} 7"))
            return Step(verb, tuple(self._card(text, a) for a in args))
        if verb == "draw":
            return Step("draw", tuple(self._card(text, a) for a in args))
        if verb == "pickup":
            if args:
                # TRANSLATORS: %(verb)s is a move word (pickup), %(word)s what was typed after it
                raise bad_move(text, Msg(N_("%(verb)s takes nothing after it, not %(word)s."), verb=verb, word=args[0]))
            return Step("pickup")
        if args and args[-1] == "=":
            args = args[:-1]
        if args and len(args) > 1 and args[1] == "=":
            args = [args[0]] + args[2:]
        if not args or not args[0].isdigit() or int(args[0]) < 1 or len(args) > 2:
            raise bad_move(text, Msg(N_("down needs the number of a face-down card, as in down 2 or down 2=7.")))
        value = self._card(text, args[1]) if len(args) == 2 else None
        return Step("down", slot=int(args[0]), value=value)

    def move_text(self, move: Move) -> str:
        texts = _TEXTS
        return ", ".join([texts.get(id(step)) or step.text() for step in move.steps])

    def move_syntax(self) -> list[tuple[str, Msg]]:
        return [
            ("play CARD [CARD ...]", Msg(N_("Discard from the hand: one card, or several of one number "
                                            "(play 7, play 5 5 5, play clear+1)."))),
            ("up CARD [CARD ...]", Msg(N_("Discard face-up cards, once the draw pile is used up and the hand is "
                                          "empty (up 9, up 4 4)."))),
            ("down N[=CARD]", Msg(N_("Turn over face-down card N (counted from 1 in the order the position lists "
                                     "them) and play it; =CARD says what it showed (down 2, down 2=7)."))),
            ("pickup", Msg(N_("Pick up the whole pile, when no discard is possible."))),
            ("STEP, draw [CARD ...], STEP", Msg(N_("After a Clear +1 or Clear +2 the extra discards follow in the same "
                                                   "move, separated by commas; an optional draw may come right after "
                                                   "the Clear card (play clear+2, draw, play 4, play 6). The cards "
                                                   "drawn may be named (draw 7 2)."))),
            ("..., draw [CARD ...]", Msg(N_("The draw back up to three at the end of the turn happens by itself; write "
                                            "it last only to name the cards drawn (play 5, draw 9)."))),
            ("CARD", Msg(N_("1 to 10, clear, clear+1, clear+2 (also c, c+1, c+2); colours do not matter."))),
        ]

    # -- verdicts --------------------------------------------------------------------
    def check(self, pos: Position, move: Move) -> Verdict:
        v = Verdict(self.id, self.move_text(move))
        winner = self.outcome(pos)
        if winner is not None:
            v.broken("3up3down.end.win",
                     # TRANSLATORS: %(winner)s is a player's name
                     Msg(N_("The game is over: %(winner)s has no cards left."), winner=winner), winner=winner)
            return v
        if pos.decks > 1:
            v.note("3up3down.components.two-decks",
                   Msg(N_("Two decks are in play: every card is there twice as often.")))
        turn = Turn(pos, v)
        turn.run(move)
        turn.tidy()
        return v

    def legal_moves(self, pos: Position, expand: bool = False, limit: int = 500) -> list[MoveOption]:
        """Every first discard, finished the first way that works (or, expanded,
        every way). Each move is built step by step by the same ``Turn`` that
        ``check`` runs, with a ``QuietVerdict``: a move is listed exactly when
        ``check`` would judge it legal, without judging it a second time. The
        turns are kept, so that ``apply`` of a listed move costs nothing more."""
        if self.outcome(pos) is not None:
            return []
        found: list[MoveOption] = []
        seen: set[str] = set()
        ends: dict = {}
        start = Turn(pos, QuietVerdict())
        for first in start.options(compact_values=not expand):
            if len(found) >= limit:
                break
            turn = start.clone()
            turn.step(first, False)
            if expand:
                for steps, end in self._complete(turn, [first], limit - len(found)):
                    if self._closed(end, steps):
                        self._add(found, seen, ends, steps, end, None)
            elif turn.owed == 0 or turn.stop or turn.ended is not None:
                # the usual move: one discard, and the turn is over
                if self._closed(turn, (first,)):
                    self._add(found, seen, ends, [first], turn,
                              self._value_choices(start) if first.value is not None else None)
            else:
                # extra discards are owed: the first way that works, the greedy
                # one if it does, else the first of all the ways
                backup = turn.clone()
                steps, open_choice = self._canonical(turn, [first])
                legal = self._closed(turn, steps)
                if not legal:
                    for other, end in self._complete(backup, [first], LOTS):
                        if self._closed(end, other):
                            steps, turn, legal, open_choice = other, end, True, True
                            break
                if not legal:
                    continue
                choices = None
                if open_choice and first.cards and first.cards[0] in EXTRA:
                    kind = first.cards[0]
                    if backup.can_draw():
                        # TRANSLATORS: %(card)s is a Clear card (clear+2), %(count)s the number of extra discards
                        choices = Msg(NP_("after %(card)s: %(count)s more discard of your choice, and you may draw "
                                          "before it",
                                          "after %(card)s: %(count)s more discards of your choice, and you may draw "
                                          "before the first"), card=kind, count=EXTRA[kind])
                    else:
                        # TRANSLATORS: %(card)s is a Clear card (clear+2), %(count)s the number of extra discards
                        choices = Msg(NP_("after %(card)s: %(count)s more discard of your choice",
                                          "after %(card)s: %(count)s more discards of your choice"),
                                      card=kind, count=EXTRA[kind])
                elif first.value is not None:
                    choices = self._value_choices(start)
                self._add(found, seen, ends, steps, turn, choices)
        # Picking up is legal only when no discard is possible: not when a move
        # was listed (it starts with a discard the player can make), nor when
        # the player surely can discard; otherwise the turn judges it.
        if not found and start.can_discard()[0] is None:
            turn = start.clone()
            turn.step(PICKUP.steps[0], True)
            if self._closed(turn, PICKUP.steps):
                self._add(found, seen, ends, list(PICKUP.steps), turn, None)
        self._ends = (pos, ends)
        return found[:limit]

    @staticmethod
    def _value_choices(start: Turn) -> Msg:
        """What a compact ``down N=CARD`` (a face-down card nobody has seen) folds in."""
        # TRANSLATORS: %(values)s is a list of cards (1, 2, clear)
        return Msg(N_("write after = the card that turns up: one of %(values)s"), values=start.possible())

    @staticmethod
    def _closed(turn: Turn, steps) -> bool:
        """Close the turn as ``check`` closes it; whether the move broke nothing
        and left nothing open, i.e. whether ``check`` judges it legal."""
        turn.close(steps)
        v = turn.v
        return not (v.bad or v.open)

    def _add(self, found: list, seen: set, ends: dict, steps: list, turn: Turn, choices: Msg | None) -> None:
        """List a legal move (its turn closed) once."""
        move = Move(tuple(steps))
        text = self.move_text(move)
        if text not in seen:
            seen.add(text)
            found.append(MoveOption(text, choices, move))
            ends[text] = (move, turn)

    def _canonical(self, turn: Turn, steps: list[Step]) -> tuple[list[Step], bool]:
        """Finish a turn the first way that works; say whether other ways were open."""
        open_choice = False
        while not turn.stop and turn.ended is None and turn.owed > 0:
            options = turn.options(compact_values=True)
            if turn.can_draw():
                open_choice = True
                if not options:
                    turn.step(DRAW, False)
                    steps.append(DRAW)
                    options = turn.options(compact_values=True)
            if not options:
                if turn.pile and turn.can_discard() == (None, False):
                    turn.step(PICKUP.steps[0], True)
                    steps.append(PICKUP.steps[0])
                break
            open_choice = open_choice or len(options) > 1
            turn.step(options[0], False)
            steps.append(options[0])
        return steps, open_choice

    def _complete(self, turn: Turn, steps: list[Step], room: int):
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
            drawn = turn.clone()
            drawn.step(DRAW, False)
            branches.append((drawn, steps + [DRAW]))
        for state, prefix in branches:
            options = state.options(compact_values=False)
            if not options and state is turn:
                made += 1
                if state.pile and state.can_discard() == (None, False):
                    state.step(PICKUP.steps[0], True)
                    yield list(prefix) + [PICKUP.steps[0]], state
                else:
                    yield list(prefix), state
            for option in options:
                if made >= room:
                    return
                nxt = state.clone()
                nxt.step(option, False)
                for done in self._complete(nxt, prefix + [option], room - made):
                    made += 1
                    yield done
                    if made >= room:
                        return

    def apply(self, pos: Position, move: Move, draws: list[str] | None = None) -> Position:
        if not draws:
            last, ends = self._ends
            if last is pos:
                known = ends.get(self.move_text(move))
                if known is not None and (known[0] is move or known[0] == move):
                    return known[1].result()  # a move legal_moves just listed: its turn is played already
        cards = []
        for text in draws or []:
            card = read_card(text)
            if card is None:
                # TRANSLATORS: %(word)s is the value given with --draw
                raise MoveError(Msg(N_("%(word)s is not a card; cards are 1 to 10, clear, clear+1 and clear+2."),
                                    word=text))
            cards.append(card)
        turn = Turn(pos, QuietVerdict(), cards)
        turn.run(move)
        if turn.draws and pos.draw_pile and pos.draw_pile[0] is None:
            # TRANSLATORS: %(count)s is the number of --draw values given, %(used)s how many cards the move drew
            raise MoveError(Msg(NP_("%(count)s card was given with --draw, but the move draws only %(used)s unknown cards.",
                                    "%(count)s cards were given with --draw, but the move draws only %(used)s unknown "
                                    "cards."), count=len(cards), used=len(cards) - len(turn.draws)))
        return turn.result()

    # -- playouts --------------------------------------------------------------------
    def deal(self, rng, players: list[str], house_rules=frozenset()) -> Position:
        """A shuffled start (3up3down.setup.*): three face down, three face up (the
        player keeps the three lowest of six in hand), three in hand, the rest to draw."""
        decks = 1 if len(players) <= MAX_PLAYERS_ONE_DECK else 2
        deck = [card for card in CARDS for _ in range(COPIES[card] * decks)]
        rng.shuffle(deck)
        n = len(players)
        downs = [deck[i * TABLE_SIZE:(i + 1) * TABLE_SIZE] for i in range(n)]
        rest = deck[n * TABLE_SIZE:]
        seats = []
        for i in range(n):
            six = sorted(rest[i * 6:(i + 1) * 6], key=sort_key)
            seats.append(Seat(tuple(six[:HAND_SIZE]), tuple(six[HAND_SIZE:]), tuple(downs[i])))
        draw = tuple(rest[n * 6:])
        return Position(tuple(players), players[0], frozenset(house_rules), decks, draw, (), tuple(seats), ())

    def census(self, pos: Position) -> Counter:
        """Every card of the position (``?`` for unknown ones): play never changes it."""
        counts = Counter(chain.from_iterable(zones(pos)))
        unknown = counts.pop(None, 0)
        if unknown:
            counts[UNKNOWN] = unknown
        return counts

    def invariants(self, pos: Position) -> list[Msg]:
        """Whatever ``build`` finds impossible in a position reached by play.

        ``possible`` looks at the position object directly, which is cheap; only
        when it finds something does the position go through ``build`` (as
        data) for the messages with their field paths."""
        if self.possible(pos):
            return []
        problems: list[Problem] = []
        self.build(self.position_data(pos), pos.house_rules, problems)
        return [problem.msg for problem in problems]

    def possible(self, pos: Position) -> bool:
        """Whether ``build`` finds nothing impossible in ``pos``: each check of
        ``build``, made on the position instead of its data."""
        decks = pos.decks
        if len(pos.players) > MAX_PLAYERS_ONE_DECK and decks < 2:
            return False
        # every copy of a card (3up3down.components.deck), and the deck size
        counts = Counter(chain.from_iterable(zones(pos)))
        for card, count in counts.items():
            if card is not None and count > COPIES[card] * decks:
                return False
        total = sum(counts.values())
        size = DECK_SIZE * decks
        if total > size or (pos.removed is not None and total < size):
            return False
        # the pile only ever goes up, never holds a Clear card or three in a row
        known = [card for card in pos.pile if card is not None]
        below = below_prev = None
        for card in known:
            if card in CLEAR_SET:
                return False
            if below in NUMBER_SET and RANK[card] < RANK[below]:
                return False
            if below_prev is not None and below_prev == below == card:
                return False
            below_prev, below = below, card
        if len(known) < 2 and len(known) < len(pos.pile):
            return False
        # what the order hand -> face-up -> face-down and the draw allow
        out = 0
        draw = pos.draw_pile
        for seat in pos.seats:
            if seat.face_up and len(seat.face_down) < TABLE_SIZE:
                return False
            if draw and (len(seat.face_up) < TABLE_SIZE or len(seat.face_down) < TABLE_SIZE or not seat.hand):
                return False
            if not (seat.hand or seat.face_up or seat.face_down):
                out += 1
        return out <= 1

    def outcome(self, pos: Position) -> str | None:
        for index, seat in enumerate(pos.seats):
            if not (seat.hand or seat.face_up or seat.face_down):
                return pos.players[index]
        return None


GAME = ThreeUpThreeDown()
