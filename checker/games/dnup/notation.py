"""dnup's move notation: reading a typed move, writing a move, and the syntax help."""

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from ...i18n import N_, Msg, OneOf, english
from ..base import bad_move, tokens
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
        ("play CARD ...", Msg(N_("Play a set: one or more cards from your hand with the same active value, each "
                                 "written active/dormant, such as 5/1."))),
        ("play VALUE ...", Msg(N_("Play a set naming only the active value of each card, such as 5: which of "
                                  "your cards of that value is left open."))),
        # TRANSLATORS: %(example)s is a move in the reader's language (play ? ?)
        ("play ? ...", Msg(N_("Play a set of that many cards and leave its value open, such as %(example)s for a "
                              "pair: the referee answers for every set of that size your hand holds."),
                           example=NOTATION.shown("play ? ?"))),
        ("add CARD to OWNER", Msg(N_("Add one card from your hand to the set in front of OWNER; without OWNER, "
                                     "to whichever set it fits."))),
        ("take OWNER", Msg(N_("Take the set in front of the opponent OWNER into your hand."))),
        ("turn", Msg(N_("Turn the whole hand: every card in it is rotated, so its two values swap."))),
        ("turn CARD ...", Msg(N_("Rotate only the cards named: illegal unless they are the whole hand, since "
                                 "single cards may never be rotated."))),
        ("pass", Msg(N_("Do nothing: always illegal, since a turn is exactly one action."))),
    ]




def parse_move(text: str, pos: Position, tr: Translator | None = None) -> Move:
    """A move string to a move; ``tr``: the language a word that cannot be read is answered in."""
    words = tokens(text)
    if not words:
        _fail(text, Msg(N_("the move is empty.")))
    verb = words[0].lower()
    rest = words[1:]
    if verb not in VERBS:
        vocab = NOTATION.vocabulary(tr or english())
        close = vocab.suggest(words[0])
        if close:
            # TRANSLATORS: %(word)s is what was typed, %(suggestion)s a move word such as play.
            _fail(text, Msg(N_("%(word)s is not a move; did you mean %(suggestion)s?"),
                            word=words[0], suggestion=close))
        # TRANSLATORS: %(word)s is what was typed, %(choices)s the list of move words.
        _fail(text, Msg(N_("%(word)s is not a move; a move starts with %(choices)s."),
                        word=words[0], choices=OneOf([NOTATION.shown(v) for v in VERBS])))
    if verb == "pass":
        if rest:
            # TRANSLATORS: %(word)s is the move word pass in the reader's language.
            _fail(text, Msg(N_("%(word)s takes nothing after it."), word=NOTATION.shown("pass")))
        return Pass()
    if verb == "turn":
        if rest and len(rest) == 1 and rest[0].lower() == "hand":
            rest = []
        if not rest:
            return Turn()
        return Turn(sort_cards(_cards(text, rest)))
    if verb == "play":
        if not rest:
            # TRANSLATORS: %(example)s and %(values)s are example moves in the reader's language.
            _fail(text, Msg(N_("play needs the cards of the set, such as %(example)s, or at least their values, "
                               "such as %(values)s."), example=NOTATION.shown("play 5/1 5/3"),
                            values=NOTATION.shown("play 5 5")))
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
        # TRANSLATORS: %(example)s is an example move, such as take Bartek, in the reader's language.
        _fail(text, Msg(N_("take needs the owner of the set, such as %(example)s."),
                        example=NOTATION.shown(f"take {pos.players[-1]}", keep=pos.players)))
    return Take(_player(text, rest[0], pos))


def _add_help(text: str) -> NoReturn:
    # TRANSLATORS: %(example)s is an example move, such as add 7/2 to Bartek, in the reader's language.
    _fail(text, Msg(N_("add needs one card and the owner of the set, such as %(example)s."),
                    example=NOTATION.shown("add 7/2 to Bartek", keep=("Bartek",))))


def _fail(text: str, msg: Msg) -> NoReturn:
    raise bad_move(text, msg)


def _cards(text: str, words: list[str], open_ok: bool = False) -> list[Card]:
    cards = []
    for word in words:
        card = read_card(word)
        if card is None and open_ok:
            card = read_open_card(word)
        if card is None:
            # TRANSLATORS: %(word)s is what was typed in place of a card.
            _fail(text, Msg(N_("%(word)s is not a card; write a card as active/dormant, such as 5/1."), word=word))
        cards.append(card)
    return cards


def _player(text: str, word: str, pos: Position) -> str:
    if word in pos.players:
        return word
    found = [p for p in pos.players if p.lower() == word.lower()]
    if len(found) == 1:
        return found[0]
    # TRANSLATORS: %(name)s is what was typed, %(players)s the list of players.
    _fail(text, Msg(N_("%(name)s is not one of the players (%(players)s)."), name=word, players=list(pos.players)))


def raw_token(text: str) -> bool:
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
