"""The commands of the rules reference and of position files: ``games``, ``rules``, ``search``,
``schema``, ``new`` and ``example``. Click commands only: they parse arguments, call the library
and hand the results to ``render``; none names a game."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import click

from . import i18n
from .cli_params import (
    argument,
    complete_example,
    complete_game,
    complete_lang,
    game_argument,
    json_option,
    lang_option,
    option,
    tr,
)
from .clicklocal import LocalCommand
from .i18n import N_, Msg
from .verdict import UsageError

if TYPE_CHECKING:
    from .rulebook import Rulebook

command = partial(click.command, cls=LocalCommand)


def every_book() -> list[Rulebook]:
    """The rulebook of every game; a plug-in that cannot be loaded is named on standard error and left out."""
    from . import rulebook

    books, problems = rulebook.every_book()
    for problem in problems:
        click.echo(tr().render(problem), err=True)
    return books


@command("games", help=N_("List the games: id, name, players, source language."))
@lang_option
@json_option
def games_cmd(lang: str | None, as_json: bool) -> None:
    from .render import render_games

    render_games(every_book(), tr(), as_json)


@command("rules", help=N_("Show the rules of a game, or the clauses under the given ids or id prefixes; "
                          "without a game, list the games."))
@argument("game", required=False, shell_complete=complete_game)
@argument("rule_ids", nargs=-1)
@option("--compare", metavar="LANG", shell_complete=complete_lang, help=N_("Show a second language side by side."))
@option("--moves", "show_moves", is_flag=True, help=N_("Show only how to write moves for this game."))
@lang_option
@json_option
def rules_cmd(game: str | None, rule_ids: tuple[str, ...], compare: str | None, show_moves: bool,
              lang: str | None, as_json: bool) -> None:
    from . import rulebook
    from .games import get, resolve
    from .render import render_games, render_rules

    if game is None:
        render_games(every_book(), tr(), as_json)
        return
    book = rulebook.load(resolve(game))
    clauses = book.select(rule_ids)
    other = None
    if compare:
        other_lang, unknown = i18n.negotiate(compare)
        if unknown:
            # TRANSLATORS: %(locale)s is the language tag the user asked for, %(choices)s is a list of choices
            raise UsageError(Msg(N_("The language %(locale)s is not available; choose from %(choices)s."),
                                 locale=compare, choices=list(i18n.LANGS)))
        other = i18n.translator(other_lang)
    moves = get(game).syntax(tr()) if show_moves else None
    render_rules(book, clauses, tr(), as_json, compare=other, moves=moves, whole=not rule_ids)


@command("search", help=N_("Search the rules in any of the five languages: each word is found at the start "
                           "of a word, and its ending may vary (case and accents do not matter); the rules "
                           "found are shown in yours."))
@argument("text", nargs=-1, required=True)
@option("--game", metavar="GAME", shell_complete=complete_game, help=N_("Search only this game."))
@lang_option
@json_option
def search_cmd(text: tuple[str, ...], game: str | None, lang: str | None, as_json: bool) -> None:
    from . import rulebook
    from .games import resolve
    from .render import render_search

    books = [rulebook.load(resolve(game))] if game else every_book()
    query = " ".join(text)
    render_search(rulebook.find(books, query, tr()), query, tr(), as_json)


@command("schema", help=N_("Print the JSON Schema of a game's position file."))
@game_argument
@lang_option
@json_option  # the schema is JSON either way: with --json an error is JSON too
def schema_cmd(game: str, lang: str | None, as_json: bool) -> None:
    from .games import get
    from .render import emit_json
    from .schema import localized

    emit_json(localized(get(game).schema(), tr()))


@command("new", help=N_("Print a position file to fill in, every key explained in a comment; "
                        "check reads it as it is."))
@argument("game")
@option("--players", metavar="NAMES", help=N_("The players in seating order, separated by commas."))
@lang_option
def new_cmd(game: str, players: str | None, lang: str | None) -> None:
    from .games import get
    from .template import template

    names = [n.strip() for n in players.split(",") if n.strip()] if players else None
    click.echo(template(get(game), tr(), names), nl=False)


@command("example", help=N_("List the example positions that come with the referee, or print one."))
@argument("game", required=False, shell_complete=complete_game)
@argument("name", required=False, shell_complete=complete_example)
@lang_option
def example_cmd(game: str | None, name: str | None, lang: str | None) -> None:
    from .template import list_examples, read_example

    if name is None:
        for line in list_examples(game, tr()):
            click.echo(line)
        return
    assert game is not None
    click.echo(read_example(game, name, tr()), nl=False)


#: the commands of this module, by name (``cli.LAZY``)
COMMANDS = {c.name: c for c in (games_cmd, rules_cmd, search_cmd, schema_cmd, new_cmd, example_cmd)}
