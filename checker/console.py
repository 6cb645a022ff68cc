"""The ``referee`` command as a process: the console script and ``python -m checker``.

Most commands live for a few dozen milliseconds, and most of that is start-up:
importing click, the catalogs, one game. Python's cyclic garbage collector runs
again and again while those modules build their classes, and finds nothing to
free (reference counting frees what a command drops). So the process starts
with it off; the commands that run long (``serve``, ``simulate``, ``ask``)
switch it back on (``checker.cli_params.long_running``). The library, the tests and
the web app import ``checker.cli`` or ``checker.web`` directly and keep it on.

The process also keeps the exit codes honest (README: "Exit codes"): 1 means
"illegal" and nothing else. Standard output and error are guarded
(``checker.streams``: a broken pipe ends quietly with the command's own code,
a full disk is an error, exit 2), and a failure of the referee itself prints
its traceback for a report and exits 70, never 1.
"""

from __future__ import annotations

import gc
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .i18n import Translator


def main() -> None:
    gc.disable()
    from . import streams
    from .verdict import OutputError

    out, _err = streams.install()
    code: str | int | None = 0
    failed: OutputError | None = None
    try:
        from .cli import main as run

        run()
    except SystemExit as done:
        code = done.code
    except OutputError as exc:
        failed = exc
    except Exception as exc:  # the last resort: whatever it is, it is not "illegal"
        code = _crash(exc)
    try:
        out.flush()
    except OutputError as exc:
        failed = failed or exc
    if failed is None and out.failure is not None and not out.broken_pipe:
        failed = streams.output_error(out.failure)  # raised where it failed, and swallowed there
    if failed is not None:
        from .render import render_error

        render_error(failed, _reader_translator(), as_json=False)
        code = failed.exit_code
    sys.exit(code)


def _reader_translator() -> Translator:
    """The reader's language for a message after the command has ended (``--lang``, else the
    environment), when click's context that held it is gone: the command line read as click reads it."""
    from . import i18n
    from .cli import cli

    try:
        lang = cli.reader(sys.argv[1:]).lang
    except Exception:  # the line itself may be what failed: the environment's language then
        lang = None
    return i18n.translator(i18n.negotiate(lang)[0])


def _crash(exc: Exception) -> int:
    """A failure of the referee itself: its traceback, for a report, and exit code 70."""
    import traceback

    from .i18n import N_
    from .verdict import EXIT_INTERNAL

    traceback.print_exception(exc)
    sys.stderr.write(_reader_translator().gettext(N_("The referee failed: this is a bug. Please report it, "
                                                "with the command and the text above.")) + "\n")
    return EXIT_INTERNAL
