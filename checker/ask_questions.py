"""The questions of the guided dispute (``referee ask``), as data.

A game lists, in ``checker/games/<game>/questions.py``, only the facts that
decide a question in that game; ``Game.questions()`` returns them after the
questions every game shares (the players, who is to move) and
``checker.ask`` asks them one at a time, without knowing the game. A
``Question`` says:

- ``key``: the field path of the position it fills (``racks.{to_move}``,
  ``board.{item}``): ``{to_move}`` is the player to move, ``{item}`` each of
  the items ``each`` gives (one question per item);
- ``kind``: what kind of answer it reads (``NAMES``, ``NAME``, ``WORD``,
  ``WORDS``, ``ITEM``, ``ITEMS``, ``COUNT``, ``TEXT``);
- ``prompt``: the question, an English msgid with ``%(to_move)s`` and
  ``%(item)s`` filled in;
- ``skippable``: whether it may be left unanswered (the fact is then left
  out of the position, and a verdict that needs it is undetermined);
- how the answer is read and checked: ``words`` (the choices of a ``WORD``,
  else the schema's ``enum`` at ``key``), ``value`` (one typed token to the
  value written in the file), ``store`` (the whole answer to the value kept),
  ``check`` (a problem with it, beyond the schema's, given the value, the answers so
  far and the question's item); the schema of the
  game checks every answer at its field path;
- ``when``: asked only if it holds of the answers so far; ``sets``: values
  set alongside the answer, by chosen word (``{"up": {"draw_pile": 0}}``),
  ``also`` further values computed from the answers so far;
  ``empty``: what an empty answer means when it is not a skip (``[]``);
- ``hint``: a line under the question (``hint_once``: under the first item's only),
  ``enter``: what Enter means when it is not a plain skip ("an empty row"),
  ``label``: how each choice is named in the list to choose from, when the word
  alone says too little (a house rule's id, with its title).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from .i18n import N_, Msg

if TYPE_CHECKING:
    from .i18n import Translator
    from .reader import Said


class HouseRules(Protocol):
    """What the questions ask of a game: its id and its house rules (every ``Game`` has them)."""

    @property
    def id(self) -> str: ...

    @property
    def HOUSE_RULES(self) -> Mapping[str, str]: ...

Data = dict[str, Any]

#: a list of player names
NAMES = "names"
#: one player name
NAME = "name"
#: one word of a closed list
WORD = "word"
#: several words of a closed list
WORDS = "words"
#: one tile or card
ITEM = "item"
#: several tiles or cards
ITEMS = "items"
#: a whole number
COUNT = "count"
#: free text (a board row)
TEXT = "text"

_NO_VALUE = object()


@dataclass(frozen=True)
class Question:
    key: str
    kind: str
    prompt: str
    skippable: bool = False
    words: Sequence[str] | Callable[[Data], Sequence[str]] = ()
    each: Callable[[Data], Sequence[str]] | None = None
    when: Callable[[Data], bool] | None = None
    value: Callable[[str], Any] | None = None
    store: Callable[[Any, Data], Any] | None = None
    check: Callable[[Any, Data, str | None], Msg | None] | None = None
    sets: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    #: further values set alongside any answer, from the answers so far (the others' cards, as counts)
    also: Callable[[Data], Mapping[str, Any]] | None = None
    empty: Any = _NO_VALUE
    #: a hint under the question (an English msgid), e.g. the form of a board row
    hint: str | None = None
    #: the hint only under the first of the questions ``each`` gives (the nine rows of a board)
    hint_once: bool = False
    #: what Enter means, after the question (an English msgid, or a ``Msg`` with its own context:
    #: "(Enter: none)" agrees with what it stands for), in place of "(Enter: skip)"
    enter: str | Msg | None = None
    #: a choice as the list to choose from names it (the word typed, with what it means), in the reader's language
    label: Callable[[str, Translator], str] | None = None

    def path(self, data: Data, item: str | None = None) -> str:
        return self.key.replace("{to_move}", str(data.get("to_move", ""))).replace("{item}", item or "")

    def choices(self, data: Data) -> list[str]:
        words = self.words(data) if callable(self.words) else self.words
        return list(words)

    def has_empty(self) -> bool:
        return self.empty is not _NO_VALUE


def number_or_word(token: str) -> Any:
    """A typed token as a file holds it: ``14`` the number 14, anything else the text."""
    return int(token) if token.isdigit() else token


def players(data: Data) -> list[str]:
    names = data.get("players")
    return [n for n in names if isinstance(n, str)] if isinstance(names, list) else []


def seat_questions(game: object) -> list[Question]:
    """The questions every game starts with: the players and the player to move."""
    return [
        Question("players", NAMES, N_("Who are the players, in seating order (clockwise)?"),
                 hint=N_("Names separated by spaces or commas, e.g. Ann Bob Cas.")),
        Question("to_move", NAME, N_("Whose turn is it?"), words=players),
    ]


def house_rule_question(game: HouseRules) -> list[Question]:
    """The house rules the table plays with (only for a game that has some)."""
    if not game.HOUSE_RULES:
        return []

    def label(hid: str, tr: Translator) -> str:
        from .rulebook import load

        return f"{hid} ({load(game.id).house_rule_title(hid, tr)})"  # the id is what is typed

    return [Question("house_rules", WORDS, N_("Which house rules does your table play with?"), skippable=True,
                     words=sorted(game.HOUSE_RULES), label=label)]


#: a game's move type
M = TypeVar("M")


def which_reading(dispute: Any, show: Callable[[str, Any, Any], str], pos: Any, said: Said[M]) -> Said[M] | None:
    """A move that reads several ways: the numbered readings, and the one the player means (None:
    back to the move). The referee never picks a reading itself."""
    import click

    tr = dispute.tr
    texts = [show(r.text, pos, tr) for r in said.readings]
    # TRANSLATORS: %(move)s is the move as typed; the numbered moves it may mean follow
    click.echo("  " + tr.render(Msg(N_("%(move)s can be read in more than one way. Which did you mean?"),
                                    move=tr.quote(said.text))))
    for n, option in enumerate(texts, 1):
        click.echo(f"    {n}. {option}")
    while True:
        pick = dispute.reader.read((False, [str(n) for n in range(1, len(texts) + 1)])).strip()
        if pick == "<":
            return None
        if pick.isdigit() and 1 <= int(pick) <= len(texts):
            from .reader import Said

            return Said(said.text, [said.readings[int(pick) - 1]], False)
        # TRANSLATORS: %(count)s is how many readings are numbered
        dispute.problem(Msg(N_("Type a number from 1 to %(count)s, or < to say the move again."), count=len(texts)))
