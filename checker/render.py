"""Output: JSON for machines, rich on a terminal, plain text in a pipe.

The only module that imports rich, and only inside the functions that draw
tables, so that a piped ``referee check`` never loads it. Verdicts are drawn
with click's styling (already loaded), so a check in a terminal stays fast
too. ``NO_COLOR`` turns colour off everywhere.
"""

from __future__ import annotations

import os
import sys
from typing import Any, Iterable

import click

from .i18n import Msg, N_, NP_, Translator
from .verdict import Finding, Problem, RefereeError, Verdict


def color_enabled(stream=None) -> bool:
    stream = stream or sys.stdout
    if os.environ.get("NO_COLOR"):
        return False
    return bool(getattr(stream, "isatty", lambda: False)())


def emit_json(data: Any) -> None:
    import json

    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


def _style(text: str, **kw: Any) -> str:
    return click.style(text, **kw) if color_enabled() else text


def _console(stderr: bool = False):
    from rich.console import Console

    return Console(stderr=stderr, no_color=bool(os.environ.get("NO_COLOR")) or None, highlight=False)


# -- errors ------------------------------------------------------------------

def problem_dict(problem: Problem, tr: Translator) -> dict:
    return {"path": problem.path, "line": problem.line, "message": tr.render(problem.msg)}


def error_dict(err: RefereeError, tr: Translator) -> dict:
    return {
        "error": type(err).__name__,
        "message": tr.render(err.msg),
        "source": err.source,
        "problems": [problem_dict(p, tr) for p in err.problems],
    }


def render_error(err: RefereeError, tr: Translator, as_json: bool = False) -> None:
    if as_json:
        emit_json(error_dict(err, tr))
    heading = tr.gettext(err.heading)
    stderr_color = not os.environ.get("NO_COLOR") and sys.stderr.isatty()
    style = (lambda t, **k: click.style(t, **k)) if stderr_color else (lambda t, **k: t)
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

def render_games(books: list, tr: Translator, as_json: bool) -> None:
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


LABEL_REASON, LABEL_HOUSE_RULE, LABEL_SOURCES, LABEL_EXAMPLE = N_("Reason"), N_("House rule"), N_("Sources"), N_("Example")
KIND_NAMES = {"fact": N_("fact"), "rule": N_("rule"), "ruling": N_("ruling"), "variant": N_("variant")}


def clause_dict(book, clause, tr: Translator, examples: bool = True) -> dict:
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


