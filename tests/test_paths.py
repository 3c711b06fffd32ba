"""Where user data lives: one module, importable by the model runtimes without importing the engine's service."""

from __future__ import annotations

import json
import subprocess
import sys


def imported_after(statement: str) -> set[str]:
    """The modules a fresh interpreter has loaded after running `statement`."""
    code = f"import json, sys\n{statement}\nprint(json.dumps(sorted(sys.modules)))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    return set(json.loads(result.stdout))


def test_the_model_runtimes_import_the_paths_without_the_engine():
    loaded = imported_after("import models.registry, models.speed, models.llm, models.bundle")
    assert "retrieval.paths" in loaded
    assert not {"retrieval.service", "retrieval.store", "retrieval.methods"} & loaded


def test_the_paths_import_nothing_of_the_engine_or_the_models():
    loaded = imported_after("import retrieval.paths")
    assert not any(name == "models" or name.startswith(("models.", "retrieval.service")) for name in loaded)


def test_the_engine_still_offers_its_library_from_the_package():
    from retrieval import Library
    from retrieval.service import Library as FromService

    assert Library is FromService
