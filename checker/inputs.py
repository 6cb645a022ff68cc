"""Reading position, move and record files safely.

YAML (JSON is YAML too) is read with the safe loader only, after a cheap
streaming pass (``_scan``) that refuses, before anything is built or walked:
oversized files, deep nesting, a value that holds itself (``a: &a [*a]``),
aliases that expand beyond the limits (the "billion laughs"), tags beyond
YAML's plain types and duplicate keys. The loader then reads dates as text
(a position holds no dates; ``2024-02-30`` is a value like any other), and
a scalar its tag does not fit (``!!int Ann``) or a number too long to be a
number is a problem at its field path, not a crash. Every value's line is
kept, so that later errors can say where in the file a bad field is.

A position file must be a regular file (or ``-``, standard input): a FIFO
or a device would block the reading or never end.
"""

from __future__ import annotations

import os
import stat
import sys
from typing import Any, ClassVar

import yaml

from .i18n import N_, Msg
from .safetext import printable
from .verdict import InputError, Problem

MAX_BYTES = 1_000_000
MAX_DEPTH = 40
MAX_ALIASES = 100
MAX_NODES = 200_000
#: the most digits a whole number may have (Python's own limit for turning text into a number)
MAX_DIGITS = 4300

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_YAML = "tag:yaml.org,2002:"
#: the tags a position may name: YAML's plain types, the ones JSON has too
_TAGS = frozenset({None, "!", *(_YAML + t for t in ("null", "bool", "int", "float", "str", "seq", "map"))})

# TRANSLATORS: %(file)s is the file name as the user gave it
CANNOT_USE = N_("%(file)s: the YAML cannot be used.")
# TRANSLATORS: %(value)s is a text from the command line or a request (shown with the odd bytes escaped)
NOT_UTF8 = N_("%(value)s is not UTF-8 text.")


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
    """Read a regular file, or standard input for ``-`` (at most ``MAX_BYTES``); errors name the file."""
    if path == "-":
        name = "<stdin>"
        stream = getattr(sys.stdin, "buffer", None)
        try:
            if stream is None:  # standard input closed (``<&-``)
                raise OSError(9, os.strerror(9))
            data = stream.read(MAX_BYTES + 1)
        except OSError as exc:
            raise _unreadable(name, exc) from None
    else:
        name = path
        try:
            # never blocks: a FIFO opens at once without a writer, and is refused below
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        except FileNotFoundError:
            # TRANSLATORS: %(file)s is the file name as the user gave it
            raise InputError(Msg(N_("%(file)s: no such file."), file=name), source=name) from None
        except IsADirectoryError:
            raise _folder(name) from None
        except OSError as exc:
            raise _unreadable(name, exc) from None
        try:
            mode = os.fstat(fd).st_mode
            if stat.S_ISDIR(mode):
                raise _folder(name)
            if not stat.S_ISREG(mode):
                # TRANSLATORS: %(file)s is the file name as the user gave it; '-' stays as it is
                raise InputError(Msg(N_("%(file)s: is not a regular file (it is a pipe, a device or a socket); "
                                        "give a file, or - to read standard input."), file=name), source=name)
            with os.fdopen(fd, "rb") as fh:
                fd = -1
                data = fh.read(MAX_BYTES + 1)
        except OSError as exc:
            raise _unreadable(name, exc) from None
        finally:
            if fd >= 0:
                os.close(fd)
    if len(data) > MAX_BYTES:
        # TRANSLATORS: %(file)s is the file name as the user gave it, %(limit)s is a number (a limit)
        raise InputError(Msg(N_("%(file)s: is larger than %(limit)s bytes; a position is much smaller."),
                             file=name, limit=MAX_BYTES), source=name)
    return data, name


def _folder(name: str) -> InputError:
    # TRANSLATORS: %(file)s is the file name as the user gave it
    return InputError(Msg(N_("%(file)s: is a folder, not a file."), file=name), source=name)


