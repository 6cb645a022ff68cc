"""How long ``referee serve`` takes to build its pages from their templates, one request at a time.

Each page of the app (the home page, a rules page side by side with a second language, the dispute page of
every game, a share link with its verdict judged and rendered by the server) is requested in turn through
Starlette's test client, beside a reference in the same run: a page of the same size built by the same
template engine from a plain string, on the same app and middleware. The medians of several rounds are shown,
so that a change in the machine's load touches every case alike. Needs the web extra.

    python benchmarks/web_pages.py [--rounds 5] [--requests 40]
"""

from __future__ import annotations

import argparse
import base64
import json
import statistics
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent


def share(game: str, example: str, move: str) -> str:
    position = yaml.safe_load((ROOT / "examples" / game / f"{example}.yaml").read_text(encoding="utf-8"))
    p = base64.urlsafe_b64encode(json.dumps(position).encode()).decode().rstrip("=")
    return f"/dispute/{game}?lang=nl&p={p}&m={move}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--requests", type=int, default=40)
    args = parser.parse_args()

    import jinja2
    from starlette.responses import HTMLResponse
    from starlette.routing import Route
    from starlette.testclient import TestClient

    from checker.web import create_app

    filler = jinja2.Environment(autoescape=True).from_string("<!doctype html><p>{{ text }}</p>")

    def reference(request: object) -> HTMLResponse:
        return HTMLResponse(filler.render(text="x" * 20_000))

    paths = {
        "reference (a 20 KB template)": "/reference",
        "home": "/?lang=nl",
        "rules, side by side": "/rules/uptown?lang=nl&compare=pl",
        **{f"dispute {game}": f"/dispute/{game}?lang=nl" for game in ("upturn", "dnup", "uptown", "3up3down")},
        "share link, judged": share("upturn", "joker", "joker keep then play 14"),
    }
    client = TestClient(create_app(extra_routes=[Route("/reference", reference)]))
    times: dict[str, list[float]] = {name: [] for name in paths}
    sizes = {}
    for name, path in paths.items():  # warm: templates compiled, catalogs and games loaded
        response = client.get(path)
        assert response.status_code == 200, (path, response.status_code)
        sizes[name] = len(response.content)
    for _ in range(args.rounds):
        for name, path in paths.items():
            start = time.perf_counter()
            for _ in range(args.requests):
                client.get(path)
            times[name].append((time.perf_counter() - start) / args.requests)
    print(f"{'page':32} {'ms a request':>13} {'bytes':>8}")
    for name in paths:
        print(f"{name:32} {statistics.median(times[name]) * 1000:13.2f} {sizes[name]:8}")


if __name__ == "__main__":
    main()
