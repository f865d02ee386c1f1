"""Print every benchmark figure as ``name: value`` lines (``make bench``).

python -m liubo.tools.bench [engine] [ai] [network] [ui]
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys

SUITES = ("engine", "ai", "network", "ui")


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep the output to name: value
    wanted = (argv if argv is not None else sys.argv[1:]) or list(SUITES)
    unknown = [w for w in wanted if w not in SUITES]
    if unknown:
        print(f"unknown suite(s): {', '.join(unknown)}; choose from {', '.join(SUITES)}")
        return 2
    for suite in wanted:
        name = f"liubo.tools.benchmarks.{suite}"
        if importlib.util.find_spec(name) is None:
            print(f"# {suite}: no benchmarks yet")
            continue
        module = importlib.import_module(name)
        for key, value in module.run().items():
            print(f"{key}: {value}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
