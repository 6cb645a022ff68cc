"""Every text dnup shows, each with its translator comment directly above it: what the position check,
the notation and the judge say, the choices a move leaves open, the schema's descriptions, what
``referee ask`` asks and what the move reader says of a phrase."""

from __future__ import annotations

from typing import Any

from ...i18n import C_, N_, NC_, NP_, Msg
from ...verdict import Made
from .model import Card, Hand, texts

# -- what cannot happen in a position (reading.problems)
# TRANSLATORS: %(name)s is a name given in the position file.
P_STRANGER = N_("%(name)s is not seated at this table.")
# TRANSLATORS: %(cards)s is a list of cards such as 5/1, 3/2; %(rule)s a rule id.
P_NOT_A_SET = N_("The cards %(cards)s do not all have the same active value, so they are not a set (%(rule)s).")
# TRANSLATORS: %(first)s and %(second)s are player names, %(size)s a number of cards,
# %(rule)s a rule id.
P_SAME_SIZE = NP_("The sets of %(first)s and %(second)s both have %(size)s card, but the sets on the table always "
                  "have different sizes (%(rule)s).",
                  "The sets of %(first)s and %(second)s both have %(size)s cards, but the sets on the table always "
                  "have different sizes (%(rule)s).")
# TRANSLATORS: %(player)s is a player name, %(count)s a number of cards.
P_OUT_HOLDS = NP_("%(player)s is out of this round and holds no cards, but the position gives %(count)s card.",
                  "%(player)s is out of this round and holds no cards, but the position gives %(count)s cards.")
# TRANSLATORS: %(player)s is a player name; %(rule)s a rule id.
P_EMPTY_NOT_OUT = N_("%(player)s has no cards but is not listed under out: a player who plays their last card is out "
                     "(%(rule)s).")
# TRANSLATORS: %(player)s is a player name; %(rule)s a rule id.
P_OUT_TO_MOVE = N_("%(player)s is out of this round and takes no more turns in it (%(rule)s).")
# TRANSLATORS: %(card)s is the starred card (1/5*), %(rule)s a rule id.
P_NO_OPENER = N_("round_start says nothing has been played yet this round, and every hand is shown, but nobody holds "
                 "the starred card %(card)s: its holder opens every round (%(rule)s).")
# TRANSLATORS: %(key)s is a key of the position file (table, out or discard).
P_ROUND_START_NOT_EMPTY = N_("round_start says nothing has been played yet this round, but %(key)s is not empty.")
# TRANSLATORS: %(count)s and %(limit)s are numbers of cards, %(players)s a number of players,
# %(rule)s a rule id.
P_TOO_MANY_CARDS = N_("The position holds %(count)s cards, but a game of %(players)s players uses at most %(limit)s "
                      "(%(rule)s).")
# TRANSLATORS: %(card)s is a card such as 3/7*; %(rule)s a rule id.
P_STAR_CARD = N_("Only the card 1/5 carries the star, not %(card)s (%(rule)s).")
# TRANSLATORS: %(other)s is the place where the starred card was already given (a field path).
P_TWO_STARS = N_("There is only one starred card, and it is already at %(other)s.")
# TRANSLATORS: %(player)s is a player name, %(count)s and %(limit)s numbers of letter tokens,
# %(rule)s a rule id.
P_TOO_MANY_TOKENS = N_("%(player)s cannot have %(count)s letter tokens: the game ends with the round in which "
                       "someone reaches 4, so %(limit)s is the most possible here (%(rule)s).")
# TRANSLATORS: %(player)s is a player name, %(count)s and %(limit)s numbers of letter tokens.
P_TOO_FEW_TOKENS = NP_("%(player)s went out in this round and won %(limit)s letter token, so cannot have only "
                       "%(count)s.",
                       "%(player)s went out in this round and won %(limit)s letter tokens, so cannot have only "
                       "%(count)s.")
# TRANSLATORS: %(count)s and %(limit)s are numbers of letter tokens.
P_ALL_TOKENS = N_("The players hold %(count)s letter tokens, but the game has only %(limit)s.")
# TRANSLATORS: %(counts)s lists players with the letter tokens they won before this round, %(rule)s a rule id
P_TOKEN_HISTORY = N_("The letter tokens won before this round (%(counts)s) cannot come from finished rounds: each "
                     "round gives 2 tokens to the first player out and 1 to the second, so they add up to a multiple "
                     "of 3, and each round's 2 and 1 go to two different players (%(rule)s).")

