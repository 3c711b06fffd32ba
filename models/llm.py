"""Local chat models: llama.cpp on a GGUF file, or an OpenAI-compatible chat server on this machine.

Both answer `chat(messages, max_tokens, schema)` with a `Reply` that counts prompt and completion tokens
and seconds. llama.cpp runs in a worker process (see `models.llama_worker`), so that a cancel stops a
generation at once; it keeps the evaluated prompt between calls, so consecutive prompts that share a
prefix (the observer's batches) are only read from where they differ.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import queue
import re
import secrets
import subprocess
import tempfile
import threading
import time
from dataclasses import asdict, dataclass
from multiprocessing.connection import Listener
from pathlib import Path
from typing import Callable, Optional, Protocol, Sequence

from . import places

from . import llama_worker
from .errors import ContextOverflow, ModelError
from .local_http import ServerRefused, check_local_url, destination, post_json

Messages = list[dict[str, str]]
StopRequested = Callable[[], bool]
POLL_SECONDS = 0.1
SERVER_TIMEOUT = 900.0
ESTIMATED_BYTES_PER_TOKEN = 2  # a cautious guess where a server cannot count tokens (Greek runs ~2.5)
EFFORTS = ("off", "low", "medium", "high")
THINKING_BUDGETS = {"off": 0, "low": 2048, "medium": 4096, "high": 8192}  # tokens a reply may think, by effort
THINKING = re.compile(r"<(think|thinking|reasoning)>(.*?)(?:</\1>|$)", re.DOTALL | re.IGNORECASE)
THINKING_END = re.compile(r"</(think|thinking|reasoning)>", re.IGNORECASE)
HARMONY_FINAL = "<|channel|>final<|message|>"  # gpt-oss's answer channel, where a template leaves it in the text


class Stopped(Exception):
    """The caller asked to stop while the model was working."""


class WorkerEnded(ModelError):
    """The llama.cpp worker process ended without answering (a crash, or killed from outside)."""


@dataclass(frozen=True)
class LLMConfig:
    """A configured chat model, as the model registry stores it."""

    name: str
    backend: str  # "gguf" or "openai"
    location: str  # GGUF file, or server base URL
    context: int = 8192  # tokens the model reads and writes per call
    threads: int = 0  # llama.cpp threads (0: one per core)
    gpu_layers: int = -1 if platform.system() == "Darwin" else 0  # layers offloaded to Metal/CUDA (-1: all)
    chat_format: str = ""  # llama-cpp-python chat format ("": the template stored in the GGUF)
    server_model: str = ""  # the model name an OpenAI-style server expects
    reasoning: str = "off"  # how hard a reasoning model thinks: off, low, medium or high
    thinking_budget: int = 0  # tokens a reply may spend thinking (0: the effort's default, THINKING_BUDGETS)
    parallel: int = 1  # requests a server answers at once (llama-server --parallel, LM Studio, Ollama)
    allow_host: str = ""  # the one host beyond this machine a firm's model server may run on (named explicitly)

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "LLMConfig":
        return cls(**{k: v for k, v in data.items() if k in cls.__dataclass_fields__})

    @property
    def destination(self) -> str:
        """Where the case text goes: "this machine", or the host of the firm's server it names."""
        return destination(self.location) if self.backend == "openai" else destination("http://127.0.0.1")

    @property
    def identity(self) -> dict:
        """What decides the replies, part of every cached call's key: the model's bytes (or server model
        name), the backend and the chat template choice."""
        if self.backend == "gguf":
            return {"backend": self.backend, "model": Path(self.location).name, "sha256": file_sha256(self.location),
                    "chat_format": self.chat_format}
        return {"backend": self.backend, "model": self.server_model or "default", "server": self.location}


