"""The one move reader: a move as a player says or types it, in the reader's language, to the
canonical moves it may mean. ``check``, ``apply``, ``replay``, ``ask``, the page and the API all
read moves through ``read``.

The language is done here once for every game (``speech``, ``lexicon``, ``phrase``): words and
phrases with their synonyms, fillers, numbers said as words, plurals and counts, inflected
player names, the player to move named as the subject, a part that denies dropped. What the
words make is the game's part: ``Game.grammar`` turns the items into canonical move strings,
each with a strain (a reading that needs a stranger attachment counts more); the strings are
read by the game's own ``parse_move``, so the judge never sees anything but the notation.

A move typed in the notation is read as it always was, without this machinery
(``Said.notation``). A phrase that reads more than one way gives every reading of the least
strain (``Said.readings``): ``checker.answer.answer_said`` judges each, and never picks one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from ..i18n import N_, NP_, Msg
from ..verdict import CANNOT_READ, MoveError
from ..words import fold

if TYPE_CHECKING:
    from ..i18n import Translator
    from ..words import Vocabulary
    from .lexicon import Lexicon
    from .phrase import Lexed

    class Spoken(Protocol):
        """What the reader asks of a game (every ``Game`` gives it)."""

        @property
        def reads_phrases(self) -> bool: ...

        @property
        def SAID_WORDS(self) -> frozenset[str]: ...

        def vocabulary(self, tr: Translator) -> Vocabulary: ...

        def parse_move(self, text: str, pos: Any, tr: Translator | None = None) -> Any: ...

        def move_text(self, move: Any) -> str: ...

        def show_text(self, text: str, pos: Any, tr: Translator) -> str: ...

        def raw_token(self, text: str, pos: Any) -> bool: ...

        def player_to_move(self, pos: Any) -> str: ...

        def grammar(self, items: list[tuple[Any, ...]], pos: Any) -> list[tuple[str, int]]: ...

#: the longest said move read (characters); longer input is refused before any work
MOST_CHARS = 400

#: a game's move type (``Game[P, M]``)
M = TypeVar("M")


class Reading(Generic[M]):
    """One way to read a said move: the canonical move string and the move it parses to."""

    __slots__ = ("move", "text")

    def __init__(self, text: str, move: M) -> None:
        self.text = text
        self.move = move

    def __repr__(self) -> str:
        return f"Reading({self.text!r})"


class Said(Generic[M]):
    """A move as it was said (``text``) and what it reads as. ``notation``: it was written in the
    notation (in the reader's language or in English), so there is nothing to show as "read as"."""

    __slots__ = ("notation", "readings", "text")

    def __init__(self, text: str, readings: list[Reading[M]], notation: bool) -> None:
        self.text = text
        self.readings = readings
        self.notation = notation

    @property
    def certain(self) -> bool:
        return len(self.readings) == 1

    @property
    def move(self) -> M:
        """The move, when the phrase reads one way only (else ``AmbiguousMove``: see ``one``)."""
        return one(self)

    def __repr__(self) -> str:
        return f"Said({self.text!r}, {self.readings!r})"


class AmbiguousMove(MoveError):
    """A phrase that reads as several moves where only one can be used (``apply``, a record)."""


class Unread(MoveError):
    """A game's grammar finds no move at all in the words (no tile, no card): where the phrase was
    also read as the notation, the notation's own message says what is missing."""


def unread(msg: Msg) -> Unread:
    """``Unread`` with the usual "Cannot read the move" framing (the move is filled in by ``echo``)."""
    return Unread(Msg(CANNOT_READ, move="", problem=msg))


def one(said: Said[M]) -> M:
    """The one move a said move reads as; ``AmbiguousMove`` naming the readings otherwise."""
    if len(said.readings) == 1:
        return said.readings[0].move
    raise AmbiguousMove(Msg(
        # TRANSLATORS: %(move)s is the move as said, %(readings)s the moves it may mean (in the notation)
        N_("The move %(move)s can be read as %(readings)s; write the one you mean."),
        move=said.text, readings=_shown_list(said)))


def _shown_list(said: Said[Any]) -> Any:
    from ..i18n import OneOf

    return OneOf(r.text for r in said.readings)


def read(game: Spoken, text: str, pos: Any, tr: Translator) -> Said[Any]:
    """What ``text`` reads as in ``pos``, for a reader of ``tr``'s language (see the module text)."""
    text = text.strip()
    if not text:
        raise MoveError(Msg(N_("The move is empty.")))
    if len(text) > MOST_CHARS:
        # TRANSLATORS: %(limit)s is a number of characters
        raise MoveError(Msg(NP_("The move is longer than %(limit)s character.",
                                "The move is longer than %(limit)s characters."), n=MOST_CHARS, limit=MOST_CHARS))
    vocab = game.vocabulary(tr)
    canon = vocab.canonical(text, keep=pos.players)
    try:
        move = game.parse_move(canon, pos, tr)
    except MoveError as err:
        if not game.reads_phrases:
            raise echo(err, text) from None
        return _read_phrase(game, text, pos, tr, err)
    as_written = Said(text, [Reading(game.move_text(move), move)], True)
    written = as_written.readings[0].text
    if not game.reads_phrases or written == canon or _plain(written) == _plain(canon):
        return as_written
    try:
        said = _read_phrase(game, text, pos, tr, None)
    except MoveError:
        # what the notation alone reads, as it always has, when the phrase makes no more sense
        return as_written
    if [r.text for r in said.readings] == [as_written.readings[0].text]:
        return as_written  # the notation in another order (play 5/5 5/2): nothing to show as read
    return said


def _plain(text: str) -> list[str]:
    return fold(text).replace(",", " , ").split()


def echo(err: MoveError, typed: str) -> MoveError:
    """``err`` quoting the move as it was typed (not as the notation wrote it)."""
    if err.msg.text == CANNOT_READ and "move" in err.msg.params:
        err.msg.params["move"] = typed
        return err
    if err.msg.text == CANNOT_READ:
        return err
    err.msg = Msg(CANNOT_READ, move=typed, problem=err.msg)
    return err


def _read_phrase(game: Spoken, text: str, pos: Any, tr: Translator,
                 notation_error: MoveError | None) -> Said[Any]:
    from . import phrase
    from .lexicon import name_forms

    lexicon = lexicon_of(game, tr)
    toks = phrase.tokens(text)
    if len(toks) > phrase.MOST_TOKENS:
        # TRANSLATORS: %(limit)s is a number of words
        raise echo(MoveError(Msg(N_("the move has more than %(limit)s words."), limit=phrase.MOST_TOKENS)), text)
    names = name_forms(pos.players, lexicon.speech)
    raw = lambda t: game.raw_token(t, pos)  # noqa: E731
    lexed = phrase.lex(toks, lexicon, names, raw)
    denied = {x.part for x in lexed if ("f", "not") in x.meanings}
    unknown = [x for x in lexed if not x.meanings and x.part not in denied]
    if not unknown:
        return _readings(game, text, pos, tr, toks, lexed, notation_error, False)
    from .repair import fix

    fixes = {x.text: fix(x.text, lexicon, names) for x in unknown}
    if all(fixes.values()):
        # a slip of one letter from one known word: read as that word, if the phrase then reads
        fixed = [(t, fold(fixes[t] or t)) if fixes.get(t) else (t, f) for t, f in toks]
        try:
            return _readings(game, text, pos, tr, fixed, phrase.lex(fixed, lexicon, names, raw), None, True)
        except MoveError:
            pass
    bad = unknown[0].text
    msg, close = _unknown_word(game, pos, lexicon, names, bad)
    if notation_error is not None and _names(notation_error.msg, bad):
        # the notation's own message about that word says more; "did you mean" added if it has none
        if close and not _suggests(notation_error.msg):
            inner = notation_error.msg
            problem = inner.params["problem"] if inner.text == CANNOT_READ else inner
            # TRANSLATORS: %(problem)s is what is wrong, already translated; %(word)s a close word the player may have meant
            notation_error.msg = Msg(CANNOT_READ, move="", problem=Msg(N_("%(problem)s Did you mean %(word)s?"),
                                                                    problem=problem, word=close))
        raise echo(notation_error, text)
    raise echo(MoveError(msg), text)


def _readings(game: Spoken, text: str, pos: Any, tr: Translator, toks: list[tuple[str, str]],
              lexed: list[Lexed], notation_error: MoveError | None, repaired: bool) -> Said[Any]:
    """Every reading of the least strain of a lexed phrase (``MoveError`` if there is none)."""
    from . import phrase

    vocab = game.vocabulary(tr)
    if notation_error is not None and not repaired and "".join(t for t, _f in toks) == "".join(text.split()) \
            and all(_written(x, vocab, game.SAID_WORDS) for x in lexed):
        # every word is the notation's own: an attempt at the notation, which says what is wrong with it
        raise echo(notation_error, text)
    for x in lexed:
        if not x.meanings:
            x.meanings = [("f", "skip")]
    found: dict[str, tuple[int, Any]] = {}
    error: MoveError | None = None
    subject_error: MoveError | None = None
    for combo in phrase.combinations(lexed):
        try:
            items = phrase.items(lexed, combo, game.player_to_move(pos))
        except MoveError as err:
            subject_error = subject_error or err
            continue
        try:
            candidates = game.grammar(items, pos)
        except MoveError as err:
            error = error or err
            continue
        for candidate, strain in candidates:
            try:
                move = game.parse_move(candidate, pos, tr)
            except MoveError as err:
                error = error or err
                continue
            key = game.move_text(move)
            if key not in found or found[key][0] > strain:
                found[key] = (strain, move)
    if not found:
        if isinstance(error, Unread) and notation_error is not None and subject_error is None \
                and not _blames_a_filler(notation_error.msg, lexed):
            raise echo(notation_error, text)  # "play": the notation says what must follow
        raise echo(subject_error or error or notation_error or MoveError(Msg(N_("The move is empty."))), text)
    least = min(strain for strain, _m in found.values())
    readings = [Reading(key, move) for key, (strain, move) in found.items() if strain == least]
    localized = game.show_text(readings[0].text, pos, tr)
    said = _plain(" ".join(t for t, _f in toks))
    notation = not repaired and len(readings) == 1 and said in (_plain(readings[0].text), _plain(localized))
    return Said(text, readings, notation)


def _suggests(msg: Msg) -> bool:
    """Whether ``msg`` (or a message inside it) already offers a "did you mean"."""
    text = msg.text if isinstance(msg.text, str) else msg.text[0]
    return "did you mean" in text.casefold() or any(isinstance(v, Msg) and _suggests(v) for v in msg.params.values())


def _written(x: Lexed, vocab: Vocabulary, said: frozenset[str]) -> bool:
    """A token of the notation as it is written: a notation word, digits, a game token, a seated name."""
    if " " in x.text or not x.meanings:
        return False
    kinds = {m[0] for m in x.meanings}
    if kinds <= {"sep"}:
        return bool(x.text == ",")
    if "f" in kinds:
        return False
    if "w" in kinds:
        word = vocab.read(x.text)
        return bool(word is not None and word not in said)
    return bool(kinds & {"raw", "name"}) or any(m[0] == "n" and len(m) > 2 and m[2] == "digits" for m in x.meanings)


def _blames_a_filler(msg: Msg, lexed: list[Lexed]) -> bool:
    """Whether ``msg`` is about a word the reader read as one that changes nothing ("de", "the")."""
    return any(_names(msg, x.text) for x in lexed if x.meanings and all(m[0] == "f" for m in x.meanings))


def _names(msg: Msg, word: str) -> bool:
    """Whether ``msg`` (or a message inside it) is about ``word``."""
    for value in msg.params.values():
        if isinstance(value, Msg) and _names(value, word):
            return True
        if isinstance(value, str) and fold(value) in (fold(word), *fold(word).split(":")):
            return True
    return False


def _unknown_word(game: Spoken, pos: Any, lexicon: Lexicon, names: dict[str, list[str]],
                  word: str) -> tuple[Msg, str | None]:
    """What is said of a word nothing reads, and the spelling it may have been meant in."""
    from .repair import repair

    close = repair(word, lexicon, names, lambda t: game.raw_token(t, pos))
    if close:
        # TRANSLATORS: %(word)s is a word of the move as typed, %(suggestion)s the word the player probably meant
        return Msg(N_("the word %(word)s is not known here; did you mean %(suggestion)s?"), word=word,
                   suggestion=close), close
    # TRANSLATORS: %(word)s is a word of the move as typed
    return Msg(N_("the word %(word)s is not known here."), word=word), None


_LEXICONS: dict[tuple[type, str], Lexicon] = {}


def lexicon_of(game: Spoken, tr: Translator) -> Lexicon:
    """The lexicon of ``game`` in ``tr``'s language, built once a process."""
    from .lexicon import Lexicon
    from .speech import speech

    key = (type(game), tr.lang)
    found = _LEXICONS.get(key)
    if found is None:
        vocab = game.vocabulary(tr)
        found = _LEXICONS[key] = Lexicon(vocab.forms, speech(tr))
    return found
