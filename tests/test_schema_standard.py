"""The published schema means what the validator does (JSON Schema Draft 2020-12).

``referee schema GAME`` is read by standard tools; ``checker.schema`` is the
fast validator the referee runs. Both must say the same of every value:
patterns search (so the published ones are anchored), and enum, const and
uniqueItems compare as JSON does (``true`` is not ``1``).

Two deliberate differences, pinned below: an integral float (``1.0``) is no
"integer" here (a count read from a file is a whole number, never a float),
and ``$`` is the end of the text as in ECMA 262 (python-jsonschema uses
Python's ``$``, which also matches before a final newline).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from conftest import GAMES, ROOT
from fakegame import TakeAway
from hypothesis import given
from hypothesis import strategies as st

from checker.quickcheck import quick_check
from checker.schema import anchor_patterns, anchored, json_equal, matches, validate

Draft = jsonschema.Draft202012Validator

SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "properties": {
        "n": {"type": "integer", "enum": [1, 2, 3]},
        "flag": {"const": True},
        "zero": {"const": 0},
        "tags": {"type": "array", "uniqueItems": True, "maxItems": 4,
                 "items": {"type": ["string", "integer", "boolean", "array"]}},
        "name": {"type": "string", "pattern": "^[a-z]{1,5}$", "minLength": 1},
        "loose": {"type": "string", "pattern": "up"},
        "either": {"anyOf": [{"type": "integer", "minimum": 0, "maximum": 9},
                             {"type": "string", "pattern": "^(?:x|y)$"}]},
        "seats": {"type": "object", "patternProperties": {"^[A-Z]": {"type": "integer"}},
                  "additionalProperties": False},
        "choice": {"enum": ["a", None, 1.5, [1, 2], {"k": True}]},
        # a count or a list of whole numbers, as a rack is (the quick check judges these on their class)
        "pile": {"type": ["integer", "array"], "minimum": 0, "maximum": 9, "minItems": 1, "maxItems": 3,
                 "items": {"type": "integer", "minimum": 1, "maximum": 5}},
        "table": {"type": "object", "properties": {"pile": {"type": ["array", "null"], "items": {"type": "string"}}},
                  "additionalProperties": {"type": "integer"}},
    },
    "required": ["n"],
    "additionalProperties": False,
}

SAMPLES: list[Any] = [
    {"n": 1}, {"n": True}, {"n": 4}, {"n": "1"}, {}, [], "n", None,
    {"n": 2, "flag": True}, {"n": 2, "flag": 1}, {"n": 2, "flag": False},
    {"n": 3, "zero": 0}, {"n": 3, "zero": False}, {"n": 3, "zero": 0.0},
    {"n": 1, "tags": ["a", "b"]}, {"n": 1, "tags": ["a", "a"]}, {"n": 1, "tags": [1, True]},
    {"n": 1, "tags": [0, False]}, {"n": 1, "tags": [True, True]}, {"n": 1, "tags": [[1], [True]]},
    {"n": 1, "tags": [[1], [1]]}, {"n": 1, "tags": ["a", "b", "c", "d", "e"]},
    {"n": 1, "name": "abc"}, {"n": 1, "name": "ABC"}, {"n": 1, "name": "abcdefg"}, {"n": 1, "name": ""},
    {"n": 1, "loose": "xxupxx"}, {"n": 1, "loose": "down"},
    {"n": 1, "either": 5}, {"n": 1, "either": "x"}, {"n": 1, "either": "xy"}, {"n": 1, "either": 10},
    {"n": 1, "either": True},
    {"n": 1, "seats": {"Ann": 1}}, {"n": 1, "seats": {"ann": 1}}, {"n": 1, "seats": {"Ann": "1"}},
    {"n": 1, "choice": "a"}, {"n": 1, "choice": None}, {"n": 1, "choice": 1.5}, {"n": 1, "choice": [1, 2]},
    {"n": 1, "choice": [1, True]}, {"n": 1, "choice": {"k": True}}, {"n": 1, "choice": {"k": 1}},
    {"n": 1, "unknown": 1}, {"n": 1, "nn": 1},
    {"n": 1, "pile": 0}, {"n": 1, "pile": 10}, {"n": 1, "pile": -1}, {"n": 1, "pile": True}, {"n": 1, "pile": 2.5},
    {"n": 1, "pile": [1, 5]}, {"n": 1, "pile": []}, {"n": 1, "pile": [1, 2, 3, 4]}, {"n": 1, "pile": [6]},
    {"n": 1, "pile": [True]}, {"n": 1, "pile": "3"}, {"n": 1, "pile": None}, {"n": 1, "pile": {"a": 1}},
    {"n": 1, "table": {}}, {"n": 1, "table": {"pile": ["a"]}}, {"n": 1, "table": {"pile": None, "x": 3}},
    {"n": 1, "table": {"pile": [1]}}, {"n": 1, "table": {"x": "3"}}, {"n": 1, "table": {"x": True}},
    {"n": 1, "table": []}, {"n": 1, "table": 3},
]


_QUICK: dict[int, Any] = {}


def agree(schema: dict[str, Any], value: Any) -> None:
    """The validator, its quick yes/no check and jsonschema all say the same of ``value``."""
    ours = validate(value, schema)
    theirs = Draft(schema).is_valid(value)
    assert (not ours) == theirs, (value, ours, list(Draft(schema).iter_errors(value)))
    quick = _QUICK.setdefault(id(schema), (schema, quick_check(schema)))[1]
    assert quick(value) == (not ours), (value, ours)


def test_the_hand_written_schema_is_a_valid_draft_2020_12_schema():
    Draft.check_schema(SCHEMA)


@pytest.mark.parametrize("value", SAMPLES, ids=repr)
def test_the_validator_and_jsonschema_agree_on_samples(value):
    agree(SCHEMA, value)


leaves = st.one_of(st.none(), st.booleans(), st.integers(-2, 12), st.sampled_from([1.5, -0.5]),
                   st.text(alphabet="abxyzupAB", max_size=7))
values = st.recursive(leaves, lambda inner: st.one_of(
    st.lists(inner, max_size=5),
    st.dictionaries(st.sampled_from(["n", "flag", "zero", "tags", "name", "loose", "either", "seats", "choice",
                                     "Ann", "bob", "nn", "pile", "table", "x"]), inner, max_size=6)), max_leaves=12)


@given(st.dictionaries(st.sampled_from([*list(SCHEMA["properties"]), "extra"]), values, max_size=5)
       .map(lambda d: {"n": 1, **d}))
def test_the_validator_and_jsonschema_agree_on_random_values(value):
    agree(SCHEMA, value)


def test_the_known_differences_are_deliberate():
    integer = {"type": "integer"}
    assert Draft(integer).is_valid(1.0) and validate(1.0, integer)
    name = {"type": "string", "pattern": "^[a-z]+$"}
    assert Draft(name).is_valid("abc\n") and validate("abc\n", name)  # ECMA 262: $ is the end of the text


def test_json_equality_keeps_booleans_and_numbers_apart():
    assert json_equal(1, 1.0) and not json_equal(True, 1) and not json_equal(0, False)
    assert json_equal([1, {"a": None}], [1.0, {"a": None}]) and not json_equal([1], [True])
    assert not json_equal({"a": 1}, {"b": 1}) and not json_equal("1", 1)


def test_patterns_search_and_anchoring_means_the_whole_value():
    assert matches("up", "xxupxx") and matches(anchored("up"), "up") and not matches(anchored("up"), "xxupxx")
    assert anchored("^a$") == "^a$" and anchored("a|b") == "^(?:a|b)$"
    assert matches(anchored("a|b"), "b") and not matches(anchored("a|b"), "ab")
    assert matches(r"^a\$$", "a$") and matches("^[$]$", "$")
    deep = anchor_patterns({"properties": {"p": {"pattern": "x"}},
                            "patternProperties": {"k": {"items": {"pattern": "y"}}}})
    assert deep == {"properties": {"p": {"pattern": "^(?:x)$"}},
                    "patternProperties": {"^(?:k)$": {"items": {"pattern": "^(?:y)$"}}}}


def all_patterns(schema: Any) -> list[str]:
    found = []
    if isinstance(schema, dict):
        for key, value in schema.items():
            if key == "pattern":
                found.append(value)
            elif key == "patternProperties":
                found.extend(value)
            found.extend(all_patterns(value))
    elif isinstance(schema, list):
        for item in schema:
            found.extend(all_patterns(item))
    return found


def test_the_base_schema_is_a_valid_anchored_draft_2020_12_schema():
    schema = TakeAway().schema()
    Draft.check_schema(schema)
    patterns = all_patterns(schema)
    assert patterns and all(p.startswith("^") and p.endswith("$") for p in patterns)
    position = {"game": "upturn", "players": ["Ann", "Bob"], "to_move": "Ann", "left": 4}
    for value in [position, {**position, "players": ["Ann", "Ann"]}, {**position, "players": ["A nn", "Bob"]},
                  {**position, "players": ["Ann:x", "Bob"]}, {**position, "players": ["Ann", True]},
                  {**position, "left": True}, {**position, "left": 4.5}, {**position, "stones": ["o", "xo"]},
                  {**position, "stones": ["o", "x"]}, {**position, "house_rules": ["x"]},
                  {**position, "game": "dnup"}, {**position, "players": ["Ann"]}, {**position, "extra": 1}]:
        agree(schema, value)


def example_positions(game: str) -> list[Path]:
    return sorted(p for p in (ROOT / "examples" / game).glob("*.yaml") if not p.name.startswith("record-"))


@pytest.mark.parametrize("game", GAMES)
def test_every_published_game_schema_is_standard_and_means_what_the_validator_does(run, game):
    """Runs once the game packages fulfil the contract (``referee schema GAME``)."""
    r = run("schema", game)
    assert r.code == 0, r
    schema = r.json()
    Draft.check_schema(schema)
    assert all(p.startswith("^") and p.endswith("$") for p in all_patterns(schema))
    for path in example_positions(game):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        agree(schema, data)
        for key, bad in [("players", [True, 1]), ("to_move", 7), ("house_rules", ["x", "x"]), ("playrs", []),
                         ("game", "chess")]:
            agree(schema, {**data, key: bad})
        for key, value in data.items():
            if isinstance(value, (list, dict)) and key not in ("players", "house_rules"):
                agree(schema, {**data, key: True})
                agree(schema, {**data, key: ["xxupxx"] if isinstance(value, list) else {"xxupxx": 1}})


def test_items_found_to_fit_are_kept_by_their_class_so_true_never_passes_as_one(monkeypatch):
    """The quick check keeps the whole numbers and texts it found to fit a schema of items
    (``quickcheck._every``): asked again, a list passes or fails as the validator says, ``True`` is no
    kept ``1``, ``1.0`` no kept ``1``; with nothing kept it answers alike."""
    from checker import quickcheck

    schema = {"type": "array", "items": {"type": ["integer", "string"], "minimum": 1, "pattern": "^[a-c]$"}}
    lists = [[1, "a", 2], [1, "a", 2], [True], [1.0], ["a", "d"], [0], ["a", "a"], [[1]], [1, True, "b"]]
    for most in (quickcheck.FITTING_MOST, 0):
        monkeypatch.setattr(quickcheck, "FITTING_MOST", most)
        quick = quick_check(schema)
        assert [quick(value) for value in lists] == [not validate(value, schema) for value in lists], most
    assert [not validate(value, schema) for value in lists] == [True, True, False, False, False, False, True, False,
                                                                False]
