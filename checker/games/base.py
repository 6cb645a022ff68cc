"""The one contract every game fulfils: ``Game[P, M]``.

``P`` is the game's position type and ``M`` its move type; both are frozen
dataclasses (immutable, hashable, compared by value). A game is a subclass
with one instance; the four games of this package are ``rooms.Rooms``, whose
parts are the modules of their packages. The command line, the guided mode and
the web page only ever talk to this interface and never name a game.

Reading a position (``read_position``) keeps the error kinds apart:

1. the input cannot be read (``InputError``): not a mapping, another game's
   file, a schema problem (shape, type, unknown key, a value that is no tile),
   or a value ``build`` cannot turn into a piece;
2. the position cannot happen (``PositionError``): every problem that
   ``problems(position)`` finds. The same ``problems`` is the playout
   invariant (``checker.simulate``): one position check per game.

Judging a move: ``judge(position, move, recorder, draws)`` is the game's one
turn engine. ``check`` runs it with a recording ``Verdict``; ``apply`` runs it
with a ``QuietVerdict`` and raises ``IllegalMoveError`` unless the move is
legal; ``legal_moves`` offers only moves the same engine accepts. A position
that keeps a ``Cache`` (its ``cache``) is handed the position a legal ``check``
worked out, and ``apply`` of the same move in it takes that position.

Optional parts have defaults here: ``census`` (None: nothing to count),
``new_round`` (None: the game has no rounds), ``MAX_MOVES``, ``VARIANTS``,
``score`` (a game without scoring raises ``UsageError``) and ``page_parts``
(None: the dispute page's generic parts only).

A game is registered under the ``referee.games`` entry point group
(``checker.games``); its data (rules file, examples, catalogs) is found in its
``home``, the package of its class (``checker.games.home``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, Protocol, Self, TypeVar

from .. import words
from ..i18n import C_, DEFAULT, N_, NP_, Msg, translator
from ..inputs import Document
from ..schema import anchor_patterns, suggest, validate
from ..verdict import (
    CANNOT_READ,
    IllegalMoveError,
    InputError,
    PositionError,
    Problem,
    QuietVerdict,
    Recorder,
    UsageError,
    Verdict,
    bad_move,
    count_problems,
)
from ..words import Shown, Vocabulary
from .moves import Choice, Completion, LazyOption, MoveOption, Why, tokens
from .scores import Cell, ScoreSheet

__all__ = ["CANNOT_READ", "PLAYER_NAME", "UNKNOWN", "Cache", "Cell", "Choice", "Completion", "Data", "Game",
           "HouseRuled", "LazyOption", "MoveOption", "ScoreSheet", "Seated", "Why", "bad_move", "tokens"]

PLAYER_NAME = r"[^\s:,]{1,30}"
#: the one marker of a piece whose identity is not known (a hidden tile or card), in files and in positions
UNKNOWN: Final = "?"

if TYPE_CHECKING:
    from random import Random

    from ..ask_questions import Question
    from ..i18n import Translator
    from ..pageparts import PageParts
    from ..reader import Said
    from .home import Home


class Cache:
    """What a position works out and keeps, never part of its value (not compared,
    hashed, shown or copied by ``dataclasses.replace``): a position holds one in its
    ``cache`` field, made with it, and a game's own kind of ``Cache`` adds what that
    game works out. ``checked``: the last legal move ``check`` judged in this very
    position and the position after it, which ``apply`` of the same move takes
    instead of running the judge again (the usual next step: ``referee apply``,
    ``simulate``)."""

    __slots__ = ("checked",)

    def __init__(self) -> None:
        self.checked: tuple[Any, Any] | None = None


class Seated(Protocol):
    """What every position has: the players in seating order, and the house rules
    it is played under (``HouseRuled``)."""

    @property
    def players(self) -> tuple[str, ...]: ...

    @property
    def house_rules(self) -> frozenset[str]: ...

    def with_house_rules(self, rules: Iterable[str]) -> Self: ...


class HouseRuled:
    """Mixed into every game's position type (a frozen dataclass with a
    ``house_rules`` field): the same position under other house rules, without
    writing it out and reading it again (``answer`` judges a move under each
    flipped house rule this way)."""

    __slots__ = ()

    def with_house_rules(self, rules: Iterable[str]) -> Self:
        return replace(self, house_rules=frozenset(rules))  # type: ignore[type-var]


P = TypeVar("P", bound=Seated)
M = TypeVar("M")
#: JSON-like data as read from a file or written back
Data = dict[str, Any]


class Game(ABC, Generic[P, M]):
    id: str = ""
    #: house rule name -> id of the ruling it flips
    HOUSE_RULES: ClassVar[dict[str, str]] = {}
    #: a random game that has not ended after this many moves is reported by ``simulate``
    MAX_MOVES: int = 5000
    #: scoring variants, the first the default; empty: the game has no scoring to show
    VARIANTS: tuple[str, ...] = ()
    #: the canonical words of the move notation and of position values, each marked
    #: ``W_("<game id> move", word)`` so that the catalogs translate them (``checker.words``)
    WORDS: ClassVar[tuple[str, ...]] = ()
    #: other English spellings read as one of ``WORDS`` (``up&down`` -> ``updown``)
    WORD_ALIASES: ClassVar[Mapping[str, str]] = {}
    #: the ``WORDS`` a player says that the notation never writes (``hand`` for ``61h``): ``checker.reader``
    SAID_WORDS: ClassVar[frozenset[str]] = frozenset()

    # -- the reader's language ------------------------------------------------

    def vocabulary(self, tr: Translator) -> Vocabulary:
        """The notation words in ``tr``'s language and in English."""
        return words.vocabulary(f"{self.id} move", self.WORDS, tr, self.WORD_ALIASES)

    def read(self, text: str, pos: P, tr: Translator) -> Said[M]:
        """A move as a player says or types it, in ``tr``'s language or in English: every
        canonical move it may mean (``checker.reader``)."""
        said: Said[M] = (_reader or _import_reader()).read(self, text, pos, tr)
        return said

    def read_move(self, text: str, pos: P, tr: Translator) -> M:
        """The one move ``text`` reads as (``MoveError`` if it reads as several: see ``read``)."""
        from ..reader import one

        move: M = one(self.read(text, pos, tr))
        return move

    #: the game reads moves said in sentences (``grammar``), not only the notation
    reads_phrases: ClassVar[bool] = False

    def grammar(self, items: list[tuple[Any, ...]], pos: P) -> list[tuple[str, int]]:
        """A said move's items (``checker.reader.phrase.items``) to canonical move strings,
        each with its strain (0 for a plain reading); ``MoveError`` when they make no move."""
        return []

    def player_to_move(self, pos: P) -> str:
        """The name of the player whose turn it is (the one a said move may name as its subject)."""
        return str(pos.to_move)  # type: ignore[attr-defined]

    def raw_token(self, text: str, pos: P) -> bool:
        """Whether ``text`` is a token in the game's own shape (a card, a square, a tile)."""
        return False

    def show_text(self, text: str, pos: P, tr: Translator) -> str:
        """A canonical move string as ``tr``'s language writes it."""
        return self.vocabulary(tr).local(text, keep=pos.players)

    def syntax(self, tr: Translator) -> list[tuple[str, Msg]]:
        """The move syntax lines (``move_syntax``) with their words in ``tr``'s language."""
        vocab = self.vocabulary(tr)
        return [(vocab.local(syntax), msg) for syntax, msg in self.move_syntax()]

    def shown(self, text: str, pos: Seated | None = None) -> Shown:
        """A canonical move or word to put in a message: written in the language the
        message is rendered in (player names of ``pos`` kept as they are)."""
        return Shown(text, self, tuple(pos.players) if pos is not None else ())

    def canonical_data(self, data: Data, tr: Translator | None = None) -> Data:
        """Position data with every value word (trend, tile, card, colour,
        symbol) typed in ``tr``'s language (None: English only) or any letter case
        written canonically; keys, numbers and player names are left as they are."""
        if not self.WORDS or not isinstance(data, dict):
            return data
        vocab = self.vocabulary(tr or translator(DEFAULT))
        names = data.get("players")
        keep = tuple(n for n in names if isinstance(n, str)) if isinstance(names, list) else ()

        canonical = vocab.canonical

        def walk(value: Any, key: str) -> Any:
            if value.__class__ is int:  # most values are numbers (tiles, counts): nothing to write
                return value
            if isinstance(value, str):
                return value if key in _NAME_KEYS else canonical(value, keep)
            if isinstance(value, list):  # (a list of tiles or names: each item taken here, without a call of walk)
                if key in _NAME_KEYS:
                    return [v if v.__class__ is int or v.__class__ is str else walk(v, key) for v in value]
                return [v if v.__class__ is int else canonical(v, keep) if v.__class__ is str else walk(v, key)
                        for v in value]
            if isinstance(value, dict):
                return {k: v if v.__class__ is int else walk(v, str(k)) for k, v in value.items()}
            return value

        # (a number, or a name at the top: as it is, without a call of walk)
        return {k: v if v.__class__ is int or (v.__class__ is str and k in _NAME_KEYS) else walk(v, str(k))
                for k, v in data.items()}

    @property
    def home(self) -> Home:
        """Where the game's rules file, examples and catalogs are (``checker.games.home``)."""
        from .home import home_of

        return home_of(type(self))

    @property
    def PLAYERS(self) -> tuple[int, int]:
        """The fewest and most players: the rules file's ``players`` (compiled into the registry
        for a built-in game)."""
        return self.home.facts(self.id).players

    # -- positions -------------------------------------------------------

    @abstractmethod
    def own_schema(self) -> tuple[dict[str, Any], list[str]]:
        """The game's own position keys (JSON Schema ``properties``) and the required ones."""

    def schema(self) -> Data:
        """The published JSON Schema (Draft 2020-12) of a position file: the
        common keys and the game's own, every ``pattern`` anchored (a game
        writes the form of a whole value; the standard searches)."""
        props, required = self.own_schema()
        low, high = self.PLAYERS
        schema: Data = anchor_patterns({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": f"referee position: {self.id}",
            "type": "object",
            "properties": {
                "game": {"type": "string", "description": N_("the game id"), "enum": self.game_names()},
                "players": {
                    "type": "array", "minItems": low, "maxItems": high, "uniqueItems": True,
                    "description": N_("player names in seating order (clockwise)"),
                    "items": {"type": "string", "pattern": PLAYER_NAME,
                              # TRANSLATORS: what a player's name was expected to be, in "%(value)s is not
                              # %(form)s."
                              "x-form": C_("expected form", "a name without spaces, ':' or ','"),
                              "description": N_("a name without spaces, ':' or ','")},
                },
                "to_move": {"type": "string", "description": N_("the player whose turn it is")},
                "house_rules": {
                    "type": "array", "uniqueItems": True,
                    "items": {"type": "string", "enum": sorted(self.HOUSE_RULES)},
                },
                **props,
            },
            "required": ["game", "players", "to_move", *required],
            "additionalProperties": False,
        })
        return schema

    def game_names(self) -> list[str]:
        """The id and the aliases a position file may name the game by."""
        return [self.id, *self.home.facts(self.id).aliases]

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
                    # TRANSLATORS: %(name)s is a name (player or house rule), %(game)s is a game id, %(choices)s all its house
                    # rules, joined with "and"
                    raise UsageError(Msg(N_("Unknown house rule %(name)s; %(game)s has %(choices)s."),
                                         name=name, game=self.id, choices=sorted(self.HOUSE_RULES)))
                # TRANSLATORS: %(name)s is the house rule the user asked for, %(game)s the game id
                raise UsageError(Msg(N_("Unknown house rule %(name)s; %(game)s has none."), name=name, game=self.id))
        return names

    def read_position(self, doc: Document, house_rules: Iterable[str] = (), tr: Translator | None = None) -> P:
        """Read a position: ``InputError`` if it cannot be read, ``PositionError``
        listing every problem if it cannot happen (see the module text). Value words
        are read in ``tr``'s language and in English (None: English only)."""
        data = doc.data
        if not isinstance(data, dict):
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(found)s is what kind of value was found
            raise InputError(Msg(N_("%(file)s: a position is a mapping of keys (game, players, ...), not %(found)s."),
                                 file=doc.source, found=_kind(data)), source=doc.source)
        self._same_game(doc)
        data = doc.data = self.canonical_data(data, tr)
        schema, valid = _validation_schema(self)
        problems = [] if valid is not None and valid(data) else validate(data, schema)
        if problems and self.WORDS:
            self._show_words(problems)
        pos = None
        if not problems and data["to_move"] not in data["players"]:
            # TRANSLATORS: %(name)s is the name given as the player to move
            problems = [Problem(Msg(N_("%(name)s is not one of the players."), name=data["to_move"]), "to_move")]
            _place(problems, doc)
            raise PositionError(Msg(NP_("%(file)s: the position cannot happen (%(count)s problem).",
                                        "%(file)s: the position cannot happen (%(count)s problems)."),
                                    count=1, file=doc.source), problems, source=doc.source)
        if not problems:
            extra = self.check_house_rules(house_rules)
            rules = frozenset(list(data.get("house_rules", [])) + extra)
            pos = self.build(data, rules, problems)
        if problems:
            _place(problems, doc)
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(count)s is a number
            raise InputError(Msg(NP_("%(file)s: the position cannot be read (%(count)s problem).",
                                     "%(file)s: the position cannot be read (%(count)s problems)."),
                                 count=count_problems(problems), file=doc.source),
                             problems, source=doc.source)
        assert pos is not None
        problems = self.problems(pos)
        if problems:
            _place(problems, doc)
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(count)s is a number
            raise PositionError(Msg(NP_("%(file)s: the position cannot happen (%(count)s problem).",
                                        "%(file)s: the position cannot happen (%(count)s problems)."),
                                    count=count_problems(problems), file=doc.source),
                                problems, source=doc.source)
        return pos

    def _show_words(self, problems: list[Problem]) -> None:
        """The allowed values and suggestions a schema problem names (trends, tiles,
        colours: canonical words) as the language the problem is rendered in writes them."""
        for problem in problems:
            params = problem.msg.params
            for key in ("choices", "suggestion"):
                value = params.get(key)
                if isinstance(value, list):
                    params[key] = type(value)(self.shown(v) if isinstance(v, str) else v for v in value)
                elif isinstance(value, str):
                    params[key] = self.shown(value)

    def _same_game(self, doc: Document) -> None:
        """A file of another game is one message, not a list of schema problems."""
        name = doc.data.get("game")
        if name == self.id or not isinstance(name, str) or name in self.game_names():
            return
        from .registry import find

        other = find(name)
        if other is not None and other != self.id:
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(other)s and %(game)s are game ids
            raise InputError(Msg(N_("%(file)s is a %(other)s position, not a %(game)s position."),
                                 file=doc.source, other=other, game=self.id),
                             [Problem(Msg(N_("%(file)s is a %(other)s position, not a %(game)s position."),
                                          file=doc.source, other=other, game=self.id), "game", doc.line("game"))],
                             source=doc.source)

    @abstractmethod
    def build(self, data: Data, house_rules: frozenset[str], problems: list[Problem]) -> P:
        """Build the position from schema-valid data. A value that cannot be
        turned into a piece is appended to ``problems`` (with its field path):
        the input cannot be read. What the rules make impossible is not
        checked here but in ``problems``."""

    @abstractmethod
    def problems(self, pos: P) -> list[Problem]:
        """Everything that makes the position impossible, each with the field
        path it belongs with (``racks.Ann``): the one position check, used
        when a file is read and as the playout invariant."""

    @abstractmethod
    def position_data(self, pos: P) -> Data:
        """The position as plain data (YAML/JSON) that ``read_position`` reads again."""

    # -- moves -----------------------------------------------------------

    @abstractmethod
    def parse_move(self, text: str, pos: P, tr: Translator | None = None) -> M:
        """A canonical move string to a move, or ``MoveError`` saying what cannot be
        read; "did you mean" is answered in ``tr``'s language (None: English)."""

    @abstractmethod
    def move_text(self, move: M) -> str:
        """The canonical move string (``parse_move`` reads it back)."""

    @abstractmethod
    def move_syntax(self) -> list[tuple[str, Msg]]:
        """``(syntax, explanation)`` pairs documenting the move strings."""

    @abstractmethod
    def judge(self, pos: P, move: M, rec: Recorder, draws: Sequence[str] | None = None) -> P | None:
        """The game's one turn engine. Writes every broken rule, missing fact,
        effect and ruling relied on into ``rec``; returns the position after
        the move when it is legal and every fact it needs is known, else None.
        ``draws`` are what draws turned out to be (``apply --draw``); a draw
        that does not fit the move is a ``UsageError``."""

    def check(self, pos: P, move: M) -> Verdict:
        verdict = Verdict(self.id, move, self.move_text)  # the text written when it is read
        after = self.judge(pos, move, verdict)
        if after is not None and verdict.legal:
            cache = getattr(pos, "cache", None)
            if isinstance(cache, Cache):
                cache.checked = (move, after)
        return verdict

    def apply(self, pos: P, move: M, draws: Sequence[str] | None = None) -> P:
        """The position after a legal move; facts the move makes known (a
        drawn tile) come from ``draws`` or are left unknown. A move that is
        not legal here raises ``IllegalMoveError``, in every game. Right after a
        ``check`` that found the same move legal in this very position (and with no
        draws given), the position that check worked out, kept in the position's cache."""
        try:
            checked = pos.cache.checked  # type: ignore[attr-defined]  # a position without a cache keeps none
        except AttributeError:
            checked = None
        if checked is not None and not draws and (checked[0] is move or checked[0] == move):
            known: P = checked[1]
            return known
        rec = QuietVerdict()
        after = self.judge(pos, move, rec, draws)
        if after is None or rec.bad or rec.open:
            # TRANSLATORS: %(move)s is a move string
            raise IllegalMoveError(Msg(N_("The move %(move)s is not legal here, so there is no position after it."),
                                       move=self.move_text(move)))
        return after

    def completions(self, pos: P, move: M) -> tuple[list[Choice], list[Completion[M]]] | None:
        """For a move that leaves out a choice the player still has to make,
        the choices and every completion of it (legal or not); None for a
        complete move. ``checker.completion`` judges a move over these."""
        return None

    @abstractmethod
    def legal_moves(self, pos: P, expand: bool = False, limit: int = 500) -> list[MoveOption[M]]:
        """The legal moves, folded (choices described) or ``expand``ed (every
        choice its own move), at most ``limit``; only moves ``judge`` accepts."""

    # -- playouts (``checker.simulate``) -----------------------------------

    @abstractmethod
    def deal(self, rng: Random, players: list[str], house_rules: frozenset[str] = frozenset()) -> P:
        """A real shuffled start position."""

    @abstractmethod
    def outcome(self, pos: P) -> str | None:
        """The winner's name once the game has ended (or a word for a draw), else None."""

    def new_round(self, pos: P, rng: Random) -> P | None:
        """The next round's start when a round ended without deciding the game; None: no rounds."""
        return None

    def census(self, pos: P) -> Counter[str] | None:
        """Every component, counted where it is (it must stay the same through a game); None: not counted.
        Read it, never change it: a game may hand out one census for many positions (Uptown does)."""
        return None

    # -- scoring -----------------------------------------------------------

    def score(self, pos: P, variant: str) -> ScoreSheet:
        """The score of a running or finished game under one of ``VARIANTS``."""
        # TRANSLATORS: %(game)s is a game id
        raise UsageError(Msg(N_("%(game)s has no scoring to show; only Uptown is scored by groups."), game=self.id))

    # -- the guided dispute (``referee ask``) ----------------------------------

    def questions(self) -> list[Question]:
        """What ``referee ask`` asks, in order (``checker.ask_questions``): by
        default the players and who is to move; a game adds the few facts
        that decide a question in it (its ``questions.py``)."""
        from ..ask_questions import seat_questions

        return seat_questions(self)

    # -- the dispute page (``referee serve``) ------------------------------------

    def page_parts(self) -> PageParts:
        """What the dispute page shows of this game beyond its generic parts (``checker.pageparts``): by
        default the ``PARTS`` of a module ``page`` beside the game's module, if the package has one, else
        none (the page then offers the position as YAML and the move typed or tapped from the legal moves)."""
        from ..pageparts import PageParts
        from .home import page_parts

        module = page_parts(type(self))
        if module is None:
            return PageParts()
        parts: PageParts = module.PARTS
        return parts


