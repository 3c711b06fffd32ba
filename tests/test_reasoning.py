"""The LLM methods with reasoning models, against the scripted server imitating one: it thinks at length
(inline <think> blocks or apart in reasoning_content), cuts replies at max_tokens, switches thinking off
when asked (as Qwen3 does) or not (as an R1 distill does), and serves several slots at once."""

from __future__ import annotations

import json
import threading
import time
from typing import Optional

import pytest

from models.llm import THINKING_BUDGETS, Reply, separate_thinking
from retrieval import Library, SearchRequest
from retrieval.llm.session import ThinkingCutShort
from retrieval.types import Cancelled, CancelToken, SearchResult, Trace

from chat_server import role, shown_ids
from conftest import GREEK_ARTICLES, write_corpus
from react_script import CASE, Script, react

KEYWORDS = '{"keywords": ["καταγγελία", "σύμβαση εργασίας", "άδεια μητρότητας"]}'
THINKS = 1200  # words the imitated reasoning model thinks before each answer


def reform(library, settings: dict, trace: Optional[Trace] = None) -> SearchResult:
    return library.search(SearchRequest(facts=CASE, method="reform-bm25", settings=settings), trace=trace)


def test_a_reply_cut_while_thinking_is_reported_with_the_setting_to_raise(library, serve):
    settings = serve(lambda messages: KEYWORDS, think=THINKS, obeys_switch=False)
    trace = Trace()
    with pytest.raises(ThinkingCutShort) as raised:
        reform(library, settings, trace)
    assert raised.value.message.code == "llm.thinking_cut_short"
    assert "thinking_budget" in str(raised.value) and "reasoning=low" in str(raised.value)
    assert len(serve.server.requests) == 1  # asking again with the same budget would end the same way
    assert trace.counters["replies_cut_while_thinking"] == 1


def test_with_reasoning_on_every_reply_is_given_the_thinking_budget_and_reform_bm25_works(library, serve):
    settings = serve(lambda messages: KEYWORDS, think=THINKS, obeys_switch=False)
    result = reform(library, {**settings, "reasoning": "low"})
    hits, call = result.hits, result.trace.calls[-1]
    assert call.completion_tokens > THINKS and "decoy" in call.thinking and "decoy" not in call.reply
    direct = library.search(SearchRequest(facts="καταγγελία, σύμβαση εργασίας, άδεια μητρότητας")).hits
    assert [h.id for h in hits] == [h.id for h in direct] and hits[0].id == "LabL::13"
    request = serve.server.requests[-1]
    assert request["max_tokens"] == 400 + THINKING_BUDGETS["low"]
    assert request["reasoning_effort"] == "low" and request["chat_template_kwargs"]["enable_thinking"] is True
    assert "response_format" not in request  # no grammar may forbid the thinking


def test_thinking_apart_in_reasoning_content_is_read_the_same(library, serve):
    settings = serve(lambda messages: KEYWORDS, think=THINKS, separate=True, obeys_switch=False)
    result = reform(library, {**settings, "reasoning": "medium", "thinking_budget": "1500"})
    assert result.hits[0].id == "LabL::13" and serve.server.requests[-1]["max_tokens"] == 1900
    assert result.trace.calls[-1].thinking.startswith("Let me think")


def test_a_model_that_obeys_the_thinking_switch_answers_at_once_with_reasoning_off(library, serve):
    settings = serve(lambda messages: KEYWORDS, think=THINKS)
    result = reform(library, settings)
    assert result.hits[0].id == "LabL::13"
    request = serve.server.requests[-1]
    assert request["chat_template_kwargs"] == {"enable_thinking": False} and request["max_tokens"] == 400
    assert result.trace.calls[-1].thinking == ""


def test_react_with_a_thinking_model_ranks_as_without_and_counts_the_thinking(library, serve):
    plain = react(library, serve(Script()))
    thinking = react(library, {**serve(Script(), think=THINKS, obeys_switch=False), "reasoning": "low"})
    assert [h.id for h in thinking.hits] == [h.id for h in plain.hits]
    assert thinking.trace.usage().completion_tokens == plain.trace.usage().completion_tokens + 6 * THINKS
    assert all(call.thinking for call in thinking.trace.calls)


def test_temperature_and_seed_are_sent_and_part_of_the_cache_key(library, serve):
    settings = serve(lambda messages: KEYWORDS)
    reform(library, settings)
    reform(library, settings)
    assert len(serve.server.requests) == 1
    reform(library, {**settings, "temperature": "0.2", "seed": "7"})
    assert len(serve.server.requests) == 2
    assert (serve.server.requests[-1]["temperature"], serve.server.requests[-1]["seed"]) == (0.2, 7)


