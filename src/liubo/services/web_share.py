"""Sharing the browser edition with a class: a small read-only web server (no pygame).

The teacher's game serves the folder ``make web`` builds (``dist/web``, shipped inside the
bundle too) on the local network, so that students open the game in a browser on any
device. What it serves and nothing else:

- only files inside that folder, by GET or HEAD: a path that leaves the folder (``..``,
  a link pointing out of it, an encoded escape) is "not found", a folder is its
  ``index.html`` or "not found" (never a listing), and every other method is refused;
- a file with a ``.gz`` beside it goes out compressed to a browser that accepts gzip; a
  file kept only as its ``.gz`` (the bundle's copy of the site, half the size) goes out
  as it is to those, and unpacked to a browser that does not take gzip;
- it runs on threads of its own: starting and stopping never wait on a download.

:class:`WebShare` is one server; :func:`find_web_folder` finds the built site;
:func:`bind_choices` lists the addresses it may listen on; :func:`qr_matrix` is the QR
code of an address (made by the segno library).
"""

from __future__ import annotations

import contextlib
import errno
import gzip as gzip_module
import io
import os
import socket
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, BinaryIO, NamedTuple
from urllib.parse import unquote, urlsplit

from .translation import N_

DEFAULT_PORT = 8066
PORT_TRIES = 20  # the next ports tried when the chosen one is taken
WEB_FOLDER_ENV = "LIUBO_WEB_DIR"
INDEX = "index.html"

#: Types a browser insists on (WebAssembly compiles only when served as application/wasm).
CONTENT_TYPES = {
    ".wasm": "application/wasm",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".tar": "application/x-tar",
    ".data": "application/octet-stream",
    ".mo": "application/octet-stream",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".css": "text/css",
    ".html": "text/html",
    ".txt": "text/plain",
    ".md": "text/markdown",
}
#: Fetched again on each visit, so a rebuilt site reaches the class (the rest is cached).
ALWAYS_FRESH = {"index.html", "sw.js"}

# TRANSLATORS: why sharing with the class cannot start: the browser edition is missing.
NOT_BUILT = N_("The browser edition is not part of this copy of the game (make web builds it).")
# TRANSLATORS: why sharing cannot start on that address and port; {reason} says why.
CANNOT_BIND = N_("Cannot listen on {address}: {reason}")
REASON_PORT_TAKEN = N_("the port is in use by another program")
REASON_NOT_HERE = N_("that address is not one of this computer's")
REASON_NOT_ALLOWED = N_("the system does not allow it")


class ShareError(ValueError):
    """Sharing could not start; the message is one line for the user (``notice``)."""

    def __init__(self, msgid: str, **params: str) -> None:
        self.msgid = msgid
        self.params = params
        super().__init__(msgid.format(**params))


class BindChoice(NamedTuple):
    """An address the server may listen on and who can reach it there."""

    host: str
    reach: str  # "lan": the local network, "local": this computer only, "all": every network


def packed_copy(path: Path) -> Path:
    """Where the compressed copy of ``path`` is (``name.gz`` beside it)."""
    return path.with_name(path.name + ".gz")


def kept(path: Path) -> bool:
    """Whether the site has the file ``path``: itself, or only its compressed copy."""
    return path.is_file() or packed_copy(path).is_file()


def find_web_folder(start: Path | None = None) -> Path | None:
    """The built browser edition: ``$LIUBO_WEB_DIR``, the bundle's ``web`` folder, or the
    source tree's ``dist/web``; None when none holds an ``index.html``."""
    candidates: list[Path] = []
    if os.environ.get(WEB_FOLDER_ENV):
        candidates.append(Path(os.environ[WEB_FOLDER_ENV]))
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidates.append(Path(frozen) / "web")
    here = start or Path(__file__).resolve()
    # src/liubo/services/web_share.py -> the checkout's dist/web
    candidates += [parent / "dist" / "web" for parent in here.parents[:4]]
    for folder in candidates:
        with contextlib.suppress(OSError):
            if kept(folder / INDEX):
                return folder.resolve()
    return None


