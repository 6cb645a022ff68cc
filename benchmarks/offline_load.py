"""The offline site (``referee bundle``): its size per part, and how long the engine takes to start.

Builds the site (or takes ``--site DIR``, built before), serves it on 127.0.0.1 with Python's
static server and opens it in headless Chromium (Debian's chromium and chromium-driver), a fresh
profile per round:

- **first load**: the dispute page opened for the first time, until ``window.referee.ready``
  (the service worker installs and keeps the site, then the engine loads from what it keeps);
- **offline load**: the server stopped and the browser taken off the network, the page reloaded,
  until ``ready`` again;
- the first ``check`` after that, and one more.

Each figure is the median of the rounds, from the page's navigation to the moment ``ready``
resolved (``performance.now()`` in the page), with the engine's own parts beside it (the runtime,
unpacking the wheels, importing the referee). Side by side in the same run, the references: the
same engine loaded by Node (the same Pyodide and wheels, no browser and no service worker) and
the command line answering the same check in a process of its own.

    python benchmarks/offline_load.py [--rounds 3] [--site DIR] [--cache DIR]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
POSITION = ROOT / "examples" / "upturn" / "ascending-row.yaml"
MOVE, LANG = "play 45", "nl"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--window-size=390,844",
         "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
READY = """const done = arguments[arguments.length - 1];
window.referee.ready.then((t) => done(Object.assign({page: performance.now()}, t)),
  (e) => done({failed: String(e)}));"""
CHECK = """const done = arguments[arguments.length - 1], started = performance.now();
window.referee.check(...arguments[0]).then(() => done(performance.now() - started));"""
KEPT = """const [names, done] = [arguments[0], arguments[arguments.length - 1]];
caches.keys().then((have) => done(!!navigator.serviceWorker.controller && names.every((n) => have.includes(n))));"""


def build(site: Path | None, cache: Path | None, work: Path) -> tuple[Path, dict]:
    folder = site or work / "site"
    done = subprocess.run([sys.executable, "-m", "checker", "bundle", str(folder), "--json",
                           *(["--cache", str(cache)] if cache else [])], cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(done.stderr)
    return folder, json.loads(done.stdout)


class Server:
    def __init__(self, folder: Path) -> None:
        class Quiet(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def browser_round(folder: Path, caches: list[str]) -> dict[str, float]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.support.ui import WebDriverWait

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in FLAGS:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="referee-bench-")
    options.add_argument(f"--user-data-dir={profile}")
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
                              options=options)
    driver.set_script_timeout(300)
    server = Server(folder)
    text = POSITION.read_text(encoding="utf-8")
    try:
        driver.get(f"{server.url}{LANG}/dispute/upturn.html")
        first = driver.execute_async_script(READY)
        WebDriverWait(driver, 300).until(lambda d: d.execute_async_script(KEPT, caches))
        server.stop()
        driver.set_network_conditions(offline=True, latency=0, download_throughput=0, upload_throughput=0)
        driver.refresh()
        offline = driver.execute_async_script(READY)
        first_check = driver.execute_async_script(CHECK, ["upturn", text, MOVE, LANG])
        again = driver.execute_async_script(CHECK, ["upturn", text, MOVE, LANG])
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
    for loaded in (first, offline):
        if "failed" in loaded:
            sys.exit(f"the engine did not load: {loaded['failed']}")
    return {"first": first["page"], "offline": offline["page"], "offline_runtime": offline["runtime"],
            "offline_wheels": offline["wheels"], "offline_engine": offline["engine"], "check": first_check,
            "check_again": again}


NODE = """import { loadPyodide } from "%(site)s/pyodide/pyodide.mjs";
import fs from "fs";
const site = %(facts)s, started = performance.now();
const py = await loadPyodide({ indexURL: "%(site)s/pyodide/", lockFileContents: { info: site.lock, packages: {} } });
const loaded = performance.now();
const where = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const w of site.wheels) {
  py.unpackArchive(new Uint8Array(fs.readFileSync("%(site)s/wheels/" + w)), "wheel", { extractDir: where });
}
const engine = py.pyimport("checker.bundle.engine"); engine.warm();
const ready = performance.now();
engine.check("upturn", fs.readFileSync(%(position)s, "utf8"), %(move)s, %(lang)s, []);
console.log(JSON.stringify({ ready: ready - started, runtime: loaded - started, check: performance.now() - ready }));
"""


def node_round(folder: Path) -> dict[str, float]:
    import re

    engine_js = (folder / "engine.js").read_text(encoding="utf-8")
    literal = re.search(r'JSON\.parse\(("(?:[^"\\]|\\.)*")\)', engine_js)
    assert literal is not None, "engine.js holds no facts"
    facts = json.loads(literal.group(1))  # the JSON text of the site's facts
    with tempfile.TemporaryDirectory(prefix="referee-bench-") as work:
        script = Path(work) / "load.mjs"
        script.write_text(NODE % {"site": folder, "facts": facts, "position": json.dumps(str(POSITION)),
                                  "move": json.dumps(MOVE), "lang": json.dumps(LANG)}, encoding="utf-8")
        done = subprocess.run(["node", str(script)], capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def cli_round() -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "checker", "check", "upturn", str(POSITION), MOVE, "--json", "--lang", LANG],
                   cwd=ROOT, capture_output=True, check=False)
    return (time.perf_counter() - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--site", type=Path, help="a folder to build the site into (kept), else a temporary one")
    parser.add_argument("--cache", type=Path, help="the npm cache of referee bundle (default: the user's)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="referee-bench-") as work:
        folder, report = build(args.site, args.cache, Path(work))
        total = report["bytes"]
        print(f"site: {total / 1e6:.2f} MB ({total / 2**20:.2f} MiB) in "
              f"{sum(p['files'] for p in report['parts'].values())} files, Pyodide {report['pyodide']}")
        for part, facts in report["parts"].items():
            print(f"  {part:<8} {facts['bytes'] / 1e6:6.2f} MB  {100 * facts['bytes'] / total:5.1f} %  "
                  f"{facts['files']:3d} files")
        for name, size in sorted(report["wheels"].items(), key=lambda kv: -kv[1]):
            print(f"    {name:<45} {size / 1e6:6.3f} MB")
        rounds = [browser_round(folder, report["caches"]) for _ in range(args.rounds)]
        nodes = [node_round(folder) for _ in range(args.rounds)]
        clis = [cli_round() for _ in range(args.rounds)]

    def med(key: str, of: list[dict[str, float]] = rounds) -> float:
        return statistics.median(r[key] for r in of)

    print(f"\nheadless Chromium, median of {args.rounds} rounds (ms, from the page's navigation):")
    print(f"  first load until ready     {med('first'):8.0f}   (the service worker keeps the site first)")
    print(f"  offline load until ready   {med('offline'):8.0f}   (runtime {med('offline_runtime'):.0f}, "
          f"wheels {med('offline_wheels'):.0f}, import {med('offline_engine'):.0f})")
    print(f"  first check after ready    {med('check'):8.0f}")
    print(f"  another check              {med('check_again'):8.0f}")
    print("references, same run:")
    print(f"  Node, the same engine: ready {med('ready', nodes):8.0f}   (runtime {med('runtime', nodes):.0f}), "
          f"first check {med('check', nodes):.0f}")
    print(f"  the command line, a process of its own, the same check: {statistics.median(clis):8.0f}")


if __name__ == "__main__":
    main()
