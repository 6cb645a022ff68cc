"""The options and arguments the commands share, their shell completion, and the run's reader.

Every option and argument is click's own, of the classes that write their help in the
reader's language (``checker.clicklocal``); completion is click's own too, fed with the
game ids, house rules and languages.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, TypeVar

import click

from . import i18n
from .clicklocal import LocalArgument, LocalOption, current
from .i18n import N_, Translator

F = TypeVar("F", bound=Callable[..., Any])

#: click's decorators, making the parameters that write their help in the reader's language
option = partial(click.option, cls=LocalOption)
argument = partial(click.argument, cls=LocalArgument)


def tr() -> Translator:
    """The reader's translator: the root context's object, set from ``--lang`` and the
    environment when the run starts (``RefereeGroup.main``)."""
    return current()


def as_json() -> bool:
    """Whether the command under way was given ``--json``."""
    ctx = click.get_current_context(silent=True)
    return bool(ctx is not None and ctx.params.get("as_json"))


def long_running() -> None:
    """A command that runs long (a server, playouts, a conversation) collects cyclic
    garbage as usual (``checker.console`` starts a command with the collector off)."""
    import gc

    gc.enable()


def interactive() -> bool:
    """Whether standard input is a terminal (it may be closed: ``<&-``)."""
    return sys.stdin is not None and sys.stdin.isatty()


def stdin_hint(path: str | None) -> None:
    """``-`` on a terminal: say how to end the input rather than wait in silence."""
    if path == "-" and interactive() and not as_json():
        click.echo(tr().gettext(N_("Reading the position from standard input: type or paste it, "
                                   "then press Ctrl-D on an empty line.")), err=True)


# -- completion: click's own, fed with the game ids, house rules and languages


def _items(values: Sequence[str], incomplete: str) -> list[Any]:
    from click.shell_completion import CompletionItem

    return [CompletionItem(v) for v in values if v.startswith(incomplete)]


def complete_game(_ctx: click.Context, _param: click.Parameter, incomplete: str) -> list[Any]:
    from ._compiled.registry import ALIASES
    from .games import ids

    return _items([*ids(), *ALIASES], incomplete)


def complete_lang(_ctx: click.Context, _param: click.Parameter, incomplete: str) -> list[Any]:
    return _items(i18n.LANGS, incomplete)


def _game_typed(ctx: click.Context) -> str | None:
    """The game already typed on the line being completed (click may leave it unparsed in ``ctx.args``)."""
    game = ctx.params.get("game")
    if not game and ctx.args and not ctx.args[0].startswith("-"):
        game = ctx.args[0]
    return game if isinstance(game, str) else None


def complete_house_rule(ctx: click.Context, _param: click.Parameter, incomplete: str) -> list[Any]:
    game = _game_typed(ctx)
    if not game:
        return []
    try:
        from .games import get

        return _items(sorted(get(game).HOUSE_RULES), incomplete)
    except Exception:  # an unknown game completes nothing
        return []


def complete_example(ctx: click.Context, _param: click.Parameter, incomplete: str) -> list[Any]:
    """The names of the example positions of the game already typed (``referee example GAME NAME``)."""
    game = _game_typed(ctx)
    if not game:
        return []
    try:
        from .examples import position_files
        from .games import resolve

        return _items([f.stem for f in position_files(resolve(game))], incomplete)
    except Exception:  # an unknown game completes nothing
        return []


def complete_position(_ctx: click.Context, _param: click.Parameter, incomplete: str) -> list[Any]:
    """Position and record files: the shell's own file completion (and ``-``, standard input)."""
    from click.shell_completion import CompletionItem

    return [CompletionItem(incomplete, type="file")]


# -- the options every command of a kind has


def lang_option(f: F) -> F:
    return option("--lang", metavar="LANG", shell_complete=complete_lang,
                  help=N_("Language of the output: en, nl, pl, es or fy (default: from the environment)."))(f)


def json_option(f: F) -> F:
    return option("--json", "as_json", is_flag=True, help=N_("Print JSON for scripts instead of text."))(f)


def full_option(f: F) -> F:
    return option("--full", is_flag=True,
                  help=N_("The whole answer: every rule quoted and every list in full, even where it does "
                          "not fit the screen."))(f)


def house_rule_option(f: F) -> F:
    return option("--house-rule", "house_rules", multiple=True, metavar="NAME", shell_complete=complete_house_rule,
                  help=N_("Switch on a house rule (repeatable); see 'referee rules GAME'."))(f)


def game_argument(f: F) -> F:
    return argument("game", shell_complete=complete_game)(f)


def position_argument(f: F) -> F:
    return argument("position", shell_complete=complete_position)(f)


def move_file_option(f: F) -> F:
    return option("--move-file", metavar="FILE", type=click.Path(dir_okay=False, allow_dash=True),
                  help=N_("Read the move from a file."))(f)
