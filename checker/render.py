"""Output: JSON for machines, rich on a terminal, plain text in a pipe.

The only module that imports rich, and only inside the functions that draw
tables, so that a piped ``referee check`` never loads it. Verdicts are drawn
with click's styling (already loaded), so a check in a terminal stays fast
too. ``NO_COLOR`` turns colour off everywhere.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TextIO

import click

from .i18n import N_, NP_, Msg, Translator
from .safetext import json_text, printable, unsafe
from .verdict import ERROR_KINDS, Finding, Outcome, OutputError, Problem, RefereeError, Verdict

if TYPE_CHECKING:
    from rich.console import Console

    from .games.base import MoveOption
    from .rulebook import Clause, Rulebook
    from .simulate import Report


def terminal(stream: TextIO | None = None) -> bool:
    """Whether ``stream`` (standard output by default) is a terminal."""
    stream = stream or sys.stdout
    return bool(getattr(stream, "isatty", lambda: False)())


def color_enabled(stream: TextIO | None = None) -> bool:
    return terminal(stream) and not os.environ.get("NO_COLOR")


def term_width(err: bool = False) -> int | None:
    """The width to wrap at: the terminal's, or None (no wrapping) in a pipe."""
    if not terminal(sys.stderr if err else sys.stdout):
        return None
    import shutil

    return max(shutil.get_terminal_size().columns, 20)


def wrap(line: str, width: int | None, hang: str | None = None) -> list[str]:
    """``line`` broken at spaces to fit ``width`` (never inside a word; ANSI
    styles count as nothing), continued under ``hang`` (default: the line's own
    indent). A word longer than the line stays whole."""
    if width is None or len(click.unstyle(line)) <= width:
        return [line]
    import re

    # the indent, after any styles the line opens with (a dim quote keeps its indent too)
    start = re.match(r"(?:\x1b\[[0-9;]*m)*( *)", line)
    assert start is not None  # the pattern matches the empty string
    lead, spaces = start.group(0), start.group(1)
    hang = spaces if hang is None else hang
    out: list[str] = []
    current, used, empty = lead, len(spaces), True
    for word in line[len(lead):].split(" "):
        size = len(click.unstyle(word))
        if not empty and size and used + 1 + size > width:
            out.append(current.rstrip(" "))
            current, used, empty = hang + word, len(hang) + size, False
            continue
        current += word if empty else " " + word
        used += size if empty else 1 + size
        empty = empty and not size
    out.append(current.rstrip(" "))
    return out


_pages: list[list[str]] = []  # the output held back for the pager (``paged``)


def _write(text: str, err: bool = False) -> None:
    if _pages and not err:
        _pages[-1].append(text)
    else:
        click.echo(text, nl=False, err=err)


def echo(text: str = "", hang: str | None = None, err: bool = False) -> None:
    """A line (or lines) of text, wrapped at word boundaries on a terminal."""
    width = term_width(err)
    lines = [piece for line in text.split("\n") for piece in wrap(line, width, hang)]
    _write("\n".join(lines) + "\n", err)


class _Sink:
    """rich's output, sent through ``_write`` (and so through the pager)."""

    def __init__(self, err: bool = False) -> None:
        self.err = err

    def write(self, text: str) -> int:
        _write(text, self.err)
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return terminal(sys.stderr if self.err else sys.stdout)


class paged:
    """Hold the output back and show it through the pager (``PAGER``, else
    ``less``) when it is longer than the terminal; in a pipe it is written as
    it comes. Used as ``with paged(): ...``."""

    def __enter__(self) -> None:
        if terminal(sys.stdout) and terminal(sys.stdin):
            _pages.append([])

    def __exit__(self, *exc: object) -> None:
        if not _pages:
            return
        text = "".join(_pages.pop())
        if exc[0] is not None:
            click.echo(text, nl=False)
            return
        import shutil

        if text.count("\n") < shutil.get_terminal_size().lines - 1:
            click.echo(text, nl=False)
        else:
            click.echo_via_pager(text, color=color_enabled())


def emit_json(data: Any) -> None:
    """``data`` as JSON on standard output (``json_dumps``)."""
    click.echo(json_dumps(data))


