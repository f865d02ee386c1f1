"""Sharing the browser edition: only the web folder's files, read-only, never a listing."""

import gzip
import http.client
import os
import socket
import time
import urllib.error
import urllib.request

import pytest

from liubo.services.web_share import (
    NOT_BUILT,
    ShareError,
    WebShare,
    bind_choices,
    find_web_folder,
    qr_matrix,
    qr_terminal,
    url_for,
)


@pytest.fixture
def site(tmp_path):
    """A small built site, and a secret file beside it that must never be served."""
    web = tmp_path / "web"
    (web / "py").mkdir(parents=True)
    (web / "index.html").write_text("<html>Liubo</html>", encoding="utf-8")
    (web / "py" / "pyodide.asm.wasm").write_bytes(b"\0asm" + bytes(100))
    (web / "app.js").write_text("console.log('liubo')", encoding="utf-8")
    (web / "app.js.gz").write_bytes(gzip.compress(b"console.log('liubo')"))
    (web / "empty").mkdir()
    (tmp_path / "secret.txt").write_text("the teacher's marks", encoding="utf-8")
    return web


@pytest.fixture
def served(site):
    share = WebShare(site)
    url = share.start("127.0.0.1", 0)
    yield share, url
    share.stop()


def raw_get(url: str, path: str, method: str = "GET", headers=None):  # noqa: ANN001
    """The status and body of a request for ``path`` exactly as written (no client
    clean-up of ``..`` or escapes)."""
    host, port = url.split("//")[1].rstrip("/").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=10)
    try:
        conn.request(method, path, headers=headers or {})
        response = conn.getresponse()
        return response.status, response.read(), dict(response.getheaders())
    finally:
        conn.close()


def test_the_site_is_served_with_the_types_browsers_need(served):
    share, url = served
    status, body, headers = raw_get(url, "/")
    assert (status, body) == (200, b"<html>Liubo</html>")
    assert headers["Content-Type"].startswith("text/html")
    assert headers["Cache-Control"] == "no-cache"  # a rebuilt site reaches the class
    status, body, headers = raw_get(url, "/py/pyodide.asm.wasm")
    assert status == 200 and body.startswith(b"\0asm")
    assert headers["Content-Type"] == "application/wasm"  # or the browser will not compile it
    status, body, headers = raw_get(url, "/index.html?v=2")
    assert status == 200 and body == b"<html>Liubo</html>"


