"""The frozen Linux bundle (`make package`): its size, the build time recorded by packaging/build.sh, and the
cold start of the frozen binary (`--version`, and a first search on the demo library)."""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parents[1]
BUNDLE = ROOT / "dist" / "arthra"
BUILD_RECORD = ROOT / "dist" / "build.json"
THEFT = "Ένας άγνωστος πήρε το κινητό τηλέφωνο από το τραπέζι και έφυγε τρέχοντας."


def _seconds(command: list[str], environment: dict) -> float:
    started = time.perf_counter()
    subprocess.run(command, env=environment, check=True, capture_output=True, timeout=600)
    return round(time.perf_counter() - started, 2)


def run(bundle: Path = BUNDLE) -> Optional[dict]:
    """The measurements, or None when no bundle has been built (the build is not redone here: minutes)."""
    binary = bundle / "arthra"
    if not binary.is_file():
        return None
    size = sum(path.stat().st_size for path in bundle.rglob("*") if path.is_file() and not path.is_symlink())
    with tempfile.TemporaryDirectory() as home:
        environment = {**os.environ, "ARTHRA_HOME": home, "QT_QPA_PLATFORM": "offscreen"}
        version = _seconds([str(binary), "--version"], environment)
        version_again = _seconds([str(binary), "--version"], environment)
        subprocess.run([str(binary), "demo"], env=environment, check=True, capture_output=True, timeout=600)
        search = _seconds([str(binary), "search", THEFT, "--k", "5"], environment)
    build = json.loads(BUILD_RECORD.read_text(encoding="utf-8")) if BUILD_RECORD.is_file() else {}
    return {"bundle_bytes": size, "bundle_files": sum(1 for p in bundle.rglob("*") if p.is_file()),
            "build": build, "cold_start_version_seconds": version, "warm_start_version_seconds": version_again,
            "first_search_seconds": search}
