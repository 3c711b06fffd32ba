"""The models registered now, as the app's forms and pickers list them (a broken registry lists none: the
Models dialog says what is wrong with it)."""

from __future__ import annotations

from models.errors import ModelError
from models.registry import ModelRegistry


def missing_models() -> set[str]:
    """Which of "embedder" and "llm" no registered model provides."""
    try:
        registry = ModelRegistry()
        embedders, llms = registry.embedders(), registry.llms()
    except ModelError:  # a broken registry: the Models dialog says what is wrong
        return {"embedder", "llm"}
    return {kind for kind, present in (("embedder", embedders), ("llm", llms)) if not present}


def registered(kind: str) -> list[str]:
    """The names of the registered models of one kind ("embedder" or "llm"), the default first."""
    try:
        registry = ModelRegistry()
        configs = registry.embedders() if kind == "embedder" else registry.llms()
        default = registry.defaults()[0 if kind == "embedder" else 1]
    except ModelError:
        return []
    return sorted((config.name for config in configs), key=lambda name: name != default)
