"""`referee games`, `rules`, `search`: the rules reference in five languages."""

from __future__ import annotations

import pytest
from conftest import BUILT_IN, GAMES, LANGS, run_cli

from checker import i18n


def rules_json(game, lang):
    r = run_cli("rules", game, "--lang", lang, "--json")
    assert r.code == 0, r
    return r.json()


def test_games_lists_the_four_games_with_players_and_source_language(run):
    r = run("games", "--json")
    assert r.code == 0
    games = {g["id"]: g for g in r.json()["games"]}
    assert set(games) == set(GAMES)
    assert games["uptown"]["players"] == {"min": 2, "max": 5}
    assert games["3up3down"]["source_language"] == "fy"
    assert "blockers" in games["uptown"]["aliases"]


def test_games_plain_output_is_translated(run):
    en = run("games").out
    nl = run("games", "--lang", "nl").out
    assert "players" in en and "players" not in nl


@pytest.mark.parametrize("game", GAMES)
def test_rules_have_the_same_ids_in_every_locale_and_are_translated(game):
    english = rules_json(game, "en")
    ids = [r["id"] for r in english["rules"]]
    assert len(ids) >= (15 if game in BUILT_IN else 1)  # the built-in games are long, a plug-in may be short
    texts = {}
    for lang in LANGS:
        data = rules_json(game, lang)
        assert data["locale"] == lang and data["game"] == game
        assert [r["id"] for r in data["rules"]] == ids
        texts[lang] = [r["text"] for r in data["rules"]]
    for lang in ["nl", "pl", "es", "fy"]:
        same = [i for i, (a, b) in enumerate(zip(texts["en"], texts[lang], strict=False)) if a == b]
        assert not same, f"{lang}: left in English: {[ids[i] for i in same]}"
    same_fy_nl = [i for i, (a, b) in enumerate(zip(texts["nl"], texts["fy"], strict=False)) if a == b]
    assert not same_fy_nl, "Frisian must not be Dutch"


def test_rules_with_an_id_prefix_show_that_branch_only(run):
    data = run("rules", "upturn", "upturn.play", "--json").json()
    assert data["rules"] and all(r["id"].startswith("upturn.play") for r in data["rules"])


def test_unknown_rule_id_suggests_a_close_one(run):
    r = run("rules", "upturn", "upturn.play.twinn")
    assert r.code == 2
    assert "upturn.play.twin" in r.err


def test_unknown_game_suggests_a_close_one_in_the_readers_language(run):
    r = run("rules", "uptwon")
    assert r.code == 2 and "uptown" in r.err
    nl = run("rules", "uptwon", "--lang", "nl")
    assert nl.code == 2 and "uptown" in nl.err and nl.err != r.err


def test_aliases_name_the_same_game(run):
    assert run("rules", "blockers", "--json").json()["game"] == "uptown"
    assert run("rules", "3up-3down", "--json").json()["game"] == "3up3down"


def test_compare_shows_a_second_language_side_by_side(run):
    r = run("rules", "dnup", "--compare", "pl", "--json")
    data = r.json()
    assert data["compare"]["locale"] == "pl"
    assert [c["id"] for c in data["compare"]["rules"]] == [c["id"] for c in data["rules"]]
    plain = run("rules", "dnup", "--compare", "pl").out
    assert "[en]" in plain and "[pl]" in plain


def test_compare_with_an_unknown_language_is_a_usage_error(run):
    r = run("rules", "dnup", "--compare", "xx")
    assert r.code == 2


def test_search_ignores_case_and_accents(run):
    plain = run("search", "CAPTURAR", "--lang", "es", "--game", "uptown", "--json").json()
    accented = run("search", "cápturar", "--lang", "es", "--game", "uptown", "--json").json()
    assert plain["results"] and plain["results"] == accented["results"]
    assert all(hit["id"].startswith("uptown.") for hit in plain["results"])


def test_search_without_a_match_says_so(run):
    r = run("search", "zzzqqq")
    assert r.code == 0 and "zzzqqq" in r.out


def test_locale_comes_from_the_environment_in_gettext_order(run):
    assert run("rules", "dnup", "--json", env={"LANG": "pl_PL.UTF-8"}).json()["locale"] == "pl"
    assert run("rules", "dnup", "--json", env={"LANG": "pl_PL.UTF-8", "LC_ALL": "es_ES.UTF-8"}).json()["locale"] == "es"
    assert run("rules", "dnup", "--json", env={"LANGUAGE": "fy:nl", "LC_ALL": "es_ES"}).json()["locale"] == "fy"
    assert run("rules", "dnup", "--json", "--lang", "nl", env={"LANG": "pl_PL"}).json()["locale"] == "nl"


def test_unknown_locale_falls_back_to_english_with_a_notice(run):
    r = run("rules", "dnup", "--json", "--lang", "de")
    assert r.code == 0 and r.json()["locale"] == "en"
    assert "de" in r.err and "English" in r.err


def test_negotiation_handles_region_and_encoding_suffixes():
    assert i18n.negotiate(None, {"LANG": "fy_NL.UTF-8@euro"}) == ("fy", None)
    assert i18n.negotiate(None, {"LANG": "C.UTF-8"}) == ("en", None)
    assert i18n.negotiate("es-MX") == ("es", None)
    assert i18n.negotiate("xx_YY") == ("en", "xx_YY")


@pytest.mark.parametrize("lang", ["nl", "pl", "es", "fy"])
def test_help_including_clicks_own_words_is_translated(run, lang):
    english = run("--help").out
    local = run("--help", "--lang", lang).out
    assert "Usage:" in english and "Show this message and exit." in english
    assert "Usage:" not in local and "Show this message and exit." not in local
    sub = run("check", "--help", "--lang", lang).out
    assert "Options" not in sub and "Show this message and exit." not in sub


@pytest.mark.parametrize("lang", ["nl", "fy"])
def test_clicks_usage_errors_are_translated(run, lang):
    r = run("check", "--lang", lang)
    assert r.code == 2
    assert "Missing argument" not in r.err and "Usage:" not in r.err


def test_output_in_a_pipe_has_no_colour_codes(run):
    for args in (["games"], ["rules", "uptown"], ["search", "twin"]):
        assert "\x1b[" not in run(*args).out


def test_plural_forms_follow_the_locale(run):
    # Polish has three forms: 1, 2-4, 5+
    one = i18n.Translator("pl").render(i18n.Msg(i18n.NP_("%(count)s legal move:", "%(count)s legal moves:"), count=1))
    few = i18n.Translator("pl").render(i18n.Msg(i18n.NP_("%(count)s legal move:", "%(count)s legal moves:"), count=3))
    many = i18n.Translator("pl").render(i18n.Msg(i18n.NP_("%(count)s legal move:", "%(count)s legal moves:"), count=5))
    assert len({one.split()[1], few.split()[1], many.split()[1]}) == 3


def test_lists_use_the_locales_conjunction():
    assert i18n.Translator("nl").format_list(["a", "b", "c"]) == "a, b en c"
    assert i18n.Translator("es").format_list(["a", "b"]) == "a y b"


def test_version_is_in_the_readers_language(run):
    assert run("--version").out.strip() == "referee, version 0.1.0"
    assert "versión 0.1.0" in run("--version", "--lang", "es").out
