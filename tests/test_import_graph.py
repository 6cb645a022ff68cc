"""The modules of ``checker/`` import each other without a cycle: every import counts, at the top
of a module, inside a function or under ``TYPE_CHECKING`` (an import put inside a function to get
past a cycle still leaves the two modules depending on each other)."""

from __future__ import annotations

import ast
from pathlib import Path

from conftest import ROOT


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the package ``checker`` under ``root``, by dotted name."""
    return {module_name(path, root): path for path in sorted((root / "checker").rglob("*.py"))}


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of ``checker`` that ``name`` imports anywhere in its text."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]

    def known_prefix(dotted: str) -> str | None:
        while dotted and dotted not in known:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[:len(package) - node.level + 1]) if node.level else ""
            target = ".".join(part for part in (base, node.module or "") if part)
            # ``from . import judge`` imports the module judge; ``from .model import Move`` the module model
            targets = [f"{target}.{alias.name}" if f"{target}.{alias.name}" in known else target
                       for alias in node.names]
        else:
            continue
        found.update(module for module in map(known_prefix, targets) if module is not None)
    found.discard(name)
    return found


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` (its modules in order, the first again at the end), or None."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(node: str) -> list[str] | None:
        path.append(node)
        on_path.add(node)
        for nxt in sorted(graph[node]):
            if nxt in on_path:
                return [*path[path.index(nxt):], nxt]
            if nxt not in done:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        on_path.discard(node)
        done.add(node)
        return None

    for start in sorted(graph):
        if start not in done:
            found = visit(start)
            if found:
                return found
    return None


def test_the_modules_of_the_referee_import_each_other_without_a_cycle():
    known = modules()
    graph = {name: imports(name, path, known) for name, path in known.items()}
    assert len(graph) > 100 and sum(map(len, graph.values())) > 300  # the graph is the real one
    found = cycle(graph)
    assert found is None, " -> ".join(found or [])


def test_the_cycle_finder_finds_a_cycle_through_a_function_level_import(tmp_path):
    """The finder itself: a cycle hidden by an import inside a function is one."""
    package = tmp_path / "checker"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "judge.py").write_text("from .model import Move\n")
    (package / "movegen.py").write_text("from . import judge\n")
    (package / "model.py").write_text("def later():\n    from .movegen import judge\n")
    known = modules(tmp_path)
    graph = {name: imports(name, path, known) for name, path in known.items()}
    assert cycle(graph) == ["checker.judge", "checker.model", "checker.movegen", "checker.judge"]
    (package / "model.py").write_text("MOVES = ()\n")
    graph = {name: imports(name, path, known) for name, path in known.items()}
    assert cycle(graph) is None