# -- the schema's descriptions (reading.own_schema): ``referee schema`` and ``referee new`` in the reader's language
D_HANDS = N_("each player's hand: a list of cards (? for one not shown), a number of cards, or nothing (not known)")
D_TABLE = N_("the sets on the table: owner -> the cards of their set")
D_OUT = N_("who is out of cards this round, first out first")
D_TOKENS = N_("letter tokens won so far (this round's included); a player left out has 0")
D_DISCARD = N_("the discarded cards of this round: a list, or just how many")
D_ROUND_START = N_("true on the first turn of a round (the holder of the starred card 1/5* opens it)")
D_CARD = N_("a card as active/dormant, e.g. 5/1 (the starred card 1/5*)")
D_HAND_CARD = N_("a card as active/dormant, e.g. 5/1, or ? for a card not shown")
# TRANSLATORS: what a card was expected to be, in "%(value)s is not %(form)s."
X_CARD = C_("expected form", "a card written active/dormant, such as 5/1")
# TRANSLATORS: what a card of a hand was expected to be, in "%(value)s is not %(form)s."
X_HAND_CARD = C_("expected form", "a card written active/dormant, such as 5/1, or ? for one not shown")

# -- a move that cannot be read (notation)
# TRANSLATORS: %(word)s is the move word pass in the reader's language.
M_NOTHING_AFTER = N_("%(word)s takes nothing after it.")
# TRANSLATORS: %(move)s is a move string; --draw is a command line option, do not translate it.
M_NO_DRAW = N_("The move %(move)s draws no card, so --draw does not fit it.")
M_EMPTY = N_("the move is empty.")
# TRANSLATORS: %(word)s is what was typed, %(suggestion)s a move word such as play.
M_NOT_A_MOVE_MEAN = N_("%(word)s is not a move; did you mean %(suggestion)s?")
# TRANSLATORS: %(word)s is what was typed, %(choices)s the list of move words.
M_NOT_A_MOVE = N_("%(word)s is not a move; a move starts with %(choices)s.")
# TRANSLATORS: %(example)s and %(values)s are example moves in the reader's language.
M_PLAY_HELP = N_("play needs the cards of the set, such as %(example)s, or at least their values, such as %(values)s.")
# TRANSLATORS: %(example)s is an example move, such as take Bartek, in the reader's language.
M_TAKE_HELP = N_("take needs the owner of the set, such as %(example)s.")
# TRANSLATORS: %(example)s is an example move, such as add 7/2 to Bartek, in the reader's language.
M_ADD_HELP = N_("add needs one card and the owner of the set, such as %(example)s.")
# TRANSLATORS: %(word)s is what was typed in place of a card.
M_NOT_A_CARD = N_("%(word)s is not a card; write a card as active/dormant, such as 5/1.")
# TRANSLATORS: %(name)s is what was typed, %(players)s the list of players.
M_NOT_A_PLAYER = N_("%(name)s is not one of the players (%(players)s).")

# -- the move syntax (notation.move_syntax)
S_PLAY = N_("Play a set: one or more cards from your hand with the same active value, each written active/dormant, "
            "such as 5/1.")
S_PLAY_VALUES = N_("Play a set naming only the active value of each card, such as 5: which of your cards of that "
                   "value is left open.")
# TRANSLATORS: %(example)s is a move in the reader's language (play ? ?)
S_PLAY_OPEN = N_("Play a set of that many cards and leave its value open, such as %(example)s for a pair: the "
                 "referee answers for every set of that size your hand holds.")
S_ADD = N_("Add one card from your hand to the set in front of OWNER; without OWNER, to whichever set it fits.")
S_TAKE = N_("Take the set in front of the opponent OWNER into your hand.")
S_TURN = N_("Turn the whole hand: every card in it is rotated, so its two values swap.")
S_TURN_CARDS = N_("Rotate only the cards named: illegal unless they are the whole hand, since single cards may never "
                  "be rotated.")
S_PASS = N_("Do nothing: always illegal, since a turn is exactly one action.")

