"""What the measuring tools need from each ruleset, and the registry that finds it by the ruleset.

The tools' side of the ruleset contract (beside :mod:`liubo.engine.contract`,
:mod:`liubo.ai.contract`, :mod:`liubo.model.presentation` and
:mod:`liubo.content.ruleset_content`). A reconstruction names one
:class:`RulesetTools` as its ``tools`` part (its package under ``liubo/tools/rulesets/``,
or its own distribution's; :mod:`liubo.engine.plugins`), loaded when a tool first asks:
what the tools measure of it and how long they
expect its games to take. The generic tools (``bench``, ``compare``, ``strength``,
``screenshots``) find it by a ruleset's id or kind (:func:`tools_for`) and go through every
registered kind in order (:func:`registered_tools`: the default ruleset's first). A kind
that has none gets :func:`default_tools`: it is not in the default comparison, its
games count every figure, ``strength`` plays the standard ladder with its estimate at one
second a game, and the benchmarks and screenshots leave it out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine import GameMove, load_ruleset
from ..engine.contract import RULESET_FILES, shipping_kind
from ..engine.kind_registry import KindRegistry

if TYPE_CHECKING:
    from ..app import App

#: a suite's figures, as ``make bench`` prints them (name: value)
Figures = dict[str, float]


@dataclass(frozen=True)
class RulesetTools:
    """What the measuring tools have of one reconstruction of the rules.

    ``compared``: its rulesets (ids) in the default comparison (``make compare``), each a
    configuration of its own. ``compare_seconds``: rough seconds a game of a level takes in
    one process (``compare``'s estimate before a run). ``counted``: the per-game figures
    its games have (``compare_figures.PER_GAME``; the others are None; empty: all), and
    ``counts(move)`` what one move adds to them (None: its captures).
    ``pairings``: ``strength``'s standard pairings for it (empty: the ladder of
    ``strength.DEFAULT_PAIRINGS``) and ``strength_seconds`` the rough seconds of a game per
    level for its estimate. ``bench``: a benchmark suite's figures of it (``engine``,
    ``ai``, ``network``...), by suite, each run when ``make bench`` runs that suite.
    ``network_rows``: for the ``network`` suite, the rows the learned network values (per
    position, the turn ends it weighs). ``screenshots(app, outdir, tag)``: its screens
    for ``make screenshots`` (the files written). ``same_move_positions``: (ruleset id,
    seed, throws into a game between random players, at most this many moves) of the
    positions ``make web-check`` has the page's expert and the desktop's choose a move on
    (the browser edition's same-move check; few moves where its expert's whole look is slow).
    """

    kind: str
    compared: tuple[str, ...] = ()
    compare_seconds: Mapping[str, float] = field(default_factory=dict)
    counted: tuple[str, ...] = ()
    counts: Callable[[GameMove], Mapping[str, int]] | None = None
    pairings: tuple[tuple[str, str], ...] = ()
    strength_seconds: Mapping[str, float] = field(default_factory=dict)
    bench: Mapping[str, Callable[[], Figures]] = field(default_factory=dict)
    network_rows: Callable[[], list[list[Any]]] | None = None
    screenshots: Callable[[App, Path, str], list[Path]] | None = None
    same_move_positions: tuple[tuple[str, int, int, int], ...] = ()


_BUNDLES: KindRegistry[RulesetTools] = KindRegistry("tools", "tools", RulesetTools)


def default_tools(kind: str) -> RulesetTools:
    """The tools of a kind that has none (see the module)."""
    return RulesetTools(kind=kind)


def tools_for(ruleset: str | None = None, *, kind: str | None = None) -> RulesetTools:
    """The tools of the ruleset with this id (None: the default ruleset), or of the kind
    named ``kind`` (LiuboError for an id no reconstruction ships)."""
    if kind is None:
        kind = shipping_kind(ruleset or load_ruleset().id).name
    return _BUNDLES.get(kind) or default_tools(kind)


def registered_tools() -> tuple[RulesetTools, ...]:
    """Every registered kind's tools: the default ruleset's kind first, then the others in
    the engine's order."""
    return tuple(_BUNDLES)


def ruleset_ids() -> tuple[str, ...]:
    """The ids of every ruleset a reconstruction ships (``--ruleset``'s choices)."""
    return tuple(RULESET_FILES)


__all__ = [
    "Figures",
    "RulesetTools",
    "default_tools",
    "registered_tools",
    "ruleset_ids",
    "tools_for",
]
