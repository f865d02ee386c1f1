"""The screens of the game: a scene stack with title, game, rules, settings and victory.

``catalog.SceneCatalog`` makes them all, one typed constructor each (``base.Screens``);
scenes open each other through the stack's ``screens``, never by importing each other.
"""
