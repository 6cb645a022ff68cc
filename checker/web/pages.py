"""The pages: server-rendered HTML, a little plain JavaScript (``static/``).

Every page reads without JavaScript: the rules, the search, and a dispute
(its position as YAML in a form, or opened from a share link, which the
server judges itself). With JavaScript, the dispute page builds the position
by tapping (``static/dispute.js`` and one script per game) from the game's
JSON Schema, which the page carries.

The language comes from ``?lang=``, else ``Accept-Language``; every link
keeps it. Texts come from the catalogs (``texts.py`` and the CLI's own).
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Awaitable, Callable
from html import escape
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, urlencode

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response

from .. import i18n
from ..i18n import N_, Msg, Translator
from ..inputs import MAX_BYTES
from ..safetext import printable
from ..verdict import InputError, MoveError, PositionError, RefereeError, UsageError
from . import api
from .texts import TEXTS, fields, translated, values
from .work import Budget, offload

if TYPE_CHECKING:
    from starlette.routing import BaseRoute

#: the verdict JSON's lists, and their headings; a key not listed here is shown under its own name
HEADINGS = {
    "reasons": N_("Broken rules"),
    "missing": N_("Missing facts"),
    "effects": N_("Effects"),
    "notes": N_("Rulings relied on"),
    "choices": TEXTS["choices"],
    "completions": TEXTS["completions"],
    "instead": TEXTS["instead"],
}
#: verdict keys shown in the heading rather than as a list
_HEAD_KEYS = ("game", "move", "text", "locale", "verdict", "said", "read_as", "readings", "texts")
ERROR_HEADINGS = {cls.__name__: cls.heading for cls in (UsageError, InputError, PositionError, MoveError)}
GAME_SCRIPTS = {"upturn": "upturn.js", "dnup": "dnup.js", "uptown": "uptown.js", "3up3down": "threeup.js"}


def e(value: Any) -> str:
    return escape(str(value), quote=True)


def shown(value: Any) -> str:
    """A text of a verdict or an error (its messages hold values from the input), for display only:
    escaped for HTML, with its control and bidi control characters shown escaped (``safetext``; the
    browser's own bidi algorithm places right-to-left names). Never for a form's value."""
    return escape(printable(str(value), isolate=False), quote=True)


def lang_of(request: Request) -> str:
    return api.request_lang(request)


def url(path: str, lang: str, **params: Any) -> str:
    query = {k: v for k, v in params.items() if v not in (None, "")}
    query["lang"] = lang
    return f"{path}?{urlencode(query)}"


def layout(request: Request, tr: Translator, title: str, body: str, scripts: list[str] | None = None,
           status: int = 200) -> HTMLResponse:
    t = translated(tr)
    params = {k: v for k, v in request.query_params.items() if k != "lang"}
    current = ' aria-current="true"'
    switch = "".join(
        f'<a href="{e(url(request.url.path, code, **params))}" hreflang="{code}" lang="{code}"'
        f'{current if code == tr.lang else ""}>{code}</a>'
        for code in i18n.LANGS)
    script_tags = "".join(f'<script src="/static/{e(s)}" defer></script>' for s in scripts or [])
    html = f"""<!doctype html>
<html lang="{tr.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{e(title)} · {e(t["title"])}</title>
<link rel="stylesheet" href="/static/style.css">
<link rel="icon" href="data:,">
{script_tags}
</head>
<body>
<header>
<a class="home" href="{e(url("/", tr.lang))}">{e(t["title"])}</a>
<nav aria-label="{e(t["language"])}" class="langs">{switch}</nav>
</header>
<main>
{body}
</main>
</body>
</html>
"""
    return HTMLResponse(html, status_code=status, headers={"Content-Language": tr.lang})


def search_form(tr: Translator, query: str = "") -> str:
    t = translated(tr)
    return (f'<form class="search" action="/search" method="get" role="search">'
            f'<input type="hidden" name="lang" value="{tr.lang}">'
            f'<input type="search" name="q" value="{e(query)}" aria-label="{e(t["search_rules"])}" '
            f'placeholder="{e(t["search_rules"])}">'
            f'<button type="submit">{e(t["search"])}</button></form>')


# -- home, rules, search ------------------------------------------------------------

def home(request: Request) -> Response:
    from .. import rulebook

    tr = api.translator(lang_of(request))
    t = translated(tr)
    items = []
    for book in rulebook.every_book()[0]:  # a plug-in that cannot be loaded is left out
        game = book.game
        items.append(f'<li class="game"><h2>{e(book.name)}</h2><p>{e(book.summary(tr))}</p>'
                     f'<p class="actions"><a class="button" href="{e(url(f"/dispute/{game}", tr.lang))}">'
                     f'{e(t["dispute"])}</a> <a class="button secondary" '
                     f'href="{e(url(f"/rules/{game}", tr.lang))}">{e(t["rules"])}</a></p></li>')
    body = (f'<h1>{e(t["title"])}</h1><p>{e(t["tagline"])}</p>{search_form(tr)}'
            f'<h2 class="sr">{e(t["games"])}</h2><ul class="games">{"".join(items)}</ul>')
    return layout(request, tr, t["games"], body)


def clause_html(book: Any, clause: Any, tr: Translator) -> str:
    from ..render import KIND_NAMES, LABEL_HOUSE_RULE, LABEL_REASON

    parts = [f'<h3><span class="kind">{e(tr.gettext(KIND_NAMES[clause.kind]))}</span> {e(clause.t_title(tr))}</h3>',
             f'<p>{e(clause.t_text(tr))}</p>']
    if clause.reason:
        parts.append(f'<p class="reason"><b>{e(tr.gettext(LABEL_REASON))}:</b> {e(clause.t_reason(tr))}</p>')
    if clause.house_rule:
        label = e(tr.gettext(LABEL_HOUSE_RULE))
        parts.append(f'<p class="house"><b>{label}:</b> <code>{e(clause.house_rule)}</code></p>')
    return f'<div class="side" lang="{tr.lang}">{"".join(parts)}</div>'


def rules_page(request: Request) -> Response:
    from .. import rulebook
    from ..games import resolve
    from ..render import language_name

    tr = api.translator(lang_of(request))
    t = translated(tr)
    try:
        game = resolve(request.path_params["game"])
        book = rulebook.load(game)
    except UsageError as err:  # an unknown game (404), or one that cannot be loaded (500)
        return error_page(request, tr, err, getattr(err, "http_status", 404))
    other_code = request.query_params.get("compare") or ""
    other = None
    if other_code:
        code, unknown = i18n.negotiate(other_code[:100])
        other = api.translator(code) if not unknown and code != tr.lang else None
    options = "".join(f'<option value="{c}"{" selected" if other and other.lang == c else ""}>'
                      f'{e(language_name(c, tr))}</option>' for c in i18n.LANGS if c != tr.lang)
    form = (f'<form class="compare" action="/rules/{e(game)}" method="get">'
            f'<input type="hidden" name="lang" value="{tr.lang}">'
            f'<label>{e(t["compare"])} <select name="compare"><option value="">{e(t["none"])}</option>{options}'
            f'</select></label> <button type="submit">{e(t["show"])}</button></form>')
    out: list[str] = []
    section = None
    for clause in book.clauses:
        sid = book.section_of(clause)
        if sid != section:
            if section is not None or out:
                out.append("</section>")
            section = sid
            out.append(f'<section><h2>{e(book.section_title(sid, tr) if sid else book.name)}</h2>')
        sides = clause_html(book, clause, tr) + (clause_html(book, clause, other) if other else "")
        out.append(f'<article class="clause{" two" if other else ""}" id="{e(clause.id)}">'
                   f'<a class="rule-id" href="#{e(clause.id)}">{e(clause.id)}</a><div class="sides">{sides}</div>'
                   f'</article>')
    if out:
        out.append("</section>")
    body = (f'<h1>{e(book.name)} · {e(t["rules"])}</h1><p>{e(book.summary(tr))}</p>'
            f'<p class="actions"><a class="button" href="{e(url(f"/dispute/{game}", tr.lang))}">'
            f'{e(t["dispute"])}</a></p>'
            f'{form}{search_form(tr)}{"".join(out)}')
    return layout(request, tr, f"{book.name} · {t['rules']}", body)


def search_page(request: Request) -> Response:
    tr = api.translator(lang_of(request))
    t = translated(tr)
    query = request.query_params.get("q", "")[:500]
    rows = []
    if query.strip():
        for book, clause, text, _matched in api.search_hits(query, None, tr):
            href = url(f"/rules/{book.game}", tr.lang) + f"#{clause.id}"
            rows.append(f'<li><a class="rule-id" href="{e(href)}">{e(clause.id)}</a> '
                        f'<b>{e(clause.t_title(tr))}</b><p>{e(text)}</p></li>')
        if not rows:
            nothing = tr.render(Msg(N_("No rule matches %(query)s."), query=query))
            rows.append(f"<li>{e(nothing)}</li>")
    body = f'<h1>{e(t["search_rules"])}</h1>{search_form(tr, query)}<ul class="hits">{"".join(rows)}</ul>'
    return layout(request, tr, t["search"], body)


# -- verdicts and errors as HTML (generic over their JSON) ------------------------------

def rule_link(game: str, rule: str, lang: str) -> str:
    return f'<a class="rule-id" href="{e(url(f"/rules/{game}", lang))}#{e(rule)}">{e(rule)}</a>'


def item_html(item: Any, game: str, tr: Translator) -> str:
    """One entry of a verdict list: a finding (rule, message, quote, ...), a text, or any other JSON."""
    if isinstance(item, dict) and ("message" in item or "rule" in item):
        parts = []
        if item.get("rule"):
            parts.append(rule_link(game, item["rule"], tr.lang))
        if item.get("message"):
            parts.append(f'<span class="message">{shown(item["message"])}</span>')
        if item.get("quote"):
            parts.append(f'<blockquote>{e(item["quote"])}</blockquote>')
        rest = {k: v for k, v in item.items() if k not in ("rule", "message", "quote", "kind", "values")}
        if rest:
            parts.append(value_html(rest, game, tr))
        return " ".join(parts)
    return value_html(item, game, tr)


def value_html(value: Any, game: str, tr: Translator) -> str:
    if isinstance(value, list):
        return "<ul>" + "".join(f"<li>{item_html(v, game, tr)}</li>" for v in value) + "</ul>"
    if isinstance(value, dict):
        return "<dl>" + "".join(f"<dt>{shown(k)}</dt><dd>{item_html(v, game, tr)}</dd>" for k, v in value.items()) \
            + "</dl>"
    if isinstance(value, bool) or value is None:
        return e(json.dumps(value))
    return shown(value)


def verdict_html(data: dict[str, Any], tr: Translator) -> str:
    """A verdict from its JSON: the outcome, the move, then every non-empty list under its heading
    (so fields the verdict gains later appear without a change here)."""
    from ..render import OUTCOME_NAMES

    game = str(data.get("game", ""))
    outcome = str(data.get("verdict", ""))
    label = tr.gettext(OUTCOME_NAMES[outcome]) if outcome in OUTCOME_NAMES else outcome
    move = data.get("text") or data.get("move") or ""
    out = [f'<div class="verdict {e(outcome)}" data-verdict="{e(outcome)}">',
           f'<p class="outcome">{e(label)}</p><p class="move"><code>{shown(move)}</code></p>']
    out += _said_html(data, tr)
    texts = data.get("texts") or {}
    for key, value in data.items():
        if key in _HEAD_KEYS or value in (None, "", [], {}):
            continue
        if key in ("completions", "instead"):
            value = [texts.get(m, m) if isinstance(m, str) else m for m in value]  # in the reader's words
        heading = tr.gettext(HEADINGS[key]) if key in HEADINGS else key
        out.append(f'<section class="group {e(key)}"><h3>{e(heading)}</h3>{value_html(value, game, tr)}</section>')
    out.append("</div>")
    return "".join(out)


def _said_html(data: dict[str, Any], tr: Translator) -> list[str]:
    """What a said move was read as; a phrase that reads several ways is asked about: one button
    per reading, in the reader's words (the page's script checks the one chosen)."""
    if data.get("read_as") and data.get("said"):
        said = tr.render(Msg(N_("(%(said)s, read as %(move)s)"), said=tr.quote(data["said"]), move=data["read_as"]))
        return [f'<p class="read-as">{e(said)}</p>']
    readings = data.get("readings") or []
    if not readings:
        return []
    buttons = "".join(f'<li><button type="button" class="reading-option" data-move="{e(r.get("text", ""))}">'
                      f'<code>{shown(r.get("text", ""))}</code></button></li>' for r in readings)
    # TRANSLATORS: shown on the dispute page above the moves a phrase can be read as
    ask = tr.render(Msg(N_("%(move)s can be read in more than one way. Which did you mean?"),
                        move=tr.quote(str(data.get("said", "")))))
    return [f'<section class="group readings"><h3>{e(ask)}</h3><ul class="moves">{buttons}</ul></section>']


def error_html(data: dict[str, Any], tr: Translator) -> str:
    heading = ERROR_HEADINGS.get(str(data.get("error")), N_("Error"))
    rows = []
    for p in data.get("problems") or []:
        where = ": ".join(str(x) for x in (p.get("path"), p.get("line") and f"{p['line']}") if x)
        rows.append(f'<li>{f"<code>{shown(where)}</code> " if where else ""}{shown(p.get("message", ""))}</li>')
    return (f'<div class="verdict error" data-verdict="error"><p class="outcome">{e(tr.gettext(heading))}</p>'
            f'<p>{shown(data.get("message", ""))}</p>{"<ul>" + "".join(rows) + "</ul>" if rows else ""}</div>')


def judge(game: Any, body: dict[str, Any], tr: Translator) -> tuple[str, int]:
    """The verdict (or the error) as HTML, for the page and its script."""
    from ..render import error_dict

    try:
        data, status = api.do_check(game, api.check_fields(body, "check"), tr)
        return verdict_html(data, tr), status
    except RefereeError as err:
        return error_html(error_dict(err, tr), tr), api.STATUS.get(type(err), 400)


async def verdict_fragment(request: Request) -> Response:
    """POST with the API's check body -> the verdict as an HTML fragment (the page's script shows it)."""
    from ..render import error_dict

    tr = api.translator(lang_of(request))
    try:
        raw = await api.read_body(request)
    except RefereeError as err:
        return fragment(error_html(error_dict(err, tr), tr), getattr(err, "http_status", 400), tr)

    def work(budget: Budget) -> Response:
        from ..games import get

        nonlocal tr
        try:
            data = api.parse_json_body(raw)
            if isinstance(data, dict) and data.get("lang"):
                tr = api.translator(api.request_lang(request, data["lang"]))
            game = get(request.path_params["game"])
            html, status = judge(game, data if isinstance(data, dict) else {}, tr)
        except RefereeError as err:
            html, status = error_html(error_dict(err, tr), tr), 400
        except Exception:  # a bug: logged, and a fragment the page can show (not a whole page)
            api.log.exception("verdict failed")
            html, status = error_html({"message": tr.gettext(TEXTS["internal"])}, tr), 500
        return fragment(html, status, tr)

    return await offload(work, api.limits_of(request),
                         lambda err: fragment(error_html(error_dict(err, tr), tr), 503, tr))


def fragment(html: str, status: int, tr: Translator) -> Response:
    return HTMLResponse(html, status_code=status, headers={"Content-Language": tr.lang})


# -- the dispute page ----------------------------------------------------------------

def encode_position(position: Any) -> str:
    raw = json.dumps(position, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def decode_position(text: str) -> Any:
    """A share link's ``p``: URL-safe base64 of the position's JSON, read with the request limits."""
    if len(text) > MAX_BYTES:
        raise InputError(Msg(TEXTS["bad_link"]), source="link")
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise InputError(Msg(TEXTS["bad_link"]), source="link") from None
    return api.parse_json_body(raw)


def examples(game: str) -> dict[str, dict[str, Any]]:
    """The game's example positions (not records), by file stem: the starting points offered."""
    from ..examples import positions

    return positions(game)


