"""The browser's Python, Pyodide, fetched from npm when the site is built.

Its version is pinned in ``package.json`` and locked, with the tarball's hash, in
``package-lock.json`` (both beside this file, so that an installed referee can build the site
too). ``npm ci`` installs exactly what the lock says into a cache folder of its own, named after
the lock's hash, never into the package; a second build with the same lock reads the cache and
needs no network.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..i18n import N_, Msg
from ..verdict import UsageError

HERE = Path(__file__).resolve().parent
LOCK_FILES = ("package.json", "package-lock.json")
#: the runtime's files the site serves: the loader, the compiled interpreter and its standard library
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
#: a cache folder's mark that ``npm ci`` finished in it (a folder without it is an interrupted try)
DONE = ".referee-complete"
NPM_SECONDS = 600


@dataclass(frozen=True)
class Runtime:
    version: str
    folder: Path       # node_modules/pyodide
    lock_info: dict[str, Any]    # the ``info`` of Pyodide's own lock file: the interpreter it was built for

    def files(self) -> list[Path]:
        return [self.folder / name for name in RUNTIME_FILES]


def default_cache() -> Path:
    """``$XDG_CACHE_HOME/referee`` (``~/.cache/referee``)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "referee"


def lock_key() -> str:
    digest = hashlib.sha256()
    for name in LOCK_FILES:
        digest.update((HERE / name).read_bytes())
    return digest.hexdigest()[:16]


def pinned_version() -> str:
    """The Pyodide version ``package-lock.json`` holds."""
    lock = json.loads((HERE / "package-lock.json").read_text(encoding="utf-8"))
    return str(lock["packages"]["node_modules/pyodide"]["version"])


def runtime(cache: Path | None = None) -> Runtime:
    """The pinned Pyodide, from the cache, or installed there first with ``npm ci``."""
    where = (cache or default_cache()) / f"npm-{lock_key()}"
    if not (where / DONE).is_file():
        _install(where)
    folder = where / "node_modules" / "pyodide"
    meta = json.loads((folder / "package.json").read_text(encoding="utf-8"))
    missing = [name for name in RUNTIME_FILES if not (folder / name).is_file()]
    if meta.get("version") != pinned_version() or missing:
        # TRANSLATORS: %(folder)s is a folder of the cache; %(problem)s names what is wrong in it
        raise UsageError(Msg(N_("The runtime in %(folder)s is not the one locked (%(problem)s); delete the folder "
                                "and build again."), folder=str(where),
                             problem=", ".join(missing) or str(meta.get("version"))))
    lock = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))
    return Runtime(str(meta["version"]), folder, dict(lock.get("info", {})))


def _install(where: Path) -> None:
    npm = shutil.which("npm")
    if npm is None:
        # TRANSLATORS: %(package)s is the npm package's name and version
        raise UsageError(Msg(N_("Building the site needs npm (it fetches %(package)s once); install Node.js "
                                "and npm."), package=f"pyodide {pinned_version()}"))
    where.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="npm-", dir=where.parent))
    try:
        for name in LOCK_FILES:
            shutil.copyfile(HERE / name, work / name)
        try:
            done = subprocess.run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--omit=dev"], cwd=work,
                                  capture_output=True, text=True, timeout=NPM_SECONDS, check=False)
        except subprocess.TimeoutExpired:
            done = subprocess.CompletedProcess([npm], 1, "", f"npm ci ran for more than {NPM_SECONDS} s")
        if done.returncode != 0:
            # TRANSLATORS: %(error)s is npm's own message (in English)
            raise UsageError(Msg(N_("npm could not fetch the runtime: %(error)s"),
                                 error=(done.stderr or done.stdout).strip()[-2000:]))
        (work / DONE).write_text(pinned_version(), encoding="utf-8")
        if (where / DONE).is_file():  # another build finished first: keep its folder
            return
        shutil.rmtree(where, ignore_errors=True)
        os.replace(work, where)
    finally:
        shutil.rmtree(work, ignore_errors=True)
