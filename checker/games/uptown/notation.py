"""Move words in, move text out: tile, colour and pass names in English and in the reader's
language, ``parse_move``, ``move_text`` and the move syntax."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n import Localized, Msg, OneOf
from ..base import MoveOption, bad_move, tokens
from . import messages as m
from .messages import face_help
from .model import (
    CODES,
    COLOURS,
    FACES,
    MATCH_SORTED,
    PASS,
    ROWS,
    SQUARE_NAMES,
    SYMBOLS,
    UNKNOWN,
    Move,
    Pass,
    Place,
    Position,
)
from .words import NOTATION, PASS_WORD, vocab

if TYPE_CHECKING:
    from ...i18n import Translator

_FACES = {face.casefold(): face for face in FACES}
_COLOURS = {**{code.casefold(): i for i, code in enumerate(CODES)}, **{name: i for i, name in enumerate(COLOURS)}}


def parse_face(token: str) -> str | None:
    """A tile face (A-I, 1-9, a symbol name, $) in canonical form, or None. Moves and positions
    arrive canonical (``Game.read_move``, ``Game.canonical_data``, and ``--draw`` values)."""
    token = token.strip()
    face = _FACES.get(token.casefold())
    if face is None:
        word = vocab().read(token)
        face = word if word in SYMBOLS else "$" if word == "dollar" else None
    return face


def parse_colour(token: str) -> int | None:
    """A colour index from a code (R) or a canonical colour name, or None."""
    token = token.strip()
    index = _COLOURS.get(token.casefold())
    if index is None:
        word = vocab().read(token)
        index = COLOURS.index(word) if word in COLOURS else None
    return index


class _Coded(Localized):
    """A colour code with its name in the reader's language: ``R (rojo)``."""

    __slots__ = ("code", "word")

    def __init__(self, code: str, word: str) -> None:
        self.code, self.word = code, word

    def render(self, tr: Translator) -> str:
        return f"{self.code} ({NOTATION.shown(self.word).render(tr)})"

    def __repr__(self) -> str:
        return f"{self.code}:{self.word}"


def colour_choices() -> OneOf:
    return OneOf(_Coded(code, name) for code, name in zip(CODES, COLOURS, strict=False))


def cell_text(colour: int, face: str | None) -> str:
    """A tile as position files write it: ``R:A``, or ``R`` when its face is not known."""
    if colour < 0:
        return "."
    return CODES[colour] if face is None or face == UNKNOWN else f"{CODES[colour]}:{face}"


def move_text(move: Move) -> str:
    if isinstance(move, Pass):
        return "pass"
    prefix = f"{CODES[move.colour]}:" if move.colour is not None else ""
    return f"{prefix}{move.face} {'x' if move.capture else ''}{SQUARE_NAMES[move.square]}"


#: (colour named in the move, or None, face) -> per square, the MoveOption (text and Place) that puts the face
#: there on an empty square, and the one that captures there; built when first needed and shared by every
#: list legal_moves returns (moves are frozen, and nobody changes a MoveOption)
Table = tuple[list[MoveOption[Move] | None], list[MoveOption[Move] | None]]
_OPTIONS: dict[tuple[int | None, str], Table] = {}
#: canonical move text -> Place, filled with _OPTIONS: the shortcut of parse_move
_CANON: dict[str, Place] = {}
PASS_OPTION: MoveOption[Move] = MoveOption("pass", None, PASS)


def options(colour: int | None, face: str) -> Table:
    table = _OPTIONS.get((colour, face))
    if table is None:
        empty: list[MoveOption[Move] | None] = [None] * 81
        capture: list[MoveOption[Move] | None] = [None] * 81
        for sq in MATCH_SORTED[face]:
            for flag, row in ((False, empty), (True, capture)):
                move = Place(face, sq, colour, flag)
                text = move_text(move)
                row[sq] = MoveOption(text, None, move)
                _CANON[text] = move
        table = _OPTIONS[(colour, face)] = (empty, capture)
    return table


