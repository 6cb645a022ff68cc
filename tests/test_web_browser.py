"""The pages in a real headless Chromium (Debian's chromium and chromium-driver, driven by Selenium).

At a phone's 390×844 viewport, one dispute per game is settled by tapping, in
two languages: the position is changed with the tile and card buttons, a move
is typed or tapped from the legal moves, and the verdict and its quoted rule
ids are read off the page. No page may scroll sideways, every tap target
outside the Uptown board is at least 44 px, and the console stays clean.
"""

from __future__ import annotations

import shutil
import socket
import tempfile
import threading
import time

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
webdriver = pytest.importorskip("selenium.webdriver")

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver") or (
    "/usr/lib/chromium/chromedriver" if shutil.which("/usr/lib/chromium/chromedriver") else None)
pytestmark = pytest.mark.skipif(not (CHROMIUM and DRIVER),
                                reason="chromium and chromium-driver are not installed (apt-get install chromium "
                                       "chromium-driver); .ci/run installs them")

from selenium.common.exceptions import StaleElementReferenceException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from checker.games import get  # noqa: E402
from checker.i18n import Translator  # noqa: E402

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--window-size=390,844"]


@pytest.fixture(scope="module")
def server():
    import uvicorn

    from checker.web import create_app

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    config = uvicorn.Config(create_app(), host="127.0.0.1", port=port, log_level="warning")
    srv = uvicorn.Server(config)
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    for _ in range(100):
        if srv.started:
            break
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    srv.should_exit = True
    thread.join(10)


@pytest.fixture(scope="module")
def browser():
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="referee-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.set_window_size(390, 844)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


def tap(driver, css: str, within: str | None = None):
    scope = driver.find_element(By.CSS_SELECTOR, within) if within else driver
    el = scope.find_element(By.CSS_SELECTOR, css)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", el)
    el.click()
    return el


def field(name: str) -> str:
    return f'fieldset[data-field="{name}"]'


def type_move(driver, move: str) -> None:
    box = driver.find_element(By.ID, "move")
    box.clear()
    box.send_keys(move)
    tap(driver, "#check")


def verdict(driver, before: str | None = None) -> dict:
    # the verdict box is replaced when the answer arrives: an element read just before that is stale
    wait = WebDriverWait(driver, 10, ignored_exceptions=(StaleElementReferenceException,))
    wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, "#verdict .verdict")))
    if before is not None:
        wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "#verdict .verdict").get_attribute("outerHTML") != before)
    box = driver.find_element(By.CSS_SELECTOR, "#verdict .verdict")
    return {"outcome": box.get_attribute("data-verdict"),
            "label": box.find_element(By.CSS_SELECTOR, ".outcome").text,
            "rules": [a.text for a in box.find_elements(By.CSS_SELECTOR, ".group .rule-id")],
            "reasons": [a.text for a in box.find_elements(By.CSS_SELECTOR, ".group.reasons .rule-id")],
            "quotes": len(box.find_elements(By.CSS_SELECTOR, "blockquote")),
            "html": box.get_attribute("outerHTML")}


