"""Move notation of 3UP 3DOWN: reading cards and move strings, writing them.

A move is a whole turn: the discard, and after a Clear +1 or Clear +2 the
extra discards (with the optional draw), separated by commas. The draw back
up to three at the end of the turn happens by itself.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ...i18n import N_, Msg, OneOf, english
from ...words import Shown
from ..base import bad_move, tokens
from .model import CARDS, Move, Step, step_text
from .words import NOTATION

if TYPE_CHECKING:
    from ...i18n import Translator

CARD_ALIASES = {
    "c": "clear", "clr": "clear", "c+1": "clear+1", "c1": "clear+1", "clear1": "clear+1",
    "c+2": "clear+2", "c2": "clear+2", "clear2": "clear+2",
}
VERBS = {
    "play": "play", "hand": "play",
    "up": "up", "faceup": "up", "face-up": "up",
    "down": "down", "facedown": "down", "face-down": "down", "blind": "down",
    "draw": "draw",
    "pickup": "pickup", "pick-up": "pickup", "take": "pickup",
}
_CANONICAL: dict[Any, str] = {**{n: str(n) for n in range(1, 11)}, **{card: card for card in CARDS}}


def read_card(text: Any) -> str | None:
    if text is True or text is False:
        return None
    if isinstance(text, (int, str)) and text in _CANONICAL:
        return _CANONICAL[text]
    if isinstance(text, int):
        return None
    word = str(text).strip().lower()
    word = CARD_ALIASES.get(word, word)
    return word if word in CARDS else None



def parse_move(text: str, tr: Translator | None = None) -> Move:
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
            if word == "pick" and i + 1 < len(words) and words[i + 1] == "up":
                verb, i = "pickup", i + 2
            elif word in VERBS:
                verb, i = VERBS[word], i + 1
            elif i == 0 and read_card(word):
                verb = "play"  # no source named: from where the player must play now
            else:
                raise bad_move(text, _unknown_word(word, tr))
            args = []
            while i < len(words) and words[i] not in VERBS and words[i] != "pick":
                args.append(words[i])
                i += 1
            steps.append(_step(text, verb, args))
    if not steps:
        # TRANSLATORS: %(choices)s the move words (play, up, down, pickup)
        raise bad_move(text, Msg(N_("it has no step; start with %(choices)s."),
                                 choices=OneOf([NOTATION.shown(w) for w in ("play", "up", "down", "pickup")])))
    return Move(tuple(steps))


def _unknown_word(word: str, tr: Translator | None) -> Msg:
    vocab = NOTATION.vocabulary(tr or english())
    close = vocab.suggest(word)
    if close and vocab.read(close) in VERBS.values():
        # TRANSLATORS: %(word)s is the word as typed, %(suggestion)s a move word (play, pickup)
        return Msg(N_("%(word)s is not a move word; did you mean %(suggestion)s?"), word=word, suggestion=close)
    # TRANSLATORS: %(word)s is the word as typed, %(choices)s the move words (play, up, down, draw, pickup)
    return Msg(N_("%(word)s is not a move word; steps start with %(choices)s."), word=word,
               choices=OneOf([NOTATION.shown(w) for w in ("play", "up", "down", "draw", "pickup")]))

def _card(text: str, word: str) -> str:
    card = read_card(word)
    if card is None:
        # TRANSLATORS: %(word)s is the word as typed
        raise bad_move(text, Msg(N_("%(word)s is not a card; cards are 1 to 10, clear, clear+1 and clear+2."),
                                 word=word))
    return card

def _step(text: str, verb: str, args: list[str]) -> Step:
    if verb in ("play", "up"):
        if not args:
            # TRANSLATORS: %(verb)s is a move word (play, up), %(example)s a move as typed (play 7)
            raise bad_move(text, Msg(N_("%(verb)s needs at least one card, as in %(example)s."),
                                     verb=NOTATION.shown(verb), example=NOTATION.shown(f"{verb} 7")))
        return Step(verb, tuple(_card(text, a) for a in args))
    if verb == "draw":
        return Step("draw", tuple(_card(text, a) for a in args))
    if verb == "pickup":
        if args:
            # TRANSLATORS: %(verb)s is a move word (pickup), %(word)s what was typed after it
            raise bad_move(text, Msg(N_("%(verb)s takes nothing after it, not %(word)s."), verb=NOTATION.shown(verb),
                                     word=args[0]))
        return Step("pickup")
    if args and args[-1] == "=":
        args = args[:-1]
    if args and len(args) > 1 and args[1] == "=":
        args = [args[0], *args[2:]]
    if not args or not args[0].isdigit() or int(args[0]) < 1 or len(args) > 2:
        # TRANSLATORS: %(word)s is the move word down, %(examples)s two moves (down 2, down 2=7), in the reader's words
        raise bad_move(text, Msg(N_("%(word)s needs the number of a face-down card, as in %(examples)s."),
                                 word=NOTATION.shown("down"), examples=OneOf(_examples("down 2", "down 2=7"))))
    value = _card(text, args[1]) if len(args) == 2 else None
    return Step("down", slot=int(args[0]), value=value)

def raw_token(text: str) -> bool:
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
        # TRANSLATORS: %(examples)s are moves as typed (play 7, play 5 5 5)
        ("play CARD ...", Msg(N_("Discard one card, or several of one number, from where the rules say the next "
                                 "discard comes: the hand, then the face-up cards, then the face-down cards "
                                 "(%(examples)s). A step may also start with the card itself (9)."),
                              examples=_examples("play 7", "play 5 5 5", "play clear+1"))),
        # TRANSLATORS: %(examples)s are moves as typed (up 9, up 4 4)
        ("up CARD ...", Msg(N_("Discard face-up cards, once the draw pile is used up and the hand is empty "
                               "(%(examples)s)."), examples=_examples("up 9", "up 4 4"))),
        # TRANSLATORS: %(examples)s are moves as typed (down 2, down 2=7)
        ("down N=CARD", Msg(N_("Turn over face-down card N (counted from 1 in the order the position lists them) "
                               "and play it; =CARD says what it showed (%(examples)s)."),
                            examples=_examples("down 2", "down 2=7"))),
        ("pickup", Msg(N_("Pick up the whole pile, when no discard is possible."))),
        # TRANSLATORS: %(example)s is a move as typed (play clear+2, draw, play 4, play 6), %(draw)s a step (draw 7 2)
        ("STEP, draw CARD ..., STEP", Msg(N_("After a Clear +1 or Clear +2 the extra discards follow in the same "
                                             "move, separated by commas; an optional draw may come right after the "
                                             "Clear card (%(example)s). The cards drawn may be named (%(draw)s)."),
                                          example=NOTATION.shown("play clear+2, draw, play 4, play 6"),
                                          draw=NOTATION.shown("draw 7 2"))),
        # TRANSLATORS: %(example)s is a move as typed (play 5, draw 9)
        ("..., draw CARD ...", Msg(N_("The draw back up to three at the end of the turn happens by itself; write it "
                                      "last only to name the cards drawn (%(example)s)."),
                                   example=NOTATION.shown("play 5, draw 9"))),
        ("CARD", Msg(N_("1 to 10, clear, clear+1, clear+2 (also c, c+1, c+2); colours do not matter."))),
    ]
