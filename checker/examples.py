"""The shipped example positions and records: packaged in the wheel as
``checker/_examples``, read from the checkout's ``examples/`` in an editable install."""

from __future__ import annotations

from pathlib import Path
from typing import Any

_HERE = Path(__file__).resolve().parent


def examples_dir() -> Path:
    packaged = _HERE / "_examples"
    return packaged if packaged.is_dir() else _HERE.parent / "examples"


def position_files(game: str) -> list[Path]:
    """The game's example files, by name."""
    return sorted((examples_dir() / game).glob("*.yaml"))


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
