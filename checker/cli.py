"""The ``referee`` command: click commands only.

Parses arguments, calls the library, hands results to ``render``. The
reader's language is settled before click parses anything (``--lang`` is
looked for in the arguments first), so that help, click's own messages and
errors all come out translated.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import click

from . import i18n
from .helptext import EXAMPLES, PLACEHOLDERS, TYPE_NAMES
from .i18n import N_, Msg, Translator
from .verdict import EXIT_CODES, EXIT_INTERRUPTED, EXIT_PROBLEMS, OutputError, RefereeError, UsageError

i18n.quiet_click()  # before the commands below are defined: see its docstring

if TYPE_CHECKING:
    from .games.base import Game
    from .reader import Said
    from .rulebook import Rulebook

F = TypeVar("F", bound=Callable[..., Any])

_state: dict[str, Any] = {}


def tr() -> Translator:
    """The reader's translator: the root context's object, set from ``--lang`` and the
    environment when the run starts (``RefereeGroup.main``)."""
    ctx = click.get_current_context(silent=True)
    found = ctx.find_root().obj if ctx is not None else None
    return found if isinstance(found, Translator) else i18n.english()


def long_running() -> None:
    """A command that runs long (a server, playouts, a conversation) collects cyclic
    garbage as usual (``checker.console`` starts a command with the collector off)."""
    import gc

    gc.enable()


def scan_lang(args: list[str]) -> str | None:
    """The value of ``--lang`` anywhere in the arguments (before ``--``)."""
    for index, arg in enumerate(args):
        if arg == "--":
            break
        if arg == "--lang" and index + 1 < len(args):
            return args[index + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def _examples(name: str, translator: Translator) -> str | None:
    lines = EXAMPLES.get(name)
    if not lines:
        return None
    # click rewraps an epilog's paragraphs; "\b" keeps the commands one to a line
    return translator.gettext(N_("Examples:")) + "\n\n\b\n" + "\n".join(f"  {line}" for line in lines)


def localize(command: click.Command, translator: Translator) -> None:
    """Translate help texts, placeholders and type names in place from their
    English msgids (kept aside)."""
    for attr in ("help", "short_help"):
        key = f"_msgid_{attr}"
        if not hasattr(command, key):
            setattr(command, key, getattr(command, attr))
        original = getattr(command, key)
        setattr(command, attr, translator.gettext(original) if original else original)
    examples = _examples(command.name or "cli", translator)
    if not hasattr(command, "_msgid_epilog"):
        setattr(command, "_msgid_epilog", command.epilog)  # noqa: B010
    epilog = getattr(command, "_msgid_epilog", None)
    command.epilog = examples or (translator.gettext(epilog) if epilog else epilog)
    if hasattr(command, "_help_option"):
        command._help_option = None  # click builds it once with the language of that run
    command.options_metavar = translator.gettext(N_("[OPTIONS]"))
    if isinstance(command, click.Group):
        command.subcommand_metavar = translator.gettext(N_("COMMAND [ARGS]..."))
    for param in command.params:
        if not hasattr(param, "_msgid_help"):
            setattr(param, "_msgid_help", getattr(param, "help", None))  # noqa: B010 (kept aside on click's object)
        msgid = getattr(param, "_msgid_help", None)
        if msgid and isinstance(param, click.Option):
            param.help = translator.gettext(msgid)
        if not hasattr(param, "_msgid_metavar"):
            default = (param.name or "").upper() if isinstance(param, click.Argument) else None
            setattr(param, "_msgid_metavar", param.metavar or default)  # noqa: B010
        placeholder = getattr(param, "_msgid_metavar", None)
        if placeholder in PLACEHOLDERS:
            word = translator.gettext(PLACEHOLDERS[placeholder])
            if isinstance(param, click.Argument):
                # click shows a metavar that is set as it is: say "optional" and "repeatable" as it would
                word = word if param.required else f"[{word}]"
                word = f"{word}..." if param.nargs != 1 else word
            param.metavar = word
        kind = param.type
        if not hasattr(kind, "_msgid_name"):
            setattr(kind, "_msgid_name", kind.name)  # noqa: B010
        if getattr(kind, "_msgid_name", None) in TYPE_NAMES:
            kind.name = translator.gettext(TYPE_NAMES[kind._msgid_name])  # type: ignore[attr-defined]
    command._localized_for = translator  # type: ignore[attr-defined]  # (a subcommand: when it is looked up)


class RefereeGroup(click.Group):
    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """A subcommand, translated when it is looked up: a run translates the help of
        the commands it shows or runs, not of all of them."""
        command = super().get_command(ctx, cmd_name)
        translator = tr()
        if command is not None and getattr(command, "_localized_for", None) is not translator:
            localize(command, translator)
        return command

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True, **extra: Any) -> Any:
        args = list(sys.argv[1:] if args is None else args)
        lang, unknown = i18n.negotiate(scan_lang(args))
        translator = i18n.translator(lang)
        _state["json"] = "--json" in args[: args.index("--")] if "--" in args else "--json" in args
        i18n.install_click(translator)
        localize(self, translator)
        if unknown:  # a warning, on standard error even with --json (standard output stays pure JSON)
            # TRANSLATORS: %(locale)s is the language tag the user asked for, %(choices)s is a list of choices
            click.echo(translator.render(Msg(N_("The language %(locale)s is not available; using English. "
                                                 "Available: %(choices)s."),
                                             locale=unknown, choices=list(i18n.LANGS))), err=True)
        return super().main(args, prog_name=prog_name or "referee", complete_var=complete_var,
                            standalone_mode=standalone_mode, obj=translator, **extra)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        try:
            return super().parse_args(ctx, args)
        except click.ClickException as err:
            raise printable_click(err) from None

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except OutputError:
            raise  # reported by the process (``checker.console``), standard error only
        except RefereeError as err:
            from .render import render_error

            render_error(err, tr(), as_json=_state.get("json", False))
            ctx.exit(err.exit_code)
        except click.UsageError as err:
            if not _state.get("json", False):
                raise printable_click(err) from None
            from .render import render_error

            # click's own usage errors (a missing argument, a bad option value) are JSON too with --json
            render_error(UsageError(Msg("%(message)s", message=err.format_message())), tr(), as_json=True)
            ctx.exit(err.exit_code)
        except click.ClickException as err:
            raise printable_click(err) from None
        except KeyboardInterrupt:
            # click would say "Aborted!" and exit 1, which means "illegal"
            click.echo(err=True)
            click.echo(tr().gettext(N_("Aborted!")), err=True)
            ctx.exit(EXIT_INTERRUPTED)


def printable_click(err: click.ClickException) -> click.ClickException:
    """click's own error, the values it quotes from the command line made printable (``safetext``)."""
    from .safetext import printable

    setattr(err, "message", printable(err.message))  # noqa: B010 (click declares it final; it is its text)
    return err


