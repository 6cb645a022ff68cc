"""dnup's move notation: reading a typed move, writing a move, and the syntax help."""

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from ...i18n import Msg, OneOf, english
from ..base import bad_move, tokens
from . import messages as m
from .model import (
    VERBS,
    Add,
    Card,
    Move,
    Pass,
    Play,
    Position,
    Take,
    Turn,
    add,
    play,
    read_card,
    read_open_card,
    sort_cards,
    texts,
)
from .words import NOTATION

if TYPE_CHECKING:
    from ...i18n import Translator


def move_syntax() -> list[tuple[str, Msg]]:
    return [
        ("play CARD ...", Msg(m.S_PLAY)),
        ("play VALUE ...", Msg(m.S_PLAY_VALUES)),
        ("play ? ...", Msg(m.S_PLAY_OPEN, example=NOTATION.shown("play ? ?"))),
        ("add CARD to OWNER", Msg(m.S_ADD)),
        ("take OWNER", Msg(m.S_TAKE)),
        ("turn", Msg(m.S_TURN)),
        ("turn CARD ...", Msg(m.S_TURN_CARDS)),
        ("pass", Msg(m.S_PASS)),
    ]




def parse_move(text: str, pos: Position, tr: Translator | None = None) -> Move:
    """A move string to a move; ``tr``: the language a word that cannot be read is answered in."""
    words = tokens(text)
    if not words:
        _fail(text, Msg(m.M_EMPTY))
    verb = words[0].lower()
    rest = words[1:]
    if verb not in VERBS:
        vocab = NOTATION.vocabulary(tr or english())
        close = vocab.suggest(words[0])
        if close:
            _fail(text, Msg(m.M_NOT_A_MOVE_MEAN, word=words[0], suggestion=close))
        _fail(text, Msg(m.M_NOT_A_MOVE, word=words[0], choices=OneOf([NOTATION.shown(v) for v in VERBS])))
    if verb == "pass":
        if rest:
            _fail(text, Msg(m.M_NOTHING_AFTER, word=NOTATION.shown("pass")))
        return Pass()
    if verb == "turn":
        if rest and len(rest) == 1 and rest[0].lower() == "hand":
            rest = []
        if not rest:
            return Turn()
        return Turn(sort_cards(_cards(text, rest)))
    if verb == "play":
        if not rest:
            _fail(text, Msg(m.M_PLAY_HELP, example=NOTATION.shown("play 5/1 5/3"), values=NOTATION.shown("play 5 5")))
        return play(sort_cards(_cards(text, rest, open_ok=True)))
    if verb == "add":
        if rest and rest[0].lower() == "to":
            # add to OWNER: the card is left open
            if len(rest) != 2:
                _add_help(text)
            return add(None, _player(text, rest[1], pos))
        if len(rest) == 3 and rest[1].lower() == "to":
            rest = [rest[0], rest[2]]
        if len(rest) not in (1, 2):
            _add_help(text)
        card = _cards(text, rest[:1], open_ok=True)[0]
        return add(card, _player(text, rest[1], pos) if len(rest) == 2 else None)
    # take
    if len(rest) == 2 and rest[0].lower() == "from":
        rest = rest[1:]
    if not rest:
        return Take(None)
    if len(rest) != 1:
        _fail(text, Msg(m.M_TAKE_HELP, example=NOTATION.shown(f"take {pos.players[-1]}", keep=pos.players)))
    return Take(_player(text, rest[0], pos))


def _add_help(text: str) -> NoReturn:
    _fail(text, Msg(m.M_ADD_HELP, example=NOTATION.shown("add 7/2 to Bartek", keep=("Bartek",))))


def _fail(text: str, msg: Msg) -> NoReturn:
    raise bad_move(text, msg)


def _cards(text: str, words: list[str], open_ok: bool = False) -> list[Card]:
    cards = []
    for word in words:
        card = read_card(word)
        if card is None and open_ok:
            card = read_open_card(word)
        if card is None:
            _fail(text, Msg(m.M_NOT_A_CARD, word=word))
        cards.append(card)
    return cards


def _player(text: str, word: str, pos: Position) -> str:
    if word in pos.players:
        return word
    found = [p for p in pos.players if p.lower() == word.lower()]
    if len(found) == 1:
        return found[0]
    _fail(text, Msg(m.M_NOT_A_PLAYER, name=word, players=list(pos.players)))


def raw_token(text: str, pos: Position) -> bool:
    """A card as the notation writes it (``5/1``, ``5/?``, ``1/5*``)."""
    return "/" in text and (read_card(text) or read_open_card(text)) is not None


def move_text(move: Move) -> str:
    if isinstance(move, Play):
        return " ".join(["play", *texts(move.cards)])
    if isinstance(move, Add):
        if move.card is None:
            return f"add to {move.owner}"
        return f"add {move.card.text()}" + ("" if move.owner is None else f" to {move.owner}")
    if isinstance(move, Take):
        return "take" if move.owner is None else f"take {move.owner}"
    if isinstance(move, Turn):
        return "turn" if move.cards is None else "turn " + " ".join(texts(move.cards))
    return "pass"
