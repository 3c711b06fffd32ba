"""The model registry: which embedders and LLMs this user has, where they live, which are the defaults.

Kept as `models.json` in the user data folder, so a user can read and edit it. Models are found only
in configured folders and files or on servers on this machine; nothing is ever downloaded at run time.
"""

from __future__ import annotations

import json
import os
import urllib.parse
from pathlib import Path
from typing import Optional

from .embedders import EmbedderConfig, Formatting
from .errors import ModelError
from .llm import LLMConfig
from .local_http import check_local_url

REGISTRY_FILE = "models.json"
HOW_TO_GET_MODELS = ("run `make models` for the offline bundle (EmbeddingGemma-300M and a Qwen2.5 GGUF), or "
                     "register your own: arthra models add NAME PATH_OR_URL")


class ModelRegistry:
    """Read and change the user's model registry."""

    def __init__(self, path: Optional[Path] = None):
        from retrieval.paths import data_home  # imported here: the engine imports this module in turn

        self.path = Path(path) if path else data_home() / REGISTRY_FILE

    def _load(self) -> dict:
        if not self.path.is_file():
            return {"embedders": {}, "llms": {}, "default_embedder": "", "default_llm": ""}
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise ModelError(f"{self.path} is not valid JSON ({exc.msg} at line {exc.lineno}); fix or delete it") \
                from exc
        if not isinstance(data, dict):
            raise ModelError(f"{self.path} should hold a JSON object; fix or delete it")
        data.setdefault("embedders", {})
        data.setdefault("llms", {})
        return data

    def _save(self, data: dict) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_suffix(".tmp")
        temporary.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        os.replace(temporary, self.path)

    def embedders(self) -> list[EmbedderConfig]:
        return [EmbedderConfig.from_dict(d) for d in self._load()["embedders"].values()]

    def llms(self) -> list[LLMConfig]:
        return [LLMConfig.from_dict(d) for d in self._load()["llms"].values()]

    def defaults(self) -> tuple[str, str]:
        data = self._load()
        return data.get("default_embedder", ""), data.get("default_llm", "")

    def add_embedder(self, config: EmbedderConfig, default: bool = False) -> None:
        if config.backend == "openai":
            check_local_url(config.location)
        data = self._load()
        data["embedders"][config.name] = config.as_dict()
        if default or not data.get("default_embedder"):
            data["default_embedder"] = config.name
        self._save(data)

    def add_llm(self, config: LLMConfig, default: bool = False) -> None:
        if config.backend == "openai":
            check_local_url(config.location)
        data = self._load()
        data["llms"][config.name] = config.as_dict()
        if default or not data.get("default_llm"):
            data["default_llm"] = config.name
        self._save(data)

    def remove(self, name: str) -> None:
        data = self._load()
        if name not in data["embedders"] and name not in data["llms"]:
            raise ModelError(f"no model {name!r} in the registry")
        data["embedders"].pop(name, None)
        data["llms"].pop(name, None)
        for key, kind in (("default_embedder", "embedders"), ("default_llm", "llms")):
            if data.get(key) == name:
                data[key] = next(iter(data[kind]), "")
        self._save(data)

    def embedder(self, name_or_location: Optional[str] = None) -> EmbedderConfig:
        """A registered embedder by name, the default one, or one made up from a folder, GGUF file or URL."""
        data = self._load()
        wanted = name_or_location or data.get("default_embedder")
        if not wanted:
            raise ModelError(f"no embedding model is configured: {HOW_TO_GET_MODELS}")
        if wanted in data["embedders"]:
            return EmbedderConfig.from_dict(data["embedders"][wanted])
        return embedder_from_location(wanted)


    def llm(self, name_or_location: Optional[str] = None) -> LLMConfig:
        """A registered chat model by name, the default one, or one made up from a GGUF file or server URL."""
        data = self._load()
        wanted = name_or_location or data.get("default_llm")
        if not wanted:
            raise ModelError("no local LLM is configured, and this method needs one: run `make models` for the "
                             "offline bundle (a Qwen2.5 GGUF), or register your own with: arthra models add NAME "
                             "FILE.gguf --llm (or a local server: arthra models add NAME http://127.0.0.1:8080 --llm); "
                             "or pass --llm FILE.gguf")
        if wanted in data["llms"]:
            return LLMConfig.from_dict(data["llms"][wanted])
        return llm_from_location(wanted)


def _located(location: str) -> tuple[str, str, str]:
    """(backend, name, location) of a model named by where it is: a local server URL, a GGUF file or a folder
    ("" as backend when it is none of these)."""
    if location.startswith(("http://", "https://")):
        return "openai", urllib.parse.urlparse(location).netloc.replace(":", "-"), check_local_url(location)
    path = Path(location).expanduser()
    if path.is_file() and path.suffix == ".gguf":
        return "gguf", path.stem, str(path.resolve())
    if path.is_dir():
        return "sentence-transformers", path.name, str(path.resolve())
    return "", "", location


def embedder_from_location(location: str) -> EmbedderConfig:
    """An embedder configuration for a model folder, a GGUF file or a local server URL."""
    backend, name, where = _located(location)
    if not backend:
        raise ModelError(f"{location!r} is neither a registered model, a model folder, a .gguf file nor a local "
                         f"server URL: {HOW_TO_GET_MODELS}")
    formatting = Formatting.from_sentence_transformers(Path(where)) if backend == "sentence-transformers" \
        else Formatting()
    return EmbedderConfig(name=name, backend=backend, location=where, formatting=formatting)


def llm_from_location(location: str) -> LLMConfig:
    """A chat model configuration for a GGUF file or a local server URL."""
    backend, name, where = _located(location)
    if backend not in ("gguf", "openai"):
        raise ModelError(f"{location!r} is neither a registered chat model, a .gguf file nor a local server URL; "
                         "register one with: arthra models add NAME FILE.gguf --llm (or run `make models`)")
    return LLMConfig(name=name, backend=backend, location=where)
