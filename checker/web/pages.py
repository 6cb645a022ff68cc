"""The pages: HTML from Jinja2 templates (``templates/``, autoescaped), a little plain JavaScript (``static/``).

Every page reads without JavaScript: the rules, the search, and a dispute
(its position as YAML in a form, or opened from a share link, which the
server judges itself). With JavaScript, the dispute page (``dispute.py``)
builds the position and the move by tapping and renders the API's verdicts
itself.

The language comes from ``?lang=``, else ``Accept-Language``; every link
keeps it. Texts come from the catalogs (``texts.py`` and the CLI's own); a
template gets them translated, never a msgid.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from .. import i18n
from ..i18n import N_, Msg, Translator
from ..safetext import printable
from ..verdict import InputError, UsageError
from . import api
from .texts import TEXTS, translated
from .work import offload

if TYPE_CHECKING:
    from starlette.routing import BaseRoute

TEMPLATES = Path(__file__).resolve().parent / "templates"
#: the keys of a finding that are shown in their own way; any other key is shown as data
_FINDING_KEYS = ("rule", "message", "quote", "kind", "values")


def lang_of(request: Request) -> str:
    return api.request_lang(request)


def url(path: str, lang: str, **params: Any) -> str:
    query = {k: v for k, v in params.items() if v not in (None, "")}
    query["lang"] = lang
    return f"{path}?{urlencode(query)}"


def shown(value: Any) -> str:
    """A text of a verdict or an error (its messages hold values from the input), for display only: its
    control and bidi control characters shown escaped (``safetext``; the browser's own bidi algorithm
    places right-to-left names). The template escapes it for HTML."""
    return printable(str(value), isolate=False)


def rest(finding: dict[str, Any]) -> dict[str, Any]:
    """A finding's keys that are not shown as its rule, message or quote."""
    return {k: v for k, v in finding.items() if k not in _FINDING_KEYS}


class GameTemplates:
    """Jinja2's loader for the templates of a game's own package: ``games/<game>/<file>`` is
    ``<file>`` under the folder its ``page_parts().templates`` names."""

    def __init__(self) -> None:
        self.loaders: dict[str, Any] = {}

    def loader(self, game: str) -> Any:
        import jinja2

        from ..games import get

        found = self.loaders.get(game)
        if found is None:
            folder = get(game).page_parts().templates
            found = self.loaders[game] = jinja2.FileSystemLoader(str(folder)) if folder else jinja2.DictLoader({})
        return found


@cache
def templates() -> Any:
    """The pages' templates: the web's own, then each game's (``games/<game>/...``), always autoescaped."""
    import jinja2
    from starlette.templating import Jinja2Templates

    games = GameTemplates()

    def game_loader(name: str) -> Any:
        from ..verdict import RefereeError

        _games, _sep, rest_of = name.partition("/")
        game, _sep, file = rest_of.partition("/")
        try:
            return games.loader(game), file
        except RefereeError:
            raise jinja2.TemplateNotFound(name) from None

    class GameLoader(jinja2.BaseLoader):
        def get_source(self, environment: Any, template: str) -> Any:
            if not template.startswith("games/"):
                raise jinja2.TemplateNotFound(template)
            loader, file = game_loader(template)
            return loader.get_source(environment, file)

    env = jinja2.Environment(loader=jinja2.ChoiceLoader([jinja2.FileSystemLoader(str(TEMPLATES)), GameLoader()]),
                             autoescape=True, auto_reload=False, undefined=jinja2.StrictUndefined)
    env.filters["shown"] = shown
    env.filters["rest"] = rest
    return Jinja2Templates(env=env)


def render(request: Request, tr: Translator, template: str, title: str, status: int = 200,
           scripts: tuple[str, ...] = (), styles: tuple[str, ...] = (), **context: Any) -> Response:
    """A page from its template, in ``tr``'s language, with what the layout needs."""
    params = {k: v for k, v in request.query_params.items() if k != "lang"}
    page = {
        "lang": tr.lang, "t": translated(tr), "title": title, "scripts": scripts, "styles": styles,
        "link": lambda path, **more: url(path, tr.lang, **more),
        "switch": [(code, url(request.url.path, code, **params)) for code in i18n.LANGS],
        **context,
    }
    response: Response = templates().TemplateResponse(request, template, page, status_code=status,
                                                      headers={"Content-Language": tr.lang})
    return response


# -- home, rules, search ------------------------------------------------------------

