"""The ``referee`` command: the group of commands, and the commands that stand alone
(``serve``, ``ask``, ``completion``); the rules reference is in ``cli_reference``, the
commands that judge in ``cli_judge``, their shared options in ``cli_params``.

The reader's language is settled before the command runs: click parses the line once
without running anything (``RefereeGroup.reader``) for ``--lang`` and ``--json``, given
to the group or to the command, so that help, click's own messages and errors all come
out in the reader's language (``checker.clicklocal``), as JSON where ``--json`` asks.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

import click

from . import i18n
from .cli_params import argument, complete_game, full_option, lang_option, long_running, option, tr
from .clicklocal import LocalGroup, show
from .i18n import N_, Msg, Translator
from .verdict import EXIT_INTERRUPTED, OutputError, RefereeError, UsageError


class Reader:
    """What a command line says of its reader: ``--lang`` (None: from the environment) and ``--json``."""

    __slots__ = ("as_json", "lang")

    def __init__(self, lang: str | None, as_json: bool) -> None:
        self.lang = lang
        self.as_json = as_json


#: the commands kept in other modules, by name: a module is imported when one of its commands is
#: looked up (click's lazy loading of commands), so that ``check`` does not import the reference's
LAZY = {**dict.fromkeys(["games", "rules", "search", "schema", "new", "example"], "cli_reference"),
        **dict.fromkeys(["check", "moves", "apply", "replay", "score", "simulate"], "cli_judge"),
        "bundle": "bundle.command"}


class RefereeGroup(LocalGroup):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *LAZY})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        found = super().get_command(ctx, cmd_name)
        if found is None and cmd_name in LAZY:
            import importlib

            commands: dict[str, click.Command] = importlib.import_module(f"{__package__}.{LAZY[cmd_name]}").COMMANDS
            found = commands[cmd_name]
        return found

    def reader(self, args: Sequence[str], prog_name: str = "referee") -> Reader:
        """``--lang`` and ``--json`` as click parses them, given to the group or to the command, without
        running anything: click's resilient parsing, as its shell completion reads a line, past options
        it does not know (the line may be wrong: its error is then said in the reader's language)."""
        lang: Any = None
        as_json: Any = False
        quiet = {"resilient_parsing": True, "ignore_unknown_options": True}
        with self.context_class(self, info_name=prog_name, **{**self.context_settings, **quiet}) as ctx:
            rest = click.Command.parse_args(self, ctx, list(args))  # the group's options; the command and its own
            lang = ctx.params.get("lang")
            name, command, sub_args = self.resolve_command(ctx, rest) if rest else (None, None, [])
            if command is not None and name is not None:
                with command.make_context(name, sub_args, parent=ctx, **quiet) as sub:
                    lang = sub.params.get("lang") or lang
                    as_json = sub.params.get("as_json") or False
            elif rest:  # no such command: the group's own options may still follow it
                with self.context_class(self, info_name=prog_name, **{**self.context_settings, **quiet}) as after:
                    click.Command.parse_args(self, after, rest[1:])
                    lang = after.params.get("lang") or lang
        return Reader(lang if isinstance(lang, str) else None, as_json is True)

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True, **extra: Any) -> Any:
        args = list(sys.argv[1:] if args is None else args)
        prog_name = prog_name or "referee"
        reader = self.reader(args, prog_name)
        lang, unknown = i18n.negotiate(reader.lang)
        translator = i18n.translator(lang)
        if unknown:  # a warning, on standard error even with --json (standard output stays pure JSON)
            # TRANSLATORS: %(locale)s is the language tag the user asked for, %(choices)s is a list of choices
            click.echo(translator.render(Msg(N_("The language %(locale)s is not available; using English. "
                                                 "Available: %(choices)s."),
                                             locale=unknown, choices=list(i18n.LANGS))), err=True)
        try:
            code = super().main(args, prog_name=prog_name, complete_var=complete_var, standalone_mode=False,
                                obj=translator, **extra)
        except OutputError:
            raise  # reported by the process (``checker.console``), standard error only
        except RefereeError as err:
            code = self.refused(err, translator, reader)
        except click.ClickException as err:
            code = self.refused(err, translator, reader)
        except click.Abort:
            # click would say "Aborted!" and exit 1, which means "illegal"
            click.echo(err=True)
            click.echo(translator.gettext(N_("Aborted!")), err=True)
            code = EXIT_INTERRUPTED
        if not standalone_mode:
            return code
        sys.exit(code or 0)

    @staticmethod
    def refused(err: RefereeError | click.ClickException, tr: Translator, reader: Reader) -> int:
        """An error of the referee's or of click's, said in the reader's language (JSON with ``--json``)."""
        from .render import render_error

        if isinstance(err, click.ClickException):
            if not (reader.as_json and isinstance(err, click.UsageError)):
                show(err, tr)
                return err.exit_code
            from .clicklocal import message

            # click's own usage errors (a missing argument, a bad option value) are JSON too with --json
            err = UsageError(Msg("%(message)s", message=message(err, tr)))
        render_error(err, tr, as_json=reader.as_json)
        return err.exit_code


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
@option("--version", is_flag=True, expose_value=False, is_eager=True, callback=_print_version,
        help=N_("Show the version and exit."))
@click.pass_context
def cli(ctx: click.Context, lang: str | None) -> None:
    if ctx.invoked_subcommand is None:  # bare ``referee``: the help page, and success
        click.echo(ctx.get_help())
        ctx.exit(0)


@cli.command("completion", help=N_("Print the shell completion script for bash, zsh or fish; "
                                   "see the README for where to put it."))
@argument("shell", type=click.Choice(["bash", "zsh", "fish"]), metavar="SHELL")
@lang_option
def completion_cmd(shell: str, lang: str | None) -> None:
    from click.shell_completion import get_completion_class

    cls = get_completion_class(shell)
    if cls is None:  # click knows the three shells offered
        raise UsageError(Msg("%(message)s", message=shell))
    click.echo(cls(cli, {}, "referee", "_REFEREE_COMPLETE").source())


@cli.command("serve", help=N_("Serve the pages for a phone and the JSON API (needs the package's web extra)."))
@option("--host", default="127.0.0.1", show_default=True,
        help=N_("Address to listen on; give the computer's LAN address to let phones at the table in."))
@option("--port", metavar="PORT", type=click.IntRange(0, 65535), default=8000, show_default=True,
        help=N_("Port to listen on (0: any free port)."))
@option("--workers", type=click.IntRange(1, 64), default=1, show_default=True,
        help=N_("Processes answering on the port; one per core."))
@option("--access-log", is_flag=True, help=N_("Log every request answered."))
@lang_option
def serve_cmd(host: str, port: int, workers: int, access_log: bool, lang: str | None) -> None:
    long_running()
    try:
        import jinja2  # noqa: F401 (the pages' templates: checked here, so that no page fails for the lack of it)

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
@argument("game", required=False, shell_complete=complete_game)
@full_option
@lang_option
@option("--json", "as_json", is_flag=True,
        help=N_("At the end, print the verdict's JSON (as check --json does) on standard output; the "
                "questions go to standard error."))
def ask_cmd(game: str | None, full: bool, lang: str | None, as_json: bool) -> None:
    long_running()
    from .ask import run

    sys.exit(run(game, tr(), full=full, as_json=as_json))


def main() -> None:
    cli.main(prog_name="referee")


if __name__ == "__main__":
    main()
