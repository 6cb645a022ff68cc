"""Take-away as a plug-in game of the referee: registered in ``pyproject.toml`` under the
``referee.games`` entry point group as ``takeaway = "referee_takeaway:GAME"``."""

from __future__ import annotations

from .game import Pile, Take, TakeAway

GAME = TakeAway()

__all__ = ["GAME", "Pile", "Take", "TakeAway"]
