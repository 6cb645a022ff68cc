"""Reading and writing dnup positions: the schema of the game's own keys,
``build`` (data -> position; a name that is no player cannot be read),
``problems`` (the one check of what cannot happen) and ``position_data``."""

from __future__ import annotations

from operator import attrgetter
from types import MappingProxyType
from typing import Any

from ...i18n import Msg
from ...verdict import Problem
from ..base import UNKNOWN, Data
from . import messages as m
from .model import (
    ALL_TOKENS,
    CARD_PATTERN,
    DECK_DEFAULT,
    DECK_LIMIT,
    GAME_ID,
    STAR_VALUES,
    WIN_TOKENS,
    Card,
    Discard,
    Hand,
    Position,
    read_card,
    texts,
)


def own_schema() -> tuple[dict[str, Any], list[str]]:
    card = {"type": "string", "pattern": CARD_PATTERN,
            "x-form": m.X_CARD, "description": m.D_CARD}
    hand_card = {"type": "string", "pattern": CARD_PATTERN + r"|\?",
                 "x-form": m.X_HAND_CARD, "description": m.D_HAND_CARD}
    props = {
        "hands": {
            "type": "object",
            "description": m.D_HANDS,
            "additionalProperties": {"anyOf": [
                {"type": "integer", "minimum": 0, "maximum": 40},
                {"type": "array", "maxItems": 40, "items": hand_card},
                {"type": "null"},
            ]},
        },
        "table": {
            "type": "object",
            "description": m.D_TABLE,
            "additionalProperties": {"type": "array", "minItems": 1, "maxItems": 40, "items": card},
        },
        "out": {
            "type": "array", "maxItems": 2, "uniqueItems": True,
            "description": m.D_OUT,
            "items": {"type": "string"},
        },
        "tokens": {
            "type": "object",
            "description": m.D_TOKENS,
            "additionalProperties": {"type": "integer", "minimum": 0, "maximum": ALL_TOKENS},
        },
        "discard": {
            "description": m.D_DISCARD,
            "anyOf": [
                {"type": "integer", "minimum": 0, "maximum": 40},
                {"type": "array", "maxItems": 40, "items": card},
            ],
        },
        "round_start": {
            "type": "boolean",
            "description": m.D_ROUND_START,
        },
    }
    return props, []


def bare_unknowns(data: object) -> None:
    """A bare ? in a YAML list reads as an empty mapping ({None: None}); at a
    table people type it unquoted, so take it as the unknown card."""
    if isinstance(data, dict) and isinstance(data.get("hands"), dict):
        for name, hand in data["hands"].items():
            if isinstance(hand, list):
                data["hands"][name] = [UNKNOWN if item == {None: None} else item for item in hand]


def _stranger(name: str, path: str) -> Problem:
    return Problem(Msg(m.P_STRANGER, name=name), path)


def _cards(raw: list[str]) -> tuple[Card, ...]:
    """Schema-valid card texts (the pattern is the card syntax) as cards."""
    return tuple(read_card(item) for item in raw)  # type: ignore[misc]


def build(data: Data, house_rules: frozenset[str], problems: list[Problem]) -> Position:
    """The position of schema-valid ``data``; a name that is not seated cannot be read."""
    players = tuple(data["players"])
    seated = set(players)
    out = []
    for index, name in enumerate(data.get("out", [])):
        if name in seated:
            out.append(name)
        else:
            problems.append(_stranger(name, f"out[{index}]"))

    hands: dict[str, Hand | None] = dict.fromkeys(players)
    for name, raw in (data.get("hands") or {}).items():
        if name not in seated:
            problems.append(_stranger(name, f"hands.{name}"))
        elif isinstance(raw, int):
            hands[name] = Hand.of((), raw)
        elif raw is not None:
            hidden = sum(1 for item in raw if item == UNKNOWN)
            hands[name] = Hand.of(_cards([item for item in raw if item != UNKNOWN]), hidden)
    for name in out:
        if hands.get(name) is None:
            hands[name] = Hand()

    table: dict[str, tuple[Card, ...]] = {}
    for name, raw in (data.get("table") or {}).items():
        if name not in seated:
            problems.append(_stranger(name, f"table.{name}"))
        else:
            table[name] = _cards(raw)

    raw_discard = data.get("discard")
    discard: Discard = _cards(raw_discard) if isinstance(raw_discard, list) else raw_discard

    tokens_won = dict.fromkeys(players, 0)
    for name, count in (data.get("tokens") or {}).items():
        if name not in seated:
            problems.append(_stranger(name, f"tokens.{name}"))
        else:
            tokens_won[name] = count
    return Position(players=players, to_move=data["to_move"], house_rules=house_rules,
                    hands=MappingProxyType(hands), table=MappingProxyType(table), out=tuple(out),
                    tokens=MappingProxyType(tokens_won), discard=discard,
                    round_start=bool(data.get("round_start", False)))