def rules_dict(book, clauses: list, tr: Translator, compare: Translator | None = None,
               moves: list[tuple[str, Msg]] | None = None) -> dict:
    """The JSON of ``referee rules`` (also served by ``referee serve``)."""
    data: dict[str, Any] = {
        "game": book.game, "name": book.name, "locale": tr.lang,
        "summary": book.summary(tr),
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


def render_rules(book, clauses: list, tr: Translator, as_json: bool, compare: Translator | None = None,
                 moves: list[tuple[str, Msg]] | None = None) -> None:
    if as_json:
        emit_json(rules_dict(book, clauses, tr, compare, moves))
        return
    if compare is not None:
        _rules_side_by_side(book, clauses, tr, compare)
    elif color_enabled():
        _rules_rich(book, clauses, tr)
    else:
        _rules_plain(book, clauses, tr)
    if moves is not None:
        click.echo("")
        click.echo(_style(tr.gettext("Moves"), bold=True))
        for syntax, msg in moves:
            click.echo(f"  {_style(syntax, fg='cyan')}")
            click.echo(f"      {tr.render(msg)}")


def _rules_plain(book, clauses: list, tr: Translator) -> None:
    click.echo(f"{book.name} — {book.summary(tr)}")
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


def _example_line(ex: dict, tr: Translator) -> str:
    where = ex["position"] if isinstance(ex.get("position"), str) else tr.gettext("inline position")
    rules = "".join(f" --house-rule {h}" for h in ex.get("house_rules", []))
    return f"{where} «{ex['move']}»{rules} → {tr.gettext(ex['verdict'].upper())}"


def _rules_rich(book, clauses: list, tr: Translator) -> None:
    from rich.panel import Panel
    from rich.text import Text

    console = _console()
    console.print(Text(f"{book.name}", style="bold"), Text(f"— {book.summary(tr)}", style="italic"))
    section = None
    kind_styles = {"fact": "blue", "rule": "green", "ruling": "magenta", "variant": "yellow"}
    for c in clauses:
        sid = book.section_of(c)
        if sid != section:
            section = sid
            console.rule(Text(book.section_title(sid, tr) if sid else book.name, style="bold"))
        body = Text()
        body.append(c.t_text(tr))
        if c.reason:
            body.append(f"\n{tr.gettext(LABEL_REASON)}: ", style="bold magenta")
            body.append(c.t_reason(tr), style="italic")
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


def _rules_side_by_side(book, clauses: list, tr: Translator, other: Translator) -> None:
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


def search_dict(hits: list, query: str, tr: Translator) -> dict:
    """The JSON of ``referee search``."""
    return {"query": query, "locale": tr.lang, "results": [
        {"game": book.game, "id": c.id, "kind": c.kind, "title": c.t_title(tr), "text": text}
        for book, c, text in hits]}


def render_search(hits: list, query: str, tr: Translator, as_json: bool) -> None:
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
    for book, c, text in hits:
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
        self._progress = None
        self._task = None

    def __enter__(self):
        if not self.enabled:
            return lambda done: None
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

        self._progress = Progress("{task.description}", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                                  console=_console(stderr=True), transient=True)
        self._progress.start()
        self._task = self._progress.add_task(self.tr.gettext("Playing"), total=self.total)
        return lambda done: self._progress.update(self._task, completed=done)

    def __exit__(self, *exc) -> None:
        if self._progress is not None:
            self._progress.stop()


def render_simulation(report, tr: Translator, as_json: bool) -> None:
    data = report.as_dict()
    data["problems"] = [dict(p, message=tr.render(p["message"])) for p in report.problems]
    if as_json:
        emit_json(data)
        return
    rate = report.moves / report.seconds if report.seconds else 0.0
    # TRANSLATORS: %(game)s is the game id; %(games)s games were played with %(moves)s moves
    # in %(seconds)s seconds (%(rate)s moves a second)
    click.echo(tr.render(Msg(N_("%(game)s: %(games)s games, %(moves)s moves in %(seconds)s s (%(rate)s moves/s)."),
                             game=report.game, games=report.games, moves=report.moves,
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


def finding_dict(f: Finding, tr: Translator, quote: bool) -> dict:
    out: dict[str, Any] = {"rule": f.rule, "message": tr.render(f.msg)}
    if f.kind:
        out["kind"] = f.kind
    if f.values:
        out["values"] = f.values
    text = tr.rule_text(f.rule) if quote and f.rule else None
    if text:
        out["quote"] = text
    return out


def verdict_dict(v: Verdict, tr: Translator) -> dict:
    return {
        "game": v.game,
        "move": v.move,
        "locale": tr.lang,
        "verdict": v.outcome,
        "reasons": [finding_dict(f, tr, True) for f in v.reasons],
        "effects": [finding_dict(f, tr, False) for f in v.effects],
        "notes": [finding_dict(f, tr, True) for f in v.notes],
        "missing": [finding_dict(f, tr, True) for f in v.missing],
    }


def render_verdict(v: Verdict, tr: Translator, as_json: bool) -> None:
    """Rule texts are quoted from the compiled catalog (``Translator.rule_text``),
    so a check never has to parse the rules files."""
    if as_json:
        emit_json(verdict_dict(v, tr))
        return
    outcome = v.outcome
    click.echo(f"{_style(tr.gettext(OUTCOME_NAMES[outcome]), fg=OUTCOME_COLORS[outcome], bold=True)}  {v.move}")

    def quote(rule: str | None) -> None:
        text = tr.rule_text(rule) if rule else None
        if text:
            click.echo(_style(f"      “{text}”", dim=True))

    groups: list[tuple[str, Iterable[Finding], bool]] = [
        (N_("Broken rules"), v.reasons, True),
        (N_("Missing facts"), v.missing, True),
        (N_("Effects"), v.effects, False),
        (N_("Rulings relied on"), v.notes, True),
    ]
    for heading, findings, quoted in groups:
        findings = list(findings)
        if not findings:
            continue
        click.echo(_style(tr.gettext(heading), bold=True))
        for f in findings:
            rule = f"[{_style(f.rule, fg='cyan')}] " if f.rule else ""
            click.echo(f"  - {rule}{tr.render(f.msg)}")
            if quoted:
                quote(f.rule)


def moves_dict(options: list, game: str, tr: Translator, limit_hit: bool) -> dict:
    """The JSON of ``referee moves``."""
    return {"game": game, "moves": [o.text for o in options],
            "choices": {o.text: tr.render(o.choices) for o in options if o.choices},
            "truncated": limit_hit}


def render_moves(options: list, game: str, tr: Translator, as_json: bool, total: int, limit_hit: bool) -> None:
    if as_json:
        emit_json(moves_dict(options, game, tr, limit_hit))
        return
    if not options:
        click.echo(tr.gettext("No move is known to be legal here: there is none, or every move depends on a fact "
                              "the position leaves out (a hidden hand or rack); check a move to see which."))
        return
    # TRANSLATORS: %(count)s is a number
    click.echo(tr.render(Msg(NP_("%(count)s legal move:", "%(count)s legal moves:"), count=total)))
    for o in options:
        line = f"  {_style(o.text, fg='cyan')}"
        if o.choices:
            line += f"    ({tr.render(o.choices)})"
        click.echo(line)
    if limit_hit:
        click.echo(tr.gettext("The list was cut at the limit; raise it with --limit."))


# -- score (Uptown) ----------------------------------------------------------------

def render_score(game, pos, data: dict, tr: Translator, as_json: bool) -> None:
    """``referee score``: JSON; on a terminal a coloured board (each tile shows
    its group number) and a table; in a pipe the same as plain text. Labels
    come from the game (``game.TEXTS``, ``game.colour_label``) so that they
    are translated with it."""
    if as_json:
        emit_json({**data, "locale": tr.lang})
        return
    text = {key: tr.render(Msg(msgid)) for key, msgid in game.TEXTS.items() if "%(" not in msgid}
    rows = _score_rows(game, data, tr, text)
    title = text["title_blockers"] if data["variant"] == "blockers" else text["title"]
    verdict = _score_verdict(game, data, tr, text)
    if color_enabled():
        _score_rich(data, rows, title, verdict, text)
    else:
        _score_plain(data, rows, title, verdict, text)


def _score_rows(game, data: dict, tr: Translator, text: dict) -> list[list[str]]:
    head = [text["player"], text["colours"], text["groups"], text["captured"]]
    if data["variant"] == "blockers":
        head.append(text["most"])
    head += [text["score"], text["rank"]]
    out = [head]
    for p in data["players"]:
        colours = tr.format_list([tr.render(game.colour_label(c)) for c in p["colours"]])
        groups = str(p["groups_total"])
        if len(p["groups"]) > 1:
            parts = " + ".join(f"{tr.render(game.colour_label(c))} {n}" for c, n in p["groups"].items())
            groups = f"{parts} = {p['groups_total']}"
        captured = text["none"]
        if p["captured"]:
            parts = ", ".join(f"{tr.render(game.colour_label(c))} {n}" for c, n in p["captured"].items())
            captured = f"{p['captured_total']} ({parts})"
        row = [p["name"], colours, groups, captured]
        if data["variant"] == "blockers":
            row.append(str(p["captured_most"]))
        row += [str(p["score"]), str(p["rank"])]
        out.append(row)
    return out


def _score_verdict(game, data: dict, tr: Translator, text: dict) -> list[str]:
    key = "winner" if len(data["winners"]) == 1 else "shared"
    if not data["finished"]:
        key = "leader"
    lines = [text["finished"] if data["finished"] else text["running"],
             tr.render(Msg(game.TEXTS[key], winners=data["winners"]))]
    if data["tie_break"] == "captures":
        lines.append(text["tie_captures"])
    elif data["tie_break"] == "shared":
        lines.append(text["tie_shared"])
    return lines


_SCORE_STYLES = {"red": "bold white on red", "blue": "bold white on blue", "green": "bold black on green",
                 "yellow": "bold black on yellow", "purple": "bold white on magenta"}


def _score_plain(data: dict, rows: list[list[str]], title: str, verdict: list[str], text: dict) -> None:
    click.echo(title)
    click.echo("")
    click.echo(text["board"])
    click.echo("    " + "".join(f"{k:<4}" for k in range(1, 10)).rstrip())
    for row, labels in data["board"].items():
        click.echo(f"{row}   " + "".join(f"{label or '.':<4}" for label in labels).rstrip())
    click.echo("")
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        click.echo("  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip())
    click.echo("")
    for line in verdict:
        click.echo(line)


def _score_rich(data: dict, rows: list[list[str]], title: str, verdict: list[str], text: dict) -> None:
    from rich import box
    from rich.table import Table
    from rich.text import Text

    colour_of = {g["id"]: g["colour"] for g in data["groups"]}
    board = Table(box=box.SQUARE, show_lines=True, padding=(0, 0))
    board.add_column("")
    for k in range(1, 10):
        board.add_column(str(k), justify="center", width=4)
    for row, labels in data["board"].items():
        cells = [Text(row, style="bold")]
        for label in labels:
            if label is None:
                cells.append(Text(f"{'·':^4}", style="dim"))
            else:
                cells.append(Text(f"{label:^4}", style=_SCORE_STYLES[colour_of[label]]))
        board.add_row(*cells)
    table = Table()
    for head in rows[0]:
        table.add_column(head)
    for r in rows[1:]:
        style = "bold" if r[-1] == "1" else None
        table.add_row(*r, style=style)
    console = _console()
    console.print(Text(title, style="bold"))
    console.print(Text(text["board"], style="italic"))
    console.print(board)
    console.print(table)
    for line in verdict:
        console.print(Text(line, style="bold" if line is verdict[1] else None))