def json_dumps(data: Any) -> str:
    """The JSON text ``--json`` prints, less its closing newline: the values as they are
    (``safetext.json_text`` escapes, within the JSON syntax, what a terminal would act on)."""
    import json

    return json_text(json.dumps(data, ensure_ascii=False, indent=2))


def _style(text: str, **kw: Any) -> str:
    return click.style(text, **kw) if color_enabled() else text


def _console(stderr: bool = False) -> Console:
    from rich.console import Console

    sink: Any = _Sink(stderr)  # a text stream as far as rich is concerned
    return Console(file=sink, width=term_width(stderr) or 100, force_terminal=sink.isatty(),
                   no_color=bool(os.environ.get("NO_COLOR")) or None, highlight=False)


# -- errors ------------------------------------------------------------------

def problem_dict(problem: Problem, tr: Translator) -> dict[str, Any]:
    return {"path": problem.path, "line": problem.line, "message": tr.render(problem.msg, raw=True)}


def error_kind(err: RefereeError) -> str:
    """The ``error`` field of the JSON: one of ``verdict.ERROR_KINDS`` (README: "Errors")."""
    for cls in type(err).__mro__:
        if cls in ERROR_KINDS:
            return ERROR_KINDS[cls]
    return "InputError"


def error_dict(err: RefereeError, tr: Translator) -> dict[str, Any]:
    return {
        "error": error_kind(err),
        "message": tr.render(err.msg, raw=True),
        "source": err.source,
        "problems": [problem_dict(p, tr) for p in err.problems],
    }


def render_error(err: RefereeError, tr: Translator, as_json: bool = False) -> None:
    """With ``as_json`` only the JSON (on standard output); else the heading,
    the message and every problem with its place, on standard error (an ``OutputError``
    always so: standard output is what failed)."""
    if as_json and not isinstance(err, OutputError):
        emit_json(error_dict(err, tr))
        return
    heading = tr.gettext(err.heading)
    stderr_color = not os.environ.get("NO_COLOR") and sys.stderr.isatty()

    def style(text: str, **kw: Any) -> str:
        return click.style(text, **kw) if stderr_color else text

    echo(f"{style(heading, fg='red', bold=True)}: {tr.render(err.msg)}", err=True)
    for problem in err.problems:
        where = []
        if err.source and problem.line:
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(line)s is a line number
            where.append(tr.render(Msg(N_("%(file)s, line %(line)s"), file=err.source, line=problem.line)))
        elif problem.line:
            # TRANSLATORS: %(line)s is a line number
            where.append(tr.render(Msg(N_("line %(line)s"), line=problem.line)))
        if problem.path:
            where.append(printable(problem.path))
        prefix = style(": ".join(where), bold=True) + ": " if where else ""
        echo(f"  - {prefix}{tr.render(problem.msg)}", hang="    ", err=True)


# -- games, rules, search ------------------------------------------------------

def render_games(books: list[Rulebook], tr: Translator, as_json: bool) -> None:
    rows = []
    for book in books:
        d = book.data
        rows.append({
            "id": book.game, "name": book.name, "aliases": d.get("aliases") or [],
            "players": d["players"], "source_language": d["source_language"],
            "summary": book.summary(tr),
        })
    if as_json:
        emit_json({"locale": tr.lang, "games": rows})
        return
    for r in rows:
        # TRANSLATORS: %(min)s is a number of players, %(max)s is a number of players
        players = tr.render(Msg(N_("%(min)s–%(max)s players"), min=r["players"]["min"], max=r["players"]["max"]))
        # TRANSLATORS: %(language)s is the name of a language
        source = tr.render(Msg(N_("source: %(language)s"), language=language_name(r["source_language"], tr)))
        # TRANSLATORS: %(aliases)s is a list of other names of a game (blockers)
        also = tr.render(Msg(N_("also: %(aliases)s"), aliases=r["aliases"])) if r["aliases"] else ""
        if not terminal():
            echo("\t".join([r["id"], r["name"], players, source, also]).rstrip("\t"))
            continue
        extra = f" ({also})" if also else ""
        echo(f"{_style(r['id'], fg='cyan', bold=True)}{extra}  {_style(r['name'], bold=True)} · {players} · {source}",
             hang="    ")
        echo(f"    {r['summary']}")


