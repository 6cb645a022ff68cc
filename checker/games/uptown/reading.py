"""Position files: the schema of Uptown's own keys, ``build`` (data -> position, or what cannot be
read), ``problems`` (the one check of what cannot happen) and ``position_data`` (position -> data)."""

from __future__ import annotations

from typing import Any

from ...i18n import Msg
from ...verdict import Problem
from ..base import PLAYER_NAME, UNKNOWN, Data
from . import messages as m
from .messages import (
    captures_msg,
    colour_msg,
    face_help,
    face_msg,
    mismatch_msg,
    not_in_play_msg,
    own_capture_msg,
    rack_size_msg,
    split_msg,
    supply_msg,
    too_many_msg,
)
from .model import (
    COLOURS,
    FACES,
    GAME_ID,
    LAST,
    MATCH,
    RACK,
    ROWS,
    SQUARE_NAMES,
    TILES,
    Position,
    count_groups,
    count_placed,
    joined,
    replaced,
    sq_name,
)
from .notation import cell_text, colour_choices, parse_colour, parse_face
from .recount import usual
from .rules import placed_range, rack_fits, supply_fits, turn_order


def own_schema() -> tuple[dict[str, Any], list[str]]:
    tile = {"anyOf": [{"type": "string", "minLength": 1, "maxLength": 30},
                      {"type": "integer", "minimum": 1, "maximum": 9}]}
    colour = {"type": "string", "enum": list(COLOURS)}
    props = {
        "colours": {
            "type": "object",
            "description": m.D_COLOURS,
            "patternProperties": {PLAYER_NAME: {"anyOf": [
                colour, {"type": "array", "minItems": 1, "maxItems": 2, "uniqueItems": True, "items": colour}]}},
            "additionalProperties": False,
        },
        "board": {
            "type": "object",
            "description": m.D_BOARD,
            "properties": {r: {"anyOf": [
                {"type": "string", "maxLength": 400, "description": m.D_ROW},
                {"type": "array", "maxItems": 20, "items": {"type": "string", "maxLength": 40}}]}
                for r in ROWS},
            "additionalProperties": False,
        },
        "racks": {
            "type": "object",
            "description": m.D_RACKS,
            "properties": {c: {"anyOf": [{"type": "array", "maxItems": RACK, "items": tile},
                                         {"type": "string", "maxLength": 200}]} for c in COLOURS},
            "additionalProperties": False,
        },
        "supply": {
            "type": "object",
            "description": m.D_SUPPLY,
            "properties": {c: {"anyOf": [{"type": "integer", "minimum": 0, "maximum": TILES - RACK},
                                         {"type": "array", "maxItems": TILES - RACK, "items": tile}]}
                           for c in COLOURS},
            "additionalProperties": False,
        },
        "captured": {
            "type": "object",
            "description": m.D_CAPTURED,
            "patternProperties": {PLAYER_NAME: {"type": "array", "maxItems": TILES * 4,
                                                "items": {"type": "string", "maxLength": 40}}},
            "additionalProperties": False,
        },
    }
    return props, ["colours"]


# -- reading: only what cannot be read is a problem here ------------------------------

def _stranger(name: str, path: str) -> Problem:
    return Problem(Msg(m.P_STRANGER, name=name), path)


def _bad_colour(text: str, path: str) -> Problem:
    return Problem(Msg(m.M_NOT_A_COLOUR, colour=text, choices=colour_choices()),
                   path)


def read_tile(text: str, path: str, problems: list[Problem], need_colour: bool,
              square: str | None = None) -> tuple[int | None, str] | None:
    """``colour:face``, ``colour`` or ``face`` -> (colour or None, face or ``UNKNOWN``), or None
    (a problem is added) when it cannot be read."""
    text = text.strip()
    if ":" in text:
        left, right = text.split(":", 1)
        c, face = parse_colour(left), parse_face(right)
        if c is None:
            problems.append(_bad_colour(left, path))
        if face is None:
            problems.append(Problem(face_help(right), path))
        return (c, face) if c is not None and face is not None else None
    if need_colour:
        c = parse_colour(text)
        if c is None:
            if square is not None:
                problems.append(Problem(Msg(m.P_NOT_A_CELL, cell=text, square=square), path))
            else:
                problems.append(_bad_colour(text, path))
            return None
        return c, UNKNOWN
    face = parse_face(text)
    if face is None:
        problems.append(Problem(face_help(text), path))
        return None
    return None, face


