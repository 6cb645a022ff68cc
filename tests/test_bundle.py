"""`referee bundle`: its parts without a browser (links, icons, the standard library cut, the wheels,
the engine's answers beside the command line's, the folder it writes into).

The site itself, built and opened in Chromium, offline: tests/test_bundle_browser.py.
"""

from __future__ import annotations

import io
import json
import struct
import zipfile
import zlib
from importlib import metadata

import pytest
from conftest import ROOT

from checker.bundle import engine, icons, links, stdlib, wheels
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
    for name in ("json/__init__.py", "email/utils.py", "asyncio/base_events.py", "encodings/utf_8.py",
                 "encodings/aliases.py", "traceback.py", "codeop.py", "csv.py", "_pyodide/_base.py"):
        assert stdlib.kept(name), name
    for name in ("unittest/case.py", "pdb.py", "_pyrepl/reader.py", "encodings/cp1252.py", "xml/dom/minidom.py",
                 "tarfile.py", "multiprocessing/pool.py"):
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


def test_the_engine_answers_the_dispute_page_as_the_server_does():
    from starlette.testclient import TestClient

    from checker.web import create_app

    client = TestClient(create_app())
    text = (ROOT / "examples/upturn/ascending-row.yaml").read_text(encoding="utf-8")
    for kind, body in [("moves", {"position": text, "limit": 5, "lang": "nl"}),
                       ("position", {"position": text, "lang": "es"}),
                       ("position", {"position": "a: [", "lang": "fy"}),
                       ("check", {"position": text, "move": "play 45", "lang": "pl"}),
                       ("moves", {"position": text, "limit": 0})]:
        served = client.post(f"/api/upturn/{kind}", json=body)
        mine = json.loads(engine.page(kind, "upturn", json.dumps(body), "en"))
        assert (mine["status"], mine["data"]) == (served.status_code, served.json()), kind
    served = client.post("/dispute/upturn/verdict", json={"position": text, "move": "speel 39", "lang": "nl"})
    mine = json.loads(engine.page("verdict", "upturn", json.dumps({"position": text, "move": "speel 39",
                                                                    "lang": "nl"}), "nl"))
    assert mine["status"] == served.status_code == 200
    assert mine["html"] == links.rewrite(served.text, "nl", "nl/dispute/upturn.html")
    assert 'href="../rules/upturn.html#' in mine["html"]


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


def test_the_engine_works_out_the_search_and_the_rules_beside_a_second_language_as_the_server_does():
    from starlette.testclient import TestClient

    from checker.web import create_app

    client = TestClient(create_app())
    served = client.get("/search?q=tweeling&lang=nl").text
    main = served[served.index("<main>") + len("<main>"):served.rindex("</main>")]
    assert engine.search("tweeling", "nl") == links.rewrite(main, "nl", "nl/search.html")
    assert 'href="rules/upturn.html#upturn.' in engine.search("tweeling", "nl")
    served = client.get("/rules/uptown?lang=es&compare=pl").text
    main = served[served.index("<main>") + len("<main>"):served.rindex("</main>")]
    assert engine.rules("uptown", "pl", "es") == links.rewrite(main, "es", "es/rules/uptown.html")


def test_the_engine_gives_a_share_links_error_the_yaml_to_download_and_an_unknown_games_404():
    from checker.web import pages

    bad = json.loads(engine.page("link", "dnup", json.dumps({"p": "e30x"}), "pl"))
    assert bad["status"] == 400 and 'data-verdict="error"' in bad["html"]
    good = json.loads(engine.page("link", "dnup", json.dumps({"p": pages.encode_position({"game": "dnup"})}), "pl"))
    assert good == {"status": 200, "html": ""}
    position = {"game": "upturn", "players": ["Ann", "Bob"], "to_move": "Ann"}
    made = json.loads(engine.page("yaml", "upturn", json.dumps({"position": position}), "nl"))
    assert made == {"status": 200, "text": pages.dump_yaml(position)}
    missing = json.loads(engine.page("moves", "chess", json.dumps({"position": "a: 1"}), "fy"))
    assert missing["status"] == 404 and missing["data"]["error"] == "UsageError"
    assert json.loads(engine.page("warm", "upturn", "{}", "en")) == {"status": 200}
    verdict = json.loads(engine.page("verdict", "chess", json.dumps({"position": "a: 1", "move": "x"}), "es"))
    assert verdict["status"] == 400 and 'data-verdict="error"' in verdict["html"]


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
