"""Text embedders for dense retrieval: sentence-transformers folders, GGUF files, local OpenAI-style servers.

Each embedder formats queries and documents its model's way (its own prompts, an instruction template
or plain prefixes); the formatting is part of its identity, so vectors made one way are never searched
with queries made another. Vectors come back L2-normalised, so cosine similarity is a dot product.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from contextlib import contextmanager
from dataclasses import asdict, dataclass, replace
from functools import cached_property
from pathlib import Path
from typing import Callable, Iterator, Optional, Protocol, Sequence

import numpy as np

from .errors import ModelError
from .local_http import check_local_url, post_json

ProgressCallback = Callable[[int, int], None]  # (texts done, texts in all)
# Padded tokens per batch (longest text x texts). On a CPU the work grows with the tokens, and large padded
# batches are slower per token (measured: EmbeddingGemma reads 1.5x more tokens a second in batches of 2,048
# tokens than of 16 texts); a GPU is kept busy by larger ones.
CPU_BATCH_TOKENS = 2048
ACCELERATOR_BATCH_TOKENS = 16384


# EmbeddingGemma-300M, the default embedding model, as `make models` assembles it (model_fingerprint), and the
# settings it is run with wherever it is registered from: those the demo library's shipped vectors were made with.
DEFAULT_MODEL_FINGERPRINT = "5fc2a77f3d0337d3"
DEFAULT_MODEL_SETTINGS = {"dtype": "bfloat16", "max_tokens": 2048}


def model_fingerprint(folder: Path) -> str:
    """Identifies a model folder's contents cheaply: its configuration text and its weight files' sizes."""
    digest = hashlib.sha256()
    for path in sorted(Path(folder).rglob("*")):
        if path.name == "config.json" or path.suffix in (".safetensors", ".bin", ".pt", ".onnx"):
            digest.update(f"{path.relative_to(folder)}:{path.stat().st_size}".encode())
            if path.name == "config.json":
                digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


@dataclass(frozen=True)
class Formatting:
    """How a model wants its inputs: templates with {text} (and, for documents, optionally {title})."""

    query: str = "{text}"
    document: str = "{text}"

    def format_query(self, text: str) -> str:
        return self.query.replace("{text}", text)

    def format_document(self, title: str, text: str) -> str:
        if "{title}" in self.document:
            return self.document.replace("{title}", title or "none").replace("{text}", text)
        return self.document.replace("{text}", f"{title}\n{text}" if title else text)

    @classmethod
    def instruction(cls, task: str) -> "Formatting":
        """Qwen3-Embedding style: queries carry an instruction, documents go in as they are."""
        return cls(query=f"Instruct: {task}\nQuery:{{text}}", document="{text}")

    @classmethod
    def from_sentence_transformers(cls, folder: Path) -> "Formatting":
        """The `query` and `document` prompts a sentence-transformers folder declares (none: plain text). A
        document prompt for an untitled text (EmbeddingGemma's "title: none | text: ") is given the article's
        title, the form the model is documented to read titled documents in."""
        config = Path(folder) / "config_sentence_transformers.json"
        prompts = json.loads(config.read_text(encoding="utf-8")).get("prompts", {}) if config.is_file() else {}
        document = prompts.get("document", prompts.get("passage", "")).replace("title: none", "title: {title}")
        return cls(query=prompts.get("query", "") + "{text}", document=document + "{text}")


@dataclass(frozen=True)
class EmbedderConfig:
    """A configured embedding model, as the model registry stores it."""

    name: str
    backend: str  # "sentence-transformers", "gguf" or "openai"
    location: str  # model folder, GGUF file, or server base URL
    formatting: Formatting = Formatting()
    server_model: str = ""  # the model name an OpenAI-style server expects
    device: str = "auto"  # "auto": Apple's GPU (mps), else CUDA, else the CPU; or pin one: "cpu", "cuda", "mps"
    dtype: str = "float32"  # "bfloat16": 2.5x faster where the CPU computes it natively (see compute_dtype)
    batch_size: int = 32  # texts per batch at most; batches are also bounded by padded tokens (token_batches)
    max_tokens: int = 512

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "EmbedderConfig":
        values = dict(data)
        values["formatting"] = Formatting(**values.get("formatting", {}))
        return cls(**{k: v for k, v in values.items() if k in cls.__dataclass_fields__})

    @property
    def identity(self) -> dict:
        """What decides the vectors: model (and, for a folder, a fingerprint of its weights), formatting,
        precision and input length."""
        return {"backend": self.backend, **self._model, "formatting": asdict(self.formatting), "dtype": self.dtype,
                "max_tokens": self.max_tokens}

    @cached_property  # reading a model folder's fingerprint takes milliseconds, and every search asks
    def _model(self) -> dict[str, str]:
        """The model of `identity`: its name and, for a folder or a file, a fingerprint of its weights."""
        if self.backend == "openai":
            return {"model": self.server_model or self.location}
        if self.backend == "gguf":
            path = Path(self.location)
            return {"model": path.name, "fingerprint": f"{path.stat().st_size}" if path.is_file() else ""}
        return {"model": Path(self.location).name, "fingerprint": model_fingerprint(Path(self.location))}

    @property
    def key(self) -> str:
        """A short stable id of `identity`, naming the vector space these settings produce."""
        digest = hashlib.sha256(json.dumps(self.identity, sort_keys=True).encode()).hexdigest()[:12]
        return f"{self.name}-{digest}"


def with_model_defaults(config: EmbedderConfig) -> EmbedderConfig:
    """The default embedding model's folder, wherever it lies and however it is registered, gets the settings
    it is run with by default (DEFAULT_MODEL_SETTINGS); any other model stays as configured."""
    folder = Path(config.location)
    if config.backend != "sentence-transformers" or not folder.is_dir() or \
            model_fingerprint(folder) != DEFAULT_MODEL_FINGERPRINT:
        return config
    return replace(config, **DEFAULT_MODEL_SETTINGS)


def background_threads(cores: Optional[int] = None) -> int:
    """Threads for embedding beside the window and its searches: one core fewer than the machine has (a
    pool of as many threads as cores spins against any other busy thread and slows both)."""
    return max(1, (cores or os.cpu_count() or 1) - 1)


def use_background_threads() -> int:
    """Set torch's thread count for a background build (see background_threads); the count set."""
    import torch

    count = background_threads()
    torch.set_num_threads(count)
    return count


@contextmanager
def interruptible(embedder: "Embedder", check: Callable[[], None]) -> Iterator[None]:
    """While the block runs, `check` is called before each step of the embedder's torch model (each leaf
    module), so an exception it raises (Cancelled) stops even a batch half way; other embedders are left
    as they are (they are checked between batches through their progress)."""
    model = getattr(embedder, "model", None)
    if not hasattr(model, "modules") or not hasattr(model, "register_forward_pre_hook"):
        yield
        return
    handles = [module.register_forward_pre_hook(lambda *_: check()) for module in model.modules()
               if next(module.children(), None) is None]
    try:
        yield
    finally:
        for handle in handles:
            handle.remove()


def compute_dtype(wanted: str, device: str):
    """The torch dtype a model runs in. bfloat16 only where the hardware computes it: a GPU, or a CPU with
    AVX512-BF16 or AMX. Elsewhere (most laptops) the CPU emulates it, measured 5.7x slower than float32, whose
    vectors agree with bfloat16's to a cosine of 0.998, so they share its vector space and float32 is used."""
    import torch

    if wanted == "float16":
        return torch.float16
    if wanted != "bfloat16":
        return torch.float32
    if device == "cuda":  # an NVIDIA card before Ampere emulates it too
        return torch.bfloat16 if torch.cuda.is_bf16_supported(including_emulation=False) else torch.float32
    if device != "cpu":
        return torch.bfloat16
    return torch.bfloat16 if any(_cpu_has(check) for check in ("_is_avx512_bf16_supported",
                                                               "_is_amx_tile_supported")) else torch.float32


def _cpu_has(check: str) -> bool:
    """One of torch's CPU feature checks (private, so absent or failing in some version: then False)."""
    import torch

    try:
        return bool(getattr(torch.cpu, check)())
    except Exception:  # noqa: BLE001 - any failure means the feature cannot be relied on
        return False


def resolve_device(wanted: str) -> str:
    """The torch device an embedder runs on: `auto` picks Apple's GPU, then CUDA, then the CPU."""
    if wanted != "auto":
        return wanted
    import torch

    if getattr(torch.backends, "mps", None) is not None and torch.backends.mps.is_available():
        return "mps"
    return "cuda" if torch.cuda.is_available() else "cpu"


class Embedder(Protocol):
    config: EmbedderConfig
    device: str  # where it runs, as recorded with the vectors it makes
    precision: str  # what it computes in ("float32", "bfloat16"; "model" where the model file or server decides)

    @property
    def dimension(self) -> int: ...

    def embed(self, texts: Sequence[str], progress: Optional[ProgressCallback] = None) -> np.ndarray:
        """L2-normalised float32 vectors, one row per (already formatted) text."""
        ...

    def truncated(self, texts: Sequence[str]) -> list[bool]:
        """For each text, whether it is longer than the model reads (its tail is then ignored)."""
        ...


def token_batches(lengths: Sequence[int], budget: int, most: int) -> list[list[int]]:
    """Positions of the texts grouped shortest first into batches of at most `most` texts whose padded size
    (longest length x texts) stays within `budget` tokens; a text longer than the budget goes alone."""
    batches: list[list[int]] = []
    longest = 0
    for position in np.argsort(np.asarray(lengths), kind="stable").tolist():
        length = lengths[position]
        if batches and len(batches[-1]) < most and max(longest, length) * (len(batches[-1]) + 1) <= budget:
            batches[-1].append(position)
            longest = max(longest, length)
        else:
            batches.append([position])
            longest = length
    return batches


def _normalise(vectors: np.ndarray) -> np.ndarray:
    vectors = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.where(norms == 0, 1, norms)


class SentenceTransformerEmbedder:
    """A sentence-transformers model from a local folder, never fetched from a hub."""

    def __init__(self, config: EmbedderConfig):
        folder = Path(config.location)
        if not (folder / "modules.json").is_file() and not (folder / "config.json").is_file():
            raise ModelError(f"{folder} is not a sentence-transformers model folder (no modules.json); "
                             "point the embedder at a downloaded model folder, or run: make models")
        import transformers
        from sentence_transformers import SentenceTransformer

        transformers.logging.set_verbosity_error()  # length warnings: truncation is counted and reported
        transformers.logging.disable_progress_bar()

        self.config = config
        self.device = resolve_device(config.device)
        dtype = compute_dtype(config.dtype, self.device)
        self.precision = str(dtype).removeprefix("torch.")  # what it computes in, whatever the configuration asks
        try:
            self.model = SentenceTransformer(str(folder), device=self.device, local_files_only=True,
                                             model_kwargs={"torch_dtype": dtype})
        except Exception as exc:  # the library raises many kinds; all mean "this folder does not load"
            raise ModelError(f"cannot load the embedding model in {folder}: {exc}") from exc
        self.model.max_seq_length = min(config.max_tokens, self.model.max_seq_length or config.max_tokens)

    @property
    def dimension(self) -> int:
        return int(self.model.get_embedding_dimension())

    def embed(self, texts: Sequence[str], progress: Optional[ProgressCallback] = None) -> np.ndarray:
        """Texts of like token lengths are embedded together, in batches of a bounded padded size."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        vectors = np.zeros((len(texts), self.dimension), dtype=np.float32)
        limit, done = self.model.max_seq_length, 0
        budget = CPU_BATCH_TOKENS if self.device == "cpu" else ACCELERATOR_BATCH_TOKENS
        for batch in token_batches([min(n, limit) for n in self._lengths(texts)], budget, self.config.batch_size):
            vectors[batch] = self.model.encode([texts[i] for i in batch], batch_size=len(batch), convert_to_numpy=True,
                                               normalize_embeddings=True, show_progress_bar=False)
            done += len(batch)
            if progress:
                progress(done, len(texts))
        return vectors

    def truncated(self, texts: Sequence[str]) -> list[bool]:
        return [n > self.model.max_seq_length for n in self._lengths(texts)]

    def _lengths(self, texts: Sequence[str]) -> list[int]:
        """Each text's length in the model's tokens, special tokens included, before any truncation."""
        return [len(ids) for ids in self.model.tokenizer(list(texts), add_special_tokens=True,
                                                          truncation=False)["input_ids"]]


class LlamaCppEmbedder:
    """A GGUF embedding model run in-process by llama.cpp (token vectors are mean-pooled when the model
    does not pool them itself)."""

    def __init__(self, config: EmbedderConfig):
        path = Path(config.location)
        if not path.is_file():
            raise ModelError(f"no GGUF file at {path}; register the path of a downloaded .gguf embedding model")
        from llama_cpp import Llama

        self.config = config
        self.device = "llama.cpp"  # Metal on a Mac, else the CPU, as llama.cpp was built
        self.precision = "model"  # the GGUF file's own quantisation
        try:
            self.model = Llama(model_path=str(path), embedding=True, n_ctx=config.max_tokens,
                               n_batch=config.max_tokens, verbose=False)
        except (ValueError, RuntimeError) as exc:  # how llama-cpp-python reports an unreadable model
            hint = (" (usearch was loaded in this process first, and llama.cpp cannot read model vocabularies "
                    "after it: start Arthra again and use this model before any other dense search)"
                    if "usearch" in sys.modules else "")
            raise ModelError(f"llama.cpp cannot load {path}: {exc}{hint}") from exc

    @property
    def dimension(self) -> int:
        return int(self.model.n_embd())

    def embed(self, texts: Sequence[str], progress: Optional[ProgressCallback] = None) -> np.ndarray:
        rows = []
        for done, text in enumerate(texts, start=1):
            vector = np.asarray(self.model.embed(text, truncate=True), dtype=np.float32)
            rows.append(vector.mean(axis=0) if vector.ndim == 2 else vector)
            if progress:
                progress(done, len(texts))
        return _normalise(np.vstack(rows)) if rows else np.zeros((0, self.dimension), dtype=np.float32)

    def truncated(self, texts: Sequence[str]) -> list[bool]:
        return [len(self.model.tokenize(t.encode("utf-8"))) > self.config.max_tokens for t in texts]


class OpenAIServerEmbedder:
    """Any OpenAI-compatible `/v1/embeddings` server on this machine (llama-server, LM Studio, Ollama)."""

    def __init__(self, config: EmbedderConfig, timeout: float = 120.0):
        self.config = config
        self.device = "server"
        self.precision = "model"
        self.url = check_local_url(config.location).rstrip("/")
        if not self.url.endswith("/v1"):
            self.url += "/v1"
        self.timeout = timeout
        self._dimension = len(self._request(["dimension probe"])[0])

    def _request(self, texts: list[str]) -> list[list[float]]:
        data = post_json(f"{self.url}/embeddings", {"model": self.config.server_model or "default", "input": texts},
                         self.timeout)
        items = sorted(data.get("data", []), key=lambda item: item.get("index", 0))
        if len(items) != len(texts):
            raise ModelError(f"the embedding server at {self.url} returned {len(items)} vectors for {len(texts)} texts")
        return [item["embedding"] for item in items]

    @property
    def dimension(self) -> int:
        return self._dimension

    def embed(self, texts: Sequence[str], progress: Optional[ProgressCallback] = None) -> np.ndarray:
        rows = []
        size = self.config.batch_size
        for start in range(0, len(texts), size):
            rows.extend(self._request(list(texts[start:start + size])))
            if progress:
                progress(min(start + size, len(texts)), len(texts))
        return _normalise(np.array(rows)) if rows else np.zeros((0, self.dimension), dtype=np.float32)

    def truncated(self, texts: Sequence[str]) -> list[bool]:
        return [False] * len(texts)  # the server truncates (or refuses) on its own terms; it does not tell


BACKENDS = {"sentence-transformers": SentenceTransformerEmbedder, "gguf": LlamaCppEmbedder,
            "openai": OpenAIServerEmbedder}


def load_embedder(config: EmbedderConfig) -> Embedder:
    """Load the embedder a configuration describes, or raise ModelError saying what is wrong."""
    if config.backend not in BACKENDS:
        raise ModelError(f"unknown embedder backend {config.backend!r}; use one of: {', '.join(BACKENDS)}")
    return BACKENDS[config.backend](config)
