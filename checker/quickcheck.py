"""The quick yes/no check of a schema (``quick_check``): whether a value passes, exactly when
``schema.validate`` finds no problem in it, made once a schema as functions that look at each value's
class first. A valid position (the usual case, and every request of the web page) then costs a fraction
of the validator's walk, which runs only to name the problems of a value this check refuses."""

from __future__ import annotations

from itertools import repeat
from typing import Any

from .schema import _CLASSES, _in, _regex, json_equal


def quick_check(schema: dict[str, Any]) -> Any:
    """A function that says only *whether* a value passes ``schema``: exactly
    when ``validate`` finds no problem, built once so that a valid position (the
    usual case, and every request of the web page) costs a fraction of the full
    walk. When it says no, ``validate`` runs to name every problem."""
    if "anyOf" in schema:
        alternatives = [quick_check(sub) for sub in schema["anyOf"]]
        return lambda value: any(ok(value) for ok in alternatives)
    tests: list[Any] = []
    mapping: Any = None
    kinds = schema.get("type")
    text_only = kinds == "string" and not set(schema) & {"const", "minimum", "maximum", "anyOf"}
    if text_only and "enum" in schema and all(isinstance(c, str) for c in schema["enum"]) \
            and not set(schema) & {"minLength", "maxLength", "pattern"}:
        words = frozenset(schema["enum"])
        return lambda value: isinstance(value, str) and value in words
    if text_only and "pattern" in schema and not set(schema) & {"enum", "minLength", "maxLength"}:
        search = _regex(schema["pattern"]).search
        return lambda value: isinstance(value, str) and search(value) is not None
    if kinds is not None:
        names = [kinds] if isinstance(kinds, str) else list(kinds)
        scalar = _quick_scalar(schema, names)
        if scalar is not None:
            return scalar
        tests.append(_quick_type(names))
    if "const" in schema:
        const = schema["const"]
        tests.append(lambda value: json_equal(value, const))
    if "enum" in schema:
        choices = schema["enum"]
        texts = frozenset(c for c in choices if isinstance(c, str))
        whole = frozenset(c for c in choices if isinstance(c, int) and not isinstance(c, bool))

        def in_enum(value: Any) -> bool:
            if isinstance(value, str):
                return value in texts
            if isinstance(value, int) and not isinstance(value, bool) and value in whole:
                return True
            return _in(value, choices)
        tests.append(in_enum)
    tests.extend(_range_and_text(schema))
    fewest, most, unique = schema.get("minItems"), schema.get("maxItems"), schema.get("uniqueItems")
    each = quick_check(schema["items"]) if "items" in schema else None
    fitting: set[int | str] = set()  # the items of ``each`` found to fit (``_every``)
    if fewest is not None or most is not None or unique or each is not None:
        def list_fits(value: Any) -> bool:
            if not isinstance(value, list):
                return True
            if (fewest is not None and len(value) < fewest) or (most is not None and len(value) > most):
                return False
            if unique and not _all_distinct(value):
                return False
            return each is None or _every(value, each, fitting)
        tests.append(list_fits)
    props = {key: quick_check(sub) for key, sub in schema.get("properties", {}).items()}
    patterns = [(_regex(p), quick_check(sub)) for p, sub in schema.get("patternProperties", {}).items()]
    required = list(schema.get("required", []))
    extra = schema.get("additionalProperties", True)
    extra_ok = quick_check(extra) if isinstance(extra, dict) else None
    if not patterns and (props or required or extra is not True):
        def plain_mapping_fits(value: Any) -> bool:  # the usual mapping: no key patterns to try on each key
            if not isinstance(value, dict):
                return True
            for key in required:
                if key not in value:
                    return False
            for key, item in value.items():
                known = props.get(key)
                if known is None:
                    if extra is False or (extra_ok is not None and not extra_ok(item)):
                        return False
                elif not known(item):
                    return False
            return True
        tests.append(plain_mapping_fits)
        mapping = plain_mapping_fits
    elif props or patterns or required or extra is not True:
        def mapping_fits(value: Any) -> bool:
            if not isinstance(value, dict):
                return True
            if any(key not in value for key in required):
                return False
            for key, item in value.items():
                known = props.get(key)
                if known is not None and not known(item):
                    return False
                matched = False
                if isinstance(key, str):
                    for regex, ok in patterns:
                        if regex.search(key) is not None:
                            matched = True
                            if not ok(item):
                                return False
                if known is None and not matched and (extra is False or (extra_ok is not None and not extra_ok(item))):
                    return False
            return True
        tests.append(mapping_fits)
        mapping = mapping_fits
    general = _all_of(tests)
    if kinds is None or not (set(schema) & _ACTING) <= _FRONT_KEYWORDS:
        return general
    # a list, a whole number or a mapping (the usual values) judged on its class at once, each by the only
    # test that can fail for it (the others pass whatever is not their kind); anything else by every test
    arrays, numbers, objects = "array" in names, bool({"integer", "number"} & set(names)), "object" in names
    low, high = schema.get("minimum"), schema.get("maximum")

    def by_class(value: Any) -> bool:
        cls = value.__class__
        if cls is list:
            return arrays and (fewest is None or len(value) >= fewest) and (most is None or len(value) <= most) \
                and (not unique or _all_distinct(value)) and (each is None or _every(value, each, fitting))
        if cls is int:
            return numbers and (low is None or value >= low) and (high is None or value <= high)
        if cls is dict and objects:
            return mapping is None or bool(mapping(value))
        return bool(general(value))

    return by_class


