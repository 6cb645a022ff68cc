"""The HTTP rules of ``referee serve`` (issue 21, point 7) and each request's budget (issue 18), as API tests.

Content type, Host and Origin, caching, the security headers on every
response, oversized forms, internal errors, and the budget of time, size and
waiting that stops a request which would run too long.
"""

from __future__ import annotations

import json
import logging
from urllib.parse import urlencode

import pytest
import yaml

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from conftest import ROOT
from starlette.routing import Route
from starlette.testclient import TestClient

from checker.i18n import Translator
from checker.web import api, create_app
from checker.web.work import Limits, too_slow

UPTURN = yaml.safe_load((ROOT / "examples/upturn/ascending-row.yaml").read_text(encoding="utf-8"))
CHECK = {"position": UPTURN, "move": "play 45"}


def boom(request):
    raise RuntimeError("a bug in a page")


@pytest.fixture(scope="module")
def client():
    app = create_app(extra_routes=[Route("/boom", boom, methods=["GET", "POST"])])
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c


def big_fan_of_moves() -> dict:
    """An Upturn rack with a twin and many fill tiles: tens of thousands of expanded moves."""
    rack = [22, *range(64, 24, -2)]
    return {"game": "upturn", "players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 55, "row": [62, 70],
            "trend": "ascending", "racks": {"Ann": rack, "Bob": 5}}


# -- content type ------------------------------------------------------------------------------

@pytest.mark.parametrize("endpoint", ["check", "moves", "apply", "position"])
@pytest.mark.parametrize("media", [None, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data",
                                   "application/jsonx", "text/json"])
def test_the_api_takes_only_json_bodies_and_answers_415_otherwise(client, endpoint, media):
    headers = {"Accept-Language": "nl"} | ({"Content-Type": media} if media else {})
    r = client.post(f"/api/upturn/{endpoint}", content=json.dumps(CHECK), headers=headers)
    assert r.status_code == 415, r.text
    data = r.json()
    expected = api.wrong_type(api.JSON_BODY).msg
    assert data["error"] == "InputError" and data["message"] == Translator("nl").render(expected)
    assert "application/json" in data["message"] and data["message"] != Translator("en").render(expected)


def test_json_with_a_charset_parameter_is_json(client):
    r = client.post("/api/upturn/check", content=json.dumps(CHECK),
                    headers={"Content-Type": "Application/JSON; charset=utf-8"})
    assert r.status_code == 200 and r.json()["verdict"] == "legal"


