"""A fifth game as a plug-in: take-away (``tests/plugin``) is built as a distribution of its own,
installed into a fresh environment beside the referee, and then passes the contract test, is
listed by ``referee games``, judged by ``referee check`` in the reader's language and served
by the web dispute page: with no edit in ``checker/`` (docs/adding-a-game.md).

Slow (a wheel is built and installed) but run: CI runs it too.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest
from conftest import ROOT, coverage_env

pytestmark = pytest.mark.slow

PLUGIN = ROOT / "tests" / "plugin"
ENV = {**coverage_env(), "LANG": "C.UTF-8", "LANGUAGE": "", "LC_ALL": "", "NO_COLOR": "1",
       "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/tmp")}


@pytest.fixture(scope="module")
def python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The interpreter of a fresh environment that holds the plug-in's wheel, and sees the referee
    and its dependencies as this test run has them installed (a ``.pth`` adds their site folder)."""
    where = tmp_path_factory.mktemp("plugin")
    wheels = where / "wheels"
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", str(PLUGIN), "--no-deps", "-q", "-w", str(wheels)],
                           capture_output=True, text=True, timeout=300)
    assert build.returncode == 0, build.stderr
    wheel = next(wheels.glob("referee_takeaway-*.whl"))
    env_dir = where / "venv"
    venv.create(env_dir, with_pip=False)
    py = env_dir / "bin" / "python"
    site = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, timeout=60).stdout.strip()
    ours = sysconfig.get_paths()["purelib"]
    Path(site, "_referee_under_test.pth").write_text(f"import site; site.addsitedir({ours!r})\n", encoding="utf-8")
    install = subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "--no-deps", "-q",
                              str(wheel)], capture_output=True, text=True, timeout=300)
    assert install.returncode == 0, install.stderr
    found = run(py, "-c", "import referee_takeaway, checker; print(referee_takeaway.__file__, checker.__file__)")
    plugin_file, checker_file = found.stdout.split()
    assert plugin_file.startswith(str(env_dir)) and Path(checker_file).parent == ROOT / "checker"
    return py


def run(py: Path, *args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(py), *args], cwd=cwd, env=ENV, capture_output=True, text=True, timeout=300)


def referee(py: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return run(py, "-m", "checker", *args)


def example(py: Path, name: str) -> str:
    return run(py, "-c", "import referee_takeaway, pathlib; "
               f"print(pathlib.Path(referee_takeaway.__file__).parent / 'examples' / 'takeaway' / '{name}.yaml')"
               ).stdout.strip()


def test_nothing_in_the_referee_names_the_plugin_game():
    named = [path for path in (ROOT / "checker").rglob("*") if path.suffix in (".py", ".js", ".html", ".toml")
             and re.search(r"takeaway|take-away|referee_takeaway", path.read_text(encoding="utf-8"), re.I)]
    assert named == []


def test_the_installed_plugin_passes_the_contract_test(python):
    """The very tests every built-in game passes: playouts, the simulate command, every listed move read
    back and judged legal, apply refusing an illegal move; its rule examples; its cited rule ids."""
    r = run(python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", "takeaway",
            "tests/test_contract.py", "tests/test_examples.py", "tests/test_template.py")
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-2000:]
    passed = re.search(r"(\d+) passed", r.stdout)
    assert passed and int(passed.group(1)) >= 10, r.stdout[-1000:]
    assert "failed" not in r.stdout and "skipped" not in r.stdout


def test_referee_games_lists_it_with_the_facts_of_its_rules_file(python):
    r = referee(python, "games", "--json")
    assert r.returncode == 0, r.stderr
    games = {g["id"]: g for g in json.loads(r.stdout)["games"]}
    assert list(games)[:4] == ["upturn", "dnup", "uptown", "3up3down"]
    assert games["takeaway"]["name"] == "Take-away" and games["takeaway"]["players"] == {"min": 2, "max": 4}
    assert games["takeaway"]["aliases"] == ["take-away", "nim"]
    r = referee(python, "games", "--lang", "es")
    assert "takeaway\tTake-away\t2–4 jugadores" in r.stdout


