"""The local LLM as retrieval methods use it: cached, counted into the search's trace, read, retried once.

A call is cached in SQLite by (model identity, messages, parameters), so a benchmark rerun gets the same
replies at no cost and an interrupted one resumes. A reply that cannot be read is sent back once with a
note saying what was wrong; if the second reply cannot be read either, LLMReplyError reports it.
A reasoning model's reply may think first: each reply is given its answer's tokens plus the thinking budget,
the thinking is kept apart from the answer (and in the trace), and a reply the length limit cut while it was
still thinking is reported as such (ThinkingCutShort), with the setting to raise.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from pathlib import Path
from typing import Callable, Mapping, Optional, Sequence, TypeVar

import sqlite_utils

from models.local_http import THIS_MACHINE
from models.llm import EFFORTS, GREEDY, ChatModel, Decoding, LLMConfig, Reply, Stopped
from models.speed import ModelSpeeds

from . import prompts
from ..messages import Message
from .replies import ReplyError, strip_reasoning
from ..settings import Settings, choice_setting, float_setting, int_setting, switch_setting, text_setting
from ..types import CancelToken, Cancelled, LLMCall, Trace, Usage

T = TypeVar("T")
RETRY_SHOWS = 400  # characters of an unreadable reply shown back to the model with the correction
LLM_SETTINGS = Settings((
    text_setting("llm", "chat model: a registered name, a GGUF file or a local server URL (default: the registry's)",
                 names="llm"),
    switch_setting("llm_cache", True, "on (default) or off: answer a call made before from the cache"),
    switch_setting("prefix_cache", True, "on (default) or off: let llama.cpp reuse the prompt prefix it already read"),
    text_setting("prompt_language", "language of the prompts (default: the library's, where written: "
                                    f"{', '.join(prompts.languages())}; else English)"),
    choice_setting("reasoning", EFFORTS, f"how hard a reasoning model thinks: {', '.join(EFFORTS)} (default: the "
                                         "registry's setting for the model)", default=None),
    int_setting("thinking_budget", None, "tokens each reply may spend thinking (default: the registry's, else by "
                                         "effort)", low=0),
    float_setting("temperature", 0.0, "sampling temperature (default 0: greedy)", low=0),
    int_setting("seed", 0, "sampling seed (default 0)"),
    int_setting("parallel", None, "requests sent to the model server at once (default: the registry's; the "
                                  "in-process llama.cpp model answers one at a time)", low=1),
))


def decoding_for(settings: Mapping, config: LLMConfig) -> Decoding:
    """The decoding of a search's LLM calls: its settings over the model's registry entry."""
    values = LLM_SETTINGS.read(settings)
    budget = values["thinking_budget"]
    return Decoding(values["temperature"], values["seed"], values["reasoning"] or config.reasoning,
                    config.thinking_budget if budget is None else budget)


def parallel_for(settings: Mapping, config: LLMConfig) -> int:
    """How many calls may run at once: 1 for the in-process model, else the setting or the registry's."""
    if config.backend != "openai":
        return 1
    wanted = LLM_SETTINGS.read(settings)["parallel"]
    return config.parallel if wanted is None else wanted


def switched_on(settings: Mapping, name: str) -> bool:
    """An on/off LLM setting (llm_cache, prefix_cache)."""
    return LLM_SETTINGS.read(settings)[name]


class LLMReplyError(Exception):
    """The model's reply could not be read, even after a corrective retry."""

    def __init__(self, role: str, problem: str, reply: str):
        super().__init__(f"the LLM's reply as {role} could not be read after a corrective retry: {problem}. "
                         f"It began: {reply[:160]!r}")
        self.role, self.problem, self.reply = role, problem, reply


class ThinkingCutShort(LLMReplyError):
    """The length limit stopped a reply while the model was still thinking: no answer to read, and asking
    again with the same budget would end the same way. The message names the setting to raise."""

    def __init__(self, role: str, limit: int, decoding: Decoding):
        self.message = Message("llm.thinking_cut_short", {"role": role, "limit": limit,
                                                          "effort": decoding.reasoning,
                                                          "budget": decoding.thinking_tokens})
        Exception.__init__(self, str(self.message))
        self.role, self.problem, self.reply = role, str(self.message), ""