@dataclass(frozen=True)
class Decoding:
    """How replies are generated, set in one place (the LLM settings) and part of every cached call's key."""

    temperature: float = 0.0
    seed: int = 0
    reasoning: str = "off"  # one of EFFORTS
    thinking_budget: int = 0  # 0: the effort's default

    def __post_init__(self):
        if self.reasoning not in EFFORTS:
            raise ValueError(f"reasoning must be one of {', '.join(EFFORTS)} (got {self.reasoning!r})")
        if self.thinking_budget < 0 or self.temperature < 0:
            raise ValueError("thinking_budget and temperature cannot be negative")

    @property
    def thinks(self) -> bool:
        return self.reasoning != "off"

    @property
    def thinking_tokens(self) -> int:
        """Tokens each reply may spend thinking before its answer (0 with reasoning off)."""
        return (self.thinking_budget or THINKING_BUDGETS[self.reasoning]) if self.thinks else 0

    def as_dict(self) -> dict:
        """What a backend generates with and a cached call is keyed by: one dict for both."""
        return {**asdict(self), "thinking_budget": self.thinking_tokens}


GREEDY = Decoding()  # what a search decodes with unless its settings say otherwise


@dataclass(frozen=True)
class Reply:
    """A model's answer and what it cost; `reused_tokens` of the prompt were already evaluated. `text` is the
    answer only; what the model thought before it is in `thinking` (its tokens count as completion tokens)."""

    text: str
    prompt_tokens: int
    completion_tokens: int
    seconds: float
    reused_tokens: int = 0
    finished: bool = True  # False when the reply stopped at max_tokens rather than where the model ended it
    thinking: str = ""

    @property
    def cut_in_thinking(self) -> bool:
        """Whether the length limit stopped the reply while the model was still thinking (no answer yet)."""
        return not self.finished and bool(self.thinking.strip()) and not self.text.strip()


def separate_thinking(text: str, thinking: str = "") -> tuple[str, str]:
    """(answer, thinking) of a reply: `<think>` blocks (also one whose opening tag the chat template wrote, and
    one the length limit left open) and gpt-oss's analysis channel go to the thinking; `thinking` is what the
    server already separated (`reasoning_content`)."""
    thoughts = [thinking] if thinking else []
    if HARMONY_FINAL in text:
        before, text = text.rsplit(HARMONY_FINAL, 1)
        thoughts.append(before)
    opening = THINKING.search(text)
    closing = THINKING_END.search(text)
    if closing and (opening is None or closing.start() < opening.start()):  # the template opened it
        thoughts.append(text[:closing.start()])
        text = text[closing.end():]
    thoughts.extend(match.group(2) for match in THINKING.finditer(text))
    return THINKING.sub("", text).strip(), "\n".join(t.strip() for t in thoughts if t.strip())


class ChatModel(Protocol):
    config: LLMConfig

    @property
    def identity(self) -> dict:
        """What decides the replies (the configuration's identity, and for a server the model it serves)."""
        ...

    @property
    def context(self) -> int: ...

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """How many tokens each text takes (an estimate where the backend cannot count)."""
        ...

    def chat(self, messages: Messages, max_tokens: int, schema: Optional[dict] = None,
             stop_requested: StopRequested = lambda: False, reuse_prefix: bool = True,
             decoding: Decoding = GREEDY) -> Reply:
        """The model's reply to `messages`, constrained to `schema` where the backend can (not while the model
        thinks: the thinking must not be forced into the format); raises Stopped. `reuse_prefix`: start from
        the prompt prefix the model already read (False: read it all again)."""
        ...

    def close(self) -> None: ...


