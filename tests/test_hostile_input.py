"""Broken and hostile input: exit code 2, a clear message in the reader's
language that says where, no traceback, and the input left as it was."""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import time
from pathlib import Path

import pytest
import yaml
from conftest import BUILT_IN, ROOT, run_cli
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

EXAMPLES = {game: sorted((ROOT / "examples" / game).glob("*.yaml")) for game in BUILT_IN}


def first_position(game: str) -> Path:
    for path in EXAMPLES[game]:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and "position" not in data:
            return path
    pytest.skip(f"no example position for {game}")


def first_legal_move(game: str, path: Path) -> str:
    moves = run_cli("moves", game, str(path), "--json").json()["moves"]
    return moves[0]


def write(tmp_path: Path, name: str, content: bytes | str) -> Path:
    path = tmp_path / name
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


BILLION_LAUGHS = "\n".join(
    ["a: &a [x, x, x, x, x, x, x, x, x]"]
    + [f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
       f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]" for i in range(8)]
)

# (name, file content, key words of the English message, key words of the Dutch one)
BROKEN_FILES = [
    ("empty", "", ["empty"], ["leeg"]),
    ("blank", "\n\n   \n", ["empty"], ["leeg"]),
    ("not-yaml", "game: upturn\nplayers: [A, B\n", ["line", "not valid YAML"], ["regel", "geen geldige YAML"]),
    ("colon", "game: upturn: twice\n", ["line 1", "colon"], ["regel 1", "dubbele punt"]),
    ("list", "- upturn\n- A\n", ["mapping", "a list"], ["mapping", "een lijst"]),
    ("scalar", "just some words\n", ["mapping", "text"], ["mapping", "tekst"]),
    ("tabs", "game: upturn\nplayers:\n\t- A\n", ["line 3", "tabs"], ["regel 3", "tabs"]),
    ("latin1", "game: upturn\nplayers: [J\xf6rg]\n".encode("latin-1"), ["UTF-8", "line 2"], ["UTF-8", "regel 2"]),
    ("nul", b"game: upturn\x00\n", ["NUL"], ["NUL"]),
    ("python-tag", "game: !!python/object:os.system [ls]\n", ["tag"], ["tag"]),
    ("duplicate-key", "game: upturn\ngame: dnup\nplayers: [A, B]\nto_move: A\n", ["twice", "game"], ["twee keer"]),
    ("billion-laughs", BILLION_LAUGHS, ["aliases"], ["aliassen"]),
    ("deep-brackets", "[" * 5000 + "]" * 5000, ["nested", "deep"], ["genest"]),
    ("deep-block", "".join("  " * i + "- \n" for i in range(60)), ["nested", "deep"], ["genest"]),
    ("deep-mapping", "a: " * 3000 + "1\n", ["YAML"], ["YAML"]),
    ("too-big", "# " + "x" * 1_100_000 + "\n", ["larger than"], ["groter dan"]),
]


@pytest.mark.parametrize("name, content, english, dutch", BROKEN_FILES, ids=[b[0] for b in BROKEN_FILES])
def test_broken_position_files_exit_2_with_a_located_message_in_two_locales(tmp_path, name, content, english, dutch):
    path = write(tmp_path, f"{name}.yaml", content)
    before = digest(path)
    started = time.perf_counter()
    for lang, words in (("en", english), ("nl", dutch)):
        r = run_cli("check", "upturn", str(path), "pass", "--lang", lang)
        assert r.code == 2, r
        assert path.name in r.err, r.err
        for word in words:
            assert word.lower() in r.err.lower(), (lang, word, r.err)
    assert time.perf_counter() - started < 20, "hostile input must be refused quickly"
    assert digest(path) == before


def test_a_missing_file_and_a_folder_are_named(tmp_path):
    r = run_cli("check", "upturn", str(tmp_path / "nope.yaml"), "pass")
    assert r.code == 2 and "nope.yaml" in r.err and "no such file" in r.err
    r = run_cli("check", "upturn", str(tmp_path), "pass", "--lang", "es")
    assert r.code == 2 and "carpeta" in r.err


