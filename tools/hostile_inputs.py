"""Hand the game hostile files and arguments and print what it does: each check says PASS
or FAIL and shows the game's own words (a FIFO or a huge file given as a record, a deeply
nested lesson, bad engine arguments, NaN weights, byte-order marks, empty records, unknown
languages and autosave values).

    .venv/bin/python tools/hostile_inputs.py             # headless checks (SDL dummy)
    .venv/bin/python tools/hostile_inputs.py --x :53     # also the FIFO on a real X display

With ``--x`` an Xvfb must already run on that display (``Xvfb :53 -screen 0 1280x720x24 &``);
the game is started there with ``--replay`` of a FIFO, photographed with ``import -window
root`` into the work folder, then sent SIGTERM: it must have drawn its window, shown a
notice and quit within a few seconds. Not part of the test suite (tests/services/test_user_files.py,
test_lesson_files.py, test_engine_arguments.py and test_startup_inputs.py are).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[1]
PY = sys.executable
BOM = "\ufeff"
results: list[tuple[str, bool]] = []


def check(name: str, ok: bool, said: object) -> None:
    """Print one finding's outcome with what the game said."""
    results.append((name, ok))
    print(f"{'PASS' if ok else 'FAIL'}  {name}\n      {str(said).strip()[:400]}")


def run(args: list[str], timeout: float = 60, env: dict[str, str] | None = None) -> tuple:
    """A command's (return code, stdout, stderr, seconds); a hang counts as code None."""
    started = time.monotonic()
    try:
        done = subprocess.run(
            args, capture_output=True, text=True, timeout=timeout, cwd=ROOT, env=env
        )
    except subprocess.TimeoutExpired:
        return None, "", "hung", time.monotonic() - started
    return done.returncode, done.stdout, done.stderr, time.monotonic() - started


def headless_app(folder: Path, *extra: str):  # noqa: ANN201 - liubo.app.App
    from liubo.app import App
    from liubo.cli import parse_args

    return App(parse_args(["--portable", str(folder), "--windowed", *extra]))


def raised(call: Callable[[], object]) -> str:
    try:
        result = call()
    except Exception as exc:  # what the engine raises is what is being reported
        return f"{type(exc).__name__}: {exc}"
    return f"accepted: {result!r}"


# -- 4. a FIFO ----------------------------------------------------------------------------------


def finding_4(work: Path, display: str | None) -> None:
    fifo = work / "f.txt"
    os.mkfifo(fifo)
    lessons = work / "home4" / "lessons"
    lessons.mkdir(parents=True)
    os.mkfifo(lessons / "fifo.json")
    shot = work / "learn_with_fifo.png"
    code, out, err, secs = run(
        [PY, "-m", "liubo", "--portable", str(work / "home4"), "--screenshot", str(shot)]
        + ["--scene", "learn"],
        timeout=60,
    )
    check(
        "4. fifo.json in the lessons folder: Learn opens",
        code == 0 and shot.exists() and "Traceback" not in err,
        f"exit {code} after {secs:.1f} s, {shot.name} written: {shot.exists()}",
    )
    from liubo.content.lessons import load_lessons

    lessons_found, problems = load_lessons(lessons)
    check(
        "4. fifo.json: the course says why it was left out",
        len(lessons_found) >= 10 and any("not a regular file" in str(p) for p in problems),
        "; ".join(str(p) for p in problems),
    )
    app = headless_app(work / "home4b")
    from liubo.scenes.files import open_replay

    app.start("title")
    opened = open_replay(app.ctx, app.stack, fifo)
    check("4. --replay f.txt (a FIFO): a notice, no hang", not opened, app.ctx.notice)
    app.close()
    big = work / "big.txt"
    with open(big, "wb") as handle:
        handle.truncate(17 * 1024 * 1024)
    app = headless_app(work / "home4c")
    app.start("title")
    opened = open_replay(app.ctx, app.stack, big)
    check("4. --replay of a 17 MB file: refused with a message", not opened, app.ctx.notice)
    app.close()
    if display:
        real_window_fifo(work, fifo, display)


