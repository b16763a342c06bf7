# make run   creates .venv, installs the project, opens the GUI (its start page offers the examples)
# make test  creates .venv, installs the test extras, runs lint and the whole suite
# make bundle  the one-folder build with PyInstaller: build/bundle/DocDedupInspector (docs/desktop.md)
# make fuzz  tests/fuzz with FUZZ_EXAMPLES inputs each, then atheris for FUZZ_SECONDS (see docs/testing.md)
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
RUN_STAMP := $(VENV)/.installed-run
TEST_STAMP := $(VENV)/.installed-test

.PHONY: run test lint fuzz bench bundle bundle-tools system-deps clean

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

test: system-deps $(TEST_STAMP) bundle-tools lint
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

# PyInstaller for tests/test_bundle.py; where it cannot be installed, that test is skipped, not failed.
bundle-tools: $(TEST_STAMP)
	@$(PY) -c "import PyInstaller" 2>/dev/null || $(PY) -m pip install --quiet -e '.[test,bundle]' \
		|| echo "PyInstaller could not be installed: tests/test_bundle.py will be skipped"

BUNDLE_STAMP := $(VENV)/.installed-bundle

$(BUNDLE_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[bundle]'
	touch $@ $(RUN_STAMP)

bundle: system-deps $(BUNDLE_STAMP)
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN --distpath build/bundle \
		--workpath build/pyinstaller packaging/docdedup-inspector.spec
	@du -sh build/bundle/DocDedupInspector

FUZZ_STAMP := $(VENV)/.installed-fuzz
FUZZ_EXAMPLES ?= 2000
FUZZ_SECONDS ?= 300

$(FUZZ_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test,fuzz]'
	touch $@ $(TEST_STAMP) $(RUN_STAMP)

fuzz: $(FUZZ_STAMP)
	DOCDEDUP_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) HYPOTHESIS_PROFILE=explore QT_QPA_PLATFORM=offscreen $(PY) -m pytest tests/fuzz \
		-p no:cacheprovider --hypothesis-show-statistics
	mkdir -p build/fuzz-artifacts
	$(PY) -m tests.fuzz.atheris_loader -max_total_time=$(FUZZ_SECONDS) -max_len=65536 \
		-artifact_prefix=build/fuzz-artifacts/ -print_final_stats=1
	$(PY) -m tests.fuzz.atheris_surfaces -max_total_time=$(FUZZ_SECONDS) -max_len=2000000 \
		-artifact_prefix=build/fuzz-artifacts/surfaces- -print_final_stats=1

bench: $(RUN_STAMP)
	$(PY) -m pip install --quiet -e '.[bench]'
	$(PY) benchmarks/run_all.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .ruff_cache
