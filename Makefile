# Liubo: `make run` to play, `make test` to run the checks. Both set up .venv first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: install run test lint bench strength sim soak sounds preview i18n-extract i18n-update i18n-compile screenshots clean

$(STAMP): setup.cfg pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP) i18n-compile

run: install
	$(PY) -m liubo $(ARGS)

test: install
	$(PY) -m ruff check src tests
	$(HEADLESS) $(PY) -m pytest $(PYTEST_ARGS)

lint: $(STAMP)
	$(PY) -m ruff check src tests

bench: install
	$(HEADLESS) $(PY) -m liubo.bench

strength: install
	$(PY) -m liubo.strength

sim: install
	$(PY) -m liubo.sim $(ARGS)

# full screen / minimise / resize / random input on Xvfb; ARGS="--minutes 10" for longer
soak: install
	$(PY) -m liubo.soak $(ARGS)

sounds: $(STAMP)
	$(PY) tools/make_sounds.py

preview: $(STAMP)
	$(HEADLESS) $(PY) -m liubo.render.preview out/preview

screenshots: install
	$(HEADLESS) $(PY) -m liubo.screenshots out/screenshots

i18n-extract: $(STAMP)
	$(VENV)/bin/pybabel extract -F i18n/babel.cfg --add-comments=TRANSLATORS: \
		--project=Liubo --copyright-holder="Liubo developers" -o i18n/liubo.pot src

i18n-update: i18n-extract
	$(VENV)/bin/pybabel update -i i18n/liubo.pot -d i18n -D liubo --no-fuzzy-matching --ignore-obsolete

i18n-compile: $(STAMP)
	@if ls i18n/*/LC_MESSAGES/liubo.po >/dev/null 2>&1; then \
		$(VENV)/bin/pybabel compile -d i18n -D liubo --statistics; fi

clean:
	rm -rf $(VENV) build dist src/*.egg-info .pytest_cache .ruff_cache out
