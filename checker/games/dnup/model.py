"""dnup's pieces and positions: cards, hands, the position at the start of a
turn, and the moves (all immutable, compared by value)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import NamedTuple

from ..base import UNKNOWN, Cache, HouseRuled

GAME_ID = "dnup"
CARD_RE = re.compile(r"(\d{1,2})/(\d{1,2})(\*?)")
#: a card named by its active value alone (``5`` or ``5/?``): which of the cards of that value is left open;
#: ``?`` alone leaves the value open too (``play ? ?``: a pair, of whichever value)
OPEN_CARD_RE = re.compile(r"(\d{1,2})(?:/\?)?|\?")
#: the dormant value of a card named by its active value alone
OPEN = -1
CARD_PATTERN = r"\d{1,2}/\d{1,2}\*?"
STAR_VALUES = (1, 5)
WIN_TOKENS = 4
ALL_TOKENS = 16
DECK_LIMIT = {2: 40}
DECK_DEFAULT = 36
#: the values of the stand-in deck used by ``deal`` (four cards of each active value)
DEAL_VALUES = range(1, 10)
VERBS = ("play", "add", "take", "turn", "pass")


class Card(NamedTuple):
    """A card as it lies: its active (upper) and dormant value; the starred card is 1/5.
    (A named tuple: cards are sorted and hashed in every playout step.)"""

    active: int
    dormant: int
    star: bool = False

    def text(self) -> str:
        return _TEXTS[self]

    @property
    def open(self) -> bool:
        """Named by its active value alone: which card of that value is left open."""
        return self.dormant == OPEN

    def rotated(self) -> Card:
        return _ROTATED[self]

    def identity(self) -> tuple[int, int, bool]:
        """The physical card, whichever way up it is."""
        low, high = sorted((self.active, self.dormant))
        return low, high, self.star


class _TextCache(dict[Card, str]):
    """Card -> its text, filled on first use (values have at most two digits, so it stays small)."""

    def __missing__(self, card: Card) -> str:
        if card.active == OPEN:
            text = self[card] = "?"
            return text
        dormant = "?" if card.dormant == OPEN else card.dormant
        text = self[card] = f"{card.active}/{dormant}{'*' if card.star else ''}"
        return text


class _IdentityCache(dict[Card | str, str]):
    """Card -> the physical card as text, low value first (5/1 and 1/5 are one card); ``UNKNOWN``,
    a card not shown, -> itself."""

    def __missing__(self, card: Card | str) -> str:
        if isinstance(card, str):  # no card: only UNKNOWN is kept (below)
            raise KeyError(card)
        low, high, star = card.identity()
        text = self[card] = f"{low}/{high}{'*' if star else ''}"
        return text


class _RotatedCache(dict[Card, Card]):
    """Card -> the same card the other way up (a playout rotates cards all the time)."""

    def __missing__(self, card: Card) -> Card:
        turned = self[card] = Card(card.dormant, card.active, card.star)
        return turned


_ROTATED = _RotatedCache()
_TEXTS = _TextCache()
_IDENTITIES = _IdentityCache()
_IDENTITIES[UNKNOWN] = UNKNOWN  # a card not shown is counted as itself (``census``)
identity_text = _IDENTITIES.__getitem__
#: card text as written -> Card (only texts that match exactly: a few thousand at most)
_READ: dict[str, Card] = {}


def read_card(text: str) -> Card | None:
    card = _READ.get(text)
    if card is not None:
        return card
    m = CARD_RE.fullmatch(text.strip())
    if not m:
        return None
    card = Card(int(m.group(1)), int(m.group(2)), bool(m.group(3)))
    if m.group(0) == text:
        _READ[text] = card
    return card


def read_open_card(text: str) -> Card | None:
    """A card named by its active value alone (``5``, ``5/?``), or None."""
    m = OPEN_CARD_RE.fullmatch(text.strip())
    if not m:
        return None
    return Card(int(m.group(1)), OPEN) if m.group(1) else Card(OPEN, OPEN)


def texts(cards: Iterable[Card]) -> list[str]:
    return list(map(_TEXTS.__getitem__, cards))


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards in (active, dormant, star) order: the order of the tuples themselves."""
    return tuple(sorted(cards))