#: keys whose values are names, never words to translate
_NAME_KEYS = frozenset({"game", "players", "to_move", "house_rules", "out", "winner", "round_start"})


#: game class -> the schema positions are validated against (built once a run: it depends on the
#: game's class only; the public ``Game.schema()`` builds a fresh copy, which callers may change),
#: and its quick yes/no check once a second position is read
_SCHEMAS: dict[type, tuple[Data, Any]] = {}


def _validation_schema(game: Game[P, M]) -> tuple[Data, Any]:
    """The schema and its quick yes/no check (``quickcheck.quick_check``), or None for the
    first position a run reads: building the check pays only when positions keep
    coming (the web page, playouts), not for one ``referee check``."""
    found = _SCHEMAS.get(type(game))
    if found is None:
        found = _SCHEMAS[type(game)] = (game.schema(), None)
    elif found[1] is None:
        from ..quickcheck import quick_check

        found = _SCHEMAS[type(game)] = (found[0], quick_check(found[0]))
    return found


#: ``checker.reader``, imported by the first move read (``Game.read``) and kept: ``moves`` and ``score`` never
#: load it, and a server runs no import statement at every check (one in a function costs ~8k instructions)
_reader: ModuleType | None = None


def _import_reader() -> ModuleType:
    global _reader
    from .. import reader
    _reader = reader
    return reader


def _place(problems: list[Problem], doc: Document) -> None:
    """Give every problem the line of its field path (or of the nearest key above it)."""
    for problem in problems:
        if problem.line is None:
            problem.line = doc.line(problem.path)


def _kind(value: Any) -> Msg:
    from ..schema import _describe

    return _describe(value)


