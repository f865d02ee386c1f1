"""One lesson of the Learn course, taught on the normal game table.

``LessonScene`` is the game screen (``GameScene``: the same table, cards, jar, turn input
and keys) with a ``lessons.LessonRun`` deciding what happens: the sticks give the step's
throw, a move that misses the step's goal is refused with a hint, an accepted one is
played and animated, and the next step's position is set once the animation is over. The
step's task is the caption across the top of the board. A lesson never touches the
autosave (Continue keeps the real game). H shows the hint, Backspace starts the step again,
Esc goes back to the list of lessons.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..content.lesson_progress import LessonProgress
from ..content.lesson_words import (
    FINISHED_KEYS,
    FINISHED_LAST,
    FINISHED_NEXT,
    LESSON_COMPLETE,
    NEW_POSITION,
    NO_HINT,
    NOT_THIS_ONE,
    STEP_OF,
)
from ..content.lessons import Lesson, LessonRun
from ..engine import GameMove as Move
from ..engine import Side, StickFaces, Throw, faces_for
from ..input import Cmd, Command
from ..model.event_log import NOTICE, EventLog
from ..render.motion import AI_PAUSE, GLIDE_SECONDS, Glide, glide_paths
from ..render.palette import GOLD, INK, INK_DIM
from ..render.panels import ELLIPSIS, elide, wrap_text
from ..render.snapshot import TableSnapshot
from ..services.gui_fonts import label_width
from ..services.translation import N_
from .game import GameScene
from .game_toolbar import Tool, fits, sized_style

if TYPE_CHECKING:
    from ..context import Context

KEYS = N_("H: hint · Backspace: start the step again · Esc: back to the lessons")
#: what moves the focus between a finished lesson's buttons, or presses one
FOCUS_KEYS = (Cmd.CONFIRM, Cmd.TAB, Cmd.TAB_BACK, Cmd.NEXT, Cmd.PREV)


class LessonScene(GameScene):
    """A lesson on the game table; ``lessons`` is the course, for the Next lesson button."""

    name = "lesson"
    autosaves = False  # a lesson is never saved over the game in progress

    def __init__(
        self,
        ctx: Context,
        lesson: Lesson,
        progress: LessonProgress,
        lessons: list[Lesson] | None = None,
    ) -> None:
        self.run = LessonRun(lesson, ctx.rng)
        self.progress = progress
        self.course = lessons or [lesson]
        self.done_words: str | None = None  # what the last accepted move earned
        self.glide: Glide | None = None  # the pieces moving to a step's new position
        super().__init__(ctx, self.run.game, {Side.GREEN: "human", Side.WHITE: "human"}, "two")
        session = self.session
        session.may_play = lambda: not self.run.complete  # then only its panel's buttons
        session.log = EventLog()  # not "a new game": the lesson's title
        session.log.add(lambda _: [_(lesson.title)], NOTICE)
        self.show_step()

    # -- the lesson ------------------------------------------------------------------------
    def show_step(self) -> None:
        """A new step (or the end): the task box is redrawn."""
        self.dirty = True

    def task(self) -> tuple[str, str]:
        """The task box's heading and text: the step and what to do, or the closing words."""
        run = self.run
        _ = self._
        if run.complete:
            return _(LESSON_COMPLETE), _(run.lesson.complete)
        head = _(STEP_OF).format(n=run.step_index + 1, count=run.step_count)
        return head, _(run.step.text)

    def take_game(self, force: bool = False) -> None:
        """The lesson set a new position: show it on the table."""
        game = self.run.game
        session = self.session
        if game is session.game and not force:
            return
        before = self.shown_state()
        paths = glide_paths(before, game.state, session.move_view, self.view.geo().point)
        self.glide = Glide(paths, GLIDE_SECONDS if self.animate else 0.0) if paths else None
        if paths and not force:  # a step of its own position: say so, beside what was earned
            earned = session.message
            session.log.add(lambda _: [_(NEW_POSITION)], NOTICE)
            session.say(
                lambda _: "\n".join(([earned(_)] if earned is not None else []) + [_(NEW_POSITION)])
            )
        session.set_game(game)
        self.sync_throw_button()

    def do_throw(self, throw: Throw | None = None, faces: StickFaces | None = None) -> None:
        """The sticks give the step's throw (or the pupil's own, where the step has none)."""
        if throw is None:
            throw = self.run.next_throw()
            faces = faces_for(throw, self.ctx.rng)
        super().do_throw(throw, faces)

    def end_glide(self) -> None:
        """Any key, click or throw puts the gliding birds in their places at once."""
        if self.glide is not None:
            self.glide = None
            self.dirty = True

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        if self.glide is not None:
            if self.glide.advance(dt):
                return True
            self.glide = None
            self.dirty = True
            return True
        return moving

    def throw(self) -> None:
        self.end_glide()
        if self.session.game.needs_throw and self.human_turn():
            self.do_throw()

    def play(self, move: Move) -> None:
        """Play the move if the step accepts it; otherwise say why not and give a hint."""
        if self.run.complete:
            return
        found, verdict = self.run.judge(move)
        if not verdict.accepted or found is None:
            hint = verdict.hint
            self.session.say(
                (lambda _: _(NOT_THIS_ONE).format(hint=_(hint))) if hint else (lambda _: _(NO_HINT))
            )
            self.session.turn.clear()
            self.ctx.sound.play("blockade")
            self.dirty = True
            return
        words = self.run.step.done
        super().play(found)
        verdict = self.run.played()
        self.done_words = words or None
        if words:
            self.session.log.add(lambda _: [_(words)], NOTICE)
            self.session.say(lambda _: _(words))
        if verdict.lesson_done:
            self.progress.mark_done(self.run.lesson.id)
        if self.anim is None:
            self.after_step()

    def after_step(self) -> None:
        """The move has been shown: set the next position and task, or finish the lesson."""
        self.take_game()
        self.show_step()
        if self.run.complete:
            self.build()

    def finish_move(self) -> None:
        """The end of a move's animation (a lesson keeps the autosave and has no victory
        screen: its own panel says the lesson is complete)."""
        anim, self.anim = self.anim, None
        if anim is None:
            return
        arrival = self.session.move_view.arrival_sound(anim.move)  # a capture or a blockade
        if arrival is not None:
            self.ctx.sound.play(arrival)
        self.session.move_shown(self.animation_seconds(AI_PAUSE, 0.7))
        if self.run.complete:
            self.ctx.sound.play("victory")
        self.after_step()
        self.sync_throw_button()
        self.dirty = True

    def restart_step(self) -> None:
        """Backspace: this step again from its start."""
        if self.anim is not None or self.run.complete:
            return
        self.run.restart_step()
        self.take_game(force=True)
        self.session.say(None)
        self.show_step()

    def request_hint(self) -> None:
        """H and the Hint button: the lesson's hint, not the computer's."""
        self.show_hint()

    def show_hint(self) -> None:
        hint = self.run.hint()
        self.session.say((lambda _: _(hint)) if hint else (lambda _: _(NO_HINT)))
        self.dirty = True

    def next_lesson(self) -> None:
        """The next lesson of the course, in place of this one."""
        ids = [lesson.id for lesson in self.course]
        k = ids.index(self.run.lesson.id) if self.run.lesson.id in ids else len(ids) - 1
        if k + 1 < len(self.course) and self.stack is not None:
            following = LessonScene(self.ctx, self.course[k + 1], self.progress, self.course)
            self.stack.replace(following)
        else:
            self.ask_exit()

    def ask_exit(self) -> None:
        """Back to the list of lessons (nothing to save)."""
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    # -- input ------------------------------------------------------------------------------
    def handle(self, cmd: Command) -> bool:
        if cmd.kind not in (Cmd.POINT, Cmd.SCROLL):
            self.end_glide()
        if cmd.kind == Cmd.HINT:
            self.show_hint()
            return True
        if cmd.kind == Cmd.UNDO:
            self.restart_step()
            return True
        if cmd.kind in (Cmd.STEP_BACK, Cmd.STEP_FORWARD, Cmd.HOME, Cmd.END, Cmd.PLAY_ON):
            return True  # no looking back inside a lesson
        if self.run.complete and cmd.kind in FOCUS_KEYS:  # the two buttons, by the keys
            return self.handle_focus(cmd) or True
        return super().handle(cmd)

    # -- widgets and drawing ------------------------------------------------------------------
    def complete_rect(self) -> pygame.Rect:
        """Where Next lesson and All lessons go once the lesson is complete: the Throw
        button's place beside the board (the closing words are in the task box)."""
        return pygame.Rect(self.view.layout.throw_button)

    def has_next(self) -> bool:
        """Whether a lesson of the course follows this one (the Next lesson button)."""
        return bool(self.course) and self.course[-1].id != self.run.lesson.id

    def snapshot(self) -> TableSnapshot:
        """The table without its key help: the task box takes that place. A finished
        lesson's status says so and what its buttons do, not whose turn it would be."""
        snap = replace(super().snapshot(), keys_help="", caption="", glide=self.glide)
        if not self.run.complete:
            return snap
        # what the last move earned stays in the event log, where it was said too
        finished = self._(FINISHED_NEXT if self.has_next() else FINISHED_LAST)
        return replace(snap, status=finished)

    def build_ui(self) -> None:
        super().build_ui()
        undo = self._("Undo")
        for button in list(self.buttons.actions):
            if button.text == undo:  # the toolbar's Undo starts the step again
                self.buttons.actions[button] = self.restart_step
        if not self.run.complete:
            return
        _ = self._
        throw = self.throw_btn  # nothing more to throw: its place holds the way on
        self.buttons.actions.pop(throw, None)
        throw.kill()
        self.throw_btn = None  # type: ignore[assignment]
        rect = self.complete_rect()
        tools = [(_("Next lesson"), self.next_lesson)] if self.has_next() else []
        tools.append((_("All lessons"), partial(self.ask_exit)))
        row: list[Tool] = [(label, action, False, None) for label, action in tools]
        gap = 8
        style = "#throw_button"
        if self.view.layout.compact:  # presenter mode: the level's size, or larger
            style = sized_style(self, [row], rect.width, gap, rect.height, "throw")[0]
        places = [(rect, style)]
        if len(tools) == 2 and fits(self.throw_widths(style, row), rect.width, gap):
            half = (rect.width - gap) // 2
            places = [(pygame.Rect(rect.x, rect.y, half, rect.height), style)]
            places.append((pygame.Rect(rect.right - half, rect.y, half, rect.height), style))
        elif len(tools) == 2:  # too wide side by side: All lessons where Hint and Undo were,
            # in the jar's style if it fits there, else in the toolbar's
            place, toolbar_style = self.take_over((_("Hint"), _("Undo")))
            wide = self.throw_widths(style, row[1:])[0][0] <= place.width
            places.append((place, style if wide else toolbar_style))
        self.buttons.order.clear()
        for (label, action), (at, look) in zip(tools, places, strict=True):
            self.button(at, label, action, object_id=look, focus=True)
        self.buttons.index = 0

    def throw_widths(self, style: str, row: list[Tool]) -> list[list[int]]:
        """The labels' widths in the jar's button style: its rounded corners and thick
        border take room from the text on both sides ("Next lesson" was cut at 1280x720)."""
        return [[label_width(self.ctx.ui, style, label) for label, *_rest in row]]

    def take_over(self, labels: tuple[str, ...]) -> tuple[pygame.Rect, str]:
        """Remove the toolbar's buttons with ``labels``; the place they took together, and
        their style."""
        gone = [b for b in self.buttons.actions if b.text in labels]
        place = pygame.Rect(gone[0].relative_rect)
        look = (gone[0].object_ids or [None])[-1] or "#small_button"
        for button in gone[1:]:
            place.union_ip(pygame.Rect(button.relative_rect))
        for button in gone:
            self.buttons.actions.pop(button, None)
            if button in self.buttons.order:
                self.buttons.order.remove(button)
            button.kill()
        return place, look

    def draw_task(self, surface: pygame.Surface) -> None:
        """The step's task between the two cards, where the game screen lists its keys."""
        text = self.ctx.text
        lay = self.view.layout
        free = self.view.info.free  # the info area under the turn, beside the board
        top, bottom = free.y, free.bottom
        width = free.width - 24
        head, body = self.task()
        keys = self._(FINISHED_KEYS if self.run.complete else KEYS)
        for size in range(max(lay.floor, lay.px(17)), lay.floor - 1, -1):
            small = max(lay.floor, size - 4)
            lines = wrap_text(text, body, size, width)
            key_lines = wrap_text(text, keys, small, width)
            step, small_step = round(size * 1.4), round(small * 1.35)
            need = step + len(lines) * step + 8 + len(key_lines) * small_step
            if need <= bottom - top:
                break
        else:  # even at the smallest size: the keys give way, then the task's end
            key_lines = []
            room = max(0, (bottom - top - step) // step)
            if len(lines) > room:
                lines = lines[:room]
                if lines:
                    lines[-1] = elide(text, lines[-1] + ELLIPSIS, size, width)
        y = top
        img = text.render(head, size, GOLD, bold=True)
        surface.blit(img, (free.x + 12, y))
        y += step
        for line in lines:
            surface.blit(text.render(line, size, INK), (free.x + 12, y))
            y += step
        y += 8
        for line in key_lines:
            surface.blit(text.render(line, small, INK_DIM), (free.x + 12, y))
            y += small_step

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_task(surface)
