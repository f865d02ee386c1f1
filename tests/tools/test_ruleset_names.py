"""No code outside the rulesets' own packages names a ruleset or branches on its kind.

A ruleset's code lives in its packages (``engine/rulesets/<kind>/``,
``ai/rulesets/<kind>/``); the rest of the game reaches it through the registry and the
contract. ``python tools/ruleset_names.py`` lists every place this test counts. The
engine, the computer players, the presentation model (each ruleset's move view, texts
and odds in ``liubo/model/rulesets/<kind>/``, found through ``liubo.model.presentation``),
the services, the drawing and the scenes are clean; the files below still name rulesets
(their count may only go down, and a file that gets clean leaves the list).
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

#: the layers that must name no ruleset outside the ruleset packages: the screens reach
#: each ruleset's move view, words and odds through liubo.model.presentation
CLEAN = (
    "src/liubo/engine/",
    "src/liubo/ai/",
    "src/liubo/model/",
    "src/liubo/services/",
    "src/liubo/content/",
    "src/liubo/render/",
    "src/liubo/scenes/",
)

#: what still names rulesets, and how many places it has at most (a file that gets clean
#: leaves the list)
ALLOWED: dict[str, int] = {}

#: the scripts outside src that drive one ruleset's game by name on purpose
TOOLS = {
    "tools/drive_cazaux_x.py": 1,  # drives a cazaux game in a real window
}
ALLOWED.update(TOOLS)


def test_the_scanner_finds_names_and_leaves_the_ruleset_packages_out():
    sample = ROOT / "src/liubo/engine/rulesets/cazaux/__init__.py"
    assert any(p.what == "name" for p in SCANNER.places_in(sample))
    sample = 'stacks = table.view.kind == "x"\nif not scene.move_view.has_odds:\n    pass\n'
    flags = [p for p in SCANNER.places_in_text(sample, "sample.py") if p.what == "flag"]
    assert [p.line for p in flags] == [1, 2]
    scanned = SCANNER.scanned_files()
    assert scanned and not any("rulesets" in path.parts for path in scanned)


def test_the_engine_the_players_the_model_and_the_screens_name_no_ruleset():
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
