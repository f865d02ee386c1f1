"""Colours of the lacquer board and its pieces, with a colour-blind-safe highlight set.

The board colours follow excavated Han lacquer: a black-red ground, strokes in
vermilion and ochre, cinnabar accents and a little gold. Highlight colours are
kept apart from the board colours; the colour-blind set uses the Okabe-Ito
palette, and every highlight kind also has its own shape (see ``sprites``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Side
from ..model.event_log import ASIDE, NOTICE, Tone

RGB = tuple[int, int, int]
#: a colour with or without its alpha
Colour = tuple[int, int, int] | tuple[int, int, int, int]

# -- the screens' colours (panels, text, the rulebook's paper): the one place they live --
GROUND = (20, 8, 8)  # behind everything
INK = (246, 230, 196)  # text on lacquer
INK_DIM = (178, 156, 128)
GOLD = (236, 196, 110)
VERMILION = (214, 64, 40)
PANEL = (30, 11, 10)  # the lacquer panels and their bronze edge
PANEL_EDGE = (150, 104, 50)
PANEL_DARK = (24, 9, 8)  # captions and notices drawn over the board
FOCUS = (255, 214, 90)  # the keyboard focus ring
SIDE_COLOURS: dict[Side, RGB] = {Side.GREEN: (120, 210, 160), Side.WHITE: (240, 230, 205)}
# the rulebook's paper
PAPER = (234, 212, 168)
PAPER_LIGHT = (244, 228, 192)
PAPER_EDGE = (176, 128, 70)
PAPER_INK = (46, 22, 14)
PAPER_HEAD = (150, 34, 20)
PAPER_DIM = (112, 80, 52)
NOTE_BG = (219, 190, 138)
SEAL = (178, 40, 26)
BOOK = (40, 13, 11)
# the evidence tags of the rulebook, one colour per kind of source (liubo.content.evidence)
EVIDENCE_COLOURS: dict[str, RGB] = {
    "han": (150, 34, 20),  # a Han or earlier text: the seal's red
    "later": (160, 96, 18),  # a later text: ochre
    "object": (28, 104, 84),  # an excavated object: bronze patina
    "reconstruction": (44, 72, 140),  # the modern reconstruction: ink blue
    "ours": (112, 52, 124),  # this project's reading: purple
}
TAG_BG = (246, 234, 204)


def log_colour(tone: Tone) -> RGB:
    """The colour of an event log line of ``tone``: its side's, gold for a notice, dim for an
    aside."""
    if isinstance(tone, Side):
        return SIDE_COLOURS[tone]
    return {NOTICE: GOLD, ASIDE: INK_DIM}.get(tone, INK)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour ``t`` of the way from ``a`` to ``b`` (t clamped to 0..1)."""
    t = max(0.0, min(1.0, t))
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


HIGHLIGHT_KINDS = ("legal", "entry", "selected", "path", "last_move")
# The rulebook's diagram kinds (``liubo.content.rulebook.HIGHLIGHT_KINDS``); each has its own marker
# shape in ``sprites``. "entry" and "path" are shared with the play screen.
DIAGRAM_KINDS = (
    "start",
    "entry",
    "path",
    "landing",
    "capture",
    "blockade",
    "contested",
    "nest",
    "pond",
    "blocked",
)
# Diagram kinds that borrow a play-screen colour.
DIAGRAM_COLOUR_OF = {"start": "selected", "landing": "legal"}
MARKER_KINDS = HIGHLIGHT_KINDS + tuple(k for k in DIAGRAM_KINDS if k not in HIGHLIGHT_KINDS)


@dataclass(frozen=True, slots=True)
class Highlights:
    """Colours for the highlight kinds named in ``HIGHLIGHT_KINDS``."""

    legal: RGB
    entry: RGB
    selected: RGB
    path: RGB
    last_move: RGB
    # rulebook diagram kinds with colours of their own
    capture: RGB = (240, 96, 72)
    blockade: RGB = (236, 196, 110)
    contested: RGB = (236, 150, 255)
    nest: RGB = (255, 170, 90)
    pond: RGB = (110, 214, 230)
    blocked: RGB = (200, 200, 200)

    def colour(self, kind: str) -> RGB:
        """The colour of a highlight or diagram kind; ``KeyError`` for an unknown kind."""
        if kind not in MARKER_KINDS:
            raise KeyError(kind)
        return getattr(self, DIAGRAM_COLOUR_OF.get(kind, kind))


