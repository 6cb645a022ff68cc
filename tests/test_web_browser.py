"""Disputes settled on the dispute page by tapping only, in a real headless Chromium on a 360 px phone.

For each game, two disputes in two languages, an illegal move among them: the move is tapped as it was
made (the tile or card from the rack or hand, where it went, what the player said with it), and the
verdict shown must be the command line's verdict on the move the page wrote, in the reader's words,
with a headline that carries the condition or the consequence. The taps are counted (the count is what
a table has to do). The share link opens the same verdict, judged and rendered by the server, with the
same headline; the legal moves stay available as a help, complete and filtered by typing or by a tile.
"""

from __future__ import annotations

import json

import pytest
from browser import (
    Taps,
    console_errors,
    field,
    move_box,
    needs_chromium,
    open_dispute,
    phone_problems,
    tap,
    type_move,
    verdict,
    word,
)
from conftest import run_cli
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from checker.games import get
from checker.i18n import Translator

pytestmark = needs_chromium
#: the fixtures server and browser
pytest_plugins = ["browser"]


def upturn_rising_row(t):
    """Ann lays her 38 on the rising row whose last number is 40."""
    t('button[data-value="38"]', field("tile"))


def upturn_joker(t):
    """Ann plays the Joker, keeps the direction, and adds her 14: legal only if she names descending."""
    t('button[data-value="joker"]', field("tile"))
    t('button[data-value="false"]', field("tile-direction"))
    t('button[data-value="14"]', field("tile-then"))


def dnup_lower_single(t):
    """Ala plays her 2/8 over Celina's single 7."""
    t('button[data-value="play"]', field("what"))
    t('button[data-value="2/8"]', field("set"))


def dnup_pair(t):
    """Ala beats Bartek's pair of 4s with her 5/1 and 5/3."""
    t('button[data-value="play"]', field("what"))
    t('button[data-value="5/1"]', field("set"))
    t('button[data-value="5/3"]', field("set"))


def threeup_blind_card(t):
    """Ann turns over her face-down card 2 (a 3, known already): it cannot go on the 7."""
    t('button[data-value="down"]', field("step0-from"))
    t('button[data-value="2"]', field("step0-slot"))


def threeup_low_card(t):
    """Bob discards his 4 on the 9."""
    t('button[data-value="play"]', field("step0-from"))
    t('button[data-value="4"]', field("step0-cards"))


def uptown_split(t):
    """Ana captures Ben's C3 with her C: it is the middle of his blue path."""
    t('button[data-value="C"]', field("tile"))
    t('button[data-square="C3"]', field("target"))


def uptown_not_on_rack(t):
    """Ana puts a 5, which is not on her rack, on cai's lone green E at E5."""
    t("details.other summary", field("tile"))
    t('details.other button[data-value="5"]', field("tile"))
    t('button[data-square="E5"]', field("target"))


#: game, example, language, the taps, the move the page writes (canonical), outcome, a rule it cites, taps
DISPUTES = [
    ("upturn", "ascending-row", "nl", upturn_rising_row, "play 38", "illegal", "upturn.play.number", 2),
    ("upturn", "joker", "en", upturn_joker, "joker keep then play 14", "legal", "upturn.play.joker", 4),
    ("dnup", "play-beats-same-size", "pl", dnup_lower_single, "play 2/8", "illegal", "dnup.play.same-size-higher", 3),
    ("dnup", "play-beats-same-size", "es", dnup_pair, "play 5/1 5/3", "legal", "dnup.beat.return-rotated", 4),
    ("3up3down", "face-down-blind", "fy", threeup_blind_card, "down 2=3", "legal", "3up3down.piles.face-down-fail", 3),
    ("3up3down", "pick-up-the-pile", "en", threeup_low_card, "play 4", "illegal", "3up3down.play.equal-or-higher", 3),
    ("uptown", "05-capture-split", "es", uptown_split, "C xC3", "illegal", "uptown.capture.no-split", 3),
    ("uptown", "05-capture-split", "en", uptown_not_on_rack, "5 xE5", "illegal", "uptown.setup.rack", 4),
]


