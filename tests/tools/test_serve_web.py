"""``liubo --serve-web``: the browser edition shared from a terminal, stopped by Ctrl-C."""

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def serve(args, env):  # noqa: ANN001, ANN201
    return subprocess.Popen(
        [sys.executable, "-m", "liubo", "--serve-web", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def test_serve_web_prints_the_address_and_its_code_and_stops_on_ctrl_c(tmp_path):
    (tmp_path / "index.html").write_text("<html>Liubo</html>", encoding="utf-8")
    env = {**os.environ, "LIUBO_WEB_DIR": str(tmp_path), "PYTHONIOENCODING": "utf-8"}
    port = free_port()
    proc = serve([str(port), "--bind", "127.0.0.1"], env)
    lines = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        lines.append(line)
        if "Ctrl-C stops" in line or not line:
            break
    url = (
        next(line for line in lines if line.startswith("Students open:")).split(": ", 1)[1].strip()
    )
    assert url == f"http://127.0.0.1:{port}/"
    assert "this computer only" in "".join(lines)
    assert urllib.request.urlopen(url, timeout=10).read() == b"<html>Liubo</html>"
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert "█" in "".join(lines)  # the QR code, for a phone held up to the terminal
    assert "Stopped sharing." in out and "Traceback" not in err


def test_serve_web_without_the_site_or_with_a_bad_port_says_so(tmp_path, monkeypatch):
    from liubo.services.web_share import find_web_folder

    env = {**os.environ, "LIUBO_WEB_DIR": str(tmp_path)}
    monkeypatch.setenv("LIUBO_WEB_DIR", str(tmp_path))
    if find_web_folder() is None:  # a checkout with a built dist/web would serve it (forever)
        done = subprocess.run(
            [sys.executable, "-m", "liubo", "--serve-web", "--bind", "127.0.0.1"],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
            cwd=tmp_path,
        )
        assert done.returncode == 2 and "make web" in done.stderr, done.stderr
        assert "Traceback" not in done.stderr
    bad = subprocess.run(
        [sys.executable, "-m", "liubo", "--serve-web", "70000"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and "expected a port from 1 to 65535" in bad.stderr
