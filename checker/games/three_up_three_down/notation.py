"""Move notation of 3UP 3DOWN: reading cards and move strings, writing them.

A move is a whole turn: the discard, and after a Clear +1 or Clear +2 the
extra discards (with the optional draw), separated by commas. The draw back
up to three at the end of the turn happens by itself.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ...i18n import Msg, OneOf, english
from ...words import Shown
from ..base import bad_move, tokens
from . import messages as m
from .model import CARDS, VERBS, Move, Position, Step, Verb, step_text
from .words import NOTATION, SPELLINGS

if TYPE_CHECKING:
    from ...i18n import Translator

#: a word that starts a step, in any of its spellings of one word (``words.ALIASES``) -> the verb
STEP_WORDS: dict[str, Verb] = {**{verb: verb for verb in VERBS},
                               **{alias: verb for verb in VERBS for alias, word in SPELLINGS.items() if word == verb}}
#: another spelling of one word of a card (``c+1``) -> the card
CARD_SPELLINGS = {alias: word for alias, word in SPELLINGS.items() if word in CARDS}
_CANONICAL: dict[Any, str] = {**{n: str(n) for n in range(1, 11)}, **{card: card for card in CARDS}}


def read_card(text: Any) -> str | None:
    """A card in canonical form (a number, ``clear+1``, ...), or None."""
    if text is True or text is False:
        return None
    if isinstance(text, (int, str)) and text in _CANONICAL:
        return _CANONICAL[text]
    if isinstance(text, int):
        return None
    word = str(text).strip().lower()
    word = CARD_SPELLINGS.get(word, word)
    return word if word in CARDS else None


def parse_move(text: str, pos: Position, tr: Translator | None = None) -> Move:
    """Steps are separated by commas or ``then``, or begin with a move word.
    A step that begins with a card names no source: like ``play``, it plays
    from where the rules say the player plays now (the hand, then the face-up
    cards, then the face-down cards). ``tr``: the language a word that cannot be read
    is answered in (None: English)."""
    steps: list[Step] = []
    for segment in re.split(r",|\bthen\b", text.lower().replace("=", " = ")):
        words = tokens(segment)
        i = 0
        while i < len(words):
            word = words[i]
            verb: Verb
            if word == "pick" and i + 1 < len(words) and words[i + 1] == "up":
                verb, i = "pickup", i + 2
            elif word in STEP_WORDS:
                verb, i = STEP_WORDS[word], i + 1
            elif i == 0 and read_card(word):
                verb = "play"  # no source named: from where the player must play now
            else:
                raise bad_move(text, _unknown_word(word, tr))
            args = []
            while i < len(words) and words[i] not in STEP_WORDS and words[i] != "pick":
                args.append(words[i])
                i += 1
            steps.append(_step(text, verb, args))
    if not steps:
        raise bad_move(text, Msg(m.M_NO_STEP,
                                 choices=OneOf([NOTATION.shown(w) for w in ("play", "up", "down", "pickup")])))
    return Move(tuple(steps))


def _unknown_word(word: str, tr: Translator | None) -> Msg:
    vocab = NOTATION.vocabulary(tr or english())
    close = vocab.suggest(word)
    if close and vocab.read(close) in VERBS:
        return Msg(m.M_NOT_A_WORD_MEAN, word=word, suggestion=close)
    return Msg(m.M_NOT_A_WORD, word=word,
               choices=OneOf([NOTATION.shown(w) for w in ("play", "up", "down", "draw", "pickup")]))

def _card(text: str, word: str) -> str:
    card = read_card(word)
    if card is None:
        raise bad_move(text, Msg(m.M_NOT_A_CARD, word=word))
    return card

def _step(text: str, verb: Verb, args: list[str]) -> Step:
    if verb in ("play", "up"):
        if not args:
            raise bad_move(text, Msg(m.M_NEEDS_CARD, verb=NOTATION.shown(verb), example=NOTATION.shown(f"{verb} 7")))
        return Step(verb, tuple(_card(text, a) for a in args))
    if verb == "draw":
        return Step("draw", tuple(_card(text, a) for a in args))
    if verb == "pickup":
        if args:
            raise bad_move(text, Msg(m.M_NOTHING_AFTER, verb=NOTATION.shown(verb),
                                     word=args[0]))
        return Step("pickup")
    if args and args[-1] == "=":
        args = args[:-1]
    if args and len(args) > 1 and args[1] == "=":
        args = [args[0], *args[2:]]
    if not args or not args[0].isdigit() or int(args[0]) < 1 or len(args) > 2:
        raise bad_move(text, Msg(m.M_NEEDS_SLOT,
                                 word=NOTATION.shown("down"), examples=OneOf(_examples("down 2", "down 2=7"))))
    value = _card(text, args[1]) if len(args) == 2 else None
    return Step("down", slot=int(args[0]), value=value)

def raw_token(text: str, pos: Position) -> bool:
    """A card (``c+2``) or a face-down card's place and value (``2=7``, ``=7``) as the notation writes them."""
    if read_card(text) is not None and not text.isdigit():
        return True
    slot, sep, value = text.partition("=")
    return bool(sep) and (not slot or slot.isdigit()) and (not value or read_card(value) is not None)


def move_text(move: Move) -> str:
    return ", ".join([step_text(step) for step in move.steps])

def _examples(*moves: str) -> list[Shown]:
    return [NOTATION.shown(m) for m in moves]


def move_syntax() -> list[tuple[str, Msg]]:
    """The syntax lines (canonical: ``Game.show_text`` writes them in the reader's language)."""
    return [
        ("play CARD ...", Msg(m.S_PLAY, examples=_examples("play 7", "play 5 5 5", "play clear+1"))),
        ("up CARD ...", Msg(m.S_UP, examples=_examples("up 9", "up 4 4"))),
        ("down N=CARD", Msg(m.S_DOWN, examples=_examples("down 2", "down 2=7"))),
        ("pickup", Msg(m.S_PICKUP)),
        ("STEP, draw CARD ..., STEP", Msg(m.S_EXTRA, example=NOTATION.shown("play clear+2, draw, play 4, play 6"),
                                          draw=NOTATION.shown("draw 7 2"))),
        ("..., draw CARD ...", Msg(m.S_DRAW, example=NOTATION.shown("play 5, draw 9"))),
        ("CARD", Msg(m.S_CARD)),
    ]
