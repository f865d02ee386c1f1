"""``python -m liubo`` (and the standalone bundle's program): start the game."""

import sys

if getattr(sys, "frozen", False):
    # first of all, in the bundle (PyInstaller): the computer players' worker process
    # starts the program itself again, and this call turns that start into the worker
    import multiprocessing

    multiprocessing.freeze_support()

from liubo.cli import main  # noqa: E402

raise SystemExit(main())
