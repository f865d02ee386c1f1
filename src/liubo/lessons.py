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
Texts are English and go through the catalog (``liubo.i18n_extract``, ``i18n/babel.cfg``).

Goal keys (all given must hold for the move played): ``enter`` (a bird comes on),
``from`` and ``to`` (perch ids), ``number``, ``promoted``, ``nest``, ``blockade``,
``contested``, ``captured`` ("owl", "normal", "any" or "none"), ``from_contest`` (the
capture was on a contested perch) and ``wins``.

No pygame: ``LessonRun`` holds the game and says whether a move is accepted; the Learn
scene shows it on the game table. ``LessonProgress`` remembers finished lessons.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .engine import Game, GameMove, IllegalMoveError, NotationError, Throw, random_throw
from .engine.rulesets.tlv import Move
from .file_safety import atomic_write_text, parse_json_object, read_limited
from .resources import data_path

LESSONS_FOLDER = "lessons"
PROGRESS_FILE = "lessons.json"
GOAL_KEYS = frozenset(
    {
        "enter",
        "from",
        "to",
        "number",
        "promoted",
        "nest",
        "blockade",
        "contested",
        "captured",
        "from_contest",
        "wins",
    }
)
CAPTURE_KINDS = ("owl", "normal", "any", "none")


class LessonError(ValueError):
    """A lesson file that cannot be used, with what is wrong and where."""


@dataclass(frozen=True, slots=True)
class Step:
    """One task of a lesson."""

    text: str
    goal: dict[str, Any]
    moves: tuple[str, ...]
    position: str | None = None
    throw: tuple[int, int] | None = None
    hints: tuple[str, ...] = ()
    done: str = ""


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson: its id, place in the course, title, steps and closing words."""

    id: str
    order: int
    title: str
    steps: tuple[Step, ...]
    complete: str = ""


# ---- reading lesson files ----------------------------------------------------------------


def _text(doc: dict[str, Any], key: str, where: str, required: bool = True) -> str:
    value = doc.get(key, "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise LessonError(f"{where}: {key!r} must be a non-empty text")
    return value


def _throw(value: Any, where: str) -> tuple[int, int] | None:
    if value is None:
        return None
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(type(v) is int and 1 <= v <= 4 for v in value)
    ):
        raise LessonError(f"{where}: 'throw' must be two numbers from 1 to 4, e.g. [2, 1]")
    return value[0], value[1]


def _goal(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict) or not value:
        raise LessonError(f"{where}: 'goal' must be an object with at least one condition")
    unknown = set(value) - GOAL_KEYS
    if unknown:
        raise LessonError(
            f"{where}: unknown goal condition {sorted(unknown)[0]!r} "
            f"(known: {', '.join(sorted(GOAL_KEYS))})"
        )
    if "captured" in value and value["captured"] not in CAPTURE_KINDS:
        raise LessonError(f"{where}: 'captured' must be one of {', '.join(CAPTURE_KINDS)}")
    return dict(value)


def _has_throw(position: str | None) -> bool:
    return position is not None and len(position.split()) > 3


def parse_lesson(text: str, name: str = "lesson") -> Lesson:
    """A lesson from its JSON text; ``LessonError`` says what is wrong (not yet whether its
    moves work: ``check_lesson`` plays them)."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LessonError(f"{name}: not valid JSON ({exc})") from exc
    if not isinstance(doc, dict):
        raise LessonError(f"{name}: a lesson is a JSON object")
    lesson_id = _text(doc, "id", name)
    order = doc.get("order", 0)
    if type(order) is not int:
        raise LessonError(f"{name}: 'order' must be a whole number")
    raw_steps = doc.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise LessonError(f"{name}: 'steps' must be a list of at least one step")
    steps = []
    for k, raw in enumerate(raw_steps, 1):
        where = f"{name}, step {k}"
        if not isinstance(raw, dict):
            raise LessonError(f"{where}: a step is a JSON object")
        position = raw.get("position")
        if k == 1 and not position:
            raise LessonError(f"{where}: the first step needs a 'position'")
        if position is not None and not isinstance(position, str):
            raise LessonError(f"{where}: 'position' must be a position text")
        hints = raw.get("hints", [])
        moves = raw.get("moves", [])
        if not isinstance(hints, list) or not all(isinstance(h, str) and h for h in hints):
            raise LessonError(f"{where}: 'hints' must be a list of texts")
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise LessonError(f"{where}: 'moves' must list the moves that solve the step")
        # without moves, the pupil's own throw: any move meeting the goal solves the step
        if not moves and (raw.get("throw") is not None or _has_throw(position)):
            raise LessonError(f"{where}: 'moves' must list the moves that solve the step")
        steps.append(
            Step(
                text=_text(raw, "text", where),
                goal=_goal(raw.get("goal"), where),
                moves=tuple(moves),
                position=position,
                throw=_throw(raw.get("throw"), where),
                hints=tuple(hints),
                done=_text(raw, "done", where, required=False),
            )
        )
    return Lesson(
        lesson_id, order, _text(doc, "title", name), tuple(steps), _text(doc, "complete", name)
    )


