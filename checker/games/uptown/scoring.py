"""Scoring (``referee score``): groups per player, captures, ranking, under the Uptown rules or
the Blockers! variant, as the JSON of ``score --json`` and as a ``ScoreSheet`` a generic
renderer draws (table, board of group labels, verdict lines)."""

from __future__ import annotations

from typing import Any

from ...i18n import Msg
from ...verdict import UsageError
from ..base import Cell, Data, ScoreSheet
from . import messages as m
from .messages import TEXTS, colour_msg
from .model import CODES, COLOURS, ROWS, VARIANTS, Position, groups_of, sq_name, zone_of
from .movegen import finished
from .notation import cell_text

__all__ = ["VARIANTS", "final", "score", "sheet", "tally"]
#: the house rule that reads Blockers! as Board Game Arena's code does (uptown.two-players.blockers)
BY_PLAYER = "blockers-by-player"


def final(pos: Position) -> Data:
    """Who won a game that is over, under the Uptown rules (``standing``), worked out once and kept
    in the position's cache: the judge of the move that ends the game and ``outcome`` both ask it.
    Shared: read it, never change it."""
    kept = pos.cache.score
    if kept is None:
        kept = pos.cache.score = standing(pos, "uptown", True)
    return kept


def tally(pos: Position, variant: str, finished: bool) -> Data:
    """The score as ``score --json`` gives it (without ``locale``): the ``standing`` with every group
    by its squares, and the board by group labels and by tiles."""
    labels: list[list[str | None]] = [[None] * 9 for _ in range(9)]
    groups_list = []
    for c in pos.colours_in_play:
        for number, group in enumerate(groups_of(pos.colour, c), 1):
            label = f"{CODES[c]}{number}"
            groups_list.append({"id": label, "colour": COLOURS[c], "player": pos.players[pos.owner(c)],
                                "squares": [sq_name(s) for s in group]})
            for s in group:
                labels[s // 9][s % 9] = label
    return {
        **standing(pos, variant, finished), "groups": groups_list,
        "board": {ROWS[r]: [labels[r][k] for k in range(9)] for r in range(9)},
        "tiles": {ROWS[r]: [cell_text(pos.colour[r * 9 + k], pos.face[r * 9 + k]) for k in range(9)]
                  for r in range(9)},
    }


def standing(pos: Position, variant: str, finished: bool) -> Data:
    """Groups, captures, scores, ranks, the winners and how a tie was broken, with the rules they come
    from: ``tally`` without the groups' squares and the board. The groups of each colour are counted
    once a position (``Position.groups``)."""
    if variant == "blockers" and not pos.captures_known:
        raise UsageError(Msg(m.M_BLOCKERS_CAPTURES, example="captured: {}"))
    rows: list[dict[str, Any]] = []
    for p, name in enumerate(pos.players):
        per_colour: dict[str, int] = {}
        for c, _ in pos.captured[p]:
            per_colour[COLOURS[c]] = per_colour.get(COLOURS[c], 0) + 1
        total = sum(per_colour.values())
        most = max(per_colour.values(), default=0)
        if BY_PLAYER in pos.house_rules:
            # Board Game Arena's code: the tiles captured from one opponent player, their colours together
            per_owner: dict[int, int] = {}
            for c, _ in pos.captured[p]:
                per_owner[pos.owner(c)] = per_owner.get(pos.owner(c), 0) + 1
            most = max(per_owner.values(), default=0)
        groups = {COLOURS[c]: pos.groups(c) for c in pos.owned[p]}
        gsum = sum(groups.values())
        score = gsum + most if variant == "blockers" else gsum
        rows.append({"name": name, "colours": [COLOURS[c] for c in pos.owned[p]], "groups": groups,
                     "groups_total": gsum, "captured": per_colour, "captured_total": total,
                     "captured_most": most, "score": score, "bga_points": -gsum})
    if not pos.captures_known:
        for r in rows:
            r["captured"] = r["captured_total"] = r["captured_most"] = None
    keys = [(r["score"], r["captured_total"] or 0) for r in rows]
    for r, key in zip(rows, keys, strict=False):
        r["rank"] = 1 + sum(1 for k in keys if k < key)
    winners = [r["name"] for r in rows if r["rank"] == 1]
    best = min(r["score"] for r in rows)
    on_score = [r for r in rows if r["score"] == best]
    tie_break = None
    if len(on_score) > 1 and not pos.captures_known:
        # the tie goes to fewer captured tiles, and nobody knows them: no winner, no ranks among the tied
        tie_break = "captures-unknown"
        winners = []
        for r in on_score:
            r["rank"] = 1
    elif len(winners) > 1:
        tie_break = "shared"
    elif len(on_score) > 1:
        tie_break = "captures"
    rules = ["uptown.score.groups", "uptown.score.tie", "uptown.group.lone-tile"]
    if variant == "blockers":
        rules = ["uptown.variant.blockers.score", "uptown.variant.blockers.tie", "uptown.group.lone-tile"]
    if len(pos.players) == 2:
        rules.append("uptown.two-players.score")
        if variant == "blockers":
            rules.append("uptown.two-players.blockers")
    if finished and not pos.game_over():
        rules.append("uptown.end.blocked")
    return {
        "game": "uptown", "variant": variant, "finished": finished,
        "to_move": pos.players[pos.to_move], "players": rows, "winners": winners,
        "tie_break": tie_break, "rules": rules,
    }


def _plain(fmt: str, **params: Any) -> Msg:
    """A cell put together from translated parts; the format itself has no words to translate."""
    return Msg(fmt, **params)


def _by_colour(counts: dict[str, int], sep: str) -> tuple[str, dict[str, Any]]:
    fmt = sep.join(f"%(c{i})s {n}" for i, n in enumerate(counts.values()))
    return fmt, {f"c{i}": colour_msg(COLOURS.index(c)) for i, c in enumerate(counts)}


def score(pos: Position, variant: str) -> ScoreSheet:
    """The score sheet of ``referee score`` under one of ``VARIANTS``."""
    return sheet(pos, variant, finished(pos))


def sheet(pos: Position, variant: str, finished: bool) -> ScoreSheet:
    data = tally(pos, variant, finished)
    blockers = variant == "blockers"
    columns = [Msg(TEXTS[k]) for k in ("player", "colours", "groups", "captured")]
    if blockers:
        columns.append(Msg(TEXTS["most"]))
    columns += [Msg(TEXTS["score"]), Msg(TEXTS["rank"])]
    rows: list[list[str | Msg]] = []
    for p in data["players"]:
        colours = _plain("%(colours)s", colours=[colour_msg(COLOURS.index(c)) for c in p["colours"]])
        groups: str | Msg = str(p["groups_total"])
        if len(p["groups"]) > 1:
            fmt, params = _by_colour(p["groups"], " + ")
            groups = _plain(f"{fmt} = {p['groups_total']}", **params)
        captured: str | Msg = m.NO_CAPTURES if p["captured"] is not None else Msg(TEXTS["unknown"])
        if p["captured"]:
            fmt, params = _by_colour(p["captured"], ", ")
            captured = _plain(f"{p['captured_total']} ({fmt})", **params)
        row: list[str | Msg] = [p["name"], colours, groups, captured]
        if blockers:
            row.append(str(p["captured_most"]))  # known: the Blockers! score is refused without captured
        row += [str(p["score"]), str(p["rank"])]
        rows.append(row)
    board = []
    for r, row_name in enumerate(ROWS):
        cells = []
        for k in range(9):
            index = r * 9 + k
            c, face = pos.colour[index], pos.face[index]
            cells.append(Cell((face or ".") if c >= 0 else ".", COLOURS[c] if c >= 0 else None, zone_of(index),
                              data["board"][row_name][k] or ""))
        board.append(cells)
    key = "winner" if len(data["winners"]) == 1 else "shared"
    if not data["finished"]:
        key = "leader"
    summary = [Msg(TEXTS["finished"] if data["finished"] else TEXTS["running"])]
    if data["tie_break"] == "captures-unknown":
        summary.append(Msg(TEXTS["tie_unknown"], winners=[p["name"] for p in data["players"] if p["rank"] == 1]))
    else:
        summary.append(Msg(TEXTS[key], winners=data["winners"]))
    if data["tie_break"] == "captures":
        summary.append(Msg(TEXTS["tie_captures"]))
    elif data["tie_break"] == "shared":
        summary.append(Msg(TEXTS["tie_shared"]))
    return ScoreSheet(data, Msg(TEXTS["title_blockers" if blockers else "title"]), columns, rows, board,
                       row_labels=list(ROWS), column_labels=[str(k) for k in range(1, 10)],
                       legend=[m.board_legend()], summary=summary)
