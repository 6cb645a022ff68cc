"""``referee ask``: the guided dispute, one question at a time.

Generic: the questions are the game's data (``Game.questions()``, see
``checker.ask_questions``); every answer is read in the reader's language
(``Game.vocabulary``), checked against the game's schema at the field path it
fills, and the position is read by ``Game.read_position`` as a file would be.
The move is completed from ``Game.legal_moves`` and judged by
``checker.answer.answer``, rendered as ``check`` renders it.

The line editor is prompt_toolkit, imported only here and only on a
terminal; on a pipe the questions are read line by line from standard input.
"""

from __future__ import annotations

import copy
import os
import shlex
import sys
from collections.abc import Sequence
from typing import Any

import click

from .ask_questions import (
    COUNT,
    ITEM,
    ITEMS,
    NAME,
    NAMES,
    TEXT,
    WORD,
    WORDS,
    Data,
    Question,
    house_rule_question,
    number_or_word,
    players,
    which_reading,
)
from .games.base import Game, tokens
from .i18n import N_, Msg, OneOf, Translator
from .inputs import Document
from .verdict import EXIT_CODES, RefereeError, UsageError
from .words import fold

BACK = "<"

#: completions for the text typed so far: (whole line?, options)
Options = tuple[bool, list[str]]


class Back(Exception):
    """The reader asked to go back to the previous question."""


# -- reading lines ----------------------------------------------------------------

class PlainReader:
    """Questions read line by line (standard input is not a terminal)."""

    def read(self, options: Options) -> str:
        click.echo("> ", nl=False)
        sys.stdout.flush()
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        text = line.rstrip("\n")
        if not sys.stdin.isatty():
            click.echo(text)  # echo a piped answer, so that the dialogue reads as it went
        return text


class ToolkitReader:
    """Questions read with prompt_toolkit: completion, history, Ctrl-B to go back."""

    def __init__(self) -> None:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.key_binding import KeyBindings

        bindings = KeyBindings()

        @bindings.add("c-b")
        def _back(event: Any) -> None:
            event.current_buffer.text = BACK
            event.current_buffer.validate_and_handle()

        self.session: Any = PromptSession(key_bindings=bindings)

    def read(self, options: Options) -> str:
        from prompt_toolkit.completion import Completer, Completion

        whole, words = options

        class _Words(Completer):
            def get_completions(self, document: Any, complete_event: Any) -> Any:
                typed = document.text_before_cursor
                part = typed if whole else document.get_word_before_cursor(WORD=True)
                for word in words:
                    if fold(word).startswith(fold(part)):
                        yield Completion(word, start_position=-len(part))

        text: str = self.session.prompt("> ", completer=_Words(), complete_while_typing=True)
        return text


def reader() -> PlainReader | ToolkitReader:
    if sys.stdin.isatty() and sys.stdout.isatty() and not os.environ.get("REFEREE_PLAIN_PROMPT"):
        try:
            return ToolkitReader()
        except ImportError:  # the ``ask`` extra is not installed: a plain line reader still works
            pass
    return PlainReader()


# -- the schema at a field path --------------------------------------------------------

def subschema(schema: dict[str, Any], path: str) -> dict[str, Any]:
    """The schema of the value at ``path`` (``cards.Bob.hand``), {} if the schema says nothing."""
    import re

    node = schema
    for part in [p for p in path.split(".") if p]:
        node = _branch(node, part)
        if part in node.get("properties", {}):
            node = node["properties"][part]
            continue
        for pattern, sub in node.get("patternProperties", {}).items():
            if re.search(pattern, part):
                node = sub
                break
        else:
            extra = node.get("additionalProperties")
            node = extra if isinstance(extra, dict) else {}
    return node


