"""Upturn's history check (the row must be a history the rules allow from the start tile) works
the row out a tile at a time and keeps what it found for the rows that grow from it. Held here
to a plain search over every way the row could have been played, for rows of every kind, grown
a tile at a time as in a game and read in any order."""

from __future__ import annotations

from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from checker.games.upturn import reading
from checker.games.upturn.model import ASC, CW, DESC, Position, is_number, is_twin, value

NUMBERS = ["11", "14", "14h", "22", "30", "33", "41", "44", "47", "52", "55", "58", "60", "66", "70", "77h", "88"]
ACTIONS = ["up", "down", "updown", "joker", "skip1", "skip2"]
RULES = ["twin-sets-trend", "arrows-any-row"]


def searched(start: str, row: tuple[str, ...], trend: str | None, rules: frozenset[str],
             over: bool) -> list[tuple[str, str, dict]]:
    """(path, message, params) of the history problem: every way of playing the row, searched
    from the start tile one tile, or one twin with its fill tiles, at a time."""
    end = len(row)
    found: set[str | None] = set()
    deepest = 0

    def after_twin(t: str | None, ref: int, val: int) -> str | None:
        return (ASC if val > ref else DESC) if t is None or "twin-sets-trend" in rules else t

    def search(i: int, t: str | None, ref: int) -> bool:
        nonlocal deepest
        if i == end:
            found.add(t)
            return True
        reached = False
        tile = row[i]
        if is_number(tile):
            val = value(tile)
            if val != ref:
                if t is None:
                    reached |= search(i + 1, ASC if val > ref else DESC, val)
                elif is_twin(tile) or (val > ref) == (t == ASC):
                    reached |= search(i + 1, after_twin(t, ref, val) if is_twin(tile) else t, val)
            for j in range(i + 1, end):  # row[i:j] fill tiles of the twin row[j]
                fill = row[i:j]
                twin = row[j]
                if not all(is_number(x) for x in (*fill, twin)):
                    break
                far = [abs(value(x) - ref) for x in fill]
                v = value(twin)
                if any(b <= a for a, b in pairwise(far)):
                    break
                if is_twin(twin) and v != ref and all(min(ref, v) < value(x) < max(ref, v) for x in fill):
                    reached |= search(j + 1, after_twin(t, ref, v), v)
        elif t is not None:
            if tile in ("up", "down"):
                new = ASC if tile == "up" else DESC
                if new != t or "arrows-any-row" in rules:
                    reached |= search(i + 1, new, ref)
            elif tile in ("updown", "joker"):
                reached |= search(i + 1, ASC, ref)
                reached |= search(i + 1, DESC, ref)
            else:
                reached |= search(i + 1, t, ref)
            if over and i == end - 1:
                found.add(t)
                reached = True
        if not reached:
            deepest = max(deepest, i)
        return reached

    search(0, None, value(start))
    if not found:
        return [(f"row[{deepest}]", reading.P_HISTORY, {"tile": row[deepest], "start": start})]
    if trend is not None and trend not in found:
        return [("trend", reading.P_HISTORY_ASC if ASC in found else reading.P_HISTORY_DESC, {"start": start})]
    return []


def history(start: str, row: tuple[str, ...], trend: str | None, rules: frozenset[str],
            over: bool) -> list[tuple[str, str, dict]]:
    # a rack left out may be empty (the game may be over): "not over" gives both racks a tile
    pos = Position(("Ann", "Bob"), "Ann", rules, start, row, trend, CW, None, ((), ("?",)) if over else (("?",), ("?",)))
    problems: list = []
    reading._check_history(pos, problems)
    return [(p.path, p.msg.text, p.msg.params) for p in problems]


rows = st.lists(st.sampled_from(NUMBERS + ACTIONS), min_size=1, max_size=9).map(tuple)
settings_ = settings(max_examples=400, deadline=None)


@settings_
@given(start=st.sampled_from(NUMBERS), row=rows, trend=st.sampled_from([ASC, DESC, None]),
       rules=st.sets(st.sampled_from(RULES)).map(frozenset), over=st.booleans())
def test_the_history_check_finds_what_a_search_of_every_way_of_playing_the_row_finds(start, row, trend, rules,
                                                                                      over):
    # the row grown a tile at a time, as a game grows it: each beginning is judged, then kept
    for k in range(1, len(row) + 1):
        assert history(start, row[:k], trend, rules, over) == searched(start, row[:k], trend, rules, over)


@settings_
@given(start=st.sampled_from(NUMBERS), row=rows, rules=st.sets(st.sampled_from(RULES)).map(frozenset),
       data=st.data())
def test_the_history_check_gives_the_same_answer_whatever_was_judged_before(start, row, rules, data):
    # a beginning judged under other house rules, or a longer row, changes nothing
    other = frozenset(RULES) - rules
    cut = data.draw(st.integers(0, len(row)))
    if cut:
        history(start, row[:cut], None, other, False)
    history(start, (*row, *data.draw(rows)), None, rules, False)
    for trend in (ASC, DESC, None):
        assert history(start, row, trend, rules, False) == searched(start, row, trend, rules, False)


def test_a_twin_with_fill_tiles_far_back_in_a_long_row():
    # the fill tiles and their twin come after a long history: the twin reaches back past the
    # beginnings kept for the row before it
    row = ("52", "55", "58", "60", "66", "70", "60", "58", "55", "52", "22")
    assert history("47", row[:6], ASC, frozenset(), False) == []
    assert history("47", row[:-1], ASC, frozenset(), False)  # 60 .. 52 alone go against the row
    assert history("47", row, ASC, frozenset(), False) == []
    assert history("47", row, DESC, frozenset(), False) == searched("47", row, DESC, frozenset(), False) != []
    assert history("47", row, DESC, frozenset({"twin-sets-trend"}), False) == []
