"""`referee search` finds a rule whatever language the text is in, and shows it
in the reader's language, saying which language matched (issue 13)."""

from __future__ import annotations


def test_a_dutch_word_finds_the_twin_rule_for_an_english_reader(run):
    data = run("search", "tweeling", "--json").json()
    hits = {r["id"]: r for r in data["results"]}
    assert "upturn.play.twin" in hits
    assert hits["upturn.play.twin"]["matched"] == "nl"
    assert hits["upturn.play.twin"]["title"] == "Twin tile"


def test_the_text_says_which_language_matched(run):
    out = run("search", "tweeling").out
    assert "upturn.play.twin" in out and "(found in Dutch)" in out


def test_the_readers_own_language_matches_first_and_says_nothing_more(run):
    r = run("search", "tweeling", "--lang", "nl")
    assert "upturn.play.twin" in r.out and "gevonden in" not in r.out
    assert all(h["matched"] == "nl" for h in run("search", "tweeling", "--lang", "nl", "--json").json()["results"])


def test_a_spanish_reader_finds_a_frisian_word_and_reads_spanish(run):
    data = run("search", "twilling", "--lang", "es", "--json").json()
    assert data["results"], data
    assert {r["matched"] for r in data["results"]} <= {"fy", "nl", "es", "en", "pl"}
    assert data["locale"] == "es"


def test_english_readers_still_find_english_words(run):
    hits = run("search", "twin", "--json").json()["results"]
    assert any(h["id"] == "upturn.play.twin" and h["matched"] == "en" for h in hits)
