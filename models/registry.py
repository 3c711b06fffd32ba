"""The model registry: which embedders and LLMs this user has, where they live, which are the defaults.

Kept as `models.json` in the user data folder, so a user can read and edit it. Models are found only
in configured folders and files or on servers on this machine; nothing is ever downloaded at run time.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import tempfile
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Iterator, Optional

import filelock

from . import places

from .embedders import EmbedderConfig, Formatting, with_model_defaults
from .errors import ModelError
from .llm import EFFORTS, LLMConfig
from .local_http import check_local_url, local_url

LOCK_WAIT_SECONDS = 60  # another `models add` takes well under a second
HOW_TO_GET_MODELS = ("run `make models` for the offline bundle (EmbeddingGemma-300M and a Qwen2.5 GGUF), or "
                     "register your own: arthra models add NAME PATH_OR_URL")


class RegistryDamaged(ModelError):
    """The registry file cannot be read as a registry: the message names the file, what is wrong and the fix."""


@dataclasses.dataclass(frozen=True)
class RegistryMerge:
    """What merging a backup's registry into the current one did: the models it added, and where the file it
    replaced was kept (None when nothing changed or there was no file)."""

    added: tuple[str, ...]
    kept: int
    previous: Optional[Path]


class ModelRegistry:
    """Read and change the user's model registry."""

    def __init__(self, path: Optional[Path] = None):
        self.path = Path(path) if path else places.model_registry()

    def _load(self) -> dict:
        """The registry's content, checked: a damaged or hand-edited file is named with what is wrong in it."""
        if self.path.exists() and not self.path.is_file():
            raise RegistryDamaged.coded("models.registry_not_a_file", path=self.path)
        if not self.path.is_file():
            return {"embedders": {}, "llms": {}, "default_embedder": "", "default_llm": ""}
        try:
            text = self.path.read_bytes().decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = self.path.read_bytes()[:exc.start].count(b"\n") + 1
            raise RegistryDamaged(f"{self.path}:{line}: not UTF-8 text; save it as UTF-8, or delete it and register "
                             "the models again") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RegistryDamaged(f"{self.path}:{exc.lineno}: not valid JSON ({exc.msg}); fix or delete it") from None
        if not isinstance(data, dict):
            raise RegistryDamaged(f"{self.path} should hold a JSON object; fix or delete it")
        data.setdefault("embedders", {})
        data.setdefault("llms", {})
        for kind, config_class in (("embedders", EmbedderConfig), ("llms", LLMConfig)):
            if not isinstance(data[kind], dict):
                raise RegistryDamaged(f"{self.path}: {kind!r} should map model names to their settings; fix or delete "
                                      "it")
            for name, entry in data[kind].items():
                problem = _entry_problem(entry, config_class)
                if problem:
                    raise RegistryDamaged(f"{self.path}: {kind} {name!r}: {problem}; fix it, or remove the model "
                                     f"(arthra models remove {name}) and add it again")
        for key in ("default_embedder", "default_llm"):
            if not isinstance(data.get(key, ""), str):
                raise RegistryDamaged(f"{self.path}: {key!r} should be a model name in quotes; fix or delete it")
        return data

    def check(self) -> None:
        """Raise RegistryDamaged, naming the file and what is wrong, unless the registry can be read."""
        self._load()

    def _save(self, data: dict) -> None:
        """Write the registry whole under a temporary name, flush it, and rename it into place."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        handle = tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=self.path.parent, prefix=".models-",
                                             suffix=".tmp", delete=False)
        try:
            with handle:
                handle.write(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(handle.name, self.path)
        except BaseException:
            Path(handle.name).unlink(missing_ok=True)
            raise

    @contextmanager
    def _changing(self) -> Iterator[dict]:
        """The registry's content to change in the block, saved after it, under the registry's lock so that
        no other Arthra's change is lost in between."""
        lock = filelock.FileLock(str(self.path) + ".lock", timeout=LOCK_WAIT_SECONDS)
        try:
            lock.acquire()
        except filelock.Timeout:
            raise ModelError(f"the model registry {self.path} is being changed by another Arthra; try again") from None
        try:
            data = self._load()
            yield data
            self._save(data)
        finally:
            lock.release()

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
        with self._changing() as data:
            data["embedders"][config.name] = config.as_dict()
            if default or not data.get("default_embedder"):
                data["default_embedder"] = config.name

    def add_llm(self, config: LLMConfig, default: bool = False) -> None:
        if config.backend == "openai":
            check_local_url(config.location, config.allow_host)
        if config.reasoning not in EFFORTS:
            raise ModelError(f"reasoning must be one of {', '.join(EFFORTS)} (got {config.reasoning!r})")
        if config.thinking_budget < 0 or config.parallel < 1:
            raise ModelError("the thinking budget cannot be negative and parallel must be at least 1")
        with self._changing() as data:
            data["llms"][config.name] = config.as_dict()
            if default or not data.get("default_llm"):
                data["default_llm"] = config.name

    def remove(self, name: str) -> None:
        with self._changing() as data:
            if name not in data["embedders"] and name not in data["llms"]:
                raise ModelError(f"no model {name!r} in the registry")
            data["embedders"].pop(name, None)
            data["llms"].pop(name, None)
            for key, kind in (("default_embedder", "embedders"), ("default_llm", "llms")):
                if data.get(key) == name:
                    data[key] = next(iter(data[kind]), "")

    def merge(self, backup: Path) -> RegistryMerge:
        """Add the models of a backup's registry that this one lacks (current entries win, nothing is removed;
        a default is taken from the backup only where none is set), under the lock; the file it replaces is
        kept beside it under a dated name."""
        theirs = ModelRegistry(backup)._load()  # checked first: a damaged backup changes nothing
        with self._changing() as current:
            added = []
            for kind in ("embedders", "llms"):
                for name, entry in theirs[kind].items():
                    if name not in current[kind]:
                        current[kind][name] = entry
                        added.append(name)
            for key, kind in (("default_embedder", "embedders"), ("default_llm", "llms")):
                if not current.get(key) and theirs.get(key) in current[kind]:
                    current[key] = theirs[key]
            kept = len(current["embedders"]) + len(current["llms"]) - len(added)
            previous = None
            if added and self.path.is_file():
                stamp = datetime.now().strftime("%Y-%m-%dT%H%M%S")
                previous = self.path.with_name(f"{self.path.stem}.before-restore-{stamp}{self.path.suffix}")
                shutil.copy2(self.path, previous)
        return RegistryMerge(tuple(added), kept, previous)

    def embedder(self, name_or_location: Optional[str] = None) -> EmbedderConfig:
        """A registered embedder by name, the default one, or one made up from a folder, GGUF file or URL."""
        data = self._load()
        wanted = name_or_location or data.get("default_embedder")
        if not wanted:
            raise ModelError.coded("models.no_embedder", how=HOW_TO_GET_MODELS)
        if wanted in data["embedders"]:
            return EmbedderConfig.from_dict(data["embedders"][wanted])
        return embedder_from_location(wanted)


    def llm(self, name_or_location: Optional[str] = None) -> LLMConfig:
        """A registered chat model by name, the default one, or one made up from a GGUF file or server URL."""
        data = self._load()
        wanted = name_or_location or data.get("default_llm")
        if not wanted:
            raise ModelError.coded("models.no_llm")
        if wanted in data["llms"]:
            return LLMConfig.from_dict(data["llms"][wanted])
        return llm_from_location(wanted)


