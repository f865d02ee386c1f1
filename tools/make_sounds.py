"""Synthesise the game's sound effects into data/sounds/*.wav (16-bit mono, 22050 Hz).

Pure Python (math, random, array, wave): no numpy, no recordings. The output is
deterministic (seeded), so the committed files can be checked against this script::

    python tools/make_sounds.py            # rewrite data/sounds/
    python tools/make_sounds.py --check    # exit 1 if the committed files differ
    python tools/make_sounds.py --stats    # duration, peak and RMS of each sound

Instruments: bamboo sticks (free-bar modes 1 : 2.76 : 5.40), a pottery jar, stone
taps, chime stones (磬) and small bronze bells on the pentatonic scale
(宫 商 角 徵 羽 = C D E G A), and a soft gong for the victory.
"""

from __future__ import annotations

import argparse
import array
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
SOUNDS_DIR = Path(__file__).resolve().parents[1] / "data" / "sounds"
TWO_PI = 2.0 * math.pi
BAR_MODES = ((1.0, 1.0), (2.756, 0.35), (5.404, 0.12))  # free bar: chime stones, bamboo
BELL_MODES = ((1.0, 1.0), (2.0, 0.45), (2.41, 0.3), (3.0, 0.18), (4.16, 0.1))
GONG_MODES = ((1.0, 1.0), (1.52, 0.55), (2.14, 0.4), (2.61, 0.25), (3.27, 0.15))


def note(name: str) -> float:
    """Frequency of a note like ``C5`` or ``G4`` (A4 = 440 Hz, equal temperament)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    octave = int(name[1:])
    return 440.0 * 2.0 ** ((steps + 12 * (octave - 4)) / 12.0)


class Track:
    """A mono buffer of float samples that sounds are mixed into."""

    def __init__(self, seconds: float) -> None:
        self.samples = [0.0] * int(seconds * RATE)

    def add(self, start: float, samples: list[float], gain: float = 1.0) -> None:
        """Mix ``samples`` in at ``start`` seconds (anything past the end is cut)."""
        offset = int(start * RATE)
        buf = self.samples
        for i, value in enumerate(samples[: max(0, len(buf) - offset)]):
            buf[offset + i] += gain * value


def modes(
    freq: float,
    seconds: float,
    table: tuple[tuple[float, float], ...],
    decay: float,
    attack: float = 0.002,
    detune: float = 0.0,
) -> list[float]:
    """A struck resonator: partials ``freq * ratio`` with amplitude ``a``, higher ones dying faster."""
    count = int(seconds * RATE)
    out = [0.0] * count
    attack_n = max(1, int(attack * RATE))
    for ratio, amp in table:
        f = freq * ratio
        if f >= RATE / 2 - 500:
            continue
        tau = decay / ratio**0.7
        step = TWO_PI * f / RATE
        step2 = TWO_PI * (f + detune) / RATE
        fall = math.exp(-1.0 / (tau * RATE))
        level = amp
        for i in range(count):
            wave_value = math.sin(step * i)
            if detune:
                wave_value = 0.7 * wave_value + 0.3 * math.sin(step2 * i)
            out[i] += level * wave_value
            level *= fall
    for i in range(min(attack_n, count)):
        out[i] *= i / attack_n
    return out


def noise_burst(rng: random.Random, seconds: float, decay: float) -> list[float]:
    """White noise with an exponential decay (a click or a scrape)."""
    count = int(seconds * RATE)
    fall = math.exp(-1.0 / (decay * RATE))
    level = 1.0
    out = []
    for _ in range(count):
        out.append(level * rng.uniform(-1.0, 1.0))
        level *= fall
    return out


def bandpass(samples: list[float], centre: float | Callable[[int], float], q: float) -> list[float]:
    """RBJ biquad band-pass (constant peak gain); ``centre`` may vary per sample."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    fixed = None if callable(centre) else float(centre)
    coeffs = None
    for i, x in enumerate(samples):
        if coeffs is None or fixed is None:
            f = fixed if fixed is not None else centre(i)  # type: ignore[operator]
            w = TWO_PI * min(f, RATE * 0.45) / RATE
            alpha = math.sin(w) / (2.0 * q)
            a0 = 1.0 + alpha
            coeffs = (alpha / a0, -alpha / a0, -2.0 * math.cos(w) / a0, (1.0 - alpha) / a0)
        b0, b2, a1, a2 = coeffs
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, x
        y2, y1 = y1, y
        out.append(y)
    return out


def lowpass(samples: list[float], cutoff: float) -> list[float]:
    """One-pole low-pass filter."""
    k = 1.0 - math.exp(-TWO_PI * cutoff / RATE)
    y = 0.0
    out = []
    for x in samples:
        y += k * (x - y)
        out.append(y)
    return out


