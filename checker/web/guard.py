"""The HTTP rules every response of ``referee serve`` keeps, in one pure ASGI middleware.

- **Host.** A request names the address it was sent to (``Host``); it is
  answered only if that is the address the connection came in on, or one of
  the server's names (``localhost``, the computer's name, the names it was
  given). A web page elsewhere whose name is pointed at this computer (DNS
  rebinding) is refused with 400.
- **Origin.** A POST that a browser sends from a page of another origin is
  refused with 403; requests without ``Origin`` (scripts, curl) pass. With
  the API's JSON-only bodies (415 otherwise, ``api.read_body``), no other web
  page can make the browser post to this server.
- **Headers.** Every response gets the Content Security Policy (only the
  app's own scripts and styles, nothing inline), ``nosniff``, no referrer and
  no framing; a ``Cache-Control`` suited to its kind unless it has one; and
  ``Vary: Accept-Language`` when its language came from that header
  (``api.request_lang`` marks the request).
- **Bugs.** An exception no handler caught is logged with its traceback and
  answered 500 in the reader's language (the error JSON under ``/api/``).

One middleware rather than Starlette's TrustedHostMiddleware and two more:
one pass over the headers per request, the refusals translated, and an IPv6
address or the connection's own address accepted as ``Host``.
"""

from __future__ import annotations

from collections.abc import Iterable, MutableMapping
from typing import Any

from ..i18n import N_
from .api import VARY_KEY

#: only the app's own scripts, styles and images; nothing from elsewhere, no inline code
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
SECURITY_HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
]
VARY = (b"vary", b"Accept-Language")
#: pages and static files are revalidated (static files by their ETag); answers to POSTs and errors not stored
REVALIDATE = (b"cache-control", b"no-cache")
NO_STORE = (b"cache-control", b"no-store")
UNSAFE = frozenset({"POST", "PUT", "PATCH", "DELETE"})
#: the names every server answers to (a page elsewhere cannot make a browser send them)
LOCAL_NAMES = frozenset({"localhost"})


def host_name(value: str) -> str:
    """The host of a ``Host`` header or of an origin's authority, lower case, without port or brackets."""
    value = value.strip().lower()
    if value.startswith("["):
        return value[1:value.find("]")] if "]" in value else value
    name, colon, port = value.rpartition(":")
    return name if colon and port.isdigit() else value


class Guard:
    """The middleware (see the module text). ``names``: host names answered besides the connection's
    own address."""

    def __init__(self, app: Any, names: Iterable[str] = LOCAL_NAMES) -> None:
        self.app = app
        self.names = frozenset(n.lower() for n in names)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        host = origin = b""
        for name, value in scope["headers"]:
            if name == b"host":
                host = value
            elif name == b"origin":
                origin = value
        started = False

        async def send_with_headers(message: MutableMapping[str, Any]) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                headers = list(message.get("headers", []))
                if not any(k == b"cache-control" for k, _ in headers):
                    fresh = scope["method"] in ("GET", "HEAD") and message["status"] < 400
                    headers.append(REVALIDATE if fresh else NO_STORE)
                if scope.get(VARY_KEY):
                    headers.append(VARY)
                message["headers"] = headers + SECURITY_HEADERS
            await send(message)

        refusal = self.refusal(scope, host.decode("latin-1"), origin.decode("latin-1"))
        try:
            if refusal is not None:
                await refusal(scope, receive, send_with_headers)
            else:
                await self.app(scope, receive, send_with_headers)
        except Exception as exc:
            from starlette.requests import Request

            from .pages import server_error

            if started:  # the answer is under way: it can only be cut short
                from .api import log

                log.error("request failed while answering", exc_info=exc)
                return
            await server_error(Request(scope), exc)(scope, receive, send_with_headers)

    def refusal(self, scope: dict[str, Any], host: str, origin: str) -> Any:
        """The response refusing a request for another host or from another origin, else None."""
        name = host_name(host)
        server = scope.get("server")
        if not name or not (name in self.names or (server and name == str(server[0]).lower())):
            # TRANSLATORS: %(host)s is the address the request was sent to (its Host header)
            return self.refuse(scope, N_("This server does not answer for %(host)s."), 400, host=host[:100])
        if origin and scope["method"] in UNSAFE:
            _scheme, sep, authority = origin.partition("://")
            if not sep or authority.lower() != host.strip().lower():
                # TRANSLATORS: %(origin)s is the address of the web page the request came from
                return self.refuse(scope, N_("Requests from another web page (%(origin)s) are refused."), 403,
                                   origin=origin[:100])
        return None

    @staticmethod
    def refuse(scope: dict[str, Any], text: str, status: int, **params: Any) -> Any:
        from starlette.requests import Request

        from ..i18n import Msg
        from ..verdict import UsageError
        from . import api, pages

        request = Request(scope)
        tr = api.translator(api.request_lang(request))
        err = UsageError(Msg(text, **params), source="request")
        if scope["path"].startswith("/api/"):
            return api.error_response(err, tr, status)
        return pages.error_page(request, tr, err, status)
