# mmtoolbench: `make test` sets up a fresh machine and runs the whole suite;
# `make demo` runs the built-in default benchmark offline.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: test demo install lint typecheck unit fast clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

install: $(STAMP)

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks scripts
	$(BIN)/ruff format --check src tests benchmarks scripts

typecheck: $(STAMP)
	$(BIN)/mypy

unit: $(STAMP)
	$(BIN)/pytest -q -p no:cacheprovider

test: lint typecheck unit

# Skips the slow end-to-end tests; for local iteration.
fast: $(STAMP)
	$(BIN)/pytest -q -m "not slow"

demo: $(STAMP)
	$(BIN)/python -m mmtoolbench.demo

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