def _unreadable(name: str, exc: OSError) -> InputError:
    # TRANSLATORS: %(file)s is the file name as the user gave it, %(reason)s is the operating system's reason
    return InputError(Msg(N_("%(file)s: cannot be read (%(reason)s)."), file=name,
                          reason=exc.strerror or str(exc)), source=name)


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
    try:
        scan = _scan(text, name)
    except UnicodeEncodeError as exc:  # a lone surrogate: text from JSON ("\udc9b") may hold one
        before = text[: exc.start]
        raise InputError(Msg(N_("%(file)s, line %(line)s: the file is not UTF-8 text (byte %(byte)s)."),
                             file=name, line=before.count("\n") + 1,
                             byte=len(before.encode("utf-8", "surrogatepass"))), source=name) from None
    if not scan.found:
        # TRANSLATORS: %(file)s is the file name as the user gave it
        raise InputError(Msg(N_("%(file)s: the file is empty."), file=name), source=name)
    if scan.problems:
        raise InputError(Msg(CANNOT_USE, file=name), scan.problems, source=name)
    loader = _Reader(text)
    try:
        data = loader.get_single_data()
    except _Unfit as exc:
        mark = exc.node.start_mark
        problem = Problem(exc.msg, scan.places.get((mark.line, mark.column), ""), mark.line + 1)
        raise InputError(Msg(CANNOT_USE, file=name), [problem], source=name) from None
    except yaml.YAMLError as exc:
        raise _yaml_error(exc, name) from None
    finally:
        loader.dispose()
    return Document(data, scan.lines, name)


def half_character(text: str) -> bool:
    """Whether ``text`` holds a lone surrogate: bytes of the command line that are not UTF-8, or
    JSON's ``"\\udc9b"``. Half a character: no text can be written with it."""
    return not text.isprintable() and any("\ud800" <= char <= "\udfff" for char in text)


def refuse_half_characters(data: Any, name: str) -> None:
    """An ``InputError`` for the first text in ``data`` (keys included) that holds half a character."""
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            if half_character(value):
                at = next(i for i, char in enumerate(value) if "\ud800" <= char <= "\udfff")
                start, end = max(at - 20, 0), at + 20  # a long text (a whole YAML position) is quoted around it
                shown = ("…" if start else "") + value[start:end] + ("…" if end < len(value) else "")
                # shown escaped even in JSON: no encoding can write half a character
                raise InputError(Msg(NOT_UTF8, value=printable(shown, isolate=False)), source=name)
        elif isinstance(value, dict):
            stack.extend(value)
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)


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
    # the same three as libyaml words them (the C loader, where PyYAML has it; the browser's has not)
    ("did not find expected ',' or ']'", N_("a list in brackets is not closed")),
    ("did not find expected ',' or '}'", N_("a mapping in braces is not closed")),
    ("did not find expected key", N_("the indentation does not line up")),
    ("found undefined alias", N_("an alias (*name) without its anchor (&name)")),
    ("found unexpected end of stream", N_("the file ends inside quotes or brackets")),
    ("found duplicate anchor", N_("the same anchor (&name) is defined twice")),
    ("expected a single document", N_("more than one document (---) in the file")),
    ("exceeded maximum nesting depth", N_("nested too deeply")),
    ("expected a scalar node", N_("a tag (!!name) that does not fit the kind of value")),
    ("expected a sequence node", N_("a tag (!!name) that does not fit the kind of value")),
    ("expected a mapping node", N_("a tag (!!name) that does not fit the kind of value")),
    ("found unhashable key", N_("a list or mapping used as a key")),
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


# -- the loader: YAML's plain types, dates as text, conversions that cannot crash -----------------

class _Unfit(Exception):
    """A scalar that its (explicit or implied) type cannot hold; ``msg`` says why."""

    def __init__(self, node: yaml.Node, msg: Msg) -> None:
        super().__init__(msg.text)
        self.node = node
        self.msg = msg


_DROPPED = (_YAML + "timestamp", _YAML + "value")


class _Reader(_Loader):  # type: ignore[misc,valid-type]
    """The safe loader, reading a date (``2024-02-30``) and a lone ``=`` as text, as YAML 1.2 does."""

    yaml_implicit_resolvers: ClassVar[dict[Any, list[tuple[str, Any]]]] = {
        first: [(tag, rx) for tag, rx in resolvers if tag not in _DROPPED]
        for first, resolvers in _Loader.yaml_implicit_resolvers.items()}


def _short(tag: str) -> str:
    return "!!" + tag[len(_YAML):] if tag.startswith(_YAML) else tag


def number_out_of_range() -> Msg:
    """The problem of a number too long to be read (more than ``MAX_DIGITS`` digits)."""
    # TRANSLATORS: %(limit)s is a number of digits
    return Msg(N_("The number is out of range: a number has at most %(limit)s digits here."), limit=MAX_DIGITS)


