"""Move words in, move text out: tile, colour and pass names in English and in the reader's
language, ``parse_move``, ``move_text`` and the move syntax."""

from __future__ import annotations

import unicodedata

from ...i18n import N_, Msg, OneOf
from ..base import MoveOption, bad_move, tokens
from .messages import COLOUR_NAMES, PASS_WORD, SYMBOL_NAMES, face_help, face_msg
from .model import (
    CODES,
    COLOURS,
    FACES,
    MATCH_SORTED,
    PASS,
    ROWS,
    SQUARE_NAMES,
    UNKNOWN,
    Move,
    Pass,
    Place,
    Position,
    sq_name,
)


def fold(text: str) -> str:
    """Case and accents do not matter when a name is typed."""
    text = unicodedata.normalize("NFKD", text.strip().casefold())
    return "".join(ch for ch in text if not unicodedata.combining(ch))


_NAMES: dict[str, tuple[dict[str, str], dict[str, int], set[str]]] = {}


def names() -> tuple[dict[str, str], dict[str, int], set[str]]:
    """Folded names of faces, of colours and of passing, in English and in the
    reader's language (English wins a clash). Faces and colours are kept
    apart: ``B`` is the letter B as a tile and blue as a colour."""
    from ... import i18n

    tr = i18n.current()
    if tr.lang in _NAMES:
        return _NAMES[tr.lang]
    faces: dict[str, str] = {}
    colours: dict[str, int] = {}
    passes: set[str] = set()
    for translate in (tr.gettext, lambda s: s):
        for symbol, msgid in SYMBOL_NAMES.items():
            faces[fold(translate(msgid))] = symbol
        for index, msgid in enumerate(COLOUR_NAMES.values()):
            colours[fold(translate(msgid))] = index
        passes.add(fold(translate(PASS_WORD)))
    for index, code in enumerate(CODES):
        colours[code.casefold()] = index
    for face in (*FACES[:18], "$"):
        faces[face.casefold()] = face
    _NAMES[tr.lang] = (faces, colours, passes)
    return _NAMES[tr.lang]


def parse_face(token: str) -> str | None:
    """A tile face (A-I, 1-9, a symbol name, $) in canonical form, or None."""
    return names()[0].get(fold(token))


def parse_colour(token: str) -> int | None:
    """A colour index from a code (R), an English or a local name, or None."""
    return names()[1].get(fold(token))


def colour_choices() -> OneOf:
    return OneOf(f"{code} ({name})" for code, name in zip(CODES, COLOURS, strict=False))


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
        ("TILE SQUARE", Msg(N_("Place a tile from your rack: the tile (A to I, 1 to 9, a symbol name or $) "
                               "and the square (A1 to I9), for example C C4, 7 B7, man A2 or $ E5."))),
        ("TILE xSQUARE", Msg(N_("Capture: place the tile on a square that holds an opponent's tile, for "
                                "example man xB2. The x is optional; a tile on an occupied square captures."))),
        ("COLOUR:TILE SQUARE", Msg(N_("Name the colour of the tile (R, B, G, Y, P or the colour's name) when "
                                      "you play two colours, for example Y:man B2."))),
        ("pass", Msg(N_("Pass: only when no tile on your racks can be placed, neither on an empty square "
                        "nor by a capture."))),
        ("SYMBOLS", Msg(N_("Symbol names: man, ring, woman, sign, skyline, sax, car, cards, champagne, or "
                           "their names in your language; case and accents do not matter."))),
    ]


def parse_move(text: str, pos: Position) -> Move:
    # a canonical text (as move_text writes it and legal_moves lists it) reads the same in every
    # language: its Place comes from the table, unless a colour left out must be found first
    move = _CANON.get(text)
    if move is not None and (move.colour is not None or len(pos.owned[pos.to_move]) == 1):
        return move
    if text == "pass":
        return PASS
    toks = tokens(text)
    if len(toks) == 1 and fold(toks[0]) in names()[2]:
        return PASS
    if len(toks) == 3 and fold(toks[1]) == "x":
        toks = [toks[0], "x" + toks[2]]
    if len(toks) != 2:
        if len(toks) > 2:
            raise bad_move(text, Msg(
                # TRANSLATORS: %(extra)s are the words after the square, %(example)s a sample move
                N_("%(extra)s is left over: a move is a tile and a square, such as %(example)s."),
                extra=" ".join(toks[2:]), example="C C4"))
        # TRANSLATORS: %(example)s is a sample move, %(word)s the word for passing
        raise bad_move(text, Msg(N_("write a tile and a square, such as %(example)s, or %(word)s."),
                                 example="man A2", word=Msg(PASS_WORD)))
    tile, square = toks
    colour = None
    if ":" in tile:
        left, tile = tile.split(":", 1)
        colour = parse_colour(left)
        if colour is None:
            # TRANSLATORS: %(colour)s is the text found, %(choices)s the colour codes and names
            raise bad_move(text, Msg(N_("%(colour)s is not a colour; use %(choices)s."), colour=left,
                                     choices=colour_choices()))
    face = parse_face(tile)
    if face is None:
        raise bad_move(text, face_help(tile))
    capture = False
    sq_text = square
    if len(sq_text) == 3 and sq_text[0] in "xX":
        capture, sq_text = True, sq_text[1:]
    if len(sq_text) != 2 or sq_text[0].upper() not in ROWS or sq_text[1] not in "123456789":
        # TRANSLATORS: %(square)s is what was typed where a square was expected
        raise bad_move(text, Msg(N_("%(square)s is not a square: a square is a row A to I and a column "
                                    "1 to 9, such as E5."), square=square))
    index = ROWS.index(sq_text[0].upper()) * 9 + int(sq_text[1]) - 1
    if colour is None and len(pos.owned[pos.to_move]) > 1:
        live = [c for c in pos.owned[pos.to_move] if not pos.done(c)]
        holders = [c for c in live if face in pos.racks[c]
                   or (UNKNOWN in pos.racks[c] and face in pos.possible_hidden(c))]
        if len(holders) > 1:
            raise bad_move(text, Msg(
                # TRANSLATORS: %(player)s is a player, %(tile)s a tile, %(example)s a move with a colour
                N_("%(player)s plays two colours and either rack may hold %(tile)s: name the colour, "
                   "as in %(example)s."), player=pos.players[pos.to_move], tile=face_msg(face),
                example=f"{CODES[holders[0]]}:{face} {sq_name(index)}"))
    return Place(face, index, colour, capture)
