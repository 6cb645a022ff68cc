"""Output: JSON for machines, rich on a terminal, plain text in a pipe.

The only module that imports rich, and only inside the functions that draw
tables, so that a piped ``referee check`` never loads it. Verdicts are drawn
with click's styling (already loaded), so a check in a terminal stays fast
too. ``NO_COLOR`` turns colour off everywhere.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, TextIO

import click

from .i18n import N_, NP_, Msg, Translator
from .verdict import ERROR_KINDS, Finding, Problem, RefereeError, Verdict

if TYPE_CHECKING:
    from rich.console import Console

    from .games.base import Cell, MoveOption, ScoreSheet
    from .rulebook import Clause, Rulebook
    from .simulate import Report


def color_enabled(stream: TextIO | None = None) -> bool:
    stream = stream or sys.stdout
    if os.environ.get("NO_COLOR"):
        return False
    return bool(getattr(stream, "isatty", lambda: False)())


def emit_json(data: Any) -> None:
    import json

    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


def _style(text: str, **kw: Any) -> str:
    return click.style(text, **kw) if color_enabled() else text


def _console(stderr: bool = False) -> Console:
    from rich.console import Console

    return Console(stderr=stderr, no_color=bool(os.environ.get("NO_COLOR")) or None, highlight=False)


# -- errors ------------------------------------------------------------------

def problem_dict(problem: Problem, tr: Translator) -> dict[str, Any]:
    return {"path": problem.path, "line": problem.line, "message": tr.render(problem.msg)}


def error_kind(err: RefereeError) -> str:
    """The ``error`` field of the JSON: one of ``verdict.ERROR_KINDS`` (README: "Errors")."""
    for cls in type(err).__mro__:
        if cls in ERROR_KINDS:
            return ERROR_KINDS[cls]
    return "InputError"


def error_dict(err: RefereeError, tr: Translator) -> dict[str, Any]:
    return {
        "error": error_kind(err),
        "message": tr.render(err.msg),
        "source": err.source,
        "problems": [problem_dict(p, tr) for p in err.problems],
    }


def render_error(err: RefereeError, tr: Translator, as_json: bool = False) -> None:
    """With ``as_json`` only the JSON (on standard output); else the heading,
    the message and every problem with its place, on standard error."""
    if as_json:
        emit_json(error_dict(err, tr))
        return
    heading = tr.gettext(err.heading)
    stderr_color = not os.environ.get("NO_COLOR") and sys.stderr.isatty()

    def style(text: str, **kw: Any) -> str:
        return click.style(text, **kw) if stderr_color else text

    click.echo(f"{style(heading, fg='red', bold=True)}: {tr.render(err.msg)}", err=True)
    for problem in err.problems:
        where = []
        if err.source and problem.line:
            # TRANSLATORS: %(file)s is the file name as the user gave it, %(line)s is a line number
            where.append(tr.render(Msg(N_("%(file)s, line %(line)s"), file=err.source, line=problem.line)))
        elif problem.line:
            # TRANSLATORS: %(line)s is a line number
            where.append(tr.render(Msg(N_("line %(line)s"), line=problem.line)))
        if problem.path:
            where.append(problem.path)
        prefix = style(": ".join(where), bold=True) + ": " if where else ""
        click.echo(f"  - {prefix}{tr.render(problem.msg)}", err=True)


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
    if not color_enabled():
        for r in rows:
            # TRANSLATORS: %(min)s is a number of players, %(max)s is a number of players, %(language)s is a language name
            players = tr.render(Msg(N_("%(min)s–%(max)s players"), min=r["players"]["min"], max=r["players"]["max"]))
            # TRANSLATORS: %(language)s is the name of a language
            source = tr.render(Msg(N_("source: %(language)s"), language=language_name(r["source_language"], tr)))
            click.echo(f"{r['id']}\t{r['name']}\t{players}\t{source}")
        return
    from rich.table import Table

    table = Table(title=tr.gettext("Games"))
    for head in (N_("Id"), N_("Name"), N_("Players"), N_("Source language"), N_("About")):
        table.add_column(tr.gettext(head))
    for r in rows:
        table.add_row(r["id"], r["name"], f"{r['players']['min']}–{r['players']['max']}",
                      language_name(r["source_language"], tr), r["summary"])
    _console().print(table)


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
        "house_rules": [{"id": h, "flips": e["flips"], "text": book.house_rule_text(h, tr)}
                        for h, e in book.house_rules.items()],
    }
    if compare is not None:
        data["compare"] = {"locale": compare.lang,
                           "rules": [clause_dict(book, c, compare, examples=False) for c in clauses]}
    if moves is not None:
        data["moves"] = [{"syntax": s, "text": tr.render(m)} for s, m in moves]
    return data


def render_rules(book: Rulebook, clauses: list[Clause], tr: Translator, as_json: bool,
                 compare: Translator | None = None, moves: list[tuple[str, Msg]] | None = None,
                 whole: bool = True) -> None:
    """The rules of a game: the whole rulebook (``whole``: with its components)
    or the clauses asked for; JSON always carries the components."""
    if as_json:
        emit_json(rules_dict(book, clauses, tr, compare, moves))
        return
    if compare is not None:
        _rules_side_by_side(book, clauses, tr, compare)
    elif color_enabled():
        _rules_rich(book, clauses, tr, whole)
    else:
        _rules_plain(book, clauses, tr, whole)
    if moves is not None:
        click.echo("")
        click.echo(_style(tr.gettext("Moves"), bold=True))
        for syntax, msg in moves:
            click.echo(f"  {_style(syntax, fg='cyan')}")
            click.echo(f"      {tr.render(msg)}")


def _rules_plain(book: Rulebook, clauses: list[Clause], tr: Translator, whole: bool) -> None:
    click.echo(f"{book.name} — {book.summary(tr)}")
    if whole and book.components:
        click.echo("")
        click.echo(f"== {book.components_title(tr)} ==")
        for comp in book.components:
            click.echo(f"{comp.count:>5} × {book.component_text(comp, tr)}")
    section = None
    for c in clauses:
        sid = book.section_of(c)
        if sid != section:
            section = sid
            click.echo("")
            click.echo(f"== {book.section_title(sid, tr) if sid else book.name} ==")
        click.echo(f"{c.id}  [{tr.gettext(KIND_NAMES[c.kind])}]  {c.t_title(tr)}")
        click.echo(f"    {c.t_text(tr)}")
        if c.reason:
            click.echo(f"    {tr.gettext(LABEL_REASON)}: {c.t_reason(tr)}")
        if c.house_rule:
            click.echo(f"    {tr.gettext(LABEL_HOUSE_RULE)}: --house-rule {c.house_rule}")
        click.echo(f"    {tr.gettext(LABEL_SOURCES)}: {', '.join(c.sources_text(tr))}")
        for ex in c.examples:
            click.echo(f"    {tr.gettext(LABEL_EXAMPLE)}: {_example_line(ex, tr)}")


def _example_line(ex: dict[str, Any], tr: Translator) -> str:
    where = ex["position"] if isinstance(ex.get("position"), str) else tr.gettext("inline position")
    rules = "".join(f" --house-rule {h}" for h in ex.get("house_rules", []))
    return f"{where} «{ex['move']}»{rules} → {tr.gettext(ex['verdict'].upper())}"


def _rules_rich(book: Rulebook, clauses: list[Clause], tr: Translator, whole: bool) -> None:
    from rich.panel import Panel
    from rich.table import Table
    from rich.text import Text

    console = _console()
    console.print(Text(f"{book.name}", style="bold"), Text(f"— {book.summary(tr)}", style="italic"))
    if whole and book.components:
        table = Table(title=book.components_title(tr), show_header=False, title_style="bold", title_justify="left")
        table.add_column(justify="right", style="cyan")
        table.add_column()
        for comp in book.components:
            table.add_row(f"{comp.count} ×", book.component_text(comp, tr))
        console.print(table)
    section = None
    kind_styles = {"fact": "blue", "rule": "green", "ruling": "magenta", "variant": "yellow"}
    for c in clauses:
        sid = book.section_of(c)
        if sid != section:
            section = sid
            console.rule(Text(book.section_title(sid, tr) if sid else book.name, style="bold"))
        body = Text()
        body.append(c.t_text(tr))
        reason = c.t_reason(tr)
        if reason:
            body.append(f"\n{tr.gettext(LABEL_REASON)}: ", style="bold magenta")
            body.append(reason, style="italic")
        if c.house_rule:
            body.append(f"\n{tr.gettext(LABEL_HOUSE_RULE)}: ", style="bold")
            body.append(f"--house-rule {c.house_rule}", style="cyan")
        body.append(f"\n{tr.gettext(LABEL_SOURCES)}: {', '.join(c.sources_text(tr))}", style="dim")
        for ex in c.examples:
            body.append(f"\n{tr.gettext(LABEL_EXAMPLE)}: {_example_line(ex, tr)}", style="dim")
        title = Text()
        title.append(c.id, style="cyan")
        title.append(f"  [{tr.gettext(KIND_NAMES[c.kind])}] ", style=kind_styles[c.kind])
        title.append(c.t_title(tr), style="bold")
        console.print(Panel(body, title=title, title_align="left", expand=True))


def _rules_side_by_side(book: Rulebook, clauses: list[Clause], tr: Translator, other: Translator) -> None:
    if not color_enabled():
        for c in clauses:
            click.echo(f"{c.id}")
            click.echo(f"  [{tr.lang}] {c.t_title(tr)}: {c.t_text(tr)}")
            click.echo(f"  [{other.lang}] {c.t_title(other)}: {c.t_text(other)}")
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


def search_dict(hits: list[tuple[Rulebook, Clause, str]], query: str, tr: Translator) -> dict[str, Any]:
    """The JSON of ``referee search``."""
    return {"query": query, "locale": tr.lang, "results": [
        {"game": book.game, "id": c.id, "kind": c.kind, "title": c.t_title(tr), "text": text}
        for book, c, text in hits]}


def render_search(hits: list[tuple[Rulebook, Clause, str]], query: str, tr: Translator, as_json: bool) -> None:
    if as_json:
        emit_json(search_dict(hits, query, tr))
        return
    if not hits:
        # TRANSLATORS: %(query)s is the search text
        click.echo(tr.render(Msg(N_("No rule matches %(query)s."), query=query)))
        return
    # TRANSLATORS: %(count)s is the number of rules found, %(query)s the search text
    click.echo(tr.render(Msg(NP_("%(count)s rule matches %(query)s:", "%(count)s rules match %(query)s:"),
                             count=len(hits), query=query)))
    for _book, c, text in hits:
        click.echo(f"{_style(c.id, fg='cyan')}  {_style(c.t_title(tr), bold=True)}")
        click.echo(f"    {text}")


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


def render_simulation(report: Report, tr: Translator, as_json: bool) -> None:
    data = report.as_dict()
    data["problems"] = [dict(p, message=tr.render(p["message"])) for p in report.problems]
    if as_json:
        emit_json(data)
        return
    rate = report.moves / report.seconds if report.seconds else 0.0
    # TRANSLATORS: %(game)s is the game id; %(games)s games were played with %(moves)s moves
    # in %(seconds)s seconds (%(rate)s moves a second)
    click.echo(tr.render(Msg(NP_("%(game)s: %(games)s game, %(moves)s moves in %(seconds)s s (%(rate)s moves/s).",
                                 "%(game)s: %(games)s games, %(moves)s moves in %(seconds)s s (%(rate)s moves/s)."),
                             n=report.games, game=report.game, games=report.games, moves=report.moves,
                             seconds=f"{report.seconds:.2f}", rate=f"{rate:.0f}")))
    if not report.problems:
        click.echo(_style(tr.gettext("No problems found."), fg="green"))
        return
    # TRANSLATORS: %(count)s is the number of problems found by the random games
    click.echo(_style(tr.render(Msg(NP_("%(count)s problem:", "%(count)s problems:"), count=len(report.problems))),
                      fg="red", bold=True))
    for p in data["problems"][:20]:
        # TRANSLATORS: %(seed)s is the seed of the game, %(move)s the move, %(problem)s what went wrong
        click.echo("  - " + tr.render(Msg(N_("seed %(seed)s, move %(move)s: %(problem)s"),
                                          seed=p["seed"], move=p["move"] or "-", problem=p["message"])))


# -- verdicts, moves -------------------------------------------------------------

OUTCOME_NAMES = {"legal": N_("LEGAL"), "illegal": N_("ILLEGAL"), "undetermined": N_("UNDETERMINED")}
OUTCOME_COLORS = {"legal": "green", "illegal": "red", "undetermined": "yellow"}


def finding_dict(f: Finding, tr: Translator, quote: bool) -> dict[str, Any]:
    out: dict[str, Any] = {"rule": f.rule, "message": tr.render(f.msg)}
    if f.kind:
        out["kind"] = f.kind
    if f.values:
        out["values"] = f.values
    text = tr.rule_text(f.rule) if quote and f.rule else None
    if text:
        out["quote"] = text
    return out


def verdict_dict(v: Verdict, tr: Translator) -> dict[str, Any]:
    return {
        "game": v.game,
        "move": v.move,
        "locale": tr.lang,
        "verdict": v.outcome,
        "reasons": [finding_dict(f, tr, True) for f in v.reasons],
        "effects": [finding_dict(f, tr, False) for f in v.effects],
        "notes": [finding_dict(f, tr, True) for f in v.notes],
        "missing": [finding_dict(f, tr, True) for f in v.missing],
        "text": v.shown(),
        "choices": [finding_dict(f, tr, True) for f in v.choices],
        "completions": list(v.completions),
        "instead": list(v.instead),
        "forced": [finding_dict(f, tr, False) for f in v.forced],
    }


def render_verdict(v: Verdict, tr: Translator, as_json: bool) -> None:
    """Rule texts are quoted from the compiled catalog (``Translator.rule_text``),
    so a check never has to parse the rules files."""
    if as_json:
        emit_json(verdict_dict(v, tr))
        return
    outcome = v.outcome
    click.echo(f"{_style(tr.gettext(OUTCOME_NAMES[outcome]), fg=OUTCOME_COLORS[outcome], bold=True)}  {v.shown()}")

    def quote(rule: str | None) -> None:
        text = tr.rule_text(rule) if rule else None
        if text:
            click.echo(_style(f"      “{text}”", dim=True))

    groups: list[tuple[str, Iterable[Finding], bool]] = [
        (N_("Broken rules"), v.reasons, True),
        (N_("Missing facts"), v.missing, True),
        (N_("Choices still open"), v.choices, True),
        (N_("Effects"), v.effects, False),
        (N_("Rulings relied on"), v.notes, True),
    ]
    for heading, group, quoted in groups:
        findings = list(group)
        if not findings:
            continue
        click.echo(_style(tr.gettext(heading), bold=True))
        for f in findings:
            rule = f"[{_style(f.rule, fg='cyan')}] " if f.rule else ""
            click.echo(f"  - {rule}{tr.render(f.msg)}")
            if quoted:
                quote(f.rule)
    _move_list(N_("Legal completions"), [v.shown(c) for c in v.completions], tr)
    if v.forced and len(v.instead) == 1:
        click.echo(_style(tr.gettext(N_("The only legal move instead")), bold=True))
        click.echo(f"  {_style(v.shown(v.instead[0]), fg='cyan')}")
        for f in v.forced:
            click.echo(f"  - {tr.render(f.msg)}")
    else:
        _move_list(N_("What may be played instead"), [v.shown(m) for m in v.instead], tr)


def _move_list(heading: str, moves: list[str], tr: Translator) -> None:
    if not moves:
        return
    click.echo(_style(tr.gettext(heading), bold=True))
    for move in moves:
        click.echo(f"  {_style(move, fg='cyan')}")


def moves_dict(options: Sequence[MoveOption[Any]], shown: Sequence[str], game: str, tr: Translator,
               limit_hit: bool) -> dict[str, Any]:
    """The JSON of ``referee moves``: canonical moves, and ``texts`` as the reader's language writes them."""
    return {"game": game, "moves": [o.text for o in options], "texts": list(shown),
            "choices": {o.text: tr.render(o.choices) for o in options if o.choices},
            "truncated": limit_hit}


