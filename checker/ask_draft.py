"""The answers of an interrupted ``referee ask``, kept for the next one.

Ctrl-C or Ctrl-D in the middle of a dispute offers to keep the answers given so far;
the next ``referee ask`` (of the same game, or of any game when none is named) offers
to take them up again. They are kept in one file under the user's state directory
(``$XDG_STATE_HOME/referee/ask.yaml``, by default ``~/.local/state/referee/ask.yaml``):
the game, and each answer with the question it answers.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: the most bytes a kept file may have (it holds a few dozen short answers)
MOST_BYTES = 200_000


@dataclass
class Draft:
    game: str
    #: (question key, item or None, the value kept, the text typed), in the order of the questions
    answers: list[tuple[str, str | None, Any, str]] = field(default_factory=list)


def path() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return Path(base) / "referee" / "ask.yaml"


def keep(draft: Draft) -> Path:
    """Write the draft; its path. ``OSError`` when it cannot be written."""
    from .render import dump_yaml

    where = path()
    where.parent.mkdir(parents=True, exist_ok=True)
    data = {"game": draft.game,
            "answers": [{"key": key, "item": item, "value": value, "typed": typed}
                        for key, item, value, typed in draft.answers]}
    where.write_text(dump_yaml(data), encoding="utf-8")
    return where


def load() -> Draft | None:
    """The draft kept last time, or None (none kept, or one that cannot be read: it is then dropped)."""
    import yaml

    where = path()
    try:
        if where.stat().st_size > MOST_BYTES:
            raise ValueError("too large")
        data = yaml.safe_load(where.read_text(encoding="utf-8"))
        answers = []
        for entry in data["answers"]:
            key, item, typed = entry["key"], entry.get("item"), entry.get("typed", "")
            if not isinstance(key, str) or not (item is None or isinstance(item, str)) or not isinstance(typed, str):
                raise ValueError("not an answer")
            answers.append((key, item, entry.get("value"), typed))
        if not isinstance(data["game"], str):
            raise ValueError("no game")
        return Draft(data["game"], answers)
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError, yaml.YAMLError):
        drop()
        return None


def drop() -> None:
    with contextlib.suppress(OSError):
        path().unlink()