def problems(pos: Position) -> list[Problem]:
    """Everything that makes ``pos`` impossible, with field paths: one starred
    card and only on 1/5, sets of one value and distinct sizes, hands of the
    players out, the player to move not out, letter tokens, an untouched table
    at the round's start, and the number of cards. (It runs after every move of a
    random playout: the cards are tested for a star by C loops, ``True in map``,
    and a path is written only for a starred card.)"""
    found: list[Problem] = []
    stars: list[str] = []
    players, out, hands, table, discard = pos.players, pos.out, pos.hands, pos.table, pos.discard
    total = 0
    for name, hand in hands.items():
        if hand is not None:
            total += len(hand.cards)
            known = hand.known
            if True in map(_STARRED, known):
                for index, card in enumerate(known):
                    if card.star:
                        _star_problem(card, f"hands.{name}[{index}]", stars, found)
    sizes: dict[int, str] = {}
    for name, cards in table.items():
        size = len(cards)
        total += size
        if True in map(_STARRED, cards):
            for index, card in enumerate(cards):
                if card.star:
                    _star_problem(card, f"table.{name}[{index}]", stars, found)
        if size > 1 and len(set(map(_ACTIVE, cards))) > 1:
            found.append(Problem(Msg(m.P_NOT_A_SET, cards=texts(cards), rule="dnup.set.definition"), f"table.{name}"))
        if size in sizes:
            found.append(Problem(Msg(m.P_SAME_SIZE, n=size, first=sizes[size], second=name, size=size,
                                     rule="dnup.table.distinct-sizes"), f"table.{name}"))
        else:
            sizes[size] = name
    if isinstance(discard, tuple):
        total += len(discard)
        if True in map(_STARRED, discard):
            for index, card in enumerate(discard):
                if card.star:
                    _star_problem(card, f"discard[{index}]", stars, found)
    elif discard is not None:
        total += discard
    tokens = pos.tokens
    won = {p: tokens.get(p, 0) for p in players}
    tokens_key = (out, tuple(won.items()))
    if tokens_key not in _TOKENS_FINE:
        before = len(found)
        _token_problems(out, won, found)
        if len(players) > 2 and not any(p.path.startswith("tokens") for p in found):
            _token_history(out, won, found)
        if len(found) == before:
            if len(_TOKENS_FINE) >= TOKENS_MEMO:
                _TOKENS_FINE.clear()
            _TOKENS_FINE.add(tokens_key)

    for name in players:
        hand = hands.get(name)
        if hand is None:
            continue
        if name in out:
            if hand.cards:
                found.append(Problem(Msg(m.P_OUT_HOLDS, player=name, count=hand.size), f"hands.{name}"))
        elif not hand.cards:
            found.append(Problem(Msg(m.P_EMPTY_NOT_OUT, player=name, rule="dnup.round.first-out"), f"hands.{name}"))
    if out and pos.to_move in out and not pos.round_over:
        found.append(Problem(Msg(m.P_OUT_TO_MOVE, player=pos.to_move, rule="dnup.round.first-out"), "to_move"))
    if pos.round_start:
        shown = [hands.get(name) for name in players]
        if not stars and all(hand is not None and not hand.unknown for hand in shown):
            # every hand is shown and the starred card is in none (table and discard are empty at a
            # round's start, or a problem below): nobody can open the round
            found.append(Problem(Msg(m.P_NO_OPENER, card="1/5*", rule="dnup.setup.start-player"), "hands"))
        for key, present in (("table", bool(table)), ("out", bool(out)), ("discard", bool(discard))):
            if present:
                found.append(Problem(Msg(m.P_ROUND_START_NOT_EMPTY, key=key), key))

    limit = DECK_LIMIT.get(len(players), DECK_DEFAULT)
    if total > limit:
        found.append(Problem(Msg(m.P_TOO_MANY_CARDS, count=total, players=len(players), limit=limit,
                                 rule="dnup.components.cards"), "hands"))
    return found


