"""What `referee serve` prints before it starts: the address, and for a LAN address a QR code."""

from __future__ import annotations

import pytest

from checker.i18n import Translator
from checker.web import terminal


def test_a_loopback_address_is_printed_without_a_qr_code(capsys):
    terminal.announce("127.0.0.1", 8000, Translator("en"))
    out = capsys.readouterr().out
    assert out.strip() == "The referee is served at http://127.0.0.1:8000/?lang=en"


def test_a_lan_address_gets_a_qr_code_for_the_phones_in_the_readers_language(capsys):
    # a documentation address (TEST-NET-2): only formatted, never contacted
    terminal.announce("198.51.100.7", 8080, Translator("nl"))
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert "http://198.51.100.7:8080/?lang=nl" in lines[0]
    assert lines[1] == Translator("nl").gettext(terminal.SCAN) and lines[1] != terminal.SCAN
    assert len(lines) > 10  # the code itself


def test_the_url_names_the_machine_for_every_interface_and_brackets_ipv6(monkeypatch):
    monkeypatch.setattr(terminal, "lan_address", lambda: "198.51.100.7")
    assert terminal.page_url("0.0.0.0", 8000, "pl") == "http://198.51.100.7:8000/?lang=pl"
    assert terminal.page_url("::1", 8000, "es") == "http://[::1]:8000/?lang=es"
    monkeypatch.setattr(terminal, "lan_address", lambda: None)
    assert terminal.page_url("0.0.0.0", 9000, "fy") == "http://0.0.0.0:9000/?lang=fy"


@pytest.mark.parametrize("host, loopback", [("localhost", True), ("127.0.0.1", True), ("::1", True),
                                            ("198.51.100.7", False), ("table.local", False)])
def test_loopback_hosts(host, loopback):
    assert terminal.is_loopback(host) is loopback
