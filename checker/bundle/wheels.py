"""The wheels the engine needs in the browser, made from this Python environment (no network).

- **The referee itself**: built from its source tree with the project's own build backend (an editable
  install, or a checkout that was never installed), else the installed distribution's files re-packed.
- **Its dependencies** as pip installed them, re-packed as pure-Python wheels (``py3-none-any``):
  compiled modules left out (PyYAML falls back to its pure-Python loader by itself), ``__pycache__``
  left out (the browser's Python is another version), and Babel's locale data cut down to the
  referee's languages and their parent ``root`` (its catalog tools left out too).

Only what the engine imports in the browser is shipped (``DISTRIBUTIONS``): the command line's
terminal parts (rich, prompt_toolkit) are never imported on the ``check``/``moves`` path, and the
server's (Starlette, Jinja2) are not needed: the pages are rendered when the site is built, and the
dispute page renders the engine's JSON itself.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from ..i18n import LANGS, N_, Msg
from ..verdict import UsageError

PROJECT = "referee"
#: the distributions shipped beside the referee, and why: what the engine imports on the check, moves
#: and search path (click: the command's messages; PyYAML: positions; Babel: language tags, lists and
#: numbers)
DISTRIBUTIONS = ("click", "PyYAML", "Babel")
#: Babel's locale data kept besides the referee's languages: the parent every locale falls back to
BABEL_KEEP = ("root",)
#: a compiled module: never usable by the browser's Python
COMPILED = re.compile(r"\.(so|pyd|dylib|dll)$|\.cpython-[^/]*$")
#: the top-level shim of PyYAML's compiled module (it only re-exports ``yaml._yaml``)
SHIMS = {"PyYAML": ("_yaml/",)}


@dataclass(frozen=True)
class Wheel:
    name: str          # the distribution's name as its metadata spells it
    filename: str      # name-version-py3-none-any.whl
    data: bytes

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


def wheel_filename(name: str, version: str) -> str:
    """The file name of a pure-Python wheel (the name normalized as the wheel format asks)."""
    return f"{re.sub(r'[-_.]+', '_', name).lower()}-{version}-py3-none-any.whl"


def _record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return f"{path},sha256={digest},{len(data)}"


def make_wheel(name: str, version: str, files: Iterator[tuple[str, bytes]], metadata_text: str,
               extra_info: dict[str, bytes] | None = None) -> Wheel:
    """A wheel of ``files`` (path in site-packages -> bytes), with its dist-info written anew: METADATA,
    a pure-Python WHEEL and the RECORD of what it holds. Entries are sorted and dated 1980-01-01, so the
    same files give the same bytes (and the same cache names in the site)."""
    info = f"{re.sub(r'[-_.]+', '_', name)}-{version}.dist-info"
    wheel_text = "Wheel-Version: 1.0\nGenerator: referee bundle\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    entries = dict(files)
    entries[f"{info}/METADATA"] = metadata_text.encode("utf-8")
    entries[f"{info}/WHEEL"] = wheel_text.encode("utf-8")
    for key, value in (extra_info or {}).items():
        entries[f"{info}/{key}"] = value
    record = [_record_line(path, data) for path, data in sorted(entries.items())] + [f"{info}/RECORD,,"]
    entries[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode("utf-8")
    with tempfile.SpooledTemporaryFile() as raw:
        with zipfile.ZipFile(raw, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            for path in sorted(entries):
                entry = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
                entry.compress_type = zipfile.ZIP_DEFLATED
                entry.external_attr = 0o644 << 16
                zf.writestr(entry, entries[path])
        raw.seek(0)
        data = raw.read()
    return Wheel(name, wheel_filename(name, version), data)


def _installed_files(dist: metadata.Distribution, keep: Callable[[str], bool]) -> Iterator[tuple[str, bytes]]:
    """The files pip installed for ``dist`` inside site-packages (none of its scripts or dist-info),
    without byte code and compiled modules, and those ``keep`` refuses."""
    for item in dist.files or []:
        path = str(item).replace(os.sep, "/")
        if path.startswith("../") or "__pycache__/" in path or path.endswith(".pyc"):
            continue
        if path.split("/", 1)[0].endswith(".dist-info"):
            continue
        if COMPILED.search(path) or not keep(path):
            continue
        yield path, Path(str(item.locate())).read_bytes()


def _license_files(dist: metadata.Distribution) -> dict[str, bytes]:
    """The distribution's license texts (``licenses/...`` in its dist-info): they travel with its code."""
    out = {}
    for item in dist.files or []:
        parts = str(item).replace(os.sep, "/").split("/")
        if len(parts) >= 2 and parts[0].endswith(".dist-info") and parts[1] in ("licenses", "LICENSE", "LICENSE.txt"):
            out["/".join(parts[1:])] = Path(str(item.locate())).read_bytes()
    return out


