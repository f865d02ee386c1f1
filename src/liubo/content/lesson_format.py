"""The lesson file format: a lesson's JSON text read into a :class:`Lesson`, every field
checked (no pygame). ``liubo.content.lessons`` plays lessons through and finds their files.

A file that is not a lesson raises :class:`LessonError` saying what is wrong and where:
not JSON (deeply nested or with NaN too), a key the format does not have, a field of the
wrong kind, a goal condition of the wrong kind (``{"number": true}``) or a perch the board
lacks. Whether its moves work is :func:`liubo.content.lessons.check_lesson`'s business.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import load_board
from ..services.file_safety import Notice, parse_json_object
from ..services.plain_text import control_character
from .ruleset_content import lesson_content, lesson_ruleset

#: the keys of a lesson, and of each of its steps
LESSON_KEYS = ("id", "order", "title", "steps", "complete", "ruleset")
STEP_KEYS = ("position", "throw", "text", "goal", "hints", "done", "moves")
#: goal conditions every move answers that are true or false (the lesson ruleset's own
#: goals, ``RulesetContent.lesson_goals``, come beside them)
FLAG_GOALS = ("enter", "wins")
#: goal conditions that name a perch
PERCH_GOALS = ("from", "to")
MAX_ID = 80
#: The texts that are one line (the title is a button's label in Learn).
ONE_LINE = ("id", "title")
#: The longest title (a button's label; the game's own are under 30 characters) and
#: the longest other text (a step's text is a few sentences, the game's own under 300).
MAX_TITLE = 120
MAX_TEXT = 2000
MAX_ORDER = 1_000_000


class LessonError(ValueError):
    """A lesson file that cannot be used, with what is wrong and where.

    ``reason``, when given, is the same in a form the screens translate (a file that
    cannot be read at all); otherwise the English message is the detail.
    """

    def __init__(self, message: str, reason: Notice | None = None) -> None:
        super().__init__(message)
        self.reason = reason


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


def parse_lesson(text: str, name: str = "lesson") -> Lesson:
    """A lesson from its JSON text; ``LessonError`` says what is wrong (not yet whether its
    moves work: ``check_lesson`` plays them)."""
    try:
        doc = parse_json_object(text)
    except ValueError as exc:
        detail = "a lesson is a JSON object" if str(exc) == "not a JSON object" else exc
        raise LessonError(f"{name}: not valid JSON ({detail})") from exc
    _known_keys(doc, LESSON_KEYS, name)
    played_by = lesson_ruleset()  # the ruleset whose content has the lessons
    ruleset = doc.get("ruleset", played_by)
    if played_by is None or ruleset != played_by:
        raise LessonError(
            f"{name}: 'ruleset' must be {played_by!r} (lessons are played under the "
            f"{str(played_by).upper()} rules), not {_short(ruleset)}"
        )
    lesson_id = _text(doc, "id", name)
    if len(lesson_id) > MAX_ID:
        raise LessonError(f"{name}: 'id' must be at most {MAX_ID} characters")
    order = doc.get("order", 0)
    if type(order) is not int or not -MAX_ORDER <= order <= MAX_ORDER:
        raise LessonError(
            f"{name}: 'order' must be a whole number from {-MAX_ORDER} to {MAX_ORDER}"
        )
    raw_steps = doc.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise LessonError(f"{name}: 'steps' must be a list of at least one step")
    steps = [_step(raw, k, f"{name}, step {k}") for k, raw in enumerate(raw_steps, 1)]
    return Lesson(
        lesson_id, order, _text(doc, "title", name), tuple(steps), _text(doc, "complete", name)
    )


def _step(raw: Any, k: int, where: str) -> Step:
    if not isinstance(raw, dict):
        raise LessonError(f"{where}: a step is a JSON object")
    _known_keys(raw, STEP_KEYS, where)
    position = raw.get("position")
    if k == 1 and not position:
        raise LessonError(f"{where}: the first step needs a 'position'")
    if position is not None and not isinstance(position, str):
        raise LessonError(f"{where}: 'position' must be a position text")
    hints = raw.get("hints", [])
    moves = raw.get("moves", [])
    if not isinstance(hints, list) or not all(isinstance(h, str) and h for h in hints):
        raise LessonError(f"{where}: 'hints' must be a list of texts")
    for hint in hints:
        _plain(hint, "hints", where)
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise LessonError(f"{where}: 'moves' must list the moves that solve the step")
    # without moves, the pupil's own throw: any move meeting the goal solves the step
    if not moves and (raw.get("throw") is not None or _has_throw(position)):
        raise LessonError(f"{where}: 'moves' must list the moves that solve the step")
    return Step(
        text=_text(raw, "text", where),
        goal=_goal(raw.get("goal"), where),
        moves=tuple(moves),
        position=position,
        throw=_throw(raw.get("throw"), where),
        hints=tuple(hints),
        done=_text(raw, "done", where, required=False),
    )


def _known_keys(doc: dict[str, Any], known: tuple[str, ...], where: str) -> None:
    unknown = sorted(str(key) for key in doc if key not in known)
    if unknown:
        raise LessonError(f"{where}: unknown key {_short(unknown[0])} (known: {', '.join(known)})")


def _text(doc: dict[str, Any], key: str, where: str, required: bool = True) -> str:
    value = doc.get(key, "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise LessonError(f"{where}: {key!r} must be a non-empty text")
    return _plain(value, key, where)


def _plain(value: str, key: str, where: str) -> str:
    """``value`` if it is text a screen can show: no control character (a NUL no font
    draws), and the id and the title one line (a button's label); else a LessonError."""
    found = control_character(value, line=key in ONE_LINE)
    if found is not None:
        raise LessonError(f"{where}: {key!r} holds a control character ({found})")
    longest = MAX_TITLE if key == "title" else MAX_TEXT
    if len(value) > longest:
        raise LessonError(f"{where}: {key!r} is longer than {longest} characters")
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
    """The goal's conditions, each of the kind it must be."""
    if not isinstance(value, dict) or not value:
        raise LessonError(f"{where}: 'goal' must be an object with at least one condition")
    own = content.lesson_goals if (content := lesson_content()) is not None else {}
    known = {*FLAG_GOALS, *PERCH_GOALS, "number", *own}
    unknown = set(value) - known
    if unknown:
        raise LessonError(
            f"{where}: unknown goal condition {_short(sorted(unknown)[0])} "
            f"(known: {', '.join(sorted(known))})"
        )
    perches = load_board().index
    for key, want in value.items():
        values = own[key].values if key in own else ()
        flag = key in FLAG_GOALS or (key in own and not values)
        if flag and type(want) is not bool:
            raise LessonError(f"{where}: goal {key!r} must be true or false, not {_short(want)}")
        if key in PERCH_GOALS and (not isinstance(want, str) or want not in perches):
            raise LessonError(
                f"{where}: goal {key!r} must name a perch such as 'QU_S', not {_short(want)}"
            )
        if key == "number" and (type(want) is not int or not 1 <= want <= 4):
            raise LessonError(f"{where}: goal 'number' must be 1, 2, 3 or 4, not {_short(want)}")
        if values and want not in values:
            raise LessonError(f"{where}: {key!r} must be one of {', '.join(values)}")
    return dict(value)


def _has_throw(position: str | None) -> bool:
    return position is not None and len(position.split()) > 3


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
