"""The offline site (`referee bundle`) built, served by a static server, and opened in headless Chromium.

Slow (npm fetches Pyodide once a run, and every page starts the engine) but run: CI runs it too.

- The site is built once, its npm cache kept for the run (``npm_cache``, a session fixture in conftest.py).
- `window.referee.check` and `moves` answer the very text `referee check --json` and `moves --json`
  print, for positions, moves and languages across the four games, errors included; the dispute page's
  `Referee.api` answers what the server's API answers.
- The static server is stopped and the browser taken off the network: the page is reloaded from the
  service worker, and the server page's disputes (tests/test_web_browser.py: one game in two languages
  each, tapped with the same helpers, tests/browser.py) are settled there by tapping, held against the
  command line, and their share links open offline with the same verdict. The language switch, the
  position as YAML, the legal moves, the search and the rules beside a second language work offline
  too, as the server's pages show them.
- Chromium resolves no host but this computer's: the site needs nothing from anywhere else.
"""

from __future__ import annotations

import functools
import http.server
import json
import shutil
import tempfile
import threading
from urllib.parse import parse_qs, urljoin, urlsplit

import pytest
import yaml
from browser import (
    CHROMIUM,
    DRIVER,
    FLAGS,
    Taps,
    console_errors,
    field,
    move_box,
    open_dispute,
    phone,
    phone_problems,
    tap,
    verdict,
    word,
)
from conftest import ROOT, run_cli
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait
from test_web_browser import DISPUTES, page_position, settle, upturn_rising_row

from checker.bundle import links

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
def downloads(tmp_path_factory):
    return tmp_path_factory.mktemp("downloads")


@pytest.fixture(scope="module")
def browser(downloads):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in [*FLAGS, ONLY_HERE]:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="referee-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=DRIVER), options=options)
    phone(driver, 360)
    driver.set_script_timeout(LOAD)
    driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(downloads)})
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="module")
def client():
    from starlette.testclient import TestClient

    from checker.web import create_app

    return TestClient(create_app())


def site_dispute(base: str, game: str, example: str, lang: str) -> str:
    """The address of a game's dispute page, starting from an example, on the site at ``base``."""
    return f"{base}{lang}/dispute/{game}.html?example={example}"


def ready(driver) -> dict:
    """``window.referee.ready``, awaited: the engine's load times."""
    WebDriverWait(driver, LOAD).until(lambda d: d.execute_script("return !!window.referee"))
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
    assert names == {"referee", "click", "pyyaml", "babel"}  # no web framework: the pages render the JSON
    kept = facts(folder / "sw.js")
    assert kept["runtime"]["name"] == report["caches"][0] and kept["site"]["name"] == report["caches"][1]
    every = sorted(p.relative_to(folder).as_posix() for p in files if p.name != "sw.js")
    assert sorted(kept["runtime"]["files"] + kept["site"]["files"]) == every  # every file is kept offline
    assert sorted(facts(folder / "engine.js")["wheels"]) == sorted(report["wheels"])
    assert report["bytes"] < 15_000_000


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


# -- the engine's answers, beside the command line's and the server's ----------------------------------

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


@pytest.fixture(scope="module")
def served(site):
    server = StaticServer(site[0])
    yield server
    server.stop()


def test_the_dispute_pages_api_answers_what_the_servers_api_answers(served, browser, client):
    """Referee.api on the site's dispute page: the server's JSON and status, for a tapped position (an
    object), a file's text, an impossible position and a move that cannot be read."""
    browser.get(served.url + "pl/dispute/dnup.html")
    ready(browser)
    position = browser.execute_script("return Referee.pos")
    text = (ROOT / "examples/dnup/play-beats-same-size.yaml").read_text(encoding="utf-8")
    for kind, body in [("check", {"position": position, "move": "zagraj 2/8", "house_rules": [], "lang": "pl"}),
                       ("check", {"position": text, "move": "ik speel zes zes", "lang": "nl"}),
                       ("check", {"position": {**position, "to_move": "Nobody"}, "move": "pass", "lang": "es"}),
                       ("check", {"position": position, "move": "xyzzy", "lang": "fy"}),
                       ("moves", {"position": position, "house_rules": [], "lang": "pl", "limit": 1000}),
                       # (a text that ends without a newline: libyaml and the pure loader place its end apart)
                       ("position", {"position": "players: [A\n", "lang": "en", "house_rules": []})]:
        mine = browser.execute_async_script(
            "const [kind, body, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];"
            "Referee.api[kind]('dnup', body).then(done, (err) => done('failed: ' + err));", kind, body)
        theirs = client.post(f"/api/dnup/{kind}", json=body)
        assert mine == {"ok": theirs.status_code == 200, "status": theirs.status_code, "data": theirs.json()}, kind


