"""The presentation model: what the screens show of a game, without pygame."""
