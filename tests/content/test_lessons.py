"""The Learn course: lessons as data, the goal check, and every lesson taught on the table.

Each lesson is walked with its scripted moves to "lesson complete", both by the pure
``LessonRun`` and on the game table (``LessonScene``); a wrong move is refused with a hint.
"""

from __future__ import annotations

import json
import random

import pytest

from liubo.content.lesson_progress import LessonProgress
from liubo.content.lessons import (
    LessonError,
    LessonRun,
    check_lesson,
    lesson_files,
    lesson_strings,
    load_lessons,
    parse_lesson,
)
from liubo.resources import data_path

LESSONS, PROBLEMS = load_lessons()
BY_ID = {lesson.id: lesson for lesson in LESSONS}
# What the issue asks the course to teach, by lesson id.
REQUIRED = (
    "enter",
    "lines",
    "owl",
    "nest",
    "blockade",
    "split",
    "contest",
    "capture_owl",
    "capture_bird",
    "capture_contest",
    "win",
)


def test_the_course_is_complete_and_every_file_loads() -> None:
    assert not PROBLEMS
    assert len(LESSONS) == len(lesson_files())
    assert [lesson.id for lesson in LESSONS] == list(REQUIRED)
    for lesson in LESSONS:
        assert all(step.hints for step in lesson.steps), lesson.id
        assert all(s.strip() for s in lesson_strings(lesson))


def walk(lesson, rng_seed: int = 0) -> LessonRun:  # noqa: ANN001
    """Play a lesson with its scripted moves (or, where the pupil throws for themselves,
    the first move that meets the goal)."""
    run = LessonRun(lesson, random.Random(rng_seed))
    while not run.complete:
        if run.game.needs_throw:
            run.game.throw(run.next_throw())
        step = run.step
        solution = (
            step.moves[0]
            if step.moves
            else next(str(m) for m in run.game.legal_moves() if run.check(m))
        )
        assert run.try_move(solution).accepted, (lesson.id, run.step_index, solution)
    return run


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_lesson_walks_to_complete(lesson) -> None:  # noqa: ANN001
    for seed in range(3):  # the pupil's own throws differ from seed to seed
        run = walk(lesson, seed)
        assert run.complete and run.step_index == run.step_count - 1
        assert not run.try_move("OFF>GAO_SW/1").accepted  # nothing more after the end


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_a_wrong_move_is_refused_with_a_hint(lesson) -> None:  # noqa: ANN001
    run = LessonRun(lesson, random.Random(0))
    for k in range(run.step_count):
        if run.game.needs_throw:
            run.game.throw(run.next_throw())
        wrong = [m for m in run.game.legal_moves() if not run.check(m)]
        before = run.game.to_text()
        if wrong:
            verdict = run.try_move(wrong[0])
            assert not verdict.accepted and verdict.hint in run.step.hints
            assert run.game.to_text() == before and run.step_index == k
            second = run.try_move(wrong[-1])
            assert second.hint == run.step.hints[min(1, len(run.step.hints) - 1)]
        refused = run.try_move("ZHANG_N>NOWHERE/9")
        assert not refused.accepted and refused.hint
        step = run.step
        solution = (
            step.moves[0]
            if step.moves
            else next(str(m) for m in run.game.legal_moves() if run.check(m))
        )
        assert run.try_move(solution).accepted


def test_each_capture_and_rule_is_checked_by_its_goal() -> None:
    assert BY_ID["capture_owl"].steps[0].goal == {"captured": "owl"}
    assert BY_ID["capture_bird"].steps[0].goal == {"captured": "normal"}
    assert BY_ID["capture_contest"].steps[0].goal == {"from_contest": True}
    assert BY_ID["win"].steps[0].goal == {"wins": True}
    assert BY_ID["owl"].steps[0].goal["promoted"] is True
    assert BY_ID["nest"].steps[0].goal == {"nest": True}
    # the split rule: the wall's second bird is not offered its partner's new perch
    run = LessonRun(BY_ID["split"])
    assert run.try_move("QU_S>ZHANG_S/1").accepted
    assert "QU_S>ZHANG_S/1" not in {str(m) for m in run.game.legal_moves()}
    # walls block one's own birds: only the pond is left for the bird on the Post
    run = LessonRun(BY_ID["blockade"])
    run.try_move("QU_S>ZHANG_S/1")
    assert {str(m) for m in run.game.legal_moves() if str(m).startswith("JIE_S")} == {
        "JIE_S>POND/2"
    }


