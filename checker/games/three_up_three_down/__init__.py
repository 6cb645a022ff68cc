"""3UP 3DOWN: discard equal or higher, clear the pile, shed every card.

The rooms: ``model`` (cards, position, move), ``notation`` (move strings),
``reading`` (position files and the one position check, ``problems``),
``turn``/``ending``/``judge`` (the one turn engine), ``movegen`` (the legal
moves, built by that engine), ``playout`` (deal, outcome, census) and
``game`` (the ``Game`` subclass).
"""

from __future__ import annotations

from .game import ThreeUpThreeDown

GAME = ThreeUpThreeDown()

__all__ = ["GAME", "ThreeUpThreeDown"]
