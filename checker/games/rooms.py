"""The rooms of a game package: how the four games fulfil the contract.

Every part of ``Game[P, M]`` is a function of the same name in one module of the
game's package, the same module in every game (docs/architecture.md, "The rooms"):

==============  ==========================================================================
``reading``     ``own_schema()``, ``build(data, house_rules, problems)``, ``problems(pos)``,
                ``position_data(pos)``
``notation``    ``parse_move(text, pos, tr)``, ``move_text(move)``, ``move_syntax()``,
                ``raw_token(text, pos)``
``grammar``     ``grammar(items, pos)``
``judge``       ``judge(pos, move, rec, draws)``
``movegen``     ``legal_moves(pos, expand, limit)``
``completing``  ``completions(pos, move)`` (a game whose moves never leave a choice has none)
``playout``     ``deal(rng, players, house_rules)``, ``outcome(pos)``, ``census(pos)``, and
                ``new_round(pos, rng)`` where a game has rounds
``questions``   ``questions(game)``
``scoring``     ``score(pos, variant)``, where a game is scored
``words``       ``WORDS``, ``ALIASES`` (the one table of other spellings) and ``SAID`` (words
                a player says that the notation never writes)
==============  ==========================================================================

A game's class (``Rooms[P, M]``, in its package's ``__init__``) holds only what is its
own: the id, the house rules and whatever else differs. A room is imported when a part
of it is first used, so that a cold ``check`` never loads the move generator or the
guided questions, and from then on the part is the room's function itself, on the game's
class (no call goes through a forwarder). ``fit`` lets mypy check a game's rooms against
the contract.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib import import_module
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeVar

from .base import Choice, Completion, Data, Game, MoveOption, ScoreSheet, Seated

if TYPE_CHECKING:
    from collections import Counter
    from random import Random

    from ..ask_questions import Question
    from ..i18n import Msg, Translator
    from ..verdict import Problem, Recorder

P = TypeVar("P", bound=Seated)
M = TypeVar("M")
#: a position or move a room only takes (the protocols below are contravariant in it)
Pin = TypeVar("Pin", contravariant=True)
Min = TypeVar("Min", contravariant=True)
#: the parts of the contract a room gives, by function name -> room
PARTS = {
    "own_schema": "reading", "build": "reading", "problems": "reading", "position_data": "reading",
    "parse_move": "notation", "move_text": "notation", "move_syntax": "notation", "raw_token": "notation",
    "grammar": "grammar", "judge": "judge", "legal_moves": "movegen", "completions": "completing",
    "deal": "playout", "outcome": "playout", "census": "playout", "new_round": "playout",
    "questions": "questions", "score": "scoring",
}
#: the parts a game may leave out of its rooms, where it truly has none: the base's default stands
OPTIONAL = frozenset({"completions", "new_round", "score"})


class Rooms(Game[P, M]):
    """A game whose parts are the rooms of its package (see the module text): ``rooms``
    names the package (by default the module the class is written in).

    Each part below is written once, for every game: the first call imports the room, finds the
    function and puts it on the game's class in place of the method (a part the rooms leave out,
    in its place the base's default), so that every later call is a call of the room's function
    itself, as if the class had been written with it."""

    rooms: ClassVar[str] = ""
    reads_phrases = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if not cls.rooms:
            cls.rooms = cls.__module__
        words = import_module(f"{cls.rooms}.words")
        cls.WORDS = words.WORDS
        cls.WORD_ALIASES = words.ALIASES
        cls.SAID_WORDS = words.SAID

    def _bind(self, name: str) -> Any:
        """The function of the rooms that is the part ``name``, put on the game's class (see the
        class text); for a part the rooms leave out, the base's default, bound to this game."""
        room = f"{self.rooms}.{PARTS[name]}"
        try:
            module = import_module(room)
        except ModuleNotFoundError as error:
            if error.name != room:
                raise
            found = None
        else:
            found = getattr(module, name, None)
        if found is None:
            if name not in OPTIONAL:
                raise TypeError(f"{self.rooms} has no {name} in its {PARTS[name]} room")
            setattr(type(self), name, getattr(Game, name))
            return getattr(self, name)
        if name != "questions":  # asked of the game itself: the method stays
            setattr(type(self), name, staticmethod(found))
        return found

    # -- reading ------------------------------------------------------------------
    def own_schema(self) -> tuple[dict[str, Any], list[str]]:
        found: tuple[dict[str, Any], list[str]] = self._bind("own_schema")()
        return found

    def build(self, data: Data, house_rules: frozenset[str], problems: list[Problem]) -> P:
        pos: P = self._bind("build")(data, house_rules, problems)
        return pos

    def problems(self, pos: P) -> list[Problem]:
        found: list[Problem] = self._bind("problems")(pos)
        return found

    def position_data(self, pos: P) -> Data:
        data: Data = self._bind("position_data")(pos)
        return data

    # -- notation and grammar ---------------------------------------------------------
    def parse_move(self, text: str, pos: P, tr: Translator | None = None) -> M:
        move: M = self._bind("parse_move")(text, pos, tr)
        return move

    def move_text(self, move: M) -> str:
        text: str = self._bind("move_text")(move)
        return text

    def move_syntax(self) -> list[tuple[str, Msg]]:
        lines: list[tuple[str, Msg]] = self._bind("move_syntax")()
        return lines

    def raw_token(self, text: str, pos: P) -> bool:
        return bool(self._bind("raw_token")(text, pos))

    def grammar(self, items: list[tuple[Any, ...]], pos: P) -> list[tuple[str, int]]:
        found: list[tuple[str, int]] = self._bind("grammar")(items, pos)
        return found

    # -- the judge, the move generator, completions ---------------------------------------
    def judge(self, pos: P, move: M, rec: Recorder, draws: Sequence[str] | None = None) -> P | None:
        after: P | None = self._bind("judge")(pos, move, rec, draws)
        return after

    def legal_moves(self, pos: P, expand: bool = False, limit: int = 500) -> list[MoveOption[M]]:
        moves: list[MoveOption[M]] = self._bind("legal_moves")(pos, expand, limit)
        return moves

    def completions(self, pos: P, move: M) -> tuple[list[Choice], list[Completion[M]]] | None:
        found: tuple[list[Choice], list[Completion[M]]] | None = self._bind("completions")(pos, move)
        return found

    # -- playouts ---------------------------------------------------------------------
    def deal(self, rng: Random, players: list[str], house_rules: frozenset[str] = frozenset()) -> P:
        pos: P = self._bind("deal")(rng, players, house_rules)
        return pos

    def outcome(self, pos: P) -> str | None:
        found: str | None = self._bind("outcome")(pos)
        return found

    def census(self, pos: P) -> Counter[str] | None:
        found: Counter[str] | None = self._bind("census")(pos)
        return found

    def new_round(self, pos: P, rng: Random) -> P | None:
        found: P | None = self._bind("new_round")(pos, rng)
        return found

    # -- scoring and the guided dispute ---------------------------------------------------
    def score(self, pos: P, variant: str) -> ScoreSheet:
        sheet: ScoreSheet = self._bind("score")(pos, variant)
        return sheet

    def questions(self) -> list[Question]:
        found: list[Question] = self._bind("questions")(self)
        return found


