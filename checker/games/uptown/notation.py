"""Move words in, move text out: tile, colour and pass names in English and in the reader's
language, ``parse_move``, ``move_text`` and the move syntax."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n import N_, Localized, Msg, OneOf
from ..base import MoveOption, bad_move, tokens
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
        # TRANSLATORS: %(examples)s is a list of sample moves, written in the reader's language
        ("TILE SQUARE", Msg(N_("Place a tile from your rack: the tile (A to I, 1 to 9, a symbol or $) and the "
                               "square (A1 to I9), for example %(examples)s."),
                            examples=[NOTATION.shown(m) for m in ("C C4", "7 B7", "man A2", "$ E5")])),
        # TRANSLATORS: %(example)s is a sample move, written in the reader's language
        ("TILE x SQUARE", Msg(N_("Capture: place the tile on a square that holds an opponent's tile, for "
                                "example %(example)s. The x is optional; a tile on an occupied square captures."),
                             example=NOTATION.shown("man xB2"))),
        # TRANSLATORS: %(colours)s is the list of colour names, %(example)s a sample move
        ("COLOUR:TILE SQUARE", Msg(N_("Name the colour of the tile (R, B, G, Y, P or %(colours)s) when you play "
                                      "two colours, for example %(example)s; left out, the referee answers for "
                                      "each colour your racks may hold the tile in."),
                                   colours=OneOf(NOTATION.shown(c) for c in COLOURS),
                                   example=NOTATION.shown("Y:man B2"))),
        ("pass", Msg(N_("Pass: only when no tile on your racks can be placed, neither on an empty square "
                        "nor by a capture."))),
        # TRANSLATORS: %(symbols)s is the list of symbol names in the reader's language
        ("SYMBOLS", Msg(N_("The symbols: %(symbols)s; case and accents do not matter, and the English names "
                           "are read too."), symbols=[NOTATION.shown(s) for s in SYMBOLS])),
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
    # TRANSLATORS: %(problem)s is what is wrong, already translated; %(word)s a close word the player may have meant
    return Msg(N_("%(problem)s Did you mean %(word)s?"), problem=msg, word=close)


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
            raise bad_move(text, Msg(
                # TRANSLATORS: %(extra)s are the words after the square, %(example)s a sample move
                N_("%(extra)s is left over: a move is a tile and a square, such as %(example)s."),
                extra=" ".join(toks[2:]), example=NOTATION.shown("C C4")))
        if len(toks) == 1:
            close = suggest(toks[0], tr)
            if close is not None and vocab(tr).read(close) == PASS_WORD:
                # TRANSLATORS: %(word)s is what was typed, %(suggestion)s a close word (the word for passing)
                raise bad_move(text, Msg(N_("%(word)s is not a move word; did you mean %(suggestion)s?"),
                                         word=toks[0], suggestion=close))
        # TRANSLATORS: %(example)s is a sample move, %(word)s the word for passing
        raise bad_move(text, Msg(N_("write a tile and a square, such as %(example)s, or %(word)s."),
                                 example=NOTATION.shown("man A2"), word=NOTATION.shown(PASS_WORD)))
    tile, square = toks
    colour = None
    if ":" in tile:
        left, tile = tile.split(":", 1)
        colour = parse_colour(left)
        if colour is None:
            raise bad_move(text, _unknown_word(text, left, Msg(
                # TRANSLATORS: %(colour)s is the text found, %(choices)s the colour codes and names
                N_("%(colour)s is not a colour; use %(choices)s."), colour=left, choices=colour_choices()), tr))
    face = parse_face(tile)
    if face is None:
        raise bad_move(text, _unknown_word(text, tile, face_help(tile), tr))
    capture = False
    sq_text = square
    if len(sq_text) == 3 and sq_text[0] in "xX":
        capture, sq_text = True, sq_text[1:]
    if len(sq_text) != 2 or sq_text[0].upper() not in ROWS or sq_text[1] not in "123456789":
        # TRANSLATORS: %(square)s is what was typed where a square was expected
        raise bad_move(text, Msg(N_("%(square)s is not a square: a square is a row A to I and a column "
                                    "1 to 9, such as E5."), square=square))
    index = ROWS.index(sq_text[0].upper()) * 9 + int(sq_text[1]) - 1
    return Place(face, index, colour, capture)
