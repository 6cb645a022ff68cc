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

from ...i18n import N_, NP_, Msg
from ...verdict import Problem
from ..base import PLAYER_NAME, UNKNOWN, Data
from .model import (
    CLEAR_SET,
    CLEARS,
    COPIES,
    DECK_SIZE,
    HAND_SIZE,
    MAX_PLAYERS_ONE_DECK,
    NUMBER_SET,
    TABLE_SIZE,
    Card,
    Cards,
    Position,
    Seat,
    rank,
    zones,
)
from .notation import read_card

#: the house rule that lets fewer than seven players shuffle two decks together
TWO_DECKS_FEW = "two-decks-few-players"


def own_schema() -> tuple[dict[str, Any], list[str]]:
    numbers: list[Any] = list(range(1, 11))
    card = {"enum": numbers + list(CLEARS),
            "description": "a card: 1 to 10, clear, clear+1 or clear+2"}
    maybe = {"enum": numbers + list(CLEARS) + [UNKNOWN],
             "description": "a card, or \"?\" (in quotes) for a card the position does not show"}
    seat = {
        "type": "object", "required": ["hand", "face_down"], "additionalProperties": False,
        "properties": {
            "hand": {"type": ["integer", "array"], "minimum": 0, "maximum": 2 * DECK_SIZE, "items": maybe,
                     "description": "the cards in hand, or only their number"},
            "face_up": {"type": ["integer", "array"], "minimum": 0, "maximum": TABLE_SIZE,
                        "maxItems": TABLE_SIZE, "items": maybe,
                        "description": "the face-up cards on the table; a number or \"?\" where they do not "
                                       "matter; left out: all three while the draw pile has cards"},
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
        "pile": {"type": "array", "items": card, "description": "the discard pile, bottom to top (at least its top "
                                                                "cards)"},
        "pile_below": {"type": "integer", "minimum": 0, "maximum": 2 * DECK_SIZE,
                       "description": "cards under the listed pile that are left out"},
        "removed": {"type": "array", "items": maybe, "description": "the cards cleared out of the game"},
        "cards": {"type": "object", "patternProperties": {PLAYER_NAME: seat}, "additionalProperties": False,
                  "description": "each player's hand, face-up and face-down cards, by name"},
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
            # TRANSLATORS: %(name)s is a player's name
            problems.append(Problem(Msg(N_("No cards are given for %(name)s."), name=name), "cards"))
    for name in given:
        if name not in players:
            # TRANSLATORS: %(name)s is a name used in the position
            problems.append(Problem(Msg(N_("%(name)s is not one of the players."), name=name), f"cards.{name}"))
    for word, path in _located_bools(data):
        # TRANSLATORS: %(word)s is the word as typed
        problems.append(Problem(Msg(N_("%(word)s is not a card; cards are 1 to 10, clear, clear+1 and clear+2."),
                                    word=word), path))
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
                # TRANSLATORS: %(name)s is a player's name
                problems.append(Problem(Msg(N_("The face-up cards of %(name)s decide where the next discard comes "
                                               "from: list them (face_up: [] when there are none)."), name=name),
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
        found.append(Problem(Msg(N_("More than six players need two decks (decks: 2).")), "players"))
    elif decks > 1 and len(pos.players) <= MAX_PLAYERS_ONE_DECK and TWO_DECKS_FEW not in pos.house_rules:
        # the number of decks is a fact the file states (left out: one), never an unknown
        # TRANSLATORS: %(count)s is the number of players (2 to 6), %(house_rule)s the name of a house rule
        found.append(Problem(Msg(NP_(
            "Two decks are shuffled together only for 7 to 12 players; %(count)s player plays with one deck "
            "(unless the table plays house rule %(house_rule)s).",
            "Two decks are shuffled together only for 7 to 12 players; %(count)s players play with one deck "
            "(unless the table plays house rule %(house_rule)s)."),
            count=len(pos.players), house_rule=TWO_DECKS_FEW), "decks"))
    # every copy of a card (3up3down.components.deck), and the deck size
    counts: Counter[Card] = Counter()
    for zone in zones(pos):
        counts.update(zone)
    total = sum(counts.values())
    del counts[UNKNOWN]
    if any(count > COPIES[card] * decks for card, count in counts.items()):
        seen: Counter[Card] = Counter()
        for path, row in _rows(pos):
            for i, card in enumerate(row):
                if card == UNKNOWN:
                    continue
                seen[card] += 1
                most = COPIES[card] * decks
                if seen[card] == most + 1:
                    # TRANSLATORS: %(count)s is how many copies the deck has, %(card)s a card (7), %(found)s how many
                    # the position has
                    found.append(Problem(Msg(NP_("The deck holds only %(count)s copy of %(card)s; the position has "
                                                 "%(found)s.",
                                                 "The deck holds only %(count)s copies of %(card)s; the position "
                                                 "has %(found)s."),
                                             count=most, card=card, found=counts[card]),
                                         f"{path}[{i}]"))
    size = DECK_SIZE * decks
    if total > size:
        # TRANSLATORS: %(found)s and %(count)s are numbers of cards
        found.append(Problem(Msg(NP_("The position holds %(found)s cards, but the deck has only %(count)s card.",
                                     "The position holds %(found)s cards, but the deck has only %(count)s cards."),
                                 count=size, found=total), ""))
    elif pos.removed is not None and total + TABLE_SIZE * sum(s.face_up is None for s in pos.seats) < size:
        # face-up cards not shown (None) may be up to three each
        # TRANSLATORS: %(count)s is the number of cards in the deck, %(found)s the number the position places
        found.append(Problem(Msg(NP_("With the cleared cards listed, all %(count)s card of the deck must be "
                                     "somewhere, but the position places %(found)s.",
                                     "With the cleared cards listed, all %(count)s cards of the deck must be "
                                     "somewhere, but the position places %(found)s."),
                                 count=size, found=total), "removed"))
    _pile_problems(pos, found)
    _seat_problems(pos, found)
    return found


def _pile_problems(pos: Position, found: list[Problem]) -> None:
    """The pile only ever goes up, never holds a Clear card or three in a row."""
    below = pos.pile.count(UNKNOWN)
    known = pos.pile[below:]
    for i, card in enumerate(known):
        if card in CLEAR_SET:
            found.append(Problem(Msg(N_("A Clear card never stays on the pile: it clears the pile at once.")),
                                 f"pile[{i}]"))
        elif i > 0 and known[i - 1] in NUMBER_SET and rank(card) < rank(known[i - 1]):
            # TRANSLATORS: %(card)s and %(below)s are number cards (4, 7)
            found.append(Problem(Msg(N_("%(card)s cannot lie on %(below)s: each card on the pile is equal to "
                                        "or higher than the one under it."), card=card, below=known[i - 1]),
                                 f"pile[{i}]"))
        elif i > 1 and known[i - 2] == known[i - 1] == card:
            # TRANSLATORS: %(card)s is a number card (5)
            found.append(Problem(Msg(N_("Three %(card)s in a row would already have cleared the pile."),
                                     card=card), f"pile[{i}]"))
    if below and len(known) < 2:
        found.append(Problem(Msg(N_("When cards under the pile are left out, list at least its top two cards: "
                                    "a third card of the same number would clear the pile.")), "pile"))


def _seat_problems(pos: Position, found: list[Problem]) -> None:
    """What the order hand -> face-up -> face-down and the draw allow."""
    out = []
    short: list[tuple[str, int]] = []
    draw = pos.draw_pile
    for name, seat in zip(pos.players, pos.seats, strict=True):
        up = seat.face_up or ()
        if up and len(seat.face_down) < TABLE_SIZE:
            # TRANSLATORS: %(name)s is a player's name
            found.append(Problem(Msg(N_("Face-down cards are played only after all face-up cards, but %(name)s "
                                        "still has face-up cards."), name=name), f"cards.{name}.face_down"))
        if draw:
            if len(up) < TABLE_SIZE:
                found.append(Problem(Msg(N_("Cards on the table are played only once the draw pile is used up, "
                                            "but it still has cards.")), f"cards.{name}.face_up"))
            elif len(seat.face_down) < TABLE_SIZE:
                found.append(Problem(Msg(N_("Cards on the table are played only once the draw pile is used up, "
                                            "but it still has cards.")), f"cards.{name}.face_down"))
            if not seat.hand:
                # TRANSLATORS: %(name)s is a player's name
                found.append(Problem(Msg(N_("%(name)s holds no cards while the draw pile still has cards: a "
                                            "turn ends with drawing back up to three."), name=name),
                                     f"cards.{name}.hand"))
            elif len(seat.hand) < HAND_SIZE:
                short.append((name, HAND_SIZE - len(seat.hand)))
        if seat.empty:
            out.append(name)
    _short_hands(pos, short, found)
    for name in out[1:]:
        found.append(Problem(Msg(N_("Only one player can run out of cards: the game ends when the first one "
                                    "does.")), f"cards.{name}"))


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
    placed = Counter(c for zone in zones(pos) for c in zone)
    total = sum(placed.values())
    copies = COPIES["clear+2"] * pos.decks
    if pos.removed is not None:
        gone = pos.removed.count("clear+2") + min(pos.removed.count(UNKNOWN), copies)
    else:
        gone = max(0, min(copies - placed["clear+2"], DECK_SIZE * pos.decks - total))
    gone = min(gone, copies)
    if len(short) <= gone:
        return
    for name, _ in short:
        # TRANSLATORS: %(name)s is a player's name, %(count)s the number of cards in the hand, %(gone)s how many
        # Clear +2 cards have left the game
        found.append(Problem(Msg(NP_("%(name)s holds %(count)s card while the draw pile still has cards. Every turn "
                                     "ends with drawing back up to three, except one that ends by picking up the "
                                     "pile after a Clear +2, which leaves that one hand short; only %(gone)s "
                                     "Clear +2 can have left the game, and more hands than that are short of three.",
                                     "%(name)s holds %(count)s cards while the draw pile still has cards. Every turn "
                                     "ends with drawing back up to three, except one that ends by picking up the "
                                     "pile after a Clear +2, which leaves that one hand short; only %(gone)s "
                                     "Clear +2 can have left the game, and more hands than that are short of three."),
                                 name=name, count=len(pos.seat(name).hand), gone=gone), f"cards.{name}.hand"))


def card_data(card: Card) -> Any:
    """A card as plain data for YAML: numbers as numbers, unknown as ``"?"``."""
    return int(card) if card in NUMBER_SET else card


def position_data(game_id: str, pos: Position) -> Data:
    def cards(entries: Cards) -> Any:
        if entries and all(c == UNKNOWN for c in entries):
            return len(entries)
        return [card_data(c) for c in entries]

    data: Data = {"game": game_id, "players": list(pos.players), "to_move": pos.to_move}
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
