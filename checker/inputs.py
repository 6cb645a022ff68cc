"""Reading position, move and record files safely.

YAML (JSON is YAML too) is read with the safe loader only, after a cheap
streaming pass that refuses oversized files, deep nesting and alias bombs
before anything is built. Every value's line is kept, so that later errors
can say where in the file a bad field is.
"""

from __future__ import annotations

import os
import sys
from typing import Any

import yaml

from .i18n import N_, Msg
from .verdict import InputError, Problem

MAX_BYTES = 1_000_000
MAX_DEPTH = 40
MAX_ALIASES = 100
MAX_NODES = 200_000

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class Document:
    """Parsed data plus the line of every field path (``players[0].rack``)."""

    def __init__(self, data: Any, lines: dict[str, int], source: str) -> None:
        self.data = data
        self.lines = lines
        self.source = source

    def line(self, path: str) -> int | None:
        while path:
            if path in self.lines:
                return self.lines[path]
            cut = max(path.rfind("."), path.rfind("["))
            path = path[:cut] if cut > 0 else ""
        return self.lines.get("")


def read_bytes(path: str) -> tuple[bytes, str]:
    """Read a file, or standard input for ``-``; errors name the file."""
    if path == "-":
        data = sys.stdin.buffer.read(MAX_BYTES + 1)
        name = "<stdin>"
    else:
        name = path
        if not os.path.exists(path):
            # TRANSLATORS: %(file)s is the file name as the user gave it
            raise InputError(Msg(N_("%(file)s: no such file."), file=name), source=name)
        if os.path.isdir(path):
            # TRANSLATORS: %(file)s is the file name as the user gave it
            raise InputError(Msg(N_("%(file)s: is a folder, not a file."), file=name), source=name)
        try:
            with open(path, "rb") as fh:
                data = fh.read(MAX_BYTES + 1)
        except OSError as exc:
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(reason)s is the operating system's reason
            raise InputError(Msg(N_("%(file)s: cannot be read (%(reason)s)."), file=name,
                                 reason=exc.strerror or str(exc)), source=name) from None
    if len(data) > MAX_BYTES:
        # TRANSLATORS: %(file)s is the file name as the user gave it, %(limit)s is a number (a limit)
        raise InputError(Msg(N_("%(file)s: is larger than %(limit)s bytes; a position is much smaller."),
                             file=name, limit=MAX_BYTES), source=name)
    return data, name


def decode(data: bytes, name: str) -> str:
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        # TRANSLATORS: %(file)s is the file name as the user gave it, %(line)s is a line number, %(byte)s is a byte offset
        raise InputError(Msg(N_("%(file)s, line %(line)s: the file is not UTF-8 text (byte %(byte)s)."),
                             file=name, line=line, byte=exc.start), source=name) from None
    if "\x00" in text:
        line = text[: text.index("\x00")].count("\n") + 1
        # TRANSLATORS: %(file)s is the file name as the user gave it, %(line)s is a line number
        raise InputError(Msg(N_("%(file)s, line %(line)s: the file is not text (it holds a NUL byte)."),
                             file=name, line=line), source=name)
    return text


def load_text(text: str, name: str) -> Document:
    """Parse YAML text into a ``Document``; every failure is an ``InputError``."""
    if not text.strip():
        # TRANSLATORS: %(file)s is the file name as the user gave it
        raise InputError(Msg(N_("%(file)s: the file is empty."), file=name), source=name)
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.lstrip(" ")
        if stripped.startswith("\t"):
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(line)s is a line number
            raise InputError(Msg(N_("%(file)s, line %(line)s: indent with spaces; YAML does not allow tabs there."),
                                 file=name, line=number), source=name)
    _prescan(text, name)
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        raise _yaml_error(exc, name) from None
    if node is None:
        # TRANSLATORS: %(file)s is the file name as the user gave it
        raise InputError(Msg(N_("%(file)s: the file is empty."), file=name), source=name)
    lines: dict[str, int] = {}
    problems: list[Problem] = []
    _walk(node, "", lines, problems)
    if problems:
        # TRANSLATORS: %(file)s is the file name as the user gave it
        raise InputError(Msg(N_("%(file)s: the YAML cannot be used."), file=name), problems, source=name)
    loader = _Loader("")
    try:
        data = loader.construct_document(node)
    except yaml.YAMLError as exc:
        raise _yaml_error(exc, name) from None
    finally:
        loader.dispose()
    return Document(data, lines, name)


def load_file(path: str) -> Document:
    data, name = read_bytes(path)
    return load_text(decode(data, name), name)


