"""The Learn course: lessons as data, and the check that the pupil did what a lesson asks.

A lesson is a JSON file in ``data/lessons/`` (a teacher adds one without code):

    {"id": "enter", "order": 10, "title": "Throw and enter",
     "steps": [{"position": "-/- 0-0 G", "throw": [2, 1],
                "text": "...", "goal": {"enter": true}, "hints": ["..."],
                "done": "...", "moves": ["OFF>QU_S/2"]}],
     "complete": "..."}

Each step sets a position (position text, docs/rules.md section 8.1; a later step may leave
it out and carry on from where the last one ended), optionally the throw the sticks will
give (without one the pupil's own throw counts), what to do (``text``), the ``goal`` a move
must meet, ``hints`` shown one after another after wrong tries, praise (``done``) and the
scripted solution (``moves``), with which ``check_lesson`` proves the lesson can be done.
Texts are English and go through the catalog (``liubo.tools.i18n_extract``, ``i18n/babel.cfg``).

Goal keys (all given must hold for the move played): ``enter`` (a bird comes on),
``from`` and ``to`` (perch ids), ``number`` (1 to 4), ``wins`` (true or false), and the
lesson ruleset's own goals (its content's ``lesson_goals``; the course's ruleset has
``promoted``, ``nest``, ``blockade``, ``contested``, ``captured`` ("owl", "normal", "any"
or "none") and ``from_contest``, the capture was on a contested perch). A
lesson may name the only rules lessons are played by (``"ruleset"``, the ruleset whose
content bundle has the lessons: ``liubo.content.ruleset_content``); any other key
is refused, as is every field of the wrong kind (``liubo.content.lesson_format`` reads the files).
A file that cannot be used costs only itself: Learn lists the others and says which was
left out, and of several lessons with one id only the first is offered.

No pygame: ``LessonRun`` holds the game and says whether a move is accepted; the Learn
scene shows it on the game table. ``lesson_progress.LessonProgress`` remembers finished
lessons.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import Game, GameMove, IllegalMoveError, NotationError, Throw, random_throw
from ..resources import data_path
from ..services.file_safety import (
    Notice,
    os_reason,
    read_user_text,
)
from ..services.plain_text import shown_name
from ..services.translation import N_
from .lesson_format import Lesson, LessonError, Step, parse_lesson
from .ruleset_content import content_for

LESSONS_FOLDER = "lessons"

# TRANSLATORS: shown in Learn for a lesson file that could not be used; {detail} names the
# file and says what is wrong with it (in English: it is for the teacher who wrote it).
MSG_LESSON_LEFT_OUT = N_("A lesson file was left out: {detail}")
# TRANSLATORS: {name} is a lesson file; {reason} says why it could not be read.
MSG_LESSON_UNREADABLE = N_("The lesson file {name} could not be read: {reason}")
# TRANSLATORS: {name} is a lesson file, {id} the lesson id it shares with {other}.
MSG_LESSON_DUPLICATE = N_(
    "The lesson file {name} was left out: {other} already has the lesson id {id}."
)


def lesson_files() -> list[str]:
    """The names of the lesson files shipped in ``data/lessons``."""
    folder = data_path(LESSONS_FOLDER)
    return sorted(entry.name for entry in folder.iterdir() if entry.name.endswith(".json"))


def read_lesson_file(path: Path) -> Lesson:
    """One lesson file, read and played through (``LessonError`` says what is wrong, and
    names the file). However odd the file, nothing else is raised."""
    name = shown_name(path.name)  # one line any font and terminal takes
    try:
        text = read_user_text(path)
    except (OSError, ValueError) as exc:
        raise LessonError(
            f"{name}: cannot be read ({exc})",
            Notice(MSG_LESSON_UNREADABLE, name=name, reason=os_reason(exc)),
        ) from exc
    return _checked(text, name)


def _checked(text: str, name: str) -> Lesson:
    """A lesson's text read and played through; any failure is a LessonError naming ``name``."""
    try:
        lesson = parse_lesson(text, name)
    except RecursionError as exc:  # pragma: no cover - the JSON reader already refuses it
        raise LessonError(f"{name}: nested too deeply") from exc
    try:
        check_lesson(lesson)
    except (ValueError, RecursionError) as exc:  # LessonError and the engine's errors
        raise LessonError(f"{name}: {exc}") from exc
    return lesson


def problem_notice(exc: LessonError) -> Notice:
    """What Learn shows for a lesson file that was left out (translated there)."""
    if exc.reason is not None:
        return exc.reason
    return Notice(MSG_LESSON_LEFT_OUT, detail=str(exc))


