"""The dispute page: a shell rendered in the reader's language, the game's parts, and the verdicts.

The page is built from ``templates/dispute.html``: the headings, the house
rules with what each one says, the examples by their titles, how moves are
written, the move box, and the game's own partial (``Game.page_parts()``).
With JavaScript, ``static/dispute.js`` builds the position and the move by
tapping and gets every answer through one interface (``static/api.js``),
rendering the verdict JSON itself (``static/verdict.js``), so that the same
page can run with the engine in the browser. Without JavaScript, the form
posts the position as YAML; a share link or the form is judged here and the
verdict rendered by ``templates/verdict.html`` from the same JSON, with the
same headline (``headline``).
"""

from __future__ import annotations

import base64
import binascii
import json
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.types import Receive, Scope, Send

from ..i18n import N_, NP_, QUOTES, Msg, Translator
from ..inputs import MAX_BYTES
from ..verdict import InputError, MoveError, PositionError, RefereeError, UsageError
from . import api
from .pages import busy_page, error_page, error_view, fragment, lang_of, page, render, templates, url

if TYPE_CHECKING:
    from starlette.routing import BaseRoute
from .texts import TEXTS, fields, translated, values
from .work import offload

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
#: verdict keys shown in the headline (or not at all) rather than as a list
HEAD_KEYS = ("game", "move", "text", "locale", "verdict", "said", "read_as", "readings", "texts")
#: the keys of a finding shown as its rule, message and quote (the others are shown as data)
FINDING_KEYS = ("rule", "message", "quote", "kind", "values")
#: effects a legal verdict's headline names: what a player must know before the move is made
HEADLINE_EFFECTS = ("pickup", "win")
ERRORS = {cls.__name__: cls.heading for cls in (UsageError, InputError, PositionError, MoveError)}
# TRANSLATORS: what a move said in words was read as; %(said)s is the sentence in quotes, %(move)s the move
READ_AS = N_("(%(said)s, read as %(move)s)")
# TRANSLATORS: shown on the dispute page above the moves a phrase can be read as
ASK = N_("%(move)s can be read in more than one way. Which did you mean?")


# -- verdicts ---------------------------------------------------------------------------

def headline(data: dict[str, Any], tr: Translator) -> dict[str, Any]:
    """What the top of a verdict says (``static/verdict.js`` says the same): the outcome, or for a legal
    move that is legal only under a choice, that condition ("Legal only if ..."); and a second line: the
    consequence of a legal move a player must know (a pickup, a win), the first broken rule, or the fact
    that decides."""
    from ..render import OUTCOME_NAMES

    outcome = str(data.get("verdict", ""))
    label = tr.gettext(OUTCOME_NAMES[outcome]) if outcome in OUTCOME_NAMES else outcome
    conditional, consequence = False, ""
    if outcome == "legal":
        conditions = [c.get("message", "") for c in data.get("choices") or []
                      if isinstance(c, dict) and (c.get("values") or {}).get("legal_if")]
        if conditions:
            label, conditional = " ".join(conditions), True
        effect = next((e for e in data.get("effects") or [] if e.get("kind") in HEADLINE_EFFECTS), None)
        consequence = effect.get("message", "") if effect else ""
    elif outcome == "illegal" and data.get("reasons"):
        consequence = data["reasons"][0].get("message", "")
    elif outcome == "undetermined" and data.get("missing"):
        consequence = data["missing"][0].get("message", "")
    return {"label": label, "conditional": conditional, "consequence": consequence}


def verdict_view(data: dict[str, Any], tr: Translator) -> dict[str, Any]:
    """A verdict's JSON as ``templates/verdict.html`` shows it: every non-empty list under its heading,
    the moves of ``completions`` and ``instead`` in the reader's words."""
    texts = data.get("texts") or {}
    groups = []
    for key, value in data.items():
        if key in HEAD_KEYS or value in (None, "", [], {}):
            continue
        if key in ("completions", "instead"):
            value = [texts.get(m, m) if isinstance(m, str) else m for m in value]
        groups.append({"key": key, "heading": tr.gettext(HEADINGS[key]) if key in HEADINGS else key, "entries": value})
    read_as = ""
    if data.get("read_as") and data.get("said"):
        read_as = tr.render(Msg(READ_AS, said=tr.quote(data["said"]), move=data["read_as"]))
    readings = [str(r.get("text", "")) for r in data.get("readings") or [] if isinstance(r, dict)]
    ask = tr.render(Msg(ASK, move=tr.quote(str(data.get("said", ""))))) if readings else ""
    return {"outcome": str(data.get("verdict", "")), "head": headline(data, tr),
            "move": data.get("text") or data.get("move") or "", "read_as": read_as, "readings": readings,
            "ask": ask, "groups": groups}


