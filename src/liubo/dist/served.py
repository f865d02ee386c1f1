"""``make dist-check``'s look at the browser edition inside the bundle.

The unpacked program, in a player's bare environment, runs ``liubo --serve-web PORT
--bind 127.0.0.1`` (what a teacher types, or what "Share with the class" starts): every
file the site lists in its ``site.json`` must come whole (its hash), compressed as a
browser asks for it and unpacked for one that does not take gzip; nothing beside the site
may come; Ctrl-C must stop it with exit 0.
"""

from __future__ import annotations

import gzip
import hashlib
import http.client
import json
import signal
import socket
import subprocess
import time
from pathlib import Path
from typing import Any, Protocol

START_SECONDS = 60  # the frozen program's start on a busy machine
#: paths that must not be served: beside the site, up and out of it, a folder
REFUSED = ("/../README.txt", "/%2e%2e/README.txt", "/py/", "/liubo.spec")


class Findings(Protocol):
    def figure(self, name: str, value: object) -> None: ...

    def problem(self, text: str) -> None: ...


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def get(port: int, path: str, gzipped: bool) -> tuple[int, bytes, dict[str, str]]:
    """Status, body (unpacked if it came compressed) and headers of one request."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("GET", path, headers={"Accept-Encoding": "gzip"} if gzipped else {})
        response = conn.getresponse()
        body = response.read()
        headers = dict(response.getheaders())
    finally:
        conn.close()
    if headers.get("Content-Encoding") == "gzip":
        body = gzip.decompress(body)
    return response.status, body, headers


def site_list(port: int, process: subprocess.Popen[str]) -> dict[str, Any] | None:
    """The served ``site.json`` once the server answers (None if it never does)."""
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline and process.poll() is None:
        try:
            status, body, _headers = get(port, "/site.json", True)
        except OSError:
            time.sleep(0.3)
            continue
        if status == 200:
            doc: dict[str, Any] = json.loads(body)
            return doc
        return None
    return None


def check_served(program: Path, env: dict[str, str], found: Findings) -> None:
    """``liubo --serve-web`` from the unpacked bundle serves its browser edition whole."""
    port = free_port()
    process = subprocess.Popen(
        [str(program), "--serve-web", str(port), "--bind", "127.0.0.1"],
        cwd=program.parent.parent,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        doc = site_list(port, process)
        if doc is None:
            found.problem(f"liubo --serve-web served no site.json on port {port}")
            return
        files: dict[str, dict[str, Any]] = doc["files"]
        bad = []
        sent = 0
        for name, info in sorted(files.items()):
            status, body, _headers = get(port, "/" + name, True)
            sent += len(body)
            if status != 200 or hashlib.sha256(body).hexdigest()[:16] != info["hash"]:
                bad.append(f"{name} ({status})")
        for name in ("index.html", "py/liubo.zip"):  # to a browser that takes no gzip
            status, body, headers = get(port, "/" + name, False)
            if status != 200 or "Content-Encoding" in headers:
                bad.append(f"{name} without gzip ({status})")
            elif hashlib.sha256(body).hexdigest()[:16] != files[name]["hash"]:
                bad.append(f"{name} without gzip (not the file)")
        if bad:
            found.problem(f"liubo --serve-web did not serve whole: {', '.join(bad[:8])}")
        for path in REFUSED:
            status = get(port, path, True)[0]
            if status != 404:
                found.problem(f"liubo --serve-web answered {path} with {status}, not 404")
        found.figure("serve_web", f"{len(files)} files whole ({sent / 1e6:.1f} MB unpacked)")
    finally:
        stop(process, found)


def stop(process: subprocess.Popen[str], found: Findings) -> None:
    """Ctrl-C, as a teacher stops it: exit 0 and 'Stopped sharing.'."""
    if process.poll() is None:
        process.send_signal(signal.SIGINT)
    try:
        out, err = process.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        found.problem("liubo --serve-web did not stop within 20 s of Ctrl-C")
        return
    if process.returncode != 0 or "Stopped sharing." not in out:
        said = f"{out[-300:]}{err[-600:]}"
        found.problem(f"liubo --serve-web ended with {process.returncode}: {said}")
