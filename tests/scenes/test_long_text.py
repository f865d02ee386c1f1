"""Long unbroken text never hangs the game (issue 35, item 6): wrapping, cutting short and
shrinking to fit cost what the lines shown cost, a replay whose title is one word of
20,000 characters draws its frames, and a file's name in a notice is not split inside its
extension (issue 36, item 5: "liub o.json")."""

from __future__ import annotations

import pytest

from liubo.render.text import TextCache
from liubo.render.text_wrap import MAX_LINES, elide, fit_line, fit_lines, wrap_text
from support import pump

LONG = 20_000


class Budget(Exception):
    """More characters were measured than the text shown can need."""


class CountingText(TextCache):
    """A TextCache that counts the characters it measures, and stops past ``budget``."""

    def __init__(self, budget: int) -> None:
        super().__init__()
        self.budget = budget
        self.measured = 0

    def size_of(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        self.measured += len(text)
        if self.measured > self.budget:
            raise Budget(f"{self.measured} characters measured")
        return super().size_of(text, size, bold)


MESSAGES = {
    "one word": "x" * LONG,
    "one Chinese run": "六博" * (LONG // 2),
    "spaces then a word": " " * LONG + "end",
    "short words": "ab " * (LONG // 3),
    "zero-width characters": "\u200b" * LONG,
    "long words": ("y" * 90 + " ") * (LONG // 91),
    "many lines": "line\n" * (LONG // 5),
}


@pytest.mark.parametrize("message", MESSAGES.values(), ids=MESSAGES.keys())
def test_wrapping_a_long_text_measures_about_what_it_shows(message):
    """Before, a word too long for a line was cut one character at a time, each cut
    measuring the whole rest of it: a 20,000-character word took over a minute."""
    text = CountingText(budget=200 * LONG)
    lines = wrap_text(text, message, 16, 300)
    assert 1 <= len(lines) <= MAX_LINES
    shown = sum(len(line) for line in lines)
    assert text.measured <= 100 * (shown + len(lines)) + 20_000, (text.measured, shown)
    assert all(text.size_of(line, 16)[0] <= 300 for line in lines if len(line) > 1)


@pytest.mark.parametrize("message", MESSAGES.values(), ids=MESSAGES.keys())
def test_cutting_short_and_shrinking_a_long_text_stay_cheap(message):
    """Before, cutting a 20,000-character text short measured it once per character
    dropped (200 million characters)."""
    text = CountingText(budget=1_000_000)
    one = elide(text, message, 16, 300)
    assert text.size_of(one, 16)[0] <= 300
    line, size = fit_line(text, message, 24, 300)
    assert text.size_of(line, size)[0] <= 300
    lines, size = fit_lines(text, message, 24, 300, 120)
    assert 1 <= len(lines) and len(lines) * round(size * 1.3) <= 120
    assert text.measured <= 1_000_000


def test_a_long_file_name_in_a_notice_is_cut_before_its_extension():
    """Issue 36 item 5: a notice wider than its box cut a save's name anywhere ("liub" and
    "o.json"); a name too long for a line is cut after a dash, else before its extensions."""
    text = TextCache()
    name = "unfinished-2026-05-12-1430.liubo.json"
    for width in range(60, 400, 7):
        lines = wrap_text(text, f"The game was saved as {name}.", 14, width)
        joined = "".join(lines)
        assert name in joined.replace(" ", "") or name in " ".join(lines)
        for line in lines:
            assert not line.endswith((".liub", ".l", ".liubo.", ".liubo.js")), (width, lines)
            assert not line.startswith(("o.json", "json", "bo.json")), (width, lines)
    # a name with no dash: its extensions stay whole on the last line
    for width in range(text.size_of(".liubo.json", 14)[0], 300, 11):
        lines = wrap_text(text, "abcdefghijklmnopqrstuvwxyzabcdefghij.liubo.json", 14, width)
        assert lines[-1].endswith(".liubo.json"), (width, lines)


def test_a_replay_titled_with_one_word_of_20000_characters_draws(new_app, monkeypatch, tmp_path):
    """The replay's title, caption and log wrap the word: its frames measure a bounded
    number of characters (before, one frame took over 60 s)."""
    from liubo.scenes.files import open_replay

    measured = [0]
    size_of = TextCache.size_of

    def counting(self, text, size, bold=False):  # noqa: ANN001, ANN202
        measured[0] += len(text)
        if measured[0] > 3_000_000:
            raise Budget(f"{measured[0]} characters measured")
        return size_of(self, text, size, bold)

    word = "x" * LONG
    path = tmp_path / "long.txt"
    path.write_text(
        f"# {word}\nruleset tlv\nfirst G\n1. G 2,1 OFF>QU_S/2 OFF>GAO_SE/1\n# {word}\n",
        encoding="utf-8",
    )
    app = new_app()
    app.start("title")
    monkeypatch.setattr(TextCache, "size_of", counting)
    assert open_replay(app.ctx, app.stack, path)
    pump(app, frames=3)
    app.draw()
    assert app.stack.top.session.captions.title == (word,)
    assert 0 < measured[0] <= 3_000_000


def test_a_lesson_titled_with_5000_characters_opens_and_draws(new_app, monkeypatch):
    """A teacher's lesson file with such a title is refused by its reader now; the screens
    must still draw one in bounded time (before, the lesson screen took 90 s of CPU to
    open, measuring its title in the log one character at a time)."""
    import dataclasses

    import liubo.scenes.learn as learn_module

    measured = [0]
    size_of = TextCache.size_of

    def counting(self, text, size, bold=False):  # noqa: ANN001, ANN202
        measured[0] += len(text)
        if measured[0] > 3_000_000:
            raise Budget(f"{measured[0]} characters measured")
        return size_of(self, text, size, bold)

    real = learn_module.load_lessons
    title = "w" * 5_000

    def with_a_long_title(folder):  # noqa: ANN001, ANN202
        lessons, problems = real(folder)
        lessons[0] = dataclasses.replace(lessons[0], title=title)
        return lessons, problems

    monkeypatch.setattr(learn_module, "load_lessons", with_a_long_title)
    app = new_app()
    app.start("title")
    monkeypatch.setattr(TextCache, "size_of", counting)
    app.stack.push(app.stack.screens.learn(app.ctx))
    pump(app, frames=2)
    app.draw()
    learn = app.stack.top
    assert learn.lessons[0].title == title
    learn.open_lesson(learn.lessons[0])
    pump(app, frames=3)
    app.draw()
    assert app.stack.top.name == "lesson"
    assert 0 < measured[0] <= 3_000_000


STUCK_PROGRAM = """
import sys, time
from liubo import app as app_module
from liubo.cli import main

frames = [0]
real = app_module.App.frame


def frame(self, dt, events):
    frames[0] += 1
    if frames[0] == 3 and sys.argv[2] == "stuck":
        print("stuck", flush=True)
        end = time.monotonic() + 120
        while time.monotonic() < end:  # a Python loop, as a layout that never ends
            pass
        print("the frame ended", flush=True)
    elif frames[0] == 3:
        print("idle", flush=True)
    return real(self, dt, events)


app_module.App.frame = frame
sys.exit(main(["--portable", sys.argv[1], "--windowed", "--size", "800x600"]))
"""


@pytest.mark.parametrize("state", ["stuck", "idle"])
def test_sigterm_ends_the_game_even_during_a_frame_that_does_not_end(tmp_path, state):
    """Before, SIGTERM became a QUIT event that a stuck frame never let the loop read: the
    game went on until killed. Now it closes as on Quit (its settings saved) and exits 0."""
    import os
    import signal
    import subprocess
    import sys
    import time

    script = tmp_path / "stuck.py"
    script.write_text(STUCK_PROGRAM, encoding="utf-8")
    home = tmp_path / "home"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    game = subprocess.Popen(
        [sys.executable, str(script), str(home), state],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert game.stdout is not None
        seen = [game.stdout.readline().strip()]
        while seen[-1] != state and seen[-1] and len(seen) < 5:  # a new folder's line first
            seen.append(game.stdout.readline().strip())
        assert seen[-1] == state, seen
        time.sleep(1.5)  # the frame has run longer than STUCK_SECONDS
        game.send_signal(signal.SIGTERM)
        out, err = game.communicate(timeout=30)
    finally:
        if game.poll() is None:
            game.kill()
            game.communicate()
    assert game.returncode == 0, err
    assert "the frame ended" not in out and "Traceback" not in err, err
    assert (home / "settings.json").is_file()  # closed as on Quit: the window size saved


@pytest.mark.parametrize("message", ["\u200b", "\u202e", "\ufeff", "\u2066\u2069"])
def test_a_text_of_characters_of_no_width_draws_as_nothing(message):
    """A record's caption of only U+202E (found by test_records_lessons_fuzz) raised
    pygame's "Text has zero width" on every frame."""
    text = TextCache()
    surface = text.render(message, 16, (0, 0, 0))
    assert surface.get_width() == 0 and surface.get_height() > 0
    assert text.size_of(message, 16)[0] == 0
