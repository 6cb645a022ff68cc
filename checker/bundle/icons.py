"""The site's icon, drawn when the site is built: a check mark on a disc, in the pages' colours.

One drawing, two forms: SVG for browsers that take it, and PNG (the sizes a home screen asks
for), rasterized here with the standard library (``zlib`` and ``struct``). Every shape is a
distance from a point or a line, so each pixel's coverage comes out smooth without sampling it
many times. The background fills the whole square and the drawing keeps inside the middle 80 %,
so that a home screen may cut it to a circle or a rounded square ("maskable").
"""

from __future__ import annotations

import itertools
import math
import struct
import zlib

BLUE = (0x23, 0x39, 0x5D)   # the pages' header and buttons
AMBER = (0xE7, 0xA2, 0x3B)  # a pressed button
WHITE = (0xFF, 0xFF, 0xFF)
#: the drawing in a unit square: a ring, the disc inside it, and the check mark's stroke
RING, DISC = 0.37, 0.32
CHECK = ((0.36, 0.52), (0.46, 0.62), (0.65, 0.41))
STROKE = 0.075
PNG_SIZES = (192, 512)


def svg() -> str:
    def at(v: float) -> str:
        return f"{v * 512:g}"

    points = " ".join(f"{at(x)},{at(y)}" for x, y in CHECK)
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">'
            f'<rect width="512" height="512" fill="#{_hex(BLUE)}"/>'
            f'<circle cx="256" cy="256" r="{at(RING)}" fill="#{_hex(AMBER)}"/>'
            f'<circle cx="256" cy="256" r="{at(DISC)}" fill="#{_hex(WHITE)}"/>'
            f'<polyline points="{points}" fill="none" stroke="#{_hex(BLUE)}" stroke-width="{at(STROKE)}" '
            'stroke-linecap="round" stroke-linejoin="round"/></svg>\n')


def _hex(colour: tuple[int, int, int]) -> str:
    return "".join(f"{c:02x}" for c in colour)


def _segment_distance(px: float, py: float, a: tuple[float, float], b: tuple[float, float]) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def _mix(under: tuple[float, ...], over: tuple[int, int, int], cover: float) -> tuple[float, ...]:
    return tuple(u + (o - u) * cover for u, o in zip(under, over, strict=True))


def pixels(size: int) -> bytes:
    """The icon as rows of RGB bytes, each led by PNG's filter byte (0: none)."""
    rows = bytearray()
    segments = list(itertools.pairwise(CHECK))
    half = STROKE / 2
    for y in range(size):
        rows.append(0)
        py = (y + 0.5) / size
        for x in range(size):
            px = (x + 0.5) / size
            centre = math.hypot(px - 0.5, py - 0.5)
            colour: tuple[float, ...] = BLUE
            colour = _mix(colour, AMBER, _cover(RING - centre, size))
            colour = _mix(colour, WHITE, _cover(DISC - centre, size))
            stroke = min(_segment_distance(px, py, a, b) for a, b in segments)
            colour = _mix(colour, BLUE, _cover(half - stroke, size))
            rows += bytes(round(c) for c in colour)
    return bytes(rows)


def _cover(inside: float, size: int) -> float:
    """How much of a pixel a shape covers, from the distance of its centre inside the shape's edge."""
    return max(0.0, min(1.0, inside * size + 0.5))


def png(size: int) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8 bits per channel, RGB
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(pixels(size), 9))
            + chunk(b"IEND", b""))


def icons() -> dict[str, bytes]:
    """The icon files of the site, by name."""
    out = {f"icon-{size}.png": png(size) for size in PNG_SIZES}
    out["icon.svg"] = svg().encode("utf-8")
    return out
