"""What came from the user is printed with its control characters escaped and its
right-to-left text isolated, in every output that is not JSON; JSON keeps the values
as they were (and writes, within its own syntax, what a terminal would act on as
``\\uXXXX`` escapes).

The hostile name below holds an OSC 52 sequence (a clipboard write), BEL, a
right-to-left override ("Ann‮gnp.exe" displays as "Annexe.png") and an 8-bit CSI;
the second player's name is Hebrew, legitimately right-to-left.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from conftest import ROOT, run_cli

from checker.i18n import Msg, Translator
from checker.safetext import FSI, PDI, UNSAFE, json_text, printable

EVIL = "Ann\x1b]52;c;aGk=\x07\u202egnp.exe\x9b2J"
SHOWN = "Ann\\x1b]52;c;aGk=\\x07\\u202egnp.exe\\x9b2J"
HEBREW = "דני"
_ISOLATED = re.compile(f"{FSI}[^{FSI}{PDI}]*{PDI}")


def assert_printable(text: str) -> None:
    """No character a terminal acts on, but the output's own line breaks and the isolates around RTL text."""
    bare = _ISOLATED.sub("", text).replace("\n", "")
    found = re.findall(UNSAFE, bare)
    assert not found, (found, text)


def position(**changes) -> dict:
    data = {"game": "upturn", "players": [EVIL, HEBREW], "to_move": EVIL, "start_tile": 30, "row": [],
            "racks": {EVIL: [31, 40], HEBREW: 2}}
    data.update(changes)
    return data


