"""The fake game, take-away: the plug-in game of ``tests/plugin`` (docs/adding-a-game.md), imported
from its source folder for the tests of the shared parts that need a game but no real one.

The folder is appended to the path, so that where the plug-in is installed (the test of
``tests/test_plugin_game.py`` runs the suite in such an environment) the installed copy is the
one imported. ``Scored`` adds a score sheet in two variants; ``tests/test_simulate.py`` breaks
copies of the game on purpose (``simulate`` must report each kind of problem).
"""

from __future__ import annotations

import sys
from pathlib import Path

PLUGIN = Path(__file__).resolve().parent / "plugin"
if str(PLUGIN) not in sys.path:
    sys.path.append(str(PLUGIN))

from referee_takeaway import Pile, Take, TakeAway  # noqa: E402

from checker.games.base import ScoreSheet  # noqa: E402
from checker.i18n import Msg  # noqa: E402

__all__ = ["PLUGIN", "Pile", "Scored", "Take", "TakeAway"]


class Scored(TakeAway):
    """Take-away with a score sheet in two variants."""

    VARIANTS = ("plain", "double")

    def score(self, pos: Pile, variant: str) -> ScoreSheet:
        factor = 2 if variant == "double" else 1
        return ScoreSheet({"variant": variant, "score": pos.taken * factor}, Msg("Score"), [Msg("Taken")],
                          [[str(pos.taken * factor)]])