def render_moves(options: Sequence[MoveOption[Any]], shown: Sequence[str], game: str, tr: Translator,
                 as_json: bool, limit_hit: bool) -> None:
    """``shown`` holds each option's move as the reader's language writes it."""
    if as_json:
        emit_json(moves_dict(options, shown, game, tr, limit_hit))
        return
    if not options:
        click.echo(tr.gettext("No move is known to be legal here: there is none, or every move depends on a fact "
                              "the position leaves out (a hidden hand or rack); check a move to see which."))
        return
    # TRANSLATORS: %(count)s is a number
    click.echo(tr.render(Msg(NP_("%(count)s legal move:", "%(count)s legal moves:"), count=len(options))))
    for o, text in zip(options, shown, strict=True):
        line = f"  {_style(text, fg='cyan')}"
        if o.choices:
            line += f"    ({tr.render(o.choices)})"
        click.echo(line)
    if limit_hit:
        click.echo(tr.gettext("The list was cut at the limit; raise it with --limit."))


# -- positions, replays ------------------------------------------------------------

def dump_yaml(data: Any) -> str:
    import yaml

    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    return yaml.dump(data, Dumper=dumper, sort_keys=False, allow_unicode=True, default_flow_style=None, width=100)


def render_position(data: dict[str, Any], as_json: bool) -> None:
    """A position as YAML (or JSON) that ``check``, ``moves`` and ``apply`` read again."""
    if as_json:
        emit_json(data)
    else:
        click.echo(dump_yaml(data), nl=False)


