"""One bundle per ruleset kind: what one layer above the engine (the computer players,
the presentation, the content, the measuring tools) has of each reconstruction.

A layer's registry loads its part of every reconstruction (:mod:`.plugins`) the first
time it is asked, not before: the screens' presentation is not imported by the worker
process, the tools' parts never by the game.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Generic, Protocol, TypeVar

from . import plugins
from .contract import ruleset_kinds


class Bundle(Protocol):
    """What a layer's bundle for a ruleset has at least: the kind it is for."""

    @property
    def kind(self) -> str: ...


B = TypeVar("B", bound=Bundle)


class KindRegistry(Generic[B]):
    """A layer's bundles by ruleset kind: its ``part`` of each reconstruction, of type
    ``bundle_type``, loaded when first asked for; ``what`` names them in errors ("ruleset
    kind 'x' has its content already")."""

    def __init__(self, what: str, part: str, bundle_type: type[B]) -> None:
        self.what = what
        self.part = part
        self.bundle_type = bundle_type
        self._bundles: dict[str, B] = {}
        self._loaded = False
        plugins.on_rediscover(self.forget)

    def _load(self) -> dict[str, B]:
        if not self._loaded:
            self._loaded = True
            known = ruleset_kinds()  # a part of a reconstruction the engine left out is not
            for bundle in plugins.load_parts(self.part, self.bundle_type):
                if bundle.kind in known:
                    self._bundles.setdefault(bundle.kind, bundle)
        return self._bundles

    def forget(self) -> None:
        """Forget every bundle; they are loaded again when next asked for."""
        self._bundles.clear()
        self._loaded = False

    def get(self, kind: str) -> B | None:
        """The bundle of ``kind``, or None if it has none (its layer's default)."""
        return self._load().get(kind)

    def kinds(self) -> tuple[str, ...]:
        """The kinds with a bundle, in the engine's order (the default ruleset's first)."""
        bundles = self._load()
        return tuple(kind for kind in ruleset_kinds() if kind in bundles)

    def __iter__(self) -> Iterator[B]:
        bundles = self._load()
        return iter(tuple(bundles[kind] for kind in self.kinds()))
