"""The installed command, the module entry point and the registered extractors."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest
from conftest import ROOT

ENV = dict(os.environ, LANG="C.UTF-8", LANGUAGE="", LC_ALL="", NO_COLOR="1")


def run(*cmd: str) -> subprocess.CompletedProcess:
    return subprocess.run(list(cmd), cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=60)


def test_python_dash_m_checker_is_the_referee_command():
    r = run(sys.executable, "-m", "checker", "check", "upturn", "examples/upturn/first-play.yaml", "play 14", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["verdict"] == "legal"


def test_the_console_script_is_installed_and_exits_with_the_verdict_code():
    exe = shutil.which("referee", path=str(Path(sys.executable).parent)) or shutil.which("referee")
    assert exe, "the referee console script is not installed"
    r = run(exe, "check", "upturn", "examples/upturn/twin-fill.yaml", "twin 22 fill 64 48 40 36 give Bob:2 Cas:2")
    assert r.returncode == 1 and "upturn.play.twin.give" in r.stdout
    assert "Traceback" not in r.stderr


def test_standard_input_is_read_for_a_dash(tmp_path):
    text = (ROOT / "examples/upturn/first-play.yaml").read_text(encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "checker", "check", "upturn", "-", "play 14"], cwd=ROOT, env=ENV,
                       input=text, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr


def test_babel_extractors_are_registered_entry_points():
    names = {ep.name: ep.value for ep in entry_points(group="babel.extractors")}
    assert names.get("referee_rules") == "checker.extract:extract_rules"
    assert names.get("referee_python") == "checker.extract:extract_python"


def test_no_colour_codes_when_piped_even_on_a_verdict():
    r = run(sys.executable, "-m", "checker", "check", "upturn", "examples/upturn/first-play.yaml", "play 14")
    assert "\x1b[" not in r.stdout


@pytest.mark.parametrize("args, collecting", [(["games"], False), (["simulate", "dnup", "--games", "1"], True)])
def test_a_short_command_runs_without_the_cyclic_collector_and_a_long_one_with_it(args, collecting):
    probe = ("import atexit, gc, sys; atexit.register(lambda: print('collector', gc.isenabled(), file=sys.stderr)); "
             f"sys.argv = ['referee', *{args!r}]; from checker.console import main; main()")
    r = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert f"collector {collecting}" in r.stderr, r.stderr


@pytest.mark.slow
def test_the_wheel_ships_its_types_and_code_typed_against_it_sees_them(tmp_path):
    """Slow (a build, an install and a mypy run) but run: CI runs it too. The wheel carries
    ``py.typed``, so that mypy reads the installed package's types, ``checker._compiled`` too."""
    import venv
    import zipfile

    wheels = tmp_path / "wheels"
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(wheels)],
                           capture_output=True, text=True, timeout=300)
    assert build.returncode == 0, build.stderr
    wheel = next(wheels.glob("referee-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"checker/py.typed", "checker/_compiled/registry.py", "checker/games/home.py"} <= names
    env_dir = tmp_path / "venv"
    venv.create(env_dir, system_site_packages=True, with_pip=False)
    py = env_dir / "bin" / "python"
    install = subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "--no-deps", "-q",
                              str(wheel)], capture_output=True, text=True, timeout=300)
    assert install.returncode == 0, install.stderr
    client = tmp_path / "client.py"
    client.write_text("from checker._compiled.registry import GAMES\nfrom checker.verdict import EXIT_CODES, Outcome\n"
                      "games: tuple[str, ...] = GAMES\noutcome: Outcome = 'legal'\ncode: int = EXIT_CODES[outcome]\n"
                      "wrong: int = GAMES\n", encoding="utf-8")
    checked = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--python-executable",
                              str(py), str(client)], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert "import-untyped" not in checked.stdout and "import-not-found" not in checked.stdout, checked.stdout
    assert checked.stdout.count("error:") == 1 and 'client.py:6: error: Incompatible types in assignment' in \
        checked.stdout and "tuple[str, ...]" in checked.stdout, checked.stdout
