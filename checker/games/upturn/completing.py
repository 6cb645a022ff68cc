"""Moves that leave a choice open (``Game.completions``): the trend a Joker or an Up & Down
arrow names, whether an arrow or a Joker keeps or reverses the direction of play, and who gets
the tiles a twin or a hand draws. ``checker.answer`` judges such a move over every completion."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from itertools import product

from ...i18n import Msg
from ..base import Choice, Completion
from . import messages as m
from . import rules
from .model import ASC, DESC, Move, Position, TilePlay, is_hand, is_twin

#: the most completions a move is judged over
MOST = 400


#: one open slot: (kind, rule, message, depth in the then-chain, field, options as (pick, value))
Slot = tuple[str, str, Msg, int, str, list[tuple[str, object]]]


def completions(pos: Position, move: Move) -> tuple[list[Choice], list[Completion[Move]]] | None:
    if move.play is None:
        return None
    if _lacks_a_tile(pos, move.play):
        # the move fails whatever is chosen: judged as it stands
        return None
    slots: list[Slot] = []
    _open(pos, move.play, slots, _ends_game(pos, move.play), 0)
    if not slots:
        return None
    kinds: dict[str, int] = {}
    named: list[str] = []
    for slot in slots:
        kinds[slot[0]] = kinds.get(slot[0], 0) + 1
        named.append(slot[0] if kinds[slot[0]] == 1 else f"{slot[0]}:{kinds[slot[0]]}")
    choices = [Choice(kind, slot[1], slot[2]) for kind, slot in zip(named, slots, strict=True)]
    done: list[Completion[Move]] = []
    for picks in product(*(slot[5] for slot in slots)):
        values = {(slot[3], slot[4]): value for slot, (_pick, value) in zip(slots, picks, strict=True)}
        play = _fill(move.play, values, 0)
        done.append(Completion(replace(move, play=play),
                               {kind: pick for kind, (pick, _value) in zip(named, picks, strict=True)}))
        if len(done) >= MOST:
            break
    return choices, done


def _lacks_a_tile(pos: Position, play: TilePlay) -> bool:
    """Whether the mover's rack, known tile by tile, holds fewer of some tile than the play places
    (counted in a plain dict: a play places a tile or a few)."""
    rack = pos.racks[pos.seat(pos.to_move)]
    if rack is None or "?" in rack:
        return False
    need: dict[str, int] = {}
    p: TilePlay | None = play
    while p is not None:
        for tile in (p.tile, *p.fill):
            need[tile] = need.get(tile, 0) + 1
        p = p.then
    return any(rack.count(tile) < count for tile, count in need.items())


def _ends_game(pos: Position, play: TilePlay) -> bool:
    rack = pos.racks[pos.seat(pos.to_move)]
    return rack is not None and "?" not in rack and play.tiles() >= len(rack)


def _open(pos: Position, p: TilePlay, slots: list[Slot], ends_game: bool, depth: int) -> None:
    """The open slots of ``p`` and of the plays after it."""
    t = p.tile
    last = ends_game and p.then is None
    if t in rules.NAMES_TREND and p.trend is None:
        msg = Msg(m.CH_JOKER_TREND if t == "joker" else m.CH_UPDOWN_TREND)
        rule = "upturn.play.joker" if t == "joker" else "upturn.play.up-down"
        slots.append(("trend", rule, msg, depth, "trend", [(ASC, ASC), (DESC, DESC)]))
    if t in rules.REVERSIBLE and p.reverse is None and not last:
        slots.append(("reverse", "upturn.play.reverse", Msg(m.CH_REVERSE), depth, "reverse",
                      [("keep", False), ("reverse", True)]))
    if (is_twin(t) or is_hand(t)) and not p.give and not last and len(pos.players) > 2:  # (both are numbers)
        others = rules.opponents(pos.players, pos.seat(pos.to_move), pos.direction)
        if is_twin(t):
            count = rules.twin_draws(len(p.fill), pos.house_rules)
            if count:
                slots.append(("give", "upturn.play.twin.give", Msg(m.CH_TWIN_GIVE), depth, "give",
                              [(_give_pick(g, count), g) for g in _splits(count, others)]))
        elif is_hand(t):
            slots.append(("give", "upturn.play.hand", Msg(m.CH_HAND_GIVE), depth, "give",
                          [(n, ((n, 1),)) for n in others]))
    if p.then is not None:
        _open(pos, p.then, slots, ends_game, depth + 1)


def _fill(p: TilePlay, values: dict[tuple[int, str], object], depth: int) -> TilePlay:
    then = _fill(p.then, values, depth + 1) if p.then is not None else None
    changes = {field: value for (d, field), value in values.items() if d == depth}
    return replace(p, then=then, **changes)  # type: ignore[arg-type]


def _give_pick(give: tuple[tuple[str, int], ...], count: int) -> str:
    return give[0][0] if count == 1 else " ".join(f"{n}:{c}" for n, c in give)


def _splits(count: int, names: list[str]) -> Iterator[tuple[tuple[str, int], ...]]:
    """Every way to hand ``count`` tiles to ``names`` (each named one gets one or more),
    the player next in turn getting the most first."""
    def parts(left: int, k: int) -> Iterator[tuple[int, ...]]:
        if k == 1:
            yield (left,)
            return
        for first in range(left, -1, -1):
            for rest in parts(left - first, k - 1):
                yield (first, *rest)

    for counts in parts(count, len(names)):
        yield tuple((n, c) for n, c in zip(names, counts, strict=True) if c)
