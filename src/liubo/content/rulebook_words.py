"""The words of the rulebook's notes and figures, for the desktop's pages and the page's.

The rulebook's own texts are its Markdown files; these are the labels around them that
both editions show (the desktop's ``render.rulebook_blocks`` typesets them, the browser
edition's ``liubo.web.rulebook`` sends them to the page).
"""

from __future__ import annotations

from ..services.translation import N_

# TRANSLATORS: page counter on the rules screen, e.g. "Page 2 of 3".
PAGE_OF = N_("Page {page} of {count}")
# TRANSLATORS: label of the boxed historical note on a rules page.
NOTE_LABEL = N_("From history")
# TRANSLATORS: legend of a rules diagram: the arrow showing the move.
MOVE_LABEL = N_("The move")
# TRANSLATORS: legend of a rules diagram: the two numbers thrown (light group, dark group).
THROW_LABEL = N_("Throw")
# TRANSLATORS: heading of the chart of what one group of three sticks shows.
ONE_GROUP = N_("One group of three sticks")
# TRANSLATORS: in the sticks chart: no rounded side up counts 4.
ALL_FLAT = N_("all flat")
# TRANSLATORS: legend of the stick faces: a stick showing its rounded (marked) side.
ROUNDED_FACE = N_("rounded side: counts 1")
# TRANSLATORS: legend of the stick faces: a stick showing its flat side.
FLAT_FACE = N_("flat side: 0")
# TRANSLATORS: the sticks chart: the group of three light sticks.
LIGHT_GROUP = N_("Light group")
# TRANSLATORS: the sticks chart: the group of three dark sticks.
DARK_GROUP = N_("Dark group")
# TRANSLATORS: heading of the chart of throw chances; 64 = 8 x 8 equally likely falls.
CHANCES_IN_64 = N_("Chances in 64 throws")
# TRANSLATORS: {count} is how many of the 8 ways three sticks can fall give this value.
IN_EIGHT = N_("{count} in 8")
