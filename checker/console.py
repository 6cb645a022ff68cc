"""The ``referee`` command as a process: the console script and ``python -m checker``.

Most commands live for a few dozen milliseconds, and most of that is start-up:
importing click, the catalogs, one game. Python's cyclic garbage collector runs
again and again while those modules build their classes, and finds nothing to
free (reference counting frees what a command drops). So the process starts
with it off; the commands that run long (``serve``, ``simulate``, ``ask``)
switch it back on (``checker.cli.long_running``). The library, the tests and
the web app import ``checker.cli`` or ``checker.web`` directly and keep it on.
"""

from __future__ import annotations

import gc


def main() -> None:
    gc.disable()
    from .cli import main as run

    run()
