"""The JSON API and the pages of ``referee serve``, through Starlette's test client.

The API answers exactly what the command line's ``--json`` prints, in the
language asked for; every broken or hostile request (the command line's own
tables of broken files and positions, sent to every endpoint) is a 4xx with
the translated error JSON, never a 500.
"""

from __future__ import annotations

import base64
import copy
import json

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from conftest import BUILT_IN, GAMES, ROOT, run_cli
from starlette.testclient import TestClient
from test_hostile_games import BASES, CASES, base_of, expected_kind
from test_hostile_input import BROKEN_FILES

from checker.schema import validate
from checker.web import create_app
from checker.web.api import BODY_SCHEMAS, QUICK_BODIES, body_schema

ERROR_KINDS = {"UsageError", "InputError", "PositionError", "MoveError"}
POSITION_ENDPOINTS = ["check", "moves", "apply", "position"]


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(), raise_server_exceptions=False) as c:
        yield c


def example(game: str) -> tuple[str, dict, str]:
    """The hostile tables' base example of a game: path, data and its first legal move."""
    path = base_of(game)
    move = run_cli("moves", game, str(path), "--json").json()["moves"][0]
    return str(path), yaml.safe_load(path.read_text(encoding="utf-8")), move


def body_for(endpoint: str, position, move: str = "pass", **extra) -> dict:
    body = {"position": position, **extra}
    if endpoint in ("check", "apply"):
        body["move"] = move
    return body


def assert_error(r, status: set[int] | None = None) -> dict:
    assert r.status_code < 500, r.text
    assert 400 <= r.status_code < 500, (r.status_code, r.text)
    if status:
        assert r.status_code in status, (r.status_code, r.text)
    data = r.json()
    assert data["error"] in ERROR_KINDS and data["message"], data
    assert "Traceback" not in r.text
    return data


def error_text(data: dict) -> str:
    return data["message"] + " " + " ".join(p["message"] for p in data["problems"])


# -- the same answers as the command line --------------------------------------------------

@pytest.mark.parametrize("game", BUILT_IN)
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_check_moves_and_apply_answer_the_json_of_the_command_line(client, game, lang):
    path, data, move = example(game)
    cli = run_cli("check", game, path, move, "--json", "--lang", lang).json()
    r = client.post(f"/api/{game}/check", json={"position": data, "move": move, "lang": lang})
    assert r.status_code == 200 and r.json() == cli
    assert r.headers["content-language"] == lang
    cli = run_cli("moves", game, path, "--json", "--lang", lang).json()
    assert client.post(f"/api/{game}/moves", json={"position": data, "lang": lang}).json() == cli
    cli = run_cli("apply", game, path, move, "--json").json()
    assert client.post(f"/api/{game}/apply", json={"position": data, "move": move}).json() == cli


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_position_may_be_sent_as_yaml_text(client, game):
    path, data, move = example(game)
    text = (ROOT / path).read_text(encoding="utf-8")
    a = client.post(f"/api/{game}/check", json={"position": text, "move": move}).json()
    b = client.post(f"/api/{game}/check", json={"position": data, "move": move}).json()
    assert a == b and a["verdict"] == "legal"


def test_an_illegal_move_is_a_verdict_and_apply_refuses_it_with_409(client):
    data = yaml.safe_load((ROOT / "examples/upturn/ascending-row.yaml").read_text(encoding="utf-8"))
    r = client.post("/api/upturn/check", json={"position": data, "move": "play 38"})
    assert r.status_code == 200 and r.json()["verdict"] == "illegal"
    assert [x["rule"] for x in r.json()["reasons"]] == ["upturn.play.number"]
    r = client.post("/api/upturn/apply", json={"position": data, "move": "play 38"})
    assert r.status_code == 409 and r.json()["verdict"] == "illegal"


def test_rules_and_search_answer_the_json_of_the_command_line(client):
    assert client.get("/api/dnup/rules?lang=es&compare=fy").json() == \
        run_cli("rules", "dnup", "--json", "--lang", "es", "--compare", "fy").json()
    assert client.get("/api/uptown/rules?moves=1").json() == run_cli("rules", "uptown", "--moves", "--json").json()
    assert client.get("/api/search", params={"q": "joker", "lang": "nl"}).json() == \
        run_cli("search", "joker", "--json", "--lang", "nl").json()