def build(data: Data, house_rules: frozenset[str], problems: list[Problem]) -> Position:
    players = list(data["players"])
    owned: list[list[int]] = [[] for _ in players]
    for name, value in data["colours"].items():
        if name not in players:
            problems.append(_stranger(name, f"colours.{name}"))
            continue
        for colour_name in ([value] if isinstance(value, str) else list(value)):
            owned[players.index(name)].append(COLOURS.index(colour_name))
    in_play = {c for cs in owned for c in cs}

    colour_of = [-1] * 81
    face_of: list[str | None] = [None] * 81
    board = data.get("board") or {}
    for r, row in enumerate(ROWS):
        text = board.get(row)
        if text is None:
            continue
        cells = text.split() if isinstance(text, str) else [str(cell).strip() for cell in text]
        if len(cells) != 9:
            problems.append(Problem(Msg(m.P_ROW_CELLS, row=row, count=len(cells)), f"board.{row}"))
        for col, cell in enumerate(cells[:9]):
            if cell == ".":
                continue
            index = r * 9 + col
            parsed = read_tile(cell, f"board.{row}[{col}]", problems, need_colour=True, square=sq_name(index))
            if parsed is not None and parsed[0] is not None:
                colour_of[index], face_of[index] = parsed[0], parsed[1]

    captured: list[list[tuple[int, str]]] = [[] for _ in players]
    for name, items in (data.get("captured") or {}).items():
        if name not in players:
            problems.append(_stranger(name, f"captured.{name}"))
            continue
        for k, item in enumerate(items):
            parsed = read_tile(str(item), f"captured.{name}[{k}]", problems, need_colour=True)
            if parsed is not None and parsed[0] is not None:
                captured[players.index(name)].append((parsed[0], parsed[1]))

    known = "captured" in data  # a captured that is given, even {}, is a fact; left out, it is unknown
    given_racks = data.get("racks") or {}
    given_supply = data.get("supply") or {}
    low, high = placed_range(count_placed(tuple(colour_of), captured), known, given_racks, given_supply)
    racks: list[tuple[str, ...]] = []
    supplies: list[tuple[str, ...]] = []
    for c, name in enumerate(COLOURS):
        given = given_racks.get(name)
        rack: list[str] = []
        if given is None:
            if c in in_play:
                rack = [UNKNOWN] * max(0, min(RACK, TILES - low[c]))
        else:
            listed = isinstance(given, list)
            for k, item in enumerate(given if listed else given.split()):
                path = f"racks.{name}[{k}]" if listed else f"racks.{name}"
                if str(item).strip() == UNKNOWN:
                    rack.append(UNKNOWN)
                    continue
                parsed = read_tile(str(item), path, problems, need_colour=False)
                if parsed is None:
                    continue
                if parsed[0] is not None and parsed[0] != c:
                    problems.append(Problem(Msg(m.P_NOT_THAT_COLOUR, tile=str(item), colour=colour_msg(c)), path))
                    continue
                rack.append(parsed[1])
        racks.append(tuple(rack))
        sup = given_supply.get(name)
        supply: list[str] = []
        if isinstance(sup, int):
            supply = [UNKNOWN] * sup
        elif isinstance(sup, list):
            for k, item in enumerate(sup):
                parsed = read_tile(str(item), f"supply.{name}[{k}]", problems, need_colour=False)
                if parsed is not None:
                    supply.append(parsed[1])
        elif c in in_play:
            supply = [UNKNOWN] * max(0, TILES - RACK - low[c])
        supplies.append(tuple(supply))
    return Position(tuple(players), players.index(data["to_move"]), tuple(tuple(cs) for cs in owned),
                    tuple(colour_of), tuple(face_of), tuple(racks), tuple(supplies),
                    tuple(tuple(caps) for caps in captured), house_rules, low,
                    captures_known=known, most=high)


