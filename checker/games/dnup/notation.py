"""dnup's move notation: reading a typed move, writing a move, and the syntax help."""

from __future__ import annotations

from typing import NoReturn

from ...i18n import N_, Msg, OneOf
from ..base import bad_move, tokens
from .model import VERBS, Add, Card, Move, Pass, Play, Position, Take, Turn, read_card, sort_cards, texts


def move_syntax() -> list[tuple[str, Msg]]:
    return [
        ("play CARD [CARD ...]", Msg(N_("Play a set: one or more cards from your hand with the same active "
                                        "value, each written active/dormant. Example: play 5/1 5/3"))),
        ("add CARD [to] OWNER", Msg(N_("Add one card from your hand to the set in front of OWNER. "
                                       "Example: add 7/2 to Bartek"))),
        ("take [from] OWNER", Msg(N_("Take the set in front of the opponent OWNER into your hand. "
                                     "Example: take Bartek"))),
        ("turn", Msg(N_("Turn the whole hand: every card in it is rotated, so its two values swap."))),
        ("turn CARD [CARD ...]", Msg(N_("Rotate only the cards named: illegal unless they are the whole hand, "
                                        "since single cards may never be rotated. Example: turn 5/1"))),
        ("pass", Msg(N_("Do nothing: always illegal, since a turn is exactly one action."))),
    ]


def parse_move(text: str, pos: Position) -> Move:
    words = tokens(text)
    if not words:
        _fail(text, Msg(N_("the move is empty.")))
    verb = words[0].lower()
    rest = words[1:]
    if verb not in VERBS:
        from ...schema import suggest

        close = suggest(verb, list(VERBS))
        if close:
            # TRANSLATORS: %(word)s is what was typed, %(suggestion)s a move word such as play.
            _fail(text, Msg(N_("%(word)s is not a move; did you mean %(suggestion)s?"),
                                        word=words[0], suggestion=close))
        # TRANSLATORS: %(word)s is what was typed, %(choices)s the list of move words.
        _fail(text, Msg(N_("%(word)s is not a move; a move starts with %(choices)s."),
                                    word=words[0], choices=OneOf(VERBS)))
    if verb == "pass":
        if rest:
            _fail(text, Msg(N_("pass takes nothing after it.")))
        return Pass()
    if verb == "turn":
        if rest and len(rest) == 1 and rest[0].lower() == "hand":
            rest = []
        if not rest:
            return Turn()
        return Turn(sort_cards(_cards(text, rest)))
    if verb == "play":
        if not rest:
            _fail(text, Msg(N_("play needs the cards of the set, such as play 5/1 5/3.")))
        return Play(sort_cards(_cards(text, rest)))
    if verb == "add":
        if len(rest) == 3 and rest[1].lower() == "to":
            rest = [rest[0], rest[2]]
        if len(rest) != 2:
            _fail(text, Msg(N_("add needs one card and the owner of the set, such as "
                                           "add 7/2 to Bartek.")))
        card = _cards(text, rest[:1])[0]
        return Add(card, _player(text, rest[1], pos))
    # take
    if len(rest) == 2 and rest[0].lower() == "from":
        rest = rest[1:]
    if len(rest) != 1:
        _fail(text, Msg(N_("take needs the owner of the set, such as take Bartek.")))
    return Take(_player(text, rest[0], pos))


def _fail(text: str, msg: Msg) -> NoReturn:
    raise bad_move(text, msg)


def _cards(text: str, words: list[str]) -> list[Card]:
    cards = []
    for word in words:
        card = read_card(word)
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


def move_text(move: Move) -> str:
    if isinstance(move, Play):
        return "play " + " ".join(texts(move.cards))
    if isinstance(move, Add):
        return f"add {move.card.text()} to {move.owner}"
    if isinstance(move, Take):
        return f"take {move.owner}"
    if isinstance(move, Turn):
        return "turn" if move.cards is None else "turn " + " ".join(texts(move.cards))
    return "pass"
