"""The self-check's look at what the game ships: the catalogs and the glyphs of the Chinese
font, the sounds and learned weights, every ruleset's data files and the evidence, every
page of the rulebook and every lesson opened on its screen (``liubo.checks.selfcheck``
runs these steps; a page or a lesson that fails on the screen is a problem, as the game
would show "Internal error" there)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from ..services.folders import UserPaths
    from .selfcheck_steps import CheckSteps

LESSON_FRAMES = 3  # frames each lesson is shown (its first step drawn, the hint clock run)


def check_text(check: CheckSteps) -> None:
    """Every catalog loads, and the Chinese font has a glyph for all the text shown."""
    from ..content.lessons import lesson_strings, load_lessons
    from ..services.translation import available_languages, load_translator

    font = check.ctx.text.font(20, cjk=True)
    bold = check.ctx.text.font(20, cjk=True, bold=True)
    lessons, _problems = load_lessons()  # (their problems: check_lessons)
    english = [s for lesson in lessons for s in lesson_strings(lesson)]
    languages = available_languages()
    check.fact("languages", ", ".join(f"{code} ({name})" for code, name in languages))
    boxes: dict[str, str] = {}
    for code, name in languages:
        texts = [name, *english]
        if code != "en":
            translator = load_translator(code)
            if translator.language != code or translator.warning:
                check.problem(f"the {code} catalog did not load: {translator.warning}")
                continue
            catalog: dict[Any, str] = getattr(translator.translations, "_catalog", {})
            check.fact(f"messages_{code}", len(catalog))
            texts += [translator.gettext(s) for s in english] + list(catalog.values())
        for ch in missing_glyphs(texts, (font, bold)):
            boxes.setdefault(ch, code)
    if boxes:
        shown = ", ".join(f"{ch!r} (U+{ord(ch):04X}, {code})" for ch, code in boxes.items())
        check.problem(f"characters drawn as boxes: {shown}")
    check.fact("missing_glyphs", len(boxes))


def check_assets(check: CheckSteps) -> None:
    """The sounds (when there is an audio device) and the learned weights of every ruleset
    that has a learned evaluation."""
    from ..ai import ai_for
    from ..ai.learned import shipped_network
    from ..engine.ruleset import RULESET_FILES, load_ruleset
    from ..services.audio import SOUND_NAMES

    sound = check.ctx.sound
    if sound.available:
        sound.preload()
        loaded = len(sound.loaded)
        check.fact("sounds", f"{loaded} of {len(SOUND_NAMES)}")
        if loaded < len(SOUND_NAMES):
            check.problem(f"only {loaded} of {len(SOUND_NAMES)} sounds loaded")
    else:
        check.fact("sounds", "no audio device")
    for ruleset in RULESET_FILES:
        rules = load_ruleset(ruleset)
        if ai_for(rules.kind).learned is None:
            check.fact(f"weights_{ruleset}", "none (no learned evaluation)")
            continue
        network = shipped_network(rules)
        if isinstance(network, str):
            check.problem(f"no learned weights for {ruleset}: {network}")
        else:
            check.fact(f"weights_{ruleset}", f"{network.inputs} inputs")


def check_data(check: CheckSteps) -> None:
    """Every ruleset's board, rules and readings, and the evidence behind the rules."""
    from ..content.evidence import load_evidence
    from ..engine import Game
    from ..engine.ruleset import RULESET_FILES, load_ruleset

    for ruleset in RULESET_FILES:
        game = check.value(f"the {ruleset} rules", partial(Game.new, ruleset=ruleset))
        if game is not None:
            check.fact(f"board_{ruleset}", f"{len(load_ruleset(ruleset).board.perches)} places")
    evidence = check.value("the evidence (evidence.json)", load_evidence)
    if evidence is not None:
        check.fact("evidence", f"{len(evidence.sources)} sources")


def check_rulebook(check: CheckSteps) -> None:
    """Every page of every topic of the rulebook (both rulesets' parts, and the position
    names), each drawn on the rules screen as a player turns to it."""
    from ..scenes.rules import RulesScene, topic_count

    scene = RulesScene(check.ctx)
    check.app.stack.push(scene)
    pages, failed = 0, []
    try:
        for topic in range(topic_count()):
            check.attempt("the rulebook", partial(scene.choose_topic, topic))
            for page in range(scene.page_count(topic)):
                before = len(check.caught)
                if page:
                    check.attempt("the rulebook", scene.next_page)
                check.draw()
                pages += 1
                if len(check.caught) > before:
                    failed.append(f"{topic + 1}.{page + 1}")
    finally:
        scene.close()
    check.fact("rulebook_pages", f"{pages} in {topic_count()} topics")
    if failed:
        shown = ", ".join(failed[:8]) + (" ..." if len(failed) > 8 else "")
        check.problem(f"{len(failed)} of {pages} rulebook pages failed to show: {shown}")


def check_lessons(check: CheckSteps, user: UserPaths) -> None:
    """Every lesson of the course, and the teacher's own in the user's lessons folder (read,
    never changed), opened on the game table and drawn."""
    from ..content.lesson_progress import LessonProgress
    from ..content.lessons import LESSONS_FOLDER, Lesson, load_lessons

    lessons, problems = load_lessons(user.data_dir / LESSONS_FOLDER)
    for notice in problems:
        check.problem(f"lesson: {notice}")
    check.fact("lessons", len(lessons))
    stack, ctx = check.app.stack, check.ctx
    progress = LessonProgress(ctx.paths.data_dir)  # the check's own folder
    failed = []

    def open_lesson(lesson: Lesson) -> None:
        stack.push(stack.screens.lesson(ctx, lesson, progress, lessons))

    for lesson in lessons:
        before = len(check.caught)
        opened = check.attempt(f"lesson {lesson.id}", partial(open_lesson, lesson))
        for _ in range(LESSON_FRAMES if opened else 0):
            check.frame()
        while stack.top is not None and stack.top.name in ("lesson", "victory"):
            stack.pop()
        if len(check.caught) > before:
            failed.append(lesson.id)
    if failed:
        check.problem(f"{len(failed)} of {len(lessons)} lessons failed: {', '.join(failed)}")


def missing_glyphs(texts: Iterable[str], fonts: Iterable[pygame.font.Font]) -> list[str]:
    """The characters of ``texts`` (spaces and controls aside) some font has no glyph for."""
    chars = sorted({ch for text in texts for ch in text if ch.isprintable() and not ch.isspace()})
    missing = []
    for font in fonts:
        for ch, metrics in zip(chars, font.metrics("".join(chars)), strict=True):
            if metrics is None and ch not in missing:
                missing.append(ch)
    return missing
