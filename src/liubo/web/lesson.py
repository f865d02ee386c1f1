"""A lesson of the Learn course on the page's game table, as the desktop teaches it.

The desktop's ``LessonScene`` is its game screen with a :class:`LessonRun` deciding:
the sticks give the step's throw, a move that misses the step's goal is refused with the
next hint, an accepted one is played, and once it has been shown the next step's position
is set. :class:`LessonPlay` is that logic over the page's :class:`GameSession`; the
course's words are :mod:`liubo.content.lesson_words`. A lesson never writes the autosave.
"""

from __future__ import annotations

import random
from typing import Any

from ..content.lesson_words import LESSON_COMPLETE, NEW_POSITION, NOT_THIS_ONE, STEP_OF
from ..content.lessons import Lesson, LessonRun, load_lessons
from ..engine import Side
from ..model.event_log import NOTICE, EventLog, Gettext
from ..model.game_session import GameSession
from ..services.translation import N_
from .inline_worker import InlineWorker

Json = dict[str, Any]
# TRANSLATORS: the browser edition: a move the lesson does not accept, when it has no hint.
NO_HINT = N_("Not quite: read the task again.")


def course() -> list[Lesson]:
    """The lessons that ship, in the course's order (a broken one is left out)."""
    lessons, _notices = load_lessons(None)
    return lessons


class LessonPlay:
    """One lesson being taught: the run (its steps) and the session the table shows."""

    def __init__(self, lesson: Lesson, rng: random.Random) -> None:
        self.run = LessonRun(lesson, rng)
        self.rng = rng
        self.session = GameSession(
            self.run.game,
            {Side.GREEN: "human", Side.WHITE: "human"},
            "two",
            rng=random.Random(rng.randrange(1 << 30)),
            worker_factory=InlineWorker,
        )
        self.session.may_play = lambda: not self.run.complete
        self.session.log = EventLog()  # not "a new game": the lesson's title
        self.session.log.add(lambda _: [_(lesson.title)], NOTICE)
        self.just_done = False

    def throw(self) -> Any:
        """The sticks give the step's throw (or a random one where the step has none)."""
        throw = self.run.next_throw()
        return self.session.throw(throw)

    def judge(self, move: Any) -> Any | None:
        """The move if the step accepts it; else None, with the hint in the status."""
        found, verdict = self.run.judge(move)
        if verdict.accepted and found is not None:
            return found
        hint = verdict.hint
        self.session.say(
            (lambda _: _(NOT_THIS_ONE).format(hint=_(hint))) if hint else (lambda _: _(NO_HINT))
        )
        self.session.turn.clear()
        return None

    def played(self) -> None:
        """The accepted move was played on the session: on to the next step."""
        words = self.run.step.done
        verdict = self.run.played()
        if words:
            self.session.log.add(lambda _: [_(words)], NOTICE)
            self.session.say(lambda _: _(words))
        self.just_done = verdict.lesson_done

    def shown(self) -> None:
        """The move has been shown: set the next step's position, if it has its own."""
        game = self.run.game
        session = self.session
        if game is not session.game:
            earned = session.message
            session.log.add(lambda _: [_(NEW_POSITION)], NOTICE)
            session.say(
                lambda _: "\n".join(([earned(_)] if earned is not None else []) + [_(NEW_POSITION)])
            )
            session.set_game(game)

    def restart(self) -> None:
        """The step again from its start."""
        if self.run.complete:
            return
        self.run.restart_step()
        self.session.set_game(self.run.game)
        self.session.say(None)

    def hint(self) -> None:
        hint = self.run.hint()
        self.session.say((lambda _: _(hint)) if hint else (lambda _: _(NO_HINT)))

    def task(self, _: Gettext) -> Json:
        """The task box: the lesson, the step and what to do, or the closing words."""
        run = self.run
        if run.complete:
            head, text = _(LESSON_COMPLETE), _(run.lesson.complete)
        else:
            head = _(STEP_OF).format(n=run.step_index + 1, count=run.step_count)
            text = _(run.step.text)
        return {
            "id": run.lesson.id,
            "title": _(run.lesson.title),
            "head": head,
            "text": text,
            "complete": run.complete,
        }