def dump_yaml(data: Any) -> str:
    from ..render import dump_yaml as dump

    return dump(data)


async def dispute_page(request: Request) -> Response:
    """GET: the page; POST (the form without JavaScript): the page with the verdict on the posted YAML."""
    form = None
    if request.method == "POST":
        try:
            form = read_form(await api.read_body(request, api.FORM_BODY))
        except RefereeError as err:
            tr = api.translator(lang_of(request))
            return error_page(request, tr, err, getattr(err, "http_status", 400))
    return await offload(lambda budget: dispute_html(request, form), api.limits_of(request),
                         lambda err: busy_page(request, err))


def read_form(raw: bytes) -> dict[str, list[str]]:
    """The fields of the page's own form (a few); anything else is a bad request, not a traceback."""
    try:
        return parse_qs(raw.decode("utf-8", "replace"), max_num_fields=10)
    except ValueError:
        raise InputError(Msg(TEXTS["body_fields"]), source="request") from None


def dispute_html(request: Request, form: dict[str, list[str]] | None) -> Response:
    from .. import rulebook
    from ..games import get, resolve

    tr = api.translator(lang_of(request))
    t = translated(tr)
    try:
        game_id = resolve(request.path_params["game"])
        game = get(game_id)
    except UsageError as err:  # an unknown game (404), or one that cannot be loaded (500)
        return error_page(request, tr, err, getattr(err, "http_status", 404))
    book = rulebook.load(game_id)
    starts = examples(game_id)
    chosen = request.query_params.get("example") or next(iter(starts), "")
    position: Any = starts.get(chosen) or {"game": game_id, "players": [], "to_move": ""}
    move = request.query_params.get("m", "")[:10_000]
    house = [h for h in request.query_params.get("h", "").split(",") if h][:50]
    verdict = ""
    link_error = None
    if form is not None:
        move = (form.get("move") or [""])[0]
        text = (form.get("yaml") or [""])[0]
        body: dict[str, Any] = {"position": text, "move": move}
        try:
            position = api.position_document(text).data
        except RefereeError:
            position = text
        verdict, _status = judge(game, body, tr)
    elif request.query_params.get("p"):
        try:
            position = decode_position(request.query_params["p"])
        except RefereeError as err:
            link_error = err
        if link_error is None and move:
            verdict, _status = judge(game, {"position": position, "move": move, "house_rules": house}, tr)
    if link_error is not None:
        from ..render import error_dict

        verdict = error_html(error_dict(link_error, tr), tr)
    yaml_text = position if isinstance(position, str) else dump_yaml(position)
    schema = game.schema()
    page_data = {
        "game": game_id, "lang": tr.lang, "texts": t, "schema": schema, "fields": fields(tr),
        "values": values(schema, tr),
        "position": position if isinstance(position, dict) else None,
        "move": move, "house_rules": house,
        "examples": list(starts), "example": chosen,
    }
    data_json = json.dumps(page_data, ensure_ascii=False).replace("<", "\\u003c")
    start_options = "".join(f'<option value="{e(s)}"{" selected" if s == chosen else ""}>{e(s)}</option>'
                            for s in starts)
    p = encode_position(position) if isinstance(position, dict) else ""
    share = url(f"/dispute/{game_id}", tr.lang, p=p, m=move, h=",".join(house))
    download = url(f"/dispute/{game_id}/position.yaml", tr.lang, p=p)
    body_html = f"""
<h1>{e(book.name)} · {e(t["dispute"])}</h1>
<p class="actions"><a class="button secondary" href="{e(url(f"/rules/{game_id}", tr.lang))}">{e(t["rules"])}</a></p>
<form class="start" action="/dispute/{e(game_id)}" method="get">
<input type="hidden" name="lang" value="{tr.lang}">
<label>{e(t["start_from"])} <select name="example" id="example">{start_options}</select></label>
<button type="submit">{e(t["show"])}</button>
</form>
<section id="editor" class="editor" aria-label="{e(t["position"])}"></section>
<form id="dispute" class="dispute" action="{e(url(f"/dispute/{game_id}", tr.lang))}" method="post">
<details id="yaml-box"><summary>{e(t["yaml"])}</summary>
<p class="hint">{e(t["no_script"])}</p>
<textarea name="yaml" id="yaml" rows="12" spellcheck="false" aria-label="{e(t["yaml"])}">{e(yaml_text)}</textarea>
</details>
<h2>{e(t["move"])}</h2>
<input type="text" name="move" id="move" value="{e(move)}" autocomplete="off" autocapitalize="off"
 spellcheck="false" aria-label="{e(t["move"])}">
<div class="row"><button type="submit" id="check">{e(t["check"])}</button>
<button type="button" id="list-moves" class="secondary" hidden>{e(t["legal_moves"])}</button></div>
<ul id="moves" class="moves"></ul>
</form>
<section id="verdict" aria-live="polite">{verdict}</section>
<section class="files">
<p><a id="share" href="{e(share)}">{e(t["share"])}</a></p>
<p><a id="download" class="button secondary" href="{e(download)}"
 download="{e(game_id)}-position.yaml">{e(t["download"])}</a></p>
<p><label class="button secondary upload" hidden id="upload-label">{e(t["upload"])}
<input type="file" id="upload" accept=".yaml,.yml,.json,text/yaml,application/json"></label></p>
</section>
<script type="application/json" id="page-data">{data_json}</script>
"""
    return layout(request, tr, f"{book.name} · {t['dispute']}", body_html,
                  scripts=["dispute.js", *([GAME_SCRIPTS[game_id]] if game_id in GAME_SCRIPTS else [])])