def _out_of_range(node: yaml.Node) -> _Unfit:
    return _Unfit(node, number_out_of_range())


def _unfit(node: yaml.Node, msg: str) -> _Unfit:
    return _Unfit(node, Msg(msg, value=node.value, tag=_short(node.tag)))


def _int(loader: yaml.constructor.SafeConstructor, node: yaml.ScalarNode) -> int:
    if isinstance(node, yaml.ScalarNode) and len(node.value.replace("_", "").lstrip("+-")) > MAX_DIGITS:
        raise _out_of_range(node)  # before converting: a long base-60 number would take minutes
    try:
        value: int = loader.construct_yaml_int(node)
    except ValueError:
        # TRANSLATORS: %(value)s is the value in the file, %(tag)s its YAML tag (!!int)
        raise _unfit(node, N_("%(value)s is not a whole number, which its tag %(tag)s says it is.")) from None
    if value.bit_length() > 14_000 and abs(value) >= 10 ** MAX_DIGITS:
        raise _out_of_range(node)
    return value


def _float(loader: yaml.constructor.SafeConstructor, node: yaml.ScalarNode) -> float:
    try:
        return float(loader.construct_yaml_float(node))
    except ValueError:
        # TRANSLATORS: %(value)s is the value in the file, %(tag)s its YAML tag (!!float)
        raise _unfit(node, N_("%(value)s is not a number, which its tag %(tag)s says it is.")) from None
    except OverflowError:  # a base-60 number (1:30:00.5) beyond a float
        raise _out_of_range(node) from None


def _bool(loader: yaml.constructor.SafeConstructor, node: yaml.ScalarNode) -> bool:
    try:
        return bool(loader.construct_yaml_bool(node))
    except KeyError:
        # TRANSLATORS: %(value)s is the value in the file, %(tag)s its YAML tag (!!bool)
        raise _unfit(node, N_("%(value)s is neither true nor false, which its tag %(tag)s says it is.")) from None


_Reader.add_constructor(_YAML + "int", _int)
_Reader.add_constructor(_YAML + "float", _float)
_Reader.add_constructor(_YAML + "bool", _bool)


# -- the scan: limits and problems, from the stream of events ---------------------------------

class _Open:
    """A mapping or sequence being scanned: its path, where its next item goes, its size so far."""

    __slots__ = ("anchor", "height", "index", "is_map", "key", "keys", "path", "values")

    def __init__(self, path: str, is_map: bool, anchor: str | None) -> None:
        self.path = path
        self.is_map = is_map
        self.anchor = anchor
        self.index = 0  # sequence: the next index
        self.key: str | None = None  # mapping: the key whose value comes next (None: a key comes next)
        self.keys: set[str] = set()
        self.values = 1  # values inside, aliases expanded (itself included)
        self.height = 1  # mappings and sequences nested inside, aliases expanded (itself included)

    def add(self, values: int, height: int) -> None:
        """A value inside: ``values`` values, ``height`` mappings and sequences deep."""
        self.values += values
        if height >= self.height:
            self.height = height + 1


