"""The referee in the browser: what the offline site's scripts call, in Pyodide.

Two kinds of answers, each from the functions that give them outside the browser:

- **For scripts** (``window.referee``): ``check`` and ``moves`` return the very text that
  ``referee check --json`` and ``referee moves --json`` print, from the functions those commands
  call. The position is written to a file named ``position`` and read as the command line reads a
  file, so that its errors name it the same way (``position, line 3: ...``).
- **For the dispute page** (``page``): the answers of the server's API and of its verdict fragment,
  from the server's own functions (``checker.web``), with their HTTP status; the rule links of a
  verdict point at the site's files (``links``).

Every function takes and returns text (JSON), which crosses to JavaScript at no cost.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Sequence
from typing import Any

from .. import i18n
from ..i18n import N_, Msg, Translator
from ..verdict import MoveError, RefereeError, UsageError

#: the name the position goes by in errors, as a file goes by the path it was given as
POSITION = "position"
#: the most moves listed, as ``referee moves`` lists without ``--limit``
MOVES_LIMIT = 500
_folder: list[str] = []


def warm() -> None:
    """Import what every check and list of moves needs, once, while the page waits for the engine anyway."""
    from .. import answer, inputs, reader, render  # noqa: F401
    from ..games import get

    for game in ("upturn", "dnup", "uptown", "3up3down"):
        get(game)


def _translator(lang: str | None) -> Translator:
    """The reader's language as ``--lang`` names it (an unknown one: English, as the command line falls back)."""
    return i18n.translator(i18n.negotiate(lang or None)[0])


def _position_file(text: str) -> str:
    """``text`` written (as UTF-8) to the file ``position`` of a folder of the engine's own, made the
    working folder, so that the command line's reading of a file reads it."""
    if not _folder:
        _folder.append(tempfile.mkdtemp(prefix="referee-"))
        os.chdir(_folder[0])
    with open(os.path.join(_folder[0], POSITION), "wb") as fh:
        fh.write(text.encode("utf-8", "surrogatepass"))
    return POSITION


def _printed(work: Callable[[], dict[str, Any]], tr: Translator) -> str:
    """What ``--json`` prints for ``work``: its JSON, or the error's JSON."""
    from ..render import error_dict, json_dumps

    try:
        data = work()
    except RefereeError as err:
        data = error_dict(err, tr)
    return json_dumps(data) + "\n"


def _read(game: str, position: str, house_rules: Sequence[str], tr: Translator) -> tuple[Any, Any]:
    from ..games import get
    from ..inputs import load_file

    g = get(game)
    rules = g.check_house_rules(list(house_rules))
    return g, g.read_position(load_file(_position_file(position)), rules, tr)


def check(game: str, position: str, move: str | None, lang: str | None = None,
          house_rules: Sequence[str] = ()) -> str:
    """``referee check GAME position MOVE --json [--lang LANG] [--house-rule ...]``, as printed."""
    from ..answer import answer_said
    from ..render import verdict_dict

    tr = _translator(lang)

    def work() -> dict[str, Any]:
        g, pos = _read(game, position, house_rules, tr)
        if move is None:
            raise UsageError(Msg(N_("No move given: add it after the position, or use --move-file.")))
        text = move.strip()
        if not text:
            raise MoveError(Msg(N_("The move is empty.")))
        return verdict_dict(answer_said(g, pos, g.read(text, pos, tr), tr), tr)

    return _printed(work, tr)


def moves(game: str, position: str, lang: str | None = None, house_rules: Sequence[str] = ()) -> str:
    """``referee moves GAME position --json [--lang LANG] [--house-rule ...]``, as printed."""
    from ..render import moves_dict

    tr = _translator(lang)

    def work() -> dict[str, Any]:
        g, pos = _read(game, position, house_rules, tr)
        options = g.legal_moves(pos, expand=False, limit=MOVES_LIMIT + 1)
        listed = options[:MOVES_LIMIT]
        shown = [g.show_text(o.text, pos, tr) for o in listed]
        return moves_dict(listed, shown, g.id, tr, len(options) > MOVES_LIMIT)

    return _printed(work, tr)


# -- the dispute page's answers: the server's, worked out here ----------------------------------------

