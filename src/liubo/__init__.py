"""Liubo (六博): the ancient Chinese board game of birds, owls and fish."""

#: The game's version: the one place it is written (setup.cfg, ``liubo --version``, the
#: settings screen and the name of the ``make dist`` archive all read it from here).
__version__ = "0.1.0"
