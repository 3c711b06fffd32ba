"""Every place the engine and the app keep user data, and where the shipped demo corpus lies.

Built on the user-data root of `models.places`, which also names the model runtimes' own files."""

from __future__ import annotations

from pathlib import Path

from models.places import cache, data_home

ASSETS = Path(__file__).resolve().parent.parent / "assets"


def default_library() -> Path:
    """The library a command uses when no `--library` is given."""
    return data_home() / "library"


def model_checks() -> Path:
    """The last "does my model help?" check of each LLM, by model name."""
    return data_home() / "model-checks.json"


def model_check_library() -> Path:
    """The demo corpus's library that the model check searches, apart from the user's own."""
    return benchmarks() / "model-check"


def llm_cache() -> Path:
    """LLM replies by call key, shared by every library of the user."""
    return cache() / "llm-calls.db"


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


def demo_corpus() -> Path:
    """The shipped Greek demo corpus (843 articles with their sources and provenance)."""
    return ASSETS / "greek-demo"


def shipped_vectors() -> list[Path]:
    """Folders of vectors shipped with the app (retrieval.shipped_vectors): the demo library's."""
    return [demo_corpus()]