def _branch(node: dict[str, Any], part: str) -> dict[str, Any]:
    """The branch of an ``anyOf`` that has keys (``part`` among them), or the node itself."""
    def fits(n: dict[str, Any]) -> bool:
        return part in n.get("properties", {}) or bool(n.get("patternProperties")) \
            or isinstance(n.get("additionalProperties"), dict)

    if fits(node):
        return node
    return next((b for b in node.get("anyOf", []) if fits(b)), node)


def item_words(schema: dict[str, Any]) -> list[Any]:
    """The closed list of values of a value or of its items, if the schema has one."""
    for node in (schema, *schema.get("anyOf", [])):
        if "enum" in node:
            return [v for v in node["enum"] if v is not None]
        items = node.get("items")
        if isinstance(items, dict):
            found = item_words(items)
            if found:
                return found
    return []


def put(data: Data, path: str, value: Any) -> None:
    parts = path.split(".")
    node = data
    for part in parts[:-1]:
        node = node.setdefault(part, {})
    node[parts[-1]] = value


def remove(data: Data, path: str) -> None:
    parts = path.split(".")
    node: Any = data
    for part in parts[:-1]:
        node = node.get(part)
        if not isinstance(node, dict):
            return
    node.pop(parts[-1], None)
    # an emptied parent mapping is left out too
    if len(parts) > 1 and not node:
        remove(data, ".".join(parts[:-1]))


# -- the dispute -------------------------------------------------------------------------

