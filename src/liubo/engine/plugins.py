"""Finding the reconstructions of the rules: installing one is registering it.

A reconstruction declares itself once, as a packaging entry point of the group
``liubo.rulesets`` (the game's own in ``setup.cfg``, any other in its distribution's
``pyproject.toml``) naming a :class:`Reconstruction`: the object that ties together its
parts, one for each layer of the game, each named ``"module:attribute"``. Nothing in the
game lists them. Each layer imports only its own part, when it first needs it: the engine
its :class:`~.contract.RulesetKind` when :mod:`liubo.engine` is imported, the computer
players their ``RulesetAI`` when a player is first asked for, the screens their
``Presentation``, the content its ``RulesetContent`` and the measuring tools their
``RulesetTools`` (so the engine never imports pygame and no tool loads at the game's start).

A broken reconstruction costs only itself: an entry point or a part that cannot be loaded
(an import error, a missing attribute, an object of the wrong type or kind) is left out,
logged, and kept as a :class:`Problem` that the title screen shows; a reconstruction whose
engine part failed is left out of every layer, one whose other part failed gets that
layer's default (as a reconstruction that declares no such part does).

Entry points are read from the ``entry_points.txt`` of each distribution's metadata on
``sys.path`` (the PyPA entry points specification), as ``importlib.metadata`` reads them,
without importing it (about 40 ms of the game's first frame); where no distribution names
the group that way (a zip on the path, an import hook of its own), ``importlib.metadata``
looks.
"""

from __future__ import annotations

import importlib
import logging
import os
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields
from typing import Any, TypeVar

#: the entry point group a reconstruction declares itself in
GROUP = "liubo.rulesets"
#: the parts of a reconstruction, one a layer, in the order the layers stand
PARTS = ("engine", "ai", "presentation", "content", "tools")

log = logging.getLogger("liubo.plugins")


@dataclass(frozen=True)
class Reconstruction:
    """One reconstruction of the rules, as its entry point names it.

    ``name`` is its kind (what its ruleset documents name as ``"kind"``). Each part is
    ``"module:attribute"``, imported by its layer when that layer first needs it:
    ``engine`` its :class:`~.contract.RulesetKind` (required), ``ai`` its
    ``liubo.ai.contract.RulesetAI``, ``presentation`` its
    ``liubo.model.presentation.Presentation``, ``content`` its
    ``liubo.content.ruleset_content.RulesetContent``, ``tools`` its
    ``liubo.tools.ruleset_tools.RulesetTools``; an empty part gets its layer's default.
    ``catalog`` is ``"package:folder"`` of its own translations (``<language>/LC_MESSAGES/
    <catalog_domain>.mo`` under that folder), read after the game's own catalog; empty:
    its texts are the game's messages or stay in English.
    """

    name: str
    engine: str
    ai: str = ""
    presentation: str = ""
    content: str = ""
    tools: str = ""
    catalog: str = ""
    catalog_domain: str = "messages"


@dataclass(frozen=True)
class Problem:
    """A reconstruction, or one part of it, that could not be loaded: ``plugin`` names
    the entry point (or the reconstruction), ``part`` what failed, ``message`` why."""

    plugin: str
    part: str
    message: str

    def __str__(self) -> str:
        return f"{self.plugin} ({self.part}): {self.message}"


@dataclass(frozen=True)
class EntryPoint:
    """An entry point of the group: its name, ``module:attribute`` and distribution."""

    name: str
    value: str
    distribution: str


_found: tuple[Reconstruction, ...] | None = None
_problems: list[Problem] = []
_failed: set[tuple[str, str]] = set()  # (reconstruction, part) that failed to load
_listeners: list[Callable[[], None]] = []  # told when the reconstructions are found again


# -- reading the entry points --------------------------------------------------------------
def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _group_lines(text: str, group: str) -> Iterator[tuple[str, str]]:
    """The ``name = value`` lines of one section of an entry_points.txt."""
    inside = False
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("[") and line.endswith("]"):
            inside = line[1:-1].strip() == group
        elif inside and "=" in line:
            name, _sep, value = line.partition("=")
            yield name.strip(), value.strip()


