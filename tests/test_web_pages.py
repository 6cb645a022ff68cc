"""The pages from their templates, and each game's page parts from the game's own package.

- The HTML comes from Jinja2 templates with autoescaping: what came from the user is escaped wherever
  it lands (a verdict, the page's data block, the YAML box).
- ``checker/web/`` names no game: a game's scripts, styles, partial, words and example titles come
  from ``Game.page_parts()``; a game without parts gets the generic page (the position as YAML, the
  move typed or tapped from the legal moves), and a game's files are served from its package.
- The headline of a verdict carries the condition or the consequence, the same on the server as on
  the client (``static/verdict.js``; the browser tests compare the two).
"""

from __future__ import annotations

import base64
import json
import re
import sys
from html import escape
from pathlib import Path

import pytest
import yaml

pytest.importorskip("starlette")
pytest.importorskip("httpx")
pytest.importorskip("jinja2")

from conftest import GAMES, ROOT, run_cli
from starlette.testclient import TestClient

from checker.examples import positions
from checker.games import entry, get, ids
from checker.i18n import Translator
from checker.pageparts import PageParts
from checker.web import create_app, pages
from checker.web.dispute import headline

WEB = ROOT / "checker" / "web"


@pytest.fixture
def client():
    pages.templates.cache_clear()  # a test may give a game other parts: no loader of an earlier one is kept
    with TestClient(create_app(), raise_server_exceptions=False) as c:
        yield c
    pages.templates.cache_clear()


def page_data(html: str) -> dict:
    return json.loads(re.search(r'<script type="application/json" id="page-data">(.*?)</script>', html, re.S).group(1))


def link(position: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(position).encode()).decode().rstrip("=")


def test_the_web_package_names_no_game():
    """A fifth game needs no edit in checker/web/: no file there names a game or a game's package."""
    names = {*ids(), *(entry(g).module.rsplit(".", 1)[-1] for g in ids()), "three_up", "threeup", "Upturn", "Uptown", "3UP"}
    found = [(path.relative_to(ROOT), name) for path in WEB.rglob("*") if path.is_file() and path.suffix != ".pyc"
             for name in names if re.search(rf"(?i)\b{re.escape(name)}\b", path.read_text(encoding="utf-8"))]
    assert not found


@pytest.mark.parametrize("game", GAMES)
def test_each_game_brings_its_parts_from_its_own_package(client, game):
    parts = get(game).page_parts()
    package = Path(sys.modules[get(game).__class__.__module__].__file__ or "").parent  # the game's own package
    assert parts.root == package and package.is_relative_to(ROOT / "checker" / "games") and parts.scripts
    for name in (*parts.scripts, *parts.styles):
        r = client.get(f"/static/games/{game}/{name}")
        assert r.status_code == 200 and r.text == (parts.static / name).read_text(encoding="utf-8")
        assert r.headers["cache-control"] == "no-cache" and "etag" in r.headers
        assert client.get(f"/static/games/{game}/{name}", headers={"If-None-Match": r.headers["etag"]}).status_code == 304
    html = client.get(f"/dispute/{game}?lang=fy").text
    for name in parts.scripts:
        assert f'<script src="/static/games/{game}/{name}" defer></script>' in html
    # every shipped example has a title, translated
    fy = Translator("fy")
    for stem in positions(game):
        assert stem in parts.examples, stem
        assert f">{escape(parts.example_title(stem, fy))}</option>" in html.replace("&#39;", "&#x27;")


def test_a_games_files_are_only_its_static_files(client):
    for path in ("/static/games/upturn/page.py", "/static/games/upturn/../page.py", "/static/games/upturn/%2e%2e/page.py",
                 "/static/games/nogame/page.js", "/static/games/UPTURN/page.js", "/static/games/upturn/none.js"):
        assert client.get(path).status_code == 404, path


