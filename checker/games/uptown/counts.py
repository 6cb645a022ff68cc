"""How many tiles each colour has placed, and the turns behind those counts: the ranges a position
allows when its captures are unknown (``placed_range``), the rack and supply sizes they allow, and
the seating order the tiles on the board must fit (``turn_order``). ``reading.problems`` uses them."""

from __future__ import annotations

from ...i18n import N_, Msg
from ...verdict import Problem
from ..base import Data
from .model import COLOURS, LAST, RACK, TILES, Position


def placed_range(placed: tuple[int, ...], known: bool, racks: Data, supply: Data
                 ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The fewest and the most tiles each colour can have placed (on the board or captured).

    With ``captured`` given they are the recount. Left out, every tile of a colour that is not on
    the board may have been captured, so the board gives only the fewest; a rack or a supply the
    file gives narrows it, as far as it fits the board (``reading.problems`` reports one that does not):
    a supply of s > 0 tiles means 23 - s placed, an empty one at least 23; a rack of five at most
    23 (the colour still has a turn), a rack of four all 24 (it has had its last turn)."""
    if known:
        return placed, placed
    low, high = list(placed), [max(n, LAST) for n in placed]
    for c, name in enumerate(COLOURS):
        left = supply.get(name)
        count = left if isinstance(left, int) else len(left) if isinstance(left, list) else None
        if count is not None and count > 0 and TILES - RACK - count >= low[c]:
            low[c] = high[c] = TILES - RACK - count
        elif count == 0:
            low[c] = max(low[c], TILES - RACK)
        rack = racks.get(name)
        size = None if rack is None else len(rack) if isinstance(rack, list) else len(rack.split())
        if size == RACK and low[c] < LAST:
            high[c] = min(high[c], LAST - 1)
        elif size == RACK - 1 and high[c] >= LAST:
            low[c] = high[c] = max(low[c], LAST)
    return tuple(low), tuple(high)


#: a pass needs every square the five tiles of a rack match to be taken, and five tiles match at
#: least 27 squares (three rows and two zones inside them): with fewer tiles on the board nobody
#: can have passed, so every player has placed once a turn
PASS_NEEDS = 27


def rack_fits(size: int, low: int, high: int) -> bool:
    """A rack holds five tiles while the colour has a turn left (at most 23 placed), four once it has
    placed its last tile (24); the colour has placed between ``low`` and ``high`` tiles."""
    return (size == RACK and low < LAST) or (size == RACK - 1 and high >= LAST)


def supply_fits(size: int, low: int, high: int) -> bool:
    """A supply holds 23 less the tiles placed, and nothing once 23 or 24 are placed."""
    if size == 0:
        return high >= TILES - RACK
    return low <= TILES - RACK - size <= high


def turn_order(pos: Position, low: tuple[int, ...], high: tuple[int, ...]) -> list[Problem]:
    """The tiles each player has placed must fit turns taken in seating order up to the player to move.

    Why a refusal holds whatever the position leaves out: the board only ever fills (a capture puts a
    tile where another stood), so with fewer than ``PASS_NEEDS`` tiles on it now nobody could ever
    pass, and every turn so far placed one tile. Whoever began, the players from the first to the one
    before the player to move have then had one turn more than the others (k + 1 against k), except
    that a player whose colours have all had their last turn is skipped. That is tried for every first
    player and every k.

    With ``captured`` given, each player's placements are known (board and captures) and must be
    exactly those. Left out, a colour's placements lie between ``low`` and ``high`` (``placed_range``:
    every tile missing from the board may have been captured), and the captures must be possible too:
    each capture is one turn of the capturer and takes a tile of another player, so the tiles missing
    from the board (``missing``, per player, the turns less the tiles on the board) must be capturable
    by the other players within their turns: the sum over players of min(turns, missing of the others)
    reaches the total missing (a transport with no player supplying themselves: Hall's condition)."""
    n = len(pos.players)
    if sum(1 for c in pos.colour if c >= 0) >= PASS_NEEDS or any(not cs for cs in pos.owned):
        return []
    least = [sum(low[c] for c in cs) for cs in pos.owned]
    most = [sum(high[c] for c in cs) for cs in pos.owned]
    board = [sum(pos.colour.count(c) for c in cs) for cs in pos.owned]
    last = [LAST * len(cs) for cs in pos.owned]
    for start in range(n):
        ahead = [((p - start) % n) < ((pos.to_move - start) % n) for p in range(n)]
        for k in range(max(last) + 1):
            turns = [min(k + ahead[p], last[p]) for p in range(n)]
            if not all(least[p] <= turns[p] <= most[p] for p in range(n)):
                continue
            if pos.captures_known:
                return []
            missing = [turns[p] - board[p] for p in range(n)]
            total = sum(missing)
            if sum(min(turns[p], total - missing[p]) for p in range(n)) >= total:
                return []
    if pos.captures_known:
        return [Problem(Msg(
            # TRANSLATORS: %(counts)s lists each player with the tiles they placed, %(player)s is the player to move
            N_("The tiles placed (%(counts)s) do not fit turns taken in seating order with %(player)s to move: "
               "every player places one tile a turn, and nobody can have passed with so few tiles on the board."),
            counts=[f"{name} {count}" for name, count in zip(pos.players, least, strict=True)],
            player=pos.players[pos.to_move]), "to_move")]
    return [Problem(Msg(
        # TRANSLATORS: %(counts)s lists each player with their tiles on the board, %(player)s is the player to move
        N_("The tiles on the board (%(counts)s) do not fit turns taken in seating order with %(player)s to move, "
           "however many tiles were captured (the position leaves captured out): every player places one tile "
           "a turn, a capture only puts one tile in place of another, and nobody can have passed with so few "
           "tiles on the board."),
        counts=[f"{name} {count}" for name, count in zip(pos.players, board, strict=True)],
        player=pos.players[pos.to_move]), "to_move")]