def real_window_fifo(work: Path, fifo: Path, display: str) -> None:
    env = dict(os.environ, DISPLAY=display)
    env.pop("SDL_VIDEODRIVER", None)
    game = subprocess.Popen(
        [PY, "-m", "liubo", "--portable", str(work / "home4x"), "--windowed"]
        + ["--size", "1024x600", "--replay", str(fifo)],
        cwd=ROOT,
        env=env,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 60  # the window appears (a hang used to come before it)
    while time.monotonic() < deadline and game.poll() is None:
        found = subprocess.run(
            ["xdotool", "search", "--pid", str(game.pid)], env=env, capture_output=True, text=True
        )
        if found.stdout.strip():
            break
        time.sleep(0.3)
    time.sleep(1.5)  # its first frames, the notice among them
    shot = work / "replay_fifo_real_window.png"
    subprocess.run(["import", "-display", display, "-window", "root", str(shot)], check=False)
    time.sleep(5)
    alive = game.poll() is None
    game.send_signal(signal.SIGTERM)
    started = time.monotonic()
    try:
        game.wait(timeout=10)
        quit_in = time.monotonic() - started
    except subprocess.TimeoutExpired:
        game.kill()
        game.wait()
        quit_in = None
    err = game.stderr.read() if game.stderr else ""
    check(
        "4. real window: liubo --replay f.txt runs, then quits on SIGTERM",
        alive and quit_in is not None and "Traceback" not in err,
        f"running 5 s after its window opened: {alive}; "
        f"quit {quit_in and round(quit_in, 2)} s after SIGTERM; screenshot {shot}",
    )


# -- 5. a deep lesson file --------------------------------------------------------------------


def finding_5(work: Path) -> None:
    deep = work / "deep.json"
    deep.write_text("[" * 50_000, encoding="utf-8")
    code, out, err, _ = run([PY, "-m", "liubo.content.lessons", str(deep)])
    check(
        "5. python -m liubo.content.lessons deep.json: says the file is bad",
        code == 1 and out.startswith("BAD") and "Traceback" not in err,
        f"exit {code}: {out}{err}",
    )
    home = work / "home5"
    (home / "lessons").mkdir(parents=True)
    (home / "lessons" / "deep.json").write_text("[" * 50_000, encoding="utf-8")
    shot = work / "learn_with_deep_lesson.png"
    code, out, err, _ = run(
        [PY, "-m", "liubo", "--portable", str(home), "--screenshot", str(shot), "--scene", "learn"]
    )
    check(
        "5. Learn opens with deep.json in the lessons folder",
        code == 0 and "RecursionError" not in err and "Traceback" not in err,
        f"exit {code}, {shot}",
    )


# -- 6. the engine's arguments ------------------------------------------------------------------


def finding_6() -> None:
    from liubo.engine import RULESET_FILES, Game, LiuboError, Side, Throw, default_ruleset_id

    record = Game.new().record()
    first_rules = default_ruleset_id()
    digits = "1" * 5000
    calls: list[tuple[str, Callable[[], object]]] = []
    for rules in RULESET_FILES:  # every shipped ruleset
        calls += [
            (f"Game.new(first='W', ruleset={rules!r})", lambda r=rules: Game.new("W", r)),  # type: ignore[arg-type]
            (f"Game.new(first=5, ruleset={rules!r})", lambda r=rules: Game.new(5, r)),  # type: ignore[arg-type]
            (
                f"Game.new(ruleset={rules!r}, options='pond=sanctuary')",
                lambda r=rules: Game.new(ruleset=r, options="pond=sanctuary"),  # type: ignore[arg-type]
            ),
            (
                f"Game.new(ruleset={rules!r}, options=['pond'])",
                lambda r=rules: Game.new(ruleset=r, options=["pond"]),  # type: ignore[arg-type]
            ),
            (
                f"Game.new(ruleset={rules!r}, options={{'pond': ['open']}})",
                lambda r=rules: Game.new(ruleset=r, options={"pond": ["open"]}),  # type: ignore[dict-item]
            ),
            (
                f"Game.new(ruleset={rules!r}).state.apply_throw((2, 1))",
                lambda r=rules: Game.new(ruleset=r).state.apply_throw((2, 1)),  # type: ignore[arg-type]
            ),
            (
                f"Game.new(ruleset={rules!r}).throw(Throw(2, 1), 3)",
                lambda r=rules: Game.new(ruleset=r).throw(Throw(2, 1), 3),
            ),
        ]
    calls += [
        ("Game.new(ruleset=5)", lambda: Game.new(ruleset=5)),  # type: ignore[arg-type]
        ("Game.from_record(text, ruleset=5)", lambda: Game.from_record(record, ruleset=5)),  # type: ignore[arg-type]
        ("Side.from_letter(None)", lambda: Side.from_letter(None)),  # type: ignore[arg-type]
        (
            "a record turn number of 5,000 digits",
            lambda: Game.from_record(
                f"ruleset {first_rules}\nfirst G\n{digits}. G 2,1 OFF>QU_S/2\n"
            ),
        ),
    ]
    for label, call in calls:
        said = raised(call)
        error = said.split(":", 1)[0]
        ok = not said.startswith("accepted") and error in {
            cls.__name__ for cls in _subclasses(LiuboError)
        }
        check(f"6. {label}", ok, said)


def _subclasses(cls: type) -> list[type]:
    found = [cls]
    for sub in cls.__subclasses__():
        found += _subclasses(sub)
    return found


# -- 7. NaN weights ---------------------------------------------------------------------------


def finding_7() -> None:
    """The weights are refused as a missing file is; the expert's fallback with its notice
    is tests/ai/test_learned.py's (the reason below is what the game's notice says)."""
    import io

    import numpy as np

    from liubo.ai.learned import network_or_reason, weights_file
    from liubo.engine import default_ruleset_id, load_ruleset

    rules = load_ruleset(default_ruleset_id())
    shipped = (ROOT / "data" / weights_file(rules)).read_bytes()
    with np.load(io.BytesIO(shipped)) as f:
        layers = {name: f[name] for name in f.files}
    for layer, value in [("b2", np.nan), ("w1", np.inf)]:
        changed = dict(layers)
        changed[layer] = np.array(changed[layer], dtype=np.float64)
        changed[layer].flat[0] = value
        out = io.BytesIO()
        np.savez_compressed(out, **changed)
        reason = network_or_reason(rules, out.getvalue())
        check(
            f"7. {layer} = [{value}] in the weights: refused as a missing file is",
            isinstance(reason, str) and "not finite" in reason,
            reason,
        )


# -- 8. files from other editors, unknown values ---------------------------------------------------


def finding_8(work: Path) -> None:
    from liubo.engine import Game
    from liubo.scenes import game_open
    from liubo.scenes.files import open_replay
    from liubo.services.settings import Settings, SettingsStore
    from liubo.services.storage import SavedGame

    game = Game.new()
    game.throw(2, 1)
    game.play("OFF>QU_S/2")
    bom_record = work / "notepad.txt"
    bom_record.write_bytes((BOM + game.record()).replace("\n", "\r\n").encode("utf-8"))
    empty = work / "empty.txt"
    empty.write_text("", encoding="utf-8")
    app = headless_app(work / "home8")
    app.start("title")
    check(
        "8. a record with a BOM replays",
        open_replay(app.ctx, app.stack, bom_record) and app.stack.top.session.mode == "replay",
        f"opened as {app.stack.top.name} ({app.stack.top.session.mode})",
    )
    while len(app.stack) > 1:
        app.stack.pop()
    check(
        "8. an empty .txt record says so",
        not open_replay(app.ctx, app.stack, empty),
        app.ctx.notice,
    )
    app.close()
    lesson = work / "bom_lesson.json"
    lesson.write_bytes((BOM + (ROOT / "data/lessons/01_enter.json").read_text("utf-8")).encode())
    code, out, err, _ = run([PY, "-m", "liubo.content.lessons", str(lesson)])
    check("8. a lesson with a BOM is ok", code == 0 and out.startswith("ok"), out + err)
    home = work / "home8s"
    home.mkdir()
    wanted = Settings(volume=0.3, names_mode="pinyin")
    (home / "settings.json").write_bytes((BOM + json.dumps(wanted.to_dict())).encode("utf-8"))
    settings, notice = SettingsStore(home).load()
    check("8. settings.json with a BOM keeps every setting", settings == wanted, notice)
    home = work / "home8l"
    app = headless_app(home, "--lang", "xx")
    app.ctx.update_settings(volume=0.5)
    saved = json.loads((home / "settings.json").read_text("utf-8"))["language"]
    check(
        "8. --lang xx: a notice, and xx is not saved",
        "xx" in (app.ctx.notice or "") and saved == "en",
        f"{app.ctx.notice} (saved language: {saved})",
    )
    for mode, players in [("replay", {}), ("computer", {"white": "wizard"})]:
        doc = json.loads(SavedGame(game.record(), {"green": "human"}).to_json())
        doc["game_settings"]["mode"] = mode
        doc["players"].update(players)
        app.ctx.autosave.path.write_text(json.dumps(doc), encoding="utf-8")
        scene = game_open.from_autosave(app.ctx)
        check(
            f"8. an autosave with mode {mode!r}, players {doc['players']}: set aside",
            scene is None and not app.ctx.autosave.path.exists(),
            app.ctx.notice,
        )
    app.close()
    lesson_checks(work)
    for test in ["tests/services/test_startup_inputs.py", "tests/content/test_lesson_files.py"]:
        keyword = "long_notice or every_screen" if "startup" in test else "cover_a_button"
        code, out, err, _ = run([PY, "-m", "pytest", test, "-q", "-n", "0", "-k", keyword], 600)
        last = (out.strip().splitlines() or ["?"])[-1]
        check(f"8. {test} -k '{keyword}'", code == 0, last)


def lesson_checks(work: Path) -> None:
    """Lessons: a goal number of the wrong kind, an unknown key such as a misspelt
    ruleset, an unknown ruleset, and nine lessons with one id."""
    from liubo.content.lessons import load_lessons

    source = json.loads((ROOT / "data/lessons/01_enter.json").read_text("utf-8"))
    bad = {
        "number_true.json": (
            'a goal {"number": true}',
            {"steps": [{**source["steps"][0], "goal": {"number": True}}]},
        ),
        "rulesett.json": ('a misspelt key "rulesett"', {"rulesett": "other"}),
        "ruleset_xx.json": ('"ruleset": "xx"', {"ruleset": "xx"}),
    }
    for name, (what, change) in bad.items():
        path = work / name
        path.write_text(json.dumps({**source, "id": name[:-5], **change}), encoding="utf-8")
        code, out, err, _ = run([PY, "-m", "liubo.content.lessons", str(path)])
        check(f"8. a lesson with {what}: refused", code == 1 and "BAD" in out, out + err)
    folder = work / "nine"
    folder.mkdir()
    for i in range(9):
        doc = {**source, "id": "same", "title": f"Copy {i}"}
        (folder / f"copy{i}.json").write_text(json.dumps(doc), encoding="utf-8")
    lessons, problems = load_lessons(folder)
    offered = [lesson.title for lesson in lessons if lesson.id == "same"]
    check(
        "8. nine lessons with one id: one offered, eight reported",
        len(offered) == 1 and len(problems) == 8,
        f"offered {offered}; {len(problems)} notices, the first: {problems[0] if problems else ''}",
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--x", metavar="DISPLAY", help="also run the FIFO in a real window")
    parser.add_argument("--keep", metavar="DIR", help="work folder (screenshots) to keep")
    args = parser.parse_args()
    work = Path(args.keep or tempfile.mkdtemp(prefix="liubo_issue26_"))
    work.mkdir(parents=True, exist_ok=True)
    print(f"work folder: {work}")
    finding_4(work, args.x)
    finding_5(work)
    finding_6()
    finding_7()
    finding_8(work)
    failed = [name for name, ok in results if not ok]
    print(f"\n{len(results) - len(failed)} of {len(results)} checks pass")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
