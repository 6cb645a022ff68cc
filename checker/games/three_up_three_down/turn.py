"""The state of one turn while it is judged: the facts the rules ask about.

``TurnState`` holds the player to move's cards while a move is judged (the
hand, the table cards, the piles) and answers the questions the rules ask
(does a card fit, where does the next discard come from, may one more copy
of a card turn up). The steps of a turn are in ``ending`` and ``judge``; the
move generator (``movegen``) asks the same questions.
"""

from __future__ import annotations

from collections import Counter

from ...i18n import N_, NP_, Msg
from ...verdict import QuietVerdict, Recorder, Verdict
from ..base import UNKNOWN
from .model import CARDS, COPIES, HAND_SIZE, RANK, Card, Cards, Position, Seat, Step, known_counts, sort_key


class TurnState:
    """The state of the player to move while a move is judged or applied.

    Every finding goes into ``v``; ``stop`` is set when a missing fact makes
    the rest of the move unknowable. With a ``QuietVerdict`` (``loud`` is
    false) the effects and explanatory notes are not built at all.

    The draw pile, the discard pile and the cleared cards are tuples that are
    replaced, never changed in place, so that ``clone`` copies only the hand,
    the table cards and the discards of this turn.
    """

    pos: Position
    v: Recorder
    loud: bool
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
    ended: str | None
    stop: bool
    last: Step | None
    last_discard: Step | None
    effect_notes: set[str]
    index: int
    bears: set[str]
    broke_at: int | None

    def __init__(self, pos: Position, v: Recorder, draws: list[Card] | None = None) -> None:
        self.pos = pos
        self.v = v
        self.loud = v.__class__ is not QuietVerdict
        self.me = pos.to_move
        seat = pos.seats[pos.players.index(self.me)]
        self.hand = list(seat.hand)
        self.up = list(seat.face_up or ())  # the judge asks for face-up cards not known first
        self.down = dict(enumerate(seat.face_down, 1))
        self.draw = pos.draw_pile
        self.pile = pos.pile
        self.removed = pos.removed
        self.draws = list(draws) if draws else []
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
        self.effect_notes = set()
        self.bears = set()        # rulings that bear on a broken rule (kept when the move is illegal)
        self.index = 0            # the step being taken
        self.broke_at = None      # the step where an extra discard did not fit (judge.explain_breakdown)

    def clone(self) -> TurnState:
        """A copy to try one way of going on; a quiet turn gets its own verdict."""
        other = object.__new__(self.__class__)
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
            v = self.v
            assert isinstance(v, QuietVerdict)
            other.v = QuietVerdict(v.bad, v.open)
        return other

    # -- facts --------------------------------------------------------------
    def top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    def fits(self, card: Card) -> bool:
        pile = self.pile
        # a Clear card ranks above every number (RANK), so it fits on anything
        return not pile or pile[-1] == UNKNOWN or RANK.get(card, 11) >= RANK.get(pile[-1], 11)

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

    def can_discard(self) -> tuple[str | Msg | None, bool]:
        """``(example, unknown)``: a discard the player could make now, and
        whether unknown hand cards might allow one."""
        src = self.source()
        if src == "play":
            for card in sorted({c for c in self.hand if c != UNKNOWN}, key=sort_key):
                if self.fits(card):
                    return f"play {card}", False
            if UNKNOWN in self.hand:
                if not self.pile:
                    return Msg(N_("any card")), False
                # an unseen card might fit, unless every copy that would is placed elsewhere
                return None, any(self.fits(card) and self.room(card) for card in CARDS)
            return None, False
        if src == "up":
            for card in sorted(set(self.up) - {UNKNOWN}, key=sort_key):
                if self.fits(card):
                    return f"up {card}", False
            return None, UNKNOWN in self.up and any(self.fits(card) and self.room(card) for card in CARDS)
        if src == "down":
            return f"down {min(self.down)}", False
        return None, False

    @property
    def known(self) -> Counter[Card]:
        """The copies of each card the position places (counted only when needed)."""
        if self._known is None:
            self._known = known_counts(self.pos)
        return self._known

    def room(self, card: Card) -> bool:
        """Whether one more copy of ``card`` may be revealed (3up3down.components.deck)."""
        revealed = self.revealed[card] if self.revealed is not None else 0
        return self.known[card] + revealed < COPIES[card] * self.pos.decks

    def reveal(self, card: Card) -> bool:
        if not self.room(card):
            self.v.broken("3up3down.components.deck",
                          # TRANSLATORS: %(count)s is how many copies of the card the deck has, %(card)s a card (7,
                          # clear+1)
                          Msg(NP_("The deck has only %(count)s copy of %(card)s, and the position already places it.",
                                  "The deck has only %(count)s copies of %(card)s, and the position already places "
                                  "all of them."),
                              count=COPIES[card] * self.pos.decks, card=card),
                          card=card, copies=COPIES[card] * self.pos.decks)
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

    # -- reporting helpers ----------------------------------------------------
    def effect_note(self, rule: str) -> None:
        """A ruling that only explains an effect: dropped when the move is illegal."""
        self.v.note(rule)
        self.effect_notes.add(rule)

    def tidy(self) -> None:
        """An illegal move has no effects, and no fact can make it legal: keep only
        the broken rules and the rulings that bear on them."""
        v = self.v
        if isinstance(v, Verdict) and v.reasons:
            # only the rulings that decided: those the broken rules are (3up3down.clear.one-at-a-time, ...)
            cited = {f.rule for f in v.reasons}
            v.effects = []
            v.missing = []
            v.notes = [n for n in v.notes if n.rule in cited or n.rule in self.bears]

    def wait_effect(self) -> None:
        if not self.loud:
            return
        self.v.effect("wait", "3up3down.piles.after-pickup",
                      # TRANSLATORS: %(player)s is a player's name
                      Msg(N_("%(player)s may not play from the table again until the hand is empty."),
                          player=self.me), player=self.me)

    def next_effect(self) -> None:
        nxt = self.pos.next_player(self.me)
        self.v.effect("next-player", "3up3down.turn.structure",
                      # TRANSLATORS: %(player)s is a player's name
                      Msg(N_("Next to play: %(player)s."), player=nxt), player=nxt)

    # -- the position after the move ----------------------------------------
    def result(self) -> Position:
        pos = self.pos
        me = pos.players.index(self.me)
        seat = Seat(tuple(sorted(self.hand, key=sort_key)), tuple(self.up), tuple(self.down.values()))
        players = pos.players
        return Position(players, players[(me + 1) % len(players)], pos.house_rules, pos.decks, self.draw,
                        self.pile, (*pos.seats[:me], seat, *pos.seats[me + 1:]), self.removed)
