"""``referee serve``: the referee's answers as pages for a phone and as a JSON API.

A Starlette application; ``create_app()`` builds it, ``server.run()`` serves
it under uvicorn with its connection limits. Stateless: every request carries
its position, so several worker processes (``referee serve --workers N``)
behind one port answer alike.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from starlette.applications import Starlette
    from starlette.routing import BaseRoute

    from .work import Limits

STATIC = Path(__file__).resolve().parent / "static"
#: the host names a server answers to besides the connection's own address, comma-separated
#: (``serve`` sets it for its worker processes; set it for a reverse proxy's name)
HOSTS_ENV = "REFEREE_ALLOWED_HOSTS"


def create_app(extra_routes: list[BaseRoute] | None = None, hosts: Iterable[str] | None = None,
               limits: Limits | None = None) -> Starlette:
    """The app. ``hosts``: names answered besides ``localhost`` and the connection's own address (default:
    ``$REFEREE_ALLOWED_HOSTS``); ``limits``: the budget of each request (``work.Limits``)."""
    from starlette.applications import Starlette
    from starlette.exceptions import HTTPException
    from starlette.middleware import Middleware
    from starlette.routing import Mount
    from starlette.staticfiles import StaticFiles

    from . import api, dispute, pages
    from .guard import LOCAL_NAMES, Guard
    from .work import Limits

    if hosts is None:
        hosts = [h.strip() for h in os.environ.get(HOSTS_ENV, "").split(",") if h.strip()]
    routes = [*(extra_routes or []), *api.routes(), *pages.routes(), *dispute.routes(),
              Mount("/static", app=StaticFiles(directory=str(STATIC)), name="static")]
    app = Starlette(routes=routes, middleware=[Middleware(Guard, names=LOCAL_NAMES | set(hosts))],
                    exception_handlers={HTTPException: pages.http_error})
    app.state.limits = limits or Limits()
    return app
