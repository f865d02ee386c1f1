"""Finding the reconstructions through their entry points (``liubo.engine.plugins``).

Installing a distribution is registering it: the game's own reconstructions and the toy
race's distribution are found the same way; a broken one costs only itself, with its name
and the reason in the log and in ``plugins.problems()``; each layer loads only its part.
"""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import textwrap
from contextlib import contextmanager
from importlib.metadata import entry_points as metadata_entry_points
from pathlib import Path

import pytest

from liubo.ai import make_player
from liubo.engine import Game, load_ruleset, plugins, ruleset_kinds
from liubo.engine.plugins import GROUP, Problem, Reconstruction


@contextmanager
def distribution(tmp_path: Path, name: str, entry: str, modules: dict[str, str]):
    """A distribution made by hand in ``tmp_path``: its metadata (one entry point of the
    group, ``entry``) and its modules, put on the path for the block."""
    info = tmp_path / f"{name}-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n{entry}\n")
    for module, source in modules.items():
        (tmp_path / f"{module}.py").write_text(textwrap.dedent(source))
    sys.path.insert(0, str(tmp_path))
    plugins.rediscover()
    try:
        yield
    finally:
        sys.path.remove(str(tmp_path))
        for module in modules:
            sys.modules.pop(module, None)
        plugins.rediscover()


def test_the_entry_points_read_are_importlib_metadatas(toy_race):
    ours = sorted((ep.name, ep.value) for ep in plugins.entry_points())
    theirs = sorted((ep.name, ep.value) for ep in metadata_entry_points(group=GROUP))
    assert ours == theirs and ("toy_race", "liubo_toy_race:RECONSTRUCTION") in ours


def test_stale_metadata_first_on_the_path_hides_no_ruleset(tmp_path):
    """A checkout's ``liubo.egg-info`` made before the rulesets were entry points (no
    ``liubo.rulesets`` group), first on the path as the folder the game runs from, does not
    hide the installed metadata: the game still finds its own reconstructions (it found
    none, and could not start: 'no default ruleset is registered')."""
    stale = tmp_path / "liubo.egg-info"
    stale.mkdir()
    (stale / "entry_points.txt").write_text("[gui_scripts]\nliubo = liubo.cli:main\n")
    before = sorted((ep.name, ep.value) for ep in plugins.entry_points())
    sys.path.insert(0, str(tmp_path))
    try:
        after = sorted((ep.name, ep.value) for ep in plugins.entry_points())
    finally:
        sys.path.remove(str(tmp_path))
    assert after == before and ("tlv", "liubo.engine.rulesets.tlv:RECONSTRUCTION") in after


def test_the_game_finds_its_own_and_an_installed_reconstruction(toy_race):
    names = [r.name for r in plugins.reconstructions()]
    assert {"toy_race"} < set(names) and len(names) >= 3
    kinds = ruleset_kinds()
    assert load_ruleset().kind == kinds[0]  # the default kind first, the others by name
    assert list(kinds[1:]) == sorted(kinds[1:])
    assert plugins.problems() == ()


BROKEN = {
    "an import error": (
        "brk = brk_plugin:RECONSTRUCTION",
        {"brk_plugin": "import no_such_module\n"},
    ),
    "a missing object": ("brk = brk_plugin:NOTHING", {"brk_plugin": "X = 1\n"}),
    "not a reconstruction": ("brk = brk_plugin:X", {"brk_plugin": "X = 1\n"}),
    "an engine part that is no kind": (
        "brk = brk_plugin:R",
        {
            "brk_plugin": """
                from liubo.engine.plugins import Reconstruction
                R = Reconstruction(name="brk", engine="brk_plugin:R")
            """
        },
    ),
}


@pytest.mark.parametrize("breakage", list(BROKEN))
def test_a_broken_reconstruction_costs_only_itself(tmp_path, caplog, breakage):
    entry, modules = BROKEN[breakage]
    before = ruleset_kinds()
    with (
        caplog.at_level(logging.WARNING, "liubo.plugins"),
        distribution(tmp_path, "brk", entry, modules),
    ):
        assert ruleset_kinds() == before  # the others are all there
        Game.new().throw(1, 2)
        problems = plugins.problems()
        assert len(problems) == 1 and problems[0].plugin.startswith("brk")
        assert "brk" in caplog.text and problems[0].message in caplog.text
    assert plugins.problems() == ()


def test_a_broken_part_costs_that_part_only(tmp_path):
    """A reconstruction whose computer players cannot be loaded is still played by two
    people; asking for its players says there are none."""
    source = """
        from liubo.engine.plugins import Reconstruction
        R = Reconstruction(name="toy_race", engine="liubo_toy_race.engine:KIND",
                           ai="liubo_toy_race.no_such_module:AI")
    """
    toy = Path(__file__).resolve().parents[1] / "toy_race"
    sys.path.insert(0, str(toy))
    try:
        with distribution(tmp_path, "half", "toy_race = half_plugin:R", {"half_plugin": source}):
            game = Game.new(ruleset="toy_race")
            game.throw(1, 2)
            game.play(game.legal_moves()[0])
            with pytest.raises(ValueError, match="no computer players for ruleset kind"):
                make_player("greedy", ruleset="toy_race")
            (problem,) = plugins.problems()
            assert problem == Problem("toy_race", "ai", problem.message)
            assert "ModuleNotFoundError" in problem.message
    finally:
        sys.path.remove(str(toy))


def test_a_part_of_the_wrong_kind_is_refused(tmp_path):
    source = """
        from liubo.engine.plugins import Reconstruction
        R = Reconstruction(name="toy_race", engine="liubo_toy_race.engine:KIND",
                           ai="liubo.ai.rulesets.cazaux:AI")
    """
    toy = Path(__file__).resolve().parents[1] / "toy_race"
    sys.path.insert(0, str(toy))
    try:
        with distribution(tmp_path, "half", "toy_race = half_plugin:R", {"half_plugin": source}):
            with pytest.raises(ValueError, match="no computer players"):
                make_player("greedy", ruleset="toy_race")
            assert "not 'toy_race'" in plugins.problems()[0].message
            assert make_player("greedy", ruleset="cazaux")  # cazaux's own, unharmed
    finally:
        sys.path.remove(str(toy))


def test_each_layer_loads_only_its_own_part():
    """Importing the engine loads the engine parts only; the first computer player loads
    the computer players' parts, never the screens' or the tools'."""
    code = """
        import json, sys
        import liubo.engine
        parts = lambda: sorted(m for m in sys.modules if ".rulesets." in m)
        engine = parts()
        from liubo.ai import make_player
        make_player("greedy", 1)
        print(json.dumps([engine, parts()]))
    """
    result = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    engine, after_ai = json.loads(result.stdout)
    assert engine and all(m.startswith("liubo.engine.rulesets.") for m in engine)
    assert any(m.startswith("liubo.ai.rulesets.") for m in after_ai)
    assert not [
        m for m in after_ai if m.startswith(("liubo.model.", "liubo.tools.", "liubo.content."))
    ]


def test_a_reconstruction_names_its_parts_as_module_and_attribute():
    with pytest.raises(ValueError, match="not 'module:attribute'"):
        plugins.load_object("liubo.engine")
    assert isinstance(
        plugins.load_object("liubo.engine.rulesets.cazaux:RECONSTRUCTION"), Reconstruction
    )
