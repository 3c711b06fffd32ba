"""Finding the models already on this machine: a server on 127.0.0.1 and GGUF files in a models folder."""

import os
import socket
import subprocess
import sys

from models.discovery import find_model_files, find_servers, register
from models.registry import ModelRegistry
from chat_server import ChatServer


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_local_server_and_its_models_are_found(tmp_path):
    server = ChatServer(lambda messages: "ok")
    server.model_id = "qwen/qwen3-8b"
    port = int(server.url.rsplit(":", 1)[1])
    try:
        found = find_servers([("LM Studio", port), ("nothing", free_port())], timeout=0.5)
    finally:
        server.close()
    assert [(m.kind, m.location, m.server_model) for m in found] == [("llm", server.url, "qwen/qwen3-8b")]
    assert found[0].origin == f"LM Studio on port {port}"
    assert found[0].add_command() == f"arthra models add qwen3-8b@{port} {server.url} --llm --server-model qwen/qwen3-8b"


def test_gguf_files_are_found_and_registered(tmp_path):
    folder = tmp_path / "models" / "lmstudio-community" / "gpt-oss"
    folder.mkdir(parents=True)
    (folder / "gpt-oss-20b-Q4_K_M.gguf").write_bytes(b"GGUF")
    (folder / "mmproj-f16.gguf").write_bytes(b"GGUF")
    (folder / "notes.txt").write_text("not a model")
    embedder = tmp_path / "models" / "bundled" / "minilm"
    embedder.mkdir(parents=True)
    (embedder / "modules.json").write_text("[]")
    found = find_model_files([tmp_path / "models", tmp_path / "absent"])
    assert [(m.name, m.kind) for m in found] == [("minilm", "embedder"), ("gpt-oss-20b-Q4_K_M", "llm")]
    found = found[1:]
    registry = ModelRegistry(tmp_path / "models.json")
    register(found[0], registry)
    assert registry.llm().location == str((folder / "gpt-oss-20b-Q4_K_M.gguf").resolve())


def test_cli_discover_lists_and_adds(tmp_path):
    server = ChatServer(lambda messages: "ok")
    port = server.url.rsplit(":", 1)[1]
    (tmp_path / "gguf").mkdir()
    (tmp_path / "gguf" / "tiny.gguf").write_bytes(b"GGUF")
    env = dict(os.environ, ARTHRA_HOME=str(tmp_path / "home"), ARTHRA_DISCOVER_PORTS=port,
               ARTHRA_DISCOVER_FOLDERS=str(tmp_path / "gguf"), PYTHONIOENCODING="utf-8")

    def run(*args):
        return subprocess.run([sys.executable, "-m", "retrieval.cli", "models", *args], capture_output=True,
                              text=True, env=env, timeout=120)

    try:
        listed = run("discover")
        assert listed.returncode == 0, listed.stderr
        assert f"arthra models add scripted-model@{port} {server.url} --llm --server-model scripted-model" \
            in listed.stdout
        assert "tiny.gguf --llm" in listed.stdout
        added = run("discover", "--add")
        assert added.returncode == 0, added.stderr
    finally:
        server.close()
    names = [llm.name for llm in ModelRegistry(tmp_path / "home" / "models.json").llms()]
    assert names == [f"scripted-model@{port}", "tiny"]
