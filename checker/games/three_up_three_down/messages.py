"""Every text 3UP 3DOWN shows, each with its translator comment directly above it: what the position
check, the notation and the judge say, the choices a listed move folds in, the schema's descriptions,
what ``referee ask`` asks and what the move reader says of a phrase."""

from __future__ import annotations

from ...i18n import N_, NC_, NP_, Msg
from ...verdict import Made
from ..base import UNKNOWN
from .model import spaced

# -- what cannot happen in a position (reading.problems)
# TRANSLATORS: %(name)s is a player's name
P_NO_CARDS = N_("No cards are given for %(name)s.")
# TRANSLATORS: %(name)s is a name used in the position
P_STRANGER = N_("%(name)s is not one of the players.")
# TRANSLATORS: %(name)s is a player's name
P_LIST_FACE_UP = N_("The face-up cards of %(name)s decide where the next discard comes from: list them (face_up: [] "
                    "when there are none).")
P_TWO_DECKS_NEEDED = N_("More than six players need two decks (decks: 2).")
# TRANSLATORS: %(count)s is the number of players (2 to 6), %(house_rule)s the name of a house rule
P_TWO_DECKS = NP_("Two decks are shuffled together only for 7 to 12 players; %(count)s player plays with one deck "
                  "(unless the table plays house rule %(house_rule)s).",
                  "Two decks are shuffled together only for 7 to 12 players; %(count)s players play with one deck "
                  "(unless the table plays house rule %(house_rule)s).")
# TRANSLATORS: %(count)s is how many copies the deck has, %(card)s a card (7), %(found)s how many
# the position has
P_COPIES = NP_("The deck holds only %(count)s copy of %(card)s; the position has %(found)s.",
               "The deck holds only %(count)s copies of %(card)s; the position has %(found)s.")
# TRANSLATORS: %(found)s and %(count)s are numbers of cards
P_TOO_MANY = NP_("The position holds %(found)s cards, but the deck has only %(count)s card.",
                 "The position holds %(found)s cards, but the deck has only %(count)s cards.")
# TRANSLATORS: %(count)s is the number of cards in the deck, %(found)s the number the position places
P_ALL_PLACED = NP_("With the cleared cards listed, all %(count)s card of the deck must be somewhere, but the "
                   "position places %(found)s.",
                   "With the cleared cards listed, all %(count)s cards of the deck must be somewhere, but the "
                   "position places %(found)s.")
P_CLEAR_ON_PILE = N_("A Clear card never stays on the pile: it clears the pile at once.")
# TRANSLATORS: %(card)s and %(below)s are number cards (4, 7)
P_PILE_ORDER = N_("%(card)s cannot lie on %(below)s: each card on the pile is equal to or higher than the one under "
                  "it.")
# TRANSLATORS: %(card)s is a number card (5)
P_THREE_IN_A_ROW = N_("Three %(card)s in a row would already have cleared the pile.")
P_TOP_TWO = N_("When cards under the pile are left out, list at least its top two cards: a third card of the same "
               "number would clear the pile.")
# TRANSLATORS: %(name)s is a player's name
P_FACE_UP_BEFORE = N_("Face-down cards are played only after all face-up cards, but %(name)s still has face-up cards.")
P_TABLE_BEFORE_DRAW = N_("Cards on the table are played only once the draw pile is used up, but it still has cards.")
# TRANSLATORS: %(name)s is a player's name
P_NO_HAND = N_("%(name)s holds no cards while the draw pile still has cards: a turn ends with drawing back up to "
               "three.")
P_TWO_OUT = N_("Only one player can run out of cards: the game ends when the first one does.")
# TRANSLATORS: %(name)s is a player's name, %(count)s the number of cards in the hand, %(gone)s how many
# Clear +2 cards have left the game
P_SHORT_HAND = NP_("%(name)s holds %(count)s card while the draw pile still has cards. Every turn ends with drawing "
                   "back up to three, except one that ends by picking up the pile after a Clear +2, which leaves "
                   "that one hand short; only %(gone)s Clear +2 can have left the game, and more hands than that are "
                   "short of three.",
                   "%(name)s holds %(count)s cards while the draw pile still has cards. Every turn ends with drawing "
                   "back up to three, except one that ends by picking up the pile after a Clear +2, which leaves "
                   "that one hand short; only %(gone)s Clear +2 can have left the game, and more hands than that are "
                   "short of three.")

