"""The registry: every game comes through the ``referee.games`` entry point group, the built-in
ones as a plug-in does; a command about a built-in game neither imports the others nor reads the
installed distributions; a plug-in that is broken or takes a name already taken is named, and the
other games stay usable."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from importlib.metadata import entry_points
from pathlib import Path

import pytest
from conftest import BUILT_IN, GAMES, ROOT, run_cli
from fakegame import PLUGIN

from checker import games, rulebook
from checker._compiled import registry
from checker.games import scan


def test_the_compiled_registry_is_the_referee_distributions_own_entry_points():
    installed = {ep.name: ep.value for ep in entry_points(group=games.GROUP)
                 if ep.dist is not None and ep.dist.name == games.DISTRIBUTION}
    assert installed == registry.ENTRY_POINTS and list(registry.ENTRY_POINTS) == BUILT_IN
    for game_id in BUILT_IN:
        assert games.entry(game_id) == games.Entry(game_id, installed[game_id], games.DISTRIBUTION)
        assert games.get(game_id) is games.entry(game_id).load() and games.get(game_id).id == game_id


@pytest.mark.parametrize("group", ["referee.games", "babel.extractors", "console_scripts", "pytest11"])
def test_the_metadata_files_are_read_as_importlib_metadata_reads_them(group):
    assert sorted(scan.entry_points(group)) == sorted(scan.standard(group))


def dist_info(folder: Path, dist: str, entries: str) -> None:
    info = folder / f"{dist}-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[referee.games]\n{entries}\n", encoding="utf-8")


@pytest.fixture
def installed(tmp_path, monkeypatch):
    """Installs distributions on the path for one test: ``installed(dist, "id = module:GAME")``."""

    def forget() -> None:
        games.registry._scan.cache_clear()
        games.registry._LOADED.clear()
        games._GAMES.clear()
        rulebook.load.cache_clear()

    def install(dist: str, entries: str) -> None:
        dist_info(tmp_path / "site", dist, entries)
        forget()

    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    (tmp_path / "site").mkdir()
    yield install
    monkeypatch.undo()
    forget()


def test_a_zip_on_the_path_is_read_through_importlib_metadata(tmp_path, monkeypatch):
    archive = tmp_path / "plugins.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("zipped_game-1.0.dist-info/METADATA", "Metadata-Version: 2.1\nName: zipped-game\nVersion: 1.0\n")
        zf.writestr("zipped_game-1.0.dist-info/entry_points.txt", "[referee.games]\nzipped = zipped_game:GAME\n")
    monkeypatch.syspath_prepend(str(archive))
    assert ("zipped-game", "zipped", "zipped_game:GAME") in scan.entry_points(games.GROUP)


def test_a_plugin_in_its_package_is_found_by_its_id_and_its_aliases(installed):
    installed("referee_takeaway", "takeaway = referee_takeaway:GAME")
    assert games.ids() == (*BUILT_IN, "takeaway")  # once, where the plug-in is installed too
    assert games.resolve("nim") == games.resolve("Take-Away ") == "takeaway"
    assert games.facts("takeaway") == games.Facts("Take-away", (2, 4), ("take-away", "nim"))
    assert games.entry("takeaway").dist == "referee-takeaway"
    assert games.get("takeaway").home.package == "referee_takeaway"
    r = run_cli("check", "nim", str(PLUGIN / "referee_takeaway/examples/takeaway/start.yaml"), "take 3", "--json")
    assert r.code == 1 and r.json()["reasons"][0]["rule"] == "takeaway.turn.take"
    r = run_cli("check", "takeawya", "x.yaml", "take 1")
    assert r.code == 2 and "takeaway" in r.err


def test_a_broken_plugin_is_named_and_every_other_game_is_listed(installed):
    installed("broken_game", "broken = no_such_module_here:GAME\nwrong = referee_takeaway:GAME")
    r = run_cli("games")
    assert r.code == 0 and [line.split("\t")[0] for line in r.out.splitlines()] == GAMES
    assert "broken" in r.err and "no_such_module_here" in r.err and "ModuleNotFoundError" in r.err
    assert "wrong" in r.err and "'takeaway', registered as 'wrong'" in r.err
    r = run_cli("check", "broken", "x.yaml", "x", "--lang", "nl", "--json")
    assert r.code == 2 and r.json()["error"] == "UsageError" and "no_such_module_here" in r.json()["message"]
    assert run_cli("check", "upturn", "examples/upturn/first-play.yaml", "play 14").code == 0
    r = run_cli("check", "uptrn", "examples/upturn/first-play.yaml", "play 14")  # a slip: the suggestion, as ever
    assert r.code == 2 and "upturn" in r.err and "broken" not in r.err
    from starlette.testclient import TestClient

    from checker.web import create_app

    with TestClient(create_app()) as client:  # the page lists the games that load, and finds in their rules
        home = client.get("/?lang=nl")
        assert home.status_code == 200 and home.text.count('class="game"') == len(GAMES)
        assert client.get("/search", params={"q": "joker"}).status_code == 200
        # a game that cannot be loaded is the server's fault, not the request's: a 500, the others unharmed
        for path in ("/dispute/broken", "/rules/broken"):
            r = client.get(path)
            assert r.status_code == 500 and "no_such_module_here" in r.text
        r = client.post("/api/broken/check", json={"position": {}, "move": "x"})
        assert r.status_code == 500 and r.json()["error"] == "UsageError" and "no_such_module_here" in r.json()["message"]
        assert client.get("/dispute/upturn").status_code == 200


def test_a_plugin_that_takes_a_built_in_name_is_left_out_with_a_notice(installed):
    installed("greedy", "upturn = greedy_game:GAME\nblockers = greedy_game:GAME")
    assert games.ids() == tuple(GAMES) and games.get("upturn").home.package == "checker"
    r = run_cli("games", "--json")
    assert r.code == 0 and [g["id"] for g in r.json()["games"]] == GAMES
    assert r.err.count("greedy") == 2 and "referee" in r.err


def test_a_command_about_a_built_in_game_imports_no_other_game_and_reads_no_distribution():
    probe = ("import sys; sys.argv = ['referee', 'check', 'upturn', 'examples/upturn/first-play.yaml', 'play 14', "
             "'--json']\nimport atexit, json\natexit.register(lambda: print(json.dumps(sorted(sys.modules)), "
             "file=sys.stderr))\nfrom checker.console import main\nmain()\n")
    r = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    modules = json.loads(r.stderr.splitlines()[-1])
    assert r.returncode == 0 and "checker.games.upturn" in modules
    assert not [m for m in modules if m.startswith(("checker.games.dnup", "checker.games.uptown",
                                                    "checker.games.three_up"))]
    assert "importlib.metadata" not in modules and "checker.games.scan" not in modules


def test_a_games_page_parts_are_the_page_module_of_its_package(tmp_path, monkeypatch):
    from referee_takeaway import TakeAway

    from checker.pageparts import PageParts

    assert TakeAway().page_parts() == PageParts()  # take-away has none: the page's generic parts only
    package = tmp_path / "paged_game"
    package.mkdir()
    (package / "__init__.py").write_text("from referee_takeaway import TakeAway\n\n\nclass Paged(TakeAway):\n"
                                         "    id = 'paged'\n", encoding="utf-8")
    (package / "page.py").write_text("from checker.pageparts import PageParts\n\nPARTS = PageParts(scripts=('paged.js',))\n",
                                     encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    import paged_game

    class Copy(paged_game.Paged):  # a copy made elsewhere keeps the parts of the game it copies
        pass

    assert paged_game.Paged().page_parts().scripts == Copy().page_parts().scripts == ("paged.js",)