def _entry_problem(entry: object, config_class: type) -> str:
    """What is wrong with one model's settings in the registry file ('' when nothing is)."""
    if not isinstance(entry, dict):
        return "its settings should be a JSON object"
    for field in dataclasses.fields(config_class):
        if field.name not in entry:
            if field.default is dataclasses.MISSING:
                return f"{field.name!r} is missing"
            continue
        value, expected = entry[field.name], field.default
        if field.name == "formatting":
            if not isinstance(value, dict) or not all(isinstance(v, str) and k in ("query", "document")
                                                      for k, v in value.items()):
                return "'formatting' should hold 'query' and 'document' templates as strings"
        elif expected is dataclasses.MISSING or isinstance(expected, str):
            if not isinstance(value, str):
                return f"{field.name!r} should be a string in quotes"
        elif isinstance(expected, int) and (not isinstance(value, int) or isinstance(value, bool)):
            return f"{field.name!r} should be a whole number"
    return ""


def _located(location: str, allow_host: str = "") -> tuple[str, str, str]:
    """(backend, name, location) of a model named by where it is: a local server URL (or one on the allowed
    host), a GGUF file or a folder ("" as backend when it is none of these)."""
    if location.startswith(("http://", "https://")):
        return "openai", local_url(location, allow_host).netloc.replace(":", "-"), location
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
        raise ModelError.coded("models.not_an_embedder", location=location, how=HOW_TO_GET_MODELS)
    formatting = Formatting.from_sentence_transformers(Path(where)) if backend == "sentence-transformers" \
        else Formatting()
    return with_model_defaults(EmbedderConfig(name=name, backend=backend, location=where, formatting=formatting))


def llm_from_location(location: str, allow_host: str = "") -> LLMConfig:
    """A chat model configuration for a GGUF file or a local server URL (or one on the firm's allowed host)."""
    backend, name, where = _located(location, allow_host)
    if backend not in ("gguf", "openai"):
        raise ModelError.coded("models.not_an_llm", location=location)
    return LLMConfig(name=name, backend=backend, location=where, allow_host=allow_host)