def test_the_language_comes_from_the_body_the_query_or_accept_language(client):
    data = yaml.safe_load((ROOT / "examples/upturn/ascending-row.yaml").read_text(encoding="utf-8"))
    body = {"position": data, "move": "play 38"}
    header = {"Accept-Language": "fy-NL, nl;q=0.8, en;q=0.5"}
    assert client.post("/api/upturn/check", json=body, headers=header).json()["locale"] == "fy"
    assert client.post("/api/upturn/check?lang=es", json=body, headers=header).json()["locale"] == "es"
    assert client.post("/api/upturn/check?lang=es", json={**body, "lang": "pl"}).json()["locale"] == "pl"
    assert client.post("/api/upturn/check", json=body, headers={"Accept-Language": "de, ja"}).json()["locale"] == "en"


def test_house_rules_in_the_body_are_checked(client):
    data = yaml.safe_load((ROOT / "examples/upturn/ascending-row.yaml").read_text(encoding="utf-8"))
    r = client.post("/api/upturn/check", json={"position": data, "move": "pass", "house_rules": ["free-beer"]})
    assert "free-beer" in assert_error(r, {400})["message"]


# -- the hostile tables, at every endpoint ---------------------------------------------------

@pytest.mark.parametrize("endpoint", POSITION_ENDPOINTS)
@pytest.mark.parametrize("name, content, english, dutch", BROKEN_FILES, ids=[b[0] for b in BROKEN_FILES])
def test_broken_position_texts_get_the_translated_error(client, endpoint, name, content, english, dutch):
    text = content.decode("latin-1") if isinstance(content, bytes) else content
    r = client.post(f"/api/upturn/{endpoint}", json=body_for(endpoint, text, lang="nl"),
                    headers={"Accept-Language": "nl"})  # a body too big to read is answered in this language
    data = assert_error(r)
    if name == "too-big":
        assert r.status_code == 413
    if isinstance(content, bytes) or name == "python-tag":
        # bytes: the JSON body carries the text already decoded, so the words are about another layer;
        # python-tag: the loader says "not valid YAML" (the command line's test passes on its file name)
        return
    for word in dutch:
        assert word.lower() in error_text(data).lower(), (word, data)


@pytest.mark.parametrize("name, content, english, dutch", BROKEN_FILES, ids=[b[0] for b in BROKEN_FILES])
def test_broken_files_as_the_raw_body_get_a_4xx(client, name, content, english, dutch):
    raw = content if isinstance(content, bytes) else content.encode("utf-8")
    for endpoint in POSITION_ENDPOINTS:
        assert_error(client.post(f"/api/upturn/{endpoint}", content=raw,
                                 headers={"Content-Type": "application/json"}))
    assert client.post("/dispute/upturn/verdict", content=raw).status_code < 500
    assert client.post("/dispute/upturn", content=b"yaml=" + raw[:2000] + b"&move=pass").status_code < 500


def hostile_cases():
    for game, cases in CASES.items():
        for case in cases:
            yield pytest.param(game, *case.values, expected_kind(game, case.id, case.values[1]),
                               id=f"{game}-{case.id}")


#: what the API answers for each kind of error: input that cannot be read is a bad request,
#: a readable position that cannot happen (or a move that cannot be read) cannot be processed
STATUS_OF = {"InputError": 400, "PositionError": 422, "MoveError": 422}


@pytest.mark.parametrize("game, change, move, paths, english, other, kind", list(hostile_cases()))
def test_the_games_broken_positions_and_moves_get_the_translated_error(client, game, change, move, paths, english,
                                                                       other, kind):
    data = yaml.safe_load(base_of(game).read_text(encoding="utf-8"))
    if change is not None:
        data = copy.deepcopy(data)
        change(data)
    lang = BASES[game][1]
    for endpoint in POSITION_ENDPOINTS:
        for locale, words in (("en", english), (lang, other)):
            r = client.post(f"/api/{game}/{endpoint}", json=body_for(endpoint, data, move or "pass", lang=locale))
            if move and endpoint in ("moves", "position"):
                assert r.status_code == 200, r.text  # the position is fine; these take no move
                continue
            err = assert_error(r, {STATUS_OF[kind]})
            assert err["error"] == kind, err
            assert {p["path"] for p in err["problems"]} >= set(paths), err
            for word in words:
                assert word in error_text(err), (locale, word, err)