# -- the schema's descriptions (reading.own_schema): ``referee schema`` and ``referee new`` in the reader's language
D_DECKS = N_("1 (74 cards), or 2 shuffled together for 7 to 12 players")
D_DRAW_PILE = N_("the number of cards in the draw pile, or its cards, top first")
D_PILE = N_("the discard pile, bottom to top (at least its top cards)")
D_PILE_BELOW = N_("cards under the listed pile that are left out")
D_REMOVED = N_("the cards cleared out of the game")
D_CARDS = N_("each player's hand, face-up and face-down cards, by name")
D_HAND = N_("the cards in hand, or only their number")
D_FACE_UP = N_("the face-up cards on the table; a number or \"?\" where they do not matter; left out: all three while "
               "the draw pile has cards")
D_CARD = N_("a card: 1 to 10, clear, clear+1 or clear+2")
D_MAYBE_CARD = N_("a card, or \"?\" (in quotes) for a card the position does not show")
D_FACE_DOWN = N_("the number of face-down cards, or a list with the known ones")

# -- a move that cannot be read (notation)
# TRANSLATORS: %(word)s is the value given with --draw
M_NOT_A_CARD = N_("%(word)s is not a card; cards are 1 to 10, clear, clear+1 and clear+2.")
# TRANSLATORS: %(count)s is the number of --draw values given, %(used)s how many cards the move drew
M_DRAWS_LEFT = NP_("%(count)s card was given with --draw, but the number of unknown cards the move draws is only "
                   "%(used)s.",
                   "%(count)s cards were given with --draw, but the number of unknown cards the move draws is only "
                   "%(used)s.")
# TRANSLATORS: %(choices)s the move words (play, up, down, pickup)
M_NO_STEP = N_("it has no step; start with %(choices)s.")
# TRANSLATORS: %(word)s is the word as typed, %(suggestion)s a move word (play, pickup)
M_NOT_A_WORD_MEAN = N_("%(word)s is not a move word; did you mean %(suggestion)s?")
# TRANSLATORS: %(word)s is the word as typed, %(choices)s the move words (play, up, down, draw, pickup)
M_NOT_A_WORD = N_("%(word)s is not a move word; steps start with %(choices)s.")
# TRANSLATORS: %(verb)s is a move word (play, up), %(example)s a move as typed (play 7)
M_NEEDS_CARD = N_("%(verb)s needs at least one card, as in %(example)s.")
# TRANSLATORS: %(verb)s is a move word (pickup), %(word)s what was typed after it
M_NOTHING_AFTER = N_("%(verb)s takes nothing after it, not %(word)s.")
# TRANSLATORS: %(word)s is the move word down, %(examples)s two moves (down 2, down 2=7), in the reader's words
M_NEEDS_SLOT = N_("%(word)s needs the number of a face-down card, as in %(examples)s.")

# -- the move syntax (notation.move_syntax)
# TRANSLATORS: %(examples)s are moves as typed (play 7, play 5 5 5)
S_PLAY = N_("Discard one card, or several of one number, from where the rules say the next discard comes: the hand, "
            "then the face-up cards, then the face-down cards (%(examples)s). A step may also start with the card "
            "itself (9).")
# TRANSLATORS: %(examples)s are moves as typed (up 9, up 4 4)
S_UP = N_("Discard face-up cards, once the draw pile is used up and the hand is empty (%(examples)s).")
# TRANSLATORS: %(examples)s are moves as typed (down 2, down 2=7)
S_DOWN = N_("Turn over face-down card N (counted from 1 in the order the position lists them) and play it; =CARD "
            "says what it showed (%(examples)s).")
