"""Random play (``checker.simulate``): a shuffled deal, the outcome and the census of every tile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..census import Census, Frozen, frozen
from .model import CODES, COLOURS, FACES, RACK, UNKNOWN, Position
from .movegen import finished
from .recount import every_tile_once
from .scoring import final

if TYPE_CHECKING:
    from random import Random


def deal(rng: Random, players: list[str], house_rules: frozenset[str] = frozenset()) -> Position:
    n = len(players)
    owned = tuple((i, i + 2) for i in range(2)) if n == 2 else tuple((i,) for i in range(n))
    racks: list[tuple[str, ...]] = [()] * len(COLOURS)
    supplies: list[tuple[str, ...]] = [()] * len(COLOURS)
    for cs in owned:
        for c in cs:
            tiles = list(FACES)
            rng.shuffle(tiles)
            racks[c], supplies[c] = tuple(tiles[:RACK]), tuple(tiles[RACK:])
    return Position(tuple(players), 0, owned, (-1,) * 81, (None,) * 81, tuple(racks), tuple(supplies),
                    tuple(() for _ in players), frozenset(house_rules))


def outcome(pos: Position) -> str | None:
    """The winner (names joined by ", " for a shared victory) once the game is over, else None."""
    if not finished(pos):
        return None
    return ", ".join(final(pos)["winners"])


#: colour -> face -> the tile as census names it (R:A; R:? when the face is not known)
_TILE_KEYS = tuple({**{f: f"{code}:{f}" for f in FACES}, UNKNOWN: f"{code}:{UNKNOWN}"} for code in CODES)


#: colours in play -> the census of a usual position of those colours
_FULL: dict[tuple[int, ...], Frozen[str]] = {}


def census(pos: Position) -> Census[str]:
    """Every tile of every colour in play, wherever it is (board, rack, supply, captured), as
    ``R:A``; a tile not known is ``R:?``, but when a colour has exactly as many unknown tiles
    as unaccounted faces (so in every consistent position) they count as those faces, so that
    revealing one by placing it changes nothing. Play never changes it.

    The usual position (``recount.every_tile_once``: every tile of every colour in play given once,
    face and all) has one tile of each: the census of its colours, made once and handed out as it is
    (``census.Frozen``: it cannot be changed)."""
    in_play = pos.colours_in_play
    if every_tile_once(pos, in_play):
        full = _FULL.get(in_play)
        if full is None:
            full = _FULL[in_play] = frozen(Census(_TILE_KEYS[c][f] for c in in_play for f in FACES))
        return full
    keys = _TILE_KEYS
    items = [keys[c][f] for c, f in zip(pos.colour, pos.face, strict=False) if c >= 0 and f is not None]
    for caps in pos.captured:
        items += [keys[c][f] for c, f in caps]
    for c in pos.colours_in_play:
        key = keys[c]
        items += [key[f] for f in pos.racks[c]]
        items += [key[f] for f in pos.supplies[c]]
    tally = Census(items)
    for c in pos.colours_in_play:
        unknown = tally.get(keys[c][UNKNOWN])
        if unknown:
            # as many tiles unknown as faces unaccounted for: together they are exactly those faces,
            # whichever is where (placing a hidden tile whose face is certain reveals it)
            pool = pos.possible_hidden(c)
            if len(pool) == unknown:
                del tally[keys[c][UNKNOWN]]
                tally.update(keys[c][f] for f in pool)
    return tally
