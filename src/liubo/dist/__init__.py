"""The standalone bundle: ``make dist`` builds it, ``make dist-check`` checks it.

A developer tool (like ``liubo.tools.bench``), never part of the bundle it builds:

- :mod:`.glyphs`: the characters the game can show, and the CJK font cut down to them;
- :mod:`.build`: the one-folder bundle made with PyInstaller (``liubo.spec``), the
  browser edition (:mod:`.web`) inside for the teacher to serve, and its archive,
  ``dist/liubo-<version>-<platform>.tar.gz`` (``.zip`` on Windows);
- :mod:`.check`: the bundle built in a temporary folder, unpacked, run headless and in a
  real window in every language, and its sizes held to the budgets below.
"""

from __future__ import annotations

import os
import platform
import sys

from .. import __version__

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the tool's output stays its own

APP_NAME = "liubo"
MB = 1_000_000
#: the budgets (issue 27): the packed archive and the unpacked folder
PACKED_BUDGET = 35 * MB
UNPACKED_BUDGET = 90 * MB
#: the browser edition inside the bundle (``liubo --serve-web``, Share with the class), on
#: top of the budgets above: its files are compressed already, so this holds packed and
#: unpacked; it is the page's own budget for what a first visit downloads (issue 39)
WEB_BUDGET = 12 * MB
#: the first frame from the unpacked bundle, cold (measured by ``make bench-dist``; issue 40)
FIRST_FRAME_BUDGET_MS = 700.0


def platform_tag() -> str:
    """The platform part of the archive's name: ``linux-x86_64``, ``windows-x86_64``..."""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    if system.startswith("linux"):
        system = "linux"
    machine = platform.machine().lower() or "unknown"
    return f"{system}-{'x86_64' if machine == 'amd64' else machine}"


def program_name() -> str:
    """The program's name in the bundle: ``Liubo`` (``Liubo.exe``) on Windows, else ``liubo``."""
    return "Liubo" if sys.platform == "win32" else APP_NAME


def folder_name() -> str:
    """The bundle's folder: ``liubo-windows`` on Windows, else ``liubo``."""
    return f"{APP_NAME}-windows" if sys.platform == "win32" else APP_NAME


def archive_suffix() -> str:
    """``.zip`` on Windows (what its Explorer opens), ``.tar.gz`` elsewhere (keeps modes)."""
    return ".zip" if sys.platform == "win32" else ".tar.gz"


def archive_name(version: str = __version__) -> str:
    """The archive's file name, e.g. ``liubo-0.1.0-linux-x86_64.tar.gz``."""
    return f"{APP_NAME}-{version}-{platform_tag()}{archive_suffix()}"
