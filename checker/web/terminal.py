"""What ``referee serve`` prints before it starts: the address, and a QR code for phones on the LAN."""

from __future__ import annotations

import ipaddress

import click

from ..i18n import N_, Msg, Translator

# TRANSLATORS: shown above a QR code in the terminal
SCAN = N_("Phones at the table can scan this code to open the pages:")


def is_loopback(host: str) -> bool:
    if host in ("localhost", ""):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def lan_address() -> str | None:
    """This computer's address on the local network (the one a route to the outside would use)."""
    import socket

    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
            sock.connect(("192.0.2.1", 9))  # no packet is sent: UDP connect only picks the route
            return str(sock.getsockname()[0])
    except OSError:
        return None


def page_url(host: str, port: int, lang: str) -> str:
    shown = host
    if host in ("0.0.0.0", "::"):
        shown = lan_address() or host
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/?lang={lang}"


def announce(host: str, port: int, tr: Translator) -> None:
    url = page_url(host, port, tr.lang)
    # TRANSLATORS: %(url)s is the address of the referee's pages
    click.echo(tr.render(Msg(N_("The referee is served at %(url)s"), url=url)))
    if is_loopback(host):
        return
    import segno

    click.echo(tr.gettext(SCAN))
    segno.make(url, error="m").terminal(compact=True)
