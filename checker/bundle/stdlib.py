"""Pyodide's standard library, less what the referee in a browser never imports.

``python_stdlib.zip`` holds the whole standard library; the site ships it less the tools and
protocols a page never uses (``DROPPED``: test runners, debuggers, the REPL, mail and FTP
clients, servers, HTTP and e-mail messages, HTML, process pools, XML, archives, foreign
functions) and less the text encodings other than Unicode's, Latin-1, ASCII and the few the
standard library asks for itself (``ENCODINGS``). Whatever a dropped module would be needed
for is missing from the site only; the command line is untouched.
"""

from __future__ import annotations

import io
import zipfile

#: modules and packages left out, by their top-level name
DROPPED = frozenset({
    "unittest", "doctest", "pydoc", "pydoc_data", "pdb", "bdb", "_pyrepl", "cmd",
    "idlelib", "tkinter", "turtle", "turtledemo", "lib2to3", "ensurepip", "venv", "zipapp", "compileall",
    "py_compile", "modulefinder", "pyclbr", "tabnanny", "trace", "tracemalloc", "profile", "cProfile", "pstats",
    "timeit", "xmlrpc", "wsgiref", "socketserver", "imaplib", "poplib", "smtplib", "ftplib", "nntplib",
    "mailbox", "netrc", "multiprocessing", "sqlite3", "dbm", "shelve", "curses", "xml", "plistlib", "wave",
    "pickletools", "optparse", "getopt", "configparser", "fileinput", "statistics", "this",
    "antigravity", "__hello__", "__phello__", "webbrowser", "pty", "tty", "getpass", "sched", "graphlib",
    "colorsys", "_pyio", "_pydecimal", "_pylong",
    # never imported by the engine and its pages (the C modules stand in for _pydatetime)
    "tarfile", "gzip", "argparse", "ctypes", "zoneinfo", "_pydatetime", "fractions", "pprint", "runpy", "symtable",
    "rlcompleter", "filecmp",
    # the web's protocols and formats: the site's pages are rendered when it is built, and no web framework
    # runs in the browser (the engine and Pyodide's start import none of them)
    "email", "http", "html",
})
#: the codecs kept (``encodings/NAME.py``); the package's own modules and its aliases stay too
ENCODINGS = frozenset({
    "__init__", "aliases", "utf_8", "utf_8_sig", "utf_16", "utf_16_le", "utf_16_be", "utf_32", "utf_32_le",
    "utf_32_be", "ascii", "latin_1", "charmap", "cp437", "idna", "punycode", "raw_unicode_escape",
    "unicode_escape", "hex_codec", "base64_codec",
})


def kept(name: str) -> bool:
    """Whether a member of the zip (``email/utils.py``, ``encodings/cp1252.py``) stays."""
    top = name.split("/", 1)[0]
    module = top[:-3] if top.endswith(".py") else top
    if module in DROPPED:
        return False
    if top == "encodings" and name.endswith(".py"):
        return name.rsplit("/", 1)[-1][:-3] in ENCODINGS
    return True


def trimmed(data: bytes) -> bytes:
    """The zip less what ``kept`` refuses, its entries otherwise as they were."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED,
                                                                       compresslevel=9) as target:
        for entry in source.infolist():
            if kept(entry.filename):
                target.writestr(entry, source.read(entry), compress_type=entry.compress_type or zipfile.ZIP_STORED)
    return out.getvalue()
