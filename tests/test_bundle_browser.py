"""The offline site (`referee bundle`) built, served by a static server, and opened in headless Chromium.

Slow (npm fetches Pyodide once a run, and every page starts the engine) but run: CI runs it too.

- The site is built once, its npm cache kept for the run (``npm_cache``, a session fixture in conftest.py).
- `window.referee.check` and `moves` answer the very text `referee check --json` and `moves --json`
  print, for positions, moves and languages across the four games, errors included.
- The static server is stopped and the browser taken off the network: the page is reloaded from
  the service worker, and one dispute per game is settled in two languages by tapping, as on the
  server's page (tests/test_web_browser.py), and its share link opens offline with its verdict.
- Chromium resolves no host but this computer's: the site needs nothing from anywhere else.
"""

from __future__ import annotations

import functools
import http.server
import json
import shutil
import tempfile
import threading

import pytest
from conftest import ROOT, run_cli

webdriver = pytest.importorskip("selenium.webdriver")
pytest.importorskip("starlette")

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402
from test_web_browser import (  # noqa: E402 (the server page's own disputes and helpers)
    CHROMIUM,
    DISPUTES,
    DRIVER,
    FLAGS,
    assert_phone_ready,
    console_errors,
    tap,
    verdict,
    word,
)

from checker.games import get  # noqa: E402
from checker.i18n import Translator  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not (CHROMIUM and DRIVER and shutil.which("npm")),
                                                    reason="needs chromium, chromium-driver and npm")]
#: every host but this computer's fails to resolve: a file fetched from elsewhere would fail the page
ONLY_HERE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
#: seconds the engine may take to load in a test (a busy machine: the benchmark measures it)
LOAD = 120


@pytest.fixture(scope="module")
def site(npm_cache, tmp_path_factory):
    folder = tmp_path_factory.mktemp("site") / "referee"
    r = run_cli("bundle", str(folder), "--cache", str(npm_cache), "--json")
    assert r.code == 0, r
    return folder, r.json()


class StaticServer:
    """``python -m http.server`` in a thread: started, and stopped for good."""

    def __init__(self, folder):
        class Quiet(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(10)


@pytest.fixture(scope="module")
def served(site):
    server = StaticServer(site[0])
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser():
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in [*FLAGS, ONLY_HERE]:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="referee-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.set_window_size(390, 844)
    driver.set_script_timeout(LOAD)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


def ready(driver) -> dict:
    """``window.referee.ready``, awaited: the engine's load times."""
    answer = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "window.referee.ready.then(done, (err) => done({failed: String(err)}));")
    assert "failed" not in answer, answer
    return answer


def call(driver, fn: str, *args):
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        f"window.referee.{fn}(...arguments[0]).then(done, (err) => done('failed: ' + err));", list(args))


# -- the site as built ------------------------------------------------------------------------------

def test_the_report_counts_every_file_of_the_site(site):
    folder, report = site
    files = [p for p in folder.rglob("*") if p.is_file() and p.name != ".referee-site.json"]
    assert report["bytes"] == sum(p.stat().st_size for p in files)
    assert sum(part["files"] for part in report["parts"].values()) == len(files)
    lock = json.loads((ROOT / "checker/bundle/package-lock.json").read_text(encoding="utf-8"))
    assert report["pyodide"] == lock["packages"]["node_modules/pyodide"]["version"]
    assert set(report["caches"]) == {f"referee-runtime-pyodide-{report['pyodide']}",
                                     next(c for c in report["caches"] if c.startswith("referee-site-"))}
    names = {w.split("-")[0] for w in report["wheels"]}
    assert {"referee", "click", "pyyaml", "babel"} <= names
    kept = facts(folder / "sw.js")
    assert kept["runtime"]["name"] == report["caches"][0] and kept["site"]["name"] == report["caches"][1]
    every = sorted(p.relative_to(folder).as_posix() for p in files if p.name != "sw.js")
    assert sorted(kept["runtime"]["files"] + kept["site"]["files"]) == every  # every file is kept offline
    assert sorted(facts(folder / "engine.js")["wheels"]) == sorted(report["wheels"])


