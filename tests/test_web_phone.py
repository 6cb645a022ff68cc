"""The dispute page on a phone, measured in a real headless Chromium at 360 and 390 CSS pixels, and read in
the reader's language.

- No page scrolls sideways (``document.scrollingElement.scrollWidth``), every tap target is at least
  40 px each way (Uptown's squares too) and every text at least 14 px (computed font sizes), with the
  move builder, a verdict, the legal moves and Uptown's square editor open.
- A keypad offers only what can be entered: its keys are the characters a value may hold, a key is
  enabled only where it continues a value, and Add only for a whole one.
- The page speaks the reader's language: the tiles and cards, Uptown's colours and symbols (whole,
  never cut), the squares, the house rules by their titles with what they say, the examples' names.
"""

from __future__ import annotations

import random
import re

import pytest
from browser import (
    TAP,
    Taps,
    console_errors,
    field,
    needs_chromium,
    open_dispute,
    phone,
    phone_problems,
    tap,
    verdict,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from checker import rulebook
from checker.games import get, ids
from checker.i18n import Translator

pytestmark = needs_chromium
#: the fixtures server and browser
pytest_plugins = ["browser"]

#: a position per game and taps that open every part of its move builder
OPENED = {
    "upturn": ("twin-fill", [('button[data-value="22"]', "tile")]),
    "dnup": ("add-card", [('button[data-value="add"]', "what")]),
    "3up3down": ("clear-plus-two-from-the-hand", [('button[data-value="play"]', "step0-from"),
                                                  ('button[data-value="clear+2"]', "step0-cards")]),
    "uptown": ("11-two-players", [('button[data-value="red"]', "from"), ('button[data-value="C"]', "tile"),
                                  ('button[data-square="C5"]', "target")]),
}


@pytest.fixture(params=[360, 390], ids=["360px", "390px"])
def width(request, browser):
    phone(browser, request.param)
    yield request.param
    phone(browser, 360)


@pytest.mark.parametrize("game", list(ids()))  # the registry's game ids
def test_the_dispute_page_fits_a_phone_with_every_part_open(server, browser, width, game):
    browser.get_log("browser")
    example, taps = OPENED[game]
    open_dispute(browser, server, game, example, "pl")
    assert not phone_problems(browser), phone_problems(browser)
    t = Taps(browser)
    for css, within in taps:
        t(css, field(within))
    for summary in browser.find_elements(By.CSS_SELECTOR, "details.adding summary, #builder details.other summary, "
                                                          "details.syntax summary"):
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
        summary.click()
    t("#check")
    verdict(browser)
    t("#list-moves")
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "button.move-option")))
    if game == "uptown":
        t('button[data-square="E5"]', field("board"))
        assert browser.find_elements(By.CSS_SELECTOR, field("square-tile"))
    problems = phone_problems(browser)
    assert not problems, problems
    assert not console_errors(browser)


def test_uptown_squares_are_tap_targets_of_40_px_at_360(server, browser):
    open_dispute(browser, server, "uptown", "05-capture-split", "en")
    sizes = browser.execute_script("""
        return Array.from(document.querySelectorAll('button[data-square]'))
          .map(b => { const r = b.getBoundingClientRect(); return [r.width, r.height]; });""")
    assert len(sizes) == 2 * 81  # the position's board and the move's
    assert min(min(w, h) for w, h in sizes) >= TAP, sorted(sizes)[:3]


@pytest.mark.parametrize("path", ["/", "/rules/uptown?compare=nl", "/search?q=joker&lang=es", "/dispute/upturn?lang=fy"])
def test_the_reference_pages_fit_a_phone(server, browser, width, path):
    browser.get_log("browser")
    browser.get(server + path)
    assert not phone_problems(browser), phone_problems(browser)
    assert not console_errors(browser)


# -- keypads --------------------------------------------------------------------------------------

