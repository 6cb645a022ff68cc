"""Where each of the server's pages is in the static site, and the pages' links rewritten to match.

The server answers ``/dispute/upturn?lang=nl&p=...``; a static host can only serve files, so the
language goes into the path: ``nl/dispute/upturn.html?p=...``. Every link is made relative to the
page that holds it, so that the site works from any folder of any host (a project's pages on a
shared host live below a path of their own). The same mapping is written once more in JavaScript,
in the site's ``static/api.js`` (``link``), for the links the page's own script builds.

Imported both when the site is built and by the engine in the browser (``engine.py``, for the rule
links of a verdict): nothing heavy here.
"""

from __future__ import annotations

import posixpath
import re
from html import escape, unescape
from urllib.parse import parse_qsl, urlencode, urlsplit

from ..i18n import DEFAULT, LANGS

#: the pages the site holds, as server paths (``{game}``: every game)
PAGE_PATHS = ("/", "/search", "/rules/{game}", "/dispute/{game}")
_ATTRIBUTE = re.compile(r'\b(href|src|action)="(/[^"]*)"')


def site_path(path: str, lang: str) -> str | None:
    """The file of the site (from its root, no leading slash) for a server path in a language;
    ``None`` for a path the site has no file for."""
    parts = [p for p in path.split("/") if p]
    if not parts:
        return f"{lang}/index.html"
    if parts == ["search"]:
        return f"{lang}/search.html"
    if len(parts) == 2 and parts[0] in ("rules", "dispute"):
        return f"{lang}/{parts[0]}/{parts[1]}.html"
    if len(parts) == 3 and parts[0] == "dispute" and parts[2] == "position.yaml":
        return f"{lang}/dispute/{parts[1]}/position.yaml"  # made in the browser (``api.js``)
    if parts[0] == "static":
        return "/".join(parts)
    return None


def site_url(url: str, page_lang: str, page_file: str) -> str:
    """A server URL (``/rules/upturn?lang=nl#id``) as the site's URL relative to ``page_file``
    (a file of the site, such as ``nl/dispute/upturn.html``); unchanged if the site has no file
    for it."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    lang = next((v for k, v in query if k == "lang" and v in LANGS), page_lang if page_lang in LANGS else DEFAULT)
    target = site_path(parts.path, lang)
    if target is None:
        return url
    rest = [(k, v) for k, v in query if k != "lang"]
    relative = posixpath.relpath(target, posixpath.dirname(page_file) or ".")
    return relative + (f"?{urlencode(rest)}" if rest else "") + (f"#{parts.fragment}" if parts.fragment else "")


def rewrite(html: str, page_lang: str, page_file: str) -> str:
    """Every ``href``, ``src`` and ``action`` of ``html`` that names a server path, as the site's."""

    def one(match: re.Match[str]) -> str:
        value = site_url(unescape(match.group(2)), page_lang, page_file)
        return f'{match.group(1)}="{escape(value, quote=True)}"'

    return _ATTRIBUTE.sub(one, html)
