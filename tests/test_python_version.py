"""The Python version Arthra needs is stated once in pyproject.toml and repeated the same wherever users read it."""

import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def required() -> tuple[int, int]:
    spec = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["requires-python"]
    major, minor = re.fullmatch(r">=(\d+)\.(\d+)", spec).groups()
    return int(major), int(minor)


def test_readme_and_makefile_state_the_version_pyproject_requires():
    major, minor = required()
    assert f"Python {major}.{minor} or newer" in (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"sys.version_info >= ({major}, {minor})" in (ROOT / "Makefile").read_text(encoding="utf-8")


def test_the_running_python_is_one_arthra_supports():
    assert sys.version_info[:2] >= required()


def test_no_module_uses_a_standard_library_module_newer_than_the_required_python():
    newer = {"tomllib": (3, 11)}
    for path in [*ROOT.glob("retrieval/**/*.py"), *ROOT.glob("models/*.py"), *ROOT.glob("desktop/*.py")]:
        for module, since in newer.items():
            if re.search(rf"^\s*import {module}\b", path.read_text(encoding="utf-8"), re.M):
                assert since <= required(), f"{path.name} imports {module}, new in Python {since}"