# -- what mypy checks a game's rooms against ----------------------------------------------

if TYPE_CHECKING:  # only mypy reads them: no Protocol class is made when a game is used
    class Reading(Protocol[P]):
        def own_schema(self) -> tuple[dict[str, Any], list[str]]: ...

        def build(self, data: Data, house_rules: frozenset[str], problems: list[Problem]) -> P: ...

        def problems(self, pos: P) -> list[Problem]: ...

        def position_data(self, pos: P) -> Data: ...


    class Notation(Protocol[Pin, M]):
        def parse_move(self, text: str, pos: Pin, tr: Translator | None = None) -> M: ...

        def move_text(self, move: M) -> str: ...

        def move_syntax(self) -> list[tuple[str, Msg]]: ...

        def raw_token(self, text: str, pos: Pin) -> bool: ...


    class Grammar(Protocol[Pin]):
        def grammar(self, items: list[tuple[Any, ...]], pos: Pin) -> list[tuple[str, int]]: ...


    class Judge(Protocol[P, Min]):
        def judge(self, pos: P, move: Min, rec: Recorder, draws: Sequence[str] | None = None) -> P | None: ...


    class Movegen(Protocol[Pin, M]):
        def legal_moves(self, pos: Pin, expand: bool = False, limit: int = 500) -> list[MoveOption[M]]: ...


    class Completing(Protocol[Pin, M]):
        def completions(self, pos: Pin, move: M) -> tuple[list[Choice], list[Completion[M]]] | None: ...


    class Playout(Protocol[P]):
        def deal(self, rng: Random, players: list[str], house_rules: frozenset[str] = frozenset()) -> P: ...

        def outcome(self, pos: P) -> str | None: ...

        def census(self, pos: P) -> Counter[str]: ...


    class Rounds(Protocol[P]):
        def new_round(self, pos: P, rng: Random) -> P | None: ...


    class Questions(Protocol[P, M]):
        def questions(self, game: Game[P, M]) -> list[Question]: ...


    class Scoring(Protocol[Pin]):
        def score(self, pos: Pin, variant: str) -> ScoreSheet: ...


    class Words(Protocol):
        @property
        def WORDS(self) -> tuple[str, ...]: ...

        @property
        def ALIASES(self) -> Mapping[str, str]: ...

        @property
        def SAID(self) -> frozenset[str]: ...


    def fit(game: type[Rooms[P, M]], words: Words, reading: Reading[P], notation: Notation[P, M], grammar: Grammar[P],
            judge: Judge[P, M], movegen: Movegen[P, M], playout: Playout[P], questions: Questions[P, M], *,
            completing: Completing[P, M] | None = None, rounds: Rounds[P] | None = None,
            scoring: Scoring[P] | None = None) -> None:
        """Nothing at run time: a game calls it under ``TYPE_CHECKING`` with its rooms, so that
        mypy checks every room against its part of the contract."""
