"""``referee new`` (a commented position to fill in) and ``referee example``
(the example positions that come with the package).

A template is a real start position (``Game.deal``, always the same shuffle)
cut down to what a dispute needs: the keys the schema requires and the facts
the game's questions ask about (``Game.questions()``), the others left out as
comments. A value the schema allows as a count (a draw pile, face-down cards)
is given as a count. Each key is explained in a comment by its schema
description in the reader's language; ``check`` reads the result as it is.
"""

from __future__ import annotations

import os
from pathlib import Path
from random import Random
from typing import Any

from .ask_dispute import subschema
from .ask_questions import COUNT, Data, house_rule_question
from .examples import folder as examples_folder
from .games.base import Game
from .i18n import N_, Msg, Translator
from .inputs import NOT_UTF8, half_character
from .verdict import UsageError

DEFAULT_NAMES = ("Ann", "Bob", "Cas", "Dirk", "Eve", "Fay", "Gus", "Hal", "Ida", "Jan", "Kim", "Lou")


def _allows_count(schema: dict[str, Any]) -> bool:
    kinds = [schema.get("type"), *(b.get("type") for b in schema.get("anyOf", []))]
    return any(k == "integer" or (isinstance(k, list) and "integer" in k) for k in kinds)


def asked_paths(game: Game[Any, Any], data: Data) -> dict[str, str]:
    """Field path -> kind of answer, for every question (whatever its condition) about ``data``."""
    paths: dict[str, str] = {}
    for q in [*game.questions(), *house_rule_question(game)]:
        items = list(q.each(data)) if q.each else [None]
        for item in items:
            path = q.path(data, item)
            if not path.startswith("_"):
                paths[path] = q.kind
    return paths


def _get(data: Any, path: str) -> Any:
    for part in path.split("."):
        if not isinstance(data, dict) or part not in data:
            return None
        data = data[part]
    return data


def _put(data: Data, path: str, value: Any) -> None:
    parts = path.split(".")
    for part in parts[:-1]:
        data = data.setdefault(part, {})
    data[parts[-1]] = value


def template_data(game: Game[Any, Any], names: list[str] | None = None) -> Data:
    low, _high = game.PLAYERS
    players = list(names) if names else list(DEFAULT_NAMES[:low])
    dealt = game.position_data(game.deal(Random(0), players))
    schema = game.schema()
    paths = asked_paths(game, dealt)
    required = set(schema.get("required", []))
    out: Data = {}
    for key in schema["properties"]:
        if key not in dealt:
            continue
        own = {p: k for p, k in paths.items() if p == key or p.startswith(key + ".")}
        if key not in required and not own:
            continue
        if own and key not in own:
            if key in required:
                out[key] = dealt[key]
            for path, kind in own.items():
                value = _get(dealt, path)
                if value is None:
                    continue
                if kind == COUNT and isinstance(value, list):
                    value = len(value)
                _put(out, path, value)
            continue
        value = dealt[key]
        counted = own.get(key) == COUNT or key not in own
        if isinstance(value, list) and counted and _allows_count(subschema(schema, key)):
            value = len(value)
        out[key] = value
    return out


def template(game: Game[Any, Any], tr: Translator, names: list[str] | None = None) -> str:
    from .render import dump_yaml

    low, high = game.PLAYERS
    if names is not None and not low <= len(names) <= high:
        # TRANSLATORS: %(game)s is a game id, %(min)s and %(max)s numbers of players
        raise UsageError(Msg(N_("%(game)s is played by %(min)s to %(max)s players."), game=game.id, min=low, max=high))
    for name in names or ():
        if half_character(name):  # bytes of the command line that are not UTF-8: no file can hold them
            raise UsageError(Msg(NOT_UTF8, value=name))
    data = template_data(game, names)
    schema = game.schema()
    # one block of YAML per key, as the whole file would be written
    blocks: dict[str, list[str]] = {}
    current = ""
    for line in dump_yaml(data).splitlines():
        if line and not line.startswith((" ", "-")):
            current = line.split(":", 1)[0]
        blocks.setdefault(current, []).append(line)
    # TRANSLATORS: %(game)s is a game id
    lines = ["# " + tr.render(Msg(N_("A position for %(game)s: change the values to those at your table."),
                                  game=game.id)),
             "# " + tr.gettext(N_("Keys written as comments are facts left out: not known."))]
    for key, spec in schema["properties"].items():
        text = spec.get("description")
        if key in blocks:
            if text:
                lines.append(f"# {tr.gettext(text)}")
            lines.extend(blocks[key])
        else:
            lines.append(f"# {key}: ({tr.gettext(text)})" if text else f"# {key}:")
    return "\n".join(lines) + "\n"


# -- the examples -----------------------------------------------------------------

def _description(path: Path) -> str:
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("#"):
                return line.lstrip("#").strip()
    return ""


def list_examples(game: str | None, tr: Translator) -> list[str]:
    from .games import ids, resolve

    games = [resolve(game)] if game else list(ids())
    lines: list[str] = []
    for game_id in games:
        files = sorted(examples_folder(game_id).glob("*.yaml"))
        if not files:
            continue
        lines.append(game_id)
        width = max(len(f.stem) for f in files)
        lines.extend(f"  {f.stem.ljust(width)}  {_description(f)}" for f in files)
    lines.append("")
    lines.append(tr.gettext(N_("Print one with: referee example GAME NAME")))
    return lines


def read_example(game: str, name: str, tr: Translator) -> str:
    from .games import resolve
    from .schema import suggest

    game_id = resolve(game)
    folder = examples_folder(game_id)
    stem = name[:-5] if name.endswith(".yaml") else name
    path = folder / f"{stem}.yaml"
    if not path.is_file() or os.sep in stem or stem.startswith("."):
        names = sorted(f.stem for f in folder.glob("*.yaml"))
        close = suggest(stem, names)
        if close:
            # TRANSLATORS: %(name)s is the example name the user typed, %(suggestion)s a close example name
            raise UsageError(Msg(N_("No example %(name)s; did you mean %(suggestion)s?"), name=name,
                                 suggestion=close))
        # TRANSLATORS: %(name)s is the example name the user typed, %(game)s a game id
        raise UsageError(Msg(N_("No example %(name)s for %(game)s; 'referee example %(game)s' lists them."),
                             name=name, game=game_id))
    return path.read_text(encoding="utf-8")
