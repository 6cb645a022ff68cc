"""The example positions and records of every game: a built-in game's are packaged in the
wheel as ``checker/_examples/<id>`` (read from the checkout's ``examples/<id>`` in an editable
install); a plug-in game's are in its package, ``examples/<id>`` (``checker.games.home``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def folder(game: str) -> Path:
    """The folder of a game id's examples (a built-in game's without importing it)."""
    from .games.registry import home

    return home(game).examples(game)


def position_files(game: str) -> list[Path]:
    """The game's example files, by name."""
    return sorted(folder(game).glob("*.yaml"))


def positions(game: str) -> dict[str, dict[str, Any]]:
    """The game's example positions (not records), by file stem."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    out = {}
    for path in position_files(game):
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=loader)
        if isinstance(data, dict) and "position" not in data:
            out[path.stem] = data
    return out