class LLMCache:
    """LLM replies kept in a SQLite file, shared by every library of the user."""

    def __init__(self, path: Path):
        path.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(str(path), timeout=30, check_same_thread=False)
        connection.execute("PRAGMA journal_mode=WAL")
        self.db = sqlite_utils.Database(connection)
        self._lock = threading.Lock()
        if "calls" not in self.db.table_names():
            self.db["calls"].create({"key": str, "model": str, "messages": str, "parameters": str, "reply": str,
                                     "prompt_tokens": int, "completion_tokens": int, "seconds": float,
                                     "finished": int, "thinking": str, "created": str}, pk="key",
                                    if_not_exists=True)
        columns = self.db["calls"].columns_dict
        if "finished" not in columns:  # caches written before it was recorded: unknown
            self.db["calls"].add_column("finished", int, not_null_default=1)
        if "thinking" not in columns:
            self.db["calls"].add_column("thinking", str, not_null_default="")

    def get(self, key: str) -> Optional[Reply]:
        with self._lock:
            rows = list(self.db.query("select reply, prompt_tokens, completion_tokens, seconds, finished, thinking "
                                      "from calls where key = ?", [key]))
        if not rows:
            return None
        row = rows[0]
        return Reply(row["reply"], row["prompt_tokens"], row["completion_tokens"], row["seconds"],
                     finished=bool(row["finished"]), thinking=row["thinking"] or "")

    def put(self, key: str, model: dict, messages: list, parameters: dict, reply: Reply) -> None:
        with self._lock, self.db.conn:
            self.db["calls"].upsert({"key": key, "model": json.dumps(model), "messages": json.dumps(
                messages, ensure_ascii=False), "parameters": json.dumps(parameters), "reply": reply.text,
                "prompt_tokens": reply.prompt_tokens, "completion_tokens": reply.completion_tokens,
                "seconds": reply.seconds, "finished": int(reply.finished), "thinking": reply.thinking,
                "created": time.strftime("%Y-%m-%dT%H:%M:%S")}, pk="key")

    def close(self) -> None:
        self.db.conn.close()