def load_lessons(user_folder: Path | None = None) -> tuple[list[Lesson], list[Notice]]:
    """The course in order, and a notice for each lesson file that was left out.

    The game's lessons come from ``data/lessons``; a teacher's own files in ``user_folder``
    (the ``lessons`` folder in the user's data folder) join them, ordered by ``order``. A
    file that cannot be used costs only itself; of several lessons with one id the first
    read (the game's own, then the teacher's by file name) is kept, the others reported.
    """
    found: list[tuple[str, Lesson]] = []
    problems: list[Notice] = []
    for name in lesson_files():
        try:
            found.append((name, _checked(data_path(LESSONS_FOLDER, name).read_text("utf-8"), name)))
        except (LessonError, OSError, UnicodeDecodeError) as exc:
            problems.append(
                problem_notice(exc) if isinstance(exc, LessonError) else _unreadable(name, exc)
            )
    for path in _user_lesson_files(user_folder):
        try:
            found.append((shown_name(path.name), read_lesson_file(path)))
        except LessonError as exc:
            problems.append(problem_notice(exc))
    lessons: list[Lesson] = []
    first_file: dict[str, str] = {}
    for name, lesson in found:
        if lesson.id in first_file:
            problems.append(
                Notice(MSG_LESSON_DUPLICATE, name=name, other=first_file[lesson.id], id=lesson.id)
            )
            continue
        first_file[lesson.id] = name
        lessons.append(lesson)
    lessons.sort(key=lambda lesson: (lesson.order, lesson.id))
    return lessons, problems


def _user_lesson_files(folder: Path | None) -> list[Path]:
    """The ``.json`` files in a teacher's lessons folder, by name (none if it cannot be read)."""
    if folder is None:
        return []
    try:
        return sorted(path for path in folder.glob("*.json"))
    except OSError:
        return []


def _unreadable(name: str, exc: BaseException) -> Notice:
    return Notice(MSG_LESSON_UNREADABLE, name=name, reason=os_reason(exc))


# ---- the goal check ------------------------------------------------------------------------


def goal_met(goal: dict[str, Any], move: GameMove, game: Game) -> bool:
    """Whether ``move``, about to be played in ``game``, does what ``goal`` asks (the goals
    beyond the ones every move answers are the game's ruleset's own ``lesson_goals``; a
    ruleset without one never meets it)."""
    ids = [perch.id for perch in game.board.perches]
    goals = content_for(game.rules).lesson_goals
    checks = {
        "enter": lambda want: (move.origin is None) == want,
        "from": lambda want: move.origin is not None and ids[move.origin] == want,
        "to": lambda want: ids[move.target] == want,
        "number": lambda want: move.number == want,
        "wins": lambda want: bool(move.wins) == want,
    }
    for key, want in goal.items():
        if key in checks:
            met = checks[key](want)
        else:
            met = key in goals and goals[key].check(move, want)
        if not met:
            return False
    return True


# ---- a lesson in progress ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Verdict:
    """What became of a move the pupil tried: played or refused, and what to say."""

    accepted: bool
    hint: str | None = None  # the hint to show after a wrong try (an English msgid)
    step_done: bool = False
    lesson_done: bool = False


