"""What the content layer needs from each ruleset, and the registry that finds it by the ruleset.

The content side of the ruleset contract (:mod:`liubo.engine.contract` is the engine's,
:mod:`liubo.ai.contract` the computer players', :mod:`liubo.model.presentation` the
screens'). A reconstruction of the rules names one :class:`RulesetContent` as its
``content`` part (its package under ``liubo/content/rulesets/``, or its own
distribution's; :mod:`liubo.engine.plugins`), loaded when first asked for: the parts
of the rulebook written about it, the class of its board pictures, the comparison
chart's name for each of its rulesets and, when the Learn course is played by it, the
lessons' ruleset and the goals a lesson may set on its own moves. The generic content
modules find it from a ruleset's id or a game's rules (:func:`content_for`); a kind that
has none gets :func:`default_content`: no part of the rulebook (a game of it opens
the book at its first topic), plain board pictures, its id on the chart, no lessons.
No pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING, Any

from ..engine import GameMove, Ruleset, load_ruleset
from ..engine.contract import ruleset_kind, shipping_kind
from ..engine.kind_registry import KindRegistry
from ..resources import data_path

if TYPE_CHECKING:
    from .board_diagram import BoardDiagram


@dataclass(frozen=True)
class LessonGoal:
    """A goal a lesson may set on a move beyond the ones every move answers:
    ``check(move, want)`` says whether the move about to be played does what ``want``
    asks; ``values`` are what ``want`` may be in a lesson file (empty: true or false)."""

    check: Callable[[GameMove, Any], bool]
    values: tuple[str, ...] = ()


@dataclass(frozen=True)
class RulesetContent:
    """What one reconstruction of the rules gives the content layer.

    ``rulebook_parts``: the folders of rulebook pages written about it, in reading order
    (the default ruleset's parts open the book), under ``rulebook_root``: its own
    ``"package:folder"`` (a reconstruction in a distribution of its own), or the game's
    ``data/rulebook/`` (empty). A file in a part that names no ruleset
    (``<!-- ruleset: ID -->``) shows this kind's first ruleset. ``diagram``: the class of its board
    pictures (None: :class:`~.board_diagram.BoardDiagram`). ``chart_labels``: the
    comparison chart's name (an ``N_`` message) of each of its rulesets, by id.
    ``lesson_ruleset``: the ruleset the Learn course is played by, if it is one of this
    kind's (None: no lessons). ``lesson_goals``: the goals a lesson may set on a move of
    this kind beyond the ones every move answers (``liubo.content.lesson_format``'s), by
    name, each a :class:`LessonGoal`.
    """

    kind: str
    rulebook_parts: tuple[str, ...] = ()
    rulebook_root: str = ""
    diagram: type[BoardDiagram] | None = None
    chart_labels: Mapping[str, str] = field(default_factory=dict)
    lesson_ruleset: str | None = None
    lesson_goals: Mapping[str, LessonGoal] = field(default_factory=dict)


_BUNDLES: KindRegistry[RulesetContent] = KindRegistry("content", "content", RulesetContent)


def default_content(kind: str) -> RulesetContent:
    """The content of a kind that has none: no rulebook part, plain board
    pictures, its id on the chart, no lessons."""
    return RulesetContent(kind=kind)


def content_for(ruleset: Ruleset | str | None) -> RulesetContent:
    """The content of a game's rules, or of the ruleset with this id (None: the default
    ruleset's; LiuboError for an id no reconstruction ships)."""
    if isinstance(ruleset, Ruleset):
        kind = ruleset.kind
    else:
        kind = shipping_kind(ruleset or load_ruleset().id).name
    return _BUNDLES.get(kind) or default_content(kind)


def registered_content() -> tuple[RulesetContent, ...]:
    """Every registered kind's content: the default ruleset's kind first, then the others
    in the engine's order."""
    return tuple(_BUNDLES)


def rulebook_parts() -> tuple[str, ...]:
    """The rulebook's parts (folders under ``data/rulebook/``) in reading order."""
    return tuple(part for bundle in registered_content() for part in bundle.rulebook_parts)


def rulebook_owner(part: str) -> RulesetContent:
    """The content whose rulebook has ``part`` (KeyError for a part no ruleset has)."""
    for bundle in registered_content():
        if part in bundle.rulebook_parts:
            return bundle
    raise KeyError(part)


def rulebook_folder(part: str) -> Traversable:
    """The folder of a part of the rulebook: its ruleset's own, or under ``data/rulebook/``."""
    root = rulebook_owner(part).rulebook_root
    if not root:
        return data_path("rulebook", part)
    package, _sep, folder = root.partition(":")
    return files(package).joinpath(*folder.split("/"), part)


def part_ruleset(part: str) -> str:
    """The ruleset a part's pictures show when a file names none: its kind's first."""
    return next(iter(ruleset_kind(rulebook_owner(part).kind).files))


def chart_labels() -> dict[str, str]:
    """The comparison chart's name of each ruleset that has one, by id."""
    return {
        rid: label for bundle in registered_content() for rid, label in bundle.chart_labels.items()
    }


def lesson_content() -> RulesetContent | None:
    """The content of the kind the Learn course is played by (None: no ruleset has lessons)."""
    return next((b for b in registered_content() if b.lesson_ruleset), None)


def lesson_ruleset() -> str | None:
    """The ruleset the lessons are played by (None: no ruleset has lessons)."""
    bundle = lesson_content()
    return bundle.lesson_ruleset if bundle else None


__all__ = [
    "LessonGoal",
    "RulesetContent",
    "chart_labels",
    "content_for",
    "default_content",
    "lesson_content",
    "lesson_ruleset",
    "part_ruleset",
    "registered_content",
    "rulebook_folder",
    "rulebook_owner",
    "rulebook_parts",
]
