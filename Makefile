# Liubo: `make run` to play, `make test` to run the checks. Both set up .venv first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
# two pytest workers (pytest-xdist): each app has its own settings folder and each X test
# its own Xvfb, so the tests are safe in parallel; PYTEST_ARGS="-n 0" runs them in one process
PYTEST_ARGS ?= -n 2

.PHONY: help install run test test-fast lint format bench bench-check bench-window bench-dist strength compare readings balance train sim soak resize-check board-sizes sounds preview i18n-extract i18n-update i18n-compile screenshots dist dist-check dist-windows dist-windows-check dist-windows-shots bench-dist-windows icon clean

help:  ## list the targets
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | expand -t 16

# .venv is made again when its pip does not run: a venv whose making failed (Debian without
# python3-venv) leaves .venv/bin/python behind, and every later make failed on "No module
# named pip" until .venv was removed by hand
$(STAMP): setup.cfg setup.py pyproject.toml
	@if ! $(PY) -m pip --version >/dev/null 2>&1; then \
		if [ -e $(VENV) ]; then echo "make: $(VENV) has no working pip: making it again"; fi; \
		rm -rf $(VENV); \
		echo "$(PYTHON) -m venv $(VENV)"; \
		$(PYTHON) -m venv $(VENV) && $(PY) -m pip --version >/dev/null 2>&1 || { \
			rm -rf $(VENV); \
			echo "make: '$(PYTHON) -m venv $(VENV)' failed; on Debian and Ubuntu install" \
				"python3-venv first (sudo apt install python3-venv)" >&2; \
			exit 1; }; \
	fi
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP) i18n-compile  ## set up .venv with the game and its tools
	@# compiled bytecode for the game's modules, so that no start compiles them (about a third
	@# of the CPU time to the first frame; Python writes none under PYTHONDONTWRITEBYTECODE)
	$(PY) -m compileall -q -j 0 src/liubo

run: install  ## play the game (ARGS="--portable DIR" and so on)
	$(PY) -m liubo $(ARGS)

test: install  ## lint, format and type checks, then the whole test suite, headless
	$(PY) -m ruff check src tests
	$(PY) -m ruff format --check src tests
	$(PY) -m mypy
	$(HEADLESS) $(PY) -m pytest $(PYTEST_ARGS)

test-fast: install  ## the edit-test loop: the engine, presentation-model and ruleset-contract tests, without the slow ones
	$(HEADLESS) $(PY) -m pytest -n 0 -m "not slow" tests/engine tests/model tests/contract

lint: $(STAMP)  ## ruff (lint and format) and mypy only
	$(PY) -m ruff check src tests
	$(PY) -m ruff format --check src tests
	$(PY) -m mypy

format: $(STAMP)  ## apply ruff's formatting and import order
	$(PY) -m ruff check --select I --fix src tests
	$(PY) -m ruff format src tests

bench: install  ## speed figures as name: value lines
	$(HEADLESS) $(PY) -m liubo.tools.bench

# the baseline bench-check measures against (a commit, branch or tag)
BASE ?= main

bench-check: install  ## the speed figures against BASE (main) in one run; fails if one is >10% worse (ARGS="--runs 7")
	$(PY) tools/bench_check.py --against $(BASE) $(ARGS)

bench-window: install  ## frame pacing and first frame in a real window (X; Xvfb if no DISPLAY; ARGS="--runs 5")
	SDL_AUDIODRIVER=dummy $(PY) -m liubo.tools.benchmarks.window $(ARGS)

bench-dist: install  ## the built bundle's first frame, warm and cold, on X (after make dist; ARGS="--runs 9")
	SDL_AUDIODRIVER=dummy $(PY) -m liubo.tools.benchmarks.window --program dist/liubo/liubo --first-frame-only $(ARGS)

dist: install  ## the standalone bundle (PyInstaller) and its archive in dist/, named with the version
	$(PY) -m liubo.dist $(ARGS)

dist-check: install  ## build the bundle in a temporary folder and check it (sizes, self-checks, X)
	$(PY) -m liubo.dist.check $(ARGS)

.PHONY: web web-check web-figures
web: install  ## the browser edition, a static site in dist/web (Pyodide from the npm registry, pinned, cached)
	$(HEADLESS) $(PY) -m liubo.dist.web.build $(ARGS)

dist-windows: install  ## the Windows bundle (Liubo.exe, PyInstaller under Wine) and its zip in dist/
	$(PY) -m liubo.dist.windows $(ARGS)

