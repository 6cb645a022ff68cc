"""The words of the 3UP 3DOWN move notation, for every language
(``checker.words``): verbs, Clear cards and the placeholders of the syntax
help. ``MoveWords`` is a move (or part of one) inside a message: it is
written in the reader's language when the message is rendered."""

from __future__ import annotations

from ...words import W_

CONTEXT = "3up3down move"
WORDS: tuple[str, ...] = (
    W_("3up3down move", "play"),
    W_("3up3down move", "up"),
    W_("3up3down move", "down"),
    W_("3up3down move", "draw"),
    W_("3up3down move", "pickup"),
    W_("3up3down move", "then"),
    W_("3up3down move", "clear"),
    W_("3up3down move", "clear+1"),
    W_("3up3down move", "clear+2"),
    W_("3up3down move", "CARD"),
    W_("3up3down move", "STEP"),
)
#: other English spellings (the notation has always read them)
ALIASES: dict[str, str] = {
    "hand": "play", "faceup": "up", "face-up": "up", "facedown": "down", "face-down": "down", "blind": "down",
    "pick-up": "pickup", "take": "pickup",
    "c": "clear", "clr": "clear", "c+1": "clear+1", "c1": "clear+1", "clear1": "clear+1",
    "c+2": "clear+2", "c2": "clear+2", "clear2": "clear+2",
}


class MoveWords:
    """A canonical move text shown in the reader's language when rendered
    (``str``); compared and repr'd by the canonical text, so that findings stay
    comparable across languages."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        from ... import i18n
        from ...words import vocabulary

        return vocabulary(CONTEXT, WORDS, i18n.current(), ALIASES).local(self.text)

    def __repr__(self) -> str:
        return f"MoveWords({self.text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MoveWords) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)
