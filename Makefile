# make run   creates .venv, installs the project, opens the GUI on the bundled example
# make test  creates .venv, installs the test extras, runs lint and the whole suite
# make fuzz  the fuzz tests of tests/fuzz with FUZZ_EXAMPLES inputs each (minutes; see README)
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
RUN_STAMP := $(VENV)/.installed-run
TEST_STAMP := $(VENV)/.installed-test

.PHONY: run test lint fuzz bench system-deps clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

system-deps:
	./scripts/install-system-deps

$(RUN_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(TEST_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@ $(RUN_STAMP)

run: system-deps $(RUN_STAMP)
	$(VENV)/bin/docdedup-gui

lint: $(TEST_STAMP)
	$(VENV)/bin/ruff check .

test: system-deps $(TEST_STAMP) lint
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

FUZZ_EXAMPLES ?= 2000
fuzz: $(TEST_STAMP)
	DOCDEDUP_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) QT_QPA_PLATFORM=offscreen $(PY) -m pytest tests/fuzz \
		-p no:cacheprovider --hypothesis-show-statistics

bench: $(RUN_STAMP)
	$(PY) -m pip install --quiet -e '.[bench]'
	$(PY) benchmarks/run_all.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .ruff_cache
