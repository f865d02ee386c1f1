"""One bundle per ruleset kind: what one layer above the engine (the computer players,
the presentation, the content, the measuring tools) registers for each reconstruction."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Generic, Protocol, TypeVar

from .contract import default_ruleset_id, shipping_kind


class Bundle(Protocol):
    """What a layer's bundle for a ruleset has at least: the kind it is for."""

    @property
    def kind(self) -> str: ...


B = TypeVar("B", bound=Bundle)


class KindRegistry(Generic[B]):
    """A layer's bundles by ruleset kind, each registered once; ``what`` names them in
    errors ("ruleset kind 'x' has its content already")."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._bundles: dict[str, B] = {}

    def register(self, bundle: B) -> B:
        """Give a ruleset kind its bundle (once; ValueError if it has another)."""
        if self._bundles.get(bundle.kind, bundle) is not bundle:
            raise ValueError(f"ruleset kind {bundle.kind!r} has its {self.what} already")
        self._bundles[bundle.kind] = bundle
        return bundle

    def unregister(self, kind: str) -> None:
        """Forget a kind's bundle (for tests and plug-ins that are unloaded)."""
        self._bundles.pop(kind, None)

    def get(self, kind: str) -> B | None:
        """The bundle of ``kind``, or None if it registered none."""
        return self._bundles.get(kind)

    def kinds(self) -> tuple[str, ...]:
        """The kinds with a bundle, in the order they registered."""
        return tuple(self._bundles)

    def __iter__(self) -> Iterator[B]:
        return iter(tuple(self._bundles.values()))

    def default_first(self) -> tuple[B, ...]:
        """Every bundle: the default ruleset's kind first, then the others in the order
        they registered."""
        first = shipping_kind(default_ruleset_id()).name
        return tuple(sorted(self._bundles.values(), key=lambda bundle: bundle.kind != first))
