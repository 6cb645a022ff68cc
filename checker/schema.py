"""A small JSON Schema validator for positions.

A ``pattern`` comes with ``x-form``, a short noun phrase for what it
accepts ("a tile"), which names the form when a value does not have it
("ascending is not a tile."); games mark it with ``C_("expected form", ...)``
(the context written out, for extraction), and the ``description`` that
explains the form at length with ``N_``.

Each game publishes a JSON Schema (``referee schema GAME`` prints it) and
this module checks a parsed position against it, collecting every problem
with its field path, and a "did you mean" for misspelt keys. It covers the
keywords the games use: type, enum, const, minimum, maximum, minLength,
maxLength, pattern, required, properties, additionalProperties,
patternProperties, items, minItems, maxItems, uniqueItems, anyOf.

It means what the standard (JSON Schema 2020-12) means, so that the
published schema and this validator agree:

- ``pattern`` and ``patternProperties`` *search* the value (a pattern that
  means the whole value is anchored, ``^...$``: ``anchor_patterns`` does it
  for a published schema), with ``$`` the end of the text (ECMA 262, not
  Python's "or before a final newline");
- ``enum``, ``const`` and ``uniqueItems`` compare as JSON does: ``true`` is
  not ``1``, ``1`` is ``1.0``, lists and mappings item by item.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from .i18n import N_, NP_, Msg, OneOf
from .verdict import MAX_PROBLEMS, MoreProblems, Problem, capped, count_problems

#: the message context of the ``x-form`` nouns (``C_("expected form", "a tile")``): they are
#: translated for the one message that uses them, "%(value)s is not %(form)s."
FORM_CONTEXT = "expected form"

_TYPES = {
    "object": dict,
    "array": list,
    "string": str,
    "integer": int,
    "number": (int, float),
    "boolean": bool,
    "null": type(None),
}
#: the same, as tuples of classes
_CLASSES: dict[str, tuple[type, ...]] = {k: v if isinstance(v, tuple) else (v,) for k, v in _TYPES.items()}
_TYPE_NAMES = {
    "object": N_("a mapping (key: value)"),
    "array": N_("a list"),
    "string": N_("text"),
    "integer": N_("a whole number"),
    "number": N_("a number"),
    "boolean": N_("true or false"),
    "null": N_("nothing (null)"),
}


def suggest(word: str, choices: list[str], out: list[Problem] | None = None) -> str | None:
    """The choice ``word`` was most likely meant to be; none once ``out`` holds as many
    problems as an error names (``capped``), whose suggestions nobody would read."""
    if out is not None and len(out) >= MAX_PROBLEMS:
        return None
    import difflib  # only when something is misspelt

    found = difflib.get_close_matches(str(word), [str(c) for c in choices], n=1, cutoff=0.6)
    return found[0] if found else None


def json_equal(a: Any, b: Any) -> bool:
    """Equality of two JSON values as JSON Schema defines it (``enum``,
    ``const``, ``uniqueItems``): a boolean equals only a boolean, numbers
    compare by value, arrays and objects item by item."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b


def _in(value: Any, choices: list[Any]) -> bool:
    return any(json_equal(value, c) for c in choices)


def anchored(pattern: str) -> str:
    """``pattern`` matching the whole value: ``^(?:pattern)$`` unless it is anchored already."""
    if pattern.startswith("^") and pattern.endswith("$") and not pattern.endswith("\\$"):
        return pattern
    return f"^(?:{pattern})$"