S_PICKUP = N_("Pick up the whole pile, when no discard is possible.")
# TRANSLATORS: %(example)s is a move as typed (play clear+2, draw, play 4, play 6), %(draw)s a step (draw 7 2)
S_EXTRA = N_("After a Clear +1 or Clear +2 the extra discards follow in the same move, separated by commas; an "
             "optional draw may come right after the Clear card (%(example)s). The cards drawn may be named "
             "(%(draw)s).")
# TRANSLATORS: %(example)s is a move as typed (play 5, draw 9)
S_DRAW = N_("The draw back up to three at the end of the turn happens by itself; write it last only to name the "
            "cards drawn (%(example)s).")
S_CARD = N_("1 to 10, clear, clear+1, clear+2 (also c, c+1, c+2); colours do not matter.")

# -- broken rules (judge)
# TRANSLATORS: %(step)s is a part of a move as typed (play 6, down 2)
B_AFTER_FAIL = N_("The turned card could not be played, so the turn ended there; %(step)s cannot follow.")
# TRANSLATORS: %(step)s is a part of a move as typed (play 6, down 2)
B_AFTER_PICKUP2 = N_("Picking up the pile after the Clear +2 ended the turn; %(step)s cannot follow.")
# TRANSLATORS: %(steps)s is a part of a move as typed (play 6)
B_AFTER_PICKUP = N_("Picking up the pile ends the turn; %(steps)s cannot follow.")
# TRANSLATORS: %(player)s is a player's name, %(step)s a part of a move as typed (play 6)
B_AFTER_WIN = N_("%(player)s has no cards left and has won; %(step)s cannot follow.")
# TRANSLATORS: %(last)s and %(step)s are parts of a move as typed (play 6, down 2)
B_AFTER_DRAW = N_("After %(last)s the turn goes on to the draw; %(step)s is one discard too many.")
B_NOTHING_TO_DRAW = N_("There is nothing to draw: the draw pile is used up.")
# TRANSLATORS: %(player)s is a player's name, %(count)s the number of cards in hand
B_HOLDS_THREE = NP_("%(player)s already holds %(count)s card and draws nothing.",
                    "%(player)s already holds %(count)s cards and draws nothing.")
B_DRAW_FIRST = N_("The turn begins with a discard; the draw comes after it.")
B_DRAW_BEFORE_LAST = N_("No draw is allowed before the last extra discard of a Clear +2.")
B_DRAW_WHEN = N_("A draw may come only right after a Clear +1 or Clear +2, or at the end of the turn.")
# TRANSLATORS: %(count)s is the number of cards the draw takes, %(named)s the number the move names
B_DRAW_TAKES = NP_("This draw takes %(count)s card, not %(named)s.",
                   "This draw takes %(count)s cards, not %(named)s.")
# TRANSLATORS: %(expected)s and %(cards)s are cards as typed (7 2)
B_DRAW_TOP = N_("The top of the draw pile is %(expected)s, not %(cards)s.")
# TRANSLATORS: %(count)s is how many copies of the card the deck has, %(card)s a card (7)
B_DECK_SHORT = NP_("The deck has only %(count)s copy of %(card)s, and the position already places it.",
                   "The deck has only %(count)s copies of %(card)s, and the position already places all of them.")
B_PICKUP_AFTER_DISCARD = N_("Picking up the pile is the whole turn; it cannot follow a discard.")
B_PICKUP_CLEARED = N_("There is no pile to pick up: it was just cleared.")
# TRANSLATORS: %(player)s is a player's name, %(example)s a move as typed (play 7) or "any card"
B_MUST_DISCARD = N_("%(player)s can discard (for example %(example)s), so picking up the pile is not allowed.")
# TRANSLATORS: %(player)s is a player's name
B_MUST_PICK_UP = N_("%(player)s cannot make the extra discard and so must pick up the pile; the move leaves that out.")
# TRANSLATORS: %(player)s is a player's name
B_MAY_STILL_DRAW = N_("%(player)s may still draw before the extra discard and then make it, so it does not lapse; "
                      "the move leaves it out.")
# TRANSLATORS: %(card)s is a Clear card (clear+1), %(count)s the number of discards missing
B_EXTRA_LEFT_OUT = NP_("The %(card)s gives %(count)s more discard, which the move leaves out.",
                       "The %(card)s gives %(count)s more discards, which the move leaves out.")
