"""The rulebook's typesetting basics: its words, text blocks and the page they make.

``TypesetBase`` wraps text into ``Block``s and draws them; on it ``rulebook_figures``
typesets the sticks chart and the names table, and ``rulebook_pages`` whole pages (which
use those figures).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from ..services.translation import N_
from .evidence_tags import tag_keys
from .palette import (
    PANEL,
    PAPER_HEAD,
)
from .panels import wrap_text as wrap
from .text import TextCache, is_cjk

RGB = tuple[int, int, int]
Gettext = Callable[[str], str]
PLATE = PANEL

TITLE = N_("Rules")

# TRANSLATORS: keyboard help at the foot of the rules screen; {keys} are the number keys
# that open the page's source cards: "1" or a range such as "1-6".
KEYS_HELP = N_("Left/Right: turn pages · Up/Down: topics · {keys}: sources · Esc: close")
# TRANSLATORS: keyboard help at the foot of a rules page that names no source.
KEYS_HELP_NO_SOURCES = N_("Left/Right: turn pages · Up/Down: topics · Esc: close")


def keys_help(gettext: Gettext, tags: int) -> str:
    """The rules screen's keyboard help for a page with ``tags`` source tags."""
    if tags <= 0:
        return gettext(KEYS_HELP_NO_SOURCES)
    return gettext(KEYS_HELP).format(keys=tag_keys(tags))


# TRANSLATORS: under a rules diagram: the picture shows the position before its move.
BEFORE_MOVE = N_("Before the move · press . for after")
# TRANSLATORS: under a rules diagram: the picture shows the position after its move.
AFTER_MOVE = N_("After the move · press , for before")
#: who chose a position name's English gloss, as the names table says it
GLOSS_SOURCE_LABELS: dict[str, str] = {
    # TRANSLATORS: the gloss comes from the rulebook of the reconstruction.
    "rulebook": N_("rulebook"),
    # TRANSLATORS: the gloss is this project's own choice.
    "project": N_("ours"),
}
NAMES_TOPIC_ID = "names"
# What each marker means, for the legend under a board picture.
LEGEND: dict[str, str] = {
    # TRANSLATORS: legend of a rules diagram: the perch where the moving bird starts.
    "start": N_("Starts here"),
    # TRANSLATORS: legend of a rules diagram: a Branch perch where birds enter.
    "entry": N_("Enters here"),
    # TRANSLATORS: legend of a rules diagram: a perch the move passes through.
    "path": N_("Passes"),
    # TRANSLATORS: legend of a rules diagram: where the move ends.
    "landing": N_("Lands"),
    # TRANSLATORS: legend of a rules diagram: an enemy bird is captured here.
    "capture": N_("Capture"),
    # TRANSLATORS: legend of a rules diagram: two birds of one colour (封锁).
    "blockade": N_("Blockade"),
    # TRANSLATORS: legend of a rules diagram: one bird of each colour share the perch.
    "contested": N_("Contested"),
    # TRANSLATORS: legend of a rules diagram: a nest where Owls score.
    "nest": N_("Scoring nest"),
    # TRANSLATORS: legend of a rules diagram: the pond where birds become Owls.
    "pond": N_("Pond"),
    # TRANSLATORS: legend of a rules diagram: a perch the move cannot reach.
    "blocked": N_("Cannot reach"),
}


MIN_SIZE = 11
CACHE_PAGES = 48


# ---- typesetting ---------------------------------------------------------------------


@dataclass
class Block:
    """Lines of one style, ready to draw at ``x``, ``y`` inside a column."""

    lines: list[str]
    size: int
    colour: RGB
    bold: bool = False
    step: int = 0
    indent: int = 0
    bullet: bool = False
    gap_after: int = 0

    @property
    def height(self) -> int:
        return self.step * len(self.lines)


@dataclass
class RenderedPage:
    """A typeset page: its surface, the rect of every line and figure drawn on it, and the
    body text size that made it fit (``fits`` is False if even the smallest size did not)."""

    surface: pygame.Surface
    text_rects: list[pygame.Rect] = field(default_factory=list)
    figure_rects: list[pygame.Rect] = field(default_factory=list)
    body_size: int = 0
    fits: bool = True
    # the page's evidence tags where they were drawn (``render.evidence_tags.TagChip``)
    tags: list = field(default_factory=list)


def body_size_for(height: int) -> int:
    """The starting body text size for a window ``height`` pixels tall."""
    return max(14, min(28, round(height / 36)))


def line_step(size: int, cjk: bool) -> int:
    return round(size * (1.62 if cjk else 1.42))


class TypesetBase:
    """Text blocks for rulebook pages, with one text cache, translator and drawing assets."""

    def __init__(self, text: TextCache, gettext: Gettext, assets, language: str) -> None:  # noqa: ANN001
        self.text = text
        self._ = gettext
        self.assets = assets
        self.board = assets.board
        self.cjk = is_cjk(self._(TITLE)) or language.startswith("zh")

    # -- text blocks -------------------------------------------------------------------
    def block(
        self,
        message: str,
        size: int,
        width: int,
        colour: RGB,
        *,
        bold: bool = False,
        indent: int = 0,
        bullet: bool = False,
        gap_after: int = 0,
    ) -> Block:
        lines = wrap(self.text, message, size, width - indent, bold)
        return Block(
            lines, size, colour, bold, line_step(size, self.cjk), indent, bullet, gap_after
        )

    def draw_block(
        self, surf: pygame.Surface, block: Block, x: int, y: int, rects: list[pygame.Rect]
    ) -> int:
        """Draw ``block`` with its top-left at (x, y); returns the y below it."""
        for i, line in enumerate(block.lines):
            if not line:
                continue
            img = self.text.render(line, block.size, block.colour, block.bold)
            top = y + i * block.step + (block.step - img.get_height()) // 2
            pos = (x + block.indent, top)
            surf.blit(img, pos)
            rects.append(pygame.Rect(pos, img.get_size()))
            if block.bullet and i == 0:
                r = max(2, block.size // 6)
                pygame.draw.circle(
                    surf, PAPER_HEAD, (x + block.indent // 2, y + block.step // 2), r
                )
        return y + block.height + block.gap_after