# -- broken rules (judge)
B_NO_SET_TO_TAKE = N_("There is no opponent's set on the table to take.")
B_NO_SET_TO_ADD = N_("There is no set on the table to add a card to.")
# TRANSLATORS: %(owner)s is a player name.
B_NO_SET_OF = N_("There is no set in front of %(owner)s.")
# TRANSLATORS: %(player)s is a player name.
B_NOTHING_TO_PLAY = N_("%(player)s holds no card to play.")
# TRANSLATORS: %(player)s is a player name, %(cards)s a list of cards.
B_NOT_HELD = N_("%(player)s does not hold %(cards)s.")
# TRANSLATORS: %(player)s is a player name, %(count)s a number of cards
B_NO_SET_OF_SIZE = NP_("%(player)s holds no %(count)s card of one value.",
                       "%(player)s holds no %(count)s cards of one value.")
# TRANSLATORS: %(player)s is a player name, %(count)s and %(have)s numbers of cards, %(value)s a card value.
B_TOO_FEW_OF_VALUE = NP_("%(player)s holds only %(have)s card with the active value %(value)s, not %(count)s.",
                         "%(player)s holds only %(have)s cards with the active value %(value)s, not %(count)s.")
# TRANSLATORS: %(player)s is a player name, %(value)s a card value.
B_NONE_OF_VALUE = N_("%(player)s holds no card with the active value %(value)s.")
B_PASS = N_("A turn is exactly one of the four actions; passing is not one of them.")
# TRANSLATORS: %(player)s is the winner's name.
B_GAME_OVER = N_("The game is over: %(player)s has won it.")
# TRANSLATORS: %(players)s is the list of the two players out.
B_ROUND_OVER = N_("The round is over (%(players)s are out): deal a new round before anyone moves.")
# TRANSLATORS: %(holder)s and %(player)s are player names.
B_OTHER_OPENS = N_("%(holder)s holds the starred card 1/5, so %(holder)s opens the round, not %(player)s.")
# TRANSLATORS: %(player)s is a player name.
B_NO_STAR = N_("%(player)s does not hold the starred card 1/5, so another player opens the round.")
# TRANSLATORS: %(player)s is a player name; %(cards)s and %(held)s lists of cards (the same
# cards the other way up).
B_NO_ROTATE = N_("%(player)s holds %(held)s, not %(cards)s: a card in hand may not be rotated on its own.")
# TRANSLATORS: %(cards)s is a list of cards, %(count)s the number of cards in the hand,
# %(word)s the move word turn in the reader's language.
B_ROTATE_PART = NP_("Rotating %(cards)s alone is not allowed: only the whole hand of %(count)s card may be turned "
                    "(write: %(word)s).",
                    "Rotating %(cards)s alone is not allowed: only the whole hand of %(count)s cards may be turned "
                    "(write: %(word)s).")
B_TAKE_OWN = N_("Only an opponent's set can be taken, not your own.")
# TRANSLATORS: %(cards)s is a list of cards.
B_NOT_A_SET = N_("%(cards)s do not all have the same active value, so they are not a set.")
# TRANSLATORS: %(owner)s is a player name; %(size)s a number of cards; %(other)s and
# %(value)s card values.
B_NOT_HIGHER = NP_("%(owner)s has a set of %(size)s card with value %(other)s on the table; a new set of that size "
                   "needs a higher value, and %(value)s is not higher.",
                   "%(owner)s has a set of %(size)s cards with value %(other)s on the table; a new set of that size "
                   "needs a higher value, and %(value)s is not higher.")
# TRANSLATORS: %(player)s is a player name.
B_OWN_SET_GONE = N_("The set of %(player)s is discarded at the start of this turn, before the action, so nothing can "
                    "be added to it.")
# TRANSLATORS: %(card)s is a card, %(active)s its active value, %(owner)s a player name,
# %(value)s the value of that player's set.
B_VALUE_MISMATCH = N_("%(card)s has the active value %(active)s, but the set of %(owner)s has the value %(value)s.")
# TRANSLATORS: %(owner)s and %(other_owner)s are player names, %(size)s a number of
# cards, %(value)s and %(other)s card values.
B_ADD_NOT_HIGHER = N_("The card would make the set of %(owner)s as large as the set of %(other_owner)s (%(size)s "
                      "cards), so its value %(value)s would have to be higher than %(other)s.")

