"""No code outside the rulesets' own packages names a ruleset or branches on its kind.

A ruleset's code lives in its packages (``engine/rulesets/<kind>/``,
``ai/rulesets/<kind>/``); the rest of the game reaches it through the registry and the
contract. ``python tools/ruleset_names.py`` lists every place this test counts. The
engine and the computer players are clean; the files below still name rulesets and are
to be rid of them (their count may only go down, and a file that gets clean leaves the
list).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _scanner():
    spec = importlib.util.spec_from_file_location("ruleset_names", ROOT / "tools/ruleset_names.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SCANNER = _scanner()

#: the layers that must name no ruleset outside the ruleset packages
CLEAN = ("src/liubo/engine/", "src/liubo/ai/")

#: what still names rulesets, and how many places it has at most: the presentation
#: layer, the content and the measuring tools, which are to get per-ruleset bundles
ALLOWED = {
    "src/liubo/tools/screenshots.py": 24,
    "src/liubo/tools/benchmarks/ai.py": 19,
    "src/liubo/tools/compare.py": 15,
    "src/liubo/model/move_view.py": 9,
    "src/liubo/scenes/game_odds.py": 9,
    "src/liubo/content/rulebook_model.py": 8,
    "src/liubo/tools/benchmarks/engine.py": 7,
    "src/liubo/tools/benchmarks/network.py": 1,  # the tlv network with numpy and without
    "src/liubo/model/cazaux_text.py": 7,
    "src/liubo/model/odds_cazaux.py": 7,
    "src/liubo/content/lessons.py": 6,
    "src/liubo/content/lesson_format.py": 2,
    "src/liubo/content/rulebook_cazaux.py": 5,
    "src/liubo/content/compare_chart.py": 4,
    "src/liubo/content/rulebook_load.py": 4,
    "src/liubo/scenes/title.py": 4,
    "src/liubo/tools/strength.py": 4,
    "src/liubo/render/rulebook_pages.py": 3,
    "src/liubo/content/rulebook_files.py": 3,
    "src/liubo/scenes/game.py": 3,
    "src/liubo/services/settings.py": 3,
    "src/liubo/tools/compare_figures.py": 2,
    "src/liubo/scenes/lesson.py": 2,
    "src/liubo/scenes/players.py": 2,
    "src/liubo/model/game_text.py": 1,
    "src/liubo/model/odds.py": 1,
    "src/liubo/model/readings_text.py": 1,
    "src/liubo/render/cards.py": 1,
    "src/liubo/render/pieces.py": 1,
    "src/liubo/render/rulebook_chart.py": 1,
    "src/liubo/content/rulebook.py": 1,
    "src/liubo/scenes/demo.py": 1,
    "src/liubo/scenes/victory.py": 1,
    "tools/drive_cazaux_x.py": 1,
}


def test_the_scanner_finds_names_and_leaves_the_ruleset_packages_out():
    sample = ROOT / "src/liubo/engine/rulesets/cazaux/__init__.py"
    assert any(p.what == "name" for p in SCANNER.places_in(sample))
    flags = [p for p in SCANNER.places_in(ROOT / "src/liubo/render/pieces.py") if p.what == "flag"]
    assert flags and all(".kind ==" in p.text for p in flags)
    scanned = SCANNER.scanned_files()
    assert scanned and not any("rulesets" in path.parts for path in scanned)


def test_the_engine_and_the_computer_players_name_no_ruleset():
    places = [p for p in SCANNER.all_places() if p.path.startswith(CLEAN)]
    assert places == [], "\n".join(f"{p.path}:{p.line}: {p.text}" for p in places)


def test_the_other_files_name_rulesets_no_more_than_they_did():
    counts = SCANNER.counts(SCANNER.all_places())
    new = {path: n for path, n in counts.items() if path not in ALLOWED}
    assert new == {}, "these files now name a ruleset: reach it through the registry"
    grown = {path: (n, ALLOWED[path]) for path, n in counts.items() if n > ALLOWED.get(path, n)}
    assert grown == {}, "(now, allowed): reach the ruleset through the registry"
    cleaned = sorted(path for path in ALLOWED if counts.get(path, 0) < ALLOWED[path])
    assert cleaned == [], "fewer places now: lower (or remove) their entries in ALLOWED"
