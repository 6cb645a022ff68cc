"""Uptown moves as players say them (``Game.grammar``): the items of a said move
(``checker.reader.phrase``) to canonical move strings.

A placement is a tile and a square, said in either order and with any words between ("the
car on G2", "capture C3 with the C", "seven in A7"). A square is written (``E5``) or said as
its row letter and its column ("I nine"); a letter said alone is a letter tile. A colour said
before the tile names the rack ("red C"); a capture word or an ``x`` marks a capture, which
the referee also finds by itself.
"""

from __future__ import annotations

from typing import Any

from ...i18n import N_, Msg
from ...reader import unread
from .model import CODES, COLOURS, ROWS, SYMBOLS, Position
from .notation import parse_colour, parse_face

Item = tuple[Any, ...]


def grammar(items: list[Item], pos: Position) -> list[tuple[str, int]]:
    tiles: list[str] = []
    squares: list[str] = []
    colour: str | None = None
    capture = False
    passed = False
    strain = 0
    i = 0
    while i < len(items):
        item = items[i]
        kind = item[0]
        nxt = items[i + 1] if i + 1 < len(items) else None
        word = item[1] if kind == "w" else None
        if kind == "raw":
            text = str(item[1])
            square = _square(text)
            if square is not None:
                capture = capture or square.startswith("x")
                squares.append(square.lstrip("x"))
            elif text.upper() in ROWS and nxt is not None and nxt[0] == "n":
                squares.append(f"{text.upper()}{nxt[1]}")  # "I nine"; a column out of range is refused
                i += 1
            elif text.casefold() == "x" and nxt is not None and nxt[0] == "raw" and _square(str(nxt[1])):
                capture = True  # "man x B2"
            elif ":" in text:
                code, _sep, face = text.partition(":")
                index = parse_colour(code)
                if index is None or parse_face(face) is None:
                    raise unread(Msg(N_("it needs one tile and one square.")))
                colour, tiles = CODES[index], [*tiles, str(parse_face(face))]
            elif parse_face(text) is not None:
                tiles.append(str(parse_face(text)))
            else:
                raise unread(Msg(N_("it needs one tile and one square.")))
        elif kind == "n":
            if 1 <= item[1] <= 9:
                tiles.append(str(item[1]))
            else:
                strain += 3
        elif word in SYMBOLS:
            tiles.append(str(word))
        elif word == "dollar":
            tiles.append("$")
        elif word in COLOURS:
            if colour is not None:
                strain += 2
            colour = CODES[COLOURS.index(word)]
        elif word == "capture":
            capture = True
        elif word == "pass":
            passed = True
        elif kind == "name":
            strain += 2
        elif kind in ("w", "plw", "cnt", "amount", "pl", "set", "ord") and word != "place":
            strain += 1
        i += 1
    if passed and not tiles and not squares:
        return [("pass", strain)]
    if len(tiles) != 1 or len(squares) != 1:
        # TRANSLATORS: said when a phrase does not name exactly one tile and one square
        raise unread(Msg(N_("it needs one tile and one square.")))
    prefix = f"{colour}:" if colour else ""
    return [(f"{prefix}{tiles[0]} {'x' if capture else ''}{squares[0]}", strain + (2 if passed else 0))]


def _square(text: str) -> str | None:
    """``E5`` or ``xE5`` in canonical case, or None."""
    body = text[1:] if text[:1] in "xX" and len(text) == 3 else text
    if len(body) == 2 and body[0].upper() in ROWS and body[1] in "123456789":
        return ("x" if body is not text else "") + body[0].upper() + body[1:]
    return None


def raw_token(text: str) -> bool:
    """A tile, a square, an ``x`` or a colour-prefixed tile as the notation writes them."""
    if _square(text) is not None or text.casefold() == "x":
        return True
    if ":" in text:
        code, _sep, face = text.partition(":")
        return parse_colour(code) is not None and parse_face(face) is not None
    return (len(text) == 1 and parse_face(text) is not None) or text == "$"
