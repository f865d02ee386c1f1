"""The Pyodide core the page runs on: the npm registry's ``pyodide`` package, pinned.

``web/pyodide.json`` names the version, the tarball's integrity (the sha512 the registry
publishes as ``dist.integrity``, which ``npm view pyodide@VERSION dist.integrity``
prints) and the files the site needs from it. :func:`core_files` returns those files,
from a tarball kept in a cache folder between builds (``npm pack`` fetches it once); a
tarball whose sha512 differs from the pinned one is deleted and the build stops.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import subprocess
import tarfile
from dataclasses import dataclass
from pathlib import Path


class PyodideError(RuntimeError):
    """The Pyodide core could not be fetched, or is not the one pinned."""


@dataclass(frozen=True)
class Pin:
    """What ``web/pyodide.json`` pins."""

    package: str
    version: str
    integrity: str
    files: tuple[str, ...]

    @property
    def tarball(self) -> str:
        return f"{self.package}-{self.version}.tgz"


def read_pin(path: Path) -> Pin:
    """The pin file; PyodideError naming what is wrong with it."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        pin = Pin(doc["package"], doc["version"], doc["integrity"], tuple(doc["files"]))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise PyodideError(f"{path} is not a readable Pyodide pin ({exc})") from exc
    if not pin.integrity.startswith("sha512-"):
        raise PyodideError(f"{path}: the integrity must be a sha512 one, not {pin.integrity!r}")
    return pin


def default_cache() -> Path:
    """Where the tarball is kept between builds (``LIUBO_WEB_CACHE`` overrides it)."""
    given = os.environ.get("LIUBO_WEB_CACHE")
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "liubo" / "web"


def integrity_of(path: Path) -> str:
    """The npm-style integrity text of a file: ``sha512-`` and its base64 digest."""
    digest = hashlib.sha512()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return "sha512-" + base64.b64encode(digest.digest()).decode("ascii")


def fetch(pin: Pin, cache: Path) -> Path:
    """The pinned tarball in ``cache``, fetched with ``npm pack`` if it is not there yet."""
    cache.mkdir(parents=True, exist_ok=True)
    tarball = cache / pin.tarball
    if not tarball.is_file():
        npm = shutil.which("npm")
        if npm is None:
            raise PyodideError("npm is needed to fetch Pyodide from the npm registry once")
        spec = f"{pin.package}@{pin.version}"
        done = subprocess.run(
            [npm, "pack", spec, "--pack-destination", str(cache), "--silent"],
            capture_output=True,
            text=True,
            timeout=600,
        )
        if done.returncode != 0 or not tarball.is_file():
            raise PyodideError(f"npm pack {spec} failed: {done.stderr.strip()[-400:]}")
    found = integrity_of(tarball)
    if found != pin.integrity:
        tarball.unlink()
        raise PyodideError(
            f"{pin.tarball} has integrity {found}, not the pinned {pin.integrity}: deleted"
        )
    return tarball


def core_files(pin: Pin, cache: Path, out: Path) -> list[Path]:
    """The pinned files of the checked tarball, written into ``out``."""
    tarball = fetch(pin, cache)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    with tarfile.open(tarball, "r:gz") as archive:
        for name in pin.files:
            try:
                member = archive.getmember(f"package/{name}")
                stream = archive.extractfile(member)
            except KeyError as exc:
                raise PyodideError(f"{pin.tarball} has no {name}") from exc
            if stream is None:
                raise PyodideError(f"{pin.tarball}: {name} is not a file")
            target = out / name
            target.write_bytes(stream.read())
            written.append(target)
    return written
