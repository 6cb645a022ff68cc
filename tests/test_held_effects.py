"""A verdict's effects held as their builders and plain values (``Recorder.later``) and made when
first read: made as they would have been at once, in every game and in every language.

A judge hands a builder only plain values and immutable objects; a builder that read something the
turn (or the next one) changes afterwards would make another effect when read later. So every move
of seeded playouts is judged twice: one verdict's effects are read at once, the other's only at the
end of the game, after every move that followed, and the two must be the same, rendered in every
language, values and all. The rest holds the verdict's own bookkeeping: effects written after the
effects were read, both kinds of effect in their order, two threads reading one verdict, the quiet
verdict and a recorder that is neither."""

from __future__ import annotations

import json
import random
import threading
from typing import Any

import pytest
from conftest import GAMES
from seeded import random_moves
from test_effect_kinds import SETTINGS, setting_id

from checker import simulate
from checker.games import engine, get
from checker.i18n import LANGS, Msg, translator
from checker.verdict import Finding, Made, QuietVerdict, Verdict, said

TRANSLATORS = [translator(lang) for lang in LANGS]


def shown(verdict: Verdict) -> list[tuple[Any, ...]]:
    """The effects of a verdict as every reader sees them: kind, rule, values (as JSON) and the
    message in every language."""
    return [(f.kind, f.rule, json.dumps(f.values, sort_keys=True), *(tr.render(f.msg) for tr in TRANSLATORS))
            for f in verdict.effects]


@pytest.mark.parametrize("game_id, house", SETTINGS, ids=setting_id)
def test_effects_made_at_the_end_of_a_game_are_those_made_at_once(game_id, house):
    game = get(game_id)
    low, high = game.PLAYERS
    effects = 0
    for index in range(4):
        seed = simulate.game_seed(31, index)
        read_late: list[tuple[str, Verdict, list[tuple[Any, ...]]]] = []
        for pos, move in random_moves(game, seed, random.Random(seed).randint(low, high), house, 200):
            now = game.check(pos, move)
            text = game.move_text(move)
            assert now.legal, text
            read_late.append((text, game.check(pos, move), shown(now)))
            effects += len(now.effects)
        for text, later, at_once in read_late:
            assert shown(later) == at_once, text
    assert effects, "the playouts reported no effect at all"


def test_a_verdict_makes_its_effects_once_in_the_order_written():
    made: list[str] = []

    def build(text: str) -> Made:
        made.append(text)
        return Msg(text), {"text": text}

    verdict = Verdict("x", "go")
    verdict.later("draw", "x.one", build, "one")
    verdict.effect("give", "x.two", Msg("two"), count=2)
    verdict.hold([("skip", "x.three", build, ("three",)), Finding("x.four", Msg("four"), "wait", {})])
    assert made == []  # nothing is made before the effects are read
    first = verdict.effects
    assert [(f.kind, f.rule, f.msg.text) for f in first] == [
        ("draw", "x.one", "one"), ("give", "x.two", "two"), ("skip", "x.three", "three"), ("wait", "x.four", "four")]
    assert first[1].values == {"count": 2} and first[2].values == {"text": "three"}
    assert verdict.effects is first and made == ["one", "three"]  # made once
    # written after they were read: made at once, after the others
    verdict.later("next-player", None, said, "%(player)s is next.", ("player",), "B")
    verdict.effect("win", "x.six", Msg("six"))
    assert [f.kind for f in verdict.effects] == ["draw", "give", "skip", "wait", "next-player", "win"]
    assert verdict.effects[4].values == {"player": "B"} and verdict.effects[4].msg.params == {"player": "B"}
    verdict.effects = []
    assert verdict.effects == []


def test_an_unknown_kind_is_refused_as_it_is_written():
    with pytest.raises(ValueError, match="teleport"):
        Verdict("x", "go").later("teleport", None, said, "text", ())  # type: ignore[arg-type]


def read(verdict: Verdict, start: threading.Barrier, seen: list[list[tuple[Any, ...]]]) -> None:
    start.wait()
    seen.append([(f.kind, f.rule, f.values, f.msg.params) for f in verdict.effects])


def test_two_threads_reading_one_verdict_read_the_same_effects():
    for _ in range(50):
        verdict = Verdict("x", "go")
        for n in range(20):
            verdict.later("draw", "x.draw", said, "%(count)s", ("count",), n)
        start = threading.Barrier(4)
        seen: list[list[tuple[Any, ...]]] = []
        threads = [threading.Thread(target=read, args=(verdict, start, seen)) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        expected = [("draw", "x.draw", {"count": n}, {"count": n}) for n in range(20)]
        assert seen == [expected] * 4
        assert verdict.effects is verdict.effects


class Collect:
    """A recorder that is neither a verdict nor a quiet one: what a turn's tap hands it."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []

    def broken(self, rule: str, msg: Msg, **values: Any) -> None:
        self.calls.append(("broken", rule))

    def need(self, fact: str, rule: str | None, msg: Msg, **values: Any) -> None:
        self.calls.append(("need", rule))

    def note(self, rule: str, msg: Msg | None = None) -> None:
        self.calls.append(("note", rule))

    def effect(self, kind: str, rule: str | None, msg: Msg, **values: Any) -> None:
        self.calls.append(("effect", kind, msg.text, values))

    def later(self, kind: str, rule: str | None, make: Any, *args: Any) -> None:
        self.calls.append(("later", kind, make, args))

    @property
    def legal(self) -> bool:
        return True


class Turn(engine.Turn[object, str]):
    __slots__ = ()

    def run(self, move: str) -> object:
        self.v.later("draw", "x.draw", said, "%(count)s drawn", ("count",), 2)
        self.v.effect("next-player", "x.turn", Msg("B moves next."), player="B")
        if move == "bad":
            self.v.broken("x.rule", Msg("No."))
        self.release()
        return move


def test_a_tap_hands_both_kinds_of_effect_on_in_order():
    verdict = Verdict("x", "go")
    Turn(object(), verdict).run("go")
    assert [(f.kind, f.msg.text, f.values) for f in verdict.effects] == [
        ("draw", "%(count)s drawn", {"count": 2}), ("next-player", "B moves next.", {"player": "B"})]
    other = Collect()
    Turn(object(), other).run("go")  # type: ignore[arg-type]
    assert other.calls == [("later", "draw", said, ("%(count)s drawn", ("count",), 2)),
                           ("effect", "next-player", "B moves next.", {"player": "B"})]
    illegal = Verdict("x", "bad")
    Turn(object(), illegal).run("bad")
    assert illegal.effects == [] and not illegal.legal
    quiet = QuietVerdict()
    Turn(object(), quiet).run("go")
    assert quiet.legal


@pytest.mark.parametrize("game_id", GAMES)
def test_a_quiet_judge_records_no_effect(game_id):
    """A quiet verdict drops what ``later`` hands it, as it drops ``effect``: the move generators and
    ``apply`` run the very same judge."""
    game = get(game_id)
    rng = random.Random(5)
    low, _high = game.PLAYERS
    pos = game.deal(rng, [chr(65 + i) for i in range(low)], frozenset())
    options = game.legal_moves(pos, expand=True, limit=50)
    option = options[0]
    move = option.move if option.move is not None else game.parse_move(option.text, pos)
    quiet = QuietVerdict()
    assert game.judge(pos, move, quiet) is not None and quiet.legal
