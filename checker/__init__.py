"""The referee: rules reference and move checker for four tabletop games."""

from __future__ import annotations

DISTRIBUTION = "referee"


def version() -> str:
    """The installed version, from the package metadata (``pyproject.toml`` is its one home).

    Read only when asked (``referee --version``): importlib.metadata is not
    on the start-up path of any other command."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as _version

    try:
        return _version(DISTRIBUTION)
    except PackageNotFoundError:  # a source tree that was never installed
        return "0+unknown"


def __getattr__(name: str) -> str:
    if name == "__version__":
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
