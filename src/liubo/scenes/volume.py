"""The sound volume as the settings screen changes it.

A change is heard at once. A step (the - and + buttons, Left and Right, the speed keys)
is saved at once; the slider's value is followed frame by frame and saved only once it has
rested for ``SAVE_DELAY`` seconds, so that dragging it does not write the settings file
every frame. ``flush`` saves a volume still waiting (the screen closing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..context import Context

VOLUME_STEP = 0.1
SAVE_DELAY = 0.4  # seconds the slider must rest before the volume is written to disk


class VolumeControl:
    """The volume heard and the volume saved, with a slider's value waiting to be saved."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.pending: float | None = None  # heard, not saved yet
        self.wait = 0.0  # seconds left before ``pending`` is saved

    def set(self, volume: float, save: bool = True) -> None:
        """Apply a volume (0..1) to the sounds at once; save it now or after a short rest."""
        volume = min(1.0, max(0.0, float(volume)))
        self.ctx.sound.set_volume(volume)
        if save:
            self.pending = None
            self.ctx.update_settings(volume=volume)
        else:
            self.pending = volume
            self.wait = SAVE_DELAY

    def step(self, direction: int) -> float:
        """One step up (1) or down (-1), applied and saved; the new volume."""
        volume = round(min(1.0, max(0.0, self.ctx.settings.volume + direction * VOLUME_STEP)), 2)
        self.set(volume)
        return volume

    def follow(self, value: float) -> bool:
        """A slider's value (0..1): True if it differs from the volume heard (now applied,
        saved after a rest)."""
        if abs(value - self.ctx.sound.volume) > 0.005:
            self.set(value, save=False)
            return True
        return False

    def tick(self, dt: float) -> None:
        """Time passes: save the waiting volume once it has rested long enough."""
        if self.pending is not None:
            self.wait -= dt
            if self.wait <= 0:
                self.flush()

    def flush(self) -> None:
        """Save the volume still waiting, if any."""
        if self.pending is not None:
            self.ctx.update_settings(volume=self.pending)
            self.pending = None
