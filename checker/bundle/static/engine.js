/* The engine of the offline site, in a worker of its own: Pyodide (the CPython of the npm package
 * `pyodide`, served from this site), the referee's wheels unpacked into its site-packages, and the
 * referee's module for the browser (checker/bundle/engine.py) imported once. Each message
 * {id, fn, args} calls that module's function and answers {id, result} or {id, error}.
 */
import { loadPyodide } from "./pyodide/pyodide.mjs";

/* written when the site is built: the Pyodide version, its lock's info, the wheels */
const SITE = JSON.parse("{}" /* SITE */);
const here = new URL("./", import.meta.url);

async function boot() {
  const started = performance.now();
  const wheels = SITE.wheels.map(async (name) => {
    const response = await fetch(new URL("wheels/" + name, here));
    if (!response.ok) throw new Error("wheels/" + name + ": " + response.status);
    return new Uint8Array(await response.arrayBuffer());
  });
  const runtime = new URL("pyodide/", here).href;
  const py = await loadPyodide({
    indexURL: runtime, packageBaseUrl: runtime, lockFileContents: { info: SITE.lock, packages: {} },
    stdout: () => {}, stderr: (line) => console.warn(line)
  });
  const loaded = performance.now();
  const sitePackages = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
  for (const data of await Promise.all(wheels)) py.unpackArchive(data, "wheel", { extractDir: sitePackages });
  const unpacked = performance.now();
  const engine = py.pyimport("checker.bundle.engine");
  engine.warm();
  const imported = performance.now();
  return {
    engine,
    timings: { runtime: loaded - started, wheels: unpacked - loaded, engine: imported - unpacked, pyodide: SITE.pyodide }
  };
}

const booted = boot();
booted.then((b) => postMessage({ ready: b.timings }),
  (err) => postMessage({ failed: String((err && err.message) || err) }));

onmessage = async (ev) => {
  const { id, fn, args } = ev.data;
  try {
    const { engine } = await booted;
    postMessage({ id, result: engine[fn](...args) });
  } catch (err) {
    postMessage({ id, error: String((err && err.message) || err) });
  }
};