def page(kind: str, game: str, body: str, lang: str) -> str:
    """The answer the server gives the dispute page for ``kind`` (``verdict``, ``moves``, ``position``,
    ``yaml``), as ``{"status": ..., "data": ...}`` (``html`` for a verdict, ``text`` for YAML).
    ``lang``: the page's language, for a body that names none (the server takes its request's)."""
    from ..web import api, pages

    tr = api.translator(lang if lang in i18n.LANGS else i18n.DEFAULT)
    if kind == "warm":  # imported above, while the reader builds the position
        return json.dumps({"status": 200})
    if kind == "verdict":
        return json.dumps(_verdict(game, body, tr, lang), ensure_ascii=False)
    if kind == "link":
        return json.dumps(_link(game, body, tr, lang), ensure_ascii=False)
    try:
        data = api.parse_json_body(body.encode("utf-8", "surrogatepass"))
        tr = _body_lang(data, tr)
        if kind == "yaml":  # the position file to download (``GET /dispute/GAME/position.yaml``)
            return json.dumps({"status": 200, "text": pages.dump_yaml(data.get("position"))}, ensure_ascii=False)
        fields = api.check_fields(data, kind)
        g = _game(game)
        if g is None:
            return json.dumps({"status": 404, "data": api.error_dict(UsageError(Msg(api.TEXTS["not_found"])), tr)},
                              ensure_ascii=False)
        work = {"moves": api.do_moves, "position": api.do_position, "check": api.do_check}[kind]
        answer, status = work(g, fields, tr)
        return json.dumps({"status": status, "data": answer}, ensure_ascii=False)
    except RefereeError as err:
        response = api.error_response(err, tr)
        return json.dumps({"status": response.status_code, "data": json.loads(bytes(response.body))},
                          ensure_ascii=False)


def _body_lang(data: Any, tr: Translator) -> Translator:
    """The language a request body names (``lang``), else ``tr``'s."""
    from ..web import api

    if isinstance(data, dict) and isinstance(data.get("lang"), str) and data["lang"].strip():
        return api.translator(api.lang_named(data["lang"].strip()[:100]))
    return tr


def _game(name: str) -> Any:
    from ..games import get

    try:
        return get(name)
    except UsageError:
        return None


def _verdict(game: str, body: str, tr: Translator, lang: str) -> dict[str, Any]:
    """The verdict fragment (``POST /dispute/GAME/verdict``), its links made the site's."""
    from ..render import error_dict
    from ..web import api, pages
    from .links import rewrite

    try:
        data = api.parse_json_body(body.encode("utf-8", "surrogatepass"))
        tr = _body_lang(data, tr)
        g = _game(game)
        if g is None:
            raise UsageError(Msg(api.TEXTS["not_found"]))
        html, status = pages.judge(g, data if isinstance(data, dict) else {}, tr)
    except RefereeError as err:
        html, status = pages.error_html(error_dict(err, tr), tr), 400
    return {"status": status, "html": rewrite(html, tr.lang, f"{lang}/dispute/{game}.html")}


def _link(game: str, body: str, tr: Translator, lang: str) -> dict[str, Any]:
    """What the server shows for a share link whose position cannot be read (``?p=``): the error."""
    from ..render import error_dict
    from ..web import pages
    from .links import rewrite

    try:
        pages.decode_position(str(json.loads(body).get("p", "")))
        return {"status": 200, "html": ""}
    except RefereeError as err:
        html = pages.error_html(error_dict(err, tr), tr)
        return {"status": 400, "html": rewrite(html, tr.lang, f"{lang}/dispute/{game}.html")}


def search(query: str, lang: str) -> str:
    """The search page's results for ``query`` (``GET /search?q=``), its ``<main>`` as HTML with
    the site's links."""
    return _main("/search", {"q": query, "lang": lang}, lang, f"{lang}/search.html")


def rules(game: str, compare: str, lang: str) -> str:
    """The rules of ``game`` beside another language (``GET /rules/GAME?compare=``), its ``<main>``."""
    return _main(f"/rules/{game}", {"compare": compare, "lang": lang}, lang, f"{lang}/rules/{game}.html",
                 {"game": game})


def _main(path: str, params: dict[str, str], lang: str, page_file: str, path_params: dict | None = None) -> str:
    from urllib.parse import urlencode

    from starlette.requests import Request

    from ..web import pages
    from .links import rewrite

    scope = {"type": "http", "method": "GET", "scheme": "http", "path": path, "root_path": "",
             "query_string": urlencode(params).encode("ascii"), "headers": [(b"host", b"localhost")],
             "server": ("localhost", 80), "path_params": path_params or {}}
    request = Request(scope)
    build = pages.search_page if path == "/search" else pages.rules_page
    html = bytes(build(request).body).decode("utf-8")
    start, end = html.find("<main>"), html.rfind("</main>")
    return rewrite(html[start + len("<main>"):end], lang, page_file)
