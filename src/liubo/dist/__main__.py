"""``python -m liubo.dist``: build the standalone bundle (``make dist``)."""

from .build import main

raise SystemExit(main())
