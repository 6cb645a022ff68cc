"""Build hook: compile locales/*/LC_MESSAGES/messages.po into checker/_locales.

Compiled catalogs are never committed; every build (wheel, editable or not)
makes them from the .po sources, and fails if a catalog has errors.
"""

from __future__ import annotations

from pathlib import Path

try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # imported outside a build (the tests call compile_catalogs)
    BuildHookInterface = object  # type: ignore[misc,assignment]


def compile_catalogs(root: Path) -> list[Path]:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    written = []
    for po_path in sorted((root / "locales").glob("*/LC_MESSAGES/messages.po")):
        lang = po_path.parent.parent.name
        with po_path.open("rb") as fh:
            catalog = read_po(fh, locale=lang)
        errors = [(msg.id, err) for msg, errs in catalog.check() for err in errs]
        if errors:
            raise RuntimeError(f"{po_path}: {errors[:5]}")
        mo_path = root / "checker" / "_locales" / lang / "LC_MESSAGES" / "messages.mo"
        mo_path.parent.mkdir(parents=True, exist_ok=True)
        with mo_path.open("wb") as fh:
            write_mo(fh, catalog, use_fuzzy=False)
        written.append(mo_path)
    return written


class CatalogBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version, build_data):
        root = Path(self.root)
        written = compile_catalogs(root)
        if version == "editable":
            return  # the source tree is imported directly and now holds the catalogs
        for mo_path in written:
            rel = mo_path.relative_to(root).as_posix()
            build_data.setdefault("force_include", {})[str(mo_path)] = rel