def bubble(start_freq: float, end_freq: float, seconds: float, decay: float) -> list[float]:
    """A water plop: a sine whose pitch rises quickly while it dies away."""
    count = int(seconds * RATE)
    phase = 0.0
    out = []
    for i in range(count):
        t = i / RATE
        f = end_freq + (start_freq - end_freq) * math.exp(-t / 0.012)
        phase += TWO_PI * f / RATE
        env = math.exp(-t / decay) * min(1.0, i / (0.003 * RATE))
        out.append(env * math.sin(phase))
    return out


# --------------------------------------------------------------------------- the sounds


def stick_clack(rng: random.Random, gain: float = 1.0) -> list[float]:
    """Bamboo sticks striking: a short free-bar ring plus a noise transient."""
    ring = modes(rng.uniform(650.0, 1050.0), 0.09, BAR_MODES, decay=rng.uniform(0.018, 0.03))
    click = bandpass(noise_burst(rng, 0.02, 0.003), rng.uniform(2500.0, 3800.0), 1.2)
    return [gain * (0.8 * r + 1.6 * c) for r, c in zip(ring, click, strict=False)] + [
        gain * 0.8 * r for r in ring[len(click) :]
    ]


def make_shake(rng: random.Random) -> list[float]:
    """The jar shaken: three shakes, each a cluster of sticks rattling against pottery."""
    track = Track(0.64)
    for shake in range(3):
        centre = 0.06 + shake * 0.22
        for _ in range(rng.randint(8, 12)):
            t = max(0.0, centre + rng.gauss(0.0, 0.035))
            if rng.random() < 0.35:  # a stick knocks the jar wall: low pottery resonance
                knock = bandpass(noise_burst(rng, 0.08, 0.004), rng.uniform(330.0, 420.0), 9.0)
                track.add(t, knock, gain=rng.uniform(1.5, 2.5))
            else:  # sticks against sticks
                clack = bandpass(noise_burst(rng, 0.03, 0.0025), rng.uniform(1500.0, 3600.0), 4.0)
                track.add(t, clack, gain=rng.uniform(0.5, 1.0))
    return track.samples


def make_sticks(rng: random.Random) -> list[float]:
    """The sticks land on the mat: clacks that bounce closer together and quieter."""
    track = Track(0.4)
    t = 0.0
    gap = 0.075
    gain = 1.0
    for _ in range(6):
        track.add(t, stick_clack(rng, gain))
        if rng.random() < 0.5:  # a second stick a moment later
            track.add(t + rng.uniform(0.008, 0.02), stick_clack(rng, gain * 0.6))
        t += gap * rng.uniform(0.8, 1.1)
        gap *= 0.8
        gain *= 0.72
    return track.samples


def make_hop(rng: random.Random) -> list[float]:
    """A bird hops: a soft stone tap on lacquer."""
    track = Track(0.14)
    body = modes(560.0, 0.14, ((1.0, 1.0), (2.32, 0.4), (4.1, 0.15)), decay=0.016)
    tap = lowpass(noise_burst(rng, 0.02, 0.002), 2500.0)
    track.add(0.0, body)
    track.add(0.0, tap, gain=1.5)
    return track.samples


def make_blockade(rng: random.Random) -> list[float]:
    """Two birds stack into a blockade: two stone clicks, then a low wooden thud."""
    track = Track(0.5)
    for t, freq in ((0.0, 980.0), (0.07, 1040.0)):
        track.add(t, modes(freq, 0.12, ((1.0, 1.0), (2.5, 0.35)), decay=0.02), gain=0.7)
        track.add(t, bandpass(noise_burst(rng, 0.02, 0.002), 3000.0, 2.0), gain=0.8)
    thud = modes(note("G3"), 0.42, ((1.0, 1.0), (1.5, 0.5), (2.76, 0.2)), decay=0.09)
    track.add(0.12, thud, gain=1.1)
    track.add(0.12, lowpass(noise_burst(rng, 0.05, 0.006), 700.0), gain=1.2)
    return track.samples


def make_capture(rng: random.Random) -> list[float]:
    """A capture: a sharp knock, then a falling swish as the bird leaves the board."""
    track = Track(0.5)
    track.add(0.0, modes(1250.0, 0.15, BAR_MODES, decay=0.035), gain=0.9)
    track.add(0.0, bandpass(noise_burst(rng, 0.03, 0.003), 2800.0, 1.5), gain=1.2)
    count = int(0.38 * RATE)
    swish_noise = [
        rng.uniform(-1.0, 1.0) * math.sin(math.pi * i / count) ** 2 for i in range(count)
    ]
    swish = bandpass(swish_noise, lambda i: 3200.0 * (0.18 ** (i / count)), 3.0)
    track.add(0.09, swish, gain=1.6)
    return track.samples


