"""Sound effects through pygame.mixer; silent (never an error) when there is no audio device.

The sounds are WAV files under ``data/sounds/`` made by ``tools/make_sounds.py``. Nothing
is touched at import or construction: the mixer starts and each file is read on first use
(or in :meth:`SoundBoard.preload`), so the first frame is not delayed.
"""

from __future__ import annotations

import io
import logging
from typing import Any, Protocol

import pygame

from liubo.resources import data_path

SOUND_NAMES = ("shake", "sticks", "hop", "blockade", "capture", "owl", "nest", "victory")
MIXER_FREQUENCY = 44100
MIXER_BUFFER = 512  # small buffer: the clack should land with the sticks
MIXER_CHANNELS = 16  # effects may overlap (rattle, clacks, chimes)

_log = logging.getLogger(__name__)


class VolumeSettings(Protocol):
    """Anything with ``volume`` (0..1) and ``muted``, such as
    ``liubo.services.settings.Settings``."""

    @property
    def volume(self) -> float: ...

    @property
    def muted(self) -> bool: ...


def _clamp(volume: float) -> float:
    """``volume`` limited to 0..1 (bad values become 0)."""
    try:
        value = float(volume)
    except (TypeError, ValueError):
        return 0.0
    if value != value:  # NaN
        return 0.0
    return min(1.0, max(0.0, value))


class SoundBoard:
    """Plays the game's effects by name: ``board.play("owl")``.

    ``available`` is False when the mixer cannot start (no audio device, as on many
    school machines and CI); every method then does nothing. No method raises.
    """

    def __init__(self, volume: float = 0.8, muted: bool = False) -> None:
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        self._state: bool | None = None  # None: mixer not tried yet
        self._sounds: dict[str, Any] = {}
        self._missing: set[str] = set()
        self._started_mixer = False

    @classmethod
    def from_settings(cls, settings: VolumeSettings) -> SoundBoard:
        """A board at the settings' volume and mute."""
        return cls(volume=settings.volume, muted=settings.muted)

    @property
    def volume(self) -> float:
        """The volume, 0..1 (kept while muted)."""
        return self._volume

    @property
    def muted(self) -> bool:
        """True when no sound is played."""
        return self._muted

    @property
    def available(self) -> bool:
        """True if sound can be played (starts the mixer on first use)."""
        if self._state is None:
            self._state = self._start_mixer()
        return self._state

    def _start_mixer(self) -> bool:
        """Start pygame.mixer if nobody has; False if it cannot start."""
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.init(
                    frequency=MIXER_FREQUENCY, size=-16, channels=2, buffer=MIXER_BUFFER
                )
                self._started_mixer = True
            if pygame.mixer.get_num_channels() < MIXER_CHANNELS:
                pygame.mixer.set_num_channels(MIXER_CHANNELS)
            return pygame.mixer.get_init() is not None
        except Exception as exc:  # pygame.error, NotImplementedError (no mixer module), ...
            _log.info("sound disabled: %s", exc)
            return False

    def _effective(self) -> float:
        return 0.0 if self._muted else self._volume

    def _sound(self, name: str) -> Any | None:
        """The loaded Sound for ``name``, or None if it cannot be had."""
        sound = self._sounds.get(name)
        if sound is not None or name in self._missing:
            return sound
        if name not in SOUND_NAMES:
            _log.warning("unknown sound %r", name)
            self._missing.add(name)
            return None
        try:
            data = data_path("sounds", f"{name}.wav").read_bytes()
            sound = pygame.mixer.Sound(file=io.BytesIO(data))
            sound.set_volume(self._effective())
        except Exception as exc:  # missing file, bad file, mixer gone
            _log.warning("sound %r unavailable: %s", name, exc)
            self._missing.add(name)
            return None
        self._sounds[name] = sound
        return sound

    def preload(self) -> None:
        """Start the mixer and load every sound now (e.g. while the title screen idles)."""
        if self.available:
            for name in SOUND_NAMES:
                self._sound(name)

    @property
    def loaded(self) -> list[str]:
        """The names of the sounds loaded so far."""
        return sorted(self._sounds)

    def play(self, name: str) -> None:
        """Play an effect (one of ``SOUND_NAMES``); nothing happens when muted or silent."""
        if self._muted or self._volume <= 0.0 or not self.available:
            return
        sound = self._sound(name)
        if sound is None:
            return
        try:
            sound.set_volume(self._effective())
            sound.play()
        except Exception as exc:
            _log.info("could not play %r: %s", name, exc)

    def set_volume(self, volume: float) -> None:
        """Set the volume (0..1), also for sounds already playing."""
        self._volume = _clamp(volume)
        self._apply_volume()

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute; muting also silences sounds already playing."""
        self._muted = bool(muted)
        self._apply_volume()

    def apply_settings(self, settings: VolumeSettings) -> None:
        """Follow changed settings (volume and mute)."""
        self._volume = _clamp(settings.volume)
        self._muted = bool(settings.muted)
        self._apply_volume()

    def _apply_volume(self) -> None:
        level = self._effective()
        for sound in self._sounds.values():
            try:
                sound.set_volume(level)
            except Exception:  # the mixer was shut down behind our back
                pass

    def close(self) -> None:
        """Forget the loaded sounds and stop the mixer if this board started it."""
        self._sounds.clear()
        if self._started_mixer:
            try:
                pygame.mixer.quit()
            except Exception:
                pass
            self._started_mixer = False
        self._state = None