def verdict_html(data: dict[str, Any], tr: Translator, game: str | None = None) -> str:
    """A verdict from its JSON as HTML (the fragment endpoint; the page includes the template itself)."""
    page = {"verdict": verdict_view(data, tr), "game": game or str(data.get("game", "")), "t": translated(tr),
            "link": lambda path, **more: url(path, tr.lang, **more)}
    return str(templates().get_template("verdict.html").render(page))


def error_html(data: dict[str, Any], tr: Translator) -> str:
    return str(templates().get_template("error_box.html").render({"error": error_view(data, tr)}))


def judged(game: Any, body: dict[str, Any], tr: Translator) -> tuple[dict[str, Any], int]:
    """The verdict (or the error) as the templates show it: ``{"verdict": view}`` or ``{"error": view}``."""
    from ..render import error_dict

    try:
        data, status = api.do_check(game, api.check_fields(body, "check"), tr)
        return {"verdict": verdict_view(data, tr)}, status
    except RefereeError as err:
        return {"error": error_view(error_dict(err, tr), tr)}, api.STATUS.get(type(err), 400)


def judge(game: Any, body: dict[str, Any], tr: Translator) -> tuple[str, int]:
    """The verdict (or the error) as HTML."""
    from ..render import error_dict

    try:
        data, status = api.do_check(game, api.check_fields(body, "check"), tr)
        return verdict_html(data, tr, game.id), status
    except RefereeError as err:
        return error_html(error_dict(err, tr), tr), api.STATUS.get(type(err), 400)


async def verdict_fragment(request: Request) -> Response:
    """POST with the API's check body -> the verdict as the page shows it without JavaScript, an HTML
    fragment (the page's script renders the API's JSON itself)."""
    from ..render import error_dict

    tr = api.translator(lang_of(request))
    try:
        raw = await api.read_body(request)
    except RefereeError as err:
        return fragment(error_html(error_dict(err, tr), tr), getattr(err, "http_status", 400), tr)

    def work(budget: Any) -> Response:
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


# -- positions in links and files ----------------------------------------------------------

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


def dump_yaml(data: Any) -> str:
    from ..render import dump_yaml as dump

    return dump(data)


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