#: the tokens (players out, and every player's tokens) that ``_token_problems`` and ``_token_history``,
#: pure functions of them, find nothing wrong with: a memo of immutable values (tokens change only
#: when a round ends, so a game asks about the same few all the time), emptied when it grows large;
#: the server's threads may share it (a key added twice is the same key)
_TOKENS_FINE: set[tuple[tuple[str, ...], tuple[tuple[str, int], ...]]] = set()
TOKENS_MEMO = 4096
#: a card's star and its active value, read in C (``map``) over the cards of a position
_STARRED = attrgetter("star")
_ACTIVE = attrgetter("active")


def _star_problem(card: Card, path: str, stars: list[str], found: list[Problem]) -> None:
    if not card.star:
        return
    if sorted((card.active, card.dormant)) != list(STAR_VALUES):
        found.append(Problem(Msg(m.P_STAR_CARD, card=card.text(), rule="dnup.setup.start-player"), path))
    elif stars:
        found.append(Problem(Msg(m.P_TWO_STARS, other=stars[0]), path))
    else:
        stars.append(path)


def _token_problems(out: tuple[str, ...], won: dict[str, int], found: list[Problem]) -> None:
    for name, count in won.items():
        if out and name == out[0]:
            low, high = 2, WIN_TOKENS - 1 + 2
        elif len(out) > 1 and name == out[1]:
            low, high = 1, WIN_TOKENS - 1 + 1
        else:
            low, high = 0, WIN_TOKENS - 1
        if count > high:
            found.append(Problem(Msg(m.P_TOO_MANY_TOKENS, player=name, count=count, limit=high, rule="dnup.game.win"),
                                 f"tokens.{name}"))
        elif count < low:
            found.append(Problem(Msg(m.P_TOO_FEW_TOKENS, n=low, player=name, count=count, limit=low), f"tokens.{name}"))
    # Five players at 3 tokens each hold 15, and the round that ends the game
    # still gives 2 + 1: the 16 tokens can run short only in that round, and
    # it changes no winner, so tokens are counted as won there.
    if sum(won.values()) > ALL_TOKENS and max(won.values(), default=0) < WIN_TOKENS:
        found.append(Problem(Msg(m.P_ALL_TOKENS, count=sum(won.values()), limit=ALL_TOKENS), "tokens"))


def _token_history(out: tuple[str, ...], won: dict[str, int], found: list[Problem]) -> None:
    """The tokens won before this round must be what some finished rounds hand out (dnup.round.second-out):
    each round gives 2 to its first player out and 1 to its second, two different players. So the
    total is 3r for r rounds, and player p, first out A times and second out B times, holds 2A + B
    with A + B <= r. Such A exist, summing to r, exactly when max(0, t - r) <= floor(t / 2) for each
    player's t and those bounds bracket r; pairing the rounds' first and second players then only
    needs nobody to take more than r of the 2r places, which A + B <= r gives (Hall's condition).
    The tokens are a fact of the file (a player left out holds none), so a refusal holds whatever the
    rest of the position leaves out. Two players are left alone: the source does not give their rules."""
    earlier = dict(won)
    for name, prize in zip(out, (2, 1), strict=False):
        earlier[name] -= prize
    total = sum(earlier.values())
    if total % 3 == 0:
        # one pass over the players: each one's bounds, and their sums
        rounds = total // 3
        low = high = 0
        for t in earlier.values():
            least, most = (t - rounds if t > rounds else 0), t // 2
            if least > most:
                break
            low += least
            high += most
        else:
            if low <= rounds <= high:
                return
    found.append(Problem(Msg(m.P_TOKEN_HISTORY, counts=[f"{name} {count}" for name, count in earlier.items()],
                             rule="dnup.round.second-out"), "tokens"))


def position_data(pos: Position) -> Data:
    data: dict[str, Any] = {"game": GAME_ID, "players": list(pos.players), "to_move": pos.to_move}
    if pos.house_rules:
        data["house_rules"] = sorted(pos.house_rules)
    if pos.round_start:
        data["round_start"] = True
    won = {p: n for p, n in pos.tokens.items() if n}
    if won:
        data["tokens"] = won
    if pos.out:
        data["out"] = list(pos.out)
    hands: dict[str, Any] = {}
    for name in pos.players:
        hand = pos.hands.get(name)
        if hand is None:
            continue
        known = hand.known
        if not known and hand.cards:
            hands[name] = len(hand.cards)
        else:
            hands[name] = [*texts(known), *(UNKNOWN,) * hand.unknown]
    data["hands"] = hands
    if pos.table:
        data["table"] = {owner: texts(cards) for owner, cards in pos.table.items()}
    if isinstance(pos.discard, int):
        data["discard"] = pos.discard
    elif pos.discard is not None:
        data["discard"] = texts(pos.discard)
    return data