def assert_phone_ready(driver) -> None:
    widths = driver.execute_script(
        "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert widths[0] <= widths[1], f"horizontal overflow: {widths}"
    small = driver.execute_script("""
        return Array.from(document.querySelectorAll('button, .button, select, input[type=text], .langs a'))
          .filter(e => !e.closest('.board') && e.offsetParent !== null)
          .map(e => [e.textContent.trim() || e.outerHTML.slice(0, 60), e.getBoundingClientRect()])
          .filter(([_, r]) => r.height < 44 || r.width < 44).map(([t, r]) => t + ' ' + r.width + 'x' + r.height);
    """)
    assert not small, f"tap targets under 44 px: {small}"


def console_errors(driver) -> list:
    return [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]


def open_dispute(driver, server: str, game: str, example: str, lang: str) -> None:
    driver.get(f"{server}/dispute/{game}?lang={lang}&example={example}")
    WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#editor fieldset")))
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == lang


def word(lang: str, english: str) -> str:
    return Translator(lang).gettext(english)


def settle_upturn(driver):
    tap(driver, 'button.chip[data-value="skip1"]', field("row"))           # the skip1 leaves the row
    for key in ("3", "9"):
        tap(driver, f'button[data-key="{key}"]', field("rack"))           # 39 joins Ann's rack
    tap(driver, "button.add", field("rack"))
    assert driver.find_elements(By.CSS_SELECTOR, f'{field("rack")} button.chip[data-value="39"]')
    type_move(driver, "play 39")
    return "illegal", ["upturn.play.number"], "play 45"


def settle_dnup(driver):
    for _ in range(2):                                                    # Bartek's pair of 4s goes
        tap(driver, "button.chip", field("table-Bartek"))
    for key in ("3", "/", "5"):                                           # Ala holds a 3/5 too
        tap(driver, f'button[data-key="{key}"]', field("hand"))
    tap(driver, "button.add", field("hand"))
    type_move(driver, "play 3/5")
    return "illegal", ["dnup.play.same-size-higher"], "play 5/1 5/3"


def settle_threeup(driver):
    tap(driver, 'button[data-value="10"]', field("pile"))                 # a 10 lands on the pile
    tap(driver, 'button.chip[data-value="4"]', field("hand"))             # Bob's 4 leaves his hand
    tap(driver, '.palette button[data-value="clear"]', field("hand"))     # and he holds a clear
    type_move(driver, "play 3")
    return "illegal", ["3up3down.play.equal-or-higher"], "play clear"


def settle_uptown(driver):
    tap(driver, 'button[data-square="D1"]', field("board"))               # Ana's sign leaves D1
    tap(driver, 'button[data-colour="."]', field("board"))
    tap(driver, 'button[data-square="F1"]', field("board"))               # and a red 1 goes on F1
    tap(driver, 'button[data-tile="1"]', field("board"))                  # (as many tiles placed as before)
    assert "R:1" in driver.find_element(By.CSS_SELECTOR, 'button[data-square="F1"]').get_attribute("aria-label")
    type_move(driver, "C xC3")
    return "illegal", ["uptown.capture.no-split"], "C xC2"


DISPUTES = {
    "upturn": ("ascending-row", settle_upturn, "nl"),
    "dnup": ("play-beats-same-size", settle_dnup, "pl"),
    "3up3down": ("pick-up-the-pile", settle_threeup, "fy"),
    "uptown": ("05-capture-split", settle_uptown, "es"),
}


@pytest.mark.parametrize("game", list(DISPUTES))
@pytest.mark.parametrize("which", ["en", "other"])
def test_a_dispute_is_settled_by_tapping(server, browser, game, which):
    example, settle, other = DISPUTES[game]
    lang = "en" if which == "en" else other
    browser.get_log("browser")
    open_dispute(browser, server, game, example, lang)
    assert_phone_ready(browser)
    outcome, reasons, legal_move = settle(browser)
    v = verdict(browser)
    assert v["outcome"] == outcome, v
    assert v["label"] == word(lang, outcome.upper()), v
    assert set(reasons) <= set(v["reasons"]), v
    assert v["quotes"] >= 1, v
    assert_phone_ready(browser)
    # the same dispute from the legal moves: tap the list, tap a move
    tap(browser, "#list-moves")
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "button.move-option")))
    before = v["html"]
    shown = get(game).vocabulary(Translator(lang)).local(legal_move)  # the list is in the reader's words
    tap(browser, f'button.move-option[data-move="{shown}"]')
    v = verdict(browser, before)
    assert v["outcome"] == "legal" and v["label"] == word(lang, "LEGAL"), v
    assert v["rules"], v
    # the share link opens the same dispute, judged again
    share = browser.find_element(By.ID, "share").get_attribute("href")
    assert f"lang={lang}" in share and "p=" in share
    browser.get(share)
    again = verdict(browser)
    assert again["outcome"] == "legal" and again["rules"] == v["rules"]
    assert_phone_ready(browser)
    assert not console_errors(browser)


@pytest.mark.parametrize("path", ["/", "/rules/uptown?compare=nl", "/search?q=joker&lang=es"])
def test_the_reference_pages_fit_a_phone(server, browser, path):
    browser.get_log("browser")
    browser.get(server + path)
    assert_phone_ready(browser)
    assert not console_errors(browser)


def test_the_language_switch_keeps_the_dispute(server, browser):
    open_dispute(browser, server, "upturn", "ascending-row", "en")
    tap(browser, 'button.chip[data-value="skip1"]', field("row"))
    tap(browser, '.langs a[hreflang="pl"]')
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#editor fieldset")))
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "pl"
    assert not browser.find_elements(By.CSS_SELECTOR, f'{field("row")} button.chip[data-value="skip1"]')
    assert "lang=pl" in browser.current_url


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
    assert_phone_ready(browser)
    tap(browser, 'button.reading-option[data-move="spelen 6/? 6/?"]')
    v = verdict(browser, v["html"])
    assert v["outcome"] == "legal" and v["label"] == word("nl", "LEGAL"), v
    assert browser.find_element(By.ID, "move").get_attribute("value") == "spelen 6/? 6/?"
    assert not console_errors(browser)


def test_a_sentence_is_shown_with_what_it_was_read_as(server, browser):
    open_dispute(browser, server, "upturn", "joker", "en")
    type_move(browser, "Joker, going down, then the 14.")
    v = verdict(browser)
    assert v["outcome"] == "legal", v
    read_as = browser.find_element(By.CSS_SELECTOR, "#verdict .read-as").text
    assert read_as == "(“Joker, going down, then the 14.”, read as joker descending then play 14)"
