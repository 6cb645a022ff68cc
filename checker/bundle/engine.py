"""The referee in the browser: what the offline site's scripts call, in Pyodide.

Two kinds of answers, each from the functions that give them outside the browser, and no web
framework: the page renders every answer from its JSON itself, so the site ships no Starlette.

- **For scripts** (``window.referee``): ``check``, ``moves`` and ``search`` return the very text that
  ``referee check --json``, ``referee moves --json`` and ``referee search --json`` print, from the
  functions those commands call. The position is written to a file named ``position`` and read as
  the command line reads a file, so that its errors name it the same way (``position, line 3: ...``).
- **For the dispute page** (``page``): the JSON the server's API answers the page's calls with
  (``static/api.js``: ``check``, ``moves``, ``position``, and the YAML file to download), worked
  out with the same functions as the API's (``checker.web.api``): a position sent as an object is
  read as the API reads one (no lines to name), a position sent as text as a YAML file.

Every function takes and returns text (JSON), which crosses to JavaScript at no cost.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Sequence
from typing import Any

from .. import i18n
from ..i18n import N_, Msg, Translator
from ..verdict import InputError, MoveError, RefereeError, UsageError
from ..web.texts import TEXTS

#: the name the position goes by in errors, as a file goes by the path it was given as
POSITION = "position"
#: the most moves listed, as ``referee moves`` lists without ``--limit`` (and the API without ``limit``)
MOVES_LIMIT = 500
_folder: list[str] = []


def warm() -> None:
    """Import what every check and list of moves needs, once, while the page waits for the engine anyway."""
    from .. import answer, inputs, reader, render  # noqa: F401
    from ..games import built_in, get

    for game in built_in():
        get(game)


def _translator(lang: str | None) -> Translator:
    """The reader's language as ``--lang`` names it (an unknown one: English, as the command line falls back)."""
    return i18n.translator(i18n.negotiate(lang or None)[0])


def _position_file(text: str) -> str:
    """``text`` written (as UTF-8) to the file ``position`` of a folder of the engine's own, made the
    working folder, so that the command line's reading of a file reads it."""
    if not _folder:
        _folder.append(tempfile.mkdtemp(prefix="referee-"))
        os.chdir(_folder[0])
    with open(os.path.join(_folder[0], POSITION), "wb") as fh:
        fh.write(text.encode("utf-8", "surrogatepass"))
    return POSITION


def _printed(work: Callable[[], dict[str, Any]], tr: Translator) -> str:
    """What ``--json`` prints for ``work``: its JSON, or the error's JSON."""
    from ..render import error_dict, json_dumps

    try:
        data = work()
    except RefereeError as err:
        data = error_dict(err, tr)
    return json_dumps(data) + "\n"


def _read(game: str, doc: Any, house_rules: Sequence[str], tr: Translator, first: bool = True) -> tuple[Any, Any]:
    """The game, and the position ``doc`` read under the house rules asked for: their names checked
    ``first`` (as the command line checks ``--house-rule``), else as the position is read (as the API)."""
    from ..games import get

    g = get(game)
    rules = g.check_house_rules(list(house_rules)) if first else list(house_rules)
    return g, g.read_position(doc, rules, tr)


def _file(position: str) -> Any:
    from ..inputs import load_file

    return load_file(_position_file(position))


def _judge(g: Any, pos: Any, move: str, tr: Translator) -> dict[str, Any]:
    """The verdict JSON of ``move`` (as said) in ``pos``: ``referee check --json``, the API's ``check``."""
    from ..answer import answer_said
    from ..render import verdict_dict

    text = move.strip()
    if not text:
        raise MoveError(Msg(N_("The move is empty.")))
    return verdict_dict(answer_said(g, pos, g.read(text, pos, tr), tr), tr)


def _listed(g: Any, pos: Any, tr: Translator, limit: int) -> dict[str, Any]:
    """The moves JSON: ``referee moves --json --limit LIMIT``, the API's ``moves`` with ``limit``."""
    from ..render import moves_dict

    options = g.legal_moves(pos, expand=False, limit=limit + 1)
    listed = options[:limit]
    return moves_dict(listed, [g.show_text(o.text, pos, tr) for o in listed], g.id, tr, len(options) > limit)


def check(game: str, position: str, move: str | None, lang: str | None = None,
          house_rules: Sequence[str] = ()) -> str:
    """``referee check GAME position MOVE --json [--lang LANG] [--house-rule ...]``, as printed."""
    tr = _translator(lang)

    def work() -> dict[str, Any]:
        g, pos = _read(game, _file(position), house_rules, tr)
        if move is None:
            raise UsageError(Msg(N_("No move given: add it after the position, or use --move-file.")))
        return _judge(g, pos, move, tr)

    return _printed(work, tr)


