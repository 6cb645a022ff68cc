"""Babel extractors, registered under the ``babel.extractors`` entry point.

``referee_rules`` reads a rules file (``rules/*.yaml``) and yields every
translatable string with its message context (see ``rules/README.md``).
``referee_python`` is Babel's Python extractor with this project's lazy
markers (``N_`` for one message, ``NP_`` for a singular/plural pair, ``C_``, ``NC_`` and ``W_``
for a message with its context) and the
``TRANSLATORS:`` comment tag always on, so that a plain
``pybabel extract -F babel.cfg -o locales/messages.pot .`` gives the full
template.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from typing import IO, Any

import yaml

#: keyword name -> name of the Babel default keyword with the same argument spec
_PY_KEYWORDS = {
    "_": "gettext",
    "gettext": "gettext",
    "N_": "gettext",
    "ngettext": "ngettext",
    "NP_": "ngettext",
    "pgettext": "pgettext",
    "W_": "pgettext",
    "L_": "pgettext",
    "C_": "pgettext",
    "NC_": "pgettext",
    "npgettext": "npgettext",
}
COMMENT_TAG = "TRANSLATORS:"


#: what an extraction method yields: (line, function name, message(s), translator comments)
Extracted = tuple[int, str, Any, list[str]]


def extract_python(fileobj: IO[bytes], keywords: Any, comment_tags: Collection[str],
                   options: dict[str, Any]) -> Iterator[Extracted]:
    from babel.messages.extract import extract_python as babel_extract_python

    tags = tuple(comment_tags) or (COMMENT_TAG,)
    found: Iterator[Any] = babel_extract_python(fileobj, list(_PY_KEYWORDS), tags, options)  # type: ignore[arg-type]
    for lineno, funcname, messages, comments in found:
        yield lineno, _PY_KEYWORDS.get(funcname, funcname), messages, [_strip_tag(c, tags) for c in comments]


def _strip_tag(comment: str, tags: tuple[str, ...]) -> str:
    for tag in tags:
        if comment.startswith(tag):
            return comment[len(tag):].strip()
    return comment


def rules_messages(root: yaml.Node) -> Iterator[tuple[int, str, str, str]]:
    """Yield ``(line, context, text, comment)`` for a composed rules file."""
    doc = _mapping(root)
    game = _scalar(doc.get("game")) or "?"
    if "summary" in doc:
        yield _msg(doc["summary"], f"{game}:summary", f"One-line summary of the game {game}.")
    for item in _seq(doc.get("components")):
        m = _mapping(item)
        if "text" in m:
            cid = _scalar(m.get("id"))
            yield _msg(m["text"], f"{game}.component.{cid}", f"Component of {game}.")
    for item in _seq(doc.get("house_rules")):
        m = _mapping(item)
        if "title" in m:
            hid = _scalar(m.get("id"))
            yield _msg(m["title"], f"{game}.house-rule.{hid}:title",
                       f"Short heading of the house rule '{hid}' of {game}.")
        if "text" in m:
            hid = _scalar(m.get("id"))
            yield _msg(m["text"], f"{game}.house-rule.{hid}", f"House rule '{hid}' of {game}.")
    for item in _seq(doc.get("sections")):
        m = _mapping(item)
        if "title" in m:
            sid = _scalar(m.get("id"))
            yield _msg(m["title"], f"{sid}:title", f"Heading of the rule section {sid}.")
    for item in _seq(doc.get("rules")):
        m = _mapping(item)
        rid = _scalar(m.get("id"))
        kind = _scalar(m.get("kind"))
        if "title" in m:
            yield _msg(m["title"], f"{rid}:title", f"Short heading of the {kind} {rid}.")
        if "text" in m:
            yield _msg(m["text"], rid or "?", f"Text of the {kind} {rid}.")
        if "reason" in m:
            yield _msg(m["reason"], f"{rid}:reason", f"Why the ruling {rid} reads the rules this way.")


def _msg(node: yaml.Node, context: str, comment: str) -> tuple[int, str, str, str]:
    return node.start_mark.line + 1, context, _scalar(node) or "", comment


def _mapping(node: Any) -> dict[str, yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return {k.value: v for k, v in node.value if isinstance(k, yaml.ScalarNode)}
    return {}


def _seq(node: Any) -> list[yaml.Node]:
    return list(node.value) if isinstance(node, yaml.SequenceNode) else []


def _scalar(node: Any) -> str | None:
    return node.value if isinstance(node, yaml.ScalarNode) else None


def extract_rules(fileobj: IO[bytes] | IO[str], keywords: Any, comment_tags: Collection[str],
                  options: dict[str, Any]) -> Iterator[Extracted]:
    """Babel extraction method for ``rules/*.yaml``."""
    text = fileobj.read()
    if isinstance(text, bytes):
        text = text.decode(options.get("encoding", "utf-8"))
    root = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    if root is None:
        return
    for line, context, message, comment in rules_messages(root):
        if message:
            yield line, "pgettext", (context, message), [comment]
