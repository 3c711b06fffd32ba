"""Where user data lives, and where the model runtimes keep their files in it.

The lowest layer's places: the engine's and the app's (retrieval.paths) are built on `data_home`."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Arthra"
REGISTRY_FILE = "models.json"  # also its name inside a backup


def data_home() -> Path:
    """Root of all user data: `ARTHRA_HOME` if set, else the platform's user data dir."""
    override = os.environ.get("ARTHRA_HOME")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def model_registry() -> Path:
    """The user's registered models (JSON the user may read and edit)."""
    return data_home() / REGISTRY_FILE


def model_speeds() -> Path:
    """The reading and generation speeds learned for each model."""
    return data_home() / "model-speed.json"


def cache() -> Path:
    """What can be recomputed: the LLM's replies and the model files' hashes."""
    return data_home() / "cache"


def model_hashes() -> Path:
    """The sha256 of each model file, by path, size and modification time."""
    return cache() / "model-hashes.json"


def bundled_models() -> Path:
    """Where `make models` places the offline default models."""
    return data_home() / "models"


def downloads() -> Path:
    """Where `make models` keeps downloaded parts until their model is assembled."""
    return data_home() / "downloads"