@pytest.fixture
def many(tmp_path):
    """A library of 60 articles on movable things, so that a round has many candidates."""
    articles = GREEK_ARTICLES + [{"id": f"Misc::{n}", "source": "Misc", "article": str(n), "title": f"Άρθρο {n}",
                                  "text": ("Το κινητό πράγμα" if n % 2 else "Η σύμβαση εργασίας") + f" {n} "
                                  + "λέξεις " * 30}
                                 for n in range(60)]
    with Library.open(tmp_path / "many") as library:
        library.import_corpus(write_corpus(tmp_path / "many-corpus", articles))
        yield library


def test_the_observer_lists_only_what_it_keeps_so_a_large_context_reads_a_round_in_one_call(many, serve):
    rounds = react(many, serve(broad, context=32768), rounds="1", candidates="100").trace.rounds
    observer = [r for r in serve.server.requests if role(r["messages"]) == "observer"]
    assert len(observer) == 1 and len(shown_ids(observer[0]["messages"])) == len(rounds[0].candidates)
    assert len(rounds[0].candidates) > 50
    assert "at most 30 words" in observer[0]["messages"][1]["content"]
    rounds = react(many, serve(broad, context=1500), rounds="1", candidates="100").trace.rounds
    budgets = {r["max_tokens"] for r in serve.server.requests if role(r["messages"]) == "observer"}
    assert rounds[0].batches > 3 and len(budgets) == 1  # the reply allowance does not grow per article


def test_the_papers_line_format_is_accepted_from_the_observer(library, serve):
    def responder(messages):
        if role(messages) == "planner":
            return '{"query": "αφαιρεί κινητό"}'
        return "\n".join(f"{doc_id} | it applies" for doc_id in shown_ids(messages)[:1])

    hits = react(library, serve(responder, accept_schemas=False), rounds="1").hits
    assert hits and hits[0].explanation.reason == "it applies"


def broad(messages: list[dict]) -> str:
    if role(messages) == "planner":
        return json.dumps({"query": "κινητό πράγμα σύμβαση εργασίας ζημιώσει"}, ensure_ascii=False)
    return json.dumps({"keep": []})


def test_a_rounds_observer_batches_run_at_once_on_a_server_with_several_slots(many, serve):
    settings = serve(broad, context=1500, slots=3, delay=0.3)
    rounds = react(many, settings, rounds="1", candidates="100").trace.rounds
    assert rounds[0].batches >= 4 and serve.server.most_active == 3
    react(many, {**serve(broad, context=1500, slots=3, delay=0.05), "parallel": "1"}, rounds="1", candidates="100")
    assert serve.server.most_active == 1


def test_cancel_stops_parallel_observer_calls_at_once(many, serve):
    cancel, observers, lock, cancelled_at = CancelToken(), [0], threading.Lock(), []

    def slow(messages):
        if role(messages) == "observer":
            with lock:  # cancelled once four observer calls are in the server together, however long it took
                observers[0] += 1
                if observers[0] == 4:
                    cancelled_at.append(time.perf_counter())
                    cancel.cancel()
            time.sleep(5)
        return broad(messages)

    settings = serve(slow, context=1500, slots=4)
    with pytest.raises(Cancelled):
        many.search(SearchRequest(facts=CASE, method="react-bm25",
                                     settings={**settings, "rounds": "1", "candidates": "100"}), cancel=cancel)
    assert time.perf_counter() - cancelled_at[0] < 2.0 and serve.server.most_active == 4


@pytest.mark.parametrize("text, answer, thought", [
    ("<think>a {\"query\": \"no\"}</think>{\"query\": \"yes\"}", '{"query": "yes"}', 'a {"query": "no"}'),
    ("opened by the template</think>answer", "answer", "opened by the template"),
    ("<think>cut before its end", "", "cut before its end"),
    ("<|channel|>analysis<|message|>weigh it<|end|><|start|>assistant<|channel|>final<|message|>done", "done",
     "<|channel|>analysis<|message|>weigh it<|end|><|start|>assistant"),
])
def test_thinking_is_separated_from_the_answer(text, answer, thought):
    assert separate_thinking(text) == (answer, thought)


def test_only_a_reply_stopped_before_any_answer_counts_as_cut_while_thinking():
    assert Reply("", 10, 50, 1.0, finished=False, thinking="hmm").cut_in_thinking
    assert not Reply('{"query": "x', 10, 50, 1.0, finished=False, thinking="hmm").cut_in_thinking
    assert not Reply("", 10, 50, 1.0, finished=True, thinking="hmm").cut_in_thinking


