"""Sound: the board is silent without a device, and the shipped WAVs have a sane shape."""

from __future__ import annotations

import array
import importlib.util
import io
import math
import sys
import wave
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from liubo.resources import data_path
from liubo.services.audio import SOUND_NAMES, SoundBoard
from liubo.services.settings import Settings

ROOT = Path(__file__).resolve().parents[2]

# (shortest, longest) seconds for each effect
DURATIONS = {
    "shake": (0.3, 1.2),
    "sticks": (0.2, 0.8),
    "hop": (0.05, 0.3),
    "blockade": (0.2, 0.8),
    "capture": (0.2, 0.8),
    "owl": (0.6, 1.6),
    "nest": (0.6, 1.6),
    "victory": (1.5, 3.5),
}


def read_wav(name: str) -> tuple[wave._wave_params, array.array]:
    blob = data_path("sounds", f"{name}.wav").read_bytes()
    with wave.open(io.BytesIO(blob)) as handle:
        params = handle.getparams()
        pcm = array.array("h", handle.readframes(params.nframes))
    if sys.byteorder == "big":
        pcm.byteswap()
    return params, pcm


@pytest.fixture
def no_mixer() -> None:
    """Start each test with the mixer stopped, and stop it again afterwards."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_file_shape(name: str) -> None:
    params, pcm = read_wav(name)
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    seconds = params.nframes / params.framerate
    low, high = DURATIONS[name]
    assert low <= seconds <= high
    peak = max(abs(v) for v in pcm) / 32768
    rms = math.sqrt(sum(v * v for v in pcm) / len(pcm)) / 32768
    assert 0.25 < peak < 0.9, "loud enough, and well clear of clipping"
    assert sum(1 for v in pcm if abs(v) >= 32000) == 0
    assert 20 * math.log10(rms) > -32, "not nearly silent"
    assert abs(sum(pcm) / len(pcm)) < 100, "no DC offset"
    assert abs(pcm[0]) < 300 and abs(pcm[-1]) < 300, "no click at either end"
    assert len(pcm) * 2 < 150_000, "small files"


def test_sound_levels_keep_the_hop_soft() -> None:
    def peak(name: str) -> int:
        return max(abs(v) for v in read_wav(name)[1])

    assert peak("hop") < peak("sticks") and peak("hop") < peak("victory")


def load_generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_files_match_the_generator() -> None:
    generator = load_generator()
    assert tuple(generator.SOUNDS) == SOUND_NAMES
    for name in SOUND_NAMES:
        fresh = generator.render(name)
        committed = read_wav(name)[1]
        assert len(fresh) == len(committed)
        # allow for last-bit differences in another platform's libm
        assert max(abs(a - b) for a, b in zip(fresh, committed, strict=True)) <= 2, name


def test_plays_every_sound_with_the_dummy_driver(no_mixer: None) -> None:
    board = SoundBoard.from_settings(Settings(volume=0.5))
    assert board.available
    board.preload()
    for name in SOUND_NAMES:
        board.play(name)
    board.play("no-such-sound")  # ignored, not an error
    board.set_volume(0.2)
    assert board.volume == 0.2
    board.set_muted(True)
    board.play("owl")
    board.set_volume(float("nan"))
    assert board.volume == 0.0
    board.apply_settings(Settings(volume=1.0, muted=False))
    assert board.volume == 1.0 and not board.muted
    board.close()
    assert pygame.mixer.get_init() is None


def test_nothing_starts_before_first_use(no_mixer: None, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[object] = []
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: calls.append(a))
    board = SoundBoard()
    board.set_volume(0.4)
    board.set_muted(False)
    assert calls == []


def test_mixer_init_failure_means_silence(no_mixer: None, monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", fail)
    board = SoundBoard(volume=1.0)
    assert board.available is False
    board.preload()
    for name in SOUND_NAMES:
        board.play(name)
    board.set_volume(0.5)
    board.set_muted(True)
    board.close()


def test_broken_sound_loading_means_silence(
    no_mixer: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise pygame.error("Unable to open file")

    monkeypatch.setattr(pygame.mixer, "Sound", broken)
    board = SoundBoard()
    assert board.available
    board.play("capture")
    board.play("capture")
    board.close()


def test_muted_board_does_not_start_the_mixer(no_mixer: None) -> None:
    board = SoundBoard(muted=True)
    board.play("victory")
    assert pygame.mixer.get_init() is None