# TRANSLATORS: %(player)s is a player's name
B_HAND_FIRST = N_("%(player)s still has cards in hand; the cards on the table wait until the hand is empty.")
# TRANSLATORS: %(count)s is the number of cards left in the draw pile
B_DRAW_PILE_FIRST = NP_("The draw pile still holds %(count)s card; the cards on the table wait until it is used up.",
                        "The draw pile still holds %(count)s cards; the cards on the table wait until it is used up.")
# TRANSLATORS: %(player)s is a player's name, %(cards)s cards as typed (7 7)
B_NO_FACE_UP_CARDS = N_("%(player)s has no %(cards)s among the face-up cards.")
# TRANSLATORS: %(card)s is the card played, %(top)s the top card of the pile
B_LOWER = N_("%(card)s is lower than %(top)s, the top card of the pile.")
# TRANSLATORS: %(player)s is a player's name
B_FACE_DOWN_ONE = N_("%(player)s plays from the face-down cards now, and they are turned over one at a time.")
# TRANSLATORS: %(player)s is a player's name, %(cards)s cards as typed (7 7)
B_NOT_IN_HAND = N_("%(player)s does not hold %(cards)s in hand.")
# TRANSLATORS: %(name)s is the name of a house rule, %(cards)s cards as typed (clear clear+1)
B_CLEARS_ONE_KIND = N_("Even with the house rule %(name)s, only Clear cards of one kind go down together, not "
                       "%(cards)s.")
# TRANSLATORS: %(cards)s is the cards of one discard as typed (clear 7)
B_CLEAR_ALONE = N_("A Clear card is discarded on its own, not together with other cards (%(cards)s).")
# TRANSLATORS: %(cards)s is the cards of one discard as typed (5 6)
B_ONE_NUMBER = N_("Cards discarded together must all show one number, not %(cards)s.")
# TRANSLATORS: %(player)s is a player's name, %(cards)s their face-up cards (9 4)
B_FACE_UP_FIRST = N_("%(player)s still has face-up cards (%(cards)s); they are played before any face-down card.")
# TRANSLATORS: %(player)s is a player's name, %(slot)s a number (1, 2, 3)
B_NO_FACE_DOWN = N_("%(player)s has no face-down card %(slot)s.")
# TRANSLATORS: %(slot)s is the number of a face-down card (1, 2, 3)
B_FACE_DOWN_PLAYED = N_("Face-down card %(slot)s is already played in this move.")
# TRANSLATORS: %(slot)s is the number of a face-down card, %(card)s and %(claimed)s are cards (7)
B_FACE_DOWN_IS = N_("The position gives face-down card %(slot)s as %(card)s, not %(claimed)s.")
# TRANSLATORS: %(winner)s is a player's name
B_GAME_OVER = N_("The game is over: %(winner)s has no cards left.")

# -- facts the position leaves out (judge)
# TRANSLATORS: %(player)s is a player's name
NEED_PLAYABLE = N_("Whether %(player)s holds a card that can be played: the position does not show every card in the "
                   "hand.")
# TRANSLATORS: %(player)s is a player's name, %(cards)s cards as typed (7 7)
NEED_FACE_UP_CARDS = N_("Whether %(player)s has %(cards)s among the face-up cards: the position does not show them.")
# TRANSLATORS: %(player)s is a player's name, %(cards)s cards as typed (7 7)
NEED_HAND_CARDS = N_("Whether %(player)s holds %(cards)s: the position does not show every card in the hand.")
# TRANSLATORS: %(slot)s is the number of a face-down card, %(player)s a name, %(move)s a move
# as typed
NEED_FACE_DOWN = N_("The value of face-down card %(slot)s of %(player)s decides what happens; once it is turned, "
                    "write it into the move as %(move)s.")
# TRANSLATORS: %(player)s is a player's name
NEED_FACE_UP = N_("The face-up cards of %(player)s decide where the next discard comes from, and the position does "
                  "not show them.")