def babel_keep(path: str, langs: tuple[str, ...] = LANGS) -> bool:
    """Babel's files less the locale data of every other language, and less its catalog tools
    (``babel.messages``: the referee's build compiles the catalogs; it never reads them with Babel)."""
    if path.startswith("babel/messages/"):
        return False
    if not path.startswith("babel/locale-data/"):
        return True
    stem = path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    return stem in (*langs, *BABEL_KEEP)


def repack(name: str) -> Wheel:
    """An installed distribution as a pure-Python wheel (``UsageError`` if it is not installed)."""
    try:
        dist = metadata.distribution(name)
    except metadata.PackageNotFoundError:
        # TRANSLATORS: %(name)s is a Python package's name, %(command)s the command that installs it
        raise UsageError(Msg(N_("%(name)s is not installed, and the site needs it: %(command)s"),
                             name=name, command=f"pip install {name}")) from None
    shims = SHIMS.get(name, ())
    keep: Callable[[str], bool] = (babel_keep if name == "Babel"
                                   else lambda path: not any(path.startswith(s) for s in shims))
    meta = dist.read_text("METADATA") or f"Metadata-Version: 2.1\nName: {name}\nVersion: {dist.version}\n"
    return make_wheel(dist.metadata["Name"], dist.version, _installed_files(dist, keep), meta,
                      {f"licenses/{k.split('/', 1)[-1]}" if not k.startswith("licenses/") else k: v
                       for k, v in _license_files(dist).items()})


def source_tree() -> Path | None:
    """The referee's source tree, if it runs from one: an editable install names it (PEP 610), and a
    checkout that was never installed is the folder above the package."""
    try:
        dist = metadata.distribution(PROJECT)
        direct = json.loads(dist.read_text("direct_url.json") or "{}")
    except (metadata.PackageNotFoundError, ValueError):
        dist, direct = None, {}
    if direct.get("dir_info", {}).get("editable") and str(direct.get("url", "")).startswith("file://"):
        from urllib.parse import unquote, urlparse

        root = Path(unquote(urlparse(direct["url"]).path))
    elif dist is None:
        root = Path(__file__).resolve().parent.parent.parent
    else:
        return None
    return root if (root / "pyproject.toml").is_file() and (root / "checker").is_dir() else None


def project_wheel(work: Path) -> Wheel:
    """The referee's own wheel: built from its source tree by its build backend (hatchling, in a
    process of its own, as a build frontend calls it), else re-packed from the installed files."""
    root = source_tree()
    if root is None:
        return repack(PROJECT)
    out = work / "project-wheel"
    out.mkdir(parents=True, exist_ok=True)
    script = "import sys, hatchling.build as backend; print(backend.build_wheel(sys.argv[1]))"
    done = subprocess.run([sys.executable, "-c", script, str(out)], cwd=root, capture_output=True, text=True,
                          timeout=600, check=False)
    if done.returncode != 0:
        missing = "No module named 'hatchling'" in done.stderr
        # TRANSLATORS: %(error)s is the build's own error (in English), or the command that installs what it lacks
        raise UsageError(Msg(N_("The referee's wheel could not be built: %(error)s"),
                             error="pip install hatchling" if missing else done.stderr.strip()[-2000:]))
    built = out / done.stdout.strip().splitlines()[-1]
    data = built.read_bytes()
    return Wheel(PROJECT, built.name, data)


def all_wheels(work: Path) -> list[Wheel]:
    """The referee's wheel first, then its dependencies'."""
    return [project_wheel(work), *(repack(name) for name in DISTRIBUTIONS)]