def language_name(code: str, tr: Translator) -> str:
    names = {"en": N_("English"), "nl": N_("Dutch"), "pl": N_("Polish"), "es": N_("Spanish"), "fy": N_("Frisian")}
    return tr.gettext(names[code]) if code in names else code


LABEL_REASON, LABEL_HOUSE_RULE = N_("Reason"), N_("House rule")
LABEL_SOURCES, LABEL_EXAMPLE = N_("Sources"), N_("Example")
KIND_NAMES = {"fact": N_("fact"), "rule": N_("rule"), "ruling": N_("ruling"), "variant": N_("variant")}


def clause_dict(book: Rulebook, clause: Clause, tr: Translator, examples: bool = True) -> dict[str, Any]:
    out = {
        "id": clause.id,
        "kind": clause.kind,
        "title": clause.t_title(tr),
        "text": clause.t_text(tr),
        "section": book.section_of(clause),
        "sources": clause.source,
    }
    if clause.reason:
        out["reason"] = clause.t_reason(tr)
    if clause.house_rule:
        out["house_rule"] = clause.house_rule
    if examples and clause.examples:
        out["examples"] = clause.examples
    return out


def rules_dict(book: Rulebook, clauses: list[Clause], tr: Translator, compare: Translator | None = None,
               moves: list[tuple[str, Msg]] | None = None) -> dict[str, Any]:
    """The JSON of ``referee rules`` (also served by ``referee serve``); it always carries the components."""
    data: dict[str, Any] = {
        "game": book.game, "name": book.name, "locale": tr.lang,
        "summary": book.summary(tr),
        "components": [{"id": c.id, "count": c.count, "text": book.component_text(c, tr)}
                       for c in book.components],
        "rules": [clause_dict(book, c, tr) for c in clauses],
        "house_rules": [{"id": h, "flips": e["flips"], "title": book.house_rule_title(h, tr),
                         "text": book.house_rule_text(h, tr)}
                        for h, e in book.house_rules.items()],
    }
    if compare is not None:
        data["compare"] = {"locale": compare.lang,
                           "rules": [clause_dict(book, c, compare, examples=False) for c in clauses]}
    if moves is not None:
        data["moves"] = [{"syntax": s, "text": tr.render(m, raw=True)} for s, m in moves]
    return data


def render_rules(book: Rulebook, clauses: list[Clause], tr: Translator, as_json: bool,
                 compare: Translator | None = None, moves: list[tuple[str, Msg]] | None = None,
                 whole: bool = True) -> None:
    """The rules of a game: the whole rulebook (``whole``: with its components)
    or the clauses asked for; JSON always carries the components."""
    if as_json:
        emit_json(rules_dict(book, clauses, tr, compare, moves))
        return
    if moves is not None:
        render_move_syntax(moves, tr)
        return
    with paged():
        if compare is not None:
            _rules_side_by_side(book, clauses, tr, compare)
        else:
            _rules_text(book, clauses, tr, whole)


def render_move_syntax(moves: list[tuple[str, Msg]], tr: Translator) -> None:
    """``rules GAME --moves``: how to write each move, and what it means."""
    echo(_style(tr.gettext("Moves"), bold=True))
    for syntax, msg in moves:
        echo(f"  {_style(syntax, fg='cyan')}", hang="    ")
        echo(f"      {tr.render(msg)}")


def _heading(text: str) -> None:
    echo("")
    echo(_style(f"== {text} ==", bold=True) if color_enabled() else f"== {text} ==", hang="   ")