def page_position(driver) -> dict:
    return driver.execute_script("return Referee.pos")


def settle(browser, tmp_path, game, lang, taps, move, outcome, rule, count) -> dict:
    """The dispute on the page open in ``browser``, settled by tapping, and its verdict held against the
    command line's (the offline site's test, tests/test_bundle_browser.py, settles the same disputes)."""
    t = Taps(browser)
    taps(t)
    tr = Translator(lang)
    shown = get(game).vocabulary(tr).local(move, keep=page_position(browser)["players"])
    assert move_box(browser) == shown  # the move the taps make, in the reader's words
    t("#check")
    assert t.count == count
    v = verdict(browser)
    # the command line's verdict on the same position and the same move, in the same language
    path = tmp_path / "position.json"
    path.write_text(json.dumps(page_position(browser)), encoding="utf-8")
    cli = run_cli("check", game, str(path), shown, "--json", "--lang", lang).json()
    assert cli["move"] == move and v["outcome"] == cli["verdict"] == outcome, (v, cli)
    assert rule in v["rules"] and {r["rule"] for r in cli["reasons"]} == set(v["reasons"]), (v, cli)
    assert v["quotes"] >= 1
    # the headline: the outcome, or the condition it hangs on; the consequence or the first reason
    conditions = [c["message"] for c in cli["choices"] if c.get("values", {}).get("legal_if")]
    if outcome == "legal" and conditions:
        assert v["conditional"] and v["label"] == " ".join(conditions), v
    else:
        assert not v["conditional"] and v["label"] == word(lang, outcome.upper()), v
    if outcome == "illegal":
        assert v["consequence"] == cli["reasons"][0]["message"], v
    pickups = [e["message"] for e in cli["effects"] if e.get("kind") == "pickup"]
    if outcome == "legal":
        assert v["consequence"] == (pickups[0] if pickups else ""), v
    assert not phone_problems(browser), phone_problems(browser)
    return v


@pytest.mark.parametrize(("game", "example", "lang", "taps", "move", "outcome", "rule", "count"), DISPUTES,
                         ids=[f"{d[0]}-{d[2]}-{d[3].__name__}" for d in DISPUTES])
def test_a_dispute_is_settled_by_tapping_the_move_that_was_made(server, browser, tmp_path, game, example, lang, taps,
                                                                move, outcome, rule, count):
    browser.get_log("browser")
    open_dispute(browser, server, game, example, lang)
    v = settle(browser, tmp_path, game, lang, taps, move, outcome, rule, count)
    # the share link: the same dispute, judged and rendered by the server, with the same headline
    share = browser.find_element(By.ID, "share").get_attribute("href")
    assert f"lang={lang}" in share and "p=" in share
    browser.get(share)
    again = verdict(browser)
    assert {k: again[k] for k in ("outcome", "label", "consequence", "conditional", "rules")} == \
        {k: v[k] for k in ("outcome", "label", "consequence", "conditional", "rules")}
    assert not console_errors(browser)


def test_the_headline_of_a_pickup_says_so(server, browser):
    open_dispute(browser, server, "3up3down", "face-down-blind", "pl")
    threeup_blind_card(Taps(browser))
    tap(browser, "#check")
    v = verdict(browser)
    assert v["outcome"] == "legal" and "3" in v["consequence"] and "7" in v["consequence"], v
    assert v["consequence"] == run_cli("check", "3up3down", "examples/3up3down/face-down-blind.yaml", "down 2",
                                       "--json", "--lang", "pl").json()["effects"][1]["message"]


