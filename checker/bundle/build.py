"""The site written: every file made, the cache names worked out from them, the sizes counted."""

from __future__ import annotations

import hashlib
import json
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..i18n import N_, Msg
from ..verdict import UsageError

STATIC = Path(__file__).resolve().parent / "static"
#: the file that marks a folder as a site this command wrote (and lists its files, to replace them)
MARK = ".referee-site.json"
#: the parts of the site, as the command reports them
PARTS = ("runtime", "stdlib", "wheels", "pages")
#: where the template scripts get the site's facts
SLOT = '"{}" /* SITE */'


@dataclass
class Report:
    folder: Path
    pyodide: str
    sizes: dict[str, int] = field(default_factory=dict)    # part -> bytes
    counts: dict[str, int] = field(default_factory=dict)   # part -> files
    wheels: dict[str, int] = field(default_factory=dict)   # wheel file -> bytes
    caches: tuple[str, str] = ("", "")

    @property
    def total(self) -> int:
        return sum(self.sizes.values())

    def as_dict(self) -> dict[str, Any]:
        return {"folder": str(self.folder), "pyodide": self.pyodide, "bytes": self.total,
                "parts": {k: {"bytes": self.sizes[k], "files": self.counts[k]} for k in PARTS},
                "wheels": self.wheels, "caches": list(self.caches)}


def _templated(name: str, facts: dict[str, Any]) -> bytes:
    text = (STATIC / name).read_text(encoding="utf-8")
    assert SLOT in text, name
    return text.replace(SLOT, json.dumps(json.dumps(facts, separators=(",", ":")))).encode("utf-8")


def _check(dest: Path) -> None:
    """The site goes into an empty or new folder, or one this command wrote before."""
    if dest.exists() and not dest.is_dir():
        # TRANSLATORS: %(folder)s is the folder the user gave
        raise UsageError(Msg(N_("%(folder)s is a file; give a folder for the site."), folder=str(dest)))
    if dest.is_dir() and any(dest.iterdir()) and not (dest / MARK).is_file():
        # TRANSLATORS: %(folder)s is the folder the user gave
        raise UsageError(Msg(N_("%(folder)s is not empty and holds no site built by the referee; give an "
                                "empty or new folder."), folder=str(dest)))


def _prepare(dest: Path) -> None:
    """The folder made empty of the files a site of this command left in it."""
    _check(dest)
    mark = dest / MARK
    if mark.is_file():
        listed = [n for n in json.loads(mark.read_text(encoding="utf-8")).get("files", [])
                  if isinstance(n, str) and not Path(n).is_absolute() and ".." not in Path(n).parts]
        for name in listed:
            (dest / name).unlink(missing_ok=True)
        folders = {parent for n in listed for parent in (dest / n).parents if dest in parent.parents}
        for folder in sorted(folders, key=lambda p: -len(p.parts)):
            if folder != dest and folder.is_dir() and not any(folder.iterdir()):
                folder.rmdir()
        mark.unlink()
    dest.mkdir(parents=True, exist_ok=True)


def build(dest: Path, cache: Path | None = None) -> Report:
    """Write the site into ``dest``; what it holds, part by part."""
    from ..games import built_in
    from . import icons, npm, site, stdlib, wheels

    _check(dest)
    runtime = npm.runtime(cache)
    with tempfile.TemporaryDirectory(prefix="referee-bundle-") as work:
        built = wheels.all_wheels(Path(work))
    files: dict[str, tuple[str, bytes]] = {}   # site file -> (part, bytes)
    for path in runtime.files():
        if path.suffix == ".zip":
            files[f"pyodide/{path.name}"] = ("stdlib", stdlib.trimmed(path.read_bytes()))
        else:
            files[f"pyodide/{path.name}"] = ("runtime", path.read_bytes())
    for wheel in built:
        files[f"wheels/{wheel.filename}"] = ("wheels", wheel.data)
    from ..web import STATIC as PAGE_STATIC

    for path in sorted(PAGE_STATIC.iterdir()):
        if path.is_file() and path.name != "api.js":
            files[f"static/{path.name}"] = ("pages", path.read_bytes())
    for name, data in site.game_files(list(built_in())).items():
        files[name] = ("pages", data)
    files["static/api.js"] = ("pages", _templated("api.js", site.api_facts()))
    files["referee.js"] = ("pages", (STATIC / "referee.js").read_bytes())
    files["site.css"] = ("pages", site.SITE_CSS.encode("utf-8"))
    for name, data in icons.icons().items():
        files[f"icons/{name}"] = ("pages", data)
    for name, html in site.render_pages(list(built_in())).items():
        files[name] = ("pages", html.encode("utf-8"))
    from ..i18n import LANGS

    for lang in LANGS:
        files[f"{lang}/manifest.webmanifest"] = ("pages", site.manifest(lang).encode("utf-8"))
    files["index.html"] = ("pages", site.front_door().encode("utf-8"))
    files["engine.js"] = ("pages", _templated("engine.js", {
        "pyodide": runtime.version, "lock": runtime.lock_info, "wheels": [w.filename for w in built]}))
    # the cache names: the runtime's version, and the hash of every other file (the wheels among them)
    digest = hashlib.sha256()
    for name in sorted(files):
        if not name.startswith("pyodide/"):
            digest.update(name.encode("utf-8") + b"\0" + hashlib.sha256(files[name][1]).digest())
    caches = (f"referee-runtime-pyodide-{runtime.version}", f"referee-site-{digest.hexdigest()[:16]}")
    files["sw.js"] = ("pages", _templated("sw.js", {
        "runtime": {"name": caches[0], "files": sorted(n for n in files if n.startswith("pyodide/"))},
        "site": {"name": caches[1], "files": sorted(n for n in files if not n.startswith("pyodide/"))}}))
    _prepare(dest)
    report = Report(dest, runtime.version, dict.fromkeys(PARTS, 0), dict.fromkeys(PARTS, 0), caches=caches)
    for name, (part, data) in sorted(files.items()):
        target = dest / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        report.sizes[part] += len(data)
        report.counts[part] += 1
        if part == "wheels":
            report.wheels[name.split("/", 1)[1]] = len(data)
    (dest / MARK).write_text(json.dumps({"files": sorted(files), "caches": list(caches)}, indent=1) + "\n",
                             encoding="utf-8")
    return report
