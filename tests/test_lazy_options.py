"""A listed move may be a ``LazyOption``: its move, text and choices are worked out only
when read, once, and it is the same option as one made with all three at hand."""

from __future__ import annotations

from checker.games.base import LazyOption, MoveOption
from checker.i18n import Msg


def test_a_lazy_option_makes_its_move_text_and_choices_once_when_read():
    made: list[str] = []

    def make(what: str) -> tuple[str, str]:
        made.append(what)
        return ("move", what)

    def choices() -> Msg:
        made.append("choices")
        return Msg("choose %(what)s", what="b")

    option = LazyOption((make, lambda move: " ".join(move), choices), "a")
    assert made == []
    assert option.text == "move a" and made == ["a"]
    assert option.move == ("move", "a") and option.move is option.move and made == ["a"]
    assert option.choices is option.choices and made == ["a", "choices"]
    assert option.choices.params == {"what": "b"}


def test_a_lazy_option_is_the_option_made_at_once():
    why = Msg("choose %(what)s", what="b")
    lazy = LazyOption((lambda what: ("move", what), lambda move: " ".join(move), why), "a")
    eager = MoveOption("move a", why, ("move", "a"))
    assert lazy == eager and eager == lazy and hash(lazy) == hash(eager)
    assert lazy != MoveOption("move a", None, ("move", "a"))
    assert repr(lazy) == "MoveOption('move a')"