# -- rulings the verdict relies on (judge)
# TRANSLATORS: %(name)s is the name of a house rule (multiple-clears)
NOTE_MULTIPLE_CLEARS = N_("House rule %(name)s is on: Clear cards of one kind may go down together.")
NOTE_TWO_DECKS = N_("Two decks are in play: every card is there twice as often.")
# TRANSLATORS: %(name)s is the name of a house rule (two-decks-few-players)
NOTE_TWO_DECKS_FEW = N_("House rule %(name)s is on: fewer than seven players may play with two decks.")

# -- effects (judge)
# TRANSLATORS: %(player)s is a player's name, %(count)s the number of cards drawn
E_DRAW_BEFORE_EXTRA = NP_("%(player)s draws %(count)s card before the extra discard.",
                          "%(player)s draws %(count)s cards before the extra discard.")
# TRANSLATORS: %(player)s is a player's name, %(count)s the number of cards picked up
E_PICKUP = NP_("%(player)s picks up the pile (%(count)s card) and the turn ends.",
               "%(player)s picks up the pile (%(count)s cards) and the turn ends.")
# TRANSLATORS: %(player)s is a player's name
E_EXTRA_LAPSES = N_("%(player)s has no card that can be played now, so the extra discard lapses.")
# TRANSLATORS: %(player)s is a player's name, %(count)s the number of cards in hand
E_OVER_THREE = NP_("%(player)s holds %(count)s card, more than three, and draws nothing.",
                   "%(player)s holds %(count)s cards, more than three, and draws nothing.")
# TRANSLATORS: %(player)s is a player's name
E_DRAW_PILE_EMPTY = N_("The draw pile is used up: %(player)s draws nothing.")
# TRANSLATORS: %(player)s is a player's name, %(count)s the number of cards drawn
E_DRAW_LAST = NP_("%(player)s draws %(count)s card, the last one in the draw pile.",
                  "%(player)s draws %(count)s cards, the last ones in the draw pile.")
# TRANSLATORS: %(player)s is a player's name, %(count)s the number of cards drawn
E_DRAW_BACK = NP_("%(player)s draws %(count)s card, back up to three.",
                  "%(player)s draws %(count)s cards, back up to three.")
# TRANSLATORS: %(player)s is a player's name, %(slot)s a number, %(card)s the card turned over (7)
E_TURN_OVER = N_("%(player)s turns over face-down card %(slot)s: %(card)s.")
# TRANSLATORS: %(card)s is the card turned over, %(top)s the top of the pile, %(player)s a
# name,
# %(count)s the number of cards taken into the hand
E_FACE_DOWN_FAILS = NP_("%(card)s cannot go on %(top)s: %(player)s takes it and the pile into the hand (%(count)s "
                        "card); the turn ends.",
                        "%(card)s cannot go on %(top)s: %(player)s takes it and the pile into the hand (%(count)s "
                        "cards); the turn ends.")
# TRANSLATORS: %(player)s is a player's name, %(cards)s the cards discarded as typed (7 7)
E_DISCARD = N_("%(player)s discards %(cards)s.")
# TRANSLATORS: %(card)s is a Clear card (clear+1), %(count)s the number of cards cleared
E_CLEAR = NP_("%(card)s clears the pile: %(count)s card leaves the game.",
              "%(card)s clears the pile: %(count)s cards leave the game.")
# TRANSLATORS: %(player)s is a player's name, %(count)s the number of extra discards
E_EXTRA_MAY_DRAW = NP_("%(player)s discards once more, and may draw before it.",
                       "%(player)s discards %(count)s more times, and may draw before the first.")
# TRANSLATORS: %(player)s is a player's name, %(count)s the number of extra discards
E_EXTRA = NP_("%(player)s discards once more.",
              "%(player)s discards %(count)s more times.")
# TRANSLATORS: %(card)s and %(previous)s are cards (4, 9), %(player)s a name, %(count)s
# a number
E_PICKUP_AFTER_PLUS_TWO = NP_("%(card)s is lower than %(previous)s after a Clear +2 from the table: %(player)s picks "
                              "up the pile (%(count)s card); the turn ends.",
                              "%(card)s is lower than %(previous)s after a Clear +2 from the table: %(player)s picks "
                              "up the pile (%(count)s cards); the turn ends.")