# -- the one position check --------------------------------------------------------------

def problems(pos: Position) -> list[Problem]:
    """Everything that makes the position impossible, with field paths: colours per player, tiles
    of colours nobody plays, tiles on squares they do not match, a tile given twice, too many
    placements, captures of an own colour or more captures than placements, rack and supply sizes,
    and (for a position reached by play) a last capture that split a group. Counts are recounted,
    never taken from the position."""
    if usual(pos):
        return []
    found: list[Problem] = []
    players, owned = pos.players, pos.owned
    n = len(players)
    want = 2 if n == 2 else 1
    in_play: set[int] = set()
    taken: dict[int, str] = {}
    for p, name in enumerate(players):
        if not owned[p] or name in players[:p]:
            continue
        path = f"colours.{name}"
        if len(owned[p]) != want:
            found.append(Problem(Msg(m.P_COLOURS_EACH, count=want, players=n), path))
        for c in owned[p]:
            if c in taken:
                found.append(Problem(Msg(m.P_COLOUR_TAKEN, colour=colour_msg(c), player=taken[c]), path))
            else:
                taken[c] = name
    for p, name in enumerate(players):
        if not owned[p] and name not in players[:p]:
            found.append(Problem(Msg(m.P_NO_COLOUR, player=name), "colours"))
    in_play = set(taken)

    first: dict[tuple[int, str], str] = {}  # (colour, face) -> where it is given first

    def twice(colour: int, face: str, path: str) -> Problem:
        return Problem(Msg(
            m.P_TWICE, colour=colour_msg(colour), tile=face_msg(face), first=first[(colour, face)]), path)

    def board_path(index: int) -> str:
        return f"board.{ROWS[index // 9]}[{index % 9}]"

    plain = _plain_board(pos, in_play)
    if plain is not None:
        first.update(plain)
    for index, c in enumerate(() if plain is not None else pos.colour):
        if c < 0:
            continue
        face = pos.face[index]
        if c not in in_play:
            found.append(Problem(not_in_play_msg(c), board_path(index)))
        if face is None or face == UNKNOWN:
            continue
        if index not in MATCH[face]:
            found.append(Problem(mismatch_msg(face, index), board_path(index)))
        if (c, face) in first:
            found.append(twice(c, face, board_path(index)))
        else:
            first[(c, face)] = SQUARE_NAMES[index]
    for p, caps in enumerate(pos.captured):
        for k, (c, face) in enumerate(caps):
            if c in owned[p]:
                found.append(Problem(own_capture_msg(players[p], c), f"captured.{players[p]}[{k}]"))
            elif c not in in_play:
                found.append(Problem(not_in_play_msg(c), f"captured.{players[p]}[{k}]"))
            if face == UNKNOWN:
                continue
            if (c, face) in first:
                found.append(twice(c, face, f"captured.{players[p]}[{k}]"))
            else:
                first[(c, face)] = players[p]

    placed = count_placed(pos.colour, pos.captured)
    if pos.captures_known:
        low = high = placed
    else:
        # nothing is known of the captures: the board gives the fewest placements, a rack or a supply
        # the file gives narrows the range (``counts.placed_range``; the judge keeps it up to date)
        low = tuple(max(n, k) for n, k in zip(placed, pos.counts, strict=True))
        high = tuple(max(n, k) for n, k in zip(low, pos.most, strict=True))
    for c in sorted(in_play):
        if placed[c] > LAST:
            found.append(Problem(too_many_msg(c, placed[c]), "board"))
    for key, held in (("racks", pos.racks), ("supply", pos.supplies)):
        for c, tiles in enumerate(held):
            if tiles and c not in in_play:
                found.append(Problem(not_in_play_msg(c), f"{key}.{COLOURS[c]}"))
    #: colour -> the faces given on the board and among the captures
    elsewhere: list[set[str]] = [set() for _ in COLOURS]
    for c, face in first:
        elsewhere[c].add(face)
    for c in sorted(in_play):
        name = COLOURS[c]
        rack = pos.racks[c]
        supply = pos.supplies[c]
        # the usual case first, in one go: no face of the rack and the supply is given twice, there or
        # on the board or among the captures (else each is looked up, to say where it is given first)
        both = rack + supply
        faces = set(both)
        faces.discard(UNKNOWN)
        unique = len(faces) == len(both) - both.count(UNKNOWN) and faces.isdisjoint(elsewhere[c])
        where = f"racks.{name}"
        for k, face in enumerate(() if unique else rack):
            if face == UNKNOWN:
                continue
            if (c, face) in first:
                found.append(twice(c, face, f"{where}[{k}]"))
            else:
                first[(c, face)] = where
        if low[c] <= LAST and not rack_fits(len(rack), low[c], high[c]):
            found.append(Problem(rack_size_msg(c, len(rack), low[c], high[c]), where))
        where = f"supply.{name}"
        for k, face in enumerate(() if unique else supply):
            if face == UNKNOWN:
                continue
            if (c, face) in first:
                found.append(twice(c, face, f"{where}[{k}]"))
            else:
                first[(c, face)] = where
        if not supply_fits(len(supply), low[c], high[c]):
            found.append(Problem(supply_msg(c, len(supply), low[c], high[c]), where))
    for p, name in enumerate(players):
        turns = sum(placed[c] for c in set(owned[p]))
        if len(pos.captured[p]) > turns:
            found.append(Problem(captures_msg(name, turns, len(pos.captured[p])), f"captured.{name}"))
    if plain is None:  # a plain board gives every face
        found += _unfit(pos, in_play, board_path)
    found += turn_order(pos, low, high)
    if pos.last_capture is not None:
        square, target = pos.last_capture
        if not joined(pos.colour, square, target):
            before = replaced(pos.colour, square, target)
            was, now = count_groups(before, target), count_groups(pos.colour, target)
            found.append(Problem(split_msg(square, target, players[pos.owner(target)], now - was + 1), "board"))
    return found