# -- facts the position leaves out (judge)
NEED_CHOICE = N_("The move leaves a choice open; name the cards and the set in full.")
# TRANSLATORS: %(player)s is a player name.
NEED_HAND = N_("Which cards %(player)s holds: the position does not show all of that hand.")
# TRANSLATORS: %(player)s is a player name, %(count)s a number of cards, %(value)s a card value.
NEED_VALUE = NP_("Whether %(player)s holds %(count)s card with the active value %(value)s: the position does not "
                 "show all of that hand.",
                 "Whether %(player)s holds %(count)s cards with the active value %(value)s: the position does not "
                 "show all of that hand.")
# TRANSLATORS: %(player)s is a player name.
NEED_STAR = N_("Who holds the starred card 1/5: its holder opens the round, and the position does not show it in the "
               "hand of %(player)s.")
# TRANSLATORS: %(player)s is a player name, %(cards)s a list of cards.
NEED_CARDS = N_("Whether %(player)s holds %(cards)s: the position does not show all of that hand.")
# TRANSLATORS: %(player)s is a player name.
NEED_WHOLE_HAND = N_("Whether these are all the cards of %(player)s: only the whole hand may be turned.")

# -- rulings the verdict relies on (judge)
NOTE_TWO_PLAYERS = N_("Two players: the source leaves out the two-player rules, so this position is checked with the "
                      "general rules only.")
NOTE_TAKE = N_("The source names this action without describing it; the referee reads it as moving the set, "
               "unrotated, into the taker's hand.")
NOTE_TIE = N_("Both players out reached 4 letter tokens in this round; the one who went out first wins.")

# -- effects (judge)
# TRANSLATORS: %(player)s is a player name, %(cards)s the list of cards of their
# set.
E_OWN_SET_DISCARDED = N_("Before the action, the set of %(player)s (%(cards)s) from the previous turn is discarded.")
# TRANSLATORS: %(player)s is a player name; %(cards)s and %(rotated)s lists of cards.
E_TURN_CARDS = N_("%(player)s turns the whole hand: %(cards)s become %(rotated)s.")
# TRANSLATORS: %(player)s is a player name, %(count)s a number of cards.
E_TURN_COUNT = NP_("%(player)s turns the whole hand: its %(count)s card is rotated.",
                   "%(player)s turns the whole hand: all its %(count)s cards are rotated.")
# TRANSLATORS: %(player)s is a player name.
E_TURN_UNKNOWN = N_("%(player)s turns the whole hand: every card in it is rotated.")
# TRANSLATORS: %(player)s and %(owner)s are player names, %(cards)s a list of cards.
E_TAKE = N_("%(player)s takes the set of %(owner)s (%(cards)s) into their hand without rotating it.")
# TRANSLATORS: %(player)s and %(owner)s are player names, %(cards)s a list of
# cards, %(value)s and %(other)s card values.
E_PLAY_BEATS = N_("%(player)s plays %(cards)s, value %(value)s, which beats the set of %(owner)s of the same size "
                  "(value %(other)s).")
# TRANSLATORS: %(player)s is a player name, %(cards)s a list of cards, %(value)s a
# card value, %(count)s the number of cards.
E_PLAY_FREE = NP_("%(player)s plays %(cards)s, a set of %(count)s card with value %(value)s; no set of that size is "
                  "on the table, so any value may be played.",
                  "%(player)s plays %(cards)s, a set of %(count)s cards with value %(value)s; no set of that size is "
                  "on the table, so any value may be played.")
# TRANSLATORS: %(player)s and %(owner)s are player names, %(card)s a card, %(count)s
# the new size.
E_ADD = NP_("%(player)s adds %(card)s to the set of %(owner)s, which now has %(count)s card and still belongs to "
            "%(owner)s.",
            "%(player)s adds %(card)s to the set of %(owner)s, which now has %(count)s cards and still belongs to "
            "%(owner)s.")
# TRANSLATORS: %(owner)s is a player name, %(cards)s a list of cards.
E_BEATEN_DISCARDED = N_("The beaten set of %(owner)s (%(cards)s) is discarded: %(owner)s is out of this round and "
                        "takes no cards back.")
