"""The small rules of Upturn, each written once: the judge (``judge.py``)
turns a broken one into a finding, the move generator (``movegen.py``) offers
only what breaks none, and the position check (``reading.problems``) plays the
row from the start tile by them."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Literal

from .model import ASC, CW, DESC, Bag, Direction, Trend, is_number

#: why a number tile may not follow the last number: it equals it, or the row wants it higher or lower
NumberProblem = Literal["equal", "higher", "lower"]

#: action tiles that let the player keep or reverse the direction of play
REVERSIBLE = frozenset({"up", "down", "updown", "joker"})
#: action tiles with which the player names the trend
NAMES_TREND = frozenset({"updown", "joker"})
#: the only tile after which an extra tile may follow
EXTRA_TILE = "joker"
#: the trend an arrow sets
ARROW_TREND: dict[str, Trend] = {"up": ASC, "down": DESC}


def number_problem(val: int, ref: int, trend: Trend | None, twin: bool) -> NumberProblem | None:
    """Why a number tile of value ``val`` may not follow the last number ``ref``
    ("equal", "higher": it must be higher, "lower"), or None when it may.
    The first play (no trend yet) and a twin may go either way, never equal."""
    if val == ref:
        return "equal"
    if trend is None or twin:
        return None
    if trend == ASC and val < ref:
        return "higher"
    if trend == DESC and val > ref:
        return "lower"
    return None


def trend_after(trend: Trend | None, val: int, ref: int, twin: bool, house_rules: Collection[str]) -> Trend:
    """The trend after a number tile of value ``val`` that may follow the last number ``ref``: the
    first play sets it; a twin, which may go either way, sets it only with the house rule
    twin-sets-trend; any other number keeps it."""
    if trend is None or (twin and "twin-sets-trend" in house_rules):
        return ASC if val > ref else DESC
    return trend


def action_too_soon(trend: Trend | None) -> bool:
    """The first play must be a number tile: no action tile before the row has a trend."""
    return trend is None


def arrow_along(tile: str, trend: Trend | None) -> bool:
    """An Up arrow on an ascending row, or a Down arrow on a descending one."""
    return trend is not None and trend == ARROW_TREND[tile]


def arrow_refused(tile: str, trend: Trend | None, house_rules: Collection[str]) -> bool:
    """An arrow that runs along the row, without the house rule that allows it."""
    return arrow_along(tile, trend) and "arrows-any-row" not in house_rules


def fill_between(fv: int, ref: int, val: int) -> bool:
    """A fill tile lies strictly between the last number and the twin."""
    return min(ref, val) < fv < max(ref, val)


def fill_further(fv: int, before: int, ref: int) -> bool:
    """Each fill tile lies further from the last number than the one before it."""
    return abs(fv - ref) > abs(before - ref)


def twin_draws(fill: int, house_rules: Collection[str]) -> int:
    """How many tiles are drawn after a twin with ``fill`` fill tiles."""
    return fill + (0 if "twin-count-excludes-twin" in house_rules else 1)


def calls_due(left: int) -> bool:
    """A move that leaves the player one tile needs the “Upturn” call."""
    return left == 1


def step(direction: Direction) -> int:
    return 1 if direction == CW else -1


def opponents(players: Sequence[str], seat: int, direction: Direction) -> list[str]:
    """The opponents in the order play reaches them."""
    n, d = len(players), step(direction)
    return [players[(seat + d * k) % n] for k in range(1, n)]


def refill(field: Sequence[str]) -> tuple[int, list[str]]:
    """When the bag is empty: where the number tile that stays lies in the field (the
    last number), and the tiles that go back into the bag, in the order they lay."""
    keep = max(i for i, t in enumerate(field) if is_number(t))
    return keep, [*field[:keep], *field[keep + 1:]]


def next_draw(bag: Bag, field: Sequence[str]) -> str | None:
    """The tile a draw from a known bag gives: its front tile, or when it is empty the
    first tile that goes back into it from the field; None when nothing can be drawn
    or the bag is not known tile by tile."""
    if not isinstance(bag, tuple):
        return None
    if bag:
        return bag[0]
    back = refill(field)[1]
    return back[0] if back else None
