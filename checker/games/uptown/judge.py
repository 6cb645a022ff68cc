"""Uptown's one turn engine: ``Turn`` plays a move on the position (``engine.Turn``).

``check`` runs it with a recording ``Verdict``, ``apply`` with a ``QuietVerdict``; it writes every
broken rule, missing fact (by field path: ``racks.red``), effect and ruling relied on into the
recorder, and gives the position after the move when the move is legal and every fact it needs
is known. Effects (and the work they need: group counts, the end of the game) are worked out only
for a recorder that keeps them. The placement rules come from ``rules`` (the move list asks the
same questions of every square).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...i18n import Msg, OneOf
from ...verdict import Made, Recorder, UsageError, said
from .. import engine
from . import messages as m
from .messages import colour_msg, face_msg, split_msg
from .model import (
    COLOURS,
    LAST,
    MATCH,
    NO_GROUPS,
    ROWS,
    SQUARE_NAMES,
    SYMBOLS,
    UNKNOWN,
    Move,
    Pass,
    Place,
    Position,
    answers_after,
    group_of,
    groups_after,
    groups_of,
    replaced,
    small_group,
    sq_name,
    successor,
    zone_of,
    zone_squares,
)
from .notation import move_text, parse_face
from .rules import PassFacts, blocked, colour_for, surely_placeable
from .words import NOTATION


def judge(pos: Position, move: Move, rec: Recorder, draws: Sequence[str] | None = None) -> Position | None:
    """Judge ``move`` into ``rec``; the position after it when it is legal, else None. ``draws``
    (``apply --draw``) must be what the move can draw, or it is a ``UsageError``."""
    return Turn(pos, rec, draws).run(move)


class Turn(engine.Turn[Position, Move]):
    """One turn of Uptown: a placement or a pass, and what follows from it."""

    __slots__ = ()

    def run(self, move: Move) -> Position | None:
        after = self._judge(move)
        self.release()
        return after

    def _judge(self, move: Move) -> Position | None:
        pos, v, full = self.pos, self.v, self.loud
        player = pos.to_move
        name = pos.players[player]
        if len(pos.owned[player]) > 1:
            v.note("uptown.two-players.turn")
        if pos.game_over():
            v.broken("uptown.end.trigger", Msg(m.B_GAME_OVER))
            v.note("uptown.end.four-left")
            return None
        if isinstance(move, Pass):
            return self._pass()
        colour = colour_for(pos, move)
        face, square = move.face, move.square
        if colour is None:
            v.broken("uptown.setup.rack", Msg(m.B_NEITHER_RACK, player=name, tile=face_msg(face)), player=name,
                     tile=face)
            colour = pos.owned[player][0]
        elif colour not in pos.owned[player]:
            v.broken("uptown.turn.place-one",
                     Msg(m.B_NOT_YOUR_COLOUR, player=name, colour=colour_msg(colour),
                         colours=[colour_msg(c) for c in pos.owned[player]]), player=name, colour=COLOURS[colour])
        elif pos.done(colour):
            v.broken("uptown.end.four-left", Msg(m.B_LAST_TURN_HAD, colour=colour_msg(colour)), colour=COLOURS[colour])
        else:
            if pos.maybe_done(colour):
                v.need("captured", "uptown.end.four-left", Msg(m.NEED_LAST_TURN, colour=colour_msg(colour)),
                       colour=COLOURS[colour])
            self._rack(colour, face)
        self._square(face, square, move.capture, player)
        if not v.legal:
            return None
        after = self.placed(colour, face, square)
        if full:
            self._effects(after, colour, face, square)
        return after

    def _rack(self, colour: int, face: str) -> None:
        pos, v = self.pos, self.v
        rack = pos.racks[colour]
        if face in rack:
            return
        where = pos.known_elsewhere(colour).get(face)
        values = {"colour": COLOURS[colour], "tile": face}
        waiting = where is None and face in pos.supplies[colour]
        if UNKNOWN not in rack or where is not None or waiting:
            if where is not None:
                v.broken("uptown.setup.rack",
                         Msg(m.B_ALREADY_PLAYED, colour=colour_msg(colour), tile=face_msg(face), where=where),
                         where=where, **values)
            elif waiting:
                v.broken("uptown.setup.rack", Msg(m.B_IN_SUPPLY, colour=colour_msg(colour), tile=face_msg(face)),
                         where="supply", **values)
            else:
                v.broken("uptown.setup.rack",
                         Msg(m.B_NOT_ON_RACK, colour=colour_msg(colour), tile=face_msg(face),
                             rack=[face_msg(f) for f in rack]), rack=list(rack), **values)
            return
        if face in pos.certain_faces(colour):
            return  # every other tile of the colour is accounted for: the hidden ones include this one
        hidden = rack.count(UNKNOWN)
        v.need(f"racks.{COLOURS[colour]}", "uptown.setup.rack",
               Msg(m.NEED_RACK, count=hidden, colour=colour_msg(colour), tile=face_msg(face)), hidden=hidden, **values)

    def _square(self, face: str, square: int, flagged: bool, player: int) -> None:
        pos, v, full = self.pos, self.v, self.loud
        sq = SQUARE_NAMES[square]
        target = pos.colour[square]
        if target >= 0:
            v.note("uptown.capture.match")
        if square not in MATCH[face]:
            r, col = square // 9, square % 9
            if face in ROWS:
                v.broken("uptown.place.letter", Msg(m.B_LETTER_ROW, tile=face, square=sq, row=ROWS[r]), tile=face,
                         square=sq)
            elif face.isdigit():
                v.broken("uptown.place.number", Msg(m.B_NUMBER_COLUMN, tile=face, square=sq, column=col + 1),
                         tile=face, square=sq)
            else:
                z = SYMBOLS.index(face)
                v.broken("uptown.place.symbol",
                         Msg(m.B_SYMBOL_ZONE, tile=face_msg(face), zone=zone_squares(z), square=sq,
                             other=face_msg(SYMBOLS[zone_of(square)])), tile=face, square=sq)
        if target < 0:
            if flagged:
                v.broken("uptown.capture.allowed", Msg(m.B_NOTHING_TO_CAPTURE, square=sq), square=sq)
            return
        owner = pos.owner(target)
        if owner == player:
            v.broken("uptown.capture.not-own",
                     Msg(m.B_OWN_COLOUR, square=sq, colour=colour_msg(target), player=pos.players[player]), square=sq,
                     colour=COLOURS[target])
            return
        v.note("uptown.capture.no-split")
        if full and small_group(pos.colour, square):
            v.note("uptown.capture.small-groups")
        if pos.splits(square):
            group = group_of(pos.colour, square)
            rest = set(group) - {square}
            parts = len(groups_of(tuple(pos.colour[i] if i in rest else -1 for i in range(81)), target))
            v.broken("uptown.capture.no-split", split_msg(square, target, pos.players[owner], parts), square=sq,
                     colour=COLOURS[target], group=[sq_name(s) for s in group], parts=parts)

    def _drawn(self, colour: int) -> str:
        """The tile a placement draws: the one given with ``--draw`` (which must be possible: else a
        ``UsageError``), else the front of a known supply, else an unknown tile."""
        pos, draws = self.pos, self.given
        supply = pos.supplies[colour]
        front = supply[0] if supply else UNKNOWN
        if not draws:
            return front
        text = draws[0]
        face = parse_face(text.split(":", 1)[-1])
        possible = [front] if front != UNKNOWN else pos.possible_hidden(colour)
        if face is None or face not in possible:
            raise UsageError(Msg(m.M_CANNOT_DRAW, tile=text, colour=colour_msg(colour),
                                 choices=OneOf(face_msg(f) for f in possible) or "-"))
        if len(draws) > 1:
            raise _misfit(len(draws) - 1)
        return face

    def placed(self, colour: int, face: str, square: int) -> Position:
        """The position after a legal placement. Only what the move changes is copied; the counts of
        placed tiles are updated, not recounted, and the capture-test answers that still hold are taken
        over (``answers_after``)."""
        pos, draws = self.pos, self.given
        board, faces, racks, supplies, captured = pos.colour, pos.face, pos.racks, pos.supplies, pos.captured
        target = board[square]
        last_capture = None
        if target >= 0 and pos.captures_known:  # with the captures unknown, the new one is unknown with them
            taken = list(captured)
            taken[pos.to_move] = taken[pos.to_move] + ((target, faces[square] or UNKNOWN),)
            captured = tuple(taken)
        if target >= 0:
            last_capture = (square, target)
        rack = list(racks[colour])
        rack.remove(face if face in rack else UNKNOWN)
        drew = pos.supply_count(colour) > 0
        if drew:
            rack.append(self._drawn(colour))
            supplies = (*supplies[:colour], supplies[colour][1:], *supplies[colour + 1:])
        elif draws:
            raise _misfit(len(draws))
        tally_ = list(pos.counts)
        tally_[colour] += 1
        most = tuple(tally_)
        if pos.most != pos.counts:
            # the captures unknown: the colour placed, so it had not had its last turn; with the tile
            # drawn its rack holds five again, so it has one more turn (the draw effect says that the
            # draw itself depends on the captures)
            high = list(pos.most)
            high[colour] = min(high[colour] + 1, LAST - 1) if drew else min(high[colour], LAST - 1) + 1
            if target >= 0 and not pos.count_known(target):
                # all a file can say of the captured colour is its board, one tile fewer now
                tally_[target] -= 1
                supplies = (*supplies[:target], (*supplies[target], UNKNOWN), *supplies[target + 1:])
            most = tuple(high)
        counts = tuple(tally_)
        return successor(pos, _next_player(pos, counts), replaced(board, square, colour), replaced(faces, square, face),
                         replaced(racks, colour, tuple(rack)), supplies, captured, counts, last_capture, most,
                         answers_after(pos.cache.split, board, square, colour, target))

    def _passed(self) -> Position:
        pos, draws = self.pos, self.given
        if draws:
            raise _misfit(len(draws))
        return successor(pos, _next_player(pos, pos.counts), pos.colour, pos.face, pos.racks, pos.supplies,
                         pos.captured, pos.counts, None, pos.most, pos.cache.split)

    def _pass(self) -> Position | None:
        pos, v, full = self.pos, self.v, self.loud
        player = pos.to_move
        name = pos.players[player]
        v.note("uptown.turn.no-pass")
        facts = PassFacts(pos)
        if not facts.live:
            v.note("uptown.end.four-left")
        two = len(pos.owned[player]) > 1
        empty, captures = facts.empty, facts.captures
        sure = None if empty or captures else surely_placeable(pos, facts.hidden_colours)
        if empty or (captures and facts.hidden_empty):
            # a known tile fits; with hidden tiles that might fit an empty square, a capture is not forced
            example = _text(empty[0] if empty else captures[0], two)
            v.broken("uptown.turn.no-pass", Msg(m.B_MAY_NOT_PASS, player=name, example=NOTATION.shown(example)),
                     example=example)
        elif captures:
            v.note("uptown.capture.forced")
            v.broken("uptown.capture.forced",
                     Msg(m.B_MUST_CAPTURE, player=name, example=NOTATION.shown(_text(captures[0], two))),
                     example=_text(captures[0], two))
        elif sure is not None:
            colour, hidden, on_empty = sure
            if not on_empty:
                v.note("uptown.capture.forced")
            v.broken("uptown.turn.no-pass",
                     Msg(m.B_HIDDEN_PLACEABLE, count=hidden, player=name, colour=colour_msg(colour)),
                     colour=COLOURS[colour], hidden=hidden)
        elif facts.hidden_empty or facts.hidden_captures:
            v.note("uptown.capture.forced")
            colours = facts.hidden_colours
            v.need(f"racks.{COLOURS[colours[0]]}" if len(colours) == 1 else "racks", "uptown.turn.no-pass",
                   Msg(m.NEED_HIDDEN, count=len(colours), player=name, colours=[colour_msg(c) for c in colours]),
                   colours=[COLOURS[c] for c in colours])
        else:
            v.note("uptown.capture.forced")
            v.later("pass", "uptown.turn.no-pass", said, m.E_PASS, ("player",), name)
            after = self._passed()
            if full:
                after.cache.groups = pos.cache.groups  # a pass leaves the board as it is
                self._after(after)
            return after
        return None

    def _effects(self, after: Position, colour: int, face: str, square: int) -> None:
        pos, v = self.pos, self.v
        player = pos.to_move
        name = pos.players[player]
        sq = SQUARE_NAMES[square]
        target = pos.colour[square]
        v.later("place", "uptown.turn.place-one", m.e_place, name, colour, face, sq)
        if target >= 0:
            old = pos.face[square]
            v.later("capture", "uptown.capture.allowed", m.e_capture, target, None if old == UNKNOWN else old,
                    pos.players[pos.owner(target)], sq)
            v.later("keep", "uptown.capture.kept", said, m.E_KEEP, ("player",), name)
        if pos.supply_count(colour) > 0:
            left = after.supply_count(colour)
            if not pos.count_known(colour):
                v.later("draw", "uptown.turn.draw", m.e_draw_maybe, name, colour)
            elif left == 0:
                v.later("draw", "uptown.end.trigger", m.e_draw_last, name, colour)
            else:
                v.later("draw", "uptown.turn.draw", m.e_draw, name, colour, after.racks[colour][-1], left)
        else:
            v.note("uptown.end.four-left")
            v.later("last-turn", "uptown.end.four-left", m.e_colour, m.E_LAST_TURN, colour)
        v.note("uptown.group.lone-tile")
        v.later("groups", "uptown.group.definition", _groups, pos, after, square, colour, target, colour)
        if target >= 0:
            v.later("groups", "uptown.group.definition", _groups, pos, after, square, colour, target, target)
        self._after(after)

    def _after(self, after: Position) -> None:
        """Who is skipped and who is next, or the end of the game."""
        pos, v = self.pos, self.v
        over = after.game_over()
        if not over and blocked(after):
            over = True
            v.note("uptown.end.blocked")
            v.later("end", "uptown.end.blocked", said, m.E_BLOCKED, ())
        if over:
            from .scoring import final  # only once the game ends

            data = final(after)
            winners = data["winners"]
            if len(pos.players) == 2:
                v.note("uptown.two-players.score")
            if data["tie_break"] == "captures-unknown":
                tied = tuple(p["name"] for p in data["players"] if p["rank"] == 1)
                v.later("end", "uptown.score.tie", m.e_tie_unknown, tied)
            elif len(winners) == 1:
                groups = next(p["groups_total"] for p in data["players"] if p["name"] == winners[0])
                v.later("win", "uptown.score.groups", m.e_win, winners[0], groups)
                if data["tie_break"] == "captures":
                    v.later("win", "uptown.score.tie", m.e_tie_captures, winners[0])
            else:
                v.later("win", "uptown.score.bga", m.e_shared, tuple(winners))
            return
        n = len(pos.players)
        for step in range(1, n + 1):
            p = (pos.to_move + step) % n
            if p == after.to_move:
                break
            v.note("uptown.end.four-left")
            v.later("skip", "uptown.end.four-left", said, m.E_SKIP, ("player",), pos.players[p])
        v.later("next-player", None, said, m.E_NEXT, ("player",), after.players[after.to_move])


# -- helpers --------------------------------------------------------------------------------

def _next_player(pos: Position, counts: tuple[int, ...]) -> int:
    n = len(pos.players)
    for step in range(1, n + 1):
        p = (pos.to_move + step) % n
        for c in pos.owned[p]:
            if counts[c] < LAST:
                return p
    return (pos.to_move + 1) % n


def _groups(pos: Position, after: Position, square: int, colour: int, target: int, which: int) -> Made:
    """The groups effect of the colour ``which`` once a tile of ``colour`` stands on ``square`` (taking
    one of ``target`` off it), made when the effects are read: the counts are handed on from ``pos``
    where it holds them (``groups_after``), else counted on the board after the move."""
    if after.cache.groups is NO_GROUPS:
        after.cache.groups = groups_after(pos, after.colour, square, colour, target)
    return m.e_groups(which, after.groups(which))


def _misfit(count: int) -> UsageError:
    return UsageError(Msg(m.M_DRAWS_LEFT, count=count))


def _text(move: Place, two: bool) -> str:
    return move_text(move if two else Place(move.face, move.square, None, move.capture))
