"""click in the reader's language, through click's own hooks.

The reader's translator is the root context's object (``RefereeGroup.main``
passes it to click as ``obj``); nothing here is set on click's modules or on
the command objects, which every run (and every test, in one process) shares.

- Help pages: the commands, options and arguments are ``LocalCommand``,
  ``LocalOption`` and ``LocalArgument``, which override click's formatting
  methods (``collect_usage_pieces``, ``format_help_text``, ``format_options``,
  ``format_epilog``, ``get_short_help_str``, ``make_metavar``) to write the
  help texts (English msgids) in the reader's language, the placeholders in
  the reader's words (``helptext``) and each command's examples. The context
  (``LocalContext``) makes a ``LocalFormatter``, which writes "Usage:" and the
  headings of the sections in the reader's language.
- click's own messages: an error of click's (a missing argument, an unknown
  option, a bad value) is shown by ``show``, in the reader's language: from
  what the exception holds where click keeps it (the option, the parameter,
  the possibilities), and its English text read against click's messages
  (``clickmsgs.MESSAGES``, which ``pybabel extract`` takes into the catalogs)
  where click wrote the message when it raised it.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

import click

from .helptext import EXAMPLES, PLACEHOLDERS, TYPE_NAMES
from .i18n import N_, Translator, english


def translator_of(ctx: click.Context | None) -> Translator:
    """The reader's translator of a run: its root context's object (English outside a run)."""
    found = ctx.find_root().obj if ctx is not None else None
    return found if isinstance(found, Translator) else english()


def current() -> Translator:
    """The reader's translator of the run under way (click's own context stack)."""
    return translator_of(click.get_current_context(silent=True))


class LocalFormatter(click.HelpFormatter):
    """click's help formatter, writing "Usage:" and the section headings in the reader's language."""

    def __init__(self, tr: Translator, width: int | None = None, max_width: int | None = None) -> None:
        super().__init__(width=width, max_width=max_width)
        self.tr = tr

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, args, f"{self.tr.gettext(N_('Usage:'))} " if prefix is None else prefix)

    @contextmanager
    def section(self, name: str) -> Iterator[None]:
        with super().section(self.tr.gettext(name)):
            yield


class LocalContext(click.Context):
    def make_formatter(self) -> click.HelpFormatter:
        return LocalFormatter(translator_of(self), width=self.terminal_width, max_width=self.max_content_width)


def placeholder(word: str, tr: Translator) -> str:
    """A placeholder of the help pages (``GAME``, ``POSITION``) in the reader's words."""
    return tr.gettext(PLACEHOLDERS[word]) if word in PLACEHOLDERS else word


class LocalOption(click.Option):
    def make_metavar(self, ctx: click.Context) -> str:
        if self.metavar is None and self.type.get_metavar(param=self, ctx=ctx) is not None:
            return super().make_metavar(ctx)  # a list of choices, written as they are typed
        tr = translator_of(ctx)
        if self.metavar is not None:
            word = placeholder(self.metavar, tr)
        else:  # click names the value by its type: in the reader's words (TEXT, INTEGER RANGE)
            word = tr.gettext(TYPE_NAMES.get(self.type.name, self.type.name)).upper()
        return f"{word}..." if self.nargs != 1 else word


class LocalArgument(click.Argument):
    def make_metavar(self, ctx: click.Context) -> str:
        if self.metavar is None and self.type.get_metavar(param=self, ctx=ctx) is not None:
            return super().make_metavar(ctx)
        word = placeholder(self.metavar or (self.name or "").upper(), translator_of(ctx))
        # said optional and repeatable as click says them, for a metavar that is set too
        word = word if self.required else f"[{word}]"
        return f"{word}..." if self.nargs != 1 else word