def test_check_judges_its_moves_through_its_entry_point_in_the_readers_language(python):
    start, last = example(python, "start"), example(python, "last-two")
    r = referee(python, "check", "takeaway", start, "take 2", "--json")
    assert r.returncode == 0 and json.loads(r.stdout)["effects"][0]["kind"] == "pickup", r.stdout + r.stderr
    r = referee(python, "check", "nim", start, "take 3")
    assert r.returncode == 1 and "takeaway.turn.take" in r.stdout
    assert "never more than are left" in r.stdout  # the rule quoted from its rules file
    r = referee(python, "check", "takeaway", start, "neem 3", "--lang", "nl")
    assert r.returncode == 1 and "Neem een of twee van de overgebleven stenen, niet 3." in r.stdout
    assert "nooit meer dan er nog liggen" in r.stdout and "neem 1" in r.stdout  # its catalog, its move words
    r = referee(python, "check", "takeaway", last, "weź 2", "--lang", "pl", "--json")
    data = json.loads(r.stdout)
    assert [e["message"] for e in data["effects"]] == ["Zabrano 2 kamienie.", "Cas bierze ostatni kamień i wygrywa."]
    r = referee(python, "check", "takeawy", start, "take 1")
    assert r.returncode == 2 and "takeaway" in r.stderr and "Traceback" not in r.stderr
    r = referee(python, "rules", "takeaway", "--lang", "fy")
    assert r.returncode == 0 and "Wa't de lêste stien nimt, wint." in r.stdout


WEB = """
import json
from starlette.testclient import TestClient
from checker.web import create_app
with TestClient(create_app(), raise_server_exceptions=False) as client:
    home = client.get("/?lang=nl")
    page = client.get("/dispute/takeaway?lang=nl")
    body = {"position": {"game": "takeaway", "players": ["Ann", "Bob"], "to_move": "Ann", "left": 1}, "move": "take 2"}
    fragment = client.post("/dispute/takeaway/verdict?lang=nl", json=body)
    api = client.post("/api/takeaway/check", json={**body, "lang": "es"})
    rules = client.get("/rules/nim?lang=pl")
print(json.dumps({"home": [home.status_code, home.text], "page": [page.status_code, page.text],
                  "fragment": [fragment.status_code, fragment.text], "api": [api.status_code, api.json()],
                  "rules": [rules.status_code, rules.text]}))
"""


def test_the_web_dispute_page_serves_it(python):
    r = run(python, "-c", WEB)
    assert r.returncode == 0, r.stderr[-2000:]
    got = json.loads(r.stdout)
    status, home = got["home"]
    assert status == 200 and "/dispute/takeaway?lang=nl" in home
    status, page = got["page"]
    assert status == 200 and "Take-away" in page and 'id="page-data"' in page
    data = json.loads(page.split('id="page-data">', 1)[1].split("</script>", 1)[0])
    assert data["game"] == "takeaway"
    assert re.findall(r'<option value="([^"]+)"', page.split('id="example"', 1)[1].split("</select>", 1)[0]) \
        == ["last-two", "start"]  # its examples, offered as starting points
    assert data["schema"]["properties"]["players"]["maxItems"] == 4
    status, fragment = got["fragment"]
    assert status == 200 and 'data-verdict="illegal"' in fragment
    assert "Neem een of twee van de overgebleven stenen, niet 2." in fragment
    status, api = got["api"]
    assert status == 200 and api["verdict"] == "illegal" and api["locale"] == "es"
    assert api["reasons"][0]["message"] == "Toma una o dos de las piedras que quedan, no 2."
    status, rules = got["rules"]
    assert status == 200 and "Wygrywa gracz, który zabierze ostatni kamień." in rules