# -- offline ----------------------------------------------------------------------------------------

def kept_everything(driver, caches: list[str]) -> bool:
    return driver.execute_async_script("""
        const [names, done] = [arguments[0], arguments[arguments.length - 1]];
        (async () => {
          if (!navigator.serviceWorker.controller) return false;
          const have = await caches.keys();
          return names.every((n) => have.includes(n));
        })().then(done, () => done(false));""", caches)


@pytest.fixture(scope="module")
def offline(site, browser):
    """The site loaded once from a static server, kept by the service worker; then the server stopped
    and the browser off the network: the site's address, where nothing answers but the service worker."""
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
    browser.refresh()
    ready(browser)
    status = browser.find_element(By.ID, "referee-status")
    assert status.get_attribute("data-state") == "offline"
    assert status.text == word("nl", "Working offline: the referee runs on this device.")
    yield base
    browser.set_network_conditions(offline=False, latency=0, download_throughput=-1, upload_throughput=-1)


def test_offline_the_page_settles_a_dispute_per_game_in_two_languages_by_tapping(offline, browser, tmp_path,
                                                                                 monkeypatch):
    """The server page's disputes (each game, two languages), tapped as there, held against the command line;
    window.referee.check on the page's position gives what the command line prints for it; the share link
    opens in the offline app with the same verdict."""
    assert {g: len({d[2] for d in DISPUTES if d[0] == g}) for g in {d[0] for d in DISPUTES}} == \
        {"upturn": 2, "dnup": 2, "uptown": 2, "3up3down": 2}
    monkeypatch.chdir(tmp_path)
    for game, example, lang, taps, move, outcome, rule, count in DISPUTES:
        browser.get_log("browser")
        open_dispute(browser, offline, game, example, lang, address=site_dispute)
        ready(browser)
        v = settle(browser, tmp_path, game, lang, taps, move, outcome, rule, count)
        # the script interface on the same position and move: the very text of `referee check --json`
        text = json.dumps(page_position(browser), ensure_ascii=False)
        (tmp_path / "position").write_text(text, encoding="utf-8")
        printed = run_cli("check", game, "position", move_box(browser), "--json", "--lang", lang).out
        assert call(browser, "checkText", game, text, move_box(browser), lang) == printed
        said, share = move_box(browser), browser.find_element(By.ID, "share").get_attribute("href")
        assert share.startswith(f"{offline}{lang}/dispute/{game}.html?") and "p=" in share and "m=" in share
        browser.get(share)  # the share link opens in the offline app, judged there
        ready(browser)
        assert move_box(browser) == said and page_position(browser) == json.loads(text)
        again = verdict(browser)
        assert {k: again[k] for k in ("outcome", "label", "consequence", "conditional", "rules")} == \
            {k: v[k] for k in ("outcome", "label", "consequence", "conditional", "rules")}
        assert not console_errors(browser), console_errors(browser)


