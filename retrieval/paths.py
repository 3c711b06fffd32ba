"""Every place Arthra keeps user data, and where the shipped demo corpus lies.

Imports nothing of the engine, so `models/` may import it at the top (the engine imports `models/`)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Arthra"
ASSETS = Path(__file__).resolve().parent.parent / "assets"
REGISTRY_FILE = "models.json"  # also its name inside a backup


def data_home() -> Path:
    """Root of all user data: `ARTHRA_HOME` if set, else the platform's user data dir."""
    override = os.environ.get("ARTHRA_HOME")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def default_library() -> Path:
    """The library a command uses when no `--library` is given."""
    return data_home() / "library"


def model_registry() -> Path:
    """The user's registered models (JSON the user may read and edit)."""
    return data_home() / REGISTRY_FILE


def model_speeds() -> Path:
    """The reading and generation speeds learned for each model."""
    return data_home() / "model-speed.json"


def model_checks() -> Path:
    """The last "does my model help?" check of each LLM, by model name."""
    return data_home() / "model-checks.json"


def model_check_library() -> Path:
    """The demo corpus's library that the model check searches, apart from the user's own."""
    return benchmarks() / "model-check"


def cache() -> Path:
    """What can be recomputed: the LLM's replies and the model files' hashes."""
    return data_home() / "cache"


def llm_cache() -> Path:
    """LLM replies by call key, shared by every library of the user."""
    return cache() / "llm-calls.db"


def model_hashes() -> Path:
    """The sha256 of each model file, by path, size and modification time."""
    return cache() / "model-hashes.json"


def benchmarks() -> Path:
    """Per benchmark dataset: its library, built once, and its rewritten queries (`rewritten/`)."""
    return data_home() / "benchmarks"


def bench_runs() -> Path:
    """Where the app's benchmark tab writes a run's results unless the user picks a folder."""
    return data_home() / "bench-runs"


def matters() -> Path:
    """The user's matters and their searches."""
    return data_home() / "matters.sqlite"


def desktop_settings() -> Path:
    """The desktop app's settings (window, language, last choices)."""
    return data_home() / "desktop.ini"


def bundled_models() -> Path:
    """Where `make models` places the offline default models."""
    return data_home() / "models"


def downloads() -> Path:
    """Where `make models` keeps downloaded parts until their model is assembled."""
    return data_home() / "downloads"


def demo_corpus() -> Path:
    """The shipped Greek demo corpus (843 articles with their sources and provenance)."""
    return ASSETS / "greek-demo"


def shipped_vectors() -> list[Path]:
    """Folders of vectors shipped with the app (retrieval.shipped_vectors): the demo library's."""
    return [demo_corpus()]
