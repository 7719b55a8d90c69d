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

# 10,000 hostile command lines (tests/cli/test_fuzz.py; the suite runs a sample of 150), and
# 30,000 simulated evenings kept worked out entry by entry against the whole recomputation
# (tests/domain/drive/test_running_evening.py; the suite runs 1,500).
FUZZ_EXAMPLES ?= 10000
EVENINGS ?= 20000
fuzz: $(VENV)/.installed-test
	WHISTCLUB_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) QT_QPA_PLATFORM=offscreen \
		$(BIN)/python -m pytest -p no:cacheprovider tests/cli/test_fuzz.py
	WHISTCLUB_EVENINGS=$(EVENINGS) $(BIN)/python -m pytest -p no:cacheprovider \
		tests/domain/drive/test_running_evening.py

# Every figure of docs/speed.md, app beside its bare baseline, ratios printed. The big club
# (tools/make_big_club.py, about 80 seconds on a 2-core laptop) and the demo club are built
# once under build/; BIG_SCALE=0.1 builds a tenth of it.
BIG_SCALE ?= 1
BIG_CLUB ?= build/big-club.sqlite3
DEMO_CLUB ?= build/demo-club.sqlite3
BENCH_DATA := build/bench-data

# The app's modules compiled first, as an installed copy has them: with
# PYTHONDONTWRITEBYTECODE set (as on some build machines) every start would compile them.
bench: $(VENV)/.installed-test $(BIG_CLUB) $(DEMO_CLUB)
	$(BIN)/python -m compileall -q whistclub
	export WHISTCLUB_DATA_DIR=$(BENCH_DATA) QT_QPA_PLATFORM=$${QT_QPA_PLATFORM:-offscreen}; \
	for club in $(DEMO_CLUB) $(BIG_CLUB); do \
		$(BIN)/python bench/bench_history.py $$club || exit 1; \
		$(BIN)/python bench/bench_export.py $$club || exit 1; \
		$(BIN)/python bench/bench_pages.py $$club || exit 1; \
		$(BIN)/python bench/bench_refresh.py $$club || exit 1; \
	done; \
	$(BIN)/python bench/bench_game_read.py $(DEMO_CLUB) $(BIG_CLUB) || exit 1; \
	$(BIN)/python bench/bench_window.py --runs 3 $(DEMO_CLUB) $(BIG_CLUB) || exit 1; \
	$(BIN)/python bench/bench_season.py --database $(BIG_CLUB) || exit 1; \
	$(BIN)/python bench/bench_check_backup.py $(DEMO_CLUB) $(BIG_CLUB) || exit 1; \
	for script in bench_entries bench_standings bench_drive_entry bench_printables \
		bench_movements; do $(BIN)/python bench/$$script.py || exit 1; done

$(BIG_CLUB): | $(VENV)/.installed-test
	mkdir -p $(dir $@) $(BENCH_DATA)
	WHISTCLUB_DATA_DIR=$(BENCH_DATA) $(BIN)/python tools/make_big_club.py $@ --scale $(BIG_SCALE)

$(DEMO_CLUB): | $(VENV)/.installed-test
	mkdir -p $(dir $@) $(BENCH_DATA)
	WHISTCLUB_DATA_DIR=$(BENCH_DATA) $(BIN)/whistclub-cli --database sqlite:///$@ demo

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
