"""Hostile requests to the JSON API end in a clear 4xx with the error JSON, never a 500 or
"The request could not be handled": the same loader as the command line's refuses them.

The requests are sent by a script in its own process under a memory cap (``capped.py``),
through Starlette's test client: a regression (an alias that expands without bound) then
fails these tests instead of taking the machine.
"""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest
from capped import python

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from test_hostile_input import BASE, BILLION_LAUGHS

SCRIPT = """
import base64, json, sys
from starlette.testclient import TestClient
from checker.web import create_app

cases = json.load(sys.stdin)
answers = {}
with TestClient(create_app(), raise_server_exceptions=False) as client:
    for name, (path, body) in cases.items():
        if body is None:
            r = client.get(path)
        else:
            r = client.post(path, content=base64.b64decode(body), headers={"content-type": "application/json"})
        answers[name] = [r.status_code, r.content.decode("utf-8")]
json.dump(answers, sys.stdout)
"""


def body(**fields: Any) -> bytes:
    return json.dumps(fields).encode("utf-8")


#: ``BASE`` as a JSON position
POSITION = {"game": "upturn", "players": ["Ann", "Bob"], "to_move": "Ann", "start_tile": 30, "row": [],
            "racks": {"Ann": [31, 40], "Bob": 2}}


def yaml_body(text: str, move: str = "play 31") -> bytes:
    return body(position=text, move=move)


#: 36 bytes that took the server down (the value grew without bound as it was walked)
TINY = b'{"position":"a: &a [*a]","move":"x"}'

#: name -> (endpoint, body, status, error kind, field path of the first problem or None, words of the answer)
CASES: dict[str, tuple[str, bytes, int, str, str | None, list[str]]] = {
    "holds-itself-in-36-bytes": ("check", TINY, 400, "InputError", "a[0]", ["holds itself", "*a"]),
    "holds-itself-moves": ("moves", body(position="a: &a {b: [*a]}"), 400, "InputError", "a.b[0]", ["holds itself"]),
    "holds-itself-apply": ("apply", body(position="x: &x [1, *x]", move="pass"), 400, "InputError", "x[1]",
                           ["holds itself"]),
    "holds-itself-position": ("position", body(position="a: &a [*a]"), 400, "InputError", "a[0]", ["holds itself"]),
    "billion-laughs": ("check", yaml_body(BILLION_LAUGHS), 400, "InputError", None, ["aliases expand"]),
    "a-date-is-no-tile": ("check", yaml_body(BASE.replace("start_tile: 30", "start_tile: 2024-02-30")), 400,
                          "InputError", "start_tile", ["2024-02-30"]),
    "int-tag": ("check", yaml_body(BASE.replace("start_tile: 30", "start_tile: !!int Ann")), 400, "InputError",
                "start_tile", ["Ann is not a whole number"]),
    "float-tag": ("check", yaml_body(BASE.replace("start_tile: 30", "start_tile: !!float x")), 400, "InputError",
                  "start_tile", ["x is not a number"]),
    "timestamp-tag": ("check", yaml_body(BASE.replace("start_tile: 30", "start_tile: !!timestamp x")), 400,
                      "InputError", "start_tile", ["!!timestamp"]),
    "bool-tag": ("moves", body(position=BASE.replace("to_move: Ann", "to_move: !!bool maybe")), 400, "InputError",
                 "to_move", ["neither true nor false"]),
    "integer-of-5000-digits-in-yaml": ("check", yaml_body(BASE.replace("start_tile: 30", "start_tile: " + "9" * 5000)),
                                       400, "InputError", "start_tile", ["out of range"]),
    "integer-of-5000-digits-in-json": ("check", b'{"position": {"game": "upturn", "start_tile": ' + b"9" * 5000
                                       + b'}, "move": "pass"}', 400, "InputError", "", ["out of range"]),
    "limit-of-5000-digits": ("moves", b'{"position": {"game": "upturn"}, "limit": ' + b"9" * 5000 + b"}", 400,
                             "InputError", "", ["out of range"]),
    "lone-surrogate-in-the-move": ("check", b'{"position": %s, "move": "play \\udc9b"}'
                                   % json.dumps(BASE).encode(), 400, "InputError", None, ["play \\udc9b is not UTF-8"]),
    "lone-surrogate-in-yaml": ("check", b'{"position": "game: upturn\\nplayers: [\\"A\\udc9b\\"]", "move": "pass"}',
                               400, "InputError", None, ["not UTF-8 text"]),
    "lone-surrogate-in-a-name": ("check", b'{"position": {"game": "upturn", "players": ["A\\udc9b", "B"], '
                                 b'"to_move": "B"}, "move": "pass"}', 400, "InputError", None, ["A\\udc9b"]),
    "lone-surrogate-in-a-key": ("position", b'{"position": {"game": "upturn", "\\udfff": 1}}', 400, "InputError",
                                None, ["not UTF-8"]),
    "a-pair-of-surrogates-is-a-character": ("check", body(position={**POSITION, "players": ["\U0001f600", "Bob"],
                                                                    "racks": {"\U0001f600": [31, 40], "Bob": 2},
                                                                    "to_move": "\U0001f600"}, move="play 31"),
                                            200, "", None, ["\U0001f600", "legal"]),
}