def test_a_firms_model_server_is_used_only_on_the_host_the_registry_names(library, arthra_home, tmp_path):
    from models.embedders import ModelError
    from models.llm import LLMConfig
    from models.registry import ModelRegistry

    from chat_server import ChatServer
    from conftest import arthra

    firm = ChatServer(lambda messages: KEYWORDS, host="127.0.0.2")
    try:
        with pytest.raises(ModelError, match="allow-host"):
            ModelRegistry().add_llm(LLMConfig("firm", "openai", firm.url))
        with pytest.raises(ModelError, match="not on this machine"):
            ModelRegistry().add_llm(LLMConfig("firm", "openai", firm.url, allow_host="127.0.0.3"))
        refused = arthra("models", "add", "firm", firm.url, "--llm", home=arthra_home, check=False)
        assert refused.returncode == 1 and "allow-host" in refused.stderr
        added = arthra("models", "add", "firm", firm.url, "--llm", "--allow-host", "127.0.0.2", "--reasoning", "low",
                       "--parallel", "4", home=arthra_home)
        assert "goes to the model on 127.0.0.2" in added.stdout
        config = ModelRegistry().llm("firm")
        assert (config.allow_host, config.reasoning, config.parallel) == ("127.0.0.2", "low", 4)
        result = reform(library, {"llm": "firm", "prompt_language": "en"})
        assert result.hits[0].id == "LabL::13" and result.trace.llm_host == "127.0.0.2" and firm.requests
        found = arthra("search", CASE, "--method", "reform-bm25", "--llm", "firm", "--library", library.folder,
                       home=arthra_home)
        assert "the case text goes to the model on 127.0.0.2" in found.stdout
    finally:
        firm.close()


def test_an_estimate_before_a_search_counts_calls_and_tokens_and_learns_the_models_speed(many, serve):
    served = serve(broad, context=1500, delay=0.05)
    settings = {**served, "rounds": "3", "candidates": "100"}
    request = SearchRequest(facts=CASE, method="react-bm25", settings=settings)
    paper = many.estimate(request)
    efficient = many.estimate(SearchRequest(facts=CASE, method="react-bm25",
                                            settings={**settings, "mode": "efficient"}))
    # efficient mode reads round 1 whole, then only the share of each later round not judged before
    assert paper.calls > efficient.calls >= 6 and paper.prompt_tokens > 1.25 * efficient.prompt_tokens
    assert paper.speed_calls == 0 and paper.host == "this machine"
    made = many.search(request).trace.usage()
    assert 0.5 * made.calls <= paper.calls <= 2 * made.calls
    made_efficiently = many.search(SearchRequest(facts=CASE, method="react-bm25",
                                                 settings={**settings, "mode": "efficient"})).trace.usage()
    # the estimate cannot foresee an early stop (here the planner repeats itself after round 1): it is a bound
    assert made_efficiently.prompt_tokens <= efficient.prompt_tokens < paper.prompt_tokens
    learned = many.estimate(request)
    assert learned.speed_calls == made.calls - made.cached_calls and learned.seconds != paper.seconds
    assert many.estimate(SearchRequest(facts=CASE, method="bm25")) is None
    assert many.estimate(SearchRequest(facts=CASE, method="dar", settings=served)).calls == 1


def test_the_command_line_estimates_without_searching(tmp_path, greek_corpus, serve):
    from conftest import arthra

    serve(broad)
    lib = tmp_path / "lib"
    arthra("import", greek_corpus, "--library", lib, home=tmp_path / "home")
    shown = arthra("search", CASE, "--method", "react-bm25", "--llm", serve.server.url, "--estimate", "--library", lib,
                   home=tmp_path / "home").stdout
    assert "LLM calls" in shown and "minutes" in shown and "the case text stays on this machine" in shown
    assert "in efficient mode: about" in shown and shown.rstrip().endswith("(--set mode=efficient)")
    assert serve.server.requests == []


def test_the_in_process_model_answers_one_call_at_a_time_and_bad_llm_settings_are_named():
    from models.llm import LLMConfig
    from retrieval.llm.session import decoding_for, parallel_for

    gguf = LLMConfig("local", "gguf", "model.gguf", parallel=4)
    server = LLMConfig("server", "openai", "http://127.0.0.1:8080", parallel=4, reasoning="medium")
    assert parallel_for({"parallel": "8"}, gguf) == 1
    assert parallel_for({}, server) == 4 and parallel_for({"parallel": "2"}, server) == 2
    assert decoding_for({}, server).thinking_tokens == THINKING_BUDGETS["medium"]
    assert decoding_for({"reasoning": "off"}, server).thinking_tokens == 0
    with pytest.raises(ValueError, match="reasoning takes one of off, low, medium, high"):
        decoding_for({"reasoning": "extreme"}, server)


def test_a_thinking_budget_that_fills_the_context_is_reported_as_such(library, serve):
    from models.errors import ModelError

    with pytest.raises(ModelError) as raised:
        react(library, {**serve(broad, context=8192), "reasoning": "high"}, rounds="1", candidates="10")
    assert raised.value.message.code == "models.no_room_for_articles"
    assert "thinking_budget" in str(raised.value) and "8192" in str(raised.value)