def position_yaml(request: Request) -> Response:
    from ..games import resolve

    tr = api.translator(lang_of(request))
    try:
        game_id = resolve(request.path_params["game"])
        position = decode_position(request.query_params.get("p", ""))
    except RefereeError as err:
        from ..render import error_dict

        return JSONResponse(error_dict(err, tr), status_code=400)
    return Response(dump_yaml(position), media_type="application/yaml; charset=utf-8",
                    headers={"Content-Disposition": f'attachment; filename="{game_id}-position.yaml"'})


# -- errors ----------------------------------------------------------------------------

def error_page(request: Request, tr: Translator, err: RefereeError, status: int) -> HTMLResponse:
    from ..render import error_dict

    return layout(request, tr, tr.gettext(err.heading), error_html(error_dict(err, tr), tr), status=status)


async def http_error(request: Request, exc: Exception) -> Response:
    """404 and 405 in the reader's language: JSON under /api, a page elsewhere."""
    status = getattr(exc, "status_code", 400)
    tr = api.translator(lang_of(request))
    key = "not_found" if status == 404 else "bad_method" if status == 405 else "body_fields"
    err = UsageError(Msg(TEXTS[key]))
    if request.url.path.startswith("/api/"):
        return api.error_response(err, tr, status)
    return error_page(request, tr, err, status)