def test_a_compressed_copy_goes_to_a_browser_that_accepts_it(served):
    _share, url = served
    status, body, headers = raw_get(url, "/app.js", headers={"Accept-Encoding": "gzip, br"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(body) == b"console.log('liubo')"
    assert headers["Content-Type"] == "text/javascript"
    status, body, headers = raw_get(url, "/app.js")
    assert status == 200 and body == b"console.log('liubo')" and "Content-Encoding" not in headers


def test_a_site_kept_only_compressed_is_served_whole(tmp_path, monkeypatch):
    """The bundle keeps each file that has a .gz only as its .gz: a browser taking gzip gets
    it as it is, another gets it unpacked; nothing outside comes through its name either."""
    web = tmp_path / "web"
    (web / "py").mkdir(parents=True)
    (web / "index.html.gz").write_bytes(gzip.compress(b"<html>Liubo</html>"))
    (web / "py" / "liubo.zip.gz").write_bytes(gzip.compress(b"PK zip"))
    (tmp_path / "secret.txt.gz").write_bytes(gzip.compress(b"the teacher's marks"))
    share = WebShare(web)
    url = share.start("127.0.0.1", 0)
    try:
        for path in ("/", "/index.html"):
            status, body, headers = raw_get(url, path, headers={"Accept-Encoding": "gzip"})
            assert status == 200 and headers["Content-Encoding"] == "gzip"
            assert gzip.decompress(body) == b"<html>Liubo</html>"
            assert headers["Content-Type"].startswith("text/html")
            status, body, headers = raw_get(url, path)
            assert (status, body) == (200, b"<html>Liubo</html>")
            assert "Content-Encoding" not in headers
        status, body, headers = raw_get(url, "/py/liubo.zip", method="HEAD")
        assert status == 200 and headers["Content-Length"] == "6" and body == b""
        for path in ("/../secret.txt", "/%2e%2e/secret.txt", "/py/", "/missing.js"):
            assert raw_get(url, path)[0] == 404, path
    finally:
        share.stop()
    monkeypatch.setenv("LIUBO_WEB_DIR", str(web))
    assert find_web_folder() == web.resolve()


@pytest.mark.parametrize(
    "path",
    [
        "/../secret.txt",
        "/%2e%2e/secret.txt",
        "/py/..%2f..%2fsecret.txt",
        "/py/%2e%2e/%2e%2e/secret.txt",
        "//secret.txt",
        "/..\\secret.txt",
        "/%00index.html",
        "/C:/Windows/win.ini",
        "/%ff%fe",
        "/empty/",  # a folder without index.html: never a listing
        "/py/",
        "/missing.js",
    ],
)
def test_nothing_outside_the_site_and_no_listing(served, path):
    _share, url = served
    status, body, _headers = raw_get(url, path)
    assert status == 404
    assert b"teacher" not in body and b"pyodide" not in body


def test_a_link_leading_out_of_the_site_is_not_followed(site, served):
    _share, url = served
    os.symlink(site.parent / "secret.txt", site / "marks.txt")
    os.symlink(site.parent, site / "up")
    assert raw_get(url, "/marks.txt")[0] == 404
    assert raw_get(url, "/up/secret.txt")[0] == 404


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
def test_nothing_can_be_uploaded_or_changed(site, served, method):
    _share, url = served
    before = sorted(p.name for p in site.rglob("*"))
    status, _body, headers = raw_get(url, "/index.html", method=method)
    assert status == 405 and headers["Allow"] == "GET, HEAD"
    assert sorted(p.name for p in site.rglob("*")) == before
    assert (site / "index.html").read_text(encoding="utf-8") == "<html>Liubo</html>"


def test_head_answers_without_a_body_and_the_counts_follow(served):
    share, url = served
    status, body, headers = raw_get(url, "/index.html", method="HEAD")
    assert status == 200 and body == b"" and headers["Content-Length"] == "18"
    raw_get(url, "/missing")
    stats = share.stats
    assert stats.files_sent == 1 and stats.refused == 1 and stats.devices == {"127.0.0.1"}


def test_a_taken_port_moves_to_the_next_and_stopping_frees_it(site):
    with socket.socket() as blocker:
        blocker.bind(("127.0.0.1", 0))
        blocker.listen()
        taken = blocker.getsockname()[1]
        share = WebShare(site)
        try:
            url = share.start("127.0.0.1", taken, tries=10)
            assert share.address is not None and share.address[1] != taken
            assert urllib.request.urlopen(url, timeout=10).status == 200
        finally:
            share.stop()
        with pytest.raises(ShareError, match="in use"):
            WebShare(site).start("127.0.0.1", taken, tries=1)
    port = share.address
    assert port is None and not share.running
    # the stopped server lets go of its port within a second
    again = WebShare(site)
    deadline = time.monotonic() + 5
    while True:
        try:
            again.start("127.0.0.1", int(url.rsplit(":", 1)[1].rstrip("/")), tries=1)
            break
        except ShareError:
            assert time.monotonic() < deadline
            time.sleep(0.1)
    again.stop()


def test_an_address_that_is_not_this_computers_says_so(site):
    with pytest.raises(ShareError) as caught:
        WebShare(site).start("192.0.2.77", 0)  # TEST-NET-1: never a local address
    assert "192.0.2.77" in str(caught.value)
    assert "not one of this computer's" in str(caught.value)


def test_without_the_built_site_sharing_says_how_to_build_it(tmp_path):
    with pytest.raises(ShareError) as caught:
        WebShare(tmp_path).start("127.0.0.1", 0)
    assert caught.value.msgid == NOT_BUILT


def test_the_web_folder_is_found_from_the_environment_or_the_checkout(site, monkeypatch):
    monkeypatch.setenv("LIUBO_WEB_DIR", str(site))
    assert find_web_folder() == site.resolve()
    monkeypatch.setenv("LIUBO_WEB_DIR", str(site / "empty"))
    fake_module = site.parent / "src" / "liubo" / "services" / "web_share.py"
    assert find_web_folder(fake_module) is None
    (site.parent / "dist").mkdir()
    site.rename(site.parent / "dist" / "web")
    assert find_web_folder(fake_module) == (site.parent / "dist" / "web").resolve()


def test_the_choices_put_the_local_network_first_and_say_who_reaches_them():
    choices = bind_choices()
    reaches = [c.reach for c in choices]
    assert reaches[-2:] == ["local", "all"] and set(reaches[:-2]) <= {"lan"}
    assert choices[-2].host == "127.0.0.1" and choices[-1].host == "0.0.0.0"
    assert url_for("127.0.0.1", 8066) == "http://127.0.0.1:8066/"
    assert not url_for("0.0.0.0", 8066).startswith("http://0.0.0.0")


def test_the_qr_code_has_its_finder_patterns_and_quiet_zone():
    matrix = qr_matrix("http://192.168.1.20:8066/")
    side = len(matrix)
    assert all(len(row) == side for row in matrix) and (side - 8 - 17) % 4 == 0
    assert not any(matrix[0]) and not any(row[0] for row in matrix)  # the quiet zone
    for top, left in ((4, 4), (4, side - 11), (side - 11, 4)):  # the three finder squares
        ring = [matrix[top][left + i] for i in range(7)] + [
            matrix[top + 6][left + i] for i in range(7)
        ]
        assert all(ring) and all(
            matrix[top + 2 + i][left + 2 + j] for i in range(3) for j in range(3)
        )
        assert not matrix[top + 1][left + 1]
    lines = qr_terminal("http://192.168.1.20:8066/").splitlines()
    assert len(lines) == (side + 1) // 2 and all(len(line) == side for line in lines)


def test_urllib_sees_a_clean_refusal_for_a_missing_page(served):
    _share, url = served
    with pytest.raises(urllib.error.HTTPError) as caught:
        urllib.request.urlopen(url + "nothing-here", timeout=10)
    assert caught.value.code == 404