def test_an_unknown_game_gets_a_suggestion(tmp_path):
    r = run_cli("check", "uptwn", "x.yaml", "pass", "--lang", "pl")
    assert r.code == 2 and "uptown" in r.err and "Nieznana gra" in r.err


@pytest.mark.parametrize("game", BUILT_IN)
def test_unknown_keys_get_a_did_you_mean_with_the_line(game, tmp_path):
    source = first_position(game)
    text = source.read_text(encoding="utf-8") + "\nto_mvoe: x\n"
    path = write(tmp_path, "typo.yaml", text)
    r = run_cli("check", game, str(path), "pass")
    assert r.code == 2
    assert "to_mvoe" in r.err and "to_move" in r.err
    line = len(text.rstrip("\n").splitlines())
    assert f"line {line}" in r.err


@pytest.mark.parametrize("game", BUILT_IN)
def test_wrong_types_and_unseated_players_are_all_listed_at_once(game, tmp_path):
    data = yaml.safe_load(first_position(game).read_text(encoding="utf-8"))
    data["to_move"] = "Nobody"
    data["house_rules"] = "all of them"
    data["players"] = data["players"] + [42]
    path = write(tmp_path, "bad.yaml", yaml.safe_dump(data, sort_keys=False))
    for lang in ("en", "fy"):
        r = run_cli("check", game, str(path), "pass", "--lang", lang, "--json")
        assert r.code == 2
        err = r.json()
        paths = {p["path"] for p in err["problems"]}
        assert {"house_rules", f"players[{len(data['players']) - 1}]"} <= paths, err
        assert all(p["line"] for p in err["problems"]), err


@pytest.mark.parametrize("game", BUILT_IN)
def test_an_unknown_house_rule_is_a_usage_error(game):
    r = run_cli("check", game, str(first_position(game)), "pass", "--house-rule", "free-beer")
    assert r.code == 2 and "free-beer" in r.err


def mutate(data, rng: random.Random):
    """One random change somewhere in a position's data."""
    if isinstance(data, dict) and data:
        key = rng.choice(list(data))
        choice = rng.random()
        if choice < 0.2:
            data = dict(data)
            del data[key]
            return data
        if choice < 0.3:
            data = dict(data)
            data[key + "x"] = data[key]
            return data
        data = dict(data)
        data[key] = mutate(data[key], rng)
        return data
    if isinstance(data, list) and data:
        data = list(data)
        index = rng.randrange(len(data))
        if rng.random() < 0.3:
            del data[index]
        elif rng.random() < 0.5:
            data.append(data[index])
        else:
            data[index] = mutate(data[index], rng)
        return data
    return rng.choice([None, -1, 0, 1, 7, 99, 100, 10**9, "", "?", "zz", "1/2", True, [], {}, 3.5, "A:Z"])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**6), game=st.sampled_from(sorted(BUILT_IN)))
def test_mutated_positions_never_crash(seed, game, tmp_path_factory):
    rng = random.Random(seed)
    path = first_position(game)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    for _ in range(rng.randint(1, 3)):
        data = mutate(data, rng)
    target = tmp_path_factory.mktemp("fuzz") / "pos.yaml"
    target.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    r = run_cli("moves", game, str(target), "--json")
    assert r.code in (0, 2), r
    if r.code == 0:
        for move in r.json()["moves"][:5]:
            verdict = run_cli("check", game, str(target), move, "--json")
            assert verdict.code == 0, (move, verdict)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), game=st.sampled_from(sorted(BUILT_IN)))
def test_mangled_moves_are_judged_or_refused_never_crash(seed, game):
    rng = random.Random(seed)
    path = first_position(game)
    move = first_legal_move(game, path)
    chars = list(move)
    for _ in range(rng.randint(1, 4)):
        op = rng.random()
        if op < 0.4 and chars:
            del chars[rng.randrange(len(chars))]
        elif op < 0.8:
            chars.insert(rng.randrange(len(chars) + 1), rng.choice("0123456789 :/-+?xyzABé,"))
        else:
            rng.shuffle(chars)
    r = run_cli("check", game, str(path), "".join(chars) or "?", "--json")
    assert r.code in (0, 1, 2, 3), r