def render_replay(game: str, verdicts: list[Verdict], outcome: str, position: dict[str, Any], tr: Translator,
                  as_json: bool) -> None:
    """``referee replay``: one line per legal move, the full verdict of the last
    (or of the first that is not legal), and the count when all are legal."""
    if as_json:
        emit_json({"game": game, "verdict": outcome, "checked": len(verdicts),
                   "moves": [verdict_dict(v, tr) for v in verdicts], "position": position})
        return
    for index, verdict in enumerate(verdicts):
        if verdict.legal and index < len(verdicts) - 1:
            click.echo(f"{index + 1:>3}. {verdict.move}  ✓")
        else:
            click.echo(f"{index + 1:>3}.", nl=False)
            click.echo(" ", nl=False)
            render_verdict(verdict, tr, False)
    if not verdicts or verdicts[-1].legal:
        # TRANSLATORS: %(count)s is a number
        click.echo(tr.render(Msg(NP_("The %(count)s move is legal.", "All %(count)s moves are legal."),
                                 count=len(verdicts))))


# -- score sheets --------------------------------------------------------------------

#: a cell's colour key -> its rich style on a terminal
CELL_STYLES = {"red": "bold white on red", "blue": "bold white on blue", "green": "bold black on green",
               "yellow": "bold black on yellow", "purple": "bold white on magenta", "black": "bold white on black",
               "white": "bold black on white", "orange": "bold black on dark_orange"}