@pytest.fixture
def evil(tmp_path) -> str:
    path = tmp_path / "evil.yaml"
    path.write_text(yaml.safe_dump(position(), allow_unicode=True), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("text, shown", [
    ("Ann", "Ann"),
    ("Łukasz Jörg Ñandú", "Łukasz Jörg Ñandú"),
    ("a\x00b\x1bc\x7fd", "a\\x00b\\x1bc\\x7fd"),
    ("tab\tnew\nline\rend", "tab\\tnew\\nline\\rend"),
    ("csi\x9bosc\x9dnel\x85", "csi\\x9bosc\\x9dnel\\x85"),
    ("Ann\u202egnp.exe", "Ann\\u202egnp.exe"),
    ("\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069\u200e\u200f\u061c", "\\u202a\\u202b\\u202c\\u202d\\u2066"
     "\\u2067\\u2068\\u2069\\u200e\\u200f\\u061c"),
    ("line\u2028para\u2029", "line\\u2028para\\u2029"),
    ("half\udc9b", "half\\udc9b"),
    (HEBREW, f"{FSI}{HEBREW}{PDI}"),
    ("سارة\u202e", f"{FSI}سارة\\u202e{PDI}"),
])
def test_printable_escapes_controls_and_isolates_right_to_left_text(text, shown):
    assert printable(text) == shown
    assert_printable(printable(text))
    assert printable(text, isolate=False) == shown.removeprefix(FSI).removesuffix(PDI)


def test_json_text_is_the_same_json_without_what_a_terminal_acts_on():
    for value in (EVIL, HEBREW, "DEL\x7f", "half\udc9b", "plain", "quotes “ok”"):
        text = json_text(json.dumps({"name": value}, ensure_ascii=False, indent=2))
        assert json.loads(text) == {"name": value}
        assert_printable(text)
        text.encode("utf-8")  # a lone surrogate went out as its escape


def test_message_parameters_are_escaped_in_every_language_and_raw_for_json():
    msg = Msg("%(name)s: %(items)s", name=EVIL, items=[EVIL, HEBREW])
    for lang in ("en", "nl", "pl", "es", "fy"):
        tr = Translator(lang)
        shown = tr.render(Msg("%(file)s: no such file.", file=EVIL))
        assert SHOWN in shown and EVIL not in shown
        assert_printable(tr.render(msg))
        assert tr.render(Msg("%(file)s: no such file.", file=EVIL), raw=True) == Translator(lang).gettext(
            "%(file)s: no such file.") % {"file": EVIL}


def test_a_verdict_shows_the_names_escaped_and_isolated(evil):
    r = run_cli("check", "upturn", evil, "play 31")
    assert r.code == 0, r
    assert f"{SHOWN} has one tile left" in r.out, r.out
    assert f"Next turn: {FSI}{HEBREW}{PDI}." in r.out, r.out
    assert_printable(r.out + r.err)
    r = run_cli("check", "upturn", evil, "play 29", "--lang", "pl")
    assert r.code == 1 and SHOWN in r.out, r
    assert_printable(r.out + r.err)


def test_json_keeps_the_names_as_they_were(evil):
    r = run_cli("check", "upturn", evil, "play 29", "--json")
    assert r.code == 1
    data = r.json()
    assert any(EVIL in f["message"] and SHOWN not in f["message"] for f in data["reasons"]), data
    assert_printable(r.out)


def test_an_echoed_move_and_a_moves_list_are_escaped(evil, tmp_path):
    move = tmp_path / "move.txt"
    move.write_text("play 3\x1b[2J1", encoding="utf-8")
    r = run_cli("check", "upturn", evil, "--move-file", str(move))
    assert r.code == 2 and "play 3\\x1b[2J1" in r.err, r
    assert_printable(r.err)
    r = run_cli("moves", "upturn", evil)
    assert r.code == 0 and "play 31" in r.out
    assert_printable(r.out)


def test_apply_writes_yaml_that_shows_no_control_and_reads_back_the_same(evil):
    r = run_cli("apply", "upturn", evil, "play 31")
    assert r.code == 0, r
    assert_printable(r.out)
    assert yaml.safe_load(r.out)["players"] == [EVIL, HEBREW]


def test_errors_quote_keys_values_and_file_names_escaped(tmp_path):
    bad = tmp_path / "bad\x1b[31m.yaml"
    bad.write_text(yaml.safe_dump({**position(to_move="Cas\u202e"), EVIL: 1}, allow_unicode=True), encoding="utf-8")
    r = run_cli("check", "upturn", str(bad), "pass", "--lang", "fy")
    assert r.code == 2 and SHOWN in r.err and "bad\\x1b[31m.yaml" in r.err, r
    assert_printable(r.err)
    r = run_cli("check", "upturn", str(bad), "pass", "--json")
    assert r.code == 2 and any(p["path"] == EVIL for p in r.json()["problems"]), r.out
    assert_printable(r.out)


def test_clicks_own_errors_quote_the_command_line_escaped(evil):
    for args in (["games", EVIL], ["nosuch\x1b]0;x\x07"], ["check", "upturn", evil, "pass", "--bogus\u202e"],
                 ["moves", "upturn", evil, "--limit", "\x9b5"]):
        r = run_cli(*args)
        assert r.code == 2, r
        assert "\\x" in r.err or "\\u" in r.err, r.err
        assert_printable(r.out + r.err)


def test_a_replay_and_a_search_are_escaped(evil, tmp_path):
    record = tmp_path / "record.yaml"
    record.write_text(yaml.safe_dump({"position": position(), "moves": ["play 31", "play 29"]}, allow_unicode=True),
                      encoding="utf-8")
    r = run_cli("replay", "upturn", str(record))
    assert r.code in (1, 2, 3), r
    assert_printable(r.out + r.err)
    r = run_cli("search", EVIL)
    assert r.code == 0 and SHOWN in r.out, r
    assert_printable(r.out)


def test_a_score_table_shows_the_names_escaped(tmp_path):
    data = yaml.safe_load((ROOT / "examples/uptown/10-game-over.yaml").read_text(encoding="utf-8"))
    text = (ROOT / "examples/uptown/10-game-over.yaml").read_text(encoding="utf-8")
    first = data["players"][0]
    path = Path(tmp_path / "score.yaml")
    path.write_text(re.sub(rf"\b{first}\b", lambda _m: json.dumps(EVIL), text), encoding="utf-8")
    r = run_cli("score", "uptown", str(path))
    assert r.code == 0, r
    assert SHOWN in r.out, r.out
    assert_printable(r.out)


def test_the_serve_announcement_escapes_the_host(capsys):
    from checker.web.terminal import announce

    announce("127.0.0.1\x1b]52;c;aGk=\x07", 8000, Translator("en"))
    out = capsys.readouterr().out
    assert "127.0.0.1\\x1b]52;c;aGk=\\x07" in out
    assert_printable(out)