def home(request: Request) -> Response:
    from .. import rulebook

    tr = api.translator(lang_of(request))
    # the registry's games in its order; a plug-in that cannot be loaded is left out
    games = [{"id": book.game, "name": book.name, "summary": book.summary(tr)} for book in rulebook.every_book()[0]]
    return render(request, tr, "home.html", translated(tr)["games"], games=games, query="")


def clause_view(book: Any, clause: Any, tr: Translator) -> dict[str, Any]:
    from ..render import KIND_NAMES, LABEL_HOUSE_RULE, LABEL_REASON

    house = clause.house_rule
    return {"lang": tr.lang, "kind": tr.gettext(KIND_NAMES[clause.kind]), "title": clause.t_title(tr),
            "text": clause.t_text(tr), "reason": clause.t_reason(tr) if clause.reason else "",
            "reason_label": tr.gettext(LABEL_REASON), "house_label": tr.gettext(LABEL_HOUSE_RULE),
            "house_rule": house or "",
            "house_title": book.house_rule_title(house, tr) if house in book.house_rules else ""}


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
    sections: list[dict[str, Any]] = []
    section = None
    for clause in book.clauses:
        sid = book.section_of(clause)
        if sid != section or not sections:
            section = sid
            sections.append({"title": book.section_title(sid, tr) if sid else book.name, "clauses": []})
        sections[-1]["clauses"].append({"id": clause.id, "mine": clause_view(book, clause, tr),
                                        "other": clause_view(book, clause, other) if other else None})
    languages = [(c, language_name(c, tr)) for c in i18n.LANGS if c != tr.lang]
    return render(request, tr, "rules.html", f"{book.name} · {t['rules']}", game=game, name=book.name,
                  summary=book.summary(tr), languages=languages, compare=other.lang if other else "",
                  sections=sections, query="")


def search_page(request: Request) -> Response:
    tr = api.translator(lang_of(request))
    query = request.query_params.get("q", "")[:500]
    hits = []
    nothing = ""
    if query.strip():
        for book, clause, text, _matched in api.search_hits(query, None, tr):
            hits.append({"href": url(f"/rules/{book.game}", tr.lang) + f"#{clause.id}", "id": clause.id,
                         "title": clause.t_title(tr), "text": text})
        if not hits:
            nothing = tr.render(Msg(N_("No rule matches %(query)s."), query=query))
    return render(request, tr, "search.html", translated(tr)["search"], query=query, hits=hits, nothing=nothing)


# -- errors ----------------------------------------------------------------------------

def error_view(data: dict[str, Any], tr: Translator) -> dict[str, Any]:
    """The error JSON (``render.error_dict``) as the error box shows it."""
    from ..verdict import MoveError, PositionError

    headings = {cls.__name__: cls.heading for cls in (UsageError, InputError, PositionError, MoveError)}
    problems = []
    for p in data.get("problems") or []:
        where = ": ".join(str(x) for x in (p.get("path"), p.get("line") and f"{p['line']}") if x)
        problems.append({"where": where, "message": p.get("message", "")})
    return {"heading": tr.gettext(headings.get(str(data.get("error")), N_("Error"))),
            "message": data.get("message", ""), "problems": problems}


def error_page(request: Request, tr: Translator, err: Any, status: int) -> Response:
    from ..render import error_dict

    return render(request, tr, "error.html", tr.gettext(err.heading), status,
                  error=error_view(error_dict(err, tr), tr))


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


def busy_page(request: Request, err: Any) -> Response:
    tr = api.translator(lang_of(request))
    response = error_page(request, tr, err, 503)
    response.headers["Retry-After"] = "1"
    return response


def fragment(html: str, status: int, tr: Translator) -> Response:
    return HTMLResponse(html, status_code=status, headers={"Content-Language": tr.lang})


def page(build: Callable[[Request], Response]) -> Callable[[Request], Awaitable[Response]]:
    """A page built on a worker thread (``work.offload``), so that the event loop never waits for it."""

    async def handler(request: Request) -> Response:
        return await offload(lambda budget: build(request), api.limits_of(request),
                             lambda err: busy_page(request, err))

    return handler


def routes() -> list[BaseRoute]:
    """The reference's pages: the games, a search, a game's rules (the dispute page: ``dispute.routes``)."""
    from starlette.routing import Route

    return [
        Route("/", page(home), methods=["GET"]),
        Route("/search", page(search_page), methods=["GET"]),
        Route("/rules/{game}", page(rules_page), methods=["GET"]),
    ]