def test_restarting_a_step_replays_the_steps_before_it() -> None:
    run = LessonRun(BY_ID["enter"], random.Random(0))
    run.game.throw(run.next_throw())
    run.try_move("OFF>QU_S/2")
    middle = run.game.to_text()
    run.restart_step()
    assert run.step_index == 1 and run.game.to_text() == middle


def test_bad_lesson_files_say_what_is_wrong() -> None:
    good = json.loads(data_path("lessons", lesson_files()[0]).read_text("utf-8"))
    with pytest.raises(LessonError, match="not valid JSON"):
        parse_lesson("{", "x.json")
    for change, message in (
        (lambda d: d.pop("steps"), "'steps'"),
        (lambda d: d["steps"][0].pop("position"), "needs a 'position'"),
        (lambda d: d["steps"][0].update(goal={"fly": True}), "unknown goal condition 'fly'"),
        (lambda d: d["steps"][0].update(throw=[5, 1]), "'throw'"),
        (lambda d: d["steps"][0].update(goal={"captured": "fish"}), "'captured'"),
    ):
        doc = json.loads(json.dumps(good))
        change(doc)
        with pytest.raises(LessonError, match=message):
            parse_lesson(json.dumps(doc), "x.json")
    doc = json.loads(json.dumps(good))
    doc["steps"][0]["moves"] = ["OFF>POND/2"]
    with pytest.raises(LessonError, match="step 1"):
        check_lesson(parse_lesson(json.dumps(doc), "x.json"))
    doc = json.loads(json.dumps(good))
    doc["steps"][0]["goal"] = {"nest": True}  # no throw of the pupil's can do that
    del doc["steps"][0]["throw"]
    doc["steps"][0]["moves"] = []
    with pytest.raises(LessonError, match="cannot meet the goal"):
        check_lesson(parse_lesson(json.dumps(doc), "x.json"))


def test_progress_is_remembered(tmp_path) -> None:  # noqa: ANN001
    progress = LessonProgress(tmp_path)
    assert progress.done == set()
    assert progress.mark_done("owl")
    assert LessonProgress(tmp_path).done == {"owl"}
    (tmp_path / "lessons.json").write_text("not json")
    assert LessonProgress(tmp_path).done == set()  # a bad file is no progress, no crash


@pytest.mark.parametrize(
    ("content", "kept"),
    [
        (b"not json", set()),
        (b'{"done": "owl"}', set()),
        (b'{"done": {"owl": true}}', set()),
        (b'{"done": null}', set()),
        (b'{"done": ["owl", 7, null, ["enter"], ""]}', {"owl"}),
        (b'{"done": [1e999]}', set()),
        (b"[]", set()),
    ],
)
def test_a_progress_file_of_the_wrong_shape_is_set_aside_with_a_notice(tmp_path, content, kept):
    """Issue 35 item 3: each field of the progress file of the wrong type is its default
    and a notice, and the file is kept aside: the next tick overwrote it before."""
    (tmp_path / "lessons.json").write_bytes(content)
    progress = LessonProgress(tmp_path)
    assert progress.done == kept and progress.notice is not None
    assert "could not be read" in str(progress.notice)
    assert progress.mark_done("enter")
    assert LessonProgress(tmp_path).done == kept | {"enter"}
    assert LessonProgress(tmp_path).notice is None
    assert [p.read_bytes() for p in tmp_path.glob("lessons.corrupt-*.json")] == [content]


def test_a_tick_keeps_the_ticks_another_window_saved(tmp_path):
    """Two copies of the game on one folder (issue 35 item 2): each keeps the other's."""
    first, second = LessonProgress(tmp_path), LessonProgress(tmp_path)
    assert first.mark_done("enter") and second.mark_done("owl")
    assert LessonProgress(tmp_path).done == {"enter", "owl"}


# ---- on the game table ------------------------------------------------------------------


def open_learn(app):  # noqa: ANN001, ANN201
    from liubo.scenes.learn import LearnScene
    from support import pump

    title = app.stack.top
    labels = [b.text for b in title.buttons.order]
    title.buttons.index = labels.index("Learn")
    title.press_focused()
    pump(app)
    assert isinstance(app.stack.top, LearnScene)
    return app.stack.top