# -- hostile YAML and odd files: the real process, under a memory cap (tests/capped.py) ----------------

#: a small Upturn position to break (``play 31`` is legal in it)
BASE = "game: upturn\nplayers: [Ann, Bob]\nto_move: Ann\nstart_tile: 30\nrow: []\nracks: {Ann: [31, 40], Bob: 2}\n"


def nested(levels: int, inner: str) -> str:
    return "[" * levels + inner + "]" * levels


#: (name, file text, field path, line, key words in English, key words in Dutch)
HOSTILE_YAML = [
    ("holds-itself", "a: &a [*a]\n", "a[0]", 1, ["holds itself", "*a", "&a"], ["bevat zichzelf"]),
    ("holds-itself-in-a-mapping", "a: &a {b: *a}\n", "a.b", 1, ["holds itself"], ["bevat zichzelf"]),
    ("holds-itself-deeper", "a: &a [1, {b: [x, *a]}]\n", "a[1].b[1]", 1, ["holds itself"], ["bevat zichzelf"]),
    ("holds-itself-by-a-merge", "a: &a\n  b: 1\n  c: {<<: *a}\n", "a.c.<<", 3, ["holds itself"], ["bevat zichzelf"]),
    ("holds-itself-in-a-position", BASE.replace("players: [Ann, Bob]", "players: &p [Ann, Bob, *p]"),
     "players[2]", 2, ["holds itself", "*p"], ["bevat zichzelf"]),
    ("aliases-nested-too-deep", f"a: &a {nested(30, 'x')}\nb: {nested(20, '*a')}\n", "", None,
     ["line 2", "nested more than 40"], ["regel 2", "genest"]),
    ("merges-expand-too-far", "a: &a {" + ", ".join(f"k{i}: {nested(1, ', '.join(['x'] * 60))}" for i in range(60))
     + "}\n" + "".join(f"b{j}: {{<<: *a}}\n" for j in range(80)), "", None, ["aliases expand"], ["aliassen"]),
    ("a-date-is-no-tile", BASE.replace("start_tile: 30", "start_tile: 2024-02-30"), "start_tile", 4,
     ["2024-02-30 is not a tile"], ["2024-02-30 is geen steen"]),
    ("int-tag-on-a-name", BASE.replace("start_tile: 30", "start_tile: !!int Ann"), "start_tile", 4,
     ["Ann is not a whole number", "!!int"], ["Ann is geen heel getal", "!!int"]),
    ("float-tag-on-text", BASE.replace("start_tile: 30", "start_tile: !!float x"), "start_tile", 4,
     ["x is not a number", "!!float"], ["x is geen getal"]),
    ("bool-tag-on-text", BASE.replace("to_move: Ann", "to_move: !!bool maybe"), "to_move", 3,
     ["maybe is neither true nor false"], ["waar noch onwaar"]),
    ("timestamp-tag", BASE.replace("start_tile: 30", "start_tile: !!timestamp x"), "start_tile", 4,
     ["tag !!timestamp", "not allowed"], ["tag !!timestamp", "niet toegestaan"]),
    ("binary-tag", BASE.replace("to_move: Ann", "to_move: !!binary QW5u"), "to_move", 3, ["!!binary"], ["!!binary"]),
    ("set-tag", BASE.replace("players: [Ann, Bob]", "players: !!set {Ann, Bob}"), "players", 2, ["!!set"], ["!!set"]),
    ("python-object-tag", BASE.replace("to_move: Ann", "to_move: !!python/object/apply:os.system [ls]"),
     "to_move", 3, ["!!python/object/apply:os.system"], ["niet toegestaan"]),
    ("str-tag-on-a-list", BASE.replace("to_move: Ann", "to_move: !!str [Ann]"), "", None,
     ["line 3", "does not fit the kind of value"], ["regel 3", "soort waarde"]),
    ("list-as-a-key", BASE + "? [a, b]\n: 1\n", "", None, ["line 7", "used as a key"], ["als sleutel"]),
    ("integer-of-5000-digits", BASE.replace("start_tile: 30", "start_tile: " + "9" * 5000), "start_tile", 4,
     ["out of range", "4300 digits"], ["buiten het bereik"]),
    ("negative-of-4301-digits", BASE.replace("start_tile: 30", "start_tile: -" + "1" * 4301), "start_tile", 4,
     ["out of range"], ["buiten het bereik"]),
    ("hex-beyond-4300-digits", BASE.replace("start_tile: 30", "start_tile: 0x" + "f" * 3600), "start_tile", 4,
     ["out of range"], ["buiten het bereik"]),
    ("base-60-of-a-megabyte", BASE.replace("start_tile: 30", "start_tile: " + ":".join(["1"] * 400_000)),
     "start_tile", 4, ["out of range"], ["buiten het bereik"]),
    ("base-60-float-beyond-a-float", BASE.replace("start_tile: 30", "start_tile: " + ":".join(["59"] * 300) + ".5"),
     "start_tile", 4, ["out of range"], ["buiten het bereik"]),
]