def test_a_face_down_card_is_tapped_with_what_it_showed_or_without(server, browser):
    """The fact the position leaves out stays out: no made-up card value."""
    open_dispute(browser, server, "3up3down", "face-down-blind", "en")
    t = Taps(browser)
    t('button[data-value="down"]', field("step0-from"))
    t('button[data-value="1"]', field("step0-slot"))
    assert move_box(browser) == "down 1"
    t("#check")
    v = verdict(browser)
    assert v["outcome"] == "undetermined" and "face-down card 1" in v["consequence"], v
    t('button[data-value="9"]', field("step0-showed"))
    assert move_box(browser) == "down 1=9"
    t("#check")
    assert verdict(browser, v["html"])["outcome"] == "legal"


def test_the_legal_moves_are_complete_and_filtered_by_typing_or_by_a_tile(server, browser):
    open_dispute(browser, server, "uptown", "05-capture-split", "es")
    tap(browser, "#list-moves")
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "button.move-option")))
    cli = run_cli("moves", "uptown", "examples/uptown/05-capture-split.yaml", "--json", "--lang", "es",
                  "--limit", "1000").json()
    options = browser.find_elements(By.CSS_SELECTOR, "button.move-option")
    assert [o.get_attribute("data-move") for o in options] == cli["texts"] and not cli["truncated"]
    count = browser.find_element(By.ID, "moves-count").text
    assert str(len(cli["moves"])) in count and not browser.find_element(By.ID, "moves-cut").is_displayed()
    box = browser.find_element(By.ID, "moves-filter")
    box.send_keys("xD4")
    assert [o.get_attribute("data-move") for o in browser.find_elements(By.CSS_SELECTOR, "button.move-option")] == \
        [m for m in cli["texts"] if "xd4" in m.lower()] == ["4 xD4", "$ xD4"]
    box.clear()
    box.send_keys(" ")  # an input event with an empty filter: every move again
    tap(browser, '#moves-pieces button[data-value="ring"]')
    shown = [o.get_attribute("data-move") for o in browser.find_elements(By.CSS_SELECTOR, "button.move-option")]
    assert shown and shown == [m for m in cli["texts"] if m.split()[0] == "anillo"]
    assert "1" in browser.find_element(By.ID, "moves-count").text
    tap(browser, 'button.move-option[data-move="anillo A4"]')
    v = verdict(browser)
    assert v["outcome"] == "legal" and move_box(browser) == "anillo A4"
    assert not phone_problems(browser), phone_problems(browser)


def test_a_list_cut_at_the_limit_says_so(server, browser, monkeypatch):
    """No folded list of the four games reaches the 1,000 moves a request may list: with the limit at 5,
    the page asks for 5 and says that there are more."""
    from checker.web import api

    monkeypatch.setattr(api, "MAX_LIMIT", 5)
    open_dispute(browser, server, "uptown", "05-capture-split", "nl")
    tap(browser, "#list-moves")
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "button.move-option")))
    cut = browser.find_element(By.ID, "moves-cut")
    assert len(browser.find_elements(By.CSS_SELECTOR, "button.move-option")) == 5
    assert cut.is_displayed() and cut.text.startswith("Alleen de eerste 5 "), cut.text


def test_a_phrase_that_reads_two_ways_is_asked_about_and_the_reading_tapped_is_judged(server, browser):
    """The page never picks a reading: it asks, with one button per reading in the reader's words."""
    browser.get_log("browser")
    open_dispute(browser, server, "dnup", "play-beats-same-size", "nl")
    type_move(browser, "ik speel zes zes")
    v = verdict(browser)
    assert v["outcome"] == "undetermined", v
    options = browser.find_elements(By.CSS_SELECTOR, "#verdict button.reading-option")
    assert [o.get_attribute("data-move") for o in options] == ["spelen 6/6", "spelen 6/? 6/?"]
    assert "Welke bedoel je?" in browser.find_element(By.CSS_SELECTOR, "#verdict .readings").text
    assert not phone_problems(browser), phone_problems(browser)
    tap(browser, 'button.reading-option[data-move="spelen 6/? 6/?"]')
    v = verdict(browser, v["html"])
    assert v["outcome"] == "legal" and v["label"] == word("nl", "LEGAL"), v
    assert move_box(browser) == "spelen 6/? 6/?"
    assert not console_errors(browser)


