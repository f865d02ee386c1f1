"""The Linux bundle's floor (issue 37): the glibc it needs, measured from its libraries,
and the launcher that says so in one line on an older system instead of a loader error.
(A Debian 11 chroot showed the same line: /work/notes/issue-37.md.)"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from liubo.dist.floor import elf_files, install_launcher, real_program, versions_needed

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux bundles")


def fake_bundle(folder: Path) -> Path:
    """A bundle folder whose program is a copy of this Python (a real ELF file)."""
    folder.mkdir()
    program = folder / "liubo"
    shutil.copyfile(Path(sys.executable).resolve(), program)
    program.chmod(0o755)
    return program


def run_with_glibc(launcher: Path, version: str | None, tmp_path: Path):
    """The launcher run with a ``getconf`` that reports ``version`` (None: no glibc)."""
    bin_dir = tmp_path / "fakebin"
    bin_dir.mkdir(exist_ok=True)
    getconf = bin_dir / "getconf"
    said = f"echo 'glibc {version}'" if version else "exit 1"
    getconf.write_text(f"#!/bin/sh\n{said}\n", encoding="ascii")
    getconf.chmod(0o755)
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin"}
    return subprocess.run(
        [str(launcher), "-c", "print('started')"], env=env, capture_output=True, text=True
    )


@pytest.mark.skipif(shutil.which("objdump") is None, reason="objdump (binutils) is not here")
def test_the_launcher_starts_the_program_or_says_in_one_line_what_it_needs(tmp_path):
    program = fake_bundle(tmp_path / "bundle")
    wanted = versions_needed(elf_files(program.parent))["GLIBC"]
    assert wanted >= (2, 2)
    need = install_launcher(program.parent, "liubo", "0.1.0")
    assert need == wanted
    assert real_program(program) == program.with_name("liubo.bin")
    new = run_with_glibc(program, "99.0", tmp_path)
    assert (new.returncode, new.stdout.strip()) == (0, "started")
    dotted = ".".join(map(str, need))
    for version in ("2.1", "2.9", None):
        old = run_with_glibc(program, version, tmp_path)
        assert old.returncode == 1 and old.stdout == ""
        lines = old.stderr.splitlines()
        assert len(lines) == 1, old.stderr
        assert f"needs Linux (x86-64) with glibc {dotted} or newer" in lines[0]
        assert f"this system has {version or 'no glibc'}." in lines[0]


@pytest.mark.skipif(shutil.which("iconv") is None, reason="iconv (libc-bin) is not here")
def test_the_launcher_says_in_one_line_that_its_folder_must_have_a_utf8_path(tmp_path):
    """The PyInstaller program dies unreadably ('Failed to unmarshal code object') under a
    folder named in another encoding (issue 35, item 5): the launcher says so first."""
    odd = tmp_path / "caf\udce9"  # the bytes b"caf\xe9" (surrogateescape)
    program = fake_bundle(odd)
    install_launcher(program.parent, "liubo", "0.1.0")
    done = run_with_glibc(program, "99.0", tmp_path)
    assert done.returncode == 1 and done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and "path is not UTF-8 text" in lines[0], done.stderr
    fine = fake_bundle(tmp_path / "café")
    install_launcher(fine.parent, "liubo", "0.1.0")
    assert run_with_glibc(fine, "99.0", tmp_path).stdout.strip() == "started"
