"""dnup moves as players say them (``Game.grammar``): the items of a said move
(``checker.reader.phrase``) to canonical move strings.

Cards are said as ``5/1``, "five-one" (two numbers joined), by their active value alone ("a
five"), counted ("two fives", "both fives", "a pair of sixes"), as every card of a value in
the hand ("the sixes"), or as a set of a size whose value is left open ("a pair": ``play ? ?``,
judged over every pair the hand holds). Two numbers said side by side ("six six") are one card
or two cards of that value: both readings. The owner of a set is the seated name said; cards
said after "on", "to" or "onto" describe the set they go to ("on Bartek's fours") and are not
played. Without a move word, one card said with an owner is added, several are played.
"""

from __future__ import annotations

from typing import Any

from ...i18n import Msg
from ...reader import unread
from ..base import bad_move
from . import messages as m
from .model import VERBS, Position, read_card, read_open_card
from .words import NOTATION

Item = tuple[Any, ...]
ALL = -1
#: the most cards a count said before a plural may be ("four sevens")
MOST_COUNT = 12
MARKERS = (("f", "to"), ("w", "to"))


def grammar(items: list[Item], pos: Position) -> list[tuple[str, int]]:
    verb = next((i[1] for i in items if i[0] == "w" and i[1] in VERBS), None)
    names = [i[1] for i in items if i[0] == "name"]
    owner = names[-1] if names else None
    strain = 0 if len(set(names)) <= 1 else 2
    readings = _cards(items, pos)
    out: list[tuple[str, int]] = []
    for cards, card_strain in readings:
        out += _move(verb, cards, owner, items, pos, strain + card_strain)
    if not out:
        raise unread(Msg(m.R_NO_MOVE))
    return out


def _move(verb: str | None, cards: list[str], owner: str | None, items: list[Item], pos: Position,
          strain: int) -> list[tuple[str, int]]:
    hand = ("w", "hand") in items
    if verb == "pass":
        if cards or owner:
            raise bad_move("", Msg(m.M_NOTHING_AFTER, word=NOTATION.shown("pass")))
        return [("pass", strain)]
    if verb == "turn":
        return [("turn" if hand or not cards else "turn " + " ".join(cards), strain + (2 if owner else 0))]
    if verb == "take":
        return [(f"take {owner}" if owner else "take", strain)]
    if verb == "add":
        if not cards:
            return [(f"add to {owner}", strain)] if owner else []
        text = f"add {cards[0]}" + (f" to {owner}" if owner else "")
        return [(text, strain + 2 * (len(cards) - 1))]
    if verb == "play":
        return [("play " + " ".join(cards), strain + _mixed(cards))] if cards else [("play", strain)]
    # no move word: a card with an owner is added, several cards are played
    if not cards:
        return [(f"take {owner}", strain + 1)] if owner else []
    if owner and len(cards) == 1:
        out = [(f"add {cards[0]} to {owner}", strain)]
        target = pos.table.get(owner)
        value = _value(cards[0])
        if target and value is not None and target[0].active != value:
            out.append(("play " + cards[0], strain))  # beating that set rather than adding to it
        return out
    return [("play " + " ".join(cards), strain + _mixed(cards))]


def _value(card: str) -> int | None:
    head = card.split("/")[0]
    return int(head) if head.isdigit() else None


def _mixed(cards: list[str]) -> int:
    values = {_value(c) for c in cards} - {None}
    return 2 if len(values) > 1 else 0


def _cards(items: list[Item], pos: Position) -> list[tuple[list[str], int]]:
    """The cards said (those after "on/to" describe the set they go to), one list per reading."""
    readings: list[tuple[list[str], int]] = [([], 0)]
    described = False
    i = 0
    while i < len(items):
        item = items[i]
        kind = item[0]
        nxt = items[i + 1] if i + 1 < len(items) else None
        after = items[i + 2] if i + 2 < len(items) else None
        if item in MARKERS:
            described = True
            i += 1
            continue
        if kind == "name":
            i += 1
            continue
        found: list[list[str]] = []
        step = 1
        if kind == "raw":
            card = read_card(item[1]) or read_open_card(item[1])
            if card is not None:
                found = [[item[1]]]
        elif kind == "n" and nxt == ("f", "dash") and after is not None and after[0] == "n":
            found, step = [[f"{item[1]}/{after[1]}"]], 3
        elif (kind in ("n", "cnt") and nxt is not None and nxt[0] in ("pl", "set")) or kind == "set":
            found, step = _counted(items, i, pos)
        elif kind == "n" and len(item) == 2 and nxt is not None and nxt[0] == "n" and len(nxt) == 2 \
                and after != ("f", "dash"):
            # two numbers said side by side: one card (six-six) or two cards of that value
            found, step = [[f"{item[1]}/{nxt[1]}"], [str(item[1]), str(nxt[1])]], 2
        elif kind == "n":
            found = [[str(item[1])]]
        elif kind == "pl":
            found = [[str(item[1])] * n for n in _all_of(pos, item[1])]
        if found and not described:
            readings = [(cards + more, strain) for cards, strain in readings for more in found]
        i += step
    return readings


def _counted(items: list[Item], i: int, pos: Position) -> tuple[list[list[str]], int]:
    """"two fives", "both sixes", "all the sixes", "a pair of fives", "a pair" (value left open)."""
    item = items[i]
    count: int | None = None
    step = 0
    if item[0] in ("n", "cnt"):
        count = item[1]
        step = 1
        nxt = items[i + 1]
        if nxt[0] == "set":
            count, step = nxt[1] * (count if count not in (ALL, 1) else 1), 2
    else:
        count, step = item[1], 1
    rest = items[i + step] if i + step < len(items) else None
    if rest in (("f", "from"), ("w", "from")) and items[i][0] != "pl":
        step += 1  # "a pair of fives": Spanish "de", Dutch "van"
        rest = items[i + step] if i + step < len(items) else None
    if rest is not None and rest[0] == "n" and rest[1] <= MOST_COUNT and count == ALL:
        count, step = rest[1], step + 1  # "all four sevens"
        rest = items[i + step] if i + step < len(items) else None
    if rest is not None and rest[0] == "pl":
        value = rest[1]
        counts = _all_of(pos, value) if count == ALL else [count]
        return [[str(value)] * n for n in counts if n and 0 < n <= MOST_COUNT], step + 1
    if count is None or count == ALL or not 0 < count <= MOST_COUNT:
        return [], step
    if rest is not None and rest[0] == "n" and len(rest) == 2:
        return [[str(rest[1])] * count], step + 1  # "a pair of five"
    return [["?"] * count], step


def _all_of(pos: Position, value: int) -> list[int]:
    """How many cards of ``value`` "the sixes" may be: every one the mover's hand shows, and as
    many more as its hidden cards may hide."""
    hand = pos.hands.get(pos.to_move)
    if hand is None:
        return [2, 3, 4]
    known = sum(1 for c in hand.known if c.active == value)
    return list(range(max(known, 1), known + min(hand.unknown, 4) + 1)) or [max(known, 1)]
