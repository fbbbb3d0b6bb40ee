# mmtoolbench: `make test` sets up a fresh machine and runs the whole suite;
# `make demo` runs the built-in default benchmark offline.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: test demo content-deps install ui-renderer lint typecheck unit fast clean

# Debian packages the tests and the sandbox image scripts need: Tesseract (legibility
# tests), Chromium (HTML screens; playwright drives /usr/bin/chromium, never
# `playwright install`), the handwriting fonts of the drawing kit and the icon font of
# the A2UI renderer (UI mode).
APT_PACKAGES := chromium tesseract-ocr fonts-comic-neue fonts-humor-sans fonts-dkg-handwriting fonts-material-design-icons-iconfont

$(STAMP): pyproject.toml
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "apt-get install$$missing"; \
	  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $$missing; \
	fi
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev,ray]"
	touch $(STAMP)

install: $(STAMP) ui-renderer

# UI mode: the official A2UI Lit renderer (@a2ui/lit) bundled into two pages for headless
# Chromium, from the npm registry at the versions the lockfile pins (dist/ is not in git).
UI_RENDERER := src/mmtoolbench/sandbox/ui/renderer
UI_BUNDLE   := $(UI_RENDERER)/dist/.built

$(UI_BUNDLE): $(UI_RENDERER)/package-lock.json $(UI_RENDERER)/package.json $(wildcard $(UI_RENDERER)/src/*.js $(UI_RENDERER)/scripts/*.js) $(UI_RENDERER)/page.html
	@command -v npm >/dev/null 2>&1 || (apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends nodejs npm)
	cd $(UI_RENDERER) && npm ci --no-audit --no-fund --loglevel=error && npm run --silent build
	touch $(UI_BUNDLE)

ui-renderer: $(UI_BUNDLE)

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks scripts
	$(BIN)/ruff format --check src tests benchmarks scripts
	$(BIN)/lint-imports --no-cache  # package layering (pyproject [tool.importlinter])

typecheck: $(STAMP)
	$(BIN)/mypy

# Two workers (CI has 2 cores), a test file per worker at a time: the scenario-validity
# tests then share one worker, so their session-wide episode checks run once (see
# tests/sandbox/test_suite_validity.py). (--dist loadgroup would be finer, but with
# pytest 9 and xdist 3.8 its xdist_group marks are not honoured.)
PYTEST_WORKERS ?= 2

unit: $(STAMP) $(UI_BUNDLE)
	$(BIN)/pytest -q -p no:cacheprovider -n $(PYTEST_WORKERS) --dist loadfile

test: lint typecheck unit

# Skips the slow end-to-end tests; for local iteration.
fast: $(STAMP) $(UI_BUNDLE)
	$(BIN)/pytest -q -m "not slow"

# Only to redraw the bundled sandbox photos (scripts/sandbox_content): the base photos.
content-deps: $(STAMP)
	dpkg -s mate-backgrounds >/dev/null 2>&1 || (apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends mate-backgrounds)

demo: $(STAMP)
	$(BIN)/python -m mmtoolbench.demo

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
