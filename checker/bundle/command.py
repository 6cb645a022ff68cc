"""``referee bundle DIR``: the command (light to import: the work is in ``build.py``)."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import click

from ..cli_params import argument, json_option, lang_option, option, tr
from ..clicklocal import LocalCommand
from ..i18n import N_, Msg

command = partial(click.command, cls=LocalCommand)

# TRANSLATORS: the parts of the offline site whose sizes `referee bundle` prints (Pyodide: the Python in the browser)
PART_NAMES = {"runtime": N_("runtime (Pyodide)"), "stdlib": N_("standard library"), "wheels": N_("wheels"),
              "pages": N_("pages and scripts")}


def megabytes(size: int, digits: int = 1) -> str:
    """A size in megabytes (10⁶ bytes), as the reader's language writes numbers."""
    # TRANSLATORS: %(size)s is a number of megabytes (1 MB = 1,000,000 bytes)
    return tr().render(Msg(N_("%(size)s MB"), size=tr().format_decimal(size / 1e6, "0." + "0" * digits)))


@command("bundle", help=N_("Write the referee as a static site that works offline on a phone: the pages, the "
                                 "same Python engine (run by Pyodide in the browser) and a service worker that "
                                 "keeps them. Building it needs npm, once, to fetch the runtime."))
@argument("folder", metavar="DIR", type=click.Path(file_okay=False, path_type=Path))
@option("--cache", metavar="DIR", type=click.Path(file_okay=False, path_type=Path),
              help=N_("Folder that keeps the runtime fetched with npm between builds (default: the user's cache "
                      "folder)."))
@lang_option
@json_option
def bundle_cmd(folder: Path, cache: Path | None, lang: str | None, as_json: bool) -> None:
    from ..render import emit_json
    from ..verdict import UsageError
    from .build import PARTS, build

    try:  # the server's pages are rendered for the site when it is built (the site itself ships neither)
        import jinja2  # noqa: F401
        import starlette  # noqa: F401
    except ImportError:
        raise UsageError(Msg(N_("The web parts are not installed: %(command)s"),
                             command="pip install 'referee[bundle]'")) from None
    report = build(folder, cache)
    if as_json:
        emit_json(report.as_dict())
        return
    t = tr()
    count = sum(report.counts.values())
    # TRANSLATORS: %(folder)s is a folder, %(size)s a size (such as 15.2 MB), %(count)s a number of files, %(version)s Pyodide's version
    click.echo(t.render(Msg(N_("Site written to %(folder)s: %(size)s in %(count)s files, with Pyodide %(version)s."),
                            folder=str(folder), size=megabytes(report.total), count=count, version=report.pyodide)))
    width = max(len(t.gettext(PART_NAMES[p])) for p in PARTS)
    for part in PARTS:
        click.echo(f"  {t.gettext(PART_NAMES[part]).ljust(width)}  {megabytes(report.sizes[part]).rjust(8)}")
        if part == "wheels":
            for name, size in sorted(report.wheels.items(), key=lambda kv: -kv[1]):
                click.echo(f"    {name}  {megabytes(size, 2)}")
    click.echo(t.gettext(N_("Put the folder on a web host that serves it over HTTPS, open it once on the phone and "
                            "add it to the home screen: from then on it works without a network.")))


#: the commands of this module, for the ``referee`` group's lazy loading (``checker.cli.LAZY``)
COMMANDS: dict[str, click.Command] = {"bundle": bundle_cmd}
