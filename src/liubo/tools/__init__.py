"""Measuring and building tools (benchmarks, simulations, training, screenshots);
the game itself never imports them at run time."""
