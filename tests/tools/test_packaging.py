"""The package as installed: data and catalogs found, every subpackage listed, no shadowing."""

import configparser
import importlib.util
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_subpackage_is_found_by_setup_py():
    """setup.py finds the packages (none is listed by hand): every folder of src/liubo
    with an __init__.py, and the two data packages setup.cfg maps."""
    spec = importlib.util.spec_from_file_location("liubo_setup", ROOT / "setup.py")
    setup = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(setup)  # not run as __main__: it only finds the packages
    found = {
        ".".join(p.parent.relative_to(ROOT / "src").parts)
        for p in (ROOT / "src" / "liubo").rglob("__init__.py")
    }
    assert set(setup.PACKAGES) == found | {"liubo.data", "liubo.i18n"}
    config = configparser.ConfigParser()
    config.read(ROOT / "setup.cfg")
    assert "packages" not in config["options"]


def test_the_shipped_rulesets_are_entry_points_of_the_installed_game():
    """The game's own reconstructions are declared as any other: entry points of the group
    liubo.rulesets in setup.cfg, which the installed distribution's metadata carries."""
    from importlib.metadata import distribution

    from liubo.engine.plugins import GROUP, Reconstruction, load_object

    config = configparser.ConfigParser()
    config.read(ROOT / "setup.cfg")
    declared = dict(
        line.split(" = ") for line in config["options.entry_points"][GROUP].strip().splitlines()
    )
    installed = {ep.name: ep.value for ep in distribution("liubo").entry_points.select(group=GROUP)}
    assert installed == declared and len(declared) >= 2
    for name, value in declared.items():
        reconstruction = load_object(value)
        assert isinstance(reconstruction, Reconstruction) and reconstruction.name == name


def test_data_and_catalogs_are_found_through_the_package():
    from liubo.resources import catalog_path, data_path

    assert data_path("board.json").is_file()
    assert data_path("rules.json").is_file()
    assert data_path("weights_tlv.npz").is_file()  # the learned evaluation's weights
    assert catalog_path("babel.cfg").is_file()


def test_the_checkouts_i18n_folder_does_not_shadow_python_i18n():
    # run from the checkout root, where a plain "import i18n" finds our folder first
    code = "import i18n, pygame_gui; assert hasattr(i18n, 'set'), i18n.__file__"
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr


def test_engine_does_not_import_pygame():
    code = (
        "import sys, liubo.engine, liubo.ai, liubo.tools.sim, liubo.services.settings, "
        "liubo.services.storage, liubo.services.translation, liubo.content.rulebook; "
        "bad = [m for m in sys.modules if m.startswith(('pygame', 'pygame_gui'))]; "
        "assert not bad, bad"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
