"""Build hook: the catalogs ``referee_takeaway/locales/<lang>/LC_MESSAGES/referee_takeaway.po``
compiled into ``.mo`` files beside them, in the wheel (compiled files are never committed)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

DOMAIN = "referee_takeaway"


class CatalogHook(BuildHookInterface):  # type: ignore[misc]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        root = Path(self.root)
        for po_path in sorted((root / DOMAIN / "locales").glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
            with po_path.open("rb") as fh:
                catalog = read_po(fh, locale=po_path.parent.parent.name)
            errors = [(message.id, error) for message, errs in catalog.check() for error in errs]
            if errors:
                raise RuntimeError(f"{po_path}: {errors[:5]}")
            mo_path = po_path.with_suffix(".mo")
            with mo_path.open("wb") as fh:
                write_mo(fh, catalog, use_fuzzy=False)
            if version != "editable":
                build_data.setdefault("force_include", {})[str(mo_path)] = mo_path.relative_to(root).as_posix()