def test_a_game_without_parts_gets_the_generic_page(client, monkeypatch):
    monkeypatch.setattr(type(get("dnup")), "page_parts", lambda self: PageParts())
    html = client.get("/dispute/dnup?lang=nl&example=play-beats-same-size").text
    assert "/static/games/" not in html and '<details id="yaml-box" open>' in html
    assert page_data(html)["extra"] == {}
    # without JavaScript: the form posts the position as YAML and the move
    text = (ROOT / "examples/dnup/play-beats-same-size.yaml").read_text(encoding="utf-8")
    from urllib.parse import urlencode

    r = client.post("/dispute/dnup?lang=nl", content=urlencode({"yaml": text, "move": "play 2/8"}),
                    headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == 200 and 'data-verdict="illegal"' in r.text and "dnup.play.same-size-higher" in r.text


def test_a_games_parts_are_what_its_package_says(client, monkeypatch, tmp_path):
    (tmp_path / "static").mkdir()
    (tmp_path / "templates").mkdir()
    (tmp_path / "static" / "game.js").write_text("/* the game's script */\n", encoding="utf-8")
    (tmp_path / "static" / "game.css").write_text(".x { color: red; }\n", encoding="utf-8")
    (tmp_path / "templates" / "part.html").write_text('<p class="part">{{ extra.greeting }} · {{ t.rules }}</p>\n',
                                                       encoding="utf-8")
    parts = PageParts(root=tmp_path, scripts=("game.js",), styles=("game.css",), template="part.html",
                      data=lambda tr: {"greeting": "<b>" + tr.gettext("Rules") + "</b>"},
                      examples={"joker": "Rules"}, fields={"row": "Board"})
    monkeypatch.setattr(type(get("upturn")), "page_parts", lambda self: parts)
    html = client.get("/dispute/upturn?lang=nl&example=joker").text
    assert '<script src="/static/games/upturn/game.js" defer></script>' in html
    assert '<link rel="stylesheet" href="/static/games/upturn/game.css">' in html
    assert '<p class="part">&lt;b&gt;Regels&lt;/b&gt; · Regels</p>' in html  # the partial, autoescaped
    assert '<option value="joker" selected>Regels</option>' in html
    data = page_data(html)
    assert data["extra"] == {"greeting": "<b>Regels</b>"} and data["fields"]["row"] == "Bord"
    assert client.get("/static/games/upturn/game.js").text == "/* the game's script */\n"
    assert client.get("/static/games/upturn/page.js").status_code == 404  # only the files the parts name


def test_the_default_parts_of_a_game_outside_a_package_are_none():
    from fakegame import TakeAway

    assert TakeAway().page_parts() == PageParts()


def test_what_came_from_the_user_is_escaped_wherever_it_lands(client):
    position = yaml.safe_load((ROOT / "examples/upturn/ascending-row.yaml").read_text(encoding="utf-8"))
    names = ["<b>Ann</b>", "Bob", "Cas"]
    position = {**position, "players": names, "to_move": names[0],
                "racks": {names[0]: position["racks"]["Ann"], "Bob": 6, "Cas": 5}}
    html = client.get("/dispute/upturn", params={"lang": "en", "p": link(position), "m": "play 38 <i>"}).text
    assert "<b>Ann</b>" not in html.replace('\\u003c', "")  # no raw markup from the input anywhere
    assert "&lt;b&gt;Ann&lt;/b&gt;" in html  # the YAML box and the verdict show it as text
    assert page_data(html)["position"]["players"][0] == "<b>Ann</b>"  # the data block keeps it, as JSON
    assert 'value="play 38 &lt;i&gt;"' in html


# -- the headline ---------------------------------------------------------------------------------------

def check(game: str, example: str, move: str, lang: str) -> dict:
    return run_cli("check", game, str(ROOT / "examples" / game / f"{example}.yaml"), move, "--json", "--lang",
                   lang).json()


def test_a_move_legal_only_under_a_choice_says_so_in_its_headline():
    data = check("upturn", "joker", "joker keep then play 14", "nl")
    head = headline(data, Translator("nl"))
    assert head["conditional"] and head["label"] == data["choices"][0]["message"]
    assert head["label"].startswith("Alleen toegestaan als")


def test_a_move_that_leads_to_a_pickup_says_so_in_its_headline():
    data = check("3up3down", "face-down-blind", "down 2", "es")
    head = headline(data, Translator("es"))
    assert head["label"] == Translator("es").gettext("LEGAL") and not head["conditional"]
    assert head["consequence"] == next(e["message"] for e in data["effects"] if e["kind"] == "pickup")


def test_an_illegal_move_names_its_first_broken_rule_and_an_undetermined_one_the_fact_that_decides():
    data = check("upturn", "ascending-row", "play 38", "pl")
    assert headline(data, Translator("pl"))["consequence"] == data["reasons"][0]["message"]
    data = check("3up3down", "face-down-blind", "down 1", "fy")
    assert headline(data, Translator("fy"))["consequence"] == data["missing"][0]["message"]


def test_a_share_link_shows_the_headline_rendered_on_the_server(client):
    position = yaml.safe_load((ROOT / "examples/upturn/joker.yaml").read_text(encoding="utf-8"))
    html = client.get("/dispute/upturn", params={"lang": "es", "p": link(position), "m": "joker keep then play 14"}).text
    label = re.search(r'<div class="verdict legal conditional" data-verdict="legal">\s*<p class="outcome">'
                      r'<span class="label">([^<]*)</span>', html)
    assert label and label.group(1) == check("upturn", "joker", "joker keep then play 14", "es")["choices"][0]["message"]