NORMAL_HIGHLIGHTS = Highlights(
    legal=(120, 220, 160),
    entry=(120, 190, 255),
    selected=(255, 214, 90),
    path=(250, 240, 200),
    last_move=(236, 150, 255),
    capture=(255, 104, 72),
    blockade=(255, 170, 60),
    contested=(236, 150, 255),
    nest=(255, 150, 200),
    pond=(110, 214, 230),
    blocked=(214, 214, 214),
)

# Okabe-Ito: distinguishable with protanopia, deuteranopia and tritanopia.
COLORBLIND_HIGHLIGHTS = Highlights(
    legal=(86, 180, 233),
    entry=(0, 158, 115),
    selected=(240, 228, 66),
    path=(255, 255, 255),
    last_move=(230, 159, 0),
    capture=(213, 94, 0),
    blockade=(230, 159, 0),
    contested=(204, 121, 167),
    nest=(0, 114, 178),
    pond=(86, 180, 233),
    blocked=(200, 200, 200),
)


@dataclass(frozen=True, slots=True)
class Palette:
    """Every colour the render layer uses."""

    # the lacquer ground
    ground_deep: RGB
    ground: RGB
    ground_sheen: RGB
    grain: RGB
    rim: RGB
    # painted strokes
    vermilion: RGB
    vermilion_dark: RGB
    ochre: RGB
    cinnabar: RGB
    gold: RGB
    cloud: RGB
    # the pond
    water_deep: RGB
    water: RGB
    ripple: RGB
    # inlaid studs
    bone: RGB
    bone_shade: RGB
    bronze: RGB
    # pieces
    jade_light: RGB
    jade: RGB
    jade_dark: RGB
    ivory_light: RGB
    ivory: RGB
    ivory_dark: RGB
    # sticks
    bamboo_light: RGB
    bamboo: RGB
    bamboo_dark: RGB
    lacquer_stick_light: RGB
    lacquer_stick: RGB
    lacquer_stick_dark: RGB
    # labels and tiles
    plate: RGB
    plate_edge: RGB
    text: RGB
    text_dim: RGB
    shadow: RGB
    helper_line: RGB
    highlights: Highlights
    colorblind: bool


def make_palette(colorblind: bool = False) -> Palette:
    """The game palette; ``colorblind`` swaps in the Okabe-Ito highlight colours."""
    return Palette(
        ground_deep=GROUND,
        ground=(46, 15, 13),
        ground_sheen=(92, 34, 26),
        grain=(12, 4, 4),
        rim=(14, 6, 6),
        vermilion=(198, 50, 32),
        vermilion_dark=(118, 26, 18),
        ochre=(214, 158, 72),
        cinnabar=(232, 84, 52),
        gold=GOLD,
        cloud=(88, 32, 22),
        water_deep=(18, 34, 40),
        water=(34, 66, 70),
        ripple=(92, 140, 134),
        bone=(236, 224, 196),
        bone_shade=(170, 150, 116),
        bronze=PANEL_EDGE,
        jade_light=(150, 214, 168),
        jade=(58, 150, 104),
        jade_dark=(20, 82, 58),
        ivory_light=(255, 250, 236),
        ivory=(232, 220, 192),
        ivory_dark=(156, 138, 104),
        bamboo_light=(246, 226, 170),
        bamboo=(214, 180, 112),
        bamboo_dark=(150, 112, 58),
        lacquer_stick_light=(120, 54, 40),
        lacquer_stick=(56, 20, 16),
        lacquer_stick_dark=(22, 8, 6),
        plate=(24, 10, 9),
        plate_edge=PANEL_EDGE,
        text=INK,
        text_dim=(150, 130, 110),
        shadow=(0, 0, 0),
        helper_line=(240, 210, 150),
        highlights=COLORBLIND_HIGHLIGHTS if colorblind else NORMAL_HIGHLIGHTS,
        colorblind=colorblind,
    )


# The rulebook's comparison chart: one colour per ruleset (Okabe-Ito sky blue and orange,
# told apart with any colour vision, both bright on the lacquer plate).
CHART_SERIES: tuple[RGB, ...] = ((86, 180, 233), (230, 159, 0))
