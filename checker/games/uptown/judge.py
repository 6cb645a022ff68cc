"""The one turn engine: ``judge(pos, move, rec, draws)``.

``check`` runs it with a recording ``Verdict``, ``apply`` with a ``QuietVerdict``; it writes every
broken rule, missing fact (by field path: ``racks.red``), effect and ruling relied on into the
recorder, and returns the position after the move when the move is legal and every fact it needs
is known. Effects (and the work they need: group counts, the end of the game) are worked out only
for a recorder that keeps them. The placement rules come from ``movegen`` (the move list asks the
same questions of every square).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...i18n import N_, NP_, Msg, OneOf
from ...verdict import QuietVerdict, Recorder, UsageError
from .messages import colour_msg, face_msg, split_msg
from .model import (
    COLOURS,
    LAST,
    MATCH,
    ROWS,
    SQUARE_NAMES,
    SYMBOLS,
    UNKNOWN,
    Move,
    Pass,
    Place,
    Position,
    count_groups,
    group_of,
    groups_of,
    replaced,
    sq_name,
    zone_of,
    zone_squares,
)
from .movegen import PassFacts, blocked, colour_for, surely_placeable
from .notation import move_text, parse_face
from .scoring import tally
from .words import NOTATION


def judge(pos: Position, move: Move, rec: Recorder, draws: Sequence[str] | None = None) -> Position | None:
    full = not isinstance(rec, QuietVerdict)
    player = pos.to_move
    name = pos.players[player]
    if len(pos.owned[player]) > 1:
        rec.note("uptown.two-players.turn")
    if pos.game_over():
        rec.broken("uptown.end.trigger", Msg(N_("The game is over: every supply is empty and every colour has "
                                                "had its last turn.")))
        rec.note("uptown.end.four-left")
        return None
    if isinstance(move, Pass):
        return _judge_pass(pos, rec, draws, full)
    colour = colour_for(pos, move)
    face, square = move.face, move.square
    if colour is None:
        rec.broken("uptown.setup.rack", Msg(
            # TRANSLATORS: %(player)s is a player, %(tile)s a tile
            N_("Neither rack of %(player)s holds %(tile)s."), player=name, tile=face_msg(face)),
            player=name, tile=face)
        colour = pos.owned[player][0]
    elif colour not in pos.owned[player]:
        rec.broken("uptown.turn.place-one", Msg(
            # TRANSLATORS: %(player)s is a player, %(colour)s the colour named in the move,
            # %(colours)s the player's colours
            N_("%(player)s plays %(colours)s, not %(colour)s."), player=name, colour=colour_msg(colour),
            colours=[colour_msg(c) for c in pos.owned[player]]), player=name, colour=COLOURS[colour])
    elif pos.done(colour):
        rec.broken("uptown.end.four-left", Msg(
            # TRANSLATORS: %(colour)s is a colour
            N_("The %(colour)s supply is empty and %(colour)s has had its last turn: the four tiles left on "
               "the %(colour)s rack are never played."), colour=colour_msg(colour)), colour=COLOURS[colour])
    else:
        if pos.maybe_done(colour):
            rec.need("captured", "uptown.end.four-left", Msg(
                # TRANSLATORS: %(colour)s is a colour
                N_("Whether %(colour)s has had its last turn is not known: the position leaves out the captured "
                   "tiles, so how many %(colour)s tiles have been placed is not known."), colour=colour_msg(colour)),
                colour=COLOURS[colour])
        _judge_rack(pos, rec, colour, face)
    _judge_square(pos, rec, face, square, move.capture, player, full)
    if not rec.legal:
        return None
    after = _placed(pos, colour, face, square, draws)
    if full:
        _effects(pos, after, rec, colour, face, square)
    return after


def _judge_rack(pos: Position, rec: Recorder, colour: int, face: str) -> None:
    rack = pos.racks[colour]
    if face in rack:
        return
    where = pos.known_elsewhere(colour).get(face)
    values = {"colour": COLOURS[colour], "tile": face}
    waiting = where is None and face in pos.supplies[colour]
    if UNKNOWN not in rack or where is not None or waiting:
        if where is not None:
            rec.broken("uptown.setup.rack", Msg(
                # TRANSLATORS: %(colour)s is a colour, %(tile)s a tile, %(where)s a square or the player
                # who captured it
                N_("The one %(colour)s %(tile)s is already played (%(where)s), so it is not on the rack."),
                colour=colour_msg(colour), tile=face_msg(face), where=where), where=where, **values)
        elif waiting:
            rec.broken("uptown.setup.rack", Msg(
                # TRANSLATORS: %(colour)s is a colour, %(tile)s a tile
                N_("The one %(colour)s %(tile)s is still in the %(colour)s supply, so it is not on the rack."),
                colour=colour_msg(colour), tile=face_msg(face)), where="supply", **values)
        else:
            rec.broken("uptown.setup.rack", Msg(
                # TRANSLATORS: %(colour)s is a colour, %(tile)s a tile, %(rack)s the tiles on that rack
                N_("%(tile)s is not on the %(colour)s rack, which holds %(rack)s."),
                colour=colour_msg(colour), tile=face_msg(face), rack=[face_msg(f) for f in rack]),
                rack=list(rack), **values)
        return
    if face in pos.certain_faces(colour):
        return  # every other tile of the colour is accounted for: the hidden ones include this one
    hidden = rack.count(UNKNOWN)
    rec.need(f"racks.{COLOURS[colour]}", "uptown.setup.rack", Msg(
        # TRANSLATORS: %(colour)s is a colour, %(tile)s a tile, %(count)s the number of hidden tiles
        NP_("Whether the %(colour)s rack holds %(tile)s is not known: the position hides %(count)s tile of it.",
            "Whether the %(colour)s rack holds %(tile)s is not known: the position hides %(count)s tiles of it."),
        count=hidden, colour=colour_msg(colour), tile=face_msg(face)), hidden=hidden, **values)


def _judge_square(pos: Position, rec: Recorder, face: str, square: int, flagged: bool, player: int,
                  full: bool) -> None:
    sq = SQUARE_NAMES[square]
    target = pos.colour[square]
    if target >= 0:
        rec.note("uptown.capture.match")
    if square not in MATCH[face]:
        r, col = square // 9, square % 9
        if face in ROWS:
            rec.broken("uptown.place.letter", Msg(
                # TRANSLATORS: %(tile)s is a letter tile, %(square)s a square, %(row)s the square's row
                N_("The letter %(tile)s goes in row %(tile)s, and %(square)s is in row %(row)s."),
                tile=face, square=sq, row=ROWS[r]), tile=face, square=sq)
        elif face.isdigit():
            rec.broken("uptown.place.number", Msg(
                # TRANSLATORS: %(tile)s is a number tile, %(square)s a square, %(column)s the square's column
                N_("The number %(tile)s goes in column %(tile)s, and %(square)s is in column %(column)s."),
                tile=face, square=sq, column=col + 1), tile=face, square=sq)
        else:
            z = SYMBOLS.index(face)
            rec.broken("uptown.place.symbol", Msg(
                # TRANSLATORS: %(tile)s is a symbol name, %(zone)s its squares (A1–C3), %(square)s a square,
                # %(other)s the symbol of the zone the square is in
                N_("The %(tile)s goes in the %(tile)s zone (%(zone)s), and %(square)s is in the %(other)s zone."),
                tile=face_msg(face), zone=zone_squares(z), square=sq,
                other=face_msg(SYMBOLS[zone_of(square)])), tile=face, square=sq)
    if target < 0:
        if flagged:
            rec.broken("uptown.capture.allowed", Msg(
                # TRANSLATORS: %(square)s is a square
                N_("There is no tile on %(square)s to capture."), square=sq), square=sq)
        return
    owner = pos.owner(target)
    if owner == player:
        rec.broken("uptown.capture.not-own", Msg(
            # TRANSLATORS: %(square)s is a square, %(colour)s a colour, %(player)s the player who owns it
            N_("%(square)s holds a %(colour)s tile, and %(colour)s is a colour of %(player)s."),
            square=sq, colour=colour_msg(target), player=pos.players[player]),
            square=sq, colour=COLOURS[target])
        return
    rec.note("uptown.capture.no-split")
    if full and len(group_of(pos.colour, square)) <= 2:
        rec.note("uptown.capture.small-groups")
    if pos.splits(square):
        group = group_of(pos.colour, square)
        rest = set(group) - {square}
        parts = len(groups_of(tuple(pos.colour[i] if i in rest else -1 for i in range(81)), target))
        rec.broken("uptown.capture.no-split", split_msg(square, target, pos.players[owner], parts),
                   square=sq, colour=COLOURS[target], group=[sq_name(s) for s in group], parts=parts)


# -- the position after a move -------------------------------------------------------

def _next_player(pos: Position, counts: tuple[int, ...]) -> int:
    n = len(pos.players)
    for step in range(1, n + 1):
        p = (pos.to_move + step) % n
        for c in pos.owned[p]:
            if counts[c] < LAST:
                return p
    return (pos.to_move + 1) % n


def _misfit(count: int) -> UsageError:
    return UsageError(Msg(
        # TRANSLATORS: %(count)s is the number of tiles given with --draw that this move does not draw
        NP_("%(count)s drawn tile was given that this move does not draw (a move draws at most one).",
            "%(count)s drawn tiles were given that this move does not draw (a move draws at most one)."),
        count=count))


def _drawn(pos: Position, colour: int, draws: Sequence[str] | None) -> str:
    """The tile a placement draws: the one given with ``--draw`` (which must be possible: else a
    ``UsageError``), else the front of a known supply, else an unknown tile."""
    supply = pos.supplies[colour]
    front = supply[0] if supply else UNKNOWN
    if not draws:
        return front
    text = draws[0]
    face = parse_face(text.split(":", 1)[-1])
    possible = [front] if front != UNKNOWN else pos.possible_hidden(colour)
    if face is None or face not in possible:
        raise UsageError(Msg(
            # TRANSLATORS: %(tile)s is the tile given with --draw, %(colour)s a colour, %(choices)s the
            # tiles it could be
            N_("%(tile)s cannot be drawn from the %(colour)s supply here; it could be %(choices)s."),
            tile=text, colour=colour_msg(colour), choices=OneOf(face_msg(f) for f in possible) or "-"))
    if len(draws) > 1:
        raise _misfit(len(draws) - 1)
    return face


def _placed(pos: Position, colour: int, face: str, square: int, draws: Sequence[str] | None) -> Position:
    """The position after a legal placement. Only what the move changes is copied; the counts of
    placed tiles are updated, not recounted, and the capture-test answers of the colours the move
    leaves alone are taken over."""
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
        rack.append(_drawn(pos, colour, draws))
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
    split = list(pos.cache.split)
    split[colour] = {}
    if target >= 0:
        split[target] = {}
    after = Position(pos.players, _next_player(pos, counts), pos.owned,
                     replaced(board, square, colour), replaced(faces, square, face),
                     (*racks[:colour], tuple(rack), *racks[colour + 1:]), supplies, captured, pos.house_rules,
                     counts, last_capture, pos.colours_in_play, pos.captures_known, most)
    after.cache.split = split
    return after


def _passed(pos: Position, draws: Sequence[str] | None) -> Position:
    if draws:
        raise _misfit(len(draws))
    after = Position(pos.players, _next_player(pos, pos.counts), pos.owned, pos.colour, pos.face, pos.racks,
                     pos.supplies, pos.captured, pos.house_rules, pos.counts, None, pos.colours_in_play,
                     pos.captures_known, pos.most)
    after.cache.split = pos.cache.split
    return after


# -- passing -----------------------------------------------------------------------------

def _judge_pass(pos: Position, rec: Recorder, draws: Sequence[str] | None, full: bool) -> Position | None:
    player = pos.to_move
    name = pos.players[player]
    rec.note("uptown.turn.no-pass")
    facts = PassFacts(pos)
    if not facts.live:
        rec.note("uptown.end.four-left")
    two = len(pos.owned[player]) > 1
    empty, captures = facts.empty, facts.captures
    sure = None if empty or captures else surely_placeable(pos, facts.hidden_colours)
    if empty or (captures and facts.hidden_empty):
        # a known tile fits; with hidden tiles that might fit an empty square, a capture is not forced
        example = _text(empty[0] if empty else captures[0], two)
        rec.broken("uptown.turn.no-pass", Msg(
            # TRANSLATORS: %(player)s is a player, %(example)s a legal move
            N_("%(player)s may not pass: %(example)s is a legal placement."), player=name,
            example=NOTATION.shown(example)), example=example)
    elif captures:
        rec.note("uptown.capture.forced")
        rec.broken("uptown.capture.forced", Msg(
            # TRANSLATORS: %(player)s is a player, %(example)s a legal capture
            N_("%(player)s may not pass: no tile fits an empty square, but the capture %(example)s is legal, "
               "so %(player)s must capture."), player=name, example=NOTATION.shown(_text(captures[0], two))),
            example=_text(captures[0], two))
    elif sure is not None:
        colour, hidden, on_empty = sure
        if not on_empty:
            rec.note("uptown.capture.forced")
        rec.broken("uptown.turn.no-pass", Msg(
            # TRANSLATORS: %(player)s is a player, %(colour)s a colour, %(count)s the number of hidden tiles
            NP_("%(player)s may not pass: the %(colour)s rack hides %(count)s tile, and whatever it is, "
                "it can be placed.",
                "%(player)s may not pass: the %(colour)s rack hides %(count)s tiles, and whatever they are, "
                "at least one of them can be placed."),
            count=hidden, player=name, colour=colour_msg(colour)), colour=COLOURS[colour], hidden=hidden)
    elif facts.hidden_empty or facts.hidden_captures:
        rec.note("uptown.capture.forced")
        colours = facts.hidden_colours
        rec.need(f"racks.{COLOURS[colours[0]]}" if len(colours) == 1 else "racks", "uptown.turn.no-pass", Msg(
            # TRANSLATORS: %(player)s is a player, %(colours)s one or two colours, %(count)s how many
            # colours (1 or 2)
            NP_("Whether %(player)s has a legal placement depends on the hidden tiles of the %(colours)s rack.",
                "Whether %(player)s has a legal placement depends on the hidden tiles of the %(colours)s racks.",
                ), count=len(colours), player=name, colours=[colour_msg(c) for c in colours]),
            colours=[COLOURS[c] for c in colours])
    else:
        rec.note("uptown.capture.forced")
        rec.effect("pass", "uptown.turn.no-pass", Msg(
            # TRANSLATORS: %(player)s is a player
            N_("%(player)s has no legal placement and passes: nothing is placed and nothing is drawn."),
            player=name), player=name)
        after = _passed(pos, draws)
        if full:
            _after(pos, after, rec)
        return after
    return None


def _text(move: Place, two: bool) -> str:
    return move_text(move if two else Place(move.face, move.square, None, move.capture))


# -- effects (for a recorder that keeps them) ---------------------------------------------

def _effects(pos: Position, after: Position, rec: Recorder, colour: int, face: str, square: int) -> None:
    player = pos.to_move
    name = pos.players[player]
    sq = sq_name(square)
    target = pos.colour[square]
    rec.effect("place", "uptown.turn.place-one", Msg(
        # TRANSLATORS: %(player)s is a player, %(colour)s a colour, %(tile)s a tile, %(square)s a square
        N_("%(player)s places the %(colour)s %(tile)s on %(square)s."), player=name, colour=colour_msg(colour),
        tile=face_msg(face), square=sq), player=name, colour=COLOURS[colour], tile=face, square=sq)
    if target >= 0:
        owner = pos.players[pos.owner(target)]
        old = pos.face[square]
        if old is None or old == UNKNOWN:
            msg = Msg(
                # TRANSLATORS: %(colour)s is a colour, %(owner)s its player, %(square)s a square
                N_("The %(colour)s tile of %(owner)s on %(square)s is captured."), colour=colour_msg(target),
                owner=owner, square=sq)
            old = None
        else:
            msg = Msg(
                # TRANSLATORS: %(colour)s is a colour, %(tile)s a tile, %(owner)s its player, %(square)s a square
                N_("The %(colour)s %(tile)s of %(owner)s on %(square)s is captured."), colour=colour_msg(target),
                tile=face_msg(old), owner=owner, square=sq)
        rec.effect("capture", "uptown.capture.allowed", msg, colour=COLOURS[target], tile=old, owner=owner, square=sq)
        rec.effect("keep", "uptown.capture.kept", Msg(
            # TRANSLATORS: %(player)s is a player
            N_("%(player)s keeps the captured tile to the end of the game; it is never played."),
            player=name), player=name)
    if pos.supply_count(colour) > 0:
        drawn = after.racks[colour][-1]
        left = after.supply_count(colour)
        if not pos.count_known(colour):
            rec.effect("draw", "uptown.turn.draw", Msg(
                # TRANSLATORS: %(player)s is a player, %(colour)s a colour
                N_("%(player)s draws a tile from the %(colour)s supply if it still holds one: how many tiles it "
                   "holds depends on the tiles captured, which the position leaves out."),
                player=name, colour=colour_msg(colour)), player=name, colour=COLOURS[colour])
        elif left == 0:
            rec.effect("draw", "uptown.end.trigger", Msg(
                # TRANSLATORS: %(player)s is a player, %(colour)s a colour
                N_("%(player)s draws the last tile of the %(colour)s supply; %(colour)s has one more turn."),
                player=name, colour=colour_msg(colour)), player=name, colour=COLOURS[colour], left=0)
        elif drawn != UNKNOWN:
            rec.effect("draw", "uptown.turn.draw", Msg(
                # TRANSLATORS: %(player)s is a player, %(tile)s the tile drawn, %(colour)s a colour,
                # %(count)s the tiles left in the supply
                NP_("%(player)s draws %(tile)s from the %(colour)s supply, which keeps %(count)s tile.",
                    "%(player)s draws %(tile)s from the %(colour)s supply, which keeps %(count)s tiles."),
                count=left, player=name, tile=face_msg(drawn), colour=colour_msg(colour)),
                player=name, colour=COLOURS[colour], tile=drawn, left=left)
        else:
            rec.effect("draw", "uptown.turn.draw", Msg(
                # TRANSLATORS: %(player)s is a player, %(colour)s a colour, %(count)s the tiles left in the supply
                NP_("%(player)s draws a tile from the %(colour)s supply, which keeps %(count)s tile.",
                    "%(player)s draws a tile from the %(colour)s supply, which keeps %(count)s tiles."),
                count=left, player=name, colour=colour_msg(colour)), player=name, colour=COLOURS[colour],
                left=left)
    else:
        rec.note("uptown.end.four-left")
        rec.effect("last-turn", "uptown.end.four-left", Msg(
            # TRANSLATORS: %(colour)s is a colour
            N_("The %(colour)s supply is empty: nothing is drawn, and the four tiles left on the %(colour)s "
               "rack are never played."), colour=colour_msg(colour)), colour=COLOURS[colour])
    rec.note("uptown.group.lone-tile")
    for c in ([colour] + ([target] if target >= 0 else [])):
        count = count_groups(after.colour, c)
        rec.effect("groups", "uptown.group.definition", Msg(
            # TRANSLATORS: %(colour)s is a colour, %(count)s a number of groups
            NP_("The %(colour)s tiles now form %(count)s group on the board.",
                "The %(colour)s tiles now form %(count)s groups on the board."), count=count, colour=colour_msg(c)),
            colour=COLOURS[c], groups=count)
    _after(pos, after, rec)


def _after(pos: Position, after: Position, rec: Recorder) -> None:
    """Who is skipped and who is next, or the end of the game."""
    over = after.game_over()
    if not over and blocked(after):
        over = True
        rec.note("uptown.end.blocked")
        rec.effect("end", "uptown.end.blocked", Msg(
            N_("No player who still has a turn can place a tile, neither on an empty square nor by a "
               "capture, so the game ends here.")))
    if over:
        data = tally(after, "uptown", True)
        winners = data["winners"]
        if len(pos.players) == 2:
            rec.note("uptown.two-players.score")
        if data["tie_break"] == "captures-unknown":
            tied = [p["name"] for p in data["players"] if p["rank"] == 1]
            rec.effect("end", "uptown.score.tie", Msg(
                # TRANSLATORS: %(winners)s is a list of players
                N_("The game is over: %(winners)s have the fewest groups, and the tie goes to fewer captured "
                   "tiles, which the position leaves out."), winners=tied), winners=[], tied=tied)
        elif len(winners) == 1:
            groups = next(p["groups_total"] for p in data["players"] if p["name"] == winners[0])
            rec.effect("win", "uptown.score.groups", Msg(
                # TRANSLATORS: %(winner)s is a player, %(count)s their number of groups
                NP_("The game is over: %(winner)s wins with %(count)s group.",
                    "The game is over: %(winner)s wins with %(count)s groups."),
                count=groups, winner=winners[0]), winners=winners, groups=groups)
            if data["tie_break"] == "captures":
                rec.effect("win", "uptown.score.tie", Msg(N_("The tie on groups goes to the player with fewer "
                                                             "captured tiles.")), winners=winners)
        else:
            rec.effect("win", "uptown.score.bga", Msg(
                # TRANSLATORS: %(winners)s is a list of players
                N_("The game is over: %(winners)s share the victory (same groups, same captures)."),
                winners=winners), winners=winners)
        return
    n = len(pos.players)
    for step in range(1, n + 1):
        p = (pos.to_move + step) % n
        if p == after.to_move:
            break
        rec.note("uptown.end.four-left")
        rec.effect("skip", "uptown.end.four-left", Msg(
            # TRANSLATORS: %(player)s is a player
            N_("%(player)s has no tiles left to play and is skipped."), player=pos.players[p]),
            player=pos.players[p])
    # TRANSLATORS: %(player)s is a player
    rec.effect("next-player", None, Msg(N_("%(player)s is next."), player=after.players[after.to_move]),
               player=after.players[after.to_move])
