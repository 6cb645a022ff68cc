"""Verdicts and the error types shared by every game.

A game never formats text itself: it returns ``Finding`` objects that name a
rule id and carry a lazy ``Msg`` plus the values involved; ``render`` turns
them into the reader's language, as text or JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import (
    Any,
    Final,
    Generic,
    Literal,
    Protocol,
    Self,
    TypeAlias,
    TypeGuard,
    TypeVar,
    TypeVarTuple,
    get_args,
    overload,
)

from .i18n import N_, NP_, Msg

#: the three outcomes of a verdict (the ``verdict`` of its JSON)
Outcome = Literal["legal", "illegal", "undetermined"]
LEGAL: Final = "legal"
ILLEGAL: Final = "illegal"
UNDETERMINED: Final = "undetermined"
#: the exit codes (README: "Exit codes"): 1 means "illegal" and nothing else, in every command
EXIT_CODES: dict[Outcome, int] = {LEGAL: 0, ILLEGAL: 1, UNDETERMINED: 3}
#: bad input or usage, or output that cannot be written
EXIT_BAD_INPUT = 2
#: ``simulate`` found a problem in the referee itself (a move judged against its own generator, ...)
EXIT_PROBLEMS = 4
#: the referee failed (a bug: the traceback printed is for the report)
EXIT_INTERNAL = 70
#: interrupted (Ctrl-C), as the shell reports a process stopped by SIGINT
EXIT_INTERRUPTED = 130
#: the message of a note on a ruling the verdict relied on (shared: messages are never changed)
RELIES = Msg(N_("This verdict relies on this reading."))
#: the outcomes as words inside a sentence
OUTCOME_WORDS: dict[Outcome, str] = {LEGAL: N_("legal"), ILLEGAL: N_("illegal"), UNDETERMINED: N_("undetermined")}
#: every kind of effect a verdict can report (the ``kind`` of an effect in JSON); one list for all games,
#: a plug-in game's too: a new kind is a change of the JSON contract (docs/adding-a-game.md)
EffectKind = Literal[
    "add", "call", "capture", "clear", "direction", "discard", "draw", "end", "extra-discard", "give", "groups",
    "keep", "last-turn", "next-player", "pass", "penalty", "pickup", "place", "play", "return", "rotate",
    "round-end", "skip", "token", "trend", "turn", "wait", "win",
]
EFFECT_KINDS: frozenset[EffectKind] = frozenset(get_args(EffectKind))
T = TypeVar("T")
Ts = TypeVarTuple("Ts")
#: what an effect's builder gives: its message and its values (``Finding.msg``, ``Finding.values``)
Made: TypeAlias = tuple[Msg, dict[str, Any]]
#: an effect recorded to be made later (``Recorder.later``): kind, rule, the builder and its arguments
Held: TypeAlias = tuple[str, str | None, Callable[..., Made], tuple[Any, ...]]


def is_effect_kind(kind: object) -> TypeGuard[EffectKind]:
    """Whether ``kind`` is one of the effect kinds (a finding's ``kind`` may also name a missing fact)."""
    return kind in EFFECT_KINDS


class Finding:
    """One broken rule, effect, note or missing fact.

    ``rule`` is a rule id from ``rules/<game>.yaml``; ``kind`` says what an
    effect does (``draw``, ``give``, ``skip``, ``win``, ``penalty``, ...) or
    which fact is missing; ``values`` are the facts involved, for JSON.
    (Plain classes rather than dataclasses: this module is on the start-up path.)
    """

    __slots__ = ("kind", "msg", "rule", "values")

    def __init__(self, rule: str | None, msg: Msg, kind: str | None = None,
                 values: dict[str, Any] | None = None) -> None:
        self.rule = rule
        self.msg = msg
        self.kind = kind
        self.values = values if values is not None else {}

    def __repr__(self) -> str:
        return f"Finding({self.rule!r}, {self.msg!r}, kind={self.kind!r}, values={self.values!r})"


def made(entry: Finding | Held) -> Finding:
    """An effect as the verdict shows it: a finding as it is, a held one made now."""
    if isinstance(entry, Finding):
        return entry
    kind, rule, make, args = entry
    msg, values = make(*args)
    return Finding(rule, msg, kind, values)


def said(text: str | tuple[str, str], names: tuple[str, ...], *values: Any) -> Made:
    """An effect's message whose placeholders are its values, named by ``names`` (a builder for
    ``Recorder.later``: ``rec.later("win", rule, said, E_WIN, ("player",), name)``)."""
    found = dict(zip(names, values, strict=True))
    return Msg(text, **found), found  # (the message holds its own copy)


class _Later(Generic[T]):
    """An attribute of a verdict that only the answer to a user fills (``checker.answer``): its
    starting value (a new list or dict for each verdict, never one shared) is made when it is first
    read and kept in the slot ``_<name>``, so that the thousands of verdicts a second ``simulate``
    makes and never answers with cost nothing for it. (A descriptor rather than ``__getattr__``:
    a class with ``__getattr__`` has every attribute read the slow way.)"""

    __slots__ = ("make", "slot")

    def __init__(self, make: Callable[[], T]) -> None:
        self.make = make

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = owner.__dict__[f"_{name}"]

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> Self: ...

    @overload
    def __get__(self, obj: object, owner: type | None = None) -> T: ...

    def __get__(self, obj: object | None, owner: type | None = None) -> T | Self:
        if obj is None:
            return self
        try:
            value: T = self.slot.__get__(obj, owner)
        except AttributeError:
            value = self.make()
            self.slot.__set__(obj, value)
        return value

    def __set__(self, obj: object, value: T) -> None:
        self.slot.__set__(obj, value)


class Verdict:
    """The answer to one move: broken rules (``reasons``), ``effects``, rulings
    relied on (``notes``) and ``missing`` facts; for a move that leaves a
    choice open, the ``choices`` still to make and the legal ``completions``;
    for an illegal move, the legal moves to play ``instead``."""

    __slots__ = (
        "_choices",
        "_completions",
        "_effects",
        "_forced",
        "_instead",
        "_left",
        "_move",
        "_notes",
        "_read_as",
        "_readings",
        "_said",
        "_texts",
        "_write",
        "game",
        "missing",
        "reasons",
    )

    @overload
    def __init__(self, game: str, move: str) -> None: ...

    @overload
    def __init__(self, game: str, move: T, write: Callable[[T], str]) -> None: ...

    def __init__(self, game: str, move: Any, write: Callable[[Any], str] | None = None) -> None:
        self.game = game
        #: the move judged: its canonical text, or with ``write`` the move itself, written as text by
        #: ``write`` when the text is first read (``simulate`` judges every move and reads the text of
        #: none that is legal)
        self._move = move
        self._write = write
        #: what a judge writes (``broken``, ``effect``, ``note``, ``need``)
        self.reasons: list[Finding] = []
        #: the effects (``effects``): a tuple while some are held to be made when first read, then the list
        self._effects: tuple[Finding | Held, ...] | list[Finding] = ()
        #: the rulings relied on (``notes``): rule -> message (None: the usual one) while nothing has read
        #: them, then the list
        self._notes: dict[str, Msg | None] | list[Finding] = {}
        self.missing: list[Finding] = []

    # what the answer to a user adds (``_Later``: made when first read)
    #: a choice the move leaves open: ``kind`` names it, ``values`` hold ``options`` and, where only some
    #: options make the move legal, ``legal_if`` (those options)
    choices: _Later[list[Finding]] = _Later(list)
    #: the complete moves (canonical text) that make this move legal, when it leaves a choice open
    completions: _Later[list[str]] = _Later(list)
    #: what the player may do instead of an illegal move: canonical move texts, most similar first
    instead: _Later[list[str]] = _Later(list)
    #: when exactly one move may be played instead: what it does (its effects)
    forced: _Later[list[Finding]] = _Later(list)
    #: canonical move text -> the move as the reader's language writes it (the move, completions, instead)
    texts: _Later[dict[str, str]] = _Later(dict)
    #: the move as the player said it (``checker.reader``), when it came through the move reader
    said: _Later[str | None] = _Later(type(None))
    #: the move was not said in the notation: the answer shows what it was read as
    read_as: _Later[bool] = _Later(bool)
    #: a phrase that reads several ways: (canonical move, its verdict) for each reading
    readings: _Later[list[tuple[str, Verdict]]] = _Later(list)
    #: how many items a list cut at its most left out (``completions``, ``instead``), by list
    left: _Later[dict[str, int]] = _Later(dict)

    @property
    def effects(self) -> list[Finding]:
        """What the move does, in the order the judge wrote it. A judge holds most effects as their
        builders and arguments (``later``): ``simulate`` judges thousands of moves a second and reads
        only whether each is legal. They are made when this is first read, from a tuple that nothing
        changes, and the list is kept in one store: two threads reading one verdict at once may each
        make it, alike, and one list is kept (a verdict is written by the one thread that judges)."""
        found = self._effects
        if isinstance(found, tuple):
            found = self._effects = [made(entry) for entry in found]
        return found

    @effects.setter
    def effects(self, found: list[Finding]) -> None:
        self._effects = found

    @property
    def notes(self) -> list[Finding]:
        """The rulings relied on, each rule once, in the order the judge first wrote it. Like the
        effects, made when first read: a judged move writes several, and ``simulate`` reads none."""
        found = self._notes
        if isinstance(found, dict):
            found = self._notes = [Finding(rule, msg or RELIES) for rule, msg in found.items()]
        return found

    @notes.setter
    def notes(self, found: list[Finding]) -> None:
        self._notes = found

    def _add(self, entries: Iterable[Finding | Held]) -> None:
        """Effects written after those there, held as they come while nothing has read the effects."""
        found = self._effects
        if isinstance(found, tuple):
            self._effects = (*found, *entries)
        else:
            found.extend(made(entry) for entry in entries)

    def __repr__(self) -> str:
        return f"Verdict({self.game!r}, {self.move!r}, {self.outcome}, rules={self.rule_ids()!r})"

    @property
    def move(self) -> str:
        """The move judged, as its canonical text."""
        write = self._write
        if write is not None:
            self._move = write(self._move)
            self._write = None
        text: str = self._move
        return text

    @property
    def outcome(self) -> Outcome:
        if self.reasons:
            return ILLEGAL
        if self.missing:
            return UNDETERMINED
        return LEGAL

    @property
    def legal(self) -> bool:
        """``outcome`` is legal: no rule broken and no fact missing (asked after every judged move)."""
        return not self.reasons and not self.missing

    # (findings are made with positional arguments: a judge records several a move)
    def broken(self, rule: str, msg: Msg, **values: Any) -> None:
        self.reasons.append(Finding(rule, msg, None, values))

    def effect(self, kind: EffectKind, rule: str | None, msg: Msg, **values: Any) -> None:
        if kind not in EFFECT_KINDS:
            raise ValueError(f"unknown effect kind {kind!r}: add it to verdict.EFFECT_KINDS")
        self._add((Finding(rule, msg, kind, values),))

    def later(self, kind: EffectKind, rule: str | None, make: Callable[[*Ts], Made], *args: *Ts) -> None:
        if kind not in EFFECT_KINDS:
            raise ValueError(f"unknown effect kind {kind!r}: add it to verdict.EFFECT_KINDS")
        self._add(((kind, rule, make, args),))

    def hold(self, entries: list[Finding | Held]) -> None:
        """The effects a turn held (``engine.Tap``), after those written before, in their order."""
        self._add(entries)

    def note(self, rule: str, msg: Msg | None = None) -> None:
        found = self._notes
        if isinstance(found, dict):
            found.setdefault(rule, msg)  # the first message a rule is noted with stays
        elif all(n.rule != rule for n in found):
            found.append(Finding(rule, msg or RELIES))

    def need(self, fact: str, rule: str | None, msg: Msg, **values: Any) -> None:
        self.missing.append(Finding(rule, msg, fact, values))

    def shown(self, move: str | None = None) -> str:
        """A move of this verdict (default: the one judged) in the reader's language."""
        move = self.move if move is None else move
        return self.texts.get(move, move)

    def rule_ids(self) -> list[str]:
        ids: list[str] = []
        for group in (self.reasons, self.effects, self.notes, self.missing, self.choices):
            ids.extend(f.rule for f in group if f.rule)
        return ids


class Recorder(Protocol):
    """What a game's turn engine writes into: a full ``Verdict`` (``check``)
    or a ``QuietVerdict`` (``apply``, ``legal_moves``). One engine, two modes."""

    def broken(self, rule: str, msg: Msg, **values: Any) -> None: ...

    def need(self, fact: str, rule: str | None, msg: Msg, **values: Any) -> None: ...

    def note(self, rule: str, msg: Msg | None = None) -> None: ...

    def effect(self, kind: EffectKind, rule: str | None, msg: Msg, **values: Any) -> None: ...

    def later(self, kind: EffectKind, rule: str | None, make: Callable[[*Ts], Made], *args: *Ts) -> None:
        """An effect whose message and values ``make(*args)`` gives, made only if the effects are read:
        ``args`` are plain values or immutable objects (never one the turn changes afterwards)."""

    @property
    def legal(self) -> bool: ...


class QuietVerdict:
    """A verdict that keeps only what decides legality: whether a rule was
    broken and whether a fact is missing. A game's move generator and
    ``apply`` can run the very same code as ``check`` with it, so that the
    generator and the judge cannot disagree, without building the messages
    nobody reads (effects and notes are dropped)."""

    __slots__ = ("bad", "open")

    def __init__(self, bad: bool = False, open: bool = False) -> None:
        self.bad = bad
        self.open = open

    def broken(self, rule: str, msg: Msg, **values: Any) -> None:
        self.bad = True

    def need(self, fact: str, rule: str | None, msg: Msg, **values: Any) -> None:
        self.open = True

    def note(self, rule: str, msg: Msg | None = None) -> None:
        return None

    def effect(self, kind: EffectKind, rule: str | None, msg: Msg, **values: Any) -> None:
        return None

    def later(self, kind: EffectKind, rule: str | None, make: Callable[[*Ts], Made], *args: *Ts) -> None:
        return None

    def effect_note(self, rule: str, msg: Msg | None = None) -> None:
        return None

    @property
    def legal(self) -> bool:
        return not (self.bad or self.open)


class Problem:
    """One thing wrong with an input, at a place: ``path`` is a field path
    such as ``players[2].rack[0]``; ``line`` the line in the file, if known."""

    __slots__ = ("line", "msg", "path")

    def __init__(self, msg: Msg, path: str = "", line: int | None = None) -> None:
        self.msg = msg
        self.path = path
        self.line = line

    def __repr__(self) -> str:
        return f"Problem({self.msg!r}, {self.path!r}, {self.line!r})"


#: the problems an error names at most; the rest are counted in one last entry ("... and 59950 more problems"),
#: so that a file of 60,000 unknown keys is answered in a moment and in a few lines
MAX_PROBLEMS = 50


class MoreProblems(Problem):
    """The problems past ``MAX_PROBLEMS``, counted and not named."""

    __slots__ = ("count",)

    def __init__(self, count: int) -> None:
        # TRANSLATORS: the last entry of a list of problems cut short; %(count)s is a number
        super().__init__(Msg(NP_("... and %(count)s more problem.", "... and %(count)s more problems."), count=count))
        self.count = count


def count_problems(problems: list[Problem]) -> int:
    """How many problems a list stands for (its last entry may count the ones left out)."""
    return sum(p.count if isinstance(p, MoreProblems) else 1 for p in problems)


def capped(problems: list[Problem]) -> list[Problem]:
    """The first ``MAX_PROBLEMS`` problems, and one entry that counts the rest."""
    if len(problems) <= MAX_PROBLEMS:
        return problems
    kept = [p for p in problems[:MAX_PROBLEMS] if not isinstance(p, MoreProblems)]
    return [*kept, MoreProblems(count_problems(problems) - len(kept))]


class RefereeError(Exception):
    """Bad input or usage: exit code 2, a translated message, no traceback."""

    exit_code = EXIT_BAD_INPUT
    heading = N_("Error")

    def __init__(self, msg: Msg, problems: list[Problem] | None = None, source: str | None = None) -> None:
        super().__init__(msg.text)
        self.msg = msg
        self.problems = capped(problems or [])
        self.source = source


class UsageError(RefereeError):
    """An unknown game, rule id, house rule or option value."""

    heading = N_("Usage error")


class GameLoadError(UsageError):
    """A registered game that cannot be loaded (a plug-in whose module fails to import, whose rules
    file lacks a fact): the installation's fault, not the input's. Said as a usage error (exit 2,
    ``UsageError`` in JSON), and answered with 500 on the web."""

    http_status = 500


class InputError(RefereeError):
    """Input that cannot be read: a file that is missing, not text, not YAML or
    too big; a position of the wrong shape or type, with an unknown or
    misspelt key, a value that is no tile or card, or another game's file."""

    heading = N_("Unreadable input")


class PositionError(RefereeError):
    """A position that was read but cannot happen in the game."""

    heading = N_("Impossible position")


class MoveError(RefereeError):
    """A move that cannot be read (not an illegal move: that is a verdict)."""

    heading = N_("Unreadable move")


# TRANSLATORS: %(move)s is the move as typed, %(problem)s is an explanation, already translated
CANNOT_READ = N_("Cannot read the move %(move)s: %(problem)s")


def bad_move(text: str, msg: Msg) -> MoveError:
    """A move string that cannot be read, with what is wrong in it."""
    return MoveError(Msg(CANNOT_READ, move=text, problem=msg))


class IllegalMoveError(RefereeError):
    """``Game.apply`` was given a move that is not legal (or not known to be
    legal) in the position: the library's answer, the same in every game.
    The command line checks first and prints the verdict instead."""

    heading = N_("Illegal move")


class OutputError(RefereeError):
    """The output cannot be written (a full disk, standard output closed): the message
    goes to standard error, as text even with ``--json`` (standard output is what failed)."""

    heading = N_("Output error")


#: the ``error`` field of the JSON of each error kind (README: "Errors")
ERROR_KINDS = {UsageError: "UsageError", InputError: "InputError", PositionError: "PositionError",
               MoveError: "MoveError", IllegalMoveError: "IllegalMoveError", OutputError: "OutputError"}