def moves(game: str, position: str, lang: str | None = None, house_rules: Sequence[str] = (),
          limit: int = MOVES_LIMIT) -> str:
    """``referee moves GAME position --json [--lang LANG] [--house-rule ...] [--limit N]``, as printed."""
    tr = _translator(lang)

    def work() -> dict[str, Any]:
        g, pos = _read(game, _file(position), house_rules, tr)
        return _listed(g, pos, tr, limit)

    return _printed(work, tr)


def search(query: str, lang: str | None = None) -> str:
    """``referee search QUERY --json [--lang LANG]``, as printed (the search page's results)."""
    from .. import rulebook
    from ..games import built_in

    tr = _translator(lang)

    def work() -> dict[str, Any]:
        from ..render import search_dict

        return search_dict(rulebook.find([rulebook.load(g) for g in built_in()], query, tr), query, tr)

    return _printed(work, tr)


# -- the dispute page's answers: the API's -------------------------------------------------------------

def _document(position: Any) -> Any:
    """The body's position as the API reads it: YAML text as a file is read, an object as it is (through
    the same loader, for its limits, with no lines: an object has none)."""
    from ..inputs import Document, load_text

    if isinstance(position, str):
        return load_text(position, POSITION)
    text = json.dumps(position, ensure_ascii=False, separators=(",", ":"))
    return Document(load_text(text, POSITION).data, {}, POSITION)


def _link_position(text: str) -> Any:
    """A share link's ``p`` (URL-safe base64 of the position's JSON), as the server reads it
    (``checker.web.dispute.decode_position``): the link's error if it is no base64, the request's if it
    holds no JSON."""
    import base64
    import binascii

    from ..inputs import MAX_BYTES, decode

    try:
        if len(text) > MAX_BYTES:
            raise ValueError(text[:20])
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise InputError(Msg(TEXTS["bad_link"]), source="link") from None
    source = decode(raw, "request")
    if not source.strip():
        raise InputError(Msg(TEXTS["body_object"]), source="request")
    try:
        return json.loads(source)
    except json.JSONDecodeError as exc:
        raise InputError(Msg(TEXTS["body_json"], line=exc.lineno, column=exc.colno), source="request") from None
    except (RecursionError, ValueError):  # nested past any limit, or a number of more than 4,300 digits
        raise InputError(Msg(TEXTS["body_fields"]), source="request") from None


def _body(body: str, tr: Translator) -> tuple[dict[str, Any], Translator]:
    """The page's request body (JSON) and the language it names (``lang``), else the page's."""
    data = json.loads(body)
    if not isinstance(data, dict):
        raise InputError(Msg(TEXTS["body_object"]), source="request")
    lang = data.get("lang")
    return data, (_translator(lang.strip()[:100]) if isinstance(lang, str) and lang.strip() else tr)


def page(kind: str, game: str, body: str, lang: str | None = None) -> str:
    """The JSON the server's API answers the dispute page with, for ``kind``:

    - ``check`` (``{position, move, house_rules, lang}``): ``POST /api/GAME/check``;
    - ``moves`` (``{position, house_rules, lang, limit}``): ``POST /api/GAME/moves``;
    - ``position`` (``{position, house_rules, lang}``): ``POST /api/GAME/position``;
    - ``yaml`` (``{p}``, a share link's position): the file of ``GET /dispute/GAME/position.yaml?p=``, as
      ``{"yaml": text}``.

    An error is the error JSON (``error``, ``message``, ``problems``), as the API answers it.
    ``lang``: the page's language, for a body that names none."""
    from ..render import dump_yaml, error_dict

    tr = _translator(lang)
    try:
        data, tr = _body(body, tr)
        if kind == "yaml":
            answer: dict[str, Any] = {"yaml": dump_yaml(_document(_link_position(str(data.get("p") or ""))).data)}
        else:
            g, pos = _read(game, _document(data.get("position")), data.get("house_rules") or [], tr, first=False)
            if kind == "check":
                answer = _judge(g, pos, str(data.get("move") or ""), tr)
            elif kind == "moves":
                answer = _listed(g, pos, tr, int(data.get("limit") or MOVES_LIMIT))
            elif kind == "position":
                answer = g.position_data(pos)
            else:
                raise UsageError(Msg(TEXTS["body_fields"]))
    except RefereeError as err:
        answer = error_dict(err, tr)
    return json.dumps(answer)