class _Scan:
    """One pass over the events of a YAML text (``run``): the limits, each value's
    line and place, the problems to report before anything is built."""

    __slots__ = ("aliases", "events", "found", "lines", "name", "places", "problems", "sized", "stack", "total")

    def __init__(self, name: str) -> None:
        self.name = name
        self.found = False
        self.lines: dict[str, int] = {}
        self.places: dict[tuple[int, int], str] = {}  # (line, column) of a value -> its path
        self.problems: list[Problem] = []
        self.stack: list[_Open] = []
        self.sized: dict[str, tuple[int, int]] = {}  # anchor -> (values, height) once its value is complete
        self.total = self.events = self.aliases = 0

    def run(self, text: str) -> _Scan:
        node_events = (yaml.ScalarEvent, yaml.AliasEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)
        end_events = (yaml.SequenceEndEvent, yaml.MappingEndEvent)
        try:
            for event in yaml.parse(text, Loader=_Reader):
                kind = type(event)
                if kind in node_events:
                    self.node(event, kind)
                elif kind in end_events:
                    self.end()
        except yaml.YAMLError as exc:
            raise _yaml_error(exc, self.name) from None
        return self

    def place(self, event: Any) -> str | None:
        """The path of the value that ``event`` starts (None for a key), noting its line."""
        line = event.start_mark.line
        if not self.stack:
            self.found = True
            path = ""
        else:
            parent = self.stack[-1]
            if not parent.is_map:
                path = f"{parent.path}[{parent.index}]"
                parent.index += 1
            elif parent.key is None:
                label = str(event.value) if type(event) is yaml.ScalarEvent else "?"
                if label in parent.keys:
                    # TRANSLATORS: %(key)s is a key of the file
                    self.problems.append(Problem(Msg(N_("The key %(key)s is given twice."), key=label),
                                                 f"{parent.path}.{label}" if parent.path else label, line + 1))
                parent.keys.add(label)
                parent.key = label
                return None
            else:
                path = f"{parent.path}.{parent.key}" if parent.path else parent.key
                parent.key = None
        self.lines.setdefault(path, line + 1)
        self.places.setdefault((line, event.start_mark.column), path)
        return path

    def node(self, event: Any, kind: type) -> None:
        self.events += 1
        path = self.place(event)
        where = path if path is not None else self.stack[-1].path
        line = event.start_mark.line + 1
        stack = self.stack
        if kind is yaml.AliasEvent:
            values, height = self.alias(event.anchor, where, line)
            if stack:
                stack[-1].add(values, height)
                if len(stack) + height > MAX_DEPTH:
                    raise _too_deep(self.name, line)
            self.total += values
        else:
            if event.tag not in _TAGS:
                # TRANSLATORS: %(tag)s is a YAML tag
                self.problems.append(Problem(Msg(N_("The tag %(tag)s is not allowed here."), tag=_short(event.tag)),
                                             where, line))
            self.total += 1
            if kind is yaml.ScalarEvent:
                if event.anchor is not None:
                    self.sized[event.anchor] = (1, 0)
                if stack:
                    stack[-1].values += 1
            else:
                stack.append(_Open(where, kind is yaml.MappingStartEvent, event.anchor))
                if len(stack) > MAX_DEPTH:
                    raise _too_deep(self.name, line)
        if self.total > MAX_NODES:
            if self.total > self.events:
                # TRANSLATORS: %(limit)s is a number (a limit)
                problem = Problem(Msg(N_("The aliases expand to more than %(limit)s values."), limit=MAX_NODES),
                                  where, line)
                raise InputError(Msg(CANNOT_USE, file=self.name), [problem], source=self.name)
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(limit)s is a number (a limit)
            raise InputError(Msg(N_("%(file)s: more than %(limit)s values; a position is much smaller."),
                                 file=self.name, limit=MAX_NODES), source=self.name)

    def alias(self, anchor: str, where: str, line: int) -> tuple[int, int]:
        """The size of what the alias ``*anchor`` stands for: (values, height)."""
        self.aliases += 1
        if self.aliases > MAX_ALIASES:
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(line)s is a line number, %(limit)s is a number (a limit)
            raise InputError(Msg(N_("%(file)s, line %(line)s: more than %(limit)s aliases (*name)."),
                                 file=self.name, line=line, limit=MAX_ALIASES), source=self.name)
        if any(frame.anchor == anchor for frame in self.stack):
            # TRANSLATORS: %(alias)s is the name of a YAML anchor (&name) and of its alias (*name)
            self.problems.append(Problem(Msg(N_("The value holds itself: the alias *%(alias)s is inside the value "
                                                "it names (&%(alias)s)."), alias=anchor), where, line))
            return 1, 0
        return self.sized.get(anchor, (1, 0))  # an anchor not (yet) defined is the composer's error, later

    def end(self) -> None:
        done = self.stack.pop()
        if done.anchor is not None:
            self.sized[done.anchor] = (done.values, done.height)
        if self.stack:
            self.stack[-1].add(done.values, done.height)


def _scan(text: str, name: str) -> _Scan:
    """Stream the events once: refuse depth, alias and size bombs and values that hold themselves
    before anything is built; note each value's line and the problems (tags, duplicate keys)."""
    return _Scan(name).run(text)


def _too_deep(name: str, line: int) -> InputError:
    # TRANSLATORS: %(file)s is the file name as the user gave it, %(line)s is a line number, %(limit)s is a number (a limit)
    return InputError(Msg(N_("%(file)s, line %(line)s: nested more than %(limit)s levels deep."),
                          file=name, line=line, limit=MAX_DEPTH), source=name)