def facts(script) -> dict:
    """The facts a site's script was written with (``JSON.parse("...")``)."""
    import re

    literal = re.search(r'JSON\.parse\(("(?:[^"\\]|\\.)*")\)', script.read_text(encoding="utf-8")).group(1)
    return json.loads(json.loads(literal))


def test_a_second_build_takes_the_runtime_from_the_cache_without_npm(site, npm_cache, tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))  # no npm to be found
    r = run_cli("bundle", str(site[0]), "--cache", str(npm_cache), "--json")
    assert r.code == 0, r
    assert r.json()["caches"] == site[1]["caches"]  # the same files: the same cache names
    r = run_cli("bundle", str(tmp_path / "elsewhere"), "--cache", str(tmp_path / "empty-cache"), "--lang", "pl")
    assert r.code == 2 and "npm" in r.err and "Traceback" not in r.err


# -- the engine's answers, beside the command line's -----------------------------------------------

CASES = [
    ("upturn", "examples/upturn/ascending-row.yaml", "play 45", "nl"),
    ("upturn", "examples/upturn/ascending-row.yaml", "play 39", "en"),
    ("upturn", "examples/upturn/joker.yaml", "Joker, going down, then the 14.", "en"),
    ("dnup", "examples/dnup/play-beats-same-size.yaml", "ik speel zes zes", "nl"),
    ("dnup", "examples/dnup/play-beats-same-size.yaml", "play 3/5", "pl"),
    ("uptown", "examples/uptown/05-capture-split.yaml", "C xC3", "es"),
    ("uptown", "examples/uptown/05-capture-split.yaml", "C xC2", "fy"),
    ("3up3down", "examples/3up3down/pick-up-the-pile.yaml", "play 3", "fy"),
    ("3up3down", "examples/3up3down/pick-up-the-pile.yaml", "play clear", "es"),
    ("upturn", "examples/upturn/ascending-row.yaml", "xyzzy", "pl"),
    ("dnup", "examples/dnup/play-beats-same-size.yaml", "", "nl"),
    ("uptown", "players: [A, B\n", "C xC3", "es"),
    ("nogame", "examples/upturn/ascending-row.yaml", "play 45", "de"),
]


def _position(spec: str) -> str:
    return (ROOT / spec).read_text(encoding="utf-8") if spec.startswith("examples/") else spec


def test_window_referee_answers_what_the_command_line_prints(site, served, browser, tmp_path, monkeypatch):
    browser.get(served.url + "en/index.html")
    loaded = ready(browser)
    assert loaded["pyodide"] == site[1]["pyodide"]
    monkeypatch.chdir(tmp_path)
    for game, spec, move, lang in CASES:
        text = _position(spec)
        (tmp_path / "position").write_text(text, encoding="utf-8")
        printed = run_cli("check", game, "position", move, "--json", "--lang", lang).out
        assert call(browser, "checkText", game, text, move, lang) == printed, (game, move, lang)
        assert call(browser, "check", game, text, move, lang) == json.loads(printed)
        listed = run_cli("moves", game, "position", "--json", "--lang", lang).out
        assert call(browser, "movesText", game, text, lang) == listed, (game, lang)
    text = _position("examples/upturn/ascending-row.yaml")
    (tmp_path / "position").write_text(text, encoding="utf-8")
    printed = run_cli("check", "upturn", "position", "play 45", "--json", "--house-rule", "no-such-rule").out
    assert call(browser, "checkText", "upturn", text, "play 45", "en", ["no-such-rule"]) == printed
    assert not console_errors(browser)


# -- offline ----------------------------------------------------------------------------------------