# -- completion: click's own, fed with the game ids, house rules, languages and examples


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
    """Example names (file stems) of the game already given, else of every game."""
    from .examples import position_files
    from .games import ids, resolve

    typed = _game_typed(ctx)
    try:
        games = [resolve(typed)] if typed else list(ids())
        return _items([f.stem for game in games for f in position_files(game)], incomplete)
    except Exception:  # an unknown game completes nothing
        return []


def complete_position(_ctx: click.Context, _param: click.Parameter, incomplete: str) -> list[Any]:
    """Position and record files: the shell's own file completion (and ``-``, standard input)."""
    from click.shell_completion import CompletionItem

    return [CompletionItem(incomplete, type="file")]


def lang_option(f: F) -> F:
    return click.option("--lang", metavar="LANG", shell_complete=complete_lang,
                        help=N_("Language of the output: en, nl, pl, es or fy (default: from the environment)."))(f)


def json_option(f: F) -> F:
    return click.option("--json", "as_json", is_flag=True, help=N_("Print JSON for scripts instead of text."))(f)


def full_option(f: F) -> F:
    return click.option("--full", is_flag=True,
                        help=N_("The whole answer: every rule quoted and every list in full, even where it does "
                                "not fit the screen."))(f)


def house_rule_option(f: F) -> F:
    return click.option("--house-rule", "house_rules", multiple=True, metavar="NAME",
                        shell_complete=complete_house_rule,
                        help=N_("Switch on a house rule (repeatable); see 'referee rules GAME'."))(f)


