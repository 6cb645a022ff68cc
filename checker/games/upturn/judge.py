"""Upturn's one turn engine: ``Turn`` plays a move on a working copy of the position,
writing every broken rule, missing fact, effect and ruling into a recorder
(``engine.Turn``). ``check`` runs it with a ``Verdict``, ``apply`` with a
``QuietVerdict``; the move generator offers only what the same rules
(``rules.py``) allow."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import cast

from ...i18n import Msg
from ...verdict import Recorder, UsageError, said
from .. import engine
from ..base import UNKNOWN
from . import messages as m
from . import rules
from .model import (
    ASC,
    CCW,
    CW,
    DESC,
    Move,
    Position,
    Rack,
    TilePlay,
    Trend,
    is_hand,
    is_number,
    is_twin,
    is_twin_with_hand,
    norm_tile,
    sorted_tiles,
    value,
)
from .reading import problems
from .words import NOTATION


def judge(pos: Position, move: Move, rec: Recorder, draws: Sequence[str] | None = None) -> Position | None:
    """Judge ``move`` into ``rec``; the position after it when it is legal, else None.
    ``draws`` (``apply --draw``) must fit the move, or it is a ``UsageError``."""
    return Turn(pos, rec, draws).run(move)


class Turn(engine.Turn[Position, Move]):
    """One turn played out on a copy of the position."""

    __slots__ = ("bag", "changed", "direction", "draws", "me", "mine", "next_player", "not_in_pool", "pending", "pool",
                 "racks", "row", "rules", "said", "seat", "skips", "start", "trend", "won")

    def __init__(self, pos: Position, rec: Recorder, draws: Sequence[str] | None = None) -> None:
        super().__init__(pos, rec, draws)
        #: the tiles ``--draw`` says were drawn, in order
        self.said: list[str] = []
        for word in draws or ():
            tile = norm_tile(word)
            if tile is None or tile == UNKNOWN or is_twin_with_hand(tile):
                raise UsageError(Msg(m.M_BAD_DRAW, word=word))
            self.said.append(tile)
        self.rules = pos.house_rules
        self.me = pos.to_move
        self.seat = seat = pos.players.index(pos.to_move)
        #: the racks, each as the position has it until the turn changes it (the mover's at once)
        self.racks: list[list[str] | tuple[str, ...] | None] = list(pos.racks)
        mine = pos.racks[seat]
        #: the mover's rack
        self.mine = None if mine is None else list(mine)
        self.racks[seat] = self.mine
        #: the seats whose racks the turn holds as lists
        self.changed = [seat]
        self.start = pos.start_tile
        self.row = list(pos.row)
        self.trend = pos.trend
        self.direction = pos.direction
        self.bag: tuple[str, ...] | int | None = pos.bag
        #: the tiles said drawn that no draw has taken yet
        self.draws = list(self.said)
        self.pending: str | None = None
        #: after a bag known only by its count was refilled: the tiles it may still hold
        self.pool: Counter[str] | None = None
        #: a tile the move says was drawn, which the refilled bag cannot have held
        self.not_in_pool: str | None = None
        self.skips: list[str] = []
        self.won = False
        self.next_player = pos.to_move

    @property
    def rack(self) -> list[str] | None:
        return self.mine

    def opponent(self, name: str) -> bool:
        return name in self.pos.players and name != self.me

    def house(self, rule_id: str, name: str) -> None:
        if self.loud:
            self.v.note(rule_id, Msg(m.NOTE_HOUSE, name=name))

    # -- the bag ---------------------------------------------------------------------
    def bag_empty(self) -> bool:
        return self.bag is not None and (self.bag == 0 or self.bag == ())

    def refill(self) -> None:
        field = ([self.start] if self.start else []) + self.row
        keep, back = rules.refill(field)
        if not back:
            return
        if isinstance(self.bag, tuple):
            self.bag += tuple(back)
        else:
            self.bag = len(back)
            self.pool = Counter(back)
        self.start = None if keep > 0 or self.start is None else self.start
        self.row = [field[keep]] if self.start is None else []
        if self.loud:
            self.v.later("return", "upturn.bag.empty", said, m.E_REFILL, ("count", "last"), len(back), field[keep])
            self.v.note("upturn.bag.empty")

    def from_bag(self, known: str | None = None) -> str:
        if isinstance(self.bag, tuple):
            tile, self.bag = self.bag[0], self.bag[1:]
            if self.draws and known is None:
                said = self.draws.pop(0)
                if said != tile:
                    raise UsageError(Msg(m.M_DRAW_CLASH, word=said, tile=tile))
            return tile
        if isinstance(self.bag, int):
            self.bag -= 1
        if known is not None:
            tile = known
        elif self.draws:
            tile = self.draws.pop(0)
        else:
            return UNKNOWN
        if self.pool is not None:
            # the bag was refilled from the field, so every tile in it is known, though not their order
            if self.pool[tile] > 0:
                self.pool[tile] -= 1
            elif known is None:
                raise UsageError(Msg(m.M_DRAW_NOT_IN_BAG, word=tile, tiles=self.pool_tiles()))
            else:
                self.not_in_pool = tile
        return tile

    def pool_tiles(self) -> list[str]:
        return sorted_tiles(self.pool.elements()) if self.pool is not None else []

    def draw(self, count: int, seat: int, known: str | None = None) -> list[str]:
        got = []
        for index in range(count):
            if self.bag_empty():
                self.refill()
                if self.bag_empty():
                    if self.loud:
                        short = count - index
                        self.v.later("draw", "upturn.bag.empty", said, m.E_SHORT, ("count",), short)
                        self.v.note("upturn.bag.empty")
                    break
            tile = self.from_bag(known)
            got.append(tile)
            rack = self.racks[seat]
            if isinstance(rack, tuple):
                rack = self.racks[seat] = list(rack)
                self.changed.append(seat)
            if rack is not None:
                rack.append(tile)
        return got

    # -- the rack ---------------------------------------------------------------------
    def take(self, tile: str) -> bool:
        """Take ``tile`` from the mover's rack; False when the rack certainly lacks it."""
        rack = self.rack
        if self.pending == tile:
            self.pending = None
            if rack is not None:
                rack.remove(tile)
            return True
        if rack is not None and tile in rack:
            rack.remove(tile)
            return True
        if rack is None or UNKNOWN in rack:
            if rack is not None:
                rack.remove(UNKNOWN)
            self.v.need(f"racks.{self.me}", "upturn.turn.own-rack", Msg(m.NEED_RACK, player=self.me, tile=tile),
                        player=self.me, tile=tile)
            return True
        self.v.broken("upturn.turn.own-rack", Msg(m.B_NO_TILE, player=self.me, tile=tile), player=self.me, tile=tile)
        return False

    def emptied(self) -> bool:
        return self.rack is not None and not self.rack

    def win(self) -> None:
        self.won = True
        if self.loud:
            self.v.later("win", "upturn.end.win", said, m.E_WIN, ("player",), self.me)
            self.v.note("upturn.end.win")

    # -- the turn ---------------------------------------------------------------------
    def run(self, move: Move) -> Position | None:
        self.play_turn(move)
        self.release()
        if not self.v.legal:
            return None
        said = self.said
        if self.draws:
            raise UsageError(Msg(m.M_DRAWS_LEFT, count=len(said), needed=len(said) - len(self.draws)))
        after = self.position()
        if said:
            found = problems(after)
            if found:
                # the draws said do not fit what the position holds
                raise UsageError(Msg(m.P_AFTER, count=len(found)), found)
        return after

    def play_turn(self, move: Move) -> None:
        done = self.pos.winner()
        if done is not None:
            self.v.broken("upturn.end.win", Msg(m.B_GAME_OVER, player=done), player=done)
            return
        if move.kind == "pass":
            self.pass_turn(move.play)
        else:
            assert move.play is not None
            self.play(move.play)
        if self.won:
            return
        self.end_of_turn(move.call)

    def pass_turn(self, then: TilePlay | None) -> None:
        v = self.v
        v.note("upturn.turn.structure")
        known = then.tile if then is not None and not isinstance(self.bag, tuple) else None
        got = self.draw(1, self.seat, known)
        if self.loud:
            v.later("draw", "upturn.turn.pass-draw", said, m.E_PASS if then is None else m.E_PASS_THEN, ("player",),
                    self.me)
        if then is None:
            if "play-drawn-tile" not in self.rules:
                v.note("upturn.turn.no-draw-after-play")
            return
        if "play-drawn-tile" in self.rules:
            self.house("upturn.turn.no-draw-after-play", "play-drawn-tile")
        else:
            v.broken("upturn.turn.no-draw-after-play", Msg(m.B_PLAY_DRAWN, house_rule="play-drawn-tile"),
                     house_rule="play-drawn-tile")
        if not got:
            v.broken("upturn.bag.empty", Msg(m.B_NOTHING_DRAWN))
            return
        if got[0] != then.tile:
            v.broken("upturn.turn.pass-draw", Msg(m.B_DRAWN_OTHER, drawn=got[0], tile=then.tile),
                     drawn=got[0], tile=then.tile)
            return
        if self.not_in_pool is not None:
            tiles = self.pool_tiles()
            v.broken("upturn.bag.empty", Msg(m.B_NOT_IN_POOL, tiles=tiles, tile=then.tile), tiles=tiles, tile=then.tile)
            return
        self.pending = then.tile
        self.play(then)

    def play(self, p: TilePlay) -> None:
        if is_number(p.tile):
            self.play_number(p)
        else:
            self.play_action(p)

    def play_number(self, p: TilePlay) -> None:
        v, t = self.v, p.tile
        val = value(t)
        ref_tile = self.last_number()
        ref = value(ref_tile)
        first = self.trend is None
        twin = is_twin(t)
        problem = rules.number_problem(val, ref, self.trend, twin)
        if problem == "equal":
            v.broken("upturn.play.equal-never", Msg(m.B_EQUAL, tile=t, last=ref_tile), tile=t, last=ref_tile)
        elif problem == "higher":
            v.broken("upturn.play.number", Msg(m.B_MUST_BE_HIGHER, tile=t, last=ref_tile), tile=t,
                     last=ref_tile, trend=ASC)
        elif problem == "lower":
            v.broken("upturn.play.number", Msg(m.B_MUST_BE_LOWER, tile=t, last=ref_tile), tile=t,
                     last=ref_tile, trend=DESC)
        if first:
            v.note("upturn.play.first")
            if self.start and (is_hand(self.start) or is_twin(self.start)):
                v.note("upturn.setup.start-tile-no-effect")
        elif not twin and not is_number(self.row[-1] if self.row else self.start):
            v.note("upturn.play.reference")
        self.options_without_choice(p)
        if p.then is not None:
            v.broken("upturn.play.joker.extra-tile", Msg(m.B_THEN_NOT_JOKER, tile=t), tile=t)
        if p.fill and not twin:
            v.broken("upturn.play.twin.fill", Msg(m.B_FILL_NO_TWIN, tile=t), tile=t)
        if p.give and not twin and not is_hand(t):
            v.broken("upturn.play.hand", Msg(m.B_NO_GIVE, tile=t), tile=t)
        on_rack = self.take(t)
        if twin:
            if on_rack and not first and rules.number_problem(val, ref, self.trend, False) not in (None, "equal"):
                # the twin goes against the row: the twin ruling is what allows it (a twin not on the
                # rack is refused for that alone, and the ruling decides nothing)
                v.note("upturn.play.twin")
            self.fill(p, ref, ref_tile)
        self.row.append(t)
        new_trend = rules.trend_after(self.trend, val, ref, twin, self.rules)
        if first and val != ref:
            self.set_trend(new_trend, "upturn.play.first")
        elif twin and not first:
            if "twin-sets-trend" in self.rules:
                self.house("upturn.play.twin.trend", "twin-sets-trend")
                if val != ref and new_trend != self.trend:
                    self.set_trend(new_trend, "upturn.play.twin.trend")
            else:
                v.note("upturn.play.twin.trend")
        if self.emptied():
            if p.give and (twin or is_hand(t)):
                # nothing is drawn once the game is over, but the tiles may only ever go to opponents
                self.check_names(p.give, "upturn.play.twin.give" if twin else "upturn.play.hand")
            self.win()
            return
        if not on_rack:
            # what the tile would give follows only from a tile the player does not have
            return
        if twin:
            self.twin_gives(p)
        elif is_hand(t):
            self.hand_give(p)

    def options_without_choice(self, p: TilePlay) -> None:
        if p.trend is not None:
            self.v.broken("upturn.play.up-down", Msg(m.B_NO_TREND_CHOICE, tile=p.tile), tile=p.tile)
        if p.reverse:
            self.v.broken("upturn.play.reverse", Msg(m.B_NO_REVERSE, tile=p.tile), tile=p.tile)

    def last_number(self) -> str:
        for tile in reversed(([self.start] if self.start else []) + self.row):
            if is_number(tile):
                return tile
        raise AssertionError("a possible position always has a number tile on the field")

    def fill(self, p: TilePlay, ref: int, ref_tile: str) -> None:
        v, val = self.v, value(p.tile)
        before: str | None = None
        if p.fill:
            v.note("upturn.play.twin.fill")
        for f in p.fill:
            fv = value(f)
            if not rules.fill_between(fv, ref, val):
                v.broken("upturn.play.twin.fill", Msg(m.B_FILL_OUTSIDE, fill=f, last=ref_tile, tile=p.tile),
                         fill=f, last=ref_tile, tile=p.tile)
            elif before is not None and not rules.fill_further(fv, value(before), ref):
                v.broken("upturn.play.twin.fill", Msg(m.B_FILL_ORDER, fill=f, last=ref_tile, before=before),
                         fill=f, last=ref_tile, before=before)
            if is_hand(f):
                v.note("upturn.play.twin.no-hand-effects")
            self.take(f)
            self.row.append(f)
            before = f

    def default_give(self, p: TilePlay, count: int) -> tuple[tuple[str, int], ...]:
        """With two players the one opponent may be left out of the move."""
        players = self.pos.players
        if p.give or len(players) != 2 or count == 0:
            return p.give
        return ((players[1 - self.seat], count),)

    def check_names(self, give: tuple[tuple[str, int], ...], rule: str) -> bool:
        ok = True
        for name, _count in give:
            if name == self.me:
                self.v.broken(rule, Msg(m.B_SELF_GIVE, player=self.me), name=name, player=self.me)
                ok = False
            elif not self.opponent(name):
                self.v.broken(rule, Msg(m.B_NOT_OPPONENT, name=name, player=self.me), name=name, player=self.me)
                ok = False
        return ok

    def twin_gives(self, p: TilePlay) -> None:
        v = self.v
        count = rules.twin_draws(len(p.fill), self.rules)
        if "twin-count-excludes-twin" in self.rules:
            self.house("upturn.play.twin.draw-count", "twin-count-excludes-twin")
        else:
            v.note("upturn.play.twin.draw-count")
        give = self.default_give(p, count)
        given = sum(c for _n, c in give)
        ok = self.check_names(give, "upturn.play.twin.give")
        if given != count:
            v.broken("upturn.play.twin.give", Msg(m.B_TWIN_SUM, count=count, given=given), count=count, given=given)
            ok = False
        if not ok or count == 0:
            return
        if self.loud:
            v.later("draw", "upturn.play.twin.draw-count", said, m.E_TWIN_DRAW, ("player", "count"), self.me, count)
        for name, c in give:
            if self.loud:
                v.later("give", "upturn.play.twin.give", said, m.E_GIVE, ("name", "count"), name, c)
            self.draw(c, self.pos.seat(name))

    def hand_give(self, p: TilePlay) -> None:
        v = self.v
        v.note("upturn.play.hand")
        give = self.default_give(p, 1)
        if not give:
            example = self.pos.players[(self.seat + 1) % len(self.pos.players)]
            v.broken("upturn.play.hand", Msg(m.B_HAND_NO_GIVE, tile=p.tile,
                                             example=NOTATION.shown(f"give {example}", keep=(example,))), tile=p.tile)
            return
        if len(give) != 1 or give[0][1] != 1:
            text = " ".join(f"{n}:{c}" for n, c in give)
            v.broken("upturn.play.hand", Msg(m.B_HAND_ONE, given=text), given=text)
            self.check_names(give, "upturn.play.hand")
            return
        if not self.check_names(give, "upturn.play.hand"):
            return
        name = give[0][0]
        self.draw(1, self.pos.seat(name))
        if self.loud:
            v.later("give", "upturn.play.hand", m.e_hand, self.me, name)

    def set_trend(self, trend: Trend, rule: str) -> None:
        self.trend = trend
        if self.loud:
            self.v.later("trend", rule, m.e_turned, m.E_ASC if trend == ASC else m.E_DESC, "trend", trend)

    def play_action(self, p: TilePlay) -> None:
        v, t = self.v, p.tile
        first = rules.action_too_soon(self.trend)
        if first:
            v.broken("upturn.play.first", Msg(m.B_FIRST_ACTION, tile=t), tile=t)
        if p.fill:
            v.broken("upturn.play.twin.fill", Msg(m.B_FILL_NO_TWIN, tile=t), tile=t)
        if p.give:
            v.broken("upturn.play.hand", Msg(m.B_NO_GIVE, tile=t), tile=t)
        if p.then is not None and t != rules.EXTRA_TILE:
            v.broken("upturn.play.joker.extra-tile", Msg(m.B_THEN_NOT_JOKER, tile=t), tile=t)
        new_trend: Trend | None = None
        rule: str | None = None
        if t in rules.ARROW_TREND:
            rule = "upturn.play.up" if t == "up" else "upturn.play.down"
            new_trend = rules.ARROW_TREND[t]
            if p.trend is not None and p.trend != new_trend:
                v.broken(rule, Msg(m.B_UP_TREND if t == "up" else m.B_DOWN_TREND), tile=t, trend=p.trend)
            if not first:
                if rules.arrow_along(t, self.trend):
                    if not rules.arrow_refused(t, self.trend, self.rules):
                        self.house("upturn.play.arrow-row", "arrows-any-row")
                    else:
                        v.broken("upturn.play.arrow-row", Msg(m.B_UP_ROW if t == "up" else m.B_DOWN_ROW),
                                 tile=t, trend=self.trend)
                else:
                    v.note("upturn.play.arrow-row")
        elif t in rules.NAMES_TREND:
            rule = "upturn.play.up-down" if t == "updown" else "upturn.play.joker"
            if p.trend is None:
                v.broken(rule, Msg(m.B_UPDOWN_TREND if t == "updown" else m.B_JOKER_TREND,
                                   ascending=NOTATION.shown("ascending"), descending=NOTATION.shown("descending")),
                         tile=t)
            new_trend = p.trend
            if t == "updown" and not first:
                v.note("upturn.play.arrow-row")
        else:
            self.options_without_choice(p)
        self.take(t)
        self.row.append(t)
        if self.emptied():
            if p.then is not None and t == rules.EXTRA_TILE:
                v.broken("upturn.end.win", Msg(m.B_THEN_AFTER_WIN, player=self.me), player=self.me)
            self.win()
            return
        if first:
            return
        if new_trend is not None and rule is not None:
            self.set_trend(new_trend, rule)
        if rule is not None and p.reverse:
            v.note("upturn.play.reverse")
            self.direction = CCW if self.direction == CW else CW
            if self.loud:
                v.later("direction", "upturn.play.reverse", m.e_turned, m.E_CW if self.direction == CW else m.E_CCW,
                        "direction", self.direction)
        if t == "skip1":
            self.skips.append("upturn.play.skip-1")
        elif t == "skip2":
            if len(self.pos.players) == 2:
                v.note("upturn.play.skip-2.two-players")
                self.skips.append("upturn.play.skip-2")
            else:
                self.skips += ["upturn.play.skip-2", "upturn.play.skip-2"]
        if t == rules.EXTRA_TILE and p.then is not None:
            v.note("upturn.play.joker.extra-tile")
            self.play(p.then)

    def end_of_turn(self, call: bool) -> None:
        v = self.v
        rack = self.rack
        if rack is not None:
            if rules.calls_due(len(rack)) and call:
                if self.loud:
                    v.later("call", "upturn.call.upturn", said, m.E_CALL, ("player",), self.me)
                    v.note("upturn.call.upturn")
            elif rules.calls_due(len(rack)):
                if self.loud:
                    v.later("penalty", "upturn.call.penalty", said, m.E_PENALTY, ("player", "count"), self.me, 3)
                    v.note("upturn.call.penalty")
                self.draw(3, self.seat)
            elif call and self.loud:
                v.note("upturn.call.upturn", Msg(m.NOTE_NO_CALL, player=self.me, count=len(rack)))
        players = self.pos.players
        step = rules.step(self.direction)
        seat = self.seat
        for rule in self.skips:
            seat = (seat + step) % len(players)
            if self.loud:
                v.later("skip", rule, said, m.E_SKIP, ("player",), players[seat])
        seat = (seat + step) % len(players)
        self.next_player = players[seat]
        if self.loud:
            v.later("next-player", "upturn.turn.direction-of-play", said, m.E_NEXT, ("player",), self.next_player)

    def position(self) -> Position:
        pos = self.pos
        racks = self.racks
        for seat in self.changed:
            rack = racks[seat]
            if rack is not None:
                racks[seat] = tuple(rack)
        # every rack the turn held as a list is a tuple again
        done = cast("tuple[Rack, ...]", tuple(racks))
        row = tuple(self.row)
        if row == pos.row:
            row = pos.row  # the very tuple, as every other place the move left alone (``Position.placed``)
        return Position(pos.players, self.next_player, pos.house_rules, self.start, row, self.trend,
                        self.direction, self.bag, done)
