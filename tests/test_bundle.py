"""`referee bundle`: its parts without a browser (links, icons, the standard library cut, the wheels,
the engine's answers beside the command line's, the folder it writes into).

The site itself, built and opened in Chromium, offline: tests/test_bundle_browser.py.
"""

from __future__ import annotations

import io
import json
import struct
import subprocess
import sys
import zipfile
import zlib
from importlib import metadata

import pytest
import yaml
from conftest import ROOT

from checker.bundle import engine, icons, links, site, stdlib, wheels
from checker.bundle.build import MARK, _check, _prepare
from checker.i18n import english
from checker.verdict import UsageError


@pytest.mark.parametrize("url, page, expected", [
    ("/rules/upturn?lang=nl#upturn.play", "nl/dispute/upturn.html", "../rules/upturn.html#upturn.play"),
    ("/dispute/uptown?lang=pl&example=x", "nl/dispute/upturn.html", "../../pl/dispute/uptown.html?example=x"),
    ("/?lang=es", "es/rules/dnup.html", "../index.html"),
    ("/static/style.css", "fy/search.html", "../static/style.css"),
    ("/search", "en/index.html", "search.html"),
    ("/dispute/dnup", "nl/index.html", "dispute/dnup.html"),             # no lang: the page's own
    ("/api/upturn/check", "nl/index.html", "/api/upturn/check"),          # no file for it: unchanged
])
def test_a_server_url_becomes_the_sites_file_relative_to_the_page(url, page, expected):
    assert links.site_url(url, page.split("/")[0], page) == expected


def test_links_are_rewritten_in_every_attribute_and_stay_escaped():
    html = ('<a href="/dispute/upturn?lang=pl&amp;p=abc">x</a><form action="/dispute/upturn"></form>'
            '<script src="/static/api.js"></script><a href="https://example.org/">y</a>')
    out = links.rewrite(html, "nl", "nl/dispute/upturn.html")
    assert out == ('<a href="../../pl/dispute/upturn.html?p=abc">x</a><form action="upturn.html"></form>'
                   '<script src="../../static/api.js"></script><a href="https://example.org/">y</a>')


def _png_chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    chunks, at = [], 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + body) & 0xFFFFFFFF
        chunks.append((kind, body))
        at += 12 + length
    return chunks


