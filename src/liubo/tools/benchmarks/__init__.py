"""Benchmarks behind ``make bench``: each module has ``run() -> dict[str, float]``."""