# TRANSLATORS: %(player)s is a player's name
E_WIN = N_("%(player)s has no cards left and wins the game.")
# TRANSLATORS: %(run)s is a number (3 or more), %(card)s a number card (5),
# %(count)s the number of cards cleared
E_THREE_OF_A_KIND = NP_("The top %(run)s cards all show %(card)s, so the pile is cleared: %(count)s card leaves the "
                        "game.",
                        "The top %(run)s cards all show %(card)s, so the pile is cleared: %(count)s cards leave the "
                        "game.")
# TRANSLATORS: %(stands)s is the part of the move that stands (play clear+2, play 9),
# %(player)s a name, %(step)s the step that does not fit (up 4), %(top)s the top card,
# %(options)s the discards that fit (up 10)
E_EXTRA_MUST = N_("What stands is %(stands)s. %(step)s does not fit on %(top)s, so %(player)s must make this extra "
                  "discard with a card that does: %(options)s.")
# TRANSLATORS: %(stands)s is the part of the move that stands (up clear+2, up 9), %(player)s a name,
# %(step)s the step that does not fit (up 4), %(top)s the top card of the pile
E_EXTRA_IMPOSSIBLE = N_("What stands is %(stands)s. %(step)s does not fit on %(top)s and %(player)s has no other "
                        "card that does, so this extra discard cannot be made: %(player)s picks up the pile instead, "
                        "and the turn passes (%(move)s):")
# TRANSLATORS: %(player)s is a player's name
E_WAIT = N_("%(player)s may not play from the table again until the hand is empty.")
# TRANSLATORS: %(player)s is a player's name
E_NEXT = N_("Next to play: %(player)s.")


# the builders of the effects whose message is not just their values (the others: ``verdict.said``),
# called when a verdict's effects are read (``Recorder.later``)

def e_drew(text: str | tuple[str, str], player: str, got: tuple[str, ...]) -> Made:
    """Cards drawn: how many, and those the position shows."""
    return (Msg(text, player=player, count=len(got)),
            {"player": player, "count": len(got), "cards": [c for c in got if c != UNKNOWN]})


def e_no_draw(text: str | tuple[str, str], player: str, held: int | None) -> Made:
    """Nothing drawn: the hand holds more than three (``held``), or the draw pile is used up (None)."""
    msg = Msg(text, player=player) if held is None else Msg(text, player=player, count=held)
    return msg, {"player": player, "count": 0}


def e_discard(player: str, cards: tuple[str, ...], source: str) -> Made:
    return Msg(E_DISCARD, player=player, cards=spaced(cards)), {"player": player, "cards": list(cards),
                                                                  "source": source}


# -- the choices a listed move folds in (movegen)
# TRANSLATORS: %(values)s is a list of cards (1, 2, clear), joined with "or"
C_VALUE = N_("write after = the card that turns up: one of %(values)s")
# TRANSLATORS: %(card)s is a Clear card (clear+2), %(count)s the number of extra discards
C_EXTRA_MAY_DRAW = NP_("after %(card)s: %(count)s more discard of your choice, and you may draw before it",
                       "after %(card)s: %(count)s more discards of your choice, and you may draw before the first")
# TRANSLATORS: %(card)s is a Clear card (clear+2), %(count)s the number of extra discards
C_EXTRA = NP_("after %(card)s: %(count)s more discard of your choice",
              "after %(card)s: %(count)s more discards of your choice")
C_ANY_CARD = N_("any card")

# -- what ``referee ask`` asks (questions)
Q_PILE = N_("Which cards lie on top of the pile, bottom to top?")
# TRANSLATORS: after a question about cards (on the pile, face up): Enter answers that there are none
E_NO_CARDS = NC_("no cards", "(Enter: none)")
H_PILE = N_("At least the top card: 1 to 10, clear, clear+1 or clear+2; press Enter for an empty pile.")
# TRANSLATORS: %(to_move)s is the name of the player to move; %(play)s, %(up)s and %(down)s are the
# move words of 3UP 3DOWN in your language (the answers to choose from)
Q_SOURCE = N_("Where does %(to_move)s play from: the hand (%(play)s), the face-up cards (%(up)s) or the face-down "
              "cards (%(down)s)?")