def _plain_board(pos: Position, in_play: set[int]) -> dict[tuple[int, str], str] | None:
    """The usual board, in one go: every tile of a colour in play, its face given and on a square it
    matches, no tile given twice; then each (colour, face) -> its square's name, in reading order.
    None for any other board (``problems`` looks at each tile, to say what is wrong where)."""
    board, faces = pos.colour, pos.face
    empty = board.count(-1)
    # as many squares without a face as empty squares, and no tile without one (below): then every
    # empty square is without a face, and the one key of them all is (-1, None)
    if faces.count(None) != empty or not all(map(frozenset.__contains__, FITS, faces)):
        return None
    at = dict(zip(zip(board, faces, strict=True), SQUARE_NAMES, strict=True))
    if empty:
        at.pop((-1, None), None)
    colours = set(board)
    colours.discard(-1)
    if len(at) != 81 - empty or not colours <= in_play:
        return None
    if any((c, None) in at or (c, UNKNOWN) in at for c in colours):
        return None
    return at  # type: ignore[return-value]  # every face is given (no key holds None)


#: square -> the faces that may stand on it, and None (an empty square's)
FITS = tuple(frozenset({None, *(face for face in FACES if i in MATCH[face])}) for i in range(81))


# -- writing ---------------------------------------------------------------------------

def _yaml_face(face: str) -> str | int:
    return int(face) if face.isdigit() else face