def _rules_text(book: Rulebook, clauses: list[Clause], tr: Translator, whole: bool) -> None:
    """The rulebook as text: plain in a pipe, styled and wrapped on a terminal."""
    kind_colors = {"fact": "blue", "rule": "green", "ruling": "magenta", "variant": "yellow"}
    echo(f"{_style(book.name, bold=True)} — {book.summary(tr)}")
    if whole and book.components:
        _heading(book.components_title(tr))
        for comp in book.components:
            echo(f"{comp.count:>5} × {book.component_text(comp, tr)}", hang="        ")
    section = None
    for c in clauses:
        sid = book.section_of(c)
        if sid != section:
            section = sid
            _heading(book.section_title(sid, tr) if sid else book.name)
        kind = _style(f"[{tr.gettext(KIND_NAMES[c.kind])}]", fg=kind_colors[c.kind])
        echo(f"{_style(c.id, fg='cyan')}  {kind}  {_style(c.t_title(tr), bold=True)}", hang="    ")
        echo(f"    {c.t_text(tr)}")
        if c.reason:
            echo(f"    {_style(tr.gettext(LABEL_REASON) + ':', fg='magenta', bold=True)} {c.t_reason(tr)}")
        if c.house_rule:
            echo(f"    {tr.gettext(LABEL_HOUSE_RULE)}: {_style('--house-rule ' + c.house_rule, fg='cyan')}")
        echo(_style(f"    {tr.gettext(LABEL_SOURCES)}: {', '.join(c.sources_text(tr))}", dim=True))
        for ex in c.examples:
            echo(_style(f"    {tr.gettext(LABEL_EXAMPLE)}: {_example_line(ex, tr)}", dim=True))


def _example_line(ex: dict[str, Any], tr: Translator) -> str:
    where = ex["position"] if isinstance(ex.get("position"), str) else tr.gettext("inline position")
    rules = "".join(f" --house-rule {h}" for h in ex.get("house_rules", []))
    return f"{where} {tr.quote(ex['move'])}{rules} → {tr.gettext(ex['verdict'].upper())}"


def _rules_side_by_side(book: Rulebook, clauses: list[Clause], tr: Translator, other: Translator) -> None:
    if not color_enabled():
        for c in clauses:
            echo(f"{c.id}")
            echo(f"  [{tr.lang}] {c.t_title(tr)}: {c.t_text(tr)}")
            echo(f"  [{other.lang}] {c.t_title(other)}: {c.t_text(other)}")
        return
    from rich.table import Table

    table = Table(show_lines=True, title=book.name)
    table.add_column(tr.gettext("Rule"), style="cyan", no_wrap=True)
    table.add_column(language_name(tr.lang, tr))
    table.add_column(language_name(other.lang, tr))
    for c in clauses:
        table.add_row(c.id, f"[bold]{_esc(c.t_title(tr))}[/bold]\n{_esc(c.t_text(tr))}",
                      f"[bold]{_esc(c.t_title(other))}[/bold]\n{_esc(c.t_text(other))}")
    _console().print(table)


def _esc(text: str) -> str:
    from rich.markup import escape

    return escape(text)


def search_dict(hits: Sequence[tuple[Rulebook, Clause, str, str]], query: str, tr: Translator) -> dict[str, Any]:
    """The JSON of ``referee search`` (also served by ``referee serve``). Each hit: the book, the clause, its
    text in the reader's language and the language the query matched in."""
    return {"query": query, "locale": tr.lang, "results": [
        {"game": book.game, "id": c.id, "kind": c.kind, "title": c.t_title(tr), "text": text, "matched": lang}
        for book, c, text, lang in hits]}


def render_search(hits: Sequence[tuple[Rulebook, Clause, str, str]], query: str, tr: Translator,
                  as_json: bool) -> None:
    """Each hit: the book, the clause, its text in the reader's language and the language the query matched in."""
    if as_json:
        emit_json(search_dict(hits, query, tr))
        return
    if not hits:
        # TRANSLATORS: %(query)s is the search text
        echo(tr.render(Msg(N_("No rule matches %(query)s."), query=tr.quote(query))))
        return
    # TRANSLATORS: %(count)s is the number of rules found, %(query)s the search text
    echo(tr.render(Msg(NP_("%(count)s rule matches %(query)s:", "%(count)s rules match %(query)s:"),
                       count=len(hits), query=tr.quote(query))))
    for _book, c, text, lang in hits:
        # TRANSLATORS: %(language)s is the name of the language the search text was found in
        found = ("  " + _style(tr.render(Msg(N_("(found in %(language)s)"), language=language_name(lang, tr))),
                               dim=True)) if lang != tr.lang else ""
        echo(f"{_style(c.id, fg='cyan')}  {_style(c.t_title(tr), bold=True)}{found}", hang="    ")
        echo(f"    {text}")


# -- simulations ------------------------------------------------------------

