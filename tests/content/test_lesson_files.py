"""Odd lesson files cost only themselves (issue 26, items 5 and 8): a deeply nested file,
fields of the wrong kind, keys the format lacks, several lessons with one id; Learn lists
what was left out without covering its buttons."""

from __future__ import annotations

import json
import subprocess
import sys

import pygame
import pytest

from liubo.content.lessons import LessonError, lesson_files, load_lessons, parse_lesson
from liubo.resources import data_path
from support import draw

SHIPPED = len(lesson_files())


def good_lesson() -> dict:
    return json.loads(data_path("lessons", lesson_files()[0]).read_text("utf-8"))


def test_a_deeply_nested_lesson_file_costs_only_itself(tmp_path):
    (tmp_path / "deep.json").write_text("[" * 50_000, encoding="utf-8")
    (tmp_path / "deep_object.json").write_text('{"a":' * 50_000, encoding="utf-8")
    lessons, problems = load_lessons(tmp_path)
    assert len(lessons) == SHIPPED
    assert len(problems) == 2
    assert all("nested too deeply" in str(p) for p in problems)


def test_the_lesson_checker_says_a_deep_file_is_bad_without_a_traceback(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 50_000, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "liubo.content.lessons", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    assert "Traceback" not in done.stderr and done.stderr == ""
    assert done.stdout.startswith("BAD deep.json: ") and "nested too deeply" in done.stdout


@pytest.mark.parametrize(
    "goal, message",
    [
        ({"number": True}, "goal 'number' must be 1, 2, 3 or 4"),
        ({"number": 5}, "goal 'number' must be 1, 2, 3 or 4"),
        ({"number": "2"}, "goal 'number'"),
        ({"enter": 1}, "goal 'enter' must be true or false"),
        ({"wins": "yes"}, "goal 'wins' must be true or false"),
        ({"to": "NOWHERE"}, "goal 'to' must name a perch"),
        ({"from": ["QU_S"]}, "goal 'from' must name a perch"),
    ],
)
def test_goal_conditions_must_be_of_their_kind(goal, message):
    doc = good_lesson()
    doc["steps"][0]["goal"] = goal
    with pytest.raises(LessonError, match=message):
        parse_lesson(json.dumps(doc), "x.json")


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.update(ruleset="cazaux"), "'ruleset' must be 'tlv'"),
        (lambda d: d.update(ruleset=["tlv"]), "'ruleset' must be 'tlv'"),
        (lambda d: d.update(hint="a typo"), "unknown key 'hint'"),
        (lambda d: d["steps"][0].update(hint="x"), "step 1: unknown key 'hint'"),
        (lambda d: d.update(order=True), "'order' must be a whole number"),
        (lambda d: d.update(order=10**12), "'order' must be a whole number"),
        (lambda d: d.update(id="x" * 200), "'id' must be at most"),
    ],
)
def test_keys_the_format_lacks_and_odd_fields_are_refused(change, message):
    doc = good_lesson()
    change(doc)
    with pytest.raises(LessonError, match=message):
        parse_lesson(json.dumps(doc), "x.json")


def test_a_lesson_may_name_the_rules_it_is_played_by():
    doc = dict(good_lesson(), ruleset="tlv")
    assert parse_lesson(json.dumps(doc), "x.json").id == doc["id"]


@pytest.mark.parametrize("text", ['{"id": NaN}', '{"order": 1e999}', '{"order": ' + "9" * 5000])
def test_numbers_json_cannot_hold_are_refused(text):
    with pytest.raises(LessonError, match="x.json"):
        parse_lesson(text, "x.json")