class Dispute:
    def __init__(self, game: Game[Any, Any], tr: Translator, read: PlainReader | ToolkitReader,
                 can_go_back: bool = False) -> None:
        self.game = game
        self.tr = tr
        self.reader = read
        self.vocab = game.vocabulary(tr)
        self.schema = game.schema()
        self.questions = [*game.questions(), *house_rule_question(game)]
        self.data: Data = {"game": game.id}
        #: answered steps, last answered last: ((question index, item), data before the answer)
        self.done: list[tuple[tuple[int, str | None], Data]] = []
        self.can_go_back = can_go_back

    # -- text
    def say(self, text: str | Msg, **params: Any) -> None:
        click.echo(self.tr.render(Msg(text, **params)) if isinstance(text, str) else self.tr.render(text))

    def problem(self, msg: Msg) -> None:
        click.echo("  ! " + self.tr.render(msg))

    def show(self, word: Any) -> str:
        """A value in the reader's language (a player's name as it is, whatever it spells)."""
        text = str(word)
        return text if text in players(self.data) else self.vocab.show(text)

    def text(self, msgid: str, **params: Any) -> str:
        """A question or hint in the reader's language; ``%(play)s`` and the like name the game's
        notation words, written as the reader types them."""
        words: dict[str, Any] = {w: self.vocab.show(w) for w in self.game.WORDS if w.isidentifier()}
        return self.tr.render(Msg(msgid, **words, **params))

    # -- the steps
    def steps(self) -> list[tuple[int, str | None]]:
        out: list[tuple[int, str | None]] = []
        for index, q in enumerate(self.questions):
            if q.when is not None and not q.when(self.data):
                continue
            items: Sequence[str | None] = list(q.each(self.data)) if q.each else [None]
            out.extend((index, item) for item in items)
        return out

    def next_step(self) -> tuple[int, str | None] | None:
        answered = {step for step, _ in self.done}
        return next((s for s in self.steps() if s not in answered), None)

    def back(self) -> bool:
        if not self.done:
            return False
        _, before = self.done.pop()
        self.data = before
        return True

    def run(self) -> Any:
        """Ask until the position is complete and readable; return it."""
        while True:
            step = self.next_step()
            if step is None:
                pos = self.position()
                if pos is not None:
                    return pos
                continue
            try:
                self.ask(step)
            except Back:
                if not self.back():
                    if self.can_go_back:
                        raise
                    self.problem(Msg(N_("This is the first question; there is nothing to go back to.")))

    def ask(self, step: tuple[int, str | None]) -> None:
        index, item = step
        q = self.questions[index]
        path = q.path(self.data, item)
        words = self.words(q, path)
        prompt = self.text(q.prompt, to_move=self.data.get("to_move", ""), item=self.show(item) if item else "")
        if q.skippable:
            prompt += " " + self.tr.gettext(N_("(Enter: skip)"))
        elif q.has_empty():
            prompt += " " + self.tr.gettext(N_("(Enter: none)"))
        click.echo()
        click.echo(click.style(prompt, bold=True))
        if q.hint:
            click.echo("  " + self.text(q.hint))
        if words and q.kind in (NAME, WORD, WORDS):
            # TRANSLATORS: %(choices)s is a list of the answers to choose from
            self.say(N_("  Choose from %(choices)s."), choices=OneOf(words))
        while True:
            text = self.reader.read((False, words)).strip()
            if text == BACK:
                raise Back
            before = copy.deepcopy(self.data)
            if not text:
                if q.skippable:
                    remove(self.data, path)
                    self.done.append((step, before))
                    return
                if not q.has_empty():
                    self.problem(Msg(N_("An answer is needed here.")))
                    continue
            value, error = self.read_value(q, path, text, words)
            if error is not None:
                self.problem(error)
                continue
            if q.store is not None:
                value = q.store(value, self.data)
            if q.check is not None:
                error = q.check(value, self.data)
            candidate = copy.deepcopy(self.data)
            put(candidate, path, value)
            chosen = value if isinstance(value, str) else None
            for other, fixed in q.sets.get(chosen or "", {}).items():
                put(candidate, other.replace("{to_move}", str(candidate.get("to_move", ""))), fixed)
            if q.also is not None:
                for other, fixed in q.also(candidate).items():
                    put(candidate, other, copy.deepcopy(fixed))
            if error is None:
                error = self.schema_problem(candidate, path)
                if error is not None and q.kind in (ITEM, ITEMS):
                    error = self.misspelt(text, words) or error
            if error is not None:
                self.problem(error)
                continue
            self.data = candidate
            self.done.append((step, before))
            return

    def words(self, q: Question, path: str) -> list[str]:
        """The words to complete, in the reader's language."""
        choices = q.choices(self.data) or item_words(subschema(self.schema, path))
        if q.kind in (NAME,):
            return [str(c) for c in choices]
        return [self.show(c) for c in choices]

    def misspelt(self, text: str, words: list[str]) -> Msg | None:
        """A typed word close to one of the words offered (in the reader's language), if one is."""
        from .schema import suggest

        offered = {fold(w) for w in words}
        for part in tokens(text):
            if fold(part) in offered or self.vocab.read(part) or part.isdigit():
                continue
            close = suggest(part, [w for w in words if not w.isdigit()])
            if close:
                # TRANSLATORS: %(value)s is what the user typed, %(suggestion)s is a close name the user may have meant
                return Msg(N_("%(value)s is not allowed here; did you mean %(suggestion)s?"),
                           value=part, suggestion=close)
        return None

    def read_value(self, q: Question, path: str, text: str, words: list[str]) -> tuple[Any, Msg | None]:
        if not text:
            return copy.deepcopy(q.empty), None
        parts = tokens(text)
        if q.kind == TEXT:
            return self.vocab.canonical(text), None
        if q.kind == COUNT:
            if not text.isdigit():
                # TRANSLATORS: %(value)s is what the user typed
                return None, Msg(N_("%(value)s is not a number; type a whole number such as 3."), value=text)
            return int(text), None
        if q.kind == NAMES:
            return parts, None
        if q.kind in (NAME, WORD, ITEM) and len(parts) != 1:
            return None, Msg(N_("Type one answer only."))
        values = []
        for part in parts:
            value, error = self.read_word(q, part, words)
            if error is not None:
                return None, error
            values.append(value)
        return (values[0] if q.kind in (NAME, WORD, ITEM) else values), None

    def read_word(self, q: Question, part: str, words: list[str]) -> tuple[Any, Msg | None]:
        closed = q.kind in (NAME, WORD, WORDS)
        choices = [str(c) for c in q.choices(self.data)]
        named = next((c for c in choices if c in players(self.data) and fold(c) == fold(part)), None)
        # a player's name reads as itself, a word in the reader's language or in English as its canonical form
        canonical = part if q.kind == NAME else (named or self.vocab.read(part) or part)
        if closed:
            match = next((c for c in choices if fold(c) == fold(canonical)), None)
            if match is None:
                from .schema import suggest

                close = suggest(part, words)
                if close:
                    # TRANSLATORS: %(value)s is what the user typed, %(suggestion)s is a close name the user may have meant
                    return None, Msg(N_("%(value)s is not allowed here; did you mean %(suggestion)s?"),
                                     value=part, suggestion=close)
                # TRANSLATORS: %(value)s is the value from the file, %(choices)s is a list of choices
                return None, Msg(N_("%(value)s is not allowed here; choose from %(choices)s."),
                                 value=part, choices=OneOf(words))
            canonical = match
        convert = q.value or number_or_word
        return (convert(canonical) if q.kind in (ITEM, ITEMS) else canonical), None

    def schema_problem(self, candidate: Data, path: str) -> Msg | None:
        from .schema import validate

        data = {k: v for k, v in candidate.items() if not k.startswith("_")}
        for p in validate(self.game.canonical_data(data, self.tr), self.schema):
            if p.path == path or p.path.startswith((path + ".", path + "[")):
                return p.msg
        return None

    # -- the position
    def position_data(self) -> Data:
        """The answers as a position file holds them (without the answers kept only to choose questions)."""
        order = list(self.schema["properties"])
        keys = sorted((k for k in self.data if not k.startswith("_")),
                      key=lambda k: order.index(k) if k in order else len(order))
        return {k: copy.deepcopy(self.data[k]) for k in keys}

    def position(self) -> Any:
        """The position read from the answers, or None after going back to the answer at fault."""
        try:
            return self.game.read_position(Document(self.position_data(), {}, "<ask>"), tr=self.tr)
        except RefereeError as err:
            self.problem(err.msg)
            for p in getattr(err, "problems", []) or []:
                self.problem(Msg("%(path)s: %(problem)s", path=p.path, problem=p.msg) if p.path else p.msg)
            self.reopen([p.path for p in getattr(err, "problems", []) or []])
            return None

    def reopen(self, paths: list[str]) -> None:
        """Ask again the answer a problem lies in (else the last one)."""
        best = None
        for at, ((index, item), _) in enumerate(self.done):
            own = self.questions[index].path(self.data, item)
            for path in paths:
                if path and (path == own or path.startswith((own + ".", own + "["))) and \
                        (best is None or len(own) > best[1]):
                    best = (at, len(own))
        if best is None:
            self.back()
            return
        self.done.pop(best[0])