class simulation_progress:
    """A rich progress bar on a terminal; nothing in a pipe or with --json.
    Used as ``with simulation_progress(total, tr, enabled) as step: ... step(done)``."""

    def __init__(self, total: int, tr: Translator, enabled: bool = True) -> None:
        self.total = total
        self.tr = tr
        self.enabled = enabled and sys.stderr.isatty()
        self._progress: Any = None

    def __enter__(self) -> Callable[[int], None]:
        if not self.enabled:
            return lambda done: None
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

        progress = Progress("{task.description}", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                            console=_console(stderr=True), transient=True)
        self._progress = progress
        progress.start()
        task = progress.add_task(self.tr.gettext("Playing"), total=self.total)
        return lambda done: progress.update(task, completed=done)

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.stop()


#: the most problems of a simulation listed as text (``--json`` has them all)
MOST_PROBLEMS = 20


def render_simulation(report: Report, tr: Translator, as_json: bool) -> None:
    data = report.as_dict()
    data["problems"] = [dict(p, message=tr.render(p["message"], raw=True)) for p in report.problems]
    if as_json:
        emit_json(data)
        return
    rate = report.moves / report.seconds if report.seconds else 0.0
    # TRANSLATORS: %(game)s is the game id; %(games)s games were played with %(moves)s moves
    # in %(duration)s (a time such as 0.37s, %(rate)s moves a second)
    echo(tr.render(Msg(NP_("%(game)s: %(games)s game, %(moves)s moves in %(duration)s (%(rate)s moves/s).",
                           "%(game)s: %(games)s games, %(moves)s moves in %(duration)s (%(rate)s moves/s)."),
                       n=report.games, game=report.game, games=tr.format_decimal(report.games),
                       moves=tr.format_decimal(report.moves), duration=tr.format_seconds(report.seconds),
                       rate=tr.format_decimal(round(rate)))))
    if not report.problems:
        echo(_style(tr.gettext("No problems found."), fg="green"))
        return
    # TRANSLATORS: %(count)s is the number of problems found by the random games
    echo(_style(tr.render(Msg(NP_("%(count)s problem:", "%(count)s problems:"), count=len(report.problems))),
                      fg="red", bold=True))
    for p in data["problems"][:MOST_PROBLEMS]:
        # TRANSLATORS: %(seed)s is the seed of the game, %(move)s the move, %(problem)s what went wrong
        echo("  - " + tr.render(Msg(N_("seed %(seed)s, move %(move)s: %(problem)s"),
                                    seed=p["seed"], move=p["move"] or "-", problem=p["message"])), hang="    ")
    if len(data["problems"]) > MOST_PROBLEMS:
        # TRANSLATORS: closes a list of problems cut short; %(count)s problems are not listed
        echo("  " + tr.render(Msg(NP_("… and %(count)s more, not listed; --json lists them all.",
                                      "… and %(count)s more, not listed; --json lists them all."),
                                  count=len(data["problems"]) - MOST_PROBLEMS)), hang="    ")


# -- verdicts, moves -------------------------------------------------------------

OUTCOME_NAMES: dict[Outcome, str] = {"legal": N_("LEGAL"), "illegal": N_("ILLEGAL"), "undetermined": N_("UNDETERMINED")}
OUTCOME_COLORS: dict[Outcome, str] = {"legal": "green", "illegal": "red", "undetermined": "yellow"}


def finding_dict(f: Finding, tr: Translator, quote: bool) -> dict[str, Any]:
    out: dict[str, Any] = {"rule": f.rule, "message": tr.render(f.msg, raw=True)}
    if f.kind:
        out["kind"] = f.kind
    if f.values:
        out["values"] = f.values
    text = tr.rule_text(f.rule) if quote and f.rule else None
    if text:
        out["quote"] = text
    return out