def keypad_walk(browser, within: str, rng: random.Random, steps: int = 6) -> list[str]:
    """Press enabled keys at random, Add whenever it is enabled; the values added (the entry before Add)."""
    added = []
    for _ in range(steps):
        pad = browser.find_element(By.CSS_SELECTOR, f"{within} .keypad")
        ok = pad.find_element(By.CSS_SELECTOR, "button.add")
        entry = pad.find_element(By.CSS_SELECTOR, ".entry").text
        keys = [k for k in pad.find_elements(By.CSS_SELECTOR, "button.key[data-key]") if k.is_enabled()]
        if ok.is_enabled() and (not keys or rng.random() < 0.4):
            added.append(entry)
            browser.execute_script("arguments[0].click()", ok)
            continue
        assert keys, f"a dead end: {entry!r} is no value and no key continues it"
        browser.execute_script("arguments[0].click()", rng.choice(keys))
    return added


@pytest.mark.parametrize(("game", "example", "within", "allowed", "valid"), [
    ("upturn", "ascending-row", field("row"), "0123456789h", re.compile(r"[1-9][0-9]?h?")),
    ("dnup", "play-beats-same-size", field("hand"), "0123456789/*", re.compile(r"\d{1,2}/\d{1,2}\*?")),
])
def test_a_keypad_offers_only_what_can_be_entered(server, browser, game, example, within, allowed, valid):
    open_dispute(browser, server, game, example, "en")
    tap(browser, "details.adding summary", within)
    keys = [k.get_attribute("data-key") for k in browser.find_elements(By.CSS_SELECTOR, f"{within} button.key[data-key]")]
    assert keys and set(keys) <= set(allowed), keys
    words = [b.get_attribute("data-value") for b in browser.find_elements(By.CSS_SELECTOR, f"{within} .palette > button")]
    assert all(len(w) > 1 or not w.isalpha() for w in words), words  # words are buttons, never split into letter keys
    rng = random.Random(21)
    added = []
    for _ in range(8):
        added += keypad_walk(browser, within, rng)
    assert added, "nothing was ever added"
    for value in added:
        assert valid.fullmatch(value), value
        assert not (game == "upturn" and re.fullmatch(r"(\d)\1h", value)), value  # a twin has no hand


def test_uptown_offers_the_tiles_as_buttons_not_a_keypad(server, browser):
    open_dispute(browser, server, "uptown", "05-capture-split", "en")
    assert not browser.find_elements(By.CSS_SELECTOR, "#editor .keypad, #builder .keypad")
    tap(browser, 'button[data-square="E4"]', field("board"))
    tiles = [b.get_attribute("data-tile") for b in browser.find_elements(By.CSS_SELECTOR, f'{field("square-tile")} button')]
    from checker.games.uptown.model import FACES

    assert tiles == [*FACES, "?"]


# -- the reader's language ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["nl", "pl", "es", "fy"])
def test_upturn_tiles_and_choices_are_in_the_readers_words(server, browser, lang):
    open_dispute(browser, server, "upturn", "joker", lang)
    vocab = get("upturn").vocabulary(Translator(lang))
    tap(browser, 'button[data-value="joker"]', field("tile"))
    def labels(within):
        return {b.get_attribute("data-value"): b.text
                for b in browser.find_elements(By.CSS_SELECTOR, f"{field(within)} > .choices > button[data-value]")}

    tiles, trends, direction = labels("tile"), labels("tile-trend"), labels("tile-direction")
    for tile in ("joker", "skip1", "up"):
        assert tiles[tile] == vocab.show(tile), (tile, tiles[tile])
    assert trends == {t: vocab.show(t) for t in ("ascending", "descending")}
    assert direction == {"false": vocab.show("keep"), "true": vocab.show("reverse")}
    assert labels("call") == {"true": vocab.show("call")}
    row = [b.text for b in browser.find_elements(By.CSS_SELECTOR, f'{field("row")} button.chip')]
    assert row == [vocab.show(str(t)) for t in (52, "down", 40, "updown")]
    assert vocab.show("down") != "down" or lang == "en"