def anchor_patterns(schema: Any) -> Any:
    """A copy of ``schema`` with every ``pattern`` and ``patternProperties`` key anchored.

    Games write the form of a whole value (a tile, a player name); the
    published schema says so in the standard's terms."""
    if isinstance(schema, list):
        return [anchor_patterns(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "pattern" and isinstance(value, str):
            out[key] = anchored(value)
        elif key == "patternProperties" and isinstance(value, dict):
            out[key] = {anchored(p): anchor_patterns(v) for p, v in value.items()}
        elif key in ("properties", "$defs") and isinstance(value, dict):
            out[key] = {k: anchor_patterns(v) for k, v in value.items()}
        else:
            out[key] = anchor_patterns(value)
    return out


@cache
def _regex(pattern: str) -> re.Pattern[str]:
    """The pattern with ECMA 262's ``$`` (the end of the text), searched as the standard says."""
    out = []
    index, in_class = 0, False
    while index < len(pattern):
        ch = pattern[index]
        if ch == "\\":
            out.append(pattern[index:index + 2])
            index += 2
            continue
        if ch == "[" and not in_class:
            in_class = True
        elif ch == "]" and in_class:
            in_class = False
        out.append(r"\Z" if ch == "$" and not in_class else ch)
        index += 1
    return re.compile("".join(out))


def matches(pattern: str, value: str) -> bool:
    """Whether ``value`` has the form ``pattern`` (JSON Schema: a search)."""
    return _regex(pattern).search(value) is not None


def _type_fits(value: Any, schema: dict[str, Any]) -> bool:
    kinds = schema.get("type")
    if kinds is None:
        return False
    kinds = [kinds] if isinstance(kinds, str) else kinds
    return any(_is(value, k) for k in kinds)


def _is(value: Any, kind: str) -> bool:
    if kind in ("integer", "number") and isinstance(value, bool):
        return False
    return isinstance(value, _TYPES[kind])  # type: ignore[arg-type]


def _join(path: str, key: Any) -> str:
    return f"{path}.{key}" if path else str(key)


def validate(value: Any, schema: dict[str, Any], path: str = "") -> list[Problem]:
    """Every problem of ``value`` against ``schema``, the first ``MAX_PROBLEMS`` named (``capped``)."""
    return capped(_problems(value, schema, path))


def _problems(value: Any, schema: dict[str, Any], path: str) -> list[Problem]:
    problems: list[Problem] = []
    _check(value, schema, path, problems)
    return problems


def _check(value: Any, schema: dict[str, Any], path: str, out: list[Problem]) -> None:
    if "anyOf" in schema:
        trials = [_problems(value, sub, path) for sub in schema["anyOf"]]
        if all(trials):
            # report against the alternative meant for this kind of value, if one is
            fitting = [t for sub, t in zip(schema["anyOf"], trials, strict=False) if _type_fits(value, sub)]
            candidates: list[list[Problem]] = fitting or trials
            best: list[Problem] = min(candidates, key=count_problems)
            out.extend(best)
        return
    kinds = schema.get("type")
    if kinds is not None:
        kinds = [kinds] if isinstance(kinds, str) else kinds
        if not any(_is(value, k) for k in kinds):
            # TRANSLATORS: %(expected)s is what kind of value was expected, %(found)s is what kind of value was found
            out.append(Problem(Msg(N_("Expected %(expected)s, found %(found)s."),
                                   expected=OneOf(Msg(_TYPE_NAMES[k]) for k in kinds),
                                   found=_describe(value)), path))
            return
    if "const" in schema and not json_equal(value, schema["const"]):
        # TRANSLATORS: %(expected)s is what kind of value was expected, %(found)s is what kind of value was found
        out.append(Problem(Msg(N_("Expected %(expected)s, found %(found)s."),
                               expected=repr(schema["const"]), found=_describe(value)), path))
    if "enum" in schema and not _in(value, schema["enum"]):
        close = suggest(value, schema["enum"], out)
        if close is not None:
            # TRANSLATORS: %(value)s is the value from the file, %(suggestion)s is a close name the user may have meant
            out.append(Problem(Msg(N_("%(value)s is not allowed here; did you mean %(suggestion)s?"),
                                   value=_short(value), suggestion=close), path))
        else:
            # TRANSLATORS: %(value)s is the value from the file, %(choices)s is a list of choices
            out.append(Problem(Msg(N_("%(value)s is not allowed here; choose from %(choices)s."),
                                   value=_short(value), choices=OneOf(_yaml_word(c) for c in schema["enum"])), path))
        return
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if "minimum" in schema and value < schema["minimum"]:
            # TRANSLATORS: %(value)s is the value from the file, %(limit)s is a number (a limit)
            out.append(Problem(Msg(N_("%(value)s is too small; the least allowed is %(limit)s."),
                                   value=value, limit=schema["minimum"]), path))
        if "maximum" in schema and value > schema["maximum"]:
            # TRANSLATORS: %(value)s is the value from the file, %(limit)s is a number (a limit)
            out.append(Problem(Msg(N_("%(value)s is too large; the most allowed is %(limit)s."),
                                   value=value, limit=schema["maximum"]), path))
    if isinstance(value, str):
        if "minLength" in schema and len(value) < schema["minLength"]:
            out.append(Problem(Msg(N_("The text is empty."), value=value), path))
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            # TRANSLATORS: %(limit)s is a number (a limit)
            out.append(Problem(Msg(N_("The text is longer than %(limit)s characters."),
                                   limit=schema["maxLength"]), path))
        if "pattern" in schema and not matches(schema["pattern"], value):
            if "x-form" in schema:
                # TRANSLATORS: %(value)s is the value from the file (or a typed answer), %(form)s a short noun
                # phrase for what was expected ("a tile", "a card"), translated on its own
                out.append(Problem(Msg(N_("%(value)s is not %(form)s."), value=_short(value),
                                       form=Msg(schema["x-form"], context=FORM_CONTEXT)), path))
            else:
                # TRANSLATORS: %(value)s is the value from the file, %(form)s is a description of the expected form
                out.append(Problem(Msg(N_("%(value)s is not in the expected form %(form)s."),
                                       value=_short(value),
                                       form=Msg(schema["description"]) if "description" in schema
                                       else schema["pattern"]),
                                   path))
    if isinstance(value, list):
        if "minItems" in schema and len(value) < schema["minItems"]:
            # TRANSLATORS: %(count)s is a number
            out.append(Problem(Msg(NP_("The list needs at least %(count)s entry.",
                                        "The list needs at least %(count)s entries."),
                                   count=schema["minItems"]), path))
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            # TRANSLATORS: %(count)s is a number
            out.append(Problem(Msg(NP_("The list holds at most %(count)s entry.",
                                        "The list holds at most %(count)s entries."),
                                   count=schema["maxItems"]), path))
        if schema.get("uniqueItems"):
            seen: list[Any] = []
            for index, item in enumerate(value):
                if _in(item, seen):
                    # TRANSLATORS: %(value)s is the value from the file
                    out.append(Problem(Msg(N_("%(value)s is listed twice."), value=_short(item)),
                                       f"{path}[{index}]"))
                seen.append(item)
        if "items" in schema:
            for index, item in enumerate(value):
                _check(item, schema["items"], f"{path}[{index}]", out)
    if isinstance(value, dict):
        props = schema.get("properties", {})
        for key in schema.get("required", []):
            if key not in value:
                # TRANSLATORS: %(key)s is a key of the file
                out.append(Problem(Msg(N_("The key %(key)s is missing."), key=key), path))
        patterns = schema.get("patternProperties", {})
        extra = schema.get("additionalProperties", True)
        left_out = 0  # unknown keys past the problems an error names: counted, not described
        for key, item in value.items():
            if extra is False and not patterns and key not in props and len(out) >= MAX_PROBLEMS:
                left_out += 1
                continue
            child = _join(path, key)
            matched = [p for p in patterns if isinstance(key, str) and matches(p, key)]
            if key in props:
                _check(item, props[key], child, out)
            for p in matched:  # every matching pattern applies too (the standard)
                _check(item, patterns[p], child, out)
            if key in props or matched:
                continue
            if extra is False:
                close = suggest(key, list(props), out)
                if close:
                    # TRANSLATORS: %(key)s is a key of the file, %(suggestion)s is a close name the user may have meant
                    out.append(Problem(Msg(N_("Unknown key %(key)s; did you mean %(suggestion)s?"),
                                           key=_short(key), suggestion=close), child))
                else:
                    # TRANSLATORS: %(key)s is a key of the file, %(choices)s is a list of choices
                    out.append(Problem(Msg(N_("Unknown key %(key)s; known keys: %(choices)s."),
                                           key=_short(key), choices=sorted(props)), child))
            elif isinstance(extra, dict):
                _check(item, extra, child, out)
        if left_out:
            out.append(MoreProblems(left_out))


def _yaml_word(value: Any) -> str:
    """A value as it is written in YAML (null, true), for messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _short(value: Any) -> str:
    text = repr(value) if not isinstance(value, str) else value
    return text if len(text) <= 40 else text[:37] + "..."


def _describe(value: Any) -> Msg:
    for kind in ("boolean", "integer", "number", "string", "array", "object", "null"):
        if _is(value, kind):
            return Msg(_TYPE_NAMES[kind])
    return Msg(N_("something else"))


def localized(schema: Any, tr: Any) -> Any:
    """A copy of ``schema`` with every ``description`` (and ``title`` of a key)
    in the reader's language; keys, patterns and values stay as they are."""
    if isinstance(schema, list):
        return [localized(s, tr) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "description" and isinstance(value, str):
            out[key] = tr.gettext(value)
        elif key == "x-form" and isinstance(value, str):
            out[key] = tr.ptext(FORM_CONTEXT, value)
        elif key in ("properties", "$defs", "patternProperties") and isinstance(value, dict):
            out[key] = {k: localized(v, tr) for k, v in value.items()}
        else:
            out[key] = localized(value, tr)
    return out
