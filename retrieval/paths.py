"""Where Arthra keeps user data and where the shipped demo corpus lies."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Arthra"
ASSETS = Path(__file__).resolve().parent.parent / "assets"


def data_home() -> Path:
    """Root of all user data: `ARTHRA_HOME` if set, else the platform's user data dir."""
    override = os.environ.get("ARTHRA_HOME")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def default_library() -> Path:
    """The library a command uses when no `--library` is given."""
    return data_home() / "library"


def demo_corpus() -> Path:
    """The shipped Greek demo corpus (843 articles with their sources and provenance)."""
    return ASSETS / "greek-demo"
