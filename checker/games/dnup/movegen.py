"""dnup's move generator. The moves are built legal rather than tried one by
one, from the cards of the hand itself (so they are held) and with the very
predicates the judge decides by (``opening_state``, ``size_index``,
``covers``, ``fits``, ``others``): no rule is coded twice. The tests hold the
list to the judge (every listed move is legal; every legal nearby move is listed)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from itertools import combinations, groupby
from operator import attrgetter

from ...i18n import Msg
from ..base import LazyOption, MoveOption
from . import messages as m
from .model import Add, Card, Move, Play, Position, Take, Turn, texts
from .notation import move_text
from .rules import covers, fits, opening_state, others, size_index

# how each kind of listed move is made (``LazyOption``): the move and its text only when read
_PLAY = (Play, move_text, None)
_TAKE = (Take, move_text, None)
_TURN = (lambda _what: Turn(), move_text, None)


def _add(what: tuple[Card, str]) -> Add:
    return Add(*what)


_ADD = (_add, move_text, None)
_ACTIVE = attrgetter("active")


def multisets(group: tuple[Card, ...], size: int) -> Iterator[tuple[Card, ...]]:
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

    def pick(i: int, need: int, chosen: tuple[Card, ...]) -> Iterator[tuple[Card, ...]]:
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


def _groups(known: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """The cards of a hand by active value, in increasing order of value, each group sorted (the
    order of the cards themselves: ``Card`` tuples sort by active value first)."""
    return [tuple(group) for _value, group in groupby(sorted(known), _ACTIVE)]


def _distinct(group: tuple[Card, ...]) -> list[Card]:
    """The different cards of a sorted group, in order (equal cards lie side by side)."""
    return [card for index, card in enumerate(group) if index == 0 or group[index - 1] != card]


def legal_moves(pos: Position, expand: bool = False, limit: int = 500) -> list[MoveOption[Move]]:
    """The legal moves, folded (a choice of equal-valued cards described) or
    ``expand``ed, at most ``limit``."""
    options: list[MoveOption[Move]] = []
    if pos.round_over or limit <= 0:
        return options
    if pos.round_start and opening_state(pos)[0] is not None:
        return options
    hand = pos.hands.get(pos.to_move)
    known = hand.known if hand is not None else ()
    sets = others(pos)
    sizes = size_index(sets)
    append = options.append

    groups = _groups(known)
    for group in groups:
        value = group[0].active
        if expand:
            if len(group) == 1:  # the usual group: one card, one set of it
                hit = sizes.get(1)
                if hit is None or covers(value, hit[1]):
                    append(LazyOption(_PLAY, group))
                    if len(options) >= limit:
                        return options
                continue
            # no card twice (always so with a real deck): plain combinations (``multisets``), asked once
            plain = len(_distinct(group)) == len(group)
            for size in range(1, len(group) + 1):
                hit = sizes.get(size)
                if hit is not None and not covers(value, hit[1]):
                    continue
                for combo in combinations(group, size) if plain else multisets(group, size):
                    append(LazyOption(_PLAY, combo))
                    if len(options) >= limit:
                        return options
            continue
        mixed = group[0] != group[-1]
        for size in range(1, len(group) + 1):
            hit = sizes.get(size)
            if hit is not None and not covers(value, hit[1]):
                continue
            if mixed and size < len(group):
                choice = partial(Msg, m.C_CHOOSE_CARDS, count=size, cards=texts(group))
                append(LazyOption((Play, move_text, choice), group[:size]))
            else:
                append(LazyOption(_PLAY, group[:size]))
            if len(options) >= limit:
                return options

    owners = [o for o in pos.players if o in sets]
    if known:
        by_value = {group[0].active: group for group in groups}
        for owner in owners:
            target = sets[owner]
            value = target[0].active
            same = by_value.get(value)
            # the cards of the set's value (the others cannot fit), held to the rule the judge asks
            fitting = [c for c in _distinct(same) if fits(c, target)] if same is not None else []
            if not fitting:
                continue
            hit = sizes.get(len(target) + 1)
            if hit is not None and not covers(value, hit[1]):
                continue
            if expand or len(fitting) == 1:
                for card in fitting:
                    append(LazyOption(_ADD, (card, owner)))
                    if len(options) >= limit:
                        return options
            else:
                choice = partial(Msg, m.C_CHOOSE_CARD, cards=texts(fitting))
                append(LazyOption((_add, move_text, choice), (fitting[0], owner)))
                if len(options) >= limit:
                    return options
    for owner in owners:
        append(LazyOption(_TAKE, owner))
        if len(options) >= limit:
            return options
    append(LazyOption(_TURN, None))
    return options