def test_offline_the_language_switch_the_yaml_and_the_legal_moves_work_as_on_the_server(offline, browser, client,
                                                                                      downloads, tmp_path,
                                                                                      monkeypatch):
    open_dispute(browser, offline, "upturn", "ascending-row", "en", address=site_dispute)
    ready(browser)
    tap(browser, 'button.chip[data-value="skip1"]', field("row"))
    upturn_rising_row(Taps(browser))
    # the position as the YAML file the command line reads, written by the engine
    tap(browser, "#yaml-box summary")  # the box shows the file the download link gives: the server's
    download = browser.find_element(By.ID, "download")
    href = download.get_attribute("href")
    assert href.startswith(f"{offline}en/dispute/upturn/position.yaml?p=")
    assert download.get_attribute("download") == "upturn-position.yaml"
    served = client.get("/dispute/upturn/position.yaml", params={"p": parse_qs(urlsplit(href).query)["p"][0]})
    assert yaml.safe_load(served.text) == page_position(browser)
    WebDriverWait(browser, LOAD).until(lambda d: d.find_element(By.ID, "yaml").get_attribute("value") == served.text)
    tap(browser, "#download")  # and the download link saves that file
    saved = downloads / "upturn-position.yaml"
    WebDriverWait(browser, LOAD).until(lambda d: saved.is_file() and saved.read_text(encoding="utf-8") == served.text)
    # the legal moves, complete, as the command line lists them
    monkeypatch.chdir(tmp_path)
    (tmp_path / "position").write_text(json.dumps(page_position(browser)), encoding="utf-8")
    tap(browser, "#list-moves")
    WebDriverWait(browser, LOAD).until(EC.presence_of_element_located((By.CSS_SELECTOR, "button.move-option")))
    cli = run_cli("moves", "upturn", "position", "--json", "--lang", "en", "--limit", "1000").json()
    assert [o.get_attribute("data-move") for o in browser.find_elements(By.CSS_SELECTOR, "button.move-option")] == \
        cli["texts"]
    # the language switch keeps the dispute: the position, and the move in the other language's words
    tap(browser, '.langs a[hreflang="pl"]')
    WebDriverWait(browser, LOAD).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#editor fieldset")))
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "pl"
    assert browser.current_url.startswith(f"{offline}pl/dispute/upturn.html?")
    assert not browser.find_elements(By.CSS_SELECTOR, f'{field("row")} button.chip[data-value="skip1"]')
    assert move_box(browser) == "zagraj 38"
    assert not phone_problems(browser), phone_problems(browser)
    # a share link that holds no position says so, and judges nothing
    browser.get(f"{offline}nl/dispute/dnup.html?p=e30x%21&m=pass")
    ready(browser)
    shown = verdict(browser)
    assert shown["outcome"] == "error" and word("nl", "The link does not hold a readable position.") in shown["html"]


def test_offline_the_search_and_the_rules_beside_a_second_language_are_the_servers(offline, browser, client):
    """The search page's results and the rules side by side, offline, hold what the server's pages hold."""
    read_hits = """const doc = arguments[0] === null ? document : new DOMParser().parseFromString(arguments[0], 'text/html');
      return Array.from(doc.querySelectorAll('main ul.hits li')).map(li => {
        const a = li.querySelector('a.rule-id');
        return [a ? a.getAttribute('href') : null, a ? a.textContent : null,
                li.querySelector('b') ? li.querySelector('b').textContent : null, li.textContent];
      });"""
    for query, lang in [("tweeling", "nl"), ("joker", "es"), ("zzzqqq", "fy")]:
        browser.get(f"{offline}{lang}/search.html?q={query}")
        WebDriverWait(browser, LOAD).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, "main ul.hits li") and
            d.find_element(By.TAG_NAME, "main").get_attribute("aria-busy") is None)
        mine = browser.execute_script(read_hits, None)
        served = client.get("/search", params={"q": query, "lang": lang}).text
        theirs = browser.execute_script(read_hits, served)
        page = f"{lang}/search.html"
        assert [[urljoin(offline + page, links.site_url(h, lang, page)) if h else h, *rest] for h, *rest in theirs] \
            == [[urljoin(offline + page, h) if h else h, *rest] for h, *rest in mine], query
        assert browser.find_element(By.CSS_SELECTOR, "main form.search input[name=q]").get_attribute("value") == query
    read_rules = """const doc = arguments[0] === null ? document : new DOMParser().parseFromString(arguments[0], 'text/html');
      return [doc.querySelector('main select[name=compare]').value,
              Array.from(doc.querySelectorAll('main article.clause')).map(c => [c.id, c.className,
                Array.from(c.querySelectorAll('.side')).map(s => [s.lang, s.textContent])])];"""
    browser.get(f"{offline}es/rules/uptown.html?compare=pl")
    WebDriverWait(browser, LOAD).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".clause.two")))
    mine = browser.execute_script(read_rules, None)
    theirs = browser.execute_script(read_rules, client.get("/rules/uptown", params={"lang": "es", "compare": "pl"}).text)
    assert mine == theirs and mine[0] == "pl" and len(mine[1]) > 20
    assert not phone_problems(browser), phone_problems(browser)