def server_error(request: Request, exc: BaseException) -> Response:
    """A bug, logged with its traceback: a 500 in the reader's language (the error JSON under /api), never
    a traceback for the reader and never a verdict or a 4xx."""
    api.log.error("unhandled error", exc_info=exc)
    tr = api.translator(lang_of(request))
    if request.url.path.startswith("/api/"):
        return api.JSON(api.internal_error_dict(tr), 500, tr.lang)
    err = InputError(Msg(TEXTS["internal"]))
    return error_page(request, tr, err, 500)


def busy_page(request: Request, err: RefereeError) -> Response:
    tr = api.translator(lang_of(request))
    response = error_page(request, tr, err, 503)
    response.headers["Retry-After"] = "1"
    return response


def page(build: Callable[[Request], Response]) -> Callable[[Request], Awaitable[Response]]:
    """A page built on a worker thread (``work.offload``), so that the event loop never waits for it."""

    async def handler(request: Request) -> Response:
        return await offload(lambda budget: build(request), api.limits_of(request),
                             lambda err: busy_page(request, err))

    return handler


def routes() -> list[BaseRoute]:
    from starlette.routing import Route

    return [
        Route("/", page(home), methods=["GET"]),
        Route("/search", page(search_page), methods=["GET"]),
        Route("/rules/{game}", page(rules_page), methods=["GET"]),
        Route("/dispute/{game}", dispute_page, methods=["GET", "POST"]),
        Route("/dispute/{game}/verdict", verdict_fragment, methods=["POST"]),
        Route("/dispute/{game}/position.yaml", page(position_yaml), methods=["GET"]),
    ]
