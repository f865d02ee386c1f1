"""The player's preferences and the file that keeps them (no pygame).

``settings.json`` in the config folder (see ``liubo.services.folders.resolve_paths``)::

    {"format": "liubo-settings", "version": 1, "language": "en", "volume": 0.8,
     "muted": false, "animation_speed": "normal", "fullscreen": false,
     "show_lines": true, "names_mode": "off", "colorblind": false,
     "window_size": [1280, 720], "readings": "pond=sanctuary"}

Missing keys take their defaults and unknown keys are ignored. A file that cannot be
used (not JSON, not ours, a newer version, or a value of the wrong kind) is renamed aside,
never deleted, and :meth:`SettingsStore.load` returns a one-line notice for the user.
"""

from __future__ import annotations

import dataclasses
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from liubo.engine.contract import RULESET_FILES, default_ruleset_id
from liubo.engine.ruleset import load_ruleset, parse_options_text
from liubo.services.file_safety import (
    Notice,
    atomic_write_text,
    is_finite_number,
    os_reason,
    parse_json_object,
    read_user_file,
    set_aside,
)
from liubo.services.folders import UserPaths
from liubo.services.translation import (
    N_,
    UNAVAILABLE_LANGUAGE,
    language_display_name,
    load_translator,
    match_language,
)

SETTINGS_FORMAT = "liubo-settings"
SETTINGS_VERSION = 1
SETTINGS_NAME = "settings.json"

ANIMATION_SPEEDS = ("slow", "normal", "fast", "reduced")
NAMES_MODES = ("off", "hanzi", "pinyin", "english")
#: every names mode a game may show: ``labels`` is a ruleset's own labels (Cazaux's 1-20 and
#: letters), reached with N in a game of that ruleset
ALL_NAMES_MODES = (*NAMES_MODES, "labels")
THROW_MODES = ("random", "hand")  # thrown by the game, or real sticks typed in
PRESENTER_SCALES = (100, 125, 150, 175, 200)  # presenter mode's text size in per cent
MIN_WINDOW = (640, 480)
MAX_WINDOW = (16384, 16384)
DEFAULT_WINDOW = (1280, 720)
LANGUAGE_PATTERN = re.compile(r"^[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{2,8}){0,3}$")

MSG_SETTINGS_SET_ASIDE = N_(
    "Your settings could not be read; they were kept as {name} and the defaults are used."
)
MSG_SETTINGS_PARTLY_RESET = N_(
    "Some settings were invalid and were reset; the old file was kept as {name}."
)
MSG_SETTINGS_PARTLY_RESET_IN_PLACE = N_("Some settings were invalid and were reset.")
MSG_SETTINGS_UNREADABLE = N_("Your settings could not be read; the defaults are used.")
MSG_SETTINGS_WRITE_FAILED = N_("Your settings could not be saved: {reason}")