def ask_game(tr: Translator, read: PlainReader | ToolkitReader) -> Game[Any, Any]:
    from .games import MODULES, NAMES, get

    click.echo(click.style(tr.gettext(N_("Which game?")), bold=True))
    # TRANSLATORS: %(choices)s is a list of the answers to choose from
    click.echo("  " + tr.render(Msg(N_("  Choose from %(choices)s."),
                                    choices=OneOf([f"{g} ({NAMES[g]})" for g in MODULES]))).strip())
    while True:
        text = read.read((False, list(MODULES))).strip()
        if not text or text == BACK:
            click.echo("  ! " + tr.gettext(N_("An answer is needed here.")))
            continue
        try:
            return get(text)
        except UsageError as err:
            click.echo("  ! " + tr.render(err.msg))


def ask_move(dispute: Dispute, pos: Any) -> Any:
    """The move as a ``Said`` of one reading: a phrase that reads several ways is asked about."""
    game, tr = dispute.game, dispute.tr
    shown = [game.show_text(o.text, pos, tr) for o in game.legal_moves(pos, limit=200)]
    click.echo()
    # TRANSLATORS: %(to_move)s is the name of the player to move
    click.echo(click.style(tr.render(Msg(N_("What does %(to_move)s play?"), to_move=dispute.data["to_move"])),
                           bold=True))
    click.echo("  " + tr.gettext(N_("Tab lists the legal moves; 'referee rules GAME --moves' explains the syntax.")))
    while True:
        text = dispute.reader.read((True, shown)).strip()
        if text == BACK:
            raise Back
        if not text:
            dispute.problem(Msg(N_("An answer is needed here.")))
            continue
        try:
            said = game.read(text, pos, tr)
        except RefereeError as err:
            dispute.problem(err.msg)
            continue
        if len(said.readings) == 1:
            return said
        chosen = which_reading(dispute, game.show_text, pos, said)
        if chosen is not None:
            return chosen


