"""``referee example``: the packaged examples, listed and printed, from any directory;
after a non-editable install too (a wheel built and installed into a fresh venv)."""

from __future__ import annotations

import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest
from conftest import ROOT, coverage_env

ENV = {**coverage_env(), "LANG": "C.UTF-8", "NO_COLOR": "1", "PATH": "/usr/bin:/bin"}


def referee(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "checker", *args], cwd=cwd, env=ENV, capture_output=True,
                          text=True, timeout=60)


def test_the_list_names_every_example_with_its_first_comment_line(tmp_path):
    r = referee("example", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "first-play" in r.stdout and "The first play." in r.stdout and "3up3down" in r.stdout


def test_one_example_is_printed_and_check_reads_it(tmp_path):
    text = referee("example", "upturn", "first-play", cwd=tmp_path).stdout
    r = subprocess.run([sys.executable, "-m", "checker", "check", "upturn", "-", "play 14"], cwd=tmp_path, env=ENV,
                       input=text, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr


def test_a_misspelt_example_gets_a_suggestion():
    r = referee("example", "upturn", "first-ply")
    assert r.returncode == 2 and "first-play" in r.stderr


@pytest.mark.slow
def test_after_a_wheel_install_the_examples_come_from_the_package(tmp_path):
    """Slow (a build and an install) but run: CI runs it too."""
    wheels = tmp_path / "wheels"
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(wheels)],
                           capture_output=True, text=True, timeout=300)
    assert build.returncode == 0, build.stderr
    wheel = next(wheels.glob("referee-*.whl"))
    import zipfile

    names = set(zipfile.ZipFile(wheel).namelist())  # the pages' templates and each game's page parts
    for part in ("checker/web/templates/dispute.html", "checker/web/static/api.js",
                 "checker/games/upturn/static/page.js", "checker/games/uptown/templates/key.html",
                 "checker/games/uptown/static/page.css", "checker/games/three_up_three_down/static/page.js"):
        assert part in names, part
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False)
    py = env_dir / "bin" / "python"
    # the referee's dependencies (click, PyYAML, ...) come from the environment the tests run in: its
    # site-packages go on the new one's path, after the wheel (a plain path, so that its own .pth files,
    # such as an editable install of the referee, are not read); the base Python may have none of them
    inner = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                           capture_output=True, text=True, timeout=60, check=True).stdout.strip()
    outer = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    Path(inner, "_dependencies.pth").write_text("".join(f"{path}\n" for path in sorted(outer)), encoding="utf-8")
    install = subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "--no-deps", "-q",
                              "--force-reinstall", str(wheel)], capture_output=True, text=True, timeout=300)
    assert install.returncode == 0, install.stderr
    exe = env_dir / "bin" / "referee"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    shown = subprocess.run([str(exe), "example", "upturn", "first-play"], cwd=elsewhere, env=ENV,
                           capture_output=True, text=True, timeout=60)
    assert shown.returncode == 0, shown.stderr
    r = subprocess.run([str(exe), "check", "upturn", "-", "play 14"], cwd=elsewhere, env=ENV, input=shown.stdout,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    found = subprocess.run([str(py), "-c", "import checker; print(checker.__file__)"], cwd=elsewhere, env=ENV,
                           capture_output=True, text=True, timeout=60)
    assert str(env_dir) in found.stdout