@pytest.mark.parametrize("lang", ["nl", "es", "pl"])
def test_uptown_names_its_colours_symbols_and_squares_in_the_readers_words(server, browser, lang):
    tr = Translator(lang)
    vocab = get("uptown").vocabulary(tr)
    open_dispute(browser, server, "uptown", "05-capture-split", lang)
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".zone-key .name")]
    from checker.games.uptown.model import COLOURS, SYMBOLS

    assert names == [vocab.show(s) for s in SYMBOLS]  # whole names, never cut
    key = browser.find_element(By.CSS_SELECTOR, ".colour-key").text
    for colour, code in zip(COLOURS, "RBGYP", strict=True):
        assert f"{code} {vocab.show(colour)}" in key  # the notation's letter, explained
    colours = [b.text for b in browser.find_elements(By.CSS_SELECTOR, f'{field("colours-ana")} button')]
    assert colours == [vocab.show(c) for c in COLOURS]
    tap(browser, 'button[data-square="E4"]', field("board"))
    sub = browser.find_element(By.CSS_SELECTOR, f"{field('board')} .sub").text
    from checker.games.uptown.messages import PAGE_TEXTS as TEXTS

    assert sub == tr.gettext(TEXTS["square"]) % {"square": "E4", "what": tr.gettext(TEXTS["empty"])}
    assert ": ." not in sub
    ring = browser.find_element(By.CSS_SELECTOR, 'button[data-square="C4"]').get_attribute("aria-label")
    assert vocab.show("ring") in ring and vocab.show("blue") in ring


@pytest.mark.parametrize("lang", ["nl", "pl", "es", "fy"])
def test_house_rules_are_named_and_explained_and_examples_named_in_the_readers_language(server, browser, lang):
    tr = Translator(lang)
    open_dispute(browser, server, "upturn", "ascending-row", lang)
    book = rulebook.load("upturn")
    buttons = browser.find_elements(By.CSS_SELECTOR, "button.house-rule")
    assert [b.get_attribute("data-house") for b in buttons] == sorted(book.house_rules)
    for b in buttons:
        hid = b.get_attribute("data-house")
        assert b.text == book.house_rule_title(hid, tr) != book.house_rule_title(hid, Translator("en"))
        explain = browser.find_element(By.ID, f"house-{hid}").text
        assert explain == book.house_rule_text(hid, tr)
    parts = get("upturn").page_parts()
    options = {o.get_attribute("value"): o.text for o in browser.find_elements(By.CSS_SELECTOR, "#example option")}
    assert options["joker"] == parts.example_title("joker", tr) != parts.example_title("joker", Translator("en"))
    tap(browser, 'button.house-rule[data-house="play-drawn-tile"]')
    assert "h=play-drawn-tile" in browser.find_element(By.ID, "share").get_attribute("href")


def english_texts(game: str, lang: str) -> set[str]:
    """Every page text of ``game`` whose English differs from ``lang``'s."""
    from checker.web.dispute import client_data

    g = get(game)
    en, other = (client_data(g, Translator(code), g.page_parts()) for code in ("en", lang))

    def leaves(value, path=()):
        if isinstance(value, dict):
            for key, item in value.items():
                yield from leaves(item, (*path, key))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                yield from leaves(item, (*path, index))
        elif isinstance(value, str):
            yield path, value

    theirs = dict(leaves({k: other[k] for k in ("texts", "fields", "values", "words", "extra", "verdicts")}))
    return {text for path, text in leaves({k: en[k] for k in ("texts", "fields", "values", "words", "extra", "verdicts")})
            if theirs.get(path) != text and len(text) > 2}


@pytest.mark.parametrize("game", list(ids()))
def test_no_english_is_left_on_a_page_in_another_language(server, browser, game):
    example, taps = OPENED[game]
    open_dispute(browser, server, game, example, "fy")
    t = Taps(browser)
    for css, within in taps:
        t(css, field(within))
    t("#check")
    verdict(browser)
    t("#list-moves")
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "button.move-option")))
    for summary in browser.find_elements(By.CSS_SELECTOR, "details summary"):
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
        summary.click()
    shown = set(browser.execute_script("""
        const out = [], walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (n.textContent.trim() && el && el.offsetParent !== null && !el.closest('script, textarea')) out.push(n.textContent.trim());
        }
        for (const e of document.querySelectorAll('[aria-label], input[placeholder]'))
          out.push(e.getAttribute('aria-label') || e.getAttribute('placeholder'));
        return out;"""))
    left = shown & english_texts(game, "fy")
    assert not left, left