def position_data(pos: Position) -> Data:
    data: Data = {"game": GAME_ID, "players": list(pos.players), "to_move": pos.players[pos.to_move]}
    if pos.house_rules:
        data["house_rules"] = sorted(pos.house_rules)
    data["colours"] = {
        name: (COLOURS[pos.owned[p][0]] if len(pos.owned[p]) == 1 else [COLOURS[c] for c in pos.owned[p]])
        for p, name in enumerate(pos.players)}
    data["board"] = {row: [cell_text(pos.colour[r * 9 + k], pos.face[r * 9 + k]) for k in range(9)]
                     for r, row in enumerate(ROWS)}
    racks = {COLOURS[c]: [_yaml_face(f) for f in rack] for c, rack in enumerate(pos.racks)
             if any(f != UNKNOWN for f in rack)}
    if racks:
        data["racks"] = racks
    supply = {COLOURS[c]: [_yaml_face(f) for f in s] for c, s in enumerate(pos.supplies)
              if s and UNKNOWN not in s}
    if supply:
        data["supply"] = supply
    if pos.captures_known:
        # written even when empty: left out, the captures would be unknown
        data["captured"] = {pos.players[p]: [cell_text(c, f) for c, f in caps]
                            for p, caps in enumerate(pos.captured) if caps}
    else:
        # the captures unknown: a rack or supply that says how many tiles a colour has placed is written
        # out, even when none of its tiles is known (left out, it would say nothing)
        for c in pos.colours_in_play:
            if pos.count_known(c):
                data.setdefault("supply", {}).setdefault(COLOURS[c], len(pos.supplies[c]))
            if pos.most[c] < LAST or pos.counts[c] >= TILES - RACK:
                data.setdefault("racks", {}).setdefault(COLOURS[c], [_yaml_face(f) for f in pos.racks[c]])
    return data


# -- tiles given by colour only ----------------------------------------------------------------

def assign(squares: list[int], faces: list[str]) -> tuple[dict[int, str], list[int]]:
    """A largest assignment of distinct faces to squares, each face on a square it matches (a
    bipartite matching, by augmenting paths), and, when some square is left without a face, a set
    of squares that together match fewer faces than they are (Hall's condition fails there)."""
    owner: dict[str, int] = {}

    def augment(sq: int, seen: set[str]) -> bool:
        for face in faces:
            if face in seen or sq not in MATCH[face]:
                continue
            seen.add(face)
            if face not in owner or augment(owner[face], seen):
                owner[face] = sq
                return True
        return False

    for sq in squares:
        augment(sq, set())
    placed = {sq: face for face, sq in owner.items()}
    short = [sq for sq in squares if sq not in placed]
    if not short:
        return placed, []
    # the squares reachable from an unassigned one by alternating paths: their faces are all taken among them
    reach, stack = {short[0]}, [short[0]]
    while stack:
        sq = stack.pop()
        for face in faces:
            if sq in MATCH[face] and face in owner and owner[face] not in reach:
                reach.add(owner[face])
                stack.append(owner[face])
    return placed, sorted(reach)


def _unfit(pos: Position, in_play: set[int], board_path: Any) -> list[Problem]:
    """Tiles given by colour only must be tiles of that colour that fit their squares, all at once:
    the faces not given anywhere else (board, captures, rack, supply) must cover them."""
    found: list[Problem] = []
    board = pos.colour
    # the squares whose tile is given by its colour only, in one pass over the board
    hidden = [i for i, face in enumerate(pos.face) if (face is None or face == UNKNOWN) and board[i] >= 0]
    for c in sorted(in_play):
        squares = [i for i in hidden if board[i] == c]
        if not squares:
            continue
        given = {pos.face[i] for i in range(81) if pos.colour[i] == c}
        given.update(f for caps in pos.captured for k, f in caps if k == c)
        given.update(pos.racks[c])
        given.update(pos.supplies[c])
        free = [f for f in FACES if f not in given]
        _, short = assign(squares, free)
        if short:
            fit = sorted({f for f in free if any(sq in MATCH[f] for sq in short)}, key=FACES.index)
            # one square alone fails only when no tile of the colour left could stand there; several fail
            # together when they are more than the tiles left that fit them (listed)
            found.append(Problem(Msg(
                m.P_UNFIT, count=len(short), colour=colour_msg(c), squares=[sq_name(s) for s in short],
                tiles=[face_msg(f) for f in fit]), board_path(short[0])))
    return found