@pytest.mark.parametrize("name, text, path, line, english, dutch", HOSTILE_YAML, ids=[c[0] for c in HOSTILE_YAML])
def test_hostile_yaml_is_refused_at_its_place_before_anything_walks_it(tmp_path, name, text, path, line, english,
                                                                       dutch):
    from capped import referee

    target = write(tmp_path, f"{name}.yaml", text)
    for lang, words in (("en", english), ("nl", dutch)):
        done = referee("check", "upturn", str(target), "play 31", "--lang", lang)
        assert done.code == 2, done
        assert done.out == "" and target.name in done.err, done
        for word in words:
            assert word.lower() in done.err.lower(), (lang, word, done.err)
    data = json.loads(referee("check", "upturn", str(target), "play 31", "--json").out)
    assert data["error"] == "InputError", data
    if line is not None:
        assert [(p["path"], p["line"]) for p in data["problems"]][:1] == [(path, line)], data


def test_a_fifo_a_device_and_standard_input_closed_are_refused_without_waiting(tmp_path):
    from capped import referee

    fifo = tmp_path / "position.yaml"
    os.mkfifo(fifo)  # nobody ever writes to it: opening it for reading would wait forever
    done = referee("check", "upturn", str(fifo), "pass", "--lang", "es")
    assert done.code == 2 and "position.yaml" in done.err and "no es un archivo normal" in done.err, done
    position = write(tmp_path, "pos.yaml", BASE)
    done = referee("check", "upturn", str(position), "--move-file", str(fifo))
    assert done.code == 2 and "not a regular file" in done.err, done
    done = referee("moves", "upturn", "/dev/zero")
    assert done.code == 2 and "/dev/zero: is not a regular file" in done.err, done
    done = referee("check", "upturn", "-", "play 31", stdin=subprocess.DEVNULL)
    assert done.code == 2 and "empty" in done.err, done
    done = run_closed_stdin("check", "upturn", "-", "play 31")
    assert done.code == 2 and "<stdin>: cannot be read" in done.err, done


def run_closed_stdin(*args: str):
    """``referee ARGS <&-``: standard input closed."""
    from capped import EXE, run

    return run(["/bin/sh", "-c", 'exec "$0" "$@" <&-', EXE, *args])


def test_standard_input_is_read_up_to_the_limit_only():
    from capped import referee

    done = referee("check", "upturn", "-", "play 31", input=b"# " + b"x" * 3_000_000 + b"\n")
    assert done.code == 2 and "<stdin>: is larger than 1000000 bytes" in done.err, done
    done = referee("check", "upturn", "-", "play 31", input=BASE)
    assert done.code == 0 and done.out.startswith("LEGAL"), done