dist-windows-check: install  ## the Windows zip (cached for these sources, else built) run under Wine on Xvfb
	$(PY) -m liubo.dist.windows_check $(ARGS)

dist-windows-shots: install  ## the Windows build's pictures in docs/screenshots/windows (Wine, Xvfb)
	$(PY) -m liubo.dist.windows_shots $(ARGS)

bench-dist-windows: install  ## Liubo.exe's first frame under Wine on X (after make dist-windows; ARGS="--runs 9")
	$(PY) -m liubo.tools.benchmarks.window --program dist/liubo-windows/Liubo.exe --first-frame-only $(ARGS)

web-check: web  ## play dist/web in Chromium by taps on 127.0.0.1 (Playwright; skips without Chromium)
	$(PY) -m liubo.dist.web.check $(ARGS)

web-figures: web  ## the browser edition's figures in Chromium: bytes, first board cold/warm, moves, frames
	$(PY) -m liubo.dist.web.check --figures $(ARGS)

strength: install  ## the computer levels' win rates
	$(PY) -m liubo.tools.strength

compare: install  ## the two rulesets played by the same players: table, and data/compare.json
	$(PY) -m liubo.tools.compare $(ARGS)

readings: install  ## each tlv rule reading against the defaults: table, and data/readings_compare.json
	$(PY) -m liubo.tools.compare --readings $(ARGS)

balance: install  ## the second player's compensations under strong play: table, and data/balance.json
	$(PY) -m liubo.tools.balance $(ARGS)

train: install  ## train the learned evaluation by self-play into data/ (ARGS="--games 300 ...")
	$(PY) -m liubo.tools.train $(ARGS)

sim: install  ## play games between computer players (ARGS="--games 100 ...")
	$(PY) -m liubo.tools.sim $(ARGS)

soak: install  ## full screen, minimise, resizes, random input on Xvfb, the layout checked after each; 3 seeds a run (ARGS="--minutes 3 --seed N --display :N")
	$(PY) -m liubo.tools.soak $(ARGS)

board-sizes: install  ## the game screen drawn at each size and presenter level, its text sizes measured (exits 1 on a fault at 1920x1080)
	PYGAME_HIDE_SUPPORT_PROMPT=1 $(HEADLESS) $(PY) -m liubo.tools.board_sizes $(ARGS)

resize-check: install  ## every screen resized in a real window equals a fresh start (Xvfb + twm; ARGS="--screens title,game")
	$(PY) -m liubo.tools.resize_check $(ARGS)

sounds: $(STAMP)  ## regenerate data/sounds/
	$(PY) tools/make_sounds.py

icon: $(STAMP)  ## redraw data/icon.png, the window's icon, with the game's renderer
	PYGAME_HIDE_SUPPORT_PROMPT=1 $(HEADLESS) $(PY) -m liubo.render.icon data/icon.png

preview: $(STAMP)  ## sample sheets of the art into out/preview
	$(HEADLESS) $(PY) -m liubo.render.preview out/preview

screenshots: install  ## every screen in both languages into out/screenshots
	$(HEADLESS) $(PY) -m liubo.tools.screenshots out/screenshots

i18n-extract: $(STAMP)  ## collect the messages into i18n/liubo.pot
	$(VENV)/bin/pybabel extract -F i18n/babel.cfg --add-comments=TRANSLATORS: \
		--project=Liubo --copyright-holder="Liubo developers" -o i18n/liubo.pot src data

i18n-update: i18n-extract  ## merge new messages into each catalog; zh_Hant is made from zh_CN
	$(VENV)/bin/pybabel update -i i18n/liubo.pot -d i18n -D liubo --no-fuzzy-matching --ignore-obsolete
	$(PY) -m liubo.tools.i18n_hant

i18n-compile: $(STAMP)  ## build the .mo files
	@if ls i18n/*/LC_MESSAGES/liubo.po >/dev/null 2>&1; then \
		$(VENV)/bin/pybabel compile -d i18n -D liubo --statistics; fi

clean:  ## remove .venv and everything built
	rm -rf $(VENV) build dist src/*.egg-info .pytest_cache .ruff_cache out

# the pictures in docs/ that the project renders itself (commit the result)
.PHONY: docs-images
docs-images: $(STAMP)  ## redraw the pictures in docs/images
	$(HEADLESS) $(PY) -m liubo.render.preview --docs docs/images