HOSTILE_BODIES = [
    b"", b"null", b"[]", b"42", b'"text"', b"{", b"{\"position\": }", b"\xff\xfe", b"[" * 100_000,
    json.dumps({"position": 5, "move": "pass"}).encode(),
    json.dumps({"position": {}, "move": 5}).encode(),
    json.dumps({"position": {}, "move": "pass", "house_rules": "all"}).encode(),
    json.dumps({"position": {}, "move": "pass", "lang": ["nl"]}).encode(),
    json.dumps({"position": {}, "move": "pass", "file": "/etc/passwd"}).encode(),
    json.dumps({"position": "/etc/passwd", "move": "pass"}).encode(),
    json.dumps({"position": {"game": "upturn"}, "move": "x" * 20_000}).encode(),
    json.dumps({"position": {"a": json.loads("[" * 44 + "1" + "]" * 44)}, "move": "pass"}).encode(),
    json.dumps({"position": {"game": "upturn", "players": ["A"] * 100_000}, "move": "pass"}).encode(),
    json.dumps({"position": {}, "limit": -1, "expand": "yes", "draws": [1]}).encode(),
    b"x" * 1_000_001,
]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("endpoint", POSITION_ENDPOINTS)
def test_hostile_bodies_get_a_4xx_at_every_endpoint(client, game, endpoint):
    for raw in HOSTILE_BODIES:
        r = client.post(f"/api/{game}/{endpoint}", content=raw, headers={"Content-Type": "application/json"})
        assert_error(r)
        assert client.post(f"/dispute/{game}/verdict", content=raw).status_code < 500


def test_a_body_over_one_megabyte_is_refused_with_413_in_the_readers_language(client):
    r = client.post("/api/upturn/check", content=b" " * 1_000_001, headers={"Accept-Language": "nl"})
    assert r.status_code == 413 and "groter dan" in r.json()["message"]


def test_unknown_games_routes_and_methods_are_translated_4xx(client):
    r = client.post("/api/uptwn/check", json={"position": {}, "move": "pass"}, headers={"Accept-Language": "pl"})
    assert r.status_code == 404 and "uptown" in r.json()["message"]
    assert_error(client.get("/api/upturn/check"), {405})
    assert_error(client.get("/api/nothing/here"), {404})
    assert_error(client.get("/api/uptwn/rules"), {404})
    assert client.get("/rules/uptwn").status_code == 404
    assert client.get("/dispute/uptwn").status_code == 404
    assert client.get("/no/such/page?lang=es").status_code == 404
    for query in ({"q": "x" * 20_000}, {"q": "joker", "game": "nope"}, {"q": ""}, {"q": "\x00\ud7ff"}):
        assert client.get("/api/search", params=query).status_code < 500
    assert client.get("/api/upturn/rules", params={"compare": "xx-YY"}).status_code < 500


# -- pages ---------------------------------------------------------------------------------

def test_every_response_has_the_security_headers(client):
    for r in (client.get("/"), client.get("/static/dispute.js"), client.get("/api/search?q=a"),
              client.post("/api/upturn/check", content=b"{")):
        assert r.headers["x-content-type-options"] == "nosniff"
        csp = r.headers["content-security-policy"]
        assert "default-src 'self'" in csp and "script-src 'self'" in csp and "unsafe-inline" not in csp


@pytest.mark.parametrize("game", GAMES)
def test_the_pages_of_a_game_are_served_in_the_language_asked_for(client, game):
    r = client.get(f"/rules/{game}", headers={"Accept-Language": "nl"})
    assert r.status_code == 200 and '<html lang="nl">' in r.text and "?lang=nl" in r.text
    first = run_cli("rules", game, "--json").json()["rules"][0]["id"]
    assert f'id="{first}"' in r.text
    r = client.get(f"/rules/{game}?lang=pl&compare=es")
    assert 'lang="pl"' in r.text and '<div class="side" lang="es">' in r.text
    r = client.get(f"/dispute/{game}?lang=fy")
    assert r.status_code == 200 and 'id="page-data"' in r.text and "<script>" not in r.text


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_share_link_opens_the_same_dispute_with_its_verdict_without_javascript(client, game):
    _path, data, move = example(game)
    p = base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")
    r = client.get(f"/dispute/{game}", params={"lang": "es", "p": p, "m": move})
    assert r.status_code == 200 and 'data-verdict="legal"' in r.text
    page = json.loads(r.text.split('id="page-data">', 1)[1].split("</script>", 1)[0])
    assert page["position"] == data and page["move"] == move
    r = client.get(f"/dispute/{game}/position.yaml", params={"p": p})
    assert r.status_code == 200 and yaml.safe_load(r.text) == data
    assert "attachment" in r.headers["content-disposition"]
    assert client.get(f"/dispute/{game}", params={"p": "%%%not-base64"}).status_code == 200
    assert client.get(f"/dispute/{game}/position.yaml", params={"p": "AAAA"}).status_code == 400