def offer_save(dispute: Dispute, move_text: str, read: PlainReader | ToolkitReader) -> None:
    from .render import dump_yaml

    tr = dispute.tr
    text = dump_yaml(dispute.position_data())
    click.echo()
    click.echo(click.style(tr.gettext(N_("Save the position to a file? Type a file name, or press Enter "
                                         "to leave it unsaved.")), bold=True))
    confirmed: str | None = None
    saved = None
    while True:
        try:
            name = read.read((False, [])).strip()
        except EOFError:
            name = ""
        if not name:
            break
        if os.path.exists(name) and name != confirmed:
            # TRANSLATORS: %(file)s is a file name
            click.echo("  ! " + tr.render(Msg(N_("%(file)s exists. Type its name again to overwrite it, "
                                                 "or another name."), file=name)))
            confirmed = name
            continue
        try:
            with open(name, "w", encoding="utf-8") as fh:
                fh.write(text)
        except OSError as exc:
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(reason)s is the operating system's reason
            click.echo("  ! " + tr.render(Msg(N_("%(file)s: cannot be written (%(reason)s)."), file=name,
                                              reason=exc.strerror or str(exc))))
            continue
        # TRANSLATORS: %(file)s is a file name
        click.echo(tr.render(Msg(N_("Saved as %(file)s."), file=name)))
        saved = name
        break
    click.echo()
    click.echo(click.style(tr.gettext(N_("The same question as a command:")), bold=True))
    game_id = dispute.game.id
    lang = f" --lang {tr.lang}" if tr.lang != "en" else ""
    if saved:
        click.echo(f"  referee check {game_id} {shlex.quote(saved)} {shlex.quote(move_text)}{lang}")
    else:
        click.echo(f"  referee check {game_id} - {shlex.quote(move_text)}{lang} <<'EOF'")
        click.echo(text.rstrip("\n"))
        click.echo("EOF")


def run(game_name: str | None, tr: Translator) -> int:
    """The whole dispute; returns the exit code of the verdict."""
    from .answer import answer_said
    from .render import render_verdict

    read = reader()
    click.echo(tr.gettext(N_("One question at a time. Tab completes; type < (or press Ctrl-B) to go back to the "
                             "previous question.")))
    try:
        game = None
        if game_name:
            from .games import get

            game = get(game_name)
        while True:
            if game is None:
                game = ask_game(tr, read)
            dispute = Dispute(game, tr, read)
            pos = dispute.run()
            while True:
                try:
                    move = ask_move(dispute, pos)
                    break
                except Back:
                    dispute.back()
                    pos = dispute.run()
            break
    except EOFError:
        click.echo()
        raise UsageError(Msg(N_("The questions ended before the move was given."))) from None
    except KeyboardInterrupt:
        click.echo()
        return 130
    click.echo()
    verdict = answer_said(game, pos, move, tr)
    render_verdict(verdict, tr, False)
    # the move as the reader's language writes it: the command reads it back (with --lang)
    offer_save(dispute, game.show_text(verdict.move, pos, tr), read)
    return EXIT_CODES[verdict.outcome]
