"""The rule: no module of the game names a ruleset or branches on its kind, except in
that ruleset's own packages; a test enforces it (this one).

A reconstruction of the rules is a set of packages, each in a folder ``rulesets/<kind>/``
of one layer, that register what that layer needs from it, once, looked up by the
ruleset's id: the engine's (``liubo/engine/rulesets/<kind>/``, ``engine/contract.py``),
the computer players' (``ai/rulesets/<kind>/``, ``ai/contract.py``), the screens'
presentation (``model/rulesets/<kind>/``, ``model/presentation.py``), the content's
(``content/rulesets/<kind>/``, ``content/ruleset_content.py``: its rulebook parts, board
pictures, chart names and lessons) and the measuring tools' (``tools/rulesets/<kind>/``,
``tools/ruleset_tools.py``). Every other module of ``src/liubo`` reaches a ruleset
through those registries and contracts and names none: no identifier or string that
names a registered kind, no ``rules.kind == ...`` and no test of a move view's flags
(``tools/ruleset_names.py`` says exactly what it counts; ``python tools/ruleset_names.py``
lists every place). A ruleset that registers nothing in a layer gets that layer's
default, as the toy race of ``tests/toy_race/`` does.

The scripts under ``tools/`` (outside the package) follow the same rule: one that
drives a single ruleset's game on purpose lives in that ruleset's folder
(``tools/rulesets/cazaux/drive_x.py`` plays a Cazaux game in a real window). ``SCRIPTS``
lists any script allowed to name one anyway, with its count, which may only go down; it
is empty.
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

#: the scripts outside src that drive one ruleset's game by name on purpose, and how many
#: places each has at most (a script that gets clean leaves the list)
SCRIPTS: dict[str, int] = {}


def test_the_scanner_finds_names_and_leaves_the_ruleset_packages_out():
    sample = ROOT / "src/liubo/engine/rulesets/cazaux/__init__.py"
    assert any(p.what == "name" for p in SCANNER.places_in(sample))
    sample = 'stacks = table.view.kind == "x"\nif not scene.move_view.has_odds:\n    pass\n'
    flags = [p for p in SCANNER.places_in_text(sample, "sample.py") if p.what == "flag"]
    assert [p.line for p in flags] == [1, 2]
    scanned = SCANNER.scanned_files()
    assert scanned and not any("rulesets" in path.parts for path in scanned)


def test_no_module_of_the_game_names_a_ruleset_outside_its_packages():
    places = [p for p in SCANNER.all_places() if p.path.startswith("src/")]
    assert places == [], "reach the ruleset through its layer's registry:\n" + "\n".join(
        f"{p.path}:{p.line}: {p.text}" for p in places
    )


def test_only_the_listed_scripts_name_a_ruleset_no_more_than_they_did():
    counts = SCANNER.counts(SCANNER.all_places())
    new = {path: n for path, n in counts.items() if path not in SCRIPTS}
    assert new == {}, "these files now name a ruleset: reach it through the registry"
    grown = {path: (n, SCRIPTS[path]) for path, n in counts.items() if n > SCRIPTS[path]}
    assert grown == {}, "(now, allowed): reach the ruleset through the registry"
    cleaned = sorted(path for path in SCRIPTS if counts.get(path, 0) < SCRIPTS[path])
    assert cleaned == [], "fewer places now: lower (or remove) their entries in SCRIPTS"


def test_each_layer_has_its_registry_and_the_shipped_rulesets_a_part_in_each():
    """The packages the rule leaves out are the rulesets' own: one per shipped kind in
    each layer, beside that layer's registry, each named by its reconstruction's part."""
    from liubo.engine.plugins import PARTS, reconstructions

    kinds = set(SCANNER.ruleset_names().pattern.replace("\\b", "").replace("\\", "").split("|"))
    shipped = {r.name: r for r in reconstructions() if r.engine.startswith("liubo.")}
    assert set(shipped) == kinds
    for part, layer, registry in zip(
        PARTS,
        ("engine", "ai", "model", "content", "tools"),
        ("contract.py", "contract.py", "presentation.py", "ruleset_content.py", "ruleset_tools.py"),
        strict=True,
    ):
        folder = ROOT / "src/liubo" / layer
        assert (folder / registry).is_file(), layer
        packages = {
            p.name for p in (folder / "rulesets").iterdir() if (p / "__init__.py").is_file()
        }
        assert packages == kinds, (layer, packages)
        for kind, reconstruction in shipped.items():
            assert getattr(reconstruction, part).startswith(f"liubo.{layer}.rulesets.{kind}:")