def test_the_form_without_javascript_judges_the_yaml_it_posts(client):
    text = (ROOT / "examples/upturn/ascending-row.yaml").read_text(encoding="utf-8")
    from urllib.parse import urlencode

    r = client.post("/dispute/upturn?lang=nl", content=urlencode({"yaml": text, "move": "play 38"}),
                    headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == 200 and 'data-verdict="illegal"' in r.text and "upturn.play.number" in r.text


def test_the_verdict_fragment_shows_any_list_the_verdict_json_gains(client):
    from checker.web.api import translator
    from checker.web.dispute import verdict_html

    html = verdict_html({"game": "upturn", "move": "pass", "text": "passen", "verdict": "legal", "reasons": [],
                         "choices": ["a", "b"], "instead": [{"move": "play 45", "rule": "upturn.play.number"}],
                         "completions": [{"message": "x"}], "novel": {"k": 1}}, translator("nl"))
    assert "passen" in html and "play 45" in html and "upturn.play.number" in html and "novel" in html
    assert "Broken rules" not in html and translator("nl").gettext("What may be done instead") in html


_FIELD_VALUES = [None, True, False, 0, 1, -1, 5.0, 100_000, 100_001, "", "pass", "x" * 101, "x" * 10_001, [], ["a"],
                 ["a"] * 51, ["a"] * 201, [1], ["x" * 101], {}, {"game": "upturn"}]


@settings(max_examples=300)
@given(st.sampled_from(sorted(BODY_SCHEMAS)),
       st.dictionaries(st.sampled_from(["position", "move", "house_rules", "lang", "expand", "limit", "draws", "file"]),
                       st.sampled_from(_FIELD_VALUES), max_size=5))
def test_the_quick_body_check_accepts_only_what_the_validator_accepts(kind, body):
    """The endpoints skip the validator for a body the quick test accepts: it must find no problem there,
    and a body the validator refuses goes through it for its wording."""
    if QUICK_BODIES[kind](body):
        assert validate(body, body_schema(kind)) == [], (kind, body)
    else:
        assert validate(body, body_schema(kind)) != [], (kind, body)


@given(st.lists(st.tuples(st.sampled_from([b"accept-language", b"content-type", b"content-length", b"host",
                                           b"x-other"]),
                          st.binary(max_size=6)), max_size=6),
       st.sampled_from(["accept-language", "content-type", "content-length", "x-missing"]))
def test_a_header_is_read_from_the_raw_list_as_starlettes_headers_read_it(raw, name):
    """The API reads its few headers from the scope's list (``api.header``): the first of the name, in
    Latin-1, None when there is none, as ``request.headers.get`` answers."""
    from starlette.requests import Request

    from checker.web.api import header

    scope = {"type": "http", "headers": list(raw)}
    assert header(Request(scope), name.encode()) == Request(scope).headers.get(name)


_JSON_LEAVES = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text())


@given(st.recursive(_JSON_LEAVES, lambda inner: st.one_of(
    st.lists(inner, max_size=4),
    st.dictionaries(st.one_of(st.text(max_size=4), st.integers(), st.booleans(), st.none(), st.floats()), inner,
                    max_size=4)), max_leaves=12))
def test_an_answer_is_written_by_the_c_encoder_as_the_json_encoder_writes_it(value):
    """``api._encode`` calls the C encoder directly: the same text as the encoder's own ``encode``, or
    the same error (a value out of range, a lone surrogate is kept as it is)."""
    from checker.web.api import _ENCODER, _encode

    def written(encode):
        try:
            return encode(value)
        except ValueError as err:
            return ("error", type(err), str(err))

    assert written(_encode) == written(_ENCODER.encode)