H_SOURCE = N_("The other players are taken to hold 3 cards in hand and 3 face down; their face-up cards are left "
              "unknown.")
# TRANSLATORS: %(to_move)s is the name of the player to move
Q_HAND = N_("Which cards does %(to_move)s hold in hand?")
H_HAND = N_("A ? for each card not in question.")
Q_DRAW_PILE = N_("How many cards are left in the draw pile?")
# TRANSLATORS: %(to_move)s is the name of the player to move
Q_FACE_UP = N_("Which face-up cards does %(to_move)s have?")
# TRANSLATORS: %(to_move)s is the name of the player to move
Q_FACE_DOWN = N_("How many face-down cards does %(to_move)s have?")

# -- what the move reader says of a phrase that makes no move (grammar)
R_NO_MOVE = N_("it names no card and no move.")
# TRANSLATORS: said when a phrase plays "every card of a number" from cards the position does not show
R_HOW_MANY = N_("how many cards that is depends on cards the position does not show; say how many.")

# -- the dispute page (page)
#: the move builder's headings, by the key its script uses
PAGE_TEXTS = {
    # TRANSLATORS: 3UP 3DOWN's dispute page: where the cards of a discard came from (hand, face-up, face-down), or a pickup
    "from": N_("Played from"),
    # TRANSLATORS: 3UP 3DOWN's dispute page: the cards discarded, tapped (several of one number may go together)
    "cards": N_("The cards discarded"),
    # TRANSLATORS: 3UP 3DOWN's dispute page: which face-down card was turned over, counted from 1
    "slot": N_("The face-down card turned over"),
    # TRANSLATORS: 3UP 3DOWN's dispute page: the card a face-down card showed once turned (may be left out)
    "showed": N_("It showed"),
    # TRANSLATORS: 3UP 3DOWN's dispute page: the number of a face-down card (%(slot)s, counted from 1)
    "slot_n": N_("Card %(slot)s"),
    # TRANSLATORS: 3UP 3DOWN's dispute page: the extra discard a Clear +1 or Clear +2 gives; %(number)s counts them from 1
    "extra": N_("Extra discard %(number)s"),
    # TRANSLATORS: 3UP 3DOWN's dispute page: the player drew back up to three before the extra discard
    "drew": N_("Drew first"),
    # TRANSLATORS: 3UP 3DOWN's dispute page: opens a list of every card, for one not in the hand as the position has it
    "other_card": N_("Another card"),
}
#: the shipped examples' titles (``examples/3up3down/<stem>.yaml``)
PAGE_EXAMPLES = {
    "clear-cards-only-in-hand": N_("Only Clear cards in hand"),
    "clear-plus-one-with-draw": N_("Clear +1, with a draw"),
    "clear-plus-two-breaks-down": N_("Clear +2 from the face-up cards"),
    "clear-plus-two-from-the-hand": N_("Clear +2 from the hand"),
    "clear-plus-two-from-the-table": N_("Clear +2 when the hand is empty"),
    "face-down-blind": N_("Face-down cards, played blind"),
    "face-up-after-the-hand": N_("Face-up cards come after the hand"),
    "large-hand-draws-nothing": N_("A large hand draws nothing"),
    "last-cards-win": N_("The last cards win"),
    "lead-on-empty-pile": N_("Opening the pile"),
    "multiple-clears-house-rule": N_("Several Clear cards at once"),
    "pick-up-the-pile": N_("Picking up the pile"),
    "three-of-a-kind-across-players": N_("Three of a kind from three players"),
    "two-decks-eight-players": N_("Two decks, eight players"),
    "two-decks-four-players": N_("Two decks, four players"),
}
#: the labels of the game's own position keys on the dispute page
PAGE_FIELDS = {
    "pile": N_("Discard pile (top last)"),
    "draw_pile": N_("Draw pile"),
    "hand": N_("Cards in hand"),
    "face_up": N_("Face-up cards"),
    "face_down": N_("Face-down cards"),
}