class LLMSession:
    """One search's use of the LLM: every call goes through the cache and into the trace and usage totals."""

    def __init__(self, model: ChatModel, identity: dict, language: str, trace: Trace, usage: Usage,
                 cancel: CancelToken, cache: Optional[LLMCache] = None, reuse_prefix: bool = True,
                 decoding: Decoding = GREEDY, parallel: int = 1, speeds: Optional[ModelSpeeds] = None):
        self.model, self.identity, self.language = model, identity, prompts.prompt_language(language)
        self.trace, self.usage, self.cancel, self.cache = trace, usage, cancel, cache
        self.reuse_prefix, self.decoding, self.parallel, self.speeds = reuse_prefix, decoding, parallel, speeds
        self._token_counts: dict[str, int] = {}
        self._recording = threading.Lock()  # calls may run in parallel (see `parallel`)

    def count(self, name: str, amount: int = 1) -> None:
        """Count something into the trace (safe while calls run in parallel)."""
        with self._recording:
            self.trace.count(name, amount)

    def reply_room(self, answer_tokens: int) -> int:
        """The tokens a reply is given: its answer's plus the thinking budget (a call's prompt must leave them)."""
        return answer_tokens + self.decoding.thinking_tokens

    @property
    def context(self) -> int:
        return self.model.context

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """Tokens per text, remembered for the session (articles are counted once, not once per batch)."""
        missing = list(dict.fromkeys(t for t in texts if t not in self._token_counts))
        if missing:
            self._token_counts.update(zip(missing, self.model.count_tokens(missing)))
        return [self._token_counts[t] for t in texts]

    def messages(self, name: str, **values: str) -> list[dict[str, str]]:
        """Prompt `name` in this session's language."""
        return prompts.messages(name, self.language, **values)

    def _complete(self, messages: list, max_tokens: int, schema: Optional[dict]) -> tuple[Reply, str, bool]:
        """The reply, its cache key, and whether it came from the cache (a new one is cached by `ask` once it
        proves readable: an unreadable one is asked again next time)."""
        key = hashlib.sha256(json.dumps([self.identity, messages, self._parameters(max_tokens, schema)],
                                        sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()
        cached = self.cache.get(key) if self.cache else None
        if cached:
            return cached, key, True
        self.cancel.check()
        try:
            reply = self.model.chat(messages, max_tokens, schema, stop_requested=lambda: self.cancel.cancelled,
                                    reuse_prefix=self.reuse_prefix, decoding=self.decoding)
        except Stopped:
            raise Cancelled("cancelled") from None
        if self.speeds is not None:
            self.speeds.learn(self.model.config.name, reply)
        return reply, key, False

    def _parameters(self, max_tokens: int, schema: Optional[dict]) -> dict:
        """The generation parameters of a call, part of its cache key."""
        return {"max_tokens": max_tokens, "schema": schema, **self.decoding.as_dict()}

    def _record(self, role: str, round_number: int, reply: Reply, key: str, cached: bool, outcome: str = "ok",
                problem: str = "", counter: str = "") -> None:
        call = LLMCall(role, round_number, key, reply.prompt_tokens, reply.completion_tokens, reply.seconds, cached,
                       0 if cached else reply.reused_tokens, reply.text, outcome, problem, reply.thinking)
        with self._recording:
            self.trace.calls.append(call)
            self.usage.add(call.usage)
            if counter:
                self.trace.count(counter)

    def _read(self, role: str, round_number: int, reply: Reply, key: str, cached: bool,
              read: Callable[[str], T], max_tokens: int) -> T:
        """The reply as `read` understands it; one cut while the model was still thinking is recorded and
        reported at once (ThinkingCutShort)."""
        if reply.cut_in_thinking:
            self._record(role, round_number, reply, key, cached, "failed", "cut while thinking",
                         "replies_cut_while_thinking")
            raise ThinkingCutShort(role, max_tokens, self.decoding)
        return read(reply.text)

    def ask(self, role: str, messages: list, read: Callable[[str], T], max_tokens: int,
            schema: Optional[dict] = None, round_number: int = 0) -> T:
        """The reply to `messages` as `read` understands it; one corrective retry, then LLMReplyError.
        `max_tokens` is the answer's allowance: the thinking budget is added to it."""
        max_tokens = self.reply_room(max_tokens)
        reply, key, cached = self._complete(messages, max_tokens, schema)
        try:
            value = self._read(role, round_number, reply, key, cached, read, max_tokens)
        except ReplyError as exc:
            self._record(role, round_number, reply, key, cached, "retried", str(exc))
            shown = reply.text if len(reply.text) <= RETRY_SHOWS else reply.text[:RETRY_SHOWS] + " […]"
            messages = [*messages, {"role": "assistant", "content": shown},  # shortened: the retry must fit too
                        *prompts.messages("correction", self.language, problem=str(exc))]
            reply, key, cached = self._complete(messages, max_tokens, schema)
            try:
                value = self._read(role, round_number, reply, key, cached, read, max_tokens)
            except ReplyError as again:
                self._record(role, round_number, reply, key, cached, "failed", str(again), "unreadable_replies")
                raise LLMReplyError(role, str(again), reply.text) from again
        if self.cache and not cached:
            self.cache.put(key, self.identity, messages, self._parameters(max_tokens, schema), reply)
        self._record(role, round_number, reply, key, cached,
                     counter="" if reply.finished else "replies_cut_at_their_length_limit")
        return value

    def write(self, role: str, messages: list, max_tokens: int, round_number: int = 0) -> str:
        """A free-text reply (a summary, a translation) without reasoning blocks; an empty one is retried once,
        then reported."""
        return self.ask(role, messages, _text, max_tokens, None, round_number)


def _text(reply: str) -> str:
    found = strip_reasoning(reply)
    if not found:
        raise ReplyError("it is empty")
    return found


def destination_message(host: str) -> Message:
    """Where the case text of an LLM search goes, as a message the app translates."""
    return Message("llm.destination_local", {}) if host == THIS_MACHINE else Message("llm.destination", {"host": host})