def help_record(option: click.Option, ctx: click.Context, tr: Translator) -> tuple[str, str] | None:
    """An option's line of the help page (click's own help option too), its help in the reader's language."""
    record = option.get_help_record(ctx)
    if record is None:
        return None
    text = tr.gettext(option.help) if option.help else ""
    extra = option.get_help_extra(ctx)
    items = []
    if "envvars" in extra:
        items.append(tr.gettext(N_("env var: {var}")).format(var=", ".join(extra["envvars"])))
    if "default" in extra:
        items.append(tr.gettext(N_("default: {default}")).format(default=extra["default"]))
    if "range" in extra:
        items.append(extra["range"])
    if "required" in extra:
        items.append(tr.gettext(extra["required"]))
    if items:
        text = f"{text}  [{'; '.join(items)}]" if text else f"[{'; '.join(items)}]"
    return record[0], text


def short_help(text: str, limit: int) -> str:
    """The first sentence of a help text, shortened to ``limit`` (as click shortens its own)."""
    words = text.partition("\n\n")[0].split()
    if words and words[0] == "\b":
        words = words[1:]
    for i, word in enumerate(words):
        if word.endswith(".") and (i == len(words) - 1 or not words[i + 1][0].islower()):
            words = words[:i + 1]
            break
    short = " ".join(words)
    if len(short) <= limit:
        return short
    import textwrap

    return textwrap.shorten(short, max(limit, 3), placeholder="...", break_on_hyphens=False)


class LocalCommand(click.Command):
    """A command whose help page is written in the reader's language."""

    context_class = LocalContext

    def collect_usage_pieces(self, ctx: click.Context) -> list[str]:
        pieces = [translator_of(ctx).gettext(N_("[OPTIONS]"))]
        for param in self.get_params(ctx):
            pieces.extend(param.get_usage_pieces(ctx))
        return pieces

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        text = inspect.cleandoc(translator_of(ctx).gettext(self.help)).partition("\f")[0] if self.help else ""
        if text:
            formatter.write_paragraph()
            with formatter.indentation():
                formatter.write_text(text)

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        tr = translator_of(ctx)
        records = [record for param in self.get_params(ctx) if isinstance(param, click.Option)
                   and (record := help_record(param, ctx, tr)) is not None]
        if records:
            with formatter.section(N_("Options")):
                formatter.write_dl(records)

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The command's examples (``helptext.EXAMPLES``): real command lines, one to a line."""
        lines = EXAMPLES.get(self.name or "")
        if not lines:
            return
        # click rewraps a paragraph; "\b" keeps the commands one to a line
        text = translator_of(ctx).gettext(N_("Examples:")) + "\n\n\b\n" + "\n".join(f"  {line}" for line in lines)
        formatter.write_paragraph()
        with formatter.indentation():
            formatter.write_text(text)

    def get_short_help_str(self, limit: int = 45) -> str:
        tr = current()
        if self.short_help:
            return inspect.cleandoc(tr.gettext(self.short_help)).strip()
        return short_help(tr.gettext(self.help), limit).strip() if self.help else ""


class LocalGroup(LocalCommand, click.Group):
    """A group of commands whose help page is written in the reader's language."""

    command_class = LocalCommand

    def collect_usage_pieces(self, ctx: click.Context) -> list[str]:
        return [*super().collect_usage_pieces(ctx), translator_of(ctx).gettext(N_("COMMAND [ARGS]..."))]

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        super().format_options(ctx, formatter)
        self.format_commands(ctx, formatter)


# -- click's errors --------------------------------------------------------------------------

_FIELD = re.compile(r"\{(\w+)(?:![rsa])?\}")


@cache
def _patterns() -> list[tuple[re.Pattern[str], str | tuple[str, str], int]]:
    """Each of click's messages (each form of a plural) as a pattern of its English text."""
    from .clickmsgs import MESSAGES

    found = []
    for message in MESSAGES:
        forms = message if isinstance(message, tuple) else (message,)
        for form, text in enumerate(forms):
            if "{" not in text:
                continue
            parts, at = [], 0
            for field in _FIELD.finditer(text):
                parts.append(re.escape(text[at:field.start()]))
                parts.append(f"(?P<{field.group(1)}>.+?)")
                at = field.end()
            found.append((re.compile("".join(parts) + re.escape(text[at:]), re.S), message, form))
    return sorted(found, key=lambda item: -len(item[0].pattern))


