"""The entry points of one group, read from the installed distributions' metadata.

``importlib.metadata.entry_points(group=...)`` gives the same answer, but a
command pays about 25 ms to import it (``email``, ``zipfile``, ``csv`` and
more come with it), more than ``referee games`` spends on everything else of
its own (docs/development.md). The metadata is plain files: every installed
distribution has a ``<name>-<version>.dist-info`` (or ``.egg-info``) folder in
a folder of ``sys.path``, and its entry points are the INI file
``entry_points.txt`` in it (the packaging specification "Entry points"). This
module reads those files, as ``importlib.metadata`` does: ``sys.path`` in
order, the first distribution of a name only. Where the answer could differ,
a ``sys.path`` entry that is no folder (a zip) or another finder of
distributions on ``sys.meta_path``, it asks ``importlib.metadata`` itself.
"""

from __future__ import annotations

import os
import re
import sys


def normalized(name: str) -> str:
    """A distribution's name as the packaging specifications compare them (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


#: the standard library's own zip when it is imported from one (Pyodide's ``python314.zip``): it
#: holds no distribution, and the offline site ships it without what ``importlib.metadata`` imports
_STDLIB_ZIP = os.path.dirname(os.__file__)


def entry_points(group: str) -> list[tuple[str, str, str]]:
    """``(distribution, name, value)`` of every entry point of ``group``, the distribution's name normalized."""
    import importlib.machinery

    if any(finder is not importlib.machinery.PathFinder and hasattr(finder, "find_distributions")
           for finder in sys.meta_path):
        return standard(group)
    found: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    for entry in sys.path:
        folder = entry or os.getcwd()
        if not os.path.isdir(folder):
            if os.path.exists(folder) and folder != _STDLIB_ZIP:
                return standard(group)  # a zip on the path: importlib.metadata reads those
            continue
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            continue
        for name in names:
            stem, dot, kind = name.rpartition(".")
            if not dot or kind not in ("dist-info", "egg-info"):
                continue
            dist = normalized(stem.partition("-")[0])
            if dist in seen or not os.path.isdir(os.path.join(folder, name)):
                continue
            seen.add(dist)
            try:
                with open(os.path.join(folder, name, "entry_points.txt"), encoding="utf-8") as fh:
                    text = fh.read()
            except (OSError, UnicodeDecodeError):
                continue
            if f"[{group}]" in text:
                found.extend((dist, key, value) for key, value in _section(text, group))
    return found


def _section(text: str, group: str) -> list[tuple[str, str]]:
    """The ``name = value`` lines of one section of an ``entry_points.txt``."""
    out: list[tuple[str, str]] = []
    inside = False
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("[") and line.endswith("]"):
            inside = line[1:-1].strip() == group
        elif inside and "=" in line:
            key, _, value = line.partition("=")
            out.append((key.strip(), value.strip()))
    return out


def standard(group: str) -> list[tuple[str, str, str]]:
    """The same answer from ``importlib.metadata``."""
    from importlib.metadata import entry_points as installed

    return [(normalized(ep.dist.name) if ep.dist is not None else "", ep.name, ep.value)
            for ep in installed(group=group)]
