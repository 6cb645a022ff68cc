"""Every effect a game reports is of one of the shared kinds (``verdict.EFFECT_KINDS``): the
``kind`` of an effect is part of the JSON contract of ``check --json``.

The turn engine's ``Tap`` does not test the kind of each effect as it is written (that test sat on
the way of every effect of every judged move); ``mypy --strict`` holds the kinds a game writes to
``EffectKind``, and this file judges every game's seeded playouts, plain and under all its house
rules, and every move an example says to try, and fails on any kind that is not one of them."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from conftest import GAMES
from seeded import random_moves
from test_example_claims import claims, split
from test_examples import POSITIONS, example_id, game_of

from checker import simulate
from checker.answer import answer_said
from checker.games import engine, get
from checker.i18n import DEFAULT, Msg, translator
from checker.inputs import load_file
from checker.verdict import EFFECT_KINDS, Finding, Verdict

SETTINGS = [(g, frozenset()) for g in GAMES] + [(g, frozenset(get(g).HOUSE_RULES)) for g in GAMES
                                                   if get(g).HOUSE_RULES]


def setting_id(value: object) -> str:
    if isinstance(value, frozenset):
        return "+".join(sorted(value)) or "plain"
    return str(value)


def effects_of(verdict: Verdict) -> Iterator[Finding]:
    """Every effect an answer shows: its own, those of the one move instead, and each reading's."""
    yield from verdict.effects
    yield from verdict.forced
    for _text, reading in verdict.readings:
        yield from effects_of(reading)


def unknown_kinds(verdict: Verdict) -> list[object]:
    return [f.kind for f in effects_of(verdict) if f.kind not in EFFECT_KINDS]


@pytest.mark.parametrize("game_id, house", SETTINGS, ids=setting_id)
def test_every_effect_of_a_seeded_playout_is_of_a_shared_kind(game_id, house):
    game = get(game_id)
    low, high = game.PLAYERS
    kinds: set[object] = set()
    for index in range(6):
        seed = simulate.game_seed(29, index)
        for pos, move in random_moves(game, seed, random.Random(seed).randint(low, high), house, 300):
            verdict = game.check(pos, move)
            text = game.move_text(move)
            assert verdict.legal, text
            assert not unknown_kinds(verdict), (text, unknown_kinds(verdict))
            kinds.update(f.kind for f in verdict.effects)
    assert kinds, "the playouts reported no effect at all"


@pytest.mark.parametrize("path", POSITIONS, ids=example_id)
def test_every_effect_of_an_example_is_of_a_shared_kind(path):
    game = get(game_of(path))
    tr = translator(DEFAULT)
    tried = 0
    for command, _claim in claims(path):
        text, options = split(command)
        if text == "score":
            continue
        house = [options[i + 1] for i, word in enumerate(options) if word == "--house-rule"]
        pos = game.read_position(load_file(str(path)), house)
        verdict = answer_said(game, pos, game.read(text, pos, tr), tr)
        assert not unknown_kinds(verdict), (command, unknown_kinds(verdict))
        tried += 1
    assert tried or all(split(c)[0] == "score" for c, _ in claims(path))


def test_the_test_finds_an_effect_of_a_kind_that_is_not_shared():
    """What the tests above rely on: an effect of an unknown kind, written through the turn
    engine as every game writes one, reaches the verdict and is found."""

    class Turn(engine.Turn[object, str]):
        __slots__ = ()

        def run(self, move: str) -> object:
            self.v.effect("next-player", "x.turn", Msg("B moves next."), player="B")
            self.v.effect("teleport", "x.turn", Msg("A is somewhere else."))  # type: ignore[arg-type]
            self.release()
            return move

    verdict = Verdict("x", "go")
    assert Turn(object(), verdict).run("go") == "go"
    assert [f.kind for f in verdict.effects] == ["next-player", "teleport"]
    assert unknown_kinds(verdict) == ["teleport"]
