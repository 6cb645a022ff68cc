"""The JSON API: the same answers as the command line's ``--json``.

Every request carries its position, so that any worker process can answer
it. Bodies are read up to ``checker.inputs.MAX_BYTES``; a position given as
text goes through the same safe YAML loader as a file, a position given as a
JSON object through the same limits (depth, number of values). Every error
is a 4xx with the command line's error JSON in the reader's language.

The reader's language is passed to everything that reads or writes words
(a ``Translator`` argument): nothing in a request depends on a process-wide
language, so requests in different languages never mix.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from functools import lru_cache
from json.encoder import c_make_encoder, encode_basestring  # type: ignore[attr-defined]
from typing import TYPE_CHECKING, Any

from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response

from .. import i18n
from ..answer import answer_said, apply_answered
from ..games import get
from ..i18n import N_, NP_, Msg, Translator
from ..inputs import (
    MAX_BYTES,
    MAX_DEPTH,
    MAX_NODES,
    Document,
    decode,
    load_text,
    number_out_of_range,
    refuse_half_characters,
)
from ..render import error_dict, moves_dict, verdict_dict
from ..schema import validate
from ..verdict import InputError, MoveError, PositionError, Problem, RefereeError, UsageError
from .texts import TEXTS
from .work import Budget, Limits, offload

#: the scope key ``request_lang`` sets when the language came from ``Accept-Language`` (``guard`` adds Vary)
VARY_KEY = "referee.vary_language"

if TYPE_CHECKING:
    from starlette.routing import BaseRoute

    from ..rulebook import Clause, Rulebook

DEFAULT_LIMITS = Limits()

log = logging.getLogger("referee.web")

#: the most moves one ``moves`` request may ask for (the command line's ``--limit`` has no such cap)
MAX_LIMIT = 1000
#: what a request body may hold, per endpoint (validated with the positions' own validator)
_FIELDS: dict[str, Any] = {
    "position": {"type": ["object", "string"]},
    "move": {"type": "string", "maxLength": 10_000},
    "house_rules": {"type": "array", "maxItems": 50, "items": {"type": "string", "maxLength": 100}},
    "lang": {"type": "string", "maxLength": 100},
}
BODY_SCHEMAS: dict[str, dict[str, Any]] = {
    "check": {"required": ["position", "move"], "extra": {}},
    "moves": {"required": ["position"], "extra": {"expand": {"type": "boolean"},
                                                   "limit": {"type": "integer", "minimum": 1, "maximum": MAX_LIMIT}}},
    "apply": {"required": ["position", "move"],
              "extra": {"draws": {"type": "array", "maxItems": 200, "items": {"type": "string", "maxLength": 100}}}},
    "position": {"required": ["position"], "extra": {}},
}
STATUS = {UsageError: 400, InputError: 400, PositionError: 422, MoveError: 422}


def body_schema(kind: str) -> dict[str, Any]:
    schema = _body_schemas.get(kind)
    if schema is None:
        spec = BODY_SCHEMAS[kind]
        props = {k: v for k, v in _FIELDS.items() if k != "move" or "move" in spec["required"]}
        schema = _body_schemas[kind] = {"type": "object", "required": spec["required"], "additionalProperties": False,
                                        "properties": {**props, **spec["extra"]}}
    return schema


_body_schemas: dict[str, dict[str, Any]] = {}

#: JSON Schema type -> Python type, as ``checker.schema`` reads them (``bool`` is no integer there)
_KINDS: dict[str, type | tuple[type, ...]] = {"object": dict, "array": list, "string": str, "integer": int,
                                                "boolean": bool}
_QUICK_KEYWORDS = {"type", "maxLength", "maxItems", "items", "minimum", "maximum"}


def _quick(schema: dict[str, Any]) -> Callable[[Any], bool]:
    """A test that says yes only to values ``validate(value, schema)`` finds no problem in, made once.

    The body fields use a few keywords; a well-formed body passes this test
    without the validator building paths and problem lists. A body it refuses
    goes through the validator, which words the problems."""
    if not set(schema) <= _QUICK_KEYWORDS:
        return lambda value: False
    kinds = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
    if not set(kinds) <= set(_KINDS):
        return lambda value: False
    types = tuple(_KINDS[k] for k in kinds)
    allow_bool = "boolean" in kinds
    max_length, max_items = schema.get("maxLength"), schema.get("maxItems")
    low, high = schema.get("minimum"), schema.get("maximum")
    item = _quick(schema["items"]) if "items" in schema else None

    def test(value: Any) -> bool:
        if not isinstance(value, types) or (isinstance(value, bool) and not allow_bool):
            return False
        if isinstance(value, str):
            return max_length is None or len(value) <= max_length
        if isinstance(value, list):
            return (max_items is None or len(value) <= max_items) and (item is None or all(map(item, value)))
        if isinstance(value, int) and not isinstance(value, bool):
            return (low is None or value >= low) and (high is None or value <= high)
        return True

    return test


def _quick_body(kind: str) -> Callable[[dict[str, Any]], bool]:
    schema = body_schema(kind)
    required = tuple(schema["required"])
    fields = {key: _quick(sub) for key, sub in schema["properties"].items()}

    def test(body: dict[str, Any]) -> bool:
        for key, value in body.items():
            field = fields.get(key)
            if field is None or not field(value):
                return False
        return all(key in body for key in required)

    return test


QUICK_BODIES = {kind: _quick_body(kind) for kind in BODY_SCHEMAS}


# -- language --------------------------------------------------------------------------

translator = i18n.translator


def accept_language(header: str | None) -> str:
    """The best of our languages for an ``Accept-Language`` header (English if none fits)."""
    if not header:
        return i18n.DEFAULT
    return _accept_language(header)


@lru_cache(maxsize=256)  # browsers send few different headers: parse each once
def _accept_language(header: str) -> str:
    ranked = []
    for index, part in enumerate(header.split(",")[:30]):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                q = 0.0
        if tag and tag != "*" and q > 0:
            ranked.append((-q, index, tag))
    for _, _, tag in sorted(ranked):
        primary = tag.split("-")[0].split("_")[0].lower()
        if primary in i18n.LANGS:
            return primary
    return i18n.DEFAULT


def request_lang(request: Request, asked: Any = None) -> str:
    """``lang`` of the body, else ``?lang=``, else ``Accept-Language``; unknown ones fall back to English."""
    if isinstance(asked, str) and asked.strip():
        return lang_named(asked.strip()[:100])
    if request.scope.get("query_string"):  # no query string: no need to parse one
        value = request.query_params.get("lang")
        if isinstance(value, str) and value.strip():
            return lang_named(value.strip()[:100])
    request.scope[VARY_KEY] = True  # the answer depends on the header: caches must know (``guard``)
    return accept_language(header(request, b"accept-language"))


def header(request: Request, name: bytes) -> str | None:
    """The request's first header ``name`` (lower case, as ASGI names them) as ``request.headers.get`` reads
    it, from the raw list: starlette builds its ``Headers`` at the first use and finds a missing header by
    raising ``KeyError`` (an API request reads three, on the event loop)."""
    headers: list[tuple[bytes, bytes]] = request.scope["headers"]
    return next((value.decode("latin-1") for key, value in headers if key == name), None)


@lru_cache(maxsize=256)
def lang_named(value: str) -> str:
    """Our language for a tag the reader named (``?lang=``, the body's ``lang``)."""
    lang, _unknown = i18n.negotiate(value)
    return lang


# -- reading requests -----------------------------------------------------------------

JSON_BODY = "application/json"
FORM_BODY = "application/x-www-form-urlencoded"
#: seconds a client may take to send the rest of a body it has begun
BODY_SECONDS = 10


def too_big() -> InputError:
    err = InputError(Msg(N_("%(file)s: is larger than %(limit)s bytes; a position is much smaller."),
                         file="request", limit=MAX_BYTES), source="request")
    err.http_status = 413  # type: ignore[attr-defined]
    return err


def wrong_type(media: str) -> InputError:
    # TRANSLATORS: %(type)s is a media type such as application/json
    err = InputError(Msg(N_("The request body must be sent as %(type)s."), type=media), source="request")
    err.http_status = 415  # type: ignore[attr-defined]
    return err


def media_type(request: Request) -> str:
    return (header(request, b"content-type") or "").partition(";")[0].strip().lower()


async def read_body(request: Request, media: str = JSON_BODY) -> bytes:
    """The body, refused beyond ``MAX_BYTES`` (before reading it when the length is announced) and
    unless its ``Content-Type`` is ``media``: a page elsewhere can post plain text or a form to this
    server without asking first, but never JSON."""
    length = header(request, b"content-length")
    if length and length.isdigit() and int(length) > MAX_BYTES:
        raise too_big()
    if media_type(request) != media:
        raise wrong_type(media)
    # the ASGI messages read directly, as ``request.stream()`` does, without its async generator per request
    message = await request.receive()
    if message["type"] == "http.request" and not message.get("more_body", False):
        body: bytes = message.get("body", b"")  # the usual case: the whole body in one message
        if len(body) > MAX_BYTES:
            raise too_big()
        return body
    import anyio

    try:
        with anyio.fail_after(BODY_SECONDS):
            return await _rest_of_body(request, message)
    except TimeoutError:
        # TRANSLATORS: %(count)s is a number of seconds
        err = InputError(Msg(NP_("The request body did not arrive within %(count)s second.",
                                 "The request body did not arrive within %(count)s seconds."),
                             count=BODY_SECONDS), source="request")
        err.http_status = 408  # type: ignore[attr-defined]
        raise err from None


async def _rest_of_body(request: Request, message: Any) -> bytes:
    chunks: list[bytes] = []
    size = 0
    while True:
        if message["type"] == "http.disconnect":
            raise ClientDisconnect()
        if message["type"] == "http.request":
            chunk = message.get("body", b"")
            if chunk:
                size += len(chunk)
                if size > MAX_BYTES:
                    raise too_big()
                chunks.append(chunk)
            if not message.get("more_body", False):
                return b"".join(chunks)
        message = await request.receive()


def parse_json_body(raw: bytes) -> Any:
    text = decode(raw, "request")
    if not text.strip():
        raise InputError(Msg(TEXTS["body_object"]), source="request")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(Msg(TEXTS["body_json"], line=exc.lineno, column=exc.colno), source="request") from None
    except RecursionError:
        raise InputError(Msg(N_("%(file)s, line %(line)s: nested more than %(limit)s levels deep."),
                             file="request", line=1, limit=MAX_DEPTH), source="request") from None
    except ValueError:  # a number of more than 4,300 digits, which Python refuses to convert
        raise InputError(Msg(TEXTS["body_fields"]), [Problem(number_out_of_range())], source="request") from None
    if len(raw) > MAX_NODES or raw.count(b"[") + raw.count(b"{") > MAX_DEPTH:
        check_limits(data)  # a small body with few brackets cannot break the limits: no need to walk it
    if b"\\ud" in raw or b"\\uD" in raw:  # an escape that may be half a character ("\udc9b"): no text holds one
        refuse_half_characters(data, "request")
    return data


def check_limits(data: Any) -> None:
    """The file limits (depth, number of values) on data that came as JSON."""
    stack = [(data, 0)]
    seen = 0
    while stack:
        value, depth = stack.pop()
        seen += 1
        if seen > MAX_NODES:
            raise InputError(Msg(N_("%(file)s: more than %(limit)s values; a position is much smaller."),
                                 file="request", limit=MAX_NODES), source="request")
        if isinstance(value, (dict, list)):
            if depth + 1 > MAX_DEPTH:
                raise InputError(Msg(N_("%(file)s, line %(line)s: nested more than %(limit)s levels deep."),
                                     file="request", line=1, limit=MAX_DEPTH), source="request")
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children)


