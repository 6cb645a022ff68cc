"""The pages of the offline site: the server's own pages, rendered once per language when the site is built.

Each page is asked of the real app (``checker.web.create_app``) the way a browser asks the server,
so the site has whatever the server's pages have, however they are made. Then, per page:

- its links point at the site's files (``links``);
- its head gets the web app manifest of its language, the icon, and ``referee.js`` before the
  page's own scripts (the engine and the service worker);
- its ``<main>`` begins with the status line (loading, ready, working offline), translated;
- a dispute page gets the game's example positions (``static/examples-GAME.js``), which the server
  picks per request (``?example=``);
- the search page gets the text it shows when nothing is found, which the server writes per request.

The game's own files (``Game.page_parts()``: its scripts and styles) are the server's
``/static/games/GAME/``. The page's answer interface (``static/api.js``) is the only file of
``checker/web`` the site replaces.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from .. import i18n
from ..i18n import N_, Translator
from .links import rewrite

#: the status line's texts, by state (``referee.js`` shows the one that holds)
STATUS = {
    # TRANSLATORS: the offline site's status line, above each page, while the engine loads in the browser
    "loading": N_("Loading the referee…"),
    # TRANSLATORS: the offline site's status line once the engine is loaded (the site is kept on the phone)
    "ready": N_("The referee runs on this device: it works without a network too."),
    # TRANSLATORS: the offline site's status line when the phone has no network
    "offline": N_("Working offline: the referee runs on this device."),
    # TRANSLATORS: the offline site's status line when the engine cannot start (an old browser)
    "failed": N_("The referee could not be started in this browser."),
}
THEME = "#23395d"
#: the search page's line when no rule matches (the server's own text: ``checker/web/pages.py``, ``search_page``)
NOTHING_FOUND = N_("No rule matches %(query)s.")


def page_files(games: list[str]) -> Iterator[tuple[str, str, str, str]]:
    """(server path, language, site file, kind) of every page the site holds."""
    for lang in i18n.LANGS:
        yield "/", lang, f"{lang}/index.html", "home"
        yield "/search", lang, f"{lang}/search.html", "search"
        for game in games:
            yield f"/rules/{game}", lang, f"{lang}/rules/{game}.html", f"rules/{game}"
            yield f"/dispute/{game}", lang, f"{lang}/dispute/{game}.html", f"dispute/{game}"


def ask(app: Any, paths: list[tuple[str, str]]) -> list[tuple[int, str]]:
    """GET each (path, query string) of the ASGI ``app``, as a browser on this computer would:
    the status and the page."""
    import anyio

    async def one(path: str, query: str) -> tuple[int, str]:
        scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET",
                 "scheme": "http", "path": path, "raw_path": path.encode("ascii"), "root_path": "",
                 "query_string": query.encode("ascii"), "client": ("127.0.0.1", 50000),
                 "server": ("127.0.0.1", 80), "headers": [(b"host", b"localhost"), (b"accept", b"text/html")]}
        status, body = 0, bytearray()

        async def receive() -> dict[str, Any]:
            return {"type": "http.request", "body": b"", "more_body": False}

        async def send(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            elif message["type"] == "http.response.body":
                body.extend(message.get("body", b""))

        await app(scope, receive, send)
        return status, body.decode("utf-8")

    async def every() -> list[tuple[int, str]]:
        return [await one(path, query) for path, query in paths]

    return anyio.run(every)


def render_pages(games: list[str]) -> dict[str, str]:
    """Every page of the site, by file, finished for the site (``finish``)."""
    from ..examples import positions
    from ..web import create_app

    app = create_app()
    wanted = list(page_files(games))
    answers = ask(app, [(path, f"lang={lang}") for path, lang, _file, _kind in wanted])
    out = {}
    for (path, lang, file, kind), (status, html) in zip(wanted, answers, strict=True):
        if status != 200:
            raise RuntimeError(f"the server answered {status} for {path}?lang={lang}")
        out[file] = finish(html, lang, file, kind)
    for game in games:
        out[f"static/examples-{game}.js"] = examples_script(positions(game))
    return out


def game_files(games: list[str]) -> dict[str, bytes]:
    """Each game's own static files (its page parts), where the server serves them: ``static/games/GAME/``."""
    from ..games import get

    out = {}
    for game in games:
        folder = get(game).page_parts().static
        if folder is not None and folder.is_dir():
            for path in sorted(folder.rglob("*")):
                if path.is_file():
                    out[f"static/games/{game}/{path.relative_to(folder).as_posix()}"] = path.read_bytes()
    return out


