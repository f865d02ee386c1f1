"""The package list for setuptools (everything else is in setup.cfg).

setup.cfg's ``packages = find:`` looks in one folder, and the game's packages come from
three (``src/liubo``, and ``data`` and ``i18n`` mapped to ``liubo.data`` and
``liubo.i18n`` by ``package_dir``), so the packages are found here: every folder of
``src/liubo`` with an ``__init__.py``, and the two data packages.
"""

from setuptools import find_packages, setup

PACKAGES = [*find_packages("src"), "liubo.data", "liubo.i18n"]

if __name__ == "__main__":
    setup(packages=PACKAGES)
