"""Models already on this machine: OpenAI-compatible servers on 127.0.0.1 and GGUF files in the usual folders.

Nothing leaves the machine: the probes go to 127.0.0.1 only, with a short timeout, and the folders are read,
never written. What is found is offered for registration; nothing is registered by looking.
"""

from __future__ import annotations

import os
import shlex
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional, Sequence

from .errors import ModelError
from .local_http import post_json

# (what usually answers there, port): LM Studio, Ollama, llama-server, vLLM.
SERVER_PORTS: tuple[tuple[str, int], ...] = (("LM Studio", 1234), ("Ollama", 11434), ("llama-server", 8080),
                                             ("vLLM", 8000))
PROBE_TIMEOUT_SECONDS = 0.5
# LM Studio's model folders (new and old), llama.cpp's download cache, and the folder people keep models in.
GGUF_FOLDERS: tuple[str, ...] = ("~/.lmstudio/models", "~/.cache/lm-studio/models", "~/.cache/llama.cpp", "~/models")
# The models an installer was built with (packaging/README.md: ARTHRA_BUNDLE_MODELS), beside the app's code.
BUNDLED_MODELS = Path(__file__).resolve().parent.parent / "bundled-models"
# `ARTHRA_DISCOVER_PORTS` ("1234,11434") and `ARTHRA_DISCOVER_FOLDERS` (os.pathsep-separated) replace the lists.
PORTS_VARIABLE, FOLDERS_VARIABLE = "ARTHRA_DISCOVER_PORTS", "ARTHRA_DISCOVER_FOLDERS"
EMBEDDING_HINTS = ("embed", "bge", "e5-", "gte-", "minilm", "nomic")


@dataclass(frozen=True)
class FoundModel:
    """A model found on this machine: `kind` is "llm" or "embedder", `location` a GGUF path or server URL."""

    name: str
    kind: str
    location: str
    server_model: str = ""
    origin: str = ""  # "LM Studio on port 1234", or the folder the file was found in

    def add_command(self) -> str:
        """The `arthra models add` line that registers it."""
        parts = ["arthra", "models", "add", shlex.quote(self.name), shlex.quote(self.location)]
        if self.kind == "llm":
            parts.append("--llm")
        if self.server_model:
            parts += ["--server-model", shlex.quote(self.server_model)]
        return " ".join(parts)


def probe_ports() -> tuple[tuple[str, int], ...]:
    """The ports probed: the environment's list where set, else the usual ones."""
    listed = os.environ.get(PORTS_VARIABLE)
    if listed is None:
        return SERVER_PORTS
    return tuple(("server", int(port)) for port in listed.split(",") if port.strip())


def gguf_folders() -> tuple[Path, ...]:
    listed = os.environ.get(FOLDERS_VARIABLE)
    if listed is not None:
        return tuple(Path(folder).expanduser() for folder in listed.split(os.pathsep) if folder)
    return (BUNDLED_MODELS, *(Path(folder).expanduser() for folder in GGUF_FOLDERS))


def _kind_of(model_id: str) -> str:
    return "embedder" if any(hint in model_id.lower() for hint in EMBEDDING_HINTS) else "llm"


def find_servers(ports: Optional[Sequence[tuple[str, int]]] = None,
                 timeout: float = PROBE_TIMEOUT_SECONDS) -> list[FoundModel]:
    """Each model listed by an OpenAI-compatible server answering `GET /v1/models` on 127.0.0.1."""
    found = []
    for label, port in ports if ports is not None else probe_ports():
        url = f"http://127.0.0.1:{port}"
        try:
            listing = post_json(f"{url}/v1/models", None, timeout)
        except ModelError:  # nothing there, or not an OpenAI-compatible server
            continue
        entries = listing.get("data") if isinstance(listing, dict) else None
        for entry in entries if isinstance(entries, list) else []:
            model_id = entry.get("id") if isinstance(entry, dict) else None
            if isinstance(model_id, str) and model_id:
                found.append(FoundModel(f"{model_id.split('/')[-1]}@{port}", _kind_of(model_id), url, model_id,
                                        f"{label} on port {port}"))
    return found


def find_model_files(folders: Optional[Sequence[Path]] = None) -> list[FoundModel]:
    """Every sentence-transformers folder (one holding modules.json) and `.gguf` file under the folders
    (projector files of vision models left out)."""
    found, seen = [], set()
    for folder in folders if folders is not None else gguf_folders():
        if not folder.is_dir():
            continue
        for marker in sorted(folder.rglob("modules.json")):
            found.append(FoundModel(marker.parent.name, "embedder", str(marker.parent.resolve()), origin=str(folder)))
        for path in sorted(folder.rglob("*.gguf")):
            resolved = path.resolve()
            if resolved in seen or path.name.lower().startswith("mmproj") or not path.is_file():
                continue
            seen.add(resolved)
            found.append(FoundModel(path.stem, _kind_of(path.stem), str(resolved), origin=str(folder)))
    return found


def discover() -> list[FoundModel]:
    """Servers first (they are running, so the user uses them), then model folders and GGUF files."""
    return find_servers() + find_model_files()


def register(found: FoundModel, registry) -> None:
    """Add a found model to `registry` (a ModelRegistry) under its name."""
    from .llm import LLMConfig
    from .registry import embedder_from_location, llm_from_location

    if found.kind == "llm":
        config = llm_from_location(found.location)
        registry.add_llm(LLMConfig(found.name, config.backend, config.location, server_model=found.server_model))
    else:
        config = embedder_from_location(found.location)
        registry.add_embedder(replace(config, name=found.name, server_model=found.server_model))
