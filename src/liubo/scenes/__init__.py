"""The screens of the game: a scene stack with title, game, rules, settings and victory.

``catalog.scene_catalog()`` names them all; scenes open each other by name through the
stack, never by importing each other.
"""