def lan_address() -> str | None:
    """This computer's address on the network its default route leads to, or None.

    Connecting a UDP socket sends nothing; it only asks the system which address a packet
    would leave from."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("10.254.254.254", 9))
        host = s.getsockname()[0]
        if host and not host.startswith("127.") and host != "0.0.0.0":
            return str(host)
    return None


def host_addresses() -> list[str]:
    """The IPv4 addresses this computer's name resolves to, loopback left out."""
    found: list[str] = []
    with contextlib.suppress(OSError, UnicodeError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            host = str(info[4][0])
            if not host.startswith("127.") and host not in found:
                found.append(host)
    return found


def bind_choices() -> list[BindChoice]:
    """Where sharing may listen, the local network first: each address of this computer on
    a network, then this computer only (127.0.0.1), then every network (0.0.0.0)."""
    lan: list[str] = []
    for host in [lan_address(), *host_addresses()]:
        if host and host not in lan:
            lan.append(host)
    return [
        *(BindChoice(host, "lan") for host in lan),
        BindChoice("127.0.0.1", "local"),
        BindChoice("0.0.0.0", "all"),
    ]


def url_for(host: str, port: int) -> str:
    """The address students type: the host itself, or for 0.0.0.0 the LAN address."""
    if host == "0.0.0.0":
        host = lan_address() or "127.0.0.1"
    return f"http://{host}:{port}/"


def qr_matrix(text: str) -> list[list[bool]]:
    """The QR code of ``text`` as rows of dark (True) and light modules, with the quiet
    zone of four modules around it that readers need."""
    import segno

    code = segno.make(text, error="m", micro=False)
    return [[bool(m) for m in row] for row in code.matrix_iter(scale=1, border=4)]


def qr_terminal(text: str) -> str:
    """The QR code of ``text`` drawn with block characters, for a terminal."""
    rows = qr_matrix(text)
    lines = []
    for top, bottom in zip(rows[0::2], [*rows[1::2], [False] * len(rows[0])], strict=True):
        # dark modules as spaces on a light terminal would be unreadable: draw light ones
        line = "".join(
            {(False, False): "█", (True, False): "▄", (False, True): "▀", (True, True): " "}[(t, b)]
            for t, b in zip(top, bottom, strict=True)
        )
        lines.append(line)
    return "\n".join(lines)


@dataclass
class ShareStats:
    """What the server has done, for the screen: files sent and the devices asking."""

    files_sent: int = 0
    refused: int = 0
    devices: frozenset[str] = frozenset()


class WebShare:
    """One read-only server of ``folder``; ``start`` and ``stop`` return at once."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder.resolve()
        self._server: _Server | None = None
        self._lock = threading.Lock()
        self._stats = ShareStats()

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def address(self) -> tuple[str, int] | None:
        """(host, port) listened on, or None when stopped."""
        if self._server is None:
            return None
        host, port = self._server.server_address[:2]
        return str(host), int(port)

    @property
    def url(self) -> str | None:
        address = self.address
        return url_for(*address) if address else None

    @property
    def stats(self) -> ShareStats:
        with self._lock:
            return ShareStats(self._stats.files_sent, self._stats.refused, self._stats.devices)

    def start(self, host: str, port: int = DEFAULT_PORT, tries: int = PORT_TRIES) -> str:
        """Listen on ``host`` from ``port`` (or the next free of ``tries`` ports; 0 lets the
        system choose) and serve; the address students open. ``ShareError`` says why not."""
        self.stop()
        if not kept(self.folder / INDEX):
            raise ShareError(NOT_BUILT)
        last: OSError | None = None
        ports = [port] if port == 0 else range(port, min(port + max(1, tries), 65536))
        for candidate in ports:
            try:
                server = _Server((host, candidate), self)
            except OSError as exc:
                last = exc
                if exc.errno == errno.EADDRINUSE:
                    continue
                break
            self._server = server
            threading.Thread(target=server.serve_forever, name="web-share", daemon=True).start()
            url = self.url
            assert url is not None
            return url
        raise ShareError(CANNOT_BIND, address=f"{host}:{port}", reason=_bind_reason(last))

    def stop(self) -> None:
        """Stop serving; the port is freed on a thread of its own (at most half a second)."""
        server, self._server = self._server, None
        if server is not None:
            threading.Thread(target=_close, args=(server,), name="web-share-stop").start()

    def count(self, client: str, sent: bool) -> None:
        with self._lock:
            if sent:
                self._stats.files_sent += 1
            else:
                self._stats.refused += 1
            self._stats.devices = self._stats.devices | {client}


def _sleep_forever() -> None:
    while True:  # a sleep, unlike a lock's wait, is cut short by Ctrl-C on every system
        time.sleep(1.0)


def _close(server: ThreadingHTTPServer) -> None:
    server.shutdown()
    server.server_close()


def _bind_reason(exc: OSError | None) -> str:
    if exc is None:
        return REASON_PORT_TAKEN
    if exc.errno == errno.EADDRINUSE:
        return REASON_PORT_TAKEN
    if exc.errno == errno.EADDRNOTAVAIL:
        return REASON_NOT_HERE
    if exc.errno in (errno.EACCES, errno.EPERM):
        return REASON_NOT_ALLOWED
    return exc.strerror or str(exc)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = sys.platform != "win32"  # on Windows it lets two bind one port

    def __init__(self, address: tuple[str, int], share: WebShare) -> None:
        self.share = share
        super().__init__(address, _Handler)


class _Handler(SimpleHTTPRequestHandler):
    """GET and HEAD of the files under the share's folder; nothing else."""

    server: _Server
    server_version = "Liubo"
    sys_version = ""
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **CONTENT_TYPES}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, directory=str(args[2].share.folder), **kwargs)

    # -- what may be asked --------------------------------------------------------------
    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        self._send(body=True)

    def do_HEAD(self) -> None:  # noqa: N802
        self._send(body=False)

    def _refuse_method(self) -> None:
        self.server.share.count(self.client_address[0], sent=False)
        self.send_response(HTTPStatus.METHOD_NOT_ALLOWED)
        self.send_header("Allow", "GET, HEAD")
        self.send_header("Content-Length", "0")
        self.end_headers()

    do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = do_CONNECT = do_TRACE = (  # noqa: N815
        _refuse_method
    )

    # -- one file -----------------------------------------------------------------------
    def resolve(self) -> Path | None:
        """The file asked for, inside the folder, or None."""
        root = self.server.share.folder
        raw = urlsplit(self.path).path
        parts = [p for p in unquote(raw, errors="strict").split("/") if p]
        if any(p in (".", "..") or "\\" in p or "\0" in p or ":" in p for p in parts):
            return None
        path = root.joinpath(*parts)
        real = self._inside(root, path)
        if real is not None and real.is_dir():
            path = real / INDEX
            real = self._inside(root, path)
        if real is None and path.name:  # kept only as its compressed copy
            packed = self._inside(root, packed_copy(path))
            real = packed.with_name(packed.name[:-3]) if packed is not None else None
        return real if real is not None and kept(real) else None

    @staticmethod
    def _inside(root: Path, path: Path) -> Path | None:
        """``path`` resolved, if it exists inside ``root``."""
        try:
            real = path.resolve(strict=True)
        except (OSError, RuntimeError, ValueError):
            return None
        if real != root and root not in real.parents:
            return None  # a link that leads out of the folder
        return real

    def _send(self, body: bool) -> None:
        try:
            path = self.resolve()
        except UnicodeDecodeError:
            path = None
        client = self.client_address[0]
        if path is None:
            self.server.share.count(client, sent=False)
            self.send_error(HTTPStatus.NOT_FOUND, "Not found")
            return
        packed = packed_copy(path)
        takes_gzip = "gzip" in self.headers.get("Accept-Encoding", "")
        gzip = takes_gzip and packed.is_file()
        try:
            if gzip or path.is_file():
                handle: BinaryIO = (packed if gzip else path).open("rb")
            else:  # only the compressed copy, for a browser that does not take gzip
                with packed.open("rb") as stream:
                    handle = io.BytesIO(gzip_module.decompress(stream.read()))
        except (OSError, EOFError, gzip_module.BadGzipFile):
            self.server.share.count(client, sent=False)
            self.send_error(HTTPStatus.NOT_FOUND, "Not found")
            return
        with handle:
            size = handle.seek(0, io.SEEK_END)
            handle.seek(0)
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", self.guess_type(str(path)))
            self.send_header("Content-Length", str(size))
            if gzip:
                self.send_header("Content-Encoding", "gzip")
            self.send_header("Vary", "Accept-Encoding")
            self.send_header("X-Content-Type-Options", "nosniff")
            fresh = path.name in ALWAYS_FRESH
            self.send_header("Cache-Control", "no-cache" if fresh else "max-age=3600")
            self.end_headers()
            if body:
                with contextlib.suppress(ConnectionError):
                    self.copyfile(handle, self.wfile)
        self.server.share.count(client, sent=True)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        """Quiet: a windowed game has no terminal, and a class makes hundreds of requests."""


