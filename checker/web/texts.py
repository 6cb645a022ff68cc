"""The texts of the pages, as English msgids (extracted with the rest).

The page scripts get them translated in the page's data block, by key, so
that JavaScript never carries a text of its own.
"""

from __future__ import annotations

from typing import Any

from ..i18n import N_, Translator

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
    "none": N_("none"),
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
}


def translated(tr: Translator) -> dict[str, str]:
    return {key: tr.gettext(msgid) for key, msgid in TEXTS.items()}


#: position keys (as in the files) -> their label on the dispute page
FIELDS = {
    "players": N_("Players"),
    "house_rules": N_("House rules"),
    "direction": N_("Direction of play"),
    "trend": N_("Trend"),
    "start_tile": N_("Start tile"),
    "row": N_("Row (last tiles)"),
    "rack": N_("Rack"),
    "bag": N_("Bag"),
    "hand": N_("Cards in hand"),
    "table": N_("Set on the table"),
    "round_start": N_("First turn of the round"),
    "pile": N_("Discard pile (top last)"),
    "draw_pile": N_("Draw pile"),
    "face_up": N_("Face-up cards"),
    "face_down": N_("Face-down cards"),
    "board": N_("Board"),
    "colours": N_("Colours"),
    "square": N_("Square"),
}
#: enum values of the schemas that have no word in the catalogs yet (the others, such as colours, do)
VALUES = {
    "ascending": N_("ascending"),
    "descending": N_("descending"),
    "clockwise": N_("clockwise"),
    "counterclockwise": N_("counterclockwise"),
    "true": N_("first turn"),
    "false": N_("a later turn"),
}


def fields(tr: Translator) -> dict[str, str]:
    return {key: tr.gettext(msgid) for key, msgid in FIELDS.items()}


def values(schema: dict[str, Any], tr: Translator) -> dict[str, str]:
    """The reader's word for each enum value of a schema, where the catalogs have one."""
    words: set[str] = set(VALUES)
    stack: list[Any] = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            words.update(v for v in node.get("enum", []) if isinstance(v, str))
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    out = {}
    for word in words:
        text = tr.gettext(VALUES.get(word, word))
        if text != word or word in VALUES:
            out[word] = text
    return out
