"""dnup: cards with an active and a dormant value, sets, beating and turning.

A position lists each player's hand (cards written ``active/dormant`` such as
``5/1``; ``?`` for a card the position does not show, or just a number of
cards), the sets on the table by owner (each player has at most one: the set
they played on their previous turn), the round's finishing order (``out``),
the letter tokens and, optionally, the discard pile. The position is the
moment a turn begins: if the player to move still has a set on the table, the
move first discards it (dnup.turn.discard-own-set).

The card list is not known (dnup.components.card-list): positions name every
card, and ``deal`` uses a stand-in deck of 36 cards for random playouts.
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import combinations
from typing import TYPE_CHECKING, Any, NamedTuple

from ..i18n import Msg, N_, NP_, OneOf
from ..inputs import Document
from ..verdict import Problem, Verdict
from .base import Game, MoveOption, bad_move, tokens

if TYPE_CHECKING:
    import random

CARD_RE = re.compile(r"(\d{1,2})/(\d{1,2})(\*?)")
CARD_PATTERN = r"\d{1,2}/\d{1,2}\*?"
UNKNOWN = "?"
STAR_VALUES = (1, 5)
WIN_TOKENS = 4
ALL_TOKENS = 16
DECK_LIMIT = {2: 40}
DECK_DEFAULT = 36
#: the values of the stand-in deck used by ``deal`` (four cards of each active value)
DEAL_VALUES = range(1, 10)


class Card(NamedTuple):
    active: int
    dormant: int
    star: bool = False

    def text(self) -> str:
        return _TEXTS[self]

    def rotated(self) -> "Card":
        return Card(self.dormant, self.active, self.star)

    def identity(self) -> tuple[int, int, bool]:
        """The physical card, whichever way up it is."""
        low, high = sorted((self.active, self.dormant))
        return low, high, self.star


class _TextCache(dict):
    """Card -> its text, filled on first use (values have at most two digits,
    so it stays small); a plain dict lookup keeps card texts cheap in playouts."""

    def __missing__(self, card: Card) -> str:
        text = self[card] = f"{card.active}/{card.dormant}{'*' if card.star else ''}"
        return text


class _IdentityCache(dict):
    """Card -> the physical card as text, low value first (5/1 and 1/5 are one card)."""

    def __missing__(self, card: Card) -> str:
        low, high, star = card.identity()
        text = self[card] = f"{low}/{high}{'*' if star else ''}"
        return text


_TEXTS = _TextCache()
_IDENTITIES = _IdentityCache()
_identity_text = _IDENTITIES.__getitem__
#: card text as written -> Card (only texts that match exactly: at most a few
#: thousand, since values have at most two digits)
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


def texts(cards) -> list[str]:
    return list(map(_TEXTS.__getitem__, cards))


class Hand(NamedTuple):
    """Known cards, in order, plus a number of cards the position does not show."""

    cards: tuple[Card, ...] = ()
    unknown: int = 0

    @property
    def size(self) -> int:
        return len(self.cards) + self.unknown


class Position:
    """A dnup position at the start of a turn (plain class: cheap to import)."""

    __slots__ = ("players", "to_move", "house_rules", "hands", "table", "out", "tokens", "discard", "round_start")

    def __init__(self, players: tuple[str, ...], to_move: str, house_rules: frozenset = frozenset(),
                 hands: dict[str, Hand | None] | None = None, table: dict[str, tuple[Card, ...]] | None = None,
                 out: tuple[str, ...] = (), tokens: dict[str, int] | None = None,
                 discard: tuple[Card, ...] | int | None = None, round_start: bool = False) -> None:
        self.players = players
        self.to_move = to_move
        self.house_rules = house_rules
        #: name -> Hand, or None when the position says nothing about that hand
        self.hands = hands if hands is not None else {}
        #: owner -> the cards of their set (at most one set per player)
        self.table = table if table is not None else {}
        #: the round's finishing order: first out, second out
        self.out = out
        self.tokens = tokens if tokens is not None else {}
        #: the discarded cards (a tuple), only their number (an int), or not tracked (None)
        self.discard = discard
        #: nothing has been played yet this round: the starred card's holder opens it
        self.round_start = round_start

    def _key(self) -> tuple:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return type(other) is Position and self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return "Position(" + ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__) + ")"

    @property
    def round_over(self) -> bool:
        return len(self.out) >= 2


# -- moves -------------------------------------------------------------------

class _Move:
    """A move: equal to another move of the same kind with the same fields."""

    __slots__ = ()

    def _key(self) -> tuple:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash((type(self).__name__, self._key()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}{self._key()!r}"


class Play(_Move):
    __slots__ = ("cards",)

    def __init__(self, cards: tuple[Card, ...]) -> None:
        self.cards = cards


class Add(_Move):
    __slots__ = ("card", "owner")

    def __init__(self, card: Card, owner: str) -> None:
        self.card = card
        self.owner = owner


class Take(_Move):
    __slots__ = ("owner",)

    def __init__(self, owner: str) -> None:
        self.owner = owner


class Turn(_Move):
    """Turn the whole hand; ``cards`` set when the move names cards to rotate."""

    __slots__ = ("cards",)

    def __init__(self, cards: tuple[Card, ...] | None = None) -> None:
        self.cards = cards


class Pass(_Move):
    __slots__ = ()


VERBS = ("play", "add", "take", "turn", "pass")


def _sorted(cards) -> tuple[Card, ...]:
    """Cards in (active, dormant, star) order: the order of the tuples themselves."""
    return tuple(sorted(cards))


def _take_out(pool: list[Card], card: Card) -> Card | None:
    """Remove ``card`` from ``pool`` and return it as held: the same card, or,
    for a plain card, the starred one with its values (a plain 1/5 in a move is
    the starred card if that is held). None if it is not there."""
    if card in pool:
        pool.remove(card)
        return card
    if not card.star:
        starred = Card(card.active, card.dormant, True)
        if starred in pool:
            pool.remove(starred)
            return starred
    return None


def _size_index(table: dict[str, tuple[Card, ...]]) -> dict[int, tuple[str, int]]:
    """size -> (owner, value) of the sets in ``table`` (the first one of a size).
    ``check`` and ``legal_moves`` both judge the same-size rules through it."""
    index: dict[int, tuple[str, int]] = {}
    for owner, cards in table.items():
        if len(cards) not in index:
            index[len(cards)] = (owner, cards[0].active)
    return index


def _covers(value: int, other_value: int) -> bool:
    """Whether a set of ``value`` may lie on (and beat) a same-size set of
    ``other_value`` (dnup.play.same-size-higher, dnup.add.size-equal-higher)."""
    return value > other_value


def _multisets(group: tuple[Card, ...], size: int):
    """The distinct choices of ``size`` cards out of the sorted ``group``, each
    sorted, in increasing order; generated lazily (a large hand has many)."""
    distinct: list[Card] = []
    counts: list[int] = []
    for card in group:
        if distinct and distinct[-1] == card:
            counts[-1] += 1
        else:
            distinct.append(card)
            counts.append(1)
    if len(distinct) == len(group):
        # no card twice (always so with a real deck): plain combinations, which
        # come out in increasing order from a sorted group
        return combinations(group, size)
    rest = [0] * (len(counts) + 1)
    for i in range(len(counts) - 1, -1, -1):
        rest[i] = rest[i + 1] + counts[i]

    def pick(i: int, need: int, chosen: tuple[Card, ...]):
        if need == 0:
            yield chosen
            return
        if i == len(distinct) or rest[i] < need:
            return
        # more copies of the smaller card first: that is the increasing order
        for k in range(min(counts[i], need), -1, -1):
            if rest[i + 1] >= need - k:
                yield from pick(i + 1, need - k, chosen + (distinct[i],) * k)

    return pick(0, size, ())


def _match(hand: Hand | None, cards) -> tuple[Hand | None, list[Card], list[Card], list[Card]]:
    """Take ``cards`` out of ``hand``: (what is left, cards not held, the hand
    cards that are some of those the other way up, cards that may be among the
    unseen ones)."""
    if hand is None:
        return None, [], [], list(cards)
    pool = list(hand.cards)
    unknown = hand.unknown
    missing: list[Card] = []
    rotated: list[Card] = []
    guessed: list[Card] = []
    for card in cards:
        if _take_out(pool, card) is not None:
            continue
        if unknown > 0:
            unknown -= 1
            guessed.append(card)
        else:
            missing.append(card)
            held = next((c for c in hand.cards if c.active == card.dormant and c.dormant == card.active), None)
            if held is not None:
                rotated.append(held)
    return Hand(tuple(pool), unknown), missing, rotated, guessed


def _next_seat(pos: Position, player: str) -> str:
    seats = pos.players
    return seats[(seats.index(player) + 1) % len(seats)]


class Dnup(Game):
    id = "dnup"
    HOUSE_RULES: dict[str, str] = {}
    PLAYERS = (2, 5)

    # -- positions -----------------------------------------------------------

    def own_schema(self) -> tuple[dict[str, Any], list[str]]:
        card = {"type": "string", "pattern": CARD_PATTERN,
                "description": N_("a card as active/dormant, e.g. 5/1 (the starred card 1/5*)")}
        hand_card = {"type": "string", "pattern": CARD_PATTERN + r"|\?",
                     "description": N_("a card as active/dormant, e.g. 5/1, or ? for a card not shown")}
        props = {
            "hands": {
                "type": "object",
                "description": "each player's hand: a list of cards (? for one not shown), a number of cards, "
                               "or nothing (not known)",
                "additionalProperties": {"anyOf": [
                    {"type": "integer", "minimum": 0, "maximum": 40},
                    {"type": "array", "maxItems": 40, "items": hand_card},
                    {"type": "null"},
                ]},
            },
            "table": {
                "type": "object",
                "description": "the sets on the table: owner -> the cards of their set",
                "additionalProperties": {"type": "array", "minItems": 1, "maxItems": 40, "items": card},
            },
            "out": {
                "type": "array", "maxItems": 2, "uniqueItems": True,
                "description": "who is out of cards this round, first out first",
                "items": {"type": "string"},
            },
            "tokens": {
                "type": "object",
                "description": "letter tokens won so far (this round's included); a player left out has 0",
                "additionalProperties": {"type": "integer", "minimum": 0, "maximum": ALL_TOKENS},
            },
            "discard": {
                "description": "the discarded cards of this round: a list, or just how many",
                "anyOf": [
                    {"type": "integer", "minimum": 0, "maximum": 40},
                    {"type": "array", "maxItems": 40, "items": card},
                ],
            },
            "round_start": {
                "type": "boolean",
                "description": "true on the first turn of a round (the holder of the starred card 1/5* opens it)",
            },
        }
        return props, []

    def read_position(self, doc: Document, house_rules=()) -> Position:
        # A bare ? in a YAML list reads as an empty mapping ({None: None});
        # at a table people type it unquoted, so take it as the unknown card.
        data = doc.data
        if isinstance(data, dict) and isinstance(data.get("hands"), dict):
            for name, hand in data["hands"].items():
                if isinstance(hand, list):
                    data["hands"][name] = [UNKNOWN if item == {None: None} else item for item in hand]
        return super().read_position(doc, house_rules)

    def build(self, data: dict, house_rules: frozenset, problems: list[Problem]) -> Position:
        players = tuple(data["players"])
        seated = set(players)
        out = tuple(data.get("out", []))
        for index, name in enumerate(out):
            if name not in seated:
                # TRANSLATORS: %(name)s is a name given in the position file.
                problems.append(Problem(Msg(N_("%(name)s is not seated at this table."), name=name), f"out[{index}]"))
        round_over = len(out) >= 2

        hands: dict[str, Hand | None] = {p: None for p in players}
        stars: list[str] = []
        for name, raw in (data.get("hands") or {}).items():
            path = f"hands.{name}"
            if name not in seated:
                # TRANSLATORS: %(name)s is a name given in the position file.
                problems.append(Problem(Msg(N_("%(name)s is not seated at this table."), name=name), path))
                continue
            if raw is None:
                continue
            if isinstance(raw, int):
                hands[name] = Hand((), raw)
                continue
            cards = []
            unknown = 0
            for index, item in enumerate(raw):
                if item == UNKNOWN:
                    unknown += 1
                    continue
                card = read_card(item)
                self._star_problem(card, f"{path}[{index}]", stars, problems)
                cards.append(card)
            hands[name] = Hand(tuple(cards), unknown)
        for name in out:
            if name in seated and hands.get(name) is None:
                hands[name] = Hand()

        table: dict[str, tuple[Card, ...]] = {}
        sizes: dict[int, str] = {}
        for name, raw in (data.get("table") or {}).items():
            path = f"table.{name}"
            if name not in seated:
                # TRANSLATORS: %(name)s is a name given in the position file.
                problems.append(Problem(Msg(N_("%(name)s is not seated at this table."), name=name), path))
                continue
            cards = []
            for index, item in enumerate(raw):
                card = read_card(item)
                self._star_problem(card, f"{path}[{index}]", stars, problems)
                cards.append(card)
            if len({c.active for c in cards}) > 1:
                # TRANSLATORS: %(cards)s is a list of cards such as 5/1, 3/2; %(rule)s a rule id.
                problems.append(Problem(Msg(N_("The cards %(cards)s do not all have the same active value, so "
                                               "they are not a set (%(rule)s)."),
                                            cards=texts(cards), rule="dnup.set.definition"), path))
            size = len(cards)
            if size in sizes:
                # TRANSLATORS: %(first)s and %(second)s are player names, %(size)s a number of cards,
                # %(rule)s a rule id.
                problems.append(Problem(Msg(NP_("The sets of %(first)s and %(second)s both have %(size)s card, but "
                                                "the sets on the table always have different sizes (%(rule)s).",
                                                "The sets of %(first)s and %(second)s both have %(size)s cards, but "
                                                "the sets on the table always have different sizes (%(rule)s)."),
                                            n=size, first=sizes[size], second=name, size=size,
                                            rule="dnup.table.distinct-sizes"), path))
            else:
                sizes[size] = name
            table[name] = tuple(cards)

        discard: tuple[Card, ...] | int | None = None
        raw_discard = data.get("discard")
        if isinstance(raw_discard, int):
            discard = raw_discard
        elif isinstance(raw_discard, list):
            cards = []
            for index, item in enumerate(raw_discard):
                card = read_card(item)
                self._star_problem(card, f"discard[{index}]", stars, problems)
                cards.append(card)
            discard = tuple(cards)

        tokens_won = {p: 0 for p in players}
        for name, count in (data.get("tokens") or {}).items():
            if name not in seated:
                # TRANSLATORS: %(name)s is a name given in the position file.
                problems.append(Problem(Msg(N_("%(name)s is not seated at this table."), name=name),
                                        f"tokens.{name}"))
                continue
            tokens_won[name] = count
        self._token_problems(out, tokens_won, problems)

        for name in players:
            hand = hands[name]
            if name in out:
                if hand is not None and hand.size:
                    # TRANSLATORS: %(player)s is a player name, %(count)s a number of cards.
                    problems.append(Problem(Msg(NP_("%(player)s is out of this round and holds no cards, but the "
                                                    "position gives %(count)s card.",
                                                    "%(player)s is out of this round and holds no cards, but the "
                                                    "position gives %(count)s cards."),
                                                player=name, count=hand.size), f"hands.{name}"))
            elif hand is not None and hand.size == 0:
                # TRANSLATORS: %(player)s is a player name; %(rule)s a rule id.
                problems.append(Problem(Msg(N_("%(player)s has no cards but is not listed under out: a player who "
                                               "plays their last card is out (%(rule)s)."),
                                            player=name, rule="dnup.round.first-out"), f"hands.{name}"))
        if data["to_move"] in out and not round_over:
            # TRANSLATORS: %(player)s is a player name; %(rule)s a rule id.
            problems.append(Problem(Msg(N_("%(player)s is out of this round and takes no more turns in it (%(rule)s)."),
                                        player=data["to_move"], rule="dnup.round.first-out"), "to_move"))

        round_start = bool(data.get("round_start", False))
        if round_start:
            for key, present in (("table", bool(table)), ("out", bool(out)),
                                 ("discard", bool(discard))):
                if present:
                    # TRANSLATORS: %(key)s is a key of the position file (table, out or discard).
                    problems.append(Problem(Msg(N_("round_start says nothing has been played yet this round, but "
                                                   "%(key)s is not empty."), key=key), key))

        total = sum(h.size for h in hands.values() if h is not None)
        total += sum(len(s) for s in table.values())
        total += discard if isinstance(discard, int) else len(discard or ())
        limit = DECK_LIMIT.get(len(players), DECK_DEFAULT)
        if total > limit:
            # TRANSLATORS: %(count)s and %(limit)s are numbers of cards, %(players)s a number of players,
            # %(rule)s a rule id.
            problems.append(Problem(Msg(N_("The position holds %(count)s cards, but a game of %(players)s players "
                                           "uses at most %(limit)s (%(rule)s)."),
                                        count=total, players=len(players), limit=limit,
                                        rule="dnup.components.cards"), "hands"))

        return Position(players=players, to_move=data["to_move"], house_rules=house_rules, hands=hands,
                        table=table, out=out, tokens=tokens_won, discard=discard, round_start=round_start)

    @staticmethod
    def _star_problem(card: Card, path: str, stars: list[str], problems: list[Problem]) -> None:
        if not card.star:
            return
        if sorted((card.active, card.dormant)) != list(STAR_VALUES):
            # TRANSLATORS: %(card)s is a card such as 3/7*; %(rule)s a rule id.
            problems.append(Problem(Msg(N_("Only the card 1/5 carries the star, not %(card)s (%(rule)s)."),
                                        card=card.text(), rule="dnup.setup.start-player"), path))
        elif stars:
            # TRANSLATORS: %(other)s is the place where the starred card was already given (a field path).
            problems.append(Problem(Msg(N_("There is only one starred card, and it is already at %(other)s."),
                                        other=stars[0]), path))
        else:
            stars.append(path)

    @staticmethod
    def _token_problems(out: tuple[str, ...], won: dict[str, int], problems: list[Problem]) -> None:
        for name, count in won.items():
            if out and name == out[0]:
                low, high = 2, WIN_TOKENS - 1 + 2
            elif len(out) > 1 and name == out[1]:
                low, high = 1, WIN_TOKENS - 1 + 1
            else:
                low, high = 0, WIN_TOKENS - 1
            if count > high:
                # TRANSLATORS: %(player)s is a player name, %(count)s and %(limit)s numbers of letter tokens,
                # %(rule)s a rule id.
                problems.append(Problem(Msg(N_("%(player)s cannot have %(count)s letter tokens: the game ends with "
                                               "the round in which someone reaches 4, so %(limit)s is the most "
                                               "possible here (%(rule)s)."),
                                            player=name, count=count, limit=high, rule="dnup.game.win"),
                                        f"tokens.{name}"))
            elif count < low:
                # TRANSLATORS: %(player)s is a player name, %(count)s and %(limit)s numbers of letter tokens.
                problems.append(Problem(Msg(NP_("%(player)s went out in this round and won %(limit)s letter token, "
                                                "so cannot have only %(count)s.",
                                                "%(player)s went out in this round and won %(limit)s letter tokens, "
                                                "so cannot have only %(count)s."),
                                            n=low, player=name, count=count, limit=low), f"tokens.{name}"))
        # Five players at 3 tokens each hold 15, and the round that ends the game
        # still gives 2 + 1: the 16 tokens can run short only in that round, and
        # it changes no winner, so tokens are counted as won there.
        if sum(won.values()) > ALL_TOKENS and max(won.values(), default=0) < WIN_TOKENS:
            # TRANSLATORS: %(count)s and %(limit)s are numbers of letter tokens.
            problems.append(Problem(Msg(N_("The players hold %(count)s letter tokens, but the game has only "
                                           "%(limit)s."), count=sum(won.values()), limit=ALL_TOKENS), "tokens"))

    def position_data(self, pos: Position) -> dict:
        data: dict[str, Any] = {"game": self.id, "players": list(pos.players), "to_move": pos.to_move}
        if pos.house_rules:
            data["house_rules"] = sorted(pos.house_rules)
        if pos.round_start:
            data["round_start"] = True
        won = {p: n for p, n in pos.tokens.items() if n}
        if won:
            data["tokens"] = won
        if pos.out:
            data["out"] = list(pos.out)
        hands = {}
        for name in pos.players:
            hand = pos.hands.get(name)
            if hand is None:
                continue
            if not hand.cards and hand.unknown:
                hands[name] = hand.unknown
            else:
                hands[name] = texts(hand.cards) + [UNKNOWN] * hand.unknown
        data["hands"] = hands
        if pos.table:
            data["table"] = {owner: texts(cards) for owner, cards in pos.table.items()}
        if isinstance(pos.discard, int):
            data["discard"] = pos.discard
        elif pos.discard is not None:
            data["discard"] = texts(pos.discard)
        return data

    # -- moves ---------------------------------------------------------------

    def move_syntax(self) -> list[tuple[str, Msg]]:
        return [
            ("play CARD [CARD ...]", Msg(N_("Play a set: one or more cards from your hand with the same active "
                                            "value, each written active/dormant. Example: play 5/1 5/3"))),
            ("add CARD [to] OWNER", Msg(N_("Add one card from your hand to the set in front of OWNER. "
                                           "Example: add 7/2 to Bartek"))),
            ("take [from] OWNER", Msg(N_("Take the set in front of the opponent OWNER into your hand. "
                                         "Example: take Bartek"))),
            ("turn", Msg(N_("Turn the whole hand: every card in it is rotated, so its two values swap."))),
            ("turn CARD [CARD ...]", Msg(N_("Rotate only the cards named: illegal unless they are the whole hand, "
                                            "since single cards may never be rotated. Example: turn 5/1"))),
            ("pass", Msg(N_("Do nothing: always illegal, since a turn is exactly one action."))),
        ]

    def parse_move(self, text: str, pos: Position) -> Any:
        words = tokens(text)
        if not words:
            return self._fail(text, Msg(N_("the move is empty.")))
        verb = words[0].lower()
        rest = words[1:]
        if verb not in VERBS:
            from ..schema import suggest

            close = suggest(verb, list(VERBS))
            if close:
                # TRANSLATORS: %(word)s is what was typed, %(suggestion)s a move word such as play.
                return self._fail(text, Msg(N_("%(word)s is not a move; did you mean %(suggestion)s?"),
                                            word=words[0], suggestion=close))
            # TRANSLATORS: %(word)s is what was typed, %(choices)s the list of move words.
            return self._fail(text, Msg(N_("%(word)s is not a move; a move starts with %(choices)s."),
                                        word=words[0], choices=OneOf(VERBS)))
        if verb == "pass":
            if rest:
                return self._fail(text, Msg(N_("pass takes nothing after it.")))
            return Pass()
        if verb == "turn":
            if rest and len(rest) == 1 and rest[0].lower() == "hand":
                rest = []
            if not rest:
                return Turn()
            return Turn(_sorted(self._cards(text, rest)))
        if verb == "play":
            if not rest:
                return self._fail(text, Msg(N_("play needs the cards of the set, such as play 5/1 5/3.")))
            return Play(_sorted(self._cards(text, rest)))
        if verb == "add":
            if len(rest) == 3 and rest[1].lower() == "to":
                rest = [rest[0], rest[2]]
            if len(rest) != 2:
                return self._fail(text, Msg(N_("add needs one card and the owner of the set, such as "
                                               "add 7/2 to Bartek.")))
            card = self._cards(text, rest[:1])[0]
            return Add(card, self._player(text, rest[1], pos))
        # take
        if len(rest) == 2 and rest[0].lower() == "from":
            rest = rest[1:]
        if len(rest) != 1:
            return self._fail(text, Msg(N_("take needs the owner of the set, such as take Bartek.")))
        return Take(self._player(text, rest[0], pos))

    @staticmethod
    def _fail(text: str, msg: Msg):
        raise bad_move(text, msg)

    def _cards(self, text: str, words: list[str]) -> list[Card]:
        cards = []
        for word in words:
            card = read_card(word)
            if card is None:
                # TRANSLATORS: %(word)s is what was typed in place of a card.
                self._fail(text, Msg(N_("%(word)s is not a card; write a card as active/dormant, such as 5/1."),
                                     word=word))
            cards.append(card)
        return cards

    def _player(self, text: str, word: str, pos: Position) -> str:
        if word in pos.players:
            return word
        found = [p for p in pos.players if p.lower() == word.lower()]
        if len(found) == 1:
            return found[0]
        # TRANSLATORS: %(name)s is what was typed, %(players)s the list of players.
        return self._fail(text, Msg(N_("%(name)s is not one of the players (%(players)s)."),
                                    name=word, players=list(pos.players)))

    def move_text(self, move: Any) -> str:
        if isinstance(move, Play):
            return "play " + " ".join(texts(move.cards))
        if isinstance(move, Add):
            return f"add {move.card.text()} to {move.owner}"
        if isinstance(move, Take):
            return f"take {move.owner}"
        if isinstance(move, Turn):
            return "turn" if move.cards is None else "turn " + " ".join(texts(move.cards))
        return "pass"

    # -- judging -------------------------------------------------------------

    def check(self, pos: Position, move: Any) -> Verdict:
        v = Verdict(self.id, self.move_text(move))
        effects: list[tuple] = []
        me = pos.to_move
        if len(pos.players) == 2:
            v.note("dnup.two-players.unknown",
                   Msg(N_("Two players: the source leaves out the two-player rules, so this position is checked "
                          "with the general rules only.")))
        if pos.round_over:
            winner = self.outcome(pos)
            if winner is not None:
                # TRANSLATORS: %(player)s is the winner's name.
                v.broken("dnup.game.win", Msg(N_("The game is over: %(player)s has won it."), player=winner),
                         winner=winner)
                if all(pos.tokens.get(p, 0) >= WIN_TOKENS for p in pos.out):
                    v.note("dnup.game.tie")
            else:
                # TRANSLATORS: %(players)s is the list of the two players out.
                v.broken("dnup.round.second-out", Msg(N_("The round is over (%(players)s are out): deal a new "
                                                         "round before anyone moves."), players=list(pos.out)),
                         out=list(pos.out))
            return v
        if pos.round_start:
            self._opening(pos, v)

        table = dict(pos.table)
        own = table.pop(me, None)
        if own is not None:
            effects.append(("discard", "dnup.turn.discard-own-set",
                            # TRANSLATORS: %(player)s is a player name, %(cards)s the list of cards of their set.
                            Msg(N_("Before the action, the set of %(player)s (%(cards)s) from the previous turn "
                                   "is discarded."), player=me, cards=texts(own)),
                            {"player": me, "cards": texts(own)}))
            v.note("dnup.turn.discard-own-set")
        hand = pos.hands.get(me)
        after: Hand | None = hand
        played = 0

        if isinstance(move, Pass):
            v.broken("dnup.turn.one-action", Msg(N_("A turn is exactly one of the four actions; passing is not "
                                                    "one of them.")))
        elif isinstance(move, Turn):
            self._judge_turn(pos, move, hand, v, effects)
        elif isinstance(move, Take):
            self._judge_take(pos, move, table, own, v, effects)
        elif isinstance(move, Play):
            after = self._judge_play(pos, move, hand, table, v, effects)
            played = len(move.cards)
        elif isinstance(move, Add):
            after = self._judge_add(pos, move, hand, table, own, v, effects)
            played = 1

        if played and after is not None and after.size == 0:
            self._going_out(pos, move, v, effects)
        else:
            self._next_player(pos, move, v, effects)
        if not v.reasons:
            for kind, rule, msg, values in effects:
                if kind is None:
                    v.note(rule, msg)
                else:
                    v.effect(kind, rule, msg, **values)
        return v

    def _opening(self, pos: Position, v: Verdict) -> None:
        me = pos.to_move
        state, holder = self._opening_state(pos)
        if state == "other":
            v.broken("dnup.setup.start-player",
                     # TRANSLATORS: %(holder)s and %(player)s are player names.
                     Msg(N_("%(holder)s holds the starred card 1/5, so %(holder)s opens the round, not %(player)s."),
                         holder=holder, player=me), holder=holder, player=me)
        elif state == "absent":
            v.broken("dnup.setup.start-player",
                     # TRANSLATORS: %(player)s is a player name.
                     Msg(N_("%(player)s does not hold the starred card 1/5, so another player opens the round."),
                         player=me), player=me)
        elif state == "unknown":
            v.need("starred-card", "dnup.setup.start-player",
                   # TRANSLATORS: %(player)s is a player name.
                   Msg(N_("Who holds the starred card 1/5: its holder opens the round, and the position does "
                          "not show it in the hand of %(player)s."), player=me), player=me)

    def _opening_state(self, pos: Position) -> tuple[str | None, str | None]:
        """Whether the player to move may open the round (dnup.setup.start-player):
        (None, holder) if so; ("other", holder) if someone else holds the starred
        card; ("absent", None) if nobody does and the mover's hand is known to lack
        it; ("unknown", None) if it may be among the cards the position hides.
        At the start of a round every card is in a hand, so when every other
        hand is shown in full without it, the mover holds it among the cards
        not shown."""
        me = pos.to_move
        holder = self._star_holder(pos)
        if holder is not None:
            return (None if holder == me else "other"), holder
        hand = pos.hands.get(me)
        if hand is not None and hand.unknown == 0:
            return "absent", None
        if all(other is not None and other.unknown == 0
               for name, other in pos.hands.items() if name != me) and len(pos.hands) == len(pos.players):
            return None, me
        return "unknown", None

    @staticmethod
    def _star_holder(pos: Position) -> str | None:
        for name, hand in pos.hands.items():
            if hand is not None and any(c.star for c in hand.cards):
                return name
        return None

    def _holding(self, pos: Position, hand: Hand | None, cards, rule: str, v: Verdict) -> Hand | None:
        me = pos.to_move
        after, missing, rotated, guessed = _match(hand, cards)
        if rotated:
            turned = [c for c in missing if any(c.active == h.dormant and c.dormant == h.active for h in rotated)]
            v.broken("dnup.hand.no-rotate",
                     # TRANSLATORS: %(player)s is a player name; %(cards)s and %(held)s lists of cards (the same cards
                     # the other way up).
                     Msg(N_("%(player)s holds %(held)s, not %(cards)s: a card in hand may not be rotated on its "
                            "own."), player=me, held=texts(rotated), cards=texts(turned)),
                     cards=texts(turned), held=texts(rotated))
        else:
            turned = []
        plain = [c for c in missing if c not in turned]
        if plain:
            # TRANSLATORS: %(player)s is a player name, %(cards)s a list of cards.
            v.broken(rule, Msg(N_("%(player)s does not hold %(cards)s."), player=me, cards=texts(plain)),
                     cards=texts(plain))
        if guessed:
            # TRANSLATORS: %(player)s is a player name, %(cards)s a list of cards.
            v.need("hand", rule, Msg(N_("Whether %(player)s holds %(cards)s: the position does not show all of "
                                        "that hand."), player=me, cards=texts(guessed)),
                   player=me, cards=texts(guessed))
        return after

    def _judge_turn(self, pos: Position, move: Turn, hand: Hand | None, v: Verdict, effects: list) -> None:
        me = pos.to_move
        if move.cards is not None:
            after, missing, _rotated, guessed = _match(hand, move.cards)
            if hand is None:
                v.need("hand", "dnup.hand.no-rotate",
                       # TRANSLATORS: %(player)s is a player name.
                       Msg(N_("Whether these are all the cards of %(player)s: only the whole hand may be turned."),
                           player=me), player=me)
                return
            if missing or after.size:
                v.broken("dnup.hand.no-rotate",
                         # TRANSLATORS: %(cards)s is a list of cards, %(count)s the number of cards in the hand.
                         Msg(NP_("Rotating %(cards)s alone is not allowed: only the whole hand of %(count)s card "
                                 "may be turned (write: turn).",
                                 "Rotating %(cards)s alone is not allowed: only the whole hand of %(count)s cards "
                                 "may be turned (write: turn)."),
                             cards=texts(move.cards), count=hand.size),
                         cards=texts(move.cards), hand_size=hand.size)
                return
            if guessed:
                v.need("hand", "dnup.hand.no-rotate",
                       # TRANSLATORS: %(player)s is a player name.
                       Msg(N_("Whether these are all the cards of %(player)s: only the whole hand may be turned."),
                           player=me), player=me)
                return
        if hand is not None and not hand.unknown:
            # TRANSLATORS: %(player)s is a player name; %(cards)s and %(rotated)s lists of cards.
            msg = Msg(N_("%(player)s turns the whole hand: %(cards)s become %(rotated)s."), player=me,
                      cards=texts(hand.cards), rotated=texts(c.rotated() for c in hand.cards))
            values = {"player": me, "cards": texts(hand.cards), "rotated": texts(c.rotated() for c in hand.cards)}
        elif hand is not None:
            # TRANSLATORS: %(player)s is a player name, %(count)s a number of cards.
            msg = Msg(NP_("%(player)s turns the whole hand: its %(count)s card is rotated.",
                          "%(player)s turns the whole hand: all its %(count)s cards are rotated."),
                      player=me, count=hand.size)
            values = {"player": me, "count": hand.size}
        else:
            # TRANSLATORS: %(player)s is a player name.
            msg = Msg(N_("%(player)s turns the whole hand: every card in it is rotated."), player=me)
            values = {"player": me}
        effects.append(("rotate", "dnup.turn-hand.rotate-all", msg, values))

    def _judge_take(self, pos: Position, move: Take, table: dict, own, v: Verdict, effects: list) -> None:
        me = pos.to_move
        v.note("dnup.take.set", Msg(N_("The source names this action without describing it; the referee reads it "
                                       "as moving the set, unrotated, into the taker's hand.")))
        if move.owner == me:
            v.broken("dnup.take.set", Msg(N_("Only an opponent's set can be taken, not your own.")), owner=me)
            return
        cards = table.get(move.owner)
        if cards is None:
            # TRANSLATORS: %(owner)s is a player name.
            v.broken("dnup.take.set", Msg(N_("There is no set in front of %(owner)s."), owner=move.owner),
                     owner=move.owner)
            return
        self._still_there(pos, move.owner, v)
        effects.append(("pickup", "dnup.take.set",
                        # TRANSLATORS: %(player)s and %(owner)s are player names, %(cards)s a list of cards.
                        Msg(N_("%(player)s takes the set of %(owner)s (%(cards)s) into their hand without "
                               "rotating it."), player=me, owner=move.owner, cards=texts(cards)),
                        {"player": me, "owner": move.owner, "cards": texts(cards)}))

    def _judge_play(self, pos: Position, move: Play, hand: Hand | None, table: dict, v: Verdict,
                    effects: list) -> Hand | None:
        me = pos.to_move
        cards = move.cards
        values = sorted({c.active for c in cards})
        if len(values) > 1:
            v.broken("dnup.set.definition",
                     # TRANSLATORS: %(cards)s is a list of cards.
                     Msg(N_("%(cards)s do not all have the same active value, so they are not a set."),
                         cards=texts(cards)), cards=texts(cards), values=values)
        after = self._holding(pos, hand, cards, "dnup.play.set", v)
        if len(values) > 1:
            return after
        value, size = values[0], len(cards)
        other, other_value = _size_index(table).get(size, (None, 0))
        if other is not None:
            self._still_there(pos, other, v)
            if not _covers(value, other_value):
                v.broken("dnup.play.same-size-higher",
                         # TRANSLATORS: %(owner)s is a player name; %(size)s a number of cards; %(other)s and %(value)s
                         # card values.
                         Msg(NP_("%(owner)s has a set of %(size)s card with value %(other)s on the table; a new set "
                                 "of that size needs a higher value, and %(value)s is not higher.",
                                 "%(owner)s has a set of %(size)s cards with value %(other)s on the table; a new set "
                                 "of that size needs a higher value, and %(value)s is not higher."),
                             owner=other, size=size, other=other_value, value=value, count=size),
                         owner=other, size=size, other_value=other_value, value=value)
                return after
            effects.append(("play", "dnup.play.same-size-higher",
                            # TRANSLATORS: %(player)s and %(owner)s are player names, %(cards)s a list of cards, %(value)s and
                            # %(other)s card values.
                            Msg(N_("%(player)s plays %(cards)s, value %(value)s, which beats the set of %(owner)s "
                                   "of the same size (value %(other)s)."),
                                player=me, cards=texts(cards), value=value, owner=other, other=other_value),
                            {"player": me, "cards": texts(cards), "value": value, "beats": other}))
            self._beaten(pos, other, table[other], effects)
        else:
            effects.append(("play", "dnup.play.other-size-free",
                            # TRANSLATORS: %(player)s is a player name, %(cards)s a list of cards, %(value)s a card value,
                            # %(count)s the number of cards.
                            Msg(NP_("%(player)s plays %(cards)s, a set of %(count)s card with value %(value)s; no set "
                                    "of that size is on the table, so any value may be played.",
                                    "%(player)s plays %(cards)s, a set of %(count)s cards with value %(value)s; no "
                                    "set of that size is on the table, so any value may be played."),
                                player=me, cards=texts(cards), value=value, count=size),
                            {"player": me, "cards": texts(cards), "value": value}))
        return after

    def _judge_add(self, pos: Position, move: Add, hand: Hand | None, table: dict, own, v: Verdict,
                   effects: list) -> Hand | None:
        me = pos.to_move
        card, owner = move.card, move.owner
        target = table.get(owner)
        if target is None:
            if owner == me and own is not None:
                v.broken("dnup.turn.discard-own-set",
                         # TRANSLATORS: %(player)s is a player name.
                         Msg(N_("The set of %(player)s is discarded at the start of this turn, before the action, so "
                                "nothing can be added to it."), player=me), owner=me)
            else:
                # TRANSLATORS: %(owner)s is a player name.
                v.broken("dnup.add.card", Msg(N_("There is no set in front of %(owner)s."), owner=owner), owner=owner)
        after = self._holding(pos, hand, [card], "dnup.add.card", v)
        if target is None:
            return after
        self._still_there(pos, owner, v)
        value = target[0].active
        if card.active != value:
            v.broken("dnup.add.match-value",
                     # TRANSLATORS: %(card)s is a card, %(active)s its active value, %(owner)s a player name, %(value)s the
                     # value of that player's set.
                     Msg(N_("%(card)s has the active value %(active)s, but the set of %(owner)s has the value "
                            "%(value)s."), card=card.text(), active=card.active, owner=owner, value=value),
                     card=card.text(), value=value)
        size = len(target) + 1
        # (the set of OWNER has one card fewer, so the set found is another's)
        other, other_value = _size_index(table).get(size, (None, 0))
        beats = False
        if other is not None:
            self._still_there(pos, other, v)
            if not _covers(value, other_value):
                v.broken("dnup.add.size-equal-higher",
                         # TRANSLATORS: %(owner)s and %(other_owner)s are player names, %(size)s a number of cards,
                         # %(value)s and %(other)s card values.
                         Msg(N_("The card would make the set of %(owner)s as large as the set of %(other_owner)s "
                                "(%(size)s cards), so its value %(value)s would have to be higher than %(other)s."),
                             owner=owner, other_owner=other, size=size, value=value, other=other_value),
                         owner=owner, other_owner=other, size=size, value=value, other_value=other_value)
            else:
                beats = True
        effects.append(("add", "dnup.add.card",
                        # TRANSLATORS: %(player)s and %(owner)s are player names, %(card)s a card, %(count)s the new size.
                        Msg(NP_("%(player)s adds %(card)s to the set of %(owner)s, which now has %(count)s card and "
                                "still belongs to %(owner)s.",
                                "%(player)s adds %(card)s to the set of %(owner)s, which now has %(count)s cards and "
                                "still belongs to %(owner)s."),
                            player=me, card=card.text(), owner=owner, count=size),
                        {"player": me, "card": card.text(), "owner": owner, "size": size}))
        effects.append((None, "dnup.add.keeps-owner", None, {}))
        if beats:
            self._beaten(pos, other, table[other], effects)
        return after

    @staticmethod
    def _still_there(pos: Position, owner: str, v: Verdict) -> None:
        """A set compared against, added to or taken belongs to the first player
        out: it lies there only until that player's turn would come
        (dnup.round.first-out-set)."""
        if owner in pos.out:
            v.note("dnup.round.first-out-set")

    def _beaten(self, pos: Position, owner: str, cards, effects: list) -> None:
        if owner in pos.out:
            effects.append(("discard", "dnup.round.first-out-set",
                            # TRANSLATORS: %(owner)s is a player name, %(cards)s a list of cards.
                            Msg(N_("The beaten set of %(owner)s (%(cards)s) is discarded: %(owner)s is out of this "
                                   "round and takes no cards back."), owner=owner, cards=texts(cards)),
                            {"owner": owner, "cards": texts(cards)}))
            effects.append((None, "dnup.round.first-out-set", None, {}))
            return
        back = texts(c.rotated() for c in cards)
        effects.append(("return", "dnup.beat.return-rotated",
                        # TRANSLATORS: %(owner)s is a player name; %(cards)s and %(rotated)s lists of cards.
                        Msg(N_("The set of %(owner)s (%(cards)s) is beaten and goes back into the hand of "
                               "%(owner)s, every card rotated: %(rotated)s."), owner=owner, cards=texts(cards),
                            rotated=back),
                        {"owner": owner, "cards": texts(cards), "rotated": back}))
        effects.append((None, "dnup.beat.return-rotated", None, {}))

    def _going_out(self, pos: Position, move: Any, v: Verdict, effects: list) -> None:
        me = pos.to_move
        if not pos.out:
            total = pos.tokens.get(me, 0) + 2
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
                                # TRANSLATORS: %(player)s is a player name, %(total)s their number of letter tokens.
                                Msg(N_("%(player)s has %(total)s letter tokens and wins the game when this round "
                                       "ends, even if the second player out reaches 4 too."),
                                    player=me, total=total), {"player": me, "total": total}))
                effects.append((None, "dnup.game.tie", None, {}))
            self._next_player(pos, None, v, effects, out_now=me)
            return
        first = pos.out[0]
        total = pos.tokens.get(me, 0) + 1
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
                                Msg(N_("Both players out reached 4 letter tokens in this round; the one who went out "
                                       "first wins.")), {}))
        else:
            effects.append(("round-end", "dnup.setup.start-player",
                            Msg(N_("No one has 4 letter tokens: a new round is dealt, and the holder of the starred "
                                   "card 1/5 opens it.")), {}))

    def _next_player(self, pos: Position, move: Any, v: Verdict, effects: list, out_now: str | None = None) -> None:
        out = set(pos.out) | ({out_now} if out_now else set())
        table = pos.table
        player = _next_seat(pos, pos.to_move)
        while player in out:
            cards = table.get(player)
            gone = isinstance(move, Take) and move.owner == player
            if cards is not None and isinstance(move, Add) and move.owner == player:
                cards = cards + (move.card,)
            if cards is not None and player != out_now and not gone and not self._beats(pos, move, player):
                effects.append(("discard", "dnup.round.first-out-set",
                                # TRANSLATORS: %(player)s is a player name, %(cards)s a list of cards.
                                Msg(N_("%(player)s is out, so the set of %(player)s (%(cards)s) is discarded when "
                                       "their turn would come."), player=player, cards=texts(cards)),
                                {"player": player, "cards": texts(cards)}))
                effects.append((None, "dnup.round.first-out-set", None, {}))
            player = _next_seat(pos, player)
        # TRANSLATORS: %(player)s is a player name.
        effects.append(("next-player", "dnup.turn.one-action", Msg(N_("%(player)s plays next."), player=player),
                        {"player": player}))

    @staticmethod
    def _beats(pos: Position, move: Any, owner: str) -> bool:
        """Whether ``move`` beats the set of ``owner`` (so it is gone already)."""
        return owner in Dnup._beaten_owners(pos, move)

    @staticmethod
    def _beaten_owners(pos: Position, move: Any) -> list[str]:
        table = {o: s for o, s in pos.table.items() if o != pos.to_move}
        if isinstance(move, Play):
            size, value = len(move.cards), move.cards[0].active
            return [o for o, s in table.items() if len(s) == size and s[0].active < value]
        if isinstance(move, Add) and move.owner in table:
            target = table[move.owner]
            size, value = len(target) + 1, target[0].active
            return [o for o, s in table.items() if o != move.owner and len(s) == size and s[0].active < value]
        return []

    # -- listing ---------------------------------------------------------------

    def legal_moves(self, pos: Position, expand: bool = False, limit: int = 500) -> list[MoveOption]:
        """The legal moves, built legal rather than tried one by one: every
        rule ``check`` applies to a move of a fully shown hand is decided here
        by the same helpers (``_opening_state``, ``_size_index``, ``_covers``),
        and the cards come from the hand itself, so they are held. Tests keep
        the two in step (tests/test_dnup_playouts.py)."""
        options: list[MoveOption] = []
        if pos.round_over or limit <= 0:
            return options
        if pos.round_start and self._opening_state(pos)[0] is not None:
            return options
        me = pos.to_move
        hand = pos.hands.get(me)
        known = hand.cards if hand is not None else ()
        table = pos.table
        others = {o: s for o, s in table.items() if o != me} if me in table else table
        sizes = _size_index(others)
        append = options.append

        by_value: dict[int, list[Card]] = {}
        for card in known:
            if card.active in by_value:
                by_value[card.active].append(card)
            else:
                by_value[card.active] = [card]
        for value in sorted(by_value):
            cards = by_value[value]
            cards.sort()
            group = tuple(cards)
            if expand:
                for size in range(1, len(group) + 1):
                    hit = sizes.get(size)
                    if hit is not None and not _covers(value, hit[1]):
                        continue
                    for combo in _multisets(group, size):
                        append(MoveOption("play " + " ".join(texts(combo)), None, Play(combo)))
                        if len(options) >= limit:
                            return options
                continue
            mixed = group[0] != group[-1]
            shown = texts(group)
            for size in range(1, len(group) + 1):
                hit = sizes.get(size)
                if hit is not None and not _covers(value, hit[1]):
                    continue
                choice = None
                if mixed and size < len(group):
                    # TRANSLATORS: %(cards)s is a list of cards, %(count)s how many of them are played.
                    choice = Msg(NP_("choose %(count)s card of %(cards)s",
                                     "choose %(count)s cards of %(cards)s"),
                                 count=size, cards=shown)
                append(MoveOption("play " + " ".join(shown[:size]), choice, Play(group[:size])))
                if len(options) >= limit:
                    return options

        owners = [o for o in pos.players if o in others]
        if known:
            distinct = _sorted(set(known))
            for owner in owners:
                target = others[owner]
                value = target[0].active
                fitting = [c for c in distinct if c.active == value]
                if not fitting:
                    continue
                hit = sizes.get(len(target) + 1)
                if hit is not None and not _covers(value, hit[1]):
                    continue
                if expand or len(fitting) == 1:
                    for card in fitting:
                        append(MoveOption(f"add {card.text()} to {owner}", None, Add(card, owner)))
                        if len(options) >= limit:
                            return options
                else:
                    card = fitting[0]
                    append(MoveOption(f"add {card.text()} to {owner}",
                                      # TRANSLATORS: %(cards)s is a list of cards.
                                      Msg(N_("choose one card of %(cards)s"), cards=texts(fitting)),
                                      Add(card, owner)))
                    if len(options) >= limit:
                        return options
        for owner in owners:
            append(MoveOption(f"take {owner}", None, Take(owner)))
            if len(options) >= limit:
                return options
        append(MoveOption("turn", None, Turn()))
        return options

    # -- applying --------------------------------------------------------------

    def apply(self, pos: Position, move: Any, draws: list[str] | None = None) -> Position:
        me = pos.to_move
        hands = dict(pos.hands)
        table = dict(pos.table)
        tokens_won = pos.tokens
        out = pos.out
        discard = pos.discard
        dropped: list[Card] = []

        def give(owner: str, cards) -> None:
            hand = hands.get(owner)
            if hand is not None:
                hands[owner] = Hand(hand.cards + tuple(cards), hand.unknown)

        def beat(owner: str) -> None:
            cards = table.pop(owner)
            if owner in out:
                dropped.extend(cards)
            else:
                give(owner, [c.rotated() for c in cards])

        own = table.pop(me, None)
        if own is not None:
            dropped.extend(own)
        hand = hands.get(me)
        if isinstance(move, Play):
            beaten = self._beaten_owners(pos, move)
            left, held = self._remove(hand, move.cards)
            hands[me] = left
            for owner in beaten:
                beat(owner)
            table[me] = held
        elif isinstance(move, Add):
            beaten = self._beaten_owners(pos, move)
            left, held = self._remove(hand, (move.card,))
            hands[me] = left
            table[move.owner] = table[move.owner] + held
            for owner in beaten:
                beat(owner)
        elif isinstance(move, Take):
            give(me, table.pop(move.owner))
        elif isinstance(move, Turn) and hand is not None:
            hands[me] = Hand(tuple([c.rotated() for c in hand.cards]), hand.unknown)

        after = hands.get(me)
        to_move = me
        if isinstance(move, (Play, Add)) and after is not None and not after.cards and not after.unknown:
            out = out + (me,)
            tokens_won = dict(tokens_won)
            tokens_won[me] = tokens_won.get(me, 0) + (2 if len(out) == 1 else 1)
        if len(out) < 2:
            to_move = _next_seat(pos, me)
            while to_move in out:
                if to_move != me and to_move in table:
                    dropped.extend(table.pop(to_move))
                to_move = _next_seat(pos, to_move)
        if dropped:
            if isinstance(discard, int):
                discard += len(dropped)
            elif discard is not None:
                discard = tuple(discard) + tuple(dropped)
        return Position(players=pos.players, to_move=to_move, house_rules=pos.house_rules, hands=hands,
                        table=table, out=out, tokens=tokens_won, discard=discard, round_start=False)

    @staticmethod
    def _remove(hand: Hand | None, cards) -> tuple[Hand | None, tuple[Card, ...]]:
        """The hand without ``cards``, and the cards as they were held (a plain
        1/5 in a move is the starred card if that is held); a card not shown
        comes out of the hidden ones."""
        if hand is None:
            return None, tuple(cards)
        pool = list(hand.cards)
        unknown = hand.unknown
        held = []
        for card in cards:
            found = _take_out(pool, card)
            if found is None:
                found = card
                if unknown > 0:
                    unknown -= 1
            held.append(found)
        return Hand(tuple(pool), unknown), tuple(held)

    # -- playouts --------------------------------------------------------------

    def deck(self) -> list[Card]:
        """A stand-in deck of 36 cards for playouts: the real card list is not
        known (dnup.components.card-list). Values 1-9 each appear on four cards
        as the active value; the card 1/5 is the starred one."""
        cards = []
        for active in DEAL_VALUES:
            for step in range(1, 5):
                dormant = (active - 1 + 2 * step) % len(DEAL_VALUES) + 1
                cards.append(Card(active, dormant, (active, dormant) == STAR_VALUES))
        return cards

    def deal(self, rng: random.Random, players: list[str], house_rules=frozenset(),
             tokens_won: dict[str, int] | None = None) -> Position:
        """A shuffled first turn of a round, every card known; the holder of
        the starred card opens it. ``tokens_won`` carries the tokens over."""
        cards = [c.rotated() if rng.random() < 0.5 else c for c in self.deck()]
        rng.shuffle(cards)
        seats = tuple(players)
        hands = {p: Hand(tuple(cards[i::len(seats)])) for i, p in enumerate(seats)}
        opener = next(p for p, h in hands.items() if any(c.star for c in h.cards))
        return Position(players=seats, to_move=opener, house_rules=frozenset(house_rules), hands=hands,
                        table={}, out=(), tokens={p: (tokens_won or {}).get(p, 0) for p in seats},
                        discard=(), round_start=True)

    def new_round(self, pos: Position, rng: random.Random) -> Position:
        """The next round after ``pos`` ended without a winner: a new deal, tokens kept."""
        return self.deal(rng, list(pos.players), pos.house_rules, pos.tokens)

    def outcome(self, pos: Position) -> str | None:
        """The winner once a round has ended with someone at 4 letter tokens
        (the first out wins a tie: dnup.game.tie), else None."""
        if not pos.round_over:
            return None
        first, second = pos.out[0], pos.out[1]
        if pos.tokens.get(first, 0) >= WIN_TOKENS:
            return first
        if pos.tokens.get(second, 0) >= WIN_TOKENS:
            return second
        return None

    def census(self, pos: Position) -> Counter:
        """Every card of the position, whichever way up and wherever it is
        (hand, table, discard pile); ``?`` for each card not shown."""
        cards: list[Card] = []
        unknown = 0
        for hand in pos.hands.values():
            if hand is not None:
                cards += hand.cards
                unknown += hand.unknown
        for shown in pos.table.values():
            cards += shown
        if isinstance(pos.discard, int):
            unknown += pos.discard
        elif pos.discard:
            cards += pos.discard
        found = Counter(map(_identity_text, cards))
        if unknown:
            found[UNKNOWN] = unknown
        return found

    def invariants(self, pos: Position) -> list[Msg]:
        """Whatever ``read_position`` would find impossible in a position reached
        by play: distinct set sizes, one value per set, hands of players out,
        letter tokens, one starred card, the number of cards, ..."""
        if self._sound(pos):
            return []
        problems: list[Problem] = []
        self.build(self.position_data(pos), pos.house_rules, problems)
        return [problem.msg for problem in problems]

    def _sound(self, pos: Position) -> bool:
        """A quick test, on the position itself, of what ``build`` checks: when
        it passes, ``build`` finds nothing (a test holds it to that), so the
        judged playouts need not write the position out and read it back."""
        players = pos.players
        seated = set(players)
        out = pos.out
        if not (seated.issuperset(out) and seated.issuperset(pos.hands) and seated.issuperset(pos.table)
                and seated.issuperset(pos.tokens)):
            return False
        if pos.to_move in out and len(out) < 2:
            return False
        if pos.round_start and (pos.table or out or pos.discard):
            return False
        stars: list[Card] = []
        total = 0
        for name, hand in pos.hands.items():
            if hand is None:
                continue
            size = len(hand.cards) + hand.unknown
            if (size > 0) == (name in out):
                return False
            total += size
            for card in hand.cards:
                if card.star:
                    stars.append(card)
        sizes = set()
        for cards in pos.table.values():
            size = len(cards)
            if not size or size in sizes:
                return False
            sizes.add(size)
            value = cards[0].active
            for card in cards:
                if card.active != value:
                    return False
                if card.star:
                    stars.append(card)
            total += size
        discard = pos.discard
        if isinstance(discard, int):
            total += discard
        elif discard:
            total += len(discard)
            for card in discard:
                if card.star:
                    stars.append(card)
        if len(stars) > 1 or total > DECK_LIMIT.get(len(players), DECK_DEFAULT):
            return False
        if stars and sorted((stars[0].active, stars[0].dormant)) != list(STAR_VALUES):
            return False
        problems: list[Problem] = []
        self._token_problems(out, {p: pos.tokens.get(p, 0) for p in players}, problems)
        return not problems


GAME = Dnup()