def _fill(text: str, values: dict[str, str]) -> str:
    return _FIELD.sub(lambda m: values.get(m.group(1), m.group(0)), text)


def local(text: str, tr: Translator) -> str:
    """An English text that click wrote from one of its messages, in the reader's language (as it
    is when it is none of them)."""
    if tr.lang == "en":
        return text
    if "{" not in text and (found := tr.gettext(text)) is not text:
        return found
    for pattern, message, form in _patterns():
        match = pattern.fullmatch(text)
        if match is None:
            continue
        values = {k: local(v, tr) if k == "message" else tr.gettext(TYPE_NAMES.get(v, v)) if k == "number_type" else v
                  for k, v in match.groupdict().items()}
        if isinstance(message, tuple):
            count = 1 if form == 0 else _count(values)
            return _fill(tr.ngettext(message[0], message[1], count), values)
        return _fill(tr.gettext(message), values)
    return text


def _count(values: dict[str, str]) -> int:
    """How many a plural message of click's counts: its number, else the items of its list (at least 2)."""
    if values.get("nargs", "").isdigit():
        return int(values["nargs"])
    items = next((v for k, v in values.items() if k in ("possibilities", "choices", "args")), "")
    return max(2, len(re.split(r",\s*|\s+", items.strip())))


def message(err: click.ClickException, tr: Translator) -> str:
    """The message of one of click's errors, in the reader's language."""
    if isinstance(err, (click.NoSuchOption, click.exceptions.NoSuchCommand)):
        text = local(err.message, tr)
        if err.possibilities:
            shown = ", ".join(repr(p) for p in sorted(err.possibilities))
            text += " " + tr.ngettext("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)",
                                      len(err.possibilities)).format(possibility=shown, possibilities=shown)
        return text
    if isinstance(err, click.MissingParameter):
        kind = err.param_type or (err.param.param_type_name if err.param is not None else None)
        words = {"argument": N_("Missing argument"), "option": N_("Missing option"),
                 "parameter": N_("Missing parameter")}
        missing = tr.gettext(words[kind]) if kind in words else tr.gettext(N_("Missing {param_type}")).format(
            param_type=kind)
        hint = _hint(err)
        detail = local(err.message, tr) if err.message else ""
        extra = err.param.type.get_missing_message(param=err.param, ctx=err.ctx) if err.param is not None else None
        if extra:
            detail = f"{detail}. {local(extra, tr)}" if detail else local(extra, tr)
        return f"{missing}{f' {hint}' if hint else ''}.{f' {detail}' if detail else ''}"
    if isinstance(err, click.BadParameter):
        hint = _hint(err)
        if hint is None:
            return tr.gettext(N_("Invalid value: {message}")).format(message=local(err.message, tr))
        return tr.gettext(N_("Invalid value for {param_hint}: {message}")).format(
            param_hint=hint, message=local(err.message, tr))
    return local(err.format_message(), tr)


def _hint(err: click.BadParameter) -> str | None:
    hint = err.param_hint if err.param_hint is not None else (
        err.param.get_error_hint(err.ctx) if err.param is not None else None)
    if hint is None or isinstance(hint, str):
        return hint
    return " / ".join(repr(x) for x in hint)


def show(err: click.ClickException, tr: Translator) -> None:
    """One of click's errors on standard error, as click shows it, in the reader's language."""
    from .safetext import printable

    ctx = getattr(err, "ctx", None)
    if isinstance(err, click.UsageError) and ctx is not None:
        hint = ""
        names = ctx.command.get_help_option_names(ctx) if ctx.command.get_help_option(ctx) is not None else []
        if names:
            hint = tr.gettext(N_("Try '{command} {option}' for help.")).format(
                command=ctx.command_path, option=max(names, key=len)) + "\n"
        click.echo(f"{ctx.get_usage()}\n{hint}", err=True, color=ctx.color)
    click.echo(tr.gettext(N_("Error: {message}")).format(message=printable(message(err, tr))), err=True)
