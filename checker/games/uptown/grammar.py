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

from ...i18n import Msg
from ...reader import unread
from . import messages as m
from .model import CODES, COLOURS, ROWS, SYMBOLS, Position
from .notation import parse_colour, parse_face, square_token

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
            square = square_token(text)
            if square is not None:
                capture = capture or square.startswith("x")
                squares.append(square.lstrip("x"))
            elif text.upper() in ROWS and nxt is not None and nxt[0] == "n":
                squares.append(f"{text.upper()}{nxt[1]}")  # "I nine"; a column out of range is refused
                i += 1
            elif text.casefold() == "x" and nxt is not None and nxt[0] == "raw" and square_token(str(nxt[1])):
                capture = True  # "man x B2"
            elif ":" in text:
                code, _sep, face = text.partition(":")
                index = parse_colour(code)
                if index is None or parse_face(face) is None:
                    raise unread(Msg(m.R_ONE_TILE_ONE_SQUARE))
                colour, tiles = CODES[index], [*tiles, str(parse_face(face))]
            elif parse_face(text) is not None:
                tiles.append(str(parse_face(text)))
            else:
                raise unread(Msg(m.R_ONE_TILE_ONE_SQUARE))
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
        raise unread(Msg(m.R_ONE_TILE_ONE_SQUARE))
    prefix = f"{colour}:" if colour else ""
    return [(f"{prefix}{tiles[0]} {'x' if capture else ''}{squares[0]}", strain + (2 if passed else 0))]
