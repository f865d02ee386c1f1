"""Wine on Linux, for the Windows build (``make dist-windows``) and its check.

A :class:`Prefix` is one Wine folder (its own ``C:`` drive and registry): made with
``wineboot``, set to report Windows 10, and given Microsoft's ``ucrtbase.dll`` (from the
pinned ``pynsist`` package, :mod:`.windows_pins`): Wine 8's own lacks functions numpy 2
calls (``crealf``), which every Windows 10 and 11 has. Only the build and the check use it;
the bundle ships none (Windows has it).

Two traps of Wine that the helpers here avoid: a Windows Python started with its output
redirected straight to a file dies in ``init_sys_streams`` ("Invalid handle"), so every
program's output is read through a pipe; and SDL looks for audio devices for seconds, so
the runs set ``SDL_AUDIODRIVER=dummy`` unless told otherwise.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
import zipfile
from collections.abc import Sequence
from pathlib import Path

#: the Debian packages that bring Wine (64-bit Windows programs)
WINE_PACKAGES = "wine64 wine"
UCRT_MEMBER = "nsist/msvcrt/x64/ucrtbase.dll"
#: Wine's own ucrtbase.dll gives way to the native one put in system32
DLL_OVERRIDES = "ucrtbase=n,b;mscoree,mshtml="


def wine_program() -> str | None:
    """The ``wine`` command, or None where Wine is not installed."""
    return shutil.which("wine") or shutil.which("wine64")


def missing_reason() -> str | None:
    """Why the Windows build cannot run here (None: it can)."""
    import sys

    if not sys.platform.startswith("linux"):
        return "the Windows build is made on Linux with Wine"
    if wine_program() is None:
        return f"Wine is not installed (apt-get install {WINE_PACKAGES})"
    return None


class WineError(RuntimeError):
    """Wine could not make a prefix or run a program (the message says which)."""


class Prefix:
    """One Wine prefix: its folder, and programs run in it."""

    def __init__(self, folder: Path, display: str | None = None) -> None:
        self.folder = folder.absolute()
        self.display = display

    def env(self, **more: str) -> dict[str, str]:
        """The environment of a program run in the prefix (no Python of the host's)."""
        env = {
            "HOME": os.environ.get("HOME", "/root"),
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "USER": os.environ.get("USER", "player"),
            "WINEPREFIX": str(self.folder),
            "WINEDEBUG": "-all",
            "WINEDLLOVERRIDES": DLL_OVERRIDES,
            "SDL_AUDIODRIVER": "dummy",
            "PYTHONUTF8": "1",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        }
        if self.display:
            env["DISPLAY"] = self.display
        env.update(more)
        return env

    @property
    def drive_c(self) -> Path:
        return self.folder / "drive_c"

    def make(self, ucrtbase: Path) -> Prefix:
        """Create the prefix (when it is not there yet) with the native ucrtbase.dll."""
        ready = self.folder / ".liubo-ready"
        if ready.is_file():
            return self
        wine = wine_program()
        if wine is None:
            raise WineError(missing_reason() or "no Wine")
        self.folder.parent.mkdir(parents=True, exist_ok=True)
        env = self.env()
        env.pop("DISPLAY", None)  # wineboot needs no window
        for command in (["wineboot", "--init"], [wine, "winecfg", "/v", "win10"]):
            result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
            if result.returncode != 0:
                raise WineError(f"{' '.join(command)} failed: {result.stderr[-2000:]}")
        self.wait()
        system32 = self.drive_c / "windows" / "system32"
        with zipfile.ZipFile(ucrtbase) as wheel:
            (system32 / "ucrtbase.dll").write_bytes(wheel.read(UCRT_MEMBER))
        ready.write_text("made by liubo.dist.wine\n", encoding="ascii")
        return self

    def wait(self) -> None:
        """Wait for the prefix's wineserver to end (its programs have all ended)."""
        subprocess.run(["wineserver", "-w"], env=self.env(), timeout=600, check=False)

    def kill(self) -> None:
        """End every program of the prefix and its wineserver."""
        subprocess.run(["wineserver", "-k"], env=self.env(), timeout=60, check=False)

    def command(self, program: Path | str, args: Sequence[str]) -> list[str]:
        return [wine_program() or "wine", str(program), *args]

    def run(
        self,
        program: Path | str,
        args: Sequence[str],
        timeout: float = 600,
        cwd: Path | None = None,
        **env: str,
    ) -> subprocess.CompletedProcess[str]:
        """Run a Windows program to its end, its output read through pipes."""
        return subprocess.run(
            self.command(program, args),
            env=self.env(**env),
            cwd=cwd,
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=timeout,
        )

    def start(
        self, program: Path | str, args: Sequence[str], cwd: Path | None = None, **env: str
    ) -> subprocess.Popen[str]:
        """Start a Windows program, its output (both streams) read line by line."""
        return subprocess.Popen(
            self.command(program, args),
            env=self.env(**env),
            cwd=cwd,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            encoding="utf-8",
            errors="replace",
        )


def windows_path(path: Path) -> str:
    """A Linux path as Wine's programs see it: ``/a/b`` -> ``Z:\\a\\b``."""
    return "Z:" + str(path.absolute()).replace("/", "\\")


def linux_path(prefix: Prefix, path: str) -> Path:
    """A Windows path of the prefix (``C:\\users\\...``, ``Z:\\...``) as a Linux path."""
    drive, _, rest = path.partition(":")
    parts = [p for p in rest.replace("\\", "/").split("/") if p]
    root = Path("/") if drive.upper() == "Z" else prefix.folder / f"drive_{drive.lower()}"
    return root.joinpath(*parts)


def seconds_since(started: float) -> str:
    return f"{time.monotonic() - started:.0f}"