class GameFiles:
    """``/static/games/<game>/<file>``: the static files of a game's own package (``page_parts().static``),
    served as the page's own are (ETag, revalidated); an unknown game or file is a 404."""

    def __init__(self) -> None:
        self.apps: dict[str, Any] = {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        from starlette.exceptions import HTTPException
        from starlette.routing import get_route_path  # type: ignore[attr-defined]
        from starlette.staticfiles import StaticFiles

        from ..games import get, resolve

        game, _sep, _file = get_route_path(scope).lstrip("/").partition("/")
        try:
            game_id = resolve(game) if game == game.strip().lower() else None
        except UsageError:
            game_id = None
        if game_id != game:
            raise HTTPException(404)
        app = self.apps.get(game_id)
        if app is None:
            folder = get(game_id).page_parts().static
            if folder is None or not folder.is_dir():
                raise HTTPException(404)
            app = self.apps[game_id] = StaticFiles(directory=str(folder))
        await app({**scope, "root_path": scope.get("root_path", "") + "/" + game}, receive, send)


# -- the page ----------------------------------------------------------------------------------

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


def client_data(game: Any, tr: Translator, parts: Any) -> dict[str, Any]:
    """What the page's scripts get besides the position: the texts, the labels and words in the
    reader's language, the JSON Schema, how verdicts are rendered, and the game's own ``extra``."""
    from ..render import OUTCOME_NAMES

    vocab = game.vocabulary(tr)
    schema = game.schema()
    return {
        "game": game.id, "lang": tr.lang, "texts": translated(tr), "fields": fields(tr, parts),
        "values": values(tr, parts), "words": {w: vocab.show(w) for w in game.WORDS},
        "quotes": list(QUOTES.get(tr.lang, QUOTES["en"])), "schema": schema, "moves_limit": api.MAX_LIMIT,
        "verdicts": {
            "outcomes": {k: tr.gettext(v) for k, v in OUTCOME_NAMES.items()},
            "headings": {k: tr.gettext(v) for k, v in HEADINGS.items()},
            "errors": {**{k: tr.gettext(v) for k, v in ERRORS.items()}, "Error": tr.gettext(N_("Error"))},
            "head_keys": list(HEAD_KEYS), "finding_keys": list(FINDING_KEYS),
            "headline_effects": list(HEADLINE_EFFECTS), "read_as": tr.gettext(READ_AS), "ask": tr.gettext(ASK),
        },
        "extra": parts.data(tr),
    }


def dispute_html(request: Request, form: dict[str, list[str]] | None) -> Response:
    from .. import rulebook
    from ..examples import positions
    from ..games import get, resolve

    tr = api.translator(lang_of(request))
    t = translated(tr)
    try:
        game_id = resolve(request.path_params["game"])
        game = get(game_id)
    except UsageError as err:  # an unknown game (404), or one that cannot be loaded (500)
        return error_page(request, tr, err, getattr(err, "http_status", 404))
    parts = game.page_parts()
    book = rulebook.load(game_id)
    starts = positions(game_id)
    chosen = request.query_params.get("example") or next(iter(starts), "")
    position: Any = starts.get(chosen) or {"game": game_id, "players": [], "to_move": ""}
    move = request.query_params.get("m", "")[:10_000]
    house = [h for h in request.query_params.get("h", "").split(",") if h][:50]
    shown: dict[str, Any] = {}
    if form is not None:
        move = (form.get("move") or [""])[0]
        text = (form.get("yaml") or [""])[0]
        try:
            position = api.position_document(text).data
        except RefereeError:
            position = text
        shown, _status = judged(game, {"position": text, "move": move}, tr)
    elif request.query_params.get("p"):
        try:
            position = decode_position(request.query_params["p"])
        except RefereeError as err:
            from ..render import error_dict

            shown = {"error": error_view(error_dict(err, tr), tr)}
        else:
            if move:
                shown, _status = judged(game, {"position": position, "move": move, "house_rules": house}, tr)
    if request.query_params.get("c") and form is None and isinstance(position, dict):
        # a link from a page in another language: the move came as notation, and is shown in the reader's words
        names = [n for n in position.get("players") or [] if isinstance(n, str)]
        move = game.vocabulary(tr).local(move, keep=names)
    data = client_data(game, tr, parts)
    data.update(position=position if isinstance(position, dict) else None, move=move, house_rules=house)
    p = encode_position(position) if isinstance(position, dict) else ""
    # TRANSLATORS: under a list of legal moves cut at its length (%(count)s, the most a request may list)
    cut = tr.render(Msg(NP_("Only the first %(count)s legal move is listed; there are more. Tap or type the move "
                            "to judge any other.",
                            "Only the first %(count)s legal moves are listed; there are more. Tap or type the "
                            "move to judge any other."), count=api.MAX_LIMIT))
    static = f"/static/games/{game_id}/"
    return render(
        request, tr, "dispute.html", f"{book.name} · {t['dispute']}",
        scripts=("/static/api.js", "/static/widgets.js", "/static/verdict.js", "/static/dispute.js",
                 *(static + s for s in parts.scripts)),
        styles=tuple(static + s for s in parts.styles),
        game=game_id, name=book.name, data=data, extra=data["extra"], words=data["words"], move=move,
        generic=not parts.scripts, verdict=shown.get("verdict"), error=shown.get("error"),
        part=f"games/{game_id}/{parts.template}" if parts.template else None,
        examples=[(stem, parts.example_title(stem, tr)) for stem in starts], example=chosen,
        house_rules=[{"id": h, "title": book.house_rule_title(h, tr), "text": book.house_rule_text(h, tr),
                      "on": h in house} for h in sorted(game.HOUSE_RULES) if h in book.house_rules],
        syntax=[(text, tr.render(msg)) for text, msg in game.syntax(tr)],
        yaml=position if isinstance(position, str) else dump_yaml(position),
        share=url(f"/dispute/{game_id}", tr.lang, p=p, m=move, h=",".join(house)),
        download=url(f"/dispute/{game_id}/position.yaml", tr.lang, p=p), moves_cut=cut)


def routes() -> list[BaseRoute]:
    """The dispute page, the verdict it asks for, its position as a file, and each game's page parts."""
    from starlette.routing import Mount, Route

    return [
        Route("/dispute/{game}", dispute_page, methods=["GET", "POST"]),
        Route("/dispute/{game}/verdict", verdict_fragment, methods=["POST"]),
        Route("/dispute/{game}/position.yaml", page(position_yaml), methods=["GET"]),
        Mount("/static/games", app=GameFiles(), name="game-static"),
    ]
