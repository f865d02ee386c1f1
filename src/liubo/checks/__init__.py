"""The game's checks of itself while it runs: the self-check (``liubo --self-check``) and
the layout probe that the soak and the real-window tools ask."""