def file_sha256(location: str) -> str:
    """The sha256 of a model file, remembered by path, size and modification time (hashing a GGUF takes
    seconds)."""
    path = Path(location)
    if not path.is_file():
        raise ModelError(f"no model file at {path}")
    stat = path.stat()
    known_file = places.model_hashes()
    key = f"{path.resolve()}:{stat.st_size}:{stat.st_mtime_ns}"
    try:
        known = json.loads(known_file.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        known = {}
    if key not in known:
        digest = hashlib.sha256()
        with path.open("rb") as handle:
            for block in iter(lambda: handle.read(1 << 22), b""):
                digest.update(block)
        known[key] = digest.hexdigest()
        known_file.parent.mkdir(parents=True, exist_ok=True)
        temporary = known_file.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_text(json.dumps(known, indent=1), encoding="utf-8")
        os.replace(temporary, known_file)
    return known[key]


class LlamaCppChat:
    """A GGUF chat model run by llama.cpp (llama-cpp-python) in a worker process on this machine."""

    def __init__(self, config: LLMConfig, vocab_only: bool = False):
        """`vocab_only`: load the tokenizer alone (counting tokens, no chat), in a moment and little memory."""
        path = Path(config.location)
        if not path.is_file():
            raise ModelError.coded("models.no_gguf", path=path)
        self.config = config
        self.identity = config.identity
        self._context = config.context
        self._process = None
        self._connection = None
        self._log = None
        self.vocab_only = vocab_only
        self._start(lambda: False)

    def _start(self, stop_requested: StopRequested) -> None:
        """Start the worker and wait until it has loaded the model; a worker that ends while loading (rare,
        on a busy machine) is started once more before the failure is reported."""
        try:
            self._launch(stop_requested)
        except WorkerEnded:
            self._launch(stop_requested)

    def _launch(self, stop_requested: StopRequested) -> None:
        """Start the worker process and wait until it has loaded the model (it connects back over a local
        socket or named pipe, so nothing it or llama.cpp prints can garble the conversation)."""
        secret = secrets.token_bytes(16)
        listener = Listener(authkey=secret)
        settings = {"path": str(Path(self.config.location).resolve()), "context": self.config.context,
                    "threads": self.config.threads or os.cpu_count() or 1, "gpu_layers": self.config.gpu_layers,
                    "chat_format": self.config.chat_format, "vocab_only": self.vocab_only}
        package_root = str(Path(__file__).resolve().parent.parent)
        environment = {**os.environ, "ARTHRA_WORKER_ADDRESS": str(listener.address),
                       "ARTHRA_WORKER_KEY": secret.hex(), "ARTHRA_WORKER_SETTINGS": json.dumps(settings),
                       "PYTHONPATH": os.pathsep.join(p for p in (package_root, os.environ.get("PYTHONPATH")) if p)}
        if self._log is not None:
            self._log.close()
        self._log = tempfile.TemporaryFile()
        self._process = subprocess.Popen(llama_worker.command(), env=environment,
                                         stdin=subprocess.DEVNULL, stdout=self._log, stderr=self._log)
        accepted: queue.Queue = queue.Queue()
        threading.Thread(target=lambda: accepted.put(listener.accept()), daemon=True, name="llama.cpp accept").start()
        try:
            while True:
                try:
                    self._connection = accepted.get(timeout=POLL_SECONDS)
                    break
                except queue.Empty:
                    if stop_requested():
                        self._process.kill()
                        raise Stopped() from None
                    if self._process.poll() is not None:
                        raise WorkerEnded(f"the llama.cpp worker for {self.config.name} ended before it started "
                                          f"(exit code {self._process.returncode}): {self._worker_log()}") from None
        finally:
            listener.close()
        self._context = self._receive(stop_requested)["context"]

    def _ended(self) -> None:
        """Report a worker that ended without answering, with its exit code and last words."""
        try:
            code = self._process.wait(5)
        except subprocess.TimeoutExpired:
            code = None
        log = self._worker_log()
        self._stop_worker()
        raise WorkerEnded(f"llama.cpp stopped while running {self.config.name} (exit code {code}); the model file "
                          f"may be damaged or too large for this machine's memory. {log}")

    def _worker_log(self) -> str:
        self._log.seek(0)
        return self._log.read().decode("utf-8", "replace")[-600:].strip()

    def _receive(self, stop_requested: StopRequested) -> dict:
        while not self._connection.poll(POLL_SECONDS):
            if stop_requested():
                self._stop_worker()
                raise Stopped()
            if self._process.poll() is not None:
                self._ended()
        try:
            answer = self._connection.recv()
        except (EOFError, OSError):
            self._ended()
        if answer.get("overflow"):
            if answer["needed"]:
                raise ContextOverflow.coded("models.context_too_small", model=self.config.name,
                                            context=self._context, needed=answer["needed"])
            raise ContextOverflow.coded("models.prompt_over_context", model=self.config.name, context=self._context)
        if "error" in answer:
            raise ModelError(f"llama.cpp could not run {Path(self.config.location).name}: {answer['error']}")
        return answer

    def _request(self, request: dict, stop_requested: StopRequested) -> dict:
        if self._process is None or self._process.poll() is not None:
            self._start(stop_requested)  # after a cancel or a crash: load the model again
        self._connection.send(request)
        return self._receive(stop_requested)

    def _stop_worker(self) -> None:
        if self._connection is not None:
            self._connection.close()
        if self._process is not None and self._process.poll() is None:
            self._process.kill()
            self._process.wait(10)
        self._process, self._connection = None, None

    @property
    def context(self) -> int:
        return self._context

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        return self._request({"op": "count", "texts": list(texts)}, lambda: False)["counts"]

    def chat(self, messages: Messages, max_tokens: int, schema: Optional[dict] = None,
             stop_requested: StopRequested = lambda: False, reuse_prefix: bool = True,
             decoding: Decoding = GREEDY) -> Reply:
        # a grammar would forbid the thinking a reasoning model needs: its reply is read leniently instead
        response_format = {"type": "json_object", "schema": schema} if schema and not decoding.thinks else None
        answer = self._request({"op": "chat", "messages": messages, "max_tokens": max_tokens,
                                "response_format": response_format, "prefix_cache": reuse_prefix,
                                "decoding": decoding.as_dict()}, stop_requested)
        text, thinking = separate_thinking(answer["text"])
        return Reply(text, answer["prompt_tokens"], answer["completion_tokens"], answer["seconds"],
                     answer["reused_tokens"], answer["finished"], thinking)

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()  # the worker ends when its pipe closes
            try:
                self._process.wait(5)
            except subprocess.TimeoutExpired:
                pass
        self._stop_worker()


class OpenAIServerChat:
    """Any OpenAI-compatible `/v1/chat/completions` server on this machine (llama-server, LM Studio, Ollama,
    vLLM), or on the firm's host the registry names (`allow_host`)."""

    def __init__(self, config: LLMConfig, timeout: float = SERVER_TIMEOUT):
        self.config = config
        self.allow_host = config.allow_host
        base = check_local_url(config.location, self.allow_host).rstrip("/")
        self.url = base if base.endswith("/v1") else f"{base}/v1"
        self.root = self.url[:-len("/v1")]
        self.timeout = timeout
        self.schemas_accepted = True  # until the server refuses a response_format
        self.reasoning_controls_accepted = True  # until the server refuses reasoning_effort / chat_template_kwargs
        self.counts_exactly = True  # until the server turns out to have no /tokenize
        self.identity = {**config.identity, "serves": self._served_models()}

    def _post(self, url: str, payload: Optional[dict], timeout: float) -> dict:
        return post_json(url, payload, timeout, self.allow_host)

    def _served_models(self) -> list[str]:
        """The models the server says it serves (part of the identity: a model swapped behind the same URL must
        not be answered from the cache of the one before); none when it does not say."""
        try:
            listed = self._post(f"{self.url}/models", None, min(self.timeout, 30.0)).get("data") or []
        except ModelError:
            return []
        return sorted(str(item.get("id")) for item in listed if isinstance(item, dict))

    @property
    def context(self) -> int:
        return self.config.context

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        if self.counts_exactly:
            try:
                return [len(self._post(f"{self.root}/tokenize", {"content": text}, self.timeout)["tokens"])
                        for text in texts]
            except (ModelError, KeyError, TypeError):
                self.counts_exactly = False  # not llama-server: estimate from now on
        return [len(text.encode("utf-8")) // ESTIMATED_BYTES_PER_TOKEN + 1 for text in texts]

    def payload(self, messages: Messages, max_tokens: int, schema: Optional[dict], decoding: Decoding) -> dict:
        """The request body: the decoding settings, the effort the way servers expect it (`reasoning_effort`
        for gpt-oss, vLLM and Ollama; the chat template's `enable_thinking` switch for Qwen3 on llama-server
        and vLLM), and the answer's schema where the model does not think first."""
        payload = {"model": self.config.server_model or "default", "messages": messages, "max_tokens": max_tokens,
                   "temperature": decoding.temperature, "seed": decoding.seed, "stream": False}
        if self.reasoning_controls_accepted:
            payload["chat_template_kwargs"] = {"enable_thinking": decoding.thinks}
            if decoding.thinks:
                payload["reasoning_effort"] = decoding.reasoning
                payload["chat_template_kwargs"]["reasoning_effort"] = decoding.reasoning
        if schema and self.schemas_accepted and not decoding.thinks:
            payload["response_format"] = {"type": "json_schema",
                                          "json_schema": {"name": "reply", "schema": schema, "strict": False}}
        return payload

    def chat(self, messages: Messages, max_tokens: int, schema: Optional[dict] = None,
             stop_requested: StopRequested = lambda: False, reuse_prefix: bool = True,
             decoding: Decoding = GREEDY) -> Reply:
        started = time.perf_counter()
        while True:
            payload = self.payload(messages, max_tokens, schema, decoding)
            try:
                data = _interruptible(lambda: self._post(f"{self.url}/chat/completions", payload, self.timeout),
                                      stop_requested)
                break
            except ServerRefused as exc:
                if "context" in exc.body.lower() and exc.status == 400:
                    raise ContextOverflow.coded("models.context_overflow", url=self.url,
                                                detail=exc.body[:200]) from exc
                if not self._drop_refused_field(payload, exc.body.lower()):
                    raise
        try:
            message = data["choices"][0]["message"]
            content = message.get("content") or ""
            separated = message.get("reasoning_content") or message.get("reasoning") or ""  # vLLM, llama-server; Ollama
            finished = data["choices"][0].get("finish_reason") != "length"
        except (KeyError, IndexError, TypeError, AttributeError) as exc:
            raise ModelError(f"the chat server at {self.url} answered without a message: {str(data)[:200]}") from exc
        text, thinking = separate_thinking(content, separated if isinstance(separated, str) else "")
        usage = data.get("usage") or {}
        cached = (usage.get("prompt_tokens_details") or {}).get("cached_tokens") \
            or (data.get("timings") or {}).get("cache_n") or 0
        return Reply(text, int(usage.get("prompt_tokens", 0)), int(usage.get("completion_tokens", 0)),
                     time.perf_counter() - started, int(cached), finished, thinking)

    def _drop_refused_field(self, payload: dict, refusal: str) -> bool:
        """Stop sending what the server refused (a response_format: replies are then read leniently; the
        reasoning controls: the model thinks as its server is set up); False when it refused something else."""
        if "response_format" in payload and any(w in refusal for w in ("response_format", "json_schema", "grammar")):
            self.schemas_accepted = False
            return True
        if "chat_template_kwargs" in payload and any(w in refusal for w in ("reasoning_effort", "chat_template_kwargs",
                                                                            "enable_thinking")):
            self.reasoning_controls_accepted = False
            return True
        return False

    def close(self) -> None:
        """Nothing to release: the server runs on its own."""


def _interruptible(call: Callable[[], dict], stop_requested: StopRequested) -> dict:
    """Run a blocking request in a helper thread and give up waiting when asked to stop (the server finishes
    that reply unseen)."""
    answers: queue.Queue = queue.Queue(maxsize=1)

    def target() -> None:
        try:
            answers.put((True, call()))
        except BaseException as exc:  # handed to the waiting thread, which raises it
            answers.put((False, exc))

    threading.Thread(target=target, daemon=True, name="chat request").start()
    while True:
        try:
            ok, value = answers.get(timeout=POLL_SECONDS)
        except queue.Empty:
            if stop_requested():
                raise Stopped() from None
            continue
        if ok:
            return value
        raise value


def load_llm(config: LLMConfig) -> ChatModel:
    """Start the chat model a configuration describes, or raise ModelError saying what is wrong."""
    if config.backend == "gguf":
        return LlamaCppChat(config)
    if config.backend == "openai":
        return OpenAIServerChat(config)
    raise ModelError(f"unknown chat model backend {config.backend!r}; use gguf or openai")
