"""A plug-in game's catalogs: extracted by the referee's own Babel extractors from its own tree, kept
apart from the referee's catalogs, and read by every translator for what the referee's catalog
lacks: in the reader's language where the plug-in has it, else in English (its msgids)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from conftest import ROOT

from checker import i18n
from checker.i18n import Msg, Translator

PLUGIN = ROOT / "tests" / "plugin"
LOCALES = PLUGIN / "referee_takeaway" / "locales"


def keys(path: Path) -> set[tuple[str | None, str]]:
    with path.open("rb") as fh:
        return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in read_po(fh) if m.id}


def test_the_referees_extractors_give_the_plugins_template_and_every_catalog_translates_it(tmp_path):
    fresh = tmp_path / "fresh.pot"
    done = subprocess.run([sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg", "-o",
                           str(fresh), "."], cwd=PLUGIN, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    template = keys(LOCALES / "referee_takeaway.pot")
    assert keys(fresh) == template and ("takeaway.turn.take", next(
        m for c, m in template if c == "takeaway.turn.take")) in template
    for lang in ("nl", "pl", "es", "fy"):
        po = LOCALES / lang / "LC_MESSAGES" / "referee_takeaway.po"
        assert keys(po) == template, lang
        with po.open("rb") as fh:
            catalog = read_po(fh, locale=lang)
        untranslated = [m.id for m in catalog if m.id and (m.fuzzy or not all(
            [m.string] if isinstance(m.string, str) else m.string))]
        assert untranslated == [] and not [e for _m, errs in catalog.check() for e in errs], lang
    # the plug-in's messages stay in its own domain, and the referee's extraction takes none of them
    assert not template & keys(ROOT / "locales" / "messages.pot")


@pytest.fixture
def domain(tmp_path, monkeypatch):
    """A plug-in domain with a Dutch catalog that lacks one message, and no Polish one."""
    catalog = Catalog(locale="nl", domain="fake_plugin")
    catalog.add("Take the pile.", "Neem de stapel.")
    catalog.add(("%(count)s stone", "%(count)s stones"), ("%(count)s steen", "%(count)s stenen"))
    catalog.add("Whoever takes the last stone wins.", "Wie de laatste steen neemt, wint.", context="fake.win")
    mo = tmp_path / "locales" / "nl" / "LC_MESSAGES" / "fake_plugin.mo"
    mo.parent.mkdir(parents=True)
    with mo.open("wb") as fh:
        write_mo(fh, catalog)
    monkeypatch.setattr(i18n, "_DOMAINS", [])
    monkeypatch.setattr(i18n, "_DOMAIN_CATALOGS", {})
    i18n.add_domain("fake_plugin", str(tmp_path / "locales"),
                    lambda: {"fake.win": "Whoever takes the last stone wins."})


def test_a_plugins_messages_read_in_the_readers_language_and_else_in_english(domain):
    dutch, polish, english = Translator("nl"), Translator("pl"), Translator("en")
    assert dutch.render(Msg("Take the pile.")) == "Neem de stapel."
    assert dutch.render(Msg("Pass the pile.")) == "Pass the pile."  # its catalog lacks it: English
    assert polish.render(Msg("Take the pile.")) == english.render(Msg("Take the pile.")) == "Take the pile."
    assert dutch.render(Msg(("%(count)s stone", "%(count)s stones"), count=3)) == "3 stenen"
    assert polish.render(Msg(("%(count)s stone", "%(count)s stones"), count=5)) == "5 stones"
    assert dutch.rule_text("fake.win") == "Wie de laatste steen neemt, wint."
    assert polish.rule_text("fake.win") == english.rule_text("fake.win") == "Whoever takes the last stone wins."
    assert dutch.rule_text("fake.nothing") is None
    # the referee's own messages come first, as they were
    assert dutch.gettext("Usage:") == "Gebruik:" and dutch.rule_text("upturn.play.number") is not None
