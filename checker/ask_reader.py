"""How ``referee ask`` reads an answer and writes a question: the line editors, the words
that go back (``<``, Ctrl-B) and the yes/no questions, in the reader's language.

prompt_toolkit is imported only here, and only on a terminal; on a pipe the answers
are read line by line. Ctrl-C raises ``KeyboardInterrupt`` and Ctrl-D (or the end of
the input) ``EOFError`` to the caller, which offers to keep what was typed.
"""

from __future__ import annotations

import os
import sys
from typing import Any

import click

from .i18n import N_, Msg, Translator
from .render import _style, echo
from .safetext import printable
from .words import W_, fold

BACK = "<"
#: the answers to a yes/no question, in the reader's language (English always reads too)
# TRANSLATORS: the answer "yes" to a yes/no question, one word; its first letter is read as it too
YES = W_("yes or no", "yes")
# TRANSLATORS: the answer "no" to a yes/no question, one word; its first letter is read as it too
NO = W_("yes or no", "no")

#: completions for the text typed so far: (whole line?, options)
Options = tuple[bool, list[str]]


class Back(Exception):
    """The reader asked to go back to the previous question."""


class PlainReader:
    """Answers read line by line (standard input is not a terminal, or plain prompts are asked for).
    ``read`` takes the same arguments as ``ToolkitReader.read``: ``default`` is the answer an empty
    line keeps (said by the caller), ``paths`` and ``menu`` concern completion."""

    def read(self, options: Options, default: str = "", paths: bool = False, menu: bool = True) -> str:
        click.echo("> ", nl=False)
        sys.stdout.flush()
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        text = line.rstrip("\n")
        if not sys.stdin.isatty():
            click.echo(printable(text))  # echo a piped answer, so that the dialogue reads as it went
        return text


class ToolkitReader:
    """Answers read with prompt_toolkit: completion (of words, or of file names), the answer
    given before shown (dimmed, kept with Enter) when a question comes again, Ctrl-B to go back."""

    def __init__(self) -> None:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.key_binding import KeyBindings

        bindings = KeyBindings()

        @bindings.add("c-b")
        def _back(event: Any) -> None:
            event.current_buffer.text = BACK
            event.current_buffer.validate_and_handle()

        self.session: Any = PromptSession(key_bindings=bindings)

    def read(self, options: Options, default: str = "", paths: bool = False, menu: bool = True) -> str:
        """``menu``: room is made under the line for a menu of completions (which scrolls what is
        above it up); a yes/no question needs none, and keeps the verdict above it in view."""
        from prompt_toolkit.completion import Completer, Completion, PathCompleter

        whole, words = options

        class _Words(Completer):
            def get_completions(self, document: Any, complete_event: Any) -> Any:
                typed = document.text_before_cursor
                part = typed if whole else document.get_word_before_cursor(WORD=True)
                for word in words:
                    if fold(word).startswith(fold(part)):
                        yield Completion(word, start_position=-len(part))

        from prompt_toolkit.formatted_text import FormattedText

        completer = PathCompleter(expanduser=True) if paths else _Words()
        text: str = self.session.prompt("> ", completer=completer, complete_while_typing=not paths,
                                        placeholder=FormattedText([("fg:ansibrightblack", default)]),
                                        reserve_space_for_menu=8 if menu else 0)
        return text


Reader = PlainReader | ToolkitReader


def reader() -> Reader:
    if sys.stdin.isatty() and sys.stdout.isatty() and not os.environ.get("REFEREE_PLAIN_PROMPT"):
        try:
            return ToolkitReader()
        except ImportError:  # the ``ask`` extra is not installed: a plain line reader still works
            pass
    return PlainReader()


def interactive() -> bool:
    """Whether a person types the answers (the end of the input is then Ctrl-D, not the end of a file)."""
    return sys.stdin.isatty()


# -- writing ------------------------------------------------------------------------------

def question(text: str) -> None:
    """A question: after a blank line, in bold, wrapped at word boundaries."""
    echo()
    echo(_style(text, bold=True))


def line(text: str) -> None:
    """A hint or a choice under a question, indented and wrapped under its indent."""
    echo(text, hang=" " * (len(text) - len(text.lstrip(" "))))


def problem(text: str) -> None:
    echo("  ! " + text, hang="    ")


# -- yes or no ------------------------------------------------------------------------------

def yes_no(tr: Translator) -> tuple[str, str]:
    """The words for yes and no in the reader's language."""
    return tr.ptext("yes or no", YES), tr.ptext("yes or no", NO)


def read_yes_no(text: str, tr: Translator) -> bool | None:
    """A typed yes or no (the reader's word or its first letter, or English), else None."""
    yes, no = yes_no(tr)
    typed = fold(text.strip())
    if not typed:
        return None
    for answer, word, english in ((True, yes, "yes"), (False, no, "no")):
        other = no if answer else yes
        initial = fold(word)[:1] if fold(word)[:1] != fold(other)[:1] else None
        if typed in (fold(word), english, english[0]) or typed == initial:
            return answer
    return None


def yes_no_text(tr: Translator, prompt: str | Msg, default: bool) -> str:
    """A yes/no question as it is written: the question, the answers, what Enter gives."""
    yes, no = yes_no(tr)
    # TRANSLATORS: after a yes/no question; %(yes)s and %(no)s are the words for yes and no, %(default)s
    # the one Enter gives
    choices = tr.render(Msg(N_("(%(yes)s or %(no)s; Enter: %(default)s)"), yes=yes, no=no,
                            default=yes if default else no))
    return f"{tr.render(prompt) if isinstance(prompt, Msg) else tr.gettext(prompt)} {choices}"


def yes_no_height(tr: Translator, prompt: str | Msg, default: bool = False) -> int:
    """The lines a yes/no question takes on the terminal, up to the line the answer is typed on."""
    from .render import term_width, wrap

    return 2 + len(wrap(yes_no_text(tr, prompt, default), term_width()))


def ask_yes_no(read: Reader, tr: Translator, prompt: str | Msg, default: bool, hint: str | None = None) -> bool:
    """Ask a yes/no question until it is answered; Enter gives ``default``, ``<`` raises ``Back``."""
    yes, no = yes_no(tr)
    question(yes_no_text(tr, prompt, default))
    if hint:
        line("  " + hint)
    while True:
        text = read.read((False, [yes, no]), menu=False).strip()
        if text == BACK:
            raise Back
        if not text:
            return default
        answer = read_yes_no(text, tr)
        if answer is not None:
            return answer
        # TRANSLATORS: %(value)s is what the user typed, %(yes)s and %(no)s the words for yes and no
        problem(tr.render(Msg(N_("%(value)s is not an answer here: type %(yes)s or %(no)s."), value=text, yes=yes,
                              no=no)))
