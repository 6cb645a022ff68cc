"""The Babel extractors, run in-process (``pybabel extract`` runs them in a subprocess too)."""

from __future__ import annotations

import io

import yaml
from conftest import BUILT_IN, ROOT

from checker.extract import COMMENT_TAG, extract_python, extract_rules, rules_messages

RULES = b"""game: demo
summary: A demo game.
components:
  - {id: stones, count: 3, text: Three stones.}
sources:
  - {seed: demo.txt, language: nl, note: A note for maintainers only.}
house_rules:
  - {id: lenient, flips: demo.x, text: Be lenient.}
sections:
  - {id: demo.play, title: Playing}
rules:
  - id: demo.play.take
    kind: ruling
    title: Taking
    text: Take one or two.
    reason: The seed says so.
  - id: demo.play.empty
    kind: rule
    text: ""
"""


def test_a_rules_file_yields_every_text_with_its_context_and_comment():
    found = list(extract_rules(io.BytesIO(RULES), [], [], {}))
    by_context = {args[0]: (line, args[1], comments) for line, func, args, comments in found}
    assert all(func == "pgettext" for _, func, _, _ in found)
    assert by_context["demo:summary"][1] == "A demo game."
    assert by_context["demo.component.stones"][1] == "Three stones."
    assert by_context["demo.house-rule.lenient"][1] == "Be lenient."
    assert by_context["demo.play:title"][1] == "Playing"
    assert by_context["demo.play.take:title"][1] == "Taking"
    assert by_context["demo.play.take"] == (15, "Take one or two.", ["Text of the ruling demo.play.take."])
    assert by_context["demo.play.take:reason"][1] == "The seed says so."
    assert "demo.play.empty" not in by_context  # an empty text is no message
    assert not any("note" in c or "source" in c for c in by_context), "source notes are for maintainers"


def test_a_rules_file_as_text_and_with_an_encoding_option():
    text = RULES.decode("utf-8").replace("Three stones.", "Drie stenen – ñ.")
    found = list(extract_rules(io.StringIO(text), [], [], {}))
    assert ("demo.component.stones", "Drie stenen – ñ.") in [args for _, _, args, _ in found]
    latin = list(extract_rules(io.BytesIO(text.encode("latin-1", "replace")), [], [], {"encoding": "latin-1"}))
    assert len(latin) == len(found)


def test_odd_shapes_yield_what_they_can():
    assert list(rules_messages(yaml.compose("[1, 2]"))) == []
    odd = yaml.compose("game: g\nrules: {not: a list}\ncomponents: [plain, {id: x}]\n")
    assert list(rules_messages(odd)) == []


def test_the_real_rules_files_yield_every_clause():
    for game in BUILT_IN:
        path = ROOT / "rules" / f"{game}.yaml"
        with path.open("rb") as fh:
            found = list(extract_rules(fh, [], [], {}))
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        contexts = {args[0] for _, _, args, _ in found}
        assert {r["id"] for r in data["rules"] if r.get("text")} <= contexts
        assert {f"{game}.component.{c['id']}" for c in data["components"]} <= contexts
        assert f"{game}:summary" in contexts
        assert all(isinstance(line, int) and line > 0 for line, _, _, _ in found)


SOURCE = b'''from checker.i18n import N_, NP_

# TRANSLATORS: %(name)s is a name
A = N_("Hello %(name)s.")
B = NP_("%(count)s tile", "%(count)s tiles")
# not a translator comment
C = pgettext("ctx", "In context")
D = _("Plain")
'''


def test_python_sources_yield_the_projects_markers_with_translator_comments():
    found = list(extract_python(io.BytesIO(SOURCE), [], [], {}))
    by_message = {str(args): (func, comments) for _, func, args, comments in found}
    assert by_message["Hello %(name)s."] == ("gettext", ["%(name)s is a name"])
    assert by_message[str(("%(count)s tile", "%(count)s tiles"))][0] == "ngettext"
    assert by_message[str(("ctx", "In context"))] == ("pgettext", [])
    assert by_message["Plain"][0] == "gettext"


def test_python_comment_tags_given_by_the_caller_are_used_and_stripped():
    src = b'# NOTE: for you\nX = N_("Tagged")\n'
    [(_, _, message, comments)] = list(extract_python(io.BytesIO(src), [], ["NOTE:"], {}))
    assert message == "Tagged" and comments == ["for you"]
    assert COMMENT_TAG == "TRANSLATORS:"


def test_the_real_sources_yield_the_catalogs_messages():
    with (ROOT / "checker" / "verdict.py").open("rb") as fh:
        found = [args for _, _, args, _ in extract_python(fh, [], [], {})]
    assert "Unreadable input" in found and "Impossible position" in found