def test_several_lessons_with_one_id_offer_only_one(tmp_path):
    doc = dict(good_lesson(), id="mine", order=99, title="Mine")
    for k in range(9):
        (tmp_path / f"copy{k}.json").write_text(json.dumps(doc), encoding="utf-8")
    shipped_id = good_lesson()["id"]
    (tmp_path / "clash.json").write_text(json.dumps(dict(doc, id=shipped_id)), encoding="utf-8")
    lessons, problems = load_lessons(tmp_path)
    ids = [lesson.id for lesson in lessons]
    assert ids.count("mine") == 1 and ids.count(shipped_id) == 1
    assert len(lessons) == SHIPPED + 1
    assert len(problems) == 9
    assert "The lesson file copy1.json was left out: copy0.json already has" in str(problems[1])
    assert any("clash.json" in str(p) and lesson_files()[0] in str(p) for p in problems)


def learn_scene(new_app, folder_files, size=(1280, 720), lang="en"):
    app = new_app(size, lang)
    folder = app.ctx.paths.data_dir / "lessons"
    folder.mkdir(parents=True)
    for name, text in folder_files.items():
        (folder / name).write_text(text, encoding="utf-8")
    app.start("title")
    app.stack.push(app.stack.screens.learn(app.ctx))
    draw(app.ctx, app.stack)
    return app, app.stack.top


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("bad", [1, 2, 12])
def test_learns_notes_on_files_left_out_never_cover_a_button(new_app, size, lang, bad):
    files = {f"broken{k:02}.json": "[" * 50_000 for k in range(bad)}
    long_goal = dict(good_lesson(), id="long")
    long_goal["steps"][0]["goal"] = {"to": "X" * 300}
    files["long.json"] = json.dumps(long_goal)
    app, scene = learn_scene(new_app, files, size, lang)
    assert len(scene.lessons) == SHIPPED and len(scene.problems) == bad + 1
    lines = scene.problem_lines
    assert 1 <= len(lines) <= 4
    width = scene.panel.width - 60
    band = pygame.Rect(scene.panel.x + 30, scene.problem_top, width, 16 * len(lines))
    for line in lines:
        assert app.ctx.text.size_of(line, 13)[0] <= width
    for button in scene.buttons.order:
        assert not button.rect.colliderect(band), (button.text, button.rect, band)
        assert scene.panel.contains(button.rect)
    assert scene.panel.contains(band)
    if bad > 3:
        assert "more lesson files" in lines[-1] or "课" in lines[-1]


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.update(title="A\x00title"), r"'title' holds a control character \(U\+0000\)"),
        (lambda d: d.update(title="Two\nlines"), r"'title' holds a control character \(U\+000A\)"),
        (lambda d: d.update(title="x" * 5000), "'title' is longer than 120 characters"),
        (lambda d: d["steps"][0].update(text="Go\x1b[31m"), r"step 1: 'text' holds a control"),
        (lambda d: d["steps"][0].update(hints=["ok", "\x07"]), r"step 1: 'hints' holds a control"),
        (lambda d: d.update(complete="x" * 2001), "'complete' is longer than 2000"),
    ],
)
def test_a_lesson_text_no_screen_can_show_is_refused_where_it_is_read(change, message):
    """Issue 35 items 4 and 6: a NUL in a lesson's title passed the checker and broke
    Learn ("A null character was found in the text" in its button); a title of 5,000
    characters took 58 s to open. Both are refused by the reader, so the teacher's checker
    says so and Learn lists the file as left out."""
    doc = good_lesson()
    change(doc)
    with pytest.raises(LessonError, match=message):
        parse_lesson(json.dumps(doc), "x.json")


def test_learn_lists_a_lesson_with_a_nul_in_its_title_as_left_out(new_app):  # noqa: ANN001
    doc = dict(good_lesson(), id="nul", title="Nul\x00here")
    app, scene = learn_scene(new_app, {"nul.json": json.dumps(doc)})
    assert len(scene.lessons) == SHIPPED
    assert any("nul.json" in line for line in scene.problem_lines)
    assert draw(app.ctx, app.stack).get_size() == (1280, 720)
    # the teacher's checker says the same
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "liubo.content.lessons",
            str(app.ctx.paths.data_dir / "lessons" / "nul.json"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1 and "BAD nul.json: 'title' holds a control character" in done.stdout