def lesson_files() -> list[str]:
    """The names of the lesson files shipped in ``data/lessons``."""
    folder = data_path(LESSONS_FOLDER)
    return sorted(entry.name for entry in folder.iterdir() if entry.name.endswith(".json"))


def read_lesson_file(path: Path) -> Lesson:
    """One lesson file, read and played through (``LessonError`` says what is wrong)."""
    try:
        text = read_limited(path).decode("utf-8")
    except (OSError, ValueError) as exc:
        raise LessonError(f"{path.name}: cannot be read ({exc})") from exc
    lesson = parse_lesson(text, path.name)
    check_lesson(lesson)
    return lesson


def load_lessons(user_folder: Path | None = None) -> tuple[list[Lesson], list[str]]:
    """The course in order, and a message for each lesson file that could not be used.

    The game's lessons come from ``data/lessons``; a teacher's own files in ``user_folder``
    (the ``lessons`` folder in the user's data folder) join them, ordered by ``order``."""
    lessons: list[Lesson] = []
    problems: list[str] = []
    for name in lesson_files():
        try:
            lesson = parse_lesson(data_path(LESSONS_FOLDER, name).read_text("utf-8"), name)
            check_lesson(lesson)
        except (LessonError, OSError, UnicodeDecodeError) as exc:
            problems.append(str(exc))
            continue
        lessons.append(lesson)
    if user_folder is not None and user_folder.is_dir():
        for path in sorted(user_folder.glob("*.json")):
            try:
                lessons.append(read_lesson_file(path))
            except LessonError as exc:
                problems.append(str(exc))
    ids = [lesson.id for lesson in lessons]
    for lesson_id in {i for i in ids if ids.count(i) > 1}:
        problems.append(f"two lessons have the id {lesson_id!r}")
    lessons.sort(key=lambda lesson: (lesson.order, lesson.id))
    return lessons, problems


# ---- the goal check ------------------------------------------------------------------------


def goal_met(goal: dict[str, Any], move: GameMove, game: Game) -> bool:
    """Whether ``move``, about to be played in ``game``, does what ``goal`` asks (the goals
    on nests, blockades and contests ask for a move of the lessons' tlv rules)."""
    ids = [perch.id for perch in game.board.perches]
    captured = move.captured
    tlv = move if isinstance(move, Move) else None
    checks = {
        "enter": lambda want: (move.origin is None) == want,
        "from": lambda want: move.origin is not None and ids[move.origin] == want,
        "to": lambda want: ids[move.target] == want,
        "number": lambda want: move.number == want,
        "promoted": lambda want: bool(move.promoted) == want,
        "nest": lambda want: (tlv is not None and tlv.nest is not None) == want,
        "blockade": lambda want: (tlv is not None and tlv.blockade) == want,
        "contested": lambda want: (tlv is not None and tlv.contested) == want,
        "captured": lambda want: (
            (want == "none" and captured is None)
            or (want == "any" and captured is not None)
            or (want == "owl" and captured is True)
            or (want == "normal" and captured is False)
        ),
        "from_contest": lambda want: (
            (captured is not None and tlv is not None and tlv.blockade) == want
        ),
        "wins": lambda want: bool(move.wins) == want,
    }
    return all(checks[key](want) for key, want in goal.items())


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


class LessonProgress:
    """The finished lessons, kept in ``lessons.json`` in the user's data folder. Reading
    never raises (a bad file counts as no progress); writing returns False if it failed."""

    def __init__(self, data_dir: Path) -> None:
        self.path = Path(data_dir) / PROGRESS_FILE
        self.done: set[str] = set()
        try:
            doc = parse_json_object(read_limited(self.path))
            done = doc.get("done", [])
            if isinstance(done, list):
                self.done = {d for d in done if isinstance(d, str)}
        except (OSError, ValueError):
            pass

    def mark_done(self, lesson_id: str) -> bool:
        """Remember a finished lesson (saved at once)."""
        self.done.add(lesson_id)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, json.dumps({"done": sorted(self.done)}, indent=1))
        except OSError:
            return False
        return True


def main(argv: list[str] | None = None) -> int:
    """``python -m liubo.lessons FILE...``: check lesson files as the game will (a teacher's
    test before class); without files, the game's own course."""
    import sys

    paths = [Path(a) for a in (sys.argv[1:] if argv is None else argv)]
    if not paths:
        lessons, problems = load_lessons()
        for lesson in lessons:
            print(f"ok  {lesson.id}: {len(lesson.steps)} step(s)")
    else:
        problems = []
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
