"""Upturn position files: the schema, reading (``build``: what cannot be read),
the one position check (``problems``: what cannot happen) and writing back.

A position file::

    game: upturn
    players: [Ann, Bob, Cas]         # seating order, clockwise
    to_move: Ann
    direction: clockwise             # or counterclockwise
    start_tile: 50                   # left out once it went back into an empty bag
    row: [62, 70, up, 48h]           # tiles played since, in the order they lie
    trend: descending                # null (or left out) before the first play
    bag: 60                          # a count, a list (front first), or left out
    racks: {Ann: [14, 14h, 22, up, joker], Bob: 7, Cas: [33, "?", "?"]}

On a rack ``"?"`` is a tile nobody at the table knows. A rack may be a count,
or be left out. Fill tiles lie before their twin in the row (the twin is the
last number). When the bag is known as a list, tiles that go back into an
empty bag join it at the back, in the order they lay.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable
from itertools import pairwise
from typing import Any

from ...i18n import Msg
from ...verdict import Problem
from ..base import UNKNOWN, Data
from . import messages as m
from . import rules
from .messages import (
    M_NOT_TILE,
    P_AFTER_DOWN,
    P_AFTER_UP,
    P_DIRECTION,
    P_EQUAL_PAIR,
    P_FIRST_ACTION,
    P_HISTORY,
    P_HISTORY_ASC,
    P_HISTORY_DESC,
    P_NO_NUMBER,
    P_OVERFULL,
    P_RACK_STRANGER,
    P_ROW_HEAD,
    P_START_ACTION,
    P_TOO_MANY_KIND,
    P_TOO_MANY_NUMBERS,
    P_TOTAL,
    P_TREND_MISSING,
    P_TREND_SHOULD_ASC,
    P_TREND_SHOULD_DESC,
    P_TREND_TOO_SOON,
    P_TWIN_HAND,
    P_TWO_WINNERS,
)
from .model import (
    ACTIONS,
    ASC,
    CANONICAL,
    CCW,
    CW,
    DESC,
    FIELD_PATTERN,
    GAME_ID,
    NUMBER_INFO,
    NUMBER_TILES,
    RACK_PATTERN,
    TOTAL,
    Bag,
    Position,
    Rack,
    Trend,
    is_number,
    is_twin,
    is_twin_with_hand,
    norm_tile,
    tile_data,
    value,
)


def own_schema() -> tuple[dict[str, Any], list[str]]:
    field_tile = {"type": ["integer", "string"], "minimum": 1, "maximum": 99, "pattern": FIELD_PATTERN,
                  "x-form": m.X_TILE, "description": m.D_TILE}
    rack_tile = {**field_tile, "pattern": RACK_PATTERN, "x-form": m.X_RACK_TILE, "description": m.D_RACK_TILE}
    return {
        "direction": {"type": "string", "enum": [CW, CCW], "description": m.D_DIRECTION},
        "start_tile": dict(field_tile, type=["integer", "string", "null"], description=m.D_START_TILE),
        "row": {"type": "array", "items": field_tile, "description": m.D_ROW},
        "trend": {"type": ["string", "null"], "enum": [ASC, DESC, None], "description": m.D_TREND},
        "bag": {"type": ["integer", "array"], "minimum": 0, "maximum": TOTAL, "items": field_tile,
                "description": m.D_BAG},
        "racks": {"type": "object", "description": m.D_RACKS,
                  "additionalProperties": {"type": ["array", "integer"], "minimum": 0, "maximum": TOTAL,
                                           "items": rack_tile}},
    }, []


def tile_problem(tile: str) -> Msg | None:
    """Why a canonical-looking value is no tile of the game, or None."""
    if is_twin_with_hand(tile):
        return Msg(P_TWIN_HAND, tile=tile)
    return None


def _tile(raw: Any, path: str, problems: list[Problem]) -> str:
    """A tile of the data as the position holds it (``norm_tile``), what is wrong with it appended to
    ``problems`` with its field path. The usual value, a tile of the notation, is one lookup (``_READ``;
    of its own classes only, so that ``True`` is not read as 1 nor ``31.0`` as 31)."""
    if raw.__class__ is int or raw.__class__ is str:
        found = _READ.get(raw)
        if found is not None:
            return found
    return _read_tile(raw, path, problems)


def _read_tile(raw: Any, path: str, problems: list[Problem]) -> str:
    tile = norm_tile(raw)
    if tile is None:
        problems.append(Problem(Msg(M_NOT_TILE, word=str(raw)), path))
        return UNKNOWN
    bad = tile_problem(tile)
    if bad is not None:
        problems.append(Problem(bad, path))
    return tile


def _readable() -> dict[int | str, str]:
    """Every whole number and text of the notation that ``_read_tile`` reads without a problem, and
    the tile it reads it as."""
    table: dict[int | str, str] = {}
    for raw in (*range(1, 100), *CANONICAL):
        problems: list[Problem] = []
        tile = _read_tile(raw, "", problems)
        if not problems:
            table[raw] = tile
    return table


#: the values of a position's tiles read by one lookup (``_readable``)
_READ = _readable()


def _known(raws: list[Any]) -> tuple[str, ...] | None:
    """The tiles of a list of the data when ``_READ`` holds every one of them (as ``_tile``: of its own
    classes), by one lookup each and no field path made; else None, and ``_tile`` reads each and says
    what is wrong where."""
    read = _READ.get
    tiles = tuple([read(t) if t.__class__ is int or t.__class__ is str else None for t in raws])
    return None if None in tiles else tiles  # type: ignore[return-value]  # (no None in it)


def build(data: Data, house_rules: frozenset[str], problems: list[Problem]) -> Position:
    """The position of schema-valid data; a value that is no tile or a rack of
    someone not seated is appended to ``problems`` (it cannot be read)."""
    players = tuple(data["players"])
    start = data.get("start_tile")
    start_tile = _tile(start, "start_tile", problems) if start is not None else None
    raw_row = data.get("row") or []
    row = _known(raw_row)
    if row is None:
        row = tuple(_tile(t, f"row[{i}]", problems) for i, t in enumerate(raw_row))
    racks: list[Rack] = [None] * len(players)
    for name, raw in (data.get("racks") or {}).items():
        if name not in players:
            problems.append(Problem(Msg(P_RACK_STRANGER, name=name), f"racks.{name}"))
            continue
        if isinstance(raw, int):
            racks[players.index(name)] = (UNKNOWN,) * raw
        else:
            racks[players.index(name)] = _known(raw) or tuple(
                _tile(t, f"racks.{name}[{i}]", problems) for i, t in enumerate(raw))
    bag_raw = data.get("bag")
    bag: Bag = None
    if isinstance(bag_raw, int):
        bag = bag_raw
    elif isinstance(bag_raw, list):
        bag = _known(bag_raw) or tuple(_tile(t, f"bag[{i}]", problems) for i, t in enumerate(bag_raw))
    if bag is None and all(r is not None for r in racks):
        # left out: counted from the rest
        held = len(row) + (1 if start_tile else 0) + sum(len(r) for r in racks if r is not None)
        if held <= TOTAL:
            bag = TOTAL - held
    return Position(players=players, to_move=data["to_move"], house_rules=frozenset(house_rules),
                    start_tile=start_tile, row=row, trend=data.get("trend"), direction=data.get("direction", CW),
                    bag=bag, racks=tuple(racks))


def problems(pos: Position) -> list[Problem]:
    """Everything that makes the position impossible, each with its field path: the
    one position check (reading a file, and the playout invariant)."""
    global _last_clean_field
    found: list[Problem] = []
    for where, tiles in () if _all_canonical(pos.placed()) else _places(pos):
        if not CANONICAL.issuperset(tiles):
            # only a position made in code can hold these: reading refuses them
            for i, tile in enumerate(tiles):
                if tile not in CANONICAL:
                    found.append(Problem(tile_problem(tile) or Msg(M_NOT_TILE, word=tile), _path(where, i)))
    if found:
        return found
    field = (pos.start_tile, pos.row, pos.trend, pos.direction, pos.house_rules, _may_be_over(pos))
    if field != _last_clean_field:
        _check_whole_field(pos, found)
        if not found:
            _last_clean_field = field
    _check_counts(pos, found)
    if () in pos.racks:
        empty = [n for n, r in zip(pos.players, pos.racks, strict=True) if r is not None and not r]
        for name in empty[1:]:
            found.append(Problem(Msg(P_TWO_WINNERS, name=name, first=empty[0]), f"racks.{name}"))
    return found


#: what the field's checks ask of the last position they found nothing wrong with (its start tile,
#: row, trend, direction, house rules and whether a rack may be empty): after a pass, the position
#: has the very same field (the same row object: compared by identity first)
_last_clean_field: tuple[object, ...] = ()


def _check_whole_field(pos: Position, found: list[Problem]) -> None:
    """The field's checks, each a function of ``problems``'s ``field`` alone."""
    _check_field(pos, found)
    if not found and pos.start_tile is not None and pos.row:
        _check_history(pos, found)
    if pos.direction == CCW and pos.start_tile is not None and not rules.REVERSIBLE.intersection(pos.row):
        # while the start tile lies, no tile has gone back into the bag: the row is the whole game
        # (upturn.turn.direction-of-play, upturn.play.reverse), and the direction is a fact of the file
        found.append(Problem(Msg(P_DIRECTION, start=pos.start_tile), "direction"))


#: the count (``Position.placed``) ``_all_canonical`` answered for last, and its answer: the position
#: after a move mostly has the very count of the one before (a count is never changed once made)
_last_canonical: tuple[Counter[str] | None, bool] = (None, True)


def _all_canonical(counts: Counter[str]) -> bool:
    """Whether every tile counted is a tile of the game."""
    global _last_canonical
    last = _last_canonical
    if last[0] is counts:
        return last[1]
    answer = CANONICAL.issuperset(counts)
    _last_canonical = (counts, answer)
    return answer


def _places(pos: Position) -> Iterable[tuple[str, tuple[str, ...]]]:
    """(field path, tiles) of every place that holds known tiles."""
    yield "start_tile", (pos.start_tile,) if pos.start_tile else ()
    yield "row", pos.row
    for name, rack in zip(pos.players, pos.racks, strict=True):
        if rack is not None:
            yield f"racks.{name}", rack
    if isinstance(pos.bag, tuple):
        yield "bag", pos.bag


def _path(where: str, index: int) -> str:
    return where if where == "start_tile" else f"{where}[{index}]"


def _may_be_over(pos: Position) -> bool:
    """Someone may have placed their last tile: a rack is empty, or not known (then it may be)."""
    return None in pos.racks or () in pos.racks


def _check_field(pos: Position, problems: list[Problem]) -> None:
    """The start tile, the row and the trend against each other. Once a player has placed
    their last tile, that tile's effect (an arrow's trend) never happened."""
    start, row, trend = pos.start_tile, pos.row, pos.trend
    if start is not None and not is_number(start):
        problems.append(Problem(Msg(P_START_ACTION, tile=start), "start_tile"))
    if start is None and not any(map(is_number, row)):
        # (a start tile that is a number is one; one that is not was named above)
        problems.append(Problem(Msg(P_NO_NUMBER), "row"))
    if row and not is_number(row[0]):
        if start is None:
            problems.append(Problem(Msg(P_ROW_HEAD, tile=row[0]), "row[0]"))
        else:
            problems.append(Problem(Msg(P_FIRST_ACTION, tile=row[0]), "row[0]"))
    if start is not None and not row and trend is not None:
        problems.append(Problem(Msg(P_TREND_TOO_SOON), "trend"))
    if row and trend is None:
        problems.append(Problem(Msg(P_TREND_MISSING), "trend"))
    if not row:
        return
    # the last two tiles of the field (the start tile, then the row)
    last, before = row[-1], row[-2] if len(row) >= 2 else start
    if before is not None and is_number(last) and is_number(before):
        # the last number played after the one before it: a twin may go against the trend, but no
        # number ever equals the one before it (fill tiles lie strictly between)
        problem = rules.number_problem(value(last), value(before), trend, is_twin(last))
        if problem == "equal":
            problems.append(Problem(Msg(P_EQUAL_PAIR, tile=last, before=before), f"row[{len(row) - 1}]"))
        elif problem == "lower":
            problems.append(Problem(Msg(P_TREND_SHOULD_ASC, tile=last, before=before), "trend"))
        elif problem == "higher":
            problems.append(Problem(Msg(P_TREND_SHOULD_DESC, tile=last, before=before), "trend"))
    elif not _may_be_over(pos):
        # an arrow sets the trend, and nothing after it in the same turn changes it
        arrow = rules.ARROW_TREND.get(row[-1])
        if arrow is not None and trend is not None and trend != arrow:
            problems.append(Problem(Msg(P_AFTER_UP if row[-1] == "up" else P_AFTER_DOWN), "trend"))


def _check_history(pos: Position, problems: list[Problem]) -> None:
    """While the start tile is on the field, the row is a history the rules allow from it: each
    number tile legal for the trend in force (a twin with its fill tiles before it), arrows and
    Jokers changing that trend; and the trend given is one that history leaves."""
    assert pos.start_tile is not None
    row = pos.row
    over = _may_be_over(pos)
    reached = _reached(pos.start_tile, row, pos.house_rules)
    finals = {trend for trend, _ref in reached[-1]}
    if over and not is_number(row[-1]):
        # the winning tile's own effect never happened
        finals.update(trend for trend, _ref in reached[-2] if trend is not None)
    if not finals:
        i = max(k for k, states in enumerate(reached) if states)
        problems.append(Problem(Msg(P_HISTORY, tile=row[i], start=pos.start_tile), f"row[{i}]"))
    elif pos.trend is not None and pos.trend not in finals:
        msg = P_HISTORY_ASC if ASC in finals else P_HISTORY_DESC
        problems.append(Problem(Msg(msg, start=pos.start_tile), "trend"))


#: a state of a history: the trend in force and the last number
State = tuple[Trend | None, int]
#: (start tile, house rules, row) -> the states after each number of tiles of the row: a memo of
#: ``_reached``, whose rows grow a tile or a few at a time during a game (the position after a
#: move has the row before it and more), kept small
_REACHED: dict[tuple[str, frozenset[str], tuple[str, ...]], list[frozenset[State]]] = {}
_REACHED_MOST = 512


def _reached(start: str, row: tuple[str, ...], house_rules: frozenset[str]) -> list[frozenset[State]]:
    """For k = 0 .. len(row), the states the rules (``rules.py``) allow after the first k tiles of
    the row, played from the start tile under ``house_rules``: each number tile one that may follow
    the last number (a twin either way), fill tiles before their twin, and the trend each tile
    leaves."""
    key = (start, house_rules, row)
    found = _REACHED.get(key)
    if found is not None:
        return found
    # the longest beginning of the row already worked out, else the start tile alone
    known = 0
    states: list[frozenset[State]] = [frozenset([(None, value(start))])]
    for cut in range(len(row) - 1, max(-1, len(row) - 9), -1):
        before = _REACHED.get((start, house_rules, row[:cut]))
        if before is not None:
            known, states = cut, list(before)
            break
    for end in range(known + 1, len(row) + 1):
        states.append(frozenset(_steps_to(row, end, states, house_rules)))
    if len(_REACHED) >= _REACHED_MOST:
        _REACHED.clear()
    _REACHED[key] = states
    return states


def _steps_to(row: tuple[str, ...], end: int, states: list[frozenset[State]],
              house_rules: Collection[str]) -> set[State]:
    """The states after the first ``end`` tiles of the row: the last tile played from a state
    after ``end - 1`` tiles, or a twin (the last tile) with fill tiles from a state before them."""
    out: set[State] = set()
    tile = row[end - 1]
    info = NUMBER_INFO.get(tile)
    if info is not None:
        val, twin = info[0], info[1]
        for trend, ref in states[end - 1]:
            if rules.number_problem(val, ref, trend, twin) is None:
                out.add((rules.trend_after(trend, val, ref, twin, house_rules), val))
        if not twin:
            return out
        # fill tiles row[i:end - 1] before the twin
        for i in range(end - 2, -1, -1):
            fill = row[i:end - 1]
            if not all(is_number(t) for t in fill):
                break
            for trend, ref in states[i]:
                if rules.number_problem(val, ref, trend, True) is None and _fills(fill, ref, val):
                    out.add((rules.trend_after(trend, val, ref, True, house_rules), val))
        return out
    for trend, ref in states[end - 1]:
        if rules.action_too_soon(trend):
            continue
        if tile in rules.ARROW_TREND:
            if not rules.arrow_refused(tile, trend, house_rules):
                out.add((rules.ARROW_TREND[tile], ref))
        elif tile in rules.NAMES_TREND:
            out.update(((ASC, ref), (DESC, ref)))
        else:
            out.add((trend, ref))
    return out


def _fills(fill: tuple[str, ...], ref: int, val: int) -> bool:
    """Whether ``fill`` are fill tiles of the twin ``val`` after the last number ``ref``: each strictly
    between the two, and each further from the last number than the one before it."""
    return all(rules.fill_between(value(t), ref, val) for t in fill) and all(
        rules.fill_further(value(b), value(a), ref) for a, b in pairwise(fill))


def _check_counts(pos: Position, problems: list[Problem]) -> None:
    """Too many tiles of a kind (at the first one too many), and the total."""
    bag = pos.bag
    # the tiles outside the bag: the start tile, the row and every rack the position knows
    outside = len(pos.row) + (1 if pos.start_tile else 0) + sum(map(len, filter(None, pos.racks)))
    if not _too_many_of_a_kind(pos, outside + (len(bag) if isinstance(bag, tuple) else 0)):
        _check_total(pos, outside, problems)
        return
    seen: dict[str, int] = {}
    numbers = 0
    for where, tiles in _places(pos):
        for i, tile in enumerate(tiles):
            if tile == UNKNOWN:
                continue
            if is_number(tile):
                numbers += 1
                if numbers == NUMBER_TILES + 1:
                    problems.append(Problem(Msg(P_TOO_MANY_NUMBERS, count=NUMBER_TILES), _path(where, i)))
                continue
            seen[tile] = seen.get(tile, 0) + 1
            if seen[tile] == ACTIONS[tile] + 1:
                problems.append(Problem(Msg(P_TOO_MANY_KIND, count=ACTIONS[tile], tile=tile), _path(where, i)))
    _check_total(pos, outside, problems)


def _too_many_of_a_kind(pos: Position, counted: int) -> bool:
    """Whether the position places more number tiles, or more of an action tile, than the
    game has: one count of every place at once (``_check_counts`` then finds where).
    ``counted``: how many tiles that count holds (every place's length, summed). Asked again
    for the very count and size it answered last, it answers as then."""
    global _last_kinds
    counts = pos.placed()
    last = _last_kinds
    if last[0] is counts and last[1] == counted:
        return last[2]
    actions = 0
    answer = False
    for kind, most in ACTIONS.items():
        found = counts.get(kind, 0)
        if found > most:
            answer = True
            break
        actions += found
    else:
        # every tile is a number, an action tile or unknown (``problems`` refused any other)
        answer = counted - actions - counts.get(UNKNOWN, 0) > NUMBER_TILES
    _last_kinds = (counts, counted, answer)
    return answer


#: the count and size ``_too_many_of_a_kind`` answered for last, and its answer (as ``_last_canonical``)
_last_kinds: tuple[Counter[str] | None, int, bool] = (None, 0, False)


def _check_total(pos: Position, outside: int, problems: list[Problem]) -> None:
    """The tiles of the position against the game's 106; ``outside``: how many lie outside the bag."""
    bag = pos.bag
    held = outside
    if bag is not None:
        held += bag if isinstance(bag, int) else len(bag)
    if bag is not None and None not in pos.racks:
        if held != TOTAL:
            problems.append(Problem(Msg(P_TOTAL, count=held, total=TOTAL), "bag"))
    elif held > TOTAL:
        problems.append(Problem(Msg(P_OVERFULL, count=held, total=TOTAL), "racks" if bag is None else "bag"))


def position_data(pos: Position) -> Data:
    data: Data = {"game": GAME_ID, "players": list(pos.players), "to_move": pos.to_move}
    if pos.house_rules:
        data["house_rules"] = sorted(pos.house_rules)
    data["direction"] = pos.direction
    if pos.start_tile is not None:
        data["start_tile"] = tile_data(pos.start_tile)
    data["row"] = [tile_data(t) for t in pos.row]
    data["trend"] = pos.trend
    if isinstance(pos.bag, tuple):
        data["bag"] = [tile_data(t) for t in pos.bag]
    elif pos.bag is not None:
        data["bag"] = pos.bag
    racks: dict[str, Any] = {}
    for name, rack in zip(pos.players, pos.racks, strict=True):
        if rack is None:
            continue
        if rack and all(t == UNKNOWN for t in rack):
            racks[name] = len(rack)
        else:
            racks[name] = [tile_data(t) for t in rack]
    data["racks"] = racks
    return data
