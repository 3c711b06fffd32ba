"""Where user data lives: the model runtimes' places below the engine, the engine's and the app's built on them."""

from __future__ import annotations

import json
import subprocess
import sys


def imported_after(statement: str) -> set[str]:
    """The modules a fresh interpreter has loaded after running `statement`."""
    code = f"import json, sys\n{statement}\nprint(json.dumps(sorted(sys.modules)))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    return set(json.loads(result.stdout))


def test_the_model_runtimes_find_their_places_without_the_engine():
    loaded = imported_after("import models.registry, models.speed, models.llm, models.bundle, models.errors")
    assert "models.places" in loaded and "models.messages" in loaded
    assert not any(name == "retrieval" or name.startswith("retrieval.") for name in loaded)


def test_the_engine_places_share_the_user_data_root_of_the_model_runtimes(monkeypatch, tmp_path):
    from models import places
    from retrieval import paths

    monkeypatch.setenv("ARTHRA_HOME", str(tmp_path))
    assert places.model_registry().parent == paths.default_library().parent == tmp_path


def test_the_engine_still_offers_its_library_from_the_package():
    from retrieval import Library
    from retrieval.service import Library as FromService

    assert Library is FromService
