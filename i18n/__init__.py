"""Translation catalogs of Liubo, installed as the package ``liubo.i18n``.

This folder is called ``i18n`` at the top of a checkout, which is also the name of
python-i18n, a dependency of pygame-gui. When a checkout's root is on ``sys.path`` (for
example ``python -m liubo`` run there) and something imports plain ``i18n``, this file is
found first: it then steps aside and hands over the real python-i18n module.
"""

if __name__ == "i18n":
    import importlib
    import os
    import sys

    _checkout = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    _saved = list(sys.path)
    del sys.modules["i18n"]
    try:
        sys.path[:] = [p for p in _saved if os.path.abspath(p or os.curdir) != _checkout]
        sys.modules["i18n"] = importlib.import_module("i18n")
    except ImportError:
        pass
    finally:
        sys.path[:] = _saved