@dataclass(frozen=True, slots=True)
class Hand:
    """A hand: its cards in order, each a ``Card`` or ``UNKNOWN`` (a card the
    position does not show); the unknown ones always come last."""

    cards: tuple[Card | str, ...] = ()

    @staticmethod
    def of(known: Iterable[Card] = (), unknown: int = 0) -> Hand:
        if not unknown:
            return Hand(tuple(known))
        return Hand((*known, *(UNKNOWN,) * unknown))

    @property
    def known(self) -> tuple[Card, ...]:
        """The cards the position shows."""
        cards = self.cards
        if not cards or cards[-1] != UNKNOWN:
            return cards  # type: ignore[return-value]
        return tuple(c for c in cards if c != UNKNOWN)  # type: ignore[misc]

    @property
    def unknown(self) -> int:
        """How many of its cards the position does not show."""
        cards = self.cards
        if not cards or cards[-1] != UNKNOWN:  # the unknown cards come last: none
            return 0
        count = 0
        for card in reversed(cards):
            if card != UNKNOWN:
                break
            count += 1
        return count

    @property
    def size(self) -> int:
        return len(self.cards)


#: the discarded cards (a tuple), only their number (an int), or not tracked (None)
Discard = tuple[Card, ...] | int | None


def _empty() -> Mapping[str, object]:
    return MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Position(HouseRuled):
    """A dnup position at the moment a turn begins."""

    players: tuple[str, ...]
    to_move: str
    house_rules: frozenset[str] = frozenset()
    #: name -> Hand, or None when the position says nothing about that hand
    hands: Mapping[str, Hand | None] = field(default_factory=_empty)  # type: ignore[arg-type]
    #: owner -> the cards of their set (at most one set per player), in the order they were laid
    table: Mapping[str, tuple[Card, ...]] = field(default_factory=_empty)  # type: ignore[arg-type]
    #: the round's finishing order: first out, second out
    out: tuple[str, ...] = ()
    #: letter tokens won so far, every player named
    tokens: Mapping[str, int] = field(default_factory=_empty)  # type: ignore[arg-type]
    discard: Discard = None
    #: nothing has been played yet this round: the starred card's holder opens it
    round_start: bool = False
    #: what the position works out and keeps, no part of its value (``base.Cache``)
    cache: Cache = field(default_factory=Cache, init=False, repr=False, compare=False, hash=False)

    def __hash__(self) -> int:
        return hash((self.players, self.to_move, self.house_rules, tuple(self.hands.items()),
                     tuple(self.table.items()), self.out, tuple(self.tokens.items()), self.discard,
                     self.round_start))

    @property
    def round_over(self) -> bool:
        return len(self.out) >= 2

    def next_seat(self, player: str) -> str:
        seats = self.players
        return seats[(seats.index(player) + 1) % len(seats)]


# -- moves -------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Play:
    """Play a set: cards of one active value, sorted. ``open``: a card is named
    by its value alone, or no card at all (see ``play``)."""

    cards: tuple[Card, ...]
    open: bool = False

    @property
    def complete(self) -> bool:
        return not self.open


def play(cards: tuple[Card, ...]) -> Play:
    """A play as typed, open where a card is named by its value alone."""
    return Play(cards, not cards or any(c.dormant == OPEN for c in cards))


@dataclass(frozen=True, slots=True)
class Add:
    """Add one card to the set in front of ``owner``. The card may be open
    (its value alone, or None: not named) and the owner None (not named);
    ``open`` says so (see ``add``)."""

    card: Card | None
    owner: str | None
    open: bool = False

    @property
    def complete(self) -> bool:
        return not self.open


def add(card: Card | None, owner: str | None) -> Add:
    """An added card as typed, open where the card or the owner is left out."""
    return Add(card, owner, card is None or card.dormant == OPEN or owner is None)


@dataclass(frozen=True, slots=True)
class Take:
    """Take the set in front of ``owner`` into the hand (None: not named)."""

    owner: str | None


@dataclass(frozen=True, slots=True)
class Turn:
    """Turn the whole hand; ``cards`` set when the move names cards to rotate."""

    cards: tuple[Card, ...] | None = None


@dataclass(frozen=True, slots=True)
class Pass:
    """Do nothing (always illegal)."""


Move = Play | Add | Take | Turn | Pass