def _scanned(group: str) -> list[EntryPoint]:
    """The group's entry points of the distributions in the folders of ``sys.path`` (the
    first distribution of a name that names the group wins, as for imports). Metadata
    naming none of the group does not hide a later copy that does: a checkout's stale
    ``liubo.egg-info`` (made before the game's rulesets were entry points), first on the
    path when the game runs from the checkout's folder, hid the installed metadata and
    the game found no ruleset at all."""
    seen: set[str] = set()
    out: list[EntryPoint] = []
    for folder in sys.path:
        try:
            names = sorted(os.listdir(folder or "."))
        except OSError:  # a zip, a missing folder
            continue
        for name in names:
            stem, dot, suffix = name.rpartition(".")
            if not dot or suffix not in ("dist-info", "egg-info"):
                continue
            dist = _normal(stem.partition("-")[0])
            if dist in seen:
                continue
            try:
                with open(os.path.join(folder or ".", name, "entry_points.txt"), "rb") as f:
                    text = f.read().decode("utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            found = [EntryPoint(n, v, dist) for n, v in _group_lines(text, group)]
            if found:
                seen.add(dist)
                out += found
    return out


def entry_points(group: str = GROUP) -> list[EntryPoint]:
    """Every entry point of ``group`` installed (see the module on how they are read)."""
    found = _scanned(group)
    if found:
        return found
    from importlib.metadata import entry_points as metadata_entry_points

    return [
        EntryPoint(ep.name, ep.value, ep.dist.name if ep.dist else "")
        for ep in metadata_entry_points(group=group)
    ]


def load_object(value: str) -> Any:
    """The object ``"module:attribute"`` names (ImportError, AttributeError, ValueError)."""
    module_name, sep, attribute = value.partition(":")
    if not sep or not module_name.strip() or not attribute.strip():
        raise ValueError(f"{value!r} is not 'module:attribute'")
    obj: Any = importlib.import_module(module_name.strip())
    for word in attribute.strip().split("."):
        obj = getattr(obj, word)
    return obj


def _why(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"


# -- the reconstructions -------------------------------------------------------------------
def report(problem: Problem) -> None:
    """Keep a problem (once) and log it."""
    if problem not in _problems:
        _problems.append(problem)
        log.warning("ruleset %s could not be loaded: %s", problem.plugin, problem.message)


def reconstructions() -> tuple[Reconstruction, ...]:
    """The reconstructions the entry points name (found once; broken ones left out)."""
    global _found
    if _found is None:
        found: dict[str, Reconstruction] = {}
        for ep in entry_points():
            named = ep.distribution and _normal(ep.distribution) != _normal(ep.name)
            plugin = f"{ep.name} ({ep.distribution})" if named else ep.name
            try:
                obj = load_object(ep.value)
            except Exception as exc:  # a broken plugin costs only itself
                report(Problem(plugin, "entry point", _why(exc)))
                continue
            if not isinstance(obj, Reconstruction):
                what = f"{ep.value} is a {type(obj).__name__}, not a Reconstruction"
                report(Problem(plugin, "entry point", what))
            elif not obj.engine:
                report(Problem(plugin, "engine", "it names no engine part"))
            elif obj.name in found and found[obj.name] != obj:
                report(Problem(plugin, "entry point", f"the name {obj.name!r} is taken"))
            else:
                found[obj.name] = obj
        _found = tuple(found.values())
    return _found


def problems() -> tuple[Problem, ...]:
    """What could not be loaded so far, in the order it was found."""
    return tuple(_problems)


T = TypeVar("T")


def load_parts(part: str, expected: type[T]) -> list[T]:
    """Every reconstruction's ``part`` (a name of :data:`PARTS`) of type ``expected``,
    imported now; a part that fails is reported and left out (its layer's default)."""
    out: list[T] = []
    for rec in reconstructions():
        value = getattr(rec, part)
        if not value or (rec.name, "engine") in _failed:
            continue
        try:
            obj = load_object(value)
        except Exception as exc:  # a broken part costs only itself
            obj, why = None, _why(exc)
        else:
            why = ""
            if not isinstance(obj, expected):
                why = f"{value} is a {type(obj).__name__}, not a {expected.__name__}"
            elif getattr(obj, "kind", getattr(obj, "name", rec.name)) != rec.name:
                why = f"{value} is for kind {getattr(obj, 'kind', obj)!r}, not {rec.name!r}"
        if why:
            _failed.add((rec.name, part))
            report(Problem(rec.name, part, why))
        else:
            out.append(obj)
    return out


def part_failed(name: str, part: str) -> None:
    """Mark a loaded part as unusable (its layer refused it); reported by the caller."""
    _failed.add((name, part))


def catalogs() -> list[tuple[str, str, str]]:
    """(reconstruction, ``package:folder``, domain) of each reconstruction's own
    translations, in the order they were found."""
    return [(r.name, r.catalog, r.catalog_domain) for r in reconstructions() if r.catalog]


def on_rediscover(listener: Callable[[], None]) -> None:
    """Call ``listener`` whenever the reconstructions are found again (each layer's
    registry forgets what it loaded)."""
    _listeners.append(listener)


def rediscover() -> None:
    """Find the reconstructions again (after a distribution was installed or removed, in
    tests): every layer forgets its parts and loads them again when next asked."""
    global _found
    _found = None
    _problems.clear()
    _failed.clear()
    for listener in tuple(_listeners):
        listener()


def part_names() -> tuple[str, ...]:
    """The names of a Reconstruction's fields that are parts (for messages and tests)."""
    return tuple(f.name for f in fields(Reconstruction) if f.name in PARTS)


__all__ = [
    "GROUP",
    "PARTS",
    "EntryPoint",
    "Problem",
    "Reconstruction",
    "catalogs",
    "entry_points",
    "load_object",
    "load_parts",
    "on_rediscover",
    "problems",
    "reconstructions",
    "rediscover",
    "report",
]
