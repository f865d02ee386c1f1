"""The evidence tags of a rulebook page and the card that names a tag's source.

A tag is a small chip under the page heading: a disc in its kind's colour with the tag's
number (the key that shows it), and the source's name. The card, drawn by the rules screen
over the page when a tag is hovered or its key pressed, gives the kind, the name, the
title and what the source says. Colours come from ``palette.EVIDENCE_COLOURS``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ..content.evidence import Evidence, Source
from ..services.translation import N_, Message
from .palette import EVIDENCE_COLOURS, PAPER_EDGE, PAPER_INK, TAG_BG
from .panels import wrap_text
from .text import TextCache

Gettext = Callable[[str], str]

# TRANSLATORS: heading of the row of evidence tags on a rules page.
TAGS_LABEL = N_("Rests on:")
# TRANSLATORS: at the foot of a source card: how to show the other sources of the page;
# {keys} are the number keys, "1" or a range such as "1-6".
CARD_HELP = N_("Keys {keys} or Space: the page's sources · Esc: close")
#: the number keys that open source cards: 1 to 9 (liubo.input maps the digit keys)
MAX_TAG_KEY = 9
#: the catalog's context of the sources' names (data/evidence.json), which every language
#: shows as written, in the Traditional catalog converted
SOURCE_NAME = "source name"
# TRANSLATORS: a source card's line for the sources shown as "our reading".
OUR_READING = N_("our reading")


@dataclass(frozen=True, slots=True)
class TagChip:
    """One tag laid out on a page: its source, its number and where it is."""

    source: str
    number: int
    rect: pygame.Rect


def tag_keys(count: int) -> str:
    """The number keys that open a page's ``count`` source cards: "1", "1-6" (at most
    ``MAX_TAG_KEY``; Space goes through them all)."""
    last = max(1, min(count, MAX_TAG_KEY))
    return "1" if last == 1 else f"1-{last}"


def card_help(gettext: Gettext, tags: int) -> str:
    """The foot of a source card on a page with ``tags`` sources: the keys that open them."""
    return gettext(CARD_HELP).format(keys=tag_keys(tags))


def source_name(source: Source, gettext: Gettext) -> str:
    """A source's name as the screen's language writes it: as written in its own script,
    converted to Traditional characters on the Traditional screens (the catalog's "source
    name" messages, made by ``liubo.tools.i18n_hant`` like every other text)."""
    return gettext(Message(source.name, SOURCE_NAME))


def chip_label(source: Source, gettext: Gettext) -> str:
    """What a chip says: the source's name (our own readings say so in words)."""
    return gettext(OUR_READING) if source.kind == "ours" else source_name(source, gettext)


def layout_chips(
    text: TextCache,
    gettext: Gettext,
    evidence: Evidence,
    source_ids: tuple[str, ...],
    size: int,
    width: int,
) -> tuple[list[TagChip], int]:
    """Chips in rows that fit ``width`` (relative to the row's top left), and their height."""
    label_w = text.size_of(gettext(TAGS_LABEL), size)[0] + size // 2
    pad = max(4, size // 3)
    disc = round(size * 1.25)
    row_h = disc + 2 * pad - 2
    chips: list[TagChip] = []
    x, y = label_w, 0
    for n, source in enumerate(evidence.ordered(source_ids), 1):
        w = pad + disc + pad + text.size_of(chip_label(source, gettext), size)[0] + 2 * pad
        if x + w > width and x > label_w:
            x, y = label_w, y + row_h + pad
        chips.append(TagChip(source.id, n, pygame.Rect(x, y, min(w, width - x), row_h)))
        x += w + pad
    height = (chips[-1].rect.bottom if chips else 0) + pad
    return chips, height


def draw_chips(
    surf: pygame.Surface,
    text: TextCache,
    gettext: Gettext,
    evidence: Evidence,
    chips: list[TagChip],
    x: int,
    y: int,
    size: int,
    label_colour: tuple[int, int, int],
) -> list[TagChip]:
    """Draw the chips at (x, y); returns them placed on ``surf``."""
    placed: list[TagChip] = []
    label = text.render(gettext(TAGS_LABEL), size, label_colour)
    if chips:
        surf.blit(label, (x, y + (chips[0].rect.height - label.get_height()) // 2))
    pad = max(4, size // 3)
    disc = round(size * 1.25)
    for chip in chips:
        rect = chip.rect.move(x, y)
        source = evidence.source(chip.source)
        colour = EVIDENCE_COLOURS[source.kind]
        pygame.draw.rect(surf, TAG_BG, rect, border_radius=rect.height // 2)
        pygame.draw.rect(surf, colour, rect, 2, border_radius=rect.height // 2)
        centre = (rect.x + pad + disc // 2, rect.centery)
        pygame.draw.circle(surf, colour, centre, disc // 2)
        number = text.render(str(chip.number), max(9, size - 3), TAG_BG, bold=True)
        surf.blit(number, number.get_rect(center=centre))
        name = text.render(chip_label(source, gettext), size, PAPER_INK)
        room = rect.right - pad - (rect.x + pad + disc + pad)
        surf.blit(
            name,
            (rect.x + pad + disc + pad, rect.centery - name.get_height() // 2),
            pygame.Rect(0, 0, max(0, room), name.get_height()),
        )
        placed.append(TagChip(chip.source, chip.number, rect))
    return placed


def draw_source_card(
    surface: pygame.Surface,
    text: TextCache,
    gettext: Gettext,
    evidence: Evidence,
    source_id: str,
    anchor: pygame.Rect,
    bounds: pygame.Rect,
    size: int,
    tags: int = 1,
) -> pygame.Rect:
    """The card naming one source, below ``anchor`` (above it if there is no room),
    kept inside ``bounds``; its foot names the keys of the page's ``tags`` sources.
    Returns where it was drawn."""
    source = evidence.source(source_id)
    kind = evidence.kinds[source.kind]
    colour = EVIDENCE_COLOURS[source.kind]
    width = min(bounds.width - 20, max(360, round(size * 26)))
    pad = round(size * 0.8)
    inner = width - 2 * pad - 8
    small = max(11, size - 3)
    parts: list[tuple[list[str], int, tuple[int, int, int], bool]] = [
        (wrap_text(text, gettext(kind.label), small, inner, True), small, colour, True),
        (
            wrap_text(text, source_name(source, gettext), size + 2, inner, True),
            size + 2,
            PAPER_INK,
            True,
        ),
        (wrap_text(text, gettext(source.title), size, inner, True), size, PAPER_INK, False),
        (wrap_text(text, gettext(source.detail), size, inner), size, PAPER_INK, False),
        (wrap_text(text, card_help(gettext, tags), small, inner), small, PAPER_EDGE, False),
    ]
    step = round(size * 1.45)
    height = 2 * pad + sum(len(lines) * round(s * 1.45) for lines, s, _c, _b in parts)
    height += pad * (len(parts) - 1) // 2
    x = max(bounds.x + 10, min(anchor.x, bounds.right - 10 - width))
    y = anchor.bottom + 6
    if y + height > bounds.bottom - 6:
        y = max(bounds.y + 6, anchor.y - 6 - height)
    card = pygame.Rect(x, y, width, height)
    shadow = card.move(4, 5)
    pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=10)
    pygame.draw.rect(surface, TAG_BG, card, border_radius=10)
    pygame.draw.rect(surface, colour, card, 3, border_radius=10)
    pygame.draw.rect(surface, colour, pygame.Rect(x, y, 8, height), border_radius=4)
    yy = y + pad
    for lines, s, c, bold in parts:
        step = round(s * 1.45)
        for line in lines:
            img = text.render(line, s, c, bold)
            surface.blit(img, (x + pad + 8, yy + (step - img.get_height()) // 2))
            yy += step
        yy += pad // 2
    return card