def _print_version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    """click's own --version builds its message when the command is defined,
    before the reader's language is known; this one translates it."""
    if not value or ctx.resilient_parsing:
        return
    from . import version

    # TRANSLATORS: %(prog)s is the command's name (referee), %(version)s its version number
    click.echo(tr().render(Msg(N_("%(prog)s, version %(version)s"), prog="referee", version=version())))
    ctx.exit()


@click.group(cls=RefereeGroup, help=N_("Rules reference and move checker for board and card games; "
                                     "'referee games' lists them."),
             context_settings={"help_option_names": ["-h", "--help"]}, invoke_without_command=True)
@lang_option
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, callback=_print_version,
              help=N_("Show the version and exit."))
@click.pass_context
def cli(ctx: click.Context, lang: str | None) -> None:
    if ctx.invoked_subcommand is None:  # bare ``referee``: the help page, and success
        click.echo(ctx.get_help())
        ctx.exit(0)


def _all_books() -> list[Rulebook]:
    from . import rulebook
    from .games import ids

    return [rulebook.load(g) for g in ids()]


@cli.command("games", help=N_("List the games: id, name, players, source language."))
@lang_option
@json_option
def games_cmd(lang: str | None, as_json: bool) -> None:
    from .render import render_games

    render_games(_all_books(), tr(), as_json)


@cli.command("rules", help=N_("Show the rules of a game, or the clauses under the given ids or id prefixes; "
                              "without a game, list the games."))
@click.argument("game", required=False, shell_complete=complete_game)
@click.argument("rule_ids", nargs=-1)
@click.option("--compare", metavar="LANG", shell_complete=complete_lang,
              help=N_("Show a second language side by side."))
@click.option("--moves", "show_moves", is_flag=True, help=N_("Show only how to write moves for this game."))
@lang_option
@json_option
def rules_cmd(game: str | None, rule_ids: tuple[str, ...], compare: str | None, show_moves: bool,
              lang: str | None, as_json: bool) -> None:
    from . import rulebook
    from .games import get, resolve
    from .render import render_games, render_rules

    if game is None:
        render_games(_all_books(), tr(), as_json)
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
    moves = None
    if show_moves:
        g = get(game)
        moves = g.syntax(tr())
    render_rules(book, clauses, tr(), as_json, compare=other, moves=moves, whole=not rule_ids)


@cli.command("search", help=N_("Search the rules in any of the five languages (case and accents do not matter); "
                               "the rules found are shown in yours."))
@click.argument("text", nargs=-1, required=True)
@click.option("--game", metavar="GAME", shell_complete=complete_game, help=N_("Search only this game."))
@lang_option
@json_option
def search_cmd(text: tuple[str, ...], game: str | None, lang: str | None, as_json: bool) -> None:
    from . import rulebook
    from .games import resolve
    from .render import render_search

    books = [rulebook.load(resolve(game))] if game else _all_books()
    query = " ".join(text)
    render_search(rulebook.find(books, query, tr()), query, tr(), as_json)


def _game_and_position(name: str, position: str, house_rules: Sequence[str]) -> tuple[Game[Any, Any], Any]:
    """The game, and the position file read with the house rules asked for."""
    from .games import get
    from .inputs import load_file

    game = get(name)
    rules = game.check_house_rules(house_rules)
    stdin_hint(position)
    return game, game.read_position(load_file(position), rules, tr())


def stdin_hint(path: str | None) -> None:
    """``-`` on a terminal: say how to end the input rather than wait in silence."""
    if path == "-" and interactive() and not _state.get("json"):
        click.echo(tr().gettext(N_("Reading the position from standard input: type or paste it, "
                                   "then press Ctrl-D on an empty line.")), err=True)


def interactive() -> bool:
    """Whether standard input is a terminal (it may be closed: ``<&-``)."""
    return sys.stdin is not None and sys.stdin.isatty()