@dataclass
class LessonRun:
    """A lesson being taught: its game, the step reached and the wrong tries at that step."""

    lesson: Lesson
    rng: random.Random = field(default_factory=random.Random)
    step_index: int = 0
    wrong: int = 0
    complete: bool = False
    game: Game = field(init=False)
    start_text: str = field(init=False, default="")  # the position the step began from

    def __post_init__(self) -> None:
        self.start_step()

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.step_index]

    @property
    def step_count(self) -> int:
        return len(self.lesson.steps)

    def start_step(self) -> None:
        """Set the step's position (or keep the game as the last step left it)."""
        self.wrong = 0
        position = self.step.position
        if position is not None:
            try:
                self.game = Game.from_text(position)
            except NotationError as exc:
                raise LessonError(f"{self.lesson.id}: bad position ({exc})") from exc
        self.start_text = self.game.to_text()

    def restart_step(self) -> None:
        """Back to the position this step began from."""
        self.game = Game.from_text(self.start_text)
        self.wrong = 0

    def next_throw(self) -> Throw:
        """The throw the sticks give now: the step's, or a random one."""
        if self.step.throw is not None:
            return Throw(*self.step.throw)
        return random_throw(self.rng)

    def hint(self) -> str | None:
        """The hint for the wrong tries so far (the first one if there were none)."""
        hints = self.step.hints
        if not hints:
            return None
        return hints[min(max(self.wrong - 1, 0), len(hints) - 1)]

    def check(self, move: GameMove) -> bool:
        """Whether playing ``move`` now would do what the step asks (nothing is changed)."""
        return not self.complete and goal_met(self.step.goal, move, self.game)

    def judge(self, move: GameMove | str) -> tuple[GameMove | None, Verdict]:
        """The legal move meant and whether the step accepts it; a refusal counts as a
        wrong try and carries the hint to show. Nothing is played."""
        if self.complete:
            return None, Verdict(False)
        found: GameMove | None
        try:
            found = self.game.state.find_move(move)
        except (IllegalMoveError, NotationError):
            found = None
        if found is None or not self.check(found):
            self.wrong += 1
            return found, Verdict(False, self.hint())
        return found, Verdict(True)

    def played(self) -> Verdict:
        """The accepted move has been played on ``game``: on to the next step, or done."""
        if self.step_index + 1 < self.step_count:
            self.step_index += 1
            self.start_step()
            return Verdict(True, step_done=True)
        self.complete = True
        return Verdict(True, step_done=True, lesson_done=True)

    def try_move(self, move: GameMove | str) -> Verdict:
        """Play ``move`` if it meets the goal; otherwise refuse it and give a hint."""
        found, verdict = self.judge(move)
        if not verdict.accepted or found is None:
            return verdict
        self.game.play(found)
        return self.played()


def check_lesson(lesson: Lesson, rng: random.Random | None = None) -> None:
    """Play the lesson through with its scripted moves (every listed solution of a step is
    tried, the first one is kept); ``LessonError`` if one is illegal or misses its goal, or
    if a step that lets the pupil throw could meet a throw that makes its goal impossible."""
    run = LessonRun(lesson, rng or random.Random(0))
    for k, step in enumerate(lesson.steps, 1):
        if run.game.needs_throw:
            if step.throw is None:
                for throw, _chance in run.game.chance_outcomes():
                    trial = Game.from_text(run.game.to_text())
                    trial.throw(throw)
                    if not any(goal_met(step.goal, m, trial) for m in trial.legal_moves()):
                        raise LessonError(
                            f"{lesson.id}, step {k}: the throw {throw.light},{throw.dark} "
                            "cannot meet the goal; give the step a 'throw'"
                        )
                    if trial.to_move != run.game.to_move:
                        raise LessonError(f"{lesson.id}, step {k}: a throw passes the turn")
            run.game.throw(run.next_throw())
        solutions = step.moves or tuple(str(m) for m in run.game.legal_moves() if run.check(m))[:1]
        if not solutions:
            raise LessonError(f"{lesson.id}, step {k}: no move meets the goal")
        for text in solutions:
            try:
                move = run.game.state.find_move(text)
            except (IllegalMoveError, NotationError) as exc:
                raise LessonError(f"{lesson.id}, step {k}: {text} ({exc})") from exc
            if move not in run.game.legal_moves() or not run.check(move):
                raise LessonError(f"{lesson.id}, step {k}: {text} does not meet the goal")
        if not run.try_move(solutions[0]).accepted:
            raise LessonError(f"{lesson.id}, step {k}: {solutions[0]} does not meet the goal")
    if not run.complete:
        raise LessonError(f"{lesson.id}: the scripted moves do not finish the lesson")


def lesson_strings(lesson: Lesson) -> Iterator[str]:
    """Every text of a lesson that is shown (English msgids)."""
    yield lesson.title
    for step in lesson.steps:
        yield step.text
        yield from step.hints
        if step.done:
            yield step.done
    yield lesson.complete


# ---- remembering progress ------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    """``python -m liubo.content.lessons FILE...``: check lesson files as the game will (a teacher's
    test before class); without files, the game's own course."""
    import sys

    paths = [Path(a) for a in (sys.argv[1:] if argv is None else argv)]
    problems: list[str] = []
    if not paths:
        lessons, notices = load_lessons()
        problems = [str(notice) for notice in notices]
        for lesson in lessons:
            print(f"ok  {lesson.id}: {len(lesson.steps)} step(s)")
    for path in paths:
        try:
            lesson = read_lesson_file(path)
            print(f"ok  {lesson.id}: {len(lesson.steps)} step(s)")
        except LessonError as exc:
            problems.append(str(exc))
    for problem in problems:
        print(f"BAD {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
