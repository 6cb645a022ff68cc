"""The four games are built the same way (docs/architecture.md, "The rooms"): the same rooms in
every package, each part of the contract the function of its name in the room the contract puts it
in, one shape of judge (a ``Turn``), every text in ``messages.py`` and every notation word in
``words.py``, no position written to once it is made, and every schema description translated."""

from __future__ import annotations

import ast
import importlib
import inspect
import random
from pathlib import Path

import pytest
from conftest import GAMES

from checker.games import engine, get, rooms
from checker.games.base import Game
from checker.i18n import translator
from checker.schema import localized
from checker.verdict import QuietVerdict, Verdict

#: the rooms every game has
EVERY = ("model", "words", "messages", "rules", "reading", "notation", "grammar", "judge", "movegen", "playout",
         "questions")
#: the parts of the contract a game may leave to the base's default, where it truly has none
OPTIONAL = {"completions", "new_round", "score"}


def package(game_id: str) -> str:
    """The package whose rooms the game's parts are."""
    return type(get(game_id)).rooms


def folder(game_id: str) -> Path:
    return Path(importlib.import_module(package(game_id)).__file__).parent


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_the_same_rooms_with_each_part_where_the_contract_puts_it(game_id):
    game = get(game_id)
    for room in EVERY:
        assert (folder(game_id) / f"{room}.py").is_file(), room
    for name, room in rooms.PARTS.items():
        path = folder(game_id) / f"{room}.py"
        part = getattr(importlib.import_module(f"{package(game_id)}.{room}"), name, None) if path.is_file() else None
        written = inspect.getattr_static(type(game), name)
        if part is None:
            assert name in OPTIONAL, f"{game_id} has no {name} in {room}.py"
            assert written in (getattr(rooms.Rooms, name), getattr(Game, name)), f"{game_id} writes {name} itself"
            continue
        # the room takes what the method takes, without self (the questions are asked of the game itself),
        # and anything more only with a default
        contract = ["game"] if name == "questions" else list(inspect.signature(getattr(Game, name)).parameters)[1:]
        parameters = inspect.signature(part).parameters
        assert list(parameters)[:len(contract)] == contract, f"{room}.{name}"
        assert all(p.default is not p.empty for p in list(parameters.values())[len(contract):]), f"{room}.{name}"
        # the class does not write the part itself: it is the forwarder written once for every game, or
        # (once used) the room's function in its place
        assert written is getattr(rooms.Rooms, name) or getattr(written, "__func__", None) is part, \
            f"{game_id} writes {name} itself"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_part_once_used_is_the_rooms_function_itself(game_id):
    game = get(game_id)
    pos = game.deal(random.Random(2), [chr(65 + i) for i in range(game.PLAYERS[0])])
    game.legal_moves(pos)
    movegen = importlib.import_module(f"{package(game_id)}.movegen")
    assert type(game).legal_moves is movegen.legal_moves and game.legal_moves is movegen.legal_moves


@pytest.mark.parametrize("game_id", GAMES)
def test_every_judge_is_a_turn_and_judge_runs_one(game_id):
    judge = importlib.import_module(f"{package(game_id)}.judge")
    assert issubclass(judge.Turn, engine.Turn)
    game = get(game_id)
    pos = game.deal(random.Random(4), [chr(65 + i) for i in range(game.PLAYERS[0])])
    option = game.legal_moves(pos)[0]
    move = option.move if option.move is not None else game.parse_move(option.text, pos)
    verdict = Verdict(game.id, option.text)
    after = judge.Turn(pos, verdict).run(move)
    assert verdict.legal and verdict.effects and after is not None
    assert after == judge.judge(pos, move, QuietVerdict()) == game.apply(pos, move)


def calls(path: Path, names: set[str]) -> list[int]:
    """The lines of ``path`` that call one of ``names``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in names]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_text_of_a_game_is_in_its_messages_and_every_notation_word_in_its_words(game_id):
    found = {}
    for path in sorted(folder(game_id).glob("*.py")):
        if path.name != "messages.py" and calls(path, {"N_", "NP_"}):
            found[path.name] = calls(path, {"N_", "NP_"})
        if path.name != "words.py" and calls(path, {"W_"}):
            found[path.name] = calls(path, {"W_"})
    assert found == {}
    assert calls(folder(game_id) / "messages.py", {"N_", "NP_"})


@pytest.mark.parametrize("game_id", GAMES)
def test_no_position_is_written_to_once_it_is_made(game_id):
    """A position's fields are set when it is made (a frozen dataclass, derived fields in
    ``__post_init__``); what it works out goes into its own ``cache``."""
    for path in sorted(folder(game_id).glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef) or function.name == "__post_init__":
                continue
            for node in ast.walk(function):
                assert not (isinstance(node, ast.Call) and ast.unparse(node.func) == "object.__setattr__"), \
                    f"{path.name}:{node.lineno}"


@pytest.mark.parametrize("lang", ["nl", "pl", "es", "fy"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_description_of_a_position_schema_is_in_the_readers_language(game_id, lang):
    def descriptions(schema):
        if isinstance(schema, dict):
            for key, value in schema.items():
                if key == "description" and isinstance(value, str):
                    yield value
                else:
                    yield from descriptions(value)
        elif isinstance(schema, list):
            for value in schema:
                yield from descriptions(value)

    schema = get(game_id).schema()
    english = list(descriptions(schema))
    local = list(descriptions(localized(schema, translator(lang))))
    assert len(english) > 5
    untranslated = sorted({e for e, t in zip(english, local, strict=True) if e == t})
    assert untranslated == []
