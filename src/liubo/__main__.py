"""``python -m liubo``: start the game."""

from liubo.app import main

raise SystemExit(main())