def check_fields(data: Any, kind: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise InputError(Msg(TEXTS["body_object"]), source="request")
    if QUICK_BODIES[kind](data):
        return data
    problems = validate(data, body_schema(kind))
    if problems:
        raise InputError(Msg(TEXTS["body_fields"]), problems, source="request")
    return data


def position_document(position: Any) -> Document:
    """The request's position as a ``Document``: YAML text through the file loader, an object as it is."""
    if isinstance(position, str):
        return load_text(position, "position")
    return Document(position, {}, "position")


def read_position(game: Any, body: dict[str, Any], tr: Translator) -> Any:
    return game.read_position(position_document(body["position"]), body.get("house_rules") or [], tr)


def read_move(game: Any, pos: Any, text: str, tr: Translator) -> Any:
    """The move as said, read by the move reader (``checker.reader``): every way it reads."""
    text = text.strip()
    if not text:
        raise MoveError(Msg(N_("The move is empty.")))
    return game.read(text, pos, tr)


# -- the endpoints -----------------------------------------------------------------------

_ENCODER = json.JSONEncoder(ensure_ascii=False, allow_nan=False, indent=None, separators=(",", ":"))


def _encode(content: Any) -> str:
    """``content`` as ``_ENCODER.encode`` writes it, by the C encoder its ``iterencode`` makes, made here
    (with its own marks of the containers met, as there) without that method's Python layers."""
    if c_make_encoder is None or isinstance(content, str):
        return _ENCODER.encode(content)
    return "".join(c_make_encoder({}, _ENCODER.default, encode_basestring, None, ":", ",", False, False,
                                  False)(content, 0))


class JSON(JSONResponse):
    """``JSONResponse`` in the reader's language: the same bytes and headers, written by ``_encode`` and the
    raw headers written directly; an answer larger than its ``budget`` allows is refused."""

    def __init__(self, content: Any, status_code: int = 200, lang: str = i18n.DEFAULT,
                 budget: Budget | None = None) -> None:
        self.status_code = status_code
        self.background = None
        # (a lone surrogate, which a JSON body may carry as "\udc9b", goes back as that escape)
        self.body = _encode(content).encode("utf-8", "backslashreplace")
        if budget is not None:
            budget.spend(len(self.body))
        self.raw_headers = [(b"content-language", lang.encode("latin-1")),
                            (b"content-length", str(len(self.body)).encode("latin-1")),
                            (b"content-type", b"application/json")]

    def render(self, content: Any) -> bytes:
        return _encode(content).encode("utf-8", "backslashreplace")


def error_response(err: RefereeError, tr: Translator, status: int | None = None) -> JSONResponse:
    if status is None:
        status = STATUS.get(type(err), 400)
        status = getattr(err, "http_status", status)
    response = JSON(error_dict(err, tr), status, tr.lang)
    if status == 503:
        response.raw_headers.append((b"retry-after", b"1"))
    return response


def internal_error(tr: Translator) -> JSONResponse:
    """A bug: logged with its traceback, answered 500 with the error JSON (never a verdict or a 4xx)."""
    log.exception("request failed")
    return JSON(internal_error_dict(tr), 500, tr.lang)


def internal_error_dict(tr: Translator) -> dict[str, Any]:
    return {"error": "InternalError", "message": tr.gettext(TEXTS["internal"]), "source": "server", "problems": []}


Work = Callable[[Any, dict[str, Any], Translator, Budget], tuple[Any, int]]


def endpoint(kind: str, work: Work) -> Callable[[Request], Awaitable[Response]]:
    """A POST endpoint: the body read on the event loop, then on a worker thread
    fields checked -> ``work(game, body, tr, budget)`` -> JSON."""

    async def handler(request: Request) -> Response:
        tr = translator(request_lang(request))
        try:
            raw = await read_body(request)
        except ClientDisconnect:
            return Response(status_code=400)  # nobody is left to read it
        except RefereeError as err:
            return error_response(err, tr)

        def answer(budget: Budget) -> Response:
            nonlocal tr
            try:
                data = parse_json_body(raw)
                if isinstance(data, dict) and "lang" in data:
                    tr = translator(request_lang(request, data["lang"]))
                body = check_fields(data, kind)
                budget.check()
                return respond(request, tr, lambda game: work(game, body, tr, budget), budget)
            except RefereeError as err:
                return error_response(err, tr)
            except Exception:
                return internal_error(tr)

        return await offload(answer, limits_of(request), lambda err: error_response(err, tr))

    return handler


def limits_of(request: Request) -> Limits:
    return getattr(request.app.state, "limits", None) or DEFAULT_LIMITS


def respond(request: Request, tr: Translator, work: Callable[[Any], tuple[Any, int]],
            budget: Budget | None = None) -> Response:
    """Resolve the game of the path and run ``work`` on it."""
    try:
        game = get(request.path_params["game"])
    except UsageError as err:  # an unknown game (404), or one that cannot be loaded (500)
        return error_response(err, tr, getattr(err, "http_status", 404))
    data, status = work(game)
    if budget is not None:
        budget.check()
    return JSON(data, status, tr.lang, budget)


def do_check(game: Any, body: dict[str, Any], tr: Translator, budget: Budget | None = None) -> tuple[Any, int]:
    pos = read_position(game, body, tr)
    return verdict_dict(answer_said(game, pos, read_move(game, pos, body["move"], tr), tr), tr), 200


def do_moves(game: Any, body: dict[str, Any], tr: Translator, budget: Budget | None = None) -> tuple[Any, int]:
    pos = read_position(game, body, tr)
    limit = body.get("limit", 500)
    options = game.legal_moves(pos, expand=bool(body.get("expand")), limit=limit + 1)[:limit + 1]
    shown = []
    for index, option in enumerate(options[:limit]):
        if budget is not None and index % 64 == 0:
            budget.check()
        text = game.show_text(option.text, pos, tr)
        if budget is not None:
            budget.spend(len(option.text) + len(text))  # what the answer's moves and texts hold at least
        shown.append(text)
    return moves_dict(options[:limit], shown, game.id, tr, len(options) > limit), 200


def do_apply(game: Any, body: dict[str, Any], tr: Translator, budget: Budget | None = None) -> tuple[Any, int]:
    pos = read_position(game, body, tr)
    from ..reader import one

    move = one(read_move(game, pos, body["move"], tr))
    vocab = game.vocabulary(tr)
    draws = [vocab.canonical(d) if isinstance(d, str) else d for d in body.get("draws") or []]
    verdict, after = apply_answered(game, pos, move, tr, draws or None)
    if after is None:
        return verdict_dict(verdict, tr), 409
    return game.position_data(after), 200


def do_position(game: Any, body: dict[str, Any], tr: Translator, budget: Budget | None = None) -> tuple[Any, int]:
    return game.position_data(read_position(game, body, tr)), 200


def read_only(work: Callable[[Request, Translator, Budget], Response]) -> Callable[[Request], Awaitable[Response]]:
    """A GET endpoint: ``work(request, tr, budget)`` on a worker thread, its errors answered in the reader's
    language."""

    async def handler(request: Request) -> Response:
        tr = translator(request_lang(request))

        def run(budget: Budget) -> Response:
            try:
                return work(request, tr, budget)
            except RefereeError as err:
                return error_response(err, tr)
            except Exception:
                return internal_error(tr)

        return await offload(run, limits_of(request), lambda err: error_response(err, tr))

    return handler


def rules(request: Request, tr: Translator, budget: Budget) -> Response:
    from .. import rulebook
    from ..render import rules_dict

    def work(game: Any) -> tuple[Any, int]:
        book = rulebook.load(game.id)
        other = request.query_params.get("compare")
        compare = translator(request_lang(request, other)) if other else None
        moves = game.syntax(tr) if request.query_params.get("moves") in ("1", "true", "yes") else None
        return rules_dict(book, book.clauses, tr, compare, moves), 200

    return respond(request, tr, work, budget)


def search_hits(query: str, game: str | None, tr: Translator) -> list[tuple[Rulebook, Clause, str, str]]:
    from .. import rulebook
    from ..games import resolve

    books = [rulebook.load(resolve(game))] if game else rulebook.every_book()[0]
    return rulebook.find(books, query[:500], tr)


def search(request: Request, tr: Translator, budget: Budget) -> Response:
    from ..render import search_dict

    query = request.query_params.get("q", "")
    hits = search_hits(query, request.query_params.get("game"), tr)
    budget.check()
    return JSON(search_dict(hits, query[:500], tr), 200, tr.lang, budget)


def routes() -> list[BaseRoute]:
    from starlette.routing import Route

    return [  # no two paths overlap: the busiest first, so that routing tries fewer patterns
        Route("/api/{game}/check", endpoint("check", do_check), methods=["POST"]),
        Route("/api/search", read_only(search), methods=["GET"]),
        Route("/api/{game}/rules", read_only(rules), methods=["GET"]),
        Route("/api/{game}/moves", endpoint("moves", do_moves), methods=["POST"]),
        Route("/api/{game}/apply", endpoint("apply", do_apply), methods=["POST"]),
        Route("/api/{game}/position", endpoint("position", do_position), methods=["POST"]),
    ]
