"""What a bug report needs: versions, platform, registered models and index status, without private paths.

Paths under the user's home folder are shown from `~`, so the report can be pasted into a public tracker.
"""

from __future__ import annotations

import platform
import sys
from importlib import metadata
from pathlib import Path
from typing import Optional

from models.errors import ModelError
from models.registry import ModelRegistry

PACKAGES = ("arthra", "PySide6-Essentials", "torch", "llama-cpp-python", "sentence-transformers", "usearch", "bm25s",
            "pytrec-eval-terrier", "sqlite-utils", "numpy")


def version(package: str = "arthra") -> str:
    """The installed version of `package` ("-" where it is not installed)."""
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "-"


def private(text: str) -> str:
    """`text` with the user's home folder written as ~."""
    home = str(Path.home())
    return text.replace(home, "~") if home not in ("", "/") else text


def report(library=None) -> str:
    """The diagnostics as plain text; `library` (a retrieval Library, or None) adds its index status."""
    lines = [f"Arthra {version()}", f"Python {platform.python_version()} ({sys.executable and private(sys.executable)})",
             f"Platform {platform.platform()} {platform.machine()}", f"Frozen {bool(getattr(sys, 'frozen', False))}"]
    try:
        from PySide6 import QtCore

        lines.append(f"Qt {QtCore.qVersion()}")
    except ImportError:
        pass
    lines += [f"{name} {version(name)}" for name in PACKAGES[1:]]
    lines.append("Models:")
    try:
        registry = ModelRegistry()
        default_embedder, default_llm = registry.defaults()
        for kind, configs, default in (("embedder", registry.embedders(), default_embedder),
                                       ("llm", registry.llms(), default_llm)):
            for config in configs:
                marker = "*" if config.name == default else " "
                lines.append(f" {marker} {kind} {config.name} {config.backend} {private(config.location)}")
    except ModelError as exc:
        lines.append(f"  the registry cannot be read: {private(str(exc))}")
    if library is not None:
        lines.append(f"Library {private(str(library.folder))}: {library.store.article_count()} articles")
        for info in library.index_status():
            lines.append(f"  {info.key} {info.doc_count} documents, {'stale' if info.stale else 'up to date'}")
    return "\n".join(lines)


def diagnostics_for(folder: Optional[Path]) -> str:
    """The report for the library at `folder` (the default one when None), if it can be opened."""
    from .service import Library

    try:
        with Library.open(folder) as library:
            return report(library)
    except Exception as exc:  # a broken library is itself worth reporting, not a reason to fail
        return report(None) + f"\nLibrary cannot be opened: {private(str(exc))}"
