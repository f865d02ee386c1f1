"""What a lesson of the Learn course says around its own texts, in both editions.

The lessons' own words are their files' (``data/lessons``); these frame them: the step
counter, the end, a refusal and its hint, a step's new position. The desktop's
``scenes.lesson`` and the browser edition's ``liubo.web.lesson`` show them.
"""

from __future__ import annotations

from ..services.translation import N_

# TRANSLATORS: the caption over the board in a lesson: {n} of {count} steps, then the task.
STEP_OF = N_("Step {n} of {count}")
# TRANSLATORS: heading of the panel shown when a lesson of the Learn course is done.
LESSON_COMPLETE = N_("Lesson complete")
# TRANSLATORS: the status line after a move the lesson does not accept.
NOT_THIS_ONE = N_("Not quite. {hint}")
NO_HINT = N_("Not quite: read the task on the left again.")
# TRANSLATORS: a lesson's step starts from a position of its own; the pieces glide there.
NEW_POSITION = N_("New position for this step: the birds move to where it starts.")
# TRANSLATORS: the status box once a lesson is done (not the last of the course): what the
# two buttons beside the board do.
FINISHED_NEXT = N_(
    "This lesson is finished. Next lesson starts the following one; All lessons goes back "
    "to the list."
)
# TRANSLATORS: the status box once the last lesson of the course is done.
FINISHED_LAST = N_(
    "This lesson is finished, the last of the course. All lessons goes back to the list."
)
# TRANSLATORS: the keys under a finished lesson's closing words (Hint and starting the step
# again no longer apply).
FINISHED_KEYS = N_("Tab chooses a button · Enter presses it · Esc: back to the lessons")
