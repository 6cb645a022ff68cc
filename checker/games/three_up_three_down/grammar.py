"""3UP 3DOWN moves as players say them (``Game.grammar``): the items of a said move
(``checker.reader.phrase``) to canonical move strings.

A move is steps. A new step begins at a comma, "then" or "and", at a move word, and where a
card of another number follows ("clear plus two nine four": three discards); "with" and
"together" keep cards in one discard ("the fours with the nine"). Cards are counted ("two
fours", "all four sevens", "three clear plus ones in a row": three discards), or every card of a
number where the player plays from ("the fours"). Face-down cards are named by their place
(a number or "the second"), and what turned up after a colon, "=" or "it's". A source said
before a colon holds for every step ("from the table: ..."); cards said after "on" describe the
pile ("six on the sixes") and are not played.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...i18n import N_, Msg
from ...reader import unread
from ..base import UNKNOWN, bad_move
from .model import CARDS, Position
from .notation import read_card

Item = tuple[Any, ...]
ALL = -1
SOURCES = ("play", "up", "down")
VERBS = (*SOURCES, "draw", "pickup")
CLEARS = ("clear", "clear+1", "clear+2")
#: the most copies a count said before a plural may be ("all four sevens")
MOST_COUNT = 12


@dataclass
class _Step:
    verb: str | None = None
    cards: list[str] = field(default_factory=list)
    slot: int | None = None
    value: str | None = None
    said: bool = False  # the move word was said


def grammar(items: list[Item], pos: Position) -> list[tuple[str, int]]:
    items, source = _global_source(items)
    together = ("f", "together") in items
    steps: list[_Step] = [_Step()]
    strain = 0
    join = False
    described = False
    showing = False
    i = 0
    while i < len(items):
        item = items[i]
        kind = item[0]
        word = item[1] if kind in ("w", "plw") else None
        cur = steps[-1]
        if kind == "sep" or item in (("f", "then"), ("w", "then"), ("f", "and")):
            described = False
            if kind == "sep" and item[1] == ":" and cur.verb == "down" and cur.value is None:
                showing = True
            elif not (together and item == ("f", "and")) and not (cur.verb in SOURCES and cur.said and not cur.cards
                                                                   and cur.slot is None):
                _next(steps)  # ("and then the five": the move word said before "then" holds)
            i += 1
            continue
        if item == ("f", "with"):
            join, described = True, False
            i += 1
            continue
        if item in (("f", "to"),):
            described = True  # "on the sixes": the pile, not a discard
            i += 1
            continue
        if item == ("f", "shows"):
            showing = True
            i += 1
            continue
        if kind == "w" and word in SOURCES and cur.cards and not cur.said and cur.verb is None \
                and (i + 1 == len(items) or items[i + 1][0] == "sep" or items[i + 1] == ("f", "and")):
            cur.verb, cur.said = str(word), True  # "the two nines face up": the source after the cards
            i += 1
            continue
        if kind == "w" and word in VERBS:
            same_down = word == "down" and cur.verb == "down" and cur.value is None  # "the first face-down card"
            if not same_down and (cur.cards or cur.slot is not None or cur.value is not None
                                  or (cur.said and cur.verb != word) or cur.verb in ("draw", "pickup")):
                cur = _next(steps)
            if cur.verb is None or cur.verb == "play" or word == "down":
                cur.verb = str(word)
            cur.said = True
            i += 1
            continue
        if described:
            i += 1
            continue
        if kind in ("f", "amount"):
            i += 1  # "in a row", "together" were read with the cards; "draws a card" is how many
            continue
        if kind == "ord":
            if cur.verb not in (None, "down") or cur.cards:
                cur = _next(steps)
            cur.slot = item[1]
            cur.verb = "down"
            i += 1
            continue
        count, value, step = _cards(items, i, cur, pos)
        if value is None:
            if kind == "raw" and _down_slot(cur, str(item[1])):
                i += 1
                continue
            raise unread(Msg(N_("it names no card and no move.")))
        i += step
        if cur.verb == "down" and (showing or cur.slot is not None):
            if showing or len(item) > 2 or value != "1":
                if cur.value is not None:
                    strain += 2
                cur.value = value
            showing = False
            continue  # "the second blind one": a pronoun, not a card
        if cur.verb == "down" and cur.slot is None and value.isdigit():
            cur.slot = int(value)
            continue
        if count == "apart":
            for _n in range(item[1] if kind in ("n", "cnt") and item[1] > 0 else 1):
                cur = steps[-1] if not steps[-1].cards else _next(steps)
                cur.cards.append(value)
            continue
        if cur.cards and cur.cards[-1] != value and not join and not together and cur.verb != "draw":
            cur = _next(steps, cur.verb if not cur.said else None)
        cur.cards += [value] * (count if isinstance(count, int) else 1)
        join = False
    steps = [s for s in steps if s.verb or s.cards or s.slot is not None]
    if not steps:
        raise unread(Msg(N_("it names no card and no move.")))
    return [(", ".join(_text(s, source) for s in steps), strain)]


def _next(steps: list[_Step], verb: str | None = None) -> _Step:
    if steps[-1].verb or steps[-1].cards or steps[-1].slot is not None:
        steps.append(_Step(verb))
    return steps[-1]


def _global_source(items: list[Item]) -> tuple[list[Item], str | None]:
    """A source said before a colon, with no card: the source of every step ("from the table: ...")."""
    if len(items) >= 2 and items[0][0] == "w" and items[0][1] in ("up", "down") and items[1] == ("sep", ":") \
            and items[0][1] != "down":
        return items[2:], str(items[0][1])
    return items, None


def _down_slot(step: _Step, text: str) -> bool:
    """``2=7`` or ``=7`` after down: the place and what turned up."""
    if step.verb != "down":
        return False
    slot, sep, value = text.partition("=")
    if not sep:
        return False
    if slot:
        if not slot.isdigit():
            return False
        step.slot = int(slot)
    if value:
        card = read_card(value)
        if card is None:
            return False
        step.value = card
    return True


def _card(item: Item) -> str | None:
    if item[0] == "n":
        return str(item[1]) if 1 <= item[1] <= 10 else None
    if item[0] == "w" and item[1] in CLEARS:
        return str(item[1])
    if item[0] == "raw":
        return read_card(item[1])
    return None


def _cards(items: list[Item], i: int, cur: _Step, pos: Position) -> tuple[Any, str | None, int]:
    """(how many, the card, items taken) for the card said at ``i``: counted, plural or single;
    how many is "apart" for a count of separate discards ("three clears in a row")."""
    item = items[i]
    nxt = items[i + 1] if i + 1 < len(items) else None
    after = items[i + 2] if i + 2 < len(items) else None
    count: Any = None
    step = 0
    if item[0] in ("n", "cnt") and nxt is not None and (nxt[0] in ("pl", "plw") or
                                                        (nxt[0] == "n" and item[1] == ALL)):
        count, step = item[1], 1
        if nxt[0] == "n" and after is not None and after[0] in ("pl", "plw"):
            count, step = nxt[1], 2
        item = items[i + step]
    elif item[0] in ("n", "cnt") and nxt is not None and nxt[0] == "w" and nxt[1] in SOURCES \
            and after is not None and after[0] in ("pl", "plw"):
        cur.verb, cur.said = str(nxt[1]), True  # "the two face-up nines"
        count, step = item[1], 2
        item = after
    elif item[0] == "cnt" and nxt is not None and _card(nxt) is not None:
        step = 1  # "a five"; "both clears" said with the singular
        count = item[1] if item[1] > 1 else None
        item = nxt
    if item[0] in ("pl", "plw"):
        value = str(item[1])
        if value not in CARDS:
            return None, None, 1
        rest = items[i + step + 1:]
        if ("f", "apart") in rest[:2]:
            return "apart", value, step + 1
        if count is None or count == ALL:
            count = _all_of(pos, cur.verb, value)
        if not 0 < count <= MOST_COUNT:
            return None, None, 1
        return count, value, step + 1
    card = _card(item)
    return ((count or 1) if card is not None else None), card, step + 1


def _all_of(pos: Position, verb: str | None, value: str) -> int:
    """Every card of ``value`` where the player plays from (the hand, else the face-up cards); at
    least one (the judge says so when there is none)."""
    seat = pos.seat(pos.to_move)
    where = seat.face_up if verb == "up" or (verb is None and not seat.hand) else seat.hand
    if where is None or UNKNOWN in where:
        # TRANSLATORS: said when a phrase plays "every card of a number" from cards the position does not show
        raise bad_move("", Msg(N_("how many cards that is depends on cards the position does not show; say how many.")))
    return max(sum(1 for c in where if c == value), 1)


def _text(step: _Step, source: str | None) -> str:
    verb = step.verb or source or "play"
    if verb == "play" and source:
        verb = source
    if verb == "down":
        return "down" + (f" {step.slot}" if step.slot is not None else "") + (f"={step.value}" if step.value else "")
    if verb in ("draw",):
        return "draw" + "".join(f" {c}" for c in step.cards)
    if verb == "pickup":
        return "pickup"
    return f"{verb} " + " ".join(step.cards) if step.cards else verb