# TRANSLATORS: %(owner)s is a player name; %(cards)s and %(rotated)s lists of cards.
E_BEATEN_RETURNS = N_("The set of %(owner)s (%(cards)s) is beaten and goes back into the hand of %(owner)s, every "
                      "card rotated: %(rotated)s.")
# TRANSLATORS: %(player)s is a player name, %(total)s their number of letter tokens.
E_FIRST_OUT = N_("%(player)s has no cards left and is the first out: 2 letter tokens (%(total)s in all), and no more "
                 "turns this round.")
# TRANSLATORS: %(player)s is a player name, %(total)s their number of letter
# tokens.
E_WINS_AT_ROUND_END = N_("%(player)s has %(total)s letter tokens and wins the game when this round ends, even if the "
                         "second player out reaches 4 too.")
# TRANSLATORS: %(player)s is a player name, %(total)s their number of letter tokens.
E_SECOND_OUT = N_("%(player)s has no cards left and is the second out: 1 letter token (%(total)s in all).")
E_ROUND_ENDS = N_("The round ends at once.")
# TRANSLATORS: %(player)s is a player name, %(total)s their number of letter tokens.
E_WINS = N_("%(player)s has %(total)s letter tokens and wins the game.")
E_NEW_ROUND = N_("No one has 4 letter tokens: a new round is dealt, and the holder of the starred card 1/5 opens it.")
# TRANSLATORS: %(player)s is a player name, %(cards)s a list of cards.
E_OUT_SET_DISCARDED = N_("%(player)s is out, so the set of %(player)s (%(cards)s) is discarded when their turn would "
                         "come.")
# TRANSLATORS: %(player)s is a player name.
E_NEXT = N_("%(player)s plays next.")


# the builders of the effects whose message is not just their values (the others: ``verdict.said``),
# called when a verdict's effects are read (``Recorder.later``); a list of cards is one list, shared by
# the message and the values

def e_set(text: str, key: str, player: str, cards: tuple[Card, ...]) -> Made:
    """A set discarded: its owner (``key``: ``player`` or ``owner``, as the message names them) and its cards."""
    values: dict[str, Any] = {key: player, "cards": texts(cards)}
    return Msg(text, **values), values  # (the message holds its own copy)


def e_turn(player: str, hand: Hand | None) -> Made:
    """The whole hand turned: its cards, or how many, or neither, as far as the position shows them."""
    if hand is not None and not hand.unknown:
        cards, rotated = texts(hand.known), texts(c.rotated() for c in hand.known)
        return (Msg(E_TURN_CARDS, player=player, cards=cards, rotated=rotated),
                {"player": player, "cards": cards, "rotated": rotated})
    if hand is not None:
        return Msg(E_TURN_COUNT, player=player, count=hand.size), {"player": player, "count": hand.size}
    return Msg(E_TURN_UNKNOWN, player=player), {"player": player}


def e_take(player: str, owner: str, cards: tuple[Card, ...]) -> Made:
    shown = texts(cards)
    return Msg(E_TAKE, player=player, owner=owner, cards=shown), {"player": player, "owner": owner, "cards": shown}


def e_play_beats(player: str, cards: tuple[Card, ...], value: int, owner: str, other: int) -> Made:
    shown = texts(cards)
    return (Msg(E_PLAY_BEATS, player=player, cards=shown, value=value, owner=owner, other=other),
            {"player": player, "cards": shown, "value": value, "beats": owner})


def e_play_free(player: str, cards: tuple[Card, ...], value: int) -> Made:
    shown = texts(cards)
    return (Msg(E_PLAY_FREE, player=player, cards=shown, value=value, count=len(cards)),
            {"player": player, "cards": shown, "value": value})


def e_add(player: str, card: Card, owner: str, size: int) -> Made:
    text = card.text()
    return (Msg(E_ADD, player=player, card=text, owner=owner, count=size),
            {"player": player, "card": text, "owner": owner, "size": size})


def e_returns(owner: str, cards: tuple[Card, ...]) -> Made:
    """A beaten set back in its owner's hand, every card rotated."""
    shown, rotated = texts(cards), texts(c.rotated() for c in cards)
    return (Msg(E_BEATEN_RETURNS, owner=owner, cards=shown, rotated=rotated),
            {"owner": owner, "cards": shown, "rotated": rotated})


