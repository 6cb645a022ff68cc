"""Text that came from the user, made safe to print on a terminal.

A position file, a move or a file name may hold control characters: an
escape sequence that recolours or clears the screen, an OSC 52 sequence
that writes the clipboard, a C1 control, or a bidirectional override that
makes "Ann\u202egnp.exe" display as "Annexe.png". ``printable`` shows every
such character as a visible escape (``\\x1b``, ``\\x9b``, ``\\u202e``), so
that what is printed is what the file says.

Text in a right-to-left script (a player called דני) is legitimate and is
kept, but isolated between FSI and PDI: it then cannot reorder the sentence
around it ("Next turn: דני." keeps its full stop at the end). Only values
that hold right-to-left letters are isolated; everything else is left as it
is, so that a piped output stays plain text to grep. The explicit bidi
controls themselves (embeddings, overrides, isolates, marks) are escaped
rather than honoured: the referee's output never lets an input steer the
display.

Used wherever user-derived text enters output that is not JSON: the
parameters of every message (``i18n.Translator.render``), echoed moves,
player names on boards and tables, field paths. JSON output is not escaped
(the JSON encoder takes care of its own syntax).
"""

from __future__ import annotations

import re

#: C0 controls (tab and newline too: a value is one line), DEL, C1 controls, the Arabic letter mark,
#: LRM/RLM, the line and paragraph separators, the bidi embeddings and overrides, the bidi isolates, and
#: lone surrogates (a command-line argument that is not UTF-8: no character, and no stream can write one).
#: Every one of them is a character ``str.isprintable`` says no to: a printable text needs no look.
UNSAFE = "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]"
#: letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, ... and their presentation forms)
RTL = "[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\U00010800-\U00010fff\U0001e800-\U0001efff]"
FSI, PDI = "\u2068", "\u2069"
_NAMED = {"\n": "\\n", "\t": "\\t", "\r": "\\r"}
_compiled: dict[str, re.Pattern[str]] = {}


def _pattern(source: str) -> re.Pattern[str]:
    """The compiled pattern, compiled when first needed: most runs print plain text only."""
    found = _compiled.get(source)
    if found is None:
        found = _compiled[source] = re.compile(source)
    return found


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    named = _NAMED.get(char)
    if named is not None:
        return named
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str, isolate: bool = True) -> str:
    """``text`` with every control and bidi control escaped, and right-to-left text isolated
    (unless ``isolate`` is false: for a text that is more than one value, such as a whole
    message on a web page, where isolating it would set the direction of the message)."""
    if not text.isprintable():
        text = _pattern(UNSAFE).sub(_escape, text)
    if not isolate or text.isascii() or max(text) < "\u0590" or not _pattern(RTL).search(text):
        return text
    return f"{FSI}{text}{PDI}"


def unsafe(text: str) -> bool:
    """Whether ``text`` holds a character that ``printable`` would escape."""
    return not text.isprintable() and _pattern(UNSAFE).search(text) is not None


def json_text(text: str) -> str:
    """JSON text with DEL, the C1 and bidi controls and lone surrogates written as ``\\u``
    escapes of four hex digits: the same JSON value, safe on a terminal and encodable. (They can only be inside
    strings: JSON's own syntax is ASCII, and the encoder escapes the C0 controls itself.)"""
    if text.replace("\n", "").isprintable():
        return text
    return _pattern(UNSAFE).sub(lambda m: m.group() if m.group() == "\n" else f"\\u{ord(m.group()):04x}", text)