def api_facts() -> dict[str, Any]:
    """What the site's ``static/api.js`` is written with: the languages, and the status the server's API
    answers each kind of error with (``checker.web.api.STATUS``)."""
    from ..verdict import ERROR_KINDS
    from ..web.api import STATUS

    return {"langs": list(i18n.LANGS), "status": {ERROR_KINDS[cls]: status for cls, status in STATUS.items()}}


def examples_script(examples: dict[str, Any]) -> str:
    """A game's example positions, by name, for the dispute page's ``?example=`` (``static/api.js``)."""
    data = json.dumps(examples, ensure_ascii=False, separators=(",", ":"))
    return "/* The example positions of a game, by name (written by referee bundle). */\n" + \
        f"window.siteExamples = {data};\n"


def _up(file: str) -> str:
    """The way from a site file's folder back to the site's root (``../../``)."""
    return "../" * file.count("/")


def finish(html: str, lang: str, file: str, kind: str) -> str:
    """A page of the server as a page of the site (see the module's docstring)."""
    from html import escape

    tr = i18n.translator(lang)
    up = _up(file)
    html = rewrite(html, lang, file)
    head = (f'<meta name="referee-page" content="{kind}">\n<meta name="theme-color" content="{THEME}">\n'
            f'<link rel="manifest" href="{up}{lang}/manifest.webmanifest">\n'
            f'<link rel="icon" href="{up}icons/icon.svg" type="image/svg+xml">\n'
            f'<link rel="apple-touch-icon" href="{up}icons/icon-192.png">\n'
            f'<link rel="stylesheet" href="{up}site.css">\n'
            f'<script src="{up}referee.js" defer></script>\n')
    html = html.replace('<link rel="icon" href="data:,">\n', "", 1)
    first_script = html.find("<script", 0, html.find("</head>"))
    at = first_script if first_script >= 0 else html.find("</head>")
    html = html[:at] + head + html[at:]
    html = html.replace("<main>", "<main>\n" + status_line(tr), 1)
    if kind == "search":
        nothing = escape(tr.gettext(NOTHING_FOUND), quote=True)
        html = html.replace('<ul class="hits">', f'<ul class="hits" data-nothing="{nothing}">', 1)
    if kind.startswith("dispute/"):  # the game's examples, before the page's answers (static/api.js)
        game = kind.split("/", 1)[1]
        html = html.replace(f'<script src="{up}static/api.js"', f'<script src="{up}static/examples-{game}.js" defer>'
                            f'</script><script src="{up}static/api.js"', 1)
    return html


def status_line(tr: Translator) -> str:
    from html import escape

    texts = " ".join(f'data-{key}="{escape(tr.gettext(msgid), quote=True)}"' for key, msgid in STATUS.items())
    return f'<p id="referee-status" class="referee-status" role="status" {texts}></p>\n'


def manifest(lang: str) -> str:
    """The web app manifest of a language: the app opens on that language's home page."""
    from ..web.texts import TEXTS

    tr = i18n.translator(lang)
    data = {
        "name": tr.gettext(TEXTS["title"]), "short_name": tr.gettext(TEXTS["title"]),
        "description": tr.gettext(TEXTS["tagline"]), "lang": lang, "dir": "ltr",
        "id": "../", "start_url": "./index.html", "scope": "../", "display": "standalone",
        "background_color": "#fafaf7", "theme_color": THEME,
        "icons": [{"src": "../icons/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any maskable"},
                  {"src": "../icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any maskable"},
                  {"src": "../icons/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def front_door() -> str:
    """The site's ``index.html``: the reader's language is chosen (``referee.js``), or tapped."""
    from html import escape

    from ..render import language_name
    from ..web.texts import TEXTS

    links = "".join(f'<li><a href="{lang}/index.html" hreflang="{lang}" lang="{lang}">'
                    f'{escape(language_name(lang, i18n.translator(lang)))}</a></li>' for lang in i18n.LANGS)
    title = escape(i18n.translator(i18n.DEFAULT).gettext(TEXTS["title"]))
    return f"""<!doctype html>
<html lang="{i18n.DEFAULT}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<meta name="theme-color" content="{THEME}">
<link rel="manifest" href="{i18n.DEFAULT}/manifest.webmanifest">
<link rel="icon" href="icons/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="static/style.css">
<script src="referee.js" data-choose-language defer></script>
</head>
<body>
<main>
<h1>{title}</h1>
<ul class="games">{links}</ul>
</main>
</body>
</html>
"""


SITE_CSS = """/* The offline site's own: the status line above each page. */
.referee-status { margin: 4px 0 8px; font-size: 15px; color: #44505f; min-height: 1.4em; }
.referee-status:empty { display: none; }
.referee-status[data-state=failed] { color: #9b1c1c; font-weight: 600; }
"""
