"""The suite's own shape: what test modules share lives in conftest.py or a helper module, never in another test
module (importing one runs its tests' module code twice and redefines its fixtures)."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def imported_modules(path: Path) -> set[str]:
    """The top-level names of the modules a Python file imports, at any depth of its code."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def test_imported_modules_sees_imports_inside_functions(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("import os\n\ndef f():\n    from test_cli import arthra\n    import tests.test_dense\n")
    assert imported_modules(sample) == {"os", "test_cli", "tests.test_dense"}


def test_no_test_module_imports_another():
    offenders = {path.name: sorted(name for name in imported_modules(path)
                                   if name.split(".")[-1].startswith("test_"))
                 for path in sorted(TESTS.glob("*.py"))}
    assert {name: found for name, found in offenders.items() if found} == {}