def test_the_pages_bodies_have_their_own_types(client):
    text = (ROOT / "examples/upturn/ascending-row.yaml").read_text(encoding="utf-8")
    form = urlencode({"yaml": text, "move": "play 38"})
    assert client.post("/dispute/upturn/verdict", content=json.dumps(CHECK),
                       headers={"Content-Type": "text/plain"}).status_code == 415
    assert client.post("/dispute/upturn/verdict", json=CHECK).status_code == 200
    r = client.post("/dispute/upturn", content=form, headers={"Content-Type": "text/plain"})
    assert r.status_code == 415 and "<html" in r.text
    r = client.post("/dispute/upturn", content=form, headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == 200 and 'data-verdict="illegal"' in r.text


# -- Host and Origin ------------------------------------------------------------------------------

@pytest.mark.parametrize("host", ["testserver", "testserver:80", "localhost", "localhost:8000", "LOCALHOST"])
def test_the_servers_own_address_and_names_are_answered(client, host):
    assert client.post("/api/upturn/check", json=CHECK, headers={"Host": host}).status_code == 200


@pytest.mark.parametrize("host", ["evil.example", "evil.example:80", "127.0.0.1.evil.example", "localhost.evil",
                                  "[::1]:8000", ""])
def test_another_host_is_refused(client, host):
    r = client.post("/api/upturn/check", json=CHECK, headers={"Host": host, "Accept-Language": "pl"})
    assert r.status_code == 400 and r.json()["error"] == "UsageError"
    assert Translator("pl").gettext("This server does not answer for %(host)s.").split("%")[0] in r.json()["message"]
    r = client.get("/", headers={"Host": host})
    assert r.status_code == 400 and "<html" in r.text and "nosniff" in r.headers["x-content-type-options"]


def test_a_name_the_server_was_given_is_answered():
    with TestClient(create_app(hosts=["table.example"])) as c:
        assert c.get("/", headers={"Host": "table.example:8000"}).status_code == 200
        assert c.get("/", headers={"Host": "other.example"}).status_code == 400


def test_an_ipv6_host_is_the_connections_address():
    with TestClient(create_app(), base_url="http://[::1]:8000") as c:
        assert c.get("/", headers={"Host": "[::1]:8000"}).status_code == 200
        assert c.get("/", headers={"Host": "[::2]:8000"}).status_code == 400


@pytest.mark.parametrize("origin", ["http://evil.example", "null", "http://testserver.evil", "https://localhost",
                                    "http://testserver:81", "testserver"])
def test_a_post_from_another_origin_is_refused(client, origin):
    for path in ("/api/upturn/check", "/dispute/upturn/verdict"):
        r = client.post(path, json=CHECK, headers={"Origin": origin})
        assert r.status_code == 403, (path, origin, r.text)
    r = client.post("/dispute/upturn", content=urlencode({"yaml": "x", "move": "pass"}),
                    headers={"Origin": origin, "Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == 403 and "<html" in r.text


def test_a_post_from_the_servers_own_pages_or_without_origin_passes(client):
    assert client.post("/api/upturn/check", json=CHECK, headers={"Origin": "http://testserver"}).status_code == 200
    assert client.post("/api/upturn/check", json=CHECK).status_code == 200
    # reading is not refused: a GET changes nothing
    assert client.get("/api/search?q=joker", headers={"Origin": "http://evil.example"}).status_code == 200


# -- caching -----------------------------------------------------------------------------------------

def test_pages_and_static_files_are_revalidated_and_answers_to_posts_not_stored(client):
    for path in ("/", "/rules/upturn", "/dispute/upturn", "/search?q=joker", "/api/search?q=joker",
                 "/api/upturn/rules"):
        assert client.get(path).headers["cache-control"] == "no-cache", path
    r = client.get("/static/dispute.js")
    assert r.headers["cache-control"] == "no-cache" and r.headers["etag"]
    again = client.get("/static/dispute.js", headers={"If-None-Match": r.headers["etag"]})
    assert again.status_code == 304 and again.headers["cache-control"] == "no-cache"
    assert client.post("/api/upturn/check", json=CHECK).headers["cache-control"] == "no-store"
    assert client.get("/no/such/page").headers["cache-control"] == "no-store"


def test_vary_accept_language_where_the_language_came_from_that_header(client):
    for path in ("/", "/rules/dnup", "/api/search?q=joker", "/no/such/page"):
        assert client.get(path).headers.get("vary") == "Accept-Language", path
        named = client.get(path + ("&" if "?" in path else "?") + "lang=es")
        assert "vary" not in named.headers, path
    assert "vary" not in client.get("/static/style.css").headers


# -- security headers on every response ----------------------------------------------------------

def every_kind_of_response(client) -> list:
    text = json.dumps(CHECK)
    return [
        client.get("/"), client.get("/rules/uptown"), client.get("/dispute/3up3down"), client.get("/search?q=x"),
        client.get("/static/dispute.js"), client.get("/static/style.css"), client.get("/static/nothing.js"),
        client.get("/no/such/page"), client.get("/api/nothing"), client.get("/api/upturn/check"),
        client.put("/api/upturn/check", content=text), client.delete("/"), client.get("/boom"),
        client.post("/api/upturn/check", json=CHECK), client.post("/api/upturn/check", content=b"{"),
        client.post("/api/upturn/check", content=text), client.post("/api/upturn/check", content=b" " * 2_000_000),
        client.post("/api/uptwn/check", json=CHECK), client.post("/api/upturn/check", json={"position": 1}),
        client.post("/api/upturn/apply", json={**CHECK, "move": "play 38"}),
        client.post("/api/upturn/check", json=CHECK, headers={"Host": "evil.example"}),
        client.post("/api/upturn/check", json=CHECK, headers={"Origin": "http://evil.example"}),
        client.post("/dispute/upturn/verdict", json=CHECK), client.post("/dispute/upturn", content=b"yaml=x"),
        client.get("/dispute/upturn/position.yaml?p=AAAA"), client.get("/api/search?q=joker"),
        client.get("/api/upturn/rules?compare=nl"), client.options("/api/upturn/check"),
        client.head("/"),
    ]


def test_every_response_has_the_security_headers(client):
    responses = every_kind_of_response(client)
    assert {r.status_code for r in responses} >= {200, 400, 403, 404, 405, 409, 413, 415, 500}
    for r in responses:
        assert r.headers["x-content-type-options"] == "nosniff", (r.request.method, r.request.url, r.status_code)
        csp = r.headers["content-security-policy"]
        assert "default-src 'self'" in csp and "script-src 'self'" in csp and "unsafe-inline" not in csp
        assert r.headers["x-frame-options"] == "DENY" and r.headers["cache-control"]


# -- oversized forms and internal errors -------------------------------------------------------------

def test_a_two_megabyte_form_gets_413_and_no_traceback_in_the_log(client, caplog):
    caplog.set_level(logging.DEBUG)
    form = b"yaml=" + b"x" * 2_000_000 + b"&move=pass"
    r = client.post("/dispute/upturn?lang=nl", content=form,
                    headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == 413 and "<html" in r.text and "groter dan" in r.text
    assert not [rec for rec in caplog.records if rec.exc_info or rec.levelno >= logging.ERROR]
    too_many = "&".join(f"f{i}=1" for i in range(50))
    r = client.post("/dispute/upturn", content=too_many, headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == 400 and "Traceback" not in r.text
    assert not [rec for rec in caplog.records if rec.exc_info]


def test_an_internal_error_is_a_500_with_the_error_json_and_is_logged(client, caplog, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("a bug in the verdict")

    monkeypatch.setattr(api, "verdict_dict", broken)
    caplog.set_level(logging.ERROR, logger="referee.web")
    r = client.post("/api/upturn/check", json=CHECK, headers={"Accept-Language": "es"})
    assert r.status_code == 500
    data = r.json()
    assert data["error"] == "InternalError" and data["problems"] == []
    assert data["message"] == Translator("es").gettext(
        "The referee failed on this request; the error has been logged.") != "The request could not be handled."
    assert "Traceback" not in r.text and "a bug" not in r.text
    assert any("a bug in the verdict" in str(rec.exc_info[1]) for rec in caplog.records if rec.exc_info)
    r = client.post("/dispute/upturn/verdict", json=CHECK, headers={"Accept-Language": "es"})
    assert r.status_code == 500 and "a bug" not in r.text and "<html" not in r.text  # a fragment for the page
    assert data["message"] in r.text


def test_a_page_that_fails_is_a_500_page_and_is_logged(client, caplog):
    caplog.set_level(logging.ERROR, logger="referee.web")
    r = client.get("/boom?lang=fy")
    assert r.status_code == 500 and '<html lang="fy">' in r.text and "a bug" not in r.text
    assert any("a bug in a page" in str(rec.exc_info[1]) for rec in caplog.records if rec.exc_info)


# -- the budget of a request ----------------------------------------------------------------------

def test_limit_is_capped_at_a_thousand(client):
    r = client.post("/api/upturn/moves", json={"position": big_fan_of_moves(), "expand": True, "limit": 1001})
    assert r.status_code == 400 and r.json()["problems"][0]["path"] == "limit"
    r = client.post("/api/upturn/moves", json={"position": big_fan_of_moves(), "expand": True, "limit": 1000})
    assert r.status_code == 200 and len(r.json()["moves"]) == 1000 and r.json()["truncated"] is True


def test_a_request_past_its_time_stops_with_a_clear_error():
    with TestClient(create_app(limits=Limits(seconds=0.0))) as c:
        r = c.post("/api/upturn/moves", json={"position": big_fan_of_moves(), "expand": True, "limit": 1000},
                   headers={"Accept-Language": "nl"})
        assert r.status_code == 422 and r.json()["error"] == "UsageError"
        assert r.json()["message"] == Translator("nl").render(too_slow(0.0).msg)
        assert c.post("/api/upturn/check", json=CHECK).status_code == 422


def test_an_answer_past_its_size_stops_with_a_clear_error():
    with TestClient(create_app(limits=Limits(answer_bytes=20_000))) as c:
        r = c.post("/api/upturn/moves", json={"position": big_fan_of_moves(), "expand": True, "limit": 1000})
        assert r.status_code == 422 and "20000" in r.json()["message"] and "limit" in r.json()["message"]
        assert c.post("/api/upturn/check", json=CHECK).status_code == 200  # a verdict is much smaller
        assert c.get("/api/upturn/rules?compare=nl").status_code == 422


def test_a_request_that_waited_too_long_for_a_thread_is_told_the_server_is_busy():
    with TestClient(create_app(limits=Limits(wait=-1.0))) as c:
        for r in (c.post("/api/upturn/check", json=CHECK), c.get("/api/search?q=joker")):
            assert r.status_code == 503 and r.headers["retry-after"] == "1" and r.json()["error"] == "UsageError"
        r = c.get("/rules/upturn")
        assert r.status_code == 503 and "<html" in r.text


def test_sixty_thousand_unknown_keys_are_refused_with_fifty_problems_named():
    data = {"game": "upturn", "players": ["A", "B"], "to_move": "A", **{f"k{i}": 1 for i in range(60_000)}}
    with TestClient(create_app()) as c:
        r = c.post("/api/upturn/check", json={"position": data, "move": "pass"})
    body = r.json()
    assert r.status_code == 400 and len(body["problems"]) == 51 and len(r.content) < 20_000
    assert "60000 problems" in body["message"] and "59950 more problems" in body["problems"][-1]["message"]


def test_a_client_that_leaves_before_its_body_gets_no_traceback(client, caplog):
    caplog.set_level(logging.DEBUG)

    async def leaving(scope, receive, send):
        await client.app(scope, disconnect, send)

    async def disconnect():
        return {"type": "http.disconnect"}

    sent: list = []

    async def collect(message):
        sent.append(message)

    import anyio

    scope = {"type": "http", "method": "POST", "path": "/api/upturn/check", "raw_path": b"/api/upturn/check",
             "query_string": b"", "headers": [(b"host", b"testserver"), (b"content-type", b"application/json")],
             "server": ("testserver", 80), "client": ("127.0.0.1", 1), "scheme": "http", "root_path": "",
             "http_version": "1.1", "asgi": {"version": "3.0"}, "state": {}}
    anyio.run(leaving, scope, disconnect, collect)
    assert sent and sent[0]["type"] == "http.response.start"
    assert not [rec for rec in caplog.records if rec.exc_info]