def verdict_dict(v: Verdict, tr: Translator) -> dict[str, Any]:
    # (the verdict's fields made when first read, ``verdict._Later``, each read once here)
    move, texts, completions, instead, readings = v.move, v.texts, v.completions, v.instead, v.readings
    shown = texts.get(move, move)  # ``v.shown()``
    return {
        "game": v.game,
        "move": move,
        "locale": tr.lang,
        "verdict": v.outcome,
        "reasons": [finding_dict(f, tr, True) for f in v.reasons],
        "effects": [finding_dict(f, tr, False) for f in v.effects],
        "notes": [finding_dict(f, tr, True) for f in v.notes],
        "missing": [finding_dict(f, tr, True) for f in v.missing],
        "text": shown,
        "choices": [finding_dict(f, tr, True) for f in v.choices],
        "completions": list(completions),
        "instead": list(instead),
        "forced": [finding_dict(f, tr, False) for f in v.forced],
        # the move reader (checker.reader): the move as said, the reading shown when it was not written
        # in the notation, and the answer per reading of a phrase that reads several ways
        "said": v.said,
        "read_as": shown if v.read_as and not readings else None,
        "readings": [verdict_dict(r, tr) for _text, r in readings],
        # every move of this verdict (the move, completions, instead) as the reader's language writes it
        "texts": {text: texts.get(text, text) for text in (move, *completions, *instead)},
    }


def moves_dict(options: Sequence[MoveOption[Any]], shown: Sequence[str], game: str, tr: Translator,
               limit_hit: bool) -> dict[str, Any]:
    """The JSON of ``referee moves``: canonical moves, and ``texts`` as the reader's language writes them."""
    return {"game": game, "moves": [o.text for o in options], "texts": list(shown),
            "choices": {o.text: tr.render(o.choices, raw=True) for o in options if o.choices},
            "truncated": limit_hit}


def render_moves(options: Sequence[MoveOption[Any]], shown: Sequence[str], game: str, tr: Translator,
                 as_json: bool, limit_hit: bool, left: int = 0, counted: bool = True) -> None:
    """``shown`` holds each option's move as the reader's language writes it; ``left``: the legal
    moves beyond the limit (all of them if ``counted``, else at least that many)."""
    if as_json:
        emit_json(moves_dict(options, shown, game, tr, limit_hit))
        return
    if not options:
        echo(tr.gettext("No move is known to be legal here: there is none, or every move depends on a fact "
                              "the position leaves out (a hidden hand or rack); check a move to see which."))
        return
    # TRANSLATORS: %(count)s is a number
    echo(tr.render(Msg(NP_("%(count)s legal move:", "%(count)s legal moves:"), count=len(options))))
    for o, text in zip(options, shown, strict=True):
        line = f"  {_style(printable(text), fg='cyan')}"
        if o.choices:
            line += f"    ({tr.render(o.choices)})"
        echo(line, hang="      ")
    if limit_hit and counted:
        # TRANSLATORS: closes a list of moves cut at --limit; %(count)s moves are not listed, %(all)s is
        # the number of legal moves in all (the --limit that lists them all)
        echo("  " + tr.render(Msg(NP_("… and %(count)s more, not listed; --limit %(all)s lists them all.",
                                      "… and %(count)s more, not listed; --limit %(all)s lists them all."),
                                  count=left, all=len(options) + left)), hang="    ")
    elif limit_hit:
        # TRANSLATORS: closes a list of moves cut at --limit; more than %(count)s moves are not listed
        echo("  " + tr.render(Msg(NP_("… and more than %(count)s more, not listed; a higher --limit lists more.",
                                      "… and more than %(count)s more, not listed; a higher --limit lists more."),
                                  count=left)), hang="    ")


# -- positions, replays ------------------------------------------------------------

def dump_yaml(data: Any) -> str:
    """``data`` as YAML, letters of every language as they are. YAML escapes the C0 and
    C1 controls itself but writes bidi controls as they are: a text holding one is
    written with every character beyond ASCII escaped (it reads back the same)."""
    import yaml

    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    text: str = yaml.dump(data, Dumper=dumper, sort_keys=False, allow_unicode=True, default_flow_style=None,
                          width=100)
    if unsafe(text.replace("\n", "")):
        text = yaml.dump(data, Dumper=dumper, sort_keys=False, allow_unicode=False, default_flow_style=None,
                         width=100)
    return text


def render_position(data: dict[str, Any], as_json: bool) -> None:
    """A position as YAML (or JSON) that ``check``, ``moves`` and ``apply`` read again."""
    if as_json:
        emit_json(data)
    else:
        click.echo(dump_yaml(data), nl=False)