@pytest.mark.parametrize("size", icons.PNG_SIZES)
def test_the_icons_are_valid_pngs_of_the_sizes_a_home_screen_asks_for(size):
    chunks = _png_chunks(icons.png(size))
    assert [k for k, _ in chunks] == [b"IHDR", b"IDAT", b"IEND"]
    width, height, depth, colour = struct.unpack(">IIBB", chunks[0][1][:10])
    assert (width, height, depth, colour) == (size, size, 8, 2)
    rows = zlib.decompress(chunks[1][1])
    assert len(rows) == size * (1 + 3 * size)
    corner, middle = rows[1:4], rows[1 + (size // 2) * (1 + 3 * size) + 3 * (size // 2):][:3]
    assert tuple(corner) == icons.BLUE and tuple(middle) == icons.WHITE  # the background, the disc


def test_the_standard_library_keeps_what_the_engine_imports_and_drops_the_tools():
    for name in ("json/__init__.py", "asyncio/base_events.py", "encodings/utf_8.py", "difflib.py", "uuid.py",
                 "encodings/aliases.py", "traceback.py", "codeop.py", "csv.py", "_pyodide/_base.py", "urllib/parse.py"):
        assert stdlib.kept(name), name
    for name in ("unittest/case.py", "pdb.py", "_pyrepl/reader.py", "encodings/cp1252.py", "xml/dom/minidom.py",
                 "tarfile.py", "multiprocessing/pool.py", "email/utils.py", "http/cookies.py", "html/parser.py"):
        assert not stdlib.kept(name), name
    raw = io.BytesIO()
    with zipfile.ZipFile(raw, "w") as zf:
        zf.writestr("json/__init__.py", "x = 1\n")
        zf.writestr("pdb.py", "y = 2\n")
    with zipfile.ZipFile(io.BytesIO(stdlib.trimmed(raw.getvalue()))) as zf:
        assert zf.namelist() == ["json/__init__.py"] and zf.read("json/__init__.py") == b"x = 1\n"


def _wheel(w: wheels.Wheel) -> zipfile.ZipFile:
    return zipfile.ZipFile(io.BytesIO(w.data))


def test_pyyaml_is_repacked_without_its_compiled_module():
    w = wheels.repack("PyYAML")
    names = _wheel(w).namelist()
    assert w.filename == f"pyyaml-{metadata.version('PyYAML')}-py3-none-any.whl"
    assert "yaml/__init__.py" in names and "yaml/constructor.py" in names
    assert not [n for n in names if n.endswith((".so", ".pyd", ".pyc")) or n.startswith("_yaml/")]
    info = [n for n in names if n.endswith(".dist-info/WHEEL")]
    assert "Tag: py3-none-any" in _wheel(w).read(info[0]).decode()


def test_babel_keeps_the_locale_data_of_the_five_languages_and_their_root_only():
    names = _wheel(wheels.repack("Babel")).namelist()
    data = sorted(n.rsplit("/", 1)[1] for n in names if n.startswith("babel/locale-data/"))
    assert data == sorted(f"{code}.dat" for code in ("en", "nl", "pl", "es", "fy", "root"))
    assert "babel/global.dat" in names and "babel/core.py" in names
    assert not [n for n in names if n.startswith("babel/messages/")]


def test_a_repacked_wheel_records_every_file_with_its_hash():
    w = wheels.repack("click")
    zf = _wheel(w)
    record = next(n for n in zf.namelist() if n.endswith(".dist-info/RECORD"))
    rows = [line.split(",") for line in zf.read(record).decode().splitlines()]
    assert {r[0] for r in rows} == set(zf.namelist())
    for path, digest, size in rows:
        if path != record:
            assert int(size) == len(zf.read(path)) and digest.startswith("sha256=")
    assert wheels.repack("click").data == w.data  # the same files give the same bytes


def test_a_distribution_that_is_not_installed_is_a_clear_error():
    with pytest.raises(UsageError) as err:
        wheels.repack("no-such-distribution-here")
    assert "pip install no-such-distribution-here" in english().render(err.value.msg)


@pytest.mark.parametrize("args, lang", [
    (["upturn", "examples/upturn/ascending-row.yaml", "play 45"], "nl"),
    (["upturn", "examples/upturn/ascending-row.yaml", "play 39"], "en"),
    (["dnup", "examples/dnup/play-beats-same-size.yaml", "ik speel zes zes"], "nl"),
    (["uptown", "examples/uptown/05-capture-split.yaml", "C xC3"], "es"),
    (["3up3down", "examples/3up3down/pick-up-the-pile.yaml", "play 3"], "fy"),
    (["upturn", "examples/upturn/ascending-row.yaml", "xyzzy"], "pl"),
    (["upturn", "examples/upturn/ascending-row.yaml", "   "], "en"),
    (["nogame", "examples/upturn/ascending-row.yaml", "play 45"], "nl"),
])
def test_the_engines_check_prints_what_the_command_line_prints(run, tmp_path, monkeypatch, args, lang):
    """In this Python: the same text, byte for byte (the browser runs the same function:
    tests/test_bundle_browser.py compares there)."""
    game, path, move = args
    text = (ROOT / path).read_text(encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "position").write_text(text, encoding="utf-8")
    expected = run("check", game, "position", move, "--json", "--lang", lang).out
    assert engine.check(game, text, move, lang) == expected


def test_the_engines_moves_prints_what_the_command_line_prints(run, tmp_path, monkeypatch):
    text = (ROOT / "examples/uptown/05-capture-split.yaml").read_text(encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "position").write_text(text, encoding="utf-8")
    assert engine.moves("uptown", text, "pl") == run("moves", "uptown", "position", "--json", "--lang", "pl").out
    broken = "players: [A, B\n"
    (tmp_path / "position").write_text(broken, encoding="utf-8")
    assert engine.moves("uptown", broken, "es") == run("moves", "uptown", "position", "--json", "--lang", "es").out


#: the dispute page's requests (Referee.api), as the page sends them: a position as an object (tapped) or as YAML
#: text (a file), errors among them
PAGE_CASES = [
    ("check", "upturn", {"position": "upturn/ascending-row", "move": "play 45", "house_rules": [], "lang": "pl"}),
    ("check", "upturn", {"position": "upturn/ascending-row", "move": "speel 39", "lang": "nl"}),
    ("check", "dnup", {"position": "dnup/play-beats-same-size", "move": "ik speel zes zes", "lang": "nl"}),
    ("check", "uptown", {"position": "uptown/05-capture-split", "move": "C xC3", "house_rules": [], "lang": "es"}),
    ("check", "3up3down", {"position": "3up3down/pick-up-the-pile", "move": "play 3", "lang": "fy"}),
    ("check", "upturn", {"position": "upturn/ascending-row", "move": "xyzzy", "lang": "en"}),
    ("check", "upturn", {"position": "upturn/ascending-row", "move": "  ", "lang": "es"}),
    ("check", "upturn", {"position": "upturn/ascending-row", "move": "play 45", "house_rules": ["no-such"], "lang": "nl"}),
    ("check", "dnup", {"position": {"game": "dnup", "players": ["A", "B"], "to_move": "C"}, "move": "pass", "lang": "pl"}),
    ("check", "uptown", {"position": "players: [A, B\n", "move": "C xC3", "lang": "fy"}),
    ("check", "dnup", {"position": {"game": "dnup"}, "move": "pass", "house_rules": ["no-such"], "lang": "es"}),
    ("moves", "uptown", {"position": "uptown/05-capture-split", "house_rules": [], "lang": "es", "limit": 1000}),
    ("moves", "upturn", {"position": "upturn/ascending-row", "lang": "nl", "limit": 3}),
    ("position", "dnup", {"position": "dnup/play-beats-same-size", "lang": "en", "house_rules": []}),
    ("position", "upturn", {"position": "a: [", "lang": "fy"}),
]


def _page_body(body: dict, as_text: bool) -> dict:
    """The case's body, its example position given as the page's object (tapped) or a file's text (uploaded)."""
    position = body["position"]
    if isinstance(position, str) and "/" in position and ":" not in position:
        path = ROOT / "examples" / f"{position}.yaml"
        position = path.read_text(encoding="utf-8") if as_text else yaml.safe_load(path.read_text(encoding="utf-8"))
    return {**body, "position": position}


@pytest.mark.parametrize("as_text", [False, True], ids=["object", "text"])
@pytest.mark.parametrize("kind, game, body", PAGE_CASES, ids=[f"{c[0]}-{c[1]}-{i}" for i, c in enumerate(PAGE_CASES)])
def test_the_engine_answers_the_dispute_page_what_the_servers_api_answers(client, kind, game, body, as_text):
    """The site's Referee.api (static/api.js) answers with engine.page and the status the API gives the error
    it names (site.api_facts): the same data and the same status as the server."""
    body = _page_body(body, as_text)
    served = client.post(f"/api/{game}/{kind}", json=body)
    mine = json.loads(engine.page(kind, game, json.dumps(body), "en"))
    status = site.api_facts()["status"][mine["error"]] if "error" in mine else 200
    assert (status, mine) == (served.status_code, served.json())


@pytest.fixture(scope="module")
def client():
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from checker.web import create_app

    return TestClient(create_app())


def test_the_engine_writes_the_yaml_file_the_server_gives_for_a_share_link(client):
    from checker.web.dispute import encode_position

    position = yaml.safe_load((ROOT / "examples/uptown/05-capture-split.yaml").read_text(encoding="utf-8"))
    for p in (encode_position(position), encode_position({"game": "upturn", "note": "\u202etext"})):
        served = client.get("/dispute/uptown/position.yaml", params={"p": p, "lang": "nl"})
        assert served.status_code == 200
        assert json.loads(engine.page("yaml", "uptown", json.dumps({"p": p}), "nl")) == {"yaml": served.text}
    for broken in ("e30x", "!!!", "bm90IGpzb24", "e", "", "_w"):  # base64 of no JSON, of nothing, of no UTF-8; none
        served = client.get("/dispute/uptown/position.yaml", params={"p": broken, "lang": "pl"})
        mine = json.loads(engine.page("yaml", "uptown", json.dumps({"p": broken, "lang": "pl"}), "en"))
        assert served.status_code == 400 and mine == served.json(), broken


def test_the_engines_search_prints_what_the_command_line_prints(run):
    for query, lang in [("tweeling", "nl"), ("joker", "es"), ("zzzqqq", "fy")]:
        assert engine.search(query, lang) == run("search", query, "--json", "--lang", lang).out


def test_the_engine_imports_no_web_framework(tmp_path):
    """The site ships no Starlette, anyio or Jinja2: the engine answers every call of the site without them."""
    script = """
import json, sys
for name in ("starlette", "anyio", "jinja2", "uvicorn"):
    sys.modules[name] = None  # importing one fails
from checker.bundle import engine
engine.warm()
text = open(sys.argv[1], encoding="utf-8").read()
assert json.loads(engine.check("upturn", text, "play 45", "nl"))["verdict"] == "legal"
assert json.loads(engine.moves("upturn", text, "pl"))["moves"]
assert json.loads(engine.search("joker", "es"))["results"]
body = json.dumps({"position": text, "move": "play 45", "lang": "fy"})
assert json.loads(engine.page("check", "upturn", body))["verdict"] == "legal"
assert json.loads(engine.page("position", "upturn", body))["game"] == "upturn"
print("ok")
"""
    done = subprocess.run([sys.executable, "-c", script, str(ROOT / "examples/upturn/ascending-row.yaml")],
                          capture_output=True, text=True, cwd=tmp_path, check=False)
    assert done.stdout.strip() == "ok", done.stderr
    assert not {"starlette", "anyio"} & {name.lower() for name in wheels.DISTRIBUTIONS}


def test_the_site_holds_each_games_page_parts_where_the_server_serves_them(client):
    from checker.games import built_in, get

    files = site.game_files(list(built_in()))
    for game in built_in():
        parts = get(game).page_parts()
        for name in (*parts.scripts, *parts.styles):
            served = client.get(f"/static/games/{game}/{name}")
            assert served.status_code == 200 and files[f"static/games/{game}/{name}"] == served.content


def test_the_search_page_says_what_the_server_says_when_nothing_is_found(client):
    """The site writes the server's text into its search page (site.NOTHING_FOUND): the same words."""
    from checker.i18n import LANGS, translator

    for lang in LANGS:
        served = client.get("/search", params={"q": "zzzqqq", "lang": lang}).text
        assert f"<li>{translator(lang).gettext(site.NOTHING_FOUND) % {'query': 'zzzqqq'}}</li>" in served, lang


def test_a_folder_that_holds_other_files_is_refused_and_a_site_built_before_is_replaced(tmp_path):
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(UsageError):
        _check(tmp_path)
    with pytest.raises(UsageError):
        _check(tmp_path / "notes.txt")
    site = tmp_path / "site"
    (site / "nl" / "dispute").mkdir(parents=True)
    (site / "nl" / "dispute" / "upturn.html").write_text("old", encoding="utf-8")
    (site / MARK).write_text(json.dumps({"files": ["nl/dispute/upturn.html", "../notes.txt"]}), encoding="utf-8")
    _prepare(site)
    assert site.is_dir() and not any(site.iterdir())
    assert (tmp_path / "notes.txt").read_text(encoding="utf-8") == "mine"  # never outside the folder


def test_the_command_refuses_a_folder_with_other_files_before_fetching_anything(run, tmp_path):
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    r = run("bundle", str(tmp_path), "--cache", str(tmp_path / "cache"), "--lang", "nl")
    assert r.code == 2 and "notes.txt" not in r.err and str(tmp_path) in r.err
    assert not (tmp_path / "cache").exists()


def _fake_npm(folder, script: str) -> None:
    folder.mkdir()
    npm = folder / "npm"
    npm.write_text("#!/bin/sh\n" + script, encoding="utf-8")
    npm.chmod(0o755)


def test_npm_failing_is_a_clear_error_and_leaves_no_half_cache(run, tmp_path, monkeypatch):
    _fake_npm(tmp_path / "bin", "echo 'npm error code E404' >&2\nexit 1\n")
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    r = run("bundle", str(tmp_path / "site"), "--cache", str(tmp_path / "cache"), "--lang", "es")
    assert r.code == 2 and "npm error code E404" in r.err and "Traceback" not in r.err
    assert list((tmp_path / "cache").iterdir()) == []  # the try's folder is gone
    assert not (tmp_path / "site").exists()


def test_a_cache_that_does_not_hold_the_locked_runtime_is_named(run, tmp_path):
    from checker.bundle import npm

    where = tmp_path / "cache" / f"npm-{npm.lock_key()}"
    folder = where / "node_modules" / "pyodide"
    folder.mkdir(parents=True)
    (where / npm.DONE).write_text("x", encoding="utf-8")
    (folder / "package.json").write_text(json.dumps({"version": "0.0.1"}), encoding="utf-8")
    r = run("bundle", str(tmp_path / "site"), "--cache", str(tmp_path / "cache"))
    assert r.code == 2 and str(where) in r.err and "pyodide.asm.wasm" in r.err
