"""Upturn move strings: reading them (``parse_move``) and writing them (``move_text``).

A move string arrives with its words canonical (``Game.read``); a word the notation reads is
also read in any of its other English spellings of one word (``words.SPELLINGS``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n import Msg, OneOf, english
from ...verdict import MoveError
from ..base import UNKNOWN, bad_move, tokens

if TYPE_CHECKING:
    from ...i18n import Translator
from .messages import (
    M_AFTER_PASS,
    M_BAD_COUNT,
    M_DID_YOU_MEAN,
    M_FILL_EMPTY,
    M_GIVE_EMPTY,
    M_GIVE_TWICE,
    M_NEED_TILE,
    M_NOT_TILE_IN_MOVE,
    M_NOT_TWIN,
    M_STRANGER,
    M_THEN_EMPTY,
    M_TWICE,
    M_TWIN_HAND,
    M_UNEXPECTED,
    M_UNEXPECTED_MEAN,
    M_UNKNOWN,
    S_ARROW,
    S_CALL,
    S_HAND,
    S_JOKER,
    S_PASS,
    S_PASS_THEN,
    S_PLAY,
    S_SKIP,
    S_TWIN,
    S_UPDOWN,
)
from .model import ACTIONS, TRENDS, Move, Position, TilePlay, Trend, is_number, is_twin, is_twin_with_hand, norm_tile
from .words import NOTATION, SPELLINGS


def _word(token: str) -> str:
    """A token as the word of the notation it spells (lower case)."""
    low = token.lower()
    return SPELLINGS.get(low, low)


def _unknown(text: str, word: str, tr: Translator | None, unexpected: bool = False) -> MoveError:
    """A word the notation does not know here: "did you mean" in ``tr``'s language (None: English)."""
    vocab = NOTATION.vocabulary(tr or english())
    close = None if vocab.read(word) else vocab.suggest(word)
    if unexpected:
        if close:
            return bad_move(text, Msg(M_UNEXPECTED_MEAN, word=word, suggestion=close))
        return bad_move(text, Msg(M_UNEXPECTED, word=NOTATION.shown(word)))
    if close:
        return bad_move(text, Msg(M_DID_YOU_MEAN, word=word, suggestion=close))
    starts = [NOTATION.shown(w) for w in ("play", "twin", "pass", *ACTIONS)]
    return bad_move(text, Msg(M_UNKNOWN, word=word, words=OneOf(starts)))


_STOP = {"then", "fill", "give", "reverse", "keep", *TRENDS}
_TRENDS: dict[str, Trend] = {trend: trend for trend in TRENDS}


def parse_move(text: str, pos: Position, tr: Translator | None = None) -> Move:
    """A move string to a move; the names a ``give`` may use are the players of ``pos``;
    ``tr``: the language a word that cannot be read is answered in (None: English)."""
    players = pos.players
    toks = tokens(text)
    if not toks:
        raise bad_move(text, Msg(M_NEED_TILE, word=NOTATION.shown("play"), example=NOTATION.shown("play 14")))
    call = False
    if len(toks) > 1 and _word(toks[-1]) in ("call", "nocall"):
        call = _word(toks[-1]) == "call"
        toks = toks[:-1]
    if _word(toks[0]) == "pass":
        if len(toks) == 1:
            return Move("pass", None, call)
        if _word(toks[1]) != "then":
            raise bad_move(text, Msg(M_AFTER_PASS, word=NOTATION.shown(toks[1]), then=NOTATION.shown("then"),
                                     call=NOTATION.shown("call"), pass_word=NOTATION.shown("pass")))
        if len(toks) == 2:
            raise bad_move(text, _then_empty())
        return Move("pass", _parse_play(text, toks[2:], players, tr), call)
    return Move("play", _parse_play(text, toks, players, tr), call)