#: PyYAML's words for the usual mistakes (start of its message) -> our translatable explanation
_YAML_PROBLEMS = [
    ("mapping values are not allowed", N_("a colon where a value was expected; put text with ': ' in quotes")),
    ("could not find expected ':'", N_("a key without its colon")),
    ("found character", N_("a character that cannot start a value; put the text in quotes")),
    ("expected <block end>", N_("the indentation does not line up")),
    ("expected ',' or ']'", N_("a list in brackets is not closed")),
    ("expected ',' or '}'", N_("a mapping in braces is not closed")),
    ("found undefined alias", N_("an alias (*name) without its anchor (&name)")),
    ("found unexpected end of stream", N_("the file ends inside quotes or brackets")),
    ("found duplicate anchor", N_("the same anchor (&name) is defined twice")),
    ("expected a single document", N_("more than one document (---) in the file")),
    ("exceeded maximum nesting depth", N_("nested too deeply")),
]


def _yaml_error(exc: yaml.YAMLError, name: str) -> InputError:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    problem = str(getattr(exc, "problem", None) or exc)
    explained = next((Msg(text) for start, text in _YAML_PROBLEMS if problem.startswith(start)), None)
    if explained is None:
        explained = Msg(N_("the text does not follow YAML's rules"))
    if mark is not None:
        # TRANSLATORS: %(file)s is the file name, %(line)s and %(column)s the place in it,
        # %(problem)s one of the short explanations of a YAML mistake
        return InputError(Msg(N_("%(file)s, line %(line)s, column %(column)s: not valid YAML: %(problem)s."),
                              file=name, line=mark.line + 1, column=mark.column + 1, problem=explained), source=name)
    # TRANSLATORS: %(file)s is the file name, %(problem)s a short explanation of a YAML mistake
    return InputError(Msg(N_("%(file)s: not valid YAML: %(problem)s."), file=name, problem=explained), source=name)


def _prescan(text: str, name: str) -> None:
    """Stream the events once: refuse depth, alias and size bombs early."""
    depth = aliases = events = 0
    try:
        for event in yaml.parse(text, Loader=_Loader):
            events += 1
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                depth += 1
                if depth > MAX_DEPTH:
                    # TRANSLATORS: %(file)s is the file name as the user gave it, %(line)s is a line number, %(limit)s is a number (a limit)
                    raise InputError(Msg(N_("%(file)s, line %(line)s: nested more than %(limit)s levels deep."),
                                         file=name, line=_line(event), limit=MAX_DEPTH), source=name)
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                depth -= 1
            elif isinstance(event, yaml.AliasEvent):
                aliases += 1
                if aliases > MAX_ALIASES:
                    # TRANSLATORS: %(file)s is the file name as the user gave it, %(line)s is a line number, %(limit)s is a number (a limit)
                    raise InputError(Msg(N_("%(file)s, line %(line)s: more than %(limit)s aliases (*name)."),
                                         file=name, line=_line(event), limit=MAX_ALIASES), source=name)
            if events > MAX_NODES:
                # TRANSLATORS: %(file)s is the file name as the user gave it, %(limit)s is a number (a limit)
                raise InputError(Msg(N_("%(file)s: more than %(limit)s values; a position is much smaller."),
                                     file=name, limit=MAX_NODES), source=name)
    except yaml.YAMLError as exc:
        raise _yaml_error(exc, name) from None


def _line(event: yaml.Event) -> int | None:
    return event.start_mark.line + 1 if event.start_mark is not None else None


def _walk(node: yaml.Node, path: str, lines: dict[str, int], problems: list[Problem]) -> None:
    """Record lines, refuse non-standard tags and duplicate keys, and bound
    the size of the data once aliases are expanded (iterative: no recursion)."""
    stack = [(node, path)]
    seen = 0
    while stack:
        node, path = stack.pop()
        seen += 1
        if seen > MAX_NODES:
            # TRANSLATORS: %(limit)s is a number (a limit)
            problems.append(Problem(Msg(N_("The aliases expand to more than %(limit)s values."), limit=MAX_NODES),
                                    path))
            return
        lines.setdefault(path, node.start_mark.line + 1)
        if not node.tag.startswith("tag:yaml.org,2002:"):
            # TRANSLATORS: %(tag)s is a YAML tag
            problems.append(Problem(Msg(N_("The tag %(tag)s is not allowed here."), tag=node.tag), path,
                                    node.start_mark.line + 1))
            continue
        if isinstance(node, yaml.MappingNode):
            keys: set[str] = set()
            for key, value in node.value:
                label = str(key.value) if isinstance(key, yaml.ScalarNode) else "?"
                child = f"{path}.{label}" if path else label
                if label in keys:
                    # TRANSLATORS: %(key)s is a key of the file
                    problems.append(Problem(Msg(N_("The key %(key)s is given twice."), key=label), child,
                                            key.start_mark.line + 1))
                keys.add(label)
                stack.append((value, child))
        elif isinstance(node, yaml.SequenceNode):
            for index, value in enumerate(node.value):
                stack.append((value, f"{path}[{index}]"))
