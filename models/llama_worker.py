"""The process that hosts llama.cpp for a chat model, answering requests over a pipe.

llama.cpp runs apart from the app so that a generation can be stopped at once (the process is ended),
a crash in native code cannot take the app down, and no other native library loaded by the app
(usearch breaks llama.cpp's vocabulary loading when loaded first) shares its process.
This module imports nothing of Arthra's.
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
import traceback
from multiprocessing.connection import Client


def serve(connection, settings: dict) -> None:
    """Load the model described by `settings`, then answer requests until the pipe closes."""
    try:
        from llama_cpp import Llama

        model = Llama(model_path=settings["path"], n_ctx=settings["context"], n_threads=settings["threads"] or None,
                      n_gpu_layers=settings["gpu_layers"], chat_format=settings["chat_format"] or None,
                      verbose=False, vocab_only=settings.get("vocab_only", False))
    except Exception as exc:  # llama-cpp-python raises ValueError, RuntimeError and more for unreadable models
        connection.send({"error": f"{type(exc).__name__}: {exc}"})
        return
    connection.send({"ready": True, "context": model.n_ctx(), "chat_format": model.chat_format or ""})
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return
        try:
            connection.send(_answer(model, request))
        except ValueError as exc:  # llama-cpp-python's way of saying the prompt exceeds the context
            needed = re.search(r"Requested tokens \((\d+)\)", str(exc))  # "Requested tokens (N) exceed context…"
            connection.send({"error": str(exc), "overflow": "context window" in str(exc),
                             "needed": int(needed.group(1)) if needed else 0})
        except Exception as exc:  # reported to the caller, which raises it as a ModelError
            connection.send({"error": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc(limit=3)})


def _answer(model, request: dict) -> dict:
    if request["op"] == "count":
        return {"counts": [len(model.tokenize(text.encode("utf-8"), add_bos=False, special=True))
                           for text in request["texts"]]}
    if not request["prefix_cache"]:
        model.reset()  # forget the evaluated prompt, so this one is read from its first token
    before = model._input_ids.tolist()  # what the previous call left evaluated in the KV cache
    started = time.perf_counter()
    decoding = request["decoding"]  # models.llm.Decoding.as_dict(), as the call's cache key holds it
    response = model.create_chat_completion(request["messages"], max_tokens=request["max_tokens"],
                                            temperature=decoding["temperature"], seed=decoding["seed"],
                                            response_format=request.get("response_format"))
    seconds = time.perf_counter() - started
    usage = response["usage"]
    prompt = model._input_ids.tolist()[:usage["prompt_tokens"]]
    reused = 0
    for old, new in zip(before, prompt):
        if old != new:
            break
        reused += 1
    choice = response["choices"][0]
    return {"text": choice["message"]["content"] or "", "finished": choice.get("finish_reason") != "length",
            "prompt_tokens": usage["prompt_tokens"],
            "completion_tokens": usage["completion_tokens"], "seconds": seconds,
            "reused_tokens": min(reused, max(usage["prompt_tokens"] - 1, 0))}


WORKER_FLAG = "--llama-worker"  # how the frozen app is told to be the worker (see packaging/arthra.py)


def command() -> list[str]:
    """The command line that starts this worker: the frozen app itself with WORKER_FLAG, else `python -m`."""
    if getattr(sys, "frozen", False):
        return [sys.executable, WORKER_FLAG]
    return [sys.executable, "-m", "models.llama_worker"]


def main() -> int:
    """Connect back to the app at the address in the environment and serve the model it names."""
    with Client(os.environ["ARTHRA_WORKER_ADDRESS"], authkey=bytes.fromhex(os.environ["ARTHRA_WORKER_KEY"])) as pipe:
        serve(pipe, json.loads(os.environ["ARTHRA_WORKER_SETTINGS"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