def test_a_sentence_is_shown_with_what_it_was_read_as(server, browser):
    open_dispute(browser, server, "upturn", "joker", "en")
    type_move(browser, "Joker, going down, then the 14.")
    v = verdict(browser)
    assert v["outcome"] == "legal", v
    read_as = browser.find_element(By.CSS_SELECTOR, "#verdict .read-as").text
    assert read_as == "(“Joker, going down, then the 14.”, read as joker descending then play 14)"


def test_the_position_is_changed_by_tapping_and_judged_as_changed(server, browser):
    """Bartek's pair of 4s leaves the table and Ala gets a 3/5, typed on a keypad that takes only cards."""
    open_dispute(browser, server, "dnup", "play-beats-same-size", "pl")
    for _ in range(2):
        tap(browser, "button.chip", field("table-Bartek"))
    tap(browser, "details.adding summary", field("hand"))
    for key in ("3", "/", "5"):
        tap(browser, f'button[data-key="{key}"]', field("hand"))
    tap(browser, "button.add", field("hand"))
    assert browser.find_elements(By.CSS_SELECTOR, f'{field("hand")} button.chip[data-value="3/5"]')
    t = Taps(browser)
    dnup_lower_single(t)
    t('button[data-value="3/5"]', field("set"))
    t("#check")
    v = verdict(browser)
    assert v["outcome"] == "illegal" and "dnup.set.definition" in v["reasons"], v


def test_the_language_switch_keeps_the_dispute(server, browser):
    open_dispute(browser, server, "upturn", "ascending-row", "en")
    tap(browser, 'button.chip[data-value="skip1"]', field("row"))
    upturn_rising_row(Taps(browser))
    href = browser.find_element(By.CSS_SELECTOR, '.langs a[hreflang="pl"]').get_attribute("href")
    from urllib.request import urlopen

    with urlopen(href) as r:  # the server renders the move in the new language's words too
        assert 'value="zagraj 38"' in r.read().decode("utf-8")
    tap(browser, '.langs a[hreflang="pl"]')
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#editor fieldset")))
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "pl"
    assert not browser.find_elements(By.CSS_SELECTOR, f'{field("row")} button.chip[data-value="skip1"]')
    # the move goes along as notation and is shown in the new language's words, as the server renders it too
    assert "lang=pl" in browser.current_url and move_box(browser) == "zagraj 38"


def test_a_typed_move_goes_to_another_language_as_the_move_it_was_read_as(server, browser):
    open_dispute(browser, server, "dnup", "play-beats-same-size", "pl")
    type_move(browser, "zagraj 2/8")
    assert verdict(browser)["outcome"] == "illegal"
    tap(browser, '.langs a[hreflang="nl"]')
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#verdict .verdict")))
    assert move_box(browser) == "spelen 2/8" and verdict(browser)["outcome"] == "illegal"


def test_an_illegal_verdict_offers_the_closest_moves_and_leads_to_every_legal_one(server, browser):
    open_dispute(browser, server, "uptown", "05-capture-split", "pl")
    uptown_split(Taps(browser))
    tap(browser, "#check")
    v = verdict(browser)
    instead = [li.text for li in browser.find_elements(By.CSS_SELECTOR, "#verdict .group.instead li")]
    cli = run_cli("check", "uptown", "examples/uptown/05-capture-split.yaml", "C xC3", "--json", "--lang", "pl").json()
    assert v["outcome"] == "illegal" and instead == [cli["texts"][m] for m in cli["instead"]]
    tap(browser, "#verdict button.all-moves")
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "button.move-option")))
    listed = [o.get_attribute("data-move") for o in browser.find_elements(By.CSS_SELECTOR, "button.move-option")]
    assert set(instead) <= set(listed) and len(listed) > len(instead)
