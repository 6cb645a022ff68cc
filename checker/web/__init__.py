"""``referee serve``: the referee's answers as pages for a phone and as a JSON API.

A Starlette application; ``create_app()`` builds it, ``serve()`` runs it
under uvicorn. Stateless: every request carries its position, so several
worker processes (``uvicorn --workers N --factory checker.web:create_app``)
behind any reverse proxy answer alike.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

STATIC = Path(__file__).resolve().parent / "static"

#: only the app's own scripts, styles and images; nothing from elsewhere, no inline code
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
SECURITY_HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
]


class SecurityHeaders:
    """Pure ASGI middleware (cheaper than BaseHTTPMiddleware): the security headers on every response."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: dict) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", [])) + SECURITY_HEADERS
            await send(message)

        await self.app(scope, receive, send_with_headers)


def create_app(extra_routes: list | None = None) -> Any:
    from starlette.applications import Starlette
    from starlette.exceptions import HTTPException
    from starlette.middleware import Middleware
    from starlette.routing import Mount
    from starlette.staticfiles import StaticFiles

    from . import api, pages

    routes = [*(extra_routes or []), *api.routes(), *pages.routes(),
              Mount("/static", app=StaticFiles(directory=str(STATIC)), name="static")]
    return Starlette(routes=routes, middleware=[Middleware(SecurityHeaders)],
                     exception_handlers={HTTPException: pages.http_error, Exception: pages.server_error})


def serve(host: str = "127.0.0.1", port: int = 8000) -> None:
    import uvicorn

    uvicorn.run(create_app(), host=host, port=port, log_level="info", server_header=False)
