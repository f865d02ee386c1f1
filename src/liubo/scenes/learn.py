"""The Learn course: the list of lessons, with the ones finished ticked.

Lessons are data (``data/lessons/*.json``, and a teacher's own in the ``lessons`` folder of
the user's data folder, read by ``liubo.content.lessons``); choosing one opens
it on the game table (``scenes.lesson``). Progress is kept in the user's data folder, so a
pupil finds their ticks again next time. A lesson file that cannot be used is listed with
what is wrong with it, never a crash.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..content.lesson_progress import LessonProgress
from ..content.lessons import LESSONS_FOLDER, Lesson, load_lessons
from ..input import Cmd, Command
from ..render.palette import GOLD, INK, INK_DIM, VERMILION
from ..render.panels import ELLIPSIS, Backdrop, draw_panel, elide, wrap_text
from ..services.translation import N_
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context

# TRANSLATORS: title of the Learn course (the list of lessons).
LEARN_TITLE = N_("Learn to play")
LEARN_INTRO = N_(
    "Short lessons, each on a set position: do what the lesson asks and it moves on. "
    "A tick marks the lessons you have finished."
)
# TRANSLATORS: a lesson's button in the list: its number and title.
LESSON_ROW = N_("{n}. {title}")
# TRANSLATORS: how many lessons of the course are done.
DONE_COUNT = N_("{done} of {count} lessons done")
# TRANSLATORS: under the notes on lesson files that were left out, when there are more.
MORE_PROBLEMS = N_("... and {n} more lesson files were left out.")
PROBLEM_SIZE = 13  # the notes on lesson files left out: text size,
PROBLEM_LINE = 16  # line height,
PROBLEM_LINES = 4  # and at most this many lines


class LearnScene(Scene):
    """The lessons in order; Enter or a click opens one, Esc goes back."""

    name = "learn"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.lessons, self.problems = load_lessons(ctx.paths.data_dir / LESSONS_FOLDER)
        self.progress = LessonProgress(ctx.paths.data_dir)
        if self.progress.notice is not None:  # the ticks' file was unreadable: said here
            self.problems.insert(0, self.progress.notice)
        self.backdrop = Backdrop()
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.problem_lines: list[str] = []  # the notes on files left out, wrapped
        self.problem_top = 0
        self.intro: tuple[int, list[str]] = (14, [])  # the introduction's size and lines

    def resume(self) -> None:
        """Back from a lesson: its tick is shown."""
        self.rebuild()
        super().resume()

    def build_ui(self) -> None:
        _ = self._
        w, h = self.ctx.screen.get_size()
        pw = min(w - 40, 980)
        self.panel = pygame.Rect(w // 2 - pw // 2, 20, pw, h - 40)
        text = self.ctx.text
        head = text.size_of(_(LEARN_TITLE), self.head_px(), bold=True)[1]
        size = max(14, round(h * 0.022))
        self.intro = (size, wrap_text(text, _(LEARN_INTRO), size, pw - 60))
        below = self.panel.y + 26 + head + len(self.intro[1]) * round(size * 1.35) + 6 + 22
        top = max(self.panel.y + max(130, round(h * 0.2)), below + 12)
        cols = 2 if len(self.lessons) > 6 else 1
        gap = 10
        bw = (pw - 60 - (cols - 1) * 20) // cols
        rows = -(-len(self.lessons) // cols) or 1
        self.problem_lines = self.wrapped_problems(pw - 60)
        band = PROBLEM_LINE * len(self.problem_lines) + (12 if self.problem_lines else 0)
        self.problem_top = self.panel.bottom - 72 - band + 6
        room = self.panel.bottom - 80 - band - top
        bh = max(30, min(48, (room - (rows - 1) * gap) // rows))
        for k, lesson in enumerate(self.lessons):
            col, row = divmod(k, rows)
            tick = "\u2713  " if lesson.id in self.progress.done else ""
            self.button(
                pygame.Rect(self.panel.x + 30 + col * (bw + 20), top + row * (bh + gap), bw, bh),
                tick + _(LESSON_ROW).format(n=k + 1, title=_(lesson.title)),
                partial(self.open_lesson, lesson),
                object_id="#menu_button",
                focus=True,
            )
        self.button(
            pygame.Rect(self.panel.centerx - 110, self.panel.bottom - 62, 220, 44),
            _("Back"),
            self.close,
            object_id="#menu_button",
            focus=True,
        )
        if self.buttons.index is None:
            self.buttons.index = self.first_unfinished()

    def head_px(self) -> int:
        """The heading's text size for the window's height."""
        return max(24, round(self.ctx.screen.get_height() * 0.045))

    def wrapped_problems(self, width: int) -> list[str]:
        """The notes on lesson files left out, translated and wrapped to ``width``: at most
        :data:`PROBLEM_LINES` lines, a long note elided, the last line saying how many
        more there are."""
        text = self.ctx.text
        lines: list[str] = []
        for k, problem in enumerate(self.problems):
            rest = len(self.problems) - k
            room = PROBLEM_LINES - len(lines) - (1 if rest > 1 else 0)
            if room <= 0:
                more = self._(MORE_PROBLEMS).format(n=rest)
                lines.append(elide(text, more, PROBLEM_SIZE, width))
                break
            wrapped = wrap_text(text, problem.translated(self._), PROBLEM_SIZE, width)
            if len(wrapped) > room:
                wrapped = wrapped[:room]
                wrapped[-1] = elide(text, wrapped[-1] + ELLIPSIS, PROBLEM_SIZE, width)
            lines.extend(wrapped)
        return lines

    def first_unfinished(self) -> int:
        """The focus starts on the first lesson not yet done."""
        for k, lesson in enumerate(self.lessons):
            if lesson.id not in self.progress.done:
                return k
        return 0

    def open_lesson(self, lesson: Lesson) -> None:
        """Teach ``lesson`` on the game table."""
        self.open(lambda screens: screens.lesson(self.ctx, lesson, self.progress, self.lessons))

    def close(self) -> None:
        stack = self.stack  # popping this scene forgets its stack: keep it to look below
        if stack is not None and stack.top is self:
            stack.pop()
            if not stack.scenes:
                stack.push(stack.screens.title(self.ctx))

    def handle(self, cmd: Command) -> bool:
        if cmd.kind == Cmd.CANCEL:
            self.close()
            return True
        return self.handle_focus(cmd)

    def draw(self, surface: pygame.Surface) -> None:
        _ = self._
        w, h = surface.get_size()
        surface.blit(self.backdrop.surface((w, h)), (0, 0))
        draw_panel(surface, self.panel, alpha=215)
        text = self.ctx.text
        head = text.render(_(LEARN_TITLE), self.head_px(), GOLD, bold=True)
        surface.blit(head, head.get_rect(midtop=(w // 2, self.panel.y + 18)))
        y = self.panel.y + 26 + head.get_height()
        size, lines = self.intro
        for line in lines:  # wrapped to the panel
            intro = text.render(line, size, INK)
            surface.blit(intro, intro.get_rect(midtop=(w // 2, y)))
            y += round(size * 1.35)
        done = sum(1 for lesson in self.lessons if lesson.id in self.progress.done)
        count = text.render(_(DONE_COUNT).format(done=done, count=len(self.lessons)), 15, INK_DIM)
        surface.blit(count, count.get_rect(midtop=(w // 2, y + 6)))
        for k, line in enumerate(self.problem_lines):
            img = text.render(line, PROBLEM_SIZE, VERMILION)
            surface.blit(img, img.get_rect(midtop=(w // 2, self.problem_top + PROBLEM_LINE * k)))