FITTING_MOST = 1024  # the most items ``_every`` keeps as found to fit, for one schema of items


def _every(items: list[Any], each: Any, fitting: set[int | str]) -> bool:
    """Whether every item passes ``each``; a whole number or a text (of those very classes: ``True`` is no 1)
    that passed is kept in ``fitting`` (up to ``FITTING_MOST``) and passes again by a look in the set: a test
    is a function of the value alone, and positions hold the same few tiles, cards and names again and again."""
    for item in items:
        plain = item.__class__ is int or item.__class__ is str
        if not (plain and item in fitting):
            if not each(item):
                return False
            if plain and len(fitting) < FITTING_MOST:
                fitting.add(item)
    return True


def _all_distinct(items: list[Any]) -> bool:
    """No two items equal as JSON (``uniqueItems``); a list of texts by a set."""
    if all(map(isinstance, items, repeat(str))):  # (the loop in C)
        return len(set(items)) == len(items)
    return not any(_in(item, items[:index]) for index, item in enumerate(items))


def _all_of(tests: list[Any]) -> Any:
    """One function for a list of tests (a chain of calls, no generator)."""
    if not tests:
        return lambda value: True
    if len(tests) == 1:
        return tests[0]
    first, rest = tests[0], _all_of(tests[1:])
    return lambda value: first(value) and rest(value)


def _range_and_text(schema: dict[str, Any]) -> list[Any]:
    """The tests of ``minimum``/``maximum`` (on numbers) and of ``minLength``/``maxLength``/``pattern`` (on texts)."""
    tests = []
    low, high = schema.get("minimum"), schema.get("maximum")
    if low is not None or high is not None:
        def in_range(value: Any) -> bool:
            if not isinstance(value, (int, float)) or isinstance(value, bool):
                return True
            return (low is None or value >= low) and (high is None or value <= high)
        tests.append(in_range)
    shortest, longest, pattern = schema.get("minLength"), schema.get("maxLength"), schema.get("pattern")
    if shortest is not None or longest is not None or pattern is not None:
        regex = _regex(pattern) if pattern is not None else None

        def text_fits(value: Any) -> bool:
            if not isinstance(value, str):
                return True
            if (shortest is not None and len(value) < shortest) or (longest is not None and len(value) > longest):
                return False
            return regex is None or regex.search(value) is not None
        tests.append(text_fits)
    return tests


def _quick_type(names: list[str]) -> Any:
    """The test of ``type``: one ``isinstance`` with every kind's classes (a boolean is no number here)."""
    classes = tuple(c for n in names for c in _CLASSES[n])
    if "boolean" in names or not {"integer", "number"} & set(names):
        return lambda value: isinstance(value, classes)
    return lambda value: isinstance(value, classes) and value.__class__ is not bool


#: the keywords ``quick_check`` acts on (others are annotations: description, title, ...)
_ACTING = frozenset({"type", "const", "enum", "minimum", "maximum", "minLength", "maxLength", "pattern", "minItems",
                     "maxItems", "uniqueItems", "items", "properties", "patternProperties", "required",
                     "additionalProperties", "anyOf"})
#: the keywords of a schema whose lists, numbers and mappings ``quick_check`` judges on their class at once
_FRONT_KEYWORDS = frozenset({"type", "minimum", "maximum", "minItems", "maxItems", "uniqueItems", "items",
                             "properties", "patternProperties", "required", "additionalProperties"})
_SCALAR_KEYWORDS = frozenset({"type", "minimum", "maximum", "minLength", "maxLength", "pattern"})
_SCALAR_TYPES = frozenset({"integer", "number", "string", "null", "boolean"})


def _quick_scalar(schema: dict[str, Any], names: list[str]) -> Any:
    """For a scalar schema (a tile: a whole number in a range or a text of a form), one function that looks
    at the value's class once; None for other schemas. A value of a subclass (no file or JSON body makes
    one) goes through the general tests."""
    if not (set(schema) & _ACTING) <= _SCALAR_KEYWORDS or not set(names) <= _SCALAR_TYPES:
        return None
    general = _all_of([_quick_type(names), *_range_and_text(schema)])
    whole, real = "integer" in names or "number" in names, "number" in names
    text, null, boolean = "string" in names, "null" in names, "boolean" in names
    low, high = schema.get("minimum"), schema.get("maximum")
    shortest, longest, pattern = schema.get("minLength"), schema.get("maxLength"), schema.get("pattern")
    search = _regex(pattern).search if pattern is not None else None

    def fits(value: Any) -> bool:
        cls = value.__class__
        if cls is int or (cls is float and real):
            return whole and (low is None or value >= low) and (high is None or value <= high)
        if cls is str:
            return text and (shortest is None or len(value) >= shortest) and \
                (longest is None or len(value) <= longest) and (search is None or search(value) is not None)
        if cls is bool:
            return boolean
        if value is None:
            return null
        return bool(general(value))

    return fits

