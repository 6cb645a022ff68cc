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
one of them: plays are listed as plain data, a batch at a time (``Batch``: with
one opponent, a twin's plays are the numbers of its subsets of fill tiles), and
the move, its text and its choices are worked out only when read
(``LazyOption``). Most tiles' options depend only on the tile, the rack's size
and who the opponents are: those are made once and listed again (``_STATIC``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from functools import lru_cache, partial
from itertools import chain, product
from typing import Any, TypeVar

from ...i18n import Msg, OneOf
from ..base import UNKNOWN, LazyOption, MoveOption, Why
from . import rules
from .messages import C_FILL, C_GIVE, C_JOIN, C_REVERSE, C_SPLIT
from .model import (
    ACTIONS,
    ASC,
    DESC,
    NUMBER_INFO,
    PASS,
    Direction,
    Move,
    MoveKind,
    Position,
    TilePlay,
    Trend,
    is_hand,
    sort_key,
    sorted_tiles,
    value,
)
from .notation import move_text, play_text
from .words import NOTATION

Give = tuple[tuple[str, int], ...]
#: a tile play as plain data: the fields of ``TilePlay`` in their order, ``then`` the same again
Parts = tuple[str, tuple[str, ...], Give, "Trend | None", "bool | None", "Parts | None"]
#: how a listed play becomes its parts (None: it is its parts)
Shape = Callable[[Any], Parts] | None
#: plays the generator yields together: the choices they fold in, the plays, and their shape
Batch = tuple[Why, Sequence[Any], Shape]
T = TypeVar("T")
Options = list[MoveOption[Move]]


def _made(kind: MoveKind, size: int, parts: Parts | None) -> Move:
    """The move of a listed play of ``kind`` from a rack of ``size`` tiles (None: a plain pass)."""
    if parts is None:
        return PASS
    play = _tile_play(parts)
    return Move(kind, play, rules.calls_due(size - play.tiles()))


def _made_from(kind: MoveKind, size: int, shape: Callable[[Any], Parts], what: Any) -> Move:
    return _made(kind, size, shape(what))


def _tile_play(parts: Parts) -> TilePlay:
    tile, fill, give, trend, reverse, then = parts
    return TilePlay(tile, fill, give, trend, reverse, None if then is None else _tile_play(then))


#: the plain pass, the first option of every list (its move and text are the same everywhere)
_PASS_OPTION: MoveOption[Move] = LazyOption((partial(_made, "pass", 0), move_text, None), None)
#: (kind, rack size) -> the function that makes a listed play's move (one per rack size a game sees)
_MAKERS: dict[tuple[MoveKind, int], partial[Move]] = {}
#: every tile the game has but "?" (a rack of a position made in code may hold other words)
_KNOWN = frozenset(NUMBER_INFO).union(ACTIONS)
_TWINS = frozenset(t for t, (_v, twin, _h) in NUMBER_INFO.items() if twin)
#: the memos below are pure functions of their keys, each kept small
_MOST = 4096
#: more options than any list holds
_UNLIMITED = 1 << 30
#: (last number, trend, house rules) -> the tiles that may be played (``_fits``)
_FITS: dict[tuple[str, Trend | None, frozenset[str]], frozenset[str]] = {}
#: (players, seat, direction) -> the opponents in the order play reaches them
_OPPONENTS: dict[tuple[tuple[str, ...], int, Direction], tuple[str, ...]] = {}
#: (kind, rack size, expand, tile, opponents or None) -> the options of a tile whose plays depend
#: on nothing else of the position (any tile but a twin, and a Joker with tiles left after it)
_STATIC: dict[tuple[MoveKind, int, bool, str, tuple[str, ...] | None], tuple[MoveOption[Move], ...]] = {}


def legal_moves(pos: Position, expand: bool = False, limit: int = 500) -> list[MoveOption[Move]]:
    racks = pos.racks
    if () in racks:  # the game is over
        return []
    rack = racks[pos.players.index(pos.to_move)]
    out: Options = [_PASS_OPTION]
    if len(out) >= limit or rack is None:
        return out
    if "play-drawn-tile" in pos.house_rules:
        drawn = rules.next_draw(pos.bag, pos.field())
        if drawn is not None:
            sub = replace(pos, racks=pos.with_rack((*rack, drawn)))
            if _list_plays(out, "pass", sub, expand, limit, drawn):
                return out
    _list_plays(out, "play", pos, expand, limit)
    return out


def _list_plays(out: Options, kind: MoveKind, pos: Position, expand: bool, limit: int,
                only: str | None = None) -> bool:
    """Add the tile plays of the player to move to ``out`` as moves of ``kind``, up to ``limit``
    in all (``only``: of that tile alone); whether the limit was reached."""
    players = pos.players
    seat = players.index(pos.to_move)
    full = pos.racks[seat]
    assert full is not None
    ref_tile = pos.last_number()
    fit = _fitting(pos, full, only, ref_tile)
    if not fit:
        return False
    size = len(full)
    ref = value(ref_tile)
    opponents: tuple[str, ...] | None = None
    for tile in fit:
        if tile in _TWINS or (tile == rules.EXTRA_TILE and size > 1):
            if opponents is None:
                opponents = _opponents(pos, seat)
            if _listed(out, kind, size, _tile_plays(pos, tile, full, size, ref, opponents, expand), limit):
                return True
            continue
        hand = size > 1 and is_hand(tile)
        if hand and opponents is None:
            opponents = _opponents(pos, seat)
        key = (kind, size, expand, tile, opponents if hand else None)
        options = _STATIC.get(key)
        if options is None:
            made: Options = []
            _listed(made, kind, size, _tile_plays(pos, tile, full, size, ref, opponents or (), expand), _UNLIMITED)
            options = _kept(_STATIC, key, tuple(made))
        room = limit - len(out)
        if len(options) >= room:
            out += options[:room]
            return True
        out += options
    return False


def _listed(out: Options, kind: MoveKind, size: int, batches: Iterator[Batch], limit: int) -> bool:
    """Add the plays of ``batches`` to ``out`` as moves of ``kind`` from a rack of ``size``,
    up to ``limit`` in all; whether the limit was reached."""
    made = _MAKERS.get((kind, size))
    if made is None:
        made = _MAKERS[kind, size] = partial(_made, kind, size)
    for why, plays, shape in batches:
        how = (made if shape is None else partial(_made_from, kind, size, shape), move_text, why)
        room = limit - len(out)
        if len(plays) == 1 < room:
            out.append(LazyOption(how, plays[0]))
        elif len(plays) >= room:
            out += map(partial(LazyOption, how), plays[:room])
            return True
        else:
            out += map(partial(LazyOption, how), plays)
    return False


def _kept(memo: dict[Any, T], key: Any, found: T) -> T:
    """``found`` kept in ``memo`` under ``key``; a memo grown to ``_MOST`` entries starts again."""
    if len(memo) >= _MOST:
        memo.clear()
    memo[key] = found
    return found


def _opponents(pos: Position, seat: int) -> tuple[str, ...]:
    key = (pos.players, seat, pos.direction)
    found = _OPPONENTS.get(key)
    if found is None:
        found = _kept(_OPPONENTS, key, tuple(rules.opponents(pos.players, seat, pos.direction)))
    return found


def _fitting(pos: Position, full: tuple[str, ...], only: str | None, ref_tile: str) -> list[str]:
    """The tiles of the rack (``only``: that tile) that may be played now, in the order of tiles:
    number tiles that fit the row, action tiles once the row has a trend (most of a rack do not)."""
    key = (ref_tile, pos.trend, pos.house_rules)
    fits = _FITS.get(key)
    if fits is None:
        fits = _kept(_FITS, key, _fits(value(ref_tile), pos.trend, pos.house_rules))
    tiles = set(full) if only is None else {only}
    fit = tiles & fits
    if not tiles <= _KNOWN:
        # a word that is no tile of the game: played as an action tile without choices
        odd = tiles - _KNOWN
        if only is None:
            odd.discard(UNKNOWN)
        if odd and not rules.action_too_soon(pos.trend):
            fit |= odd
    return sorted(fit, key=sort_key)


def _fits(ref: int, trend: Trend | None, house_rules: frozenset[str]) -> frozenset[str]:
    """Every tile of the game that may follow the last number ``ref`` on a row of ``trend``:
    a number tile that fits (``number_problem``), an action tile once the row has a trend
    (``action_too_soon``), but for an arrow along the row (``arrow_refused``)."""
    found = {tile for tile, (val, twin, _hand) in NUMBER_INFO.items()
             if rules.number_problem(val, ref, trend, twin) is None}
    if not rules.action_too_soon(trend):
        found.update(tile for tile in ACTIONS
                     if not (tile in rules.ARROW_TREND and rules.arrow_refused(tile, trend, house_rules)))
    return frozenset(found)


def _plays(pos: Position, expand: bool, only: str | None = None, inner: bool = False) -> Iterator[Batch]:
    """The legal tile plays of the player to move, each with the choices folded into
    it. ``inner``: the extra tile after a Joker, whose reversals the Joker's line describes."""
    seat = pos.players.index(pos.to_move)
    full = pos.racks[seat]
    assert full is not None
    ref_tile = pos.last_number()
    fit = _fitting(pos, full, only, ref_tile)
    if not fit:
        return
    opponents = _opponents(pos, seat)
    for tile in fit:
        yield from _tile_plays(pos, tile, full, len(full), value(ref_tile), opponents, expand, inner)


def _tile_plays(pos: Position, tile: str, full: tuple[str, ...], size: int, ref: int, opponents: tuple[str, ...],
                expand: bool, inner: bool = False) -> Iterator[Batch]:
    """The plays of ``tile``, one that may be played now from the rack ``full`` of ``size`` tiles."""
    info = NUMBER_INFO.get(tile)
    if info is not None:
        _val, twin, hand = info
        if twin:
            yield from _twin_plays(pos, tile, full, ref, opponents, size, expand, inner)
        elif size > 1 and hand:
            if expand:
                yield None, [(tile, (), ((name, 1),), None, None, None) for name in opponents], None
            else:
                more = partial(Msg, C_GIVE, players=OneOf(opponents[1:])) if len(opponents) > 1 else None
                yield more, [(tile, (), ((opponents[0], 1),), None, None, None)], None
        else:
            yield None, [(tile, (), (), None, None, None)], None
        return
    trends: tuple[Trend | None, ...]
    if tile in rules.ARROW_TREND:
        trends = (None,)
    elif tile in rules.NAMES_TREND:
        trends = (ASC, DESC)
    else:
        yield None, [(tile, (), (), None, None, None)], None
        return
    for new_trend in trends:
        extras: Iterator[Batch] = iter([(None, [None], None)])
        if tile == rules.EXTRA_TILE and size > 1:
            left = list(full)
            left.remove(tile)
            sub = replace(pos, row=(*pos.row, tile), trend=new_trend, racks=pos.with_rack(tuple(left)))
            # taken a batch at a time: a list that reaches its limit stops taking them
            extras = chain(extras, _plays(sub, expand, inner=True))
        for why, extra_plays, shape in extras:
            assert shape is None  # an extra tile's plays are listed as their parts
            if expand:
                yield None, [(tile, (), (), new_trend, flag, extra)
                             for extra in extra_plays for flag in (False, True)], None
                continue
            play: Parts = (tile, (), (), new_trend, False, extra_plays[0])
            yield (why if inner else partial(_reversal_note, play, why)), [play], None


def _twin_plays(pos: Position, tile: str, rack: tuple[str, ...], ref: int, opponents: tuple[str, ...], size: int,
                expand: bool, inner: bool) -> Iterator[Batch]:
    """A twin's plays; ``inner``: as the extra tile after a Joker, listed as their parts."""
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
        why = partial(_twin_note, list(fill), list(opponents)) if values or len(opponents) > 1 else None
        count = rules.twin_draws(len(fill), pos.house_rules)
        give: Give = () if len(fill) + 1 == size or count == 0 else ((opponents[0], count),)
        yield why, [(tile, fill, give, None, None, None)], None
        return
    # every subset of the values (fill tiles keep their order away from the last number),
    # in the order of a bit mask counting up; then one tile of each value, then a split
    splits: dict[int, Sequence[Give]] = {}

    def gives(filled: int) -> Sequence[Give]:
        found = splits.get(filled)
        if found is None:
            count = rules.twin_draws(filled, pos.house_rules)
            found = splits[filled] = [()] if filled + 1 == size or count == 0 else _gives_to(count, opponents)
        return found

    if all(len(tiles) == 1 for tiles in by_value.values()):
        # one tile of each value: a subset of the values is the fill
        singles = [by_value[x][0] for x in values]
        if len(opponents) == 1 and not inner:
            # one way to hand out the drawn tiles: each play is listed as the bit mask of its fill tiles
            one = tuple(gives(filled)[0] for filled in range(len(singles) + 1))
            yield None, range(1 << len(singles)), partial(_masked_parts, tile, tuple(singles), one)
            return
        for level in _subset_levels(singles):
            yield None, [(tile, fill, give, None, None, None)
                         for fill in level for give in splits.get(len(fill)) or gives(len(fill))], None
        return
    for chosen_values in _subset_levels(values):
        yield None, [(tile, fill, give, None, None, None) for chosen in chosen_values
                     for fill in product(*(by_value[x] for x in chosen))
                     for give in splits.get(len(chosen)) or gives(len(chosen))], None


def _masked_parts(tile: str, fills: tuple[str, ...], gives: tuple[Give, ...], mask: int) -> Parts:
    """The parts of a twin's expanded play listed as the bit mask of its fill tiles (bit k:
    ``fills[k]``), when ``gives[k]`` is the one way to hand out what k fill tiles draw."""
    fill = tuple(f for k, f in enumerate(fills) if mask >> k & 1)
    return (tile, fill, gives[len(fill)], None, None, None)


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
