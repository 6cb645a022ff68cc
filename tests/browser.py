"""Driving the pages in a real headless Chromium (Debian's chromium and chromium-driver, through Selenium).

The browser is a phone: Chrome's device emulation at 360 (or 390) CSS pixels wide, with overlay
scrollbars as on a phone, so that what is measured is what a phone shows. The driver's path is given
explicitly, so that Selenium never looks for one on the network. Tests import the fixtures
``server`` and ``browser`` from here.
"""

from __future__ import annotations

import re
import shutil
import socket
import tempfile
import threading
import time
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
webdriver = pytest.importorskip("selenium.webdriver")

from selenium.common.exceptions import StaleElementReferenceException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from checker.i18n import Translator  # noqa: E402

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = "/usr/bin/chromedriver" if shutil.which("/usr/bin/chromedriver") else None
needs_chromium = pytest.mark.skipif(not (CHROMIUM and DRIVER),
                                    reason="chromium and chromium-driver are not installed (apt-get install chromium "
                                           "chromium-driver); .ci/run installs them")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: the smallest tap target (CSS px) and text (px) a phone page may have
TAP, TEXT = 40, 14


@pytest.fixture(scope="module")
def server():
    import uvicorn

    from checker.web import create_app

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    srv = uvicorn.Server(uvicorn.Config(create_app(), host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    for _ in range(200):
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
    driver = webdriver.Chrome(service=Service(executable_path=DRIVER), options=options)
    phone(driver, 360)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


def phone(driver: Any, width: int) -> None:
    """The viewport of a phone ``width`` CSS pixels wide (a mobile viewport: overlay scrollbars, the page's
    ``<meta name=viewport>`` honoured)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 800, "deviceScaleFactor": 2, "mobile": True})


class Taps:
    """Taps on the page, counted: what a table has to do to settle a dispute."""

    def __init__(self, driver: Any) -> None:
        self.driver = driver
        self.count = 0

    def __call__(self, css: str, within: str | None = None) -> Any:
        scope = self.driver.find_element(By.CSS_SELECTOR, within) if within else self.driver
        el = scope.find_element(By.CSS_SELECTOR, css)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", el)
        el.click()
        self.count += 1
        return el


def tap(driver: Any, css: str, within: str | None = None) -> Any:
    return Taps(driver)(css, within)


def field(name: str) -> str:
    return f'fieldset[data-field="{name}"]'


def served_dispute(server: str, game: str, example: str, lang: str) -> str:
    """The address of a game's dispute page, starting from an example, on ``referee serve``."""
    return f"{server}/dispute/{game}?lang={lang}&example={example}"


def open_dispute(driver: Any, server: str, game: str, example: str, lang: str, address: Any = served_dispute) -> None:
    """The dispute page opened (``address``: how the site at ``server`` names it) and its builder drawn."""
    driver.get(address(server, game, example, lang))
    WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#builder fieldset")))
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == lang


def type_move(driver: Any, move: str) -> None:
    box = driver.find_element(By.ID, "move")
    box.clear()
    box.send_keys(move)
    tap(driver, "#check")


def move_box(driver: Any) -> str:
    return str(driver.find_element(By.ID, "move").get_attribute("value"))


def verdict(driver: Any, before: str | None = None) -> dict[str, Any]:
    """The verdict shown (waiting for a new one when ``before`` is the one shown before)."""
    wait = WebDriverWait(driver, 10, ignored_exceptions=(StaleElementReferenceException,))
    wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, "#verdict .verdict")))
    if before is not None:
        wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "#verdict .verdict").get_attribute("outerHTML") != before)
    box = driver.find_element(By.CSS_SELECTOR, "#verdict .verdict")
    consequence = box.find_elements(By.CSS_SELECTOR, ".outcome .consequence")
    return {"outcome": box.get_attribute("data-verdict"),
            "label": box.find_element(By.CSS_SELECTOR, ".outcome .label").text,
            "consequence": consequence[0].text if consequence else "",
            "conditional": "conditional" in (box.get_attribute("class") or ""),
            "rules": [a.text for a in box.find_elements(By.CSS_SELECTOR, ".group .rule-id")],
            "reasons": [a.text for a in box.find_elements(By.CSS_SELECTOR, ".group.reasons .rule-id")],
            "quotes": len(box.find_elements(By.CSS_SELECTOR, "blockquote")),
            "html": box.get_attribute("outerHTML")}


def word(lang: str, english: str) -> str:
    return Translator(lang).gettext(english)


#: the page has loaded and its style sheet applies (the page's body has no margin; the browser's default is 8 px)
STYLED = """
return document.readyState === 'complete' &&
  Array.from(document.querySelectorAll('link[rel=stylesheet]')).every(l => l.sheet && l.sheet.cssRules.length) &&
  document.fonts.status === 'loaded' && getComputedStyle(document.body).marginTop === '0px';
"""
#: what the phone checks measure, in the browser: every visible tap target and every visible text
MEASURE = """
const visible = e => e.offsetParent !== null || getComputedStyle(e).position === 'fixed';
const targets = Array.from(document.querySelectorAll(
    'button, .button, select, input, summary, .langs a, a.rule-id, #share'))
  .filter(e => visible(e) && e.type !== 'hidden' && e.type !== 'file')
  .map(e => { const r = e.getBoundingClientRect();
              return [e.getAttribute('data-square') || e.textContent.trim().slice(0, 30) || e.outerHTML.slice(0, 60),
                      r.width, r.height]; });
const texts = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let n = walker.nextNode(); n; n = walker.nextNode()) {
  const el = n.parentElement;
  if (!n.textContent.trim() || !el || !visible(el) || el.closest('script')) continue;
  texts.push([n.textContent.trim().slice(0, 30), parseFloat(getComputedStyle(el).fontSize)]);
}
return {scroll: document.scrollingElement.scrollWidth, width: document.documentElement.clientWidth,
        viewport: window.innerWidth, targets: targets, texts: texts};
"""


def phone_problems(driver: Any) -> list[str]:
    """What keeps the page from being used on a phone: a sideways scroll, a tap target under 40 px, text
    under 14 px (measured in the browser, once the page and every style sheet have loaded)."""
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(STYLED))
    m = driver.execute_script(MEASURE)
    problems = []
    if m["scroll"] > m["viewport"] or m["width"] > m["viewport"]:
        problems.append(f"scrolls sideways: {m['scroll']} px of content in a {m['viewport']} px viewport")
    problems += [f"tap target {name!r} is {w:.1f}x{h:.1f} px" for name, w, h in m["targets"] if w < TAP or h < TAP]
    problems += [f"text {text!r} is {size} px" for text, size in m["texts"] if size < TEXT]
    return problems


def console_errors(driver: Any) -> list[dict[str, Any]]:
    """The errors in the console, but for the browser's note of an answer with a 4xx status (a move that
    cannot be read is answered 422: the page shows the error, as it should)."""
    return [e for e in driver.get_log("browser") if e["level"] == "SEVERE"
            and not (e.get("source") == "network" and re.search(r"status of 4\d\d", e["message"]))]