def e_out(text: str, player: str, tokens: int, total: int) -> Made:
    """A player out, with the ``tokens`` it brings and its ``total``."""
    return Msg(text, player=player, total=total), {"player": player, "tokens": tokens, "total": total}


# -- the choices a move may leave open (completing)
CH_TAKE_OWNER = N_("whose set is taken")
CH_SET = N_("the set played")
CH_PLAY_CARDS = N_("which cards of that value are played")
CH_ADD_OWNER = N_("whose set the card is added to")
CH_ADD_CARD = N_("which card of that value is added")

# -- the choices a listed move folds in (movegen)
# TRANSLATORS: %(cards)s is a list of cards, %(count)s how many of them are played.
C_CHOOSE_CARDS = NP_("choose %(count)s card of %(cards)s",
                     "choose %(count)s cards of %(cards)s")
# TRANSLATORS: %(cards)s is a list of cards.
C_CHOOSE_CARD = N_("choose one card of %(cards)s")

# -- what ``referee ask`` asks (questions)
Q_OWNERS = N_("Whose sets lie on the table?")
H_OWNERS = N_("Press Enter if no set lies on the table.")
# TRANSLATORS: after "Whose sets lie on the table?": Enter answers that no set does
E_NO_SET = NC_("no set on the table", "(Enter: none)")
# TRANSLATORS: %(item)s is a player's name
Q_SET = N_("Which cards are in the set of %(item)s?")
H_SET = N_("Cards as active/dormant, e.g. 4/2 4/6.")
# TRANSLATORS: %(to_move)s is the name of the player to move
Q_HAND = N_("Which cards does %(to_move)s hold?")
H_HAND = N_("Cards as active/dormant, e.g. 5/1 5/3; a ? for each card not in question.")

# -- what the move reader says of a phrase that makes no move (grammar)
# TRANSLATORS: said when a phrase names no card, no set and no move word of dnup
R_NO_MOVE = N_("it names no card and no move.")

# -- the dispute page (page)
#: the move builder's headings, by the key its script uses
PAGE_TEXTS = {
    # TRANSLATORS: dnup's dispute page: the heading of the actions to choose from (play, add, take, turn, pass)
    "what": N_("What the player did"),
    # TRANSLATORS: dnup's dispute page: the cards of the set played, tapped from the hand
    "set": N_("The cards of the set"),
    # TRANSLATORS: dnup's dispute page: the one card added to a set on the table
    "card": N_("The card added"),
    # TRANSLATORS: dnup's dispute page: whose set on the table a card is added to (may be left open)
    "to": N_("Added to the set of"),
    # TRANSLATORS: dnup's dispute page: whose set on the table is taken into the hand
    "from": N_("The set taken from"),
    # TRANSLATORS: dnup's dispute page: the single cards rotated (none: the whole hand is turned)
    "turned": N_("Only these cards rotated (none: the whole hand)"),
    # TRANSLATORS: dnup's dispute page: opens a keypad for a card that is not in the hand as the position has it
    "other_card": N_("Another card"),
}
#: the shipped examples' titles (``examples/dnup/<stem>.yaml``)
PAGE_EXAMPLES = {
    "add-card": N_("Adding a card to a set"),
    "first-out-set": N_("The last set of the first player out"),
    "first-out": N_("Going out first"),
    "game-end-tie": N_("The end of the game, tied on tokens"),
    "game-over": N_("A finished game"),
    "own-set-discarded": N_("Your own set is discarded"),
    "play-beats-same-size": N_("A set beats one of the same size"),
    "round-over": N_("A round that has ended"),
    "round-start-wrong-player": N_("The wrong player opens the round"),
    "round-start": N_("The first turn of a round"),
    "second-out-round-end": N_("Going out second ends the round"),
    "take-set": N_("Taking an opponent's set"),
    "turn-hand": N_("Turning the hand"),
    "two-players": N_("Two players"),
}
#: the labels of the game's own position keys on the dispute page
PAGE_FIELDS = {
    "hand": N_("Cards in hand"),
    "table": N_("Set on the table"),
    "round_start": N_("First turn of the round"),
}
#: position values that are no notation words, as the page names them
PAGE_VALUES = {
    "true": N_("first turn"),
    "false": N_("a later turn"),
}
