"""The pupil's finished lessons, kept in ``lessons.json`` in the user's data folder (no pygame)::

    {"done": ["enter", "owl"]}

Reading never raises. A file the game cannot use (not JSON, not an object, ``done`` not a
list of lesson ids) is renamed aside, never overwritten by the next tick, and
:attr:`LessonProgress.notice` says so once; the ids it could read are kept. A tick is
added to what the file holds at that moment, so two windows on one folder (issue 35 item
2) keep each other's ticks.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..services.file_safety import (
    Notice,
    atomic_write_text,
    parse_json_object,
    read_user_file,
    set_aside,
)
from ..services.translation import N_

PROGRESS_FILE = "lessons.json"

MSG_PROGRESS_SET_ASIDE = N_(
    "The list of finished lessons could not be read; it was kept as {name} and the "
    "ticks it held may be missing."
)
MSG_PROGRESS_UNREADABLE = N_("The list of finished lessons could not be read.")


class ProgressError(ValueError):
    """A progress file that is not ours to read as it is; ``ids``: the lesson ids it held
    that could be read all the same."""

    def __init__(self, reason: str, ids: set[str] | None = None) -> None:
        super().__init__(reason)
        self.ids = ids or set()


def read_progress(path: Path) -> set[str]:
    """The lesson ids in ``path`` (empty if there is no file); ``OSError`` if it cannot be
    read, ``ProgressError`` (with the ids it could read) if it is not a progress file."""
    try:
        doc = parse_json_object(read_user_file(path))
    except FileNotFoundError:
        return set()
    except ValueError as exc:
        raise ProgressError(str(exc)) from exc
    done = doc.get("done", [])
    if not isinstance(done, list):
        raise ProgressError("'done' is not a list")
    ids = {d for d in done if isinstance(d, str) and d}
    if not all(isinstance(d, str) and d for d in done):
        raise ProgressError("'done' holds something other than lesson ids", ids)
    return ids


class LessonProgress:
    """The finished lessons; ``notice``: what went wrong reading them, if anything."""

    def __init__(self, data_dir: Path) -> None:
        self.path = Path(data_dir) / PROGRESS_FILE
        self.done: set[str] = set()
        self.notice: Notice | None = None
        try:
            self.done = read_progress(self.path)
        except ProgressError as exc:
            self.done = exc.ids
            aside = set_aside(self.path)
            self.notice = (
                Notice(MSG_PROGRESS_SET_ASIDE, name=aside.name)
                if aside is not None
                else Notice(MSG_PROGRESS_UNREADABLE)
            )
        except OSError:
            self.notice = Notice(MSG_PROGRESS_UNREADABLE)

    def mark_done(self, lesson_id: str) -> bool:
        """Remember a finished lesson (saved at once, beside the ticks the file holds now:
        another window may have added some); False if it could not be saved."""
        self.done.add(lesson_id)
        try:
            self.done |= read_progress(self.path)
        except ProgressError as exc:  # it went bad meanwhile: kept aside, its ticks taken
            self.done |= exc.ids
            set_aside(self.path)
        except OSError:
            pass  # the write below says whether the folder can be used
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, json.dumps({"done": sorted(self.done)}, indent=1))
        except OSError:
            return False
        return True
