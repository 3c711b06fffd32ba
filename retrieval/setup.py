"""Setting Arthra up on a machine: the models it already has (`arthra models discover`)."""

from __future__ import annotations

from models.discovery import discover, register
from models.registry import ModelRegistry


def print_discovered(registry: ModelRegistry, add: bool) -> int:
    """List the models found on this machine with the line that registers each, or register them all."""
    found = discover()
    if not found:
        print("no model server answers on 127.0.0.1 (LM Studio, Ollama, llama-server, vLLM) and no GGUF file is in "
              "the usual folders; register a model with: arthra models add NAME PATH_OR_URL")
        return 0
    for model in found:
        if add:
            register(model, registry)
            print(f"registered {model.kind} {model.name} ({model.location})")
        else:
            print(f"{model.kind:<8} {model.name:<32} {model.origin}\n    {model.add_command()}")
    return 0