def _parse_play(text: str, toks: list[str], players: tuple[str, ...], tr: Translator | None) -> TilePlay:
    keyword = _word(toks[0]) if _word(toks[0]) in ("play", "twin") else None
    i = 1 if keyword else 0
    if i >= len(toks):
        raise bad_move(text, Msg(M_NEED_TILE, word=NOTATION.shown(toks[0]), example=NOTATION.shown("play 14")))
    tile = norm_tile(toks[i])
    if tile is None or tile == UNKNOWN:
        if keyword:
            actions = OneOf(NOTATION.shown(a) for a in ACTIONS)
            raise bad_move(text, Msg(M_NOT_TILE_IN_MOVE, word=toks[i], tiles=actions))
        raise _unknown(text, toks[i], tr)
    if is_twin_with_hand(tile):
        raise bad_move(text, Msg(M_TWIN_HAND, tile=tile))
    if keyword == "twin" and not is_twin(tile):
        raise bad_move(text, Msg(M_NOT_TWIN, word=NOTATION.shown("twin"), tile=tile))
    i += 1
    fill: tuple[str, ...] | None = None
    give: tuple[tuple[str, int], ...] | None = None
    trend: Trend | None = None
    reverse: bool | None = None
    then = None
    while i < len(toks):
        word = _word(toks[i])
        if word == "then":
            if i + 1 >= len(toks):
                raise bad_move(text, _then_empty())
            then = _parse_play(text, toks[i + 1:], players, tr)
            break
        if word == "fill":
            if fill is not None:
                raise bad_move(text, Msg(M_TWICE, word=NOTATION.shown(toks[i])))
            j, tiles = i + 1, []
            while j < len(toks):
                f = norm_tile(toks[j])
                if f is None or not f[0].isdigit():
                    break
                if is_twin_with_hand(f):
                    raise bad_move(text, Msg(M_TWIN_HAND, tile=f))
                tiles.append(f)
                j += 1
            if not tiles:
                raise bad_move(text, Msg(M_FILL_EMPTY, word=NOTATION.shown("fill"),
                                         example=NOTATION.shown("fill 14 18")))
            fill, i = tuple(tiles), j
            continue
        if word == "give":
            if give is not None:
                raise bad_move(text, Msg(M_TWICE, word=NOTATION.shown(toks[i])))
            j, names = i + 1, list[tuple[str, int]]()
            while j < len(toks) and (toks[j].split(":")[0] in players or _word(toks[j]) not in _STOP):
                names.append(_recipient(text, toks[j], players, names))
                j += 1
            if not names:
                raise bad_move(text, Msg(M_GIVE_EMPTY, word=NOTATION.shown("give"),
                                         example=NOTATION.shown("give Bob", keep=("Bob",)),
                                         other=NOTATION.shown("give Bob:2 Cas:1", keep=("Bob:2", "Cas:1"))))
            give, i = tuple(names), j
            continue
        named = _TRENDS.get(word)
        if named is not None:
            if trend is not None:
                raise bad_move(text, Msg(M_TWICE, word=NOTATION.shown(toks[i])))
            trend, i = named, i + 1
            continue
        if word in ("reverse", "keep"):
            if reverse is not None:
                raise bad_move(text, Msg(M_TWICE, word=NOTATION.shown(toks[i])))
            reverse, i = word == "reverse", i + 1
            continue
        raise _unknown(text, toks[i], tr, unexpected=True)
    return TilePlay(tile, fill or (), give or (), trend, reverse, then)


def _recipient(text: str, tok: str, players: tuple[str, ...], so_far: list[tuple[str, int]]) -> tuple[str, int]:
    name, sep, count = tok.partition(":")
    if not name or (sep and not (count.isdigit() and int(count) >= 1)):
        raise bad_move(text, Msg(M_BAD_COUNT, word=tok))
    for seated in players:
        if seated.lower() == name.lower():
            name = seated
    if players and name not in players:
        # a name nobody at the table has: the move cannot be read, as for any other word
        raise bad_move(text, Msg(M_STRANGER, name=name))
    if any(n == name for n, _c in so_far):
        raise bad_move(text, Msg(M_GIVE_TWICE, name=name, word=NOTATION.shown("give")))
    return name, int(count) if sep else 1


def _then_empty() -> Msg:
    return Msg(M_THEN_EMPTY, word=NOTATION.shown("then"), example=NOTATION.shown("joker ascending keep then play 14"))


def raw_token(text: str, pos: Position) -> bool:
    """A tile (``14h``, ``skip-1``) or a recipient with a count (``Bob:3``), as the notation writes them."""
    players = pos.players
    tile = norm_tile(text)
    if tile is not None and tile != UNKNOWN:
        return True
    name, sep, count = text.partition(":")
    return bool(sep) and count.isdigit() and any(p.casefold() == name.casefold() for p in players)


def move_text(move: Move) -> str:
    if move.kind == "pass":
        text = "pass" if move.play is None else "pass then " + play_text(move.play)
    else:
        assert move.play is not None
        text = play_text(move.play)
    return text + " call" if move.call else text


def play_text(p: TilePlay) -> str:
    parts = ["twin" if is_twin(p.tile) else "play", p.tile] if is_number(p.tile) else [p.tile]
    if p.fill:
        parts += ["fill", *p.fill]
    if p.trend is not None:
        parts.append(p.trend)
    if p.reverse is not None:
        parts.append("reverse" if p.reverse else "keep")
    if p.give:
        twin = is_twin(p.tile)
        parts += ["give", *(f"{n}:{c}" if twin or c != 1 else n for n, c in p.give)]
    if p.then is not None:
        parts += ["then", play_text(p.then)]
    return " ".join(parts)


def move_syntax() -> list[tuple[str, Msg]]:
    return [
        ("pass", Msg(S_PASS)),
        ("pass then play 14", Msg(S_PASS_THEN)),
        ("play 14    twin 22", Msg(S_PLAY)),
        ("play 14h give Bob", Msg(S_HAND)),
        ("twin 22 fill 64 48 40 36 give Bob:3 Cas:2", Msg(S_TWIN)),
        ("up keep    down reverse", Msg(S_ARROW)),
        ("updown descending reverse", Msg(S_UPDOWN)),
        ("skip1    skip2", Msg(S_SKIP)),
        ("joker ascending keep then play 14", Msg(S_JOKER)),
        ("play 14 call", Msg(S_CALL)),
    ]
