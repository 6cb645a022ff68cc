"""What ``Game.census`` hands out: every component of a position counted where it is, which play
must never change (``simulate`` counts after every move and compares the count with the first).

A census never holds a zero count, so two censuses are equal exactly when they are equal as dicts,
which C tests at once (``Counter.__eq__`` loops in Python). Every game keeps the count of the
position it counted last, and when the next position holds the same components moved from place to
place, that count is the count of the next one too: the game hands out that very object, a
``Frozen`` census that nothing can change, so that a caller may keep it, and ``simulate`` knows an
unchanged count by its identity without comparing it. A count with something added to it for one
position only (a number of hidden pieces, say) is a ``copy``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, NoReturn, TypeVar

K = TypeVar("K")


class Census(Counter[K]):
    """A census (see the module text): compared as a plain dict with another census."""

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Census):
            return dict.__eq__(self, other)
        return Counter.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None  # type: ignore[assignment]


class Frozen(Census[K]):
    """A census kept and handed out for many positions: changing it raises ``TypeError``; ``copy``,
    ``+`` and ``-`` give a count that can be changed."""

    def _frozen(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError("this census is shared by many positions: copy it to change it")

    __setitem__ = __delitem__ = update = subtract = clear = pop = popitem = setdefault = _frozen
    __iadd__ = __isub__ = __ior__ = __iand__ = _frozen

    def copy(self) -> Census[K]:  # type: ignore[override]  # a copy can be changed: a Census, not a Frozen
        return copy(self)


def frozen(counted: Mapping[K, int]) -> Frozen[K]:
    """``counted`` (no zero counts) as a census nothing can change."""
    made: Frozen[K] = dict.__new__(Frozen)  # empty, without Counter's __init__ (Python code) running
    dict.update(made, counted)
    return made


def copy(counted: Mapping[K, int]) -> Census[K]:
    """``counted`` (no zero counts) as a census of its own, copied as a plain dict copies (in C)."""
    made: Census[K] = dict.__new__(Census)
    dict.update(made, counted)
    return made
