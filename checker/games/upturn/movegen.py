"""Upturn's legal moves.

The generator builds only what the judge accepts, using the judge's own rules
(``rules.py``): a number tile must fit the row (``number_problem``), no action
tile before the row has a trend (``action_too_soon``), an arrow may not run
along the row (``arrow_refused``), fill tiles lie strictly between and further
each time (``fill_between``; taken in order of distance), the drawn tiles
(``twin_draws``) all go to opponents (``opponents``), and the call is made
when due (``calls_due``). The tests hold ``judge`` and the generator to each
other.

A twin with many fill tiles has thousands of expanded plays, and a playout reads
one of them: plays are listed as plain tuples (``Parts``), a batch at a time,
and the move, its text and its choices are worked out only when read
(``LazyOption``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from functools import lru_cache, partial
from itertools import product
from typing import TypeVar

from ...i18n import Msg, OneOf
from ..base import UNKNOWN, LazyOption, MoveOption, Why
from . import rules
from .messages import C_FILL, C_GIVE, C_JOIN, C_REVERSE, C_SPLIT
from .model import ASC, DESC, NUMBER_INFO, PASS, Move, MoveKind, Position, TilePlay, Trend, sorted_tiles, value
from .notation import move_text, play_text
from .words import NOTATION

Give = tuple[tuple[str, int], ...]
#: a tile play as plain data: the fields of ``TilePlay`` in their order, ``then`` the same again
Parts = tuple[str, tuple[str, ...], Give, "Trend | None", "bool | None", "Parts | None"]
#: plays the generator yields together, with the choices they fold in
Batch = tuple[Why, Sequence[Parts]]
T = TypeVar("T")


def _made(kind: MoveKind, size: int, parts: Parts | None) -> Move:
    """The move of a listed play of ``kind`` from a rack of ``size`` tiles (None: a plain pass)."""
    if parts is None:
        return PASS
    play = _tile_play(parts)
    return Move(kind, play, rules.calls_due(size - play.tiles()))


def _tile_play(parts: Parts) -> TilePlay:
    tile, fill, give, trend, reverse, then = parts
    return TilePlay(tile, fill, give, trend, reverse, None if then is None else _tile_play(then))


#: how the plain pass is made when its option is read (``LazyOption``)
_PASS = (partial(_made, "pass", 0), move_text, None)
#: (kind, rack size) -> the function that makes a listed play's move (one per rack size a game sees)
_MAKERS: dict[tuple[MoveKind, int], partial[Move]] = {}


def legal_moves(pos: Position, expand: bool = False, limit: int = 500) -> list[MoveOption[Move]]:
    if pos.winner() is not None:
        return []
    rack = pos.racks[pos.players.index(pos.to_move)]
    out: list[MoveOption[Move]] = [LazyOption(_PASS, None)]
    if len(out) >= limit:
        return out
    drawn = None
    if "play-drawn-tile" in pos.house_rules and rack is not None:
        drawn = rules.next_draw(pos.bag, pos.field())
    if rack is not None and drawn is not None:
        held = (*rack, drawn)
        sub = replace(pos, racks=pos.with_rack(held))
        if _listed(out, "pass", _plays(sub, expand, only=drawn), len(held), limit):
            return out
    if rack is None:
        return out
    _listed(out, "play", _plays(pos, expand), len(rack), limit)
    return out


def _listed(out: list[MoveOption[Move]], kind: MoveKind, batches: Iterator[Batch], size: int, limit: int) -> bool:
    """Add the plays of ``batches`` to ``out`` as moves of ``kind`` from a rack of ``size``,
    up to ``limit`` in all; whether the limit was reached."""
    made = _MAKERS.get((kind, size))
    if made is None:
        made = _MAKERS[kind, size] = partial(_made, kind, size)
    for why, plays in batches:
        how = (made, move_text, why)
        room = limit - len(out)
        if len(plays) == 1 < room:
            out.append(LazyOption(how, plays[0]))
        elif len(plays) >= room:
            out += [LazyOption(how, parts) for parts in plays[:room]]
            return True
        else:
            out += [LazyOption(how, parts) for parts in plays]
    return False


def _plays(pos: Position, expand: bool, only: str | None = None, inner: bool = False) -> Iterator[Batch]:
    """The legal tile plays of the player to move, each with the choices folded into
    it. ``inner``: the extra tile after a Joker, whose reversals the Joker's line describes."""
    players = pos.players
    seat = players.index(pos.to_move)
    full = pos.racks[seat]
    assert full is not None
    size = len(full)
    ref = value(pos.last_number())
    trend = pos.trend
    n = len(players)
    tiles = set(full) - {UNKNOWN} if only is None else {only}
    # the number tiles that fit the row, and the action tiles once the row has a trend; then the
    # plays of each in the order of the tiles (most tiles of a rack do not fit)
    soon = rules.action_too_soon(trend)
    fit = []
    for tile in tiles:
        info = NUMBER_INFO.get(tile)
        if info is None:
            if not soon:
                fit.append(tile)
        elif rules.number_problem(info[0], ref, trend, info[1]) is None:
            fit.append(tile)
    if not fit:
        return
    opponents = rules.opponents(players, seat, pos.direction)
    for tile in sorted_tiles(fit):
        info = NUMBER_INFO.get(tile)
        if info is not None:
            _val, twin, hand = info
            if twin:
                yield from _twin_plays(pos, tile, full, ref, opponents, size, expand)
            elif size > 1 and hand:
                if expand:
                    yield None, [(tile, (), ((name, 1),), None, None, None) for name in opponents]
                else:
                    more = partial(Msg, C_GIVE, players=OneOf(opponents[1:])) if n > 2 else None
                    yield more, [(tile, (), ((opponents[0], 1),), None, None, None)]
            else:
                yield None, [(tile, (), (), None, None, None)]
            continue
        if tile in rules.ARROW_TREND:
            if rules.arrow_refused(tile, trend, pos.house_rules):
                continue
            trends: tuple[Trend | None, ...] = (None,)
        elif tile in rules.NAMES_TREND:
            trends = (ASC, DESC)
        else:
            yield None, [(tile, (), (), None, None, None)]
            continue
        for new_trend in trends:
            extras: list[tuple[Why, Sequence[Parts | None]]] = [(None, [None])]
            if tile == rules.EXTRA_TILE and size > 1:
                left = list(full)
                left.remove(tile)
                sub = replace(pos, row=(*pos.row, tile), trend=new_trend, racks=pos.with_rack(tuple(left)))
                extras += _plays(sub, expand, inner=True)
            for why, extra_plays in extras:
                if expand:
                    yield None, [(tile, (), (), new_trend, flag, extra)
                                 for extra in extra_plays for flag in (False, True)]
                    continue
                play: Parts = (tile, (), (), new_trend, False, extra_plays[0])
                yield (why if inner else partial(_reversal_note, play, why)), [play]