def finish_animation(scene) -> None:  # noqa: ANN001
    for _ in range(400):
        if scene.anim is None:
            break
        scene.update(0.05)


def test_every_lesson_is_taught_on_the_table(app) -> None:  # noqa: ANN001
    from liubo.scenes.lesson import LessonScene
    from support import draw

    autosave_before = app.ctx.autosave.exists()
    learn = open_learn(app)
    assert [b.text for b in learn.buttons.order][0].endswith("Throw and enter")
    for k, lesson in enumerate(learn.lessons):
        learn.open_lesson(lesson)
        scene = app.stack.top
        assert isinstance(scene, LessonScene) and scene.run.lesson.id == lesson.id
        while not scene.run.complete:
            if scene.session.game.needs_throw:
                scene.throw()
            step = scene.run.step
            wrong = [m for m in scene.session.game.legal_moves() if not scene.run.check(m)]
            if wrong:  # refused: the game is unchanged and a hint is shown
                before = scene.session.game.to_text()
                scene.play(wrong[0])
                assert scene.session.game.to_text() == before and scene.anim is None
                assert scene.session.message is not None and "Not quite" in scene.session.message(
                    scene._
                )
            text = (
                step.moves[0]
                if step.moves
                else next(str(m) for m in scene.session.game.legal_moves() if scene.run.check(m))
            )
            scene.play(scene.session.game.state.find_move(text))
            finish_animation(scene)
        assert scene.task()[0] == "Lesson complete"
        draw(app.ctx, app.stack)
        assert lesson.id in learn.progress.done
        app.stack.pop()  # back to the list
        assert app.stack.top is learn
        assert learn.buttons.order[k].text.startswith("\u2713")
    assert app.ctx.autosave.exists() == autosave_before  # lessons never touch Continue


def test_hint_restart_and_next_lesson_on_the_table(app) -> None:  # noqa: ANN001
    from liubo.input import Cmd, Command

    learn = open_learn(app)
    learn.open_lesson(BY_ID["enter"])
    scene = app.stack.top
    app.stack.handle(Command(Cmd.HINT))
    assert (
        scene.session.message is not None
        and scene.session.message(scene._) == scene.run.step.hints[0]
    )
    scene.throw()
    assert scene.session.game.current_throw is not None
    assert (scene.session.game.current_throw.light, scene.session.game.current_throw.dark) == (2, 1)
    scene.play(scene.session.game.state.find_move("OFF>QU_S/2"))
    finish_animation(scene)
    assert scene.run.step_index == 1
    app.stack.handle(Command(Cmd.UNDO))  # the step again, from the same position
    assert scene.run.step_index == 1 and "QU_S" in scene.session.game.to_text()
    for text in ("OFF>GAO_SE/1",):
        scene.play(scene.session.game.state.find_move(text))
        finish_animation(scene)
    scene.throw()
    move = next(m for m in scene.session.game.legal_moves() if scene.run.check(m))
    scene.play(move)
    finish_animation(scene)
    assert scene.run.complete
    scene.next_lesson()
    assert app.stack.top.run.lesson.id == "lines"
    app.stack.handle(Command(Cmd.CANCEL))
    assert app.stack.top is learn


def test_a_teachers_own_lesson_joins_the_course(tmp_path, capsys) -> None:  # noqa: ANN001
    """A lesson file in the user's lessons folder is added in its order; a broken one is
    reported, not offered; ``python -m liubo.content.lessons FILE`` checks files the same way."""
    from liubo.content.lessons import main

    folder = tmp_path / "lessons"
    folder.mkdir()
    own = json.loads(data_path("lessons", lesson_files()[-1]).read_text("utf-8"))
    own.update(id="my_win", order=15, title="My own lesson")
    (folder / "mine.json").write_text(json.dumps(own), "utf-8")
    broken = dict(own, id="broken")
    broken["steps"] = [dict(own["steps"][0], moves=["OFF>POND/2"])]
    (folder / "broken.json").write_text(json.dumps(broken), "utf-8")
    lessons, problems = load_lessons(folder)
    assert [lesson.id for lesson in lessons][:3] == ["enter", "my_win", "lines"]
    assert len(problems) == 1 and "broken" in problems[0]
    assert main([str(folder / "mine.json")]) == 0
    assert main([str(folder / "broken.json")]) == 1
    assert "BAD" in capsys.readouterr().out