def kept_everything(driver, caches: list[str]) -> bool:
    return driver.execute_async_script("""
        const [names, done] = [arguments[0], arguments[arguments.length - 1]];
        (async () => {
          if (!navigator.serviceWorker.controller) return false;
          const have = await caches.keys();
          return names.every((n) => have.includes(n));
        })().then(done, () => done(false));""", caches)


def open_dispute(driver, base: str, game: str, example: str, lang: str) -> None:
    driver.get(f"{base}{lang}/dispute/{game}.html?example={example}")
    WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#editor fieldset")))
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == lang


def test_offline_the_page_settles_a_dispute_per_game_in_two_languages_by_tapping(site, browser):
    server = StaticServer(site[0])
    base = server.url
    try:
        browser.get(base + "nl/index.html")
        ready(browser)
        WebDriverWait(browser, LOAD).until(lambda d: kept_everything(d, site[1]["caches"]))
        assert browser.execute_cdp_cmd("Page.getInstallabilityErrors", {})["installabilityErrors"] == []
    finally:
        server.stop()  # no server any more: everything comes from the service worker
    browser.set_network_conditions(offline=True, latency=0, download_throughput=0, upload_throughput=0)
    try:
        browser.refresh()
        ready(browser)
        status = browser.find_element(By.ID, "referee-status")
        assert status.get_attribute("data-state") == "offline"
        assert status.text == Translator("nl").gettext("Working offline: the referee runs on this device.")
        for game, (example, settle, other) in DISPUTES.items():
            for lang in ("en", other):
                browser.get_log("browser")
                open_dispute(browser, base, game, example, lang)
                ready(browser)
                assert_phone_ready(browser)
                outcome, reasons, legal_move = settle(browser)
                v = verdict(browser)
                assert v["outcome"] == outcome and v["label"] == word(lang, outcome.upper()), v
                assert set(reasons) <= set(v["reasons"]) and v["quotes"] >= 1, v
                tap(browser, "#list-moves")
                WebDriverWait(browser, LOAD).until(
                    EC.presence_of_element_located((By.CSS_SELECTOR, "button.move-option")))
                shown = get(game).vocabulary(Translator(lang)).local(legal_move)
                tap(browser, f'button.move-option[data-move="{shown}"]')
                v = verdict(browser, v["html"])
                assert v["outcome"] == "legal" and v["rules"], v
                share = browser.find_element(By.ID, "share").get_attribute("href")
                assert share.startswith(f"{base}{lang}/dispute/{game}.html?") and "p=" in share
                browser.get(share)  # the share link opens in the offline app, judged there
                ready(browser)
                again = verdict(browser)
                assert again["outcome"] == "legal" and again["rules"] == v["rules"]
                assert not console_errors(browser)
    finally:
        browser.set_network_conditions(offline=False, latency=0, download_throughput=-1, upload_throughput=-1)


def test_offline_the_rules_search_and_a_second_language_are_worked_out_in_the_browser(site, browser):
    """After the test above (same browser): the service worker still holds the site, no server runs."""
    browser.set_network_conditions(offline=True, latency=0, download_throughput=0, upload_throughput=0)
    base = "http://" + browser.current_url.split("/")[2] + "/"
    try:
        browser.get(base + "nl/search.html?q=tweeling")
        WebDriverWait(browser, LOAD).until(EC.presence_of_element_located((By.CSS_SELECTOR, "ul.hits li a.rule-id")))
        assert any(a.text.startswith("upturn.") for a in browser.find_elements(By.CSS_SELECTOR, "ul.hits a.rule-id"))
        browser.get(base + "es/rules/uptown.html?compare=pl")
        WebDriverWait(browser, LOAD).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".clause.two")))
        sides = browser.find_elements(By.CSS_SELECTOR, ".clause.two .side")
        assert {s.get_attribute("lang") for s in sides} == {"es", "pl"}
        assert_phone_ready(browser)
    finally:
        browser.set_network_conditions(offline=False, latency=0, download_throughput=-1, upload_throughput=-1)