def _twin_plays(pos: Position, tile: str, rack: tuple[str, ...], ref: int, opponents: list[str], size: int,
                expand: bool) -> Iterator[Batch]:
    val = value(tile)
    left = [t for t in rack if t != UNKNOWN]
    left.remove(tile)
    by_value: dict[int, list[str]] = {}
    for t in sorted_tiles(set(left)):
        info = NUMBER_INFO.get(t)
        if info is not None and rules.fill_between(info[0], ref, val):
            by_value.setdefault(info[0], []).append(t)
    # in order away from the last number, so that each lies further than the one before
    values = sorted(by_value, key=lambda x: abs(x - ref))

    if not expand:
        fill = tuple(by_value[x][0] for x in values)
        why = partial(_twin_note, list(fill), opponents) if values or len(opponents) > 1 else None
        count = rules.twin_draws(len(fill), pos.house_rules)
        give: Give = () if len(fill) + 1 == size or count == 0 else ((opponents[0], count),)
        yield why, [(tile, fill, give, None, None, None)]
        return
    # every subset of the values (fill tiles keep their order away from the last number),
    # in the order of a bit mask counting up; then one tile of each value, then a split
    splits: dict[int, Sequence[Give]] = {}

    seated = tuple(opponents)

    def gives(filled: int) -> Sequence[Give]:
        found = splits.get(filled)
        if found is None:
            count = rules.twin_draws(filled, pos.house_rules)
            found = splits[filled] = [()] if filled + 1 == size or count == 0 else _gives_to(count, seated)
        return found

    if all(len(tiles) == 1 for tiles in by_value.values()):
        # one tile of each value: a subset of the values is the fill
        for level in _subset_levels([by_value[x][0] for x in values]):
            yield None, [(tile, fill, give, None, None, None)
                         for fill in level for give in splits.get(len(fill)) or gives(len(fill))]
        return
    for chosen_values in _subset_levels(values):
        yield None, [(tile, fill, give, None, None, None) for chosen in chosen_values
                     for fill in product(*(by_value[x] for x in chosen))
                     for give in splits.get(len(chosen)) or gives(len(chosen))]


def _reversal_note(play: Parts, inner: Why) -> Msg:
    """The choices of an arrow or Joker play: the same play reversed, and the extra tile's choices."""
    more = Msg(C_REVERSE, moves=OneOf(NOTATION.shown(play_text(r)) for r in _reversals(_tile_play(play))[1:]))
    if inner is None:
        return more
    return Msg(C_JOIN, choice=inner() if callable(inner) else inner, more=more)


def _twin_note(fill: list[str], opponents: list[str]) -> Msg:
    notes = []
    if fill:
        notes.append(Msg(C_FILL, tiles=fill))
    if len(opponents) > 1:
        notes.append(Msg(C_SPLIT, players=opponents))
    return Msg(C_JOIN, choice=notes[0], more=notes[1]) if len(notes) == 2 else notes[0]


def _reversals(play: TilePlay) -> list[TilePlay]:
    """The play with every choice of keep or reverse its arrows and Jokers allow; the play itself first."""
    thens: list[TilePlay | None] = list(_reversals(play.then)) if play.then is not None else [None]
    flags = [play.reverse, not play.reverse] if play.reverse is not None else [play.reverse]
    return [replace(play, reverse=flag, then=then) for flag in flags for then in thens]


def _subset_levels(values: list[T]) -> Iterator[list[tuple[T, ...]]]:
    """Every subset of ``values`` (in their order), in the order of a bit mask counting up
    (bit k: values[k]): the empty one, then for each value the subsets whose last value it
    is. Made a level at a time, so that a consumer that stops early has not paid for all 2**n."""
    done: list[tuple[T, ...]] = [()]
    yield done[:]
    for x in values:
        more = [(*chosen, x) for chosen in done]
        yield more
        done += more


@lru_cache(maxsize=256)
def _gives_to(count: int, names: tuple[str, ...]) -> tuple[Give, ...]:
    """``_splits`` of ``count`` tiles to ``names``, worked out once for each count and seating
    (a twin's expanded plays ask for them in position after position of a game)."""
    return tuple(_splits(count, list(names)))


def _splits(count: int, names: list[str]) -> Iterator[Give]:
    """Every way to hand ``count`` tiles to ``names`` (zeros left out), in seat order."""
    if len(names) == 1:
        yield ((names[0], count),)
        return
    for first in range(count, -1, -1):
        for rest in _splits(count - first, names[1:]):
            yield (((names[0], first),) if first else ()) + tuple(r for r in rest if r[1])