def _read_move(game: Game[Any, Any], pos: Any, move: str | None, move_file: str | None) -> Said:
    """The move as given (an argument or a file), read by the move reader: every way it reads."""
    from .inputs import decode, read_bytes
    from .verdict import MoveError

    if move_file:
        if move_file == "-" and interactive() and not _state.get("json"):
            click.echo(tr().gettext(N_("Reading the move from standard input: type it, then press Ctrl-D.")), err=True)
        data, name = read_bytes(move_file)
        text = decode(data, name).strip()
        if move is not None:
            raise UsageError(Msg(N_("Give the move either as an argument or with --move-file, not both.")))
    elif move is None:
        raise UsageError(Msg(N_("No move given: add it after the position, or use --move-file.")))
    else:
        text = move.strip()
    if not text:
        raise MoveError(Msg(N_("The move is empty.")))
    return game.read(text, pos, tr())


@cli.command("check", help=N_("Judge a move in a described position: legal, illegal or undetermined, "
                              "with the rules involved. POSITION may be '-' for standard input."))
@click.argument("game", shell_complete=complete_game)
@click.argument("position", shell_complete=complete_position)
@click.argument("move", required=False)
@click.option("--move-file", metavar="FILE", type=click.Path(dir_okay=False, allow_dash=True),
              help=N_("Read the move from a file."))
@house_rule_option
@full_option
@lang_option
@json_option
def check_cmd(game: str, position: str, move: str | None, move_file: str | None, house_rules: tuple[str, ...],
              full: bool, lang: str | None, as_json: bool) -> None:
    from .answer import answer_said
    from .render import render_verdict

    g, pos = _game_and_position(game, position, house_rules)
    said = _read_move(g, pos, move, move_file)
    verdict = answer_said(g, pos, said, tr(), full=full)
    render_verdict(verdict, tr(), as_json, full=full)
    sys.exit(EXIT_CODES[verdict.outcome])


#: the most legal moves past ``moves --limit`` that are counted, to say how many the list leaves out
MOST_COUNTED = 5000


@cli.command("moves", help=N_("List the legal moves in a position."))
@click.argument("game", shell_complete=complete_game)
@click.argument("position", shell_complete=complete_position)
@click.option("--expand", is_flag=True, help=N_("Spell out every choice (who gets which tiles, ...) as its own move."))
@click.option("--limit", type=click.IntRange(1, 100000), default=500, show_default=True, metavar="N",
              help=N_("Most moves to list."))
@house_rule_option
@lang_option
@json_option
def moves_cmd(game: str, position: str, expand: bool, limit: int, house_rules: tuple[str, ...], lang: str | None,
              as_json: bool) -> None:
    from .render import render_moves

    g, pos = _game_and_position(game, position, house_rules)
    # the moves past the limit are counted too (up to MOST_COUNTED of them), to say how many are left
    options = g.legal_moves(pos, expand=expand, limit=limit + MOST_COUNTED + 1)
    shown = [g.show_text(o.text, pos, tr()) for o in options[:limit]]
    left = max(0, min(len(options), limit + MOST_COUNTED) - limit)
    render_moves(options[:limit], shown, g.id, tr(), as_json, limit_hit=len(options) > limit, left=left,
                 counted=len(options) <= limit + MOST_COUNTED)


@cli.command("apply", help=N_("Print the position after a legal move, as YAML that check, moves and apply read again."))
@click.argument("game", shell_complete=complete_game)
@click.argument("position", shell_complete=complete_position)
@click.argument("move", required=False)
@click.option("--move-file", metavar="FILE", type=click.Path(dir_okay=False, allow_dash=True),
              help=N_("Read the move from a file."))
@click.option("--draw", "draws", multiple=True, metavar="ITEM",
              help=N_("What a draw from the bag or pile turned out to be (repeatable, in order)."))
@house_rule_option
@full_option
@lang_option
@json_option
def apply_cmd(game: str, position: str, move: str | None, move_file: str | None, draws: tuple[str, ...],
              house_rules: tuple[str, ...], full: bool, lang: str | None, as_json: bool) -> None:
    from .answer import apply_answered
    from .reader import one
    from .render import render_position, render_verdict

    g, pos = _game_and_position(game, position, house_rules)
    parsed = one(_read_move(g, pos, move, move_file))
    vocab = g.vocabulary(tr())
    verdict, after = apply_answered(g, pos, parsed, tr(), [vocab.canonical(d) for d in draws] or None, full=full)
    if after is None:
        render_verdict(verdict, tr(), as_json, full=full)
        sys.exit(EXIT_CODES[verdict.outcome])
    render_position(g.position_data(after), as_json)