def texts(data: Any) -> list[str]:
    """Every text in an answer (keys and values), as it was sent."""
    if isinstance(data, dict):
        return [t for k, v in data.items() for t in (k, *texts(v))]
    if isinstance(data, list):
        return [t for v in data for t in texts(v)]
    return [str(data)]


@pytest.fixture(scope="module")
def answers() -> dict[str, tuple[int, Any]]:
    sent = {name: (f"/api/upturn/{endpoint}", base64.b64encode(raw).decode("ascii"))
            for name, (endpoint, raw, *_rest) in CASES.items()}
    done = python(SCRIPT, input=json.dumps(sent))
    assert done.code == 0, done
    return {name: (status, json.loads(text)) for name, (status, text) in json.loads(done.out).items()}


@pytest.mark.parametrize("name", list(CASES))
def test_a_hostile_request_gets_a_4xx_with_the_error_json(answers, name):
    """(And a request that only looks hostile gets its answer.)"""
    _endpoint, _raw, status, kind, path, words = CASES[name]
    got, data = answers[name]
    assert got == status, (got, data)
    assert data.get("error", "") == kind, data
    assert data.get("message") != "The request could not be handled.", data
    text = " ".join(texts(data))
    for word in words:
        assert word in text, (word, data)
    if path is not None:
        assert data["problems"] and data["problems"][0]["path"] == path, data


def test_control_characters_in_names_come_back_as_they_were(tmp_path):
    """JSON is not escaped: a name with ESC, C1 and bidi controls is the same string in the answer."""
    evil = "Ann\x1b]52;c;aGk=\x07\u202egnp.exe\x9b31m"
    position = {"game": "upturn", "players": [evil, "Bob"], "to_move": evil, "start_tile": 30, "row": [],
                "racks": {evil: [31, 40], "Bob": 2}}
    script = SCRIPT.replace("json.dump(answers, sys.stdout)", "sys.stdout.write(json.dumps(answers))")
    sent = {"position": ("/api/upturn/position", base64.b64encode(body(position=position)).decode("ascii")),
            "check": ("/api/upturn/check", base64.b64encode(body(position=position, move="play 29")).decode("ascii"))}
    done = python(script, input=json.dumps(sent))
    assert done.code == 0, done
    found = {name: (status, json.loads(text)) for name, (status, text) in json.loads(done.out).items()}
    assert found["position"][0] == 200 and found["position"][1]["players"][0] == evil, found
    status, verdict = found["check"]
    assert status == 200 and verdict["verdict"] == "illegal", verdict
    assert any(evil in r["message"] for r in verdict["reasons"]), verdict


def test_the_verdict_page_shows_names_escaped():
    """The page's verdict is text for people, not JSON: its control characters are shown escaped."""
    from test_printable_output import EVIL, HEBREW, SHOWN, assert_printable

    position = {"game": "upturn", "players": [EVIL, HEBREW], "to_move": EVIL, "start_tile": 30, "row": [],
                "racks": {EVIL: [31, 40], HEBREW: 2}}
    sent = {"illegal": ("/dispute/upturn/verdict", base64.b64encode(body(position=position, move="play 29")).decode()),
            "legal": ("/dispute/upturn/verdict", base64.b64encode(body(position=position, move="play 31")).decode()),
            "error": ("/dispute/upturn/verdict", base64.b64encode(body(position={**position, "to_move": "Cas\u202e"},
                                                                         move="pass")).decode())}
    done = python(SCRIPT, input=json.dumps(sent))
    assert done.code == 0, done
    pages = json.loads(done.out)
    for name, (status, html) in pages.items():
        assert status in (200, 422), (name, status, html)
        assert_printable(html)
    assert SHOWN.replace("&", "&amp;") in pages["illegal"][1]
    assert f"Next turn: {HEBREW}." in pages["legal"][1]  # a whole message is not isolated: its direction stays
    assert "Cas\\u202e" in pages["error"][1]


def test_a_share_link_holding_half_a_character_is_refused_with_the_error_json():
    link = base64.urlsafe_b64encode(b'{"game":"upturn","players":["A\\udc9b","B"],"to_move":"B"}').decode().rstrip("=")
    done = python(SCRIPT, input=json.dumps({"yaml": [f"/dispute/upturn/position.yaml?p={link}", None],
                                            "page": [f"/dispute/upturn?p={link}", None]}))
    assert done.code == 0, done
    pages = json.loads(done.out)
    status, text = pages["yaml"]
    assert status == 400 and json.loads(text)["message"] == "A\\udc9b is not UTF-8 text.", pages
    status, html = pages["page"]
    assert status == 200 and "A\\udc9b is not UTF-8 text." in html, pages
