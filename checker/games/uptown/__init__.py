"""Uptown (Blockers!): placing, capturing, the end of the game and scoring.

One file per responsibility:

- ``model``: constants, the frozen position and move types, groups and the capture test;
- ``messages``: symbol and colour names, score labels, messages shared by reading and judging;
- ``notation``: move words in (English and the reader's language), move text out;
- ``reading``: the schema, ``build`` (what cannot be read), ``problems`` (what cannot happen),
  ``position_data``;
- ``judge``: the one turn engine behind ``check`` and ``apply``;
- ``movegen``: legal moves and the placement rules the judge shares with them;
- ``playout``: deal, the end of the game, census;
- ``scoring``: ``score --json`` and the score sheet;
- ``game``: the ``Game`` subclass tying them together.

What a tile may do is cited from ``rules/uptown.yaml``; this package holds the logic only.
"""

from __future__ import annotations

from .game import GAME, Uptown
from .model import (
           CODES,
           COLOURS,
           FACES,
           NEIGHBOURS,
           PASS,
           UNKNOWN,
           Pass,
           Place,
           Position,
           count_groups,
           groups_of,
           splits,
)

__all__ = [
           "CODES",
           "COLOURS",
           "FACES",
           "GAME",
           "NEIGHBOURS",
           "PASS",
           "UNKNOWN",
           "Pass",
           "Place",
           "Position",
           "Uptown",
           "count_groups",
           "groups_of",
           "splits",
]
