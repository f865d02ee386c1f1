"""The Linux bundle's floor: the oldest C library it starts on, measured, and a launcher
that says so in one line instead of a loader error.

PyInstaller's program loads the Python library built on the build machine; on a system
with an older glibc it stops with ``version `GLIBC_2.35' not found``, which tells a player
nothing. So the bundle's ``liubo`` is a short ``sh`` script: it asks the system for its
glibc version (``getconf GNU_LIBC_VERSION``) and either starts the real program,
``liubo.bin`` beside it, or prints one line naming what the game needs and what to do.

The version it needs is measured when the bundle is built: the highest ``GLIBC_`` symbol
version any of the bundle's programs and libraries asks of the system (``objdump -T``).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

REAL_PROGRAM_SUFFIX = ".bin"
#: the glibc of systems a player may have, oldest first (for the launcher's line)
SYSTEMS = (
    ((2, 31), "Debian 11, Ubuntu 20.04"),
    ((2, 34), "RHEL 9"),
    ((2, 35), "Ubuntu 22.04"),
    ((2, 36), "Debian 12"),
    ((2, 39), "Ubuntu 24.04"),
    ((2, 41), "Debian 13"),
)
_VERSION = re.compile(rb"\b(GLIBC|GLIBCXX)_(\d+(?:\.\d+)+)\b")

LAUNCHER = """\
#!/bin/sh
# Liubo {version}: starts the game (liubo.bin beside this file) when this system's C
# library is new enough for it and its folder's path is UTF-8 (the program cannot start
# from any other), else says in one line what is wrong.
need={need}
have=$(getconf GNU_LIBC_VERSION 2>/dev/null | sed -n 's/^glibc //p')
oldest=$(printf '%s\\n%s\\n' "$need" "${{have:-0}}" | sort -t. -k1,1n -k2,2n | head -n 1)
if [ -z "$have" ] || [ "$oldest" != "$need" ]; then
    echo "Liubo needs Linux (x86-64) with glibc $need or newer ({systems} or later);" \\
        "this system has ${{have:-no glibc}}. Update the system, or play from the source" \\
        "with Python 3.11 or newer (see README.txt)." >&2
    exit 1
fi
here=$(cd "$(dirname "$0")" && pwd)
if command -v iconv >/dev/null 2>&1 &&
    ! printf '%s' "$here" | iconv -f UTF-8 -t UTF-8 >/dev/null 2>&1; then
    echo "Liubo cannot start from a folder whose path is not UTF-8 text (a name written" \
        "in another encoding): move or rename the folder, for example to ~/liubo, and start" \
        "it again." >&2
    exit 1
fi
exec "$here/liubo{suffix}" "$@"
"""


def versions_needed(files: list[Path]) -> dict[str, tuple[int, ...]]:
    """The highest ``GLIBC`` and ``GLIBCXX`` versions the ELF ``files`` ask for (objdump)."""
    highest: dict[str, tuple[int, ...]] = {}
    for path in files:
        result = subprocess.run(["objdump", "-T", str(path)], capture_output=True, check=False)
        for name, text in _VERSION.findall(result.stdout):
            version = tuple(int(part) for part in text.split(b"."))
            key = name.decode()
            highest[key] = max(highest.get(key, version), version)
    return highest


def elf_files(folder: Path) -> list[Path]:
    """The programs and shared libraries under ``folder``."""
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as stream:
                if stream.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def dotted(version: tuple[int, ...]) -> str:
    return ".".join(str(part) for part in version)


def systems_from(need: tuple[int, ...]) -> str:
    """Examples of systems with that glibc or newer: the two oldest."""
    names = [name for version, name in SYSTEMS if version >= need[:2]]
    return ", ".join(names[:2]) or "a current distribution"


def install_launcher(folder: Path, program: str, version: str) -> tuple[int, ...]:
    """Move ``folder/program`` to ``program.bin`` and put the launcher in its place; the
    glibc version the bundle needs."""
    need = versions_needed(elf_files(folder)).get("GLIBC", (2, 17))
    real = folder / program
    real.rename(folder / (program + REAL_PROGRAM_SUFFIX))
    launcher = LAUNCHER.format(
        version=version, need=dotted(need), systems=systems_from(need), suffix=REAL_PROGRAM_SUFFIX
    )
    real.write_text(launcher, encoding="utf-8")
    real.chmod(0o755)
    return need


def real_program(program: Path) -> Path:
    """The PyInstaller program behind a bundle's launcher (itself when there is none)."""
    behind = program.with_name(program.name + REAL_PROGRAM_SUFFIX)
    return behind if behind.is_file() else program