def serve_forever_in_terminal(
    folder: Path | None,
    host: str,
    port: int,
    out: Callable[[str], object] = print,
    err: Callable[[str], object] | None = None,
    wait: Callable[[], object] | None = None,
) -> int:
    """``liubo --serve-web``: serve until Ctrl-C, printing the address and its QR code.
    Returns the exit status (2 when it cannot start, the reason printed by ``err``)."""
    err = err or (lambda line: print(line, file=sys.stderr))
    if folder is None:
        err(f"liubo: {NOT_BUILT}")
        return 2
    share = WebShare(folder)
    try:
        url = share.start(host, port)
    except ShareError as exc:
        err(f"liubo: {exc}")
        return 2
    try:  # Ctrl-C may come at any moment from here on: it always stops cleanly
        reach = {"127.0.0.1": "this computer only"}.get(host, "the local network")
        if host == "0.0.0.0":
            reach = "every network this computer is on"
        out(f"Serving the browser edition of Liubo to {reach}.")
        out(f"Students open: {url}")
        encoding = getattr(sys.stdout, "encoding", None) or "ascii"
        with contextlib.suppress(UnicodeError, LookupError):
            "█▄▀".encode(encoding)
            out(qr_terminal(url))
        out(f"(files from {folder}; Ctrl-C stops)")
        (wait or _sleep_forever)()
    except KeyboardInterrupt:
        pass
    finally:
        share.stop()
    out("Stopped sharing.")
    return 0
