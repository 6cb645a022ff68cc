"""The texts of the pages, as English msgids (extracted with the rest).

The page scripts get them translated in the page's data block, by key, so
that JavaScript never carries a text of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_, NC_, Msg, Translator

if TYPE_CHECKING:
    from ..pageparts import PageParts

#: key -> msgid; the keys are what the page scripts and templates use
TEXTS = {
    "title": N_("The referee"),
    "tagline": N_("Settle a dispute at the table: build the position, name the move, read the verdict."),
    "games": N_("Games"),
    "rules": N_("Rules"),
    "dispute": N_("Dispute"),
    "search": N_("Search"),
    "search_rules": N_("Search the rules"),
    "language": N_("Language"),
    "compare": N_("Side by side with"),
    "show": N_("Show"),
    "players": N_("Players"),
    "to_move": N_("To move"),
    "add": N_("Add"),
    "remove": N_("Remove"),
    "unknown": N_("unknown"),
    "position": N_("Position"),
    "move": N_("Move"),
    "check": N_("Check"),
    "legal_moves": N_("Legal moves"),
    "share": N_("Share link"),
    "download": N_("Download YAML"),
    "upload": N_("Upload YAML"),
    "yaml": N_("Position as YAML"),
    "choices": N_("Choices still open"),
    "completions": N_("Completions"),
    "instead": N_("What may be done instead"),
    "no_moves": N_("No move is known to be legal here."),
    "no_script": N_("Without JavaScript, edit the YAML and check the move here."),
    "empty": N_("empty"),
    "not_found": N_("No such page."),
    "bad_method": N_("This method is not allowed here."),
    "internal": N_("The referee failed on this request; the error has been logged."),
    "body_object": N_("The request body must be a JSON object."),
    # TRANSLATORS: %(line)s and %(column)s are the place of the mistake in the request body
    "body_json": N_("The request body is not valid JSON (line %(line)s, column %(column)s)."),
    "body_fields": N_("The request cannot be used."),
    "bad_link": N_("The link does not hold a readable position."),
    "start_from": N_("Start from an example"),
    "house_rules": N_("House rules"),
    # TRANSLATORS: above the house rules on the dispute page; each one is a button that switches it on or off
    "house_rules_help": N_("Tap the house rules your table plays with."),
    # TRANSLATORS: under the heading of the move on the dispute page
    "move_hint": N_("Tap what was done: the tile or card, where it went, and what the player said with it. "
                    "Then check it, legal or not."),
    # TRANSLATORS: the label of the box that holds the move as text (filled by tapping, or typed)
    "move_box": N_("The move as the table says it (or type it)"),
    "clear_move": N_("Start the move again"),
    # TRANSLATORS: a collapsible list of the move notation, each line with what it means
    "syntax": N_("How moves are written"),
    # TRANSLATORS: under the heading of the legal moves on the dispute page
    "moves_help": N_("Every move the referee knows to be legal here; tap one to see its verdict."),
    "show_moves": N_("Show the legal moves"),
    # TRANSLATORS: under the moves a verdict offers instead of an illegal one (a few, the closest to the move)
    "instead_more": N_("These are the closest; the legal moves are all listed below."),
    # TRANSLATORS: the label of a box that narrows the list of legal moves to those holding what is typed
    "filter": N_("Find a move"),
    # TRANSLATORS: the label of a row of tile or card buttons that narrow the list of legal moves to one piece
    "filter_by": N_("Only the moves with this piece"),
    # TRANSLATORS: %(count)s is the number of legal moves listed
    "moves_count": N_("Legal moves: %(count)s"),
    # TRANSLATORS: %(shown)s is how many legal moves the filter leaves, %(count)s how many there are
    "moves_shown": N_("Legal moves shown: %(shown)s of %(count)s"),
    "working": N_("Working it out…"),
    "unreachable": N_("The referee could not be reached. Check the connection and try again."),
    # TRANSLATORS: the spoken label of the key that takes back the last character typed on a keypad
    "erase": N_("Erase the last character"),
    # TRANSLATORS: the spoken labels of the − and + buttons beside a number
    "fewer": N_("One fewer"),
    "more": N_("One more"),
    "add_player": N_("Add a player"),
    # TRANSLATORS: a tile or card whose face nobody at the table knows (written ? in positions)
    "unknown_piece": N_("? (unknown)"),
    # TRANSLATORS: shown where no tile or card has been tapped yet for a part of the move
    "none_yet": N_("none yet"),
}


#: key -> a text with its own message context: a word whose translation agrees with what it stands for
TEXTS_IN_CONTEXT: dict[str, Msg] = {
    # TRANSLATORS: the choice of no second language beside the page's ("Side by side with: none")
    "none": NC_("no language to compare with", "none"),
}


def translated(tr: Translator) -> dict[str, str]:
    texts = {key: tr.gettext(msgid) for key, msgid in TEXTS.items()}
    texts.update((key, tr.render(msg)) for key, msg in TEXTS_IN_CONTEXT.items())
    return texts


#: the position keys every game has -> their label on the dispute page (a game's own keys are labelled by
#: its page parts: ``PageParts.fields``)
FIELDS = {
    "players": N_("Players"),
    "house_rules": N_("House rules"),
}


def fields(tr: Translator, parts: PageParts) -> dict[str, str]:
    """The labels of the position's keys on a game's dispute page, in the reader's language."""
    return {key: tr.render(msgid) for key, msgid in {**FIELDS, **parts.fields}.items()}


def values(tr: Translator, parts: PageParts) -> dict[str, str]:
    """The words for a game's position values that are no notation words, in the reader's language."""
    return {key: tr.render(msgid) for key, msgid in parts.values.items()}
