"""Liubo (六博): an ancient Chinese board game of Owls and fish, reconstructed."""

#: The game's version: the one place it is written (setup.cfg, ``liubo --version``, the
#: settings screen and the name of the ``make dist`` archive all read it from here).
__version__ = "0.1.0"
