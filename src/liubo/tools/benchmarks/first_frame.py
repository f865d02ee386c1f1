"""The time from starting the game to its first presented frame, warm and cold.

Part of ``make bench-window`` and ``make bench-dist`` (see :mod:`.window`).
``first_frame_ms`` is the wall time from starting ``python -m liubo --first-frame-exit``
(or a bundle's program) to its first presented title frame; beside it, the CPU time the
game itself had used by then (``first_frame_cpu_ms``, from /proc): on a machine shared
with other work the wall time grows while the CPU time does not. For a ``program``,
``first_frame_cold_ms`` is measured too: before each of those starts every file of the
program's folder is dropped from the page cache (``posix_fadvise(DONTNEED)``, Linux), so
it is read from the disk as after a reboot or a fresh unpack.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time


def first_frame_ms(env: dict[str, str], home: str, program: str | None = None) -> float:
    """Wall milliseconds from spawning the game to its first presented title frame."""
    return first_frame(env, home, program)[0]


def process_cpu_ms(pid: int) -> float:
    """The CPU time (user and system) a running process has used so far, in ms (Linux's
    /proc; nan elsewhere or once it has gone)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return float("nan")
    ticks = int(fields[11]) + int(fields[12])  # utime and stime, fields 14 and 15
    return ticks * 1000.0 / os.sysconf("SC_CLK_TCK")


def first_frame(env: dict[str, str], home: str, program: str | None = None) -> tuple[float, float]:
    """Wall milliseconds from spawning the game to its first presented title frame, and the
    CPU milliseconds the game itself used by then: on a loaded machine the wall time grows
    while the CPU time stays, which tells waiting for a core from work."""
    command = program_command(program)
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        [*command, "--portable", home, "--windowed", "--first-frame-exit"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    assert proc.stdout is not None
    took = cpu = float("nan")
    for line in proc.stdout:
        if line.startswith("first-frame"):
            took = (time.perf_counter() - t0) * 1000.0
            cpu = process_cpu_ms(proc.pid)
            break
    proc.wait(timeout=60)
    return took, cpu


def program_command(program: str | None) -> list[str]:
    """How to start the game: ``python -m liubo``, a bundle's program, or a Windows
    bundle's ``.exe`` through Wine (``make bench-dist-windows``)."""
    if program is None:
        return [sys.executable, "-m", "liubo"]
    if program.lower().endswith(".exe"):
        return ["wine", program]
    return [program]


def drop_from_page_cache(folder: str) -> int:
    """Evict every file under ``folder`` from the page cache (Linux); how many were."""
    if not hasattr(os, "posix_fadvise"):
        return 0
    count = 0
    for root, _dirs, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            if os.path.islink(path):
                continue
            fd = os.open(path, os.O_RDONLY)
            try:
                os.fsync(fd)  # no dirty pages left: DONTNEED drops only clean ones
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
                count += 1
            except OSError:
                pass
            finally:
                os.close(fd)
    return count


def program_environment(env: dict[str, str]) -> dict[str, str]:
    """``env`` without Python's variables and the virtual environment's folder on PATH."""
    python = {"PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP"}
    out = {k: v for k, v in env.items() if k not in python}
    out["PATH"] = os.pathsep.join(
        p for p in env.get("PATH", "").split(os.pathsep) if p and "venv" not in p
    )
    return out


def first_frames(env: dict[str, str], home: str, runs: int, program: str | None) -> None:
    """Print the first-frame medians: warm, and cold for a ``program``."""
    first_frame_ms(env, home, program)  # warm-up: the disk cache, compiled bytecode
    print_first_frames("first_frame", [first_frame(env, home, program) for _ in range(runs)])
    if program:
        cold = []
        for _ in range(runs):
            drop_from_page_cache(os.path.dirname(os.path.abspath(program)))
            cold.append(first_frame(env, home, program))
        print_first_frames("first_frame_cold", cold)


def print_first_frames(name: str, runs: list[tuple[float, float]]) -> None:
    """The median wall and CPU milliseconds of the runs, then each run's."""
    walls, cpus = [wall for wall, _cpu in runs], [cpu for _wall, cpu in runs]
    print(f"{name}_ms: {statistics.median(walls):.1f}")
    print(f"{name}_cpu_ms: {statistics.median(cpus):.1f}")
    print(f"{name}_ms_runs: {' '.join(f'{t:.0f}' for t in walls)}")
    print(f"{name}_cpu_ms_runs: {' '.join(f'{t:.0f}' for t in cpus)}")
