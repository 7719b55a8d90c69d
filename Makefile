# The two commands of the README: `make run` and `make test`.
# Each creates the local virtual environment .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test lint bench fuzz clean i18n

run: $(VENV)/.installed
	$(BIN)/python -m whistclub

test: $(VENV)/.installed-test
	$(BIN)/ruff check whistclub tests tools bench
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(VENV)/.installed $@

# The window's translations: new strings into resources/i18n/*.ts, then compiled (.qm);
# `tools/i18n.py todo es` lists the Spanish still to write.
i18n: $(VENV)/.installed-test
	$(BIN)/python tools/i18n.py update
	$(BIN)/python tools/i18n.py release

# 10,000 hostile command lines (tests/cli/test_fuzz.py; the suite runs a sample of 150).
FUZZ_EXAMPLES ?= 10000
fuzz: $(VENV)/.installed-test
	WHISTCLUB_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) QT_QPA_PLATFORM=offscreen \
		$(BIN)/python -m pytest -p no:cacheprovider tests/cli/test_fuzz.py

bench: $(VENV)/.installed-test
	for script in bench/*.py; do $(BIN)/python $$script || exit 1; done

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
