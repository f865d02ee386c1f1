"""The package as installed: data and catalogs found, every subpackage listed, no shadowing."""

import configparser
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_subpackage_is_listed_in_setup_cfg():
    config = configparser.ConfigParser()
    config.read(ROOT / "setup.cfg")
    listed = set(config["options"]["packages"].split())
    found = {
        "liubo"
        + (
            "." + ".".join(p.parent.relative_to(ROOT / "src" / "liubo").parts)
            if p.parent != ROOT / "src" / "liubo"
            else ""
        )
        for p in (ROOT / "src" / "liubo").rglob("__init__.py")
    }
    assert found <= listed, f"add to setup.cfg packages: {sorted(found - listed)}"


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
