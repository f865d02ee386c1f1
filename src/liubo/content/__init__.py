"""The game's content read from data files: the rulebook, the lessons, the evidence."""
