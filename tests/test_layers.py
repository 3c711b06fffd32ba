"""The import contracts `make lint` checks (pyproject.toml): they cover every registered method, and they fail
on a broken layer."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from retrieval.methods import METHODS

ROOT = Path(__file__).resolve().parent.parent


def contracts(root: Path = ROOT) -> dict[str, dict]:
    """The import-linter contracts of pyproject.toml, by type."""
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    return {contract["type"]: contract for contract in config["tool"]["importlinter"]["contracts"]}


def lint_imports(root: Path) -> subprocess.CompletedProcess:
    command = Path(sys.executable).with_name("lint-imports")
    return subprocess.run([str(command)], cwd=root, capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": str(root), "PATH": str(command.parent)})


def test_the_engine_core_contract_forbids_every_registered_methods_module():
    modules = {type(method).__module__ for method in METHODS.values()}
    assert set(contracts()["forbidden"]["forbidden_modules"]) == modules


@pytest.mark.parametrize("module, line", [
    ("models/registry.py", "from retrieval import paths  # noqa"),
    ("retrieval/store.py", "import desktop.app  # noqa"),
    ("retrieval/lexical.py", "from .methods import bm25  # noqa"),
])
def test_a_broken_layer_fails_the_check(tmp_path, module, line):
    copy = tmp_path / "arthra"
    for part in ("desktop", "retrieval", "models"):
        shutil.copytree(ROOT / part, copy / part, ignore=shutil.ignore_patterns("__pycache__", "*.qm", "i18n"))
    shutil.copy(ROOT / "pyproject.toml", copy)
    assert lint_imports(copy).returncode == 0
    target = copy / module
    target.write_text(target.read_text(encoding="utf-8") + f"\n{line}\n", encoding="utf-8")
    broken = lint_imports(copy)
    assert broken.returncode != 0 and "BROKEN" in broken.stdout.upper()