@dataclass(frozen=True)
class Settings:
    """The player's preferences. Immutable: use ``dataclasses.replace`` (or :meth:`with_`)."""

    language: str = "en"
    volume: float = 0.8
    muted: bool = False
    animation_speed: str = "normal"  # slow | normal | fast | reduced (reduced motion)
    fullscreen: bool = False
    show_lines: bool = True  # helper lines shown by default
    names_mode: str = "off"  # position names: off | hanzi | pinyin | english | labels
    colorblind: bool = False  # colour-blind-safe palette
    window_size: tuple[int, int] = DEFAULT_WINDOW
    throws: str = "random"  # random | hand (real sticks, entered by hand)
    presenter: int = 100  # presenter mode's text size in per cent; 100 is off
    #: the rules of a new game: a registered ruleset's id (the default ruleset's at first)
    ruleset: str = dataclasses.field(default_factory=default_ruleset_id)
    #: the TLV rule readings of a new game that differ from the defaults, as a record's
    #: options line writes them ("owl-landing=contest pond=sanctuary"); "" for the defaults
    readings: str = ""

    @property
    def reduced_motion(self) -> bool:
        """True when animations should not shake and moves should be instant."""
        return self.animation_speed == "reduced"

    @property
    def effective_volume(self) -> float:
        """The volume to play at: 0 when muted."""
        return 0.0 if self.muted else self.volume

    def with_(self, **changes: Any) -> Settings:
        """A copy with some fields changed; invalid values raise ``ValueError``."""
        merged = {**self.to_dict(), **changes}
        result, problems = Settings.from_dict(merged)
        if problems:
            raise ValueError(f"invalid settings: {', '.join(problems)}")
        return result

    def to_dict(self) -> dict[str, Any]:
        """The file's JSON object (with format and version)."""
        data: dict[str, Any] = {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION}
        for item in dataclasses.fields(self):
            data[item.name] = getattr(self, item.name)
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Settings from a JSON object, and the names of fields that were invalid (defaulted).

        Does not check ``format``/``version``; see :func:`parse_settings`.
        """
        values: dict[str, Any] = {}
        problems: list[str] = []
        for item in dataclasses.fields(cls):
            if item.name not in data:
                continue
            value = _clean_field(item.name, data[item.name])
            if value is None:
                problems.append(item.name)
            else:
                values[item.name] = value
        return cls(**values), problems


#: the fields whose value is one word of a fixed list
_CHOICES: dict[str, tuple[str, ...]] = {
    "animation_speed": ANIMATION_SPEEDS,
    "names_mode": ALL_NAMES_MODES,
    "throws": THROW_MODES,
}


def _clean_field(name: str, value: Any) -> Any:
    """The value for a settings field, normalised, or None if it is not acceptable.

    The type is checked first, for every field: a list, an object, a null, a float or a
    huge number where a word or a whole number belongs is refused, never compared with
    the allowed values (``"ruleset": ["tlv"]`` raised ``TypeError: unhashable type``
    at every start, and ``"presenter": 125.0`` was kept as a float)."""
    if name in ("muted", "fullscreen", "show_lines", "colorblind"):
        return value if isinstance(value, bool) else None
    if name == "volume":
        if not is_finite_number(value):
            return None
        return min(1.0, max(0.0, float(value)))
    if name == "presenter":
        return value if _is_whole(value) and value in PRESENTER_SCALES else None
    if name == "window_size":
        if isinstance(value, list | tuple) and len(value) == 2 and all(map(_is_whole, value)):
            # clamped, not fatal; the app also clamps to the desktop once it knows it
            return clamp_window_size((value[0], value[1]))
        return None
    if not isinstance(value, str):  # every other field is a word
        return None
    if name == "language":
        return value if LANGUAGE_PATTERN.match(value) else None
    if name == "ruleset":
        return value if value in RULESET_FILES else None
    if name == "readings":
        return clean_readings(value)
    choices = _CHOICES.get(name, ())
    return value if value in choices else None


def _is_whole(value: Any) -> bool:
    """A whole JSON number (not a bool, not a float such as 125.0)."""
    return isinstance(value, int) and not isinstance(value, bool)


def with_language(settings: Settings, code: str) -> tuple[Settings, Notice | None]:
    """``settings`` in the language ``code`` asks for (``--lang``) when the game has it;
    otherwise unchanged, with a notice: a code the game lacks is never saved."""
    found = match_language(code)
    if found is None:
        current = language_display_name(load_translator(settings.language).language)
        shown = repr(code.strip()[:40])
        return settings, Notice(UNAVAILABLE_LANGUAGE, code=shown, language=current)
    return settings.with_(language=found), None


def clean_readings(value: Any) -> str | None:
    """The readings text in its one written form (the ruleset's ``options_text``: sorted,
    defaults left out), or None if it names an option or a value the default ruleset (whose
    options the readings are) lacks."""
    if not isinstance(value, str):
        return None
    try:
        return load_ruleset(None, parse_options_text(value)).options_text()
    except ValueError:
        return None


def clamp_window_size(
    size: tuple[int, int], desktop: tuple[int, int] | None = None
) -> tuple[int, int]:
    """A window size no smaller than ``MIN_WINDOW`` and no larger than the desktop (if known).

    On a desktop smaller than the minimum the desktop wins: the window must fit the screen.
    """
    width = min(MAX_WINDOW[0], max(MIN_WINDOW[0], int(size[0])))
    height = min(MAX_WINDOW[1], max(MIN_WINDOW[1], int(size[1])))
    if desktop is not None and desktop[0] > 0 and desktop[1] > 0:
        width, height = min(width, desktop[0]), min(height, desktop[1])
    return (width, height)


def parse_settings(data: bytes) -> tuple[Settings, list[str]]:
    """Parse a settings file: (settings, bad fields), or ``ValueError`` if it is unusable."""
    obj = parse_json_object(data)
    if obj.get("format") != SETTINGS_FORMAT:
        raise ValueError("not a Liubo settings file")
    version = obj.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError("bad version")
    if version > SETTINGS_VERSION:
        raise ValueError(f"written by a newer version ({version})")
    return Settings.from_dict(obj)


class SettingsStore:
    """Reads settings at start and writes them (atomically) when they change."""

    def __init__(self, config_dir: Path | UserPaths) -> None:
        folder = config_dir.config_dir if isinstance(config_dir, UserPaths) else Path(config_dir)
        self.path = folder / SETTINGS_NAME
        self._saved: Settings | None = None

    def load(self, first_language: str = "en") -> tuple[Settings, Notice | None]:
        """The saved settings; with no file yet, or none that can be used, the defaults in
        ``first_language`` (the app passes the system's, ``system_language``). Never raises.

        A file that cannot be used is renamed aside and a notice returned; a file with some
        invalid values keeps its good values, is renamed aside, and the notice says so.
        """
        fresh = Settings(language=first_language)
        try:
            data = read_user_file(self.path)
        except FileNotFoundError:
            return fresh, None
        except (OSError, ValueError):
            data = None
        if data is not None:
            try:
                settings, problems = parse_settings(data)
            except ValueError:
                pass
            else:
                if not problems:
                    self._saved = settings
                    return settings, None
                aside = set_aside(self.path)
                if aside is None:
                    return settings, Notice(MSG_SETTINGS_PARTLY_RESET_IN_PLACE)
                return settings, Notice(MSG_SETTINGS_PARTLY_RESET, name=aside.name)
        aside = set_aside(self.path)
        if aside is None:
            return fresh, Notice(MSG_SETTINGS_UNREADABLE)
        return fresh, Notice(MSG_SETTINGS_SET_ASIDE, name=aside.name)

    def save(self, settings: Settings) -> Notice | None:
        """Write the settings if they changed since the last load or save. Never raises."""
        if settings == self._saved:
            return None
        text = json.dumps(settings.to_dict(), ensure_ascii=False, indent=1) + "\n"
        try:
            atomic_write_text(self.path, text)
        except OSError as exc:
            return Notice(MSG_SETTINGS_WRITE_FAILED, reason=os_reason(exc))
        self._saved = settings
        return None