@cli.command("replay", help=N_("Check a record (a start position and a list of moves) move by move; "
                               "stop at the first move that is not legal."))
@click.argument("game", shell_complete=complete_game)
@click.argument("record", shell_complete=complete_position)
@house_rule_option
@full_option
@lang_option
@json_option
def replay_cmd(game: str, record: str, house_rules: tuple[str, ...], full: bool, lang: str | None,
               as_json: bool) -> None:
    from .games import get
    from .inputs import load_file
    from .record import read_record, replay
    from .render import render_replay

    g = get(game)
    rules = g.check_house_rules(house_rules)
    stdin_hint(record)
    rec = read_record(g, load_file(record), rules)
    result = replay(g, rec, tr())
    render_replay(g.id, result.verdicts, result.outcome, g.position_data(result.position), tr(), as_json, full=full)
    sys.exit(EXIT_CODES[result.outcome])


@cli.command("score", help=N_("Score a finished or running game, for the games that are scored "
                              "(see the variants in 'referee rules GAME')."))
@click.argument("game", shell_complete=complete_game)
@click.argument("position", shell_complete=complete_position)
@click.option("--variant", metavar="NAME",
              help=N_("Scoring rules: one of the game's variants (default: the one its name implies, "
                      "else the game's own)."))
@house_rule_option
@lang_option
@json_option
def score_cmd(game: str, position: str, variant: str | None, house_rules: tuple[str, ...], lang: str | None,
              as_json: bool) -> None:
    from .games import implied_variant
    from .scoreboard import render_score

    g, pos = _game_and_position(game, position, house_rules)
    if variant is None:
        variant = implied_variant(game, g) or (g.VARIANTS[0] if g.VARIANTS else "")
    elif variant not in g.VARIANTS and g.VARIANTS:
        from .schema import suggest

        close = suggest(variant, list(g.VARIANTS))
        if close:
            # TRANSLATORS: %(value)s is the value from the file, %(suggestion)s is a close name the user may have meant
            raise UsageError(Msg(N_("%(value)s is not allowed here; did you mean %(suggestion)s?"),
                                 value=variant, suggestion=close))
        # TRANSLATORS: %(value)s is the value from the file, %(choices)s is a list of choices
        raise UsageError(Msg(N_("%(value)s is not allowed here; choose from %(choices)s."),
                             value=variant, choices=i18n.OneOf(g.VARIANTS)))
    render_score(g.score(pos, variant), tr(), as_json)


@cli.command("simulate", help=N_("Play random games to the end, judging every move and checking the invariants."))
@click.argument("game", shell_complete=complete_game)
@click.option("--games", "count", type=click.IntRange(1, 1_000_000), default=100, show_default=True, metavar="N",
              help=N_("How many games to play."))
@click.option("--players", type=click.IntRange(min=1), metavar="N",
              help=N_("Players per game (default: random within the game's range)."))
@click.option("--seed", type=int, default=0, show_default=True, metavar="N",
              help=N_("Seed of the shuffles; the same seed plays the same games."))
@house_rule_option
@lang_option
@json_option
def simulate_cmd(game: str, count: int, players: int | None, seed: int, house_rules: tuple[str, ...],
                 lang: str | None, as_json: bool) -> None:
    long_running()
    from . import simulate
    from .games import get
    from .render import render_simulation, simulation_progress

    g = get(game)
    rules = frozenset(g.check_house_rules(house_rules))
    low, high = g.PLAYERS
    if players is not None and not low <= players <= high:
        # TRANSLATORS: %(game)s is a game id, %(min)s and %(max)s numbers of players
        raise UsageError(Msg(N_("%(game)s is played by %(min)s to %(max)s players."), game=g.id, min=low, max=high))
    with simulation_progress(count, tr(), enabled=not as_json) as step:
        report = simulate.run(g, count, players, seed, rules, progress=step)
    render_simulation(report, tr(), as_json)
    sys.exit(EXIT_PROBLEMS if report.problems else 0)