def cell_text(cell: Cell) -> str:
    """A square as plain text: its text (``.`` when empty) and its mark after a dot."""
    text = cell.text or "."
    return f"{text}·{cell.mark}" if cell.mark else text


def render_score(sheet: ScoreSheet, tr: Translator, as_json: bool) -> None:
    """``referee score``: any game's ``ScoreSheet``. JSON is the sheet's data
    (with the locale); on a terminal a coloured board and a table; in a pipe
    the same as plain text."""
    if as_json:
        emit_json({**sheet.data, "locale": tr.lang})
        return
    head = [tr.render(c) for c in sheet.columns]
    rows = [[tr.render(cell) for cell in row] for row in sheet.rows]
    if color_enabled():
        _score_rich(sheet, head, rows, tr)
    else:
        _score_plain(sheet, head, rows, tr)


def _labels(labels: Sequence[str], count: int) -> list[str]:
    return [labels[i] if i < len(labels) else "" for i in range(count)]


def _score_plain(sheet: ScoreSheet, head: list[str], rows: list[list[str]], tr: Translator) -> None:
    click.echo(tr.render(sheet.title))
    if sheet.board:
        click.echo("")
        for line in sheet.legend:
            click.echo(tr.render(line))
        texts = [[cell_text(c) for c in row] for row in sheet.board]
        width = max([len(t) for row in texts for t in row] + [len(x) for x in sheet.column_labels] + [1]) + 2
        row_labels = _labels(sheet.row_labels, len(texts))
        margin = max([len(x) for x in row_labels] + [0]) + 3
        if sheet.column_labels:
            click.echo((" " * margin + "".join(f"{x:<{width}}" for x in sheet.column_labels)).rstrip())
        for label, row in zip(row_labels, texts, strict=True):
            click.echo((f"{label:<{margin}}" + "".join(f"{t:<{width}}" for t in row)).rstrip())
    if head or rows:
        click.echo("")
        table = [head, *rows] if head else rows
        widths = [max(len(r[i]) if i < len(r) else 0 for r in table) for i in range(max(len(r) for r in table))]
        for r in table:
            click.echo("  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=False)).rstrip())
    if sheet.summary:
        click.echo("")
        for line in sheet.summary:
            click.echo(tr.render(line))


def _score_rich(sheet: ScoreSheet, head: list[str], rows: list[list[str]], tr: Translator) -> None:
    from rich import box
    from rich.table import Table
    from rich.text import Text

    console = _console()
    console.print(Text(tr.render(sheet.title), style="bold"))
    if sheet.board:
        for line in sheet.legend:
            console.print(Text(tr.render(line), style="italic"))
        board = Table(box=box.SQUARE, show_lines=True, padding=(0, 0), show_header=bool(sheet.column_labels))
        width = max([len(cell_text(c)) for row in sheet.board for c in row] + [3]) + 1
        board.add_column("")
        for label in _labels(sheet.column_labels, len(sheet.board[0])):
            board.add_column(label, justify="center", width=width)
        for label, row in zip(_labels(sheet.row_labels, len(sheet.board)), sheet.board, strict=True):
            cells = [Text(label, style="bold")]
            for cell in row:
                if cell.colour is None:
                    shade = "dim" if (cell.zone or 0) % 2 == 0 else "dim reverse"
                    cells.append(Text(f"{cell.text or '·':^{width}}", style=shade))
                else:
                    text = Text(f"{cell.text:^{width - len(cell.mark)}}", style=CELL_STYLES.get(cell.colour, "bold"))
                    if cell.mark:
                        text.append(cell.mark, style="bold")
                    cells.append(text)
            board.add_row(*cells)
        console.print(board)
    if head or rows:
        table = Table(show_header=bool(head))
        for column in head or [""] * max(len(r) for r in rows):
            table.add_column(column)
        for r in rows:
            table.add_row(*r)
        console.print(table)
    for index, line in enumerate(sheet.summary):
        console.print(Text(tr.render(line), style="bold" if index == 0 else ""))
