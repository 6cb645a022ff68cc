"""What ``referee ask`` asks about a 3UP 3DOWN position: the top of the pile,
where the mover plays from (hand, face-up or face-down cards) and what they
hold there; the draw pile only when they play from the hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...ask_questions import COUNT, ITEMS, WORD, Data, Question, players, seat_questions
from ...i18n import N_, NC_

if TYPE_CHECKING:
    from ..base import Game

KEY_TEXTS = (
    N_("1 (74 cards), or 2 shuffled together for 7 to 12 players"),
    N_("the number of cards in the draw pile, or its cards, top first"),
    N_("the discard pile, bottom to top (at least its top cards)"),
    N_("cards under the listed pile that are left out"),
    N_("the cards cleared out of the game"),
    N_("each player's hand, face-up and face-down cards, by name"),
    N_("the cards in hand, or only their number"),
    N_("the face-up cards on the table"),
    N_("the number of face-down cards, or a list with the known ones"),
)


def _from(*sources: str) -> Any:
    return lambda data: data.get("_source") in sources


#: what the others are taken to hold: cards nobody names, in hand and face down; their face-up cards are
#: left out (not known: while the draw pile has cards, three that nobody has played from)
OTHERS = {"hand": 3, "face_down": 3}


def _others(data: Data) -> dict[str, Any]:
    return {f"cards.{name}": OTHERS for name in players(data) if name != data.get("to_move")}


# TRANSLATORS: after a question about cards (on the pile, face up): Enter answers that there are none
NO_CARDS = NC_("no cards", "(Enter: none)")


def questions(game: Game[Any, Any]) -> list[Question]:
    return [
        *seat_questions(game),
        Question("pile", ITEMS, N_("Which cards lie on top of the pile, bottom to top?"), empty=[], enter=NO_CARDS,
                 hint=N_("At least the top card: 1 to 10, clear, clear+1 or clear+2; press Enter for an empty "
                         "pile.")),
        # TRANSLATORS: %(to_move)s is the name of the player to move; %(play)s, %(up)s and %(down)s are the
        # move words of 3UP 3DOWN in your language (the answers to choose from)
        Question("_source", WORD, N_("Where does %(to_move)s play from: the hand (%(play)s), the face-up cards "
                                     "(%(up)s) or the face-down cards (%(down)s)?"),
                 words=("play", "up", "down"), also=_others,
                 hint=N_("The other players are taken to hold 3 cards in hand and 3 face down; their face-up "
                         "cards are left unknown."),
                 sets={"up": {"cards.{to_move}.hand": [], "draw_pile": 0},
                       "down": {"cards.{to_move}.hand": [], "cards.{to_move}.face_up": [], "draw_pile": 0}}),
        # TRANSLATORS: %(to_move)s is the name of the player to move
        Question("cards.{to_move}.hand", ITEMS, N_("Which cards does %(to_move)s hold in hand?"), when=_from("play"),
                 hint=N_("A ? for each card not in question.")),
        Question("draw_pile", COUNT, N_("How many cards are left in the draw pile?"), when=_from("play")),
        # TRANSLATORS: %(to_move)s is the name of the player to move
        Question("cards.{to_move}.face_up", ITEMS, N_("Which face-up cards does %(to_move)s have?"), empty=[],
                 enter=NO_CARDS,
                 when=_from("play", "up")),
        # TRANSLATORS: %(to_move)s is the name of the player to move
        Question("cards.{to_move}.face_down", COUNT, N_("How many face-down cards does %(to_move)s have?")),
    ]


