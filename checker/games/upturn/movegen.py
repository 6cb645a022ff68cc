"""Upturn's legal moves.

The generator builds only what the judge accepts, using the judge's own rules
(``rules.py``): a number tile must fit the row (``number_problem``), no action
tile before the row has a trend (``action_too_soon``), an arrow may not run
along the row (``arrow_refused``), fill tiles lie strictly between and further
each time (``fill_between``; taken in order of distance), the drawn tiles
(``twin_draws``) all go to opponents (``opponents``), and the call is made
when due (``calls_due``). The tests hold ``judge`` and the generator to each
other. Texts and choices are worked out only when read (``_Option``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import partial
from itertools import product
from typing import TypeVar

from ...i18n import Msg, OneOf
from ..base import UNKNOWN, MoveOption
from . import rules
from .messages import C_FILL, C_GIVE, C_JOIN, C_REVERSE, C_SPLIT
from .model import ASC, DESC, NUMBER_INFO, PASS, Move, Position, TilePlay, sorted_tiles, value
from .notation import move_text, play_text

#: the choices folded into a listed move: None, a Msg, or a function that returns one when asked
Why = Msg | Callable[[], Msg] | None
Give = tuple[tuple[str, int], ...]
T = TypeVar("T")


class _Option(MoveOption[Move]):
    """A legal move whose text and choices are worked out only when read: a playout
    reads neither, ``simulate`` the text of the one move it picks."""

    __slots__ = ("_text", "_why")

    def __init__(self, move: Move, why: Why = None) -> None:
        self.move: Move = move
        self._text: str | None = None
        self._why = why

    @property
    def text(self) -> str:  # type: ignore[override]
        if self._text is None:
            self._text = move_text(self.move)
        return self._text

    @property
    def choices(self) -> Msg | None:  # type: ignore[override]
        if callable(self._why):
            self._why = self._why()
        return self._why


def legal_moves(pos: Position, expand: bool = False, limit: int = 500) -> list[MoveOption[Move]]:
    if pos.winner() is not None:
        return []
    rack = pos.racks[pos.players.index(pos.to_move)]
    out: list[MoveOption[Move]] = [_Option(PASS)]
    if len(out) >= limit:
        return out
    drawn = None
    if "play-drawn-tile" in pos.house_rules and rack is not None:
        drawn = rules.next_draw(pos.bag, pos.field())
    if rack is not None and drawn is not None:
        held = (*rack, drawn)
        sub = replace(pos, racks=pos.with_rack(held))
        for play, why in _plays(sub, expand, only=drawn):
            used = 1 + len(play.fill) if play.then is None else play.tiles()
            out.append(_Option(Move("pass", play, rules.calls_due(len(held) - used)), why))
            if len(out) >= limit:
                return out
    if rack is None:
        return out
    size = len(rack)
    for play, why in _plays(pos, expand):
        used = 1 + len(play.fill) if play.then is None else play.tiles()
        out.append(_Option(Move("play", play, rules.calls_due(size - used)), why))
        if len(out) >= limit:
            return out
    return out


def _plays(pos: Position, expand: bool, only: str | None = None,
           inner: bool = False) -> Iterator[tuple[TilePlay, Why]]:
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
    opponents = rules.opponents(players, seat, pos.direction)
    tiles = set(full) - {UNKNOWN} if only is None else {only}
    for tile in sorted_tiles(tiles):
        info = NUMBER_INFO.get(tile)
        if info is not None:
            val, twin, hand = info
            if rules.number_problem(val, ref, trend, twin) is not None:
                continue
            if twin:
                yield from _twin_plays(pos, tile, full, ref, opponents, size, expand)
            elif size > 1 and hand:
                if expand:
                    for name in opponents:
                        yield TilePlay(tile, (), ((name, 1),)), None
                else:
                    more = partial(Msg, C_GIVE, players=OneOf(opponents[1:])) if n > 2 else None
                    yield TilePlay(tile, (), ((opponents[0], 1),)), more
            else:
                yield TilePlay(tile), None
            continue
        if rules.action_too_soon(trend):
            continue
        if tile in rules.ARROW_TREND:
            if rules.arrow_refused(tile, trend, pos.house_rules):
                continue
            trends: tuple[str | None, ...] = (None,)
        elif tile in rules.NAMES_TREND:
            trends = (ASC, DESC)
        else:
            yield TilePlay(tile), None
            continue
        for new_trend in trends:
            extras: list[tuple[TilePlay | None, Why]] = [(None, None)]
            if tile == rules.EXTRA_TILE and size > 1:
                left = list(full)
                left.remove(tile)
                sub = replace(pos, row=(*pos.row, tile), trend=new_trend, racks=pos.with_rack(tuple(left)))
                extras += _plays(sub, expand, inner=True)
            for extra, why in extras:
                play = TilePlay(tile, (), (), new_trend, False, extra)
                if expand:
                    yield play, None
                    yield TilePlay(tile, (), (), new_trend, True, extra), None
                elif inner:
                    yield play, why
                else:
                    yield play, partial(_reversal_note, play, why)


def _twin_plays(pos: Position, tile: str, rack: tuple[str, ...], ref: int, opponents: list[str], size: int,
                expand: bool) -> Iterator[tuple[TilePlay, Why]]:
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
        yield TilePlay(tile, fill, give), why
        return
    # every subset of the values (fill tiles keep their order away from the last number),
    # in the order of a bit mask counting up; then one tile of each value, then a split
    single = all(len(tiles) == 1 for tiles in by_value.values())
    splits: dict[int, list[Give]] = {}
    for fills in _fill_choices(by_value, values, single):
        filled = len(fills[0])
        count = rules.twin_draws(filled, pos.house_rules)
        if filled + 1 == size or count == 0:
            gives: list[Give] = [()]
        else:
            known = splits.get(count)
            if known is None:
                known = splits[count] = list(_splits(count, opponents))
            gives = known
        for fill in fills:
            for give in gives:
                yield TilePlay(tile, fill, give), None


def _fill_choices(by_value: dict[int, list[str]], values: list[int],
                  single: bool) -> Iterator[list[tuple[str, ...]]]:
    """The fills of each subset of the values, one list per subset: with one tile of
    each value the subset is the fill; otherwise each value's tiles take turns."""
    if single:
        for chosen in _subsets([by_value[x][0] for x in values]):
            yield [chosen]
    else:
        for chosen_values in _subsets(values):
            yield list(product(*(by_value[x] for x in chosen_values)))


def _reversal_note(play: TilePlay, inner: Why) -> Msg:
    """The choices of an arrow or Joker play: the same play reversed, and the extra tile's choices."""
    more = Msg(C_REVERSE, moves=OneOf(play_text(r) for r in _reversals(play)[1:]))
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


def _subsets(values: list[T]) -> Iterator[tuple[T, ...]]:
    """Every subset of ``values`` (in their order), in the order of a bit mask counting up
    (bit k: values[k]). Made a level at a time, so that a consumer that stops early has
    not paid for all 2**n."""
    done: list[tuple[T, ...]] = [()]
    yield ()
    for x in values:
        more = [(*chosen, x) for chosen in done]
        yield from more
        done += more


def _splits(count: int, names: list[str]) -> Iterator[Give]:
    """Every way to hand ``count`` tiles to ``names`` (zeros left out), in seat order."""
    if len(names) == 1:
        yield ((names[0], count),)
        return
    for first in range(count, -1, -1):
        for rest in _splits(count - first, names[1:]):
            yield (((names[0], first),) if first else ()) + tuple(r for r in rest if r[1])
