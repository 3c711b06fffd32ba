"""The models one library's searches use, each started once: embedders, chat models and their LLM sessions, the
answer cache, the running totals of model calls, and the queries already embedded."""

from __future__ import annotations

import hashlib
import os
from collections import OrderedDict
from pathlib import Path
from typing import Optional

import numpy as np

from models.embedders import Embedder, load_embedder
from models.llm import ChatModel, load_llm
from models.registry import ModelRegistry
from models.speed import ModelSpeeds

from . import paths
from .llm.session import LLMCache, LLMSession, decoding_for, parallel_for, switched_on
from .messages import Message
from .types import CancelToken, Progress, ProgressFn, Trace, Usage, no_progress

QUERY_VECTOR_CACHE = 4096  # a benchmark's queries are embedded once for all its methods (3 KB each at 768 dimensions)
QUERY_VECTOR_FOLDER = "query-vectors"  # in a benchmark library's folder: its queries' vectors, one file an embedder


class ModelPool:
    """The embedders and chat models started for one library, and what they were asked."""

    def __init__(self) -> None:
        self.usage = Usage()
        self._embedders: dict[str, Embedder] = {}
        self._llms: dict[str, tuple[ChatModel, dict]] = {}
        self._llm_cache: Optional[LLMCache] = None
        self._query_vectors: OrderedDict[tuple[str, str], tuple[np.ndarray, bool]] = OrderedDict()

    def close(self) -> None:
        for model, _ in self._llms.values():
            model.close()
        self._llms.clear()
        if self._llm_cache is not None:
            self._llm_cache.close()

    def embedder(self, name_or_location: Optional[str] = None, progress: ProgressFn = no_progress) -> Embedder:
        """A registered embedder (default: the registry's default), a model folder, or a local server URL; loading
        it (seconds, and not interruptible) is reported to `progress` first."""
        config = ModelRegistry().embedder(name_or_location)
        if config.key not in self._embedders:
            progress(Progress(Message("progress.loading_embedder", {"embedder": config.name}), 0, 0))
            self._embedders[config.key] = load_embedder(config)
        return self._embedders[config.key]

    def llm(self, name_or_location: Optional[str] = None) -> tuple[ChatModel, dict]:
        """A chat model (registered name, default, GGUF file or local server URL), started once, and its
        identity; raises ModelError saying how to configure one when there is none."""
        config = ModelRegistry().llm(name_or_location)
        key = f"{config.name}:{config.location}"
        if key not in self._llms:
            model = load_llm(config)
            self._llms[key] = (model, model.identity)
        return self._llms[key]

    def llm_session(self, settings: dict, cancel: CancelToken, language: str,
                    trace: Optional[Trace] = None) -> LLMSession:
        """The LLM as a method uses it for one search, under its LLM settings (llm.session.LLM_SETTINGS), its
        prompts in `language` unless the settings name one, its calls recorded in `trace`."""
        model, identity = self.llm(settings.get("llm") or None)
        trace = trace if trace is not None else Trace()
        trace.llm_host = model.config.destination
        cache = None
        if switched_on(settings, "llm_cache"):
            if self._llm_cache is None:
                self._llm_cache = LLMCache(paths.llm_cache())
            cache = self._llm_cache
        return LLMSession(model, identity, settings.get("prompt_language") or language, trace,
                          self.usage, cancel, cache, switched_on(settings, "prefix_cache"),
                          decoding_for(settings, model.config), parallel_for(settings, model.config), ModelSpeeds())

    def query_vector(self, embedder: Embedder, text: str, trace: Optional[Trace] = None) -> np.ndarray:
        """The embedded query, remembered for the last few thousand queries (methods that fuse or re-run
        dense retrieval, and benchmark runs, ask for the same query more than once); a query cut at the
        model's input limit is noted in `trace`."""
        key = (embedder.config.key, text)
        if key in self._query_vectors:
            self._query_vectors.move_to_end(key)
        else:
            self.embed_queries(embedder, [text])
        vector, cut = self._query_vectors[key]
        note = Message("note.query_cut", {"embedder": embedder.config.name})
        if cut and trace is not None and note not in trace.notes:
            trace.notes.append(note)
        return vector

    def embed_queries(self, embedder: Embedder, texts: list[str], kept_in: Optional[Path] = None) -> None:
        """Embed the queries not remembered yet together, in the model's batches, and remember them for the last
        few thousand queries (a benchmark's queries: far faster than one by one). With `kept_in` (a benchmark
        library's folder), the vectors are also kept in a file there and read back by a later run."""
        kept = QueryVectorFile(kept_in, embedder.config.key) if kept_in is not None else None
        if kept is not None:
            for text, found in kept.read(texts).items():
                self._query_vectors[(embedder.config.key, text)] = found
        todo = list(dict.fromkeys(t for t in texts if (embedder.config.key, t) not in self._query_vectors))
        formatted = [embedder.config.formatting.format_query(text) for text in todo]
        if formatted:
            for text, vector, cut in zip(todo, embedder.embed(formatted), embedder.truncated(formatted)):
                self._query_vectors[(embedder.config.key, text)] = (vector, cut)
            if kept is not None:
                kept.write({t: self._query_vectors[(embedder.config.key, t)] for t in dict.fromkeys(texts)})
        while len(self._query_vectors) > QUERY_VECTOR_CACHE:
            self._query_vectors.popitem(last=False)

    def forget_query_vectors(self) -> None:
        """Drop remembered query vectors, so that the next searches pay for embedding their queries."""
        self._query_vectors.clear()


class QueryVectorFile:
    """A benchmark's query vectors from one embedder, kept in a file in its library's folder: read back by the
    digest of each query's text, rewritten whole under a temporary name and renamed into place."""

    def __init__(self, folder: Path, embedder_key: str):
        self.path = Path(folder) / QUERY_VECTOR_FOLDER / f"{hashlib.sha256(embedder_key.encode()).hexdigest()[:16]}.npz"

    def read(self, texts: list[str]) -> dict[str, tuple[np.ndarray, bool]]:
        """The kept vectors of those of `texts` the file holds (none when there is no readable file)."""
        try:
            with np.load(self.path, allow_pickle=False) as kept:
                position = {digest: at for at, digest in enumerate(kept["digests"].tolist())}
                vectors, cut = kept["vectors"], kept["cut"]
        except (OSError, ValueError, KeyError):  # none yet, or a damaged one: embedded again and rewritten
            return {}
        found = {t: position.get(text_digest(t)) for t in texts}
        return {t: (vectors[at].copy(), bool(cut[at])) for t, at in found.items() if at is not None}

    def write(self, found: dict[str, tuple[np.ndarray, bool]]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_name(f"{self.path.stem}-{os.getpid()}.tmp.npz")
        np.savez(temporary, digests=np.array([text_digest(t) for t in found], dtype="U64"),
                 vectors=np.vstack([np.asarray(v, dtype=np.float32) for v, _ in found.values()]),
                 cut=np.array([c for _, c in found.values()], dtype=bool))
        os.replace(temporary, self.path)


def text_digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
