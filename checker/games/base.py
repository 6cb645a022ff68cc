"""The interface every game module offers, and the parts they share.

A game module defines a subclass of ``Game`` and a module-level ``GAME``
instance. The command line only ever talks to this interface:

- ``schema()``: the JSON Schema of a position file (common keys + the game's own);
- ``read_position(doc, house_rules)``: a ``Document`` (see ``checker.inputs``)
  to the game's position object, or ``PositionError`` listing every problem;
- ``position_data(pos)``: the position back as plain data (YAML/JSON), which
  ``read_position`` reads again;
- ``parse_move(text, pos)``: a move string to a move object, or ``MoveError``;
- ``move_text(move)``: the canonical move string (``parse_move`` reads it);
- ``check(pos, move)``: a ``Verdict`` naming every rule involved;
- ``legal_moves(pos, expand=False, limit=...)``: ``MoveOption`` list;
- ``apply(pos, move, draws=None)``: the position after a legal move; facts
  the move makes known (a drawn tile) come from ``draws`` or are left open;
- ``move_syntax()``: ``(syntax, Msg)`` pairs documenting the move strings;
- ``deal(rng, players, house_rules)`` and ``outcome(pos)`` (the winner, or None) for playouts;
  optionally ``new_round(pos, rng)``, ``census(pos)`` and ``invariants(pos)`` (see ``checker.simulate``).
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from typing import Any, Iterable

from ..i18n import Msg, N_, NP_, OneOf
from ..inputs import Document
from ..schema import suggest, validate
from ..verdict import MoveError, PositionError, Problem, UsageError, Verdict

PLAYER_NAME = r"[^\s:,]{1,30}"


class MoveOption:
    """One legal move for ``referee moves``: a move string ``check`` accepts,
    and, where choices were folded into it, a description of them. ``move``
    may carry the move object itself, so that playouts need not parse the
    text again (``parse_move(text) == move`` must hold)."""

    __slots__ = ("text", "choices", "move")

    def __init__(self, text: str, choices: Msg | None = None, move: Any = None) -> None:
        self.text = text
        self.choices = choices
        self.move = move

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MoveOption) and (self.text, self.choices) == (other.text, other.choices)

    def __repr__(self) -> str:
        return f"MoveOption({self.text!r})"


class Game(ABC):
    id: str = ""
    #: house rule name -> id of the ruling it flips
    HOUSE_RULES: dict[str, str] = {}
    PLAYERS = (2, 4)

    # -- positions -------------------------------------------------------

    @abstractmethod
    def own_schema(self) -> tuple[dict[str, Any], list[str]]:
        """The game's own position keys (JSON Schema ``properties``) and the required ones."""
        ...

    def schema(self) -> dict:
        props, required = self.own_schema()
        low, high = self.PLAYERS
        return {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": f"referee position: {self.id}",
            "type": "object",
            "properties": {
                "game": {"type": "string", "description": "the game id", "enum": self.game_names()},
                "players": {
                    "type": "array", "minItems": low, "maxItems": high, "uniqueItems": True,
                    "description": "player names in seating order (clockwise)",
                    "items": {"type": "string", "pattern": PLAYER_NAME, "description": N_("a name without spaces, ':' or ','")},
                },
                "to_move": {"type": "string", "description": "the player whose turn it is"},
                "house_rules": {
                    "type": "array", "uniqueItems": True,
                    "items": {"type": "string", "enum": sorted(self.HOUSE_RULES)},
                },
                **props,
            },
            "required": ["game", "players", "to_move", *required],
            "additionalProperties": False,
        }

    def game_names(self) -> list[str]:
        from . import ALIASES

        return [self.id] + [a for a, g in ALIASES.items() if g == self.id]

    def check_house_rules(self, names: Iterable[str]) -> list[str]:
        names = list(names)
        for name in names:
            if name not in self.HOUSE_RULES:
                close = suggest(name, list(self.HOUSE_RULES))
                if close:
                    # TRANSLATORS: %(name)s is a name (player or house rule), %(suggestion)s is a close name the user may have meant
                    raise UsageError(Msg(N_("Unknown house rule %(name)s; did you mean %(suggestion)s?"),
                                         name=name, suggestion=close))
                if self.HOUSE_RULES:
                    # TRANSLATORS: %(name)s is a name (player or house rule), %(game)s is a game id, %(choices)s is a list of choices
                    raise UsageError(Msg(N_("Unknown house rule %(name)s; %(game)s has %(choices)s."),
                                         name=name, game=self.id, choices=OneOf(sorted(self.HOUSE_RULES))))
                # TRANSLATORS: %(name)s is the house rule the user asked for, %(game)s the game id
                raise UsageError(Msg(N_("Unknown house rule %(name)s; %(game)s has none."), name=name, game=self.id))
        return names

    def read_position(self, doc: Document, house_rules: Iterable[str] = ()) -> Any:
        """Validate against the schema, then let the game build and check it."""
        data = doc.data
        if not isinstance(data, dict):
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(found)s is what kind of value was found
            raise PositionError(Msg(N_("%(file)s: a position is a mapping of keys (game, players, ...), not %(found)s."),
                                    file=doc.source, found=_kind(data)), source=doc.source)
        problems = validate(data, self.schema())
        players, to_move = data.get("players"), data.get("to_move")
        if isinstance(players, list) and isinstance(to_move, str) and to_move not in players:
            # TRANSLATORS: %(name)s is the name given as the player to move
            problems.append(Problem(Msg(N_("%(name)s is not one of the players."), name=to_move), "to_move"))
        pos = None
        if not problems:
            extra = self.check_house_rules(house_rules)
            rules = frozenset(list(data.get("house_rules", [])) + extra)
            pos = self.build(data, rules, problems)
        if problems:
            for problem in problems:
                if problem.line is None:
                    problem.line = doc.line(problem.path)
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(count)s is a number
            raise PositionError(Msg(NP_("%(file)s: the position cannot happen (%(count)s problem).",
                                        "%(file)s: the position cannot happen (%(count)s problems)."),
                                    count=len(problems), file=doc.source),
                                problems, source=doc.source)
        return pos

    @abstractmethod
    def build(self, data: dict, house_rules: frozenset[str], problems: list[Problem]) -> Any:
        """Build the position from schema-valid data; append ``Problem``s for
        everything impossible (with field paths) instead of raising."""
        ...

    @abstractmethod
    def position_data(self, pos: Any) -> dict:
        ...

    # -- moves -----------------------------------------------------------

    @abstractmethod
    def parse_move(self, text: str, pos: Any) -> Any:
        ...

    @abstractmethod
    def move_text(self, move: Any) -> str:
        ...

    @abstractmethod
    def move_syntax(self) -> list[tuple[str, Msg]]:
        ...

    @abstractmethod
    def check(self, pos: Any, move: Any) -> Verdict:
        ...

    @abstractmethod
    def legal_moves(self, pos: Any, expand: bool = False, limit: int = 500) -> list[MoveOption]:
        ...

    @abstractmethod
    def apply(self, pos: Any, move: Any, draws: list[str] | None = None) -> Any:
        ...


def _kind(value: Any) -> Msg:
    from ..schema import _describe

    return _describe(value)


def tokens(text: str) -> list[str]:
    return [t for t in re.split(r"[\s,]+", text.strip()) if t]


def bad_move(text: str, msg: Msg) -> MoveError:
    """A move string that cannot be read, with what is wrong in it."""
    # TRANSLATORS: %(move)s is the move as typed, %(problem)s is an explanation, already translated
    return MoveError(Msg(N_("Cannot read the move %(move)s: %(problem)s"), move=text, problem=msg))
