"""``referee bundle DIR``: the referee as a static site that works offline, on a phone.

The site runs the referee's own Python in the browser: Pyodide (CPython compiled to WebAssembly,
from npm, its version pinned in ``package.json`` and locked in ``package-lock.json``), the
referee's wheel and pure-Python wheels of what it imports (``wheels``), the server's pages
rendered once per language (``site``), and a service worker that keeps it all (``static/sw.js``).
Nothing is fetched from anywhere at run time; building it needs npm once (``npm``).

The layout of ``DIR``::

    index.html                  the front door: the reader's language
    <lang>/index.html           the server's pages, per language (links: ``links``)
    <lang>/dispute/<game>.html, <lang>/rules/<game>.html, <lang>/search.html
    <lang>/manifest.webmanifest the web app, per language
    static/                     the pages' scripts and styles (``api.js``: the engine's answers)
    referee.js, engine.js, sw.js, site.css, icons/
    pyodide/                    the runtime
    wheels/                     the referee and its dependencies

Imported only by the ``bundle`` command (``command.py``, light; the work is in ``build.py``).
"""
