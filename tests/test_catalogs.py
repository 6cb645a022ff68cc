"""The translation pipeline: template up to date, catalogs complete and sound."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from babel.messages.pofile import read_po
from conftest import ROOT

LOCALES = ["en", "nl", "pl", "es", "fy"]
# Babel's (CLDR's) plural forms: Polish has one/few/many; Spanish one/many/other
PLURALS = {"en": 2, "nl": 2, "es": 3, "fy": 2, "pl": 3}
PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]|\{(\w+)(?:!r)?\}")


def catalog(lang):
    if lang == "en":  # generated at build time from the template
        sys.path.insert(0, str(ROOT))
        from hatch_build import english_catalog

        return english_catalog(ROOT)
    with open(ROOT / "locales" / lang / "LC_MESSAGES" / "messages.po", "rb") as fh:
        return read_po(fh, locale=lang)


def messages(cat):
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)): m for m in cat if m.id}


def test_template_is_up_to_date_with_the_sources(tmp_path):
    out = tmp_path / "fresh.pot"
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg",
                    "-o", str(out), "."], cwd=ROOT, check=True, capture_output=True)
    with open(out, "rb") as fh:
        fresh = messages(read_po(fh))
    with open(ROOT / "locales" / "messages.pot", "rb") as fh:
        stored = messages(read_po(fh))
    assert set(fresh) - set(stored) == set(), "run pybabel extract: new messages are missing from messages.pot"
    assert set(stored) - set(fresh) == set(), "run pybabel extract: messages.pot has messages no longer in the sources"
    for key, msg in fresh.items():
        assert " ".join(stored[key].auto_comments) == " ".join(msg.auto_comments), key


@pytest.mark.parametrize("lang", LOCALES)
def test_every_catalog_is_complete_and_nothing_is_fuzzy(lang):
    cat = catalog(lang)
    with open(ROOT / "locales" / "messages.pot", "rb") as fh:
        template = messages(read_po(fh))
    entries = messages(cat)
    assert set(entries) == set(template)
    for key, msg in entries.items():
        assert not msg.fuzzy, key
        strings = msg.string if isinstance(msg.string, tuple) else (msg.string,)
        assert all(s.strip() for s in strings), f"{lang}: untranslated {key}"
        if isinstance(msg.id, tuple):
            assert len(strings) == PLURALS[lang], key


@pytest.mark.parametrize("lang", LOCALES)
def test_placeholders_agree_with_the_message_ids(lang):
    for key, msg in messages(catalog(lang)).items():
        ids = msg.id if isinstance(msg.id, tuple) else (msg.id,)
        wanted = {p for s in ids for p in PLACEHOLDER.findall(s)}
        strings = msg.string if isinstance(msg.string, tuple) else (msg.string,)
        for s in strings:
            found = set(PLACEHOLDER.findall(s))
            if isinstance(msg.id, tuple):
                assert found <= wanted, (lang, key, s)
            else:
                assert found == wanted, (lang, key, s)


def test_every_message_with_a_placeholder_has_a_translator_comment():
    with open(ROOT / "locales" / "messages.pot", "rb") as fh:
        template = read_po(fh)
    missing = [m.id for m in template if m.id and PLACEHOLDER.search(m.id if isinstance(m.id, str) else m.id[0])
               and not m.auto_comments and not any(loc[0].endswith("clickmsgs.py") for loc in m.locations)]
    assert not missing, missing[:10]


def test_babel_reports_no_errors_in_any_catalog():
    for lang in LOCALES:
        errors = [(m.id, e) for m, errs in catalog(lang).check() for e in errs]
        assert not errors, (lang, errors[:3])


def test_the_build_hook_compiles_every_catalog(tmp_path):
    import shutil

    sys.path.insert(0, str(ROOT))
    from hatch_build import compile_catalogs

    shutil.copytree(ROOT / "locales", tmp_path / "locales")
    written = compile_catalogs(tmp_path)
    assert sorted(p.parent.parent.name for p in written) == sorted(LOCALES)
    assert all(p.stat().st_size > 1000 for p in written)


def test_compiled_catalogs_are_never_committed():
    tracked = subprocess.run(["git", "ls-files", "*.mo"], cwd=ROOT, capture_output=True, text=True)
    if tracked.returncode == 0:
        assert tracked.stdout.strip() == ""


def test_the_english_catalog_is_generated_not_committed():
    assert not (ROOT / "locales" / "en").exists(), "English is the msgids: the build generates its catalog"
    import gettext

    from checker.i18n import catalog_path

    path = catalog_path("en")
    assert path is not None
    with open(path, "rb") as fh:
        english = gettext.GNUTranslations(fh)
    for (context, key), _msg in list(messages(catalog("en")).items())[:200]:
        if isinstance(key, tuple):
            assert english.ngettext(key[0], key[1], 1) == key[0]
            assert english.ngettext(key[0], key[1], 5) == key[1]
        elif context:
            assert english.pgettext(context, key) == key
        else:
            assert english.gettext(key) == key


@pytest.mark.parametrize("lang", ["en", "nl", "pl", "es", "fy"])
def test_the_catalog_index_answers_every_lookup_as_gettext_does_from_the_mo_file(lang):
    """The build writes messages.idx beside messages.mo; the referee reads the first."""
    import gettext

    from checker.i18n import Translator, catalog_path

    mo = catalog_path(lang)
    assert mo is not None
    with open(mo, "rb") as fh:
        standard = gettext.GNUTranslations(fh)
    tr = Translator(lang)
    fast = tr._t
    assert type(fast).__name__ == "_Catalog"
    for key, value in standard._catalog.items():
        if isinstance(key, tuple):
            assert fast.get(key) == value, key
        elif "\x04" in key:
            context, message = key.split("\x04", 1)
            assert fast.pgettext(context, message) == value, key
        else:
            assert fast.gettext(key) == value, key
    assert fast.gettext("no such message here") == "no such message here"
    assert all(fast.plural(n) == standard.plural(n) for n in range(0, 200))
    assert fast.ngettext("%(count)s legal move:", "%(count)s legal moves:", 5) == \
        standard.ngettext("%(count)s legal move:", "%(count)s legal moves:", 5)
    assert tr.rule_text("upturn.play.number") == standard.pgettext("upturn.play.number", rulebook_text())


def test_a_catalog_answers_a_key_asked_again_from_what_it_kept_as_it_did_the_first_time(monkeypatch):
    """A catalog keeps what it answered for each key (a server asks for the same messages at every
    request), up to ``FOUND_MOST`` keys; past that it still answers, from its buckets."""
    from checker import i18n

    fast = i18n.Translator("nl")._t
    keys = ["The move is empty.", "no such message here", "upturn.play.number\x04no such text",
            i18n.CONTEXT_KEY + "upturn.play.number", ("%(count)s legal move:", 1)]
    first = [fast.get(key) for key in keys]
    assert first[0] != keys[0] and first[1] is None and first[3] and first[4]
    assert [fast.get(key) for key in keys] == first and set(keys) <= set(fast._found)
    monkeypatch.setattr(i18n, "FOUND_MOST", 0)
    unkept = i18n.Translator("nl")._t
    assert [unkept.get(key) for key in keys] == first and unkept._found == {}


def rulebook_text() -> str:
    from checker import rulebook

    return next(c.text for c in rulebook.load("upturn").clauses if c.id == "upturn.play.number")
