"""Liubo (六博): the ancient Chinese board game of birds, owls and fish."""

__version__ = "0.1.0"
