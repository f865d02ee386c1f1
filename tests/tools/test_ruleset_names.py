"""The rule: no module of the game names a ruleset or reaches into one, except in that
ruleset's own packages; a test enforces it (this one).

A reconstruction of the rules is a set of packages, one a layer (``rulesets/<kind>/`` in
each layer of the game for the shipped ones, or a distribution of its own), tied together
by its entry point and found through each layer's registry. Every other module of
``src/liubo`` reaches a ruleset through those registries and the contracts and names none:
no identifier or string with a word that is an installed ruleset's kind or id, no
``getattr(x, "name")`` of an attribute only a ruleset's own states or moves have, no
``rules.kind == ...`` (``tools/ruleset_names.py`` says exactly what it counts; ``python
tools/ruleset_names.py`` lists every place). It is kept beside the contract test
(``tests/contract``): that test proves every installed ruleset plays through the contract,
this one that nothing outside a ruleset's packages goes around it, which playing cannot
show (a branch on a ruleset's name plays well for that ruleset).

The scripts under ``tools/`` (outside the package) follow the same rule: one that drives a
single ruleset's game on purpose lives in that ruleset's folder
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
    sample = 'stacks = table.view.kind == "x"\nif rules.kind in KINDS:\n    pass\n'
    flags = [p for p in SCANNER.places_in_text(sample, "sample.py") if p.what == "flag"]
    assert [p.line for p in flags] == [1, 2]
    scanned = SCANNER.scanned_files()
    assert scanned and not any("rulesets" in path.parts for path in scanned)


def test_names_are_whole_words():
    """A kind called ring is found where it is a word of a name or a string, not inside
    string, pairing or scoring (the old scanner's 167 false places); a kind of two words
    where both stand together."""
    names = SCANNER.Names((("ring",), ("toy", "race")), frozenset())
    sample = (
        "string = pairing + scoring + stirring\n"
        "ring_tables = RingView()\n"
        'load("ring")\n'
        "TOY_RACE = toy_race_view\n"
        "race, toy = 1, 2\n"
    )
    found = [p.line for p in SCANNER.places_in_text(sample, "sample.py", names)]
    assert found == [2, 3, 4]


def test_string_look_ups_of_a_rulesets_own_attributes_are_found():
    """getattr and its kin with the name of an attribute only a ruleset's own states or
    moves have (tlv's pair rule, its nests) reach into the ruleset as surely as a name."""
    own = SCANNER.installed_names().own_attributes
    assert {"moved", "promoted", "nest"} <= own and "scores" not in own  # the contract's
    sample = 'moved = getattr(state, "moved", None)\nok = getattr(state, "scores")\n'
    found = [(p.line, p.what) for p in SCANNER.places_in_text(sample, "sample.py")]
    assert found == [(1, "look-up")]


def test_no_module_of_the_game_names_a_ruleset_outside_its_packages():
    places = [p for p in SCANNER.all_places() if p.path.startswith("src/")]
    assert places == [], "reach the ruleset through its layer's registry:\n" + "\n".join(
        f"{p.path}:{p.line}: {p.text}" for p in places
    )


def test_nor_does_it_name_an_installed_ruleset(toy_race):
    """With the toy race's distribution installed, its kind and its own attributes (its
    states' progress, say) are names too: none in the game."""
    SCANNER.installed_names.cache_clear()
    try:
        names = SCANNER.installed_names()
        assert ("toy", "race") in names.words and "progress" in names.own_attributes
        assert [p for p in SCANNER.all_places(names) if p.path.startswith("src/")] == []
    finally:
        SCANNER.installed_names.cache_clear()


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

    kinds = {"_".join(words) for words in SCANNER.installed_names().words}
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