@cli.command("schema", help=N_("Print the JSON Schema of a game's position file."))
@click.argument("game", shell_complete=complete_game)
@lang_option
def schema_cmd(game: str, lang: str | None) -> None:
    from .games import get
    from .render import emit_json
    from .schema import localized

    emit_json(localized(get(game).schema(), tr()))


@cli.command("completion", help=N_("Print the shell completion script for bash, zsh or fish; "
                                   "see the README for where to put it."))
@click.argument("shell", type=click.Choice(["bash", "zsh", "fish"]), metavar="SHELL")
@lang_option
def completion_cmd(shell: str, lang: str | None) -> None:
    from click.shell_completion import get_completion_class

    cls = get_completion_class(shell)
    if cls is None:  # click knows the three shells offered
        raise UsageError(Msg("%(message)s", message=shell))
    click.echo(cls(cli, {}, "referee", "_REFEREE_COMPLETE").source())


@cli.command("serve", help=N_("Serve the pages for a phone and the JSON API (needs the package's web extra)."))
@click.option("--host", default="127.0.0.1", show_default=True,
              help=N_("Address to listen on; give the computer's LAN address to let phones at the table in."))
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True,
              help=N_("Port to listen on (0: any free port)."))
@click.option("--workers", type=click.IntRange(1, 64), default=1, show_default=True,
              help=N_("Processes answering on the port; one per core."))
@click.option("--access-log", is_flag=True, help=N_("Log every request answered."))
@lang_option
def serve_cmd(host: str, port: int, workers: int, access_log: bool, lang: str | None) -> None:
    long_running()
    try:
        from .web.server import listen, run
        from .web.terminal import announce
    except ImportError:
        # TRANSLATORS: %(command)s is the command that installs them
        raise UsageError(Msg(N_("The web parts are not installed: %(command)s"),
                             command="pip install 'referee[web]'")) from None
    try:
        sock = listen(host, port)
    except OSError as exc:
        # TRANSLATORS: %(address)s is a host and port, %(reason)s the system's reason (in English)
        raise UsageError(Msg(N_("Cannot listen on %(address)s: %(reason)s"), address=f"{host}:{port}",
                             reason=exc.strerror or str(exc))) from None
    announce(host, sock.getsockname()[1], tr())
    run(sock, host, workers=workers, access_log=access_log)


@cli.command("ask", help=N_("Settle a dispute by answering questions, one at a time: the players, the few facts "
                            "that decide it and the move; then the verdict and the same question as a command."))
@click.argument("game", required=False, shell_complete=complete_game)
@full_option
@lang_option
@click.option("--json", "as_json", is_flag=True,
              help=N_("At the end, print the verdict's JSON (as check --json does) on standard output; the "
                      "questions go to standard error."))
def ask_cmd(game: str | None, full: bool, lang: str | None, as_json: bool) -> None:
    long_running()
    from .ask import run

    sys.exit(run(game, tr(), full=full, as_json=as_json))


@cli.command("new", help=N_("Print a position file to fill in, every key explained in a comment; "
                            "check reads it as it is."))
@click.argument("game")
@click.option("--players", metavar="NAMES", help=N_("The players in seating order, separated by commas."))
@lang_option
def new_cmd(game: str, players: str | None, lang: str | None) -> None:
    from .games import get
    from .template import template

    names = [n.strip() for n in players.split(",") if n.strip()] if players else None
    click.echo(template(get(game), tr(), names), nl=False)


@cli.command("example", help=N_("List the example positions that come with the referee, or print one."))
@click.argument("game", required=False)
@click.argument("name", required=False)
@lang_option
def example_cmd(game: str | None, name: str | None, lang: str | None) -> None:
    from .template import list_examples, read_example

    if name is None:
        for line in list_examples(game, tr()):
            click.echo(line)
        return
    assert game is not None
    click.echo(read_example(game, name, tr()), nl=False)


def main() -> None:
    cli.main(prog_name="referee")


if __name__ == "__main__":
    main()
