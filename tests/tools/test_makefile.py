"""``make`` sets up ``.venv`` again when a failed set-up left it without pip, and says
what Debian and Ubuntu need when the venv cannot be made (issue 35 item 16). Run on a
copy of the Makefile with stand-ins for python3 (no network, no real venv)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")

# a python whose "-m pip" works, and records what it was asked
GOOD_PYTHON = """#!/bin/sh
echo "$@" >> "$(dirname "$0")/asked"
exit 0
"""
# the python a failed venv leaves behind: it runs, but has no pip
NO_PIP_PYTHON = """#!/bin/sh
[ "$1 $2" = "-m pip" ] && { echo "No module named pip" >&2; exit 1; }
exit 0
"""


def system_python(good: bool) -> str:
    """A stand-in for python3: ``-m venv DIR`` makes DIR/bin/python, a working one, or
    (as Debian's python3 without python3-venv does) one without pip and an error."""
    inner = GOOD_PYTHON if good else NO_PIP_PYTHON
    status = 0 if good else 1
    return f"""#!/bin/sh
mkdir -p "$3/bin"
cat > "$3/bin/python" <<'INNER'
{inner}INNER
chmod +x "$3/bin/python"
[ {status} = 0 ] || echo "ensurepip is not available" >&2
exit {status}
"""


def project(tmp_path: Path, system: str) -> Path:
    for name in ("Makefile", "setup.cfg", "setup.py", "pyproject.toml"):
        shutil.copyfile(ROOT / name, tmp_path / name)
    fake = tmp_path / "python3"
    fake.write_text(system, encoding="utf-8")
    fake.chmod(0o755)
    return fake


def make_stamp(tmp_path: Path, fake: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["make", f"PYTHON={fake}", ".venv/.installed"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_a_venv_without_pip_is_made_again(tmp_path):
    fake = project(tmp_path, system_python(good=True))
    broken = tmp_path / ".venv" / "bin" / "python"
    broken.parent.mkdir(parents=True)
    broken.write_text(NO_PIP_PYTHON, encoding="utf-8")
    broken.chmod(0o755)
    result = make_stamp(tmp_path, fake)
    assert result.returncode == 0, result.stdout + result.stderr
    assert ".venv has no working pip: making it again" in result.stdout
    assert broken.read_text(encoding="utf-8") == GOOD_PYTHON
    asked = (tmp_path / ".venv" / "bin" / "asked").read_text(encoding="utf-8")
    assert "-m pip install --quiet -e .[dev]" in asked
    assert (tmp_path / ".venv" / ".installed").is_file()


def test_a_venv_that_cannot_be_made_says_what_debian_needs_and_leaves_nothing(tmp_path):
    fake = project(tmp_path, system_python(good=False))
    result = make_stamp(tmp_path, fake)
    assert result.returncode != 0
    assert "sudo apt install python3-venv" in result.stderr
    assert not (tmp_path / ".venv").exists()  # the next make starts clean
    again = make_stamp(tmp_path, fake)
    assert "sudo apt install python3-venv" in again.stderr and "No module named pip" not in (
        again.stdout + again.stderr
    ).replace("ensurepip", "")