def move_syntax() -> list[tuple[str, Msg]]:
    return [
        ("TILE SQUARE", Msg(m.S_PLACE, examples=[NOTATION.shown(m) for m in ("C C4", "7 B7", "man A2", "$ E5")])),
        ("TILE x SQUARE", Msg(m.S_CAPTURE, example=NOTATION.shown("man xB2"))),
        ("COLOUR:TILE SQUARE", Msg(m.S_COLOUR, colours=OneOf(NOTATION.shown(c) for c in COLOURS),
                                   example=NOTATION.shown("Y:man B2"))),
        ("pass", Msg(m.S_PASS)),
        ("SYMBOLS", Msg(m.S_SYMBOLS, symbols=[NOTATION.shown(s) for s in SYMBOLS])),
    ]


def suggest(word: str, tr: Translator | None) -> str | None:
    """A notation word close to ``word``: in ``tr``'s language when one is close enough (``raed`` ->
    Frisian ``read``, not English ``red``), else any word that reads."""
    from ...schema import suggest as close_to

    words = vocab(tr)
    local = [words.show(w) for w in words.words if words.show(w) != w]
    return close_to(word, local) or words.suggest(word)


def _unknown_word(text: str, word: str, msg: Msg, tr: Translator | None) -> Msg:
    """``msg``, with "did you mean" when ``word`` is close to a notation word."""
    close = suggest(word, tr)
    if close is None:
        return msg
    return Msg(m.M_DID_YOU_MEAN, problem=msg, word=close)


def parse_move(text: str, pos: Position, tr: Translator | None = None) -> Move:
    """A canonical move (``Game.read_move`` translates the reader's words first). A two-colour player may
    leave the colour out and a capture may leave out its x: ``completions`` fills them in. ``tr``: the
    language a word that cannot be read is answered in (None: English)."""
    move = _CANON.get(text)
    if move is not None:
        return move
    toks = tokens(text)
    if len(toks) == 1 and parse_face(toks[0]) is None and vocab().read(toks[0]) == PASS_WORD:
        return PASS
    if len(toks) == 3 and toks[1].casefold() == "x":
        toks = [toks[0], "x" + toks[2]]
    if len(toks) != 2:
        if len(toks) > 2:
            raise bad_move(text, Msg(m.M_LEFT_OVER, extra=" ".join(toks[2:]), example=NOTATION.shown("C C4")))
        if len(toks) == 1:
            close = suggest(toks[0], tr)
            if close is not None and vocab(tr).read(close) == PASS_WORD:
                raise bad_move(text, Msg(m.M_NOT_A_WORD_MEAN, word=toks[0], suggestion=close))
        raise bad_move(text, Msg(m.M_TILE_AND_SQUARE, example=NOTATION.shown("man A2"), word=NOTATION.shown(PASS_WORD)))
    tile, square = toks
    colour = None
    if ":" in tile:
        left, tile = tile.split(":", 1)
        colour = parse_colour(left)
        if colour is None:
            raise bad_move(text, _unknown_word(text, left, Msg(
                m.M_NOT_A_COLOUR, colour=left, choices=colour_choices()), tr))
    face = parse_face(tile)
    if face is None:
        raise bad_move(text, _unknown_word(text, tile, face_help(tile), tr))
    capture = False
    sq_text = square
    if len(sq_text) == 3 and sq_text[0] in "xX":
        capture, sq_text = True, sq_text[1:]
    if len(sq_text) != 2 or sq_text[0].upper() not in ROWS or sq_text[1] not in "123456789":
        raise bad_move(text, Msg(m.M_NOT_A_SQUARE, square=square))
    index = ROWS.index(sq_text[0].upper()) * 9 + int(sq_text[1]) - 1
    return Place(face, index, colour, capture)


def square_token(text: str) -> str | None:
    """``E5`` or ``xE5`` in canonical case, or None."""
    body = text[1:] if text[:1] in "xX" and len(text) == 3 else text
    if len(body) == 2 and body[0].upper() in ROWS and body[1] in "123456789":
        return ("x" if body is not text else "") + body[0].upper() + body[1:]
    return None


def raw_token(text: str, pos: Position) -> bool:
    """A tile, a square, an ``x`` or a colour-prefixed tile as the notation writes them."""
    if square_token(text) is not None or text.casefold() == "x":
        return True
    if ":" in text:
        code, _sep, face = text.partition(":")
        return parse_colour(code) is not None and parse_face(face) is not None
    return (len(text) == 1 and parse_face(text) is not None) or text == "$"
