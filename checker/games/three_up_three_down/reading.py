"""Reading and writing 3UP 3DOWN positions, and the one position check.

A position is the moment a turn begins. It lists the discard pile (bottom to
top, at least its top cards; ``pile_below`` counts cards under them that are
left out), the draw pile (its size, or its cards in order when known), and for
every player their hand (cards, ``"?"`` for a card the position does not show,
or just a number), their face-up cards and their face-down cards (a number, or
a list where a turned or otherwise known card is written and ``"?"`` stands
for one nobody has seen). ``removed`` may list the cards cleared out of the
game, so that every card of the deck is somewhere (``deal`` does this).

``build`` turns schema-valid data into a ``Position`` and reports only what
cannot be read; ``problems`` finds everything the rules make impossible.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from ...i18n import Msg
from ...verdict import Problem
from ..base import PLAYER_NAME, UNKNOWN, Data
from . import messages as m
from .model import (
    CLEAR_SET,
    CLEARS,
    COPIES,
    DECK_SIZE,
    GAME_ID,
    HAND_SIZE,
    MAX_PLAYERS_ONE_DECK,
    NUMBER_SET,
    TABLE_SIZE,
    Card,
    Cards,
    Position,
    Seat,
    rank,
)
from .notation import read_card

#: the house rule that lets fewer than seven players shuffle two decks together
TWO_DECKS_FEW = "two-decks-few-players"


def own_schema() -> tuple[dict[str, Any], list[str]]:
    numbers: list[Any] = list(range(1, 11))
    card = {"enum": numbers + list(CLEARS),
            "description": m.D_CARD}
    maybe = {"enum": numbers + list(CLEARS) + [UNKNOWN],
             "description": m.D_MAYBE_CARD}
    seat = {
        "type": "object", "required": ["hand", "face_down"], "additionalProperties": False,
        "properties": {
            "hand": {"type": ["integer", "array"], "minimum": 0, "maximum": 2 * DECK_SIZE, "items": maybe,
                     "description": m.D_HAND},
            "face_up": {"type": ["integer", "array"], "minimum": 0, "maximum": TABLE_SIZE,
                        "maxItems": TABLE_SIZE, "items": maybe,
                        "description": m.D_FACE_UP},
            "face_down": {"type": ["integer", "array"], "minimum": 0, "maximum": TABLE_SIZE,
                          "maxItems": TABLE_SIZE, "items": maybe,
                          "description": m.D_FACE_DOWN},
        },
    }
    props = {
        "decks": {"type": "integer", "minimum": 1, "maximum": 2,
                  "description": m.D_DECKS},
        "draw_pile": {"type": ["integer", "array"], "minimum": 0, "maximum": 2 * DECK_SIZE, "items": card,
                      "description": m.D_DRAW_PILE},
        "pile": {"type": "array", "items": card, "description": m.D_PILE},
        "pile_below": {"type": "integer", "minimum": 0, "maximum": 2 * DECK_SIZE,
                       "description": m.D_PILE_BELOW},
        "removed": {"type": "array", "items": maybe, "description": m.D_REMOVED},
        "cards": {"type": "object", "patternProperties": {PLAYER_NAME: seat}, "additionalProperties": False,
                  "description": m.D_CARDS},
    }
    return props, ["draw_pile", "pile", "cards"]


def _located_bools(data: Data) -> Iterator[tuple[str, str]]:
    """``true`` in a list of cards (YAML reads ``yes``/``true`` as a boolean, equal to 1)."""
    lists = [("pile", data["pile"]), ("draw_pile", data["draw_pile"]), ("removed", data.get("removed"))]
    for name, seat in data["cards"].items():
        lists += [(f"cards.{name}.{key}", seat.get(key, [])) for key in ("hand", "face_up", "face_down")]
    for path, value in lists:
        if isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, bool):
                    yield str(item).lower(), f"{path}[{i}]"


def _entries(value: Any) -> Cards:
    if isinstance(value, int) and not isinstance(value, bool):
        return (UNKNOWN,) * value
    return tuple(UNKNOWN if v == UNKNOWN else (read_card(v) or UNKNOWN) for v in value)


def build(data: Data, house_rules: frozenset[str], problems: list[Problem]) -> Position:
    """The position of schema-valid data; what cannot be read goes to ``problems``."""
    players = tuple(data["players"])
    given = data["cards"]
    for name in players:
        if name not in given:
            problems.append(Problem(Msg(m.P_NO_CARDS, name=name), "cards"))
    for name in given:
        if name not in players:
            problems.append(Problem(Msg(m.P_STRANGER, name=name), f"cards.{name}"))
    for word, path in _located_bools(data):
        problems.append(Problem(Msg(m.M_NOT_A_CARD, word=word), path))
    seats = []
    for name in players:
        raw = given.get(name, {"hand": 0, "face_up": [], "face_down": 0})
        if "face_up" in raw:
            face_up = _entries(raw["face_up"])
        elif data["draw_pile"]:
            # while the draw pile has cards nobody has played from the table (3up3down.piles.when)
            face_up = (UNKNOWN,) * TABLE_SIZE
        else:
            # not shown, and with the draw pile used up not even their number is known
            # (the player to move must list them: they decide where the discard comes from)
            face_up = None
            if name == data["to_move"]:
                problems.append(Problem(Msg(m.P_LIST_FACE_UP, name=name),
                                        f"cards.{name}"))
        seats.append(Seat(_entries(raw["hand"]), face_up, _entries(raw["face_down"])))
    pile = (UNKNOWN,) * data.get("pile_below", 0) + _entries(data["pile"])
    removed = _entries(data["removed"]) if "removed" in data else None
    return Position(players, data["to_move"], frozenset(house_rules), data.get("decks", 1), _entries(data["draw_pile"]),
                    pile, tuple(seats), removed)


def _rows(pos: Position) -> Iterator[tuple[str, Cards]]:
    """Every row of cards with its field path, in the order of the file's keys
    (the rows keep the file's order, so an index into a row is a place in the file)."""
    below = pos.pile.count(UNKNOWN)
    yield "pile", pos.pile[below:]
    yield "draw_pile", pos.draw_pile
    if pos.removed is not None:
        yield "removed", pos.removed
    for name, seat in zip(pos.players, pos.seats, strict=True):
        yield f"cards.{name}.face_up", seat.face_up or ()
        yield f"cards.{name}.face_down", seat.face_down
        yield f"cards.{name}.hand", seat.hand


def problems(pos: Position) -> list[Problem]:
    """Everything that makes ``pos`` impossible, with field paths: the one position check."""
    found: list[Problem] = []
    decks = pos.decks
    if len(pos.players) > MAX_PLAYERS_ONE_DECK and decks < 2:
        found.append(Problem(Msg(m.P_TWO_DECKS_NEEDED), "players"))
    elif decks > 1 and len(pos.players) <= MAX_PLAYERS_ONE_DECK and TWO_DECKS_FEW not in pos.house_rules:
        # the number of decks is a fact the file states (left out: one), never an unknown
        found.append(Problem(Msg(m.P_TWO_DECKS, count=len(pos.players), house_rule=TWO_DECKS_FEW), "decks"))
    # every copy of a card (3up3down.components.deck), and the deck size
    counts = pos.placed()
    over, total = _copies(counts, decks)
    if over:
        seen: Counter[Card] = Counter()
        for path, row in _rows(pos):
            for i, card in enumerate(row):
                if card == UNKNOWN:
                    continue
                seen[card] += 1
                most = COPIES[card] * decks
                if seen[card] == most + 1:
                    found.append(Problem(Msg(m.P_COPIES, count=most, card=card, found=counts[card]),
                                         f"{path}[{i}]"))
    size = DECK_SIZE * decks
    if total > size:
        found.append(Problem(Msg(m.P_TOO_MANY, count=size, found=total), ""))
    elif pos.removed is not None and total < size and (
            total + TABLE_SIZE * sum(s.face_up is None for s in pos.seats) < size):
        # face-up cards not shown (None) may be up to three each
        found.append(Problem(Msg(m.P_ALL_PLACED, count=size, found=total), "removed"))
    _pile_problems(pos, found)
    _seat_problems(pos, found)
    return found


#: the count (``Position.placed``) ``_copies`` answered for last, the decks, and its answer: the position
#: after a move mostly has the very count of the one before (a count is never changed once made)
_last_copies: tuple[Counter[Card] | None, int, bool, int] = (None, 0, False, 0)


def _copies(counts: Counter[Card], decks: int) -> tuple[bool, int]:
    """Whether the position places more copies of a card than the decks hold, and how many cards
    it places."""
    global _last_copies
    last = _last_copies
    if last[0] is counts and last[1] == decks:
        return last[2], last[3]
    over = _over_copies(counts, decks)
    total = sum(counts.values())  # (what Counter.total does, without its call)
    _last_copies = (counts, decks, over, total)
    return over, total


def _over_copies(counts: Counter[Card], decks: int) -> bool:
    """Whether the position places more copies of a card than the decks hold."""
    # the usual answer first, in C: no count above the most copies of any card, nor of a card
    # with fewer copies than that (this runs after every move of a playout)
    if max(counts.values(), default=0) <= _MOST * decks:
        for card in _FEWER:
            if counts.get(card, 0) > COPIES[card] * decks:
                break
        else:
            return False
    for card, count in counts.items():  # noqa: SIM110 (a plain loop: quicker than any() over a generator)
        if card != UNKNOWN and count > COPIES[card] * decks:
            return True
    return False


#: the most copies of any card in one deck, and the cards of which it holds fewer
_MOST = max(COPIES.values())
_FEWER = tuple(card for card, copies in COPIES.items() if copies < _MOST)


#: the last pile ``_pile_problems`` found nothing wrong with that shows every card (no ``UNKNOWN``)
_last_clean_pile: Cards = ()


def _pile_problems(pos: Position, found: list[Problem]) -> None:
    """The pile only ever goes up, never holds a Clear card or three in a row. A pile that shows
    every card and is the last one found clean with cards put on top is looked at from those
    cards on: what is found at a card depends only on it and the two below it."""
    global _last_clean_pile
    pile = pos.pile
    below = pile.count(UNKNOWN)
    known = pile[below:]
    start = 0
    if not below:
        last = _last_clean_pile
        if pile is last:
            return
        if len(pile) > len(last) and pile[:len(last)] == last:
            start = len(last)
    before = len(found)
    for i in range(start, len(known)):
        card = known[i]
        if card in CLEAR_SET:
            found.append(Problem(Msg(m.P_CLEAR_ON_PILE),
                                 f"pile[{i}]"))
        elif i > 0 and known[i - 1] in NUMBER_SET and rank(card) < rank(known[i - 1]):
            found.append(Problem(Msg(m.P_PILE_ORDER, card=card, below=known[i - 1]),
                                 f"pile[{i}]"))
        elif i > 1 and known[i - 2] == known[i - 1] == card:
            found.append(Problem(Msg(m.P_THREE_IN_A_ROW, card=card), f"pile[{i}]"))
    if below and len(known) < 2:
        found.append(Problem(Msg(m.P_TOP_TWO), "pile"))
    if not below and len(found) == before:
        _last_clean_pile = pile


def _seat_problems(pos: Position, found: list[Problem]) -> None:
    """What the order hand -> face-up -> face-down and the draw allow."""
    out = []
    short: list[tuple[str, int]] = []
    drawing = bool(pos.draw_pile)
    for name, seat in zip(pos.players, pos.seats, strict=True):
        up = seat.face_up or ()
        down = len(seat.face_down)
        if down < TABLE_SIZE:
            if up:
                found.append(Problem(Msg(m.P_FACE_UP_BEFORE, name=name), f"cards.{name}.face_down"))
            if not down and seat.empty:  # (a seat with face-down cards is not out of cards)
                out.append(name)
        if drawing:
            if len(up) < TABLE_SIZE:
                found.append(Problem(Msg(m.P_TABLE_BEFORE_DRAW), f"cards.{name}.face_up"))
            elif down < TABLE_SIZE:
                found.append(Problem(Msg(m.P_TABLE_BEFORE_DRAW), f"cards.{name}.face_down"))
            held = len(seat.hand)
            if held < HAND_SIZE:
                if not held:
                    found.append(Problem(Msg(m.P_NO_HAND, name=name),
                                         f"cards.{name}.hand"))
                else:
                    short.append((name, HAND_SIZE - held))
    _short_hands(pos, short, found)
    for name in out[1:]:
        found.append(Problem(Msg(m.P_TWO_OUT), f"cards.{name}"))


def _short_hands(pos: Position, short: list[tuple[str, int]], found: list[Problem]) -> None:
    """While the draw pile has cards every turn ends with drawing back up to
    three, except a turn that ends by picking up the pile after a Clear +2
    (3up3down.draw.short-hand, 3up3down.clear.extra-impossible): the pile then holds only the cards
    played after the Clear +2, so the hand can end short of three (by one card,
    or by more when a Clear +1 went before it), and stays short while its
    player keeps picking up. So every hand short of three goes back to a Clear
    +2 that has left the game: there are no more short hands than those."""
    if not short:
        return
    placed = pos.placed()
    total = placed.total()
    copies = COPIES["clear+2"] * pos.decks
    if pos.removed is not None:
        gone = pos.removed.count("clear+2") + min(pos.removed.count(UNKNOWN), copies)
    else:
        gone = max(0, min(copies - placed["clear+2"], DECK_SIZE * pos.decks - total))
    gone = min(gone, copies)
    if len(short) <= gone:
        return
    for name, _ in short:
        found.append(Problem(Msg(m.P_SHORT_HAND,
                                 name=name, count=len(pos.seat(name).hand), gone=gone), f"cards.{name}.hand"))


def card_data(card: Card) -> Any:
    """A card as plain data for YAML: numbers as numbers, unknown as ``"?"``."""
    return int(card) if card in NUMBER_SET else card


def position_data(pos: Position) -> Data:
    def cards(entries: Cards) -> Any:
        if entries and all(c == UNKNOWN for c in entries):
            return len(entries)
        return [card_data(c) for c in entries]

    data: Data = {"game": GAME_ID, "players": list(pos.players), "to_move": pos.to_move}
    if pos.house_rules:
        data["house_rules"] = sorted(pos.house_rules)
    if pos.decks != 1:
        data["decks"] = pos.decks
    data["draw_pile"] = cards(pos.draw_pile) if pos.draw_pile else 0
    below = pos.pile.count(UNKNOWN)
    data["pile"] = [card_data(c) for c in pos.pile[below:]]
    if below:
        data["pile_below"] = below
    if pos.removed is not None:
        data["removed"] = [card_data(c) for c in pos.removed]
    data["cards"] = {}
    for name, seat in zip(pos.players, pos.seats, strict=True):
        entry: Data = {"hand": cards(seat.hand) if seat.hand else []}
        if seat.face_up is not None:  # left out: not known
            entry["face_up"] = cards(seat.face_up) if seat.face_up else []
        entry["face_down"] = cards(seat.face_down) if seat.face_down else 0
        data["cards"][name] = entry
    return data
