"""Upturn moves as players say them (``Game.grammar``): the items of a said move
(``checker.reader.phrase``) to canonical move strings.

Every tile said starts a play; a number said after a twin is one of its fill tiles, unless
"play" comes before it. A word that says what happens to a tile goes to the tile that can
take it, wherever it was said: the trend to a Joker or an Up & Down arrow, keep or reverse
to an arrow or a Joker, the players who get tiles to a twin or a hand tile (a count before
"to Bob" or after the name is how many Bob gets). A second play follows only a Joker (or a
pass): a reading that needs another chain is strained, so that a word with two meanings
("w dół": the Down arrow or descending) reads the way that makes a move.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...i18n import Msg
from ...reader import unread
from ...verdict import bad_move
from . import messages as m
from . import rules
from .model import ACTIONS, Move, Position, TilePlay, Trend, is_hand, is_number, is_twin, norm_tile
from .notation import move_text
from .words import NOTATION

Item = tuple[Any, ...]
#: the most tiles a twin's fill and draws can number: a count above it is a tile
MOST_COUNT = 9


@dataclass
class _Play:
    tile: str
    fill: list[str] = field(default_factory=list)
    trend: Trend | None = None
    reverse: bool | None = None
    give: list[tuple[str, int | None]] = field(default_factory=list)
    #: "then" was said before it
    then: bool = False


def grammar(items: list[Item], pos: Position) -> list[tuple[str, int]]:
    items = _counts(items, pos)
    plays: list[_Play] = []
    passed = False
    call: bool | None = None
    explicit = said_then = twin = False
    mode: str | None = None
    open_words: list[str] = []  # "fill", "give", "then" said and still waiting for what they need
    trends: list[tuple[int, str]] = []
    turns: list[tuple[int, bool]] = []
    recipients: list[tuple[int, str, int | None]] = []
    for item in items:
        kind = item[0]
        word = item[1] if kind == "w" else None
        tile = _tile(item)
        if mode == "draw" and kind in ("n", "cnt", "amount") and item[1] <= MOST_COUNT:
            mode = None  # "I pass and take one": how many are drawn
            continue
        if mode == "give" and kind in ("n", "cnt", "amount") and 0 < item[1] <= MOST_COUNT:
            # "a Dirk le doy una": how many the player named goes to
            if recipients and recipients[-1][2] is None:
                recipients[-1] = (*recipients[-1][:2], item[1])
            mode = None
            continue
        if tile is not None:
            last = plays[-1] if plays else None
            if (mode == "fill" or (last is not None and is_twin(last.tile) and not explicit)) \
                    and last is not None and is_number(tile) and not last.give:
                last.fill.append(tile)
                _done(open_words, "fill")
                _done(open_words, "then")
            else:
                if twin and not is_twin(tile):
                    raise _no_move(m.M_NOT_TWIN, word=NOTATION.shown("twin"), tile=tile)
                if (plays or passed) and not (said_then or explicit or (plays and plays[-1].tile == rules.EXTRA_TILE)):
                    raise _no_move(m.R_ONE_CHAIN)
                plays.append(_Play(tile, then=said_then))
                _done(open_words, "then")
                mode = None
            explicit = said_then = twin = False
            continue
        if kind == "recipient":
            if any(r[1] == item[1] for r in recipients):
                raise _no_move(m.R_NAMED_TWICE, name=item[1])
            recipients.append((len(plays) - 1, item[1], item[2]))
            _done(open_words, "give")
            mode = "give"
            continue
        if word == "pass" or word == "draw":
            passed = passed or not plays
            mode = "draw"
        elif word == "play":
            explicit, mode = True, None
        elif word == "twin":
            twin, explicit = True, False
        elif word in ("fill", "give"):
            mode = word
            open_words.append(word)
        elif word == "hand":
            last = plays[-1] if plays else None
            if last is None or not is_number(last.tile) or is_hand(last.tile) or last.fill:
                raise _no_move(m.R_HAND_ALONE)
            last.tile += "h"
        elif word in ("ascending", "descending"):
            trends.append((len(plays) - 1, word))
        elif word in ("keep", "reverse"):
            turns.append((len(plays) - 1, word == "reverse"))
        elif word in ("call", "nocall"):
            call = word == "call"
        elif word == "then" or item == ("f", "then"):
            mode, said_then = None, True
            if "then" not in open_words:
                open_words.append("then")
        elif kind not in ("f", "sep", "cnt", "amount"):
            raise _no_move(m.R_NO_PART, word=NOTATION.shown(str(word)) if word else str(item[1]))
    if twin:
        raise unread(Msg(m.R_NO_TILE))
    if recipients:
        _done(open_words, "give")  # "a Dirk le doy una": the player named before the word for giving
    if open_words:
        raise _no_move(m.R_NOTHING_FOLLOWS, word=NOTATION.shown(open_words[0]))
    if not plays and not passed:
        raise unread(Msg(m.R_NO_TILE))
    strain = _attach(plays, trends, rules.NAMES_TREND, "trend")
    strain += _attach(plays, turns, rules.REVERSIBLE, "reverse")
    strain += _give(plays, recipients, pos)
    chain: TilePlay | None = None
    for p in reversed(plays):
        if chain is not None and p.tile != rules.EXTRA_TILE:
            strain += 2  # only a Joker has a tile after it: said with "then", the judge says so
        give = tuple((name, 1 if count is None else count) for name, count in p.give)
        chain = TilePlay(p.tile, tuple(p.fill), give, p.trend, p.reverse, chain)
    move = Move("pass", chain, bool(call)) if passed else Move("play", chain, bool(call))
    return [(move_text(move), strain)]


def _done(open_words: list[str], word: str) -> None:
    if word in open_words:
        open_words.remove(word)


def _tile(item: Item) -> str | None:
    if item[0] == "n" and 1 <= item[1] <= 99:
        return str(item[1])
    if item[0] == "raw":
        tile = norm_tile(item[1])
        return tile if tile is not None and tile != "?" else None
    if item[0] == "w" and item[1] in ACTIONS:
        return str(item[1])
    return None


def _counts(items: list[Item], pos: Position) -> list[Item]:
    """Recipients with their counts: ``Bob:3``; a count before "to Bob"; a count after the name
    once a tile that hands out tiles was said; what a player "gets" ("Cas gets one")."""
    out: list[Item] = []
    i = 0
    gives = False
    while i < len(items):
        item = items[i]
        kind = item[0]
        nxt = items[i + 1] if i + 1 < len(items) else None
        after = items[i + 2] if i + 2 < len(items) else None
        tile = _tile(item)
        if tile is not None and (is_twin(tile) or is_hand(tile)):
            gives = True
        if item == ("w", "hand") or item == ("w", "give"):
            gives = True
        if kind == "raw" and ":" in item[1]:
            name, _sep, count = item[1].partition(":")
            seated = _seated(name, pos)
            if seated is not None and count.isdigit():
                out.append(("recipient", seated, int(count)))
                i += 1
                continue
        if kind in ("n", "cnt", "amount") and gives and 0 < item[1] <= MOST_COUNT and nxt == ("f", "to") \
                and after is not None and after[0] == "name":
            out.append(("recipient", after[1], item[1]))
            i += 3
            continue
        if kind == "name":
            count = None
            step = 1
            if nxt == ("f", "gets") and after is not None and after[0] in ("n", "cnt", "amount"):
                count, step = after[1], 3
            elif nxt == ("f", "gets"):
                step = 2
            elif gives and nxt is not None and nxt[0] in ("n", "cnt") and 0 < nxt[1] <= MOST_COUNT:
                count, step = nxt[1], 2
            out.append(("recipient", item[1], count))
            i += step
            continue
        if item == ("f", "to") and nxt is not None and nxt[0] == "name":
            i += 1
            continue
        out.append(item)
        i += 1
    return out


def _seated(name: str, pos: Position) -> str | None:
    for player in pos.players:
        if player.casefold() == name.casefold():
            return player
    return None


def _attach(plays: list[_Play], said: list[tuple[int, Any]], able: frozenset[str], what: str) -> int:
    """Give each word to the play that can take it: the nearest one at or before where it was
    said, else the first after; a word no play can take stays where it was said (the judge says why)."""
    strain = 0
    for at, value in said:
        free = [n for n, p in enumerate(plays) if p.tile in able and getattr(p, what) is None]
        before = [n for n in free if n <= at]
        target = before[-1] if before else (free[0] if free else None)
        if target is None:
            target = max(at, 0)
            strain += 1
            if not plays or getattr(plays[target], what) is not None:
                raise _no_move(m.R_SAID_TWICE)
        setattr(plays[target], what, value)
    return strain


def _give(plays: list[_Play], recipients: list[tuple[int, str, int | None]], pos: Position) -> int:
    """The recipients go to the twin or hand tile that draws; one named alone gets every drawn tile."""
    if not recipients:
        return 0
    takers = [n for n, p in enumerate(plays) if is_twin(p.tile) or is_hand(p.tile)]
    strain = 0
    if not takers:
        takers, strain = [0] if plays else [], 1
    if not takers:
        raise unread(Msg(m.R_NO_TILE))
    target = plays[takers[0]]
    for _at, name, count in recipients:
        if any(n == name for n, _c in target.give):
            continue
        target.give.append((name, count))
    if len(target.give) == 1 and target.give[0][1] is None and is_twin(target.tile):
        target.give = [(target.give[0][0], rules.twin_draws(len(target.fill), pos.house_rules))]
    return strain


def _no_move(text: str, **params: Any) -> Any:
    return bad_move("", Msg(text, **params))
