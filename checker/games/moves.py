"""What the contract lists and completes moves with: ``MoveOption`` (one legal move of
``referee moves``), ``LazyOption`` (one made only when read), ``Choice`` and
``Completion`` (a move that leaves a choice open), and ``tokens`` (a move string's words)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

from ..i18n import Msg

M = TypeVar("M")


class MoveOption(Generic[M]):
    """One legal move for ``referee moves``: a move string ``check`` accepts,
    and, where choices were folded into it, a description of them. ``move``
    may carry the move object itself, so that playouts need not parse the
    text again (``parse_move(text) == move`` must hold)."""

    __slots__ = ("choices", "move", "text")

    def __init__(self, text: str, choices: Msg | None = None, move: M | None = None) -> None:
        self.text = text
        self.choices = choices
        self.move = move

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MoveOption) and (self.text, self.choices) == (other.text, other.choices)

    def __hash__(self) -> int:
        return hash(self.text)

    def __repr__(self) -> str:
        return f"MoveOption({self.text!r})"


#: the choices folded into a listed move: a message, a function that makes it when asked, or None
Why = Msg | Callable[[], Msg] | None


class LazyOption(MoveOption[M]):
    """A listed move whose move, text and choices are worked out only when read: a
    playout reads the move of the one option it picks, ``simulate`` its text too, and
    a move list may hold thousands. ``how`` is shared by the options of one kind: a
    function that makes the move of ``what``, the function that writes a move as
    text, and the choices. What is worked out is kept in attributes set when first
    read (an option is made twice as fast as with every attribute set), but for the move,
    which every reader of an option asks for."""

    __slots__ = ("_choices", "_how", "_move", "_text", "_what")
    _move: M | None
    _text: str
    _choices: Msg | None

    def __init__(self, how: tuple[Callable[[Any], M], Callable[[M], str], Why], what: Any) -> None:
        self._how = how
        self._what = what
        self._move = None  # the one part every reader asks for: tested, not caught (no move is None)

    @property
    def move(self) -> M:  # type: ignore[override]
        move = self._move
        if move is None:
            move = self._move = self._how[0](self._what)
        return move

    @property
    def text(self) -> str:  # type: ignore[override]
        try:
            return self._text
        except AttributeError:
            self._text = self._how[1](self.move)
            return self._text

    @property
    def choices(self) -> Msg | None:  # type: ignore[override]
        try:
            return self._choices
        except AttributeError:
            why = self._how[2]
            self._choices = why() if callable(why) else why
            return self._choices


class Choice:
    """A choice a move may leave open (the trend a Joker names, who receives a
    drawn tile, ...): ``kind`` names it in JSON, ``rule`` is the clause that
    gives the player the choice, ``msg`` says what is chosen ("the trend the
    Joker names")."""

    __slots__ = ("kind", "msg", "rule")

    def __init__(self, kind: str, rule: str, msg: Msg) -> None:
        self.kind = kind
        self.rule = rule
        self.msg = msg


class Completion(Generic[M]):
    """One way to complete a move: the complete move, and for each open
    choice (by ``Choice.kind``) the option taken, as the word a player says."""

    __slots__ = ("move", "picks")

    def __init__(self, move: M, picks: Mapping[str, str]) -> None:
        self.move = move
        self.picks = dict(picks)


#: what parts the words of a move string
_APART = re.compile(r"[\s,]+")


def tokens(text: str) -> list[str]:
    """The words of a move string (spaces and commas apart)."""
    return [t for t in _APART.split(text.strip()) if t]
