"""The catalogs compiled for a build: the bundle's (:mod:`.build`) and the page's
(:mod:`.web.build`)."""

from __future__ import annotations

from pathlib import Path

from .glyphs import package_folder


def compile_catalogs(out: Path) -> list[str]:
    """Every catalog under ``i18n/`` compiled into ``out/<code>/LC_MESSAGES/liubo.mo``."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    from ..services.translation import DOMAIN

    codes = []
    source = package_folder("liubo.i18n")
    for po in sorted(source.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        code = po.parent.parent.name
        with po.open("rb") as stream:
            catalog = read_po(stream, locale=code, domain=DOMAIN)
        target = out / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as stream:
            write_mo(stream, catalog, use_fuzzy=False)
        codes.append(code)
    return codes