def make_owl(rng: random.Random) -> list[float]:
    """An Owl is made: three chime stones rising on the pentatonic scale (E5 G5 C6)."""
    track = Track(1.2)
    for i, name in enumerate(("E5", "G5", "C6")):
        chime = modes(note(name), 1.2 - 0.12 * i, BAR_MODES, decay=0.32, detune=1.3)
        track.add(0.12 * i, chime, gain=0.8 + 0.1 * i)
    return track.samples


def make_nest(rng: random.Random) -> list[float]:
    """A fish is delivered to a nest: two water plops, then a small bronze bell (A5)."""
    track = Track(1.3)
    track.add(0.0, bubble(260.0, 900.0, 0.12, 0.035), gain=0.9)
    track.add(0.07, bubble(340.0, 1250.0, 0.1, 0.03), gain=0.6)
    track.add(0.16, modes(note("A5"), 1.14, BELL_MODES, decay=0.35, detune=1.8), gain=0.8)
    return track.samples


def make_victory(rng: random.Random) -> list[float]:
    """Victory: a bell fanfare on C D E G A, a closing chord and a soft gong."""
    track = Track(2.6)
    phrase = [
        (0.00, "C5"), (0.11, "D5"), (0.22, "E5"), (0.33, "G5"), (0.44, "A5"),
        (0.62, "G5"), (0.73, "A5"),
    ]
    for t, name in phrase:
        track.add(t, modes(note(name), 0.7, BELL_MODES, decay=0.16, detune=1.5), gain=0.5)
    for name in ("C5", "E5", "G5", "C6"):
        track.add(0.9, modes(note(name), 1.7, BELL_MODES, decay=0.45, detune=1.2), gain=0.35)
    gong = modes(note("C3"), 1.7, GONG_MODES, decay=0.7, attack=0.03)
    track.add(0.9, gong, gain=0.45)
    return track.samples


SOUNDS: dict[str, tuple[Callable[[random.Random], list[float]], float]] = {
    # name: (maker, peak level as a fraction of full scale)
    "shake": (make_shake, 0.55),
    "sticks": (make_sticks, 0.65),
    "hop": (make_hop, 0.4),
    "blockade": (make_blockade, 0.6),
    "capture": (make_capture, 0.6),
    "owl": (make_owl, 0.55),
    "nest": (make_nest, 0.55),
    "victory": (make_victory, 0.7),
}


def finish(samples: list[float], peak: float) -> array.array:
    """Remove DC, fade the ends (no clicks), scale to ``peak`` and convert to 16-bit."""
    mean = sum(samples) / len(samples)
    samples = [s - mean for s in samples]
    fade_in = int(0.001 * RATE)
    fade_out = int(0.02 * RATE)
    for i in range(fade_in):
        samples[i] *= i / fade_in
    for i in range(fade_out):
        samples[-1 - i] *= i / fade_out
    top = max(abs(s) for s in samples) or 1.0
    scale = peak * 32767.0 / top
    return array.array("h", (int(round(s * scale)) for s in samples))


def render(name: str) -> array.array:
    """The 16-bit samples of one sound (deterministic)."""
    maker, peak = SOUNDS[name]
    rng = random.Random(f"liubo-{name}")
    return finish(maker(rng), peak)


def to_wav_bytes(pcm: array.array) -> bytes:
    """A WAV file (16-bit mono, RATE) holding ``pcm``."""
    import io

    data = pcm
    if sys.byteorder == "big":
        data = array.array("h", pcm)
        data.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(data.tobytes())
    return out.getvalue()


def stats(pcm: array.array) -> tuple[float, float, float]:
    """(seconds, peak dBFS, RMS dBFS) of 16-bit samples."""
    peak = max(abs(v) for v in pcm) / 32768.0
    rms = math.sqrt(sum(v * v for v in pcm) / len(pcm)) / 32768.0
    return len(pcm) / RATE, 20 * math.log10(max(peak, 1e-9)), 20 * math.log10(max(rms, 1e-9))


def main(argv: list[str] | None = None) -> int:
    """Write, check or describe the sounds."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed files")
    parser.add_argument("--stats", action="store_true", help="print duration, peak and RMS")
    parser.add_argument("--out", type=Path, default=SOUNDS_DIR)
    args = parser.parse_args(argv)
    failed = False
    if not args.check:
        args.out.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        pcm = render(name)
        blob = to_wav_bytes(pcm)
        target = args.out / f"{name}.wav"
        if args.check:
            if not target.is_file() or target.read_bytes() != blob:
                print(f"{target}: differs from tools/make_sounds.py output")
                failed = True
        elif not args.stats or not target.exists():
            target.write_bytes(blob)
        if args.stats:
            seconds, peak, rms = stats(pcm)
            print(f"{name:9} {seconds:5.2f} s  peak {peak:6.1f} dBFS  rms {rms:6.1f} dBFS")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
