"""An answer fitted to the screen: what a terminal keeps in view when the command returns.

An answer is a list of ``Group``\\ s: a heading (the verdict line), then titled lists
(broken rules, effects, legal completions, ...), each item a line and, under a finding,
its quoted rule. In a pipe, or with ``--full``, all of it is written. On a terminal an
answer longer than the screen is shortened so that its first lines, the verdict and the
line that decides it, are still on the screen when the command returns:

1. the quoted rules are left out;
2. then the lists are cut from the end, the least important list first (``rank``), down
   to one item each, every cut list ending in a line that says how many items it left out;
3. then the lists other than the deciding one are cut down to their title.

``fit`` is told in what order the lists give way (``rank``: 0 never, 1 the deciding list,
then the rest) and how tall a line is on the screen (``height``); ``write_verdict`` gives
it a verdict's lists (``verdict_groups``) and the terminal's size. ``check``, ``apply``,
``replay`` and ``ask`` all write their verdicts through it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .i18n import N_, NP_, Msg, Translator
from .render import OUTCOME_COLORS, OUTCOME_NAMES, _style, echo, emit_json, term_width, verdict_dict, wrap
from .safetext import printable
from .verdict import RELIES, Finding, Verdict

# TRANSLATORS: closes an answer shortened to fit the terminal (the rule texts and some lists left out)
SHORTENED = N_("Shortened to fit the screen; --full shows it all.")

#: a line of text and the indent its wrapped continuation lines take (None: its own)
Line = tuple[str, str | None]


@dataclass
class Item:
    """One entry of a list: its line, and the quoted rule under it (left out first); ``short``:
    the line to write instead once the quote is left out (a ruling's title)."""

    line: Line
    quote: Line | None = None
    short: Line | None = None


@dataclass
class Group:
    """A titled list (``title`` may be empty: the heading). ``left``: items the answer itself
    already left out (a list cut at its most), counted in the list's closing line."""

    title: list[Line]
    items: list[Item] = field(default_factory=list)
    rank: int = 2
    left: int = 0


def lines(groups: list[Group], marker: Callable[[int], Line], shown: dict[int, int] | None = None,
          quotes: bool = True) -> list[Line]:
    """The lines of ``groups``: of group ``i`` its first ``shown[i]`` items (default: all), each
    with its quote when ``quotes``; a list with items left out ends in ``marker(count)``."""
    out: list[Line] = []
    for index, group in enumerate(groups):
        count = len(group.items) if shown is None else shown.get(index, len(group.items))
        out.extend(group.title)
        for item in group.items[:count]:
            out.append(item.line if quotes or item.short is None else item.short)
            if quotes and item.quote is not None:
                out.append(item.quote)
        left = len(group.items) - count + group.left
        if left:
            out.append(marker(left))
    return out


def fit(groups: list[Group], budget: int, height: Callable[[Line], int], marker: Callable[[int], Line],
        footer: Line) -> list[Line]:
    """The lines of ``groups``, shortened (as the module says) to at most ``budget`` screen lines
    where they can be; ``footer`` closes an answer that was shortened."""
    def tall(found: list[Line]) -> int:
        return sum(height(line) for line in found)

    whole = lines(groups, marker)
    if tall(whole) <= budget:
        return whole
    shown = {index: len(group.items) for index, group in enumerate(groups)}
    order = sorted((index for index, group in enumerate(groups) if group.rank > 0),
                   key=lambda index: (-groups[index].rank, index))

    def current() -> list[Line]:
        return [*lines(groups, marker, shown, quotes=False), footer]

    for floor in (1, 0):
        for index in order:
            least = floor if groups[index].rank > 1 else 1
            while shown[index] > least and tall(current()) > budget:
                shown[index] -= 1
    return current()


# -- verdicts --------------------------------------------------------------------------

def render_verdict(v: Verdict, tr: Translator, as_json: bool, number: str = "", full: bool = False,
                   after: int = 0) -> None:
    """Rule texts are quoted from the compiled catalog (``Translator.rule_text``),
    so a check never has to parse the rules files. On a terminal, unless ``full``,
    an answer taller than the screen is shortened (``checker.screen``) so that the
    verdict and the line that decides it stay in view; ``after``: the lines the
    caller writes after it."""
    if as_json:
        emit_json(verdict_dict(v, tr))
        return
    write_verdict(v, tr, number, full, after)


def render_replay(game: str, verdicts: list[Verdict], outcome: str, position: dict[str, Any], tr: Translator,
                  as_json: bool, full: bool = False) -> None:
    """``referee replay``: one line per legal move, the full verdict of the last
    (or of the first that is not legal), and the count when all are legal."""
    if as_json:
        emit_json({"game": game, "verdict": outcome, "checked": len(verdicts),
                   "moves": [verdict_dict(v, tr) for v in verdicts], "position": position})
        return
    for index, verdict in enumerate(verdicts):
        if verdict.legal and index < len(verdicts) - 1:
            echo(f"{index + 1:>3}. {printable(verdict.shown())}  ✓", hang="     ")
        else:
            render_verdict(verdict, tr, False, number=f"{index + 1:>3}. ", full=full, after=int(verdict.legal))
    if not verdicts or verdicts[-1].legal:
        # TRANSLATORS: %(count)s is a number
        echo(tr.render(Msg(NP_("The %(count)s move is legal.", "All %(count)s moves are legal."),
                                 count=len(verdicts))))


def write_verdict(v: Verdict, tr: Translator, number: str = "", full: bool = False, after: int = 0) -> None:
    """A verdict as text: whole in a pipe or with ``full``; on a terminal fitted to the screen,
    less the ``after`` lines the caller writes after it and the shell's prompt."""
    groups = verdict_groups(v, tr, number)
    width = term_width()
    if width is None or full:
        found = lines(groups, lambda count: _more(count, tr))
    else:
        def height(line: Line) -> int:
            return sum(len(wrap(piece, width, line[1])) for piece in line[0].split("\n"))

        footer = (_style(tr.gettext(SHORTENED), dim=True), None)
        found = fit(groups, screen_rows() - 1 - after, height, lambda count: _more(count, tr), footer)
    for text, hang in found:
        echo(text, hang=hang)


def write_summary(v: Verdict, tr: Translator) -> None:
    """The verdict line and the line that decides it, alone (``ask`` ends with them)."""
    groups = verdict_groups(v, tr)
    echo(*groups[0].title[0][:1], hang=groups[0].title[0][1])
    deciding = next((g for g in groups if g.rank == 1 and g.items), None)
    if deciding is not None:
        first = deciding.items[0]
        text, hang = first.short or first.line
        echo(text, hang=hang)


def verdict_groups(v: Verdict, tr: Translator, number: str = "") -> list[Group]:
    """A verdict as the lists it is written in (``checker.screen.Group``): the verdict line,
    then broken rules, missing facts, choices, effects, rulings, legal completions and what may
    be played instead. The deciding list gives way last: the broken rules of an illegal move,
    the missing facts of an undetermined one, the choices (else the rulings) of a legal one."""
    outcome = v.outcome
    heading = Group([(f"{number}{_style(tr.gettext(OUTCOME_NAMES[outcome]), fg=OUTCOME_COLORS[outcome], bold=True)}"
                      f"  {printable(v.shown())}", "    ")], rank=0)
    if v.read_as and v.said is not None and not v.readings:
        # TRANSLATORS: %(said)s is the move as the player said it (quoted), %(move)s the move it was read as
        heading.title.append((_style(tr.render(Msg(N_("(%(said)s, read as %(move)s)"), said=tr.quote(v.said),
                                                   move=v.shown())), dim=True), "    "))

    def quote(rule: str | None) -> Line | None:
        text = tr.rule_text(rule) if rule else None
        return (_style(f"      {tr.quote(text)}", dim=True), "       ") if text else None

    def title(text: str) -> list[Line]:
        return [(_style(tr.gettext(text), bold=True), None)]

    deciding = {"illegal": "reasons", "undetermined": "missing"}.get(outcome) or \
        ("choices" if v.choices else "notes" if v.notes else "effects")
    # the order the lists give way in, last first (after the deciding one)
    ranks = {"reasons": 2, "missing": 3, "choices": 4, "instead": 5, "completions": 6, "effects": 7, "notes": 8}
    groups = [heading]
    if v.readings:
        # a phrase that reads in more than one way: each reading's outcome (and, where they differ, why)
        differ = len({r.outcome for _t, r in v.readings}) > 1
        items = []
        for _text, r in v.readings:
            why = [*r.reasons, *r.missing][:1] if differ else []
            items.append(Item((f"  - {_style(printable(r.shown()), fg='cyan')}: "
                               f"{_style(tr.gettext(OUTCOME_NAMES[r.outcome]), fg=OUTCOME_COLORS[r.outcome])}", "    "),
                              (f"      {tr.render(why[0].msg)}", "      ") if why else None))
        groups.append(Group(title(N_("It reads in more than one way")), items, rank=1))
    kinds: list[tuple[str, str, list[Finding], bool]] = [
        ("reasons", N_("Broken rules"), v.reasons, True),
        ("missing", N_("Missing facts"), v.missing, True),
        ("choices", N_("Choices still open"), v.choices, True),
        ("effects", N_("Effects"), v.effects, False),
        ("notes", N_("Rulings relied on"), v.notes, True),
    ]
    for kind, heading_text, findings, quoted in kinds:
        if not findings:
            continue
        items = []
        for f in findings:
            rule = f"[{_style(f.rule, fg='cyan')}] " if f.rule else ""
            # a ruling relied on says only that; without its quote, its title says which reading it is
            named = tr.rule_text(f"{f.rule}:title") if f.rule and f.msg is RELIES else None
            items.append(Item((f"  - {rule}{tr.render(f.msg)}", "    "), quote(f.rule) if quoted else None,
                              (f"  - {rule}{named}", "    ") if named else None))
        groups.append(Group(title(heading_text), items, rank=1 if kind == deciding else ranks[kind]))

    def moves(kind: str, heading_text: str, texts: list[str], left: int) -> None:
        if texts:
            groups.append(Group(title(heading_text), [Item((f"  {_style(printable(v.shown(m)), fg='cyan')}", "    "))
                                                      for m in texts], rank=ranks[kind], left=left))

    moves("completions", N_("Legal completions"), v.completions, v.left.get("completions", 0))
    if v.forced and len(v.instead) == 1:
        groups.append(Group([*title(N_("The only legal move instead")),
                             (f"  {_style(printable(v.shown(v.instead[0])), fg='cyan')}", None)],
                            [Item((f"  - {tr.render(f.msg)}", "    ")) for f in v.forced], rank=ranks["instead"]))
    else:
        moves("instead", N_("What may be played instead"), v.instead, v.left.get("instead", 0))
    return groups


def _more(count: int, tr: Translator) -> Line:
    """The closing line of a list cut short."""
    # TRANSLATORS: closes a list that was cut short; %(count)s is the number of items not listed
    text = tr.render(Msg(NP_("… and %(count)s more, not listed here; --full lists them all.",
                             "… and %(count)s more, not listed here; --full lists them all."), count=count))
    return _style("  " + text, dim=True), "    "


def screen_rows() -> int:
    """The height of the terminal, in lines."""
    import shutil

    return max(shutil.get_terminal_size().lines, 5)


